// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/numanodes.h"

#include <algorithm>

namespace Topo::NumaNodes {

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

} // namespace Topo::NumaNodes
