// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/findings.h"

#include "analyze/benchmarkoutliers.h"

#include "analyze/gpumapping.h"
#include "analyze/paths.h"
#include "util/tr.h"
#include "parse/iommu.h"
#include "analyze/machinebuilder.h"
#include "util/text.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace Topo {

QString findingSeverityName(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return QStringLiteral("info");
    case FindingSeverity::Warning:
        return QStringLiteral("warning");
    case FindingSeverity::Problem:
        return QStringLiteral("problem");
    }
    return {};
}

QString findingSeverityTitle(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return Tr::tr("Info");
    case FindingSeverity::Warning:
        return Tr::tr("Warning");
    case FindingSeverity::Problem:
        return Tr::tr("Problem");
    }
    return {};
}

std::optional<FindingSeverity> findingSeverityFromName(QStringView name)
{
    for (FindingSeverity s : { FindingSeverity::Info, FindingSeverity::Warning, FindingSeverity::Problem }) {
        if (name == findingSeverityName(s))
            return s;
    }
    return std::nullopt;
}

namespace {

// A finding that names every raw line of an 8-GPU host would bury the one that matters; the
// first lines are enough to go and look.
constexpr int maxEvidencePerFinding = 40;

// ---- Finding the raw lines a finding rests on -----------------------------------------------
// The model keeps values, not line numbers; the lines are found again in the raw captures by
// the address or token that produced the value. Every lookup is a linear scan of one capture.

bool isKernelLog(const RawCapture& capture)
{
    return capture.id.startsWith(u"dmesg") || capture.format == u"dmesg" || capture.command.startsWith(u"dmesg")
        || capture.command.startsWith(u"journalctl -k") || capture.command.startsWith(u"sudo dmesg");
}

QString deviceFunction(const Bdf& bdf)
{
    return QString::asprintf("%02x.%x", bdf.device, bdf.function);
}

/// The raw captures of one machine, split into lines once, with the lookups the rules need.
class MachineCaptures
{
public:
    MachineCaptures(const MachineSnapshot& snapshot, int machineIndex)
        : m_snapshot(snapshot)
        , m_machineIndex(machineIndex)
    {
        for (const RawCapture& capture : snapshot.captures)
            m_formats.append(formatOfCapture(capture));
    }

    QList<const RawCapture*> ofFormat(QStringView format) const
    {
        QList<const RawCapture*> out;
        for (int i = 0; i < m_snapshot.captures.size(); ++i) {
            if (m_formats[i] == format)
                out.append(&m_snapshot.captures[i]);
        }
        return out;
    }

    const RawCapture* byId(QStringView id) const
    {
        for (const RawCapture& capture : m_snapshot.captures) {
            if (capture.id == id)
                return &capture;
        }
        return nullptr;
    }

    QList<const RawCapture*> kernelLogs() const
    {
        QList<const RawCapture*> out;
        for (const RawCapture& capture : m_snapshot.captures) {
            if (isKernelLog(capture))
                out.append(&capture);
        }
        return out;
    }

    const QList<Text::Line>& lines(const RawCapture& capture) const
    {
        auto it = m_lines.find(&capture);
        if (it == m_lines.end())
            it = m_lines.insert(&capture, Text::splitLines(capture.stdoutData));
        return *it;
    }

    FindingEvidence evidence(const RawCapture& capture, const Text::Line& line) const
    {
        return { m_machineIndex, m_snapshot.role, capture.id, line.number,
            Text::cleanText(QByteArrayView(Text::stripAnsi(line.text))) };
    }

    /// The capture as a whole, for facts that are an absence ("the listing is empty").
    FindingEvidence wholeCapture(const RawCapture& capture, const QString& text) const
    {
        return { m_machineIndex, m_snapshot.role, capture.id, 0, text };
    }

    using LinePredicate = std::function<bool(QByteArrayView)>;

    QList<FindingEvidence> matching(const RawCapture& capture, const LinePredicate& matches, int limit = maxEvidencePerFinding) const
    {
        QList<FindingEvidence> out;
        for (const Text::Line& line : lines(capture)) {
            if (out.size() >= limit)
                break;
            if (matches(line.text))
                out.append(evidence(capture, line));
        }
        return out;
    }

    std::optional<FindingEvidence> first(QStringView format, const LinePredicate& matches) const
    {
        for (const RawCapture* capture : ofFormat(format)) {
            const auto found = matching(*capture, matches, 1);
            if (!found.isEmpty())
                return found.first();
        }
        return std::nullopt;
    }

    /// The line of `lspci -tv` that shows the device: its own line for a device on a root
    /// bus, or the line where its bus is opened ("+-01.1-[01]----00.0  NVIDIA …") and the
    /// device printed, else the first line below that names its device.function.
    std::optional<FindingEvidence> treeLine(const Bdf& bdf) const
    {
        static const QRegularExpression rootHeader(QStringLiteral("\\[([0-9a-f]{4,8}):([0-9a-f]{2})\\]"));
        const QByteArray function = '-' + deviceFunction(bdf).toLatin1();
        const QByteArray busOpen = "-[" + QByteArray::number(bdf.bus, 16).rightJustified(2, '0');
        for (const RawCapture* capture : ofFormat(u"lspci-tree")) {
            const QList<Text::Line>& all = lines(*capture);
            int domain = 0;
            int rootBus = -1;
            for (int i = 0; i < all.size(); ++i) {
                const QByteArrayView text = all[i].text;
                qsizetype searchFrom = 0;
                const auto header = rootHeader.match(QString::fromLatin1(text));
                if (header.hasMatch()) {
                    domain = header.captured(1).toInt(nullptr, 16);
                    rootBus = header.captured(2).toInt(nullptr, 16);
                    searchFrom = header.capturedEnd(0);
                    if (domain == bdf.domain && rootBus == bdf.bus && text.sliced(searchFrom).indexOf(function) >= 0)
                        return evidence(*capture, all[i]);
                    if (domain == bdf.domain && rootBus == bdf.bus) {
                        // A device on the root bus printed on a later line of this block.
                        for (int j = i + 1; j < all.size(); ++j) {
                            const QString later = QString::fromLatin1(all[j].text);
                            if (rootHeader.match(later).hasMatch())
                                break;
                            const qsizetype at = all[j].text.indexOf(function);
                            if (at >= 0 && at <= header.capturedEnd(0) + 2)
                                return evidence(*capture, all[j]);
                        }
                    }
                }
                if (domain != bdf.domain)
                    continue;
                qsizetype open = text.indexOf(busOpen, searchFrom);
                while (open >= 0) {
                    const char after = open + busOpen.size() < text.size() ? text[open + busOpen.size()] : '\0';
                    if (after == ']' || after == '-')
                        break;
                    open = text.indexOf(busOpen, open + 1);
                }
                if (open < 0)
                    continue;
                if (text.sliced(open).indexOf(function) >= 0)
                    return evidence(*capture, all[i]);
                // Further children of that bus come on the following lines, further right.
                for (int j = i + 1; j < all.size(); ++j) {
                    const QByteArrayView later = all[j].text;
                    qsizetype firstMark = 0;
                    while (firstMark < later.size() && (later[firstMark] == ' ' || later[firstMark] == '|'))
                        ++firstMark;
                    if (firstMark <= open)
                        break;
                    if (later.indexOf(function) >= 0)
                        return evidence(*capture, all[j]);
                }
                return evidence(*capture, all[i]); // the bridge that opens its bus
            }
        }
        return std::nullopt;
    }

