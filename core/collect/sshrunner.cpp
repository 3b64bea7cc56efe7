// SPDX-License-Identifier: GPL-3.0-or-later
// The SSH runner: one libssh session per machine. Its parts live in collect/ssh/: the host-key
// check, authentication, a command on its own channel, and the whole plan as one script.
#include "collect/sshrunner.h"

#include "collect/ssh/authenticator.h"
#include "collect/ssh/channelrun.h"
#include "collect/ssh/hostkeycheck.h"
#include "collect/ssh/libssh.h"
#include "collect/ssh/scriptrun.h"
#include "util/tr.h"

#include <QDir>
#include <QFile>

#include <libssh/callbacks.h>

#include <vector>

namespace Topo {

using namespace Ssh;

// ---- the runner ---------------------------------------------------------------------------

class SshRunner::Session
{
public:
    // Declared before the handle: libssh keeps pointers to both until the session is freed.
    ssh_callbacks_struct callbacks {};
    AuthContext authContext;
    SessionHandle handle;
};

SshRunner::SshRunner(SshTarget target, HostKeyFunction askHostKey, AuthPromptFunction askSecret)
    : m_target(std::move(target)), m_askHostKey(std::move(askHostKey)), m_askSecret(std::move(askSecret))
{
    m_address = m_target.user.isEmpty() ? m_target.host : m_target.user + u'@' + m_target.host;
    if (m_target.port > 0)
        m_address += u':' + QString::number(m_target.port);
}

SshRunner::~SshRunner() = default;

QString SshRunner::address() const
{
    return m_address;
}

QString SshRunner::collectorName() const
{
    return QStringLiteral("topolens %1 over SSH").arg(QStringLiteral(TOPOLENS_VERSION));
}

Status SshRunner::open()
{
    close();
    if (!isValidHostName(m_target.host))
        return fail(Tr::tr("\"%1\" is not a host name or address").arg(m_target.host));
    if (!m_target.user.isEmpty() && !isValidUserName(m_target.user))
        return fail(Tr::tr("\"%1\" is not a user name").arg(m_target.user));
    QString proxyCommand;
    if (!m_target.jump.isEmpty()) {
        const Result<QString> jump = proxyCommandForJump(m_target.jump);
        if (!jump)
            return fail(jump.error());
        proxyCommand = *jump;
    }

    auto session = std::make_unique<Session>();
    session->handle.reset(ssh_new());
    ssh_session s = session->handle.get();
    if (!s)
        return fail(Tr::tr("cannot create an SSH session"));
    const QByteArray host = m_target.host.toUtf8();
    const QByteArray user = m_target.user.toUtf8();
    const QByteArray sshDir = QFile::encodeName(QDir::homePath() + QStringLiteral("/.ssh"));
    const unsigned int port = unsigned(m_target.port);
    const long timeout = long(m_target.timeout.count());
    const int strict = 1;
    const int quiet = SSH_LOG_NOLOG;
    ssh_options_set(s, SSH_OPTIONS_LOG_VERBOSITY, &quiet);
    // HOST first: the config's Host blocks match against it.
    if (ssh_options_set(s, SSH_OPTIONS_HOST, host.constData()) != SSH_OK)
        return fail(Tr::tr("\"%1\" is not a host name or address: %2").arg(m_target.host, sshError(s)));
    if (!user.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_USER, user.constData());
    if (port > 0)
        ssh_options_set(s, SSH_OPTIONS_PORT, &port);
    ssh_options_set(s, SSH_OPTIONS_SSH_DIR, sshDir.constData());
    if (ssh_options_parse_config(s, nullptr) < 0)
        return fail(Tr::tr("cannot read the SSH configuration (~/.ssh/config, /etc/ssh/ssh_config): %1").arg(sshError(s)));
    // The config may override anything set before it. Re-apply what the user gave explicitly,
    // and always strict host-key checking: with StrictHostKeyChecking=no libssh 0.10 reports
    // unknown and even changed keys as known, and the asking is done here instead.
    if (ssh_options_set(s, SSH_OPTIONS_STRICTHOSTKEYCHECK, &strict) != SSH_OK
        || ssh_options_set(s, SSH_OPTIONS_TIMEOUT, &timeout) != SSH_OK)
        return fail(Tr::tr("cannot set up the SSH session: %1").arg(sshError(s)));
    if (port > 0)
        ssh_options_set(s, SSH_OPTIONS_PORT, &port);
    if (!m_target.knownHostsFile.isEmpty()) {
        const QByteArray knownHosts = QFile::encodeName(m_target.knownHostsFile);
        ssh_options_set(s, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData());
    }
    if (!proxyCommand.isEmpty()) {
        const QByteArray command = proxyCommand.toUtf8();
        ssh_options_set(s, SSH_OPTIONS_PROXYCOMMAND, command.constData());
    }

    session->authContext.session = s;
    session->authContext.ask = &m_askSecret;
    session->authContext.target = m_target.user.isEmpty() ? m_target.host : m_target.user + u'@' + m_target.host;
    ssh_callbacks_init(&session->callbacks);
    session->callbacks.userdata = &session->authContext;
    session->callbacks.auth_function = passphraseCallback;
    ssh_set_callbacks(s, &session->callbacks);

    const QString hostName = stringOption(s, SSH_OPTIONS_HOST);
    if (ssh_connect(s) != SSH_OK)
        return fail(Tr::tr("cannot connect to %1 port %2: %3").arg(hostName, QString::number(portOf(s)), sshError(s)));
    const QString userName = stringOption(s, SSH_OPTIONS_USER);
    m_address = QStringLiteral("%1@%2:%3").arg(userName, hostName).arg(portOf(s));
    session->authContext.target = userName + u'@' + hostName;
    if (const Status trusted = verifyHostKey(s, m_askHostKey); !trusted)
        return trusted;
    if (const Status loggedIn = authenticate(s, m_target, session->authContext); !loggedIn)
        return loggedIn;
    m_session = std::move(session);
    return Status::success();
}

QString SshRunner::connectionError() const
{
    return m_connectionError;
}

void SshRunner::close()
{
    m_session.reset();
}

namespace {

constexpr int sshPollMs = 100;

/// How a run stands: on, cancelled, or without its connection (and why).
struct RunState
{
    bool cancelled = false;
    QString lostReason;
};

// The whole plan as one script on one channel (one login shell). Returns the plan indices it
// could not run (it could not start, or a command outlived its limit there): those fall through
// to a channel per command.
QList<int> runAsOneScript(ssh_session s, ssh_event event, const QList<PlannedCommand>& commands, QList<int> queue,
    const RunLimits& limits, RunObserver& observer, const ScriptRun::Report& report, RunState& state)
{
    ScriptRun script(commands, queue, limits, observer, report);
    const Status started = script.start(s);
    if (!started) {
        if (sessionIsDead(s))
            state.lostReason = started.error();
        return queue;
    }
    while (true) {
        if (observer.isCancelled()) {
            state.cancelled = true;
            return script.stop(CommandEnd { CommandEnd::Kind::Cancelled, -1, {} });
        }
        if (ssh_event_dopoll(event, sshPollMs) == SSH_ERROR || sessionIsDead(s)) {
            state.lostReason = sshError(s);
            return script.stop(CommandEnd { CommandEnd::Kind::ConnectionLost, -1, state.lostReason });
        }
        if (!script.isRunning())
            return script.finishAfterClose(CommandEnd { CommandEnd::Kind::NoExitStatus, -1, {} });
        if (script.checkDeadline())
            return script.stop(CommandEnd { CommandEnd::Kind::TimedOut, -1, {} });
    }
}

using RunningChannels = std::vector<std::unique_ptr<ChannelRun>>;

// One look at every running channel: its output so far to the observer, and its end where it
// closed, overran its output cap or its time.
void serviceChannels(RunningChannels& running, RunObserver& observer, const ScriptRun::Report& report)
{
    for (auto it = running.begin(); it != running.end();) {
        ChannelRun& channelRun = **it;
        if (const qint64 received = channelRun.capture.received(); received != channelRun.receivedReported) {
            channelRun.receivedReported = received;
            observer.commandOutput(channelRun.index, received);
        }
        std::optional<CommandEnd> end;
        if (channelRun.remoteClosed) {
            end = endOf(channelRun);
        } else if (channelRun.capture.isTruncated()) {
            stopChannel(channelRun);
            end = CommandEnd { CommandEnd::Kind::Signalled, -1, QStringLiteral("TERM") };
        } else if (channelRun.deadline.hasExpired()) {
            stopChannel(channelRun);
            end = CommandEnd { CommandEnd::Kind::TimedOut, -1, {} };
        }
        if (end) {
            report(channelRun.index, channelRun.capture.finish(*end));
            it = running.erase(it);
        } else {
            ++it;
        }
    }
}

// A channel per command, `limits.parallelCommands` at a time, until all ran, the run is
// cancelled or the connection is lost. Returns how far into `queue` it started commands;
// `running` keeps those that had not ended.
qsizetype runOnChannels(ssh_session s, ssh_event event, const QList<PlannedCommand>& commands, const QList<int>& queue,
    const RunLimits& limits, RunObserver& observer, const ScriptRun::Report& report, RunningChannels& running, RunState& state)
{
    qsizetype next = 0;
    while (!state.cancelled && state.lostReason.isEmpty()) {
        if (observer.isCancelled()) {
            state.cancelled = true;
            break;
        }
        while (int(running.size()) < std::max(1, limits.parallelCommands) && next < queue.size()) {
            const int index = queue[next];
            auto channelRun = std::make_unique<ChannelRun>(index, commands[index], limits.outputCap);
            observer.commandStarted(index);
            channelRun->deadline = QDeadlineTimer(commandLimit(commands[index], limits));
            if (const Status started = startChannel(s, *channelRun, commands[index].command.toUtf8())) {
                running.push_back(std::move(channelRun));
            } else if (sessionIsDead(s)) {
                state.lostReason = started.error();
                report(index, channelRun->capture.finish({ CommandEnd::Kind::ConnectionLost, -1, state.lostReason }));
            } else {
                report(index, channelRun->capture.finish({ CommandEnd::Kind::StartFailed, -1, started.error() }));
            }
            ++next;
            if (!state.lostReason.isEmpty())
                break;
        }
        if (!state.lostReason.isEmpty() || running.empty())
            break;
        if (ssh_event_dopoll(event, sshPollMs) == SSH_ERROR || sessionIsDead(s)) {
            state.lostReason = sshError(s);
            break;
        }
        serviceChannels(running, observer, report);
    }
    return next;
}

} // namespace

QList<RawCapture> SshRunner::run(const QList<PlannedCommand>& commands, const RunLimits& limits, RunObserver& observer)
{
    QList<RawCapture> results(commands.size());
    const ScriptRun::Report report = [&](int index, RawCapture capture) {
        results[index] = std::move(capture);
        observer.commandFinished(index, results[index]);
    };
    m_connectionError.clear();
    if (!m_session) {
        m_connectionError = Tr::tr("not connected");
        for (int i = 0; i < commands.size(); ++i)
            report(i, notRunCapture(commands[i], CaptureStatus::NotRun, Tr::tr("not run: not connected")));
        return results;
    }
    ssh_session s = m_session->handle.get();
    const EventHandle event(ssh_event_new());
    ssh_event_add_session(event.get(), s);

    QList<int> queue; // plan indices still to run
    for (int i = 0; i < commands.size(); ++i)
        queue << i;
    RunState state;
    if (limits.oneScriptChannel && queue.size() > 1)
        queue = runAsOneScript(s, event.get(), commands, queue, limits, observer, report, state);
    RunningChannels running;
    qsizetype next = runOnChannels(s, event.get(), commands, queue, limits, observer, report, running, state);

    // Here everything ran, or the collection was cancelled, or the connection was lost.
    const bool cancelled = state.cancelled;
    for (auto& channelRun : running) {
        if (cancelled)
            stopChannel(*channelRun);
        report(channelRun->index, channelRun->capture.finish(cancelled ? CommandEnd { CommandEnd::Kind::Cancelled, -1, {} }
                                                                      : CommandEnd { CommandEnd::Kind::ConnectionLost, -1, state.lostReason }));
    }
    running.clear();
    for (; next < queue.size(); ++next) {
        const int index = queue[next];
        report(index, cancelled ? notRunCapture(commands[index], CaptureStatus::Cancelled, Tr::tr("cancelled before it started"))
                                : notRunCapture(commands[index], CaptureStatus::NotRun,
                                      Tr::tr("not run: the connection was lost (%1)").arg(state.lostReason)));
    }
    ssh_event_remove_session(event.get(), s);
    if (!state.lostReason.isEmpty()) {
        m_connectionError = Tr::tr("the connection to %1 was lost: %2").arg(m_address, state.lostReason);
        close(); // after a transport error the session is dead; never reuse it
    }
    return results;
}

} // namespace Topo
