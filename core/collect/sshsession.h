// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/commandrunner.h"
#include "collect/hostkey.h"
#include "collect/secret.h"

#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace Topo {

/// Where and how to log in. Empty fields fall back to ~/.ssh/config and then to libssh's
/// defaults, as with `ssh`. "~" is $HOME (as everywhere in Qt), not the passwd entry.
struct SshTarget
{
    QString user;           // empty: the config's User, else the local user name
    QString host;           // host name, IP address or a Host alias of ~/.ssh/config
    int port = 0;           // 0: the config's Port, else 22. Given explicitly, it wins over the config
    QString identityFile;   // tried first; ~/.ssh/id_* and the ssh-agent are tried as well
    QString jump;           // "[user@]host[:port][,…]": reached through OpenSSH's `ssh -W`, see proxyCommandForJump()
    QString knownHostsFile; // empty: ~/.ssh/known_hosts (and /etc/ssh/ssh_known_hosts)
    std::chrono::seconds timeout { 20 }; // connecting and every protocol step
};

/// "user@host" or "host"; false when the host or user name contains anything but the
/// characters host names, addresses and user names are made of.
bool parseDestination(const QString& text, QString* user, QString* host);
bool isValidHostName(const QString& host);
bool isValidUserName(const QString& user);

/// The ProxyCommand that reaches the target through `jump` ("[user@]host[:port][,…]"), the
/// way libssh 0.10 implements ProxyJump itself: by running OpenSSH's `ssh -W`. So the jump
/// host's own host key and authentication are handled by OpenSSH with the user's OpenSSH setup,
/// in batch mode: its key must already be known and it must log in without a prompt (agent or
/// unencrypted key). Empty with *error set when the text is not a valid jump list.
QString proxyCommandForJump(const QString& jump, QString* error);

/// A question during authentication. The text shown comes from the server for
/// keyboard-interactive: it is plain text with control characters removed.
struct AuthPrompt
{
    enum class Kind { Password, KeyPassphrase, KeyboardInteractive };
    Kind kind = Kind::Password;
    QString target;      // "root@pve"
    QString text;        // "Password:", "Passphrase for /home/me/.ssh/id_ed25519:"
    QString instruction; // keyboard-interactive name and instruction, may be empty
    bool echo = false;   // whether the answer may be shown while typed
};

/// Asked on the collecting thread (a GUI marshals it to its own thread and blocks). Returns
/// false to decline; the answer goes into *answer, which is wiped right after use.
using AuthPromptFunction = std::function<bool(const AuthPrompt& prompt, Secret* answer)>;
/// Asked on the collecting thread about an unknown host key. Unset means Reject.
using HostKeyFunction = std::function<HostKeyDecision(const HostKeyInfo& key)>;

/// Runs commands over one libssh session: host keys checked like OpenSSH's strictest mode
/// whatever ~/.ssh/config says, commands concurrently on several channels of the session with
/// stdout and stderr both drained, every wait bounded.
class SshRunner final : public CommandRunner
{
public:
    SshRunner(SshTarget target, HostKeyFunction askHostKey, AuthPromptFunction askSecret);
    ~SshRunner() override;

    QString address() const override;
    QString collectorName() const override;
    bool open(QString* error) override;
    QList<RawCapture> run(const QList<PlannedCommand>& commands, const RunLimits& limits,
                          RunObserver& observer) override;
    QString connectionError() const override;
    void close() override;

private:
    class Session;
    SshTarget m_target;
    HostKeyFunction m_askHostKey;
    AuthPromptFunction m_askSecret;
    QString m_address;
    QString m_connectionError;
    std::unique_ptr<Session> m_session;
};

} // namespace Topo
