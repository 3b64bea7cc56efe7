// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/findings/rulecontext.h"

#include "analyze/pcipath.h"
#include "model/formatid.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo::Findings {

namespace {

const RawCapture* peerCapture(const EvidenceIndex& captures, const Machine& m)
{
    return captures.p2pCapture(m.p2p.contains(P2pCapability::Read) ? P2pCapability::Read : P2pCapability::Write);
}

} // namespace

Finding newFinding(const MachineView& view, const FindingRule& rule)
{
    Finding f;
    f.ruleId = rule.name();
    f.severity = rule.severity;
    f.machineIndex = view.index;
    f.role = view.machine->role;
    f.machineLabel = view.machine->label;
    return f;
}

Finding newFindingForGpuIndexes(const MachineView& view, const FindingRule& rule, const QList<int>& gpuIndices)
{
    Finding f = newFinding(view, rule);
    for (int gpu : gpuIndices)
        addGpu(f, *view.machine, gpu);
    return f;
}

void addEvidence(Finding& finding, const std::optional<FindingEvidence>& evidence)
{
    if (!evidence || finding.evidence.size() >= maxEvidencePerFinding || finding.evidence.contains(*evidence))
        return;
    finding.evidence.append(*evidence);
}

void addEvidence(Finding& finding, const QList<FindingEvidence>& evidence)
{
    for (const FindingEvidence& e : evidence)
        addEvidence(finding, e);
}

void addNvidiaSmiField(Finding& finding, const MachineView& view, QByteArrayView xmlTag, QByteArrayView queryLabel)
{
    for (const RawCapture* c : view.captures->ofFormat(FormatId::nvidiaSmiXml))
        addEvidence(finding, view.captures->matching(*c, [xmlTag](QByteArrayView t) { return t.contains(xmlTag); }, 8));
    for (const RawCapture* c : view.captures->ofFormat(FormatId::nvidiaSmiQuery))
        addEvidence(finding, view.captures->matching(*c, [queryLabel](QByteArrayView t) { return t.contains(queryLabel); }, 8));
}

void addGpu(Finding& finding, const Gpu& gpu)
{
    if (!finding.gpus.contains(gpu.index))
        finding.gpus.append(gpu.index);
    if (gpu.bdf && !finding.devices.contains(gpu.bdf->toString()))
        finding.devices.append(gpu.bdf->toString());
}

void addGpu(Finding& finding, const Machine& m, int index)
{
    if (const Gpu* g = m.gpu(index))
        addGpu(finding, *g);
    else if (!finding.gpus.contains(index))
        finding.gpus.append(index);
}

void addDevice(Finding& finding, const Bdf& bdf)
{
    if (!finding.devices.contains(bdf.toString()))
        finding.devices.append(bdf.toString());
}

void addTopoRows(Finding& finding, const MachineView& view, const QList<int>& gpuIndices)
{
    if (const RawCapture* topo = view.captures->topoCapture()) {
        for (int g : gpuIndices)
            addEvidence(finding, view.captures->matrixRow(*topo, QStringLiteral("GPU%1").arg(g)));
    }
}

void addP2pRows(Finding& finding, const MachineView& view, const QList<int>& gpuIndices)
{
    if (const RawCapture* p2p = peerCapture(*view.captures, *view.machine)) {
        for (int g : gpuIndices)
            addEvidence(finding, view.captures->matrixRow(*p2p, QStringLiteral("GPU%1").arg(g)));
    }
}

QString gpusPhrase(const QList<int>& indices, qsizetype total)
{
    if (indices.size() == total && total > 2)
        return Tr::tr("all %n GPUs", "", int(total));
    QStringList names;
    for (int i : indices)
        names << QStringLiteral("GPU%1").arg(i);
    return names.join(QStringLiteral(", "));
}

QString gpuList(QList<int> indices)
{
    std::sort(indices.begin(), indices.end());
    QStringList names;
    for (int i : indices)
        names << QStringLiteral("GPU%1").arg(i);
    return names.join(QStringLiteral(", "));
}

QString linkText(const LinkState& s)
{
    const int gen = s.generation();
    QString text = gen ? QStringLiteral("Gen%1").arg(gen) : QStringLiteral("%1 GT/s").arg(s.speedGTs);
    if (s.width > 0)
        text += QStringLiteral(" x%1").arg(s.width);
    return text;
}

bool isP2pRefused(P2pStatus status)
{
    return status == P2pStatus::NotSupported || status == P2pStatus::ChipsetNotSupported
        || status == P2pStatus::TopologyNotSupported || status == P2pStatus::GpuNotSupported;
}

