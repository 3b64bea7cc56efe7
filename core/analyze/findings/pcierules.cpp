// SPDX-License-Identifier: GPL-3.0-or-later
// Rules about the PCIe topology: root complexes, peer-to-peer, link training, switches (one
// family of the table in ruletable.cpp).
#include "analyze/findings/rulecontext.h"

#include "analyze/gpunics.h"

#include "analyze/pcipath.h"
#include "util/tr.h"

#include <QHash>

#include <algorithm>

namespace Topo::Findings {

namespace {

// Links trained below their capability come in two kinds: fewer lanes (a real fault) and a
// lower speed (often idle power saving). A link that is both counts as narrower.
enum class LinkShortfall { None, Width, Speed };

LinkShortfall linkShortfall(const PcieLink& link)
{
    const bool narrower = link.widthDowngraded
        || (link.status.width > 0 && link.capability.width > 0 && link.status.width < link.capability.width);
    const bool slower = link.speedDowngraded
        || (link.status.speedGTs > 0 && link.capability.speedGTs > 0 && link.status.speedGTs + 0.01 < link.capability.speedGTs);
    return narrower ? LinkShortfall::Width : slower ? LinkShortfall::Speed : LinkShortfall::None;
}

struct LinkShortfalls
{
    const MachineView* view = nullptr;
    Finding finding;
    // "GPU0, GPU1 at Gen1 x16 (can Gen5 x16)": GPUs in the same state are named together.
    QMap<QString, QList<int>> states;
    QList<int> hostGpus; // in a guest: the host GPUs behind every GPU whose link falls short, either way
};

/// The GPUs of one machine whose links fall short in the way `kind` says, with their evidence.
LinkShortfalls linkShortfalls(const FindingRule& rule, const RuleContext& context, const MachineView& view, LinkShortfall kind)
{
    const Machine& m = *view.machine;
    LinkShortfalls found { &view, newFinding(view, rule), {}, {} };
    Finding& f = found.finding;
    for (const Gpu& g : m.gpus) {
        const PciDevice* d = m.deviceOf(g);
        if (!d || !d->link.isKnown())
            continue;
        const PcieLink& link = d->link;
        const LinkShortfall shortfall = linkShortfall(link);
        if (shortfall == LinkShortfall::None)
            continue;
        if (m.role == MachineRole::Guest && context.host) {
            const int h = hostGpuFor(context.matches, g.index);
            if (h >= 0 && !found.hostGpus.contains(h))
                found.hostGpus.append(h);
        }
        if (shortfall != kind)
            continue;
        addGpu(f, g);
        found.states[Tr::tr("at %1 (can %2)").arg(linkText(link.status), linkText(link.capability))].append(g.index);
        addEvidence(f, view.captures->verboseLines(*g.bdf, { "LnkCap:", "LnkSta:" }));
        addEvidence(f, view.captures->sysfsLine(*g.bdf, kind == LinkShortfall::Width ? "current_link_width" : "current_link_speed"));
    }
    return found;
}

/// "all 8 GPUs at Gen1 x16 (can Gen5 x16)"; "GPU0, GPU2 at …; GPU5 at …".
QString linkStatesText(const QMap<QString, QList<int>>& states, qsizetype totalGpus)
{
    QStringList parts;
    for (auto it = states.cbegin(); it != states.cend(); ++it)
        parts << gpusPhrase(it.value(), totalGpus) + u' ' + it.key();
    QString text = parts.join(QStringLiteral("; "));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

/// linkShortfalls() of each machine where some GPU's link falls short that way.
QList<LinkShortfalls> machinesWithLinkShortfalls(const FindingRule& rule, const RuleContext& context, LinkShortfall kind)
{
    QList<LinkShortfalls> out;
    for (const MachineView& view : context.machines) {
        LinkShortfalls found = linkShortfalls(rule, context, view, kind);
        if (!found.finding.gpus.isEmpty())
            out.append(std::move(found));
    }
    return out;
}

// What to do about GPUs alone on their root complexes, by vendor and role.
QString aloneOnRootComplexAdvice(const Machine& m, bool amd)
{
    if (amd && m.role == MachineRole::Host)
        return Tr::tr("A VM sees none of these root complexes: its GPUs hang off QEMU's one emulated root "
                      "complex. Inside it, XGMI works only between GPUs of one hive given to the same VM, so "
                      "pass the GPUs that must talk to each other from one hive, and check rocm-smi "
                      "--showtopotype in the guest. Between GPUs without XGMI, the guest kernel allows PCIe "
                      "peer DMA only when its CPU is an AMD Zen (a VM with the host CPU model, cpu: host) or "
                      "its host bridge is on the kernel's allow list (drivers/pci/p2pdma.c).");
    if (amd)
        return Tr::tr("RCCL uses XGMI where AMD's tools report it (rocm-smi --showtopotype). GPUs without "
                      "XGMI between them talk over PCIe through the CPU: keep those that exchange the most data "
                      "on one socket.");
    if (m.role == MachineRole::Host)
        return Tr::tr("A VM cannot see this path: its driver reports P2P between these GPUs as not supported. "
                      "For P2P in a guest, either put the GPUs that must talk to each other under one PCIe "
                      "switch (a board or riser with a switch), or assert the capability to the guest driver "
                      "with QEMU's x-nv-gpudirect-clique option (see the guest's finding on P2P); that only "
                      "helps where this host really routes P2P between its root complexes.");
    return Tr::tr("On bare metal the driver can still do P2P between root complexes where the platform "
                  "allows it (check nvidia-smi topo -p2p r). GPUs that exchange the most data do best "
                  "under one switch, or at least on one socket.");
}

} // namespace

// Every GPU (of several) alone on its own root complex.
void ruleGpuAloneOnRootComplex(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role == MachineRole::Guest || m.gpus.size() < 2)
            continue; // a guest's tree is QEMU's invention, not the hardware's
        QHash<RootBus, int> gpusPerRoot;
        for (const Gpu& g : m.gpus) {
            if (g.bdf) {
                if (const auto root = m.pci.rootBusOf(*g.bdf))
                    ++gpusPerRoot[*root];
            }
        }
        QList<const Gpu*> alone;
        for (const Gpu& g : m.gpus) {
            const auto root = g.bdf ? m.pci.rootBusOf(*g.bdf) : std::nullopt;
            if (root && gpusPerRoot.value(*root) == 1 && m.pci.find(*g.bdf))
                alone.append(&g);
        }
        if (alone.size() < 2 && !(alone.size() == 1 && gpusPerRoot.size() > 1))
            continue;
        QList<int> aloneIndices;
        for (const Gpu* g : alone)
            aloneIndices.append(g->index);
        // AMD Instinct GPUs sit on a root complex each by design: XGMI connects them, so their
        // peer traffic never meets the CPU. Only the GPUs AMD's tools show without XGMI matter.
        const bool amd = m.allAmdGpus(aloneIndices);
        const QList<int> onXgmi = amd ? gpusOfPairs(amdPairsOfType(m, aloneIndices, AmdLinkType::Xgmi)) : QList<int> {};
        const bool allOnXgmi = amd && onXgmi.size() == alone.size();
        Finding f = newFinding(view, rule);
        f.severity = m.role == MachineRole::Host && !allOnXgmi ? FindingSeverity::Warning : FindingSeverity::Info;
        const bool all = alone.size() == m.gpus.size();
        f.title = all ? Tr::tr("Every GPU sits alone on its own PCIe root complex")
                      : Tr::tr("%n GPU(s) sit alone on their own PCIe root complex", "", int(alone.size()));
        if (allOnXgmi)
            f.title += u' ' + Tr::tr("(XGMI connects them)");
        QList<Bdf> bdfs;
        bool allPeersOk = true;
        bool anyPeerKnown = false;
        for (const Gpu* g : alone) {
            addGpu(f, *g);
            bdfs.append(*g->bdf);
            for (const Gpu* other : alone) {
                if (other->index <= g->index)
                    continue;
                if (const auto s = peerStatus(m, g->index, other->index)) {
                    anyPeerKnown = true;
                    allPeersOk = allPeersOk && *s == P2pStatus::Ok;
                }
            }
        }
        f.explanation = all ? Tr::tr("Every GPU hangs off its own root complex (host bridge), with no PCIe switch shared with "
                                     "another GPU.")
                            : Tr::tr("%1 each hang off their own root complex (host bridge), with no PCIe switch shared "
                                     "with another GPU.")
                                  .arg(gpuList(f.gpus));
        f.explanation += u' '
            + Tr::tr("Traffic between them has to cross the CPU: its internal fabric within a socket (NODE) or the "
                     "link between sockets (SYS). Each root complex brings its own IOMMU domain, so every GPU lands "
                     "in its own IOMMU group. ACS only controls forwarding in switches and root ports that have "
                     "several devices below them, so no ACS setting (in the BIOS or with pcie_acs_override) can "
                     "merge these groups or create a direct path.");
        if (!onXgmi.isEmpty()) {
            f.explanation += u' '
                + Tr::tr("That is PCIe only: AMD's tools report XGMI (Infinity Fabric) between %1, so their GPU-to-GPU "
                         "traffic takes those links and never crosses the CPU.")
                      .arg(gpuList(onXgmi));
            QList<int> unlisted;
            for (const Gpu* g : alone) {
                if (!onXgmi.contains(g->index) && !g->amdIndex)
                    unlisted.append(g->index);
            }
            if (!unlisted.isEmpty())
                f.explanation += u' '
                    + Tr::tr("AMD's tools on this machine do not list %1 (bound to another driver, such as vfio-pci), "
                             "so their XGMI links are not known here.")
                          .arg(gpuList(unlisted));
        }
        if (anyPeerKnown && allPeersOk)
            f.explanation += u' '
                + (amd ? Tr::tr("amd-smi on this machine reports peer access as enabled between them.")
                       : Tr::tr("nvidia-smi on this machine reports peer access as OK between them: the driver routes it through the CPU."));
        f.advice = aloneOnRootComplexAdvice(m, amd);
        addEvidence(f, view.captures->amdTopologyLines("XGMI", 4));
        for (const Gpu* g : alone)
            addEvidence(f, view.captures->treeLine(*g->bdf));
        addEvidence(f, view.captures->iommuLines(bdfs));
        out.append(f);
    }
}

