// SPDX-License-Identifier: GPL-3.0-or-later
// Rules about the platform: firmware, IOMMU, BARs, NUMA affinity (one family of the table in
// ruletable.cpp).
#include "analyze/findings/kernelbarlines.h"
#include "analyze/findings/rulecontext.h"
#include "model/formatid.h"

#include "util/tr.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>

namespace Topo::Findings {

namespace {

/// GPUs by class code, or by lspci's class words where only the IOMMU listing names a device.
bool isGpuLike(const PciDevice& d)
{
    if (d.classCode)
        return d.isGpu();
    return d.description.startsWith(u"VGA compatible controller") || d.description.startsWith(u"3D controller")
        || d.description.startsWith(u"Display controller");
}

bool isBridgeLike(const PciDevice& d)
{
    if (d.classCode)
        return (d.classCode >> 16) == 0x06;
    return d.description.contains(u"bridge [06") || d.description.startsWith(u"PCI bridge")
        || d.description.startsWith(u"Host bridge");
}

QString bytesText(quint64 bytes)
{
    constexpr quint64 gib = quint64(1) << 30;
    if (bytes >= gib)
        return Tr::tr("%1 GiB").arg(bytes / gib);
    return Tr::tr("%1 MiB").arg(bytes >> 20);
}

std::optional<int> gpuNumaNode(const Machine& m, const Gpu& gpu)
{
    if (gpu.numaNode)
        return gpu.numaNode;
    if (const PciDevice* d = m.deviceOf(gpu))
        return d->numaNode;
    return std::nullopt;
}

/// The topo -m row's "NUMA Affinity" for a GPU ("N/A" in most guests).
QString printedNumaAffinity(const Machine& m, int gpuIndex)
{
    if (!m.topo)
        return {};
    const QString label = QStringLiteral("GPU%1").arg(gpuIndex);
    for (const TopoAffinity& a : m.topo->affinity) {
        if (a.label == label)
            return a.numaAffinity;
    }
    return {};
}

} // namespace

// IOMMU off on a machine that hands devices to VMs.
void ruleIommuOff(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (!m.iommuListed || !m.iommuGroups().isEmpty() || m.role == MachineRole::Guest)
            continue; // a guest without a virtual IOMMU has no groups, and needs none
        bool passesThrough = m.role == MachineRole::Host;
        for (const PciDevice& d : m.pci.devices)
            passesThrough = passesThrough || d.driver == u"vfio-pci";
        if (!passesThrough)
            continue;
        Finding f = newFinding(view, rule);
        f.title = Tr::tr("The IOMMU is off: no IOMMU groups on a machine that passes devices through");
        f.explanation = Tr::tr("/sys/kernel/iommu_groups is empty, so VFIO cannot isolate devices and PCI "
                               "passthrough to VMs does not work.");
        f.advice = Tr::tr("Enable the IOMMU in the BIOS (VT-d on Intel, IOMMU/AMD-Vi on AMD) and, on Intel, add "
                          "intel_iommu=on to the kernel command line (AMD turns it on by itself when the BIOS does). "
                          "iommu=pt keeps the host's own DMA fast. Reboot and check /sys/kernel/iommu_groups.");
        for (const RawCapture* c : view.captures->ofFormat(FormatId::iommuGroups))
            addEvidence(f, view.captures->wholeCapture(*c, Tr::tr("(no output: no IOMMU groups)")));
        addEvidence(f, view.captures->cmdlineLine());
        for (const RawCapture* log : view.captures->kernelLogs()) {
            addEvidence(f, view.captures->matching(*log, [](QByteArrayView t) {
                return t.contains("DMAR") || t.contains("AMD-Vi") || t.contains("IOMMU") || t.contains("iommu");
            }, 8));
        }
        out.append(f);
    }
}

