// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/pairfanitem.h"

#include "topology/pixelcanvas.h"
#include "topology/sceneitems.h"
#include "topology/scenetheme.h"
#include "widgets/inerttooltip.h"

#include <QGraphicsSceneHoverEvent>
#include <QStyleOptionGraphicsItem>
#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

namespace {

/// Hit distance, in device pixels, for the arc under the pointer.
constexpr qreal hitPixels = 4;

/// More arcs than this in one fan overlap too densely on screen for antialiasing to show.
constexpr qsizetype denseFanArcs = 32;

qreal distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const qreal length2 = QPointF::dotProduct(ab, ab);
    const qreal t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}

bool samePen(const QPen& a, const QPen& b)
{
    return a.color() == b.color() && a.style() == b.style();
}

} // namespace

PairFanItem::PairFanItem(QList<Arc> arcs, TipFor tipFor)
    : m_arcs(std::move(arcs))
    , m_tipFor(std::move(tipFor))
{
    setZValue(2);
    setAcceptHoverEvents(true);
    for (int i = 0; i < m_arcs.size(); ++i) {
        m_bounds = m_bounds.isNull() ? m_arcs[i].bounds : m_bounds.united(m_arcs[i].bounds);
        const QPen pen = arcPen(m_arcs[i].edge);
        qsizetype group = 0;
        for (; group < m_pens.size() && !samePen(m_pens[group], pen); ++group) { }
        if (group == m_pens.size()) {
            m_pens.append(pen);
            m_byPen.append(QList<int>());
        }
        m_byPen[group].append(i);
    }
    m_bounds.adjust(-2, -2, 2, 2);
}

int PairFanItem::type() const
{
    return PairFanType;
}

QPen PairFanItem::arcPen(const Layout::GraphEdge& edge)
{
    QPen pen(linkClassColor(edge.linkClass.linkClass), 1.0);
    pen.setCosmetic(true);
    // Solid: P2P OK. Dashed: the driver refuses P2P (NS, CNS, …). Dotted: not reported.
    if (!edge.p2p)
        pen.setStyle(Qt::DotLine);
    else if (*edge.p2p != P2pStatus::Ok && *edge.p2p != P2pStatus::Self)
        pen.setStyle(Qt::DashLine);
    return pen;
}

PairFanItem::Arc::Arc(const Layout::GraphEdge& edge_, QPointF left_, QPointF right_, qreal depth_)
    : edge(edge_)
    , left(left_)
    , right(right_)
    , depth(depth_)
{
    // x spans the ends; y's extreme below them is where dy/dt = 0, found by sampling, which
    // is exact where both ends sit on one row (t = 1/2, depth × 3/4) and close otherwise.
    qreal bottom = std::max(left.y(), right.y());
    for (int i = 1; i < 32; ++i)
        bottom = std::max(bottom, at(i / 32.0).y());
    bounds = QRectF(QPointF(left.x(), std::min(left.y(), right.y())), QPointF(right.x(), bottom));
}

QPointF PairFanItem::Arc::at(qreal t) const
{
    const qreal u = 1 - t;
    // x: the ends' x blended by smoothstep (the controls share the ends' x); y: the cubic.
    const qreal x = left.x() + (right.x() - left.x()) * t * t * (3 - 2 * t);
    const qreal y = u * u * u * left.y() + 3 * u * u * t * (left.y() + depth) + 3 * u * t * t * (right.y() + depth)
        + t * t * t * right.y();
    return { x, y };
}

qreal PairFanItem::Arc::parameterAt(qreal x) const
{
    const qreal span = right.x() - left.x();
    if (span <= 0)
        return x < left.x() ? 0 : 1;
    // The inverse of smoothstep s = 3t² − 2t³ on [0, 1].
    const qreal s = std::clamp((x - left.x()) / span, 0.0, 1.0);
    return std::clamp(0.5 - std::sin(std::asin(1 - 2 * s) / 3), 0.0, 1.0);
}

int PairFanItem::Arc::segmentsFor(qreal t0, qreal t1, qreal tolerance) const
{
    // A chord over a parameter step h strays from the curve by at most |B''| h² / 8, and
    // |B''| ≤ 6 (span + depth + the ends' height difference) on this cubic.
    const qreal curvature = 6 * ((right.x() - left.x()) + depth + std::abs(right.y() - left.y()));
    if (curvature <= 0 || tolerance <= 0)
        return 1;
    const qreal step = std::sqrt(8 * tolerance / curvature);
    return std::clamp(int(std::ceil((t1 - t0) / step)), 1, 4096);
}

void PairFanItem::sample(const Arc& arc, qreal t0, qreal t1, qreal tolerance) const
{
    const int segments = arc.segmentsFor(t0, t1, tolerance);
    m_points.resize(segments + 1);
    for (int i = 0; i <= segments; ++i)
        m_points[i] = arc.at(t0 + (t1 - t0) * i / segments);
}

