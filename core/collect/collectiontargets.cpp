// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/collectiontargets.h"

#include "collect/collector.h"
#include "util/tr.h"

#include <QSysInfo>

namespace Topo {

std::vector<CollectionTarget> collectionTargets(const CollectionRequest& request)
{
    RunLimits limits;
    if (request.timeout)
        limits.commandTimeout = *request.timeout;
    PlanOptions plan;
    plan.includeSudo = request.sudo;
    if (request.local)
        return { { QStringLiteral("local"), MachineRole::BareMetal, QSysInfo::machineHostName(), std::nullopt,
            plannedCommands(plan), limits } };

    auto sshTarget = [&request](SshTarget target) {
        target.knownHostsFile = request.knownHostsFile;
        target.timeout = request.timeout.value_or(SshTarget {}.timeout);
        return target;
    };
    // See the header: host only when something says there is virtualization.
    const bool virtualization = request.guest || request.proxmoxVmId;
    PlanOptions hostPlan = plan;
    hostPlan.proxmoxVmId = request.proxmoxVmId; // qm config belongs to the Proxmox host only
    std::vector<CollectionTarget> targets;
    targets.push_back({ QStringLiteral("host"), virtualization ? MachineRole::Host : MachineRole::BareMetal,
        request.host.host, sshTarget(request.host), plannedCommands(hostPlan), limits });
    if (request.guest) {
        const QString& name = request.guest->host;
        const QString label = request.proxmoxVmId ? Tr::tr("%1 (VM %2)").arg(name).arg(*request.proxmoxVmId) : name;
        targets.push_back(
            { QStringLiteral("guest"), MachineRole::Guest, label, sshTarget(*request.guest), plannedCommands(plan), limits });
    }
    return targets;
}

} // namespace Topo
