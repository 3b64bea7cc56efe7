// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings.h"
#include "model/fleet.h"
#include "analyze/snapshotdocument.h"
#include "model/devicechange.h"
#include "model/machine.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// A fleet as groups: every machine's normalised topology (its fingerprint; see
/// docs/fleet.md), machines grouped by fingerprint within their hardware class, the majority
/// of each class as its learned baseline, and each other machine's drift from it, named per
/// slot and kind. Pure: a FleetRun in, values out.
namespace Topo {

/// A fleet machine as the report lists it.
struct FleetHost
{
    QString name;
    MachineRole role = MachineRole::Host;
    NodeOutcome outcome = NodeOutcome::Ok;
    QString outcomeDetail;
    QString hardwareClass;  // "PowerEdge XE9680 · 8× NVIDIA H100 80GB HBM3"; empty without a machine
    QString fingerprint;    // the hash of the normalised topology (hex, 16 digits); empty without a machine
    QString group;          // the group id, the fingerprint again (kept apart for readers of the JSON)
    bool inBaseline = false;
    QList<DeviceChange> drift; // from the baseline: before is the baseline's value, after this machine's
    QList<Finding> findings;
    QString pairedWith;     // guest: its host; host: its guests, folded ("vm[01-04]"); see FleetAnalysis::pairs
    /// The node as a snapshot of one machine (its role and label the run's), built once by the
    /// analysis: what the fleet view and report draw. Null without a machine.
    SharedDocument document;
};

/// Machines with one fingerprint.
struct FleetGroup
{
    QString fingerprint;
    QString hardwareClass;
    QStringList hosts;   // natural order
    QString nodeset;     // the hosts folded the ClusterShell way: "gpu[001-487,489-512]"
    bool baseline = false; // the largest group of its class
    QString comparedWith;  // the fingerprint its drift is named against: its class's baseline, a
                           // fuller class's for a class that only lacks GPUs, or the saved one's
};

/// A guest paired with the host that runs it, and by what.
struct GuestPairing
{
    QString guest;
    QString host;
    QString vm;        // the VM's name or id on the host
    QString evidence;  // "SMBIOS UUID 1f3c…", "MAC 52:54:00:…"
};

struct FleetAnalysis
{
    QList<FleetHost> hosts;      // in the run's node order
    QList<FleetGroup> groups;    // by class, baseline first, then by size
    QList<GuestPairing> pairs;
    QStringList unpairedGuests;  // guests no host's VM configuration claims: listed, never guessed

    const FleetHost* host(const QString& name) const;
};

} // namespace Topo
