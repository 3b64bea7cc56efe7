// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/sshrunner.h"
#include "util/result.h"

#include <libssh/libssh.h>

namespace Topo::Ssh {

/// What the passphrase callback and the authentication steps share about one session. libssh
/// keeps a pointer to it (the callbacks' userdata) for the session's life.
struct AuthContext
{
    ssh_session session = nullptr;
    const AuthPromptFunction* ask = nullptr;
    QString target;
    QString identityFile; // set while an explicit identity file is being unlocked
};

/// libssh's passphrase callback (`userdata` is the AuthContext). Installing it keeps libssh
/// (OpenSSL, for PEM keys) from prompting on the controlling terminal by itself.
int passphraseCallback(const char* prompt, char* buffer, size_t length, int echo, int verify, void* userdata);

/// Logs in as `ssh` would: "none", the explicit identity file, the ssh-agent and default
/// keys, keyboard-interactive, then password, each only when the server offers it. Fails with
/// what was tried, what the server accepts, and why each question went unanswered.
Status authenticate(ssh_session session, const SshTarget& target, AuthContext& context);

} // namespace Topo::Ssh
