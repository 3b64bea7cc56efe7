// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectoptions.h"
#include "clisupport.h"

#include "collect/commandplan.h"
#include "util/tr.h"

#include <QFileInfo>

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
    QString hostPortText;
    QString guestPortText;
    QString knownHosts;
    QString vmidText;
    QString timeoutText;

    /// One of the --guest-* options, which need --guest.
    bool guestOptionGiven() const { return !guestPortText.isNull() || !guest.identityFile.isNull() || !guest.jump.isNull(); }
};

/// A port option's value: a number from 1 to 65535 (0 where the option was not given).
Result<int> portNumber(const QString& text, QStringView option)
{
    if (text.isNull())
        return 0;
    bool ok = false;
    const int port = text.toInt(&ok);
    if (!ok || port < 1 || port > 65535)
        return fail(Tr::tr("%1 needs a port number from 1 to 65535, not \"%2\"").arg(option, text));
    return port;
}

Result<CollectArguments> readCollectArguments(const QStringList& args, const char16_t* command)
{
    CollectArguments in;
    CollectionRequest& request = in.options.request;
    const Status arguments = readArguments(args,
        { .command = command,
            .options = {
                { u"--local", nullptr, &request.local },
                { u"--accept-new-host-key", nullptr, &in.options.acceptNewHostKey },
                { u"--sudo", nullptr, &request.sudo },
                { u"--host", &in.hostText },
                { u"--port", &in.hostPortText },
                { u"--identity", &in.host.identityFile },
                { u"-J", &in.host.jump },
                { u"--jump", &in.host.jump },
                { u"--guest", &in.guestText },
                { u"--guest-port", &in.guestPortText },
                { u"--guest-identity", &in.guest.identityFile },
                { u"--guest-jump", &in.guest.jump },
                { u"--guest-J", &in.guest.jump },
                { u"--vmid", &in.vmidText },
                { u"--known-hosts", &in.knownHosts },
                { u"--timeout", &in.timeoutText },
                { u"-o", &in.options.output },
                { u"--output", &in.options.output },
            } });
    if (!arguments)
        return fail(arguments.error());
    const Result<int> hostPort = portNumber(in.hostPortText, u"--port");
    if (!hostPort)
        return fail(hostPort.error());
    const Result<int> guestPort = portNumber(in.guestPortText, u"--guest-port");
    if (!guestPort)
        return fail(guestPort.error());
    in.host.port = *hostPort;
    in.guest.port = *guestPort;
    return in;
}

} // namespace

Result<CollectOptions> parseCollectOptions(const QStringList& args, const char16_t* command)
{
    Result<CollectArguments> read = readCollectArguments(args, command);
    if (!read)
        return fail(read.error());
    CollectArguments& in = *read;
    CollectOptions& options = in.options;
    CollectionRequest& request = options.request;
    const QString& hostText = in.hostText;
    const QString& guestText = in.guestText;
    SshTarget& host = in.host;
    SshTarget& guest = in.guest;
    const bool guestOptionGiven = in.guestOptionGiven();

    const bool local = request.local;
    if (options.output.isEmpty())
        return fail(Tr::tr("collect needs -o SNAPSHOT.json"));
    if (local == !hostText.isEmpty())
        return fail(Tr::tr("collect needs either --host USER@HOST or --local"));
    if (local && (!guestText.isEmpty() || guestOptionGiven || !in.vmidText.isEmpty() || !in.knownHosts.isEmpty()
                     || options.acceptNewHostKey || host.port || !host.identityFile.isEmpty() || !host.jump.isEmpty()))
        return fail(Tr::tr("--local collects this machine; the SSH options do not apply to it"));
    if (guestOptionGiven && guestText.isEmpty())
        return fail(Tr::tr("the --guest-* options need --guest USER@VM"));
    if (!local && !parseDestination(hostText, &host.user, &host.host))
        return fail(Tr::tr("\"%1\" is not of the form USER@HOST").arg(hostText));
    if (!guestText.isEmpty() && !parseDestination(guestText, &guest.user, &guest.host))
        return fail(Tr::tr("\"%1\" is not of the form USER@VM").arg(guestText));
    if (!in.timeoutText.isEmpty()) {
        bool ok = false;
        const int seconds = in.timeoutText.toInt(&ok);
        if (!ok || seconds < 1 || seconds > 86400)
            return fail(Tr::tr("--timeout needs a number of seconds, not \"%1\"").arg(in.timeoutText));
        request.timeout = std::chrono::seconds(seconds);
    }
    if (!in.vmidText.isEmpty()) {
        bool ok = false;
        const qint64 vmid = in.vmidText.toLongLong(&ok);
        if (!ok || qmConfigCommand(vmid).isEmpty())
            return fail(Tr::tr("--vmid needs a Proxmox VM id (100 to 999999999), not \"%1\"").arg(in.vmidText));
        request.proxmoxVmId = vmid;
    }
    if (!in.knownHosts.isEmpty())
        request.knownHostsFile = QFileInfo(in.knownHosts).absoluteFilePath();
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