    /// Lines of the device's `lspci -vvv` block whose text starts with one of `prefixes`
    /// (after indentation); the header line when `prefixes` is empty.
    /// `ownLinesOnly` skips lines nested in capabilities (an SR-IOV capability lists its VFs'
    /// "Region N:" lines one tab deeper than the device's own).
    QList<FindingEvidence> verboseLines(const Bdf& bdf, const QList<QByteArrayView>& prefixes, bool ownLinesOnly = false) const
    {
        QList<FindingEvidence> out;
        for (const RawCapture* capture : ofFormat(u"lspci-verbose")) {
            const QList<Text::Line>& all = lines(*capture);
            const QHash<Bdf, int>& headers = verboseHeaders(*capture);
            const auto header = headers.constFind(bdf);
            if (header == headers.cend())
                continue;
            if (prefixes.isEmpty())
                return { evidence(*capture, all[*header]) };
            for (int j = *header + 1; j < all.size() && !Text::trimmed(all[j].text).isEmpty(); ++j) {
                if (ownLinesOnly && all[j].text.startsWith("\t\t"))
                    continue;
                const QByteArrayView body = Text::trimmed(all[j].text);
                for (QByteArrayView prefix : prefixes) {
                    if (body.startsWith(prefix)) {
                        out.append(evidence(*capture, all[j]));
                        break;
                    }
                }
            }
            if (!out.isEmpty())
                return out;
        }
        return out;
    }

    /// Where each device's block starts in an `lspci -vvv` capture: built once, so rules that
    /// look up many devices of a large host stay linear.
    const QHash<Bdf, int>& verboseHeaders(const RawCapture& capture) const
    {
        auto it = m_verboseHeaders.find(&capture);
        if (it != m_verboseHeaders.end())
            return *it;
        QHash<Bdf, int> headers;
        const QList<Text::Line>& all = lines(capture);
        for (int i = 0; i < all.size(); ++i) {
            const QByteArrayView text = all[i].text;
            if (text.isEmpty() || text[0] == ' ' || text[0] == '\t')
                continue;
            if (const auto bdf = Bdf::parse(Text::firstWord(text)); bdf && !headers.contains(*bdf))
                headers.insert(*bdf, i);
        }
        return *m_verboseHeaders.insert(&capture, headers);
    }

    /// "/sys/bus/pci/devices/0000:01:00.0/numa_node:-1".
    std::optional<FindingEvidence> sysfsLine(const Bdf& bdf, QByteArrayView attribute) const
    {
        const QByteArray prefix = "/sys/bus/pci/devices/" + bdf.toString().toLatin1() + '/' + attribute.toByteArray() + ':';
        return first(u"sysfs-pci", [&](QByteArrayView text) { return text.startsWith(prefix); });
    }

    /// The listing lines of every member of an IOMMU group, as the IOMMU parser numbers them.
    QList<FindingEvidence> iommuLines(const QList<Bdf>& devices) const
    {
        QList<FindingEvidence> out;
        for (const RawCapture* capture : ofFormat(u"iommu-groups")) {
            const auto listing = parseIommuGroups(capture->stdoutData);
            const QList<Text::Line>& all = lines(*capture);
            for (const IommuGroupMember& member : listing.value.members) {
                if (!devices.contains(member.bdf))
                    continue;
                for (const Text::Line& line : all) {
                    if (line.number == member.line) {
                        out.append(evidence(*capture, line));
                        break;
                    }
                }
            }
            if (!out.isEmpty())
                break;
        }
        return out;
    }

    /// The row of a printed matrix (`nvidia-smi topo -m`, `topo -p2p`) that starts with `label`.
    std::optional<FindingEvidence> matrixRow(const RawCapture& capture, const QString& label) const
    {
        // The header starts with the first column's label too ("GPU0 GPU1 …"); the row is the
        // last line that starts with it.
        const QByteArray wanted = label.toLatin1();
        const Text::Line* row = nullptr;
        for (const Text::Line& line : lines(capture)) {
            QByteArray storage;
            const QByteArrayView clean = Text::cleanLine(line.text, &storage);
            if (Text::firstWord(clean) == wanted)
                row = &line;
        }
        return row ? std::optional<FindingEvidence>(evidence(capture, *row)) : std::nullopt;
    }

    const RawCapture* topoCapture() const
    {
        const auto all = ofFormat(u"nvidia-smi-topo");
        return all.isEmpty() ? nullptr : all.first();
    }

    /// The `topo -p2p` capture of a capability: the one whose command names it, else the first.
    const RawCapture* p2pCapture(P2pCapability capability) const
    {
        const auto all = ofFormat(u"nvidia-smi-p2p");
        const QString flag = QStringLiteral("-p2p ") + p2pCapabilityLetter(capability);
        for (const RawCapture* capture : all) {
            if (capture->command.contains(flag))
                return capture;
        }
        return all.isEmpty() ? nullptr : all.first();
    }

    std::optional<FindingEvidence> numaSummaryLine() const
    {
        if (auto line = first(u"numactl", [](QByteArrayView t) { return t.startsWith("available:"); }))
            return line;
        return first(u"sysfs-nodes", [](QByteArrayView t) { return !Text::trimmed(t).isEmpty(); });
    }

    std::optional<FindingEvidence> cmdlineLine() const
    {
        return first(u"proc-cmdline", [](QByteArrayView t) { return !Text::trimmed(t).isEmpty(); });
    }