// P2P refused on a host or bare-metal machine between GPUs that talk over PCIe.
void rulePcieP2pUnsupported(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (RefusedPeerFinding& found : refusedPeerFindings(context, rule, PeerMachines::Physical)) {
        const int refused = int(found.refused.pairs.size());
        Finding& f = found.finding;
        QStringList codes;
        for (P2pStatus s : found.refused.statuses)
            codes << p2pStatusCode(s) + QStringLiteral(" (") + p2pStatusDescription(s) + u')';
        f.title = Tr::tr("PCIe peer-to-peer is refused for %n GPU pair(s)", "", refused);
        f.explanation = Tr::tr("nvidia-smi topo -p2p reports %1 between GPUs that would talk over PCIe. Transfers "
                               "between them are staged through host memory.")
                            .arg(codes.join(QStringLiteral(", ")));
        f.advice = Tr::tr("CNS: the driver does not allow P2P across the chipset or root complexes between these "
                          "GPUs; placing them under one PCIe switch avoids it. GNS, and NS on most GeForce cards: the "
                          "GPU model or driver does not offer PCIe P2P. TNS: the topology between them does not allow "
                          "it. NVLink pairs are not affected.");
        addP2pRows(f, *found.view, f.gpus);
        out.append(f);
    }
}

// A GPU link trained with fewer lanes than it supports.
void ruleLinkWidthBelowCapability(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (LinkShortfalls& found : machinesWithLinkShortfalls(rule, context, LinkShortfall::Width)) {
        const Machine& m = *found.view->machine;
        Finding& width = found.finding;
        width.title = Tr::tr("%n GPU link(s) trained with fewer lanes than they support", "", int(width.gpus.size()));
        width.explanation = Tr::tr("%1. Power management lowers a link's speed, not its width, so a narrower link "
                                   "is a real loss: bandwidth drops in proportion to the missing lanes.")
                                .arg(linkStatesText(found.states, m.gpus.size()));
        width.advice = Tr::tr("Check the slot's wiring (some x16 slots have 8 lanes), BIOS bifurcation settings, "
                              "risers and retimers, and reseat the card. Compare with the slot's LnkCap on the "
                              "port above.");
        out.append(width);
    }
}

