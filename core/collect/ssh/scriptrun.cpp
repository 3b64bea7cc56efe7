// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/ssh/scriptrun.h"

namespace Topo::Ssh {

ScriptRun::ScriptRun(const QList<PlannedCommand>& commands, QList<int> indices, const RunLimits& limits,
                     RunObserver& observer, Report report)
    : m_commands(commands), m_indices(std::move(indices)), m_limits(limits), m_observer(observer),
      m_report(std::move(report)), m_boundary(newStreamBoundary()), m_demux(m_boundary, *this),
      m_states(size_t(m_indices.size()))
{
}

ScriptRun::~ScriptRun()
{
    if (m_channel)
        ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
}

Status ScriptRun::start(ssh_session session)
{
    QList<PlannedCommand> planned;
    for (int index : m_indices)
        planned << m_commands[index];
    const auto timeoutSeconds = std::chrono::ceil<std::chrono::seconds>(m_limits.commandTimeout);
    const QByteArray script = streamingCollectorScript(planned, m_boundary, timeoutSeconds);
    m_channel.reset(ssh_channel_new(session));
    if (!m_channel)
        return fail(sshError(session));
    ssh_callbacks_init(&m_callbacks);
    m_callbacks.userdata = this;
    m_callbacks.channel_data_function = &ScriptRun::onData;
    m_callbacks.channel_close_function = &ScriptRun::onClose;
    if (ssh_add_channel_callbacks(m_channel.get(), &m_callbacks) != SSH_OK
        || ssh_channel_open_session(m_channel.get()) != SSH_OK
        || ssh_channel_request_exec(m_channel.get(), "sh -s") != SSH_OK
        || ssh_channel_write(m_channel.get(), script.constData(), uint32_t(script.size())) != int(script.size())
        || ssh_channel_send_eof(m_channel.get()) != SSH_OK)
        return fail(sshError(session));
    // The script's first line should arrive at once; until it does, the login shell counts
    // against the first command's limit.
    m_deadline = QDeadlineTimer(m_limits.commandTimeout + m_grace);
    return Status::success();
}

bool ScriptRun::checkDeadline()
{
    if (!m_deadline.hasExpired())
        return false;
    m_stuck = true;
    stopAndFinishRunning(CommandEnd { CommandEnd::Kind::TimedOut, -1, {} });
    return true;
}

QList<int> ScriptRun::stop(const CommandEnd& end)
{
    stopAndFinishRunning(end);
    return unstarted();
}

QList<int> ScriptRun::finishAfterClose(const CommandEnd& endOfRunning)
{
    finishRunning(endOfRunning);
    return unstarted();
}

int ScriptRun::onData(ssh_session, ssh_channel, void* data, uint32_t length, int isStderr, void* userdata)
{
    // Every byte is taken, also past a command's output cap, so the window keeps opening.
    static_cast<ScriptRun*>(userdata)->m_demux.feed(QByteArrayView(static_cast<const char*>(data), qsizetype(length)),
        isStderr != 0);
    return int(length);
}

void ScriptRun::onClose(ssh_session, ssh_channel, void* userdata)
{
    static_cast<ScriptRun*>(userdata)->m_remoteClosed = true;
}

ScriptRun::CommandState* ScriptRun::state(int local)
{
    return local >= 0 && local < m_indices.size() ? &m_states[size_t(local)] : nullptr;
}

void ScriptRun::commandStarted(int local, bool /*isStderr*/)
{
    // Whichever stream's marker comes first starts the command.
    CommandState* s = state(local);
    if (!s || s->capture)
        return;
    s->capture.emplace(m_commands[m_indices[local]], m_limits.outputCap);
    m_running = local;
    m_deadline = QDeadlineTimer(commandLimit(m_commands[m_indices[local]], m_limits)
        + (m_demux.remoteEnforcesTimeout() ? m_grace : std::chrono::milliseconds(0)));
    m_observer.commandStarted(m_indices[local]);
}

void ScriptRun::commandOutput(int local, QByteArrayView data, bool isStderr)
{
    CommandState* s = state(local);
    if (s && s->capture && !s->reported) {
        s->capture->append(data, isStderr);
        m_observer.commandOutput(m_indices[local], s->capture->received());
    }
}

void ScriptRun::commandEnded(int local, bool isStderr, int exitStatus)
{
    CommandState* s = state(local);
    if (!s || !s->capture || s->reported)
        return;
    (isStderr ? s->stderrEnded : s->stdoutEnded) = true;
    if (!isStderr) {
        s->exitStatus = exitStatus;
        if (m_running == local)
            m_running = -1;
        m_deadline = QDeadlineTimer(m_limits.commandTimeout + m_grace); // until the next start marker
    }
    // Stderr's end marker may come after the next command's start on stdout: the two
    // streams are ordered each on its own only.
    if (s->stdoutEnded && s->stderrEnded)
        reportEnded(local);
}

void ScriptRun::reportEnded(int local)
{
    const CommandState& s = m_states[size_t(local)];
    // timeout(1) exits 124 when it stopped the command, 137 when KILL had to follow.
    const bool timedOut = m_demux.remoteEnforcesTimeout() && (s.exitStatus == 124 || s.exitStatus == 137);
    report(local, timedOut ? CommandEnd { CommandEnd::Kind::TimedOut, -1, {} }
                           : CommandEnd { CommandEnd::Kind::Exited, s.exitStatus, {} });
}

void ScriptRun::report(int local, const CommandEnd& end)
{
    CommandState& s = m_states[size_t(local)];
    s.reported = true;
    m_report(m_indices[local], s.capture->finish(end));
}

void ScriptRun::finishRunning(const CommandEnd& end)
{
    m_demux.flush();
    for (int local = 0; local < m_indices.size(); ++local) {
        const CommandState& s = m_states[size_t(local)];
        if (!s.capture || s.reported)
            continue;
        if (s.stdoutEnded)
            reportEnded(local);
        else
            report(local, end);
    }
    m_running = -1;
}

void ScriptRun::stopAndFinishRunning(const CommandEnd& end)
{
    if (m_channel && !ssh_channel_is_closed(m_channel.get())) {
        ssh_channel_request_send_signal(m_channel.get(), "TERM");
        ssh_channel_close(m_channel.get());
    }
    finishRunning(end);
}

QList<int> ScriptRun::unstarted() const
{
    QList<int> out;
    for (int local = 0; local < m_indices.size(); ++local) {
        if (!m_states[size_t(local)].capture)
            out << m_indices[local];
    }
    return out;
}

} // namespace Topo::Ssh
