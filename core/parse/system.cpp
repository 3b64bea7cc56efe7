// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/system.h"

#include "util/tr.h"
#include "util/text.h"

#include <QHash>

#include <algorithm>
#include <limits>

namespace Topo {

namespace {

// None of these formats has a legitimate line anywhere near this long; skipping such a line keeps
// the per-line work (splitting, number lists) bounded on hostile input.
constexpr qsizetype maxLineLength = 1 << 20;

// Real captures have a handful of odd lines; a hostile 50 MB input can have millions. Past this
// many warnings one summary stands for the rest, so diagnostics do not outgrow the value.
constexpr int maxLineWarnings = 100;

// A cpu list for 65536 CPUs written one by one is ~400 KB; longer is not a cpu list, and
// expandCpuList() would first split all of it.
constexpr qsizetype maxCpuListLength = 1 << 19;

template<class T>
class LineWarnings
{
public:
    explicit LineWarnings(ParseResult<T>& result) : m_result(result) {}

    void warn(int line, const QString& message)
    {
        if (m_count++ < maxLineWarnings)
            m_result.warn(line, message);
        else if (m_firstSuppressedLine == 0)
            m_firstSuppressedLine = line;
    }

    void finish()
    {
        const int suppressed = m_count - maxLineWarnings;
        if (suppressed > 0) {
            m_result.warn(m_firstSuppressedLine,
                Tr::tr("%n more unreadable line(s) from here on were skipped", nullptr, suppressed));
        }
    }

private:
    ParseResult<T>& m_result;
    int m_count = 0;
    int m_firstSuppressedLine = 0;
};

/// Empty and binary input is rejected up front with what was expected instead.
template<class T>
bool rejectUnreadable(QByteArrayView data, ParseResult<T>& result, const QString& expected)
{
    if (Text::trimmed(data).isEmpty()) {
        result.error(0, Tr::tr("Empty input: %1.").arg(expected));
        return true;
    }
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("This is binary data, not text: %1.").arg(expected));
        return true;
    }
    return false;
}

/// Calls `handle(lineNumber, text)` for every line worth reading, with escape sequences, a
/// leading BOM and surrounding blanks removed. Empty lines and pasted shell prompts are skipped.
template<class T, class Handler>
void forEachLine(QByteArrayView data, LineWarnings<T>& warnings, Handler&& handle)
{
    QByteArray storage;
    for (const auto& rawLine : Text::splitLines(data)) {
        QByteArrayView raw = rawLine.text;
        if (rawLine.number == 1 && Text::startsWith(raw, "\xef\xbb\xbf"))
            raw = raw.sliced(3);
        if (raw.size() > maxLineLength) {
            warnings.warn(rawLine.number, Tr::tr("Line is %1 bytes long; skipped").arg(raw.size()));
            continue;
        }
        const QByteArrayView text = Text::cleanLine(raw, &storage);
        if (text.isEmpty() || Text::isShellPromptLine(text))
            continue;
        handle(rawLine.number, text);
    }
}

bool isDecimal(QByteArrayView text)
{
    const QByteArrayView digits = Text::startsWith(text, "-") ? text.sliced(1) : text;
    return !digits.isEmpty() && std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// Strictly decimal (toInt() alone would take "0x10" or " 12").
bool toDecimal(QByteArrayView text, int* out)
{
    return isDecimal(text) && Text::toInt(text, out);
}

bool toDecimal64(QByteArrayView text, qint64* out)
{
    quint64 value = 0;
    if (!isDecimal(text) || Text::startsWith(text, "-") || !Text::toUInt64(text, &value)
        || value > quint64(std::numeric_limits<qint64>::max()))
        return false;
    *out = qint64(value);
    return true;
}

/// Whitespace-separated decimal numbers, all of them or nothing.
bool toNumberList(const QList<QByteArrayView>& words, qsizetype from, QList<int>* out)
{
    out->clear();
    out->reserve(words.size() - from);
    for (qsizetype i = from; i < words.size(); ++i) {
        int value = 0;
        if (!toDecimal(words[i], &value))
            return false;
        out->append(value);
    }
    return true;
}

/// The kernel's compact cpu list form ("0-15,128-143") for a set of CPU numbers.
QString compactCpuList(QList<int> cpus)
{
    std::sort(cpus.begin(), cpus.end());
    cpus.erase(std::unique(cpus.begin(), cpus.end()), cpus.end());
    QString out;
    for (qsizetype i = 0; i < cpus.size();) {
        qsizetype j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1)
            ++j;
        if (!out.isEmpty())
            out += u',';
        out += QString::number(cpus[i]);
        if (j > i)
            out += u'-' + QString::number(cpus[j]);
        i = j + 1;
    }
    return out;
}

bool parseCpuList(QByteArrayView text, QList<int>* cpus)
{
    return text.size() <= maxCpuListLength && expandCpuList(QString::fromLatin1(text), cpus);
}

void sortNodes(NumaTopology& topology)
{
    std::stable_sort(topology.nodes.begin(), topology.nodes.end(),
        [](const NumaNode& a, const NumaNode& b) { return a.id < b.id; });
}

