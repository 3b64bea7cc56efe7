// SPDX-License-Identifier: GPL-3.0-or-later
// The NcclTopology value: its walks, NCCL's link speed names and the Machine it stands for.
#include "parse/nccl/nccltopo.h"

#include "parse/numanodes.h"

#include "util/nametable.h"
#include "util/text.h"
#include "util/tr.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <functional>

namespace Topo {

namespace {

// NCCL's link speed table (kvDictPciGen in src/graph/topo.cc), matched as a prefix like NCCL.
const char* const knownLinkSpeeds[] = { "2.5 GT/s", "5 GT/s", "8 GT/s", "16 GT/s", "32 GT/s", "5.0 GT/s PCIe",
    "8.0 GT/s PCIe", "16.0 GT/s PCIe", "32.0 GT/s PCIe", "64.0 GT/s PCIe" };

// "000000ff,ffff0000" → "16-39": the kernel's cpumask words, most significant first.
QString cpuListFromMask(const QString& mask, QList<int>* cpus)
{
    const QStringList words = mask.split(u',');
    QList<int> set;
    int bitBase = 0;
    for (qsizetype w = words.size() - 1; w >= 0; --w) {
        bool ok = false;
        const quint64 bits = words[w].trimmed().toULongLong(&ok, 16);
        if (!ok || bitBase > 4096)
            return {};
        for (int b = 0; b < 32; ++b) {
            if (bits & (quint64(1) << b))
                set.append(bitBase + b);
        }
        bitBase += 32;
    }
    std::sort(set.begin(), set.end());
    if (cpus)
        *cpus = set;
    return NumaNodes::compactCpuList(set);
}

// The names lspci prints for the vendors and classes an NCCL topology holds, so that its
// machine reads like one built from lspci.
constexpr NamedValue<quint16> vendorNames[] = {
    {0x10de, u"NVIDIA Corporation"},
    {0x15b3, u"Mellanox Technologies"},
    {0x1002, u"Advanced Micro Devices, Inc. [AMD/ATI]"},
    {0x1000, u"Broadcom / LSI"},
    {0x104c, u"Texas Instruments"},
    {0x1d0f, u"Amazon.com, Inc."},
};

// By base class and subclass (the class code without its programming interface).
constexpr NamedValue<quint32> classNames[] = {
    {0x0300, u"VGA compatible controller"},
    {0x0302, u"3D controller"},
    {0x0200, u"Ethernet controller"},
    {0x0207, u"Infiniband controller"},
    {0x0604, u"PCI bridge"},
    {0x0680, u"Bridge"},
    {0x0108, u"Non-Volatile memory controller"},
};

void collectPci(const NcclPci& pci, int depth, QList<QPair<const NcclPci*, int>>* out)
{
    out->append({ &pci, depth });
    for (const NcclPci& child : pci.children)
        collectPci(child, depth + 1, out);
}

} // namespace

QList<QPair<const NcclPci*, int>> NcclCpu::allPci() const
{
    QList<QPair<const NcclPci*, int>> out;
    for (const NcclPci& pci : pcis)
        collectPci(pci, 0, &out);
    return out;
}

QList<QPair<const NcclPci*, int>> NcclTopology::allPci() const
{
    QList<QPair<const NcclPci*, int>> out;
    for (const NcclCpu& cpu : cpus)
        out.append(cpu.allPci());
    return out;
}

int NcclTopology::gpuCount() const
{
    int n = 0;
    for (const auto& [pci, depth] : allPci())
        n += pci->gpu.has_value();
    return n;
}

double ncclLinkSpeedGTs(QStringView text)
{
    text = text.trimmed();
    qsizetype end = 0;
    while (end < text.size() && (text[end].isDigit() || text[end] == u'.'))
        ++end;
    if (end == 0 || !text.mid(end).trimmed().startsWith(u"GT/s"))
        return 0;
    bool ok = false;
    const double value = text.left(end).toDouble(&ok);
    return ok && value > 0 && value < 1000 ? value : 0;
}

bool ncclKnowsLinkSpeed(QStringView text)
{
    for (const char* known : knownLinkSpeeds) {
        if (text.startsWith(QLatin1StringView(known)))
            return true;
    }
    return false;
}

QString ncclLinkSpeedText(double gts)
{
    if (qFuzzyCompare(gts, 2.5))
        return QStringLiteral("2.5 GT/s PCIe");
    for (int rate : { 5, 8, 16, 32, 64 }) {
        if (qFuzzyCompare(gts, double(rate)))
            return QStringLiteral("%1.0 GT/s PCIe").arg(rate);
    }
    return {};
}

namespace {

/// A GPU as the file places it: its <pci> and the NUMA node of its <cpu>.
struct PlacedGpu
{
    const NcclPci* pci;
    std::optional<int> numa;
};

// The PCI tree below every <cpu>, with each <cpu> a NUMA node; returns the GPUs in file order.
QList<PlacedGpu> addPciTree(Machine& m, const NcclTopology& topology)
{
    QList<PlacedGpu> gpus;
    const QString captureId = QStringLiteral("nccl-topo");
    std::function<void(const NcclPci&, std::optional<Bdf>, std::optional<int>)> add;
    add = [&](const NcclPci& pci, std::optional<Bdf> parent, std::optional<int> numa) {
        if (!pci.bdf || m.pci.find(*pci.bdf)) {
            m.diagnostics.append({ captureId, { pci.line, Severity::Warning,
                pci.bdf ? Tr::tr("bus id %1 appears twice; the second is not drawn").arg(pci.bdf->toString())
                        : Tr::tr("a <pci> without a usable bus id is not drawn, nor what is below it") } });
            return;
        }
        PciDevice& d = m.pci.upsert(*pci.bdf);
        d.vendorId = pci.vendorId;
        d.deviceId = pci.deviceId;
        d.classCode = pci.classCode;
        d.className = nameOf(classNames, pci.classCode >> 8);
        d.vendorName = nameOf(vendorNames, pci.vendorId);
        d.deviceName = pci.deviceId ? QStringLiteral("Device %1").arg(Text::hex(pci.deviceId, 4)) : QString();
        d.description = (d.className.isEmpty() ? Tr::tr("PCI device") : d.className)
            + (pci.vendorId ? QStringLiteral(" [%1:%2]").arg(Text::hex(pci.vendorId, 4), Text::hex(pci.deviceId, 4)) : QString());
        // NCCL leaves out root ports and every second switch level: a bridge it keeps stands for
        // a switch, and what it lists below are the switch's devices.
        d.role = pci.isBridge() ? PciRole::SwitchUpstream : PciRole::Endpoint;
        d.parent = parent;
        d.numaNode = numa;
        d.link.capability = pci.link;
        if (!parent) {
            const RootBus root { pci.bdf->domain, pci.bdf->bus };
            if (!m.pci.rootBuses.contains(root))
                m.pci.rootBuses.append(root);
        }
        const Bdf self = *pci.bdf;
        for (const NcclPci& child : pci.children)
            add(child, self, numa);
        // A file written by hand (Azure's for its ND VMs) names the GPUs by class alone, without
        // a <gpu>: NCCL takes a 3D or VGA controller there for a GPU and fills it in at load.
        if (pci.gpu || (!pci.isBridge() && (pci.classCode >> 16) == 0x03))
            gpus.append({ &pci, numa });
    };
    for (const NcclCpu& cpu : topology.cpus) {
        const std::optional<int> numa = cpu.numaId && *cpu.numaId >= 0 ? cpu.numaId : std::nullopt;
        if (numa && !m.numa.find(*numa)) {
            NumaNode node;
            node.id = *numa;
            node.cpuList = cpuListFromMask(cpu.affinity, &node.cpus);
            m.numa.nodes.append(node);
        }
        for (const NcclPci& pci : cpu.pcis)
            add(pci, std::nullopt, numa);
    }
    std::sort(m.numa.nodes.begin(), m.numa.nodes.end(), [](const NumaNode& a, const NumaNode& b) { return a.id < b.id; });
    return gpus;
}

// The GPU numbers: NCCL's dev when every GPU has its own, else the order the file lists them.
bool devIsIndex(const QList<PlacedGpu>& gpus)
{
    QSet<int> devs;
    for (const PlacedGpu& g : gpus) {
        if (!g.pci->gpu)
            return false;
        devs.insert(g.pci->gpu->dev);
    }
    return devs.size() == gpus.size() && !devs.contains(-1);
}

void addGpus(Machine& m, const QList<PlacedGpu>& gpus, bool byDev)
{
    for (int i = 0; i < gpus.size(); ++i) {
        const NcclPci& pci = *gpus[i].pci;
        Gpu g;
        g.index = byDev ? pci.gpu->dev : i;
        g.bdf = pci.bdf;
        g.name = !pci.gpu ? Tr::tr("GPU (the file names it by class only)")
            : pci.gpu->sm > 0 ? Tr::tr("GPU %1:%2 (sm %3)").arg(Text::hex(pci.vendorId, 4), Text::hex(pci.deviceId, 4)).arg(pci.gpu->sm)
                                  : Tr::tr("GPU %1:%2").arg(Text::hex(pci.vendorId, 4), Text::hex(pci.deviceId, 4));
        g.numaNode = gpus[i].numa;
        if (pci.link.speedGTs > 0) {
            g.linkGenMax = pci.link.generation();
        }
        g.linkWidthMax = pci.link.width;
        m.gpus.append(g);
    }
    std::sort(m.gpus.begin(), m.gpus.end(), [](const Gpu& a, const Gpu& b) { return a.index < b.index; });
}

// NVLink as nvidia-smi would print it: NV<n> between GPUs linked directly, and between GPUs
// that both reach an NVSwitch fabric (each pair then gets the smaller link count).
std::optional<TopoMatrix> nvlinkMatrix(const Machine& m, const QList<PlacedGpu>& gpus, bool byDev)
{
    bool anyNvLink = false;
    QHash<int, const NcclGpu*> nvOf;
    QHash<int, QString> busOf;
    for (int i = 0; i < gpus.size(); ++i) {
        if (!gpus[i].pci->gpu)
            return std::nullopt; // a GPU named by class only: the file says nothing of NVLink
        const int index = byDev ? gpus[i].pci->gpu->dev : i;
        nvOf.insert(index, &*gpus[i].pci->gpu);
        busOf.insert(index, gpus[i].pci->bdf ? gpus[i].pci->bdf->toString() : QString());
        anyNvLink = anyNvLink || !gpus[i].pci->gpu->nvlinks.isEmpty();
    }
    if (!anyNvLink || m.gpus.size() < 2)
        return std::nullopt;
    TopoMatrix topo;
    for (const Gpu& g : m.gpus)
        topo.matrix.labels << QStringLiteral("GPU%1").arg(g.index);
    auto switchLinks = [](const NcclGpu& g) {
        int n = 0;
        for (const NcclNvLink& l : g.nvlinks)
            n += l.targetIsNvSwitch() ? l.count : 0;
        return n;
    };
    auto directLinks = [](const NcclGpu& g, const QString& peerBus) {
        int n = 0;
        for (const NcclNvLink& l : g.nvlinks) {
            const auto target = Bdf::parse(QStringView(l.target));
            if (!l.targetIsNvSwitch() && target && target->toString() == peerBus)
                n += l.count;
        }
        return n;
    };
    for (const Gpu& a : m.gpus) {
        QStringList row;
        for (const Gpu& b : m.gpus) {
            if (a.index == b.index) {
                row << QStringLiteral("X");
                continue;
            }
            const NcclGpu& ga = *nvOf.value(a.index);
            const NcclGpu& gb = *nvOf.value(b.index);
            const int direct = directLinks(ga, busOf.value(b.index));
            const int viaSwitch = std::min(switchLinks(ga), switchLinks(gb));
            const int n = std::max(direct, viaSwitch);
            row << (n > 0 ? QStringLiteral("NV%1").arg(n) : QString());
        }
        topo.matrix.cells << row;
    }
    topo.legend << QPair<QString, QString> { QStringLiteral("NV#"),
        Tr::tr("Connection traversing a bonded set of # NVLinks (from the NCCL topology's <nvlink> elements)") };
    return topo;
}

} // namespace

Machine machineFromNcclTopology(const NcclTopology& topology)
{
    Machine m;
    m.role = MachineRole::BareMetal;
    m.label = Tr::tr("NCCL topology");
    const QList<PlacedGpu> gpus = addPciTree(m, topology);
    const bool byDev = devIsIndex(gpus);
    addGpus(m, gpus, byDev);
    if (std::optional<TopoMatrix> topo = nvlinkMatrix(m, gpus, byDev))
        m.topo = std::move(*topo);
    return m;
}

} // namespace Topo
