// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/sshsession.h"

#include "collect/scriptstream.h"
#include "util/tr.h"
#include "util/text.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <libssh/callbacks.h>
#include <libssh/libssh.h>

#include <array>
#include <functional>
#include <cstring>
#include <vector>

namespace Topo {

namespace {

// RAII for libssh's C handles.
struct SessionFree
{
    void operator()(ssh_session session) const
    {
        ssh_disconnect(session);
        ssh_free(session);
    }
};
struct ChannelFree
{
    void operator()(ssh_channel channel) const { ssh_channel_free(channel); }
};
struct KeyFree
{
    void operator()(ssh_key key) const { ssh_key_free(key); }
};
struct EventFree
{
    void operator()(ssh_event event) const { ssh_event_free(event); }
};
struct CStringFree
{
    void operator()(char* text) const { ssh_string_free_char(text); }
};
using SessionHandle = std::unique_ptr<ssh_session_struct, SessionFree>;
using ChannelHandle = std::unique_ptr<ssh_channel_struct, ChannelFree>;
using KeyHandle = std::unique_ptr<ssh_key_struct, KeyFree>;
using EventHandle = std::unique_ptr<ssh_event_struct, EventFree>;
using CString = std::unique_ptr<char, CStringFree>;

class PublicKeyHash
{
public:
    ~PublicKeyHash() { ssh_clean_pubkey_hash(&m_hash); }
    unsigned char** data() { return &m_hash; }
    size_t* size() { return &m_size; }
    CString fingerprint() const { return CString(ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, m_hash, m_size)); }

private:
    unsigned char* m_hash = nullptr;
    size_t m_size = 0;
};

QString sshError(ssh_session session)
{
    return QString::fromUtf8(ssh_get_error(session));
}

QString stringOption(ssh_session session, ssh_options_e option)
{
    char* raw = nullptr;
    if (ssh_options_get(session, option, &raw) != SSH_OK)
        return {};
    const CString value(raw);
    return QString::fromUtf8(value.get());
}

unsigned int portOf(ssh_session session)
{
    unsigned int port = 22;
    ssh_options_get_port(session, &port);
    return port;
}

/// Server-sent or library text for display: decoded, control characters neutralised.
QString displayText(const char* text)
{
    return text ? Text::cleanText(QByteArrayView(text, qsizetype(std::strlen(text)))) : QString();
}

bool sessionIsDead(ssh_session session)
{
    return !ssh_is_connected(session) || (ssh_get_status(session) & (SSH_CLOSED | SSH_CLOSED_ERROR)) != 0;
}

// ---- host keys ----------------------------------------------------------------------------

bool verifyHostKey(ssh_session session, const HostKeyFunction& askHostKey, QString* error)
{
    ssh_key rawKey = nullptr;
    if (ssh_get_server_publickey(session, &rawKey) != SSH_OK) {
        *error = Tr::tr("cannot read the server's host key: %1").arg(sshError(session));
        return false;
    }
    const KeyHandle key(rawKey);
    PublicKeyHash hash;
    if (ssh_get_publickey_hash(key.get(), SSH_PUBLICKEY_HASH_SHA256, hash.data(), hash.size()) != 0) {
        *error = Tr::tr("cannot compute the fingerprint of the server's host key");
        return false;
    }
    const CString fingerprint = hash.fingerprint();
    HostKeyInfo info;
    info.host = knownHostsName(stringOption(session, SSH_OPTIONS_HOST), int(portOf(session)));
    info.keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key.get())));
    info.fingerprint = QString::fromLatin1(fingerprint.get());
    info.knownHostsFile = stringOption(session, SSH_OPTIONS_KNOWNHOSTS);

    switch (ssh_session_is_known_server(session)) {
    case SSH_KNOWN_HOSTS_OK:
        return true;
    case SSH_KNOWN_HOSTS_CHANGED:
        if (QFile file(info.knownHostsFile); file.open(QIODevice::ReadOnly)) {
            const KnownHostsEntry known = findKnownHostsEntry(file.readAll(), info.host, info.keyType);
            info.knownFingerprint = known.fingerprint;
            info.knownLine = known.line;
        }
        *error = changedHostKeyMessage(info);
        return false;
    case SSH_KNOWN_HOSTS_OTHER:
        *error = otherTypeHostKeyMessage(info);
        return false;
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND: // no known_hosts file at all: the same question
        break;
    case SSH_KNOWN_HOSTS_ERROR:
        *error = Tr::tr("cannot check the host key of %1: %2").arg(info.host, sshError(session));
        return false;
    }
    const HostKeyDecision decision = askHostKey ? askHostKey(info) : HostKeyDecision::Reject;
    switch (decision) {
    case HostKeyDecision::Reject:
        *error = unknownHostKeyMessage(info) + u'\n' + Tr::tr("The key is not trusted, so TopoLens does not connect.");
        return false;
    case HostKeyDecision::AcceptOnce:
        return true;
    case HostKeyDecision::AcceptAndSave:
        // libssh appends the entry (creating the file and its directory as needed).
        if (ssh_session_update_known_hosts(session) != SSH_OK) {
            *error = Tr::tr("cannot save the host key of %1 to %2: %3").arg(info.host, info.knownHostsFile, sshError(session));
            return false;
        }
        return true;
    }
    return false;
}

