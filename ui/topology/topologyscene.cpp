// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/topologyscene.h"

#include "analyze/paths.h"
#include "layout/graphbuilder.h"
#include "topology/palette.h"

#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace Topo::Ui {

using Layout::GraphEdge;
using Layout::GraphNode;
using Layout::NodeKind;

namespace {

constexpr qreal dimmedOpacity = 0.22;
// Below this zoom, node boxes are too small for their text and edges are drawn as hairlines.
constexpr qreal lowDetail = 0.35;

QFont sceneFont(qreal pointSize = 8.5, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    return f;
}

enum ItemType { ClusterType = QGraphicsItem::UserType + 1, NodeType, EdgeType, LegendType };

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
    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        const bool numa = m_cluster.kind == Layout::GraphCluster::Kind::Numa;
        painter->setRenderHint(QPainter::Antialiasing);
        QPen pen(numa ? m_theme.numaBorder : m_theme.rootComplexBorder, numa ? 1.4 : 1.0);
        if (!numa)
            pen.setStyle(Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(numa ? m_theme.numaFill : m_theme.rootComplexFill);
        painter->drawRoundedRect(m_rect, numa ? 10 : 6, numa ? 10 : 6);
        painter->setFont(sceneFont(numa ? 10 : 8, numa));
        painter->setPen(numa ? m_theme.text : m_theme.mutedText);
        painter->drawText(m_rect.adjusted(8, 3, -8, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, m_cluster.label);
    }

private:
    Layout::GraphCluster m_cluster;
    QRectF m_rect;
    const SceneTheme& m_theme;
};

} // namespace

class NodeItem : public QGraphicsItem
{
public:
    NodeItem(const GraphNode& node, const QRectF& rect, const SceneTheme& theme, bool showIommu)
        : m_node(node)
        , m_rect(rect)
        , m_theme(theme)
        , m_showIommu(showIommu)
    {
        setZValue(10);
        setAcceptHoverEvents(true);
        if (node.kind == NodeKind::Gpu)
            setCursor(Qt::PointingHandCursor);
        QStringList tip = node.lines;
        if (node.kind == NodeKind::Gpu)
            tip << QObject::tr("Click to see its paths");
        setToolTip(tip.join(u'\n'));
    }
    int type() const override { return NodeType; }
    const GraphNode& node() const { return m_node; }
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
        const bool gpu = m_node.kind == NodeKind::Gpu;
        const bool folded = m_node.kind == NodeKind::Folded;
        QColor fill = m_theme.nodeFill;
        QColor border = m_theme.nodeBorder;
        if (gpu)
            fill = m_theme.nodeFill.lightness() > 128 ? QColor(0xEE, 0xF6, 0xEC) : QColor(0x24, 0x36, 0x2A);
        if (m_node.kind == NodeKind::Cpu)
            fill = m_theme.nodeFill.lightness() > 128 ? QColor(0xEC, 0xF0, 0xF7) : QColor(0x26, 0x2E, 0x3D);
        QPen pen(m_highlighted ? m_theme.highlight : border, m_highlighted ? 2.6 : (gpu ? 1.6 : 1.0));
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
        qreal y = m_rect.top() + 6;
        for (int i = 0; i < m_node.lines.size(); ++i) {
            const QFont font = sceneFont(8.5, i == 0 && (gpu || m_node.kind == NodeKind::Cpu));
            painter->setFont(font);
            const qreal h = QFontMetricsF(font).height();
            painter->setPen(i == 0 || folded ? m_theme.text : m_theme.mutedText);
            painter->drawText(QRectF(m_rect.left() + 6, y, m_rect.width() - 12, h), Qt::AlignLeft | Qt::TextSingleLine,
                QFontMetricsF(font).elidedText(m_node.lines[i], Qt::ElideMiddle, m_rect.width() - 12));
            y += h;
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
    GraphNode m_node;
    QRectF m_rect;
    const SceneTheme& m_theme;
    bool m_showIommu = true;
    bool m_highlighted = false;
};

class EdgeItem : public QGraphicsPathItem
{
public:
    EdgeItem(const GraphEdge& edge, const QPainterPath& path, const SceneTheme& theme, bool highlighted = false)
        : QGraphicsPathItem(path)
        , m_edge(edge)
        , m_theme(theme)
        , m_highlighted(highlighted)
    {
        setZValue(edge.kind == GraphEdge::Kind::GpuPair ? 2 : 1);
        restyle();
        if (edge.kind == GraphEdge::Kind::GpuPair) {
            QString tip = edge.linkClass.toString() + u" \u2014 " + linkClassDescription(edge.linkClass.linkClass);
            if (edge.p2p)
                tip += u'\n' + QObject::tr("P2P read: %1 (%2)").arg(p2pStatusCode(*edge.p2p), p2pStatusDescription(*edge.p2p));
            setToolTip(tip);
        } else if (!edge.label.isEmpty()) {
            setToolTip(edge.belowCapability ? QObject::tr("%1, below what both ends can do").arg(edge.label) : edge.label);
        }
    }
    int type() const override { return EdgeType; }
    const GraphEdge& edge() const { return m_edge; }
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
    void restyle()
    {
        const bool highlighted = m_highlighted;
        QPen pen;
        pen.setCosmetic(true);
        if (m_edge.kind == GraphEdge::Kind::GpuPair) {
            pen.setColor(linkClassColor(m_edge.linkClass.linkClass));
            pen.setWidthF(highlighted ? 3.2 : 1.8);
            // Solid: P2P OK. Dashed: the driver refuses P2P (NS, CNS, …). Dotted: not reported.
            if (!m_edge.p2p)
                pen.setStyle(Qt::DotLine);
            else if (*m_edge.p2p != P2pStatus::Ok && *m_edge.p2p != P2pStatus::Self)
                pen.setStyle(Qt::DashLine);
        } else {
            pen.setColor(m_edge.belowCapability ? m_theme.warning : (highlighted ? m_theme.highlight : m_theme.edge));
            pen.setWidthF(highlighted ? 2.6 : 1.2);
            if (m_edge.kind == GraphEdge::Kind::Fabric)
                pen.setStyle(Qt::DashLine);
        }
        setPen(pen);
    }

