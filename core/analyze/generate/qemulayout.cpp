// SPDX-License-Identifier: GPL-3.0-or-later
// Planning the guest layout (expanders, root ports, cliques, guest NUMA nodes) and the
// parallelism advice that follows from it; qemulayoutconfig.cpp writes the plan out as a
// Proxmox configuration or a libvirt fragment, qemulayoutqemu.cpp as plain QEMU arguments.
#include "analyze/generate/qemulayout.h"

#include "analyze/generate/qemulayoutplace.h"

#include "analyze/pcipath.h"
#include "model/numa.h"
#include "util/tr.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <climits>
#include <functional>

namespace Topo {

namespace {

// Below this, bus numbers stay free for pcie.0's own bridges and root ports.
constexpr int lowestExpanderBus = 0x20;
// NVIDIA's driver takes clique ids 0–15.
constexpr int maxCliques = 16;

// Connected groups of GPUs (by host index) where `linked(a, b)` holds, in first-seen order.
QList<QList<int>> components(const QList<int>& gpus, const std::function<bool(int, int)>& linked)
{
    QHash<int, int> parent;
    for (int g : gpus)
        parent.insert(g, g);
    const std::function<int(int)> find = [&](int g) {
        while (parent.value(g) != g)
            g = parent.value(g);
        return g;
    };
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        for (qsizetype j = i + 1; j < gpus.size(); ++j) {
            if (linked(gpus[i], gpus[j]))
                parent[find(gpus[j])] = find(gpus[i]);
        }
    }
    QList<QList<int>> out;
    QHash<int, int> groupOfRoot;
    for (int g : gpus) {
        const int root = find(g);
        if (!groupOfRoot.contains(root)) {
            groupOfRoot.insert(root, int(out.size()));
            out.append(QList<int> {});
        }
        out[groupOfRoot.value(root)].append(g);
    }
    return out;
}

// vCPU numbers split evenly over `nodes` guest nodes: "0-29", "30-59".
QStringList splitCpus(int vcpus, int nodes)
{
    QStringList out;
    int next = 0;
    for (int i = 0; i < nodes; ++i) {
        const int count = vcpus / nodes + (i < vcpus % nodes ? 1 : 0);
        out << (count <= 1 ? QString::number(next) : QStringLiteral("%1-%2").arg(next).arg(next + count - 1));
        next += count;
    }
    return out;
}

} // namespace

int QemuLayout::gpuCount() const
{
    int n = 0;
    for (const QemuExpander& e : expanders)
        n += int(e.gpus.size());
    return n;
}

int QemuLayout::nicCount() const
{
    int n = 0;
    for (const QemuExpander& e : expanders)
        n += int(e.nics.size());
    return n;
}