// ---- authentication -----------------------------------------------------------------------

struct AuthContext
{
    ssh_session session = nullptr;
    const AuthPromptFunction* ask = nullptr;
    QString target;
    QString identityFile; // set while an explicit identity file is being unlocked
};

// libssh's passphrase callback. Installing it keeps libssh (OpenSSL, for PEM keys) from
// prompting on the controlling terminal by itself.
int passphraseCallback(const char* prompt, char* buffer, size_t length, int echo, int /*verify*/, void* userdata)
{
    auto* context = static_cast<AuthContext*>(userdata);
    if (!context->ask || !*context->ask)
        return -1;
    QString identity = context->identityFile;
    if (identity.isEmpty()) {
        char* current = nullptr;
        if (ssh_userauth_publickey_auto_get_current_identity(context->session, &current) == SSH_OK) {
            const CString owned(current);
            identity = QString::fromUtf8(owned.get());
        }
    }
    AuthPrompt question;
    question.kind = AuthPrompt::Kind::KeyPassphrase;
    question.target = context->target;
    question.text = identity.isEmpty() ? displayText(prompt) : Tr::tr("Passphrase for %1:").arg(identity);
    question.echo = echo != 0;
    Secret answer;
    if (!(*context->ask)(question, &answer) || answer.size() + 1 > length)
        return -1;
    std::memcpy(buffer, answer.c_str(), answer.size() + 1);
    return 0;
}

QString methodNames(int methods)
{
    QStringList names;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        names << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        names << QStringLiteral("keyboard-interactive");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        names << QStringLiteral("password");
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC)
        names << QStringLiteral("gssapi-with-mic");
    if (methods & SSH_AUTH_METHOD_HOSTBASED)
        names << QStringLiteral("hostbased");
    return names.isEmpty() ? Tr::tr("none") : names.join(QStringLiteral(", "));
}

class Authenticator
{
public:
    Authenticator(ssh_session session, const SshTarget& target, AuthContext& context)
        : m_session(session), m_target(target), m_context(context)
    {
    }

    bool run(QString* error)
    {
        int rc = ssh_userauth_none(m_session, nullptr);
        if (rc == SSH_AUTH_SUCCESS)
            return true;
        if (rc == SSH_AUTH_ERROR)
            return transportError(error);
        const int offered = ssh_userauth_list(m_session, nullptr);

        const std::array<int (Authenticator::*)(), 4> steps = { &Authenticator::identityFile, &Authenticator::publicKeyAuto,
            &Authenticator::keyboardInteractive, &Authenticator::password };
        for (const auto step : steps) {
            rc = (this->*step)();
            if (rc == SSH_AUTH_SUCCESS)
                return true;
            if (rc == SSH_AUTH_ERROR)
                return transportError(error);
        }
        QString text = Tr::tr("permission denied for %1 (tried: %2; the server accepts: %3)")
                           .arg(m_context.target, m_tried.isEmpty() ? Tr::tr("nothing") : m_tried.join(QStringLiteral(", ")),
                               methodNames(offered));
        for (const QString& problem : std::as_const(m_problems))
            text += u'\n' + problem;
        *error = text;
        return false;
    }

private:
    bool allowed(int method) const { return (ssh_userauth_list(m_session, nullptr) & method) != 0; }