/// Nodes in the order they are first mentioned, found by id.
class NodeTable
{
public:
    explicit NodeTable(NumaTopology& topology) : m_topology(topology) {}

    NumaNode& node(int id)
    {
        const auto it = m_index.constFind(id);
        if (it != m_index.cend())
            return m_topology.nodes[*it];
        m_index.insert(id, m_topology.nodes.size());
        m_topology.nodes.append(NumaNode { id, {}, {}, -1, -1, {} });
        return m_topology.nodes.last();
    }

private:
    NumaTopology& m_topology;
    QHash<int, qsizetype> m_index;
};

// ---- numactl -H ---------------------------------------------------------------------------

class NumactlReader
{
public:
    explicit NumactlReader(ParseResult<NumaTopology>& result)
        : m_result(result), m_warnings(result), m_nodes(result.value)
    {
    }

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [this](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        if (!m_recognized) {
            // Line-by-line complaints about another tool's output would only bury the point.
            m_result.diagnostics.clear();
            m_result.error(0, Tr::tr("This is not `numactl -H` output: expected \"available: N nodes\" and "
                                     "\"node N cpus:\" lines."));
            return;
        }
        NumaTopology& topology = m_result.value;
        sortNodes(topology);
        // numactl prints the CPUs one by one; the kernel's compact form ("0-15,128-143") is what
        // sysfs gives and what people compare, so that is what cpuList holds.
        for (auto& node : topology.nodes)
            node.cpuList = compactCpuList(node.cpus);
        if (m_announcedNodes >= 0 && m_announcedNodes != topology.nodes.size()) {
            m_result.warn(m_announcedLine, Tr::tr("numactl announces %1 nodes but describes %2; the output may be "
                                                  "truncated").arg(m_announcedNodes).arg(topology.nodes.size()));
        }
        if (m_sawTable)
            assignDistances(topology);
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        const QList<QByteArrayView> words = Text::splitWhitespace(text);
        const QByteArrayView first = words.first();
        if (first == "numactl")
            return; // the command, echoed along with its output
        if (first == "available:") {
            readAvailable(line, text, words);
        } else if (Text::startsWith(text, "No NUMA available")) {
            if (!m_noNuma)
                m_result.info(line, Tr::tr("numactl reports no NUMA support on this machine."));
            m_recognized = m_noNuma = true;
        } else if (Text::startsWith(text, "No distance information")) {
            m_recognized = true;
        } else if (first == "node" && words.size() >= 2 && words[1] == "distances:") {
            m_recognized = true;
            m_sawTable = true;
            m_expectTableHeader = true;
        } else if (first == "node" && m_expectTableHeader && readTableHeader(words)) {
            m_expectTableHeader = false;
            m_tableHeaderLine = line;
        } else if (first == "node") {
            readNodeLine(line, text, words);
        } else if (m_sawTable && !m_expectTableHeader && first.endsWith(':')) {
            readDistanceRow(line, text, words);
        } else {
            m_warnings.warn(line, Tr::tr("Not part of numactl -H output: %1").arg(Text::excerpt(text)));
        }
    }

    /// "node   0   1": the node ids heading the distance columns.
    bool readTableHeader(const QList<QByteArrayView>& words)
    {
        QList<int> columns;
        if (words.size() < 2 || !toNumberList(words, 1, &columns))
            return false;
        m_columns = columns;
        m_columnIndex.clear();
        for (qsizetype i = 0; i < m_columns.size(); ++i)
            m_columnIndex.insert(m_columns[i], i);
        return true;
    }

    void readAvailable(int line, QByteArrayView text, const QList<QByteArrayView>& words)
    {
        int count = 0;
        if (words.size() < 3 || !toDecimal(words[1], &count) || count < 0 || !Text::startsWith(words[2], "node")) {
            m_warnings.warn(line, Tr::tr("Unreadable node count: %1").arg(Text::excerpt(text)));
            return;
        }
        m_recognized = true;
        m_announcedNodes = count;
        m_announcedLine = line;
    }

    /// "node 0 cpus: 0 1 2", "node 0 size: 386748 MB", "node 0 free: 1234 MB"
    void readNodeLine(int line, QByteArrayView text, const QList<QByteArrayView>& words)
    {
        int id = -1;
        if (words.size() < 3 || !toDecimal(words[1], &id) || id < 0) {
            m_warnings.warn(line, Tr::tr("Unreadable node line: %1").arg(Text::excerpt(text)));
            return;
        }
        const QByteArrayView what = words[2];
        if (what == "cpus:") {
            QList<int> cpus;
            if (!toNumberList(words, 3, &cpus)
                || std::any_of(cpus.cbegin(), cpus.cend(), [](int cpu) { return cpu < 0; })) {
                m_warnings.warn(line, Tr::tr("Unreadable CPU numbers: %1").arg(Text::excerpt(text)));
                return;
            }
            m_recognized = true;
            NumaNode& node = m_nodes.node(id);
            if (m_nodesWithCpus.contains(id)) {
                m_warnings.warn(line, Tr::tr("Node %1 is described twice; keeping the first").arg(id));
                return;
            }
            m_nodesWithCpus.insert(id, line);
            node.cpus = cpus;
        } else if (what == "size:" || what == "free:") {
            readMemory(line, text, words, id, what == "size:");
        } else {
            m_warnings.warn(line, Tr::tr("Not part of numactl -H output: %1").arg(Text::excerpt(text)));
        }
    }

