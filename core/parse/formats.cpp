// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/formats.h"

#include "parse/pastenormaliser.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo {

namespace {
/// One parser, whatever its value type, as an InputFormat::read.
template<auto Parser>
ParsedInput readWith(QByteArrayView data)
{
    auto result = Parser(data);
    return ParsedInput { ParsedValue(std::move(result.value)), std::move(result.diagnostics) };
}

// Its header-less variant takes the columns as a second argument, so it needs a row of its own.
ParsedInput readCsv(QByteArrayView data)
{
    auto result = parseNvidiaSmiCsv(data);
    return ParsedInput { ParsedValue(std::move(result.value)), std::move(result.diagnostics) };
}
} // namespace

const QList<InputFormat>& inputFormats()
{
    static const QList<InputFormat> formats = {
        { FormatId::lspciTree.toString(), QStringLiteral("lspci -tv"), Tr::tr("PCI tree"), FormatKind::Topology, sniffLspciTree,
            readWith<parseLspciTree> },
        { FormatId::lspciVerbose.toString(), QStringLiteral("lspci -nnvvv"),
            Tr::tr("PCI devices with capabilities, links, BARs, NUMA and IOMMU"), FormatKind::Topology, sniffLspciVerbose,
            readWith<parseLspciVerbose> },
        { FormatId::lspciList.toString(), QStringLiteral("lspci -nn"), Tr::tr("PCI device list"), FormatKind::Topology, sniffLspciList,
            readWith<parseLspciList> },
        { FormatId::lspciVmm.toString(), QStringLiteral("lspci -vmm -nn -D -k"),
            Tr::tr("PCI device records (machine-readable: names, ids, driver, NUMA and IOMMU)"), FormatKind::Topology, sniffLspciVmm,
            readWith<parseLspciVmm> },
        { FormatId::lspciMm.toString(), QStringLiteral("lspci -mm -nn -D"),
            Tr::tr("PCI device list (machine-readable, one quoted line per device)"), FormatKind::Topology, sniffLspciMm,
            readWith<parseLspciMm> },
        { FormatId::iommuGroups.toString(), QStringLiteral("find /sys/kernel/iommu_groups/ -type l"),
            Tr::tr("IOMMU groups (sysfs listing or the usual scripts)"), FormatKind::Topology, sniffIommuGroups,
            readWith<parseIommuGroups> },
        { FormatId::nvidiaSmiTopo.toString(), QStringLiteral("nvidia-smi topo -m"),
            Tr::tr("GPU/NIC connection classes, CPU and NUMA affinity"), FormatKind::Topology, sniffNvidiaSmiTopo,
            readWith<parseNvidiaSmiTopo> },
        { FormatId::nvidiaSmiP2p.toString(), QStringLiteral("nvidia-smi topo -p2p r"),
            Tr::tr("GPU peer-to-peer status"), FormatKind::Topology, sniffNvidiaSmiP2p, readWith<parseNvidiaSmiP2p> },
        { FormatId::nvidiaSmiXml.toString(), QStringLiteral("nvidia-smi -q -x"), Tr::tr("GPU report (XML)"),
            FormatKind::Topology, sniffNvidiaSmiXml, readWith<parseNvidiaSmiXml> },
        { FormatId::nvidiaSmiQuery.toString(), QStringLiteral("nvidia-smi -q"), Tr::tr("GPU report (text)"),
            FormatKind::Topology, sniffNvidiaSmiQuery, readWith<parseNvidiaSmiQuery> },
        { FormatId::nvidiaSmiCsv.toString(), QStringLiteral("nvidia-smi --query-gpu=… --format=csv"),
            Tr::tr("GPU query table"), FormatKind::Topology, sniffNvidiaSmiCsv, readCsv },
        { FormatId::numactl.toString(), QStringLiteral("numactl -H"), Tr::tr("NUMA nodes and distances"),
            FormatKind::Topology, sniffNumactl, readWith<parseNumactl> },
        { FormatId::sysfsNodes.toString(), QStringLiteral("grep -H . /sys/devices/system/node/node*/{cpulist,distance}"),
            Tr::tr("NUMA nodes from sysfs"), FormatKind::Topology, sniffSysfsNodes, readWith<parseSysfsNodes> },
        { FormatId::sysfsPci.toString(), QStringLiteral("grep -H . /sys/bus/pci/devices/*/numa_node …"),
            Tr::tr("PCI device attributes from sysfs (NUMA, link speed/width, driver, IOMMU group)"),
            FormatKind::Topology, sniffSysfsPci, readWith<parseSysfsPci> },
        { FormatId::prometheusPcidevice.toString(), QStringLiteral("curl 'PROMETHEUS/federate?match[]={__name__=~\"node_pcidevice_.*_link_.*\"}'"),
            Tr::tr("PCIe link speed and width from node_exporter's pcidevice collector, as Prometheus serves them"),
            FormatKind::Topology, sniffPrometheusPcidevice, readWith<parsePrometheusPcidevice> },
        { FormatId::ibstat.toString(), QStringLiteral("ibstat (infiniband-diags)"),
            Tr::tr("RDMA devices and their ports: state, rate, link layer"), FormatKind::Topology, sniffIbstat,
            readWith<parseIbstat> },
        { FormatId::ibvDevinfo.toString(), QStringLiteral("ibv_devinfo (rdma-core)"),
            Tr::tr("RDMA devices and their ports: state, link layer"), FormatKind::Topology, sniffIbvDevinfo,
            readWith<parseIbvDevinfo> },
        { FormatId::sysfsIdentity.toString(),
            QStringLiteral("grep -H . /etc/machine-id /proc/sys/kernel/random/boot_id /sys/class/dmi/id/product_uuid /sys/class/net/*/address …"),
            Tr::tr("machine identity: machine-id, boot id, DMI product and UUID, network hardware addresses"),
            FormatKind::Identity, sniffSysfsIdentity, readWith<parseSysfsIdentity> },
        { FormatId::sysfsNet.toString(), QStringLiteral("ls -l /sys/class/net/ /sys/class/infiniband/"),
            Tr::tr("network and RDMA devices and the PCI functions they are"), FormatKind::Topology, sniffSysfsNet,
            readWith<parseSysfsNet> },
        { FormatId::dmesgPcie.toString(), QStringLiteral("dmesg | grep -E 'AER|PCIe Bus Error|Link Down|PCIe bandwidth|…'"),
            Tr::tr("the kernel log's PCIe lines: AER errors, links going down, links slower than they could be"),
            FormatKind::Topology, sniffDmesgPcie, readWith<parseDmesgPcie> },
        { FormatId::pciConfigSpace.toString(), QStringLiteral("od -Ax -tx1 -v /sys/bus/pci/devices/*/config, lspci -xxxx"),
            Tr::tr("PCI configuration space (PCIe port types, links, serial numbers, ACS)"), FormatKind::Topology, sniffPciConfigSpace,
            readWith<parsePciConfigSpace> },
        { FormatId::procCmdline.toString(), QStringLiteral("cat /proc/cmdline"), Tr::tr("kernel command line"),
            FormatKind::Topology, sniffKernelCmdline, readWith<parseKernelCmdline> },
        { FormatId::hwlocXml.toString(), QStringLiteral("lstopo-no-graphics --of xml"),
            Tr::tr("hwloc topology (XML): PCI tree, NUMA locality of devices, NUMA nodes, OS devices, distances"),
            FormatKind::Topology, sniffHwlocXml, readWith<parseHwlocXml> },
        { FormatId::ncclTopoXml.toString(), QStringLiteral("NCCL_TOPO_DUMP_FILE=topo.xml (any NCCL program)"),
            Tr::tr("NCCL topology XML (a dump, or an NCCL_TOPO_FILE)"), FormatKind::Topology, sniffNcclTopology, readWith<parseNcclTopology> },
        { FormatId::p2pBandwidthLatency.toString(), QStringLiteral("p2pBandwidthLatencyTest (cuda-samples)"),
            Tr::tr("GPU pair bandwidth and latency matrices"), FormatKind::Benchmark, sniffP2pBandwidthLatency,
            readWith<parseP2pBandwidthLatency> },
        { FormatId::nvbandwidth.toString(), QStringLiteral("nvbandwidth"),
            Tr::tr("host and GPU copy bandwidth and latency per testcase"), FormatKind::Benchmark, sniffNvBandwidth,
            readWith<parseNvBandwidth> },
        { FormatId::nvbandwidthJson.toString(), QStringLiteral("nvbandwidth -j"),
            Tr::tr("nvbandwidth results (JSON)"), FormatKind::Benchmark, sniffNvBandwidthJson, readWith<parseNvBandwidthJson> },
        { FormatId::ncclTests.toString(), QStringLiteral("all_reduce_perf -b 8 -e 8G -f 2 -g N (nccl-tests)"),
            Tr::tr("collective bandwidth over message sizes"), FormatKind::Benchmark, sniffNcclTests, readWith<parseNcclTests> },
        { FormatId::ncclTestsJson.toString(), QStringLiteral("all_reduce_perf … -J FILE (nccl-tests)"),
            Tr::tr("nccl-tests results (JSON)"), FormatKind::Benchmark, sniffNcclTestsJson, readWith<parseNcclTestsJson> },
        { FormatId::sizeSweepCsv.toString(), Tr::tr("a CSV of size, latency and bandwidth"),
            Tr::tr("copy latency and bandwidth over transfer sizes"), FormatKind::Benchmark, sniffSizeSweepCsv,
            readWith<parseSizeSweepCsv> },
        { FormatId::copybench.toString(), QStringLiteral("tools/copybench/copybench"),
            Tr::tr("host and GPU copy sweeps (the project's own benchmark)"), FormatKind::Benchmark, sniffCopybench,
            readWith<parseCopybench> },
        { FormatId::rocmBandwidthTest.toString(), QStringLiteral("rocm-bandwidth-test (ROCm)"),
            Tr::tr("CPU and GPU copy bandwidth matrices (AMD ROCm)"), FormatKind::Benchmark, sniffRocmBandwidthTest,
            readWith<parseRocmBandwidthTest> },
        { FormatId::qemuCmdline.toString(), QStringLiteral("qm showcmd VMID --pretty, /proc/PID/cmdline of qemu-system-*"),
            Tr::tr("QEMU command lines: each VM's PCI devices, ports, bridges and passed-through host devices"),
            FormatKind::VmConfig, sniffQemuCommandLine, readWith<parseQemuCommandLine> },
        { FormatId::libvirtDomainXml.toString(), QStringLiteral("virsh dumpxml DOMAIN"),
            Tr::tr("libvirt domains: each VM's PCI controllers, devices and passed-through host devices"),
            FormatKind::VmConfig, sniffLibvirtDomainXml, readWith<parseLibvirtDomainXml> },
        { FormatId::rocmSmiTopo.toString(), QStringLiteral("rocm-smi --showtopo, --shownodesbw"),
            Tr::tr("AMD GPU pairs: XGMI/PCIE link type, hops, weight, bandwidth; NUMA node per GPU"),
            FormatKind::Topology, sniffRocmSmiTopo, readWith<parseRocmSmiTopo> },
        { FormatId::rocmSmiBus.toString(), QStringLiteral("rocm-smi --showbus --showuniqueid --showproductname"),
            Tr::tr("AMD GPUs: PCI address, unique id, product name"), FormatKind::Topology, sniffRocmSmiBus,
            readWith<parseRocmSmiBus> },
        { FormatId::amdSmiTopology.toString(), QStringLiteral("amd-smi topology"),
            Tr::tr("AMD GPU pairs: access, weight, hops, link type (XGMI or PCIE), bandwidth and P2P capabilities"),
            FormatKind::Topology, sniffAmdSmiTopology, readWith<parseAmdSmiTopology> },
        { FormatId::amdSmiTopologyJson.toString(), QStringLiteral("amd-smi topology --json"),
            Tr::tr("AMD GPU pairs (JSON): access, weight, hops, link type, bandwidth"), FormatKind::Topology, sniffAmdSmiTopologyJson,
            readWith<parseAmdSmiTopologyJson> },
        { FormatId::amdSmiList.toString(), QStringLiteral("amd-smi list"), Tr::tr("AMD GPUs: index, PCI address, UUID"),
            FormatKind::Topology, sniffAmdSmiList, readWith<parseAmdSmiList> },
        { FormatId::amdSmiStaticBus.toString(), QStringLiteral("amd-smi static --bus (or amd-smi static)"),
            Tr::tr("AMD GPUs: PCI address, name, ASIC serial, maximum PCIe link, NUMA node"), FormatKind::Topology, sniffAmdSmiStaticBus,
            readWith<parseAmdSmiStaticBus> },
    };
    return formats;
}

