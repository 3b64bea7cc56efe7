// SPDX-License-Identifier: GPL-3.0-or-later
// Rules about virtual machines and what they hide of their host (one family of the table in
// ruletable.cpp).
#include "analyze/findings/rulecontext.h"

#include "analyze/pcipath.h"
#include "analyze/match/vmdevices.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo::Findings {

namespace {

/// Guest GPUs grouped so that every two in a group have host GPUs that read each other with
/// P2P OK (nvidia-smi topo -p2p r on the host, both directions); groups of two or more, at most
/// the 16 the driver takes, in the guest's GPU order.
QList<QList<int>> hostP2pCliques(const Machine& host, const QList<GpuMatch>& matches, const QList<int>& guestGpus)
{
    QList<QList<int>> cliques;
    for (int g : guestGpus) {
        const int h = hostGpuFor(matches, g);
        if (h < 0)
            continue;
        const auto talks = [&](int other) {
            const int ho = hostGpuFor(matches, other);
            return peerStatus(host, h, ho) == P2pStatus::Ok && peerStatus(host, ho, h) == P2pStatus::Ok;
        };
        auto joined = std::find_if(cliques.begin(), cliques.end(), [&](const QList<int>& c) { return std::all_of(c.cbegin(), c.cend(), talks); });
        if (joined == cliques.end())
            cliques.append(QList<int> { g });
        else
            joined->append(g);
    }
    cliques.removeIf([](const QList<int>& c) { return c.size() < 2; });
    if (cliques.size() > 16)
        cliques.clear();
    return cliques;
}

/// What the host says of the pairs the guest refuses: P2P OK there (the chipset is the only
/// obstacle, and the cliques the VM could declare), or refused there too.
void compareWithHost(Finding& f, const RefusedPeerPairs& refusedPairs, const RuleContext& context, bool amd)
{
    const Machine& host = *context.host->machine;
    int hostOk = 0;
    int hostRefused = 0;
    QList<int> hostGpus;
    for (const auto& [a, b] : refusedPairs.pairs) {
        const int ha = hostGpuFor(context.matches, a);
        const int hb = hostGpuFor(context.matches, b);
        if (ha < 0 || hb < 0)
            continue;
        if (const auto s = peerStatus(host, ha, hb)) {
            hostOk += *s == P2pStatus::Ok;
            hostRefused += isP2pRefused(*s);
            for (int h : { ha, hb }) {
                if (!hostGpus.contains(h))
                    hostGpus.append(h);
            }
        }
    }
    if (hostOk && !hostRefused)
        f.explanation += u' '
            + (amd ? Tr::tr("On the host, amd-smi reports peer access as enabled between the same GPUs.")
                   : Tr::tr("On the host, nvidia-smi reports P2P as OK between the same GPUs."));
    else if (hostRefused)
        f.explanation += u' '
            + Tr::tr("On the host, P2P is refused for %n of these pairs too: a clique there would claim a "
                     "path that does not exist.",
                "", hostRefused);
    if (!amd && hostOk) {
        // The cliques this VM could declare: guest GPUs whose host GPUs talk (both ways).
        const QList<QList<int>> cliques = hostP2pCliques(host, context.matches, f.gpus);
        QStringList named;
        for (qsizetype c = 0; c < cliques.size(); ++c)
            named << Tr::tr("x-nv-gpudirect-clique=%1 for %2").arg(c).arg(gpuList(cliques[c]));
        if (!named.isEmpty())
            f.explanation += u' '
                + Tr::tr("The cliques the host's P2P status allows, in the guest's numbering: %1 "
                         "(topolens qemu-layout writes them into the VM's configuration).")
                      .arg(named.join(u"; "));
    }
    std::sort(hostGpus.begin(), hostGpus.end());
    addP2pRows(f, *context.host, hostGpus);
}

} // namespace