    bool transportError(QString* error) const
    {
        *error = Tr::tr("authentication of %1 failed: %2").arg(m_context.target, sshError(m_session));
        return false;
    }

    int identityFile()
    {
        if (m_target.identityFile.isEmpty() || !allowed(SSH_AUTH_METHOD_PUBLICKEY))
            return SSH_AUTH_DENIED;
        m_tried << Tr::tr("key %1").arg(m_target.identityFile);
        m_context.identityFile = m_target.identityFile;
        ssh_key rawKey = nullptr;
        const QByteArray path = QFile::encodeName(m_target.identityFile);
        const int imported = ssh_pki_import_privkey_file(path.constData(), nullptr, passphraseCallback, &m_context, &rawKey);
        m_context.identityFile.clear();
        const KeyHandle key(rawKey);
        if (imported != SSH_OK) {
            m_problems << Tr::tr("cannot use the key %1: it is unreadable, not a private key, or its passphrase "
                                 "was not given")
                              .arg(m_target.identityFile);
            return SSH_AUTH_DENIED;
        }
        return ssh_userauth_publickey(m_session, nullptr, key.get());
    }

    // The ssh-agent ($SSH_AUTH_SOCK or IdentityAgent), the config's IdentityFile entries and
    // ~/.ssh/id_*, as `ssh` tries them.
    int publicKeyAuto()
    {
        if (!allowed(SSH_AUTH_METHOD_PUBLICKEY))
            return SSH_AUTH_DENIED;
        m_tried << Tr::tr("ssh-agent and default keys");
        return ssh_userauth_publickey_auto(m_session, nullptr, nullptr);
    }

    bool ask(AuthPrompt& question, Secret* answer)
    {
        question.target = m_context.target;
        const bool answered = m_context.ask && *m_context.ask && (*m_context.ask)(question, answer);
        if (!answered)
            m_problems << Tr::tr("%1 was not given").arg(question.kind == AuthPrompt::Kind::Password
                    ? Tr::tr("a password") : Tr::tr("an answer to \"%1\"").arg(question.text));
        return answered;
    }

    int keyboardInteractive()
    {
        if (!allowed(SSH_AUTH_METHOD_INTERACTIVE))
            return SSH_AUTH_DENIED;
        m_tried << QStringLiteral("keyboard-interactive");
        int rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
        while (rc == SSH_AUTH_INFO) {
            QString instruction = displayText(ssh_userauth_kbdint_getname(m_session));
            const QString detail = displayText(ssh_userauth_kbdint_getinstruction(m_session));
            if (!detail.isEmpty())
                instruction += (instruction.isEmpty() ? QString() : QStringLiteral("\n")) + detail;
            const int count = ssh_userauth_kbdint_getnprompts(m_session);
            for (int i = 0; i < count; ++i) {
                char echo = 0;
                AuthPrompt question;
                question.kind = AuthPrompt::Kind::KeyboardInteractive;
                question.text = displayText(ssh_userauth_kbdint_getprompt(m_session, unsigned(i), &echo));
                question.instruction = instruction;
                question.echo = echo != 0;
                Secret answer;
                if (!ask(question, &answer))
                    return SSH_AUTH_DENIED;
                if (ssh_userauth_kbdint_setanswer(m_session, unsigned(i), answer.c_str()) < 0)
                    return SSH_AUTH_ERROR;
            }
            rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
        }
        return rc;
    }