    const MachineSnapshot& snapshot() const { return m_snapshot; }

private:
    const MachineSnapshot& m_snapshot;
    int m_machineIndex;
    QStringList m_formats;
    mutable QHash<const RawCapture*, QList<Text::Line>> m_lines;
    mutable QHash<const RawCapture*, QHash<Bdf, int>> m_verboseHeaders;
};

// ---- What every rule sees ----------------------------------------------------------------

struct MachineView
{
    int index = -1;
    const Machine* machine = nullptr;
    const MachineCaptures* captures = nullptr;
};

struct Context
{
    QList<MachineView> machines;
    const MachineView* host = nullptr;  // the first host, if any
    const MachineView* guest = nullptr; // the first guest, if any
    QList<GpuMatch> matches;           // guest GPU → host GPU, when both are there
};

Finding newFinding(const MachineView& view, const QString& ruleId, FindingSeverity severity)
{
    Finding f;
    f.ruleId = ruleId;
    f.severity = severity;
    f.machineIndex = view.index;
    f.role = view.machine->role;
    f.machineLabel = view.machine->label;
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

void addGpu(Finding& finding, const Gpu& gpu)
{
    if (!finding.gpus.contains(gpu.index))
        finding.gpus.append(gpu.index);
    if (gpu.bdf && !finding.devices.contains(gpu.bdf->toString()))
        finding.devices.append(gpu.bdf->toString());
}

void addDevice(Finding& finding, const Bdf& bdf)
{
    if (!finding.devices.contains(bdf.toString()))
        finding.devices.append(bdf.toString());
}

/// "all 8 GPUs" when a finding concerns every GPU of the machine, else "GPU0, GPU4".
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

bool isP2pRefused(P2pStatus status)
{
    return status == P2pStatus::NotSupported || status == P2pStatus::ChipsetNotSupported
        || status == P2pStatus::TopologyNotSupported || status == P2pStatus::GpuNotSupported;
}

/// nvidia-smi's read matrix when collected, else the write matrix: the ones that say whether
/// peer access works at all.
std::optional<P2pStatus> peerStatus(const Machine& m, int a, int b)
{
    if (auto s = m.p2pStatus(a, b, P2pCapability::Read))
        return s;
    return m.p2pStatus(a, b, P2pCapability::Write);
}

const RawCapture* peerCapture(const MachineCaptures& captures, const Machine& m)
{
    return captures.p2pCapture(m.p2p.contains(P2pCapability::Read) ? P2pCapability::Read : P2pCapability::Write);
}

/// GPU indices of a machine: its GPUs, or, where nothing describes them but nvidia-smi's
/// matrices (a pasted topo -m), the GPUn labels of those.
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

struct GpuPair
{
    int a = -1;
    int b = -1;
};

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

void addGpu(Finding& finding, const Machine& m, int index)
{
    if (const Gpu* g = m.gpu(index))
        addGpu(finding, *g);
    else if (!finding.gpus.contains(index))
        finding.gpus.append(index);
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

const PciDevice* frontHostBridge(const Machine& m)
{
    for (const PciDevice& d : m.pci.devices) {
        if (d.bdf == Bdf {} && (d.role == PciRole::HostBridge || (d.classCode >> 8) == 0x0600))
            return &d;
    }
    return nullptr;
}

/// Whether the machine is a VM as far as the driver's chipset check goes: the role says so,
/// or its front host bridge is one QEMU emulates (q35's 82G33 MCH, i440FX).
bool looksVirtual(const Machine& m)
{
    if (m.role == MachineRole::Guest)
        return true;
    const PciDevice* bridge = frontHostBridge(m);
    return bridge && bridge->vendorId == 0x8086 && (bridge->deviceId == 0x29c0 || bridge->deviceId == 0x1237);
}

bool isAmdPlatform(const Machine& m)
{
    for (const PciDevice& d : m.pci.devices) {
        if (d.role == PciRole::HostBridge && d.vendorId == 0x1022)
            return true;
    }
    return false;
}

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

QString linkText(const LinkState& s)
{
    const int gen = s.generation();
    QString text = gen ? QStringLiteral("Gen%1").arg(gen) : QStringLiteral("%1 GT/s").arg(s.speedGTs);
    if (s.width > 0)
        text += QStringLiteral(" x%1").arg(s.width);
    return text;
}

QString bytesText(quint64 bytes)
{
    constexpr quint64 gib = quint64(1) << 30;
    if (bytes >= gib)
        return Tr::tr("%1 GiB").arg(bytes / gib);
    return Tr::tr("%1 MiB").arg(bytes >> 20);
}

/// "all 8 GPUs at Gen1 x16 (can Gen5 x16)"; "GPU0, GPU2 at …; GPU5 at …".
QString linkStatesText(const QMap<QString, QList<int>>& states, qsizetype totalGpus)
{
    QStringList parts;
    for (auto it = states.cbegin(); it != states.cend(); ++it)
        parts << gpusPhrase(it.value(), totalGpus) + u' ' + it.key();
    QString text = parts.join(QStringLiteral("; "));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// ---- Rules ---------------------------------------------------------------------------------

using RuleFunction = void (*)(const Context&, QList<Finding>&);

// 1. Every GPU (of several) alone on its own root complex.
void ruleGpuAloneOnRootComplex(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role == MachineRole::Guest || m.gpus.size() < 2)
            continue; // a guest's tree is QEMU's invention, not the hardware's
        QHash<RootBus, int> gpusPerRoot;
        for (const Gpu& g : m.gpus) {
            if (g.bdf) {
                if (const auto root = m.pci.rootBusOf(*g.bdf))
                    ++gpusPerRoot[*root];
            }
        }
        QList<const Gpu*> alone;
        for (const Gpu& g : m.gpus) {
            const auto root = g.bdf ? m.pci.rootBusOf(*g.bdf) : std::nullopt;
            if (root && gpusPerRoot.value(*root) == 1 && m.pci.find(*g.bdf))
                alone.append(&g);
        }
        if (alone.size() < 2 && !(alone.size() == 1 && gpusPerRoot.size() > 1))
            continue;
        Finding f = newFinding(view, QStringLiteral("gpu-alone-on-root-complex"),
            m.role == MachineRole::Host ? FindingSeverity::Warning : FindingSeverity::Info);
        const bool all = alone.size() == m.gpus.size();
        f.title = all ? Tr::tr("Every GPU sits alone on its own PCIe root complex")
                      : Tr::tr("%n GPU(s) sit alone on their own PCIe root complex", "", int(alone.size()));
        QList<Bdf> bdfs;
        bool allPeersOk = true;
        bool anyPeerKnown = false;
        for (const Gpu* g : alone) {
            addGpu(f, *g);
            bdfs.append(*g->bdf);
            for (const Gpu* other : alone) {
                if (other->index <= g->index)
                    continue;
                if (const auto s = peerStatus(m, g->index, other->index)) {
                    anyPeerKnown = true;
                    allPeersOk = allPeersOk && *s == P2pStatus::Ok;
                }
            }
        }
        f.explanation = all ? Tr::tr("Every GPU hangs off its own root complex (host bridge), with no PCIe switch shared with "
                                     "another GPU.")
                            : Tr::tr("%1 each hang off their own root complex (host bridge), with no PCIe switch shared "
                                     "with another GPU.")
                                  .arg(gpuList(f.gpus));
        f.explanation += u' '
            + Tr::tr("Traffic between them has to cross the CPU: its internal fabric within a socket (NODE) or the "
                     "link between sockets (SYS). Each root complex brings its own IOMMU domain, so every GPU lands "
                     "in its own IOMMU group. ACS only controls forwarding in switches and root ports that have "
                     "several devices below them, so no ACS setting (in the BIOS or with pcie_acs_override) can "
                     "merge these groups or create a direct path.");
        if (anyPeerKnown && allPeersOk)
            f.explanation += u' '
                + Tr::tr("nvidia-smi on this machine reports peer access as OK between them: the driver routes it through the CPU.");
        if (m.role == MachineRole::Host) {
            f.advice = Tr::tr("A VM cannot see this path: its driver reports P2P between these GPUs as not supported. "
                              "For P2P in a guest, either put the GPUs that must talk to each other under one PCIe "
                              "switch (a board or riser with a switch), or assert the capability to the guest driver "
                              "with QEMU's x-nv-gpudirect-clique option (see the guest's finding on P2P); that only "
                              "helps where this host really routes P2P between its root complexes.");
        } else {
            f.advice = Tr::tr("On bare metal the driver can still do P2P between root complexes where the platform "
                              "allows it (check nvidia-smi topo -p2p r). GPUs that exchange the most data do best "
                              "under one switch, or at least on one socket.");
        }
        for (const Gpu* g : alone)
            addEvidence(f, view.captures->treeLine(*g->bdf));
        addEvidence(f, view.captures->iommuLines(bdfs));
        out.append(f);
    }
}

// 2. The guest shows host NODE/SYS pairs as PHB, or one NUMA node where the host has several.
void ruleGuestFlattensTopology(const Context& context, QList<Finding>& out)
{
    if (!context.guest)
        return;
    const MachineView& guestView = *context.guest;
    const Machine& guest = *guestView.machine;
    if (guest.gpus.isEmpty())
        return;
    Finding f = newFinding(guestView, QStringLiteral("guest-flattens-topology"), FindingSeverity::Warning);
    if (!context.host) {
        // Without the host only the shape of the guest can be told: every pair through one host bridge.
        const auto pairs = gpuPairs(guest);
        if (pairs.isEmpty())
            return;
        for (const GpuPair& p : pairs) {
            if (gpuPairClass(guest, p.a, p.b).linkClass != LinkClass::PHB)
                return;
        }
        f.severity = FindingSeverity::Info;
        f.title = Tr::tr("The guest shows every GPU pair as PHB: the host's topology is hidden");
        f.explanation = Tr::tr("QEMU hangs every passed-through GPU off root ports of its single emulated host "
                               "bridge, so inside the VM all pairs are one host bridge apart (PHB), whatever the "
                               "host has: NODE or SYS pairs on the host look the same as neighbours.");
        f.advice = Tr::tr("Collect the host as well (topolens collect --host … --guest …) to see which pairs really "
                          "are far apart.");
        for (const Gpu& g : guest.gpus)
            addGpu(f, g);
        addTopoRows(f, guestView, f.gpus);
        out.append(f);
        return;
    }
    const MachineView& hostView = *context.host;
    const Machine& host = *hostView.machine;
    QList<int> hostGpus;
    int flattened = 0;
    QString example;
    bool exampleIsSys = false;
    for (const GpuPair& p : gpuPairs(guest)) {
        const int ha = hostGpuFor(context.matches, p.a);
        const int hb = hostGpuFor(context.matches, p.b);
        if (ha < 0 || hb < 0)
            continue;
        const LinkClass hostClass = gpuPairClass(host, ha, hb).linkClass;
        const LinkClass guestClass = gpuPairClass(guest, p.a, p.b).linkClass;
        // NVLink pairs do not go over PCIe at all: nothing to flatten.
        if ((hostClass != LinkClass::Node && hostClass != LinkClass::Sys)
            || (guestClass != LinkClass::PIX && guestClass != LinkClass::PXB && guestClass != LinkClass::PHB))
            continue;
        ++flattened;
        addGpu(f, guest, p.a);
        addGpu(f, guest, p.b);
        for (int h : { ha, hb }) {
            if (!hostGpus.contains(h))
                hostGpus.append(h);
        }
        // Prefer a SYS pair as the example: the farthest pair shows the loss best.
        if (example.isEmpty() || (hostClass == LinkClass::Sys && !exampleIsSys)) {
            exampleIsSys = hostClass == LinkClass::Sys;
            example = Tr::tr("guest GPU%1–GPU%2 is %3, but they are host GPU%4–GPU%5, which is %6")
                              .arg(p.a)
                              .arg(p.b)
                              .arg(linkClassName(guestClass))
                              .arg(ha)
                              .arg(hb)
                              .arg(linkClassName(hostClass));
        }
    }
    const int guestNodes = int(guest.numa.nodes.size());
    const int hostNodes = int(host.numa.nodes.size());
    const bool oneNodeGuest = guestNodes == 1 && hostNodes > 1;
    if (!flattened && !oneNodeGuest)
        return;
    std::sort(f.gpus.begin(), f.gpus.end());
    if (flattened) {
        f.title = Tr::tr("The VM hides the host's GPU topology: NODE/SYS pairs look like PHB");
        f.explanation = Tr::tr("%n GPU pair(s) that cross root complexes (NODE) or sockets (SYS) on the host look "
                               "like close neighbours inside the VM (for example, %1). QEMU hangs every "
                               "passed-through GPU off root ports of its single emulated host bridge (pcie.0), so "
                               "nvidia-smi and NCCL in the guest cannot tell near pairs from far ones, and NCCL may "
                               "build rings that cross the socket link more often than needed.",
                               "", flattened)
                            .arg(example);
    } else {
        for (const Gpu& g : guest.gpus)
            addGpu(f, g);
        f.title = Tr::tr("The VM has one NUMA node while the host has %1").arg(hostNodes);
        f.explanation = Tr::tr("Inside the VM every CPU and every GPU look equally close, so nothing in the guest "
                               "can keep a GPU's buffers and threads on the host socket the GPU is attached to.");
    }
    if (oneNodeGuest && flattened)
        f.explanation += u' ' + Tr::tr("The guest also has one NUMA node while the host has %1.").arg(hostNodes);
    f.advice = Tr::tr("Mirror the host in the guest: one pxb-pcie expander bus per host root complex (not per NUMA "
                      "node), each bound to the guest NUMA node of its host socket (numa_node=N), with the GPUs' "
                      "root ports on it. Or give NCCL the host's view with NCCL_TOPO_FILE: dump it on bare metal "
                      "with NCCL_TOPO_DUMP_FILE, keep the <cpu> and <pci> elements and change the bus IDs to the "
                      "guest's. Writing numa_node in the guest's sysfs does not change what nvidia-smi or NCCL see.");
    if (oneNodeGuest)
        f.advice += u' '
            + Tr::tr("Give the VM one NUMA node per host socket it uses, with its vCPUs and memory bound to that "
                     "socket (Proxmox: numa: 1 and numaN: cpus=…,hostnodes=…,memory=…,policy=bind).");
    addTopoRows(f, guestView, f.gpus);
    std::sort(hostGpus.begin(), hostGpus.end());
    addTopoRows(f, hostView, hostGpus);
    addEvidence(f, guestView.captures->numaSummaryLine());
    addEvidence(f, hostView.captures->numaSummaryLine());
    out.append(f);
}

// 3. GPUs without a NUMA node (numa_node -1, NUMA affinity N/A).
void ruleGpuNumaUnknown(const Context& context, QList<Finding>& out)
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
        Finding f = newFinding(view, QStringLiteral("gpu-numa-node-unknown"),
            nodes > 1 ? FindingSeverity::Warning : FindingSeverity::Info);
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

// 4. P2P NS/CNS in a VM: the driver's chipset check meets QEMU's emulated host bridge.
void ruleGuestP2pBlocked(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (!looksVirtual(m))
            continue;
        QList<P2pStatus> statuses;
        int refused = 0;
        Finding f = newFinding(view, QStringLiteral("guest-p2p-blocked-by-emulated-chipset"), FindingSeverity::Problem);
        QList<QPair<int, int>> refusedPairs;
        for (const GpuPair& p : gpuPairs(m)) {
            const auto status = peerStatus(m, p.a, p.b);
            // NVLink pairs need no PCIe P2P; their status is about the NVLinks.
            if (!status || !isP2pRefused(*status) || gpuPairClass(m, p.a, p.b).linkClass == LinkClass::NVLink)
                continue;
            ++refused;
            if (!statuses.contains(*status))
                statuses.append(*status);
            refusedPairs.append({ p.a, p.b });
            addGpu(f, m, p.a);
            addGpu(f, m, p.b);
        }
        if (!refused)
            continue;
        std::sort(f.gpus.begin(), f.gpus.end());
        QStringList codes;
        for (P2pStatus s : { P2pStatus::ChipsetNotSupported, P2pStatus::NotSupported, P2pStatus::TopologyNotSupported,
                 P2pStatus::GpuNotSupported }) {
            if (statuses.contains(s))
                codes << p2pStatusCode(s);
        }
        const PciDevice* bridge = frontHostBridge(m);
        const QString bridgeName = bridge
            ? QStringLiteral("%1 [%2:%3]").arg(bridge->displayName(), QString::asprintf("%04x", bridge->vendorId), QString::asprintf("%04x", bridge->deviceId))
            : Tr::tr("an emulated host bridge");
        f.title = Tr::tr("GPU peer-to-peer is off in the VM: the driver does not trust the emulated chipset");
        f.explanation = Tr::tr("nvidia-smi topo -p2p reports %1 for %n GPU pair(s). The NVIDIA driver allows P2P only "
                               "behind chipsets it knows, and the guest's host bridge is QEMU's %2, which is not one "
                               "of them, so peer access is refused even where the host could do it. Copies between "
                               "these GPUs are staged through memory instead.",
                               "", refused)
                            .arg(codes.join(u'/'), bridgeName);
        if (context.host && m.role == MachineRole::Guest) {
            const Machine& host = *context.host->machine;
            int hostOk = 0;
            int hostRefused = 0;
            QList<int> hostGpus;
            for (const auto& [a, b] : refusedPairs) {
                const int ha = hostGpuFor(context.matches, a);
                const int hb = hostGpuFor(context.matches, b);
                if (ha < 0 || hb < 0)
                    continue;
                if (const auto s = peerStatus(host, ha, hb)) {
                    hostOk += *s == P2pStatus::Ok;
                    hostRefused += isP2pRefused(*s);
                    for (int h : { ha, hb }) {
                        if (!hostGpus.contains(h))
                            hostGpus.append(h);
                    }
                }
            }
            if (hostOk && !hostRefused)
                f.explanation += u' ' + Tr::tr("On the host, nvidia-smi reports P2P as OK between the same GPUs.");
            else if (hostRefused)
                f.explanation += u' '
                    + Tr::tr("On the host, P2P is refused for %n of these pairs too: a clique there would claim a "
                             "path that does not exist.",
                        "", hostRefused);
            std::sort(hostGpus.begin(), hostGpus.end());
            addP2pRows(f, *context.host, hostGpus);
        }
        f.advice = Tr::tr("QEMU can tell the guest driver which GPUs may talk directly: give each GPU's vfio-pci "
                          "device x-nv-gpudirect-clique=N (N from 0 to 15; the same N for GPUs that may do P2P "
                          "with each other), e.g. -set device.hostpci0.x-nv-gpudirect-clique=0 on a Proxmox VM's "
                          "args: line (qm showcmd VMID shows the device ids). Reported pitfalls: hidden=1 (it also "
                          "sets kvm=off) and a -set line naming a device id that does not exist both silently "
                          "defeat it. Caveats: the clique asserts the capability, it does not create it. The host "
                          "must really route P2P between these GPUs (nvidia-smi topo -p2p r on the host, IOMMU "
                          "groups, ACS), and a real workload has been seen to hang even though "
                          "p2pBandwidthLatencyTest passed, so validate with your own workload. An emulated PCIe "
                          "switch in the guest does not help. Once P2P is on, NCCL also needs NCCL_P2P_LEVEL=PHB "
                          "(or SYS) to use it across the guest's host bridge.");
        addP2pRows(f, view, f.gpus);
        if (bridge) {
            addEvidence(f, view.captures->treeLine(bridge->bdf));
            addEvidence(f, view.captures->verboseLines(bridge->bdf, {}));
        }
        // Move the guest's own rows first: the host's are supporting evidence.
        std::stable_partition(f.evidence.begin(), f.evidence.end(),
            [&](const FindingEvidence& e) { return e.machineIndex == view.index; });
        out.append(f);
    }
}

// 4b. P2P refused on a host or bare-metal machine between GPUs that talk over PCIe.
void rulePcieP2pUnsupported(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (looksVirtual(m))
            continue;
        Finding f = newFinding(view, QStringLiteral("pcie-p2p-not-supported"), FindingSeverity::Warning);
        QList<P2pStatus> statuses;
        int refused = 0;
        for (const GpuPair& p : gpuPairs(m)) {
            const auto status = peerStatus(m, p.a, p.b);
            if (!status || !isP2pRefused(*status) || gpuPairClass(m, p.a, p.b).linkClass == LinkClass::NVLink)
                continue;
            ++refused;
            if (!statuses.contains(*status))
                statuses.append(*status);
            addGpu(f, m, p.a);
            addGpu(f, m, p.b);
        }
        if (!refused)
            continue;
        std::sort(f.gpus.begin(), f.gpus.end());
        QStringList codes;
        for (P2pStatus s : { P2pStatus::ChipsetNotSupported, P2pStatus::NotSupported, P2pStatus::TopologyNotSupported,
                 P2pStatus::GpuNotSupported }) {
            if (statuses.contains(s))
                codes << p2pStatusCode(s) + QStringLiteral(" (") + p2pStatusDescription(s) + u')';
        }
        f.title = Tr::tr("PCIe peer-to-peer is refused for %n GPU pair(s)", "", refused);
        f.explanation = Tr::tr("nvidia-smi topo -p2p reports %1 between GPUs that would talk over PCIe. Transfers "
                               "between them are staged through host memory.")
                            .arg(codes.join(QStringLiteral(", ")));
        f.advice = Tr::tr("CNS: the driver does not allow P2P across the chipset or root complexes between these "
                          "GPUs; placing them under one PCIe switch avoids it. GNS, and NS on most GeForce cards: the "
                          "GPU model or driver does not offer PCIe P2P. TNS: the topology between them does not allow "
                          "it. NVLink pairs are not affected.");
        addP2pRows(f, view, f.gpus);
        out.append(f);
    }
}