// The `lspci -vvv` region lines of a device's memory BARs that were not placed: an address
// placeholder with a known size, or a size of 0. The model marks "[disabled]" (decoding off, e.g.
// a vfio-pci GPU at rest) and size-less replays of config dumps the same way; only these are a
// failed placement.
QList<FindingEvidence> unplacedRegionLines(const MachineView& view, const PciDevice& d)
{
    bool hasUnassignedMemory = false;
    for (const Bar& b : d.bars)
        hasUnassignedMemory = hasUnassignedMemory || (b.isMemory && b.unassigned);
    if (!hasUnassignedMemory)
        return {};
    QList<FindingEvidence> failed;
    for (const FindingEvidence& line : view.captures->verboseLines(d.bdf, { "Region " }, true)) {
        const bool placeholder = line.text.contains(u"Memory at <");
        const bool sized = line.text.contains(u"[size=") && !line.text.contains(u"[size=0]");
        if ((placeholder && sized) || (line.text.contains(u"Memory at") && line.text.contains(u"[size=0]")))
            failed.append(line);
    }
    return failed;
}

// The kernel log. What counts is a memory BAR (0-5) that a function needs and did not get, and
// the memory windows of the bridges above such a function (why it did not get it). The rest is
// routine: I/O port windows (the 64 KiB port space cannot give every root port of a VM its 4 KiB,
// so nearly every guest with several root ports prints them), windows with nothing behind them
// that failed (hotplug reservations of empty ports), expansion ROMs and SR-IOV BARs nobody
// enabled. `addFailedDevice` takes each function the log names; the lines come back sorted.
QList<FindingEvidence> kernelPlacementLines(const MachineView& view, const Finding& f,
    const std::function<void(const Bdf&)>& addFailedDevice)
{
    using Resource = KernelResourceFailure::Resource;
    const Machine& m = *view.machine;
    QList<QPair<FindingEvidence, KernelResourceFailure>> resourceLines;
    QList<FindingEvidence> kernelLines;
    for (const RawCapture* log : view.captures->kernelLogs()) {
        const auto lines = view.captures->matching(*log, [](QByteArrayView text) {
            const QString line = QString::fromUtf8(text);
            return kernelResourceFailure(line).has_value() || isGeneralPlacementFailure(line);
        });
        for (const FindingEvidence& line : lines) {
            if (const auto failure = kernelResourceFailure(line.text))
                resourceLines.append({ line, *failure });
            else
                kernelLines.append(line);
        }
    }
    QList<Bdf> failedFunctions;
    for (const auto& [line, failure] : std::as_const(resourceLines)) {
        if (failure.resource == Resource::DeviceBar && failure.memory) {
            kernelLines.append(line);
            if (!failedFunctions.contains(failure.device))
                failedFunctions.append(failure.device);
            addFailedDevice(failure.device);
        }
    }
    for (const QString& device : std::as_const(f.devices)) {
        if (const auto bdf = Bdf::parse(QStringView(device)); bdf && !failedFunctions.contains(*bdf))
            failedFunctions.append(*bdf);
    }
    const auto isAbove = [&](const Bdf& bridge) {
        return std::any_of(failedFunctions.begin(), failedFunctions.end(), [&](const Bdf& function) {
            const auto path = m.pci.pathToRoot(function);
            return std::any_of(path.begin() + (path.isEmpty() ? 0 : 1), path.end(),
                [&](const PciDevice* d) { return d->bdf == bridge; });
        });
    };
    for (const auto& [line, failure] : std::as_const(resourceLines)) {
        if (failure.resource == Resource::Window && failure.memory && isAbove(failure.device))
            kernelLines.append(line);
    }
    std::sort(kernelLines.begin(), kernelLines.end(), [](const FindingEvidence& a, const FindingEvidence& b) {
        return std::tie(a.captureId, a.line) < std::tie(b.captureId, b.line);
    });
    return kernelLines;
}

