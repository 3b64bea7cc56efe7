// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace Topo::Ui {

/// Strokes the part of `line` that crosses `clip` (the painter's units), as runs of whole
/// segments, so a dash pattern runs on along each run. Qt flattens and strokes a line whole
/// before it clips: at a readable zoom the pair arcs of one GPU among 256 run some 30,000 px
/// each, for the 1,000 px in view, and that took 150 ms a frame.
inline void strokeVisibleRuns(QPainter* painter, const QPolygonF& line, const QRectF& clip)
{
    const qsizetype n = line.size();
    qsizetype start = -1;
    for (qsizetype i = 0; i + 1 < n; ++i) {
        const QPointF& a = line[i];
        const QPointF& b = line[i + 1];
        // A segment's box, widened by a unit so that a level or upright one still has an area.
        const bool visible = std::max(a.x(), b.x()) + 1 >= clip.left() && std::min(a.x(), b.x()) - 1 <= clip.right()
            && std::max(a.y(), b.y()) + 1 >= clip.top() && std::min(a.y(), b.y()) - 1 <= clip.bottom();
        if (visible && start < 0)
            start = i;
        if (!visible && start >= 0) {
            painter->drawPolyline(line.constData() + start, int(i - start + 1));
            start = -1;
        }
    }
    if (start >= 0)
        painter->drawPolyline(line.constData() + start, int(n - start));
}

} // namespace Topo::Ui
