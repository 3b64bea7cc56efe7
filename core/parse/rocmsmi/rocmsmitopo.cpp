// SPDX-License-Identifier: GPL-3.0-or-later
// rocm-smi --showtopo and its single sections, --shownodesbw.
#include "parse/rocmsmi/rocmsmi.h"

#include "parse/linereading.h"
#include "parse/rocmsmi/rocmsmilines.h"
#include "util/tr.h"
#include "util/text.h"

#include <QStringList>

#include <algorithm>
#include <iterator>

namespace Topo {

namespace {

using namespace LineReading;
using namespace RocmSmiLines;

enum class Section { None, Weight, Hops, LinkType, Bandwidth, Numa, Other };

struct SectionTitle
{
    QByteArrayView title;
    Section section;
};

// rocm_smi.py's printLogSpacer() titles (showWeightTopology, showHopsTopology,
// showTypeTopology, showNumaTopology, showNodesBw).
constexpr SectionTitle sectionTitles[] = {
    { "Weight between two GPUs", Section::Weight },
    { "Hops between two GPUs", Section::Hops },
    { "Link Type between two GPUs", Section::LinkType },
    { "Numa Nodes", Section::Numa },
    { "Bandwidth", Section::Bandwidth },
};

bool isMatrix(Section section)
{
    return section == Section::Weight || section == Section::Hops || section == Section::LinkType
        || section == Section::Bandwidth;
}

Section sectionTitled(QByteArrayView title)
{
    const auto row = std::find_if(std::begin(sectionTitles), std::end(sectionTitles),
        [&](const SectionTitle& t) { return t.title.compare(title, Qt::CaseInsensitive) == 0; });
    return row == std::end(sectionTitles) ? Section::Other : row->section;
}

bool isProgramBanner(QByteArrayView title)
{
    return title.compare("ROCm System Management Interface", Qt::CaseInsensitive) == 0;
}

bool isFooter(QByteArrayView title)
{
    return title.compare("End of ROCm SMI Log", Qt::CaseInsensitive) == 0;
}

/// The notes showNodesBw() prints under its matrix.
bool isBandwidthNote(QByteArrayView text)
{
    return Text::startsWith(text, "Format: min-max") || Text::startsWith(text, "\"0-0\" min-max")
        || Text::startsWith(text, "Non-xGMI links detected");
}

/// "50000-50000": min-max MB/s.
bool isBandwidthCell(QByteArrayView cell)
{
    const qsizetype dash = cell.indexOf('-');
    return dash > 0 && isDecimal(cell.first(dash)) && isDecimal(cell.sliced(dash + 1));
}

/// What a cell of each matrix may hold; anything else is kept as text with a warning.
bool isExpectedCell(Section section, QByteArrayView cell)
{
    switch (section) {
    case Section::Weight:
    case Section::Hops:
        return isDecimal(cell);
    case Section::LinkType:
        return Text::is(cell, "XGMI") || Text::is(cell, "PCIE") || Text::is(cell, "0") || Text::is(cell, "X");
    case Section::Bandwidth:
        return isBandwidthCell(cell);
    default:
        return false;
    }
}

QString* fieldOf(Section section, AmdGpuLink& link)
{
    switch (section) {
    case Section::Weight:
        return &link.weight;
    case Section::Hops:
        return &link.hops;
    case Section::LinkType:
        return &link.linkType;
    case Section::Bandwidth:
        return &link.bandwidth;
    default:
        return nullptr;
    }
}

QString sectionName(Section section)
{
    switch (section) {
    case Section::Weight:
        return Tr::tr("weight");
    case Section::Hops:
        return Tr::tr("hops");
    case Section::LinkType:
        return Tr::tr("link type");
    case Section::Bandwidth:
        return Tr::tr("bandwidth");
    default:
        return {};
    }
}

class TopoReader
{
public:
    explicit TopoReader(ParseResult<AmdTopology>& result)
        : m_result(result)
        , m_warnings(result)
    {
    }

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [&](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        if (m_otherLines > 0) {
            m_result.info(m_firstOtherLine, Tr::tr("%n line(s) of other rocm-smi sections were not read", nullptr,
                                                m_otherLines));
        }
        if (m_result.value.isEmpty()) {
            m_result.error(m_sawSection ? m_sectionLine : 0,
                Tr::tr("No GPU found: expected rocm-smi --showtopo (\"Weight between two GPUs\", \"Link Type between "
                       "two GPUs\", \"Numa Nodes\" …) or --shownodesbw."));
        }
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        QByteArrayView title;
        if (readBanner(text, &title)) {
            readBannerLine(line, title);
            return;
        }
        if (isMatrix(m_section)) {
            readMatrixLine(line, text);
            return;
        }
        if (m_section == Section::Numa) {
            readNumaLine(line, text);
            return;
        }
        if (m_section == Section::Other) {
            if (m_otherLines++ == 0)
                m_firstOtherLine = line;
            return;
        }
        // Outside any section: rocm-smi's own notices ("WARNING: AMD GPU device(s) is/are in a
        // low-power state…"), or something that is not rocm-smi at all.
        m_warnings.warn(line, Tr::tr("rocm-smi said: %1").arg(Text::excerpt(text, 120)));
    }

