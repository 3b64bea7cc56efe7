// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/findings/ruletable.h"

#include <iterator>

namespace Topo::Findings {

// The rules, by family (each family's file defines its own).
// platformrules.cpp
void ruleIommuOff(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleBarAllocation(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleGpuNumaUnknown(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleIommuGroupShared(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleSmallBar1(const FindingRule&, const RuleContext&, QList<Finding>&);
// pcierules.cpp
void ruleGpuAloneOnRootComplex(const FindingRule&, const RuleContext&, QList<Finding>&);
void rulePcieP2pUnsupported(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleLinkWidthBelowCapability(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleLinkSpeedBelowCapability(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleClassDisagreement(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleAcsRedirect(const FindingRule&, const RuleContext&, QList<Finding>&);
// linkhealthrules.cpp
void rulePcieErrorsCounted(const FindingRule&, const RuleContext&, QList<Finding>&);
void rulePcieErrorsLogged(const FindingRule&, const RuleContext&, QList<Finding>&);
void rulePcieLinkDown(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleGpuFellOffBus(const FindingRule&, const RuleContext&, QList<Finding>&);
void rulePcieBandwidthLimited(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleLinkChangedDuringWatch(const FindingRule&, const RuleContext&, QList<Finding>&);
void rulePcieErrorsGrewDuringWatch(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleLinkBelowCapabilityUnderLoad(const FindingRule&, const RuleContext&, QList<Finding>&);
// gpureplayrules.cpp
void ruleGpuReplaysGrewDuringWatch(const FindingRule&, const RuleContext&, QList<Finding>&);
// guestrules.cpp
void ruleGuestP2pBlocked(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleGuestFlattensTopology(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleXgmiNotVisibleInGuest(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleGuestRootPortLink(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleVmConfigMissingHostDevice(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleMappingAssumed(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleVgpu(const FindingRule&, const RuleContext&, QList<Finding>&);
// ncclrules.cpp
void ruleNcclP2pLevel(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleAmdMultiSocket(const FindingRule&, const RuleContext&, QList<Finding>&);
// nicrules.cpp
void ruleGpuNicWithoutGpuDirect(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleGpuNicAffinity(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleNicAtsOff(const FindingRule&, const RuleContext&, QList<Finding>&);
void ruleGuestHidesGpuNicSwitch(const FindingRule&, const RuleContext&, QList<Finding>&);
// measuredrules.cpp
void ruleUnevenBandwidth(const FindingRule&, const RuleContext&, QList<Finding>&);

namespace {

using enum FindingSeverity;

// THE table of rules: one row per rule, and the only place its id is written.
//
// Adding a rule touches two files: its family's file (the rule function, which starts each
// finding with newFinding(view, rule)) and this one (the declaration above and a row here).
// docs/diagnose-json.md must list the id (tests/analyze/tst_findingstable.cpp checks it, and that the
// rule has a case where it fires and one where it stays silent there).
//
// The order of the rows is also the tie-break order of the sorted result: root causes before
// symptoms, problems of the platform before advice on tuning.
constexpr FindingRule rules[] = {
    { "iommu-off", Problem, Problem,
        "a machine that passes devices through has an IOMMU listing with no groups", ruleIommuOff },
    { "bar-allocation-failed", Problem, Warning,
        "a memory BAR could not be placed (lspci or the kernel log says so)", ruleBarAllocation },
    { "guest-p2p-blocked-by-emulated-chipset", Problem, Problem,
        "a VM's driver refuses PCIe P2P behind QEMU's emulated host bridge", ruleGuestP2pBlocked },
    { "gpu-alone-on-root-complex", Warning, Info,
        "several GPUs each alone on their own root complex, sharing no switch", ruleGpuAloneOnRootComplex },
    { "pcie-p2p-not-supported", Warning, Warning,
        "a host or bare-metal machine refuses P2P between GPUs that talk over PCIe", rulePcieP2pUnsupported },
    { "guest-flattens-topology", Warning, Info,
        "the guest shows the host's NODE/SYS pairs as PHB, or one NUMA node for several", ruleGuestFlattensTopology },
    { "xgmi-not-visible-in-guest", Warning, Warning,
        "AMD GPUs over XGMI on the host (or of a model the host links by XGMI) talk over PCIe in the guest",
        ruleXgmiNotVisibleInGuest },
    { "gpu-numa-node-unknown", Warning, Info,
        "GPUs with numa_node -1 (NUMA affinity N/A) in a guest or on a multi-node machine", ruleGpuNumaUnknown },
    { "vm-config-missing-host-device", Warning, Warning,
        "a VM configuration passes through a host address the host's PCI tree does not have", ruleVmConfigMissingHostDevice },
    { "gpu-mapping-assumed", Warning, Warning,
        "guest GPUs matched to host GPUs only by order", ruleMappingAssumed },
    { "iommu-group-shared", Warning, Warning,
        "a GPU shares its IOMMU group with another GPU or an unrelated device", ruleIommuGroupShared },
    { "link-width-below-capability", Warning, Warning,
        "a GPU's link trained with fewer lanes than it supports", ruleLinkWidthBelowCapability },
    { "link-speed-below-capability", Info, Info,
        "a GPU's link runs below its top speed (normal when idle)", ruleLinkSpeedBelowCapability },
    { "pcie-errors-counted", Warning, Info,
        "a PCIe function's AER statistics count errors since boot", rulePcieErrorsCounted },
    { "pcie-errors-logged", Warning, Info,
        "the kernel log reports PCIe errors (AER) of a function", rulePcieErrorsLogged },
    { "pcie-link-down", Warning, Warning,
        "the kernel log says the link below a port went down (hot plug, DPC)", rulePcieLinkDown },
    { "gpu-fell-off-bus", Problem, Problem,
        "the NVIDIA driver lost a GPU off the PCIe bus (Xid 79)", ruleGpuFellOffBus },
    { "pcie-bandwidth-limited", Warning, Info,
        "the kernel found a device's bandwidth limited by a slower link on its way up", rulePcieBandwidthLimited },
    { "link-changed-during-watch", Warning, Info,
        "a link trained at another speed or width from one watch sample to the next", ruleLinkChangedDuringWatch },
    { "pcie-errors-grew-during-watch", Warning, Info,
        "a function's AER counters grew between a watch's first and last sample", rulePcieErrorsGrewDuringWatch },
    { "link-below-capability-under-load", Warning, Warning,
        "a GPU's link (or a port above a GPU) trained below its capability while the watch's load ran",
        ruleLinkBelowCapabilityUnderLoad },
    { "gpu-replays-grew-during-watch", Warning, Info,
        "a GPU's PCIe replay counter (nvidia-smi) grew between a watch's first and last reading",
        ruleGpuReplaysGrewDuringWatch },
    { "guest-root-port-link-understated", Info, Info,
        "a VM's emulated root port advertises a slower or narrower link than its GPU", ruleGuestRootPortLink },
    { "class-disagrees-with-nvidia-smi", Warning, Warning,
        "the class derived from the PCI tree differs from nvidia-smi's", ruleClassDisagreement },
    { "nccl-p2p-level", Info, Info,
        "PHB/NODE/SYS pairs where P2P works but NCCL's default level leaves it unused", ruleNcclP2pLevel },
    { "gpu-nic-without-gpudirect", Warning, Info,
        "a GPU's closest RDMA NIC is beyond PXB, where NCCL turns GPUDirect RDMA off", ruleGpuNicWithoutGpuDirect },
    { "guest-hides-gpu-nic-switch", Warning, Warning,
        "a GPU and its RDMA NIC share a switch on the host, and the guest they are passed to shows them apart",
        ruleGuestHidesGpuNicSwitch },
    { "nic-ats-off", Warning, Warning,
        "an RDMA NIC passed through to a VM has Address Translation Services off", ruleNicAtsOff },
    { "gpu-nic-affinity", Info, Info,
        "each GPU's closest RDMA NIC, its class and whether NCCL uses GPUDirect RDMA with it", ruleGpuNicAffinity },
    { "amd-multi-socket-nccl", Info, Info,
        "an AMD machine with SYS GPU pairs: NCCL's socket bandwidth is low", ruleAmdMultiSocket },
    { "vgpu-no-pcie-p2p", Info, Info,
        "several GPUs in vGPU mode, which has no PCIe P2P", ruleVgpu },
    { "small-bar1", Info, Info,
        "a GPU's BAR1 is 256 MiB or less (Resizable BAR off)", ruleSmallBar1 },
    { "acs-redirect-on-switch", Info, Info,
        "a switch port above a GPU has ACS redirection on", ruleAcsRedirect },
    { "uneven-measured-bandwidth", Warning, Warning,
        "a benchmark measures pairs of one connection class far apart", ruleUnevenBandwidth },
};

} // namespace

std::span<const FindingRule> findingRules()
{
    return { std::begin(rules), std::end(rules) };
}

const FindingRule* findingRule(QStringView id)
{
    for (const FindingRule& rule : rules) {
        if (id == QLatin1StringView(rule.id))
            return &rule;
    }
    return nullptr;
}

} // namespace Topo::Findings
