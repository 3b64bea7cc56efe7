// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace Topo {

/// What the caller decides about a host key that known_hosts does not hold yet (OpenSSH's
/// StrictHostKeyChecking=ask). Changed keys are never asked about: they are refused.
enum class HostKeyDecision { Reject, AcceptOnce, AcceptAndSave };

/// The key a server presented, for the question and for refusal messages.
struct HostKeyInfo
{
    QString host;           // as known_hosts names it: "pve", "[10.0.0.5]:2222"
    QString keyType;        // "ssh-ed25519"
    QString fingerprint;    // "SHA256:…", exactly as `ssh-keygen -lf` prints it
    QString knownHostsFile; // where it was looked up (and is saved on AcceptAndSave)
    QString knownFingerprint; // for a changed key: the one known_hosts holds, "SHA256:…"
    int knownLine = 0;        // and its line there (OpenSSH's "Offending key … :N")

    /// "ED25519", "RSA", "ECDSA": the name OpenSSH and ssh-keygen use in their messages.
    QString keyTypeName() const;
    /// "/etc/ssh/ssh_host_ed25519_key.pub": where the server keeps it, to compare fingerprints.
    QString serverKeyFile() const;
};

/// The name known_hosts uses for a host: the bare host on port 22, "[host]:port" otherwise.
QString knownHostsName(const QString& host, int port);

/// The first known_hosts entry for `hostName` (plain or hashed) with a key of `keyType`
/// ("ssh-ed25519"): its 1-based line and SHA256 fingerprint. libssh 0.10 says only that a key
/// changed, not which entry it was checked against. Line 0 when none matches.
struct KnownHostsEntry
{
    int line = 0;
    QString fingerprint;
};
KnownHostsEntry findKnownHostsEntry(QByteArrayView knownHosts, const QString& hostName, const QString& keyType);

/// `ssh-keygen -f FILE -R 'NAME'`, the command that removes a stale entry.
QString removeStaleEntryCommand(const HostKeyInfo& info);

QString unknownHostKeyMessage(const HostKeyInfo& info);
QString changedHostKeyMessage(const HostKeyInfo& info);
QString otherTypeHostKeyMessage(const HostKeyInfo& info);

} // namespace Topo
