// SPDX-License-Identifier: GPL-3.0-or-later
// `nccl-topo-xml`: NCCL's topology XML read into an NcclTopology, with the places where NCCL's
// own parser would refuse or misread the file.
#include "parse/nccl/nccltopo.h"

#include "util/tr.h"
#include "util/text.h"

#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>
#include <functional>

namespace Topo {

namespace {

// Real trees are under ten levels deep; this bounds recursion on hostile input.
constexpr int maxPciNesting = 64;


// strtol(str, NULL, 0) as NCCL reads numbers: decimal, or hex with 0x.
std::optional<qint64> ncclNumber(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    qint64 value = 0;
    if (text.startsWith(u"0x") || text.startsWith(u"0X"))
        value = text.mid(2).toLongLong(&ok, 16);
    else
        value = text.toLongLong(&ok, 10);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

// Where NCCL's own hand-written parser (src/graph/xml.cc) would stop or misread, in the raw
// bytes: it skips only spaces and line breaks between elements, reads single spaces between
// attributes, keeps "&amp;" as five characters and knows no XML declaration.
void checkNcclSyntax(QByteArrayView data, Diagnostics* out)
{
    int line = 1;
    bool inTag = false;
    char quote = 0;
    bool reportedWhitespace = false;
    bool reportedEntity = false;
    bool reportedText = false;
    bool reportedDeclaration = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data[i];
        if (c == '\n')
            ++line;
        if (quote) {
            if (c == quote) {
                quote = 0;
            } else if (c == '&' && !reportedEntity) {
                reportedEntity = true;
                out->append({ line, Severity::Warning,
                    Tr::tr("NCCL does not decode entity references: it would read this '&…;' literally") });
            }
            continue;
        }
        if (!inTag && data.sliced(i).startsWith("<!--")) {
            const qsizetype end = data.indexOf("-->", i + 4);
            const qsizetype stop = end < 0 ? data.size() : end + 3;
            for (qsizetype j = i; j < stop; ++j)
                line += data[j] == '\n';
            i = stop - 1;
            continue;
        }
        if (!inTag) {
            if (c == '<') {
                inTag = true;
                if (i + 1 < data.size() && data[i + 1] == '?' && !reportedDeclaration) {
                    reportedDeclaration = true;
                    out->append({ line, Severity::Warning,
                        Tr::tr("NCCL's parser does not know the XML declaration '<?xml …?>' and fails on it; "
                               "remove it for NCCL_TOPO_FILE") });
                }
            } else if ((c == '\t' || c == '\f' || c == '\v') && !reportedWhitespace) {
                reportedWhitespace = true;
                out->append({ line, Severity::Warning,
                    Tr::tr("a tab between elements: NCCL's parser skips only spaces and line breaks and "
                           "fails here; indent with spaces for NCCL_TOPO_FILE") });
            } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t' && !reportedText) {
                reportedText = true;
                out->append({ line, Severity::Warning,
                    Tr::tr("text between elements: NCCL's parser expects only elements and fails here") });
            }
            continue;
        }
        if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '>') {
            inTag = false;
        } else if ((c == '\t' || c == '\n' || c == '\r') && !reportedWhitespace) {
            reportedWhitespace = true;
            out->append({ line, Severity::Warning,
                Tr::tr("a tab or line break inside a tag: NCCL's parser reads only single spaces between "
                       "attributes and fails here") });
        }
    }
}

class NcclReader
{
public:
    NcclReader(QByteArrayView data, ParseResult<NcclTopology>& result)
        : m_result(result)
    {
        m_reader.addData(data.toByteArray());
    }

    void read()
    {
        while (!m_reader.atEnd()) {
            const QXmlStreamReader::TokenType token = m_reader.readNext();
            if (token == QXmlStreamReader::DTD) {
                m_result.error(line(), Tr::tr("a DOCTYPE declaration: NCCL topology files have none, so this file "
                                              "is refused rather than read with its entities"));
                return;
            }
            if (token == QXmlStreamReader::StartElement) {
                readRoot();
                break;
            }
            if (token == QXmlStreamReader::Invalid)
                break;
        }
        // Only comments and whitespace may follow the root; the reader checks that.
        while (!m_stopped && !m_reader.atEnd() && !m_reader.hasError())
            m_reader.readNext();
        finish();
    }

private:
    int line() const { return int(m_reader.lineNumber()); }

