// SPDX-License-Identifier: GPL-3.0-or-later
// `nvidia-smi -q`: the GPU report as indented text.
#include "parse/nvidiasmi/nvidiasmi.h"
#include "parse/nvidiasmi/reportfields.h"

#include "util/tr.h"
#include "util/text.h"

#include <algorithm>
#include <array>
#include <optional>

namespace Topo {

using namespace NvidiaSmi;

namespace {

struct QueryFieldPath
{
    QByteArrayView path; // section names and key, lower case (older drivers differ in case)
    GpuField field;
};

constexpr std::array<QueryFieldPath, 16> queryGpuFields {{
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
    {"pci/replays since reset", GpuField::PcieReplays},
    {"pci/replay number rollovers", GpuField::PcieReplayRollovers},
    {"fb memory usage/total", GpuField::MemoryTotalMiB},
    {"bar1 memory usage/total", GpuField::Bar1TotalMiB},
}};

// The deepest field above sits in the third section below the GPU header.
constexpr int maxQuerySectionDepth = 3;

/// The sections and fields of a GPU's block that TopoLens reads, as nvidia-smi spells them;
/// an excerpt that lacks some is told which (lower case: how the reader compares keys).
struct GpuSection
{
    QByteArrayView key;
    const char* printed;
};
constexpr std::array<GpuSection, 4> readSections {{
    {"product name", "Product Name"},
    {"gpu uuid", "GPU UUID"},
    {"pci", "PCI"},
    {"fb memory usage", "FB Memory Usage"},
}};

/// A line that can only be part of a GPU's block: an excerpt cut out of a report (`nvidia-smi
/// -q | grep -A 20 PCI`) may start with one instead of the "GPU 00000000:01:00.0" header.
bool startsGpuBlock(QByteArrayView lowerKey)
{
    return std::any_of(readSections.cbegin(), readSections.cend(), [&](const GpuSection& s) { return s.key == lowerKey; })
        || lowerKey == "gpu link info" || lowerKey == "bus id";
}

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
        // A section of a GPU whose header line the excerpt does not have: the GPU block starts
        // here, one level out. The same section again at that level is the next GPU's.
        const bool repeatsSection = m_gpu && m_headerless && m_sections.isEmpty() && m_gpuSections.contains(lowerKey);
        const bool betweenHeaderlessGpus = !m_gpu && m_headerless; // after "--" of grep -A, say
        if ((!m_gpu && !started()) || repeatsSection || betweenHeaderlessGpus) {
            if ((m_sections.isEmpty() || betweenHeaderlessGpus) && startsGpuBlock(lowerKey))
                startHeaderlessGpu(indent, line.number, lowerKey);
        }
        // Only the few sections that matter are remembered, so a hostile block of a million
        // keys costs no more than a real one.
        if (m_gpu && m_sections.isEmpty() && startsGpuBlock(lowerKey) && !m_gpuSections.contains(lowerKey))
            m_gpuSections.append(lowerKey);
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

    void startHeaderlessGpu(int indent, int lineNumber, const QByteArray& lowerKey)
    {
        finishGpu();
        m_gpu = Gpu {};
        m_gpuIndent = indent - 1;
        m_gpuLine = lineNumber;
        m_headerless = true;
        m_sections.clear();
        m_gpuSections.clear();
        // "GPU Link Info" and "Bus Id" belong to the PCI section, whose line the excerpt lacks too.
        if (lowerKey == "gpu link info" || lowerKey == "bus id") {
            m_gpuIndent = indent - 2;
            m_sections.append(Section {indent - 1, QByteArrayLiteral("pci")});
            m_gpuSections.append(QByteArrayLiteral("pci"));
        }
    }

