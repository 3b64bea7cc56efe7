// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

/// The ids of the input formats, each typed once: the `--format` values of `topolens parse`,
/// the `format` field of its JSON and of a capture, the command plan's formats, the parser
/// registry's rows (core/parse/formats.cpp) and the machine builder's merge rows
/// (core/analyze/machinemerge.cpp) all name a format by one of these. A new format gets its
/// constant here first (docs/hacking.md, "How to add an input format").
namespace Topo::FormatId {

// PCI
inline constexpr QStringView lspciTree = u"lspci-tree";
inline constexpr QStringView lspciVerbose = u"lspci-verbose";
inline constexpr QStringView lspciList = u"lspci-list";
inline constexpr QStringView lspciVmm = u"lspci-vmm";
inline constexpr QStringView lspciMm = u"lspci-mm";
inline constexpr QStringView iommuGroups = u"iommu-groups";
inline constexpr QStringView sysfsPci = u"sysfs-pci";
inline constexpr QStringView prometheusPcidevice = u"prometheus-pcidevice";
inline constexpr QStringView ibstat = u"ibstat";
inline constexpr QStringView ibvDevinfo = u"ibv-devinfo";
inline constexpr QStringView pciConfigSpace = u"pci-config-space";
// NVIDIA's GPUs
inline constexpr QStringView nvidiaSmiTopo = u"nvidia-smi-topo";
inline constexpr QStringView nvidiaSmiP2p = u"nvidia-smi-p2p";
inline constexpr QStringView nvidiaSmiXml = u"nvidia-smi-xml";
inline constexpr QStringView nvidiaSmiQuery = u"nvidia-smi-query";
inline constexpr QStringView nvidiaSmiCsv = u"nvidia-smi-csv";
// NUMA, the kernel, the machine
inline constexpr QStringView numactl = u"numactl";
inline constexpr QStringView sysfsNodes = u"sysfs-nodes";
inline constexpr QStringView sysfsIdentity = u"sysfs-identity";
inline constexpr QStringView procCmdline = u"proc-cmdline";
inline constexpr QStringView sysfsNet = u"sysfs-net";
inline constexpr QStringView dmesgPcie = u"dmesg-pcie";
// Whole topologies
inline constexpr QStringView hwlocXml = u"hwloc-xml";
inline constexpr QStringView ncclTopoXml = u"nccl-topo-xml";
// Benchmarks
inline constexpr QStringView p2pBandwidthLatency = u"p2p-bandwidth-latency";
inline constexpr QStringView nvbandwidth = u"nvbandwidth";
inline constexpr QStringView nvbandwidthJson = u"nvbandwidth-json";
inline constexpr QStringView ncclTests = u"nccl-tests";
inline constexpr QStringView ncclTestsJson = u"nccl-tests-json";
inline constexpr QStringView sizeSweepCsv = u"size-sweep-csv";
inline constexpr QStringView copybench = u"copybench";
inline constexpr QStringView rocmBandwidthTest = u"rocm-bandwidth-test";
// VM configurations
inline constexpr QStringView qemuCmdline = u"qemu-cmdline";
inline constexpr QStringView libvirtDomainXml = u"libvirt-domain-xml";
// AMD's GPUs
inline constexpr QStringView rocmSmiTopo = u"rocm-smi-topo";
inline constexpr QStringView rocmSmiBus = u"rocm-smi-bus";
inline constexpr QStringView amdSmiTopology = u"amd-smi-topology";
inline constexpr QStringView amdSmiTopologyJson = u"amd-smi-topology-json";
inline constexpr QStringView amdSmiList = u"amd-smi-list";
inline constexpr QStringView amdSmiStaticBus = u"amd-smi-static-bus";

} // namespace Topo::FormatId
