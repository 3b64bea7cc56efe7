// SPDX-License-Identifier: GPL-3.0-or-later
// Placing a planned layout's GPUs and NICs (qemulayout.cpp plans the rest): which RDMA NICs travel
// with the GPUs, which go behind one emulated switch with them, and every port, bus and address.
#include "analyze/generate/qemulayoutplace.h"

#include "analyze/gpunics.h"
#include "util/tr.h"

#include <QSet>

#include <algorithm>

namespace Topo {

namespace {

// The first chassis number of our ports: Proxmox's own root ports use 1–16.
constexpr int firstChassis = 32;

// A function's host NUMA node: its own, else its root bus's.
std::optional<int> hostNumaOfFunction(const Machine& host, const Bdf& bdf)
{
    if (const PciDevice* d = host.pci.find(bdf); d && d->numaNode && *d->numaNode >= 0)
        return d->numaNode;
    if (const auto root = host.pci.rootBusOf(bdf))
        return host.pci.numaNodeOfRootBus(*root);
    return std::nullopt;
}

// GPUs and NICs that go behind one emulated switch: a NIC with every GPU within PXB of it on
// the host, and groups that share a GPU merged. Indexes into the GPUs and the NICs.
struct SwitchGroup
{
    QList<int> gpus;
    QList<int> nics;
};

QList<SwitchGroup> switchGroups(const QList<QemuLayoutGpu>& gpus, const QList<QemuLayoutNic>& nics)
{
    QList<SwitchGroup> groups;
    for (int n = 0; n < nics.size(); ++n) {
        SwitchGroup merged;
        merged.nics << n;
        for (int i = 0; i < gpus.size(); ++i) {
            if (nics[n].hostGpus.contains(gpus[i].hostGpu))
                merged.gpus << i;
        }
        if (merged.gpus.isEmpty())
            continue;
        for (qsizetype g = groups.size() - 1; g >= 0; --g) {
            const bool shares = std::any_of(groups[g].gpus.cbegin(), groups[g].gpus.cend(), [&](int i) { return merged.gpus.contains(i); });
            if (!shares)
                continue;
            merged.nics = groups[g].nics + merged.nics;
            for (int i : std::as_const(groups[g].gpus)) {
                if (!merged.gpus.contains(i))
                    merged.gpus << i;
            }
            groups.removeAt(g);
        }
        std::sort(merged.gpus.begin(), merged.gpus.end());
        std::sort(merged.nics.begin(), merged.nics.end());
        groups.append(merged);
    }
    return groups;
}

// Numbers the ports and devices as they are placed, across the expanders: tl-rpN, tl-dsN,
// tl-usN, tl-gpuN, tl-nicN, and one chassis per port. Bus numbers count from the expander's
// own (placeExpanders adds it): the firmware gives each bridge the next bus, depth first.
struct PortNumbering
{
    int rootPorts = 0;
    int downstreamPorts = 0;
    int switches = 0;
    int gpus = 0;
    int nics = 0;
    int chassis = 0;
    int nextBus = 1;

