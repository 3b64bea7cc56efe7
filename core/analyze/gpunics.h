// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/pcipath.h"
#include "model/machine.h"

#include <QList>
#include <QString>

#include <optional>

/// Each GPU's RDMA NICs and how far each is: what decides whether NCCL uses GPUDirect RDMA for
/// the GPU's traffic to other nodes. NCCL enables it only where the GPU and the NIC meet below
/// the CPU (NCCL_NET_GDR_LEVEL defaults to PXB, src/graph/paths.cc); beyond, each message is
/// staged through host memory.
namespace Topo {

/// One RDMA NIC as a GPU sees it.
struct GpuNicLink
{
    QString name;            // its RDMA device ("mlx5_0"), else its interface, else nvidia-smi's label ("NIC0")
    std::optional<Bdf> bdf;  // the PCI function, where the tree or /sys/class places it
    LinkClassCell linkClass; // nvidia-smi's cell where it printed one, else the tree's class
    bool printed = false;    // the class is nvidia-smi's
    int matrixRow = -1;      // its row of nvidia-smi topo -m, where it has one
    /// From ibstat, where the collection has it: whether a port is up, the fastest active
    /// port's rate and its link layer ("InfiniBand", "Ethernet" for RoCE).
    std::optional<bool> active;
    int rateGbps = 0;
    QString linkLayer;
};

/// A GPU and its RDMA NICs, the closest first (PIX, PXB, PHB, NODE, SYS, then unknown), a NIC
/// whose ports ibstat reports all down after every other.
struct GpuNics
{
    int gpu = -1;
    QList<GpuNicLink> nics;

    const GpuNicLink* closest() const { return nics.isEmpty() ? nullptr : &nics.first(); }
};

/// Whether NCCL uses GPUDirect RDMA between a GPU and a NIC of this class by default.
bool gpuDirectRdmaByDefault(LinkClass linkClass);

/// The machine's RDMA NICs, each once, as gpuNics() finds them (no class yet).
QList<GpuNicLink> rdmaNicsOf(const Machine& machine);

/// Every GPU's RDMA NICs. The NICs are those nvidia-smi topo -m lists (NICn with its legend, or
/// mlx5_n rows), the PCI functions /sys/class/infiniband names, and functions of known RDMA NIC
/// models (NVIDIA ConnectX and BlueField, AWS EFA, Intel E810) or of the InfiniBand controller
/// class (0207, whoever made it) where /sys/class was not read.
/// Empty when the machine has no RDMA NIC or no GPU.
QList<GpuNics> gpuNics(const Machine& machine);
/// One GPU's, as gpuNics() gives it (a tie among its closest NICs is broken by the GPUs before it).
GpuNics nicsOfGpu(const Machine& machine, int gpu);
/// One GPU's entry of a gpuNics() list already worked out (SnapshotDocument::gpuNics keeps one
/// per machine, so that a click looks it up); nullptr where the GPU has none.
const GpuNics* nicsOfGpu(const QList<GpuNics>& all, int gpu);
const GpuNics* nicsOfGpu(QList<GpuNics>&&, int) = delete; // the entry would outlive its list

} // namespace Topo