// What the BAR finding says: the title, why it matters, and what to do on this machine.
void explainBarAllocation(Finding& f, const Machine& m)
{
    quint64 gpuBarBytes = 0;
    for (const Gpu& g : m.gpus) {
        const PciDevice* d = m.deviceOf(g);
        if (!d)
            continue;
        quint64 sum = 0;
        for (const Bar& b : d->bars)
            sum += b.isMemory ? b.sizeBytes : 0;
        gpuBarBytes += sum;
    }
    f.title = f.devices.isEmpty() ? Tr::tr("The kernel could not place some PCI memory windows (BARs)")
                                  : Tr::tr("%n device(s) have memory windows (BARs) that could not be placed", "",
                                        int(f.devices.size()));
    f.explanation = Tr::tr("A BAR the firmware or kernel could not assign leaves the device without its memory "
                           "window: a GPU missing from nvidia-smi, or one that fails to initialise, is the usual "
                           "result. Large-memory GPUs need BARs of tens to hundreds of GiB each, which must fit in "
                           "the 64-bit address window the firmware offers.");
    const auto realloc = m.cmdline ? m.cmdline->value(QStringLiteral("pci")) : std::nullopt;
    if (realloc && realloc->contains(u"realloc=off"))
        f.advice = Tr::tr("The kernel command line has pci=realloc=off; remove it or boot with pci=realloc so "
                          "Linux redoes the assignment the firmware got wrong.");
    else if (realloc && realloc->contains(u"realloc"))
        f.advice = Tr::tr("pci=realloc is already on the kernel command line, so the window itself is too small.");
    else
        f.advice = Tr::tr("Boot with pci=realloc so Linux redoes the assignment the firmware got wrong (the kernel "
                          "suggests it itself). Check that the parameter really reached /proc/cmdline: cloud "
                          "images override GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub.d/.");
    if (m.role == MachineRole::Guest) {
        f.advice += u' '
            + Tr::tr("In a VM the 64-bit MMIO window is the VM firmware's: it must cover every GPU's BARs "
                     "(about %1 here). With OVMF, size it with -fw_cfg name=opt/ovmf/X-PciMmio64Mb,string=MiB "
                     "(on Proxmox in the VM's args: line); with SeaBIOS, pci=realloc in the guest is the way.")
                  .arg(bytesText(gpuBarBytes));
    } else {
        f.advice += u' ' + Tr::tr("On bare metal and hosts, enable Above 4G Decoding (and Resizable BAR) in the BIOS.");
    }
}

// BARs the firmware or kernel could not place.
void ruleBarAllocation(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        Finding f = newFinding(view, rule);
        bool gpuAffected = false;
        const auto addFailedDevice = [&](const Bdf& bdf) {
            addDevice(f, bdf);
            const PciDevice* d = m.pci.find(bdf);
            if (d && isGpuLike(*d)) {
                gpuAffected = true;
                if (const Gpu* g = m.gpuAt(bdf))
                    addGpu(f, *g);
            }
        };
        for (const PciDevice& d : m.pci.devices) {
            const QList<FindingEvidence> failed = unplacedRegionLines(view, d);
            if (failed.isEmpty())
                continue;
            addFailedDevice(d.bdf);
            addEvidence(f, failed);
        }
        const QList<FindingEvidence> kernelLines = kernelPlacementLines(view, f, addFailedDevice);
        if (f.devices.isEmpty() && kernelLines.isEmpty())
            continue;
        addEvidence(f, kernelLines);
        f.severity = gpuAffected || !kernelLines.isEmpty() ? FindingSeverity::Problem : FindingSeverity::Warning;
        std::sort(f.gpus.begin(), f.gpus.end());
        explainBarAllocation(f, m);
        addEvidence(f, view.captures->cmdlineLine());
        out.append(f);
    }
}

