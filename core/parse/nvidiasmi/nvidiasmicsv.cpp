// SPDX-License-Identifier: GPL-3.0-or-later
// `nvidia-smi --query-gpu=… --format=csv[,noheader][,nounits]`: one row per GPU.
#include "parse/nvidiasmi/nvidiasmi.h"
#include "parse/nvidiasmi/reportfields.h"

#include "util/nametable.h"
#include "util/tr.h"
#include "util/text.h"

#include <algorithm>
#include <array>
#include <optional>

namespace Topo {

using namespace NvidiaSmi;

namespace {

// The --query-gpu fields TopoLens reads, with the aliases nvidia-smi accepts for them.
constexpr NamedValue<GpuField> csvGpuFields[] = {
    {GpuField::Index, u"index"},
    {GpuField::BusId, u"pci.bus_id"},
    {GpuField::BusId, u"gpu_bus_id"},
    {GpuField::Name, u"name"},
    {GpuField::Name, u"gpu_name"},
    {GpuField::Uuid, u"uuid"},
    {GpuField::Uuid, u"gpu_uuid"},
    {GpuField::Serial, u"serial"},
    {GpuField::Serial, u"gpu_serial"},
    {GpuField::LinkGenCurrent, u"pcie.link.gen.current"},
    {GpuField::LinkGenMax, u"pcie.link.gen.max"},
    {GpuField::LinkWidthCurrent, u"pcie.link.width.current"},
    {GpuField::LinkWidthMax, u"pcie.link.width.max"},
    {GpuField::MemoryTotalMiB, u"memory.total"},
    {GpuField::DriverVersion, u"driver_version"},
    {GpuField::VbiosVersion, u"vbios_version"},
};

std::optional<GpuField> csvGpuField(QStringView column)
{
    for (const auto& entry : csvGpuFields) {
        if (QStringView(entry.name).compare(column, Qt::CaseInsensitive) == 0)
            return entry.value;
    }
    return std::nullopt;
}

// Query field names nvidia-smi knows (--help-query-gpu), enough to tell its header from other
// CSV headers: plain names, and the dotted groups.
constexpr std::array<QByteArrayView, 20> csvPlainFieldNames {
    {"timestamp", "driver_version", "count", "name", "gpu_name", "serial", "gpu_serial", "uuid", "gpu_uuid",
        "gpu_bus_id", "index", "display_mode", "display_attached", "display_active", "persistence_mode",
        "vbios_version", "pstate", "compute_mode", "compute_cap", "hostname"}};

constexpr std::array<QByteArrayView, 23> csvFieldGroups {{"pci.", "pcie.", "memory.", "utilization.",
    "temperature.", "power.", "clocks.", "clocks_event_reasons.", "clocks_throttle_reasons.", "ecc.",
    "encoder.", "fan.", "mig.", "inforom.", "driver_model.", "retired_pages.", "remapped_rows.", "gom.",
    "accounting.", "enforced.", "fabric.", "platform.", "protected_memory."}};

// The generic ones say little about who wrote the CSV.
constexpr std::array<QByteArrayView, 4> csvGenericFieldNames {{"timestamp", "count", "name", "index"}};

bool isKnownQueryField(QByteArrayView name)
{
    for (const QByteArrayView plain : csvPlainFieldNames) {
        if (name == plain)
            return true;
    }
    for (const QByteArrayView group : csvFieldGroups) {
        if (Text::startsWith(name, group))
            return true;
    }
    return false;
}

bool isDistinctiveQueryField(QByteArrayView name)
{
    for (const QByteArrayView generic : csvGenericFieldNames) {
        if (name == generic)
            return false;
    }
    return isKnownQueryField(name);
}

// "memory.total [MiB]" → "memory.total"; nvidia-smi keeps the unit in the header even with
// nounits.
QByteArrayView withoutUnit(QByteArrayView headerField)
{
    const qsizetype bracket = headerField.indexOf(" [");
    if (bracket >= 0 && headerField.endsWith(']'))
        return Text::trimmed(headerField.first(bracket));
    return headerField;
}

// Field names start in lower case and are dot- and underscore-separated: "pcie.link.gen.max",
// "encoder.stats.sessionCount".
bool looksLikeFieldName(QByteArrayView name)
{
    if (name.isEmpty() || name.front() < 'a' || name.front() > 'z' || name.back() == '.')
        return false;
    for (const char c : name) {
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!(letter || (c >= '0' && c <= '9') || c == '_' || c == '.'))
            return false;
    }
    return true;
}

// Splits on commas, honouring double quotes in case a spreadsheet re-saved the table.
QList<QByteArrayView> splitCsvQuoted(QByteArrayView line)
{
    QList<QByteArrayView> fields;
    qsizetype start = 0;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == '"') {
            quoted = !quoted;
        } else if (c == ',' && !quoted) {
            fields.append(Text::trimmed(line.sliced(start, i - start)));
            start = i + 1;
        }
    }
    fields.append(Text::trimmed(line.sliced(start)));
    return fields;
}

