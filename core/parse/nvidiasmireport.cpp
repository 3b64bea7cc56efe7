// SPDX-License-Identifier: GPL-3.0-or-later
// The per-GPU reports of nvidia-smi: `-q -x` (XML), `-q` (text) and `--query-gpu` (CSV).
#include "parse/nvidiasmi.h"

#include "util/tr.h"
#include "util/text.h"

#include <QStringDecoder>
#include <QXmlStreamReader>

#include <algorithm>
#include <array>
#include <optional>

namespace Topo {

namespace {

// Past this many, further line-level warnings are only counted: a 50 MB paste of the wrong
// thing must not turn into a million diagnostics.
constexpr int maxLineWarnings = 20;

// nvidia-smi nests its XML about eight levels deep; anything far deeper is not its output.
constexpr int maxXmlDepth = 64;

// Sanity bounds for the numbers we read; beyond them a value is a typo or garbage.
constexpr int maxGpuIndex = 1 << 16;
constexpr int maxLinkGeneration = 32;
constexpr int maxLinkWidth = 64;

class LineWarnings
{
public:
    explicit LineWarnings(Diagnostics& diagnostics)
        : m_diagnostics(diagnostics)
    {
    }

    // Takes a function that makes the message, so that dropped warnings cost nothing.
    template<class MakeMessage> void warn(int line, const MakeMessage& makeMessage)
    {
        if (m_count++ < maxLineWarnings)
            m_diagnostics.append(Diagnostic {line, Severity::Warning, makeMessage()});
    }

    // The input is not what the parser reads at all: remarks about its lines would only
    // distract from the one error that says so.
    void reject(int line, QString message)
    {
        m_diagnostics.clear();
        m_count = 0;
        m_diagnostics.append(Diagnostic {line, Severity::Error, std::move(message)});
    }