// GPUs without a NUMA node (numa_node -1, NUMA affinity N/A).
void ruleGpuNumaUnknown(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        const int nodes = int(m.numa.nodes.size());
        const bool guest = m.role == MachineRole::Guest;
        // One NUMA node and no affinity is the normal state of small bare-metal machines.
        if (!guest && nodes <= 1)
            continue;
        QList<const Gpu*> unknown;
        for (const Gpu& g : m.gpus) {
            const auto node = gpuNumaNode(m, g);
            const QString printed = printedNumaAffinity(m, g.index);
            if ((node && *node < 0) || (!node && printed == u"N/A"))
                unknown.append(&g);
        }
        if (unknown.isEmpty())
            continue;
        Finding f = newFinding(view, rule);
        f.severity = nodes > 1 ? FindingSeverity::Warning : FindingSeverity::Info;
        for (const Gpu* g : unknown)
            addGpu(f, *g);
        if (guest) {
            f.title = Tr::tr("The guest's GPUs have no NUMA node (numa_node -1)");
            bool printedNa = false;
            for (const Gpu* g : unknown)
                printedNa = printedNa || printedNumaAffinity(m, g->index) == u"N/A";
            f.explanation = (printedNa ? Tr::tr("The VM's firmware tables give %1 no proximity domain, so the guest "
                                                "kernel reports numa_node -1 and nvidia-smi shows NUMA affinity N/A.")
                                       : Tr::tr("The VM's firmware tables give %1 no proximity domain, so the guest "
                                                "kernel reports numa_node -1."))
                                .arg(gpusPhrase(f.gpus, m.gpus.size()))
                + u' '
                + Tr::tr("CUDA, NCCL and the kernel then place buffers and threads without knowing which CPUs are near "
                         "the GPU.");
            if (nodes <= 1)
                f.explanation += u' '
                    + Tr::tr("With one guest NUMA node this costs nothing inside the guest; what matters is that the "
                             "VM's vCPUs and memory sit on the host socket the GPUs are attached to.");
            if (context.host) {
                QSet<int> hostNodes;
                for (const Gpu* g : unknown) {
                    const int h = hostGpuFor(context.matches, g->index);
                    if (const Gpu* hg = h >= 0 ? context.host->machine->gpu(h) : nullptr) {
                        if (const auto n = gpuNumaNode(*context.host->machine, *hg); n && *n >= 0)
                            hostNodes.insert(*n);
                    }
                }
                QList<int> sorted(hostNodes.begin(), hostNodes.end());
                std::sort(sorted.begin(), sorted.end());
                QStringList names;
                for (int n : sorted)
                    names << QString::number(n);
                if (!names.isEmpty())
                    f.explanation += u' ' + Tr::tr("On the host these GPUs are on NUMA node(s) %1.").arg(names.join(QStringLiteral(", ")));
            }
            f.advice = Tr::tr("Put each GPU's root port on a pxb-pcie expander bus with numa_node=N matching the "
                              "GPU's host socket, and bind the VM's vCPUs and memory to match; an NCCL_TOPO_FILE can "
                              "carry the affinity for NCCL alone. Writing /sys/bus/pci/devices/…/numa_node inside the "
                              "guest only changes the kernel's allocation hint, not nvidia-smi's topology.");
        } else {
            f.title = Tr::tr("GPUs have no NUMA node although the machine has %1").arg(nodes);
            f.explanation = Tr::tr("The firmware (ACPI proximity information) gives %1 no NUMA node, so the kernel "
                                   "reports numa_node -1 and software cannot keep their buffers and threads on the "
                                   "near socket.")
                                .arg(gpuList(f.gpus));
            f.advice = Tr::tr("Check the BIOS NUMA settings (nodes per socket, ACPI SRAT options) and update the "
                              "firmware; until then pin GPU jobs by hand (numactl --cpunodebind).");
        }
        for (const Gpu* g : unknown) {
            if (g->bdf)
                addEvidence(f, view.captures->sysfsLine(*g->bdf, "numa_node"));
        }
        addTopoRows(f, view, f.gpus);
        addEvidence(f, view.captures->numaSummaryLine());
        out.append(f);
    }
}