// nvidia-smi itself separates with ", " and never quotes, so a name with a bare comma in it
// still splits right here.
QList<QByteArrayView> splitCsvOnCommaSpace(QByteArrayView line)
{
    QList<QByteArrayView> fields;
    qsizetype start = 0;
    for (qsizetype comma = line.indexOf(", "); comma >= 0; comma = line.indexOf(", ", start)) {
        fields.append(Text::trimmed(line.sliced(start, comma - start)));
        start = comma + 2;
    }
    fields.append(Text::trimmed(line.sliced(start)));
    return fields;
}

QList<QByteArrayView> splitCsvFields(QByteArrayView line, int expectedCount)
{
    QList<QByteArrayView> fields = splitCsvQuoted(line);
    if (expectedCount >= 0 && fields.size() != expectedCount) {
        QList<QByteArrayView> alternative = splitCsvOnCommaSpace(line);
        if (alternative.size() == expectedCount)
            return alternative;
    }
    return fields;
}

bool isQuoted(QByteArrayView field)
{
    return field.size() >= 2 && field.front() == '"' && field.back() == '"';
}

QByteArrayView unquoted(QByteArrayView field)
{
    return isQuoted(field) ? field.sliced(1, field.size() - 2) : field;
}

bool isCsvHeader(const QList<QByteArrayView>& fields)
{
    bool anyKnown = false;
    for (const QByteArrayView field : fields) {
        const QByteArrayView name = withoutUnit(field);
        if (!looksLikeFieldName(name))
            return false;
        anyKnown = anyKnown || isKnownQueryField(name);
    }
    return anyKnown;
}

// Values only a GPU row has: nvidia-smi's 8-digit-domain bus id, a GPU UUID, a product name.
bool looksLikeGpuValue(QByteArrayView field)
{
    field = unquoted(field);
    if (Text::startsWith(field, "GPU-") || Text::startsWith(field, "MIG-"))
        return true;
    for (const QByteArrayView brand : {QByteArrayView("NVIDIA"), QByteArrayView("Tesla"),
             QByteArrayView("Quadro"), QByteArrayView("GeForce"), QByteArrayView("TITAN")}) {
        if (Text::startsWith(field, brand))
            return true;
    }
    return field.size() == 16 && field[8] == ':' && Bdf::parse(field).has_value();
}

// Lines a CSV without header or field list may have before its first GPU-like value.
constexpr int maxLinesWithoutEvidence = 1000;

class CsvTableReader
{
public:
    CsvTableReader(ParseResult<GpuQueryTable>& result, LineWarnings& warnings)
        : m_result(result)
        , m_warnings(warnings)
    {
    }

    void read(QByteArrayView text, const QStringList& columnsIfNoHeader)
    {
        for (const Text::Line& line : Text::splitLines(text)) {
            if (!readLine(line, columnsIfNoHeader))
                break;
        }
        finish(columnsIfNoHeader);
    }

private:
    bool readLine(const Text::Line& line, const QStringList& columnsIfNoHeader)
    {
        const QByteArrayView trimmedLine = Text::trimmed(line.text);
        if (trimmedLine.isEmpty())
            return true;
        if (Text::isShellPromptLine(line.text)) {
            if (!m_started)
                return true;
            m_result.info(line.number, Tr::tr("a new command prompt; the table ends before it"));
            return false;
        }
        // Without a header or field list only GPU-like values say that this is nvidia-smi's
        // table; a big input without any in its first lines is something else.
        if (m_result.value.columns.isEmpty() && !m_sawGpuValue
            && ++m_linesWithoutEvidence > maxLinesWithoutEvidence)
            return false;
        if (!m_started) {
            m_started = true;
            const QList<QByteArrayView> fields = splitCsvQuoted(trimmedLine);
            if (isCsvHeader(fields)) {
                m_header = trimmedLine;
                for (const QByteArrayView field : fields)
                    m_result.value.columns.append(Text::cleanText(withoutUnit(field)));
                m_expectedCount = int(fields.size());
                return true;
            }
            for (const QString& column : columnsIfNoHeader)
                m_result.value.columns.append(Text::cleanText(withoutUnit(column.toUtf8())));
            if (!columnsIfNoHeader.isEmpty())
                m_expectedCount = int(columnsIfNoHeader.size());
        }
        // Concatenated runs repeat the header.
        if (!m_header.isEmpty() && trimmedLine == m_header)
            return true;
        const QList<QByteArrayView> fields = splitCsvFields(trimmedLine, m_expectedCount);
        if (m_expectedCount >= 0 && fields.size() != m_expectedCount) {
            m_warnings.warn(line.number, [&] {
                return Tr::tr("expected %1 values, found %2; line skipped: %3")
                    .arg(m_expectedCount)
                    .arg(fields.size())
                    .arg(Text::excerpt(trimmedLine));
            });
            return true;
        }
        m_expectedCount = int(fields.size());
        QStringList row;
        row.reserve(fields.size());
        for (const QByteArrayView field : fields) {
            m_sawGpuValue = m_sawGpuValue || looksLikeGpuValue(field);
            QString value = decodeValue(unquoted(field), line.number, m_warnings);
            if (isQuoted(field))
                value.replace(QStringLiteral("\"\""), QStringLiteral("\""));
            row.append(value);
        }
        m_result.value.rows.append(row);
        m_rowLines.append(line.number);
        return true;
    }

