// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/collectionrequest.h"
#include "collect/commandrunner.h"
#include "collect/sshtarget.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace Topo {

/// One machine of a collection, decided from the request before anything runs.
struct CollectionTarget
{
    QString name;                 // "host", "guest" or "local": prefixes the CLI's progress lines
    MachineRole role = MachineRole::BareMetal;
    QString label;                // the machine's name in the snapshot, the views and findings
    std::optional<SshTarget> ssh; // none: this machine
    QList<PlannedCommand> commands;
    RunLimits limits;

    bool operator==(const CollectionTarget&) const = default;
};

/// The machines a request collects, in order: the host (or this machine), then the guest.
///
/// The role and label rule, the same for the CLI and the GUI:
/// - `local`: one machine, role bare metal, labelled with this machine's host name.
/// - Over SSH the host is role *host* only when the request says there is virtualization (a
///   guest, or a Proxmox VM id); a machine on its own is *bare metal*. The role changes the
///   findings (a host is taken to pass devices to VMs: "IOMMU off" fires, GPUs alone on their
///   root complexes become a warning, the advice speaks of guests), so a lone server must not
///   be taken for a hypervisor. Its label is the host name as given (no user, no port).
/// - The guest is role *guest*, labelled with its host name, and "NAME (VM N)" when a VM id
///   is given, so the snapshot says which VM of the host it is.
/// - The plan: every machine runs the fixed plan (with the sudo variant when asked for); the
///   Proxmox commands (`qm config N` and the PCI mappings) run on the SSH host only.
std::vector<CollectionTarget> collectionTargets(const CollectionRequest& request);

} // namespace Topo
