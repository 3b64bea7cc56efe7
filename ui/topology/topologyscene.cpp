// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/topologyscene.h"

#include "analyze/gpunics.h"

#include "analyze/pcipath.h"
#include "layout/graphbuilder.h"
#include "layout/topologydrawing.h"
#include "topology/pairfanitem.h"
#include "topology/sceneitems.h"
#include "widgets/inerttooltip.h"

#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPixmapCache>
#include <QStyleOptionGraphicsItem>

#include <array>

namespace Topo::Ui {

using Layout::GraphEdge;
using Layout::GraphNode;
using Layout::NodeKind;

namespace {

constexpr qreal dimmedOpacity = 0.22;


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

TopologyScene::TopologyScene(QObject* parent)
    : QGraphicsScene(parent)
    , m_theme(SceneTheme::light())
{
    // Items that never move: a BSP index buys little for their hit tests, while the selected
    // GPU's pair arcs, which span the whole drawing, were re-indexed on every click.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    // The boxes keep pictures of themselves at the current zoom (NodeItem): room for the
    // boxes of two large drawings on a HiDPI screen, beyond Qt's default of 10 MiB.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), 64 * 1024));
}

void TopologyScene::measureLabels(Layout::Graph& graph)
{
    // The kept metrics measure what they cover (the same numbers as Qt's here, tst_textmetrics
    // checks); Qt the rest (a name in another script).
    Layout::measureLabels(graph, [](Layout::DrawingFont font, const QString& text) {
        return QFontMetricsF(sceneFont(font)).horizontalAdvance(text);
    });
}

void TopologyScene::setTopology(const Machine& machine, const Layout::Graph& graph, const Layout::GraphGeometry& geometry,
    QList<GpuNics> gpuNics)
{
    m_gpuNics = std::move(gpuNics);
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

void TopologyScene::setLegendVisible(bool visible)
{
    m_legendVisible = visible;
    if (m_legendItem)
        m_legendItem->setVisible(visible);
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
    m_pairFan = nullptr;
    m_selectionLabels.clear();
    m_highlightedNodes.clear();
    m_gpuRow = m_drawingRect = QRectF();
    m_legendItem = nullptr;
    setBackgroundBrush(m_theme.background);
    if (!m_geometry.isValid())
        return;

    const qreal top = addCaption();
    for (int i = 0; i < m_graph.clusters.size() && i < m_geometry.clusters.size(); ++i)
        addItem(new ClusterItem(m_graph.clusters[i], m_geometry.clusters[i].rect, m_theme));
    for (int i = 0; i < m_graph.nodes.size() && i < m_geometry.nodes.size(); ++i) {
        auto* item = new NodeItem(m_graph.nodes[i], m_geometry.nodes[i].rect, m_theme, m_options.iommuGroups);
        addItem(item);
        m_nodes.insert(m_graph.nodes[i].id, item);
    }
    // The GPU row, the arcs' shape and the legend, as core draws them for an export
    // (layout/topologydrawing.h).
    m_gpuRow = Layout::gpuRowRect(m_graph, m_geometry);
    m_arcScale = Layout::pairArcScale(m_geometry, m_gpuRow);
    const QList<GraphEdge> pairs = addTreeEdges();
    qreal arcBottom = std::max(m_geometry.bounds.bottom(), addPairArcs(pairs));
    // Arcs that come and go with the selection: keep room for the widest one, so the drawing
    // does not change size on every click.
    if (m_graph.pairEdgesOnDemand && m_options.pairEdges)
        arcBottom = std::max(arcBottom, m_gpuRow.bottom() + arcDepth(m_gpuRow.width()) * 0.75);
    m_legendContent = Layout::legendContentOf(m_machine, m_graph, m_options.pairEdges);
    m_legendNote = m_legendContent.note;
    auto* legend = new LegendItem(m_theme, m_legendContent);
    addItem(legend);
    legend->setPos(0, arcBottom + 18);
    legend->setVisible(m_legendVisible);
    m_legendItem = legend;
    const qreal left = -16;
    const qreal right = std::max(m_geometry.bounds.right(), legend->boundingRect().right()) + 16;
    m_drawingRect = QRectF(QPointF(left, top - 12), QPointF(m_geometry.bounds.right() + 16, arcBottom + 12));
    setSceneRect(QRectF(QPointF(left, top - 12), QPointF(right, legend->pos().y() + legend->boundingRect().height() + 12)));
    if (selected >= 0)
        selectGpu(selected);
}

qreal TopologyScene::addCaption()
{
    if (m_caption.isEmpty())
        return 0;
    // Caption block above the drawing: what machine, when, by what.
    qreal y = -12;
    for (int i = int(m_caption.size()) - 1; i >= 0; --i) {
        auto* text = addSimpleText(m_caption[i], sceneFont(i == 0 ? 12 : 8.5, i == 0));
        text->setBrush(i == 0 ? m_theme.text : m_theme.mutedText);
        y -= text->boundingRect().height() + 2;
        text->setPos(0, y);
    }
    return y;
}

QList<GraphEdge> TopologyScene::addTreeEdges()
{
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
    return pairs;
}

qreal TopologyScene::arcDepth(qreal span) const
{
    return Layout::pairArcDepth(span, m_arcScale);
}

QList<TopologyScene::ArcEnds> TopologyScene::arcEnds(const QList<GraphEdge>& pairs) const
{
    QList<ArcEnds> out;
    out.reserve(pairs.size());
    for (const Layout::PairArc& arc : Layout::pairArcs(m_graph, m_geometry, pairs, m_arcScale))
        out.append({ arc.left, arc.right, arc.depth });
    return out;
}

QString TopologyScene::measuredNote(const GraphEdge& pair) const
{
    const int tailGpu = m_graph.nodes.value(m_nodeIndex.value(pair.tail, -1)).gpuIndex;
    const int headGpu = m_graph.nodes.value(m_nodeIndex.value(pair.head, -1)).gpuIndex;
    QStringList measured;
    for (const auto& [from, to] : { std::pair(tailGpu, headGpu), std::pair(headGpu, tailGpu) }) {
        const auto value = m_measured.values.constFind({ from, to });
        if (value != m_measured.values.cend())
            measured << QObject::tr("GPU%1\u2192GPU%2 %3").arg(from).arg(to).arg(m_measured.format(*value));
    }
    return measured.isEmpty() ? QString() : QObject::tr("Measured (%1): %2").arg(m_measured.source, measured.join(QStringLiteral(", ")));
}

qreal TopologyScene::addPairArcs(const QList<GraphEdge>& pairs)
{
    const QList<ArcEnds> ends = arcEnds(pairs);
    qreal bottom = 0;
    for (int i = 0; i < pairs.size(); ++i) {
        const auto& [a, b, depth] = ends[i];
        QPainterPath path;
        path.moveTo(a);
        path.cubicTo(a + QPointF(0, depth), b + QPointF(0, depth), b);
        bottom = std::max(bottom, a.y() + depth * 0.75);
        auto* item = new EdgeItem(pairs[i], path, m_theme, measuredNote(pairs[i]));
        addItem(item);
        m_edges.append(item);
    }
    return bottom;
}

void TopologyScene::showPairFan(const QList<GraphEdge>& pairs)
{
    const QList<ArcEnds> ends = arcEnds(pairs);
    QList<PairFanItem::Arc> arcs;
    arcs.reserve(pairs.size());
    for (int i = 0; i < pairs.size(); ++i) {
        const auto& [a, b, depth] = ends[i];
        arcs.append(PairFanItem::Arc(pairs[i], a, b, depth));
    }
    m_pairFan = new PairFanItem(std::move(arcs), [this](const PairFanItem::Arc& arc) {
        const QString measured = measuredNote(arc.edge);
        return pairArcToolTip(arc.edge) + (measured.isEmpty() ? QString() : u'\n' + measured);
    });
    addItem(m_pairFan);
}

QRectF TopologyScene::nodeRect(const QString& id) const
{
    const int i = m_nodeIndex.value(id, -1);
    return i >= 0 && i < m_geometry.nodes.size() ? m_geometry.nodes[i].rect : QRectF();
}

QList<QRectF> TopologyScene::uncuttableBands() const
{
    constexpr qreal badgeRise = 10;   // an IOMMU group badge sits across a box's top edge
    constexpr qreal captionInset = 3; // ClusterItem draws its caption this far below its top
    QList<QRectF> bands;
    bands.reserve(m_geometry.nodes.size() + m_geometry.clusters.size());
    for (qsizetype i = 0; i < m_geometry.nodes.size() && i < m_graph.nodes.size(); ++i) {
        const bool badge = m_options.iommuGroups && m_graph.nodes[i].iommuGroup;
        bands.append(m_geometry.nodes[i].rect.adjusted(0, badge ? -badgeRise : 0, 0, 0));
    }
    for (qsizetype i = 0; i < m_geometry.clusters.size() && i < m_graph.clusters.size(); ++i) {
        const QRectF& rect = m_geometry.clusters[i].rect;
        bands.append(QRectF(rect.left(), rect.top(), rect.width(), captionInset + m_graph.clusters[i].labelSize.height()));
    }
    return bands;
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
    delete m_pairFan;
    m_pairFan = nullptr;
    qDeleteAll(m_selectionLabels);
    m_selectionLabels.clear();
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
        // The way to its closest RDMA NIC, where the drawing has the NIC: what GPUDirect RDMA
        // crosses (a NIC on the GPU's switch shares the path's first hops, one on another
        // socket adds the other root complex and the socket link).
        const GpuNics* nics = node.bdf ? nicsOfGpu(m_gpuNics, gpuIndex) : nullptr;
        if (const GpuNicLink* nic = nics ? nics->closest() : nullptr; nic && nic->bdf && m_nodeIndex.contains(Layout::deviceNodeId(*nic->bdf))) {
            for (const PathHop& hop : pathBetween(m_machine, *node.bdf, *nic->bdf).hops) {
                const QString id = hop.bdf ? Layout::deviceNodeId(*hop.bdf) : Layout::rootComplexNodeId(hop.rootBus);
                if ((hop.bdf || hop.kind == PathHop::Kind::HostBridge) && m_nodeIndex.contains(id))
                    m_highlightedNodes.insert(id);
            }
            showNicClass(*nic, nodeRect(Layout::deviceNodeId(*nic->bdf)));
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
            showPairFan(pairs);
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
        QList<QPair<GraphEdge, QRectF>> arcs; // each pair arc, and the box of its line
        for (EdgeItem* item : std::as_const(m_edges))
            arcs.append({ item->edge(), item->path().boundingRect() });
        if (m_pairFan) {
            for (const PairFanItem::Arc& arc : m_pairFan->arcs())
                arcs.append({ arc.edge, arc.bounds });
        }
        for (const auto& [e, box] : std::as_const(arcs)) {
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
            label->setPos(QPointF(box.center().x() - label->boundingRect().width() / 2, box.bottom() - 2));
            label->setZValue(4);
            m_selectionLabels.append(label);
        }
    }
}

void TopologyScene::showNicClass(const GpuNicLink& nic, const QRectF& nicRect)
{
    if (nic.linkClass.linkClass == LinkClass::Unknown)
        return;
    const QString text = gpuDirectRdmaByDefault(nic.linkClass.linkClass)
        ? tr("%1 · GPUDirect RDMA").arg(nic.linkClass.toString())
        : tr("%1 · staged via host memory").arg(nic.linkClass.toString());
    const QColor fill = linkClassColor(nic.linkClass.linkClass);
    auto* label = new LinkLabelItem(text);
    label->setFont(sceneFont(7, true));
    label->setBrush(textColorOn(fill)); // legible on every class's colour, as the change badges
    const QRectF textBox = label->boundingRect();
    auto* badge = new QGraphicsPathItem();
    QPainterPath shape;
    shape.addRoundedRect(QRectF(QPointF(0, 0), textBox.size() + QSizeF(8, 2)), 3, 3);
    badge->setPath(shape);
    badge->setBrush(fill);
    badge->setPen(Qt::NoPen);
    badge->setToolTip(inertToolTip(tr("Its closest RDMA NIC, %1, is %2 away: NCCL uses GPUDirect RDMA up to PXB by default.")
                                       .arg(nic.name, nic.linkClass.toString())));
    label->setParentItem(badge);
    label->setPos(4, 1);
    addItem(badge);
    badge->setPos(nicRect.center().x() - shape.boundingRect().width() / 2, nicRect.bottom() + 3);
    badge->setZValue(4);
    m_selectionLabels.append(badge);
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