    void finish()
    {
        if (m_count > maxLineWarnings) {
            m_diagnostics.append(Diagnostic {0, Severity::Warning,
                Tr::tr("%n more problem line(s) not listed", nullptr, m_count - maxLineWarnings)});
        }
    }

private:
    Diagnostics& m_diagnostics;
    int m_count = 0;
};

// The Gpu fields that the report forms can fill. NUMA is not among them: no nvidia-smi
// report form prints a GPU's NUMA node (topo -m and sysfs do).
enum class GpuField {
    Index,
    BusId,
    Name,
    Uuid,
    Serial,
    VbiosVersion,
    DriverVersion,
    Architecture,
    LinkGenCurrent,
    LinkGenMax,
    LinkWidthCurrent,
    LinkWidthMax,
    Bar1TotalMiB,
    MemoryTotalMiB,
    VirtualizationMode,
    AddressingMode,
};

// How nvidia-smi says "no value": bare in -q and -x output, in brackets in CSV.
bool isNotAvailable(QStringView value)
{
    if (value.isEmpty() || (value.startsWith(u'[') && value.endsWith(u']')))
        return true;
    static constexpr std::array<QStringView, 6> sentinels = {u"N/A", u"Not Supported", u"Unknown Error",
        u"Insufficient Permissions", u"Not Found", u"Not Available"};
    for (const QStringView sentinel : sentinels) {
        if (value.compare(sentinel, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool toBoundedInt(QStringView text, int minimum, int maximum, int* out)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < minimum || value > maximum)
        return false;
    *out = value;
    return true;
}

// "16x" in -q and -x output, "16" in CSV.
bool toLinkWidth(QStringView text, int* out)
{
    if (text.endsWith(u'x', Qt::CaseInsensitive))
        text.chop(1);
    return toBoundedInt(text, 1, maxLinkWidth, out);
}

// "262144 MiB", or "262144" with nounits. Old drivers labelled the same MiB as "MB".
bool toMiB(QStringView text, quint64* out)
{
    const qsizetype space = text.indexOf(u' ');
    if (space >= 0) {
        const QStringView unit = text.sliced(space + 1).trimmed();
        if (unit != u"MiB" && unit != u"MB")
            return false;
        text = text.first(space);
    }
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    if (!ok)
        return false;
    *out = value;
    return true;
}

// Stores one value as the driver printed it (already cleaned). Values that mean "not known"
// leave the field unset; a value that does not fit the field returns false.
bool setGpuField(Gpu& gpu, GpuField field, const QString& value)
{
    if (isNotAvailable(value))
        return true;
    switch (field) {
    case GpuField::Index:
        return toBoundedInt(value, 0, maxGpuIndex, &gpu.index);
    case GpuField::BusId:
        if (const auto bdf = Bdf::parse(QStringView(value))) {
            gpu.bdf = bdf;
            return true;
        }
        return false;
    case GpuField::Name:
        gpu.name = value;
        return true;
    case GpuField::Uuid:
        gpu.uuid = value;
        return true;
    case GpuField::Serial:
        gpu.serial = value;
        return true;
    case GpuField::VbiosVersion:
        gpu.vbiosVersion = value;
        return true;
    case GpuField::DriverVersion:
        gpu.driverVersion = value;
        return true;
    case GpuField::Architecture:
        gpu.productArchitecture = value;
        return true;
    case GpuField::LinkGenCurrent:
        return toBoundedInt(value, 1, maxLinkGeneration, &gpu.linkGenCurrent);
    case GpuField::LinkGenMax:
        return toBoundedInt(value, 1, maxLinkGeneration, &gpu.linkGenMax);
    case GpuField::LinkWidthCurrent:
        return toLinkWidth(value, &gpu.linkWidthCurrent);
    case GpuField::LinkWidthMax:
        return toLinkWidth(value, &gpu.linkWidthMax);
    case GpuField::Bar1TotalMiB:
        return toMiB(value, &gpu.bar1TotalMiB);
    case GpuField::MemoryTotalMiB:
        return toMiB(value, &gpu.memoryTotalMiB);
    case GpuField::VirtualizationMode:
        gpu.virtualizationMode = value;
        return true;
    case GpuField::AddressingMode:
        gpu.addressingMode = value;
        return true;
    }
    return false;
}

void setGpuFieldOrWarn(
    Gpu& gpu, GpuField field, const QString& value, const QString& label, int line, LineWarnings& warnings)
{
    if (!setGpuField(gpu, field, value)) {
        warnings.warn(line, [&] {
            return Tr::tr("unexpected value %1 for %2; ignored").arg(Text::excerpt(value.toUtf8()), label);
        });
    }
}

QString notUtf8Message()
{
    return Tr::tr("text is not valid UTF-8; unreadable bytes are shown as U+FFFD");
}

// Untrusted bytes of one value, decoded and cleaned; says so when they are not UTF-8.
QString decodeValue(QByteArrayView bytes, int line, LineWarnings& warnings)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(bytes);
    if (decoder.hasError())
        warnings.warn(line, [] { return notUtf8Message(); });
    return Text::cleanText(QStringView(decoded));
}

bool hasUtf16Bom(QByteArrayView data)
{
    return Text::startsWith(data, "\xff\xfe") || Text::startsWith(data, "\xfe\xff");
}

// Windows PowerShell's `>` writes UTF-16 with a byte order mark; every other way of saving
// nvidia-smi output gives UTF-8 (or ASCII).
QByteArray toUtf8Bytes(QByteArrayView data)
{
    if (Text::startsWith(data, "\xff\xfe"))
        return QString(QStringDecoder(QStringDecoder::Utf16LE).decode(data.sliced(2))).toUtf8();
    if (Text::startsWith(data, "\xfe\xff"))
        return QString(QStringDecoder(QStringDecoder::Utf16BE).decode(data.sliced(2))).toUtf8();
    if (Text::startsWith(data, "\xef\xbb\xbf"))
        return data.sliced(3).toByteArray();
    return data.toByteArray();
}

// The text the line-based parsers read: UTF-8 bytes without terminal escapes.
QByteArray readableBytes(QByteArrayView data)
{
    QByteArray bytes = toUtf8Bytes(data);
    if (Text::containsEscape(bytes))
        bytes = Text::stripAnsi(bytes);
    return bytes;
}

// 1-based line of `offset`, counting line breaks the way Text::splitLines does.
int lineAt(QByteArrayView text, qsizetype offset)
{
    int line = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
        const bool lineBreak
            = text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
        line += lineBreak ? 1 : 0;
    }
    return line;
}

// nvidia-smi lists GPUs in index order (it walks the NVML indices), so a GPU's position is
// its index, and <minor_number> (the /dev/nvidiaN number, N/A on Windows) is not. That holds
// unless `-i` picked some of them: then fewer GPUs are listed than "attached".
void assignIndices(QList<Gpu>& gpus, int attachedGpus, bool truncated, Diagnostics& diagnostics)
{
    const int listed = int(gpus.size());
    const bool complete = attachedGpus < 0 || listed == attachedGpus;
    const bool prefixOfTruncatedList = truncated && listed < attachedGpus;
    if (complete || prefixOfTruncatedList) {
        for (int i = 0; i < listed; ++i)
            gpus[i].index = i;
        return;
    }
    diagnostics.append(Diagnostic {0, Severity::Info,
        Tr::tr("the report lists %1 of %2 attached GPUs (nvidia-smi -i?), so their indices are not known")
            .arg(listed)
            .arg(attachedGpus)});
}

void fillDriverVersion(NvidiaSmiReport& report)
{
    for (Gpu& gpu : report.gpus) {
        if (gpu.driverVersion.isEmpty())
            gpu.driverVersion = report.driverVersion;
    }
}

// ---- nvidia-smi -q -x ------------------------------------------------------------------------

struct XmlFieldPath
{
    QStringView path; // element names below <gpu>
    GpuField field;
};

constexpr std::array<XmlFieldPath, 14> xmlGpuFields {{
    {u"product_name", GpuField::Name},
    {u"product_architecture", GpuField::Architecture},
    {u"serial", GpuField::Serial},
    {u"uuid", GpuField::Uuid},
    {u"vbios_version", GpuField::VbiosVersion},
    {u"addressing_mode", GpuField::AddressingMode},
    {u"gpu_virtualization_mode/virtualization_mode", GpuField::VirtualizationMode},
    {u"pci/pci_bus_id", GpuField::BusId},
    {u"pci/pci_gpu_link_info/pcie_gen/max_link_gen", GpuField::LinkGenMax},
    {u"pci/pci_gpu_link_info/pcie_gen/current_link_gen", GpuField::LinkGenCurrent},
    {u"pci/pci_gpu_link_info/link_widths/max_link_width", GpuField::LinkWidthMax},
    {u"pci/pci_gpu_link_info/link_widths/current_link_width", GpuField::LinkWidthCurrent},
    {u"fb_memory_usage/total", GpuField::MemoryTotalMiB},
    {u"bar1_memory_usage/total", GpuField::Bar1TotalMiB},
}};

// The deepest field above is four levels below <gpu>.
constexpr int maxXmlFieldLevel = 4;

std::optional<GpuField> xmlGpuField(const QStringList& path)
{
    const QString joined = path.join(u'/');
    for (const auto& entry : xmlGpuFields) {
        if (entry.path == joined)
            return entry.field;
    }
    return std::nullopt;
}

class XmlReportReader
{
public:
    XmlReportReader(ParseResult<NvidiaSmiReport>& result, LineWarnings& warnings, int lineOffset)
        : m_result(result)
        , m_warnings(warnings)
        , m_lineOffset(lineOffset)
    {
    }