// 5. BARs the firmware or kernel could not place.
void ruleBarAllocation(const Context& context, QList<Finding>& out)
{
    static const QRegularExpression kernelFailure(
        QStringLiteral("no space for|failed to assign|can't assign|try booting with pci=realloc|BAR ?\\d+ is 0M|"
                       "region assigned to your NVIDIA device is invalid"),
        QRegularExpression::CaseInsensitiveOption);
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        Finding f = newFinding(view, QStringLiteral("bar-allocation-failed"), FindingSeverity::Warning);
        bool gpuAffected = false;
        quint64 gpuBarBytes = 0;
        for (const PciDevice& d : m.pci.devices) {
            bool hasUnassignedMemory = false;
            for (const Bar& b : d.bars)
                hasUnassignedMemory = hasUnassignedMemory || (b.isMemory && b.unassigned);
            if (!hasUnassignedMemory)
                continue;
            // The model marks "[disabled]" (decoding off, e.g. a vfio-pci GPU at rest) and size-less
            // replays of config dumps the same way; only an address placeholder with a known size is
            // a failed placement.
            const auto regionLines = view.captures->verboseLines(d.bdf, { "Region " }, true);
            QList<FindingEvidence> failed;
            for (const FindingEvidence& line : regionLines) {
                const bool placeholder = line.text.contains(u"Memory at <");
                const bool sized = line.text.contains(u"[size=") && !line.text.contains(u"[size=0]");
                if ((placeholder && sized) || (line.text.contains(u"Memory at") && line.text.contains(u"[size=0]")))
                    failed.append(line);
            }
            if (failed.isEmpty())
                continue;
            addDevice(f, d.bdf);
            if (isGpuLike(d)) {
                gpuAffected = true;
                if (const Gpu* g = m.gpuAt(d.bdf))
                    addGpu(f, *g);
            }
            addEvidence(f, failed);
        }
        QList<FindingEvidence> kernelLines;
        for (const RawCapture* log : view.captures->kernelLogs()) {
            kernelLines += view.captures->matching(*log, [](QByteArrayView text) {
                return kernelFailure.match(QString::fromUtf8(text)).hasMatch();
            });
        }
        if (f.devices.isEmpty() && kernelLines.isEmpty())
            continue;
        addEvidence(f, kernelLines);
        for (const Gpu& g : m.gpus) {
            const PciDevice* d = m.deviceOf(g);
            if (!d)
                continue;
            quint64 sum = 0;
            for (const Bar& b : d->bars)
                sum += b.isMemory ? b.sizeBytes : 0;
            gpuBarBytes += sum;
        }
        f.severity = gpuAffected || !kernelLines.isEmpty() ? FindingSeverity::Problem : FindingSeverity::Warning;
        std::sort(f.gpus.begin(), f.gpus.end());
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
        addEvidence(f, view.captures->cmdlineLine());
        out.append(f);
    }
}

