// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings.h"
#include "analyze/watchseries.h"
#include "model/gpu.h"
#include "model/machine.h"
#include "util/text.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

/// The raw lines a finding rests on. A PCI device keeps the lines it was read from (its
/// `lspci -tv` line, its `lspci -vvv` block, its sysfs attributes); other values are found again in the raw captures
/// by the address or token that produced them, each lookup a linear scan of one capture.
namespace Topo::Findings {

// A finding that names every raw line of an 8-GPU host would bury the one that matters; the
// first lines are enough to go and look.
constexpr int maxEvidencePerFinding = 40;

/// The raw captures of one machine, split into lines once, with the lookups the rules need.
class EvidenceIndex
{
public:
    /// `machine`: the one built from `snapshot`, for the lines its devices were read from.
    EvidenceIndex(const MachineSnapshot& snapshot, int machineIndex, const Machine* machine = nullptr);

    QList<const RawCapture*> ofFormat(QStringView format) const;
    const RawCapture* byId(QStringView id) const;
    QList<const RawCapture*> kernelLogs() const;
    const QList<Text::Line>& lines(const RawCapture& capture) const;

    FindingEvidence evidence(const RawCapture& capture, const Text::Line& line) const;
    /// The capture as a whole, for facts that are an absence ("the listing is empty").
    FindingEvidence wholeCapture(const RawCapture& capture, const QString& text) const;

    using LinePredicate = std::function<bool(QByteArrayView)>;
    QList<FindingEvidence> matching(const RawCapture& capture, const LinePredicate& matches, int limit = maxEvidencePerFinding) const;
    std::optional<FindingEvidence> first(QStringView format, const LinePredicate& matches) const;

    /// The line of `lspci -tv` that draws the device (where the tree parser read it: its own
    /// line, or the line that opens its bus and prints it, "+-01.1-[01]----00.0  NVIDIA …");
    /// for a device the tree does not draw, the line of the bridge that opens its bus.
    std::optional<FindingEvidence> treeLine(const Bdf& bdf) const;
    /// Lines of the device's `lspci -vvv` block whose text starts with one of `prefixes`
    /// (after indentation); the header line when `prefixes` is empty.
    /// `ownLinesOnly` skips lines nested in capabilities (an SR-IOV capability lists its VFs'
    /// "Region N:" lines one tab deeper than the device's own).
    QList<FindingEvidence> verboseLines(const Bdf& bdf, const QList<QByteArrayView>& prefixes, bool ownLinesOnly = false) const;
    /// "/sys/bus/pci/devices/0000:01:00.0/numa_node:-1".
    std::optional<FindingEvidence> sysfsLine(const Bdf& bdf, QByteArrayView attribute) const;
    /// The listing lines of every member of an IOMMU group, as the IOMMU parser numbers them.
    QList<FindingEvidence> iommuLines(const QList<Bdf>& devices) const;
    /// The row of a printed matrix (`nvidia-smi topo -m`, `topo -p2p`) that starts with `label`.
    std::optional<FindingEvidence> matrixRow(const RawCapture& capture, const QString& label) const;
    const RawCapture* topoCapture() const;
    /// The `topo -p2p` capture of a capability: the one whose command names it, else the first.
    const RawCapture* p2pCapture(P2pCapability capability) const;
    std::optional<FindingEvidence> numaSummaryLine() const;
    /// Lines of AMD's topology outputs (rocm-smi --showtopo, amd-smi topology, text or JSON)
    /// that contain `token` ("XGMI", "PCIE"), up to `limit`.
    QList<FindingEvidence> amdTopologyLines(QByteArrayView token, int limit = 6) const;
    std::optional<FindingEvidence> cmdlineLine() const;
    /// The machine's watch samples as one series per function (watchseries.h), read once for
    /// every rule that asks.
    const QList<LinkSeries>& watchSeries() const;
    /// The line a parser kept for a value of the machine (a kernel log event's line).
    std::optional<FindingEvidence> line(const SourceLine& source) const { return evidenceAt(source); }

    const MachineSnapshot& snapshot() const { return m_snapshot; }

private:
    /// The evidence of a line a parser kept (a device's SourceLine), or nullopt where the
    /// capture or the line is not there.
    std::optional<FindingEvidence> evidenceAt(const SourceLine& source) const;
    /// Where line `line` of the capture is in lines(capture), or -1.
    int indexOfLine(const RawCapture& capture, int line) const;
    /// The index in lines(capture) of the device's block header, or -1: the line the parser
    /// kept where the machine's device came from this capture, else verboseHeaders().
    int verboseHeader(const RawCapture& capture, const Bdf& bdf) const;
    /// Where each device's block starts in an `lspci -vvv` capture: built once, so rules that
    /// look up many devices of a large host stay linear.
    const QHash<Bdf, int>& verboseHeaders(const RawCapture& capture) const;

    const MachineSnapshot& m_snapshot;
    int m_machineIndex;
    const Machine* m_machine = nullptr;
    QStringList m_formats;
    mutable QHash<const RawCapture*, QList<Text::Line>> m_lines;
    mutable QHash<const RawCapture*, QHash<Bdf, int>> m_verboseHeaders;
    mutable std::optional<QList<LinkSeries>> m_watchSeries;
};

} // namespace Topo::Findings
