// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"
#include "model/numa.h"
#include "model/pci.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace Topo {

/// hwloc's OS device types as its 1.x and 2.x XML write `osdev_type` (hwloc_obj_osdev_type_e
/// of hwloc 2.x). hwloc 3.x writes a bit mask instead, read into the 2.x type its own v2
/// export would write.
enum class HwlocOsDeviceType { Block, Gpu, Network, OpenFabrics, Dma, CoProcessor, Unknown };

QString hwlocOsDeviceTypeName(HwlocOsDeviceType type);

/// One OS device: what the operating system or a vendor library calls a device ("eth0",
/// "mlx5_0", "nvme0n1", "nvml0", "cuda0", "rsmi0"). Text is the remote machine's, cleaned.
struct HwlocOsDevice
{
    QString name;
    HwlocOsDeviceType type = HwlocOsDeviceType::Unknown;
    QString subtype;  // 2.x `subtype` ("CUDA", "NVML", "OpenCL", "RSMI"); 1.x info CoProcType/Type
    QString backend;  // info Backend: "NVML", "CUDA", "OpenCL", "RSMI", "Linux"
    QString gpuModel; // info GPUModel: "Tesla V100-SXM3-32GB-H"
    std::optional<Bdf> pciDevice; // the PCI function it hangs under
    std::optional<int> numaNode;  // the one NUMA node local to it, as for PCI devices
    QList<QPair<QString, QString>> infos; // every <info name value>, in file order
    int line = 0;
};

/// One object a distance matrix names: its hwloc type and index (an OS index for NUMA nodes and
/// PUs, hwloc's global index for the rest), and what it resolves to in the file.
struct HwlocDistanceObject
{
    QString type;  // "NUMANode", "OSDev", "PCIDev", "Package"
    quint64 index = 0;
    QString label; // the OS device's name, the PCI address, "NUMANode 1"; empty when unresolved
};

/// A distance matrix: hwloc 2.x `<distances2>` / `<distances2hetero>` (NUMA latencies,
/// NVLink or XGMI bandwidths), or a 1.x `<distances>` of NUMA latencies.
struct HwlocDistances
{
    /// hwloc_distances_kind_e.
    enum Kind : quint32 {
        FromOs = 1u << 0,
        FromUser = 1u << 1,
        MeansLatency = 1u << 2,
        MeansBandwidth = 1u << 3,
        HeterogeneousTypes = 1u << 4,
    };
    QString name; // 2.x name ("NUMALatency", "NVLinkBandwidth", "XGMIBandwidth"); empty in 1.x
    quint32 kind = 0;
    QList<HwlocDistanceObject> objects;
    /// Row-major, objects.size()²: hwloc's own unit (latencies relative, 10 on the diagonal
    /// from Linux; NVLink bandwidths in MB/s). 1.x values are latency × latency_base.
    QList<double> values;
    int line = 0;

    qsizetype size() const { return objects.size(); }
    double value(qsizetype row, qsizetype column) const { return values.value(row * objects.size() + column); }
};

/// What `lstopo --of xml` says about a machine's I/O and memory: the PCI tree (host bridges
/// give the root buses, PCI bridges their bus ranges), NUMA nodes with their CPUs and memory,
/// the OS devices and the distance matrices. CPU caches, cores and PUs are not kept.
struct HwlocTopology
{
    int formatMajor = 0;  // the XML's version: 1 (no version attribute), 2, 3
    QString hwlocVersion; // the root's info hwlocVersion ("2.9.0"), when written
    QList<QPair<QString, QString>> machineInfos; // the root's <info> (DMI, OS, host name), in order
    /// Each device's numaNode is the one NUMA node in the nodeset of the object hwloc attached
    /// it to (hwloc places PCI devices by their sysfs local_cpus); none where that object spans
    /// several nodes or is the machine itself (local to every CPU, as with numa_node -1).
    /// hwloc keeps no link width nor link speed: see linkSpeedsGBps.
    PciTree pci;
    /// pci_link_speed by device: GB/s of one direction over all lanes of the link as trained
    /// (rate × lanes × encoding / 8: 63.015385 is Gen5 x16 or Gen4 x32), which hwloc does not
    /// split into rate and width. Devices with 0 (unknown) are not listed.
    QHash<Bdf, double> linkSpeedsGBps;
    NumaTopology numa; // by ascending id; distances from the NUMA latency matrix, if any
    QList<HwlocOsDevice> osDevices;
    QList<HwlocDistances> distances;

    /// The GPU model an OS device of that PCI function names (NVML, CUDA, OpenCL, RSMI), or empty.
    QString gpuModel(const Bdf& bdf) const;
    bool isEmpty() const { return pci.isEmpty() && numa.isEmpty() && osDevices.isEmpty(); }
};

} // namespace Topo
