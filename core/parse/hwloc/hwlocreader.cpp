// SPDX-License-Identifier: GPL-3.0-or-later
// The reader of hwloc's XML document (hwlocxml.cpp takes the input apart first): the PCI tree
// with each device's NUMA locality, the NUMA nodes, OS devices and distance matrices.
#include "parse/hwloc/hwlocreader.h"

#include "parse/cappeddiagnostics.h"
#include "parse/hwloc/hwlocattributes.h"
#include "parse/hwloc/hwlocdistances.h"
#include "parse/numanodes.h"
#include "util/nametable.h"
#include "util/text.h"
#include "util/tr.h"

#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace Topo {

namespace {

using namespace HwlocAttributes;

// Real topologies nest under 20 levels (machine, groups, package, caches, core, PU; bridges);
// past this the input is hostile and reading stops.
constexpr int maxDepth = 256;
constexpr int maxWarnings = 100;

// What an object is to this reader. Every type not named here (Machine, Package, Group, Core,
// the caches, 1.x's System, Socket and Cache, types of future hwloc) is a normal object whose
// nodeset tells the locality of the I/O objects below it.
enum class ObjectKind { Normal, Numa, Bridge, PciDevice, OsDevice, Misc };
constexpr NamedValue<ObjectKind> objectKinds[] = {
    { ObjectKind::Numa, u"NUMANode" },
    { ObjectKind::Bridge, u"Bridge" },
    { ObjectKind::PciDevice, u"PCIDev" },
    { ObjectKind::OsDevice, u"OSDev" },
    { ObjectKind::Misc, u"Misc" },
};

bool isIo(ObjectKind kind)
{
    return kind == ObjectKind::Bridge || kind == ObjectKind::PciDevice || kind == ObjectKind::OsDevice
        || kind == ObjectKind::Misc;
}

// One open element.
struct Frame
{
    QString name;
    int line = 0;
    bool isObject = false;
    ObjectKind kind = ObjectKind::Normal;
    std::optional<QList<int>> nodes; // the object's nodeset, when written and finite
    std::optional<int> numaIndex;    // a NUMANode's os_index
    std::optional<Bdf> pci;          // a PCI device or PCI-to-PCI bridge
    bool isHostBridge = false;
    qsizetype osDevice = -1;         // index into osDevices, for its <info>
    bool isRoot = false;
    QString text;                    // <indexes> and <u64values> content
};

class HwlocReader
{
public:
    HwlocReader(QByteArrayView data, ParseResult<HwlocTopology>& result, int lineOffset)
        : m_result(result)
        , m_warnings(result.diagnostics, maxWarnings)
        , m_lineOffset(lineOffset)
    {
        m_reader.addData(data.toByteArray());
    }

    void read()
    {
        while (!m_stopped && !m_reader.atEnd()) {
            switch (m_reader.readNext()) {
            case QXmlStreamReader::DTD:
                checkDtd();
                break;
            case QXmlStreamReader::StartElement:
                start();
                break;
            case QXmlStreamReader::EndElement:
                end();
                break;
            case QXmlStreamReader::Characters:
                if (!m_open.isEmpty() && (m_open.last().name == u"indexes" || m_open.last().name == u"u64values"))
                    m_open.last().text += m_reader.text();
                break;
            default:
                break;
            }
        }
        finish();
    }

private:
    int line() const { return int(m_reader.lineNumber()) + m_lineOffset; }
    // The current start element's attributes, held for the views into them.
    QStringView attribute(const char* name) const { return m_attributes.value(QLatin1StringView(name)); }
    bool has(const char* name) const { return m_attributes.hasAttribute(QLatin1StringView(name)); }

    void warn(int at, const QString& message)
    {
        m_warnings.warn(at, [&] { return message; });
    }
    void warnAttribute(const char* name, QStringView value)
    {
        warn(line(), Tr::tr("%1=\"%2\" is not in hwloc's form; hwloc ignores it too")
                         .arg(QLatin1StringView(name), Text::cleanText(value.left(60))));
    }

