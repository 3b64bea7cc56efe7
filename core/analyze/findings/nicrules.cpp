// SPDX-License-Identifier: GPL-3.0-or-later
// Rules about the GPUs and their RDMA NICs (one family of the table in ruletable.cpp).
#include "analyze/findings/rulecontext.h"

#include "analyze/gpunics.h"
#include "analyze/match/guestgpus.h"
#include "analyze/match/vmdevices.h"
#include "analyze/pcipath.h"
#include "util/tr.h"

#include <QHash>
#include <QSet>

namespace Topo::Findings {

// GPUs whose closest RDMA NIC is farther than NCCL uses GPUDirect RDMA by default (PXB).
void ruleGpuNicWithoutGpuDirect(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        // A host whose GPUs are bound to vfio-pci runs no NCCL itself: its guests do.
        if (m.role == MachineRole::Host && m.gpuIndicesAssumed)
            continue;
        QList<int> far;
        QStringList pairs;
        QList<Bdf> nicAddresses;
        const QList<GpuNics> affinities = gpuNics(m);
        if (affinities.isEmpty())
            continue;
        for (const GpuNics& g : affinities) {
            // A GPU bound to vfio-pci is a guest's: NCCL runs there, on the guest's tree.
            const Gpu* gpu = m.gpu(g.gpu);
            const PciDevice* device = gpu ? m.deviceOf(*gpu) : nullptr;
            if (device && device->driver == u"vfio-pci")
                continue;
            const GpuNicLink* nic = g.closest();
            if (!nic || nic->linkClass.linkClass == LinkClass::Unknown || gpuDirectRdmaByDefault(nic->linkClass.linkClass))
                continue;
            far << g.gpu;
            pairs << Tr::tr("GPU%1 → %2 (%3)").arg(g.gpu).arg(nic->name, nic->linkClass.toString());
            if (nic->bdf && !nicAddresses.contains(*nic->bdf))
                nicAddresses << *nic->bdf;
        }
        if (far.isEmpty())
            continue;
        Finding f = newFindingForGpuIndexes(view, rule, far);
        // One NIC card (its ports are functions of one device) is more often the machine's own
        // network than a fabric for its GPUs: said, as information. Several are a GPU fabric.
        QSet<QString> cards;
        for (const GpuNicLink& nic : affinities.first().nics)
            cards.insert(nic.bdf ? nic.bdf->toString().chopped(2) : nic.name);
        f.severity = cards.size() > 1 ? rule.severity : rule.mildest;
        for (const Bdf& nic : std::as_const(nicAddresses))
            addDevice(f, nic);
        addTopoRows(f, view, far);
        const QString which = gpusPhrase(far, gpuIndices(m).size());
        f.title = Tr::tr("No GPUDirect RDMA for %1: the closest RDMA NIC is beyond the PCIe switches").arg(which);
        f.explanation = Tr::tr("Closest RDMA NIC of each: %1. NCCL uses GPUDirect RDMA only where a GPU and its NIC meet "
                               "below the CPU, at PIX or PXB (NCCL_NET_GDR_LEVEL defaults to PXB); beyond, every message "
                               "to another node is copied through host memory, which costs latency and the CPU's memory "
                               "bandwidth on each step.")
                            .arg(pairs.join(u", "));
        f.advice = looksVirtual(m)
            ? Tr::tr("A VM's guest sees a flat tree (PHB) whatever the host has. Where the host puts each GPU and its NIC "
                     "under one switch, give NCCL that hierarchy (an NCCL topology file with the NICs, NCCL_TOPO_FILE) or "
                     "set NCCL_NET_GDR_LEVEL=PHB; then check NCCL_DEBUG=INFO for \"GPU Direct RDMA Enabled for GPU\".")
            : Tr::tr("Give each GPU a NIC under its own switch (a slot below the same switch, or NCCL_IB_HCA limited to "
                     "the NICs that are); NCCL_NET_GDR_LEVEL=SYS forces GPUDirect RDMA, which across the CPU is often "
                     "slower than staging. Check NCCL_DEBUG=INFO for \"GPU Direct RDMA Enabled for GPU\".");
        out.append(f);
    }
}

