// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/amdtopology.h"
#include "model/benchmark.h"
#include "model/diagnostic.h"
#include "model/gpu.h"
#include "model/kernelcmdline.h"
#include "model/numa.h"
#include "model/pci.h"
#include "parse/amdsmi/amdsmi.h"
#include "parse/bench/benchmarks.h"
#include "parse/hwloc/hwloc.h"
#include "parse/libvirt/libvirt.h"
#include "parse/lspci/lspci.h"
#include "parse/nccl/nccltopo.h"
#include "parse/nvidiasmi/nvidiasmi.h"
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
    QList<VmConfiguration>, MachineIdentifiers, HwlocTopology, AmdTopology, AmdGpuInventory>;

struct ParsedInput
{
    ParsedValue value;
    Diagnostics diagnostics;
};

/// Every input format TopoLens reads, by stable name (the `--format` values of
/// `topolens parse` and the `format` field of its JSON).
struct InputFormat
{
    QString name;        // "nvidia-smi-topo"
    QString command;     // the command that produces it, for help texts
    QString description;
    int (*sniff)(QByteArrayView data) = nullptr;
    ParsedInput (*parse)(QByteArrayView data) = nullptr;
};

const QList<InputFormat>& inputFormats();
const InputFormat* findInputFormat(QStringView name);

struct DetectedFormat
{
    const InputFormat* format = nullptr;
    int confidence = 0;
};

/// The most likely format of a buffer, or no format when nothing claims it with confidence.
DetectedFormat detectInputFormat(QByteArrayView data);

} // namespace Topo