    void checkDtd()
    {
        // hwloc's DOCTYPE names its DTD file and declares nothing; one with declarations of its
        // own (entities) is refused rather than expanded.
        if (m_reader.text().contains(u'[') || !m_reader.entityDeclarations().isEmpty()) {
            m_result.error(line(), Tr::tr("a DOCTYPE with declarations of its own: hwloc writes none, so this file "
                                          "is refused rather than read with its entities"));
            m_stopped = true;
        }
    }

    void start()
    {
        const QString name = m_reader.name().toString();
        m_attributes = m_reader.attributes();
        Frame frame;
        frame.name = name;
        frame.line = line();
        if (m_open.size() >= maxDepth) {
            m_result.error(line(), Tr::tr("elements nest deeper than %1 levels; hwloc never writes that, so reading "
                                          "stopped here")
                                       .arg(maxDepth));
            m_stopped = true;
            return;
        }
        if (m_open.isEmpty()) {
            startRoot(name);
        } else if (name == u"object" && (m_open.last().isObject || m_open.size() == 1)) {
            frame.isObject = true;
            frame.isRoot = m_open.size() == 1;
            startObject(frame);
        } else if (name == u"info" && m_open.last().isObject) {
            readInfo(m_open.last());
        } else if (name == u"distances" && m_open.last().isObject && m_result.value.formatMajor < 2) {
            m_distances.startV1(m_attributes, m_open.last().isRoot, line());
        } else if (name == u"latency" && m_open.last().name == u"distances") {
            m_distances.latency(m_attributes);
        } else if ((name == u"distances2" || name == u"distances2hetero") && m_open.size() == 1) {
            m_distances.startV2(m_attributes, name == u"distances2hetero", line());
        }
        // Everything else (page types, caches' attributes, support bits, CPU kinds, memory
        // attributes, user data, 3.x's pci_locality) says nothing about I/O placement.
        m_open.append(frame);
    }

    void startRoot(QStringView name)
    {
        if (name != u"topology") {
            m_result.error(line(), Tr::tr("not an hwloc topology: the root element is <%1>, expected <topology>")
                                       .arg(Text::cleanText(name.left(60))));
            m_stopped = true;
            return;
        }
        m_sawRoot = true;
        HwlocTopology& t = m_result.value;
        t.formatMajor = 1; // 1.x writes no version
        if (has("version")) {
            const QStringView version = attribute("version");
            bool ok = false;
            const int major = version.split(u'.').first().toInt(&ok);
            if (!ok || major < 1) {
                warnAttribute("version", version);
            } else {
                t.formatMajor = major;
                if (major > 3)
                    warn(line(), Tr::tr("hwloc XML version %1 is newer than this reader knows (1.x to 3.x); it is read "
                                        "as 3.x")
                                     .arg(Text::cleanText(version.left(20))));
            }
        }
    }

    std::optional<QList<int>> bitmap(const char* name)
    {
        if (!has(name))
            return std::nullopt;
        const auto bits = readBitmap(attribute(name));
        if (!bits) {
            warnAttribute(name, attribute(name));
            return std::nullopt;
        }
        if (bits->infinite)
            return std::nullopt;
        return bits->bits;
    }

    // The set an attribute names, else its complete_ form (1.x files written without the first).
    std::optional<QList<int>> bitmapOrComplete(const char* name)
    {
        auto set = bitmap(name);
        if (!set || set->isEmpty()) {
            const QByteArray complete = "complete_" + QByteArray(name);
            set = bitmap(complete.constData());
        }
        return set;
    }