    void read(const QByteArray& document)
    {
        m_reader.addData(document);
        // QXmlStreamReader never fetches external entities (no resolver is set) and caps the
        // expansion of internal ones, so XXE and "billion laughs" documents are harmless.
        while (!m_reader.atEnd() && !m_rootEnded && !m_tooDeep) {
            switch (m_reader.readNext()) {
            case QXmlStreamReader::StartElement:
                startElement();
                break;
            case QXmlStreamReader::EndElement:
                endElement();
                break;
            case QXmlStreamReader::DTD:
                reportExternalEntities();
                break;
            default:
                break;
            }
        }
        finish();
    }

private:
    int line() const { return m_lineOffset + int(m_reader.lineNumber()); }

    void startElement()
    {
        if (++m_depth > maxXmlDepth) {
            reportTooDeep();
            return;
        }
        const QStringView name = m_reader.name();
        if (m_depth == 1) {
            if (name != u"nvidia_smi_log") {
                m_warnings.reject(line(),
                    Tr::tr("not nvidia-smi XML: the root element is <%1>, "
                           "expected <nvidia_smi_log> (nvidia-smi -q -x)")
                        .arg(Text::cleanText(name)));
                m_wrongRoot = true;
                m_rootEnded = true;
                return;
            }
            m_sawRoot = true;
            return;
        }
        if (m_depth == 2) {
            if (name == u"gpu")
                startGpu();
            else
                readReportField(name);
            return;
        }
        if (m_gpu)
            readGpuElement(name);
    }

