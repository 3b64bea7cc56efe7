// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/formats.h"

#include "parse/pastenormaliser.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo {

namespace {
/// One parser, whatever its value type, as an InputFormat::parse. Every parser reads the paste
/// as the normaliser leaves it (docs/hacking.md): its diagnostics name the input's own lines.
template<auto Parser>
ParsedInput parseWith(QByteArrayView data)
{
    return parsePasted(data, [](QByteArrayView text) {
        auto result = Parser(text);
        return ParsedInput { ParsedValue(std::move(result.value)), std::move(result.diagnostics) };
    });
}

ParsedInput parseCsv(QByteArrayView data)
{
    return parsePasted(data, [](QByteArrayView text) {
        auto result = parseNvidiaSmiCsv(text);
        return ParsedInput { ParsedValue(std::move(result.value)), std::move(result.diagnostics) };
    });
}
} // namespace

const QList<InputFormat>& inputFormats()
{
    static const QList<InputFormat> formats = {
        { QStringLiteral("lspci-tree"), QStringLiteral("lspci -tv"), Tr::tr("PCI tree"), sniffLspciTree,
            parseWith<parseLspciTree> },
        { QStringLiteral("lspci-verbose"), QStringLiteral("lspci -nnvvv"),
            Tr::tr("PCI devices with capabilities, links, BARs, NUMA and IOMMU"), sniffLspciVerbose,
            parseWith<parseLspciVerbose> },
        { QStringLiteral("lspci-list"), QStringLiteral("lspci -nn"), Tr::tr("PCI device list"), sniffLspciList,
            parseWith<parseLspciList> },
        { QStringLiteral("lspci-vmm"), QStringLiteral("lspci -vmm -nn -D -k"),
            Tr::tr("PCI device records (machine-readable: names, ids, driver, NUMA and IOMMU)"), sniffLspciVmm,
            parseWith<parseLspciVmm> },
        { QStringLiteral("lspci-mm"), QStringLiteral("lspci -mm -nn -D"),
            Tr::tr("PCI device list (machine-readable, one quoted line per device)"), sniffLspciMm,
            parseWith<parseLspciMm> },
        { QStringLiteral("iommu-groups"), QStringLiteral("find /sys/kernel/iommu_groups/ -type l"),
            Tr::tr("IOMMU groups (sysfs listing or the usual scripts)"), sniffIommuGroups,
            parseWith<parseIommuGroups> },
        { QStringLiteral("nvidia-smi-topo"), QStringLiteral("nvidia-smi topo -m"),
            Tr::tr("GPU/NIC connection classes, CPU and NUMA affinity"), sniffNvidiaSmiTopo,
            parseWith<parseNvidiaSmiTopo> },
        { QStringLiteral("nvidia-smi-p2p"), QStringLiteral("nvidia-smi topo -p2p r"),
            Tr::tr("GPU peer-to-peer status"), sniffNvidiaSmiP2p, parseWith<parseNvidiaSmiP2p> },
        { QStringLiteral("nvidia-smi-xml"), QStringLiteral("nvidia-smi -q -x"), Tr::tr("GPU report (XML)"),
            sniffNvidiaSmiXml, parseWith<parseNvidiaSmiXml> },
        { QStringLiteral("nvidia-smi-query"), QStringLiteral("nvidia-smi -q"), Tr::tr("GPU report (text)"),
            sniffNvidiaSmiQuery, parseWith<parseNvidiaSmiQuery> },
        { QStringLiteral("nvidia-smi-csv"), QStringLiteral("nvidia-smi --query-gpu=… --format=csv"),
            Tr::tr("GPU query table"), sniffNvidiaSmiCsv, parseCsv },
        { QStringLiteral("numactl"), QStringLiteral("numactl -H"), Tr::tr("NUMA nodes and distances"),
            sniffNumactl, parseWith<parseNumactl> },
        { QStringLiteral("sysfs-nodes"), QStringLiteral("grep -H . /sys/devices/system/node/node*/{cpulist,distance}"),
            Tr::tr("NUMA nodes from sysfs"), sniffSysfsNodes, parseWith<parseSysfsNodes> },
        { QStringLiteral("sysfs-pci"), QStringLiteral("grep -H . /sys/bus/pci/devices/*/numa_node …"),
            Tr::tr("PCI device attributes from sysfs (NUMA, link speed/width, driver, IOMMU group)"),
            sniffSysfsPci, parseWith<parseSysfsPci> },
        { QStringLiteral("sysfs-identity"),
            QStringLiteral("grep -H . /etc/machine-id /proc/sys/kernel/random/boot_id /sys/class/dmi/id/product_uuid /sys/class/net/*/address …"),
            Tr::tr("machine identity: machine-id, boot id, DMI product and UUID, network hardware addresses"),
            sniffSysfsIdentity, parseWith<parseSysfsIdentity> },
        { QStringLiteral("pci-config-space"), QStringLiteral("od -Ax -tx1 -v /sys/bus/pci/devices/*/config, lspci -xxxx"),
            Tr::tr("PCI configuration space (PCIe port types, links, serial numbers, ACS)"), sniffPciConfigSpace,
            parseWith<parsePciConfigSpace> },
        { QStringLiteral("proc-cmdline"), QStringLiteral("cat /proc/cmdline"), Tr::tr("kernel command line"),
            sniffKernelCmdline, parseWith<parseKernelCmdline> },
        { QStringLiteral("hwloc-xml"), QStringLiteral("lstopo-no-graphics --of xml"),
            Tr::tr("hwloc topology (XML): PCI tree, NUMA locality of devices, NUMA nodes, OS devices, distances"),
            sniffHwlocXml, parseWith<parseHwlocXml> },
        { QStringLiteral("nccl-topo-xml"), QStringLiteral("NCCL_TOPO_DUMP_FILE=topo.xml (any NCCL program)"),
            Tr::tr("NCCL topology XML (a dump, or an NCCL_TOPO_FILE)"), sniffNcclTopology, parseWith<parseNcclTopology> },
        { QStringLiteral("p2p-bandwidth-latency"), QStringLiteral("p2pBandwidthLatencyTest (cuda-samples)"),
            Tr::tr("GPU pair bandwidth and latency matrices"), sniffP2pBandwidthLatency,
            parseWith<parseP2pBandwidthLatency> },
        { QStringLiteral("nvbandwidth"), QStringLiteral("nvbandwidth"),
            Tr::tr("host and GPU copy bandwidth and latency per testcase"), sniffNvBandwidth,
            parseWith<parseNvBandwidth> },
        { QStringLiteral("nvbandwidth-json"), QStringLiteral("nvbandwidth -j"),
            Tr::tr("nvbandwidth results (JSON)"), sniffNvBandwidthJson, parseWith<parseNvBandwidthJson> },
        { QStringLiteral("nccl-tests"), QStringLiteral("all_reduce_perf -b 8 -e 8G -f 2 -g N (nccl-tests)"),
            Tr::tr("collective bandwidth over message sizes"), sniffNcclTests, parseWith<parseNcclTests> },
        { QStringLiteral("nccl-tests-json"), QStringLiteral("all_reduce_perf … -J FILE (nccl-tests)"),
            Tr::tr("nccl-tests results (JSON)"), sniffNcclTestsJson, parseWith<parseNcclTestsJson> },
        { QStringLiteral("size-sweep-csv"), Tr::tr("a CSV of size, latency and bandwidth"),
            Tr::tr("copy latency and bandwidth over transfer sizes"), sniffSizeSweepCsv,
            parseWith<parseSizeSweepCsv> },
        { QStringLiteral("copybench"), QStringLiteral("tools/copybench/copybench"),
            Tr::tr("host and GPU copy sweeps (the project's own benchmark)"), sniffCopybench,
            parseWith<parseCopybench> },
        { QStringLiteral("rocm-bandwidth-test"), QStringLiteral("rocm-bandwidth-test (ROCm)"),
            Tr::tr("CPU and GPU copy bandwidth matrices (AMD ROCm)"), sniffRocmBandwidthTest,
            parseWith<parseRocmBandwidthTest> },
        { QStringLiteral("qemu-cmdline"), QStringLiteral("qm showcmd VMID --pretty, /proc/PID/cmdline of qemu-system-*"),
            Tr::tr("QEMU command lines: each VM's PCI devices, ports, bridges and passed-through host devices"),
            sniffQemuCommandLine, parseWith<parseQemuCommandLine> },
        { QStringLiteral("libvirt-domain-xml"), QStringLiteral("virsh dumpxml DOMAIN"),
            Tr::tr("libvirt domains: each VM's PCI controllers, devices and passed-through host devices"),
            sniffLibvirtDomainXml, parseWith<parseLibvirtDomainXml> },
        { QStringLiteral("rocm-smi-topo"), QStringLiteral("rocm-smi --showtopo, --shownodesbw"),
            Tr::tr("AMD GPU pairs: XGMI/PCIE link type, hops, weight, bandwidth; NUMA node per GPU"),
            sniffRocmSmiTopo, parseWith<parseRocmSmiTopo> },
        { QStringLiteral("rocm-smi-bus"), QStringLiteral("rocm-smi --showbus --showuniqueid --showproductname"),
            Tr::tr("AMD GPUs: PCI address, unique id, product name"), sniffRocmSmiBus,
            parseWith<parseRocmSmiBus> },
        { QStringLiteral("amd-smi-topology"), QStringLiteral("amd-smi topology"),
            Tr::tr("AMD GPU pairs: access, weight, hops, link type (XGMI or PCIE), bandwidth and P2P capabilities"),
            sniffAmdSmiTopology, parseWith<parseAmdSmiTopology> },
        { QStringLiteral("amd-smi-topology-json"), QStringLiteral("amd-smi topology --json"),
            Tr::tr("AMD GPU pairs (JSON): access, weight, hops, link type, bandwidth"), sniffAmdSmiTopologyJson,
            parseWith<parseAmdSmiTopologyJson> },
        { QStringLiteral("amd-smi-list"), QStringLiteral("amd-smi list"), Tr::tr("AMD GPUs: index, PCI address, UUID"),
            sniffAmdSmiList, parseWith<parseAmdSmiList> },
        { QStringLiteral("amd-smi-static-bus"), QStringLiteral("amd-smi static --bus (or amd-smi static)"),
            Tr::tr("AMD GPUs: PCI address, name, ASIC serial, maximum PCIe link, NUMA node"), sniffAmdSmiStaticBus,
            parseWith<parseAmdSmiStaticBus> },
    };
    return formats;
}

const InputFormat* findInputFormat(QStringView name)
{
    for (const auto& f : inputFormats()) {
        if (f.name == name)
            return &f;
    }
    return nullptr;
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
