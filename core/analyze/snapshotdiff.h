// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/devicechange.h"
#include "model/machine.h"
#include "model/snapshot.h"

#include <QList>
#include <QString>

#include <optional>

/// What changed on a machine between two collections of it: devices added, removed or moved to
/// other addresses, links, GPU pair classes, P2P, NUMA, kernel parameters, BARs, IOMMU groups,
/// driver versions. Pure: machines (or snapshots) in, a list of changes out; `topolens diff`
/// prints it (app/cli_diff.cpp) and io/snapshotdiffjson.h gives its JSON (docs/diff-json.md).
namespace Topo {

/// The changes of one machine collected twice.
struct MachineDiff
{
    MachineRole role = MachineRole::BareMetal;
    QString labelBefore;
    QString labelAfter;
    QList<DeviceChange> changes; // machine-wide first, then by device in the second collection's order

    bool isEmpty() const { return changes.isEmpty(); }
};

/// A machine of one snapshot that has no partner in the other.
struct UnpairedMachine
{
    bool inBefore = true; // in the first snapshot (else the second)
    MachineRole role = MachineRole::BareMetal;
    QString label;
};

struct SnapshotDiff
{
    QList<MachineDiff> machines; // paired machines, in the first snapshot's order
    QList<UnpairedMachine> unpaired;

    bool isEmpty() const;
};

/// Everything that changed from `before` to `after`. The raw snapshots, where given, add what
/// only the raw captures tell (the kernel log's failed BAR placements).
MachineDiff diffMachines(const Machine& before, const Machine& after, const MachineSnapshot* beforeRaw = nullptr,
                         const MachineSnapshot* afterRaw = nullptr);

/// Pairs the machines of two snapshots by role and label (host with host, guest with guest) and
/// diffs each pair; two snapshots of one machine each are paired whatever their labels say (the
/// label change is then one of the changes). `onlyLabel`, when not empty, keeps only the
/// machines with that label on either side.
SnapshotDiff diffSnapshots(const Snapshot& before, const Snapshot& after, const QString& onlyLabel = {});

} // namespace Topo