    // The reader drops references to external entities without a trace; say where they are
    // declared, so that a value missing its text is not taken at face value.
    void reportExternalEntities()
    {
        for (const QXmlStreamEntityDeclaration& entity : m_reader.entityDeclarations()) {
            if (entity.systemId().isEmpty() && entity.publicId().isEmpty())
                continue;
            m_warnings.warn(line(), [&] {
                return Tr::tr("the DTD declares the external entity &%1;, which is never read; "
                              "values that refer to it lack its text")
                    .arg(Text::cleanText(entity.name()));
            });
        }
    }

    void reportTooDeep()
    {
        m_tooDeep = true;
        m_result.error(line(),
            Tr::tr("elements nest deeper than %1 levels; nvidia-smi XML never does, "
                   "so reading stopped here")
                .arg(maxXmlDepth));
    }

    void endElement()
    {
        if (m_depth == 2 && m_gpu) {
            m_result.value.gpus.append(*m_gpu);
            m_gpu.reset();
        }
        if (--m_depth == 0)
            m_rootEnded = true;
    }

    void startGpu()
    {
        m_gpu = Gpu {};
        m_gpuLine = line();
        // <gpu id="00000000:01:00.0">; <pci_bus_id> below overrides it when readable.
        m_gpu->bdf = Bdf::parse(m_reader.attributes().value(QStringLiteral("id")));
        m_gpuHasIdentity = m_gpu->bdf.has_value();
    }

    // The text of the current element, skipping child elements, like readElementText() does;
    // but an entity reference the reader leaves unexpanded (an external one: those are never
    // fetched) is reported rather than silently dropped. The reader ends on the end element;
    // nothing is returned when the document breaks off first.
    std::optional<QString> elementText()
    {
        QString text;
        int nested = 0;
        while (!m_reader.atEnd()) {
            switch (m_reader.readNext()) {
            case QXmlStreamReader::Characters:
                if (nested == 0)
                    text += m_reader.text();
                break;
            case QXmlStreamReader::EntityReference:
                m_warnings.warn(line(), [&] {
                    return Tr::tr("the entity &%1; is not expanded").arg(Text::cleanText(m_reader.name()));
                });
                break;
            case QXmlStreamReader::StartElement:
                if (m_depth + ++nested > maxXmlDepth) {
                    reportTooDeep();
                    return std::nullopt;
                }
                break;
            case QXmlStreamReader::EndElement:
                if (nested-- == 0) {
                    --m_depth;
                    return Text::cleanText(QStringView(text));
                }
                break;
            default:
                break;
            }
        }
        return std::nullopt;
    }

    void readReportField(QStringView name)
    {
        NvidiaSmiReport& report = m_result.value;
        QString* target = name == u"timestamp" ? &report.timestamp
            : name == u"driver_version"        ? &report.driverVersion
            : name == u"cuda_version"          ? &report.cudaVersion
                                               : nullptr;
        if (target) {
            if (const auto text = elementText(); text && !isNotAvailable(*text))
                *target = *text;
        } else if (name == u"attached_gpus") {
            const int elementLine = line();
            const auto text = elementText();
            if (text && !toBoundedInt(*text, 0, maxGpuIndex, &m_attachedGpus)) {
                m_warnings.warn(elementLine, [&] {
                    return Tr::tr("unexpected value %1 for <attached_gpus>; ignored")
                        .arg(Text::excerpt(text->toUtf8()));
                });
            }
        }
    }