    int password()
    {
        if (!allowed(SSH_AUTH_METHOD_PASSWORD))
            return SSH_AUTH_DENIED;
        m_tried << QStringLiteral("password");
        AuthPrompt question;
        question.kind = AuthPrompt::Kind::Password;
        question.text = Tr::tr("Password for %1:").arg(m_context.target);
        Secret answer;
        if (!ask(question, &answer))
            return SSH_AUTH_DENIED;
        return ssh_userauth_password(m_session, nullptr, answer.c_str());
    }

    ssh_session m_session;
    const SshTarget& m_target;
    AuthContext& m_context;
    QStringList m_tried;
    QStringList m_problems;
};

// ---- commands on channels -----------------------------------------------------------------

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
};

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

bool startChannel(ssh_session session, ChannelRun& run, const QByteArray& command, QString* error)
{
    run.channel.reset(ssh_channel_new(session));
    if (!run.channel) {
        *error = sshError(session);
        return false;
    }
    ssh_callbacks_init(&run.callbacks);
    run.callbacks.userdata = &run;
    run.callbacks.channel_data_function = onChannelData;
    run.callbacks.channel_close_function = onChannelClose;
    run.callbacks.channel_exit_status_function = onExitStatus;
    run.callbacks.channel_exit_signal_function = onExitSignal;
    if (ssh_add_channel_callbacks(run.channel.get(), &run.callbacks) != SSH_OK
        || ssh_channel_open_session(run.channel.get()) != SSH_OK
        || ssh_channel_request_exec(run.channel.get(), command.constData()) != SSH_OK) {
        *error = sshError(session);
        return false;
    }
    // The commands read nothing; an immediate EOF keeps one that tries from waiting.
    ssh_channel_send_eof(run.channel.get());
    return true;
}

/// Stops a command that is still running: asks the remote side to end its process group and
/// closes the channel, so a writer gets SIGPIPE. OpenSSH refuses "signal" requests for root
/// logins ("session signalling requires privilege separation"), so there a command that
/// neither writes nor ends keeps running on the remote machine until it finishes by itself.
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

// ---- the whole plan as one script on one channel --------------------------------------------

/// The plan (or what is left of it) as one streamingCollectorScript() run on one channel. The
/// channel callbacks point at this object, so it is not moved while the channel lives.
class ScriptRun final : public ScriptStreamDemux::Sink
{
public:
    using Report = std::function<void(int index, RawCapture capture)>;

    ScriptRun(const QList<PlannedCommand>& commands, QList<int> indices, const RunLimits& limits, RunObserver& observer,
              Report report)
        : m_commands(commands), m_indices(std::move(indices)), m_limits(limits), m_observer(observer),
          m_report(std::move(report)), m_boundary(newStreamBoundary()), m_demux(m_boundary, *this),
          m_states(size_t(m_indices.size()))
    {
    }
    ~ScriptRun() override
    {
        if (m_channel)
            ssh_remove_channel_callbacks(m_channel.get(), &m_callbacks);
    }
    ScriptRun(const ScriptRun&) = delete;
    ScriptRun& operator=(const ScriptRun&) = delete;

    bool start(ssh_session session, QString* error)
    {
        QList<PlannedCommand> planned;
        for (int index : m_indices)
            planned << m_commands[index];
        const auto timeoutSeconds = std::chrono::ceil<std::chrono::seconds>(m_limits.commandTimeout);
        const QByteArray script = streamingCollectorScript(planned, m_boundary, timeoutSeconds);
        m_channel.reset(ssh_channel_new(session));
        if (!m_channel) {
            *error = sshError(session);
            return false;
        }
        ssh_callbacks_init(&m_callbacks);
        m_callbacks.userdata = this;
        m_callbacks.channel_data_function = &ScriptRun::onData;
        m_callbacks.channel_close_function = &ScriptRun::onClose;
        if (ssh_add_channel_callbacks(m_channel.get(), &m_callbacks) != SSH_OK
            || ssh_channel_open_session(m_channel.get()) != SSH_OK
            || ssh_channel_request_exec(m_channel.get(), "sh -s") != SSH_OK
            || ssh_channel_write(m_channel.get(), script.constData(), uint32_t(script.size())) != int(script.size())
            || ssh_channel_send_eof(m_channel.get()) != SSH_OK) {
            *error = sshError(session);
            return false;
        }
        // The script's first line should arrive at once; until it does, the login shell counts
        // against the first command's limit.
        m_deadline = QDeadlineTimer(m_limits.commandTimeout + m_grace);
        return true;
    }

