// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/pcipath.h"

#include "util/tr.h"

namespace Topo {

namespace {

RootBus rootBusOf(const PciDevice& top)
{
    return { top.bdf.domain, top.bdf.bus };
}

QString rootBusName(const RootBus& root)
{
    return QString::asprintf("%04x:%02x", root.domain, root.bus);
}

bool reportsDownstreamLink(PciRole role)
{
    // A root port's or downstream port's LnkCap/LnkSta describe the link below it.
    return role == PciRole::RootPort || role == PciRole::SwitchDownstream;
}

// The link between a device and the port above it. Both ends report it; the device's own view
// is preferred, the port's is used when the device did not say (non-root lspci, sysfs gaps).
PcieLink upstreamLinkOf(const Machine& machine, const PciDevice& device)
{
    if (device.role == PciRole::RootPort || device.role == PciRole::HostBridge)
        return {};
    if (device.link.isKnown())
        return device.link;
    if (device.parent) {
        if (const PciDevice* port = machine.pci.find(*device.parent); port && reportsDownstreamLink(port->role))
            return port->link;
    }
    return {};
}

PathHop deviceHop(const Machine& machine, const PciDevice& device)
{
    PathHop hop;
    hop.kind = PathHop::Kind::Device;
    hop.bdf = device.bdf;
    hop.numaNode = device.numaNode;
    hop.upstreamLink = upstreamLinkOf(machine, device);
    hop.label = pciRoleName(device.role) + u' ' + device.bdf.toString();
    return hop;
}

PathHop hostBridgeHop(const Machine& machine, const RootBus& root)
{
    PathHop hop;
    hop.kind = PathHop::Kind::HostBridge;
    hop.rootBus = root;
    hop.numaNode = numaNodeOfRootBus(machine, root);
    hop.label = Tr::tr("root complex %1").arg(rootBusName(root));
    return hop;
}

double gbps(const LinkState& s)
{
    return s.gigabytesPerSecond();
}

void findBottleneck(DevicePath& path)
{
    for (int i = 0; i < path.hops.size(); ++i) {
        const PcieLink& link = path.hops[i].upstreamLink;
        const LinkState& effective = link.status.isKnown() && link.status.width > 0 ? link.status : link.capability;
        const double value = gbps(effective);
        if (value <= 0)
            continue;
        if (path.bottleneckHop < 0 || value < path.bottleneckGBps) {
            path.bottleneckHop = i;
            path.bottleneckGBps = value;
            path.bottleneckBelowCapability = link.trainedBelowCapability();
        }
    }
}

} // namespace

std::optional<int> numaNodeOfRootBus(const Machine& machine, const RootBus& root)
{
    // Devices on the root bus itself, or anywhere below it; indexed once per tree.
    return machine.pci.numaNodeOfRootBus(root);
}

QList<PathHop> pathToCpu(const Machine& machine, const Bdf& device)
{
    QList<PathHop> hops;
    const auto up = machine.pci.pathToRoot(device);
    for (const PciDevice* d : up)
        hops.append(deviceHop(machine, *d));
    if (!up.isEmpty())
        hops.append(hostBridgeHop(machine, rootBusOf(*up.last())));
    return hops;
}

namespace {

/// The class two devices' ways up to their root buses imply, and where those ways meet: the
/// one set of rules behind pathBetween() (which spells the path out) and the pairwise checks
/// that need only the class, for every pair of 256 GPUs.
struct PairShape
{
    LinkClass linkClass = LinkClass::Unknown;
    int lcaInA = -1; // index in A's way up of the lowest common bridge; -1: none below the root
    int lcaInB = -1;
};

PairShape shapeOf(const Machine& machine, const QList<const PciDevice*>& upA, const QList<const PciDevice*>& upB)
{
    PairShape shape;
    // Lowest common ancestor: the first bridge on A's way up that B also passes.
    for (int i = 0; i < upA.size() && shape.lcaInA < 0; ++i) {
        for (int j = 0; j < upB.size(); ++j) {
            if (upA[i] == upB[j]) {
                shape.lcaInA = i;
                shape.lcaInB = j;
                break;
            }
        }
    }
    if (shape.lcaInA >= 0) {
        const PciDevice* lca = upA[shape.lcaInA];
        // nvidia-smi counts a switch as one bridge: under one switch (or one port) is PIX.
        const bool underOneSwitch = lca->role == PciRole::SwitchUpstream && shape.lcaInA <= 2 && shape.lcaInB <= 2;
        const bool siblings = shape.lcaInA <= 1 && shape.lcaInB <= 1;
        shape.linkClass = underOneSwitch || siblings ? LinkClass::PIX : LinkClass::PXB;
        return shape;
    }
    const RootBus rootA = rootBusOf(*upA.last());
    const RootBus rootB = rootBusOf(*upB.last());
    if (rootA == rootB) {
        shape.linkClass = LinkClass::PHB;
        return shape;
    }
    const auto numaA = numaNodeOfRootBus(machine, rootA);
    const auto numaB = numaNodeOfRootBus(machine, rootB);
    if (numaA && numaB && *numaA != *numaB)
        shape.linkClass = LinkClass::Sys;
    else if ((numaA && numaB) || machine.numa.nodes.size() <= 1)
        shape.linkClass = LinkClass::Node;
    return shape;
}

} // namespace

LinkClass linkClassBetween(const Machine& machine, const Bdf& a, const Bdf& b)
{
    const auto upA = machine.pci.pathToRoot(a);
    const auto upB = machine.pci.pathToRoot(b);
    if (upA.isEmpty() || upB.isEmpty())
        return LinkClass::Unknown;
    if (a == b)
        return LinkClass::Self;
    return shapeOf(machine, upA, upB).linkClass;
}

DevicePath pathBetween(const Machine& machine, const Bdf& a, const Bdf& b)
{
    DevicePath path;
    const auto upA = machine.pci.pathToRoot(a);
    const auto upB = machine.pci.pathToRoot(b);
    if (upA.isEmpty() || upB.isEmpty()) {
        path.explanation = Tr::tr("not both in the PCI tree");
        return path;
    }
    if (a == b) {
        path.hops.append(deviceHop(machine, *upA.first()));
        path.linkClass = LinkClass::Self;
        return path;
    }
    const PairShape shape = shapeOf(machine, upA, upB);
    path.linkClass = shape.linkClass;
    if (shape.lcaInA >= 0) {
        for (int i = 0; i <= shape.lcaInA; ++i)
            path.hops.append(deviceHop(machine, *upA[i]));
        for (int j = shape.lcaInB - 1; j >= 0; --j)
            path.hops.append(deviceHop(machine, *upB[j]));
        const PciDevice* lca = upA[shape.lcaInA];
        path.explanation = path.linkClass == LinkClass::PIX
            ? Tr::tr("both below %1 %2").arg(pciRoleName(lca->role), lca->bdf.toString())
            : Tr::tr("through several bridges below %1 %2, without the host bridge").arg(pciRoleName(lca->role), lca->bdf.toString());
        findBottleneck(path);
        return path;
    }
    const RootBus rootA = rootBusOf(*upA.last());
    const RootBus rootB = rootBusOf(*upB.last());
    for (const PciDevice* d : upA)
        path.hops.append(deviceHop(machine, *d));
    path.hops.append(hostBridgeHop(machine, rootA));
    if (path.linkClass == LinkClass::PHB) {
        path.explanation = Tr::tr("through the host bridge of root complex %1").arg(rootBusName(rootA));
    } else {
        const auto numaA = numaNodeOfRootBus(machine, rootA);
        const auto numaB = numaNodeOfRootBus(machine, rootB);
        PathHop fabric;
        if (path.linkClass == LinkClass::Sys) {
            fabric.kind = PathHop::Kind::Socket;
            fabric.label = Tr::tr("between NUMA nodes %1 and %2 (socket interconnect)").arg(*numaA).arg(*numaB);
            path.explanation = Tr::tr("root complexes %1 and %2 are on different NUMA nodes")
                                   .arg(rootBusName(rootA), rootBusName(rootB));
        } else if (path.linkClass == LinkClass::Node) {
            fabric.kind = PathHop::Kind::CpuFabric;
            fabric.label = Tr::tr("between root complexes within a NUMA node");
            fabric.numaNode = numaA ? numaA : numaB;
            path.explanation = Tr::tr("different root complexes (%1, %2) of one NUMA node")
                                   .arg(rootBusName(rootA), rootBusName(rootB));
        } else {
            fabric.kind = PathHop::Kind::CpuFabric;
            fabric.label = Tr::tr("between root complexes (NUMA node unknown)");
            path.explanation = Tr::tr("different root complexes, but their NUMA nodes are unknown");
        }
        path.hops.append(fabric);
        path.hops.append(hostBridgeHop(machine, rootB));
    }
    for (int j = int(upB.size()) - 1; j >= 0; --j)
        path.hops.append(deviceHop(machine, *upB[j]));
    findBottleneck(path);
    return path;
}

namespace {
// What nvidia-smi topo -m printed for a GPU pair; Unknown when it was not collected.
/// The row labelled `GPU<gpu>`, or -1. nvidia-smi prints the GPUs first and in order, so row
/// `gpu` is tried before the search: a click on a 256-GPU host asks for 510 rows.
int gpuRow(const PrintedMatrix& matrix, int gpu)
{
    const QString label = QStringLiteral("GPU%1").arg(gpu);
    if (gpu >= 0 && gpu < matrix.size() && matrix.labels[gpu] == label)
        return gpu;
    return matrix.indexOf(label);
}

LinkClassCell printedGpuClass(const Machine& machine, int gpuA, int gpuB)
{
    if (!machine.topo)
        return {};
    const int row = gpuRow(machine.topo->matrix, gpuA);
    const int column = gpuRow(machine.topo->matrix, gpuB);
    return row >= 0 && column >= 0 ? machine.topo->linkClass(row, column) : LinkClassCell {};
}
} // namespace

QString vendorPairText(const Machine& machine, int gpuA, int gpuB)
{
    const LinkClassCell printed = printedGpuClass(machine, gpuA, gpuB);
    if (printed.linkClass != LinkClass::Unknown)
        return printed.toString();
    const AmdGpuLink* link = machine.amdLink(gpuA, gpuB);
    return link ? link->vendorText() : QString();
}

LinkClassCell gpuPairClass(const Machine& machine, int gpuA, int gpuB)
{
    const LinkClassCell printed = printedGpuClass(machine, gpuA, gpuB);
    if (printed.linkClass != LinkClass::Unknown)
        return printed;
    // AMD's tools are the only source of XGMI; their PCIE pairs take the tree's class, as
    // NVIDIA's do without nvidia-smi.
    if (const AmdGpuLink* link = machine.amdLink(gpuA, gpuB); link && link->type() == AmdLinkType::Xgmi)
        return { LinkClass::Xgmi, 0 };
    const Gpu* a = machine.gpu(gpuA);
    const Gpu* b = machine.gpu(gpuB);
    if (!a || !b || !a->bdf || !b->bdf)
        return {};
    return { linkClassBetween(machine, *a->bdf, *b->bdf), 0 };
}

QList<ClassDisagreement> compareWithNvidiaSmi(const Machine& machine)
{
    QList<ClassDisagreement> out;
    if (!machine.topo)
        return out;
    // Every pair of up to 256 GPUs: each GPU's way up and matrix row are looked up once, and a
    // pair costs only its class (no path spelled out in words).
    struct Placed
    {
        int index;
        int row;
        QList<const PciDevice*> up;
    };
    QList<Placed> placed;
    for (const Gpu& g : machine.gpus) {
        if (!g.bdf)
            continue;
        const int row = machine.topo->matrix.indexOf(QStringLiteral("GPU%1").arg(g.index));
        auto up = machine.pci.pathToRoot(*g.bdf);
        if (row >= 0 && !up.isEmpty())
            placed.append({ g.index, row, std::move(up) });
    }
    for (const Placed& a : std::as_const(placed)) {
        for (const Placed& b : std::as_const(placed)) {
            if (a.index >= b.index)
                continue;
            const LinkClass printed = machine.topo->linkClass(a.row, b.row).linkClass;
            if (printed == LinkClass::NVLink || printed == LinkClass::Unknown)
                continue; // NVLink is not in the PCI tree, and nothing printed: nothing to compare
            const LinkClass derived = shapeOf(machine, a.up, b.up).linkClass;
            if (derived != LinkClass::Unknown && derived != printed)
                out.append({ a.index, b.index, derived, printed });
        }
    }
    return out;
}

} // namespace Topo
