// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectoptions.h"
#include "clisupport.h"

#include "collect/commandplan.h"
#include "util/tr.h"

#include <QFileInfo>

#include <algorithm>

namespace Topo::Cli {

namespace {

/// What the command line names before it is checked: the destinations as typed.
struct CollectArguments
{
    CollectOptions options;
    QString hostText;
    QString guestText;
    SshTarget host;
    SshTarget guest;
    QString knownHosts;
    QString vmidText;
    QString timeoutText;
    bool guestOptionGiven = false;
};

/// One option of collect: a flag, or an option with a text or port value.
struct CollectOption
{
    QStringView name;
    bool* flag = nullptr;
    QString* text = nullptr;
    int* port = nullptr;
    bool aboutGuest = false; // one of the --guest-* options, which need --guest
};

Result<CollectArguments> readCollectArguments(const QStringList& args)
{
    CollectArguments in;
    CollectionRequest& request = in.options.request;
    const CollectOption table[] = {
        { u"--local", &request.local },
        { u"--accept-new-host-key", &in.options.acceptNewHostKey },
        { u"--sudo", &request.sudo },
        { u"--host", nullptr, &in.hostText },
        { u"--port", nullptr, nullptr, &in.host.port },
        { u"--identity", nullptr, &in.host.identityFile },
        { u"-J", nullptr, &in.host.jump },
        { u"--jump", nullptr, &in.host.jump },
        { u"--guest", nullptr, &in.guestText },
        { u"--guest-port", nullptr, nullptr, &in.guest.port, true },
        { u"--guest-identity", nullptr, &in.guest.identityFile, nullptr, true },
        { u"--guest-jump", nullptr, &in.guest.jump, nullptr, true },
        { u"--guest-J", nullptr, &in.guest.jump, nullptr, true },
        { u"--vmid", nullptr, &in.vmidText },
        { u"--known-hosts", nullptr, &in.knownHosts },
        { u"--timeout", nullptr, &in.timeoutText },
        { u"-o", nullptr, &in.options.output },
        { u"--output", nullptr, &in.options.output },
    };
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const QString name = a.section(u'=', 0, 0);
        const auto row = std::find_if(std::begin(table), std::end(table), [&](const CollectOption& o) { return o.name == name; });
        if (row == std::end(table) || (row->flag && a != name))
            return fail(Tr::tr("unknown option %1 for collect").arg(a));
        if (row->flag) {
            *row->flag = true;
            continue;
        }
        const Result<QString> value = optionValue(args, &i, name);
        if (!value)
            return fail(value.error());
        if (row->text) {
            *row->text = *value;
        } else {
            bool ok = false;
            *row->port = value->toInt(&ok);
            if (!ok || *row->port < 1 || *row->port > 65535)
                return fail(Tr::tr("%1 needs a port number from 1 to 65535, not \"%2\"").arg(name, *value));
        }
        in.guestOptionGiven = in.guestOptionGiven || row->aboutGuest;
    }
    return in;
}

} // namespace

Result<CollectOptions> parseCollectOptions(const QStringList& args)
{
    Result<CollectArguments> read = readCollectArguments(args);
    if (!read)
        return fail(read.error());
    CollectArguments& in = *read;
    CollectOptions& options = in.options;
    CollectionRequest& request = options.request;
    const QString& hostText = in.hostText;
    const QString& guestText = in.guestText;
    SshTarget& host = in.host;
    SshTarget& guest = in.guest;
    const QString& knownHosts = in.knownHosts;
    const QString& vmidText = in.vmidText;
    const QString& timeoutText = in.timeoutText;
    const bool guestOptionGiven = in.guestOptionGiven;

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