    void readMemory(int line, QByteArrayView text, const QList<QByteArrayView>& words, int id, bool isSize)
    {
        m_recognized = true;
        NumaNode& node = m_nodes.node(id);
        if (words.size() >= 4 && words[3] == "<not")
            return; // "<not available>": numactl could not tell, which is what -1 means
        qint64 mebibytes = -1;
        // numactl shifts bytes right by 20 and calls the result "MB".
        if (words.size() != 5 || words[4] != "MB" || !toDecimal64(words[3], &mebibytes)) {
            m_warnings.warn(line, Tr::tr("Unreadable memory size: %1").arg(Text::excerpt(text)));
            return;
        }
        (isSize ? node.sizeMiB : node.freeMiB) = mebibytes;
    }

    /// "  0:  10  21" under the "node   0   1" header.
    void readDistanceRow(int line, QByteArrayView text, const QList<QByteArrayView>& words)
    {
        int id = -1;
        QList<int> distances;
        if (!toDecimal(words.first().chopped(1), &id) || !toNumberList(words, 1, &distances)
            || distances.size() != m_columns.size()) {
            m_warnings.warn(line, Tr::tr("Unreadable distance row: %1").arg(Text::excerpt(text)));
            return;
        }
        if (m_rows.contains(id)) {
            m_warnings.warn(line, Tr::tr("Distances from node %1 are listed twice; keeping the first").arg(id));
            return;
        }
        m_rows.insert(id, distances);
    }

    /// Reorders each printed row into the order of the (sorted) nodes.
    void assignDistances(NumaTopology& topology)
    {
        const QList<int> ids = topology.nodeIds();
        QList<int> columns = m_columns;
        std::sort(columns.begin(), columns.end());
        if (columns != ids) {
            m_result.warn(m_tableHeaderLine, Tr::tr("The distance table does not list the same nodes as the "
                                                    "node lines; distances are left out"));
            return;
        }
        for (auto& node : topology.nodes) {
            const auto row = m_rows.constFind(node.id);
            if (row == m_rows.cend()) {
                m_result.warn(m_tableHeaderLine, Tr::tr("The distance table has no row for node %1").arg(node.id));
                continue;
            }
            // A row read under an earlier, narrower table header (a second table in pasted
            // output) can be shorter than this header: never index past it.
            QList<int> ordered;
            ordered.reserve(ids.size());
            for (int id : ids) {
                const qsizetype column = m_columnIndex.value(id, -1);
                if (column < 0 || column >= row->size())
                    break;
                ordered.append(row->at(column));
            }
            if (ordered.size() != ids.size()) {
                m_result.warn(m_tableHeaderLine, Tr::tr("The distance row of node %1 does not match the table header; "
                                                        "its distances are left out").arg(node.id));
                continue;
            }
            node.distances = ordered;
        }
    }

    ParseResult<NumaTopology>& m_result;
    LineWarnings<NumaTopology> m_warnings;
    NodeTable m_nodes;
    QHash<int, int> m_nodesWithCpus; // node id → line
    bool m_recognized = false;
    bool m_noNuma = false;
    int m_announcedNodes = -1;
    int m_announcedLine = 0;
    bool m_sawTable = false;
    bool m_expectTableHeader = false;
    int m_tableHeaderLine = 0;
    QList<int> m_columns;
    QHash<int, qsizetype> m_columnIndex; // node id → column
    QHash<int, QList<int>> m_rows;
};

// ---- /sys/devices/system/node ---------------------------------------------------------------

struct NodeAttribute
{
    int node = -1;         // -1: a file under the node directory that belongs to no node
    QByteArrayView name;   // "cpulist"
    QByteArrayView value;
};

/// "/sys/devices/system/node/node0/cpulist:0-15", also relative ("node0/cpulist:0-15").
std::optional<NodeAttribute> splitNodeAttribute(QByteArrayView text)
{
    const qsizetype colon = text.indexOf(':');
    if (colon < 0)
        return std::nullopt;
    const QByteArrayView path = text.first(colon);
    const qsizetype slash = path.lastIndexOf('/');
    if (slash < 0 || path.contains(' '))
        return std::nullopt;
    const QByteArrayView directory = path.first(slash);
    const QByteArrayView nodeDirectory = directory.sliced(directory.lastIndexOf('/') + 1);
    NodeAttribute attribute { -1, path.sliced(slash + 1), Text::trimmed(text.sliced(colon + 1)) };
    if (Text::startsWith(nodeDirectory, "node") && toDecimal(nodeDirectory.sliced(4), &attribute.node)
        && attribute.node >= 0) {
        return attribute;
    }
    // /sys/devices/system/node/{online,possible,has_cpu,…}: about the set, not one node.
    if (directory.endsWith("/sys/devices/system/node"))
        return attribute;
    return std::nullopt;
}

