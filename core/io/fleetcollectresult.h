// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/fleet/fleetcollection.h"
#include "model/fleet.h"

#include <QByteArray>
#include <QHash>

/// From what an engine gave per node to the run's values: each node's armoured bundle decoded
/// (io/armour.h) and its outcome decided from the bundle first and the engine's word second.
namespace Topo {

struct DecodedFleetRun
{
    FleetRun run;
    QHash<QString, QByteArray> rawByNode; // for writeFleetRunFolder: what the engine gave, as received
};

/// `id` names the run (its folder's name).
DecodedFleetRun decodeFleetCollection(const FleetCollectionResult& result, const QString& id);

/// How one node ended, from its report: an intact bundle is Ok; a damaged or cut one Partial
/// (its whole captures kept); without one, the engine's word: timed out, unreachable, or failed.
FleetNode decodeFleetNode(const EngineNodeReport& report, MachineRole role, qint64 capBytes);

} // namespace Topo