// P2P NS/CNS in a VM: the driver's chipset check meets QEMU's emulated host bridge.
void ruleGuestP2pBlocked(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (RefusedPeerFinding& found : refusedPeerFindings(context, rule, PeerMachines::Virtual)) {
        const MachineView& view = *found.view;
        const Machine& m = *view.machine;
        const RefusedPeerPairs& refusedPairs = found.refused;
        const int refused = int(refusedPairs.pairs.size());
        Finding& f = found.finding;
        QStringList codes;
        for (P2pStatus s : refusedPairs.statuses)
            codes << p2pStatusCode(s);
        const PciDevice* bridge = frontHostBridge(m);
        const QString bridgeName = bridge
            ? QStringLiteral("%1 [%2:%3]").arg(bridge->displayName(), QString::asprintf("%04x", bridge->vendorId), QString::asprintf("%04x", bridge->deviceId))
            : Tr::tr("an emulated host bridge");
        const bool amd = m.allAmdGpus(f.gpus);
        if (amd) {
            f.title = Tr::tr("GPU peer-to-peer is off in the VM: the guest kernel does not allow PCIe peer DMA there");
            f.explanation = Tr::tr("amd-smi reports peer access as disabled for %n GPU pair(s). amdgpu enables PCIe peer "
                                   "access only where the kernel's P2PDMA check passes (drivers/pci/p2pdma.c): devices "
                                   "under one PCIe switch, an AMD Zen CPU, or a host bridge on the kernel's allow list. "
                                   "In the VM the GPUs sit behind separate root ports of QEMU's %1, which is on no list, "
                                   "so unless the guest sees an AMD Zen CPU, peer access is refused and RCCL stages "
                                   "copies through host memory.",
                                   "", refused)
                                .arg(bridgeName);
        } else {
            f.title = Tr::tr("GPU peer-to-peer is off in the VM: the driver does not trust the emulated chipset");
            f.explanation = Tr::tr("nvidia-smi topo -p2p reports %1 for %n GPU pair(s). The NVIDIA driver allows P2P only "
                                   "behind chipsets it knows, and the guest's host bridge is QEMU's %2, which is not one "
                                   "of them, so peer access is refused even where the host could do it. Copies between "
                                   "these GPUs are staged through memory instead.",
                                   "", refused)
                                .arg(codes.join(u'/'), bridgeName);
        }
        if (context.host && m.role == MachineRole::Guest)
            compareWithHost(f, refusedPairs, context, amd);
        if (amd) {
            f.advice = Tr::tr("On an AMD EPYC host, give the VM the host's CPU model (Proxmox cpu: host, QEMU -cpu host), "
                              "so the guest kernel sees a Zen CPU and its P2PDMA check passes. amdgpu also needs all of "
                              "each GPU's memory visible through its BAR (large BAR): Resizable BAR on the host, and a "
                              "64-bit MMIO window in the VM large enough for it (OVMF: -fw_cfg "
                              "opt/ovmf/X-PciMmio64Mb=…). Keep amdgpu.pcie_p2p at its default (1), and run RCCL with "
                              "HSA_FORCE_FINE_GRAIN_PCIE=1, as RCCL setups on PCIe-connected GPUs do. Then check amd-smi "
                              "topology's ACCESS table in the guest and measure with rocm-bandwidth-test or rccl-tests. "
                              "Where XGMI connects the GPUs on the host, giving the VM GPUs of one hive avoids PCIe "
                              "peer traffic altogether.");
        } else {
            f.advice = Tr::tr("QEMU can tell the guest driver which GPUs may talk directly: give each GPU's vfio-pci "
                              "device x-nv-gpudirect-clique=N (N from 0 to 15; the same N for GPUs that may do P2P "
                              "with each other), e.g. -set device.hostpci0.x-nv-gpudirect-clique=0 on a Proxmox VM's "
                              "args: line (qm showcmd VMID shows the device ids). Reported pitfalls: hidden=1 (it also "
                              "sets kvm=off) and a -set line naming a device id that does not exist both silently "
                              "defeat it. Caveats: the clique asserts the capability, it does not create it. The host "
                              "must really route P2P between these GPUs (nvidia-smi topo -p2p r on the host, IOMMU "
                              "groups, ACS), and a real workload has been seen to hang even though "
                              "p2pBandwidthLatencyTest passed, so validate with your own workload. An emulated PCIe "
                              "switch in the guest does not help. Once P2P is on, NCCL also needs NCCL_P2P_LEVEL=PHB "
                              "(or SYS) to use it across the guest's host bridge.");
        }
        addP2pRows(f, view, f.gpus);
        if (bridge) {
            addEvidence(f, view.captures->treeLine(bridge->bdf));
            addEvidence(f, view.captures->verboseLines(bridge->bdf, {}));
        }
        // Move the guest's own rows first: the host's are supporting evidence.
        std::stable_partition(f.evidence.begin(), f.evidence.end(),
            [&](const FindingEvidence& e) { return e.machineIndex == view.index; });
        out.append(f);
    }
}

