// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <chrono>
#include <optional>

namespace Topo {

/// One read-only command TopoLens runs on a machine. The whole plan is the fixed list below:
/// nothing a user types is ever interpolated into these strings (the one parameter, a Proxmox
/// VM id, is validated as a number and formatted from that number, see qmConfigCommand()).
struct PlannedCommand
{
    QString id;          // stable: snapshot captures and the standalone collector use it
    QString command;     // POSIX sh, run as-is on the remote machine
    QString format;      // input format to parse the output with ("" = kept raw only)
    QString purpose;     // one line for the progress view and --help
    bool needsRoot = false;  // gives more detail as root (LnkCap/LnkSta need config space)
    bool onlyWithSudo = false; // the opt-in `sudo -n` variant
    /// A limit of its own in place of the run's (RunLimits::commandTimeout): a command known to
    /// run long, or one that must be stopped sooner than the rest.
    std::optional<std::chrono::milliseconds> timeout = std::nullopt;

    bool operator==(const PlannedCommand&) const = default;
};

/// The plan, in the order it runs.
const QList<PlannedCommand>& commandPlan();

/// What each sample of `topolens watch` runs: the links' state and AER counters, read by one
/// grep (the plan's sysfs-pci walks every device with a process per attribute: 280 ms of CPU
/// a time on a 6-device VM, where this takes a few), and the kernel log's PCIe lines. Read
/// only; their formats are the plan's.
const QList<PlannedCommand>& watchSamplePlan();
/// A watch's GPU counters: each NVIDIA GPU's PCIe replays (packets its link sent again) and its
/// link, the <pci> lines of `nvidia-smi -q -x`. nvidia-smi costs 70 ms of CPU a run on a VM with
/// one H100 (1.4 % of a core at 5 s), so a watch adds it to a sample once a minute
/// (gpuCountersEveryMs), the first sample included: 0.1 %.
const PlannedCommand& gpuCountersSampleCommand();
inline constexpr qint64 gpuCountersEveryMs = 60'000;
const PlannedCommand* findPlannedCommand(const QString& id);

/// `qm config <vmid>` for a Proxmox host, or an empty string when the id is not a plain
/// Proxmox VM id (100 … 999999999).
QString qmConfigCommand(qint64 vmid);
inline constexpr const char* qmConfigId = "qm-config";

/// What TopoLens runs on a Proxmox host for a named VM: `qm config VMID` and the PCI resource
/// mappings its hostpciN entries may name (mapping=…). Empty for an invalid id.
QList<PlannedCommand> proxmoxCommands(qint64 vmid);

} // namespace Topo