// Each GPU's closest RDMA NIC and whether NCCL uses GPUDirect RDMA with it: the affinity itself,
// for diagnose --json and the findings list, whatever it is (the rule above warns where it is far).
void ruleGpuNicAffinity(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role == MachineRole::Host && m.gpuIndicesAssumed)
            continue; // its GPUs are its guests'
        QList<int> gpus;
        QStringList pairs;
        QList<Bdf> nicAddresses;
        int direct = 0;
        QList<Bdf> treeDevices; // the GPUs and NICs the tree places, for evidence where no matrix says
        for (const GpuNics& g : gpuNics(m)) {
            const GpuNicLink* nic = g.closest();
            if (!nic || nic->linkClass.linkClass == LinkClass::Unknown)
                continue;
            const Gpu* gpu = m.gpu(g.gpu);
            const PciDevice* device = gpu ? m.deviceOf(*gpu) : nullptr;
            if (device && device->driver == u"vfio-pci")
                continue; // a guest's GPU: its affinity is the guest's tree's
            gpus << g.gpu;
            if (device)
                treeDevices << device->bdf;
            if (nic->bdf)
                treeDevices << *nic->bdf;
            const bool rdma = gpuDirectRdmaByDefault(nic->linkClass.linkClass);
            direct += rdma;
            pairs << Tr::tr("GPU%1 → %2 (%3, %4)")
                         .arg(g.gpu)
                         .arg(nic->name, nic->linkClass.toString(), rdma ? Tr::tr("GPUDirect RDMA") : Tr::tr("staged through host memory"));
            if (nic->bdf && !nicAddresses.contains(*nic->bdf))
                nicAddresses << *nic->bdf;
        }
        if (gpus.isEmpty())
            continue;
        Finding f = newFindingForGpuIndexes(view, rule, gpus);
        for (const Bdf& nic : std::as_const(nicAddresses))
            addDevice(f, nic);
        addTopoRows(f, view, gpus);
        for (const Bdf& bdf : std::as_const(treeDevices)) {
            if (const std::optional<FindingEvidence> line = view.captures->treeLine(bdf))
                addEvidence(f, line);
            else
                addEvidence(f, view.captures->verboseLines(bdf, {}));
        }
        f.title = Tr::tr("Closest RDMA NIC of each GPU: GPUDirect RDMA for %1 of %2").arg(direct).arg(gpus.size());
        f.explanation = Tr::tr("%1. The class is nvidia-smi's where it printed one, else the PCI tree's; NCCL uses "
                               "GPUDirect RDMA up to PXB by default (NCCL_NET_GDR_LEVEL), and equally close NICs are "
                               "shared out over the GPUs as NCCL does.")
                            .arg(pairs.join(u"; "));
        f.advice = Tr::tr("NCCL_IB_HCA and UCX_NET_DEVICES per GPU from these: topolens nccl-env.");
        out.append(f);
    }
}

// RDMA NICs passed through to a VM with Address Translation Services off.
void ruleNicAtsOff(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.gpus.isEmpty())
            continue; // GPUDirect RDMA needs a GPU beside the NIC
        QStringList names;
        QList<Bdf> off;
        for (const GpuNicLink& nic : rdmaNicsOf(m)) {
            const PciDevice* d = nic.bdf ? m.pci.find(*nic.bdf) : nullptr;
            // Passed through: a host's function bound to vfio-pci, or any function a guest has.
            const bool passedThrough = d && (m.role == MachineRole::Guest || d->driver == u"vfio-pci");
            if (!passedThrough || d->atsEnabled != false)
                continue;
            off << d->bdf;
            names << (nic.name == d->bdf.toString() ? nic.name : QStringLiteral("%1 (%2)").arg(nic.name, d->bdf.toString()));
        }
        if (off.isEmpty())
            continue;
        Finding f = newFinding(view, rule);
        for (const Bdf& bdf : std::as_const(off)) {
            addDevice(f, bdf);
            addEvidence(f, view.captures->verboseLines(bdf, { "ATSCtl:" }));
        }
        f.title = Tr::tr("ATS is off on RDMA NIC %1, passed through to a VM").arg(names.join(QStringLiteral(", ")));
        f.explanation = Tr::tr("Address Translation Services let a passed-through NIC keep the IOMMU's translations, and "
                               "with direct translated peer-to-peer allowed at the switch ports its GPUDirect RDMA traffic "
                               "goes straight across the switch. With ATS off, every peer transaction goes up to the root "
                               "complex to be translated, which costs GPUDirect RDMA much of its bandwidth in a VM "
                               "(NVIDIA/nccl #2171).");
        f.advice = Tr::tr("Enable it in the NIC's firmware (mlxconfig -d DEVICE set ATS_ENABLED=true, then a power cycle) "
                          "and allow direct translated P2P at the switch ports above it (ACSCtl DirectTrans+); then measure "
                          "GPUDirect RDMA in the VM (ib_write_bw --use_cuda) before and after.");
        out.append(f);
    }
}

