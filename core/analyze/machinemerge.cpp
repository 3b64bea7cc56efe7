// SPDX-License-Identifier: GPL-3.0-or-later
// The merge table: what each format that feeds a machine gives it (docs/hacking.md, "How to
// add an input format"). The order of trust among the parts is buildMachine's.
#include "analyze/machinemerge.h"

#include "util/tr.h"

#include <algorithm>

namespace Topo {

namespace {

// An excerpt's devices shown without their address ("unnamed device 1") cannot be placed in
// the tree nor matched to anything: they stay in the parse result, and out of the machine,
// rather than land on a made-up address.
QList<PciDevice> withAddresses(Machine& machine, const RawCapture& capture, QList<PciDevice> devices)
{
    const qsizetype unnamed = devices.removeIf([](const PciDevice& d) { return !d.hasAddress(); });
    if (unnamed > 0) {
        machine.diagnostics.append({ capture.id, { 0, Severity::Info,
            Tr::tr("%n device(s) shown without their address are not placed in the machine", nullptr, int(unnamed)) } });
    }
    return devices;
}

void mergeLspciTree(MachineParts& parts, const RawCapture& capture, ParsedValue&& value)
{
    if (parts.tree)
        return;
    parts.tree = std::get<PciTree>(std::move(value));
    for (PciDevice& d : parts.tree->devices)
        d.treeLine.captureId = capture.id; // evidence points at the line (EvidenceIndex::treeLine)
}

void mergeLspciVerbose(MachineParts& parts, const RawCapture& capture, ParsedValue&& value)
{
    // A later (sudo) capture has more detail: merge it first.
    QList<PciDevice> devices = withAddresses(parts.machine, capture, std::get<QList<PciDevice>>(std::move(value)));
    for (PciDevice& d : devices)
        d.verboseLine.captureId = capture.id; // evidence points at the block (EvidenceIndex::verboseLines)
    parts.verbose.prepend(std::move(devices));
}

// lspci's list and its machine-readable forms: the same devices and names, and from
// -vmm -vv -k also the driver, NUMA node and IOMMU group.
void mergeDeviceList(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    parts.lists.append(std::get<QList<PciDevice>>(std::move(value)));
}

void mergeSysfsPci(MachineParts& parts, const RawCapture& capture, ParsedValue&& value)
{
    PciTree tree = std::get<PciTree>(std::move(value));
    for (PciDevice& d : tree.devices) {
        for (auto& [attribute, line] : d.sysfsLines)
            line.captureId = capture.id; // evidence points at the line (EvidenceIndex::sysfsLine)
    }
    parts.sysfs.append(std::move(tree));
}

void mergeConfigSpace(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    parts.configs.append(std::get<QList<PciDevice>>(std::move(value)));
}

void mergeIommuGroups(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    parts.iommu = std::get<IommuGroupListing>(std::move(value));
    parts.machine.iommuListed = true;
}

void mergeNumaNodes(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    if (parts.machine.numa.isEmpty())
        parts.machine.numa = std::get<NumaTopology>(std::move(value));
}

void mergeKernelCmdline(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    parts.machine.cmdline = std::get<KernelCmdline>(std::move(value));
}

void mergeTopoMatrix(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    auto& topo = std::get<TopoMatrix>(value);
    if (!topo.matrix.labels.isEmpty())
        parts.machine.topo = std::move(topo);
}

void mergeP2pMatrix(MachineParts& parts, const RawCapture& capture, ParsedValue&& value)
{
    auto& p2p = std::get<P2pMatrix>(value);
    // The output does not name its capability; the command (or plan id) does.
    std::optional<P2pCapability> capability = p2p.capability;
    const qsizetype flag = capture.command.indexOf(u"-p2p ");
    if (flag >= 0 && flag + 5 < capture.command.size())
        capability = p2pCapabilityFromLetter(capture.command.at(flag + 5));
    if (capability && !p2p.matrix.labels.isEmpty()) {
        p2p.capability = capability;
        parts.machine.p2p.insert(*capability, std::move(p2p));
    }
}

void mergeXmlReport(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    parts.xmlReport = std::get<NvidiaSmiReport>(std::move(value));
}

void mergeTextReport(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    parts.textReport = std::get<NvidiaSmiReport>(std::move(value));
}

void mergeGpuQueryTable(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    parts.csv = std::get<GpuQueryTable>(std::move(value));
}

void mergeHwlocTopology(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    auto& topology = std::get<HwlocTopology>(value);
    if (!parts.hwloc && !topology.isEmpty())
        parts.hwloc = std::move(topology);
}

void mergeNcclTopology(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    const auto& nccl = std::get<NcclTopology>(value);
    if (!parts.fromNccl && !nccl.cpus.isEmpty())
        parts.fromNccl = machineFromNcclTopology(nccl);
}

void mergeIdentifiers(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    if (parts.machine.identifiers.isEmpty())
        parts.machine.identifiers = std::get<MachineIdentifiers>(std::move(value));
}

void mergeNetworkDevices(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    if (parts.machine.networkDevices.isEmpty())
        parts.machine.networkDevices = std::get<QList<NetworkDevice>>(std::move(value));
}

void mergeRdmaDevices(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    if (parts.machine.rdmaDevices.isEmpty())
        parts.machine.rdmaDevices = std::get<QList<RdmaDevice>>(std::move(value));
}

// Every kernel log read (a collection has one; an import may add older ones), in order: each
// event keeps its capture, for findings' evidence lines.
void mergePcieEvents(MachineParts& parts, const RawCapture& capture, ParsedValue&& value)
{
    auto events = std::get<QList<PcieEvent>>(std::move(value));
    for (PcieEvent& event : events)
        event.source.captureId = capture.id;
    parts.machine.pcieEvents.append(std::move(events));
}

// The VMs this machine runs: each remembers its capture, for findings' evidence lines.
void mergeVms(MachineParts& parts, const RawCapture& capture, ParsedValue&& value)
{
    auto vms = std::get<QList<VmConfiguration>>(std::move(value));
    for (VmConfiguration& vm : vms)
        vm.captureId = capture.id;
    parts.machine.vms += vms;
}

// rocm-smi's sections and amd-smi's tables: each fills in what the others left.
void mergeAmdTopology(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    parts.machine.amdTopology.mergeFrom(std::get<AmdTopology>(value));
}

void mergeAmdInventory(MachineParts& parts, const RawCapture&, ParsedValue&& value)
{
    auto& inventory = std::get<AmdGpuInventory>(value);
    if (!inventory.gpus.isEmpty())
        parts.amdInventories.append(std::move(inventory));
}

void mergeBenchmarkRun(MachineParts& parts, const RawCapture& capture, ParsedValue&& value)
{
    auto& run = std::get<BenchmarkRun>(value);
    run.captureId = capture.id;
    parts.machine.benchmarks.append(std::move(run));
}

constexpr MergeRow mergeTable[] = {
    { FormatId::lspciTree, mergeLspciTree },
    { FormatId::lspciVerbose, mergeLspciVerbose },
    { FormatId::lspciList, mergeDeviceList },
    { FormatId::lspciVmm, mergeDeviceList },
    { FormatId::lspciMm, mergeDeviceList },
    { FormatId::sysfsPci, mergeSysfsPci },
    { FormatId::prometheusPcidevice, mergeSysfsPci },
    { FormatId::pciConfigSpace, mergeConfigSpace },
    { FormatId::iommuGroups, mergeIommuGroups },
    { FormatId::numactl, mergeNumaNodes },
    { FormatId::sysfsNodes, mergeNumaNodes },
    { FormatId::procCmdline, mergeKernelCmdline },
    { FormatId::nvidiaSmiTopo, mergeTopoMatrix },
    { FormatId::nvidiaSmiP2p, mergeP2pMatrix },
    { FormatId::nvidiaSmiXml, mergeXmlReport },
    { FormatId::nvidiaSmiQuery, mergeTextReport },
    { FormatId::nvidiaSmiCsv, mergeGpuQueryTable },
    { FormatId::hwlocXml, mergeHwlocTopology },
    { FormatId::ncclTopoXml, mergeNcclTopology },
    { FormatId::sysfsIdentity, mergeIdentifiers },
    { FormatId::sysfsNet, mergeNetworkDevices },
    { FormatId::ibstat, mergeRdmaDevices },
    { FormatId::ibvDevinfo, mergeRdmaDevices },
    { FormatId::dmesgPcie, mergePcieEvents },
    { FormatId::qemuCmdline, mergeVms },
    { FormatId::libvirtDomainXml, mergeVms },
    { FormatId::rocmSmiTopo, mergeAmdTopology },
    { FormatId::amdSmiTopology, mergeAmdTopology },
    { FormatId::amdSmiTopologyJson, mergeAmdTopology },
    { FormatId::rocmSmiBus, mergeAmdInventory },
    { FormatId::amdSmiList, mergeAmdInventory },
    { FormatId::amdSmiStaticBus, mergeAmdInventory },
    { FormatId::p2pBandwidthLatency, mergeBenchmarkRun },
    { FormatId::nvbandwidth, mergeBenchmarkRun },
    { FormatId::nvbandwidthJson, mergeBenchmarkRun },
    { FormatId::ncclTests, mergeBenchmarkRun },
    { FormatId::ncclTestsJson, mergeBenchmarkRun },
    { FormatId::sizeSweepCsv, mergeBenchmarkRun },
    { FormatId::copybench, mergeBenchmarkRun },
    { FormatId::rocmBandwidthTest, mergeBenchmarkRun },
};

} // namespace

std::span<const MergeRow> mergeRows()
{
    return mergeTable;
}

const MergeRow* mergeRowOf(QStringView format)
{
    const auto row = std::find_if(std::begin(mergeTable), std::end(mergeTable), [&](const MergeRow& r) { return r.format == format; });
    return row == std::end(mergeTable) ? nullptr : row;
}

} // namespace Topo
