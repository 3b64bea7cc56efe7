// SPDX-License-Identifier: GPL-3.0-or-later
// `numactl -H` / `numactl --hardware`.
#include "parse/numactl/numactl.h"

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

} // namespace

ParseResult<NumaTopology> parseNumactl(QByteArrayView data)
{
    return readLines<NumactlReader, NumaTopology>(data, Tr::tr("expected the output of `numactl -H`"));
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

} // namespace Topo