namespace {

QemuLayoutGpu layoutGpu(const VirtualizationSetup& setup, const Gpu& hg, int guestIndex, QStringList* replacedLines)
{
    const Machine& host = *setup.host;
    QemuLayoutGpu g;
    g.hostGpu = hg.index;
    g.guestGpu = guestIndex;
    g.hostBdf = *hg.bdf;
    g.hostNuma = hostNumaNodeOf(host, hg);
    g.hostRoot = host.pci.rootBusOf(*hg.bdf).value_or(RootBus { hg.bdf->domain, hg.bdf->bus });
    if (const PciDevice* d = host.pci.find(*hg.bdf))
        g.hostLink = d->link.capability.isKnown() ? d->link.capability : d->link.status;
    for (const PciDevice& d : host.pci.devices) {
        if (d.bdf.domain == hg.bdf->domain && d.bdf.bus == hg.bdf->bus && d.bdf.device == hg.bdf->device
            && d.bdf.function != hg.bdf->function && !d.isBridge())
            g.otherFunctions.append(d.bdf);
    }
    for (const ProxmoxPassthroughDevice& p : setup.proxmox.devices) {
        if (p.hostDevice && *p.hostDevice == Bdf { hg.bdf->domain, hg.bdf->bus, hg.bdf->device, 0 }) {
            g.replacesConfigLine = p.configText;
            *replacedLines << p.configText;
        }
    }
    return g;
}

// The GPUs: in guest order when the guest is known, else as the configuration passes them,
// else every host GPU.
QList<QemuLayoutGpu> chooseGpus(const VirtualizationSetup& setup, QemuLayout& layout)
{
    const Machine& host = *setup.host;
    QList<QemuLayoutGpu> gpus;
    auto addGpu = [&](const Gpu& hg, int guestIndex) {
        if (hg.bdf)
            gpus.append(layoutGpu(setup, hg, guestIndex, &layout.replacedLines));
    };
    if (setup.guest && !setup.matches.isEmpty()) {
        QList<GpuMatch> matches = setup.matches;
        std::sort(matches.begin(), matches.end(), [](const GpuMatch& a, const GpuMatch& b) { return a.guestGpu < b.guestGpu; });
        for (const GpuMatch& m : std::as_const(matches)) {
            if (const Gpu* hg = host.gpu(m.hostGpu))
                addGpu(*hg, m.guestGpu);
            if (m.isAssumed()) {
                layout.diagnostics.append({ 0, Severity::Warning,
                    Tr::tr("guest GPU%1 is taken for host GPU%2 by order only").arg(m.guestGpu).arg(m.hostGpu) });
            }
        }
    } else if (!setup.proxmox.isEmpty()) {
        for (const ProxmoxPassthroughDevice& p : setup.proxmox.devices) {
            for (const Gpu& hg : host.gpus) {
                if (p.hostDevice && hg.bdf && *p.hostDevice == Bdf { hg.bdf->domain, hg.bdf->bus, hg.bdf->device, 0 })
                    addGpu(hg, -1);
            }
        }
    }
    if (gpus.isEmpty()) {
        for (const Gpu& hg : host.gpus)
            addGpu(hg, -1);
        if (!gpus.isEmpty()) {
            layout.diagnostics.append({ 0, Severity::Info,
                Tr::tr("no guest or VM configuration says which GPUs the VM gets: the layout passes every host GPU") });
        }
    }
    return gpus;
}

// Guest NUMA nodes: the configuration's bindings, or one node per host node, bound to it.
// Returns host node → guest node.
QHash<int, int> planGuestNuma(const VirtualizationSetup& setup, const QList<QemuLayoutGpu>& gpus, QemuLayout& layout)
{
    const Machine& host = *setup.host;
    const std::optional<QmConfig>& config = setup.proxmox.config;
    const NumaCorrespondence correspondence = numaCorrespondence(host, setup.guest ? &*setup.guest : nullptr, setup.proxmox);
    if (correspondence.certain) {
        layout.guestNuma = config->numaNodes;
        layout.guestNumaFromConfig = true;
        // These are written back as configuration lines: keep only values of the expected form.
        static const QRegularExpression list(QStringLiteral("^[0-9;,-]*$"));
        static const QRegularExpression word(QStringLiteral("^[a-z0-9]*$"));
        for (QmNumaNode& n : layout.guestNuma) {
            for (QString* value : { &n.cpus, &n.hostNodes, &n.memory }) {
                if (!list.match(*value).hasMatch())
                    value->clear();
            }
            if (!word.match(n.policy).hasMatch())
                n.policy.clear();
        }
        return correspondence.guestOfHost;
    }
    QHash<int, int> guestOfHost;
    QList<int> hostNodes = host.numa.nodeIds();
    for (const QemuLayoutGpu& g : gpus) {
        if (g.hostNuma && !hostNodes.contains(*g.hostNuma))
            hostNodes.append(*g.hostNuma);
    }
    std::sort(hostNodes.begin(), hostNodes.end());
    int vcpus = config ? config->sockets() * config->cores() : 0;
    if (vcpus == 0 && setup.guest) {
        for (const NumaNode& n : setup.guest->numa.nodes)
            vcpus += int(n.cpus.size());
    }
    bool memoryOk = false;
    const qint64 memory = config ? config->value(u"memory").toLongLong(&memoryOk) : 0;
    if (hostNodes.size() > 1 && vcpus >= hostNodes.size()) {
        const QStringList cpus = splitCpus(vcpus, int(hostNodes.size()));
        for (int i = 0; i < hostNodes.size(); ++i) {
            QmNumaNode n;
            n.index = i;
            n.cpus = cpus[i];
            n.hostNodes = QString::number(hostNodes[i]);
            n.memory = memoryOk ? QString::number(memory / hostNodes.size()) : QString();
            n.policy = QStringLiteral("bind");
            layout.guestNuma.append(n);
            guestOfHost.insert(hostNodes[i], i);
        }
        if (!memoryOk) {
            layout.diagnostics.append({ 0, Severity::Warning,
                Tr::tr("the VM's memory size is unknown: fill in the memory of each guest NUMA node (MiB)") });
        }
    } else if (hostNodes.size() > 1) {
        layout.diagnostics.append({ 0, Severity::Warning,
            Tr::tr("the number of vCPUs is unknown, so no guest NUMA nodes are suggested; the expanders get no "
                   "numa_node") });
    }
    return guestOfHost;
}

// Expanders: by host root complex or NUMA node, ordered by NUMA node, then as first seen.
GpuGroups groupGpus(const QList<QemuLayoutGpu>& gpus, ExpanderGrouping grouping)
{
    GpuGroups groups;
    for (int i = 0; i < gpus.size(); ++i) {
        const QemuLayoutGpu& g = gpus[i];
        const QString key = grouping == ExpanderGrouping::RootComplex
            ? QString::asprintf("%04x:%02x", g.hostRoot.domain, g.hostRoot.bus)
            : QStringLiteral("numa%1").arg(g.hostNuma.value_or(-1));
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& group) { return group.first == key; });
        if (it == groups.end())
            groups.append({ key, { i } });
        else
            it->second.append(i);
    }
    std::stable_sort(groups.begin(), groups.end(), [&](const auto& a, const auto& b) {
        return gpus[a.second.first()].hostNuma.value_or(INT_MAX) < gpus[b.second.first()].hostNuma.value_or(INT_MAX);
    });
    return groups;
}

