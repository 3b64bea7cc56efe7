// SPDX-License-Identifier: GPL-3.0-or-later
// Rules about what NCCL will make of the topology (one family of the table in ruletable.cpp).
#include "analyze/findings/rulecontext.h"

#include "analyze/pcipath.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo::Findings {

namespace {

bool isAmdPlatform(const Machine& m)
{
    for (const PciDevice& d : m.pci.devices) {
        if (d.role == PciRole::HostBridge && d.vendorId == 0x1022)
            return true;
    }
    return false;
}

} // namespace

// PCIe pairs where P2P works but NCCL's default level (PXB) leaves it unused.
void ruleNcclP2pLevel(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        // NCCL raises its level to SYS by itself on AMD CPUs with at most two GPUs.
        // A host whose GPUs have no driver (bound to vfio-pci) runs no NCCL itself.
        if (m.role == MachineRole::Host && m.gpuIndicesAssumed)
            continue;
        const qsizetype gpuCount = gpuIndices(m).size();
        if (gpuCount < 2 || (isAmdPlatform(m) && gpuCount <= 2))
            continue;
        // RCCL (AMD GPUs) uses P2P up to SYS unless the CPU is Intel's or Arm: on an EPYC
        // machine, or in a VM on one (KVM shows the guest the host's CPU vendor), nothing to raise.
        const bool amdGpus = m.allAmdGpus(gpuIndices(m));
        if (amdGpus && (isAmdPlatform(m) || (m.role == MachineRole::Guest && context.host && isAmdPlatform(*context.host->machine))))
            continue;
        const QString ccl = amdGpus ? QStringLiteral("RCCL") : QStringLiteral("NCCL");
        Finding f = newFinding(view, rule);
        QMap<LinkClass, int> byClass;
        bool p2pKnownOk = false;
        for (const GpuPair& p : gpuPairs(m)) {
            const LinkClass c = gpuPairClass(m, p.a, p.b).linkClass;
            if (c != LinkClass::PHB && c != LinkClass::Node && c != LinkClass::Sys)
                continue;
            const auto status = peerStatus(m, p.a, p.b);
            if (status && *status != P2pStatus::Ok)
                continue; // refused: the P2P findings say why, and NCCL could not use it anyway
            p2pKnownOk = p2pKnownOk || status.has_value();
            ++byClass[c];
            addGpu(f, m, p.a);
            addGpu(f, m, p.b);
        }
        if (byClass.isEmpty())
            continue;
        std::sort(f.gpus.begin(), f.gpus.end());
        QStringList counts;
        for (auto it = byClass.cbegin(); it != byClass.cend(); ++it)
            counts << Tr::tr("%n %1 pair(s)", "", it.value()).arg(linkClassName(it.key()));
        f.title = Tr::tr("%1 will not use P2P between GPUs that are not behind a common switch").arg(ccl);
        f.explanation = Tr::tr("By default %2 uses direct GPU-to-GPU (P2P) transfers only up to PXB, that is "
                               "between GPUs behind common PCIe switches. Here there are %1, so %2 stages those "
                               "transfers through host memory")
                            .arg(counts.join(QStringLiteral(", ")), ccl);
        f.explanation += p2pKnownOk ? (amdGpus ? Tr::tr(" although amd-smi reports peer access as enabled.")
                                               : Tr::tr(" although nvidia-smi reports P2P as OK."))
                                    : QStringLiteral(".");
        f.advice = amdGpus
            ? Tr::tr("Try NCCL_P2P_LEVEL=SYS (RCCL reads NCCL's variables; PHB or NODE allow only the nearer pairs), with "
                     "HSA_FORCE_FINE_GRAIN_PCIE=1 for peer transfers over PCIe, and "
                     "compare with rccl-tests (all_reduce_perf). P2P across sockets can be slower than staging: keep "
                     "the setting only if it measures faster and runs stably.")
            : Tr::tr("Try NCCL_P2P_LEVEL=SYS (or PHB or NODE, to allow only the nearer pairs) and compare "
                     "with nccl-tests (all_reduce_perf). P2P across sockets can be slower than staging, and has "
                     "hung on some platforms: keep the setting only if it measures faster and runs stably.");
        addTopoRows(f, view, f.gpus);
        addP2pRows(f, view, f.gpus);
        out.append(f);
    }
}

// AMD multi-socket: NCCL's built-in bandwidths for the socket link are low.
void ruleAmdMultiSocket(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role == MachineRole::Guest || (m.role == MachineRole::Host && m.gpuIndicesAssumed) || m.numa.nodes.size() < 2
            || !isAmdPlatform(m))
            continue;
        Finding f = newFinding(view, rule);
        for (const GpuPair& p : gpuPairs(m)) {
            if (gpuPairClass(m, p.a, p.b).linkClass != LinkClass::Sys)
                continue;
            addGpu(f, m, p.a);
            addGpu(f, m, p.b);
        }
        if (f.gpus.isEmpty())
            continue;
        std::sort(f.gpus.begin(), f.gpus.end());
        f.title = Tr::tr("NCCL underestimates this AMD machine's socket link");
        f.explanation = Tr::tr("GPUs on different sockets talk across AMD's socket link (SYS). NCCL assumes 16 GB/s "
                               "for that link and turns off its LL128 protocol on SYS paths, so collectives that cross "
                               "sockets are often under-tuned on dual-socket EPYC.");
        f.advice = Tr::tr("Measure with nccl-tests. The known workaround is an NCCL_GRAPH_FILE or NCCL_TOPO_FILE with "
                          "corrected bandwidths (NVIDIA/nccl PRs #2036 and #2113 discuss it). Keep tensor-parallel "
                          "groups within one socket where you can.");
        addEvidence(f, view.captures->numaSummaryLine());
        addTopoRows(f, view, { f.gpus.first() });
        out.append(f);
    }
}

} // namespace Topo::Findings