    // Advances one token; false at the end of the document, on an XML error, or when reading
    // was stopped. Every start element is counted as NCCL counts its nodes.
    bool next()
    {
        if (m_stopped || m_reader.atEnd())
            return false;
        const QXmlStreamReader::TokenType token = m_reader.readNext();
        if (token == QXmlStreamReader::Invalid)
            return false;
        if (token == QXmlStreamReader::DTD) {
            m_result.error(line(), Tr::tr("a DOCTYPE declaration inside the document is refused"));
            m_stopped = true;
            return false;
        }
        if (token == QXmlStreamReader::StartElement)
            startElement();
        else if (token == QXmlStreamReader::EndElement && !m_open.isEmpty())
            m_maxChildren = std::max(m_maxChildren, m_open.takeLast().children);
        return true;
    }

    void startElement()
    {
        ++m_result.value.elementCount;
        if (!m_open.isEmpty())
            ++m_open.last().children;
        m_open.append({ m_reader.name().toString(), line(), 0 });
        const QXmlStreamAttributes attributes = m_reader.attributes();
        if (attributes.size() > NcclLimits::maxAttributes) {
            m_result.warn(line(), Tr::tr("<%1> has %2 attributes; NCCL reads the first %3 and ignores the rest")
                                      .arg(Text::cleanText(m_reader.name()))
                                      .arg(attributes.size())
                                      .arg(NcclLimits::maxAttributes));
        }
        for (const QXmlStreamAttribute& a : attributes) {
            if (a.value().size() > NcclLimits::maxValueLength || a.name().size() > NcclLimits::maxValueLength) {
                m_result.warn(line(), Tr::tr("attribute %1 is %2 characters long; NCCL refuses the file above %3")
                                          .arg(Text::cleanText(a.name().left(40)))
                                          .arg(std::max(a.value().size(), a.name().size()))
                                          .arg(NcclLimits::maxValueLength));
            }
        }
    }

    // The current element's attributes, cleaned for storage (remote text).
    NcclAttributes attributes() const
    {
        NcclAttributes out;
        for (const QXmlStreamAttribute& a : m_reader.attributes())
            out.append({ Text::cleanText(a.name()), Text::cleanText(a.value()) });
        return out;
    }

    static QString value(const NcclAttributes& attributes, QStringView name)
    {
        for (const auto& [key, v] : attributes) {
            if (key == name)
                return v;
        }
        return {};
    }
    static bool has(const NcclAttributes& attributes, QStringView name)
    {
        return std::any_of(attributes.cbegin(), attributes.cend(), [&](const auto& a) { return a.first == name; });
    }

    // A numeric attribute; absent leaves `fallback`, unreadable warns.
    template<class T>
    T number(const NcclAttributes& attributes, QStringView name, T fallback, int at)
    {
        if (!has(attributes, name))
            return fallback;
        const QString text = value(attributes, name);
        const auto parsed = ncclNumber(text);
        if (!parsed) {
            m_result.warn(at, Tr::tr("%1=\"%2\" is not a number").arg(name.toString(), Text::cleanText(QStringView(text).left(40))));
            return fallback;
        }
        return T(*parsed);
    }

    // Reads the children of the current element with `onChild(name)` until its end element.
    void children(const std::function<void(QStringView)>& onChild)
    {
        const qsizetype depth = m_open.size();
        while (next()) {
            if (m_reader.isStartElement()) {
                onChild(m_reader.name());
            } else if (m_reader.isEndElement() && m_open.size() < depth) {
                return;
            }
        }
    }

    // Skips the current element and everything in it (still counting its elements).
    void skip()
    {
        const qsizetype depth = m_open.size();
        while (m_open.size() >= depth && next()) { }
    }

    void unknown(QStringView name)
    {
        // NCCL ignores elements it does not know (INFO "Ignoring element"); newer NCCL and RCCL
        // add a few of their own that are not TopoLens's business.
        static const QSet<QString> quiet = { QStringLiteral("c2c"), QStringLiteral("pcilink"), QStringLiteral("xgmi") };
        if (!quiet.contains(name.toString()))
            m_result.info(line(), Tr::tr("element <%1> is not part of NCCL's topology format; NCCL ignores it too")
                                      .arg(Text::cleanText(name)));
        skip();
    }