std::optional<P2pStatus> peerStatus(const Machine& m, int a, int b)
{
    if (auto s = m.p2pStatus(a, b, P2pCapability::Read))
        return s;
    return m.p2pStatus(a, b, P2pCapability::Write);
}

QList<int> gpuIndices(const Machine& m)
{
    QList<int> indices;
    for (const Gpu& g : m.gpus)
        indices.append(g.index);
    if (!indices.isEmpty())
        return indices;
    QList<const PrintedMatrix*> matrices;
    if (m.topo)
        matrices.append(&m.topo->matrix);
    for (const P2pMatrix& p2p : m.p2p)
        matrices.append(&p2p.matrix);
    for (const PrintedMatrix* matrix : matrices) {
        for (const QString& label : matrix->labels) {
            bool ok = false;
            const int index = label.startsWith(u"GPU") ? label.mid(3).toInt(&ok) : -1;
            if (ok && index >= 0 && !indices.contains(index))
                indices.append(index);
        }
    }
    std::sort(indices.begin(), indices.end());
    return indices;
}

QList<GpuPair> gpuPairs(const Machine& m)
{
    const QList<int> indices = gpuIndices(m);
    QList<GpuPair> pairs;
    for (int i = 0; i < indices.size(); ++i) {
        for (int j = i + 1; j < indices.size(); ++j)
            pairs.append(GpuPair { std::min(indices[i], indices[j]), std::max(indices[i], indices[j]) });
    }
    return pairs;
}

QList<int> gpusOfPairs(const QList<GpuPair>& pairs)
{
    QList<int> gpus;
    for (const GpuPair& p : pairs) {
        for (int i : { p.a, p.b }) {
            if (!gpus.contains(i))
                gpus.append(i);
        }
    }
    std::sort(gpus.begin(), gpus.end());
    return gpus;
}

QList<GpuPair> amdPairsOfType(const Machine& m, const QList<int>& gpuIndices, AmdLinkType type)
{
    QList<int> sorted = gpuIndices;
    std::sort(sorted.begin(), sorted.end());
    QList<GpuPair> pairs;
    for (qsizetype i = 0; i < sorted.size(); ++i) {
        for (qsizetype j = i + 1; j < sorted.size(); ++j) {
            const AmdGpuLink* link = m.amdLink(sorted[i], sorted[j]);
            if (link && link->type() == type)
                pairs.append({ sorted[i], sorted[j] });
        }
    }
    return pairs;
}

RefusedPeerPairs refusedPeerPairs(const Machine& m)
{
    RefusedPeerPairs refused;
    QList<P2pStatus> seen;
    for (const GpuPair& p : gpuPairs(m)) {
        const auto status = peerStatus(m, p.a, p.b);
        if (!status || !isP2pRefused(*status) || gpuPairClass(m, p.a, p.b).linkClass == LinkClass::NVLink)
            continue;
        refused.pairs.append(p);
        if (!seen.contains(*status))
            seen.append(*status);
    }
    for (P2pStatus s : { P2pStatus::ChipsetNotSupported, P2pStatus::NotSupported, P2pStatus::TopologyNotSupported,
             P2pStatus::GpuNotSupported }) {
        if (seen.contains(s))
            refused.statuses.append(s);
    }
    return refused;
}

QList<RefusedPeerFinding> refusedPeerFindings(const RuleContext& context, const FindingRule& rule, PeerMachines kind)
{
    QList<RefusedPeerFinding> out;
    for (const MachineView& view : context.machines) {
        if (looksVirtual(*view.machine) != (kind == PeerMachines::Virtual))
            continue;
        RefusedPeerPairs refused = refusedPeerPairs(*view.machine);
        if (refused.pairs.isEmpty())
            continue;
        Finding f = newFinding(view, rule);
        for (const GpuPair& p : refused.pairs) {
            addGpu(f, *view.machine, p.a);
            addGpu(f, *view.machine, p.b);
        }
        std::sort(f.gpus.begin(), f.gpus.end());
        out.append({ &view, std::move(refused), std::move(f) });
    }
    return out;
}

const PciDevice* frontHostBridge(const Machine& m)
{
    for (const PciDevice& d : m.pci.devices) {
        if (d.bdf == Bdf {} && (d.role == PciRole::HostBridge || (d.classCode >> 8) == 0x0600))
            return &d;
    }
    return nullptr;
}

bool looksVirtual(const Machine& m)
{
    if (m.role == MachineRole::Guest)
        return true;
    const PciDevice* bridge = frontHostBridge(m);
    return bridge && bridge->vendorId == 0x8086 && (bridge->deviceId == 0x29c0 || bridge->deviceId == 0x1237);
}

} // namespace Topo::Findings