    /// After a poll: true while the script still runs.
    bool isRunning() const { return !m_remoteClosed && !m_stuck; }

    /// The running command passed its limit and the script did not stop it (no working
    /// `timeout` there, or a process that ignores KILL in the kernel): give up on the script.
    bool checkDeadline()
    {
        if (!m_deadline.hasExpired())
            return false;
        m_stuck = true;
        stopAndFinishRunning(CommandEnd { CommandEnd::Kind::TimedOut, -1, {} });
        return true;
    }

    /// Ends the script: the running command gets `end`, the commands it had not started are
    /// returned (as indices into the plan) for the caller to run another way or report.
    QList<int> stop(const CommandEnd& end)
    {
        stopAndFinishRunning(end);
        return unstarted();
    }

    /// After the remote side closed the channel: commands whose markers never came.
    QList<int> finishAfterClose(const CommandEnd& endOfRunning)
    {
        finishRunning(endOfRunning);
        return unstarted();
    }

private:
    struct CommandState
    {
        std::optional<CaptureBuilder> capture;
        bool stdoutEnded = false;
        bool stderrEnded = false;
        int exitStatus = 0;
        bool reported = false;
    };

    static int onData(ssh_session, ssh_channel, void* data, uint32_t length, int isStderr, void* userdata)
    {
        // Every byte is taken, also past a command's output cap, so the window keeps opening.
        static_cast<ScriptRun*>(userdata)->m_demux.feed(QByteArrayView(static_cast<const char*>(data), qsizetype(length)),
            isStderr != 0);
        return int(length);
    }
    static void onClose(ssh_session, ssh_channel, void* userdata) { static_cast<ScriptRun*>(userdata)->m_remoteClosed = true; }

    CommandState* state(int local)
    {
        return local >= 0 && local < m_indices.size() ? &m_states[size_t(local)] : nullptr;
    }

    void commandStarted(int local, bool /*isStderr*/) override
    {
        // Whichever stream's marker comes first starts the command.
        CommandState* s = state(local);
        if (!s || s->capture)
            return;
        s->capture.emplace(m_commands[m_indices[local]], m_limits.outputCap);
        m_running = local;
        m_deadline = QDeadlineTimer(m_limits.commandTimeout + (m_demux.remoteEnforcesTimeout() ? m_grace : std::chrono::milliseconds(0)));
        m_observer.commandStarted(m_indices[local]);
    }

    void commandOutput(int local, QByteArrayView data, bool isStderr) override
    {
        CommandState* s = state(local);
        if (s && s->capture && !s->reported)
            s->capture->append(data, isStderr);
    }

    void commandEnded(int local, bool isStderr, int exitStatus) override
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

    void reportEnded(int local)
    {
        const CommandState& s = m_states[size_t(local)];
        // timeout(1) exits 124 when it stopped the command, 137 when KILL had to follow.
        const bool timedOut = m_demux.remoteEnforcesTimeout() && (s.exitStatus == 124 || s.exitStatus == 137);
        report(local, timedOut ? CommandEnd { CommandEnd::Kind::TimedOut, -1, {} }
                               : CommandEnd { CommandEnd::Kind::Exited, s.exitStatus, {} });
    }

    void report(int local, const CommandEnd& end)
    {
        CommandState& s = m_states[size_t(local)];
        s.reported = true;
        m_report(m_indices[local], s.capture->finish(end));
    }

    /// The command still running gets `end`; one whose stdout had ended (only its stderr
    /// marker is missing) keeps its exit status.
    void finishRunning(const CommandEnd& end)
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