// A GPU link running below its top speed (normal for idle GPUs).
void ruleLinkSpeedBelowCapability(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (LinkShortfalls& found : machinesWithLinkShortfalls(rule, context, LinkShortfall::Speed)) {
        const Machine& m = *found.view->machine;
        Finding& speed = found.finding;
        const QList<int>& hostGpus = found.hostGpus;
        speed.title = Tr::tr("%n GPU link(s) run below their top speed", "", int(speed.gpus.size()));
        speed.explanation = Tr::tr("%1. GPUs lower their link speed when idle (down to 2.5 GT/s) and raise it under "
                                   "load, so a lower speed in a capture of idle GPUs is normal.")
                                .arg(linkStatesText(found.states, m.gpus.size()));
        if (m.role == MachineRole::Guest) {
            // The host's lspci of the same GPUs tells whether the physical links can do better.
            QMap<QString, QList<int>> hostStates;
            if (context.host) {
                const Machine& host = *context.host->machine;
                for (int h : hostGpus) {
                    const Gpu* hg = host.gpu(h);
                    const PciDevice* hd = hg ? host.deviceOf(*hg) : nullptr;
                    if (hd && hd->link.status.isKnown())
                        hostStates[linkText(hd->link.status)].append(h);
                }
            }
            if (hostStates.size() == 1 && hostStates.first().size() == hostGpus.size())
                speed.explanation += u' '
                    + Tr::tr("On the host, the same GPUs' links were at %1 when it was collected.").arg(hostStates.firstKey());
            else
                speed.explanation += u' ' + Tr::tr("In a VM, compare with the host's view of the same GPUs.");
        }
        speed.advice = Tr::tr("Look again while the GPU is busy (nvidia-smi -q, \"Link Gen Current\", during a "
                              "bandwidth test). If it stays low under load, suspect the slot, a riser, or a BIOS "
                              "PCIe speed setting.");
        out.append(speed);
    }
}

