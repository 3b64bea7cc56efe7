// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/gpunics.h"

#include <QHash>

#include <algorithm>

namespace Topo {

namespace {

/// PCI functions that are RDMA NICs by their ids, for machines whose /sys/class was not read.
struct RdmaNicModel
{
    quint16 vendor;
    quint16 deviceFrom; // an inclusive range of device ids; 0..0xffff for every device of the vendor
    quint16 deviceTo;
};

constexpr RdmaNicModel rdmaNicModels[] = {
    { 0x15b3, 0x0000, 0xffff }, // Mellanox / NVIDIA: ConnectX, BlueField (their network functions)
    { 0x1d0f, 0xefa0, 0xefa3 }, // Amazon EFA
    { 0x8086, 0x1591, 0x1593 }, // Intel E810 (irdma)
    { 0x8086, 0x159b, 0x159b },
};

bool isRdmaNicModel(const PciDevice& d)
{
    if (d.kind() != DeviceKind::Nic)
        return false;
    if ((d.classCode >> 8) == 0x0207) // an InfiniBand controller, whoever made it
        return true;
    return std::any_of(std::begin(rdmaNicModels), std::end(rdmaNicModels), [&](const RdmaNicModel& m) {
        return d.vendorId == m.vendor && d.deviceId >= m.deviceFrom && d.deviceId <= m.deviceTo;
    });
}

int classRank(LinkClass c)
{
    switch (c) {
    case LinkClass::PIX:
        return 0;
    case LinkClass::PXB:
        return 1;
    case LinkClass::PHB:
        return 2;
    case LinkClass::Node:
        return 3;
    case LinkClass::Sys:
        return 4;
    default:
        return 5;
    }
}

} // namespace

namespace {

/// What ibstat says of the NIC of that name.
void addPortState(const Machine& m, GpuNicLink& nic)
{
    for (const RdmaDevice& d : m.rdmaDevices) {
        if (d.name != nic.name)
            continue;
        nic.active = d.anyPortActive();
        for (const RdmaPort& p : d.ports) {
            if (p.isActive() && p.rateGbps >= nic.rateGbps) {
                nic.rateGbps = p.rateGbps;
                nic.linkLayer = p.linkLayer;
            }
        }
    }
}

QList<GpuNicLink> rdmaNicsListed(const Machine& m)
{
    QList<GpuNicLink> out;
    const auto pciOfName = [&](const QString& name) -> std::optional<Bdf> {
        for (const NetworkDevice& d : m.networkDevices) {
            if (d.name == name && d.pci)
                return d.pci;
        }
        return std::nullopt;
    };
    if (m.topo) {
        const PrintedMatrix& matrix = m.topo->matrix;
        for (int row = 0; row < matrix.size(); ++row) {
            const QString& label = matrix.labels[row];
            if (!label.startsWith(u"NIC") && !label.startsWith(u"mlx5_"))
                continue;
            GpuNicLink nic;
            nic.name = m.topo->nicDeviceName(label);
            nic.bdf = pciOfName(nic.name);
            nic.matrixRow = row;
            out.append(nic);
        }
    }
    const auto known = [&](const Bdf& bdf) {
        return std::any_of(out.cbegin(), out.cend(), [&](const GpuNicLink& n) { return n.bdf == bdf; });
    };
    for (const NetworkDevice& d : m.networkDevices) {
        if (d.deviceClass == NetworkDevice::Class::Infiniband && d.pci && !known(*d.pci))
            out.append({ d.name, d.pci, {}, false, -1, std::nullopt, 0, {} });
    }
    for (const PciDevice& d : m.pci.devices) {
        if (!d.hasAddress() || known(d.bdf) || !isRdmaNicModel(d))
            continue;
        QString name = d.bdf.toString();
        for (const NetworkDevice& n : m.networkDevices) {
            if (n.pci == d.bdf) {
                name = n.name;
                break;
            }
        }
        out.append({ name, d.bdf, {}, false, -1, std::nullopt, 0, {} });
    }
    return out;
}

} // namespace

// nvidia-smi's rows first (in its order), then the functions /sys/class or the ids name.
QList<GpuNicLink> rdmaNicsOf(const Machine& m)
{
    QList<GpuNicLink> out = rdmaNicsListed(m);
    for (GpuNicLink& nic : out)
        addPortState(m, nic);
    return out;
}

bool gpuDirectRdmaByDefault(LinkClass linkClass)
{
    return linkClass == LinkClass::PIX || linkClass == LinkClass::PXB;
}

namespace {

// Closest first: by class, a NIC whose ports are all down after every other.
int nicRank(const GpuNicLink& n)
{
    return classRank(n.linkClass.linkClass) + (n.active == false ? 100 : 0);
}

GpuNics nicsOf(const Machine& machine, int index, const QList<GpuNicLink>& nics)
{
    GpuNics entry;
    entry.gpu = index;
    const Gpu* gpu = machine.gpu(index);
    const int gpuRow = machine.topo ? machine.topo->matrix.indexOf(QStringLiteral("GPU%1").arg(index)) : -1;
    for (GpuNicLink nic : nics) {
        if (gpuRow >= 0 && nic.matrixRow >= 0)
            nic.linkClass = machine.topo->linkClass(gpuRow, nic.matrixRow);
        nic.printed = nic.linkClass.linkClass != LinkClass::Unknown;
        if (!nic.printed && gpu && gpu->bdf && nic.bdf)
            nic.linkClass = { linkClassBetween(machine, *gpu->bdf, *nic.bdf), 0 };
        entry.nics.append(nic);
    }
    // A NIC whose ports are all down carries nothing: after the rest, whatever its class.
    std::stable_sort(entry.nics.begin(), entry.nics.end(), [](const GpuNicLink& a, const GpuNicLink& b) { return nicRank(a) < nicRank(b); });
    return entry;
}

} // namespace

QList<GpuNics> gpuNics(const Machine& machine)
{
    QList<GpuNics> out;
    const QList<GpuNicLink> nics = rdmaNicsOf(machine);
    if (nics.isEmpty())
        return out;
    QList<int> gpus;
    for (const Gpu& g : machine.gpus)
        gpus << g.index;
    if (gpus.isEmpty() && machine.topo) {
        for (const int row : machine.topo->gpuIndices())
            gpus << machine.topo->matrix.labels[row].mid(3).toInt();
    }
    for (const int index : std::as_const(gpus))
        out.append(nicsOf(machine, index, nics));
    // Equally close NICs shared out, as NCCL spreads GPUs over the NICs of one distance: a GPU
    // whose closest NICs tie takes the one the fewest GPUs before it took, so that two GPUs and
    // two NICs below one switch (Azure's ND A100 v4) or a dual-port card's ports pair up.
    QHash<QString, int> taken;
    const auto key = [](const GpuNicLink& n) { return n.bdf ? n.bdf->toString() : n.name; };
    for (GpuNics& g : out) {
        if (g.nics.isEmpty())
            continue;
        int choice = 0;
        for (int i = 1; i < g.nics.size() && nicRank(g.nics[i]) == nicRank(g.nics[0]); ++i) {
            if (taken.value(key(g.nics[i])) < taken.value(key(g.nics[choice])))
                choice = i;
        }
        g.nics.move(choice, 0);
        ++taken[key(g.nics[0])];
    }
    return out;
}

GpuNics nicsOfGpu(const Machine& machine, int gpu)
{
    // Through gpuNics(): which of equally close NICs is a GPU's depends on the GPUs before it.
    const QList<GpuNics> all = gpuNics(machine);
    if (const GpuNics* g = nicsOfGpu(all, gpu))
        return *g;
    return nicsOf(machine, gpu, rdmaNicsOf(machine));
}

const GpuNics* nicsOfGpu(const QList<GpuNics>& all, int gpu)
{
    const auto it = std::find_if(all.cbegin(), all.cend(), [gpu](const GpuNics& g) { return g.gpu == gpu; });
    return it == all.cend() ? nullptr : &*it;
}

} // namespace Topo