class SysfsNodeReader
{
public:
    explicit SysfsNodeReader(ParseResult<NumaTopology>& result)
        : m_result(result), m_warnings(result), m_nodes(result.value)
    {
    }

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [this](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        NumaTopology& topology = m_result.value;
        if (topology.nodes.isEmpty()) {
            m_result.diagnostics.clear();
            m_result.error(0, Tr::tr("No NUMA node attributes found: expected lines like "
                                     "\"/sys/devices/system/node/node0/cpulist:0-15\"."));
            return;
        }
        sortNodes(topology);
        // Each distance file lists every online node in ascending order, so with all nodes
        // seen the order already is the sorted node order.
        for (auto& node : topology.nodes) {
            if (!node.distances.isEmpty() && node.distances.size() != topology.nodes.size()) {
                m_result.warn(m_distanceLines.value(node.id),
                    Tr::tr("Node %1 lists %2 distances for %3 nodes; distances are left out")
                        .arg(node.id).arg(node.distances.size()).arg(topology.nodes.size()));
                node.distances.clear();
            }
        }
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        const auto attribute = splitNodeAttribute(text);
        if (!attribute) {
            m_warnings.warn(line, Tr::tr("Not a NUMA node attribute: %1").arg(Text::excerpt(text)));
            return;
        }
        if (attribute->node < 0)
            return;
        if (attribute->name == "cpulist")
            readCpuList(line, text, *attribute);
        else if (attribute->name == "distance")
            readDistances(line, text, *attribute);
        else if (attribute->name == "meminfo")
            readMeminfo(line, text, *attribute);
        else
            m_nodes.node(attribute->node); // other node files: the node exists, nothing more to read
    }

    void readCpuList(int line, QByteArrayView text, const NodeAttribute& attribute)
    {
        QList<int> cpus;
        if (!parseCpuList(attribute.value, &cpus)) {
            m_warnings.warn(line, Tr::tr("Unreadable cpu list: %1").arg(Text::excerpt(text)));
            return;
        }
        NumaNode& node = m_nodes.node(attribute.node);
        if (m_cpuListLines.contains(attribute.node)) {
            m_warnings.warn(line, Tr::tr("Node %1's cpu list is given twice; keeping the first").arg(attribute.node));
            return;
        }
        m_cpuListLines.insert(attribute.node, line);
        node.cpus = cpus;
        node.cpuList = compactCpuList(cpus);
    }

    void readDistances(int line, QByteArrayView text, const NodeAttribute& attribute)
    {
        QList<int> distances;
        if (!toNumberList(Text::splitWhitespace(attribute.value), 0, &distances) || distances.isEmpty()) {
            m_warnings.warn(line, Tr::tr("Unreadable distances: %1").arg(Text::excerpt(text)));
            return;
        }
        NumaNode& node = m_nodes.node(attribute.node);
        if (m_distanceLines.contains(attribute.node)) {
            m_warnings.warn(line, Tr::tr("Node %1's distances are given twice; keeping the first").arg(attribute.node));
            return;
        }
        m_distanceLines.insert(attribute.node, line);
        node.distances = distances;
    }

    /// "Node 0 MemTotal:       32768000 kB"; only the total and the free amount matter here.
    void readMeminfo(int line, QByteArrayView text, const NodeAttribute& attribute)
    {
        const QList<QByteArrayView> words = Text::splitWhitespace(attribute.value);
        int id = -1;
        qint64 kibibytes = -1;
        if (words.size() != 5 || words[0] != "Node" || !toDecimal(words[1], &id) || id != attribute.node
            || words[4] != "kB" || !toDecimal64(words[3], &kibibytes)) {
            if (words.size() < 3 || words[2] == "MemTotal:" || words[2] == "MemFree:")
                m_warnings.warn(line, Tr::tr("Unreadable memory line: %1").arg(Text::excerpt(text)));
            return;
        }
        NumaNode& node = m_nodes.node(attribute.node);
        if (words[2] == "MemTotal:")
            node.sizeMiB = kibibytes / 1024;
        else if (words[2] == "MemFree:")
            node.freeMiB = kibibytes / 1024;
    }

    ParseResult<NumaTopology>& m_result;
    LineWarnings<NumaTopology> m_warnings;
    NodeTable m_nodes;
    QHash<int, int> m_cpuListLines;  // node id → line
    QHash<int, int> m_distanceLines; // node id → line
};

// ---- /sys/bus/pci/devices/*/<attribute> ------------------------------------------------------

enum class PciAttribute {
    Class,
    Vendor,
    Device,
    NumaNode,
    LocalCpuList,
    CurrentLinkSpeed,
    MaxLinkSpeed,
    CurrentLinkWidth,
    MaxLinkWidth,
    Driver,
    IommuGroup,
    NotStored, // known, but the model has no place for it (subsystem ids, revision)
    Unknown,
};

