// SPDX-License-Identifier: GPL-3.0-or-later
// hwloc's distance matrices: 1.x <distances> of <latency>, 2.x <distances2> with <indexes> and
// <u64values> (hwloc/topology-xml.c of hwloc 2.9).
#include "parse/hwloc/hwlocdistances.h"

#include "parse/hwloc/hwlocattributes.h"
#include "util/text.h"
#include "util/tr.h"

#include <algorithm>
#include <cmath>

namespace Topo {

namespace {
// Far beyond real matrices (hwloc's own are NUMA nodes, GPUs and switches: tens of objects).
constexpr qint64 maxV1Objects = 4096;
constexpr qint64 maxV2Objects = 65536;
} // namespace

void HwlocDistanceReader::startV1(const QXmlStreamAttributes& attributes, bool onRoot, int line)
{
    Open open;
    open.isV1 = true;
    open.matrix.line = line;
    open.matrix.kind = HwlocDistances::FromOs | HwlocDistances::MeansLatency; // as hwloc 2 imports them
    const auto count = HwlocAttributes::readNumber(attributes.value(QLatin1StringView("nbobjs")));
    const auto depth = HwlocAttributes::readNumber(attributes.value(QLatin1StringView("relative_depth")));
    bool baseOk = false;
    open.latencyBase = attributes.value(QLatin1StringView("latency_base")).toDouble(&baseOk);
    open.count = count && *count <= quint64(maxV1Objects) ? qint64(*count) : 0;
    open.relativeDepth = depth && *depth < 1000 ? int(*depth) : 0;
    open.unreadable = !count || !depth || !baseOk || open.count == 0;
    // hwloc 2's importer keeps only the root's: only NUMA distances matter, and they are there.
    open.count = onRoot ? open.count : -1;
    m_open = open;
}

void HwlocDistanceReader::latency(const QXmlStreamAttributes& attributes)
{
    if (!m_open || !m_open->isV1)
        return;
    bool ok = false;
    const double value = attributes.value(QLatin1StringView("value")).toDouble(&ok);
    if (!ok || !std::isfinite(value) || m_open->matrix.values.size() >= m_open->count * m_open->count)
        m_open->unreadable = true;
    else
        m_open->matrix.values.append(value * m_open->latencyBase);
}

void HwlocDistanceReader::startV2(const QXmlStreamAttributes& attributes, bool heterogeneous, int line)
{
    Open open;
    open.heterogeneous = heterogeneous;
    open.matrix.line = line;
    open.matrix.name = Text::cleanText(attributes.value(QLatin1StringView("name")));
    open.type = attributes.value(QLatin1StringView("type")).toString();
    const auto count = HwlocAttributes::readNumber(attributes.value(QLatin1StringView("nbobjs")));
    const auto kind = HwlocAttributes::readNumber(attributes.value(QLatin1StringView("kind")));
    open.count = count && *count <= quint64(maxV2Objects) ? qint64(*count) : 0;
    open.matrix.kind = kind ? quint32(*kind) : 0;
    const bool indexing = attributes.hasAttribute(QLatin1StringView("indexing"));
    open.osIndexing = attributes.value(QLatin1StringView("indexing")) == u"os";
    // What hwloc refuses the matrix for: no size, no kind, and for one type, no type or indexing.
    open.unreadable = open.count == 0 || open.matrix.kind == 0 || (!heterogeneous && (open.type.isEmpty() || !indexing));
    if (heterogeneous)
        open.matrix.kind |= HwlocDistances::HeterogeneousTypes;
    m_open = open;
}

void HwlocDistanceReader::numbers(QStringView element, const QString& text)
{
    if (!m_open || m_open->isV1)
        return;
    Open& open = *m_open;
    const bool isIndexes = element == u"indexes";
    // hwloc separates them by single spaces; any white space will do.
    const QString spaced = text.simplified();
    for (QStringView token : QStringView(spaced).split(u' ', Qt::SkipEmptyParts)) {
        if (isIndexes) {
            QString type = open.type;
            if (open.heterogeneous) { // "OSDev:802"
                const qsizetype colon = token.indexOf(u':');
                if (colon < 1) {
                    open.unreadable = true;
                    return;
                }
                type = token.left(colon).toString();
                token = token.mid(colon + 1);
            }
            const auto index = HwlocAttributes::readNumber(token);
            if (!index || open.indexes.size() >= open.count) {
                open.unreadable = true;
                return;
            }
            open.indexes.append({ type, *index });
        } else {
            const auto value = HwlocAttributes::readNumber(token);
            if (!value || open.matrix.values.size() >= open.count * open.count) {
                open.unreadable = true;
                return;
            }
            open.matrix.values.append(double(*value));
        }
    }
}

void HwlocDistanceReader::end()
{
    if (!m_open)
        return;
    const Open open = *m_open;
    m_open.reset();
    if (open.isV1 && open.count < 0)
        return; // not the root's
    const qint64 n = open.count;
    const bool complete = open.matrix.values.size() == n * n && (open.isV1 || open.indexes.size() == n);
    if (open.unreadable || !complete) {
        m_warnings.warn(open.matrix.line, [&] {
            return open.matrix.name.isEmpty()
                ? Tr::tr("this distance matrix is incomplete or not in hwloc's form; hwloc ignores it too")
                : Tr::tr("distance matrix %1 is incomplete or not in hwloc's form; hwloc ignores it too").arg(open.matrix.name);
        });
        return;
    }
    if (n >= 2) // hwloc ignores matrices of one object
        m_read.append(open);
}

QList<HwlocDistances> HwlocDistanceReader::finish(const HwlocObjectIndex& index, Diagnostics& out) const
{
    QList<HwlocDistances> matrices;
    for (Open open : m_read) {
        if (open.isV1) {
            // 1.x matrices do not name their objects: hwloc 2 takes one whose size is the
            // number of NUMA nodes for the NUMA nodes in file order, and drops the others.
            if (open.count != index.numaInOrder.size()) {
                out.append({ open.matrix.line, Severity::Info,
                    Tr::tr("distances between %1 objects at relative depth %2 are not between the %3 NUMA nodes; "
                           "hwloc 2 drops them too")
                        .arg(open.count)
                        .arg(open.relativeDepth)
                        .arg(index.numaInOrder.size()) });
                continue;
            }
            for (int id : index.numaInOrder)
                open.matrix.objects.append({ QStringLiteral("NUMANode"), quint64(id), QStringLiteral("NUMANode P#%1").arg(id) });
            matrices.append(open.matrix);
            continue;
        }
        for (const auto& [type, number] : std::as_const(open.indexes)) {
            // NUMA nodes and PUs are named by OS index with indexing="os"; the rest, and every
            // object of a heterogeneous matrix, by global index.
            HwlocDistanceObject object { Text::cleanText(QStringView(type).left(40)), number, {} };
            if (!open.heterogeneous && open.osIndexing) {
                object.label = index.byOsIndex.value({ type, number });
            } else {
                const auto it = index.byGpIndex.constFind(number);
                if (it != index.byGpIndex.cend() && it->first == type)
                    object.label = it->second;
            }
            open.matrix.objects.append(object);
        }
        matrices.append(open.matrix);
    }
    return matrices;
}

void fillNumaDistances(HwlocTopology& topology)
{
    NumaTopology& numa = topology.numa;
    for (const HwlocDistances& d : std::as_const(topology.distances)) {
        if (!(d.kind & HwlocDistances::MeansLatency) || (d.kind & HwlocDistances::HeterogeneousTypes)
            || d.size() != numa.nodes.size())
            continue;
        QHash<int, qsizetype> position;
        for (qsizetype i = 0; i < d.objects.size(); ++i) {
            if (d.objects[i].type == u"NUMANode")
                position.insert(int(d.objects[i].index), i);
        }
        const bool covers = std::all_of(numa.nodes.cbegin(), numa.nodes.cend(),
            [&](const NumaNode& n) { return position.contains(n.id); });
        const bool whole = std::all_of(d.values.cbegin(), d.values.cend(),
            [](double v) { return v >= 0 && v < 1e9 && std::abs(v - std::round(v)) < 0.001; });
        if (!covers || !whole)
            continue;
        for (NumaNode& a : numa.nodes) {
            a.distances.clear();
            for (const NumaNode& b : std::as_const(numa.nodes))
                a.distances.append(int(std::lround(d.value(position.value(a.id), position.value(b.id)))));
        }
        return;
    }
}

} // namespace Topo