    void readGpuElement(QStringView name)
    {
        const int level = m_depth - 3; // 0 for the children of <gpu>
        if (level >= maxXmlFieldLevel)
            return;
        m_path.resize(level);
        m_path.append(name.toString());
        const auto field = xmlGpuField(m_path);
        if (!field)
            return;
        const int elementLine = line();
        const QString label = QChar(u'<') + name.toString() + QChar(u'>');
        const auto text = elementText();
        if (!text)
            return;
        setGpuFieldOrWarn(*m_gpu, *field, *text, label, elementLine, m_warnings);
        if ((*field == GpuField::BusId || *field == GpuField::Uuid) && !isNotAvailable(*text))
            m_gpuHasIdentity = true;
    }

    void finish()
    {
        if (m_wrongRoot) {
            m_result.value = {};
            return;
        }
        const bool truncated = m_reader.hasError() || m_tooDeep;
        if (m_reader.hasError()) {
            if (!m_sawRoot) {
                m_result.value = {};
                m_warnings.reject(line(),
                    Tr::tr("not nvidia-smi XML (%1); expected the output of nvidia-smi -q -x")
                        .arg(Text::cleanText(m_reader.errorString())));
                return;
            }
            if (m_reader.error() == QXmlStreamReader::PrematureEndOfDocumentError) {
                m_result.error(line(),
                    Tr::tr("the XML ends early here (truncated?); "
                           "the GPUs read before this line are kept"));
            } else {
                m_result.error(line(),
                    Tr::tr("XML error: %1; the GPUs read before this line are kept")
                        .arg(Text::cleanText(m_reader.errorString())));
            }
        } else if (!m_sawRoot) {
            m_warnings.reject(0, Tr::tr("no XML element found; expected the output of nvidia-smi -q -x"));
            return;
        }
        if (m_gpu && m_gpuHasIdentity) {
            m_result.warn(m_gpuLine,
                Tr::tr("this GPU's report is incomplete; only the fields before the "
                       "end of the XML are known"));
            m_result.value.gpus.append(*m_gpu);
        }
        assignIndices(m_result.value.gpus, m_attachedGpus, truncated, m_result.diagnostics);
        fillDriverVersion(m_result.value);
    }

    ParseResult<NvidiaSmiReport>& m_result;
    LineWarnings& m_warnings;
    QXmlStreamReader m_reader;
    const int m_lineOffset;
    int m_depth = 0;
    bool m_sawRoot = false;
    bool m_wrongRoot = false;
    bool m_rootEnded = false;
    bool m_tooDeep = false;
    int m_attachedGpus = -1;
    std::optional<Gpu> m_gpu;
    int m_gpuLine = 0;
    bool m_gpuHasIdentity = false;
    QStringList m_path;
};

// ---- nvidia-smi -q ---------------------------------------------------------------------------

struct QueryFieldPath
{
    QByteArrayView path; // section names and key, lower case (older drivers differ in case)
    GpuField field;
};

constexpr std::array<QueryFieldPath, 14> queryGpuFields {{
    {"product name", GpuField::Name},
    {"product architecture", GpuField::Architecture},
    {"serial number", GpuField::Serial},
    {"gpu uuid", GpuField::Uuid},
    {"vbios version", GpuField::VbiosVersion},
    {"addressing mode", GpuField::AddressingMode},
    {"gpu virtualization mode/virtualization mode", GpuField::VirtualizationMode},
    {"pci/bus id", GpuField::BusId},
    {"pci/gpu link info/pcie generation/max", GpuField::LinkGenMax},
    {"pci/gpu link info/pcie generation/current", GpuField::LinkGenCurrent},
    {"pci/gpu link info/link width/max", GpuField::LinkWidthMax},
    {"pci/gpu link info/link width/current", GpuField::LinkWidthCurrent},
    {"fb memory usage/total", GpuField::MemoryTotalMiB},
    {"bar1 memory usage/total", GpuField::Bar1TotalMiB},
}};

// The deepest field above sits in the third section below the GPU header.
constexpr int maxQuerySectionDepth = 3;

constexpr QByteArrayView queryBanner = "==============NVSMI LOG==============";

// Prompts, notes and other commands' output a paste may have before the report.
constexpr int maxLinesBeforeReport = 1000;

// Tabs count to the next multiple of eight, as a terminal shows them; only the order of the
// indents matters, so pastes with tabs or with any consistent step work alike.
int indentWidth(QByteArrayView line)
{
    int width = 0;
    for (const char c : line) {
        if (c == ' ')
            ++width;
        else if (c == '\t')
            width = (width / 8 + 1) * 8;
        else
            break;
    }
    return width;
}

// "GPU 00000000:01:00.0" starts each GPU's block. Returns the bus id text, or nothing if the
// line is something else ("GPU UUID : …", "GPU Link Info").
std::optional<QByteArrayView> queryGpuHeader(QByteArrayView trimmedLine)
{
    if (!Text::startsWith(trimmedLine, "GPU "))
        return std::nullopt;
    const QByteArrayView id = Text::trimmed(trimmedLine.sliced(4));
    if (id.isEmpty() || id.indexOf(':') < 0 || id.indexOf(' ') >= 0 || id.indexOf('\t') >= 0)
        return std::nullopt;
    return id;
}

class QueryReportReader
{
public:
    QueryReportReader(ParseResult<NvidiaSmiReport>& result, LineWarnings& warnings)
        : m_result(result)
        , m_warnings(warnings)
    {
    }