    GraphEdge m_edge;
    const SceneTheme& m_theme;
    bool m_highlighted = false;
};

namespace {

class LegendItem : public QGraphicsItem
{
public:
    LegendItem(const SceneTheme& theme, bool pairs, const QString& note)
        : m_theme(theme)
        , m_pairs(pairs)
        , m_note(note)
    {
    }
    int type() const override { return LegendType; }
    QRectF boundingRect() const override { return QRectF(0, 0, 640, (m_pairs ? 44 : 22) + (m_note.isEmpty() ? 0 : 22)); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setFont(sceneFont(8));
        qreal x = 0;
        if (m_pairs) {
            const LinkClass classes[] = { LinkClass::NVLink, LinkClass::PIX, LinkClass::PXB, LinkClass::PHB,
                LinkClass::Node, LinkClass::Sys };
            for (LinkClass c : classes) {
                QPen pen(linkClassColor(c), 3);
                painter->setPen(pen);
                painter->drawLine(QPointF(x, 8), QPointF(x + 22, 8));
                painter->setPen(m_theme.text);
                const QString name = linkClassName(c);
                painter->drawText(QPointF(x + 27, 12), name);
                x += 34 + QFontMetricsF(painter->font()).horizontalAdvance(name) + 10;
            }
            QPen solid(m_theme.text, 1.6);
            painter->setPen(solid);
            painter->drawLine(QPointF(x, 8), QPointF(x + 22, 8));
            painter->drawText(QPointF(x + 27, 12), QObject::tr("P2P OK"));
            x += 90;
            QPen dashed(m_theme.text, 1.6, Qt::DashLine);
            painter->setPen(dashed);
            painter->drawLine(QPointF(x, 8), QPointF(x + 22, 8));
            painter->setPen(m_theme.text);
            painter->drawText(QPointF(x + 27, 12), QObject::tr("P2P not supported"));
        }
        const qreal y = m_pairs ? 30 : 8;
        x = 0;
        painter->setPen(QPen(m_theme.warning, 2));
        painter->drawLine(QPointF(x, y), QPointF(x + 22, y));
        painter->setPen(m_theme.text);
        const QString belowCapability = QObject::tr("link trained below its capability");
        painter->drawText(QPointF(x + 27, y + 4), belowCapability);
        x += std::max(230.0, 27 + QFontMetricsF(painter->font()).horizontalAdvance(belowCapability) + 16); // translations run longer
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x6A, 0x51, 0xA3));
        painter->drawRoundedRect(QRectF(x, y - 6, 26, 13), 6, 6);
        painter->setPen(Qt::white);
        painter->setFont(sceneFont(7, true));
        painter->drawText(QRectF(x, y - 6, 26, 13), Qt::AlignCenter, QStringLiteral("G#"));
        painter->setPen(m_theme.text);
        painter->setFont(sceneFont(8));
        painter->drawText(QPointF(x + 32, y + 4), QObject::tr("IOMMU group"));
        if (!m_note.isEmpty())
            painter->drawText(QPointF(0, y + 26), m_note);
    }

private:
    const SceneTheme& m_theme;
    bool m_pairs;
    QString m_note;
};