namespace {

// Without the host only the shape of the guest can be told: every pair through one host bridge.
void reportGuestShapeOnly(const MachineView& guestView, Finding f, QList<Finding>& out)
{
    const Machine& guest = *guestView.machine;
    const auto pairs = gpuPairs(guest);
    if (pairs.isEmpty())
        return;
    for (const GpuPair& p : pairs) {
        if (gpuPairClass(guest, p.a, p.b).linkClass != LinkClass::PHB)
            return;
    }
    f.severity = FindingSeverity::Info;
    f.title = Tr::tr("The guest shows every GPU pair as PHB: the host's topology is hidden");
    f.explanation = Tr::tr("QEMU hangs every passed-through GPU off root ports of its single emulated host "
                           "bridge, so inside the VM all pairs are one host bridge apart (PHB), whatever the "
                           "host has: NODE or SYS pairs on the host look the same as neighbours.");
    f.advice = Tr::tr("Collect the host as well (topolens collect --host … --guest …) to see which pairs really "
                      "are far apart.");
    for (const Gpu& g : guest.gpus)
        addGpu(f, g);
    addTopoRows(f, guestView, f.gpus);
    out.append(f);
}

/// Guest GPU pairs that are NODE or SYS on the host and look near (PIX, PXB, PHB) in the guest.
struct FlattenedPairs
{
    int count = 0;
    QString example;     // a SYS pair where there is one: the farthest shows the loss best
    QList<int> hostGpus; // the host GPUs of those pairs, ascending
};

// Adds the guest GPUs of every flattened pair to `f`.
FlattenedPairs flattenedPairs(const RuleContext& context, Finding& f)
{
    const Machine& guest = *context.guest->machine;
    const Machine& host = *context.host->machine;
    FlattenedPairs out;
    bool exampleIsSys = false;
    for (const GpuPair& p : gpuPairs(guest)) {
        const int ha = hostGpuFor(context.matches, p.a);
        const int hb = hostGpuFor(context.matches, p.b);
        if (ha < 0 || hb < 0)
            continue;
        const LinkClass hostClass = gpuPairClass(host, ha, hb).linkClass;
        const LinkClass guestClass = gpuPairClass(guest, p.a, p.b).linkClass;
        // NVLink pairs do not go over PCIe at all: nothing to flatten.
        if ((hostClass != LinkClass::Node && hostClass != LinkClass::Sys)
            || (guestClass != LinkClass::PIX && guestClass != LinkClass::PXB && guestClass != LinkClass::PHB))
            continue;
        ++out.count;
        addGpu(f, guest, p.a);
        addGpu(f, guest, p.b);
        for (int h : { ha, hb }) {
            if (!out.hostGpus.contains(h))
                out.hostGpus.append(h);
        }
        if (out.example.isEmpty() || (hostClass == LinkClass::Sys && !exampleIsSys)) {
            exampleIsSys = hostClass == LinkClass::Sys;
            out.example = Tr::tr("guest GPU%1–GPU%2 is %3, but they are host GPU%4–GPU%5, which is %6")
                              .arg(p.a)
                              .arg(p.b)
                              .arg(linkClassName(guestClass))
                              .arg(ha)
                              .arg(hb)
                              .arg(linkClassName(hostClass));
        }
    }
    std::sort(out.hostGpus.begin(), out.hostGpus.end());
    return out;
}

} // namespace

