// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/machinebuilder.h"

#include "analyze/capturereading.h"
#include "analyze/machinemerge.h"
#include "collect/commandplan.h"
#include "parse/formats.h"
#include "parse/proxmox/proxmox.h"
#include "util/fillin.h"
#include "util/tr.h"

#include <QSet>

#include <algorithm>

namespace Topo {

namespace {

// Fills the fields of `into` that are still empty from `from`; never overwrites.
void mergeDevice(PciDevice& into, const PciDevice& from)
{
    fillIn(into.vendorId, from.vendorId);
    fillIn(into.deviceId, from.deviceId);
    fillIn(into.classCode, from.classCode);
    fillIn(into.className, from.className);
    fillIn(into.vendorName, from.vendorName);
    fillIn(into.deviceName, from.deviceName);
    fillIn(into.description, from.description);
    if (into.role == PciRole::Unknown || (into.role == PciRole::PciBridge && from.role != PciRole::Unknown))
        into.role = from.role == PciRole::Unknown ? into.role : from.role;
    fillIn(into.parent, from.parent);
    if (into.secondaryBus < 0)
        into.secondaryBus = from.secondaryBus;
    if (into.subordinateBus < 0)
        into.subordinateBus = from.subordinateBus;
    fillIn(into.driver, from.driver);
    fillIn(into.kernelModules, from.kernelModules);
    fillIn(into.numaNode, from.numaNode);
    fillIn(into.iommuGroup, from.iommuGroup);
    fillIn(into.serialNumber, from.serialNumber);
    if (!into.link.capability.isKnown())
        into.link.capability = from.link.capability;
    if (!into.link.status.isKnown())
        into.link.status = from.link.status;
    into.link.speedDowngraded = into.link.speedDowngraded || from.link.speedDowngraded;
    into.link.widthDowngraded = into.link.widthDowngraded || from.link.widthDowngraded;
    if (!into.aer.isKnown())
        into.aer = from.aer;
    fillIn(into.bars, from.bars);
    fillIn(into.acsEnabled, from.acsEnabled);
    fillIn(into.atsEnabled, from.atsEnabled);
    fillIn(into.localCpus, from.localCpus);
    if (!into.verboseLine.isKnown())
        into.verboseLine = from.verboseLine;
    if (into.sysfsLines.isEmpty())
        into.sysfsLines = from.sysfsLines;
}

// Without a tree (only lspci -vvv, or sysfs without device paths), parents follow from bridge
// bus ranges: a device on bus B sits behind the bridge whose secondary bus is B.
void deriveParentsFromBusRanges(PciTree& tree)
{
    QHash<QPair<int, int>, Bdf> bridgeBySecondaryBus;
    for (const auto& d : tree.devices) {
        if (d.secondaryBus >= 0)
            bridgeBySecondaryBus.insert({ d.bdf.domain, d.secondaryBus }, d.bdf);
    }
    const QSet<RootBus> knownRoots(tree.rootBuses.cbegin(), tree.rootBuses.cend());
    for (auto& d : tree.devices) {
        // A device on a root bus the tree or the kernel's paths named has no bridge above it.
        if (d.parent || knownRoots.contains(RootBus { d.bdf.domain, d.bdf.bus }))
            continue;
        const auto it = bridgeBySecondaryBus.constFind({ d.bdf.domain, d.bdf.bus });
        if (it != bridgeBySecondaryBus.cend() && !(*it == d.bdf))
            d.parent = *it;
    }
    if (tree.rootBuses.isEmpty()) {
        for (const auto& d : tree.devices) {
            const RootBus root { d.bdf.domain, d.bdf.bus };
            if (!d.parent && !tree.rootBuses.contains(root))
                tree.rootBuses.append(root);
        }
    }
}

// Where the PCIe capability did not say, a bridge's role follows from its place in the tree.
// `decided`: devices whose configuration space settled it (a PCIe-to-PCI bridge stays one).
void inferRoles(PciTree& tree, const QSet<Bdf>& decided)
{
    for (auto& d : tree.devices) {
        if ((d.role != PciRole::Unknown && d.role != PciRole::PciBridge) || decided.contains(d.bdf))
            continue;
        if ((d.classCode >> 8) == 0x0600) {
            d.role = PciRole::HostBridge;
            continue;
        }
        if (!d.isBridge() && d.secondaryBus < 0) {
            if (d.role == PciRole::Unknown && d.classCode)
                d.role = PciRole::Endpoint;
            continue;
        }
        if (!d.parent) {
            d.role = PciRole::RootPort;
            continue;
        }
        const PciDevice* parent = tree.find(*d.parent);
        if (!parent)
            continue;
        if (parent->role == PciRole::RootPort || parent->role == PciRole::SwitchDownstream)
            d.role = PciRole::SwitchUpstream;
        else if (parent->role == PciRole::SwitchUpstream)
            d.role = PciRole::SwitchDownstream;
    }
}

// hwloc's view, after lspci and sysfs. Its tree places what neither the lspci tree nor the
// kernel's device paths placed (`placed`), before bus ranges would; it fills in the NUMA nodes,
// names and bus ranges left empty; its NUMA nodes stand in where numactl and sysfs gave none.
void mergeHwloc(Machine& machine, const HwlocTopology& hwloc, const QSet<Bdf>& placed)
{
    // Its root buses are added where a tree named the roots already, or where it is the only
    // source; after a device list alone, the bus ranges name every root (hwloc keeps only the
    // host bridges that lead to devices it finds of interest).
    if (!machine.pci.rootBuses.isEmpty() || machine.pci.isEmpty()) {
        for (const RootBus& root : hwloc.pci.rootBuses) {
            if (!machine.pci.rootBuses.contains(root))
                machine.pci.rootBuses.append(root);
        }
    }
    for (PciDevice d : hwloc.pci.devices) {
        if (placed.contains(d.bdf))
            d.parent.reset();
        mergeDevice(machine.pci.upsert(d.bdf), d);
    }
    if (machine.numa.isEmpty())
        machine.numa = hwloc.numa;
}

// AMD's GPUs as its tools list them, by their own numbers (HIP's order), merged over every
// list (one names the address, another the unique id). Beside NVIDIA's GPUs (a machine with
// both) they are numbered after them, and keep their own number in amdIndex.
void addAmdGpus(Machine& machine, const QList<AmdGpuInventory>& inventories)
{
    QList<Gpu> amd;
    for (const AmdGpuInventory& inventory : inventories) {
        if (machine.driverVersion.isEmpty())
            machine.driverVersion = inventory.driverVersion;
        for (const Gpu& g : inventory.gpus) {
            Gpu* into = nullptr;
            for (Gpu& known : amd) {
                const bool sameAddress = g.bdf && known.bdf && *g.bdf == *known.bdf;
                const bool sameNumber = (!g.bdf || !known.bdf) && g.index >= 0 && g.index == known.index;
                if (sameAddress || sameNumber)
                    into = &known;
            }
            if (!into) {
                amd.append(g);
                continue;
            }
            fillIn(into->bdf, g.bdf);
            fillIn(into->name, g.name);
            fillIn(into->uuid, g.uuid);
            fillIn(into->serial, g.serial);
            fillIn(into->uniqueId, g.uniqueId);
            fillIn(into->vbiosVersion, g.vbiosVersion);
            fillIn(into->driverVersion, g.driverVersion);
        }
    }
    // The topology names each GPU's NUMA node; amd-smi's tables name its address.
    for (Gpu& g : amd) {
        const int at = g.bdf ? machine.amdTopology.positionOf(*g.bdf) : -1;
        const int position = at >= 0 ? at : machine.amdTopology.positionOf(g.index);
        if (position < 0)
            continue;
        const AmdTopologyGpu& placed = machine.amdTopology.gpus[position];
        fillIn(g.bdf, placed.bdf);
        if (!g.numaNode && placed.numaNode && *placed.numaNode >= 0)
            g.numaNode = placed.numaNode;
    }
    if (amd.isEmpty())
        return;
    const int offset = int(machine.gpus.size());
    for (int i = 0; i < amd.size(); ++i) {
        Gpu g = amd[i];
        g.amdIndex = g.index >= 0 ? g.index : i;
        g.index = offset + *g.amdIndex;
        if (machine.gpu(g.index))
            g.index = offset + int(machine.gpus.size()) + i; // numbers clash: keep them apart
        machine.gpus.append(g);
    }
    // AMD GPUs the tools cannot see (bound to vfio-pci for a guest, or with the driver not
    // loaded) are still GPUs of this machine: after the listed ones, in bus order.
    QList<const PciDevice*> unlisted;
    for (const PciDevice& d : machine.pci.devices) {
        if (d.vendorId == amdPciVendorId && d.isGpu() && !machine.gpuAt(d.bdf))
            unlisted.append(&d);
    }
    std::sort(unlisted.begin(), unlisted.end(), [](auto* a, auto* b) { return a->bdf < b->bdf; });
    int next = 0;
    for (const Gpu& g : std::as_const(machine.gpus))
        next = std::max(next, g.index + 1);
    for (const PciDevice* d : std::as_const(unlisted)) {
        Gpu g;
        g.index = next++;
        g.bdf = d->bdf;
        g.name = d->displayName();
        g.numaNode = d->numaNode;
        machine.gpus.append(g);
    }
}

} // namespace

QString formatOfCapture(const RawCapture& capture)
{
    if (!capture.format.isEmpty())
        return capture.format;
    if (const PlannedCommand* planned = findPlannedCommand(capture.id))
        return planned->format;
    // The Proxmox rows take a VM id and so are not in the fixed plan; any valid id gives their formats.
    for (const PlannedCommand& planned : proxmoxCommands(100)) {
        if (planned.id == capture.id && !planned.format.isEmpty())
            return planned.format;
    }
    const DetectedFormat detected = detectInputFormat(capture.stdoutData);
    return detected.format ? detected.format->name : QString();
}

namespace {

// Every capture's parsed value into the parts, in capture order; what a capture says about the
// machine as a whole (missing tools, identity text, diagnostics) straight into the machine.
// Returns Proxmox's `qm config`, which no format row reads: the builder does, by capture id.
std::optional<QmConfig> mergeCaptures(const MachineSnapshot& snapshot, MachineParts& parts)
{
    Machine& machine = parts.machine;
    std::optional<QmConfig> qmConfig;
    QList<ReadCapture> read = readCaptures(snapshot);
    for (qsizetype i = 0; i < read.size(); ++i) {
        const RawCapture& capture = snapshot.captures[i];
        ReadCapture& r = read[i];
        if (r.outcome == ReadCapture::Outcome::ToolMissing) {
            const QString tool = toolOfCapture(capture);
            if (!tool.isEmpty() && !machine.missingTools.contains(tool))
                machine.missingTools.append(tool);
            continue;
        }
        if (capture.id == u"identity") {
            machine.identity = QString::fromUtf8(capture.stdoutData).trimmed();
            continue;
        }
        if (capture.id == QLatin1String(qmConfigId)) {
            if (capture.exitCode == 0)
                qmConfig = parseQmConfig(capture.stdoutData).value; // its diagnostics are the GPU mapping's (proxmoxPassthroughOf)
            continue;
        }
        if (r.outcome == ReadCapture::Outcome::EmptyIommu) {
            machine.iommuListed = true;
            continue;
        }
        if (r.outcome == ReadCapture::Outcome::NoOutput) {
            machine.diagnostics.append({ capture.id, { 0, Severity::Info, Tr::tr("no output") } });
            continue;
        }
        if (r.outcome != ReadCapture::Outcome::Parsed)
            continue;
        for (const Diagnostic& d : std::as_const(r.diagnostics))
            machine.diagnostics.append({ capture.id, d });
        if (const MergeRow* row = mergeRowOf(r.format))
            row->merge(parts, capture, std::move(*r.value));
    }
    return qmConfig;
}

// `qm config` names the UUID and MACs that `qm showcmd` turns into -smbios and -device
// …,mac=; whichever is missing from the command line's VM comes from the configuration.
void completeFromQmConfig(Machine& machine, const QmConfig& qmConfig)
{
    for (VmConfiguration& vm : machine.vms) {
        if (vm.captureId != u"qm-showcmd")
            continue;
        if (vm.uuid.isEmpty())
            vm.uuid = qmConfig.smbiosUuid;
        for (const QString& mac : std::as_const(qmConfig.macs)) {
            if (!vm.macs.contains(mac))
                vm.macs.append(mac);
        }
    }
}

// PCI structure, in order of trust: the lspci -tv tree, then the kernel's device paths in
// sysfs, then (deriveParentsFromBusRanges) bridge bus ranges. -vvv, the configuration space,
// sysfs and -nn fill in the details; the configuration space before sysfs, as -vvv (which
// decodes the same registers), so a machine with lspci and one without read the same.
void assemblePciTree(MachineParts& parts)
{
    Machine& machine = parts.machine;
    const std::optional<PciTree>& tree = parts.tree;
    if (tree)
        machine.pci = *tree;
    for (const auto& list : std::as_const(parts.verbose)) {
        for (const auto& d : list)
            mergeDevice(machine.pci.upsert(d.bdf), d);
    }
    QSet<Bdf> rolesDecided; // by a configuration space dump: its word beats a tree's guess
    for (const auto& list : std::as_const(parts.configs)) {
        for (const auto& d : list) {
            PciDevice& into = machine.pci.upsert(d.bdf);
            mergeDevice(into, d);
            if (d.role != PciRole::Unknown && !rolesDecided.contains(d.bdf)) {
                into.role = d.role;
                rolesDecided.insert(d.bdf);
            }
        }
    }
    for (const PciTree& fromSysfs : std::as_const(parts.sysfs)) {
        for (const RootBus& root : fromSysfs.rootBuses) {
            if (!machine.pci.rootBuses.contains(root))
                machine.pci.rootBuses.append(root);
        }
        for (PciDevice d : fromSysfs.devices) {
            if (tree && tree->find(d.bdf))
                d.parent.reset(); // placed by the tree, which is trusted first
            mergeDevice(machine.pci.upsert(d.bdf), d);
        }
    }
    for (const auto& list : std::as_const(parts.lists)) {
        for (const auto& d : list)
            mergeDevice(machine.pci.upsert(d.bdf), d);
    }
    if (parts.hwloc) {
        QSet<Bdf> placed; // by the lspci tree or by the kernel's device paths (sysfs with roots)
        QList<const PciTree*> trees;
        if (tree)
            trees.append(&*tree);
        for (const PciTree& fromSysfs : std::as_const(parts.sysfs)) {
            if (!fromSysfs.rootBuses.isEmpty())
                trees.append(&fromSysfs);
        }
        for (const PciTree* t : std::as_const(trees)) {
            for (const PciDevice& d : t->devices)
                placed.insert(d.bdf);
        }
        mergeHwloc(machine, *parts.hwloc, placed);
    }
    if (parts.iommu) {
        for (const auto& member : parts.iommu->members) {
            PciDevice& d = machine.pci.upsert(member.bdf);
            if (!d.iommuGroup)
                d.iommuGroup = member.group;
            if (d.description.isEmpty())
                d.description = member.description;
        }
    }
    // Without any lspci or sysfs data, an NCCL dump still shows NUMA nodes, switches and GPUs.
    if (machine.pci.isEmpty() && parts.fromNccl) {
        machine.pci = parts.fromNccl->pci;
        if (machine.numa.isEmpty())
            machine.numa = parts.fromNccl->numa;
    }
    deriveParentsFromBusRanges(machine.pci);
    inferRoles(machine.pci, rolesDecided);
}

// GPUs: the driver's own report is best; the CSV is for old drivers; then AMD's tools, an
// NCCL dump, and last the PCI devices of GPU class.
void assembleGpus(MachineParts& parts)
{
    Machine& machine = parts.machine;
    const std::optional<NvidiaSmiReport>& xmlReport = parts.xmlReport;
    const std::optional<NvidiaSmiReport>& textReport = parts.textReport;
    const NvidiaSmiReport* report = xmlReport && !xmlReport->gpus.isEmpty() ? &*xmlReport
        : textReport && !textReport->gpus.isEmpty()                          ? &*textReport
                                                                             : nullptr;
    if (report) {
        machine.gpus = report->gpus;
        machine.driverVersion = report->driverVersion;
        machine.cudaVersion = report->cudaVersion;
    } else if (parts.csv && !parts.csv->gpus.isEmpty()) {
        machine.gpus = parts.csv->gpus;
    }
    addAmdGpus(machine, parts.amdInventories);
    for (int i = 0; i < machine.gpus.size(); ++i) {
        if (machine.gpus[i].index < 0)
            machine.gpus[i].index = i;
    }
    const std::optional<Machine>& fromNccl = parts.fromNccl;
    if (machine.gpus.isEmpty() && fromNccl && machine.pci.devices.size() == fromNccl->pci.devices.size()) {
        machine.gpus = fromNccl->gpus; // numbered by NCCL's dev, like CUDA numbers them
        if (!machine.topo)
            machine.topo = fromNccl->topo;
    }
    const std::optional<HwlocTopology>& hwloc = parts.hwloc;
    if (machine.gpus.isEmpty()) {
        // No usable nvidia-smi (GPUs bound to vfio-pci on a host): GPUs are the PCI devices of
        // GPU class, numbered in bus order, which is how nvidia-smi would number them.
        QList<const PciDevice*> found;
        for (const auto& d : machine.pci.devices) {
            if (d.isGpu())
                found.append(&d);
        }
        std::sort(found.begin(), found.end(), [](auto* a, auto* b) { return a->bdf < b->bdf; });
        for (const PciDevice* d : found) {
            Gpu g;
            g.index = int(machine.gpus.size());
            g.bdf = d->bdf;
            g.name = hwloc && !hwloc->gpuModel(d->bdf).isEmpty() ? hwloc->gpuModel(d->bdf) : d->displayName();
            g.numaNode = d->numaNode;
            machine.gpus.append(g);
        }
        machine.gpuIndicesAssumed = !machine.gpus.isEmpty();
    }
    for (auto& g : machine.gpus) {
        const PciDevice* d = g.bdf ? machine.pci.find(*g.bdf) : nullptr;
        if (d && !g.numaNode)
            g.numaNode = d->numaNode;
        if (g.name.isEmpty() && hwloc && g.bdf)
            g.name = hwloc->gpuModel(*g.bdf); // NVML's, CUDA's or OpenCL's name for it
    }
}

} // namespace

Machine buildMachine(const MachineSnapshot& snapshot)
{
    Machine machine;
    machine.role = snapshot.role;
    machine.label = snapshot.label;
    machine.address = snapshot.address;
    machine.collectedAt = snapshot.collectedAt;

    // Every capture's value first (the merge table), then the machine in a fixed order of trust.
    MachineParts parts { machine };
    if (const std::optional<QmConfig> qmConfig = mergeCaptures(snapshot, parts))
        completeFromQmConfig(machine, *qmConfig);
    assemblePciTree(parts);
    assembleGpus(parts);
    // Each network and RDMA device on the PCI function it is, once the tree is whole.
    for (const NetworkDevice& device : std::as_const(machine.networkDevices)) {
        if (PciDevice* function = device.pci ? machine.pci.find(*device.pci) : nullptr)
            function->networkDevices.append(device.name);
    }
    // From here on the machine is only read, possibly by several threads at once.
    machine.pci.buildIndexes();
    return machine;
}

} // namespace Topo
