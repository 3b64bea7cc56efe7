// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleet.h"
#include "util/result.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

/// The run folder of `topolens fleet collect`, and the import of loose bundles and snapshots
/// into the same FleetRun. docs/fleet.md documents the folder:
///
///   RUN/run.json            {"format":"topolens-fleet-run","version":1,"id","engine","nodeset",
///                            "commandLine":[..],"startedAt","finishedAt","nodes":[{"name","role",
///                            "outcome","detail","exitCode","durationMs",
///                            "bundle":"nodes/NAME.bundle"|null,"raw":"raw/NAME.out"|null}]}
///   RUN/nodes/NAME.bundle   the decoded (plain) bundle, byte for byte what the collector wrote
///   RUN/raw/NAME.out        everything the engine gave for that node, as received
///   RUN/engine.log          the engine's own stderr
///   RUN/samples/NAME/NNNN.bundle  `fleet watch`: sample NNNN of the node (the collector's
///                           --watch-sample bundle), read as the node machine's samples
namespace Topo {

inline constexpr const char* fleetRunFormat = "topolens-fleet-run";
inline constexpr int fleetRunVersion = 1;

/// Reads RUN/run.json and each node's bundle. A node whose bundle is missing or damaged is kept
/// with what could be read, and a warning naming the node; only an unreadable run.json fails.
Result<FleetRun> readFleetRunFolder(const QString& dir, QStringList* warnings);

/// Makes one run of any mix of run folders, plain bundles, armoured streams (one or many
/// blocks, as an engine printed them) and snapshot files. Nodes are named by the bundle's
/// #host (the machine's label for snapshots); a name seen twice keeps the first and warns.
/// Fails only when no node could be read at all.
Result<FleetRun> importFleet(const QStringList& paths, QStringList* warnings);

/// Writes `dir` (created; must not hold a run.json already): run.json, nodes/NAME.bundle for
/// each node whose bundle bytes are in `bundleByNode`, raw/NAME.out for each node in
/// `rawByNode`, engine.log. Files are written atomically, run.json last, so a folder with a
/// run.json is whole.
Status writeFleetRunFolder(const QString& dir, const FleetRun& run, const QHash<QString, QByteArray>& rawByNode,
                           const QByteArray& engineLog);

/// `fleet watch`: writes sample `number` (1-based) of each node whose output holds a bundle
/// into RUN/samples/NAME/NNNN.bundle; a node without one this time has no such file.
Status writeFleetWatchSample(const QString& dir, int number, const QHash<QString, QByteArray>& rawByNode);

} // namespace Topo