    void startObject(Frame& frame)
    {
        const QStringView type = attribute("type");
        if (!has("type"))
            warn(line(), Tr::tr("<object> without a type; hwloc refuses such a file"));
        frame.kind = valueNamed(objectKinds, type).value_or(ObjectKind::Normal);
        frame.nodes = bitmapOrComplete("nodeset");
        std::optional<quint64> osIndex;
        if (has("os_index")) {
            osIndex = readNumber(attribute("os_index"));
            if (!osIndex)
                warnAttribute("os_index", attribute("os_index"));
        }
        std::optional<quint64> gpIndex;
        if (has("gp_index"))
            gpIndex = readNumber(attribute("gp_index"));
        else if (attribute("id").startsWith(u"obj")) // 3.x
            gpIndex = readNumber(attribute("id").mid(3));
        QString label;
        switch (frame.kind) {
        case ObjectKind::Numa:
            label = readNumaNode(frame, osIndex);
            break;
        case ObjectKind::Bridge:
            label = readBridge(frame);
            break;
        case ObjectKind::PciDevice:
            if (const PciDevice* d = readPciFunction(frame))
                label = d->bdf.toString();
            break;
        case ObjectKind::OsDevice:
            label = readOsDevice(frame);
            break;
        case ObjectKind::Normal:
        case ObjectKind::Misc:
            break;
        }
        if (label.isEmpty())
            label = osIndex ? QStringLiteral("%1 P#%2").arg(Text::cleanText(type.left(40))).arg(*osIndex)
                            : Text::cleanText(type.left(40));
        if (gpIndex)
            m_index.byGpIndex.insert(*gpIndex, { type.toString(), label });
        if (osIndex && (frame.kind == ObjectKind::Numa || type == u"PU"))
            m_index.byOsIndex.insert({ type.toString(), *osIndex }, label);
    }

    QString readNumaNode(Frame& frame, std::optional<quint64> osIndex)
    {
        if (!osIndex || *osIndex > quint64(std::numeric_limits<int>::max())) {
            warn(line(), Tr::tr("a NUMANode without a usable os_index is left out"));
            return {};
        }
        const int id = int(*osIndex);
        frame.numaIndex = id;
        if (!frame.nodes)
            frame.nodes = QList<int> { id };
        NumaTopology& numa = m_result.value.numa;
        if (numa.find(id)) {
            warn(line(), Tr::tr("NUMA node %1 appears twice; the second is left out").arg(id));
            return {};
        }
        NumaNode node { id, {}, {}, -1, -1, {} };
        if (const auto cpus = bitmapOrComplete("cpuset")) {
            node.cpus = *cpus;
            node.cpuList = NumaNodes::compactCpuList(*cpus);
        }
        if (has("local_memory")) {
            if (const auto bytes = readNumber(attribute("local_memory")))
                node.sizeMiB = qint64(*bytes >> 20);
            else
                warnAttribute("local_memory", attribute("local_memory"));
        }
        numa.nodes.append(node);
        m_index.numaInOrder.append(id);
        return QStringLiteral("NUMANode P#%1").arg(id);
    }

    // The nearest PCI-to-PCI bridge above the element being read, and whether a host bridge
    // stands between (then the device sits on a root bus).
    std::optional<Bdf> parentBridge(bool* underHostBridge) const
    {
        *underHostBridge = false;
        for (qsizetype i = m_open.size() - 1; i >= 0; --i) {
            const Frame& f = m_open[i];
            if (f.kind == ObjectKind::Bridge && f.pci)
                return f.pci;
            if (f.isHostBridge) {
                *underHostBridge = true;
                return std::nullopt;
            }
        }
        return std::nullopt;
    }

    // The PCI function above the element being read (an OS device's own device).
    std::optional<Bdf> parentPci() const
    {
        for (qsizetype i = m_open.size() - 1; i >= 0; --i) {
            if (m_open[i].pci)
                return m_open[i].pci;
        }
        return std::nullopt;
    }

    // The NUMA node local to an I/O object: the one node in the nodeset of the first non-I/O
    // object above it (2.x: a package or group; 1.x: also a NUMANode); none when that object
    // spans several nodes or no nodeset was written. hwloc attaches a device to the largest
    // object whose CPUs are its sysfs local_cpus, so one attached to the machine itself is local
    // to every CPU, which is also what it does for numa_node -1: no node is read from that.
    std::optional<int> localNumaNode() const
    {
        for (qsizetype i = m_open.size() - 1; i >= 0; --i) {
            const Frame& f = m_open[i];
            if (!f.isObject || isIo(f.kind))
                continue;
            if (f.isRoot)
                return std::nullopt;
            if (f.nodes)
                return f.nodes->size() == 1 ? std::optional<int>(f.nodes->first()) : std::nullopt;
            if (f.numaIndex)
                return f.numaIndex;
        }
        return std::nullopt;
    }