    int nextChassis() { return firstChassis + chassis++; }
};

void placeOnRootPort(QemuLayoutGpu& g, int slot, PortNumbering& n)
{
    g.rootPortId = QStringLiteral("tl-rp%1").arg(n.rootPorts++);
    g.deviceId = QStringLiteral("tl-gpu%1").arg(n.gpus++);
    g.rootPortChassis = n.nextChassis();
    g.rootPortSlot = slot;
    g.expectedGuestBdf = Bdf { 0, n.nextBus++, 0, 0 };
}

void placeOnRootPort(QemuLayoutNic& nic, int slot, PortNumbering& n)
{
    nic.portId = QStringLiteral("tl-rp%1").arg(n.rootPorts++);
    nic.deviceId = QStringLiteral("tl-nic%1").arg(n.nics++);
    nic.portChassis = n.nextChassis();
    nic.portSlot = slot;
    nic.expectedGuestBdf = Bdf { 0, n.nextBus++, 0, 0 };
}

// A switch on the expander's root slot `slot`, with a downstream port per GPU, then per NIC.
void placeSwitch(const SwitchGroup& group, const QList<QemuLayoutGpu>& gpus, const QList<QemuLayoutNic>& nics, int slot,
    const QHash<int, int>& cliqueOf, PortNumbering& n, QemuExpander& expander)
{
    QemuLayoutSwitch sw;
    sw.rootPortId = QStringLiteral("tl-rp%1").arg(n.rootPorts++);
    sw.rootPortChassis = n.nextChassis();
    sw.rootPortSlot = slot;
    sw.upstreamId = QStringLiteral("tl-us%1").arg(n.switches++);
    n.nextBus += 2; // the root port's bus (the upstream port), and the upstream port's (the downstream ports)
    const int switchIndex = int(expander.switches.size());
    int downstreamSlot = 0;
    auto downstream = [&](QString* id, int* chassis, int* portSlot) {
        *id = QStringLiteral("tl-ds%1").arg(n.downstreamPorts++);
        *chassis = n.nextChassis();
        *portSlot = downstreamSlot++;
        return Bdf { 0, n.nextBus++, 0, 0 };
    };
    for (int i : group.gpus) {
        QemuLayoutGpu g = gpus[i];
        g.deviceId = QStringLiteral("tl-gpu%1").arg(n.gpus++);
        g.expectedGuestBdf = downstream(&g.rootPortId, &g.rootPortChassis, &g.rootPortSlot);
        g.switchIndex = switchIndex;
        if (cliqueOf.contains(g.hostGpu))
            g.clique = cliqueOf.value(g.hostGpu);
        if (g.hostLink.width * g.hostLink.speedGTs > sw.hostLink.width * sw.hostLink.speedGTs)
            sw.hostLink = g.hostLink;
        if (!expander.hostRoots.contains(g.hostRoot))
            expander.hostRoots.append(g.hostRoot);
        expander.gpus.append(g);
    }
    for (int i : group.nics) {
        QemuLayoutNic nic = nics[i];
        nic.deviceId = QStringLiteral("tl-nic%1").arg(n.nics++);
        nic.expectedGuestBdf = downstream(&nic.portId, &nic.portChassis, &nic.portSlot);
        nic.switchIndex = switchIndex;
        expander.nics.append(nic);
    }
    expander.switches.append(sw);
}

// The expander of a NIC that shares no switch with a GPU: the one of its host root complex (or
// NUMA node), else one on its NUMA node, else the first.
int expanderOfNic(const QemuLayoutNic& nic, const GpuGroups& groups, const QList<QemuLayoutGpu>& gpus, ExpanderGrouping grouping)
{
    const QString key = grouping == ExpanderGrouping::RootComplex ? QString::asprintf("%04x:%02x", nic.hostRoot.domain, nic.hostRoot.bus)
                                                                  : QStringLiteral("numa%1").arg(nic.hostNuma.value_or(-1));
    for (int e = 0; e < groups.size(); ++e) {
        if (groups[e].first == key)
            return e;
    }
    for (int e = 0; e < groups.size(); ++e) {
        if (nic.hostNuma && gpus[groups[e].second.first()].hostNuma == nic.hostNuma)
            return e;
    }
    return 0;
}

} // namespace

// The RDMA NICs the VM gets with its GPUs: every NIC within PXB of a laid-out GPU on the host
// (where NCCL uses GPUDirect RDMA by default, so the guest must see them as close), and every
// NIC the VM's configuration passes. A card's functions (the ports of a dual-port ConnectX)
// travel together, named by the first.
QList<QemuLayoutNic> chooseLayoutNics(const VirtualizationSetup& setup, const QList<QemuLayoutGpu>& gpus, QemuLayout& layout)
{
    const Machine& host = *setup.host;
    const QList<GpuNics> affinities = gpuNics(host);
    QList<QemuLayoutNic> out;
    for (const GpuNicLink& candidate : rdmaNicsOf(host)) {
        if (!candidate.bdf)
            continue;
        const Bdf& bdf = *candidate.bdf;
        const bool sameCard = std::any_of(out.cbegin(), out.cend(), [&](const QemuLayoutNic& n) {
            return n.hostBdf.domain == bdf.domain && n.hostBdf.bus == bdf.bus && n.hostBdf.device == bdf.device;
        });
        if (sameCard)
            continue;
        QemuLayoutNic nic;
        nic.name = candidate.name;
        nic.hostBdf = bdf;
        for (const QemuLayoutGpu& g : gpus) {
            for (const GpuNics& a : affinities) {
                if (a.gpu != g.hostGpu)
                    continue;
                for (const GpuNicLink& link : a.nics) {
                    if (link.bdf != candidate.bdf || !gpuDirectRdmaByDefault(link.linkClass.linkClass))
                        continue;
                    nic.hostGpus << g.hostGpu;
                    if (nic.hostClass == LinkClass::Unknown || link.linkClass.linkClass == LinkClass::PIX)
                        nic.hostClass = link.linkClass.linkClass;
                }
            }
        }
        for (const ProxmoxPassthroughDevice& p : setup.proxmox.devices) {
            if (p.hostDevice && *p.hostDevice == Bdf { bdf.domain, bdf.bus, bdf.device, 0 }) {
                nic.replacesConfigLine = p.configText;
                layout.replacedLines << p.configText;
            }
        }
        if (nic.hostGpus.isEmpty() && nic.replacesConfigLine.isEmpty())
            continue;
        for (const PciDevice& d : host.pci.devices) {
            if (d.bdf.domain == bdf.domain && d.bdf.bus == bdf.bus && d.bdf.device == bdf.device && d.bdf.function != bdf.function
                && !d.isBridge())
                nic.otherFunctions.append(d.bdf);
        }
        nic.hostNuma = hostNumaOfFunction(host, bdf);
        nic.hostRoot = host.pci.rootBusOf(bdf).value_or(RootBus { bdf.domain, bdf.bus });
        if (const PciDevice* d = host.pci.find(bdf))
            nic.hostLink = d->link.capability.isKnown() ? d->link.capability : d->link.status;
        if (nic.replacesConfigLine.isEmpty()) {
            layout.diagnostics.append({ 0, Severity::Info,
                Tr::tr("the layout passes RDMA NIC %1, which shares a PCIe switch with GPUs on the host: without its "
                       "lines (or generated with the option no-nics) the VM does not get it")
                    .arg(nic.name == bdf.toString() ? nic.name : nic.name + u" (" + bdf.toString() + u')') });
        }
        out.append(nic);
    }
    return out;
}

// One expander per group, the GPUs each behind a root port of their own or, with the NICs they
// share a host switch with, behind an emulated switch; NICs that share none on root ports after
// them. Returns the most bus numbers an expander needs (itself included).
int placeExpanders(const GpuGroups& groups, const QList<QemuLayoutGpu>& gpus, const QList<QemuLayoutNic>& nics,
    const QHash<int, int>& guestOfHost, const QHash<int, int>& cliqueOf, ExpanderGrouping grouping, QemuLayout& layout)
{
    const QList<SwitchGroup> switched = switchGroups(gpus, nics);
    auto switchOfGpu = [&](int i) {
        for (int s = 0; s < switched.size(); ++s) {
            if (switched[s].gpus.contains(i))
                return s;
        }
        return -1;
    };
    QList<QList<int>> loneNics(groups.size());
    for (int i = 0; i < nics.size(); ++i) {
        const bool inSwitch = std::any_of(switched.cbegin(), switched.cend(), [&](const SwitchGroup& s) { return s.nics.contains(i); });
        if (!inSwitch)
            loneNics[expanderOfNic(nics[i], groups, gpus, grouping)].append(i);
    }
    bool unboundNuma = false;
    int mostBuses = 0;
    PortNumbering numbering;
    for (int e = 0; e < groups.size(); ++e) {
        QemuExpander expander;
        expander.id = QStringLiteral("tl-pxb%1").arg(e);
        const QemuLayoutGpu& first = gpus[groups[e].second.first()];
        expander.hostNuma = first.hostNuma;
        if (first.hostNuma && guestOfHost.contains(*first.hostNuma))
            expander.guestNuma = guestOfHost.value(*first.hostNuma);
        else
            unboundNuma = true;
        numbering.nextBus = 1;
        int slot = 0;
        QSet<int> placedSwitches;
        for (int i : std::as_const(groups[e].second)) {
            if (const int s = switchOfGpu(i); s >= 0) {
                if (!placedSwitches.contains(s))
                    placeSwitch(switched[s], gpus, nics, slot++, cliqueOf, numbering, expander);
                placedSwitches.insert(s);
                continue;
            }
            QemuLayoutGpu g = gpus[i];
            if (!expander.hostRoots.contains(g.hostRoot))
                expander.hostRoots.append(g.hostRoot);
            placeOnRootPort(g, slot++, numbering);
            if (cliqueOf.contains(g.hostGpu))
                g.clique = cliqueOf.value(g.hostGpu);
            expander.gpus.append(g);
        }
        for (int i : std::as_const(loneNics[e])) {
            QemuLayoutNic nic = nics[i];
            placeOnRootPort(nic, slot++, numbering);
            expander.nics.append(nic);
        }
        mostBuses = std::max(mostBuses, numbering.nextBus);
        layout.expanders.append(expander);
    }
    if (unboundNuma) {
        layout.diagnostics.append({ 0, Severity::Warning,
            Tr::tr("some expanders get no numa_node: their GPUs' host NUMA node, or a guest node bound to it, is unknown") });
    }
    return mostBuses;
}

// Each expander `block` bus numbers, from the top of the bus range down, ascending with the
// expander order so that the guest numbers its GPUs (by bus id) in the host's order: NUMA
// node 0 first. The devices' guest addresses were counted from 0 until now.
void numberExpanderBuses(int block, QemuLayout& layout)
{
    const int count = int(layout.expanders.size());
    for (int e = 0; e < count; ++e) {
        QemuExpander& expander = layout.expanders[e];
        expander.busNr = 256 - block * (count - e);
        for (QemuLayoutGpu& g : expander.gpus)
            g.expectedGuestBdf.bus += expander.busNr;
        for (QemuLayoutNic& nic : expander.nics)
            nic.expectedGuestBdf.bus += expander.busNr;
    }
}

} // namespace Topo