    void readBannerLine(int line, QByteArrayView title)
    {
        if (title.isEmpty())
            return; // a rule closing a section; the next banner opens the next one
        if (isProgramBanner(title) || isFooter(title)) {
            m_section = Section::None;
            return;
        }
        m_section = sectionTitled(title);
        m_columns.clear();
        m_sawSection = true;
        m_sectionLine = line;
        if (m_section == Section::Other && m_otherLines++ == 0)
            m_firstOtherLine = line;
    }

    /// A GPU by its rocm-smi index, added the first time it is named. A hostile input naming
    /// thousands of GPUs would make the square link table huge, so past the cap they are skipped.
    int gpuAt(int index, int line)
    {
        const int existing = m_result.value.positionOf(index);
        if (existing >= 0)
            return existing;
        if (m_result.value.size() >= maxGpus) {
            m_warnings.warn(line, Tr::tr("More than %1 GPUs; GPU%2 skipped").arg(maxGpus).arg(index));
            return -1;
        }
        return m_result.value.ensureGpu(index, line);
    }

    void readMatrixLine(int line, QByteArrayView text)
    {
        QList<QByteArrayView> tokens = Text::splitWhitespace(text);
        int first = -1;
        if (tokens.isEmpty() || !readMatrixLabel(tokens[0], &first)) {
            if (m_section == Section::Bandwidth && isBandwidthNote(text))
                return;
            // rocm-smi's errors inside a section: "get_link_weight_topology, Not supported on the
            // given system", "ERROR: GPU[1] : Cannot read Link Weight: …".
            m_warnings.warn(line, Tr::tr("rocm-smi said in the %1 table: %2").arg(sectionName(m_section),
                                      Text::excerpt(text, 120)));
            return;
        }
        const bool header = std::all_of(tokens.cbegin(), tokens.cend(), [](QByteArrayView t) {
            int index = 0;
            return readMatrixLabel(t, &index);
        });
        // A header names every column; a one-GPU row "GPU0 0" has a cell, a one-GPU header not.
        if (header && (tokens.size() > 1 || m_columns.isEmpty())) {
            readHeader(line, tokens);
            return;
        }
        readRow(line, first, tokens);
    }

    void readHeader(int line, const QList<QByteArrayView>& tokens)
    {
        m_columns.clear();
        for (const QByteArrayView token : tokens) {
            int index = 0;
            readMatrixLabel(token, &index);
            if (m_columns.contains(index)) {
                m_warnings.warn(line, Tr::tr("GPU%1 is named twice in the column header").arg(index));
                m_columns.append(-1);
                continue;
            }
            m_columns.append(index);
            gpuAt(index, line);
        }
    }