/// A link's "Gen5 x16": skipped where it would be a smudge, which at the zoom of a large
/// machine fitted into the window also saves drawing hundreds of glyph runs as paths.
class LinkLabelItem : public QGraphicsSimpleTextItem
{
public:
    using QGraphicsSimpleTextItem::QGraphicsSimpleTextItem;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override
    {
        if (option->levelOfDetailFromTransform(painter->worldTransform()) >= lowDetail)
            QGraphicsSimpleTextItem::paint(painter, option, widget);
    }
};

// How far below the GPU row a pair arc reaches, by the distance between its ends.
qreal arcDepth(qreal span)
{
    return 14 + 0.16 * span;
}

QPainterPath bezierPath(const QList<QPointF>& points)
{
    QPainterPath path;
    if (points.isEmpty())
        return path;
    path.moveTo(points.first());
    for (int i = 1; i + 2 < points.size(); i += 3)
        path.cubicTo(points[i], points[i + 1], points[i + 2]);
    return path;
}

} // namespace

SceneTheme SceneTheme::light()
{
    return { QColor(0xFF, 0xFF, 0xFF), QColor(0x1F, 0x23, 0x28), QColor(0x5F, 0x66, 0x6D), QColor(0xFF, 0xFF, 0xFF),
        QColor(0x8C, 0x95, 0x9F), QColor(0x8C, 0x95, 0x9F), QColor(0xF6, 0xF8, 0xFA), QColor(0xC9, 0xD1, 0xD9),
        QColor(0xFF, 0xFF, 0xFF), QColor(0xAF, 0xB8, 0xC1), QColor(0x09, 0x69, 0xDA), QColor(0xCF, 0x22, 0x2E) };
}

SceneTheme SceneTheme::dark()
{
    return { QColor(0x0D, 0x11, 0x17), QColor(0xE6, 0xED, 0xF3), QColor(0x9D, 0xA7, 0xB3), QColor(0x16, 0x1B, 0x22),
        QColor(0x6E, 0x76, 0x81), QColor(0x6E, 0x76, 0x81), QColor(0x14, 0x19, 0x20), QColor(0x30, 0x36, 0x3D),
        QColor(0x0D, 0x11, 0x17), QColor(0x48, 0x4F, 0x58), QColor(0x58, 0xA6, 0xFF), QColor(0xF8, 0x51, 0x49) };
}

TopologyScene::TopologyScene(QObject* parent)
    : QGraphicsScene(parent)
    , m_theme(SceneTheme::light())
{
    // Items that never move: a BSP index buys little for their hit tests, while the selected
    // GPU's pair arcs, which span the whole drawing, were re-indexed on every click.
    setItemIndexMethod(QGraphicsScene::NoIndex);
}

void TopologyScene::measureNodes(Layout::Graph& graph)
{
    const QFont regular = sceneFont(8.5);
    const QFont bold = sceneFont(8.5, true);
    const QFontMetricsF regularMetrics(regular);
    const QFontMetricsF boldMetrics(bold);
    for (GraphNode& node : graph.nodes) {
        qreal width = 0;
        qreal height = 12;
        for (int i = 0; i < node.lines.size(); ++i) {
            const QFontMetricsF& m = i == 0 ? boldMetrics : regularMetrics;
            width = std::max(width, m.horizontalAdvance(node.lines[i]));
            height += m.height();
        }
        // Long remote names are elided rather than allowed to make giant boxes.
        node.size = QSizeF(std::clamp(width + 16, 90.0, 190.0), std::max(height, 30.0));
    }
}

