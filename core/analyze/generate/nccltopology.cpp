// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/generate/nccltopology.h"

#include "analyze/gpunics.h"
#include "analyze/match/vmdevices.h"

#include "parse/nccl/nccltopo.h"
#include "util/text.h"
#include "util/tr.h"
#include "util/xmltext.h"

#include <QMap>

#include <algorithm>

namespace Topo {

namespace {

double gtsOfGeneration(int generation)
{
    static const double rates[] = { 0, 2.5, 5, 8, 16, 32, 64 };
    return generation > 0 && generation <= 6 ? rates[generation] : 0;
}

// The link NCCL computes for a device: the lesser of its own maximum and its port's (it reads
// max_link_speed/max_link_width of both, src/graph/xml.cc).
LinkState ncclLinkOf(const Machine& machine, const PciDevice* device, const Gpu* gpu)
{
    LinkState own;
    if (device)
        own = device->link.capability.isKnown() ? device->link.capability : device->link.status;
    if (gpu && own.speedGTs <= 0)
        own.speedGTs = gtsOfGeneration(gpu->linkGenMax);
    if (gpu && own.width <= 0)
        own.width = gpu->linkWidthMax;
    if (device && device->parent) {
        if (const PciDevice* port = machine.pci.find(*device->parent)) {
            const LinkState& p = port->link.capability;
            if (p.speedGTs > 0 && own.speedGTs > 0)
                own.speedGTs = std::min(own.speedGTs, p.speedGTs);
            if (p.width > 0 && own.width > 0)
                own.width = std::min(own.width, p.width);
        }
    }
    return own;
}

QString hexAttribute(quint32 value, int digits)
{
    return u"0x" + QStringLiteral("%1").arg(value, digits, 16, QLatin1Char('0'));
}

QString madeUpBusId(int n)
{
    // NCCL only needs the ids to be unique and absent from the VM (NVIDIA/nccl #1843); Azure's
    // files use the same ffff:ff:NN.0 range.
    const int bus = 0xff - (n - 1) / 31;
    const int device = 1 + (n - 1) % 31;
    return QString::asprintf("ffff:%02x:%02x.0", bus, device);
}

struct Item
{
    const Gpu* hostGpu = nullptr;          // a GPU, or
    QString nicName;                       // an RDMA NIC ("mlx5_0"; its bus id where no name is known)
    const PciDevice* hostDevice = nullptr;
    Bdf busId;                       // what NCCL will see: the guest's bus id, or the host's
    int outputNuma = -1;
    QList<const PciDevice*> bridges; // kept host switch levels, outermost first
    LinkState link;
};

struct OutNode
{
    const PciDevice* bridge = nullptr; // a bridge node, or
    int item = -1;                     // a GPU node
    QString busId;
    LinkState link;
    QList<int> children;
};

class Writer
{
public:
    void open(const QString& name, const QList<QPair<QString, QString>>& attributes, bool selfClosing)
    {
        QString line = QString(m_depth * 2, u' ') + u'<' + name;
        for (const auto& [key, value] : attributes)
            line += u' ' + key + u"=\"" + Text::escapeXmlClean(value) + u'"';
        line += selfClosing ? QStringLiteral("/>") : QStringLiteral(">");
        m_lines << line;
        if (!selfClosing)
            ++m_depth;
    }
    void close(const QString& name)
    {
        --m_depth;
        m_lines << QString(m_depth * 2, u' ') + u"</" + name + u'>';
    }
    void comment(const QStringList& lines)
    {
        if (lines.isEmpty())
            return;
        m_lines << u"<!-- " + lines.first();
        for (qsizetype i = 1; i < lines.size(); ++i)
            m_lines << u"     " + lines[i];
        m_lines.last() += QStringLiteral(" -->");
    }
    QByteArray bytes() const { return (m_lines.join(u'\n') + u'\n').toUtf8(); }

private:
    QStringList m_lines;
    int m_depth = 0;
};

QList<QPair<QString, QString>> linkAttributes(const LinkState& link)
{
    QList<QPair<QString, QString>> out;
    const QString speed = ncclLinkSpeedText(link.speedGTs);
    if (!speed.isEmpty())
        out.append({ QStringLiteral("link_speed"), speed });
    if (link.width > 0)
        out.append({ QStringLiteral("link_width"), QString::number(link.width) });
    return out;
}

} // namespace

QString cpuMaskOf(const QList<int>& cpus)
{
    int highest = -1;
    for (int c : cpus)
        highest = std::max(highest, c);
    if (highest < 0 || highest > 65535)
        return {};
    QList<quint32> words((highest + 32) / 32, 0);
    for (int c : cpus) {
        if (c >= 0)
            words[c / 32] |= quint32(1) << (c % 32);
    }
    QStringList out;
    for (qsizetype w = words.size() - 1; w >= 0; --w)
        out << QStringLiteral("%1").arg(words[w], 8, 16, QLatin1Char('0'));
    return out.join(u',');
}

namespace {

// Which GPUs, under which bus ids: the host's own, or each guest GPU's host GPU under the
// guest's bus id, in guest order.
QList<Item> chooseGpus(const VirtualizationSetup& setup, bool forGuest, Diagnostics* diagnostics)
{
    const Machine& host = *setup.host;
    QList<Item> items;
    if (!forGuest) {
        for (const Gpu& g : host.gpus) {
            if (!g.bdf)
                continue;
            Item item;
            item.hostGpu = &g;
            item.busId = *g.bdf;
            items.append(item);
        }
        return items;
    }
    QList<GpuMatch> matches = setup.matches;
    std::sort(matches.begin(), matches.end(), [](const GpuMatch& a, const GpuMatch& b) { return a.guestGpu < b.guestGpu; });
    for (const GpuMatch& m : std::as_const(matches)) {
        const Gpu* hg = host.gpu(m.hostGpu);
        const Gpu* gg = setup.guest->gpu(m.guestGpu);
        if (!hg || !gg || !gg->bdf || !hg->bdf) {
            diagnostics->append({ 0, Severity::Warning,
                Tr::tr("guest GPU%1 is left out: its bus id or its host GPU is unknown").arg(m.guestGpu) });
            continue;
        }
        if (m.isAssumed()) {
            diagnostics->append({ 0, Severity::Warning,
                Tr::tr("guest GPU%1 is taken for host GPU%2 by order only; nothing identifies it (collect "
                       "nvidia-smi -q -x or rocm-smi --showuniqueid on both, or qm config on the host)")
                    .arg(m.guestGpu)
                    .arg(m.hostGpu) });
        }
        Item item;
        item.hostGpu = hg;
        item.busId = *gg->bdf;
        items.append(item);
    }
    return items;
}

// The RDMA NICs, placed like the GPUs so that NCCL sees which GPU shares a switch with which NIC
// (and uses GPUDirect RDMA there): the host's own, or those the guest's VM passes through,
// under the guest's bus ids. NCCL adds each one's <nic> and <net> from its network plugin,
// finding the <pci> by the bus id the NIC has where NCCL runs.
QList<Item> chooseNics(const VirtualizationSetup& setup, bool forGuest, Diagnostics* diagnostics)
{
    const Machine& host = *setup.host;
    QList<Item> items;
    QList<GpuNicLink> nics;
    for (const GpuNicLink& nic : rdmaNicsOf(host)) {
        if (nic.bdf && host.pci.find(*nic.bdf))
            nics.append(nic);
    }
    if (nics.isEmpty())
        return items;
    if (!forGuest) {
        for (const GpuNicLink& nic : std::as_const(nics))
            items.append({ nullptr, nic.name, host.pci.find(*nic.bdf), *nic.bdf, -1, {}, {} });
        return items;
    }
    const GuestVmChoice choice = guestVmOf(host, *setup.guest);
    if (!choice.chosen)
        return items;
    for (const VmDeviceMatch& device : choice.chosen->devices) {
        if (!device.hostBdf || !device.guestBdf)
            continue;
        const auto nic = std::find_if(nics.cbegin(), nics.cend(), [&](const GpuNicLink& n) { return n.bdf == device.hostBdf; });
        if (nic == nics.cend())
            continue;
        // In the guest it has its own name, which NCCL finds by the bus id: the host's is a hint.
        items.append({ nullptr, nic->name, host.pci.find(*nic->bdf), *device.guestBdf, -1, {}, {} });
    }
    if (items.isEmpty())
        diagnostics->append({ 0, Severity::Info,
            Tr::tr("the host's RDMA NICs are not passed through to this guest's VM; the file has no NIC for NCCL to place") });
    return items;
}

struct NumaNotes
{
    bool unknown = false;      // some GPU's host NUMA node is unknown
    bool keptFromHost = false; // some guest GPU keeps its host node's number
};

// Each GPU's NUMA node (the host's, renumbered to the guest's nodes where the correspondence is
// known), its link as NCCL computes it, and the host's switch levels above it that NCCL keeps.
std::optional<int> hostNumaNodeOfDevice(const Machine& host, const PciDevice* device)
{
    if (!device)
        return std::nullopt;
    if (device->numaNode && *device->numaNode >= 0)
        return device->numaNode;
    if (const auto root = host.pci.rootBusOf(device->bdf))
        return host.pci.numaNodeOfRootBus(*root);
    return std::nullopt;
}

NumaNotes placeGpus(const Machine& host, const NumaCorrespondence& numa, bool forGuest, QList<Item>& items,
    Diagnostics* diagnostics)
{
    NumaNotes notes;
    for (Item& item : items) {
        if (item.hostGpu)
            item.hostDevice = host.pci.find(*item.hostGpu->bdf);
        const std::optional<int> hostNuma = item.hostGpu ? hostNumaNodeOf(host, *item.hostGpu) : hostNumaNodeOfDevice(host, item.hostDevice);
        if (!hostNuma) {
            notes.unknown = true;
            item.outputNuma = -1;
        } else if (forGuest && numa.guestOfHost.contains(*hostNuma)) {
            item.outputNuma = numa.guestOfHost.value(*hostNuma);
        } else {
            item.outputNuma = *hostNuma;
            notes.keptFromHost = notes.keptFromHost || forGuest;
        }
        item.link = ncclLinkOf(host, item.hostDevice, item.hostGpu);
        if (item.hostGpu && (item.link.speedGTs <= 0 || item.link.width <= 0)) {
            diagnostics->append({ 0, Severity::Warning,
                Tr::tr("the host does not say the PCIe link of GPU%1 (%2); NCCL will read %3 link instead")
                    .arg(item.hostGpu->index)
                    .arg(item.hostGpu->bdf->toString())
                    .arg(forGuest ? Tr::tr("the guest's virtual") : Tr::tr("its own")) });
        }
        // NCCL's own dumps keep every second bridge above a device (a switch's upstream port,
        // not its downstream ports) and no root port: do the same with the host's tree.
        const QList<const PciDevice*> up = item.hostDevice ? host.pci.pathToRoot(item.hostDevice->bdf) : QList<const PciDevice*> {};
        for (qsizetype i = 2; i < up.size(); i += 2) {
            if (!up[i]->isBridge())
                break;
            item.bridges.prepend(up[i]);
        }
    }
    return notes;
}

void noteVendorAndNuma(const Machine& host, bool amdGpus, const NumaNotes& notes, const NumaCorrespondence& numa,
    bool forGuest, Diagnostics* diagnostics)
{
    // RCCL (ROCm's NCCL) reads the same NCCL_TOPO_FILE and fills in <gpu> with its <xgmi>
    // links from HIP, as NCCL fills in <gpu> and <nvlink> from the driver.
    if (amdGpus) {
        diagnostics->append({ 0, Severity::Info,
            Tr::tr("the GPUs are AMD's: RCCL reads this file too (NCCL_TOPO_FILE) and adds each <gpu> and its <xgmi> "
                   "links from HIP; the file cannot give the guest XGMI links its driver does not report") });
    }
    if (notes.unknown) {
        // On a machine with one NUMA node there is no socket to tell apart.
        diagnostics->append({ 0, host.numa.nodes.size() > 1 ? Severity::Warning : Severity::Info,
            Tr::tr("the host does not report the NUMA node of every GPU; those sit under <cpu numaid=\"-1\">, and NCCL "
                   "cannot tell which socket they are on") });
    }
    if (notes.keptFromHost) {
        diagnostics->append({ 0, Severity::Info,
            Tr::tr("numaid keeps the host's node numbers (the guest's NUMA nodes do not correspond one to one), so NCCL "
                   "still sees which GPUs share a socket; CPU affinity is left to NCCL") });
    } else if (forGuest && !numa.basis.isEmpty() && !numa.certain) {
        diagnostics->append({ 0, Severity::Info, Tr::tr("guest NUMA nodes: %1").arg(numa.basis) });
    }
}

/// The tree to write: one <cpu> per NUMA node, the shared switch levels, then the GPUs.
struct OutTree
{
    QList<OutNode> nodes;
    QMap<int, QList<int>> cpuRoots; // output numaid → top-level nodes
};

OutTree buildOutTree(const Machine& host, const QList<Item>& items, bool forGuest)
{
    OutTree tree;
    QList<OutNode>& nodes = tree.nodes;
    QHash<QPair<int, Bdf>, int> bridgeNodes;
    int madeUp = 0;
    for (int i = 0; i < items.size(); ++i) {
        const Item& item = items[i];
        int parent = -1;
        for (const PciDevice* bridge : item.bridges) {
            const QPair<int, Bdf> key { item.outputNuma, bridge->bdf };
            int index = bridgeNodes.value(key, -1);
            if (index < 0) {
                OutNode node;
                node.bridge = bridge;
                node.busId = forGuest ? madeUpBusId(++madeUp) : bridge->bdf.toString();
                node.link = ncclLinkOf(host, bridge, nullptr);
                index = int(nodes.size());
                nodes.append(node);
                bridgeNodes.insert(key, index);
                (parent < 0 ? tree.cpuRoots[item.outputNuma] : nodes[parent].children).append(index);
            }
            parent = index;
        }
        OutNode gpuNode;
        gpuNode.item = i;
        gpuNode.busId = item.busId.toString();
        gpuNode.link = item.link;
        const int index = int(nodes.size());
        nodes.append(gpuNode);
        (parent < 0 ? tree.cpuRoots[item.outputNuma] : nodes[parent].children).append(index);
    }
    // A made-up switch needs a link for NCCL to load it: the host's, else its fastest GPU's.
    for (OutNode& node : nodes) {
        if (!node.bridge || (node.link.speedGTs > 0 && node.link.width > 0))
            continue;
        for (int child : std::as_const(node.children)) {
            if (nodes[child].link.speedGTs > node.link.speedGTs)
                node.link.speedGTs = nodes[child].link.speedGTs;
            node.link.width = std::max(node.link.width, nodes[child].link.width);
        }
    }
    return tree;
}

// With one <cpu> its GPUs are always in the job and NCCL fills in the rest itself.
void checkCpuIdentity(const NcclCpuIdentity& cpuIdentity, qsizetype cpus, Diagnostics* diagnostics)
{
    if (cpus < 2)
        return;
    if (cpuIdentity.arch.isEmpty() || (cpuIdentity.arch == u"x86_64" && cpuIdentity.vendor.isEmpty())) {
        diagnostics->append({ 0, Severity::Warning,
            Tr::tr("the CPU architecture or vendor is unknown, so <cpu> lacks arch/vendor: NCCL fills them in only for "
                   "CPUs whose GPUs a job uses, and fails (\"Attribute arch of node cpu not found\") on the others; add "
                   "them by hand (arch=\"x86_64\" vendor=\"AuthenticAMD\" or \"GenuineIntel\")") });
    } else if (cpuIdentity.vendor == u"GenuineIntel" && (cpuIdentity.familyId.isEmpty() || cpuIdentity.modelId.isEmpty())) {
        diagnostics->append({ 0, Severity::Warning,
            Tr::tr("Intel CPU of unknown family and model: NCCL needs familyid and modelid on every <cpu> it keeps; a job "
                   "on the GPUs of one NUMA node fails on the other <cpu>. Add them from /proc/cpuinfo (\"cpu family\", "
                   "\"model\"), or include an NCCL_TOPO_DUMP_FILE capture in the snapshot") });
    }
}

QStringList aboutComment(const VirtualizationSetup& setup, const NumaCorrespondence& numa, bool forGuest, bool amdGpus,
    int nicCount, const QStringList& nicNames)
{
    const Machine& source = *setup.host;
    QStringList about;
    about << (forGuest ? Tr::tr("NCCL_TOPO_FILE for the guest %1, written by TopoLens %2 from the host %3:")
                             .arg(Text::xmlCommentText(setup.guest->label), QStringLiteral(TOPOLENS_VERSION), Text::xmlCommentText(source.label))
                       : Tr::tr("NCCL topology of %1, written by TopoLens %2:").arg(Text::xmlCommentText(source.label), QStringLiteral(TOPOLENS_VERSION)));
    about << (forGuest ? Tr::tr("the host's NUMA nodes and PCIe switches with the guest's bus ids (switches get made-up ids "
                                "ffff:NN:NN.0, which the VM does not have).")
                       : Tr::tr("the machine's NUMA nodes and PCIe switches as NCCL's own dump shows them."));
    about << (amdGpus ? Tr::tr("For RCCL, which reads NCCL_TOPO_FILE too: <gpu> (with its <xgmi> links) and <nic> are left "
                               "out, RCCL adds them from HIP when it loads the file.")
                      : Tr::tr("<gpu> and <nic> are left out: NCCL adds them from the driver when it loads the file."));
    if (nicCount > 0)
        about << Tr::tr("The RDMA NICs (%1) stand at their bus ids beside the GPUs of their switch:").arg(nicNames.join(QStringLiteral(", ")))
              << Tr::tr("NCCL places each NIC its network plugin finds by that id, and uses GPUDirect RDMA where a GPU and a NIC "
                        "share a switch.");
    if (forGuest && !numa.basis.isEmpty())
        about << Tr::tr("Guest NUMA nodes: %1.").arg(Text::xmlCommentText(numa.basis));
    return about;
}

void writePci(Writer& w, const OutTree& tree, const QList<Item>& items, int index, bool forGuest)
{
    const OutNode& node = tree.nodes[index];
    QList<QPair<QString, QString>> attributes { { QStringLiteral("busid"), node.busId } };
    const PciDevice* device = node.bridge ? node.bridge : items[node.item].hostDevice;
    const bool nic = !node.bridge && !items[node.item].hostGpu;
    const quint32 classCode = device && device->classCode ? device->classCode : node.bridge ? 0x060400u : nic ? 0x020000u : 0x030200u;
    attributes.append({ QStringLiteral("class"), hexAttribute(classCode, 6) });
    if (device && device->vendorId) {
        attributes.append({ QStringLiteral("vendor"), hexAttribute(device->vendorId, 4) });
        attributes.append({ QStringLiteral("device"), hexAttribute(device->deviceId, 4) });
    }
    if (node.bridge && forGuest) {
        // Nothing in the VM answers for a made-up id, so NCCL must find every attribute here.
        if (!device || !device->vendorId) {
            attributes.append({ QStringLiteral("vendor"), QStringLiteral("0x0000") });
            attributes.append({ QStringLiteral("device"), QStringLiteral("0x0000") });
        }
        attributes.append({ QStringLiteral("subsystem_vendor"), QStringLiteral("0x0000") });
        attributes.append({ QStringLiteral("subsystem_device"), QStringLiteral("0x0000") });
    }
    attributes += linkAttributes(node.link);
    w.open(QStringLiteral("pci"), attributes, node.children.isEmpty());
    if (!node.children.isEmpty()) {
        for (int child : node.children)
            writePci(w, tree, items, child, forGuest);
        w.close(QStringLiteral("pci"));
    }
}

void writeCpus(Writer& w, const VirtualizationSetup& setup, const OutTree& tree, const QList<Item>& items,
    const NumaCorrespondence& numa, bool forGuest)
{
    const NcclCpuIdentity& cpuIdentity = setup.cpu;
    for (auto it = tree.cpuRoots.cbegin(); it != tree.cpuRoots.cend(); ++it) {
        QList<QPair<QString, QString>> attributes { { QStringLiteral("numaid"), QString::number(it.key()) } };
        QList<int> cpus;
        if (forGuest) {
            const QString list = numa.guestCpus.value(it.key());
            if (numa.guestOfHost.values().contains(it.key()) && !list.isEmpty())
                expandCpuList(list, &cpus);
        } else if (const NumaNode* n = setup.host->numa.find(it.key())) {
            cpus = n->cpus;
        }
        const QString mask = cpuMaskOf(cpus);
        if (!mask.isEmpty())
            attributes.append({ QStringLiteral("affinity"), mask });
        const std::pair<const char*, const QString*> identity[] = { { "arch", &cpuIdentity.arch },
            { "vendor", &cpuIdentity.vendor }, { "familyid", &cpuIdentity.familyId }, { "modelid", &cpuIdentity.modelId } };
        for (const auto& [key, value] : identity) {
            if (!value->isEmpty())
                attributes.append({ QString::fromLatin1(key), *value });
        }
        w.open(QStringLiteral("cpu"), attributes, false);
        for (int index : it.value())
            writePci(w, tree, items, index, forGuest);
        w.close(QStringLiteral("cpu"));
    }
}

// Read it back the way TopoLens reads any NCCL file: anything NCCL would trip over is ours.
QStringList readBackProblems(const NcclTopoResult& result)
{
    const ParseResult<NcclTopology> reread = parseNcclTopology(result.xml);
    QStringList problems;
    for (const Diagnostic& d : reread.diagnostics) {
        if (d.severity != Severity::Info)
            problems << formatDiagnostic(d);
    }
    int pciGpus = 0;
    for (const auto& [pci, depth] : reread.value.allPci())
        pciGpus += !pci->isBridge() && (pci->classCode >> 16) != 0x02; // a NIC's class is 0x02xxxx
    if (reread.value.elementCount != result.elementCount || pciGpus != result.gpuCount)
        problems << Tr::tr("it holds %1 elements and %2 GPUs, not %3 and %4")
                        .arg(reread.value.elementCount)
                        .arg(pciGpus)
                        .arg(result.elementCount)
                        .arg(result.gpuCount);
    return problems;
}

} // namespace

NcclTopoResult generateNcclTopology(const VirtualizationSetup& setup, NcclTopoTarget target)
{
    NcclTopoResult result;
    auto fail = [&](const QString& message) {
        result.diagnostics.append({ 0, Severity::Error, message });
        result.xml.clear();
        return result;
    };
    if (!setup.host)
        return fail(Tr::tr("the snapshot has no host or bare-metal machine to take the topology from"));
    const Machine& host = *setup.host;
    const bool forGuest = target == NcclTopoTarget::Guest;
    if (forGuest && !setup.guest)
        return fail(Tr::tr("the snapshot has no guest: a guest's NCCL_TOPO_FILE needs the guest's bus ids (use --for host "
                           "for the host's own topology)"));

    QList<Item> items = chooseGpus(setup, forGuest, &result.diagnostics);
    if (items.isEmpty())
        return fail(forGuest ? Tr::tr("no guest GPU could be matched to a host GPU") : Tr::tr("the machine has no GPU with a bus id"));
    const NumaCorrespondence numa = numaCorrespondence(host, forGuest ? &*setup.guest : nullptr, setup.proxmox);
    const NumaNotes notes = placeGpus(host, numa, forGuest, items, &result.diagnostics);
    const bool amdGpus = std::all_of(items.cbegin(), items.cend(), [&host](const Item& item) { return host.isAmdGpu(*item.hostGpu); });
    noteVendorAndNuma(host, amdGpus, notes, numa, forGuest, &result.diagnostics);
    const int gpuCount = int(items.size());
    QList<Item> nics = chooseNics(setup, forGuest, &result.diagnostics);
    (void)placeGpus(host, numa, forGuest, nics, &result.diagnostics);
    QStringList nicNames;
    for (const Item& nic : std::as_const(nics))
        nicNames << nic.nicName;
    items += nics;
    const OutTree tree = buildOutTree(host, items, forGuest);
    checkCpuIdentity(setup.cpu, tree.cpuRoots.size(), &result.diagnostics);

    result.elementCount = 1 + int(tree.cpuRoots.size()) + int(tree.nodes.size());
    result.gpuCount = gpuCount;
    result.nicCount = int(nics.size());
    if (result.elementCount > NcclLimits::maxXmlNodes) {
        return fail(Tr::tr("the topology needs %1 elements; NCCL reads at most %2").arg(result.elementCount).arg(NcclLimits::maxXmlNodes));
    }
    Writer w;
    w.comment(aboutComment(setup, numa, forGuest, amdGpus, result.nicCount, nicNames));
    w.open(QStringLiteral("system"), { { QStringLiteral("version"), QStringLiteral("1") } }, false);
    writeCpus(w, setup, tree, items, numa, forGuest);
    w.close(QStringLiteral("system"));
    result.xml = w.bytes();

    if (const QStringList problems = readBackProblems(result); !problems.isEmpty())
        return fail(Tr::tr("the written topology does not read back cleanly: %1").arg(problems.join(QStringLiteral("; "))));
    return result;
}

} // namespace Topo