// GPUs and NICs under one switch on the host, passed through to a guest that shows them apart.
void ruleGuestHidesGpuNicSwitch(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    if (!context.host || !context.guest)
        return;
    const Machine& host = *context.host->machine;
    const Machine& guest = *context.guest->machine;
    const GuestVmChoice choice = guestVmOf(host, guest, &context.host->captures->snapshot());
    if (!choice.chosen)
        return;
    QHash<Bdf, Bdf> guestOfHost;
    QHash<Bdf, int> configLineOf; // the line of the VM's configuration that passes it
    for (const VmDeviceMatch& d : choice.chosen->devices) {
        if (d.hostBdf && d.guestBdf) {
            guestOfHost.insert(*d.hostBdf, *d.guestBdf);
            configLineOf.insert(*d.hostBdf, d.line);
        }
    }
    QList<std::optional<FindingEvidence>> evidence;
    const auto configLine = [&](const Bdf& hostBdf) {
        const int line = configLineOf.value(hostBdf);
        if (line > 0)
            evidence << context.host->captures->line(SourceLine { choice.chosen->vm.captureId, line });
    };
    QList<int> gpus;
    QStringList pairs;
    QList<Bdf> nics;
    for (const GpuNics& onHost : gpuNics(host)) {
        const GpuNicLink* nic = onHost.closest();
        if (!nic || !nic->bdf || !gpuDirectRdmaByDefault(nic->linkClass.linkClass) || !guestOfHost.contains(*nic->bdf))
            continue;
        const int guestIndex = guestGpuFor(context.matches, onHost.gpu);
        const Gpu* gpu = guest.gpu(guestIndex);
        if (!gpu || !gpu->bdf)
            continue;
        const Bdf guestNic = guestOfHost.value(*nic->bdf);
        const LinkClass inGuest = linkClassBetween(guest, *gpu->bdf, guestNic);
        if (inGuest == LinkClass::Unknown || gpuDirectRdmaByDefault(inGuest))
            continue;
        gpus << guestIndex;
        if (!nics.contains(guestNic))
            nics << guestNic;
        configLine(*host.gpu(onHost.gpu)->bdf);
        configLine(*nic->bdf);
        pairs << Tr::tr("GPU%1 and the NIC at %2: %3 on the host, %4 here")
                     .arg(guestIndex)
                     .arg(guestNic.toString(), nic->linkClass.toString(), LinkClassCell { inGuest, 0 }.toString());
    }
    if (gpus.isEmpty())
        return;
    Finding f = newFindingForGpus(*context.guest, rule, [&](const Gpu& g) { return gpus.contains(g.index); });
    for (const Bdf& nic : std::as_const(nics))
        addDevice(f, nic);
    for (const std::optional<FindingEvidence>& e : std::as_const(evidence))
        addEvidence(f, e);
    f.title = (gpus.size() == 1 ? Tr::tr("The VM hides that %1 shares a PCIe switch with its RDMA NIC")
                                : Tr::tr("The VM hides that %1 share PCIe switches with their RDMA NICs"))
                  .arg(gpusPhrase(gpus, gpuIndices(guest).size()));
    f.explanation = Tr::tr("%1. NCCL in the guest reads the guest's tree, finds each GPU and its NIC beyond PXB and leaves "
                           "GPUDirect RDMA off, though the host routes their traffic across one switch.")
                        .arg(pairs.join(QStringLiteral("; ")));
    f.advice = Tr::tr("Give NCCL the host's hierarchy: topolens nccl-topo writes an NCCL_TOPO_FILE for the guest with each "
                      "NIC beside its GPUs. Check NCCL_DEBUG=INFO for \"GPU Direct RDMA Enabled for GPU\".");
    out.append(f);
}

} // namespace Topo::Findings
