// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/amdtopology.h"
#include "model/benchmark.h"
#include "model/diagnostic.h"
#include "model/formatid.h"
#include "model/gpu.h"
#include "model/kernelcmdline.h"
#include "model/numa.h"
#include "model/pci.h"
#include "model/pcieevent.h"
#include "parse/amdsmi/amdsmi.h"
#include "parse/bench/benchmarks.h"
#include "parse/dmesg/dmesg.h"
#include "parse/hwloc/hwloc.h"
#include "parse/libvirt/libvirt.h"
#include "parse/lspci/lspci.h"
#include "parse/nccl/nccltopo.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "parse/prometheus/prometheus.h"
#include "parse/rdma/rdma.h"
#include "parse/numactl/numactl.h"
#include "parse/proc/proc.h"
#include "parse/qemu/qemu.h"
#include "parse/rocmsmi/rocmsmi.h"
#include "parse/sysfs/sysfs.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <variant>

namespace Topo {

/// What any input format parses to: one alternative per value type (several formats share
/// one, e.g. nvidia-smi's XML and text reports). io/parsejson.h gives each its JSON form.
using ParsedValue = std::variant<PciTree, QList<PciDevice>, IommuGroupListing, TopoMatrix, P2pMatrix,
    NvidiaSmiReport, GpuQueryTable, NumaTopology, KernelCmdline, NcclTopology, BenchmarkRun,
    QList<VmConfiguration>, MachineIdentifiers, HwlocTopology, AmdTopology, AmdGpuInventory, QList<NetworkDevice>, QList<PcieEvent>,
    QList<RdmaDevice>>;

struct ParsedInput
{
    ParsedValue value;
    Diagnostics diagnostics;
};

/// What a format is for: what the machine builder makes of it (core/analyze/machinemerge.cpp
/// merges every kind but ShownOnly), and where the import dialog puts it.
enum class FormatKind {
    Topology,  // PCI, GPUs, NUMA, the kernel: the machine's hardware and how it is set up
    Benchmark, // a measured run, kept with the machine and drawn as a heatmap
    VmConfig,  // the VMs a host runs: their PCI layout and the host devices they pass through
    Identity,  // what tells machines apart and pairs a guest with its host
    ShownOnly, // read and shown by `topolens parse`, never merged into a machine
};

/// Every input format TopoLens reads, by stable name (the `--format` values of
/// `topolens parse` and the `format` field of its JSON). A row of inputFormats() is a format's
/// only description (docs/hacking.md, "How to add an input format").
struct InputFormat
{
    QString name;        // a FormatId constant: "nvidia-smi-topo"
    QString command;     // the command that produces it, for help texts
    QString description;
    FormatKind kind = FormatKind::ShownOnly;
    int (*sniff)(QByteArrayView data) = nullptr;
    /// The parser, on the bytes as given: what TopoLens collected is read so.
    ParsedInput (*read)(QByteArrayView data) = nullptr;

    /// The parser on what someone pasted: through the paste normaliser, the diagnostics on
    /// the input's own lines (parse/pastenormaliser.h).
    ParsedInput parse(QByteArrayView data) const;
};

const QList<InputFormat>& inputFormats();
const InputFormat* findInputFormat(QStringView name);

struct DetectedFormat
{
    const InputFormat* format = nullptr;
    int confidence = 0;
};

/// The benchmark formats (FormatKind::Benchmark) by name.
bool isBenchmarkFormat(QStringView format);
/// Runs the parser of a benchmark format on the bytes as given; an unknown name gives an
/// empty run and an error.
ParseResult<BenchmarkRun> parseBenchmark(QStringView format, QByteArrayView data);

/// The most likely format of a buffer, or no format when nothing claims it with confidence.
DetectedFormat detectInputFormat(QByteArrayView data);

} // namespace Topo