    void read(QByteArrayView text)
    {
        for (const Text::Line& line : Text::splitLines(text)) {
            if (!readLine(line))
                break;
        }
        finishGpu();
        finish();
    }

private:
    struct Section
    {
        int indent;
        QByteArray key; // lower case
    };

    bool started() const { return m_sawBanner || m_gpu || !m_result.value.gpus.isEmpty(); }

    // Returns false where the report ends.
    bool readLine(const Text::Line& line)
    {
        const QByteArrayView trimmedLine = Text::trimmed(line.text);
        if (trimmedLine.isEmpty())
            return true;
        // nvidia-smi starts with its banner, a paste at the latest with a GPU header; a big
        // input without either is something else and need not be read to the end.
        if (!started() && ++m_linesBeforeStart > maxLinesBeforeReport)
            return false;
        if (Text::isShellPromptLine(line.text)) {
            if (!started())
                return true;
            m_result.info(line.number, Tr::tr("a new command prompt; the report ends before it"));
            return false;
        }
        if (trimmedLine == queryBanner) {
            finishGpu();
            m_sawBanner = true;
            m_sections.clear();
            return true;
        }
        const int indent = indentWidth(line.text);
        if (m_gpu && indent <= m_gpuIndent)
            finishGpu();
        if (const auto busId = queryGpuHeader(trimmedLine)) {
            startGpu(*busId, indent, line.number);
            return true;
        }
        while (!m_sections.isEmpty() && m_sections.last().indent >= indent)
            m_sections.removeLast();
        const qsizetype colon = trimmedLine.indexOf(':');
        const QByteArrayView key = Text::trimmed(colon < 0 ? trimmedLine : trimmedLine.first(colon));
        const QByteArray lowerKey = key.toByteArray().toLower();
        if (colon >= 0) {
            const QByteArrayView value = Text::trimmed(trimmedLine.sliced(colon + 1));
            if (m_gpu)
                readGpuValue(lowerKey, key, value, line.number);
            else if (m_sections.isEmpty())
                readReportValue(lowerKey, value, line.number);
        }
        // Every line can have children: sections ("PCI") and values ("Process ID : 1607").
        m_sections.append(Section {indent, lowerKey});
        return true;
    }

    void startGpu(QByteArrayView busId, int indent, int lineNumber)
    {
        finishGpu();
        m_gpu = Gpu {};
        m_gpuIndent = indent;
        m_sections.clear();
        if (const auto bdf = Bdf::parse(busId))
            m_gpu->bdf = bdf;
        else
            m_warnings.warn(lineNumber,
                [&] { return Tr::tr("GPU header with an unreadable bus id %1").arg(Text::excerpt(busId)); });
    }

