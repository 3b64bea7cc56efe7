// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/commandrunner.h"
#include "collect/hostkey.h"
#include "collect/secret.h"
#include "collect/sshtarget.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace Topo {

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
    Status open() override;
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
