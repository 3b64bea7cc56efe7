// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings/evidenceindex.h"
#include "analyze/findings/ruletable.h"
#include "analyze/match/guestgpus.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

/// What every rule sees, and the helpers rules of more than one family share. A helper that
/// only one family needs stays in that family's file.
namespace Topo::Findings {

struct MachineView
{
    int index = -1;
    const Machine* machine = nullptr;
    const EvidenceIndex* captures = nullptr;
};

struct RuleContext
{
    QList<MachineView> machines;
    const MachineView* host = nullptr;  // the first host, if any
    const MachineView* guest = nullptr; // the first guest, if any
    QList<GpuMatch> matches;           // guest GPU → host GPU, when both are there
};

/// A finding of `rule` about the machine of `view`, with the row's id and severity.
Finding newFinding(const MachineView& view, const FindingRule& rule);
/// The same, about those GPUs of the machine for which `concerns(gpu)` holds (none may).
template<class Predicate>
Finding newFindingForGpus(const MachineView& view, const FindingRule& rule, Predicate concerns);
/// The same, about GPUs by index: a pasted topo -m names its GPUs without a function of the tree
/// behind them, so they are not all in the machine's GPU list.
Finding newFindingForGpuIndexes(const MachineView& view, const FindingRule& rule, const QList<int>& gpuIndices);

// Building a finding up: each adds what is not there yet, in the order it comes.
void addEvidence(Finding& finding, const std::optional<FindingEvidence>& evidence);
void addEvidence(Finding& finding, const QList<FindingEvidence>& evidence);
void addGpu(Finding& finding, const Gpu& gpu);
void addGpu(Finding& finding, const Machine& m, int index);
void addDevice(Finding& finding, const Bdf& bdf);
/// The `nvidia-smi topo -m` rows (addTopoRows) or peer-status rows (addP2pRows) of GPUs.
void addTopoRows(Finding& finding, const MachineView& view, const QList<int>& gpuIndices);
void addP2pRows(Finding& finding, const MachineView& view, const QList<int>& gpuIndices);
/// The lines of nvidia-smi's reports that hold one field: those of `-q -x` containing `xmlTag`
/// and those of `-q` containing `queryLabel` (up to 8 of each capture).
void addNvidiaSmiField(Finding& finding, const MachineView& view, QByteArrayView xmlTag, QByteArrayView queryLabel);

/// "all 8 GPUs" when a finding concerns every GPU of the machine, else "GPU0, GPU4".
QString gpusPhrase(const QList<int>& indices, qsizetype total);
/// "GPU0, GPU4", ascending.
QString gpuList(QList<int> indices);
/// "Gen4 x16", or "2.5 GT/s" where the speed names no generation.
QString linkText(const LinkState& s);

bool isP2pRefused(P2pStatus status);
/// nvidia-smi's read matrix when collected, else the write matrix: the ones that say whether
/// peer access works at all.
std::optional<P2pStatus> peerStatus(const Machine& m, int a, int b);

/// GPU indices of a machine: its GPUs, or, where nothing describes them but nvidia-smi's
/// matrices (a pasted topo -m), the GPUn labels of those.
QList<int> gpuIndices(const Machine& m);

struct GpuPair
{
    int a = -1;
    int b = -1;
};

/// Every pair of gpuIndices(), lower index first.
QList<GpuPair> gpuPairs(const Machine& m);

/// The GPUs of these pairs, each once, ascending.
QList<int> gpusOfPairs(const QList<GpuPair>& pairs);
/// The pairs among these GPUs whose link AMD's tools print as `type`, lower index first.
QList<GpuPair> amdPairsOfType(const Machine& m, const QList<int>& gpuIndices, AmdLinkType type);

/// The GPU pairs whose PCIe peer access nvidia-smi refuses. NVLink pairs need no PCIe P2P
/// (their status is about the NVLinks), so they are left out.
struct RefusedPeerPairs
{
    QList<GpuPair> pairs;
    QList<P2pStatus> statuses; // those seen, in the order findings name them: CNS, NS, TNS, GNS
};
RefusedPeerPairs refusedPeerPairs(const Machine& m);

/// Where the driver refuses PCIe peer access: which machines a rule looks at, since the chipset
/// check fails for other reasons in a VM (guest rules) than on hardware (PCIe rules).
enum class PeerMachines { Virtual, Physical };
struct RefusedPeerFinding
{
    const MachineView* view = nullptr;
    RefusedPeerPairs refused;
    Finding finding; // of the rule, about the GPUs of the refused pairs (ascending)
};
/// One begun finding for each machine of that kind (looksVirtual()) with refused pairs.
QList<RefusedPeerFinding> refusedPeerFindings(const RuleContext& context, const FindingRule& rule, PeerMachines kind);

/// The host bridge at 0000:00:00.0, where the machine has one.
const PciDevice* frontHostBridge(const Machine& m);
/// Whether the machine is a VM as far as the driver's chipset check goes: the role says so,
/// or its front host bridge is one QEMU emulates (q35's 82G33 MCH, i440FX).
bool looksVirtual(const Machine& m);

template<class Predicate>
Finding newFindingForGpus(const MachineView& view, const FindingRule& rule, Predicate concerns)
{
    Finding f = newFinding(view, rule);
    for (const Gpu& g : view.machine->gpus) {
        if (concerns(g))
            addGpu(f, g);
    }
    return f;
}

} // namespace Topo::Findings