    void stopAndFinishRunning(const CommandEnd& end)
    {
        if (m_channel && !ssh_channel_is_closed(m_channel.get())) {
            ssh_channel_request_send_signal(m_channel.get(), "TERM");
            ssh_channel_close(m_channel.get());
        }
        finishRunning(end);
    }

    QList<int> unstarted() const
    {
        QList<int> out;
        for (int local = 0; local < m_indices.size(); ++local) {
            if (!m_states[size_t(local)].capture)
                out << m_indices[local];
        }
        return out;
    }

    // How long past its own limit a command may run before the remote `timeout` is given up on.
    static constexpr std::chrono::milliseconds m_grace { 10000 };

    const QList<PlannedCommand>& m_commands;
    const QList<int> m_indices;
    const RunLimits& m_limits;
    RunObserver& m_observer;
    Report m_report;
    const QByteArray m_boundary;
    ScriptStreamDemux m_demux;
    std::vector<CommandState> m_states;
    ssh_channel_callbacks_struct m_callbacks {};
    ChannelHandle m_channel;
    QDeadlineTimer m_deadline;
    int m_running = -1;
    bool m_remoteClosed = false;
    bool m_stuck = false;
};

const QRegularExpression& hostNamePattern()
{
    // Host names, IPv4 addresses and ssh_config aliases; IPv6 literals. Nothing a shell or
    // libssh's %-expansion would treat specially, and no leading '-' that could pass for an option.
    static const QRegularExpression pattern(QStringLiteral("^(?:[A-Za-z0-9_][A-Za-z0-9._-]{0,252}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$"));
    return pattern;
}

} // namespace

bool isValidHostName(const QString& host)
{
    return hostNamePattern().match(host).hasMatch();
}

bool isValidUserName(const QString& user)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$"));
    return pattern.match(user).hasMatch();
}

bool parseDestination(const QString& text, QString* user, QString* host)
{
    const qsizetype at = text.lastIndexOf(u'@');
    *user = at < 0 ? QString() : text.left(at);
    *host = text.mid(at + 1);
    return isValidHostName(*host) && (at < 0 || isValidUserName(*user));
}

QString proxyCommandForJump(const QString& jump, QString* error)
{
    QStringList hops;
    QString lastUser;
    QString lastHost;
    int lastPort = 0;
    for (const QString& hop : jump.split(u',')) {
        QString user;
        QString hostPort = hop;
        const qsizetype at = hop.lastIndexOf(u'@');
        if (at >= 0) {
            user = hop.left(at);
            hostPort = hop.mid(at + 1);
        }
        QString host = hostPort;
        int port = 0;
        // "host:port", or "[v6-address]:port"; a bare IPv6 address has more than one colon.
        if (hostPort.startsWith(u'[')) {
            const qsizetype close = hostPort.indexOf(u']');
            host = hostPort.mid(1, close - 1);
            if (close < 0 || (close + 1 < hostPort.size() && hostPort.at(close + 1) != u':'))
                host.clear();
            else if (close + 1 < hostPort.size())
                port = hostPort.mid(close + 2).toInt();
        } else if (hostPort.count(u':') == 1) {
            host = hostPort.section(u':', 0, 0);
            port = hostPort.section(u':', 1).toInt();
            if (port <= 0)
                port = -1;
        }
        if (!isValidHostName(host) || (!user.isEmpty() && !isValidUserName(user)) || port < 0 || port > 65535) {
            *error = Tr::tr("\"%1\" is not a jump host of the form [user@]host[:port]").arg(hop);
            return {};
        }
        hops << hop;
        lastUser = user;
        lastHost = host;
        lastPort = port;
    }
    hops.removeLast();
    // libssh runs this through $SHELL -c and expands %h and %p; every part was validated above
    // and is quoted as well.
    QString command = QStringLiteral("ssh -o BatchMode=yes");
    if (!hops.isEmpty())
        command += u" -J " + shellQuote(hops.join(u','));
    if (!lastUser.isEmpty())
        command += u" -l " + shellQuote(lastUser);
    if (lastPort > 0)
        command += QStringLiteral(" -p %1").arg(lastPort);
    command += u" -W '[%h]:%p' " + shellQuote(lastHost);
    return command;
}

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