    void finishGpu()
    {
        if (m_gpu)
            m_result.value.gpus.append(*m_gpu);
        m_gpu.reset();
    }

    void readGpuValue(const QByteArray& lowerKey, QByteArrayView key, QByteArrayView value, int lineNumber)
    {
        if (m_sections.size() > maxQuerySectionDepth)
            return;
        QByteArray path;
        for (const Section& section : std::as_const(m_sections))
            path += section.key + '/';
        path += lowerKey;
        for (const auto& entry : queryGpuFields) {
            if (entry.path != path)
                continue;
            const QString text = decodeValue(value, lineNumber, m_warnings);
            setGpuFieldOrWarn(*m_gpu, entry.field, text, Text::cleanText(key), lineNumber, m_warnings);
            ++m_fieldsRead;
            return;
        }
    }

    void readReportValue(const QByteArray& lowerKey, QByteArrayView value, int lineNumber)
    {
        NvidiaSmiReport& report = m_result.value;
        if (lowerKey == "timestamp") {
            report.timestamp = decodeValue(value, lineNumber, m_warnings);
        } else if (lowerKey == "driver version") {
            const QString text = decodeValue(value, lineNumber, m_warnings);
            report.driverVersion = isNotAvailable(text) ? QString() : text;
        } else if (lowerKey == "cuda version") {
            const QString text = decodeValue(value, lineNumber, m_warnings);
            report.cudaVersion = isNotAvailable(text) ? QString() : text;
        } else if (lowerKey == "attached gpus") {
            if (!Text::toInt(value, &m_attachedGpus) || m_attachedGpus < 0) {
                m_attachedGpus = -1;
                m_warnings.warn(lineNumber, [&] {
                    return Tr::tr("unexpected value %1 for Attached GPUs; ignored").arg(Text::excerpt(value));
                });
            }
        }
    }

    void finish()
    {
        if (!m_sawBanner && m_fieldsRead == 0) {
            m_result.value = {};
            m_warnings.reject(0,
                Tr::tr("not nvidia-smi -q output: expected the \"%1\" banner and "
                       "\"GPU 00000000:01:00.0\" sections")
                    .arg(QString::fromLatin1(queryBanner)));
            return;
        }
        assignIndices(m_result.value.gpus, m_attachedGpus, false, m_result.diagnostics);
        fillDriverVersion(m_result.value);
    }