// Cliques: GPUs the host driver lets talk peer-to-peer (nvidia-smi topo -p2p r), else those
// on one NVLink fabric or PCIe switch (nvidia-smi topo -m). Returns host GPU → clique id.
QHash<int, int> planCliques(const VirtualizationSetup& setup, const QList<QemuLayoutGpu>& gpus, QemuLayout& layout)
{
    const Machine& host = *setup.host;
    QList<int> hostIndexes;
    for (const QemuLayoutGpu& g : gpus)
        hostIndexes << g.hostGpu;
    QList<QList<int>> cliques;
    if (host.allAmdGpus(hostIndexes)) {
        // The clique is an NVIDIA driver option; amdgpu in the guest decides peer access by
        // the kernel's P2PDMA check, and XGMI by the hive it finds.
        layout.cliqueBasis = Tr::tr("no clique: x-nv-gpudirect-clique is for NVIDIA's driver; AMD GPUs in the guest get "
                                    "PCIe peer access from the guest kernel's P2PDMA check (an AMD Zen vCPU, cpu: host) "
                                    "and XGMI from the GPUs of a hive passed together");
    } else if (host.p2p.contains(P2pCapability::Read)) {
        cliques = components(hostIndexes, [&](int a, int b) {
            return host.p2pStatus(a, b) == P2pStatus::Ok && host.p2pStatus(b, a) == P2pStatus::Ok;
        });
        layout.cliqueBasis = Tr::tr("GPUs whose peer-to-peer reads the host driver reports OK (nvidia-smi topo -p2p r)");
    } else if (host.topo) {
        cliques = components(hostIndexes, [&](int a, int b) {
            const int row = host.topo->matrix.indexOf(QStringLiteral("GPU%1").arg(a));
            const int column = host.topo->matrix.indexOf(QStringLiteral("GPU%1").arg(b));
            const LinkClass c = row >= 0 && column >= 0 ? host.topo->linkClass(row, column).linkClass : LinkClass::Unknown;
            return c == LinkClass::NVLink || c == LinkClass::PIX || c == LinkClass::PXB;
        });
        layout.cliqueBasis = Tr::tr("GPUs on one NVLink fabric or PCIe switch of the host (nvidia-smi topo -m); "
                                    "P2P status was not collected");
    } else {
        layout.cliqueBasis = Tr::tr("no clique: the host's P2P status (nvidia-smi topo -p2p r) and link classes were "
                                    "not collected, so nothing says which GPUs can reach each other");
    }
    cliques.removeIf([](const QList<int>& c) { return c.size() < 2; });
    if (cliques.size() > maxCliques) {
        layout.cliqueBasis = Tr::tr("no clique: %1 groups, the driver takes ids 0–%2 only").arg(cliques.size()).arg(maxCliques - 1);
        cliques.clear();
    }
    QHash<int, int> cliqueOf;
    for (int c = 0; c < cliques.size(); ++c) {
        for (int g : std::as_const(cliques[c]))
            cliqueOf.insert(g, c);
    }
    const std::optional<QmConfig>& config = setup.proxmox.config;
    if (config && config->value(u"cpu").contains(u"hidden=1")) {
        layout.diagnostics.append({ 0, Severity::Warning,
            Tr::tr("cpu: …,hidden=1 hides KVM from the guest (kvm=off), and the NVIDIA driver then ignores "
                   "x-nv-gpudirect-clique; remove hidden=1") });
    }
    return cliqueOf;
}

} // namespace