void TopologyScene::setTopology(const Machine& machine, const Layout::Graph& graph, const Layout::GraphGeometry& geometry)
{
    m_machine = machine;
    m_graph = graph;
    m_geometry = geometry;
    m_nodeIndex.clear();
    m_nodeIndex.reserve(m_graph.nodes.size());
    for (int i = 0; i < m_graph.nodes.size(); ++i) {
        if (!m_nodeIndex.contains(m_graph.nodes[i].id))
            m_nodeIndex.insert(m_graph.nodes[i].id, i); // the first, as Graph::nodeIndex()
    }
    m_measured = measuredPairBandwidth(m_machine);
    m_selectedGpu = -1;
    rebuild();
}

void TopologyScene::setOptions(const Options& options)
{
    m_options = options;
    rebuild();
}

void TopologyScene::setTheme(const SceneTheme& theme)
{
    m_theme = theme;
    rebuild();
}

void TopologyScene::setCaption(const QStringList& lines)
{
    m_caption = lines;
    rebuild();
}

void TopologyScene::rebuild()
{
    const int selected = m_selectedGpu;
    clear();
    m_nodes.clear();
    m_edges.clear();
    m_pairArcs.clear();
    m_measureLabels.clear();
    m_highlightedNodes.clear();
    setBackgroundBrush(m_theme.background);
    if (!m_geometry.isValid())
        return;

    qreal top = 0;
    if (!m_caption.isEmpty()) {
        // Caption block above the drawing: what machine, when, by what.
        qreal y = -12;
        for (int i = int(m_caption.size()) - 1; i >= 0; --i) {
            auto* text = addSimpleText(m_caption[i], sceneFont(i == 0 ? 12 : 8.5, i == 0));
            text->setBrush(i == 0 ? m_theme.text : m_theme.mutedText);
            y -= text->boundingRect().height() + 2;
            text->setPos(0, y);
        }
        top = y;
    }
    for (int i = 0; i < m_graph.clusters.size() && i < m_geometry.clusters.size(); ++i)
        addItem(new ClusterItem(m_graph.clusters[i], m_geometry.clusters[i].rect, m_theme));
    for (int i = 0; i < m_graph.nodes.size() && i < m_geometry.nodes.size(); ++i) {
        auto* item = new NodeItem(m_graph.nodes[i], m_geometry.nodes[i].rect, m_theme, m_options.iommuGroups);
        addItem(item);
        m_nodes.insert(m_graph.nodes[i].id, item);
    }
    QList<GraphEdge> pairs;
    for (int i = 0; i < m_graph.edges.size(); ++i) {
        const GraphEdge& e = m_graph.edges[i];
        if (e.kind == GraphEdge::Kind::GpuPair) {
            if (m_options.pairEdges)
                pairs.append(e);
            continue;
        }
        if (i >= m_geometry.edges.size())
            continue;
        const QPainterPath path = bezierPath(m_geometry.edges[i].points);
        auto* item = new EdgeItem(e, path, m_theme);
        addItem(item);
        m_edges.append(item);
        if (m_options.linkLabels && e.kind == GraphEdge::Kind::Tree && !e.label.isEmpty() && !path.isEmpty()) {
            auto* label = new LinkLabelItem(e.label);
            label->setFont(sceneFont(7));
            addItem(label);
            label->setBrush(e.belowCapability ? m_theme.warning : m_theme.mutedText);
            const QPointF mid = path.pointAtPercent(0.5);
            label->setPos(mid + QPointF(4, -label->boundingRect().height() / 2));
            label->setZValue(3);
        }
    }
    qreal arcBottom = std::max(m_geometry.bounds.bottom(), addPairArcs(pairs, m_edges, false));
    QString legendNote;
    if (m_graph.pairEdgesOnDemand && m_options.pairEdges) {
        // Arcs come and go with the selection: keep room for the widest one, so the drawing
        // does not change size on every click.
        QRectF row;
        int gpus = 0;
        for (int i = 0; i < m_graph.nodes.size() && i < m_geometry.nodes.size(); ++i) {
            if (m_graph.nodes[i].kind == NodeKind::Gpu) {
                row = row.isNull() ? m_geometry.nodes[i].rect : row.united(m_geometry.nodes[i].rect);
                ++gpus;
            }
        }
        arcBottom = std::max(arcBottom, row.bottom() + arcDepth(row.width()) * 0.75);
        legendNote = tr("%n GPUs: pair arcs are drawn for the selected GPU only; click a GPU to see its pairs.", "", gpus);
    }
    auto* legend = new LegendItem(m_theme, m_options.pairEdges, legendNote);
    addItem(legend);
    legend->setPos(0, arcBottom + 18);
    setSceneRect(QRectF(QPointF(-16, top - 12), QPointF(std::max(m_geometry.bounds.right(), 640.0) + 16,
                                                   legend->pos().y() + legend->boundingRect().height() + 12)));
    if (selected >= 0)
        selectGpu(selected);
}