ParsedInput InputFormat::parse(QByteArrayView data) const
{
    // Every parser reads a paste as the normaliser leaves it (docs/hacking.md): its diagnostics
    // name the input's own lines.
    return parsePasted(data, read);
}

const InputFormat* findInputFormat(QStringView name)
{
    for (const auto& f : inputFormats()) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
}

bool isBenchmarkFormat(QStringView format)
{
    const InputFormat* f = findInputFormat(format);
    return f && f->kind == FormatKind::Benchmark;
}

ParseResult<BenchmarkRun> parseBenchmark(QStringView format, QByteArrayView data)
{
    ParseResult<BenchmarkRun> result;
    const InputFormat* benchmark = findInputFormat(format);
    if (!benchmark || benchmark->kind != FormatKind::Benchmark) {
        result.error(0, Tr::tr("%1 is not a benchmark format").arg(format.toString()));
        return result;
    }
    ParsedInput parsed = benchmark->read(data);
    result.value = std::get<BenchmarkRun>(std::move(parsed.value));
    result.diagnostics = std::move(parsed.diagnostics);
    return result;
}

DetectedFormat detectInputFormat(QByteArrayView data)
{
    // A format claims the paste as the normaliser leaves it, or the raw bytes if those look more
    // like it (the normaliser must never cost a format its input).
    const NormalisedPaste paste = normalisePaste(data);
    DetectedFormat best;
    for (const auto& f : inputFormats()) {
        int score = f.sniff ? f.sniff(data) : 0;
        if (f.sniff && paste.changed)
            score = std::max(score, f.sniff(paste.text));
        if (score > best.confidence)
            best = { &f, score };
    }
    // Below this, a guess would more often be wrong than right: better to ask for --format.
    constexpr int minimumConfidence = 30;
    if (best.confidence < minimumConfidence)
        return {};
    return best;
}

} // namespace Topo
