// SPDX-License-Identifier: GPL-3.0-or-later
// amd-smi topology: one table per property, rows and columns named by PCI address. ROCm 6.1 puts
// a blank line between tables; amd-smi 26.x (ROCm 7) prints nine tables back to back and a
// legend after them.
#include "parse/amdsmi/amdsmi.h"
#include "parse/amdsmi/amdsmicommon.h"
#include "parse/amdsmi/amdsmilinkfields.h"
#include "parse/linereading.h"

#include "util/tr.h"
#include "util/text.h"

#include <QList>
#include <QSet>

namespace Topo {

namespace {

using LineReading::LineWarnings;

constexpr QByteArrayView tableSuffix = " TABLE:";

/// "LINK TYPE TABLE:" gives "LINK TYPE"; anything that is not an upper-case table title, nothing.
QByteArrayView tableTitle(QByteArrayView text)
{
    if (!text.endsWith(tableSuffix) || text.size() == tableSuffix.size())
        return {};
    const QByteArrayView name = text.first(text.size() - tableSuffix.size());
    for (const char c : name) {
        const bool allowed = (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ' || c == '-' || c == '_'
            || c == '/' || c == ',';
        if (!allowed)
            return {};
    }
    return name;
}

/// A line of PCI addresses only: a table's column header.
bool readBdfs(QByteArrayView text, QList<Bdf>* out)
{
    Text::Tokens tokens(text);
    QByteArrayView token;
    out->clear();
    while (tokens.next(&token)) {
        const auto bdf = Bdf::parse(token);
        if (!bdf)
            return false;
        out->append(*bdf);
    }
    return !out->isEmpty();
}

class TopologyReader
{
public:
    explicit TopologyReader(ParseResult<AmdTopology>& result)
        : m_result(result)
        , m_warnings(result)
    {
    }

    void read(QByteArrayView data)
    {
        LineReading::forEachLine(data, m_warnings, [&](int number, QByteArrayView text) { line(number, text); });
    }

    void finish()
    {
        closeTable();
        m_warnings.finish();
        if (m_tablesRead == 0) {
            m_result.error(0,
                Tr::tr("No amd-smi topology table found (expected \"ACCESS TABLE:\", \"LINK TYPE TABLE:\" … "
                       "with rows and columns named by PCI address)."));
        }
    }

private:
    enum class State { Outside, ColumnHeader, Rows, Skipped, Legend, Full };

    void line(int number, QByteArrayView text)
    {
        if (m_state == State::Full)
            return;
        if (const QByteArrayView title = tableTitle(text); !title.isEmpty()) {
            startTable(number, title);
            return;
        }
        if (text == "Legend:") {
            closeTable();
            m_state = State::Legend;
            return;
        }
        if (m_state == State::Legend || m_state == State::Skipped || AmdSmi::isCommandLine(text))
            return;
        if (m_state == State::ColumnHeader) {
            columnHeader(number, text);
            return;
        }
        if (m_state == State::Rows) {
            row(number, text);
            return;
        }
        m_warnings.warn(number, Tr::tr("Not part of an amd-smi topology table: %1").arg(Text::excerpt(text)));
    }

    void startTable(int number, QByteArrayView title)
    {
        closeTable();
        m_field = AmdSmi::textTable(title);
        m_titleLine = number;
        m_title = QString::fromLatin1(title);
        m_rows = 0;
        if (!m_field) {
            m_result.info(number, Tr::tr("The %1 TABLE is not one TopoLens reads; its rows are skipped.").arg(m_title));
            m_state = State::Skipped;
            return;
        }
        if (m_seen.contains(m_title)) {
            m_result.warn(number, Tr::tr("A second %1 TABLE; the first one is kept.").arg(m_title));
            m_state = State::Skipped;
            return;
        }
        m_seen.insert(m_title);
        m_state = State::ColumnHeader;
    }

    void closeTable()
    {
        if ((m_state == State::ColumnHeader || m_state == State::Rows) && m_rows == 0)
            m_result.warn(m_titleLine, Tr::tr("The %1 TABLE has no rows.").arg(m_title));
        m_state = State::Outside;
    }

    /// The position of the GPU with this address, added in the order the tables name them.
    int gpuAt(const Bdf& bdf, int line)
    {
        AmdTopology& topology = m_result.value;
        int at = topology.positionOf(bdf);
        if (at >= 0)
            return at;
        if (topology.size() >= AmdSmi::maxGpus)
            return -1;
        at = topology.ensureGpu(topology.size(), line);
        topology.gpus[at].bdf = bdf;
        return at;
    }

    void columnHeader(int number, QByteArrayView text)
    {
        QList<Bdf> bdfs;
        if (!readBdfs(text, &bdfs)) {
            m_result.warn(number,
                Tr::tr("Expected the PCI addresses heading the columns of the %1 TABLE (line %2): %3")
                    .arg(m_title)
                    .arg(m_titleLine)
                    .arg(Text::excerpt(text)));
            m_state = State::Skipped;
            return;
        }
        m_columns.clear();
        for (const Bdf& bdf : bdfs) {
            const int at = gpuAt(bdf, number);
            if (at < 0) {
                tooMany(number);
                return;
            }
            m_columns.append(at);
        }
        m_state = State::Rows;
    }

    void row(int number, QByteArrayView text)
    {
        Text::Tokens tokens(text);
        QByteArrayView first;
        tokens.next(&first);
        const auto bdf = Bdf::parse(first);
        if (!bdf) {
            m_warnings.warn(number, Tr::tr("Expected a row of the %1 TABLE, starting with a PCI address: %2")
                                        .arg(m_title, Text::excerpt(text)));
            return;
        }
        QList<QByteArrayView> cells;
        QByteArrayView cell;
        int count = 0;
        while (tokens.next(&cell)) {
            if (cells.size() < m_columns.size())
                cells.append(cell);
            ++count;
        }
        if (count != m_columns.size()) {
            m_warnings.warn(number, Tr::tr("The %1 TABLE has %2 columns, but this row has %n cell(s); skipped", nullptr,
                                        count)
                                        .arg(m_title)
                                        .arg(m_columns.size()));
            return;
        }
        const int from = gpuAt(*bdf, number);
        if (from < 0) {
            tooMany(number);
            return;
        }
        for (qsizetype i = 0; i < cells.size(); ++i)
            m_field->set(m_result.value.linkAt(from, m_columns[i]), Text::cleanText(cells[i]));
        if (m_rows++ == 0)
            ++m_tablesRead;
    }

    void tooMany(int number)
    {
        m_result.error(number, Tr::tr("More than %1 GPUs; the rest of the input is not read.").arg(AmdSmi::maxGpus));
        m_state = State::Full;
    }

    ParseResult<AmdTopology>& m_result;
    LineWarnings<AmdTopology> m_warnings;
    State m_state = State::Outside;
    const AmdSmi::LinkField* m_field = nullptr;
    QString m_title;
    int m_titleLine = 0;
    int m_rows = 0;
    int m_tablesRead = 0;
    QList<int> m_columns;
    QSet<QString> m_seen;
};

} // namespace

ParseResult<AmdTopology> parseAmdSmiTopology(QByteArrayView data)
{
    return LineReading::readLines<TopologyReader, AmdTopology>(data, Tr::tr("expected the output of amd-smi topology"));
}

int sniffAmdSmiTopology(QByteArrayView data)
{
    int titles = 0;
    int headers = 0;
    QList<Bdf> bdfs;
    LineReading::forEachHeadLine(data, [&](QByteArrayView text) {
        const QByteArrayView title = tableTitle(text);
        if (!title.isEmpty() && AmdSmi::textTable(title))
            ++titles;
        else if (readBdfs(text, &bdfs) && bdfs.size() > 0)
            ++headers;
    });
    // A known title is what makes it amd-smi's; the address headers under them only add weight.
    return titles == 0 ? 0 : Text::sniffConfidence(titles + headers);
}

} // namespace Topo