qreal TopologyScene::addPairArcs(const QList<GraphEdge>& pairs, QList<EdgeItem*>& items, bool highlighted)
{
    // Pair arcs leave each GPU at evenly spread points of its bottom edge, ordered by the
    // peer's position, so arcs to different peers do not start on top of each other.
    QHash<QString, QList<QPair<qreal, int>>> peersOf; // node id → (peer x, index in pairs)
    for (int i = 0; i < pairs.size(); ++i) {
        peersOf[pairs[i].tail].append({ nodeRect(pairs[i].head).center().x(), i });
        peersOf[pairs[i].head].append({ nodeRect(pairs[i].tail).center().x(), i });
    }
    for (auto& peers : peersOf)
        std::sort(peers.begin(), peers.end());
    auto anchor = [&](const QString& id, int pairIndex) {
        const QList<QPair<qreal, int>>& peers = *peersOf.constFind(id);
        const QRectF r = nodeRect(id);
        int k = 0;
        for (; k < peers.size() && peers[k].second != pairIndex; ++k) { }
        return QPointF(r.left() + r.width() * (k + 1) / (peers.size() + 1), r.bottom());
    };
    qreal bottom = 0;
    for (int i = 0; i < pairs.size(); ++i) {
        QPointF a = anchor(pairs[i].tail, i);
        QPointF b = anchor(pairs[i].head, i);
        if (a.x() > b.x())
            std::swap(a, b);
        const qreal depth = arcDepth(b.x() - a.x());
        QPainterPath path;
        path.moveTo(a);
        path.cubicTo(a + QPointF(0, depth), b + QPointF(0, depth), b);
        bottom = std::max(bottom, a.y() + depth * 0.75);
        auto* item = new EdgeItem(pairs[i], path, m_theme, highlighted);
        const int tailGpu = m_graph.nodes.value(m_nodeIndex.value(pairs[i].tail, -1)).gpuIndex;
        const int headGpu = m_graph.nodes.value(m_nodeIndex.value(pairs[i].head, -1)).gpuIndex;
        QStringList measured;
        for (const auto& [from, to] : { std::pair(tailGpu, headGpu), std::pair(headGpu, tailGpu) }) {
            const auto value = m_measured.values.constFind({ from, to });
            if (value != m_measured.values.cend())
                measured << QObject::tr("GPU%1\u2192GPU%2 %3").arg(from).arg(to).arg(m_measured.format(*value));
        }
        if (!measured.isEmpty())
            item->setToolTip(item->toolTip() + u'\n' + QObject::tr("Measured (%1): %2").arg(m_measured.source, measured.join(QStringLiteral(", "))));
        addItem(item);
        items.append(item);
    }
    return bottom;
}

QRectF TopologyScene::nodeRect(const QString& id) const
{
    const int i = m_nodeIndex.value(id, -1);
    return i >= 0 && i < m_geometry.nodes.size() ? m_geometry.nodes[i].rect : QRectF();
}

QRectF TopologyScene::gpuRect(int gpuIndex) const
{
    const int i = m_graph.gpuNodeIndex(gpuIndex);
    return i >= 0 && i < m_geometry.nodes.size() ? m_geometry.nodes[i].rect : QRectF();
}

QList<int> TopologyScene::gpuIndices() const
{
    QList<int> out;
    for (const GraphNode& n : m_graph.nodes) {
        if (n.kind == NodeKind::Gpu)
            out.append(n.gpuIndex);
    }
    std::sort(out.begin(), out.end());
    return out;
}