PciAttribute pciAttribute(QByteArrayView name)
{
    static const QHash<QByteArray, PciAttribute> attributes = {
        { "class", PciAttribute::Class },
        { "vendor", PciAttribute::Vendor },
        { "device", PciAttribute::Device },
        { "numa_node", PciAttribute::NumaNode },
        { "local_cpulist", PciAttribute::LocalCpuList },
        { "current_link_speed", PciAttribute::CurrentLinkSpeed },
        { "max_link_speed", PciAttribute::MaxLinkSpeed },
        { "current_link_width", PciAttribute::CurrentLinkWidth },
        { "max_link_width", PciAttribute::MaxLinkWidth },
        { "driver", PciAttribute::Driver },
        { "iommu_group", PciAttribute::IommuGroup },
        { "subsystem_vendor", PciAttribute::NotStored },
        { "subsystem_device", PciAttribute::NotStored },
        { "revision", PciAttribute::NotStored },
    };
    return attributes.value(name.toByteArray(), PciAttribute::Unknown);
}

/// "numa_node", "max_link_speed": a letter first, which also tells it from the "0000" of an address.
bool isAttributeName(QByteArrayView name)
{
    const auto isLetter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    return !name.isEmpty() && isLetter(name.front()) && std::all_of(name.begin(), name.end(), [&](char c) {
        return isLetter(c) || (c >= '0' && c <= '9') || c == '_';
    });
}

struct PciAttributeLine
{
    Bdf bdf;
    QByteArrayView name;
    QByteArrayView value;
};

/// "<…/>0000:01:00.0/<attribute>:<value>", also with the device's full path
/// ("/sys/devices/pci0000:40/0000:40:01.1/0000:41:00.0/numa_node:1"). Addresses have colons of
/// their own, so the separator is the first colon whose left side ends in "<address>/<attribute>".
std::optional<PciAttributeLine> splitPciAttribute(QByteArrayView text)
{
    // A sysfs path is at most PATH_MAX long; looking no further bounds the work on long lines.
    const qsizetype pathEnd = std::min<qsizetype>(text.size(), 4096);
    qsizetype lastSlash = -1;
    qsizetype slashBefore = -1;
    // One pass, remembering the last two slashes, so each candidate colon costs no rescan.
    for (qsizetype i = 0; i < pathEnd; ++i) {
        const char c = text[i];
        if (c == ' ' || c == '\t')
            return std::nullopt; // "cat: /sys/…: No such file or directory" and other prose
        if (c == '/') {
            slashBefore = lastSlash;
            lastSlash = i;
        } else if (c == ':' && lastSlash > 0) {
            const QByteArrayView name = text.sliced(lastSlash + 1, i - lastSlash - 1);
            const QByteArrayView device = text.sliced(slashBefore + 1, lastSlash - slashBefore - 1);
            if (isAttributeName(name)) {
                if (const auto bdf = Bdf::parse(device))
                    return PciAttributeLine { *bdf, name, Text::trimmed(text.sliced(i + 1)) };
            }
        }
    }
    return std::nullopt;
}

bool toHex(QByteArrayView text, int maximum, int* out)
{
    QByteArrayView digits = text;
    if (Text::startsWith(digits, "0x") || Text::startsWith(digits, "0X"))
        digits = digits.sliced(2);
    int value = 0;
    if (digits.isEmpty() || digits.size() > 8 || !std::all_of(digits.begin(), digits.end(), [](char c) {
            return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        }) || !Text::toInt(digits, &value, 16) || value < 0 || value > maximum) {
        return false;
    }
    *out = value;
    return true;
}

/// "32.0 GT/s PCIe", "2.5 GT/s" (older kernels), "Unknown" / "Unknown speed": 0 for unknown.
bool toLinkSpeed(QByteArrayView text, double* out)
{
    if (Text::startsWith(text, "Unknown")) {
        *out = 0;
        return true;
    }
    const QList<QByteArrayView> words = Text::splitWhitespace(text);
    double speed = 0;
    if (words.size() < 2 || words[1] != "GT/s" || !Text::toDouble(words[0], &speed) || !(speed > 0 && speed <= 1000))
        return false;
    *out = speed;
    return true;
}

/// Lanes: 1…32, or 0 when the link is down or the device does not say.
bool toLinkWidth(QByteArrayView text, int* out)
{
    int width = 0;
    if (!toDecimal(text, &width) || width < 0 || width > 32)
        return false;
    *out = width;
    return true;
}

