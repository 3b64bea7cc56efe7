// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"
#include "model/snapshot.h"
#include "parse/formats.h"

#include <QList>
#include <QStringView>

#include <optional>
#include <span>

namespace Topo {

/// What a machine's captures gave, before the machine is assembled. A merge row puts its
/// capture's value here, or straight into the machine where the first or the last capture of
/// its kind simply wins; buildMachine then assembles the PCI tree and the GPUs from these parts
/// in one fixed order of trust, whatever order the captures came in.
struct MachineParts
{
    explicit MachineParts(Machine& into) : machine(into) { }

    Machine& machine;
    std::optional<PciTree> tree;                 // lspci -tv: the structure, trusted first
    QList<QList<PciDevice>> verbose;             // lspci -vvv, the later (sudo) capture first
    QList<QList<PciDevice>> lists;               // lspci -nn, -vmm, -mm
    QList<QList<PciDevice>> configs;             // configuration space dumps
    QList<PciTree> sysfs;                        // the kernel's view: attributes and device paths
    std::optional<IommuGroupListing> iommu;
    std::optional<NvidiaSmiReport> xmlReport;    // nvidia-smi -q -x: the GPUs, trusted first
    std::optional<NvidiaSmiReport> textReport;   // nvidia-smi -q
    std::optional<GpuQueryTable> csv;            // --query-gpu: for old drivers
    std::optional<Machine> fromNccl;             // an NCCL dump: the tree when nothing else gives one
    std::optional<HwlocTopology> hwloc;          // lstopo's XML: a tree, NUMA locality, GPU models
    QList<AmdGpuInventory> amdInventories;       // rocm-smi --showbus…, amd-smi list / static
};

/// Merges one parsed capture into the parts: `value` is what its format's parser read.
using MergeFunction = void (*)(MachineParts& parts, const RawCapture& capture, ParsedValue&& value);

/// A row of the merge table: a format that feeds a Machine, and how.
struct MergeRow
{
    QStringView format; // a FormatId constant
    MergeFunction merge;
};

/// The merge table: one row per format whose kind is not FormatKind::ShownOnly, and none for
/// the others (tests/parse/tst_formatstable.cpp walks it against the registry).
std::span<const MergeRow> mergeRows();

/// The row of a format, or null for a format that is only shown.
const MergeRow* mergeRowOf(QStringView format);

} // namespace Topo