void TopologyScene::selectGpu(int gpuIndex)
{
    m_selectedGpu = gpuIndex;
    m_highlightedNodes.clear();
    qDeleteAll(m_pairArcs);
    m_pairArcs.clear();
    qDeleteAll(m_measureLabels);
    m_measureLabels.clear();
    const int gpuNode = m_graph.gpuNodeIndex(gpuIndex);
    const bool active = gpuIndex >= 0 && gpuNode >= 0;
    if (active) {
        const GraphNode& node = m_graph.nodes[gpuNode];
        m_highlightedNodes.insert(node.id);
        // The path up to the CPU: every drawn device on it, its root complex and CPU node.
        if (node.bdf) {
            for (const PathHop& hop : pathToCpu(m_machine, *node.bdf)) {
                const QString id = hop.bdf ? Layout::deviceNodeId(*hop.bdf)
                                           : Layout::rootComplexNodeId(hop.rootBus);
                if (m_nodeIndex.contains(id))
                    m_highlightedNodes.insert(id);
            }
        }
        for (const GraphEdge& e : m_graph.edges) {
            // The CPU node above the highlighted host bridge.
            const int tail = e.kind == GraphEdge::Kind::Fabric ? m_nodeIndex.value(e.tail, -1) : -1;
            if (tail >= 0 && m_highlightedNodes.contains(e.head) && m_graph.nodes[tail].kind == NodeKind::Cpu)
                m_highlightedNodes.insert(e.tail);
        }
        if (m_graph.pairEdgesOnDemand && m_options.pairEdges) {
            QList<GraphEdge> pairs;
            for (const GraphNode& peer : m_graph.nodes) {
                if (peer.kind != NodeKind::Gpu || peer.gpuIndex == gpuIndex)
                    continue;
                pairs.append(peer.gpuIndex < gpuIndex ? Layout::gpuPairEdge(m_machine, peer, node)
                                                      : Layout::gpuPairEdge(m_machine, node, peer));
            }
            addPairArcs(pairs, m_pairArcs, true);
        }
    }
    for (NodeItem* item : std::as_const(m_nodes)) {
        const bool on = m_highlightedNodes.contains(item->node().id);
        const bool peer = active && item->node().kind == NodeKind::Gpu;
        item->setHighlighted(on);
        item->setOpacity(!active || on || peer ? 1.0 : dimmedOpacity);
    }
    const QString selectedId = active ? m_graph.nodes[gpuNode].id : QString();
    for (EdgeItem* item : std::as_const(m_edges)) {
        const GraphEdge& e = item->edge();
        bool on = false;
        if (active) {
            on = e.kind == GraphEdge::Kind::GpuPair ? (e.tail == selectedId || e.head == selectedId)
                                                     : (m_highlightedNodes.contains(e.tail) && m_highlightedNodes.contains(e.head));
        }
        item->setHighlighted(on);
        item->setOpacity(!active || on ? 1.0 : dimmedOpacity);
    }
    // The measured bandwidth from the selected GPU to each peer, at the bottom of its arc.
    if (active && !m_measured.isEmpty()) {
        for (EdgeItem* item : m_edges + m_pairArcs) {
            const GraphEdge& e = item->edge();
            if (e.kind != GraphEdge::Kind::GpuPair || (e.tail != selectedId && e.head != selectedId))
                continue;
            const QString peerId = e.tail == selectedId ? e.head : e.tail;
            const int peer = m_graph.nodes.value(m_nodeIndex.value(peerId, -1)).gpuIndex;
            const auto value = m_measured.values.constFind({ gpuIndex, peer });
            if (value == m_measured.values.cend())
                continue;
            auto* label = new LinkLabelItem(m_measured.format(*value));
            label->setFont(sceneFont(7));
            label->setBrush(m_theme.text);
            addItem(label);
            const QRectF box = item->path().boundingRect();
            label->setPos(QPointF(box.center().x() - label->boundingRect().width() / 2, box.bottom() - 2));
            label->setZValue(4);
            m_measureLabels.append(label);
        }
    }
}

QString TopologyScene::findNode(const QString& query) const
{
    const QString q = query.trimmed();
    if (q.isEmpty())
        return {};
    const auto bdf = Bdf::parse(QStringView(q));
    for (const GraphNode& n : m_graph.nodes) {
        if (bdf && n.bdf && *n.bdf == *bdf)
            return n.id;
    }
    // "GPU3", a short address ("81:00"), or any text in the label.
    for (const GraphNode& n : m_graph.nodes) {
        for (const QString& line : n.lines) {
            if (line.contains(q, Qt::CaseInsensitive))
                return n.id;
        }
    }
    return {};
}

void TopologyScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    QGraphicsScene::mousePressEvent(event);
    for (QGraphicsItem* item : items(event->scenePos())) {
        if (item->type() == NodeType) {
            const GraphNode& node = static_cast<NodeItem*>(item)->node();
            if (node.kind == NodeKind::Gpu) {
                Q_EMIT gpuClicked(node.gpuIndex);
                return;
            }
        }
    }
    Q_EMIT gpuClicked(-1);
}

} // namespace Topo::Ui
