// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/graphbuilder.h"

#include "analyze/pcipath.h"
#include "util/tr.h"

#include <QHash>
#include <QSet>

namespace Topo::Layout {

namespace {

bool isKeptEndpoint(const PciDevice& d)
{
    const DeviceKind kind = d.kind();
    return kind == DeviceKind::Gpu || kind == DeviceKind::Nic || kind == DeviceKind::Nvme;
}

NodeKind nodeKindOf(const PciDevice& d)
{
    switch (d.role) {
    case PciRole::RootPort:
        return NodeKind::RootPort;
    case PciRole::SwitchUpstream:
    case PciRole::SwitchDownstream:
        return NodeKind::SwitchPort;
    case PciRole::PciBridge:
        return NodeKind::Bridge;
    case PciRole::HostBridge:
        return NodeKind::HostBridge;
    default:
        break;
    }
    switch (d.kind()) {
    case DeviceKind::Gpu:
        return NodeKind::Gpu;
    case DeviceKind::Nic:
        return NodeKind::Nic;
    case DeviceKind::Nvme:
        return NodeKind::Nvme;
    case DeviceKind::Bridge:
        return NodeKind::Bridge;
    default:
        return NodeKind::Other;
    }
}

/// The product a PCI description names, for a box: the bracketed name it ends with ("NVIDIA
/// Corporation GH100 [H100 SXM5 80GB]" → "H100 SXM5 80GB"), else what follows the vendor's
/// bracketed alias ("Advanced Micro Devices, Inc. [AMD] Device 14a4" → "Device 14a4"), else
/// the text. AMD's products keep "AMD" in front, as AMD's own tools name them: "Advanced Micro
/// Devices, Inc. [AMD/ATI] Aqua Vanjaram [Instinct MI300X]" → "AMD Instinct MI300X".
QString productName(QString text, bool amd)
{
    const qsizetype idsAt = text.lastIndexOf(u" [");
    if (idsAt > 0 && text.endsWith(u']') && text.mid(idsAt + 2, 4).count(u':') == 0 && text.size() - idsAt == 12)
        text.truncate(idsAt); // drop a trailing "[vvvv:dddd]"
    const qsizetype firstOpen = text.indexOf(u'[');
    const qsizetype firstClose = text.indexOf(u']', firstOpen);
    QString product;
    if (text.endsWith(u']')) {
        const qsizetype open = text.lastIndexOf(u'[');
        product = text.mid(open + 1, text.size() - open - 2);
    }
    if (product.isEmpty() && firstClose > firstOpen && firstOpen >= 0 && firstClose + 1 < text.size())
        product = text.mid(firstClose + 1).trimmed();
    if (product.isEmpty())
        return text;
    if (amd && (product.startsWith(u"Instinct") || product.startsWith(u"Radeon")))
        product.prepend(QStringLiteral("AMD "));
    return product;
}

constexpr quint16 amdVendorId = 0x1002;

QString shortName(const PciDevice& d)
{
    // The device part of the description where lspci gave one ("GH100 [H100 SXM5 80GB]").
    return productName(d.deviceName.isEmpty() ? d.description : d.deviceName, d.vendorId == amdVendorId);
}

// Names longer than this go on two lines (at a space), so a box stays narrow: a row of eight
// GPUs is most of a drawing's width.
constexpr qsizetype nameLineChars = 22;

/// "RTX PRO 6000 Blackwell Server Edition" → "RTX PRO 6000 Blackwell", "Server Edition":
/// split at the space nearest the middle; a name with no space, or one short enough, stays one.
QStringList nameLines(const QString& name)
{
    if (name.size() <= nameLineChars)
        return { name };
    qsizetype best = -1;
    for (qsizetype at = name.indexOf(u' '); at > 0; at = name.indexOf(u' ', at + 1)) {
        if (best < 0 || std::abs(at - name.size() / 2) < std::abs(best - name.size() / 2))
            best = at;
    }
    if (best < 0)
        return { name };
    return { name.left(best), name.mid(best + 1) };
}

QString roleLabel(const PciDevice& d)
{
    switch (d.role) {
    case PciRole::RootPort:
        return Tr::tr("Root port");
    case PciRole::SwitchUpstream:
        return Tr::tr("Switch upstream");
    case PciRole::SwitchDownstream:
        return Tr::tr("Switch downstream");
    case PciRole::PciBridge:
        return Tr::tr("Bridge");
    default:
        return deviceKindName(d.kind());
    }
}

QString rootId(const RootBus& root)
{
    return rootComplexNodeId(root);
}

QString deviceId(const Bdf& bdf)
{
    return deviceNodeId(bdf);
}

} // namespace

QString rootComplexNodeId(const RootBus& root)
{
    return QString::asprintf("rc_%04x_%02x", root.domain, root.bus);
}

QString deviceNodeId(const Bdf& bdf)
{
    return QString::asprintf("d_%04x_%02x_%02x_%x", bdf.domain, bdf.bus, bdf.device, bdf.function);
}

QString linkStateText(const LinkState& state)
{
    if (!state.isKnown())
        return {};
    const int gen = state.generation();
    QString text = gen ? QStringLiteral("Gen%1").arg(gen) : QStringLiteral("%1 GT/s").arg(state.speedGTs);
    if (state.width > 0)
        text += QStringLiteral(" x%1").arg(state.width);
    return text;
}

GraphEdge gpuPairEdge(const Machine& machine, const GraphNode& a, const GraphNode& b)
{
    GraphEdge pair;
    pair.kind = GraphEdge::Kind::GpuPair;
    pair.tail = a.id;
    pair.head = b.id;
    pair.linkClass = gpuPairClass(machine, a.gpuIndex, b.gpuIndex);
    pair.p2p = machine.p2pStatus(a.gpuIndex, b.gpuIndex);
    return pair;
}

QSizeF estimatedNodeSize(const GraphNode& node)
{
    qsizetype longest = 0;
    for (const QString& line : node.lines)
        longest = std::max(longest, line.size());
    return QSizeF(std::max<qsizetype>(longest, 8) * 6.2 + 16, node.lines.size() * 13.0 + 12);
}

namespace {

QString numaClusterIdOf(int numa)
{
    return QStringLiteral("numa_%1").arg(numa);
}

QString cpuNodeIdOf(int numa)
{
    return QStringLiteral("cpu_%1").arg(numa);
}

// Which devices to draw: kept endpoints and every bridge above them. Host-bridge functions
// (root complex, dummy host bridges) stand for the root complex node.
QSet<Bdf> shownDevices(const Machine& machine, const GraphOptions& options)
{
    QSet<Bdf> shown;
    for (const PciDevice& d : machine.pci.devices) {
        if (!options.foldUnrelated || isKeptEndpoint(d)) {
            for (const PciDevice* up : machine.pci.pathToRoot(d.bdf))
                shown.insert(up->bdf);
        }
    }
    for (const PciDevice& d : machine.pci.devices) {
        if (d.role == PciRole::HostBridge && !d.parent)
            shown.remove(d.bdf);
    }
    return shown;
}

/// Root buses, each with its devices in enumeration order, and their NUMA nodes.
struct MachineRoots
{
    QList<RootBus> roots; // in bus order
    QHash<RootBus, QList<const PciDevice*>> devices;
    QHash<QString, std::optional<int>> numa; // by rootId()
};

MachineRoots rootsOf(const Machine& machine)
{
    MachineRoots out;
    out.roots = machine.pci.rootBuses;
    for (const PciDevice& d : machine.pci.devices) {
        const std::optional<RootBus> root = machine.pci.rootBusOf(d.bdf);
        if (!root)
            continue;
        if (!out.roots.contains(*root))
            out.roots.append(*root);
        out.devices[*root].append(&d);
    }
    std::sort(out.roots.begin(), out.roots.end(), [](const RootBus& a, const RootBus& b) {
        return std::tie(a.domain, a.bus) < std::tie(b.domain, b.bus);
    });
    for (const RootBus& root : std::as_const(out.roots))
        out.numa.insert(rootId(root), numaNodeOfRootBus(machine, root));
    return out;
}

// NUMA clusters with a CPU node each, joined by the socket interconnect; machines without
// NUMA information get one CPU node, whose id is returned (empty when there are clusters).
QString addCpus(Graph& graph, const Machine& machine, const GraphOptions& options, const MachineRoots& roots,
    QList<int>* numaIds)
{
    const bool deviceNumaKnown = std::any_of(roots.numa.cbegin(), roots.numa.cend(), [](const auto& n) { return n.has_value(); });
    // Without device NUMA affinity (a guest), NUMA boxes would claim an affinity nobody
    // reported: then there is one CPU node, and its label says how many NUMA nodes exist.
    if (options.numaClusters && deviceNumaKnown) {
        for (const auto& n : machine.numa.nodes)
            numaIds->append(n.id);
        for (auto it = roots.numa.cbegin(); it != roots.numa.cend(); ++it) {
            if (it.value() && !numaIds->contains(*it.value()))
                numaIds->append(*it.value());
        }
        std::sort(numaIds->begin(), numaIds->end());
    }
    for (int id : std::as_const(*numaIds)) {
        GraphCluster c;
        c.id = numaClusterIdOf(id);
        c.kind = GraphCluster::Kind::Numa;
        c.label = Tr::tr("NUMA node %1").arg(id);
        graph.clusters.append(c);
        GraphNode cpu;
        cpu.id = cpuNodeIdOf(id);
        cpu.kind = NodeKind::Cpu;
        cpu.cluster = c.id;
        cpu.numaNode = id;
        const NumaNode* node = machine.numa.find(id);
        cpu.lines = { Tr::tr("CPU \u00b7 NUMA %1").arg(id) };
        if (node && !node->cpuList.isEmpty())
            cpu.lines << Tr::tr("CPUs %1").arg(node->cpuList);
        graph.nodes.append(cpu);
    }
    QString sharedCpu;
    if (numaIds->isEmpty()) {
        GraphNode cpu;
        cpu.id = QStringLiteral("cpu");
        cpu.kind = NodeKind::Cpu;
        cpu.lines = { Tr::tr("CPU") };
        if (machine.numa.nodes.size() > 1 && !deviceNumaKnown)
            cpu.lines << nameLines(Tr::tr("%n NUMA nodes; no device reports one", "", int(machine.numa.nodes.size())));
        graph.nodes.append(cpu);
        sharedCpu = cpu.id;
    }
    for (int i = 1; i < numaIds->size(); ++i) {
        GraphEdge fabric;
        fabric.kind = GraphEdge::Kind::Fabric;
        fabric.tail = cpuNodeIdOf(numaIds->at(i - 1));
        fabric.head = cpuNodeIdOf(numaIds->at(i));
        fabric.label = Tr::tr("socket interconnect");
        graph.edges.append(fabric);
    }
    return sharedCpu;
}

// A device's box: a GPU by its number, address and product name; anything else by its role,
// address and (endpoints) name, a NIC with its interface and RDMA names; GPUs, NICs and NVMe
// drives with their IOMMU group and NUMA node.
GraphNode deviceNode(const Machine& machine, const PciDevice& d, const Gpu* gpu, const QString& cluster)
{
    GraphNode node;
    node.id = deviceId(d.bdf);
    node.kind = nodeKindOf(d);
    node.bdf = d.bdf;
    node.cluster = cluster;
    node.iommuGroup = d.iommuGroup;
    node.numaNode = d.numaNode;
    node.pcieErrors = pcieErrorLevel(d.aer, machine.pcieEvents, d.bdf);
    if (gpu && node.kind == NodeKind::Gpu) {
        node.gpuIndex = gpu->index;
        node.lines << QStringLiteral("GPU%1 \u00b7 %2").arg(gpu->index).arg(d.bdf.toShortString());
        // Without nvidia-smi the name is lspci's ("NVIDIA Corporation GH100 [H100 SXM5
        // 80GB]"): its bracketed product name reads best, as for other devices.
        QString name = gpu->name.isEmpty() || machine.gpuIndicesAssumed ? shortName(d) : gpu->name;
        if (name.endsWith(u']'))
            name = productName(name, d.vendorId == amdVendorId); // named by its PCI description
        if (name.startsWith(u"NVIDIA "))
            name = name.mid(7); // the box says GPU already; the vendor adds nothing
        node.lines << nameLines(name);
    } else {
        node.lines << roleLabel(d) + u' ' + d.bdf.toShortString();
        if (node.kind != NodeKind::RootPort && node.kind != NodeKind::SwitchPort && node.kind != NodeKind::Bridge)
            node.lines << nameLines(shortName(d));
    }
    // A NIC by the names NCCL and the kernel use for it ("mlx5_0 · ens1f0np0").
    if (!d.networkDevices.isEmpty())
        node.lines << d.networkDevices.join(QStringLiteral(" \u00b7 "));
    QStringList facts;
    if (d.iommuGroup)
        facts << Tr::tr("IOMMU %1").arg(*d.iommuGroup);
    if (d.numaNode)
        facts << Tr::tr("NUMA %1").arg(*d.numaNode);
    if (!facts.isEmpty() && (node.kind == NodeKind::Gpu || node.kind == NodeKind::Nic || node.kind == NodeKind::Nvme))
        node.lines << facts.join(QStringLiteral(" \u00b7 "));
    return node;
}

// The tree edge above a device, labelled with its link as trained (or as capable).
GraphEdge treeEdge(const Machine& machine, const PciDevice& d, const QSet<Bdf>& shown, const QString& rootNode, const QString& node)
{
    GraphEdge edge;
    edge.kind = GraphEdge::Kind::Tree;
    edge.tail = d.parent && shown.contains(*d.parent) ? deviceId(*d.parent) : rootNode;
    edge.head = node;
    const QList<PathHop> hops = pathToCpu(machine, d.bdf);
    const PcieLink link = hops.isEmpty() ? PcieLink {} : hops.first().upstreamLink;
    const LinkState& shownState = link.status.isKnown() ? link.status : link.capability;
    edge.label = linkStateText(shownState);
    edge.belowCapability = link.trainedBelowCapability();
    return edge;
}

// One root complex: a cluster with its host bridge and the shown devices, or one small box
// when nothing GPU-related sits below it.
void addRootComplex(Graph& graph, const Machine& machine, const GraphOptions& options, const RootBus& root,
    const QList<const PciDevice*>& members, const QSet<Bdf>& shown, const QString& cpu, const QString& parentCluster,
    std::optional<int> numa, const QHash<Bdf, const Gpu*>& gpuOfDevice)
{
    const QString rid = rootId(root);
    int hidden = 0;
    int visible = 0;
    for (const PciDevice* d : members)
        (shown.contains(d->bdf) ? visible : hidden) += 1;
    const QString rootName = QString::asprintf("%04x:%02x", root.domain, root.bus);
    if (visible == 0) {
        GraphNode folded;
        folded.id = rid;
        folded.kind = NodeKind::Folded;
        folded.cluster = parentCluster;
        folded.foldedCount = hidden;
        folded.numaNode = numa;
        folded.lines = { Tr::tr("Root complex %1").arg(rootName), Tr::tr("%n device(s)", "", hidden) };
        graph.nodes.append(folded);
        graph.edges.append({ GraphEdge::Kind::Fabric, cpu, rid, {}, {}, {}, false });
        return;
    }
    GraphCluster cluster;
    cluster.id = rid + QStringLiteral("_cluster");
    cluster.kind = GraphCluster::Kind::RootComplex;
    cluster.parent = parentCluster;
    cluster.label = Tr::tr("Root complex %1").arg(rootName);
    graph.clusters.append(cluster);
    GraphNode hostBridge;
    hostBridge.id = rid;
    hostBridge.kind = NodeKind::HostBridge;
    hostBridge.cluster = cluster.id;
    hostBridge.numaNode = numa;
    hostBridge.lines = { Tr::tr("Host bridge %1").arg(rootName) };
    // Folded devices are counted on the host bridge rather than drawn: a box of its own
    // would widen every root complex for nothing a GPU path touches.
    if (hidden > 0 && options.foldUnrelated) {
        hostBridge.lines << Tr::tr("+%n other device(s)", "", hidden);
        hostBridge.foldedCount = hidden;
    }
    graph.nodes.append(hostBridge);
    graph.edges.append({ GraphEdge::Kind::Fabric, cpu, rid, {}, {}, {}, false });
    for (const PciDevice* member : members) {
        if (!shown.contains(member->bdf))
            continue;
        const GraphNode node = deviceNode(machine, *member, gpuOfDevice.value(member->bdf), cluster.id);
        graph.nodes.append(node);
        graph.edges.append(treeEdge(machine, *member, shown, rid, node.id));
    }
}

// Every GPU pair as an edge, unless there are too many GPUs (then on demand, for a selection).
void addPairEdges(Graph& graph, const Machine& machine, const GraphOptions& options)
{
    QList<const GraphNode*> gpuNodes;
    for (const Gpu& g : machine.gpus) {
        const int n = graph.gpuNodeIndex(g.index);
        if (n >= 0)
            gpuNodes.append(&graph.nodes[n]);
    }
    graph.pairEdgesOnDemand = gpuNodes.size() > options.maxGpusForAllPairs;
    QList<GraphEdge> pairs;
    for (int a = 0; a < gpuNodes.size() && !graph.pairEdgesOnDemand; ++a) {
        for (int b = 0; b < gpuNodes.size(); ++b) {
            if (gpuNodes[a]->gpuIndex < gpuNodes[b]->gpuIndex)
                pairs.append(gpuPairEdge(machine, *gpuNodes[a], *gpuNodes[b]));
        }
    }
    graph.edges.append(pairs);
}

} // namespace

Graph buildTopologyGraph(const Machine& machine, const GraphOptions& options)
{
    Graph graph;
    graph.title = machineRoleTitle(machine.role) + u": " + machine.label;
    const QSet<Bdf> shown = shownDevices(machine, options);
    const MachineRoots roots = rootsOf(machine);
    QHash<Bdf, const Gpu*> gpuOfDevice;
    for (const Gpu& g : machine.gpus) {
        if (g.bdf && !gpuOfDevice.contains(*g.bdf))
            gpuOfDevice.insert(*g.bdf, &g);
    }
    QList<int> numaIds;
    const QString sharedCpu = addCpus(graph, machine, options, roots, &numaIds);
    for (const RootBus& root : roots.roots) {
        const std::optional<int> numa = roots.numa.value(rootId(root));
        const QString cpu = sharedCpu.isEmpty() && numa ? cpuNodeIdOf(*numa) : sharedCpu.isEmpty() ? cpuNodeIdOf(numaIds.value(0)) : sharedCpu;
        const QString parentCluster = sharedCpu.isEmpty() && numa ? numaClusterIdOf(*numa) : QString();
        addRootComplex(graph, machine, options, root, roots.devices.value(root), shown, cpu, parentCluster, numa, gpuOfDevice);
    }
    if (options.pairEdges)
        addPairEdges(graph, machine, options);
    for (GraphNode& n : graph.nodes)
        n.size = estimatedNodeSize(n);
    return graph;
}

} // namespace Topo::Layout