    void finish(const QStringList& columnsIfNoHeader)
    {
        GpuQueryTable& table = m_result.value;
        const bool haveColumns = !table.columns.isEmpty();
        if (!haveColumns && (table.rows.isEmpty() || !m_sawGpuValue)) {
            table = {};
            m_warnings.reject(0,
                Tr::tr("not nvidia-smi CSV: expected a header such as \"index, pci.bus_id, name\" "
                       "or rows of nvidia-smi --query-gpu values"));
            return;
        }
        if (!haveColumns) {
            m_result.info(0,
                Tr::tr("the table has no header line (--format=csv,noheader): the field list "
                       "given to --query-gpu is needed to know which column is which"));
            return;
        }
        if (table.rows.isEmpty()) {
            if (m_header.isEmpty()) {
                table = {};
                m_result.error(0,
                    Tr::tr("none of the lines has the %1 values the field list names")
                        .arg(columnsIfNoHeader.size()));
            } else {
                m_result.info(0, Tr::tr("the table has a header but no GPU rows"));
            }
            return;
        }
        fillGpus();
    }

    void fillGpus()
    {
        GpuQueryTable& table = m_result.value;
        QList<std::optional<GpuField>> fields;
        bool anyField = false;
        for (const QString& column : std::as_const(table.columns)) {
            fields.append(csvGpuField(column));
            anyField = anyField || fields.last().has_value();
        }
        if (!anyField) {
            m_result.info(0,
                Tr::tr("none of the columns is one TopoLens reads (index, pci.bus_id, name, "
                       "uuid, pcie.link.*, memory.total, …)"));
            return;
        }
        for (qsizetype r = 0; r < table.rows.size(); ++r) {
            Gpu gpu;
            const QStringList& row = table.rows[r];
            for (qsizetype c = 0; c < row.size(); ++c) {
                if (fields[c])
                    setGpuFieldOrWarn(gpu, *fields[c], row[c], table.columns[c], m_rowLines[r], m_warnings);
            }
            table.gpus.append(gpu);
        }
    }

    ParseResult<GpuQueryTable>& m_result;
    LineWarnings& m_warnings;
    bool m_started = false;
    QByteArrayView m_header;
    int m_expectedCount = -1;
    bool m_sawGpuValue = false;
    int m_linesWithoutEvidence = 0;
    QList<int> m_rowLines;
};


} // namespace

ParseResult<GpuQueryTable> parseNvidiaSmiCsv(QByteArrayView data, const QStringList& columnsIfNoHeader)
{
    ParseResult<GpuQueryTable> result;
    const QByteArray text = readableBytes(data);
    if (Text::looksBinary(text)) {
        result.error(0, Tr::tr("binary data, not the output of nvidia-smi --query-gpu"));
        return result;
    }
    LineWarnings warnings(result.diagnostics);
    CsvTableReader reader(result, warnings);
    reader.read(text, columnsIfNoHeader);
    warnings.finish();
    return result;
}

int sniffNvidiaSmiCsv(QByteArrayView data)
{
    const QByteArrayView window = sniffWindow(data);
    const QByteArray head = readableBytes(window);
    const QList<Text::Line> lines = Text::splitLines(head);
    // The window may cut the last line short.
    const bool cut = data.size() > window.size();
    const qsizetype usable = cut && lines.size() > 1 ? lines.size() - 1 : lines.size();
    int rows = 0;
    int gpuRows = 0;
    qsizetype fieldCount = -1;
    for (qsizetype i = 0; i < usable; ++i) {
        const QByteArrayView trimmedLine = Text::trimmed(lines[i].text);
        if (trimmedLine.isEmpty() || Text::isShellPromptLine(lines[i].text))
            continue;
        const QList<QByteArrayView> fields = splitCsvQuoted(trimmedLine);
        if (fields.size() < 2 && fieldCount < 0)
            return 0;
        if (rows == 0 && isCsvHeader(fields)) {
            const bool distinctive = std::any_of(fields.cbegin(), fields.cend(),
                [](QByteArrayView field) { return isDistinctiveQueryField(withoutUnit(field)); });
            if (!distinctive)
                return 0;
            return trimmedLine.contains(", ") ? 90 : 80;
        }
        if (fieldCount >= 0 && fields.size() != fieldCount)
            return 0;
        fieldCount = fields.size();
        ++rows;
        gpuRows += std::any_of(fields.cbegin(), fields.cend(), looksLikeGpuValue) ? 1 : 0;
    }
    // Without a header, only rows that carry a bus id, UUID or GPU name say "nvidia-smi".
    if (rows > 0 && gpuRows == rows && fieldCount >= 2)
        return 70;
    return 0;
}

} // namespace Topo
