// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/hostkey.h"

#include "collect/shellquote.h"

#include "util/tr.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>

namespace Topo {

QString HostKeyInfo::keyTypeName() const
{
    if (keyType == u"ssh-ed25519")
        return QStringLiteral("ED25519");
    if (keyType == u"ssh-rsa" || keyType.startsWith(u"rsa-sha2-"))
        return QStringLiteral("RSA");
    if (keyType.startsWith(u"ecdsa-sha2-"))
        return QStringLiteral("ECDSA");
    if (keyType.startsWith(u"sk-ssh-ed25519"))
        return QStringLiteral("ED25519-SK");
    if (keyType.startsWith(u"sk-ecdsa-"))
        return QStringLiteral("ECDSA-SK");
    if (keyType == u"ssh-dss")
        return QStringLiteral("DSA");
    return keyType.toUpper();
}

QString HostKeyInfo::serverKeyFile() const
{
    const QString name = keyTypeName().toLower().remove(QStringLiteral("-sk"));
    return QStringLiteral("/etc/ssh/ssh_host_%1_key.pub").arg(name);
}

QString knownHostsName(const QString& host, int port)
{
    return port == 22 ? host : QStringLiteral("[%1]:%2").arg(host).arg(port);
}

QString removeStaleEntryCommand(const HostKeyInfo& info)
{
    return QStringLiteral("ssh-keygen -f %1 -R %2").arg(shellQuote(info.knownHostsFile), shellQuote(info.host));
}

QString unknownHostKeyMessage(const HostKeyInfo& info)
{
    return Tr::tr("The authenticity of host %1 can't be established: it is not in %2.\n"
                  "Its %3 key fingerprint is %4.\n"
                  "Compare it with the output of `ssh-keygen -lf %5` on that machine.")
        .arg(info.host, info.knownHostsFile, info.keyTypeName(), info.fingerprint, info.serverKeyFile());
}

namespace {
// "|1|base64(salt)|base64(HMAC-SHA1(salt, name))", OpenSSH's HashKnownHosts form.
bool hashedNameMatches(QByteArrayView pattern, const QByteArray& name)
{
    const QList<QByteArray> parts = pattern.toByteArray().split('|');
    if (parts.size() != 4 || parts[1] != "1")
        return false;
    const QByteArray salt = QByteArray::fromBase64(parts[2]);
    return QMessageAuthenticationCode::hash(name, salt, QCryptographicHash::Sha1).toBase64() == parts[3];
}
} // namespace

KnownHostsEntry findKnownHostsEntry(QByteArrayView knownHosts, const QString& hostName, const QString& keyType)
{
    const QByteArray name = hostName.toUtf8();
    const QByteArray type = keyType.toUtf8();
    int lineNumber = 0;
    for (const QByteArray& rawLine : knownHosts.toByteArray().split('\n')) {
        ++lineNumber;
        const QList<QByteArray> fields = rawLine.simplified().split(' ');
        // Markers (@cert-authority, @revoked) and comments are not plain host keys.
        if (fields.size() < 3 || fields[0].startsWith('#') || fields[0].startsWith('@') || fields[1] != type)
            continue;
        bool matches = false;
        for (const QByteArray& pattern : fields[0].split(',')) {
            if (pattern == name || (pattern.startsWith("|1|") && hashedNameMatches(pattern, name))) {
                matches = true;
                break;
            }
        }
        if (!matches)
            continue;
        const QByteArray blob = QByteArray::fromBase64(fields[2]);
        QByteArray digest = QCryptographicHash::hash(blob, QCryptographicHash::Sha256).toBase64();
        while (digest.endsWith('='))
            digest.chop(1);
        return { lineNumber, u"SHA256:" + QString::fromLatin1(digest) };
    }
    return {};
}

QString changedHostKeyMessage(const HostKeyInfo& info)
{
    const QString recorded = info.knownFingerprint.isEmpty()
        ? Tr::tr("the key recorded in %1").arg(info.knownHostsFile)
        : Tr::tr("the key %1 recorded in %2, line %3").arg(info.knownFingerprint, info.knownHostsFile).arg(info.knownLine);
    return Tr::tr("WARNING: the host key of %1 has changed. It now presents %2 key %3, which does not "
                  "match %4.\n"
                  "Someone could be intercepting the connection (man-in-the-middle), or the host key was "
                  "replaced. TopoLens does not connect to it.\n"
                  "If you know the change is legitimate, remove the old entry with\n"
                  "  %5\n"
                  "and connect again.")
        .arg(info.host, info.keyTypeName(), info.fingerprint, recorded, removeStaleEntryCommand(info));
}

QString otherTypeHostKeyMessage(const HostKeyInfo& info)
{
    return Tr::tr("WARNING: %1 presents %2 key %3, but %4 records a key of another type for it.\n"
                  "This can be an attempt to downgrade the connection to a key the attacker holds. "
                  "TopoLens does not connect to it.\n"
                  "If the host really changed its keys, remove the old entry with\n"
                  "  %5\n"
                  "and connect again.")
        .arg(info.host, info.keyTypeName(), info.fingerprint, info.knownHostsFile, removeStaleEntryCommand(info));
}

} // namespace Topo
