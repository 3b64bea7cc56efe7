// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostkey.h"

#include "model/tr.h"

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

QString shellQuote(const QString& text)
{
    QString quoted = text;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
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

QString changedHostKeyMessage(const HostKeyInfo& info)
{
    return Tr::tr("WARNING: the host key of %1 has changed. It now presents %2 key %3, which does not "
                  "match the key recorded in %4.\n"
                  "Someone could be intercepting the connection (man-in-the-middle), or the host key was "
                  "replaced. TopoLens does not connect to it.\n"
                  "If you know the change is legitimate, remove the old entry with\n"
                  "  %5\n"
                  "and connect again.")
        .arg(info.host, info.keyTypeName(), info.fingerprint, info.knownHostsFile, removeStaleEntryCommand(info));
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