    ParseResult<NvidiaSmiReport>& m_result;
    LineWarnings& m_warnings;
    QList<Section> m_sections; // the enclosing lines of the current one, outermost first
    std::optional<Gpu> m_gpu;
    int m_gpuIndent = 0;
    bool m_sawBanner = false;
    int m_linesBeforeStart = 0;
    int m_fieldsRead = 0;
    int m_attachedGpus = -1;
};

// ---- nvidia-smi --query-gpu --format=csv -----------------------------------------------------

struct CsvColumnField
{
    QStringView column;
    GpuField field;
};

// The --query-gpu fields TopoLens reads, with the aliases nvidia-smi accepts for them.
constexpr std::array<CsvColumnField, 16> csvGpuFields {{
    {u"index", GpuField::Index},
    {u"pci.bus_id", GpuField::BusId},
    {u"gpu_bus_id", GpuField::BusId},
    {u"name", GpuField::Name},
    {u"gpu_name", GpuField::Name},
    {u"uuid", GpuField::Uuid},
    {u"gpu_uuid", GpuField::Uuid},
    {u"serial", GpuField::Serial},
    {u"gpu_serial", GpuField::Serial},
    {u"pcie.link.gen.current", GpuField::LinkGenCurrent},
    {u"pcie.link.gen.max", GpuField::LinkGenMax},
    {u"pcie.link.width.current", GpuField::LinkWidthCurrent},
    {u"pcie.link.width.max", GpuField::LinkWidthMax},
    {u"memory.total", GpuField::MemoryTotalMiB},
    {u"driver_version", GpuField::DriverVersion},
    {u"vbios_version", GpuField::VbiosVersion},
}};

std::optional<GpuField> csvGpuField(QStringView column)
{
    for (const auto& entry : csvGpuFields) {
        if (entry.column.compare(column, Qt::CaseInsensitive) == 0)
            return entry.field;
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

// The first few kilobytes: sniffers must stay cheap on big inputs.
QByteArrayView sniffWindow(QByteArrayView data)
{
    return data.first(std::min<qsizetype>(data.size(), 4096));
}

} // namespace

ParseResult<NvidiaSmiReport> parseNvidiaSmiXml(QByteArrayView data)
{
    ParseResult<NvidiaSmiReport> result;
    const bool utf16 = hasUtf16Bom(data);
    if (!utf16 && Text::looksBinary(data)) {
        result.error(0, Tr::tr("binary data, not the XML of nvidia-smi -q -x"));
        return result;
    }
    // The reader gets valid UTF-8: invalid bytes become U+FFFD here rather than stopping it at
    // the first odd byte of a product name. Valid input (the usual case) is not copied.
    QByteArray document = utf16 ? toUtf8Bytes(data) : QByteArray::fromRawData(data.data(), data.size());
    bool invalidUtf8 = false;
    {
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString decoded = decoder.decode(document);
        invalidUtf8 = decoder.hasError();
        if (invalidUtf8)
            document = decoded.toUtf8();
    }
    // A pasted prompt line or other text before the document would stop the XML reader.
    const qsizetype start = document.indexOf('<');
    if (start < 0) {
        result.error(0, Tr::tr("no XML found; expected the output of nvidia-smi -q -x"));
        return result;
    }
    const int lineOffset = lineAt(document, start) - 1;
    if (!Text::trimmed(document.first(start)).isEmpty())
        result.info(1, Tr::tr("ignored the text before the XML"));
    LineWarnings warnings(result.diagnostics);
    if (invalidUtf8) {
        const int line = lineAt(document, document.indexOf("\xef\xbf\xbd"));
        warnings.warn(line, [] { return notUtf8Message(); });
    }
    XmlReportReader reader(result, warnings, lineOffset);
    reader.read(start == 0 ? document : document.sliced(start));
    warnings.finish();
    return result;
}

int sniffNvidiaSmiXml(QByteArrayView data)
{
    const QByteArray head = toUtf8Bytes(sniffWindow(data));
    // The DTD reference or the root element name nvidia-smi uses, and nobody else.
    if (head.contains("<!DOCTYPE nvidia_smi_log") || head.contains("<nvidia_smi_log"))
        return 95;
    return 0;
}

ParseResult<NvidiaSmiReport> parseNvidiaSmiQuery(QByteArrayView data)
{
    ParseResult<NvidiaSmiReport> result;
    const QByteArray text = readableBytes(data);
    if (Text::looksBinary(text)) {
        result.error(0, Tr::tr("binary data, not the output of nvidia-smi -q"));
        return result;
    }
    LineWarnings warnings(result.diagnostics);
    QueryReportReader reader(result, warnings);
    reader.read(text);
    warnings.finish();
    return result;
}

int sniffNvidiaSmiQuery(QByteArrayView data)
{
    const QByteArray head = readableBytes(sniffWindow(data));
    if (head.contains(queryBanner))
        return head.contains("Attached GPUs") || head.contains("GPU 0") ? 95 : 85;
    // A paste that starts at a GPU block: its header and indented "Key : value" fields.
    bool sawHeader = false;
    int fields = 0;
    for (const Text::Line& line : Text::splitLines(head)) {
        const QByteArrayView trimmedLine = Text::trimmed(line.text);
        if (const auto busId = queryGpuHeader(trimmedLine)) {
            sawHeader = sawHeader || Bdf::parse(*busId).has_value();
        } else if (sawHeader && indentWidth(line.text) > 0 && trimmedLine.indexOf(" : ") > 0) {
            ++fields;
        }
    }
    if (sawHeader && fields >= 3)
        return 70;
    return 0;
}

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