// The class derived from the PCI tree and nvidia-smi's printed class disagree.
void ruleClassDisagreement(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        const QList<ClassDisagreement> disagreements = compareWithNvidiaSmi(m);
        if (disagreements.isEmpty())
            continue;
        Finding f = newFinding(view, rule);
        QStringList examples;
        for (const ClassDisagreement& d : disagreements) {
            for (int index : { d.gpuA, d.gpuB }) {
                if (const Gpu* g = m.gpu(index))
                    addGpu(f, *g);
            }
            if (examples.size() < 3)
                examples << Tr::tr("GPU%1–GPU%2: the tree says %3, nvidia-smi says %4")
                                .arg(d.gpuA)
                                .arg(d.gpuB)
                                .arg(linkClassName(d.derived), linkClassName(d.printed));
        }
        std::sort(f.gpus.begin(), f.gpus.end());
        f.title = Tr::tr("The PCI tree and nvidia-smi disagree on %n GPU pair(s)", "", int(disagreements.size()));
        f.explanation = examples.join(QStringLiteral("; ")) + QStringLiteral(". ")
            + Tr::tr("Either a capture is incomplete (a tree without some bridges, NUMA nodes missing), the captures "
                     "come from different boots, or nvidia-smi numbers the GPUs differently from what their bus IDs "
                     "say. nvidia-smi's class is what the driver and NCCL act on.");
        f.advice = Tr::tr("Compare the GPUs' bus IDs in nvidia-smi -q with lspci, and collect lspci -tv, numactl -H "
                          "and nvidia-smi topo -m in one go (topolens collect does).");
        addTopoRows(f, view, f.gpus);
        for (int index : std::as_const(f.gpus)) {
            if (const Gpu* g = m.gpu(index); g && g->bdf)
                addEvidence(f, view.captures->treeLine(*g->bdf));
        }
        out.append(f);
    }
}

// ACS redirection on a switch port above a GPU.
void ruleAcsRedirect(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role == MachineRole::Guest)
            continue;
        Finding f = newFinding(view, rule);
        // The switch ports with redirection on above a device: its ports, added to the finding.
        const auto redirectedAbove = [&](const Bdf& device) {
            bool any = false;
            for (const PciDevice* hop : m.pci.pathToRoot(device)) {
                if (hop->role != PciRole::SwitchDownstream || hop->acsEnabled != true)
                    continue;
                any = true;
                addDevice(f, hop->bdf);
                addEvidence(f, view.captures->verboseLines(hop->bdf, { "ACSCtl:" }));
            }
            return any;
        };
        for (const Gpu& g : m.gpus) {
            if (g.bdf && redirectedAbove(*g.bdf))
                addGpu(f, g);
        }
        // RDMA NICs too: GPUDirect RDMA is peer traffic between a GPU and a NIC.
        QStringList nics;
        for (const GpuNicLink& nic : rdmaNicsOf(m)) {
            if (nic.bdf && redirectedAbove(*nic.bdf)) {
                addDevice(f, *nic.bdf);
                nics << nic.name;
            }
        }
        if (f.gpus.isEmpty() && nics.isEmpty())
            continue;
        QStringList above;
        if (!f.gpus.isEmpty())
            above << gpuList(f.gpus);
        above += nics;
        f.title = Tr::tr("ACS redirection is on at the switch ports above %1").arg(above.join(QStringLiteral(", ")));
        f.explanation = Tr::tr("With ACS redirection on, peer traffic between devices under the same switch is sent "
                               "up to the root complex to be checked instead of straight across the switch, which "
                               "costs bandwidth and latency. It is also what keeps the devices below the switch in "
                               "separate IOMMU groups.");
        if (!nics.isEmpty())
            f.explanation += u' ' + Tr::tr("GPUDirect RDMA between a GPU and an RDMA NIC (%1) is such traffic: NCCL has been seen "
                                           "to slow down or hang with it (NVIDIA/nccl #606, #2079).").arg(nics.join(QStringLiteral(", ")));
        f.advice = m.role == MachineRole::Host
            ? Tr::tr("On a virtualization host keep it on: it isolates devices given to different VMs. Turn it off "
                     "only if every GPU under the switch goes to the same VM.")
            : Tr::tr("On bare metal, turning ACS redirection off on the switch (a BIOS option, or setpci at boot) "
                     "lets P2P under the switch go direct. Measure before and after.");
        out.append(f);
    }
}

} // namespace Topo::Findings
