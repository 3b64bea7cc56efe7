// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/machine.h"

#include "util/lookup.h"

#include <algorithm>

namespace Topo {

const Gpu* Machine::gpu(int index) const
{
    // GPUs are kept by index, so GPU n is nearly always at position n: analysis asks for GPUs
    // per pair, 32,640 pairs on a 256-GPU host.
    if (index >= 0 && index < gpus.size() && gpus[index].index == index)
        return &gpus[index];
    return findBy(gpus, &Gpu::index, index);
}

const Gpu* Machine::gpuAt(const Bdf& bdf) const
{
    for (const auto& g : gpus) {
        if (g.bdf && *g.bdf == bdf)
            return &g;
    }
    return nullptr;
}

const PciDevice* Machine::deviceOf(const Gpu& g) const
{
    return g.bdf ? pci.find(*g.bdf) : nullptr;
}

std::optional<P2pStatus> Machine::p2pStatus(int gpuA, int gpuB, P2pCapability capability) const
{
    const auto it = p2p.constFind(capability);
    if (it == p2p.cend())
        return amdPeerAccess(gpuA, gpuB, capability);
    const int row = it->matrix.indexOf(QStringLiteral("GPU%1").arg(gpuA));
    const int column = it->matrix.indexOf(QStringLiteral("GPU%1").arg(gpuB));
    if (row < 0 || column < 0)
        return std::nullopt;
    return it->status(row, column);
}

const AmdGpuLink* Machine::amdLink(int gpuA, int gpuB) const
{
    const Gpu* a = gpu(gpuA);
    const Gpu* b = gpu(gpuB);
    return a && b && a->amdIndex && b->amdIndex ? amdTopology.link(*a->amdIndex, *b->amdIndex) : nullptr;
}

std::optional<P2pStatus> Machine::amdPeerAccess(int gpuA, int gpuB, P2pCapability capability) const
{
    // amd-smi's ACCESS table says whether one GPU can reach the other's memory: P2P read and
    // write alike. rocm-smi does not say.
    if (capability != P2pCapability::Read && capability != P2pCapability::Write)
        return std::nullopt;
    const AmdGpuLink* link = amdLink(gpuA, gpuB);
    if (!link || link->accessible.isEmpty())
        return std::nullopt;
    if (gpuA == gpuB)
        return P2pStatus::Self;
    const QString access = link->accessible.toUpper();
    if (access == u"ENABLED" || access == u"TRUE" || access == u"YES")
        return P2pStatus::Ok;
    if (access == u"DISABLED" || access == u"FALSE" || access == u"NO")
        return P2pStatus::NotSupported;
    return P2pStatus::Unknown;
}

bool Machine::isAmdGpu(const Gpu& g) const
{
    const PciDevice* d = deviceOf(g);
    return g.amdIndex.has_value() || (d && d->vendorId == amdPciVendorId);
}

bool Machine::allAmdGpus(const QList<int>& gpuIndices) const
{
    return !gpuIndices.isEmpty() && std::all_of(gpuIndices.cbegin(), gpuIndices.cend(), [this](int index) {
        const Gpu* g = gpu(index);
        return g && isAmdGpu(*g);
    });
}

QList<int> Machine::iommuGroups() const
{
    QList<int> groups;
    for (const auto& d : pci.devices) {
        if (d.iommuGroup && !groups.contains(*d.iommuGroup))
            groups.append(*d.iommuGroup);
    }
    std::sort(groups.begin(), groups.end());
    return groups;
}

} // namespace Topo