// 6. Links trained below their capability: width (a real fault) and speed (often idle power saving).
void ruleLinkBelowCapability(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        Finding width = newFinding(view, QStringLiteral("link-width-below-capability"), FindingSeverity::Warning);
        Finding speed = newFinding(view, QStringLiteral("link-speed-below-capability"), FindingSeverity::Info);
        // "GPU0, GPU1 at Gen1 x16 (can Gen5 x16)": GPUs in the same state are named together.
        QMap<QString, QList<int>> widthStates;
        QMap<QString, QList<int>> speedStates;
        QList<int> hostGpus;
        for (const Gpu& g : m.gpus) {
            const PciDevice* d = m.deviceOf(g);
            if (!d || !d->link.isKnown())
                continue;
            const PcieLink& link = d->link;
            const bool narrower = link.widthDowngraded
                || (link.status.width > 0 && link.capability.width > 0 && link.status.width < link.capability.width);
            const bool slower = link.speedDowngraded
                || (link.status.speedGTs > 0 && link.capability.speedGTs > 0 && link.status.speedGTs + 0.01 < link.capability.speedGTs);
            if (!narrower && !slower)
                continue;
            Finding& f = narrower ? width : speed;
            addGpu(f, g);
            (narrower ? widthStates : speedStates)[Tr::tr("at %1 (can %2)").arg(linkText(link.status), linkText(link.capability))]
                .append(g.index);
            if (m.role == MachineRole::Guest && context.host) {
                const int h = hostGpuFor(context.matches, g.index);
                if (h >= 0 && !hostGpus.contains(h))
                    hostGpus.append(h);
            }
            addEvidence(f, view.captures->verboseLines(*g.bdf, { "LnkCap:", "LnkSta:" }));
            addEvidence(f, view.captures->sysfsLine(*g.bdf, narrower ? "current_link_width" : "current_link_speed"));
        }
        if (!width.gpus.isEmpty()) {
            width.title = Tr::tr("%n GPU link(s) trained with fewer lanes than they support", "", int(width.gpus.size()));
            width.explanation = Tr::tr("%1. Power management lowers a link's speed, not its width, so a narrower link "
                                       "is a real loss: bandwidth drops in proportion to the missing lanes.")
                                    .arg(linkStatesText(widthStates, m.gpus.size()));
            width.advice = Tr::tr("Check the slot's wiring (some x16 slots have 8 lanes), BIOS bifurcation settings, "
                                  "risers and retimers, and reseat the card. Compare with the slot's LnkCap on the "
                                  "port above.");
            out.append(width);
        }
        if (!speed.gpus.isEmpty()) {
            speed.title = Tr::tr("%n GPU link(s) run below their top speed", "", int(speed.gpus.size()));
            speed.explanation = Tr::tr("%1. GPUs lower their link speed when idle (down to 2.5 GT/s) and raise it under "
                                       "load, so a lower speed in a capture of idle GPUs is normal.")
                                    .arg(linkStatesText(speedStates, m.gpus.size()));
            if (m.role == MachineRole::Guest) {
                // The host's lspci of the same GPUs tells whether the physical links can do better.
                QMap<QString, QList<int>> hostStates;
                if (context.host) {
                    const Machine& host = *context.host->machine;
                    for (int h : std::as_const(hostGpus)) {
                        const Gpu* hg = host.gpu(h);
                        const PciDevice* hd = hg ? host.deviceOf(*hg) : nullptr;
                        if (hd && hd->link.status.isKnown())
                            hostStates[linkText(hd->link.status)].append(h);
                    }
                }
                if (hostStates.size() == 1 && hostStates.first().size() == hostGpus.size())
                    speed.explanation += u' '
                        + Tr::tr("On the host, the same GPUs' links were at %1 when it was collected.").arg(hostStates.firstKey());
                else
                    speed.explanation += u' ' + Tr::tr("In a VM, compare with the host's view of the same GPUs.");
            }
            speed.advice = Tr::tr("Look again while the GPU is busy (nvidia-smi -q, \"Link Gen Current\", during a "
                                  "bandwidth test). If it stays low under load, suspect the slot, a riser, or a BIOS "
                                  "PCIe speed setting.");
            out.append(speed);
        }
    }
}