class SysfsPciReader
{
public:
    explicit SysfsPciReader(ParseResult<QList<PciDevice>>& result) : m_result(result), m_warnings(result) {}

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [this](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        if (m_result.value.isEmpty()) {
            m_result.diagnostics.clear();
            m_result.error(0, Tr::tr("No PCI device attributes found: expected lines like "
                                     "\"/sys/bus/pci/devices/0000:01:00.0/numa_node:0\"."));
        }
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        const auto parts = splitPciAttribute(text);
        if (!parts) {
            m_warnings.warn(line, Tr::tr("Not a PCI device attribute: %1").arg(Text::excerpt(text)));
            return;
        }
        const PciAttribute attribute = pciAttribute(parts->name);
        const qsizetype index = deviceIndex(parts->bdf);
        if (attribute == PciAttribute::Unknown || attribute == PciAttribute::NotStored)
            return;
        // The same attribute again is fine if it agrees; if not, the first answer stands.
        const quint64 key = (quint64(index) << 8) | quint64(attribute);
        const size_t valueHash = qHash(parts->value);
        const auto seen = m_seen.constFind(key);
        if (seen != m_seen.cend()) {
            if (seen->valueHash != valueHash) {
                m_warnings.warn(line, Tr::tr("%1 already has a different value from line %2, which is kept: %3")
                                          .arg(parts->bdf.toString()).arg(seen->line).arg(Text::excerpt(text)));
            }
            return;
        }
        if (!store(m_result.value[index], attribute, parts->value)) {
            m_warnings.warn(line, Tr::tr("Unreadable value for %1: %2")
                                      .arg(QString::fromLatin1(parts->name), Text::excerpt(text)));
            return;
        }
        m_seen.insert(key, { valueHash, line });
    }

    /// One device per address, in the order first seen.
    qsizetype deviceIndex(const Bdf& bdf)
    {
        const auto it = m_index.constFind(bdf);
        if (it != m_index.cend())
            return *it;
        m_index.insert(bdf, m_result.value.size());
        m_result.value.append(PciDevice {});
        m_result.value.last().bdf = bdf;
        return m_result.value.size() - 1;
    }

    static bool store(PciDevice& device, PciAttribute attribute, QByteArrayView value)
    {
        int number = 0;
        switch (attribute) {
        case PciAttribute::Class:
            if (!toHex(value, 0xffffff, &number))
                return false;
            device.classCode = quint32(number);
            return true;
        case PciAttribute::Vendor:
            if (!toHex(value, 0xffff, &number))
                return false;
            device.vendorId = quint16(number);
            return true;
        case PciAttribute::Device:
            if (!toHex(value, 0xffff, &number))
                return false;
            device.deviceId = quint16(number);
            return true;
        case PciAttribute::NumaNode:
            // -1 is the platform saying "no affinity", a real answer worth keeping.
            if (!toDecimal(value, &number) || number < -1)
                return false;
            device.numaNode = number;
            return true;
        case PciAttribute::LocalCpuList: {
            QList<int> cpus;
            if (!parseCpuList(value, &cpus))
                return false;
            device.localCpus = Text::cleanText(value);
            return true;
        }
        case PciAttribute::CurrentLinkSpeed:
            return toLinkSpeed(value, &device.link.status.speedGTs);
        case PciAttribute::MaxLinkSpeed:
            return toLinkSpeed(value, &device.link.capability.speedGTs);
        case PciAttribute::CurrentLinkWidth:
            return toLinkWidth(value, &device.link.status.width);
        case PciAttribute::MaxLinkWidth:
            return toLinkWidth(value, &device.link.capability.width);
        case PciAttribute::Driver:
            device.driver = Text::cleanText(value);
            return !device.driver.isEmpty();
        case PciAttribute::IommuGroup:
            if (!toDecimal(value, &number) || number < 0)
                return false;
            device.iommuGroup = number;
            return true;
        case PciAttribute::NotStored:
        case PciAttribute::Unknown:
            break;
        }
        return true;
    }

    struct Seen
    {
        size_t valueHash = 0;
        int line = 0;
    };

    ParseResult<QList<PciDevice>>& m_result;
    LineWarnings<QList<PciDevice>> m_warnings;
    QHash<Bdf, qsizetype> m_index;
    QHash<quint64, Seen> m_seen; // (device index, attribute) → the value that was stored
};

// ---- /proc/cmdline --------------------------------------------------------------------------

struct CmdlineArgument
{
    QByteArrayView name;
    QByteArrayView value;
    bool hasValue = false;
};

bool isCmdlineSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

/// Takes one argument off the front of `args` the way the kernel's next_arg() does
/// (kernel/params.c), so quoting reads as the kernel read it: `dyndbg="file x +p"` is one
/// argument, and quotes around a value or a whole argument are not part of it.
CmdlineArgument takeArgument(QByteArrayView& args)
{
    bool inQuote = false;
    bool quoted = false;
    if (Text::startsWith(args, "\"")) {
        args = args.sliced(1);
        inQuote = quoted = true;
    }
    qsizetype end = 0;
    qsizetype equals = -1;
    for (; end < args.size(); ++end) {
        const char c = args[end];
        if (isCmdlineSpace(c) && !inQuote)
            break;
        if (equals < 0 && c == '=' && end > 0)
            equals = end;
        if (c == '"')
            inQuote = !inQuote;
    }
    const QByteArrayView argument = args.first(end);
    args = Text::trimmed(args.sliced(end));
    if (equals < 0) {
        QByteArrayView name = argument;
        if (quoted && name.endsWith('"'))
            name.chop(1);
        return { name, {}, false };
    }
    QByteArrayView value = argument.sliced(equals + 1);
    if (Text::startsWith(value, "\"")) {
        value = value.sliced(1);
        if (value.endsWith('"'))
            value.chop(1);
    } else if (quoted && value.endsWith('"')) {
        value.chop(1);
    }
    return { argument.first(equals), value, true };
}

