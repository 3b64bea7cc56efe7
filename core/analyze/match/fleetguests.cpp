// SPDX-License-Identifier: GPL-3.0-or-later
// Guests paired with their hosts on evidence: SMBIOS UUID first, then MAC address.
#include "analyze/match/fleetguests.h"

#include "util/nodeset.h"

#include <algorithm>

namespace Topo {

namespace {

struct Claim
{
    QString host;
    QString vm;
    QString evidence;
};

/// How a host names its VM: the configuration's name, else the Proxmox id, else the UUID.
QString vmName(const VmConfiguration& vm)
{
    if (!vm.name.isEmpty())
        return vm.name;
    if (vm.proxmoxVmid)
        return QString::number(*vm.proxmoxVmid);
    return vm.uuid;
}

/// Every (host, VM) whose configuration names the guest, by `match`; one claim per host (a VM
/// seen twice on one host, in its QEMU process and its libvirt domain, is one VM).
template<typename Match>
QList<Claim> claimsOn(const QList<PairingCandidate>& machines, Match&& match)
{
    QList<Claim> claims;
    for (const PairingCandidate& host : machines) {
        if (!host.machine || host.machine->role == MachineRole::Guest)
            continue;
        for (const VmConfiguration& vm : host.machine->vms) {
            const QString evidence = match(vm);
            if (evidence.isEmpty())
                continue;
            claims.append({ host.name, vmName(vm), evidence });
            break;
        }
    }
    return claims;
}

} // namespace

QList<GuestPairing> matchGuestsToHosts(const QList<PairingCandidate>& machines, QStringList* unpaired)
{
    QList<GuestPairing> pairs;
    QStringList left;
    for (const PairingCandidate& guest : machines) {
        if (!guest.machine || guest.machine->role != MachineRole::Guest)
            continue;
        const MachineIdentifiers& ids = guest.machine->identifiers;
        // The UUID names one VM for certain; a MAC only counts when no host claims the UUID.
        QList<Claim> claims;
        if (!ids.productUuid.isEmpty()) {
            claims = claimsOn(machines, [&](const VmConfiguration& vm) {
                return !vm.uuid.isEmpty() && vm.uuid.compare(ids.productUuid, Qt::CaseInsensitive) == 0
                    ? QStringLiteral("SMBIOS UUID %1").arg(ids.productUuid)
                    : QString();
            });
        }
        if (claims.isEmpty()) {
            claims = claimsOn(machines, [&](const VmConfiguration& vm) {
                for (const NetInterface& nic : ids.interfaces) {
                    if (vm.macs.contains(nic.mac, Qt::CaseInsensitive))
                        return QStringLiteral("MAC %1").arg(nic.mac);
                }
                return QString();
            });
        }
        // Two hosts claiming one guest is a copied configuration or a cloned VM: no guess.
        if (claims.size() == 1)
            pairs.append({ guest.name, claims.first().host, claims.first().vm, claims.first().evidence });
        else
            left.append(guest.name);
    }
    std::sort(left.begin(), left.end(), [](const QString& a, const QString& b) { return Nodeset::naturalLess(a, b); });
    if (unpaired)
        *unpaired = left;
    return pairs;
}

} // namespace Topo
