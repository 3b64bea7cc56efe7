// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/ssh/channelrun.h"

namespace Topo::Ssh {

namespace {

// Every byte is taken (returned as consumed), also past the output cap, so the channel
// window keeps opening: a flood on one stream can never stall the other.
int onChannelData(ssh_session, ssh_channel, void* data, uint32_t length, int isStderr, void* userdata)
{
    static_cast<ChannelRun*>(userdata)->capture.append(QByteArrayView(static_cast<const char*>(data), qsizetype(length)),
        isStderr != 0);
    return int(length);
}

void onChannelClose(ssh_session, ssh_channel, void* userdata)
{
    static_cast<ChannelRun*>(userdata)->remoteClosed = true;
}

void onExitStatus(ssh_session, ssh_channel, int status, void* userdata)
{
    static_cast<ChannelRun*>(userdata)->exitStatus = status;
}

void onExitSignal(ssh_session, ssh_channel, const char* signal, int, const char*, const char*, void* userdata)
{
    static_cast<ChannelRun*>(userdata)->exitSignal = displayText(signal);
}

} // namespace

Status startChannel(ssh_session session, ChannelRun& run, const QByteArray& command)
{
    run.channel.reset(ssh_channel_new(session));
    if (!run.channel)
        return fail(sshError(session));
    ssh_callbacks_init(&run.callbacks);
    run.callbacks.userdata = &run;
    run.callbacks.channel_data_function = onChannelData;
    run.callbacks.channel_close_function = onChannelClose;
    run.callbacks.channel_exit_status_function = onExitStatus;
    run.callbacks.channel_exit_signal_function = onExitSignal;
    if (ssh_add_channel_callbacks(run.channel.get(), &run.callbacks) != SSH_OK
        || ssh_channel_open_session(run.channel.get()) != SSH_OK
        || ssh_channel_request_exec(run.channel.get(), command.constData()) != SSH_OK)
        return fail(sshError(session));
    // The commands read nothing; an immediate EOF keeps one that tries from waiting.
    ssh_channel_send_eof(run.channel.get());
    return Status::success();
}

void stopChannel(ChannelRun& run)
{
    if (!run.channel || ssh_channel_is_closed(run.channel.get()))
        return;
    ssh_channel_request_send_signal(run.channel.get(), "TERM");
    ssh_channel_close(run.channel.get());
}

CommandEnd endOf(const ChannelRun& run)
{
    if (run.exitStatus)
        return { CommandEnd::Kind::Exited, *run.exitStatus, {} };
    if (!run.exitSignal.isEmpty())
        return { CommandEnd::Kind::Signalled, -1, run.exitSignal };
    return { CommandEnd::Kind::NoExitStatus, -1, {} };
}

} // namespace Topo::Ssh