QemuLayout planQemuLayout(const VirtualizationSetup& setup, const QemuLayoutOptions& options)
{
    QemuLayout layout;
    layout.grouping = options.grouping;
    layout.vmid = setup.vmid;
    layout.maxAdvertisedGTs = options.qemuMajor >= 9 ? 64 : 16;
    auto fail = [&](const QString& message) {
        layout.diagnostics.append({ 0, Severity::Error, message });
        layout.expanders.clear();
        return layout;
    };
    if (!setup.host)
        return fail(Tr::tr("the snapshot has no host machine to take the layout from"));
    layout.hostLabel = setup.host->label;
    layout.vmLabel = setup.guest ? setup.guest->label : setup.proxmox.config ? setup.proxmox.config->value(u"name") : QString();
    const std::optional<QmConfig>& config = setup.proxmox.config;
    if (config && !config->isQ35())
        return fail(Tr::tr("pxb-pcie expanders need the q35 machine type; the VM's configuration says machine: %1")
                        .arg(config->value(u"machine").isEmpty() ? Tr::tr("i440fx (default)") : config->value(u"machine")));

    const QList<QemuLayoutGpu> gpus = chooseGpus(setup, layout);
    if (gpus.isEmpty())
        return fail(Tr::tr("the host has no GPU with a bus id to pass through"));
    const QList<QemuLayoutNic> nics = options.withNics ? chooseLayoutNics(setup, gpus, layout) : QList<QemuLayoutNic> {};
    const QHash<int, int> guestOfHost = planGuestNuma(setup, gpus, layout);
    const GpuGroups groups = groupGpus(gpus, options.grouping);
    const QHash<int, int> cliqueOf = options.gpudirectClique ? planCliques(setup, gpus, layout) : QHash<int, int> {};
    const int buses = placeExpanders(groups, gpus, nics, guestOfHost, cliqueOf, options.grouping, layout);
    const int block = std::max(8, (buses + 7) / 8 * 8);
    if (256 - block * int(groups.size()) < lowestExpanderBus) {
        return fail(Tr::tr("%n expander(s) of %1 bus numbers each do not fit between bus %2 and 255", "", int(groups.size()))
                        .arg(block)
                        .arg(lowestExpanderBus));
    }
    numberExpanderBuses(block, layout);
    layout.replacedLines.removeDuplicates();
    return layout;
}