// The guest shows host NODE/SYS pairs as PHB, or one NUMA node where the host has several.
void ruleGuestFlattensTopology(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    if (!context.guest)
        return;
    const MachineView& guestView = *context.guest;
    const Machine& guest = *guestView.machine;
    if (guest.gpus.isEmpty())
        return;
    Finding f = newFinding(guestView, rule);
    if (!context.host)
        return reportGuestShapeOnly(guestView, f, out);
    const MachineView& hostView = *context.host;
    const Machine& host = *hostView.machine;
    const FlattenedPairs flattened = flattenedPairs(context, f);
    const int guestNodes = int(guest.numa.nodes.size());
    const int hostNodes = int(host.numa.nodes.size());
    const bool oneNodeGuest = guestNodes == 1 && hostNodes > 1;
    if (!flattened.count && !oneNodeGuest)
        return;
    std::sort(f.gpus.begin(), f.gpus.end());
    // AMD GPUs are read with rocm-smi and driven by RCCL, which reads NCCL's topology file too.
    const bool amd = guest.allAmdGpus(flattened.count ? f.gpus : gpuIndices(guest));
    const QString smi = amd ? QStringLiteral("rocm-smi") : QStringLiteral("nvidia-smi");
    const QString ccl = amd ? QStringLiteral("RCCL") : QStringLiteral("NCCL");
    if (flattened.count) {
        f.title = Tr::tr("The VM hides the host's GPU topology: NODE/SYS pairs look like PHB");
        f.explanation = Tr::tr("%n GPU pair(s) that cross root complexes (NODE) or sockets (SYS) on the host look "
                               "like close neighbours inside the VM (for example, %1). QEMU hangs every "
                               "passed-through GPU off root ports of its single emulated host bridge (pcie.0), so "
                               "%2 and %3 in the guest cannot tell near pairs from far ones, and %3 may "
                               "build rings that cross the socket link more often than needed.",
                               "", flattened.count)
                            .arg(flattened.example, smi, ccl);
    } else {
        for (const Gpu& g : guest.gpus)
            addGpu(f, g);
        f.title = Tr::tr("The VM has one NUMA node while the host has %1").arg(hostNodes);
        f.explanation = Tr::tr("Inside the VM every CPU and every GPU look equally close, so nothing in the guest "
                               "can keep a GPU's buffers and threads on the host socket the GPU is attached to.");
    }
    if (oneNodeGuest && flattened.count)
        f.explanation += u' ' + Tr::tr("The guest also has one NUMA node while the host has %1.").arg(hostNodes);
    f.advice = Tr::tr("Mirror the host in the guest: one pxb-pcie expander bus per host root complex (not per NUMA "
                      "node), each bound to the guest NUMA node of its host socket (numa_node=N), with the GPUs' "
                      "root ports on it. Or give %1 the host's view with NCCL_TOPO_FILE: dump it on bare metal "
                      "with NCCL_TOPO_DUMP_FILE, keep the <cpu> and <pci> elements and change the bus IDs to the "
                      "guest's (topolens nccl-topo writes that file). Writing numa_node in the guest's sysfs does not "
                      "change what %2 or %1 see.")
                   .arg(ccl, smi);
    if (oneNodeGuest)
        f.advice += u' '
            + Tr::tr("Give the VM one NUMA node per host socket it uses, with its vCPUs and memory bound to that "
                     "socket (Proxmox: numa: 1 and numaN: cpus=…,hostnodes=…,memory=…,policy=bind).");
    addTopoRows(f, guestView, f.gpus);
    addTopoRows(f, hostView, flattened.hostGpus);
    addEvidence(f, guestView.captures->numaSummaryLine());
    addEvidence(f, hostView.captures->numaSummaryLine());
    out.append(f);
}