// 6b. A guest's emulated root port advertising a slower link than the GPU below it.
void ruleGuestRootPortLink(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role != MachineRole::Guest)
            continue;
        Finding f = newFinding(view, QStringLiteral("guest-root-port-link-understated"), FindingSeverity::Info);
        QString example;
        for (const Gpu& g : m.gpus) {
            const PciDevice* d = m.deviceOf(g);
            const PciDevice* port = d && d->parent ? m.pci.find(*d->parent) : nullptr;
            if (!port || port->role != PciRole::RootPort || !port->link.capability.isKnown() || !d->link.capability.isKnown())
                continue;
            const LinkState& portCap = port->link.capability;
            const LinkState& gpuCap = d->link.capability;
            if (!(portCap.speedGTs + 0.01 < gpuCap.speedGTs || (portCap.width > 0 && portCap.width < gpuCap.width)))
                continue;
            addGpu(f, g);
            addDevice(f, port->bdf);
            if (example.isEmpty())
                example = Tr::tr("root port %1 advertises %2 above GPU%3, which can do %4")
                              .arg(port->bdf.toString(), linkText(portCap))
                              .arg(g.index)
                              .arg(linkText(gpuCap));
            addEvidence(f, view.captures->verboseLines(port->bdf, { "LnkCap:" }));
        }
        if (f.gpus.isEmpty())
            continue;
        f.title = Tr::tr("The VM's emulated root ports advertise a slower link than the GPUs have");
        f.explanation = Tr::tr("In this VM, %1. The number is only a label: data moves at the physical link's speed. "
                               "But software that reads it (NCCL's topology detection, for one) may take it at its "
                               "word, and NCCL falls back to assuming Gen3 when it cannot read a speed at all.")
                            .arg(example);
        f.advice = Tr::tr("Newer QEMU machine types advertise faster root ports; QEMU's pcie-root-port also has "
                          "x-speed and x-width properties. Or give NCCL the real speeds in an NCCL_TOPO_FILE.");
        out.append(f);
    }
}

// 7. IOMMU off on a machine that hands devices to VMs.
void ruleIommuOff(const Context& context, QList<Finding>& out)
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
        Finding f = newFinding(view, QStringLiteral("iommu-off"), FindingSeverity::Problem);
        f.title = Tr::tr("The IOMMU is off: no IOMMU groups on a machine that passes devices through");
        f.explanation = Tr::tr("/sys/kernel/iommu_groups is empty, so VFIO cannot isolate devices and PCI "
                               "passthrough to VMs does not work.");
        f.advice = Tr::tr("Enable the IOMMU in the BIOS (VT-d on Intel, IOMMU/AMD-Vi on AMD) and, on Intel, add "
                          "intel_iommu=on to the kernel command line (AMD turns it on by itself when the BIOS does). "
                          "iommu=pt keeps the host's own DMA fast. Reboot and check /sys/kernel/iommu_groups.");
        for (const RawCapture* c : view.captures->ofFormat(u"iommu-groups"))
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

// 7b. A GPU sharing its IOMMU group with another GPU or an unrelated device.
void ruleIommuGroupShared(const Context& context, QList<Finding>& out)
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
            Finding f = newFinding(view, QStringLiteral("iommu-group-shared"), FindingSeverity::Warning);
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

// 8. PCIe pairs where P2P works but NCCL's default level (PXB) leaves it unused.
void ruleNcclP2pLevel(const Context& context, QList<Finding>& out)
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
        Finding f = newFinding(view, QStringLiteral("nccl-p2p-level"), FindingSeverity::Info);
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
        f.title = Tr::tr("NCCL will not use P2P between GPUs that are not behind a common switch");
        f.explanation = Tr::tr("By default NCCL uses direct GPU-to-GPU (P2P) transfers only up to PXB, that is "
                               "between GPUs behind common PCIe switches. Here there are %1, so NCCL stages those "
                               "transfers through host memory")
                            .arg(counts.join(QStringLiteral(", ")));
        f.explanation += p2pKnownOk ? Tr::tr(" although nvidia-smi reports P2P as OK.") : QStringLiteral(".");
        f.advice = Tr::tr("Try NCCL_P2P_LEVEL=SYS (or PHB or NODE, to allow only the nearer pairs) and compare "
                          "with nccl-tests (all_reduce_perf). P2P across sockets can be slower than staging, and has "
                          "hung on some platforms: keep the setting only if it measures faster and runs stably.");
        addTopoRows(f, view, f.gpus);
        addP2pRows(f, view, f.gpus);
        out.append(f);
    }
}