int PairFanItem::arcAt(const QPointF& point, qreal reach) const
{
    int nearest = -1;
    qreal best = reach;
    for (int i = 0; i < m_arcs.size(); ++i) {
        const Arc& arc = m_arcs[i];
        if (!arc.bounds.adjusted(-reach, -reach, reach, reach).contains(point))
            continue;
        // Only the stretch of the arc within reach of the point, in x, can be near it.
        sample(arc, arc.parameterAt(point.x() - reach), arc.parameterAt(point.x() + reach), reach / 8);
        for (qsizetype k = 0; k + 1 < m_points.size(); ++k) {
            const qreal d = distanceToSegment(point, m_points[k], m_points[k + 1]);
            if (d <= best) {
                best = d;
                nearest = i;
            }
        }
    }
    return nearest;
}

bool PairFanItem::contains(const QPointF& point) const
{
    return arcAt(point, m_reach) >= 0;
}

bool PairFanItem::collidesWithPath(const QPainterPath& path, Qt::ItemSelectionMode mode) const
{
    // A point query (hover, click, tooltip) comes as a tiny square: near an arc, not in its box.
    const QRectF box = path.boundingRect();
    if (box.width() <= 2 && box.height() <= 2)
        return contains(box.center());
    return QGraphicsItem::collidesWithPath(path, mode);
}

void PairFanItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget)
{
    const QTransform transform = painter->worldTransform();
    const qreal scale = std::sqrt(std::abs(transform.determinant()));
    if (scale <= 0 || !transform.isInvertible())
        return;
    m_reach = hitPixels / scale;
    // What is on screen, in scene units: the widget's rect where there is one (a view), else
    // the exposed rect (an export), each with a margin for the pen.
    QRectF clip = widget ? transform.inverted().mapRect(QRectF(widget->rect())) : option->exposedRect;
    if (clip.isEmpty())
        clip = m_bounds;
    const qreal margin = 3 / scale;
    clip.adjust(-margin, -margin, margin, margin);
    // A quarter of a device pixel: smooth at any zoom, and no point more than that.
    const qreal tolerance = 0.25 / scale;
    // On screen, a fan of many arcs is drawn without antialiasing, straight into an image: its
    // arcs run within a pixel or two of each other for most of their length (a 256-GPU host's
    // fan is a band a few pixels high), so antialiasing blends each of those pixels dozens of
    // times for no visible difference (a key step 14 ms antialiased, 6 ms not), and QPainter's
    // aliased stroker still spent most of a click on them (PixelCanvas). An export keeps Qt's
    // antialiased strokes.
    const bool onScreen = widget && painter->device()->devType() == QInternal::Widget;
    if (onScreen && m_arcs.size() > denseFanArcs) {
        paintPixels(painter, clip, tolerance);
        return;
    }
    painter->setBrush(Qt::NoBrush);
    for (qsizetype group = 0; group < m_pens.size(); ++group) {
        painter->setPen(m_pens[group]);
        for (const int i : std::as_const(m_byPen[group])) {
            const Arc& arc = m_arcs[i];
            if (!clip.intersects(arc.bounds))
                continue;
            sample(arc, arc.parameterAt(clip.left()), arc.parameterAt(clip.right()), tolerance);
            painter->drawPolyline(m_points);
        }
    }
}

void PairFanItem::paintPixels(QPainter* painter, const QRectF& clip, qreal tolerance) const
{
    // The canvas covers the part of the fan on screen, in device pixels: the widget's logical
    // pixels times its device pixel ratio.
    const qreal ratio = painter->device()->devicePixelRatioF();
    const QTransform toDevice = painter->worldTransform() * QTransform::fromScale(ratio, ratio);
    const QRect screen(QPoint(0, 0), QSize(painter->device()->width(), painter->device()->height()) * ratio);
    const QRect area = toDevice.mapRect(clip.intersected(m_bounds)).toAlignedRect().adjusted(-1, -1, 1, 1) & screen;
    if (area.isEmpty())
        return;
    PixelCanvas canvas(area.size());
    const QTransform toCanvas = toDevice * QTransform::fromTranslate(-area.left(), -area.top());
    for (qsizetype group = 0; group < m_pens.size(); ++group) {
        const QRgb color = m_pens[group].color().rgb();
        const Qt::PenStyle style = m_pens[group].style();
        for (const int i : std::as_const(m_byPen[group])) {
            const Arc& arc = m_arcs[i];
            if (!clip.intersects(arc.bounds))
                continue;
            sample(arc, arc.parameterAt(clip.left()), arc.parameterAt(clip.right()), tolerance);
            for (QPointF& point : m_points)
                point = toCanvas.map(point);
            canvas.drawPolyline(m_points, color, style);
        }
    }
    QImage image = canvas.image();
    image.setDevicePixelRatio(ratio);
    painter->save();
    painter->resetTransform();
    painter->drawImage(QPointF(area.topLeft()) / ratio, image);
    painter->restore();
}

void PairFanItem::showTipAt(const QPointF& point)
{
    const int arc = arcAt(point, m_reach);
    if (arc != m_tipArc) {
        m_tipArc = arc;
        setToolTip(arc >= 0 && m_tipFor ? inertToolTip(m_tipFor(m_arcs[arc])) : QString());
    }
}

void PairFanItem::hoverEnterEvent(QGraphicsSceneHoverEvent* event)
{
    showTipAt(event->pos());
    QGraphicsItem::hoverEnterEvent(event);
}

void PairFanItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event)
{
    showTipAt(event->pos());
    QGraphicsItem::hoverMoveEvent(event);
}

} // namespace Topo::Ui
