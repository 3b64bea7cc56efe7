// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/commandrunner.h"
#include "collect/ssh/libssh.h"
#include "util/result.h"

#include <QDeadlineTimer>

#include <libssh/callbacks.h>

#include <optional>

namespace Topo::Ssh {

/// One command on its own channel. The channel callbacks point at this object, so it is not
/// moved while the channel lives and it unregisters them before the channel is freed.
struct ChannelRun
{
    ChannelRun(int commandIndex, const PlannedCommand& command, qint64 outputCap)
        : index(commandIndex), capture(command, outputCap)
    {
    }
    ~ChannelRun()
    {
        if (channel)
            ssh_remove_channel_callbacks(channel.get(), &callbacks);
    }
    ChannelRun(const ChannelRun&) = delete;
    ChannelRun& operator=(const ChannelRun&) = delete;

    int index;
    CaptureBuilder capture;
    ssh_channel_callbacks_struct callbacks {};
    ChannelHandle channel;
    QDeadlineTimer deadline;
    std::optional<int> exitStatus;
    QString exitSignal;
    bool remoteClosed = false;
    qint64 receivedReported = 0; // what the observer was last told had arrived
};

/// Opens a channel on `session` and runs `command` there, its output going to `run`.
Status startChannel(ssh_session session, ChannelRun& run, const QByteArray& command);

/// Stops a command that is still running: asks the remote side to end its process group and
/// closes the channel, so a writer gets SIGPIPE. OpenSSH refuses "signal" requests for root
/// logins ("session signalling requires privilege separation"), so there a command that
/// neither writes nor ends keeps running on the remote machine until it finishes by itself.
void stopChannel(ChannelRun& run);

/// How the command ended, from what the channel reported before it closed.
CommandEnd endOf(const ChannelRun& run);

} // namespace Topo::Ssh
