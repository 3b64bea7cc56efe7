// SPDX-License-Identifier: GPL-3.0-or-later
// NUMA node attributes from /sys/devices/system/node, as `grep -H .` lists them.
#include "parse/sysfs/sysfs.h"

#include "parse/linereading.h"
#include "parse/numanodes.h"
#include "util/tr.h"
#include "util/text.h"

#include <QHash>

#include <algorithm>

namespace Topo {

namespace {

using namespace LineReading;
using namespace NumaNodes;

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

} // namespace

ParseResult<NumaTopology> parseSysfsNodes(QByteArrayView data)
{
    return readLines<SysfsNodeReader, NumaTopology>(
        data, Tr::tr("expected `grep -H . /sys/devices/system/node/node*/cpulist …` output"));
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

} // namespace Topo
