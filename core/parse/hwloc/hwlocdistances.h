// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the hwloc XML reader (not part of the parse API): its distance matrices, read as
// hwloc's importer reads them (hwloc__xml_v1import_distances, hwloc__xml_v2import_distances).

#include "model/hwloc.h"
#include "parse/cappeddiagnostics.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QXmlStreamAttributes>

#include <optional>

namespace Topo {

/// What the matrices name their objects by, gathered while the objects are read.
struct HwlocObjectIndex
{
    QHash<quint64, QPair<QString, QString>> byGpIndex; // gp_index (3.x: id="objN") → type, label
    QHash<QPair<QString, quint64>, QString> byOsIndex; // (type, os_index) → label, NUMA nodes and PUs
    QList<int> numaInOrder;                            // NUMA nodes' os_index in file order
};

/// Reads `<distances2>`/`<distances2hetero>` (2.x, 3.x, children of `<topology>`) and 1.x's
/// `<distances>` (children of an object), one open at a time.
class HwlocDistanceReader
{
public:
    explicit HwlocDistanceReader(CappedDiagnostics& warnings) : m_warnings(warnings) {}

    bool isOpen() const { return m_open.has_value(); }
    /// `onRoot`: the object it belongs to is the root (only those count, as in hwloc 2).
    void startV1(const QXmlStreamAttributes& attributes, bool onRoot, int line);
    void latency(const QXmlStreamAttributes& attributes);
    void startV2(const QXmlStreamAttributes& attributes, bool heterogeneous, int line);
    /// The text of an `<indexes>` or `<u64values>` child.
    void numbers(QStringView element, const QString& text);
    /// The end of the open matrix's element.
    void end();

    /// The matrices hwloc would keep, their objects resolved; 1.x matrices that are not
    /// between the NUMA nodes get an info in `out`.
    QList<HwlocDistances> finish(const HwlocObjectIndex& index, Diagnostics& out) const;

private:
    struct Open
    {
        HwlocDistances matrix;
        bool isV1 = false;
        bool heterogeneous = false;
        bool osIndexing = false;
        QString type;
        qint64 count = 0; // nbobjs
        QList<QPair<QString, quint64>> indexes;
        double latencyBase = 0; // 1.x
        int relativeDepth = 0;  // 1.x
        bool unreadable = false;
    };
    CappedDiagnostics& m_warnings;
    std::optional<Open> m_open;
    QList<Open> m_read;
};

/// NumaNode::distances from the first latency matrix between exactly the NUMA nodes, when its
/// values are whole numbers.
void fillNumaDistances(HwlocTopology& topology);

} // namespace Topo