    void readRoot()
    {
        startElement();
        const QStringView name = m_reader.name();
        if (name == u"graphs" || name == u"graph") {
            m_result.error(line(), Tr::tr("this is an NCCL graph file (<graphs>: the rings and trees NCCL_GRAPH_DUMP_FILE "
                                          "writes and NCCL_GRAPH_FILE reads), not a topology; a topology file "
                                          "(NCCL_TOPO_DUMP_FILE, NCCL_TOPO_FILE) starts with <system version=\"1\">"));
            m_stopped = true;
            return;
        }
        if (name != u"system") {
            m_result.error(line(), Tr::tr("not an NCCL topology: the root element is <%1>, expected <system version=\"1\">")
                                       .arg(Text::cleanText(name)));
            m_stopped = true;
            return;
        }
        m_sawSystem = true;
        NcclTopology& t = m_result.value;
        t.systemAttributes = attributes();
        const int at = line();
        t.version = number(t.systemAttributes, u"version", 0, at);
        if (t.version != 1) {
            m_result.warn(at, has(t.systemAttributes, u"version")
                    ? Tr::tr("<system version=\"%1\">: NCCL reads only version 1 and refuses this file").arg(t.version)
                    : Tr::tr("<system> has no version; NCCL needs version=\"1\" and refuses this file"));
        }
        children([&](QStringView child) {
            if (child == u"cpu")
                t.cpus.append(readCpu());
            else
                unknown(child);
        });
    }

    NcclCpu readCpu()
    {
        NcclCpu cpu;
        cpu.line = line();
        cpu.attributes = attributes();
        const NcclAttributes& a = cpu.attributes;
        if (has(a, u"numaid"))
            cpu.numaId = number(a, u"numaid", -1, cpu.line);
        cpu.affinity = value(a, u"affinity");
        cpu.arch = value(a, u"arch");
        cpu.vendor = value(a, u"vendor");
        cpu.familyId = value(a, u"familyid");
        cpu.modelId = value(a, u"modelid");
        if (!cpu.numaId)
            m_result.warn(cpu.line, Tr::tr("<cpu> without numaid: NCCL needs it to place the CPU"));
        children([&](QStringView child) {
            if (child == u"pci")
                cpu.pcis.append(readPci(1));
            else if (child == u"nic")
                cpu.nic = readNic();
            else
                unknown(child);
        });
        return cpu;
    }

    NcclPci readPci(int depth)
    {
        NcclPci pci;
        pci.line = line();
        pci.attributes = attributes();
        const NcclAttributes& a = pci.attributes;
        pci.busId = value(a, u"busid");
        pci.bdf = Bdf::parse(QStringView(pci.busId));
        if (pci.busId.isEmpty())
            m_result.warn(pci.line, Tr::tr("<pci> without busid: NCCL refuses the file"));
        else if (!pci.bdf)
            m_result.warn(pci.line, Tr::tr("busid \"%1\" is not a PCI address").arg(Text::cleanText(QStringView(pci.busId).left(40))));
        pci.classText = value(a, u"class");
        pci.classCode = number<quint32>(a, u"class", 0, pci.line);
        pci.vendorId = number<quint16>(a, u"vendor", 0, pci.line);
        pci.deviceId = number<quint16>(a, u"device", 0, pci.line);
        pci.subsystemVendorId = number<quint16>(a, u"subsystem_vendor", 0, pci.line);
        pci.subsystemDeviceId = number<quint16>(a, u"subsystem_device", 0, pci.line);
        pci.linkSpeedText = value(a, u"link_speed");
        pci.link.speedGTs = ncclLinkSpeedGTs(pci.linkSpeedText);
        pci.link.width = number(a, u"link_width", 0, pci.line);
        if (has(a, u"link_speed")) {
            const bool endpoint = (pci.classCode >> 16) == 0x03 || (pci.classCode >> 16) == 0x02;
            if (pci.linkSpeedText.isEmpty() && endpoint) {
                m_result.warn(pci.line, Tr::tr("link_speed is empty for %1: NCCL assumes 8 GT/s (Gen3) for this link; "
                                               "give the real speed in an NCCL_TOPO_FILE")
                                            .arg(pci.busId));
            } else if (!pci.linkSpeedText.isEmpty() && !ncclKnowsLinkSpeed(pci.linkSpeedText)) {
                m_result.warn(pci.line, Tr::tr("NCCL does not know the link speed \"%1\" and assumes 8 GT/s (Gen3)")
                                            .arg(Text::cleanText(QStringView(pci.linkSpeedText).left(40))));
            }
        }
        children([&](QStringView child) {
            if (child == u"pci") {
                if (depth >= maxPciNesting) {
                    m_result.error(line(), Tr::tr("<pci> elements nest deeper than %1 levels; the rest of this branch "
                                                  "was not read")
                                               .arg(maxPciNesting));
                    skip();
                    return;
                }
                pci.children.append(readPci(depth + 1));
            } else if (child == u"gpu") {
                pci.gpu = readGpu();
            } else if (child == u"nic") {
                pci.nic = readNic();
            } else {
                unknown(child);
            }
        });
        return pci;
    }

