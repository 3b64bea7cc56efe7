// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>

namespace Topo::Layout {

/// The point half way along a chain of cubic Bézier segments (the first point, then three a
/// segment, as Graphviz gives an edge), where a link's label sits: the segment that holds the
/// half of the chain's length, at the share of its own length still to go taken as its curve
/// parameter (as QPainterPath::pointAtPercent places it, so the window's labels and an
/// export's sit alike). The first point where the chain has no segment.
QPointF pointAtHalfLength(const QList<QPointF>& chain);

} // namespace Topo::Layout