// AMD GPUs that XGMI connects on the host (or whose model the host connects by XGMI) talk
// over PCIe in the guest.
void ruleXgmiNotVisibleInGuest(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    if (!context.guest || !context.host)
        return; // the guest alone cannot tell a GPU without XGMI from a hive it lost
    const MachineView& guestView = *context.guest;
    const MachineView& hostView = *context.host;
    const Machine& guest = *guestView.machine;
    const Machine& host = *hostView.machine;
    const QList<int> guestGpus = gpuIndices(guest);
    if (guestGpus.size() < 2 || !guest.allAmdGpus(guestGpus))
        return;
    const QList<GpuPair> pcie = amdPairsOfType(guest, guestGpus, AmdLinkType::Pcie);
    if (pcie.isEmpty())
        return;
    // The host's word: the very GPUs over XGMI there (both seen by the host's tools), else
    // XGMI between host GPUs of the guest's model (the guest's GPUs bound to vfio-pci there).
    const auto modelOf = [](const Machine& m, int index) -> quint16 {
        const Gpu* g = m.gpu(index);
        const PciDevice* d = g ? m.deviceOf(*g) : nullptr;
        return d ? d->deviceId : 0;
    };
    QList<GpuPair> sameGpusOnXgmi;
    for (const GpuPair& p : pcie) {
        const int ha = hostGpuFor(context.matches, p.a);
        const int hb = hostGpuFor(context.matches, p.b);
        const AmdGpuLink* link = ha >= 0 && hb >= 0 ? host.amdLink(ha, hb) : nullptr;
        if (link && link->type() == AmdLinkType::Xgmi)
            sameGpusOnXgmi.append(p);
    }
    QList<int> hostModelOnXgmi;
    QList<int> hostModelKept; // the guest's model still driven by amdgpu on the host
    if (sameGpusOnXgmi.isEmpty()) {
        QList<quint16> guestModels;
        for (int g : guestGpus) {
            if (const quint16 model = modelOf(guest, g); model && !guestModels.contains(model))
                guestModels.append(model);
        }
        QList<int> sameModel;
        for (const Gpu& hg : host.gpus) {
            if (hg.amdIndex && guestModels.contains(modelOf(host, hg.index)))
                sameModel.append(hg.index);
        }
        hostModelOnXgmi = gpusOfPairs(amdPairsOfType(host, sameModel, AmdLinkType::Xgmi));
        for (int h : std::as_const(sameModel)) {
            if (guestGpuFor(context.matches, h) < 0)
                hostModelKept.append(h);
        }
        if (hostModelOnXgmi.isEmpty())
            return;
    }
    const QList<GpuPair>& shown = sameGpusOnXgmi.isEmpty() ? pcie : sameGpusOnXgmi;
    Finding f = newFinding(guestView, rule);
    for (const GpuPair& p : shown) {
        addGpu(f, guest, p.a);
        addGpu(f, guest, p.b);
    }
    std::sort(f.gpus.begin(), f.gpus.end());
    const GpuPair example = shown.first();
    const AmdGpuLink* guestLink = guest.amdLink(example.a, example.b);
    f.title = Tr::tr("XGMI is not visible in the VM: its GPUs talk over PCIe");
    f.explanation = Tr::tr("In the guest, AMD's tools report PCIe instead of XGMI between %n GPU pair(s) (GPU%1–GPU%2: %3).",
                           "", int(shown.size()))
                        .arg(example.a)
                        .arg(example.b)
                        .arg(guestLink ? guestLink->vendorText() : QStringLiteral("PCIE"));
    if (!sameGpusOnXgmi.isEmpty()) {
        const int ha = hostGpuFor(context.matches, example.a);
        const int hb = hostGpuFor(context.matches, example.b);
        f.explanation += u' '
            + Tr::tr("On the host the same GPUs are connected by XGMI (host GPU%1–GPU%2).").arg(ha).arg(hb);
    } else {
        f.explanation += u' '
            + Tr::tr("On the host, GPUs of the same model are connected by XGMI (%1): the platform has XGMI, and the "
                     "VM's GPUs do not get it.")
                  .arg(gpuList(hostModelOnXgmi));
        if (!hostModelKept.isEmpty())
            f.explanation += u' '
                + Tr::tr("%n GPU(s) of that model stay on the host with its own driver, so a hive is split between the "
                         "host and the VM.",
                    "", int(hostModelKept.size()));
    }
    f.explanation += u' '
        + Tr::tr("Without XGMI, RCCL in the guest moves data between these GPUs over PCIe, through QEMU's emulated "
                 "root complex, at a fraction of XGMI's bandwidth, and through host memory where peer access is off.");
    f.advice = Tr::tr("Give the VM the GPUs of one XGMI hive together (on an eight-GPU MI300X platform, all eight) "
                      "instead of splitting a hive between VMs or between a VM and the host, then check that "
                      "rocm-smi --showtopotype in the guest shows XGMI. Where the hive stays split, RCCL can only "
                      "use PCIe between the VM's GPUs: measure it with rocm-bandwidth-test or rccl-tests.");
    addEvidence(f, guestView.captures->amdTopologyLines("PCIE", 4));
    addEvidence(f, hostView.captures->amdTopologyLines("XGMI", 4));
    out.append(f);
}