    NcclGpu readGpu()
    {
        NcclGpu gpu;
        gpu.line = line();
        gpu.attributes = attributes();
        gpu.dev = number(gpu.attributes, u"dev", -1, gpu.line);
        gpu.rank = number(gpu.attributes, u"rank", -1, gpu.line);
        gpu.sm = number(gpu.attributes, u"sm", 0, gpu.line);
        gpu.gdr = number(gpu.attributes, u"gdr", -1, gpu.line);
        children([&](QStringView child) {
            if (child != u"nvlink") {
                unknown(child);
                return;
            }
            NcclNvLink link;
            link.line = line();
            link.attributes = attributes();
            link.target = value(link.attributes, u"target");
            link.count = number(link.attributes, u"count", 0, link.line);
            link.tclass = value(link.attributes, u"tclass");
            gpu.nvlinks.append(link);
            skip();
        });
        return gpu;
    }

    NcclNic readNic()
    {
        NcclNic nic;
        nic.line = line();
        children([&](QStringView child) {
            if (child != u"net") {
                unknown(child);
                return;
            }
            NcclNet net;
            net.line = line();
            net.attributes = attributes();
            net.name = value(net.attributes, u"name");
            net.dev = number(net.attributes, u"dev", -1, net.line);
            net.speed = value(net.attributes, u"speed");
            net.gdr = number(net.attributes, u"gdr", -1, net.line);
            nic.nets.append(net);
            skip();
        });
        return nic;
    }

    void finish()
    {
        if (m_reader.hasError()) {
            if (m_reader.error() == QXmlStreamReader::PrematureEndOfDocumentError) {
                if (m_open.isEmpty()) {
                    m_result.error(line(), Tr::tr("no XML element at all: expected an NCCL topology (<system version=\"1\">)"));
                } else {
                    const Open& innermost = m_open.last();
                    m_result.error(line(), Tr::tr("the file ends inside <%1> opened at line %2 (and %n more open element(s)): "
                                                  "it is cut off",
                                               "", int(m_open.size() - 1))
                                               .arg(Text::cleanText(QStringView(innermost.name)))
                                               .arg(innermost.line));
                }
            } else {
                m_result.error(line(), Tr::tr("not well-formed XML: %1").arg(m_reader.errorString()));
            }
        } else if (!m_stopped && !m_sawSystem && m_result.diagnostics.isEmpty()) {
            m_result.error(line(), Tr::tr("no XML element at all: expected an NCCL topology (<system version=\"1\">)"));
        }
        const NcclTopology& t = m_result.value;
        if (m_sawSystem && t.elementCount > NcclLimits::maxXmlNodes) {
            m_result.warn(0, Tr::tr("%1 elements: NCCL reads at most %2 (NCCL_TOPO_XML_MAX_NODES) and refuses this file")
                                 .arg(t.elementCount)
                                 .arg(NcclLimits::maxXmlNodes));
        }
        if (m_maxChildren > NcclLimits::maxChildren) {
            m_result.warn(0, Tr::tr("an element has %1 children; NCCL allows %2").arg(m_maxChildren).arg(NcclLimits::maxChildren));
        }
    }

    struct Open
    {
        QString name;
        int line = 0;
        int children = 0;
    };

    QXmlStreamReader m_reader;
    ParseResult<NcclTopology>& m_result;
    QList<Open> m_open;
    bool m_stopped = false;
    bool m_sawSystem = false;
    int m_maxChildren = 0;
};

} // namespace

ParseResult<NcclTopology> parseNcclTopology(QByteArrayView data)
{
    ParseResult<NcclTopology> result;
    if (Text::trimmed(data).isEmpty()) {
        result.error(0, Tr::tr("empty input: expected an NCCL topology (<system version=\"1\">)"));
        return result;
    }
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("binary data, not an NCCL topology XML file"));
        return result;
    }
    NcclReader reader(data, result);
    reader.read();
    if (!result.hasErrors())
        checkNcclSyntax(data, &result.diagnostics);
    return result;
}

int sniffNcclTopology(QByteArrayView data)
{
    QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 8192));
    // A leading licence comment (AWS's files) may be long; look past comments.
    while (true) {
        head = Text::trimmed(head);
        if (!head.startsWith("<!--"))
            break;
        const qsizetype end = head.indexOf("-->");
        if (end < 0)
            return 0;
        head = head.sliced(end + 3);
    }
    if (!head.startsWith("<system"))
        return 0;
    if (head.startsWith("<system version=") || head.contains("<cpu"))
        return 95;
    return 60;
}

} // namespace Topo
