// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/snapshot.h"
#include "model/machine.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Topo {

/// How much a finding matters. Problem: something is broken or impossible as configured;
/// Warning: it works, but worse than the hardware allows, or a trap is near; Info: context
/// that explains what the user sees.
enum class FindingSeverity { Info, Warning, Problem };

QString findingSeverityName(FindingSeverity severity);  // "info", "warning", "problem" (stable, JSON)
QString findingSeverityTitle(FindingSeverity severity); // translated, for people
std::optional<FindingSeverity> findingSeverityFromName(QStringView name);

/// One raw line a finding rests on, so the user (or the GUI) can go and read it.
struct FindingEvidence
{
    int machineIndex = -1; // into Snapshot::machines
    MachineRole role = MachineRole::BareMetal;
    QString captureId;     // RawCapture::id
    int line = 0;          // 1-based line of the capture's stdout; 0 = the capture as a whole
    QString text;          // that line as printed, cleaned for display

    friend bool operator==(const FindingEvidence&, const FindingEvidence&) = default;
};

/// What the findings engine has to say about a snapshot: one observation, why it matters and
/// what to do about it, with the raw lines that show it.
struct Finding
{
    QString ruleId; // stable: "gpu-alone-on-root-complex", … (docs/diagnose-json.md lists them)
    FindingSeverity severity = FindingSeverity::Info;
    QString title;       // one line
    QString explanation; // why, in a few sentences
    QString advice;      // what to do, or what to collect to know more
    int machineIndex = -1; // the machine it concerns, into Snapshot::machines
    MachineRole role = MachineRole::BareMetal;
    QString machineLabel;
    QList<int> gpus;       // GPU indices on that machine, ascending
    QStringList devices;   // PCI addresses ("0000:01:00.0") involved, in the order they matter
    QList<FindingEvidence> evidence;
};

/// Every rule the engine knows, in the order it runs them: stable ids for documentation and
/// tests. The rules themselves are one table, core/analyze/findings/ruletable.cpp.
QStringList findingRuleIds();

/// Runs every rule over a snapshot. `machines` are the snapshot's machines built by
/// buildMachine(), in the same order as `snapshot.machines`. The result is sorted most severe
/// first, then by machine, rule and GPU; the same input always gives the same list.
QList<Finding> diagnose(const Snapshot& snapshot, const QList<Machine>& machines);

/// The same, building the machines first.
QList<Finding> diagnose(const Snapshot& snapshot);

} // namespace Topo