// A guest's emulated root port advertising a slower link than the GPU below it.
void ruleGuestRootPortLink(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role != MachineRole::Guest)
            continue;
        Finding f = newFinding(view, rule);
        QString example;
        for (const Gpu& g : m.gpus) {
            const PciDevice* d = m.deviceOf(g);
            const PciDevice* port = d && d->parent ? m.pci.find(*d->parent) : nullptr;
            if (!port || port->role != PciRole::RootPort || !port->link.capability.isKnown() || !d->link.capability.isKnown())
                continue;
            const LinkState& portCap = port->link.capability;
            const LinkState& gpuCap = d->link.capability;
            if (!(portCap.speedGTs + 0.01 < gpuCap.speedGTs || (portCap.width > 0 && portCap.width < gpuCap.width)))
                continue;
            addGpu(f, g);
            addDevice(f, port->bdf);
            if (example.isEmpty())
                example = Tr::tr("root port %1 advertises %2 above GPU%3, which can do %4")
                              .arg(port->bdf.toString(), linkText(portCap))
                              .arg(g.index)
                              .arg(linkText(gpuCap));
            addEvidence(f, view.captures->verboseLines(port->bdf, { "LnkCap:" }));
        }
        if (f.gpus.isEmpty())
            continue;
        f.title = Tr::tr("The VM's emulated root ports advertise a slower link than the GPUs have");
        f.explanation = Tr::tr("In this VM, %1. The number is only a label: data moves at the physical link's speed. "
                               "But software that reads it (NCCL's topology detection, for one) may take it at its "
                               "word, and NCCL falls back to assuming Gen3 when it cannot read a speed at all.")
                            .arg(example);
        f.advice = Tr::tr("Newer QEMU machine types advertise faster root ports; QEMU's pcie-root-port also has "
                          "x-speed and x-width properties. Or give NCCL the real speeds in an NCCL_TOPO_FILE.");
        out.append(f);
    }
}

// Guest GPUs matched to host GPUs only by order.
void ruleMappingAssumed(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    if (!context.host || !context.guest)
        return;
    const MachineView& guestView = *context.guest;
    Finding f = newFinding(guestView, rule);
    for (const GpuMatch& match : context.matches) {
        if (!match.isAssumed())
            continue;
        if (const Gpu* g = guestView.machine->gpu(match.guestGpu))
            addGpu(f, *g);
    }
    if (f.gpus.isEmpty())
        return;
    std::sort(f.gpus.begin(), f.gpus.end());
    f.title = Tr::tr("%n guest GPU(s) are matched to host GPUs only by order", "", int(f.gpus.size()));
    f.explanation = Tr::tr("Nothing seen on both sides identifies %1, so TopoLens paired them with host GPUs in bus "
                           "order. A VM's slot order need not follow the host's, so every host-versus-guest "
                           "comparison for these GPUs rests on a guess.")
                        .arg(gpusPhrase(f.gpus, guestView.machine->gpus.size()));
    if (context.host->machine->gpuIndicesAssumed)
        f.explanation += u' '
            + Tr::tr("The host has no nvidia-smi output (its GPUs are probably bound to vfio-pci), so host GPU "
                     "numbers also follow bus order.");
    // VM configurations were collected and still did not place these GPUs: say why.
    const Machine& host = *context.host->machine;
    if (!host.vms.isEmpty()) {
        const GuestVmChoice choice = guestVmOf(host, *guestView.machine, &context.host->captures->snapshot());
        if (!choice.chosen) {
            f.explanation += u' ' + Tr::tr("The host's VM configurations were collected, but none is taken for this guest: %1.").arg(choice.whyNone);
        } else {
            QStringList why;
            for (const GpuMatch& match : context.matches) {
                if (match.isAssumed() && f.gpus.contains(match.guestGpu))
                    why << Tr::tr("GPU%1 %2").arg(match.guestGpu).arg(match.detail);
            }
            f.explanation += u' ' + Tr::tr("The configuration of %1 (%2) does not place them: %3.")
                                        .arg(vmDisplayName(choice.chosen->vm), choice.chosen->why, why.join(QStringLiteral("; ")));
            if (const RawCapture* c = context.host->captures->byId(choice.chosen->vm.captureId)) {
                const QList<Text::Line>& lines = context.host->captures->lines(*c);
                for (const VmDevice& d : choice.chosen->vm.devices) {
                    if (d.kind == VmDeviceKind::Passthrough && d.line > 0 && d.line <= lines.size())
                        addEvidence(f, context.host->captures->evidence(*c, lines[d.line - 1]));
                }
            }
        }
    }
    f.advice = Tr::tr("Collect an identifier on both sides: GPU UUIDs need nvidia-smi on the host too (run it while "
                      "the GPUs are still bound to the nvidia driver), or the PCIe Device Serial Number, which "
                      "lspci -vvv shows only when run as root (topolens collect --sudo, on host and guest). On "
                      "Proxmox, qm config and /etc/pve/mapping/pci.cfg name the host addresses behind each hostpciN.");
    for (const MachineView* view : { context.guest, context.host }) {
        for (const QString& id : { QStringLiteral("qm-config"), QStringLiteral("pve-pci-mapping") }) {
            if (const RawCapture* c = view->captures->byId(id))
                addEvidence(f, view->captures->matching(*c, [](QByteArrayView t) {
                    return t.startsWith("hostpci") || Text::trimmed(t).startsWith("map ");
                }, 16));
        }
    }
    out.append(f);
}