// A GPU sharing its IOMMU group with another GPU or an unrelated device.
void ruleIommuGroupShared(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        QMap<int, QList<const PciDevice*>> groups;
        for (const PciDevice& d : m.pci.devices) {
            if (d.iommuGroup)
                groups[*d.iommuGroup].append(&d);
        }
        for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
            QList<const PciDevice*> gpus;
            for (const PciDevice* d : *it) {
                if (isGpuLike(*d))
                    gpus.append(d);
            }
            if (gpus.isEmpty())
                continue;
            // Bridges above a device and the other functions of its own card (HDMI audio) belong
            // with it; anything else is a neighbour that must go wherever the GPU goes.
            QList<const PciDevice*> others;
            for (const PciDevice* d : *it) {
                if (gpus.contains(d) || isBridgeLike(*d))
                    continue;
                bool sameCard = false;
                for (const PciDevice* g : gpus)
                    sameCard = sameCard || (g->bdf.domain == d->bdf.domain && g->bdf.bus == d->bdf.bus && g->bdf.device == d->bdf.device);
                if (!sameCard)
                    others.append(d);
            }
            if (gpus.size() < 2 && others.isEmpty())
                continue;
            Finding f = newFinding(view, rule);
            QList<Bdf> members;
            for (const PciDevice* d : *it)
                members.append(d->bdf);
            for (const PciDevice* g : gpus) {
                if (const Gpu* gpu = m.gpuAt(g->bdf))
                    addGpu(f, *gpu);
                addDevice(f, g->bdf);
            }
            for (const PciDevice* d : others)
                addDevice(f, d->bdf);
            std::sort(f.gpus.begin(), f.gpus.end());
            QStringList otherNames;
            for (const PciDevice* d : others)
                otherNames << d->bdf.toString();
            if (gpus.size() >= 2)
                f.title = Tr::tr("%n GPUs share IOMMU group %1", "", int(gpus.size())).arg(it.key());
            else
                f.title = Tr::tr("GPU %1 shares IOMMU group %2 with other devices").arg(gpus.first()->bdf.toString()).arg(it.key());
            f.explanation = Tr::tr("VFIO hands whole IOMMU groups to a VM: every device of group %1 (%2) must go to "
                                   "the same VM, or stay with the host, together, and the IOMMU does not isolate DMA "
                                   "between them. Groups follow the PCIe topology: devices below a switch or root "
                                   "port without ACS isolation end up together.")
                                .arg(it.key())
                                .arg(members.size());
            f.advice = Tr::tr("Pass the whole group to one VM (bind every member to vfio-pci), or move a card to a "
                              "slot on another root port. pcie_acs_override (Proxmox and ACS-patched kernels) splits "
                              "groups by pretending isolation exists: it removes the protection and is unsafe with "
                              "untrusted guests. GPUs that should do P2P in one VM may share a group; then both must "
                              "go to that VM.");
            addEvidence(f, view.captures->iommuLines(members));
            out.append(f);
        }
    }
}

// BAR1 of 256 MiB or less: Resizable BAR is off.
void ruleSmallBar1(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        Finding f = newFindingForGpus(view, rule, [](const Gpu& g) { return g.bar1TotalMiB > 0 && g.bar1TotalMiB <= 256; });
        if (f.gpus.isEmpty())
            continue;
        f.title = Tr::tr("BAR1 is only 256 MiB or less on %n GPU(s)", "", int(f.gpus.size()));
        f.explanation = Tr::tr("%1 expose only a small window of their memory to the bus (BAR1), which means "
                               "Resizable BAR is off or unsupported. P2P and GPUDirect setups that map peer memory "
                               "through BAR1 are limited by it.")
                            .arg(gpuList(f.gpus));
        f.advice = Tr::tr("Enable Above 4G Decoding and Resizable BAR in the BIOS. In a VM, check on the host: the "
                          "guest may not see the Resizable BAR capability, and the VM's 64-bit MMIO window must be "
                          "large enough for the bigger BAR.");
        addNvidiaSmiField(f, view, "<bar1_memory_usage>", "BAR1 Memory Usage");
        out.append(f);
    }
}

} // namespace Topo::Findings
