// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QString>

#include <chrono>

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

    bool operator==(const SshTarget&) const = default;
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
/// unencrypted key). Fails when the text is not a valid jump list.
Result<QString> proxyCommandForJump(const QString& jump);

} // namespace Topo
