// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings.h"
#include "model/fleet.h"
#include "analyze/snapshotdocument.h"
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

/// How sure a drift is. Idle GPUs drop their link speed to save power, so a slower link is
/// only a hint until it is re-sampled under load; a narrower link is definite.
enum class DriftCertainty { Definite, ResampleUnderLoad };
QString driftCertaintyName(DriftCertainty certainty); // "definite", "resample-under-load"

/// One difference between a machine and its baseline.
struct Drift
{
    QString what;      // stable kind: "link-width", "link-speed", "device-missing", "device-extra", "numa-node",
                       // "iommu", "acs", "p2p", "path-class", "kernel-parameter", "driver", "numa-layout", "iommu-group-size", "model"
    QString slot;      // the slot in tree position terms ("gpu3", "nic1"), the same on every machine of the class
    QString device;    // the slot on this machine, named the way its owner reads it ("GPU3 0000:1b:00.0"); empty for machine-wide drift
    QString expected;  // the baseline's value, as printed ("16 GT/s x16")
    QString actual;    // this machine's value
    DriftCertainty certainty = DriftCertainty::Definite;
    QString explanation; // one translated sentence
};

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
    QList<Drift> drift;
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