bool SshRunner::open(QString* error)
{
    close();
    if (!isValidHostName(m_target.host)) {
        *error = Tr::tr("\"%1\" is not a host name or address").arg(m_target.host);
        return false;
    }
    if (!m_target.user.isEmpty() && !isValidUserName(m_target.user)) {
        *error = Tr::tr("\"%1\" is not a user name").arg(m_target.user);
        return false;
    }
    QString proxyCommand;
    if (!m_target.jump.isEmpty()) {
        proxyCommand = proxyCommandForJump(m_target.jump, error);
        if (proxyCommand.isEmpty())
            return false;
    }

    auto session = std::make_unique<Session>();
    session->handle.reset(ssh_new());
    ssh_session s = session->handle.get();
    if (!s) {
        *error = Tr::tr("cannot create an SSH session");
        return false;
    }
    const QByteArray host = m_target.host.toUtf8();
    const QByteArray user = m_target.user.toUtf8();
    const QByteArray sshDir = QFile::encodeName(QDir::homePath() + QStringLiteral("/.ssh"));
    const unsigned int port = unsigned(m_target.port);
    const long timeout = long(m_target.timeout.count());
    const int strict = 1;
    const int quiet = SSH_LOG_NOLOG;
    ssh_options_set(s, SSH_OPTIONS_LOG_VERBOSITY, &quiet);
    // HOST first: the config's Host blocks match against it.
    if (ssh_options_set(s, SSH_OPTIONS_HOST, host.constData()) != SSH_OK) {
        *error = Tr::tr("\"%1\" is not a host name or address: %2").arg(m_target.host, sshError(s));
        return false;
    }
    if (!user.isEmpty())
        ssh_options_set(s, SSH_OPTIONS_USER, user.constData());
    if (port > 0)
        ssh_options_set(s, SSH_OPTIONS_PORT, &port);
    ssh_options_set(s, SSH_OPTIONS_SSH_DIR, sshDir.constData());
    if (ssh_options_parse_config(s, nullptr) < 0) {
        *error = Tr::tr("cannot read the SSH configuration (~/.ssh/config, /etc/ssh/ssh_config): %1").arg(sshError(s));
        return false;
    }
    // The config may override anything set before it. Re-apply what the user gave explicitly,
    // and always strict host-key checking: with StrictHostKeyChecking=no libssh 0.10 reports
    // unknown and even changed keys as known, and the asking is done here instead.
    if (ssh_options_set(s, SSH_OPTIONS_STRICTHOSTKEYCHECK, &strict) != SSH_OK
        || ssh_options_set(s, SSH_OPTIONS_TIMEOUT, &timeout) != SSH_OK) {
        *error = Tr::tr("cannot set up the SSH session: %1").arg(sshError(s));
        return false;
    }
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
    if (ssh_connect(s) != SSH_OK) {
        *error = Tr::tr("cannot connect to %1 port %2: %3").arg(hostName, QString::number(portOf(s)), sshError(s));
        return false;
    }
    const QString userName = stringOption(s, SSH_OPTIONS_USER);
    m_address = QStringLiteral("%1@%2:%3").arg(userName, hostName).arg(portOf(s));
    session->authContext.target = userName + u'@' + hostName;
    if (!verifyHostKey(s, m_askHostKey, error))
        return false;
    if (!Authenticator(s, m_target, session->authContext).run(error))
        return false;
    m_session = std::move(session);
    return true;
}

QString SshRunner::connectionError() const
{
    return m_connectionError;
}

void SshRunner::close()
{
    m_session.reset();
}

