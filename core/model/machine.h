// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/amdtopology.h"
#include "model/benchmark.h"
#include "model/diagnostic.h"
#include "model/gpu.h"
#include "model/identity.h"
#include "model/netdevice.h"
#include "model/kernelcmdline.h"
#include "model/numa.h"
#include "model/pci.h"
#include "model/pcieevent.h"
#include "model/rdmadevice.h"
#include "model/snapshot.h"
#include "model/vmconfig.h"

#include <QDateTime>
#include <QMap>

#include <optional>

namespace Topo {

/// A diagnostic with the capture it belongs to, so the UI can jump to the raw line.
struct CaptureDiagnostic
{
    QString captureId;
    Diagnostic diagnostic;
};

/// Everything TopoLens knows about one machine, derived from its raw captures by the parsers.
struct Machine
{
    MachineRole role = MachineRole::BareMetal;
    QString label;
    QString address;
    QDateTime collectedAt;

    PciTree pci;
    NumaTopology numa;
    QList<Gpu> gpus;                 // by index
    bool gpuIndicesAssumed = false;  // no nvidia-smi: GPUs numbered in PCI order
    std::optional<TopoMatrix> topo;  // nvidia-smi topo -m
    QMap<P2pCapability, P2pMatrix> p2p;
    AmdTopology amdTopology;         // rocm-smi --showtopo, amd-smi topology: XGMI/PCIE, hops, weights
    std::optional<KernelCmdline> cmdline;
    QString driverVersion;
    QString cudaVersion;
    QString identity;                // uname / board text, first lines of "identity"
    MachineIdentifiers identifiers;  // machine-id, boot id, DMI product and UUID, MACs ("machine-identity")
    QList<NetworkDevice> networkDevices; // network and RDMA devices and their PCI functions ("net-devices")
    QList<RdmaDevice> rdmaDevices;       // RDMA devices' ports: state, rate, link layer (ibstat)
    QList<PcieEvent> pcieEvents;     // the kernel log's PCIe errors and link events, in log order ("dmesg-pcie")
    QList<BenchmarkRun> benchmarks;  // imported benchmark runs, in capture order (see core/analyze/match/benchmarkgpus.h)
    QList<VmConfiguration> vms;      // VMs this machine runs or configures (QEMU command lines, libvirt domains; see core/analyze/match/vmdevices.h)

    bool iommuListed = false;        // an IOMMU listing was collected (possibly empty: IOMMU off)
    QStringList missingTools;        // commands that were not installed (a normal state)
    QList<CaptureDiagnostic> diagnostics;

    const Gpu* gpu(int index) const;
    const Gpu* gpuAt(const Bdf& bdf) const;
    const PciDevice* deviceOf(const Gpu& gpu) const;
    /// nvidia-smi's P2P status between two GPUs by index, when that matrix was collected.
    std::optional<P2pStatus> p2pStatus(int gpuA, int gpuB, P2pCapability capability = P2pCapability::Read) const;
    /// What AMD's tools printed between two GPUs (by this machine's GPU index), if they did.
    const AmdGpuLink* amdLink(int gpuA, int gpuB) const;
    /// AMD's word on P2P between two GPUs (amd-smi's ACCESS table), when it printed one.
    std::optional<P2pStatus> amdPeerAccess(int gpuA, int gpuB, P2pCapability capability) const;
    /// Whether a GPU is AMD's: numbered by AMD's tools, or PCI vendor 1002 (bound to vfio-pci,
    /// say, where AMD's tools do not list it). What decides between AMD's and NVIDIA's words.
    bool isAmdGpu(const Gpu& gpu) const;
    /// Whether every one of these GPUs (by index) is AMD's; false for none.
    bool allAmdGpus(const QList<int>& gpuIndices) const;
    /// Distinct IOMMU group numbers in use, ascending.
    QList<int> iommuGroups() const;
};

} // namespace Topo
