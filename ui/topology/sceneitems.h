// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The items a TopologyScene is made of: NUMA and root-complex boxes, device boxes, links and
// GPU pair arcs, the legend. Only the scene builds them.

#include "layout/graph.h"
#include "topology/legendpainter.h"
#include "topology/scenetheme.h"

#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QStaticText>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

namespace Topo::Ui {

// Below this zoom, node boxes are too small for their text and edges are drawn as hairlines.
inline constexpr qreal lowDetail = 0.35;

/// The size of node labels and root complex captions: the smallest text of a drawing, the one
/// the first view's zoom keeps readable (TopologyView::readableZoom()).
inline constexpr qreal labelPointSize = 8.5;

/// The one typeface of the drawing (measured by the scene, drawn by the items).
inline QFont sceneFont(qreal pointSize = labelPointSize, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    return f;
}

/// QGraphicsItem::type() of the scene's own items.
enum SceneItemType { ClusterType = QGraphicsItem::UserType + 1, NodeType, EdgeType, LegendType };

class ClusterItem : public QGraphicsItem
{
public:
    ClusterItem(const Layout::GraphCluster& cluster, const QRectF& rect, const SceneTheme& theme)
        : m_cluster(cluster)
        , m_rect(rect)
        , m_theme(theme)
    {
        setZValue(cluster.kind == Layout::GraphCluster::Kind::Numa ? -20 : -10);
    }
    int type() const override { return ClusterType; }
    const Layout::GraphCluster& cluster() const { return m_cluster; }
    /// The caption's font: what the legibility test holds to the bar.
    QFont captionFont() const
    {
        const bool numa = m_cluster.kind == Layout::GraphCluster::Kind::Numa;
        return sceneFont(numa ? 10 : labelPointSize, numa);
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        const bool numa = m_cluster.kind == Layout::GraphCluster::Kind::Numa;
        painter->setRenderHint(QPainter::Antialiasing);
        QPen pen(numa ? m_theme.numaBorder : m_theme.rootComplexBorder, 1.0);
        if (!numa)
            pen.setStyle(Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(numa ? m_theme.numaFill : m_theme.rootComplexFill);
        painter->drawRoundedRect(m_rect, numa ? 10 : 6, numa ? 10 : 6);
        painter->setFont(captionFont());
        painter->setPen(numa ? m_theme.text : m_theme.mutedText);
        painter->drawText(m_rect.adjusted(8, 3, -8, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, m_cluster.label);
    }

private:
    Layout::GraphCluster m_cluster;
    QRectF m_rect;
    const SceneTheme& m_theme;
};

class NodeItem : public QGraphicsItem
{
public:
    NodeItem(const Layout::GraphNode& node, const QRectF& rect, const SceneTheme& theme, bool showIommu)
        : m_node(node)
        , m_rect(rect)
        , m_theme(theme)
        , m_showIommu(showIommu)
    {
        setZValue(10);
        setAcceptHoverEvents(true);
        if (node.kind == Layout::NodeKind::Gpu)
            setCursor(Qt::PointingHandCursor);
        QStringList tip = node.lines;
        if (node.kind == Layout::NodeKind::Gpu)
            tip << QObject::tr("Click to see its paths");
        setToolTip(tip.join(u'\n'));
    }
    int type() const override { return NodeType; }
    const Layout::GraphNode& node() const { return m_node; }
    /// The font of label line `line` (the first is bold on GPUs and CPUs).
    QFont lineFont(int line) const
    {
        return sceneFont(labelPointSize, line == 0 && (m_node.kind == Layout::NodeKind::Gpu || m_node.kind == Layout::NodeKind::Cpu));
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-4, -10, 4, 4); }
    void setHighlighted(bool on)
    {
        if (on == m_highlighted)
            return;
        m_highlighted = on;
        update();
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const bool gpu = m_node.kind == Layout::NodeKind::Gpu;
        const bool folded = m_node.kind == Layout::NodeKind::Folded;
        QColor fill = m_theme.nodeFill;
        QColor border = m_theme.nodeBorder;
        if (gpu)
            fill = m_theme.nodeFill.lightness() > 128 ? QColor(0xEE, 0xF6, 0xEC) : QColor(0x24, 0x36, 0x2A);
        if (m_node.kind == Layout::NodeKind::Cpu)
            fill = m_theme.nodeFill.lightness() > 128 ? QColor(0xEC, 0xF0, 0xF7) : QColor(0x26, 0x2E, 0x3D);
        QPen pen(m_highlighted ? m_theme.highlight : border, m_highlighted ? 2.6 : 1.0);
        pen.setCosmetic(true);
        if (folded)
            pen.setStyle(Qt::DotLine);
        painter->setPen(pen);
        painter->setBrush(fill);
        painter->drawRoundedRect(m_rect, 5, 5);
        // Level of detail: text only when it can be read.
        const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
        if (lod < lowDetail)
            return;
        painter->setPen(folded ? m_theme.mutedText : m_theme.text);
        if (m_shownLines.isEmpty())
            layOutLines();
        qreal y = m_rect.top() + 6;
        for (int i = 0; i < m_shownLines.size(); ++i) {
            painter->setFont(lineFont(i));
            painter->setPen(i == 0 || folded ? m_theme.text : m_theme.mutedText);
            painter->drawStaticText(QPointF(m_rect.left() + 6, y), m_shownLines[i]);
            y += m_lineHeights[i];
        }
        if (m_showIommu && m_node.iommuGroup) {
            const QString badge = QObject::tr("G%1").arg(*m_node.iommuGroup);
            const QFont font = sceneFont(7, true);
            painter->setFont(font);
            const qreal w = QFontMetricsF(font).horizontalAdvance(badge) + 8;
            const QRectF r(m_rect.right() - w - 4, m_rect.top() - 7, w, 13);
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(0x6A, 0x51, 0xA3));
            painter->drawRoundedRect(r, 6, 6);
            painter->setPen(Qt::white);
            painter->drawText(r, Qt::AlignCenter, badge);
        }
    }

private:
    /// The label lines as they fit the box (elided in the middle where too long), measured
    /// and shaped once: every repaint of a scrolled 256-GPU drawing would do it again.
    void layOutLines() const
    {
        for (int i = 0; i < m_node.lines.size(); ++i) {
            const QFontMetricsF metrics(lineFont(i));
            // Plain text: a remote name is never markup. Laid out once, not on every repaint.
            QStaticText line(metrics.elidedText(m_node.lines[i], Qt::ElideMiddle, m_rect.width() - 12));
            line.setTextFormat(Qt::PlainText);
            line.setPerformanceHint(QStaticText::AggressiveCaching);
            m_shownLines.append(line);
            m_lineHeights.append(metrics.height());
        }
    }

