// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The items a TopologyScene is made of: NUMA and root-complex boxes, device boxes, links and
// GPU pair arcs, the legend. Only the scene builds them.

#include "layout/graph.h"
#include "layout/labelsizes.h"
#include "topology/legendpainter.h"
#include "topology/scenetheme.h"
#include "topology/visibleruns.h"
#include "widgets/inerttooltip.h"

#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPixmapCache>
#include <QStaticText>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

#include <cmath>

namespace Topo::Ui {

// Below this zoom, node boxes are too small for their text and edges are drawn as hairlines.
inline constexpr qreal lowDetail = 0.35;

/// The size of node labels and root complex captions: the smallest text of a drawing, the one
/// the first view's zoom keeps readable (TopologyView::readableZoom()).
inline constexpr qreal labelPointSize = Layout::drawingFontSpec(Layout::DrawingFont::Label).pointSize;

/// The one typeface of the drawing (measured by the scene, drawn by the items).
inline QFont sceneFont(qreal pointSize = labelPointSize, bool bold = false)
{
    QFont f(QString::fromLatin1(Layout::drawingFontFamily));
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    return f;
}

/// One of the fonts the layout measures (core/layout/textmetrics.h), as Qt draws it.
inline QFont sceneFont(Layout::DrawingFont font)
{
    const Layout::DrawingFontSpec spec = Layout::drawingFontSpec(font);
    return sceneFont(spec.pointSize, spec.bold);
}

/// QGraphicsItem::type() of the scene's own items.
enum SceneItemType { ClusterType = QGraphicsItem::UserType + 1, NodeType, EdgeType, LegendType, PairFanType };

/// A GPU pair arc's tooltip: its link class, and its P2P status where a tool reported one.
inline QString pairArcToolTip(const Layout::GraphEdge& edge)
{
    QString tip = edge.linkClass.toString() + u" \u2014 " + linkClassDescription(edge.linkClass.linkClass);
    if (edge.p2p)
        tip += u'\n' + QObject::tr("P2P read: %1 (%2)").arg(p2pStatusCode(*edge.p2p), p2pStatusDescription(*edge.p2p));
    return tip;
}

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
    QFont captionFont() const { return sceneFont(Layout::clusterCaptionFont(m_cluster.kind)); }
    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    /// A cluster much larger than the view (a NUMA node of a 256-GPU host at a readable zoom
    /// is some 30,000 px round) has its border stroked only where it crosses the view: Qt's
    /// cosmetic stroker walks every pixel of a dashed outline, in view or not, and two such
    /// clusters took 13 M instructions of an arrow key's step.
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget) override
    {
        const bool numa = m_cluster.kind == Layout::GraphCluster::Kind::Numa;
        const qreal radius = numa ? 10 : 6;
        painter->setRenderHint(QPainter::Antialiasing);
        QPen pen(numa ? m_theme.numaBorder : m_theme.rootComplexBorder, 1.0);
        if (!numa)
            pen.setStyle(Qt::DashLine);
        pen.setCosmetic(true);
        painter->setBrush(numa ? m_theme.numaFill : m_theme.rootComplexFill);
        const QRectF clip = handClip(painter, widget, m_rect, 3);
        if (clip.isEmpty()) {
            painter->setPen(pen);
            painter->drawRoundedRect(m_rect, radius, radius);
        } else {
            painter->setPen(Qt::NoPen);
            painter->drawRoundedRect(m_rect, radius, radius);
            if (m_outline.isEmpty()) {
                QPainterPath outline;
                outline.addRoundedRect(m_rect, radius, radius);
                m_outline = outline.toFillPolygon();
            }
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            strokeClippedDashed(painter, m_outline, clip);
        }
        painter->setFont(captionFont());
        painter->setPen(numa ? m_theme.text : m_theme.mutedText);
        painter->drawText(m_rect.adjusted(8, 3, -8, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, m_cluster.label);
    }

private:
    Layout::GraphCluster m_cluster;
    QRectF m_rect;
    const SceneTheme& m_theme;
    QPolygonF m_outline; // the border flattened, for strokeClippedDashed
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
        if (node.pcieErrors == PcieErrorLevel::Uncorrectable)
            tip << QObject::tr("Uncorrectable PCIe errors, a failed recovery or its link down (Findings says which)");
        else if (node.pcieErrors == PcieErrorLevel::Corrected)
            tip << QObject::tr("Corrected PCIe errors (Findings says how many)");
        if (node.kind == Layout::NodeKind::Gpu)
            tip << QObject::tr("Click to see its paths");
        setToolTip(inertToolTip(tip.join(u'\n')));
    }
    int type() const override { return NodeType; }
    const Layout::GraphNode& node() const { return m_node; }
    /// The font of label line `line` (the first is bold on GPUs and CPUs).
    QFont lineFont(int line) const
    {
        return sceneFont(Layout::nodeLineFont(m_node.kind, line));
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-4, -10, 4, 4); }
    void setHighlighted(bool on)
    {
        if (on == m_highlighted)
            return;
        m_highlighted = on;
        update();
    }
    ~NodeItem() override { QPixmapCache::remove(m_cacheKey); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override
    {
        const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
        if (!paintCached(painter, lod))
            paintBox(painter, lod);
    }

private:
    /// What the cached picture of a box was drawn for: the zoom, the screen's pixel ratio, the
    /// fraction of a pixel the box sits off the pixel grid, and its highlight.
    struct CacheState
    {
        qreal scaleX = 0;
        qreal scaleY = 0;
        qreal pixelRatio = 0;
        QPointF offset;
        bool highlighted = false;
        bool operator==(const CacheState& o) const
        {
            return scaleX == o.scaleX && scaleY == o.scaleY && pixelRatio == o.pixelRatio && highlighted == o.highlighted
                && std::abs(offset.x() - o.offset.x()) < 1e-3 && std::abs(offset.y() - o.offset.y()) < 1e-3;
        }
    };

    /// Draws the box from a picture of it made at this zoom, in whole screen pixels: a click on
    /// a 256-GPU host dims or lights up every box, and rounding, filling and shaping each of
    /// them again was a fifth of the repaint. Only on screen (an export draws vectors) and
    /// where the picture stays small; the pictures live in QPixmapCache, which bounds them.
    bool paintCached(QPainter* painter, qreal lod)
    {
        if (painter->device()->devType() != QInternal::Widget)
            return false;
        QPointF origin;
        const QPixmap picture = cachedPicture(painter->worldTransform(), painter->device()->devicePixelRatio(), lod,
            painter->renderHints(), &origin);
        if (picture.isNull())
            return false;
        painter->save();
        painter->resetTransform();
        painter->drawPixmap(origin, picture);
        painter->restore();
        return true;
    }

public:
    /// Makes the picture paintCached() will draw at `transform` (item to view pixels) ahead of
    /// the paint, for a view warming its boxes up while idle (TopologyView). False if there was
    /// nothing to make: the picture was there, or the box is not drawn from one at this zoom.
    bool warmCache(const QTransform& transform, qreal ratio, QPainter::RenderHints hints)
    {
        const CacheState before = m_cacheState;
        QPixmap known;
        if (QPixmapCache::find(m_cacheKey, &known) && stateFor(transform, ratio, nullptr) == before)
            return false;
        QPointF origin;
        return !cachedPicture(transform, ratio, QStyleOptionGraphicsItem::levelOfDetailFromTransform(transform), hints, &origin)
                    .isNull();
    }

private:
    /// The cache state of a paint at `transform`, and the whole device pixel the picture is
    /// drawn at (`origin`, in view pixels).
    CacheState stateFor(const QTransform& transform, qreal ratio, QPointF* origin) const
    {
        const QRectF device = transform.mapRect(boundingRect());
        const QPointF at(std::floor(device.left() * ratio) / ratio, std::floor(device.top() * ratio) / ratio);
        if (origin)
            *origin = at;
        return { transform.m11(), transform.m22(), ratio, device.topLeft() - at, m_highlighted };
    }

    /// The box's picture at `transform`, made if the cache has none for this state; null where
    /// the box is drawn directly (rotated or sheared, or too large a picture).
    QPixmap cachedPicture(const QTransform& transform, qreal ratio, qreal lod, QPainter::RenderHints hints, QPointF* origin)
    {
        if (transform.type() > QTransform::TxScale)
            return {};
        const QRectF device = transform.mapRect(boundingRect());
        if (device.isEmpty() || device.width() * ratio > 1024 || device.height() * ratio > 512)
            return {};
        const CacheState state = stateFor(transform, ratio, origin);
        QPixmap picture;
        if (!(state == m_cacheState) || !QPixmapCache::find(m_cacheKey, &picture)) {
            picture = QPixmap(QSize(int(std::ceil(device.width() * ratio)) + 1, int(std::ceil(device.height() * ratio)) + 1));
            picture.setDevicePixelRatio(ratio);
            picture.fill(Qt::transparent);
            QPainter p(&picture);
            p.setRenderHints(hints);
            p.setTransform(transform * QTransform::fromTranslate(-origin->x(), -origin->y()));
            paintBox(&p, lod);
            p.end();
            QPixmapCache::remove(m_cacheKey);
            m_cacheKey = QPixmapCache::insert(picture);
            m_cacheState = state;
        }
        return picture;
    }

    void paintBox(QPainter* painter, qreal lod) const
    {
        painter->setRenderHint(QPainter::Antialiasing);
        const bool gpu = m_node.kind == Layout::NodeKind::Gpu;
        const bool folded = m_node.kind == Layout::NodeKind::Folded;
        QColor fill = m_theme.nodeFill;
        QColor border = m_theme.nodeBorder;
        if (gpu)
            fill = m_theme.nodeFill.lightness() > 128 ? QColor::fromRgb(Layout::gpuFillRgb(Layout::Palette::light()))
                                                      : QColor::fromRgb(Layout::gpuFillRgb(Layout::Palette::dark()));
        if (m_node.kind == Layout::NodeKind::Cpu)
            fill = m_theme.nodeFill.lightness() > 128 ? QColor::fromRgb(Layout::cpuFillRgb(Layout::Palette::light()))
                                                      : QColor::fromRgb(Layout::cpuFillRgb(Layout::Palette::dark()));
        QPen pen(m_highlighted ? m_theme.highlight : border, m_highlighted ? 2.6 : 1.0);
        pen.setCosmetic(true);
        if (folded)
            pen.setStyle(Qt::DotLine);
        painter->setPen(pen);
        painter->setBrush(fill);
        painter->drawRoundedRect(m_rect, 5, 5);
        if (m_node.pcieErrors != PcieErrorLevel::None) {
            // PCIe errors: a dotted vermilion ring, as the comparison marks errors that grew;
            // heavier where one was uncorrectable.
            QPen ring(pcieErrorColor(), m_node.pcieErrors == PcieErrorLevel::Uncorrectable ? 2.4 : 1.4, Qt::DotLine);
            ring.setCosmetic(true);
            painter->setPen(ring);
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(m_rect.adjusted(-3, -3, 3, 3), 7, 7);
        }
        // Level of detail: text only when it can be read.
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
            painter->setBrush(QColor::fromRgb(Layout::iommuBadgeRgb));
            painter->drawRoundedRect(r, 6, 6);
            painter->setPen(Qt::white);
            painter->drawText(r, Qt::AlignCenter, badge);
        }
    }

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
    QPixmapCache::Key m_cacheKey;
    CacheState m_cacheState;
    mutable QList<QStaticText> m_shownLines;
    mutable QList<qreal> m_lineHeights;
};

