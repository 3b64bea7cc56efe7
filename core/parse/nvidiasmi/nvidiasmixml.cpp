// SPDX-License-Identifier: GPL-3.0-or-later
// `nvidia-smi -q -x`: the GPU report as XML, read with QXmlStreamReader.
#include "parse/nvidiasmi/nvidiasmi.h"
#include "parse/nvidiasmi/reportfields.h"

#include "util/nametable.h"
#include "util/tr.h"
#include "util/text.h"

#include <QStringDecoder>
#include <QXmlStreamReader>

#include <array>
#include <optional>

namespace Topo {

using namespace NvidiaSmi;

namespace {

// nvidia-smi nests its XML about eight levels deep; anything far deeper is not its output.
constexpr int maxXmlDepth = 64;

// By their element path below <gpu>.
constexpr NamedValue<GpuField> xmlGpuFields[] = {
    {GpuField::Name, u"product_name"},
    {GpuField::Architecture, u"product_architecture"},
    {GpuField::Serial, u"serial"},
    {GpuField::Uuid, u"uuid"},
    {GpuField::VbiosVersion, u"vbios_version"},
    {GpuField::AddressingMode, u"addressing_mode"},
    {GpuField::VirtualizationMode, u"gpu_virtualization_mode/virtualization_mode"},
    {GpuField::BusId, u"pci/pci_bus_id"},
    {GpuField::LinkGenMax, u"pci/pci_gpu_link_info/pcie_gen/max_link_gen"},
    {GpuField::LinkGenCurrent, u"pci/pci_gpu_link_info/pcie_gen/current_link_gen"},
    {GpuField::LinkWidthMax, u"pci/pci_gpu_link_info/link_widths/max_link_width"},
    {GpuField::LinkWidthCurrent, u"pci/pci_gpu_link_info/link_widths/current_link_width"},
    {GpuField::PcieReplays, u"pci/replay_counter"},
    {GpuField::PcieReplayRollovers, u"pci/replay_rollover_counter"},
    {GpuField::MemoryTotalMiB, u"fb_memory_usage/total"},
    {GpuField::Bar1TotalMiB, u"bar1_memory_usage/total"},
};

// The deepest field above is four levels below <gpu>.
constexpr int maxXmlFieldLevel = 4;

std::optional<GpuField> xmlGpuField(const QStringList& path)
{
    return valueNamed(xmlGpuFields, path.join(u'/'));
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
            if (const auto text = elementText(); text && !isNoValue(*text))
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
        if ((*field == GpuField::BusId || *field == GpuField::Uuid) && !isNoValue(*text))
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
    const int lineOffset = Text::lineAt(document, start) - 1;
    if (!Text::trimmed(document.first(start)).isEmpty())
        result.info(1, Tr::tr("ignored the text before the XML"));
    LineWarnings warnings(result.diagnostics);
    if (invalidUtf8) {
        const int line = Text::lineAt(document, document.indexOf("\xef\xbf\xbd"));
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

} // namespace Topo