// 8b. AMD multi-socket: NCCL's built-in bandwidths for the socket link are low.
void ruleAmdMultiSocket(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role == MachineRole::Guest || (m.role == MachineRole::Host && m.gpuIndicesAssumed) || m.numa.nodes.size() < 2
            || !isAmdPlatform(m))
            continue;
        Finding f = newFinding(view, QStringLiteral("amd-multi-socket-nccl"), FindingSeverity::Info);
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

// 9. The class derived from the PCI tree and nvidia-smi's printed class disagree.
void ruleClassDisagreement(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        const QList<ClassDisagreement> disagreements = compareWithNvidiaSmi(m);
        if (disagreements.isEmpty())
            continue;
        Finding f = newFinding(view, QStringLiteral("class-disagrees-with-nvidia-smi"), FindingSeverity::Warning);
        QStringList examples;
        for (const ClassDisagreement& d : disagreements) {
            for (int index : { d.gpuA, d.gpuB }) {
                if (const Gpu* g = m.gpu(index))
                    addGpu(f, *g);
            }
            if (examples.size() < 3)
                examples << Tr::tr("GPU%1–GPU%2: the tree says %3, nvidia-smi says %4")
                                .arg(d.gpuA)
                                .arg(d.gpuB)
                                .arg(linkClassName(d.derived), linkClassName(d.printed));
        }
        std::sort(f.gpus.begin(), f.gpus.end());
        f.title = Tr::tr("The PCI tree and nvidia-smi disagree on %n GPU pair(s)", "", int(disagreements.size()));
        f.explanation = examples.join(QStringLiteral("; ")) + QStringLiteral(". ")
            + Tr::tr("Either a capture is incomplete (a tree without some bridges, NUMA nodes missing), the captures "
                     "come from different boots, or nvidia-smi numbers the GPUs differently from what their bus IDs "
                     "say. nvidia-smi's class is what the driver and NCCL act on.");
        f.advice = Tr::tr("Compare the GPUs' bus IDs in nvidia-smi -q with lspci, and collect lspci -tv, numactl -H "
                          "and nvidia-smi topo -m in one go (topolens collect does).");
        addTopoRows(f, view, f.gpus);
        for (int index : std::as_const(f.gpus)) {
            if (const Gpu* g = m.gpu(index); g && g->bdf)
                addEvidence(f, view.captures->treeLine(*g->bdf));
        }
        out.append(f);
    }
}

// 10. Guest GPUs matched to host GPUs only by order.
void ruleMappingAssumed(const Context& context, QList<Finding>& out)
{
    if (!context.host || !context.guest)
        return;
    const MachineView& guestView = *context.guest;
    Finding f = newFinding(guestView, QStringLiteral("gpu-mapping-assumed"), FindingSeverity::Warning);
    for (const GpuMatch& match : context.matches) {
        if (!match.isAssumed())
            continue;
        if (const Gpu* g = guestView.machine->gpu(match.guestGpu))
            addGpu(f, *g);
    }
    if (f.gpus.isEmpty())
        return;
    std::sort(f.gpus.begin(), f.gpus.end());
    f.title = Tr::tr("%n guest GPU(s) are matched to host GPUs only by order", "", int(f.gpus.size()));
    f.explanation = Tr::tr("Nothing seen on both sides identifies %1, so TopoLens paired them with host GPUs in bus "
                           "order. A VM's slot order need not follow the host's, so every host-versus-guest "
                           "comparison for these GPUs rests on a guess.")
                        .arg(gpusPhrase(f.gpus, guestView.machine->gpus.size()));
    if (context.host->machine->gpuIndicesAssumed)
        f.explanation += u' '
            + Tr::tr("The host has no nvidia-smi output (its GPUs are probably bound to vfio-pci), so host GPU "
                     "numbers also follow bus order.");
    f.advice = Tr::tr("Collect an identifier on both sides: GPU UUIDs need nvidia-smi on the host too (run it while "
                      "the GPUs are still bound to the nvidia driver), or the PCIe Device Serial Number, which "
                      "lspci -vvv shows only when run as root (topolens collect --sudo, on host and guest). On "
                      "Proxmox, qm config and /etc/pve/mapping/pci.cfg name the host addresses behind each hostpciN.");
    for (const MachineView* view : { context.guest, context.host }) {
        for (const QString& id : { QStringLiteral("qm-config"), QStringLiteral("pve-pci-mapping") }) {
            if (const RawCapture* c = view->captures->byId(id))
                addEvidence(f, view->captures->matching(*c, [](QByteArrayView t) {
                    return t.startsWith("hostpci") || Text::trimmed(t).startsWith("map ");
                }, 16));
        }
    }
    out.append(f);
}

// 11. vGPU, not passthrough: no PCIe P2P.
void ruleVgpu(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        Finding f = newFinding(view, QStringLiteral("vgpu-no-pcie-p2p"), FindingSeverity::Info);
        for (const Gpu& g : m.gpus) {
            if (g.virtualizationMode.trimmed().compare(u"VGPU", Qt::CaseInsensitive) == 0)
                addGpu(f, g);
        }
        if (f.gpus.isEmpty() || m.gpus.size() < 2)
            continue;
        f.title = Tr::tr("These GPUs are vGPUs: PCIe peer-to-peer is not available");
        f.explanation = Tr::tr("nvidia-smi reports virtualization mode VGPU for %1. NVIDIA vGPU does not support P2P "
                               "transfers over PCIe; NVLink P2P works only with some full-framebuffer vGPU profiles.")
                            .arg(gpuList(f.gpus));
        f.advice = Tr::tr("For PCIe P2P, pass the whole GPUs through (vfio-pci) instead of vGPU profiles.");
        for (const RawCapture* c : view.captures->ofFormat(u"nvidia-smi-xml"))
            addEvidence(f, view.captures->matching(*c, [](QByteArrayView t) { return t.contains("<virtualization_mode>"); }, 8));
        for (const RawCapture* c : view.captures->ofFormat(u"nvidia-smi-query"))
            addEvidence(f, view.captures->matching(*c, [](QByteArrayView t) { return t.contains("Virtualization Mode"); }, 8));
        out.append(f);
    }
}

// 12. BAR1 of 256 MiB or less: Resizable BAR is off.
void ruleSmallBar1(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        Finding f = newFinding(view, QStringLiteral("small-bar1"), FindingSeverity::Info);
        for (const Gpu& g : m.gpus) {
            if (g.bar1TotalMiB > 0 && g.bar1TotalMiB <= 256)
                addGpu(f, g);
        }
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
        for (const RawCapture* c : view.captures->ofFormat(u"nvidia-smi-xml"))
            addEvidence(f, view.captures->matching(*c, [](QByteArrayView t) { return t.contains("<bar1_memory_usage>"); }, 8));
        for (const RawCapture* c : view.captures->ofFormat(u"nvidia-smi-query"))
            addEvidence(f, view.captures->matching(*c, [](QByteArrayView t) { return t.contains("BAR1 Memory Usage"); }, 8));
        out.append(f);
    }
}