/// Parameter names are identifiers with dots for module parameters ("nvme_core.io_timeout",
/// "rd.lvm.lv"); anything else means the line is not a command line.
bool isParameterName(QByteArrayView name)
{
    return !name.isEmpty() && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
            || c == '.';
    });
}

/// Parameters almost every real command line has one of; used to tell it from other one-liners.
bool isTypicalParameter(const CmdlineArgument& argument)
{
    static constexpr QByteArrayView withValue[] = { "BOOT_IMAGE", "root", "console", "iommu", "intel_iommu",
        "amd_iommu", "initrd", "init", "rdinit", "panic", "mitigations", "rootfstype", "rootflags", "boot",
        "resume", "crashkernel", "pcie_acs_override", "pcie_aspm", "pci", "hugepages", "hugepagesz",
        "default_hugepagesz", "isolcpus", "nohz_full", "rcu_nocbs", "systemd.unit", "cgroup_enable", "vfio-pci.ids",
        "video", "reboot", "loglevel", "earlyprintk", "transparent_hugepage", "net.ifnames", "biosdevname" };
    static constexpr QByteArrayView flags[] = { "ro", "rw", "quiet", "splash", "nosplash", "single", "nomodeset",
        "debug", "noapic", "nolapic", "nosmp", "nokaslr", "nofb", "emergency", "rescue", "noresume" };
    const QByteArrayView name = argument.name;
    if (argument.hasValue)
        return std::find(std::begin(withValue), std::end(withValue), name) != std::end(withValue);
    return std::find(std::begin(flags), std::end(flags), name) != std::end(flags);
}

struct CmdlineReading
{
    QList<CmdlineArgument> arguments; // before "--"
    int invalidNames = 0;
    int typical = 0;
    bool anyValue = false;
    int initArguments = 0; // after "--": the kernel hands these to init untouched
    QList<QByteArrayView> invalid;

    /// Enough like a kernel command line to read it as one: mostly parameter-shaped words, and
    /// either a parameter nearly every command line has or clean "name=value" syntax throughout.
    bool plausible() const
    {
        const int valid = int(arguments.size());
        return valid > 0 && invalidNames <= valid && (typical > 0 || (anyValue && invalidNames == 0));
    }
};

CmdlineReading readCmdline(QByteArrayView line)
{
    CmdlineReading reading;
    QByteArrayView rest = Text::trimmed(line);
    while (!rest.isEmpty()) {
        const CmdlineArgument argument = takeArgument(rest);
        if (!argument.hasValue && argument.name == "--") {
            while (!rest.isEmpty()) {
                takeArgument(rest);
                ++reading.initArguments;
            }
            break;
        }
        if (!isParameterName(argument.name)) {
            ++reading.invalidNames;
            reading.invalid.append(argument.name);
            continue;
        }
        reading.arguments.append(argument);
        reading.anyValue = reading.anyValue || argument.hasValue;
        reading.typical += isTypicalParameter(argument) ? 1 : 0;
    }
    return reading;
}

/// The kernel treats '-' and '_' in parameter names as the same character (parameq()).
/// "cat /proc/cmdline" pasted without a prompt in front.
bool isEchoedCatCommand(QByteArrayView text)
{
    return Text::firstWord(text) == "cat" && text.contains("/proc/cmdline");
}

/// Calls `look(text)` for each trimmed line of the first few KB; sniffing never reads more.
template<class Look>
void forEachHeadLine(QByteArrayView data, Look&& look)
{
    for (const auto& line : Text::splitLines(data.first(std::min<qsizetype>(data.size(), 4096)))) {
        const QByteArray stripped = Text::stripAnsi(line.text);
        look(Text::trimmed(stripped));
    }
}

template<class Matcher>
int countMatchingHeadLines(QByteArrayView data, Matcher&& matches)
{
    int count = 0;
    forEachHeadLine(data, [&](QByteArrayView text) { count += matches(text) ? 1 : 0; });
    return count;
}

} // namespace

ParseResult<NumaTopology> parseNumactl(QByteArrayView data)
{
    ParseResult<NumaTopology> result;
    if (rejectUnreadable(data, result, Tr::tr("expected the output of `numactl -H`")))
        return result;
    NumactlReader reader(result);
    reader.read(data);
    reader.finish();
    return result;
}

int sniffNumactl(QByteArrayView data)
{
    int score = 0;
    forEachHeadLine(data, [&score](QByteArrayView text) {
        const QList<QByteArrayView> words = Text::splitWhitespace(text);
        if (words.size() >= 3 && words[0] == "available:" && Text::startsWith(words[2], "node"))
            score += 50;
        else if (words.size() >= 3 && words[0] == "node" && (words[2] == "cpus:" || words[2] == "size:"))
            score += 15;
        else if (words.size() == 2 && words[0] == "node" && words[1] == "distances:")
            score += 20;
        else if (Text::startsWith(text, "No NUMA available on this system"))
            score += 80;
    });
    return std::min(score, 95);
}

