// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/snapshot.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// A fleet run as values: the nodes an engine (ClusterShell, pdsh, Ansible, Slurm) reached, how
/// each ended, and the machine each sent back. Collecting one is core/collect/fleet/, reading
/// and writing its folder core/io/fleetrunfolder.h, analysing it core/analyze/fleet/.
namespace Topo {

/// How one node of a fleet run ended. Every outcome but Ok may still carry a machine: what
/// arrived before the cut is kept.
enum class NodeOutcome {
    Ok,          // the whole armoured bundle arrived and its checksum held
    Partial,     // a bundle arrived cut off or damaged (collector died, output capped); its whole captures are kept
    Unreachable, // the engine could not connect
    TimedOut,    // the engine's command timeout ended it
    Failed,      // connected, but no bundle came back (collector missing, exit status, garbage)
};

QString nodeOutcomeName(NodeOutcome outcome);  // "ok", "partial", "unreachable", "timed-out", "failed" (stable, for files and JSON)
QString nodeOutcomeTitle(NodeOutcome outcome); // translated, for people
std::optional<NodeOutcome> nodeOutcomeFromName(QStringView name);

/// Whether `name` may name a node's files in a run folder: 1–128 characters of letters, digits,
/// '.', '_', '-', not starting with '.' or '-'. Engines pass names through from inventories and
/// remote output, so a name is checked before it becomes a key or a path.
bool isSafeNodeName(QStringView name);

/// One node of a run.
struct FleetNode
{
    QString name;                            // as the engine names it ("gpu001"); a file name in the run folder, so checked
    MachineRole role = MachineRole::Host;    // host or guest, as the run's roles said
    NodeOutcome outcome = NodeOutcome::Ok;
    QString detail;                          // why not ok, in words; the engine's own message where it gave one
    int exitCode = -1;                       // the remote exit status, when the engine reported it
    qint64 durationMs = -1;
    std::optional<MachineSnapshot> machine;  // the decoded bundle, whole or in part
};

/// One run of `topolens fleet collect` (or an import of loose bundles and snapshots).
struct FleetRun
{
    QString id;               // the run folder's name ("20261201T210000Z"), unique within a runs directory
    QString engine;           // "clush", "pdsh", "ansible", "srun", or "import"
    QString nodeset;          // the nodes as given, in the engine's own syntax
    QStringList commandLine;  // what ran, argument by argument, for people who launch it by hand
    QDateTime startedAt;
    QDateTime finishedAt;
    QList<FleetNode> nodes;   // sorted by name (natural order: gpu2 before gpu10)

    const FleetNode* node(const QString& name) const;
};

} // namespace Topo