    QString readBridge(Frame& frame)
    {
        std::optional<BridgeType> bridgeType;
        if (has("bridge_type")) {
            bridgeType = readBridgeType(attribute("bridge_type"));
            if (!bridgeType)
                warnAttribute("bridge_type", attribute("bridge_type"));
        }
        std::optional<BusRange> range;
        if (has("bridge_pci")) {
            range = readBusRange(attribute("bridge_pci"));
            if (!range)
                warnAttribute("bridge_pci", attribute("bridge_pci"));
        }
        // The host side of a root complex has no address of its own: its bus range starts at
        // the root bus.
        const bool host = bridgeType ? bridgeType->upstream == 0 : !has("pci_busid");
        if (host) {
            frame.isHostBridge = true;
            if (range) {
                const RootBus root { range->domain, range->secondary };
                if (!m_result.value.pci.rootBuses.contains(root))
                    m_result.value.pci.rootBuses.append(root);
                return QString::asprintf("Bridge %04x:[%02x-%02x]", range->domain, range->secondary, range->subordinate);
            }
            return {};
        }
        PciDevice* d = readPciFunction(frame);
        if (!d)
            return {};
        d->role = PciRole::PciBridge;
        if (range) {
            d->secondaryBus = range->secondary;
            d->subordinateBus = range->subordinate;
        }
        return d->bdf.toString();
    }

    // The attributes PCI devices and PCI-to-PCI bridges share; nullptr when the address is
    // missing or already taken.
    PciDevice* readPciFunction(Frame& frame)
    {
        const QStringView busId = attribute("pci_busid");
        const auto bdf = Bdf::parse(busId);
        if (!bdf) {
            if (has("pci_busid"))
                warnAttribute("pci_busid", busId);
            else
                warn(line(), Tr::tr("a PCI object without pci_busid is left out; what is below it hangs on its parent"));
            return nullptr;
        }
        frame.pci = bdf;
        PciTree& tree = m_result.value.pci;
        if (tree.find(*bdf)) {
            warn(line(), Tr::tr("PCI address %1 appears twice; the second is left out").arg(bdf->toString()));
            return nullptr;
        }
        PciDevice& d = tree.upsert(*bdf);
        bool underHostBridge = false;
        d.parent = parentBridge(&underHostBridge);
        if (!d.parent && !underHostBridge) {
            // No host bridge written above it (hand-made files): its own bus is a root.
            const RootBus root { bdf->domain, bdf->bus };
            if (!tree.rootBuses.contains(root))
                tree.rootBuses.append(root);
        }
        d.numaNode = localNumaNode();
        if (has("pci_type")) {
            if (const auto type = readPciType(attribute("pci_type"))) {
                d.classCode = quint32(type->classId) << 8 | type->progIf.value_or(0);
                d.vendorId = type->vendorId;
                d.deviceId = type->deviceId;
            } else {
                warnAttribute("pci_type", attribute("pci_type"));
            }
        }
        if (has("pci_link_speed")) {
            bool ok = false;
            const double speed = attribute("pci_link_speed").toDouble(&ok);
            if (!ok || !std::isfinite(speed) || speed < 0 || speed > 1e6)
                warnAttribute("pci_link_speed", attribute("pci_link_speed"));
            else if (speed > 0)
                m_result.value.linkSpeedsGBps.insert(*bdf, speed);
        }
        // 1.x names PCI objects after their vendor and device, as its libpci knew them.
        d.description = Text::cleanText(attribute("name"));
        return &d;
    }