QString parallelismAdvice(const QemuLayout& layout, const VirtualizationSetup& setup)
{
    if (!layout.ok() || !setup.host)
        return {};
    const Machine& host = *setup.host;
    QList<const QemuLayoutGpu*> gpus;
    for (const QemuExpander& e : layout.expanders) {
        for (const QemuLayoutGpu& g : e.gpus)
            gpus << &g;
    }
    // With the layout applied the guest numbers its GPUs by bus id, i.e. in expander order; today's
    // guest numbers are what an NCCL_TOPO_FILE alone keeps.
    const bool guestNumbering = std::all_of(gpus.cbegin(), gpus.cend(), [](const QemuLayoutGpu* g) { return g->guestGpu >= 0; });
    QList<const QemuLayoutGpu*> byGuestBus = gpus;
    std::sort(byGuestBus.begin(), byGuestBus.end(),
        [](const QemuLayoutGpu* a, const QemuLayoutGpu* b) { return a->expectedGuestBdf < b->expectedGuestBdf; });
    auto name = [&](const QemuLayoutGpu* g) { return int(byGuestBus.indexOf(g)); };
    auto todayName = [&](const QemuLayoutGpu* g) { return guestNumbering ? g->guestGpu : g->hostGpu; };
    QList<int> hostIndexes;
    for (const QemuLayoutGpu* g : std::as_const(gpus))
        hostIndexes << g->hostGpu;

    // The tightest groups first: NVLink, then a PCIe switch, then a NUMA node.
    auto classOf = [&](int a, int b) {
        return gpuPairClass(host, a, b).linkClass;
    };
    QString kind = Tr::tr("NVLink clique");
    bool byNumaNode = false;
    QList<QList<int>> groups = components(hostIndexes, [&](int a, int b) { return classOf(a, b) == LinkClass::NVLink; });
    if (groups.size() == gpus.size() || groups.size() == 1) {
        const auto switches = components(hostIndexes, [&](int a, int b) {
            const LinkClass c = classOf(a, b);
            return c == LinkClass::NVLink || c == LinkClass::PIX || c == LinkClass::PXB;
        });
        if (switches.size() > 1 && switches.size() < gpus.size()) {
            groups = switches;
            kind = Tr::tr("PCIe switch");
        } else if (groups.size() != 1) {
            QMap<int, QList<int>> byNuma;
            for (const QemuLayoutGpu* g : std::as_const(gpus))
                byNuma[g->hostNuma.value_or(-1)].append(g->hostGpu);
            groups = byNuma.values();
            kind = Tr::tr("NUMA node");
            byNumaNode = true;
        }
    }
    auto gpuList = [&](const QList<int>& hostGroup, bool today) {
        QList<int> numbers;
        for (int h : hostGroup) {
            for (const QemuLayoutGpu* g : std::as_const(gpus)) {
                if (g->hostGpu == h)
                    numbers << (today ? todayName(g) : name(g));
            }
        }
        std::sort(numbers.begin(), numbers.end());
        QStringList names;
        for (int n : std::as_const(numbers))
            names << QString::number(n);
        return names.join(u',');
    };
    QStringList out;
    const QString numbering = guestNumbering ? Tr::tr("in the guest's numbering") : Tr::tr("in the host's numbering");
    if (gpus.size() < 2)
        return {}; // one GPU: nothing to split
    if (groups.size() <= 1) {
        out << Tr::tr("All %n GPU(s) share one %1: tensor parallelism across all of them keeps its all-reduces inside it.", "",
                      int(gpus.size()))
                   .arg(kind);
        return out.join(u'\n') + u'\n';
    }
    QStringList listed;
    QStringList listedToday;
    for (const auto& g : std::as_const(groups)) {
        listed << u'{' + gpuList(g, false) + u'}';
        listedToday << u'{' + gpuList(g, true) + u'}';
    }
    const int size = int(groups.first().size());
    const bool even = std::all_of(groups.cbegin(), groups.cend(), [&](const QList<int>& g) { return g.size() == size; });
    out << Tr::tr("Parallelism: tensor parallelism all-reduces in every layer, pipeline parallelism passes activations once "
                  "per stage.");
    out << Tr::tr("Keep each tensor-parallel group inside one %1 — GPUs %2 with this layout (%3 %4 today) — and run "
                  "pipeline stages across them.")
               .arg(kind, listed.join(QStringLiteral(" ")), numbering, listedToday.join(QStringLiteral(" ")));
    if (even) {
        out << Tr::tr("For these %1 GPUs: TP=%2 × PP=%3. TP=%1 would send every all-reduce across the %4 boundary%5.")
                   .arg(gpus.size())
                   .arg(size)
                   .arg(groups.size())
                   .arg(kind)
                   .arg(byNumaNode ? Tr::tr(" (the socket interconnect; NCCL models AMD's at 16 GB/s)") : QString());
    } else {
        out << Tr::tr("The groups differ in size; a tensor-parallel degree that divides the smallest group keeps each group "
                      "inside one %1.")
                   .arg(kind);
    }
    out << Tr::tr("In the VM this only pays off once the guest sees the split: apply this layout or an NCCL_TOPO_FILE "
                  "(topolens nccl-topo), and set NCCL_P2P_LEVEL (NCCL's default, PXB, leaves P2P off across host bridges).");
    return out.join(u'\n') + u'\n';
}

} // namespace Topo
