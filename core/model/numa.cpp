// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/numa.h"

#include "util/lookup.h"

namespace Topo {

QList<int> NumaTopology::nodeIds() const
{
    QList<int> ids;
    for (const auto& n : nodes)
        ids.append(n.id);
    return ids;
}

const NumaNode* NumaTopology::find(int id) const
{
    return findBy(nodes, &NumaNode::id, id);
}

bool expandCpuList(QStringView text, QList<int>* out)
{
    out->clear();
    text = text.trimmed();
    if (text.isEmpty())
        return true;
    constexpr int maxCpus = 1 << 16; // bounds memory on hostile ranges like "0-2000000000"
    for (QStringView part : text.split(u',')) {
        part = part.trimmed();
        if (part.isEmpty())
            return false;
        const qsizetype dash = part.indexOf(u'-');
        bool ok1 = false;
        bool ok2 = false;
        if (dash < 0) {
            const int v = part.toInt(&ok1);
            if (!ok1 || v < 0)
                return false;
            out->append(v);
        } else {
            const int a = part.left(dash).toInt(&ok1);
            const int b = part.mid(dash + 1).toInt(&ok2);
            if (!ok1 || !ok2 || a < 0 || b < a || b - a > maxCpus)
                return false;
            for (int v = a; v <= b; ++v)
                out->append(v);
        }
        if (out->size() > maxCpus)
            return false;
    }
    return true;
}

} // namespace Topo
