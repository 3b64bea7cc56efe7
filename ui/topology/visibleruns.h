// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPaintEngine>
#include <QPainter>
#include <QPolygonF>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

/// The view in an item's units, widened by `margin` screen pixels, where the item is worth
/// cutting to the view by hand: when painting a view (`widget`) and far larger than it (its
/// `bounds`, in item units, at least twice the view round). Empty otherwise: draw it whole.
inline QRectF handClip(const QPainter* painter, const QWidget* widget, const QRectF& bounds, qreal margin)
{
    const QTransform transform = painter->worldTransform();
    const QRectF device = widget ? QRectF(widget->rect()) : QRectF();
    const QRectF extent = transform.mapRect(bounds);
    if (device.isEmpty() || !transform.isInvertible() || extent.width() + extent.height() < 2 * (device.width() + device.height()))
        return {};
    return transform.inverted().mapRect(device.adjusted(-margin, -margin, margin, margin));
}

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

/// Strokes the part of `line` inside `clip` (the painter's units) with a cosmetic pen, dashed or
/// not, each segment cut to the clip first: a cluster's border is a few straight sides some
/// 30,000 px long at a readable zoom, and Qt's cosmetic stroker walks every pixel of a dashed
/// line, in view or not. The dashes are pinned to the scene: each piece is drawn along its
/// longer axis on screen, its pattern starting where it would from the scene's origin, so they
/// stay put as the view scrolls and repaints a strip at a time.
inline void strokeClippedDashed(QPainter* painter, const QPolygonF& line, const QRectF& clip)
{
    const QTransform transform = painter->worldTransform();
    QPen pen = painter->pen();
    // A solid pen stays solid: QPen::setDashOffset makes any pen a custom dash, which Qt then
    // draws through its general stroker.
    const bool dashed = pen.style() != Qt::SolidLine;
    const qreal unit = std::max<qreal>(pen.widthF(), 1);
    qreal period = 0; // of the dash pattern, in pen widths: offsets are taken modulo it
    for (const qreal dash : pen.dashPattern())
        period += dash;
    const QPointF origin = transform.map(QPointF(0, 0));
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    // Cut to where Qt will draw as well (the device, the exposed region a repaint is limited to,
    // the painter's clip): a line Qt cuts itself starts its dashes afresh at the cut.
    // In the engine's device (a widget paints into its window's backing store, offset), where
    // the exposed region is.
    const QTransform toEngine = painter->deviceTransform();
    const QPaintEngine* engine = painter->paintEngine();
    const QPaintDevice* target = engine && engine->paintDevice() ? engine->paintDevice() : painter->device();
    QRectF drawable(0, 0, target->width(), target->height());
    if (const QRegion exposed = engine ? engine->systemClip() : QRegion(); !exposed.isEmpty())
        drawable &= QRectF(exposed.boundingRect());
    if (painter->hasClipping())
        drawable &= toEngine.mapRect(painter->clipBoundingRect());
    const QRectF cut = toEngine.isInvertible() ? clip & toEngine.inverted().mapRect(drawable) : clip;
    for (qsizetype i = 0; i + 1 < line.size(); ++i) {
        const QPointF a = line[i];
        const QPointF d = line[i + 1] - a;
        // Liang-Barsky: the segment's parameter range inside the clip.
        qreal t0 = 0;
        qreal t1 = 1;
        const qreal p[4] = { -d.x(), d.x(), -d.y(), d.y() };
        const qreal q[4] = { a.x() - cut.left(), cut.right() - a.x(), a.y() - cut.top(), cut.bottom() - a.y() };
        bool inside = true;
        for (int k = 0; k < 4 && inside; ++k) {
            if (p[k] == 0) {
                inside = q[k] >= 0;
            } else if (const qreal t = q[k] / p[k]; p[k] < 0) {
                t0 = std::max(t0, t);
            } else {
                t1 = std::min(t1, t);
            }
        }
        if (!inside || t0 >= t1)
            continue;
        QPointF from = a + t0 * d;
        QPointF to = a + t1 * d;
        const QPointF screenFrom = transform.map(from);
        const QPointF screenTo = transform.map(to);
        const bool level = std::abs(screenTo.x() - screenFrom.x()) >= std::abs(screenTo.y() - screenFrom.y());
        const qreal start = level ? std::min(screenFrom.x(), screenTo.x()) - origin.x() : std::min(screenFrom.y(), screenTo.y()) - origin.y();
        if (level ? screenTo.x() < screenFrom.x() : screenTo.y() < screenFrom.y())
            std::swap(from, to);
        if (dashed && period > 0) {
            const qreal offset = std::fmod(start / unit, period);
            pen.setDashOffset(offset < 0 ? offset + period : offset);
            painter->setPen(pen);
        }
        // A level or upright side is drawn aliased: crisp, and on Qt's fast path (antialiased,
        // such a line across the view took 0.5 ms in the window's painter).
        painter->setRenderHint(QPainter::Antialiasing, antialiased && d.x() != 0 && d.y() != 0);
        painter->drawLine(from, to);
    }
    painter->setRenderHint(QPainter::Antialiasing, antialiased);
}

} // namespace Topo::Ui