    void startGpu(QByteArrayView busId, int indent, int lineNumber)
    {
        finishGpu();
        m_gpu = Gpu {};
        m_gpuIndent = indent;
        m_gpuLine = lineNumber;
        m_headerless = false;
        m_sections.clear();
        m_gpuSections.clear();
        if (const auto bdf = Bdf::parse(busId))
            m_gpu->bdf = bdf;
        else
            m_warnings.warn(lineNumber,
                [&] { return Tr::tr("GPU header with an unreadable bus id %1").arg(Text::excerpt(busId)); });
    }

    void finishGpu()
    {
        if (!m_gpu)
            return;
        describeExcerpt();
        m_result.value.gpus.append(*m_gpu);
        m_gpu.reset();
    }

    /// What an excerpt's GPU block lacks of what TopoLens reads; a whole report has it all.
    void describeExcerpt()
    {
        // A hostile paste of a million GPU blocks gets a few of these, not a million.
        constexpr int maxExcerptNotes = 8;
        if (m_sawBanner || m_excerptNotes++ >= maxExcerptNotes)
            return;
        const int number = int(m_result.value.gpus.size()) + 1;
        const QString gpu = m_gpu->bdf ? m_gpu->bdf->toString() : Tr::tr("number %1").arg(number);
        if (m_headerless) {
            m_result.info(m_gpuLine,
                Tr::tr("Excerpt: GPU %1 starts at line %2 without its \"GPU 00000000:01:00.0\" line; its address "
                       "comes from the Bus Id of its PCI section, if the excerpt has one.")
                    .arg(gpu)
                    .arg(m_gpuLine));
        }
        QStringList absent;
        for (const GpuSection& section : readSections) {
            if (!m_gpuSections.contains(section.key.toByteArray()))
                absent.append(QString::fromLatin1(section.printed));
        }
        if (!absent.isEmpty()) {
            m_result.info(m_gpuLine,
                Tr::tr("Excerpt: the block of GPU %1 has no %2; what those give is not known.")
                    .arg(gpu, absent.join(QStringLiteral(", "))));
        }
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
            report.driverVersion = isNoValue(text) ? QString() : text;
        } else if (lowerKey == "cuda version") {
            const QString text = decodeValue(value, lineNumber, m_warnings);
            report.cudaVersion = isNoValue(text) ? QString() : text;
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
        if (!m_sawBanner && m_fieldsRead > 0 && m_result.value.driverVersion.isEmpty()) {
            m_result.info(0,
                Tr::tr("Excerpt: the report's header (the \"%1\" banner, driver and CUDA versions) is not in the input.")
                    .arg(QString::fromLatin1(queryBanner)));
        }
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
    int m_gpuLine = 0;
    int m_excerptNotes = 0;
    bool m_headerless = false; // the current GPU's block came without its "GPU …" header line
    QList<QByteArray> m_gpuSections; // the startsGpuBlock() keys seen directly in the current GPU's block
    bool m_sawBanner = false;
    int m_linesBeforeStart = 0;
    int m_fieldsRead = 0;
    int m_attachedGpus = -1;
};

} // namespace

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
    // A section cut out of a report ("PCI" with its Bus Id and GPU Link Info): keys that only
    // nvidia-smi -q prints, indented under their sections.
    static constexpr QByteArrayView ownKeys[] = {"Bus Id", "GPU Link Info", "PCIe Generation", "Link Width",
        "Sub System Id", "Bridge Chip", "Replays Since Reset", "Replay Number Rollovers", "Tx Throughput",
        "Rx Throughput", "Attached GPUs"};
    int own = 0;
    for (const Text::Line& line : Text::splitLines(head)) {
        const QByteArrayView trimmedLine = Text::trimmed(line.text);
        for (const QByteArrayView key : ownKeys) {
            if (Text::startsWith(trimmedLine, key)
                && (trimmedLine.size() == key.size() || trimmedLine[key.size()] == ' ' || trimmedLine[key.size()] == ':')) {
                ++own;
                break;
            }
        }
    }
    if (own >= 4)
        return 70;
    return 0;
}

} // namespace Topo
