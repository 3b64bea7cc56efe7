// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/findings/evidenceindex.h"

#include "analyze/machinebuilder.h"
#include "model/formatid.h"
#include "parse/sysfs/sysfs.h"
#include "util/lookup.h"


namespace Topo::Findings {

namespace {

bool isKernelLog(const RawCapture& capture)
{
    return capture.id.startsWith(u"dmesg") || capture.format == u"dmesg" || capture.command.startsWith(u"dmesg")
        || capture.command.startsWith(u"journalctl -k") || capture.command.startsWith(u"sudo dmesg");
}

} // namespace

EvidenceIndex::EvidenceIndex(const MachineSnapshot& snapshot, int machineIndex, const Machine* machine)
    : m_snapshot(snapshot)
    , m_machineIndex(machineIndex)
    , m_machine(machine)
{
    for (const RawCapture& capture : snapshot.captures)
        m_formats.append(formatOfCapture(capture));
}

QList<const RawCapture*> EvidenceIndex::ofFormat(QStringView format) const
{
    QList<const RawCapture*> out;
    for (int i = 0; i < m_snapshot.captures.size(); ++i) {
        if (m_formats[i] == format)
            out.append(&m_snapshot.captures[i]);
    }
    return out;
}

const RawCapture* EvidenceIndex::byId(QStringView id) const
{
    return findBy(m_snapshot.captures, &RawCapture::id, id);
}

QList<const RawCapture*> EvidenceIndex::kernelLogs() const
{
    QList<const RawCapture*> out;
    for (const RawCapture& capture : m_snapshot.captures) {
        if (isKernelLog(capture))
            out.append(&capture);
    }
    return out;
}

const QList<Text::Line>& EvidenceIndex::lines(const RawCapture& capture) const
{
    auto it = m_lines.find(&capture);
    if (it == m_lines.end())
        it = m_lines.insert(&capture, Text::splitLines(capture.stdoutData));
    return *it;
}

FindingEvidence EvidenceIndex::evidence(const RawCapture& capture, const Text::Line& line) const
{
    return { m_machineIndex, m_snapshot.role, capture.id, line.number,
        Text::cleanText(QByteArrayView(Text::stripAnsi(line.text))) };
}

FindingEvidence EvidenceIndex::wholeCapture(const RawCapture& capture, const QString& text) const
{
    return { m_machineIndex, m_snapshot.role, capture.id, 0, text };
}

QList<FindingEvidence> EvidenceIndex::matching(const RawCapture& capture, const LinePredicate& matches, int limit) const
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

std::optional<FindingEvidence> EvidenceIndex::first(QStringView format, const LinePredicate& matches) const
{
    for (const RawCapture* capture : ofFormat(format)) {
        const auto found = matching(*capture, matches, 1);
        if (!found.isEmpty())
            return found.first();
    }
    return std::nullopt;
}

int EvidenceIndex::indexOfLine(const RawCapture& capture, int line) const
{
    // splitLines numbers every line from 1, so line n is at n - 1.
    const QList<Text::Line>& all = lines(capture);
    return line > 0 && line <= all.size() && all[line - 1].number == line ? line - 1 : -1;
}

const QList<LinkSeries>& EvidenceIndex::watchSeries() const
{
    if (!m_watchSeries)
        m_watchSeries = Topo::watchSeries(m_snapshot);
    return *m_watchSeries;
}

std::optional<FindingEvidence> EvidenceIndex::evidenceAt(const SourceLine& source) const
{
    const RawCapture* capture = source.isKnown() ? byId(source.captureId) : nullptr;
    const int at = capture ? indexOfLine(*capture, source.line) : -1;
    if (at < 0)
        return std::nullopt;
    return evidence(*capture, lines(*capture)[at]);
}

std::optional<FindingEvidence> EvidenceIndex::treeLine(const Bdf& bdf) const
{
    if (!m_machine)
        return std::nullopt;
    if (const PciDevice* device = m_machine->pci.find(bdf); device && device->treeLine.isKnown())
        return evidenceAt(device->treeLine);
    // Not drawn itself: the bridge that opens its bus, where the tree draws one.
    for (const PciDevice& bridge : m_machine->pci.devices) {
        if (bridge.bdf.domain == bdf.domain && bridge.secondaryBus == bdf.bus && bridge.treeLine.isKnown())
            return evidenceAt(bridge.treeLine);
    }
    return std::nullopt;
}

QList<FindingEvidence> EvidenceIndex::verboseLines(const Bdf& bdf, const QList<QByteArrayView>& prefixes, bool ownLinesOnly) const
{
    QList<FindingEvidence> out;
    for (const RawCapture* capture : ofFormat(FormatId::lspciVerbose)) {
        const QList<Text::Line>& all = lines(*capture);
        const int header = verboseHeader(*capture, bdf);
        if (header < 0)
            continue;
        if (prefixes.isEmpty())
            return { evidence(*capture, all[header]) };
        for (int j = header + 1; j < all.size() && !Text::trimmed(all[j].text).isEmpty(); ++j) {
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

int EvidenceIndex::verboseHeader(const RawCapture& capture, const Bdf& bdf) const
{
    // The parser's line, where the machine was built from this capture: no index to build.
    const PciDevice* device = m_machine ? m_machine->pci.find(bdf) : nullptr;
    if (device && device->verboseLine.isKnown() && device->verboseLine.captureId == capture.id) {
        if (const int at = indexOfLine(capture, device->verboseLine.line); at >= 0)
            return at;
    }
    const QHash<Bdf, int>& headers = verboseHeaders(capture);
    return headers.value(bdf, -1);
}

const QHash<Bdf, int>& EvidenceIndex::verboseHeaders(const RawCapture& capture) const
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

std::optional<FindingEvidence> EvidenceIndex::sysfsLine(const Bdf& bdf, QByteArrayView attribute) const
{
    // The line the parser read the attribute from, where the machine was built from it.
    if (const PciDevice* device = m_machine ? m_machine->pci.find(bdf) : nullptr) {
        for (const auto& [name, line] : device->sysfsLines) {
            if (name == attribute)
                return evidenceAt(line);
        }
    }
    // "/sys/bus/pci/devices/BDF/ATTR:…" or, since the collector prints each device's real path,
    // "/sys/devices/pci0000:00/…/BDF/ATTR:…": the device's own line ends its path in "/BDF/ATTR:"
    // (a device below it has more path after BDF).
    const QByteArray ownLine = '/' + bdf.toString().toLatin1() + '/' + attribute.toByteArray() + ':';
    return first(FormatId::sysfsPci, [&](QByteArrayView text) {
        const qsizetype at = text.indexOf(ownLine);
        return text.startsWith('/') && at >= 0 && !text.first(at).contains(' ');
    });
}

QList<FindingEvidence> EvidenceIndex::iommuLines(const QList<Bdf>& devices) const
{
    QList<FindingEvidence> out;
    for (const RawCapture* capture : ofFormat(FormatId::iommuGroups)) {
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

std::optional<FindingEvidence> EvidenceIndex::matrixRow(const RawCapture& capture, const QString& label) const
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

const RawCapture* EvidenceIndex::topoCapture() const
{
    const auto all = ofFormat(FormatId::nvidiaSmiTopo);
    return all.isEmpty() ? nullptr : all.first();
}

const RawCapture* EvidenceIndex::p2pCapture(P2pCapability capability) const
{
    const auto all = ofFormat(FormatId::nvidiaSmiP2p);
    const QString flag = QStringLiteral("-p2p ") + p2pCapabilityLetter(capability);
    for (const RawCapture* capture : all) {
        if (capture->command.contains(flag))
            return capture;
    }
    return all.isEmpty() ? nullptr : all.first();
}

std::optional<FindingEvidence> EvidenceIndex::numaSummaryLine() const
{
    if (auto line = first(FormatId::numactl, [](QByteArrayView t) { return t.startsWith("available:"); }))
        return line;
    return first(FormatId::sysfsNodes, [](QByteArrayView t) { return !Text::trimmed(t).isEmpty(); });
}

QList<FindingEvidence> EvidenceIndex::amdTopologyLines(QByteArrayView token, int limit) const
{
    QList<FindingEvidence> out;
    const QStringView formats[] = { FormatId::rocmSmiTopo, FormatId::amdSmiTopology, FormatId::amdSmiTopologyJson };
    for (QStringView format : formats) {
        for (const RawCapture* capture : ofFormat(format)) {
            if (out.size() >= limit)
                return out;
            out += matching(*capture, [token](QByteArrayView text) { return text.contains(token); }, limit - int(out.size()));
        }
    }
    return out;
}

std::optional<FindingEvidence> EvidenceIndex::cmdlineLine() const
{
    return first(FormatId::procCmdline, [](QByteArrayView t) { return !Text::trimmed(t).isEmpty(); });
}

} // namespace Topo::Findings