// A VM configuration passing through a host function that the host's PCI tree does not have.
void ruleVmConfigMissingHostDevice(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.pci.isEmpty())
            continue; // no tree collected: nothing to miss a device in
        for (const VmConfiguration& vm : m.vms) {
            Finding f = newFinding(view, rule);
            QStringList missing;
            for (const VmDevice& d : vm.devices) {
                if (d.kind != VmDeviceKind::Passthrough || !d.hostAddress || m.pci.find(*d.hostAddress))
                    continue;
                addDevice(f, *d.hostAddress);
                missing << Tr::tr("%1 = host %2").arg(d.id, d.hostAddress->toString());
                const RawCapture* capture = view.captures->byId(vm.captureId);
                if (!capture || d.line <= 0)
                    continue;
                const QList<Text::Line>& lines = view.captures->lines(*capture);
                if (d.line <= lines.size())
                    addEvidence(f, view.captures->evidence(*capture, lines[d.line - 1]));
            }
            if (missing.isEmpty())
                continue;
            f.title = Tr::tr("%1 passes through %n host device(s) this host does not have", "", int(missing.size()))
                          .arg(vmDisplayName(vm));
            f.explanation = Tr::tr("According to %1, the VM gets %2, but the host's PCI tree has no such function. A VM that "
                                   "is not running will fail to start with it; for a running VM, the device has "
                                   "dropped off the bus or was removed since it started, or the host was collected "
                                   "at another time than the VM's configuration.")
                                .arg(vmSourceText(vm), missing.join(QStringLiteral(", ")));
            f.advice = Tr::tr("Look for the address on the host (lspci -s ADDRESS, and the kernel log for \"fallen off "
                              "the bus\" or AER errors). Addresses move when cards are added or firmware settings "
                              "change: on Proxmox, compare the hostpciN entry or the path= of its PCI mapping "
                              "(/etc/pve/mapping/pci.cfg) with the host's addresses now; for libvirt, the <hostdev> "
                              "<source> address.");
            out.append(f);
        }
    }
}

// vGPU, not passthrough: no PCIe P2P.
void ruleVgpu(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        Finding f = newFindingForGpus(view, rule, [](const Gpu& g) {
            return g.virtualizationMode.trimmed().compare(u"VGPU", Qt::CaseInsensitive) == 0;
        });
        if (f.gpus.isEmpty() || m.gpus.size() < 2)
            continue;
        f.title = Tr::tr("These GPUs are vGPUs: PCIe peer-to-peer is not available");
        f.explanation = Tr::tr("nvidia-smi reports virtualization mode VGPU for %1. NVIDIA vGPU does not support P2P "
                               "transfers over PCIe; NVLink P2P works only with some full-framebuffer vGPU profiles.")
                            .arg(gpuList(f.gpus));
        f.advice = Tr::tr("For PCIe P2P, pass the whole GPUs through (vfio-pci) instead of vGPU profiles.");
        addNvidiaSmiField(f, view, "<virtualization_mode>", "Virtualization Mode");
        out.append(f);
    }
}

} // namespace Topo::Findings
