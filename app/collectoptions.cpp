// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectoptions.h"
#include "clisupport.h"

#include "collect/commandplan.h"
#include "util/tr.h"

#include <QFileInfo>

namespace Topo::Cli {

Result<CollectOptions> parseCollectOptions(const QStringList& args)
{
    CollectOptions options;
    CollectionRequest& request = options.request;
    QString hostText;
    QString guestText;
    SshTarget host;
    SshTarget guest;
    QString knownHosts;
    QString vmidText;
    QString timeoutText;
    bool guestOptionGiven = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const QString name = a.section(u'=', 0, 0);
        auto take = [&](QString* target) -> Status {
            const Result<QString> value = optionValue(args, &i, name);
            if (!value)
                return fail(value.error());
            *target = *value;
            return Status::success();
        };
        auto takePort = [&](int* port) -> Status {
            const Result<QString> value = optionValue(args, &i, name);
            if (!value)
                return fail(value.error());
            bool ok = false;
            *port = value->toInt(&ok);
            if (!ok || *port < 1 || *port > 65535)
                return fail(Tr::tr("%1 needs a port number from 1 to 65535, not \"%2\"").arg(name, *value));
            return Status::success();
        };
        Status taken = Status::success();
        if (a == u"--local") {
            request.local = true;
        } else if (a == u"--accept-new-host-key") {
            options.acceptNewHostKey = true;
        } else if (a == u"--sudo") {
            request.sudo = true;
        } else if (name == u"--host") {
            taken = take(&hostText);
        } else if (name == u"--port") {
            taken = takePort(&host.port);
        } else if (name == u"--identity") {
            taken = take(&host.identityFile);
        } else if (name == u"-J" || name == u"--jump") {
            taken = take(&host.jump);
        } else if (name == u"--guest") {
            taken = take(&guestText);
        } else if (name == u"--guest-port") {
            taken = takePort(&guest.port);
            guestOptionGiven = true;
        } else if (name == u"--guest-identity") {
            taken = take(&guest.identityFile);
            guestOptionGiven = true;
        } else if (name == u"--guest-jump" || name == u"--guest-J") {
            taken = take(&guest.jump);
            guestOptionGiven = true;
        } else if (name == u"--vmid") {
            taken = take(&vmidText);
        } else if (name == u"--known-hosts") {
            taken = take(&knownHosts);
        } else if (name == u"--timeout") {
            taken = take(&timeoutText);
        } else if (name == u"-o" || name == u"--output") {
            taken = take(&options.output);
        } else {
            return fail(Tr::tr("unknown option %1 for collect").arg(a));
        }
        if (!taken)
            return fail(taken.error());
    }

    const bool local = request.local;
    if (options.output.isEmpty())
        return fail(Tr::tr("collect needs -o SNAPSHOT.json"));
    if (local == !hostText.isEmpty())
        return fail(Tr::tr("collect needs either --host USER@HOST or --local"));
    if (local && (!guestText.isEmpty() || guestOptionGiven || !vmidText.isEmpty() || !knownHosts.isEmpty()
                     || options.acceptNewHostKey || host.port || !host.identityFile.isEmpty() || !host.jump.isEmpty()))
        return fail(Tr::tr("--local collects this machine; the SSH options do not apply to it"));
    if (guestOptionGiven && guestText.isEmpty())
        return fail(Tr::tr("the --guest-* options need --guest USER@VM"));
    if (!local && !parseDestination(hostText, &host.user, &host.host))
        return fail(Tr::tr("\"%1\" is not of the form USER@HOST").arg(hostText));
    if (!guestText.isEmpty() && !parseDestination(guestText, &guest.user, &guest.host))
        return fail(Tr::tr("\"%1\" is not of the form USER@VM").arg(guestText));
    if (!timeoutText.isEmpty()) {
        bool ok = false;
        const int seconds = timeoutText.toInt(&ok);
        if (!ok || seconds < 1 || seconds > 86400)
            return fail(Tr::tr("--timeout needs a number of seconds, not \"%1\"").arg(timeoutText));
        request.timeout = std::chrono::seconds(seconds);
    }
    if (!vmidText.isEmpty()) {
        bool ok = false;
        const qint64 vmid = vmidText.toLongLong(&ok);
        if (!ok || qmConfigCommand(vmid).isEmpty())
            return fail(Tr::tr("--vmid needs a Proxmox VM id (100 to 999999999), not \"%1\"").arg(vmidText));
        request.proxmoxVmId = vmid;
    }
    if (!knownHosts.isEmpty())
        request.knownHostsFile = QFileInfo(knownHosts).absoluteFilePath();
    for (const SshTarget* target : { &host, &guest }) {
        if (target->jump.isEmpty())
            continue;
        if (const Result<QString> proxy = proxyCommandForJump(target->jump); !proxy)
            return fail(proxy.error());
    }
    if (!local) {
        request.host = host;
        if (!guestText.isEmpty())
            request.guest = guest;
    }
    return options;
}

} // namespace Topo::Cli
