// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/fingerprint.h"
#include "analyze/fleet/fleetanalysis.h"

#include <QDateTime>
#include <QHash>

/// The fleet analysis itself: FleetRun in, FleetAnalysis out (fleetanalysis.h holds the result
/// types, docs/fleet.md the rules).
namespace Topo {

/// One hardware class's baseline: the fingerprint its machines are compared with.
struct BaselineClass
{
    QString fingerprint;     // fingerprintHash(topology)
    Fingerprint topology;
    int hosts = 0;           // machines of the class that had it when it was learned
    QString nodeset;         // those machines, folded
};

/// A saved baseline (`topolens fleet baseline`), read back by `fleet check`; io/fleetjson.h
/// writes and reads its file.
struct FleetBaseline
{
    static constexpr int currentVersion = 1;
    QString runId;
    QDateTime createdAt;
    QList<BaselineClass> classes; // by class key

    const BaselineClass* forClass(const QString& classKey) const;
};

/// What analyzeFleet() also knows beyond the analysis: each group's fingerprint (the first
/// host's, with its device names) and the baseline each class was compared with.
struct FleetFingerprints
{
    QHash<QString, Fingerprint> byGroup; // group id (fingerprint hash) → fingerprint
    FleetBaseline baseline;              // the classes' baselines as used (learned or saved)
};

/// Builds each node's machine once (in parallel), fingerprints it, runs diagnose() on it,
/// groups the machines by fingerprint within their hardware class and names every machine's
/// drift from its class's baseline:
/// - learned: the largest group of the class (ties: the group whose first host sorts first);
/// - a class whose machines differ from a class with more machines only in GPU count (same
///   product and GPU model, fewer GPUs) is compared with that class's baseline, so a GPU that
///   fell off the bus is "device-missing" at its slot; its groups are then no baseline;
/// - with `saved`, a class it has is compared with the saved fingerprint instead, and a class
///   it lacks (also by GPU count) gets one "hardware-class" drift per machine.
/// Nodes without a machine are hosts with their outcome and no group. Guests are paired with
/// hosts by matchGuestsToHosts().
FleetAnalysis analyzeFleet(const FleetRun& run, const FleetBaseline* saved = nullptr, FleetFingerprints* fingerprints = nullptr);

/// A host's document (its machine, as the analysis saw it): the analysis's own, or for an
/// analysis without documents (read back, or made by hand) built from the run's node the same
/// way. Null for a node without a machine.
SharedDocument hostDocument(const FleetRun& run, const FleetAnalysis& analysis, const QString& host);

/// What changed between two analyses of one fleet ("changed since run N"), per host in the
/// newer run's order, then the hosts that are gone: "added", "removed", "status" (the node's
/// outcome), "fingerprint" (before and after are the hashes), "drift" (the count of drift items),
/// and the health of each link of a host in both runs, as `topolens diff` names it: "link-status"
/// (a link that trained at another speed or width), "aer-correctable", "aer-nonfatal", "aer-fatal" (PCIe
/// errors the kernel counted that grew), each with its `device`.
struct FleetChange
{
    QString host;
    QString what;
    QString before;
    QString after;
    QString device; // a link-health change's function, as its machine reads it ("GPU1 0000:00:07.0")
    QString change() const;   // "fingerprint 1a2b… → 3c4d…", translated
    QString sentence() const; // "gpu007: fingerprint 1a2b… → 3c4d…", translated
    /// A link that trained differently or counted more PCIe errors (a device is named).
    bool isLinkHealth() const { return !device.isEmpty(); }
};
QList<FleetChange> fleetChangesSince(const FleetAnalysis& before, const FleetAnalysis& now);

} // namespace Topo
