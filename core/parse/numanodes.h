// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the NUMA formats (numactl -H, /sys/devices/system/node) and the sysfs PCI listing's
// local_cpulist; not part of the parse API.

#include "model/numa.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>

namespace Topo::NumaNodes {

// A cpu list for 65536 CPUs written one by one is ~400 KB; longer is not a cpu list, and
// expandCpuList() would first split all of it.
constexpr qsizetype maxCpuListLength = 1 << 19;

/// The kernel's compact cpu list form ("0-15,128-143") for a set of CPU numbers.
QString compactCpuList(QList<int> cpus);

/// A kernel cpu list ("0-15,128-143"), refused when longer than any real one.
bool parseCpuList(QByteArrayView text, QList<int>* cpus);

/// Nodes by ascending id, nodes with the same id kept in their order.
void sortNodes(NumaTopology& topology);

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

} // namespace Topo::NumaNodes