    QString readOsDevice(Frame& frame)
    {
        HwlocOsDevice os;
        os.line = line();
        os.name = Text::cleanText(attribute("name"));
        os.subtype = Text::cleanText(attribute("subtype"));
        if (has("osdev_type")) {
            const auto written = readNumber(attribute("osdev_type"));
            if (written)
                os.type = osDeviceType(*written, m_result.value.formatMajor, os.name, os.subtype);
            else
                warnAttribute("osdev_type", attribute("osdev_type"));
        }
        os.pciDevice = parentPci();
        os.numaNode = localNumaNode();
        frame.osDevice = m_result.value.osDevices.size();
        m_result.value.osDevices.append(os);
        return os.name;
    }

    void readInfo(const Frame& object)
    {
        const QString name = Text::cleanText(attribute("name"));
        const QString value = Text::cleanText(attribute("value"));
        HwlocTopology& t = m_result.value;
        if (object.isRoot) {
            t.machineInfos.append({ name, value });
            if (name == u"hwlocVersion")
                t.hwlocVersion = value;
        } else if (object.osDevice >= 0) {
            HwlocOsDevice& os = t.osDevices[object.osDevice];
            os.infos.append({ name, value });
            if (name == u"GPUModel")
                os.gpuModel = value;
            else if (name == u"Backend")
                os.backend = value;
            else if ((name == u"CoProcType" || name == u"Type") && os.subtype.isEmpty())
                os.subtype = value; // how 1.x writes the subtype
        } else if (object.pci) {
            PciDevice* d = t.pci.find(*object.pci);
            if (d && name == u"PCIVendor")
                d->vendorName = value;
            else if (d && name == u"PCIDevice")
                d->deviceName = value;
        }
    }

    void end()
    {
        if (m_open.isEmpty())
            return;
        const Frame frame = m_open.takeLast();
        if (frame.name == u"indexes" || frame.name == u"u64values")
            m_distances.numbers(frame.name, frame.text);
        else if (frame.name == u"distances2" || frame.name == u"distances2hetero" || frame.name == u"distances")
            m_distances.end();
    }

    void finish()
    {
        if (m_reader.hasError()) {
            if (m_reader.error() == QXmlStreamReader::PrematureEndOfDocumentError) {
                if (m_open.isEmpty()) {
                    m_result.error(line(), Tr::tr("no XML element at all: expected hwloc's <topology>"));
                } else {
                    const Frame& innermost = m_open.last();
                    m_result.error(line(), Tr::tr("the file ends inside <%1> opened at line %2 (and %n more open element(s)): "
                                                  "it is cut off",
                                               "", int(m_open.size() - 1))
                                               .arg(Text::cleanText(QStringView(innermost.name).left(60)))
                                               .arg(innermost.line));
                }
            } else if (!m_stopped) {
                m_result.error(line(), Tr::tr("not well-formed XML: %1").arg(m_reader.errorString()));
            }
        } else if (!m_stopped && !m_sawRoot) {
            m_result.error(line(), Tr::tr("no XML element at all: expected hwloc's <topology>"));
        }
        m_warnings.finish(m_result.diagnostics);
        m_result.value.distances = m_distances.finish(m_index, m_result.diagnostics);
        NumaNodes::sortNodes(m_result.value.numa);
        fillNumaDistances(m_result.value);
    }

    class Warnings : public CappedDiagnostics
    {
    public:
        using CappedDiagnostics::CappedDiagnostics;
        void finish(Diagnostics& out)
        {
            if (dropped() > 0)
                out.append({ firstDroppedLine(), Severity::Warning,
                    Tr::tr("%n more remark(s) from here on were left out", nullptr, dropped()) });
        }
    };

    QXmlStreamReader m_reader;
    QXmlStreamAttributes m_attributes;
    ParseResult<HwlocTopology>& m_result;
    Warnings m_warnings;
    int m_lineOffset = 0; // the lines before the document (a pasted prompt or blank lines)
    QList<Frame> m_open;
    bool m_stopped = false;
    bool m_sawRoot = false;
    HwlocDistanceReader m_distances { m_warnings };
    HwlocObjectIndex m_index;
};

} // namespace

void readHwlocDocument(QByteArrayView xml, ParseResult<HwlocTopology>& result, int lineOffset)
{
    HwlocReader reader(xml, result, lineOffset);
    reader.read();
}

} // namespace Topo