QList<RawCapture> SshRunner::run(const QList<PlannedCommand>& commands, const RunLimits& limits, RunObserver& observer)
{
    QList<RawCapture> results(commands.size());
    auto report = [&](int index, RawCapture capture) {
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
    QString lostReason;
    bool cancelled = false;
    constexpr int pollMs = 100;

    // First the whole plan as one script on one channel (one login shell); what it could not
    // run (it could not start, or a command outlived its limit there) falls through to a
    // channel per command below.
    if (limits.oneScriptChannel && queue.size() > 1) {
        ScriptRun script(commands, queue, limits, observer, report);
        QString startError;
        if (script.start(s, &startError)) {
            while (true) {
                if (observer.isCancelled()) {
                    cancelled = true;
                    queue = script.stop(CommandEnd { CommandEnd::Kind::Cancelled, -1, {} });
                    break;
                }
                if (ssh_event_dopoll(event.get(), pollMs) == SSH_ERROR || sessionIsDead(s)) {
                    lostReason = sshError(s);
                    queue = script.stop(CommandEnd { CommandEnd::Kind::ConnectionLost, -1, lostReason });
                    break;
                }
                if (!script.isRunning()) {
                    queue = script.finishAfterClose(CommandEnd { CommandEnd::Kind::NoExitStatus, -1, {} });
                    break;
                }
                if (script.checkDeadline()) {
                    queue = script.stop(CommandEnd { CommandEnd::Kind::TimedOut, -1, {} });
                    break;
                }
            }
        } else if (sessionIsDead(s)) {
            lostReason = startError;
        }
    }

    std::vector<std::unique_ptr<ChannelRun>> running;
    qsizetype next = 0;
    while (!cancelled && lostReason.isEmpty()) {
        if (observer.isCancelled()) {
            cancelled = true;
            break;
        }
        while (int(running.size()) < std::max(1, limits.parallelCommands) && next < queue.size()) {
            const int index = queue[next];
            auto channelRun = std::make_unique<ChannelRun>(index, commands[index], limits.outputCap);
            observer.commandStarted(index);
            channelRun->deadline = QDeadlineTimer(limits.commandTimeout);
            QString startError;
            if (startChannel(s, *channelRun, commands[index].command.toUtf8(), &startError)) {
                running.push_back(std::move(channelRun));
            } else if (sessionIsDead(s)) {
                lostReason = startError;
                report(index, channelRun->capture.finish({ CommandEnd::Kind::ConnectionLost, -1, startError }));
            } else {
                report(index, channelRun->capture.finish({ CommandEnd::Kind::StartFailed, -1, startError }));
            }
            ++next;
            if (!lostReason.isEmpty())
                break;
        }
        if (!lostReason.isEmpty() || running.empty())
            break;
        if (ssh_event_dopoll(event.get(), pollMs) == SSH_ERROR || sessionIsDead(s)) {
            lostReason = sshError(s);
            break;
        }
        for (auto it = running.begin(); it != running.end();) {
            ChannelRun& channelRun = **it;
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

    // Here everything ran, or the collection was cancelled, or the connection was lost.
    for (auto& channelRun : running) {
        if (cancelled)
            stopChannel(*channelRun);
        report(channelRun->index, channelRun->capture.finish(cancelled ? CommandEnd { CommandEnd::Kind::Cancelled, -1, {} }
                                                                      : CommandEnd { CommandEnd::Kind::ConnectionLost, -1, lostReason }));
    }
    running.clear();
    for (; next < queue.size(); ++next) {
        const int index = queue[next];
        report(index, cancelled ? notRunCapture(commands[index], CaptureStatus::Cancelled, Tr::tr("cancelled before it started"))
                                : notRunCapture(commands[index], CaptureStatus::NotRun,
                                      Tr::tr("not run: the connection was lost (%1)").arg(lostReason)));
    }
    ssh_event_remove_session(event.get(), s);
    if (!lostReason.isEmpty()) {
        m_connectionError = Tr::tr("the connection to %1 was lost: %2").arg(m_address, lostReason);
        close(); // after a transport error the session is dead; never reuse it
    }
    return results;
}

} // namespace Topo