class EdgeItem : public QGraphicsPathItem
{
public:
    /// `measured`: what a benchmark measured on this pair, a line of the tooltip where given.
    EdgeItem(const Layout::GraphEdge& edge, const QPainterPath& path, const SceneTheme& theme, const QString& measured = {})
        : QGraphicsPathItem(path)
        , m_edge(edge)
        , m_theme(theme)
    {
        setZValue(edge.kind == Layout::GraphEdge::Kind::GpuPair ? 2 : 1);
        restyle();
        QString tip;
        if (edge.kind == Layout::GraphEdge::Kind::GpuPair)
            tip = pairArcToolTip(edge);
        else if (!edge.label.isEmpty())
            tip = edge.belowCapability ? QObject::tr("%1, below what both ends can do").arg(edge.label) : edge.label;
        if (!measured.isEmpty())
            tip += u'\n' + measured;
        setToolTip(inertToolTip(tip));
    }
    int type() const override { return EdgeType; }
    const Layout::GraphEdge& edge() const { return m_edge; }
    /// The path's control points and the pen's width: QGraphicsPathItem outlines the whole
    /// stroke for its bounding rect.
    QRectF boundingRect() const override
    {
        const qreal margin = pen().widthF() / 2 + 1;
        return path().controlPointRect().adjusted(-margin, -margin, margin, margin);
    }
    /// Strokes the path as line segments flattened once, in scene units (the path never
    /// changes): QGraphicsPathItem flattens its curves again on every repaint, and a click on a
    /// 256-GPU host repaints hundreds of links.
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override
    {
        const QTransform transform = painter->worldTransform();
        QPen stroke = pen();
        // Zoomed far out on a wide machine, wide antialiased strokes take Qt's general stroker;
        // hairlines take the fast path, and at that zoom the boxes are specks without text.
        if (stroke.widthF() > 1 && option->levelOfDetailFromTransform(transform) < lowDetail)
            stroke.setWidthF(1);
        painter->setPen(stroke);
        painter->setBrush(Qt::NoBrush);
        if (m_flattened.isEmpty()) {
            m_flattened = path().toSubpathPolygons();
            // A level or upright edge (most links of a tree, one above the other) is one line,
            // whose points Graphviz gives as curves. On screen it is drawn so, aliased: crisp,
            // and on Qt's fast path (an antialiased stroke took far longer in the view).
            for (const QPolygonF& polygon : std::as_const(m_flattened)) {
                const auto along = [&](auto coordinate) {
                    return std::all_of(polygon.cbegin(), polygon.cend(),
                        [&](const QPointF& p) { return std::abs(coordinate(p) - coordinate(polygon.first())) < 0.01; });
                };
                const bool straight = polygon.size() >= 2
                    && (along([](const QPointF& p) { return p.x(); }) || along([](const QPointF& p) { return p.y(); }));
                m_onScreen.append(straight ? QPolygonF { polygon.first(), polygon.last() } : polygon);
            }
        }
        const QList<QPolygonF>& polygons = widget ? m_onScreen : m_flattened;
        // Only a path much longer than the view is clipped by hand; the rest is drawn whole.
        const QRectF sceneClip = handClip(painter, widget, path().controlPointRect(), stroke.widthF() + 2);
        if (sceneClip.isEmpty()) {
            const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
            for (const QPolygonF& polygon : polygons) {
                painter->setRenderHint(QPainter::Antialiasing, antialiased && !(widget && polygon.size() == 2));
                painter->drawPolyline(polygon);
            }
            painter->setRenderHint(QPainter::Antialiasing, antialiased);
            return;
        }
        for (const QPolygonF& polygon : polygons)
            strokeVisibleRuns(painter, polygon, sceneClip);
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
    void restyle()
    {
        const bool highlighted = m_highlighted;
        QPen pen;
        pen.setCosmetic(true);
        if (m_edge.kind == Layout::GraphEdge::Kind::GpuPair) {
            pen.setColor(linkClassColor(m_edge.linkClass.linkClass));
            pen.setWidthF(highlighted ? 3.2 : 1.8);
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
    QList<QPolygonF> m_flattened; // the path as line segments, in scene units, from its first paint
    QList<QPolygonF> m_onScreen;  // the same, a straight one as its two ends (drawn aliased)
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
    static constexpr qreal width = Layout::sceneLegendWidth;
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