ParseResult<NumaTopology> parseSysfsNodes(QByteArrayView data)
{
    ParseResult<NumaTopology> result;
    if (rejectUnreadable(data, result,
            Tr::tr("expected `grep -H . /sys/devices/system/node/node*/cpulist …` output")))
        return result;
    SysfsNodeReader reader(result);
    reader.read(data);
    reader.finish();
    return result;
}

int sniffSysfsNodes(QByteArrayView data)
{
    return Text::sniffConfidence(countMatchingHeadLines(data, [](QByteArrayView text) {
        const auto attribute = splitNodeAttribute(text);
        return attribute && attribute->node >= 0
            && (attribute->name == "cpulist" || attribute->name == "distance" || attribute->name == "meminfo"
                || attribute->name == "cpumap");
    }));
}

ParseResult<QList<PciDevice>> parseSysfsPci(QByteArrayView data)
{
    ParseResult<QList<PciDevice>> result;
    if (rejectUnreadable(data, result, Tr::tr("expected per-device sysfs attributes, \"<path>/<attribute>:<value>\"")))
        return result;
    SysfsPciReader reader(result);
    reader.read(data);
    reader.finish();
    return result;
}

int sniffSysfsPci(QByteArrayView data)
{
    return Text::sniffConfidence(countMatchingHeadLines(data, [](QByteArrayView text) {
        const auto parts = splitPciAttribute(text);
        return parts && pciAttribute(parts->name) != PciAttribute::Unknown;
    }));
}

ParseResult<KernelCmdline> parseKernelCmdline(QByteArrayView data)
{
    ParseResult<KernelCmdline> result;
    if (rejectUnreadable(data, result, Tr::tr("expected the one line of /proc/cmdline")))
        return result;

    LineWarnings<KernelCmdline> warnings(result);
    QByteArray cmdline;
    int cmdlineLine = 0;
    int extraLines = 0;
    int firstExtraLine = 0;
    forEachLine(data, warnings, [&](int line, QByteArrayView text) {
        if (isEchoedCatCommand(text))
            return;
        if (cmdlineLine == 0) {
            cmdline = text.toByteArray(); // the view's storage is reused for the next line
            cmdlineLine = line;
        } else if (extraLines++ == 0) {
            firstExtraLine = line;
        }
    });

    const CmdlineReading reading = readCmdline(cmdline);
    // Odd words on one line can be a boot loader's quirk; on a line followed by more lines they
    // are a log or another tool's output ("[    0.000000] Command line: …").
    if (!reading.plausible() || (reading.invalidNames > 0 && extraLines > 0)) {
        result.diagnostics.clear();
        result.error(cmdlineLine, Tr::tr("This does not look like a kernel command line (/proc/cmdline): "
                                         "expected parameters such as root=…, ro, quiet or console=…."));
        return result;
    }
    for (const QByteArrayView name : reading.invalid)
        warnings.warn(cmdlineLine, Tr::tr("Not a kernel parameter name, skipped: %1").arg(Text::excerpt(name)));
    warnings.finish();
    if (reading.typical == 0) {
        result.warn(cmdlineLine, Tr::tr("None of the usual kernel parameters (root=, ro, quiet, console=, …) is "
                                        "here; is this really /proc/cmdline?"));
    }
    if (extraLines > 0) {
        result.warn(firstExtraLine, Tr::tr("/proc/cmdline is a single line; %n more line(s) from here on were not read",
                                        nullptr, extraLines));
    }
    if (reading.initArguments > 0) {
        result.info(cmdlineLine, Tr::tr("%n argument(s) after \"--\" go to init, not to the kernel; they are in "
                                        "the raw line only", nullptr, reading.initArguments));
    }

    KernelCmdline& value = result.value;
    value.raw = Text::cleanText(cmdline);
    value.parameters.reserve(reading.arguments.size());
    for (const auto& argument : reading.arguments)
        value.parameters.append({ Text::cleanText(argument.name), Text::cleanText(argument.value) });
    return result;
}

int sniffKernelCmdline(QByteArrayView data)
{
    QByteArray first;
    int contentLines = 0;
    forEachHeadLine(data, [&](QByteArrayView text) {
        if (text.isEmpty() || Text::isShellPromptLine(text) || isEchoedCatCommand(text))
            return;
        if (contentLines++ == 0)
            first = text.toByteArray();
    });
    // /proc/cmdline is one line; several lines of key=value text are something else.
    if (contentLines != 1)
        return 0;
    const CmdlineReading reading = readCmdline(first);
    if (reading.invalidNames > 0 || !reading.plausible())
        return 0;
    switch (reading.typical) {
    case 0:
        return 10; // "color=blue size=large" has the syntax, but so has many a config line
    case 1:
        return 50;
    default:
        return 90;
    }
}

} // namespace Topo
