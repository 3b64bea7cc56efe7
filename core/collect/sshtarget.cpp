// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/sshtarget.h"

#include "collect/shellquote.h"
#include "util/tr.h"

#include <QRegularExpression>
#include <QStringList>

namespace Topo {

namespace {

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

Result<QString> proxyCommandForJump(const QString& jump)
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
        if (!isValidHostName(host) || (!user.isEmpty() && !isValidUserName(user)) || port < 0 || port > 65535)
            return fail(Tr::tr("\"%1\" is not a jump host of the form [user@]host[:port]").arg(hop));
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

} // namespace Topo