    Layout::GraphNode m_node;
    QRectF m_rect;
    const SceneTheme& m_theme;
    bool m_showIommu = true;
    bool m_highlighted = false;
    mutable QList<QStaticText> m_shownLines;
    mutable QList<qreal> m_lineHeights;
};

class EdgeItem : public QGraphicsPathItem
{
public:
    /// `hairline`: one of very many arcs (a GPU's 255 peers), drawn one pixel wide, which
    /// Qt draws on its fast path; at that count a wide stroke tells nothing more and painting
    /// them wide took 200 ms a click.
    EdgeItem(const Layout::GraphEdge& edge, const QPainterPath& path, const SceneTheme& theme, bool highlighted = false,
        bool hairline = false)
        : QGraphicsPathItem(path)
        , m_edge(edge)
        , m_theme(theme)
        , m_highlighted(highlighted)
        , m_hairline(hairline)
    {
        setZValue(edge.kind == Layout::GraphEdge::Kind::GpuPair ? 2 : 1);
        restyle();
        if (edge.kind == Layout::GraphEdge::Kind::GpuPair) {
            QString tip = edge.linkClass.toString() + u" \u2014 " + linkClassDescription(edge.linkClass.linkClass);
            if (edge.p2p)
                tip += u'\n' + QObject::tr("P2P read: %1 (%2)").arg(p2pStatusCode(*edge.p2p), p2pStatusDescription(*edge.p2p));
            setToolTip(tip);
        } else if (!edge.label.isEmpty()) {
            setToolTip(edge.belowCapability ? QObject::tr("%1, below what both ends can do").arg(edge.label) : edge.label);
        }
    }
    int type() const override { return EdgeType; }
    const Layout::GraphEdge& edge() const { return m_edge; }
    /// The path's control points and the pen's width: QGraphicsPathItem outlines the whole
    /// stroke for its bounding rect, for 255 fresh arcs on every click of a 256-GPU host.
    QRectF boundingRect() const override
    {
        const qreal margin = pen().widthF() / 2 + 1;
        return path().controlPointRect().adjusted(-margin, -margin, margin, margin);
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override
    {
        // Zoomed far out on a wide machine, wide antialiased strokes take Qt's general stroker:
        // the 255 arcs of one GPU among 256 took 130 ms to paint. Hairlines take the fast path,
        // and at that zoom the boxes are specks without text anyway.
        if (pen().widthF() > 1 && option->levelOfDetailFromTransform(painter->worldTransform()) < lowDetail) {
            QPen hairline = pen();
            hairline.setWidthF(1);
            painter->setPen(hairline);
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(path());
            return;
        }
        if (widget && paintVisiblePart(painter, QRectF(widget->rect())))
            return;
        QGraphicsPathItem::paint(painter, option, widget);
    }
    void setHighlighted(bool on)
    {
        // A new pen is a geometry change and a repaint: only where something changes.
        if (on == m_highlighted)
            return;
        m_highlighted = on;
        restyle();
    }

private:
    /// Strokes only the part of a long path that is on screen (`device`: the view's viewport),
    /// when most of it is not. Qt flattens and strokes a path whole before it clips: at a
    /// readable zoom the 255 arcs of one GPU among 256 run some 30,000 px each, and that took
    /// 150 ms a frame for the 1,000 px in view. Returns false where the whole path is cheap.
    bool paintVisiblePart(QPainter* painter, const QRectF& device) const
    {
        const QTransform transform = painter->worldTransform();
        const qreal margin = pen().widthF() + 2;
        const QRectF clip = device.adjusted(-margin, -margin, margin, margin);
        const QRectF extent = transform.mapRect(path().boundingRect());
        if (extent.width() + extent.height() < 2 * (clip.width() + clip.height()) || !transform.isInvertible())
            return false;
        // Flattened once, in scene units (the path never changes); clipped in scene units too.
        if (m_flattened.isEmpty())
            m_flattened = path().toSubpathPolygons();
        const QRectF sceneClip = transform.inverted().mapRect(clip);
        painter->save();
        painter->setPen(pen());
        painter->setBrush(Qt::NoBrush);
        // A fan of hundreds of hairline arcs: aliased lines are Qt's cheapest, and at that
        // density smoothing them shows nothing.
        if (m_hairline)
            painter->setRenderHint(QPainter::Antialiasing, false);
        for (const QPolygonF& polygon : std::as_const(m_flattened)) {
            QPolygonF run;
            for (qsizetype i = 0; i + 1 < polygon.size(); ++i) {
                // A segment's box, widened so that a level or upright one still has an area.
                const QRectF segment = QRectF(polygon[i], polygon[i + 1]).normalized().adjusted(-1, -1, 1, 1);
                if (segment.intersects(sceneClip)) {
                    if (run.isEmpty())
                        run << polygon[i];
                    run << polygon[i + 1];
                } else if (!run.isEmpty()) {
                    painter->drawPolyline(run);
                    run.clear();
                }
            }
            if (!run.isEmpty())
                painter->drawPolyline(run);
        }
        painter->restore();
        return true;
    }

    void restyle()
    {
        const bool highlighted = m_highlighted;
        QPen pen;
        pen.setCosmetic(true);
        if (m_edge.kind == Layout::GraphEdge::Kind::GpuPair) {
            pen.setColor(linkClassColor(m_edge.linkClass.linkClass));
            pen.setWidthF(m_hairline ? 1.0 : highlighted ? 3.2 : 1.8);
            // Solid: P2P OK. Dashed: the driver refuses P2P (NS, CNS, …). Dotted: not reported.
            if (!m_edge.p2p)
                pen.setStyle(Qt::DotLine);
            else if (*m_edge.p2p != P2pStatus::Ok && *m_edge.p2p != P2pStatus::Self)
                pen.setStyle(Qt::DashLine);
        } else {
            pen.setColor(m_edge.belowCapability ? m_theme.warning : (highlighted ? m_theme.highlight : m_theme.edge));
            pen.setWidthF(highlighted ? 2.6 : 1.0);
            if (m_edge.kind == Layout::GraphEdge::Kind::Fabric)
                pen.setStyle(Qt::DashLine);
        }
        setPen(pen);
    }

    Layout::GraphEdge m_edge;
    const SceneTheme& m_theme;
    bool m_highlighted = false;
    bool m_hairline = false;
    mutable QList<QPolygonF> m_flattened; // the path as line segments, for paintVisiblePart()
};

class LegendItem : public QGraphicsItem
{
public:
    LegendItem(const SceneTheme& theme, const LegendContent& content)
        : m_theme(theme)
        , m_content(content)
        , m_height(legendHeight(m_content, sceneFont(8), width))
    {
    }
    int type() const override { return LegendType; }
    QRectF boundingRect() const override { return QRectF(0, 0, width, m_height); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        paintLegend(painter, m_content, m_theme, sceneFont(8), width);
    }

private:
    static constexpr qreal width = 640;
    const SceneTheme& m_theme;
    LegendContent m_content;
    qreal m_height;
};

/// A link's "Gen5 x16": skipped where it would be a smudge, which at the zoom of a large
/// machine fitted into the window also saves drawing hundreds of glyph runs as paths.
class LinkLabelItem : public QGraphicsSimpleTextItem
{
public:
    using QGraphicsSimpleTextItem::QGraphicsSimpleTextItem;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override
    {
        if (option->levelOfDetailFromTransform(painter->worldTransform()) < lowDetail)
            return;
        // Shaped once (QGraphicsSimpleTextItem lays its text out on every paint), as plain text.
        if (m_shaped.text().isEmpty()) {
            m_shaped.setText(text());
            m_shaped.setTextFormat(Qt::PlainText);
            m_shaped.setPerformanceHint(QStaticText::AggressiveCaching);
        }
        painter->setFont(font());
        painter->setPen(brush().color());
        painter->drawStaticText(QPointF(0, 0), m_shaped);
    }

private:
    mutable QStaticText m_shaped;
};

} // namespace Topo::Ui