    void readRow(int line, int rowIndex, const QList<QByteArrayView>& tokens)
    {
        if (m_columns.isEmpty()) {
            m_warnings.warn(line, Tr::tr("A %1 row before its column header; skipped").arg(sectionName(m_section)));
            return;
        }
        const int row = gpuAt(rowIndex, line);
        if (row < 0)
            return;
        const qsizetype cells = tokens.size() - 1;
        if (cells != m_columns.size()) {
            m_warnings.warn(line, Tr::tr("GPU%1 has %2 cells for %3 columns; the cells there are read")
                                      .arg(rowIndex)
                                      .arg(cells)
                                      .arg(m_columns.size()));
        }
        QStringList odd;
        int unreadable = 0;
        for (qsizetype c = 0; c < std::min<qsizetype>(cells, m_columns.size()); ++c) {
            if (m_columns[c] < 0)
                continue;
            const int column = m_result.value.positionOf(m_columns[c]);
            if (column < 0)
                continue;
            const QByteArrayView cell = tokens[c + 1];
            // The diagonal is "0" in the topology tables and "N/A" in the bandwidth one.
            if (column != row && !isExpectedCell(m_section, cell)) {
                // rocm-smi prints XXXX for a link type it cannot read and N/A for a weight or
                // bandwidth it cannot read; both are kept as printed.
                if (Text::is(cell, "XXXX") || Text::isNotAvailable(cell))
                    ++unreadable;
                else if (!odd.contains(Text::cleanText(cell)))
                    odd << Text::cleanText(cell);
            }
            QString& field = *fieldOf(m_section, m_result.value.linkAt(row, column));
            if (field.isEmpty())
                field = Text::cleanText(cell);
        }
        if (unreadable > 0) {
            m_warnings.warn(line, Tr::tr("GPU%1: rocm-smi could not read the %2 of %n pair(s) (XXXX or N/A)", nullptr,
                                      unreadable)
                                      .arg(rowIndex)
                                      .arg(sectionName(m_section)));
        }
        if (!odd.isEmpty()) {
            m_warnings.warn(line, Tr::tr("GPU%1: unexpected %2 value(s) %3, kept as printed")
                                      .arg(rowIndex)
                                      .arg(sectionName(m_section), odd.join(u", ")));
        }
    }

    void readNumaLine(int line, QByteArrayView text)
    {
        int index = -1;
        QByteArrayView rest;
        QByteArrayView key;
        QByteArrayView value;
        if (!readGpuLine(text, &index, &rest) || !splitKeyValue(rest, &key, &value)
            || !Text::startsWith(key, "(Topology) Numa")) {
            m_warnings.warn(line, Tr::tr("rocm-smi said in the NUMA section: %1").arg(Text::excerpt(text, 120)));
            return;
        }
        const bool isNode = key == "(Topology) Numa Node";
        const bool isAffinity = key == "(Topology) Numa Affinity";
        int number = 0;
        const bool negative = Text::startsWith(value, "-");
        if ((!isNode && !isAffinity) || !toDecimal(negative ? value.sliced(1) : value, &number)) {
            m_warnings.warn(line, Tr::tr("GPU%1: unreadable NUMA line: %2").arg(index).arg(Text::excerpt(rest)));
            return;
        }
        const int at = gpuAt(index, line);
        if (at < 0)
            return;
        AmdTopologyGpu& gpu = m_result.value.gpus[at];
        std::optional<int>& field = isNode ? gpu.numaNode : gpu.numaAffinity;
        if (!field)
            field = negative ? -number : number;
    }

    static constexpr int maxGpus = 1024;

    ParseResult<AmdTopology>& m_result;
    LineWarnings<AmdTopology> m_warnings;
    Section m_section = Section::None;
    QList<int> m_columns; // rocm-smi indices of the current matrix's columns, -1 for a repeat
    bool m_sawSection = false;
    int m_sectionLine = 0;
    int m_otherLines = 0;
    int m_firstOtherLine = 0;
};

bool isTopoHeadLine(QByteArrayView text)
{
    QByteArrayView title;
    if (readBanner(text, &title))
        return !title.isEmpty() && sectionTitled(title) != Section::Other;
    int index = 0;
    QByteArrayView rest;
    return readGpuLine(text, &index, &rest) && Text::startsWith(rest, "(Topology) Numa");
}

} // namespace

ParseResult<AmdTopology> parseRocmSmiTopo(QByteArrayView data)
{
    return readLines<TopoReader, AmdTopology>(data, Tr::tr("expected rocm-smi --showtopo"));
}

int sniffRocmSmiTopo(QByteArrayView data)
{
    int topoLines = 0;
    bool programBanner = false;
    forEachHeadLine(data, [&](QByteArrayView text) {
        QByteArrayView title;
        if (readBanner(text, &title) && isProgramBanner(title))
            programBanner = true;
        topoLines += isTopoHeadLine(text) ? 1 : 0;
    });
    if (topoLines == 0)
        return 0;
    return Text::sniffConfidence(topoLines + (programBanner ? 1 : 0));
}

} // namespace Topo
