// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/graph.h"

#include <QGraphicsItem>
#include <QPen>
#include <QPolygonF>
#include <QRectF>

#include <functional>

namespace Topo::Ui {

/// The selected GPU's arcs to every peer, on a machine whose pair arcs are drawn on demand:
/// one item for the whole fan. As 255 path items of their own, a click on a 256-GPU host
/// spent more time deleting, creating and re-flattening arcs than drawing them; here each arc
/// is its cubic's ends and depth, the arcs that share a pen are drawn together, and only the
/// part of each that is on screen is sampled, at the zoom it is drawn at, and stroked.
class PairFanItem : public QGraphicsItem
{
public:
    /// A cubic from `left` to `right` (on the GPUs' bottom edges, scene units) whose control
    /// points both lie `depth` below its ends: it leaves and enters the GPUs upright, and its
    /// x grows monotonically along it, which lets a paint find the visible part in closed form.
    struct Arc
    {
        Arc(const Layout::GraphEdge& edge, QPointF left, QPointF right, qreal depth);
        QPointF at(qreal t) const;
        /// The curve parameter where the arc is at `x` (clamped to its ends).
        qreal parameterAt(qreal x) const;
        /// Uniform parameter steps in [t0, t1] that keep the chords within `tolerance` scene
        /// units of the curve.
        int segmentsFor(qreal t0, qreal t1, qreal tolerance) const;

        Layout::GraphEdge edge;
        QPointF left;
        QPointF right;
        qreal depth = 0;
        QRectF bounds; // the curve's bounding box
    };
    /// What an arc's tooltip says: built when the pointer rests on it, not for 255 arcs a click.
    using TipFor = std::function<QString(const Arc&)>;

    PairFanItem(QList<Arc> arcs, TipFor tipFor);

    int type() const override;
    QRectF boundingRect() const override { return m_bounds; }
    /// Near an arc (a few pixels at the view's zoom), not anywhere in the fan's box: the boxes
    /// under the GPU row stay clickable, and a tooltip names the arc under the pointer.
    bool contains(const QPointF& point) const override;
    bool collidesWithPath(const QPainterPath& path, Qt::ItemSelectionMode mode) const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const QList<Arc>& arcs() const { return m_arcs; }
    /// The arc nearest to `point` within `reach` scene units, or -1.
    int arcAt(const QPointF& point, qreal reach) const;

    /// A GPU pair arc's pen: the link class's colour, solid where P2P is OK, dashed where the
    /// driver refuses it, dotted where no tool reported it; one pixel wide, as very many arcs.
    static QPen arcPen(const Layout::GraphEdge& edge);

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    void showTipAt(const QPointF& point);
    /// The arcs within `clip` (item units) drawn aliased into an image of the screen's pixels.
    void paintPixels(QPainter* painter, const QRectF& clip, qreal tolerance) const;
    /// Samples `arc` between the parameters `t0` and `t1` into m_points.
    void sample(const Arc& arc, qreal t0, qreal t1, qreal tolerance) const;

    QList<Arc> m_arcs;
    QList<QList<int>> m_byPen; // arcs grouped by the pen they are drawn with
    QList<QPen> m_pens;
    TipFor m_tipFor;
    QRectF m_bounds;
    int m_tipArc = -1;
    mutable qreal m_reach = 4; // hit distance in scene units: 4 px at the last painted zoom
    mutable QPolygonF m_points; // the part of an arc being drawn or hit-tested, reused
};

} // namespace Topo::Ui
