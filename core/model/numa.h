// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Topo {

struct NumaNode
{
    int id = 0;
    QString cpuList;        // "0-23,48-71", as the kernel prints it
    QList<int> cpus;        // expanded
    qint64 sizeMiB = -1;
    qint64 freeMiB = -1;
    QList<int> distances;   // to every node, in `nodeIds` order of NumaTopology
};

struct NumaTopology
{
    QList<NumaNode> nodes;
    QList<int> nodeIds() const;
    const NumaNode* find(int id) const;
    bool isEmpty() const { return nodes.isEmpty(); }
};

/// Expands a kernel cpu list ("0-3,8,10-11") into numbers; returns false on malformed input.
bool expandCpuList(QStringView text, QList<int>* out);

} // namespace Topo