// 13. ACS redirection on a switch port above a GPU.
void ruleAcsRedirect(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        if (m.role == MachineRole::Guest)
            continue;
        Finding f = newFinding(view, QStringLiteral("acs-redirect-on-switch"), FindingSeverity::Info);
        for (const Gpu& g : m.gpus) {
            if (!g.bdf)
                continue;
            for (const PciDevice* hop : m.pci.pathToRoot(*g.bdf)) {
                if (hop->role != PciRole::SwitchDownstream || hop->acsEnabled != true)
                    continue;
                addGpu(f, g);
                addDevice(f, hop->bdf);
                addEvidence(f, view.captures->verboseLines(hop->bdf, { "ACSCtl:" }));
            }
        }
        if (f.gpus.isEmpty())
            continue;
        f.title = Tr::tr("ACS redirection is on at the switch ports above %1").arg(gpuList(f.gpus));
        f.explanation = Tr::tr("With ACS redirection on, peer traffic between devices under the same switch is sent "
                               "up to the root complex to be checked instead of straight across the switch, which "
                               "costs bandwidth and latency. It is also what keeps the devices below the switch in "
                               "separate IOMMU groups.");
        f.advice = m.role == MachineRole::Host
            ? Tr::tr("On a virtualization host keep it on: it isolates devices given to different VMs. Turn it off "
                     "only if every GPU under the switch goes to the same VM.")
            : Tr::tr("On bare metal, turning ACS redirection off on the switch (a BIOS option, or setpci at boot) "
                     "lets P2P under the switch go direct. Measure before and after.");
        out.append(f);
    }
}

/// Whether a printed line has a number equal to `value` (as the benchmark parsers read it).
bool lineHoldsValue(QByteArrayView line, double value)
{
    for (const QByteArray& token : line.toByteArray().split(' ')) {
        for (const QByteArray& part : token.split(',')) {
            bool ok = false;
            const double number = part.trimmed().toDouble(&ok);
            if (ok && std::abs(number - value) <= 1e-9 * std::max(1.0, std::abs(value)))
                return true;
        }
    }
    return false;
}

// 17. Measured bandwidth: pairs of one connection class should perform alike. One that
// delivers far less than the best of its class has something on its path the topology names
// alike but the hardware does not deliver (a link trained low, a riser, a PCIe fallback).
void ruleUnevenBandwidth(const Context& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const BenchmarkRun& run : m.benchmarks) {
            const RawCapture* capture = view.captures->byId(run.captureId);
            for (const BenchmarkMatrix& matrix : run.matrices) {
                const QList<BenchmarkOutlier> outliers = findBandwidthOutliers(m, run, matrix);
                if (outliers.isEmpty())
                    continue;
                Finding f = newFinding(view, QStringLiteral("uneven-measured-bandwidth"), FindingSeverity::Warning);
                QStringList described;
                for (const BenchmarkOutlier& o : outliers) {
                    for (const std::optional<int>& gpu : { o.pair.fromGpu, o.pair.toGpu }) {
                        if (gpu && m.gpu(*gpu))
                            addGpu(f, *m.gpu(*gpu));
                    }
                    if (described.size() < 8)
                        described << describeOutlier(o, matrix.unit);
                }
                f.title = Tr::tr("%n GPU pair(s) measure far below others of the same class", "", int(outliers.size()))
                    + u" (" + (matrix.title.isEmpty() ? matrix.metric : matrix.title) + u')';
                f.explanation = Tr::tr("Pairs that the topology puts in one connection class should deliver about the "
                                       "same bandwidth; these are more than %1\u00d7 below the best pair of their class "
                                       "in the same run:")
                                    .arg(QLocale().toString(defaultOutlierFactor))
                    + u"\n" + described.join(u'\n');
                f.advice = Tr::tr("Click the GPUs to see their paths: look for a link trained below its capability, a slot "
                                  "behind the chipset or a riser, or traffic taking PCIe where the class says NVLink. Run "
                                  "the benchmark again to rule out noise (p2pBandwidthLatencyTest's few default repeats "
                                  "vary by 5\u2013" "10 %), and with the GPUs idle otherwise."); // split: lupdate misreads \u201310
                if (capture) {
                    const QList<Text::Line>& lines = view.captures->lines(*capture);
                    if (matrix.line > 0 && matrix.line <= lines.size())
                        addEvidence(f, view.captures->evidence(*capture, lines[matrix.line - 1]));
                    // The printed lines holding the slow values: a matrix row, or a CSV record.
                    for (const BenchmarkOutlier& o : outliers) {
                        for (qsizetype i = std::max(0, matrix.line); i < lines.size(); ++i) {
                            if (lineHoldsValue(lines[i].text, o.pair.value)) {
                                addEvidence(f, view.captures->evidence(*capture, lines[i]));
                                break;
                            }
                        }
                    }
                }
                out.append(f);
            }
        }
    }
}

// The order of ids is also the tie-break order of the sorted result: root causes before
// symptoms, problems of the platform before advice on tuning.
const char* const ruleIds[] = {
    "iommu-off",
    "bar-allocation-failed",
    "guest-p2p-blocked-by-emulated-chipset",
    "gpu-alone-on-root-complex",
    "pcie-p2p-not-supported",
    "guest-flattens-topology",
    "gpu-numa-node-unknown",
    "gpu-mapping-assumed",
    "iommu-group-shared",
    "link-width-below-capability",
    "link-speed-below-capability",
    "guest-root-port-link-understated",
    "class-disagrees-with-nvidia-smi",
    "nccl-p2p-level",
    "amd-multi-socket-nccl",
    "vgpu-no-pcie-p2p",
    "small-bar1",
    "acs-redirect-on-switch",
    "uneven-measured-bandwidth",
};

const RuleFunction ruleFunctions[] = {
    ruleIommuOff,
    ruleBarAllocation,
    ruleGuestP2pBlocked,
    ruleGpuAloneOnRootComplex,
    rulePcieP2pUnsupported,
    ruleGuestFlattensTopology,
    ruleGpuNumaUnknown,
    ruleMappingAssumed,
    ruleIommuGroupShared,
    ruleLinkBelowCapability, // both link-… ids
    ruleGuestRootPortLink,
    ruleClassDisagreement,
    ruleNcclP2pLevel,
    ruleAmdMultiSocket,
    ruleVgpu,
    ruleSmallBar1,
    ruleAcsRedirect,
    ruleUnevenBandwidth,
};

} // namespace

QStringList findingRuleIds()
{
    QStringList ids;
    for (const char* id : ruleIds)
        ids << QString::fromLatin1(id);
    return ids;
}

QList<Finding> diagnose(const Snapshot& snapshot, const QList<Machine>& machines)
{
    const int count = int(std::min(snapshot.machines.size(), machines.size()));
    std::vector<MachineCaptures> captures; // reserved once: the views below point into it
    captures.reserve(size_t(count));
    for (int i = 0; i < count; ++i)
        captures.emplace_back(snapshot.machines[i], i);
    Context context;
    for (int i = 0; i < count; ++i)
        context.machines.append({ i, &machines[i], &captures[size_t(i)] });
    for (const MachineView& view : context.machines) {
        if (view.machine->role == MachineRole::Host && !context.host)
            context.host = &view;
        if (view.machine->role == MachineRole::Guest && !context.guest)
            context.guest = &view;
    }
    if (context.host && context.guest)
        context.matches = mapGuestGpusToHost(snapshot.machines[context.host->index], *context.host->machine, *context.guest->machine);

    QList<Finding> findings;
    for (RuleFunction rule : ruleFunctions)
        rule(context, findings);
    const QStringList order = findingRuleIds();
    std::stable_sort(findings.begin(), findings.end(), [&](const Finding& a, const Finding& b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        if (a.machineIndex != b.machineIndex)
            return a.machineIndex < b.machineIndex;
        const qsizetype ra = order.indexOf(a.ruleId);
        const qsizetype rb = order.indexOf(b.ruleId);
        if (ra != rb)
            return ra < rb;
        const int ga = a.gpus.isEmpty() ? -1 : a.gpus.first();
        const int gb = b.gpus.isEmpty() ? -1 : b.gpus.first();
        if (ga != gb)
            return ga < gb;
        return a.title < b.title;
    });
    return findings;
}

QList<Finding> diagnose(const Snapshot& snapshot)
{
    QList<Machine> machines;
    for (const MachineSnapshot& m : snapshot.machines)
        machines.append(buildMachine(m));
    return diagnose(snapshot, machines);
}

} // namespace Topo
