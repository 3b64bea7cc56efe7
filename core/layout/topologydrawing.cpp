// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/topologydrawing.h"

#include "layout/bezier.h"
#include "layout/labelsizes.h"
#include "layout/legendlayout.h"
#include "util/tr.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>

namespace Topo::Layout {

namespace {

/// The scene's stacking: lower first, then in the order added (QGraphicsScene's z values).
enum Layer { NumaLayer, RootComplexLayer, BackLayer, TreeEdgeLayer, PairArcLayer, LinkLabelLayer, NodeLayer, LayerCount };

/// Draws one machine into the layers, as the scene stacks its items; notes where a text has a
/// character the kept metrics do not cover (then the GUI program draws the page).
struct Builder
{
    const Graph& graph;
    const GraphGeometry& geometry;
    const Palette& palette;
    std::array<Drawing, LayerCount> layers;
    bool covered = true;

    /// `text` in `font`, elided in the middle to `width` where one is given (as a box's lines).
    QString fitted(const QString& text, DrawingFont font, std::optional<double> width)
    {
        const TextMetrics metrics(font);
        const std::optional<QString> fit = width ? metrics.elided(text, TextMetrics::Elide::Middle, *width) : std::optional(text);
        if (!fit || !metrics.horizontalAdvance(*fit))
            covered = false;
        return fit.value_or(text);
    }
    /// The width of `text` on one line in `font`.
    double width(const QString& text, DrawingFont font)
    {
        const std::optional<double> w = TextMetrics(font).horizontalAdvance(text);
        covered = covered && w.has_value();
        return w.value_or(0);
    }

    void addCluster(const GraphCluster& cluster, const QRectF& rect);
    void addNode(const GraphNode& node, const QRectF& rect);
    QList<GraphEdge> addTreeEdges();
    double addPairArcs(const QList<GraphEdge>& pairs, double arcScale);
};

void Builder::addCluster(const GraphCluster& cluster, const QRectF& rect)
{
    const bool numa = cluster.kind == GraphCluster::Kind::Numa;
    Drawing& layer = layers[numa ? NumaLayer : RootComplexLayer];
    layer.box(rect, numa ? 10 : 6, numa ? palette.numaFill : palette.rootComplexFill,
        Stroke { numa ? palette.numaBorder : palette.rootComplexBorder, 1, numa ? Stroke::Dash::Solid : Stroke::Dash::Dashed });
    // Painted 8 px in from the sides and 3 down, on one line.
    const DrawingFont font = clusterCaptionFont(cluster.kind);
    layer.text(QPointF(snappedToSixtyFourths(rect.left() + 8), TextMetrics(font).topBaseline(rect.top() + 3)),
        fitted(cluster.label, font, std::nullopt), font,
        numa ? palette.text : palette.mutedText);
}

void Builder::addNode(const GraphNode& node, const QRectF& rect)
{
    Drawing& layer = layers[NodeLayer];
    const bool folded = node.kind == NodeKind::Folded;
    Rgb fill = palette.nodeFill;
    if (node.kind == NodeKind::Gpu)
        fill = gpuFillRgb(palette);
    if (node.kind == NodeKind::Cpu)
        fill = cpuFillRgb(palette);
    layer.box(rect, 5, fill, Stroke { palette.nodeBorder, 1, folded ? Stroke::Dash::Dotted : Stroke::Dash::Solid });
    if (node.pcieErrors != PcieErrorLevel::None) {
        // A dotted vermilion ring, as the comparison marks errors that grew; heavier where one
        // was uncorrectable.
        layer.box(rect.adjusted(-3, -3, 3, 3), 7, std::nullopt,
            Stroke { pcieErrorRgb, node.pcieErrors == PcieErrorLevel::Uncorrectable ? 2.4 : 1.4, Stroke::Dash::Dotted });
    }
    double y = rect.top() + 6;
    for (int i = 0; i < node.lines.size(); ++i) {
        const DrawingFont font = nodeLineFont(node.kind, i);
        const TextMetrics metrics(font);
        layer.text(QPointF(rect.left() + 6, y + metrics.ascent()), fitted(node.lines[i], font, rect.width() - 12), font,
            i == 0 || folded ? palette.text : palette.mutedText);
        y += metrics.height();
    }
    if (node.iommuGroup) {
        const QString badge = Tr::tr("G%1").arg(*node.iommuGroup);
        const TextMetrics metrics(DrawingFont::Badge);
        const double w = width(badge, DrawingFont::Badge) + 8;
        const QRectF r(rect.right() - w - 4, rect.top() - 7, w, 13);
        layer.box(r, 6, iommuBadgeRgb, std::nullopt);
        layer.text(QPointF(snappedToSixtyFourths(r.left() + 4), metrics.centredBaseline(r.top(), r.height())), badge, DrawingFont::Badge,
            0xffffff);
    }
}

QList<GraphEdge> Builder::addTreeEdges()
{
    QList<GraphEdge> pairs;
    const TextMetrics labelMetrics(DrawingFont::LinkLabel);
    for (int i = 0; i < graph.edges.size(); ++i) {
        const GraphEdge& e = graph.edges[i];
        if (e.kind == GraphEdge::Kind::GpuPair) {
            pairs.append(e);
            continue;
        }
        if (i >= geometry.edges.size())
            continue;
        const QList<QPointF>& points = geometry.edges[i].points;
        if (points.size() < 4)
            continue;
        QList<QPointF> chain = points.mid(0, 1 + (points.size() - 1) / 3 * 3);
        layers[TreeEdgeLayer].curve(chain,
            Stroke { e.belowCapability ? palette.warning : palette.edge, 1,
                e.kind == GraphEdge::Kind::Fabric ? Stroke::Dash::Dashed : Stroke::Dash::Solid });
        if (e.kind == GraphEdge::Kind::Tree && !e.label.isEmpty()) {
            const QPointF mid = pointAtHalfLength(chain);
            const QString label = fitted(e.label, DrawingFont::LinkLabel, std::nullopt);
            // Centred on the link's middle by its text box, whose height Qt's text layout rounds up.
            layers[LinkLabelLayer].text(QPointF(mid.x() + 4, mid.y() - std::ceil(labelMetrics.height()) / 2 + labelMetrics.ascent()), label,
                DrawingFont::LinkLabel, e.belowCapability ? palette.warning : palette.mutedText);
        }
    }
    return pairs;
}

double Builder::addPairArcs(const QList<GraphEdge>& pairs, double arcScale)
{
    const QList<PairArc> arcs = pairArcs(graph, geometry, pairs, arcScale);
    double bottom = 0;
    for (int i = 0; i < pairs.size(); ++i) {
        const auto& [a, b, depth] = arcs[i];
        bottom = std::max(bottom, a.y() + depth * 0.75);
        const GraphEdge& e = pairs[i];
        // Solid: P2P OK. Dashed: the driver refuses P2P (NS, CNS, …). Dotted: not reported.
        Stroke::Dash dash = Stroke::Dash::Solid;
        if (!e.p2p)
            dash = Stroke::Dash::Dotted;
        else if (*e.p2p != P2pStatus::Ok && *e.p2p != P2pStatus::Self)
            dash = Stroke::Dash::Dashed;
        layers[PairArcLayer].curve({ a, a + QPointF(0, depth), b + QPointF(0, depth), b },
            Stroke { linkClassRgb(e.linkClass.linkClass), 1.8, dash });
    }
    return bottom;
}

} // namespace

QRectF gpuRowRect(const Graph& graph, const GraphGeometry& geometry)
{
    QRectF row;
    for (int i = 0; i < graph.nodes.size() && i < geometry.nodes.size(); ++i) {
        if (graph.nodes[i].kind == NodeKind::Gpu)
            row = row.isNull() ? geometry.nodes[i].rect : row.united(geometry.nodes[i].rect);
    }
    return row;
}

LegendContent legendContentOf(const Machine& machine, const Graph& graph, bool pairEdges)
{
    LegendContent legend { pairEdges, {}, false, false, false, false };
    if (pairEdges && graph.pairEdgesOnDemand) {
        const auto gpus = std::count_if(graph.nodes.cbegin(), graph.nodes.cend(), [](const GraphNode& n) { return n.kind == NodeKind::Gpu; });
        legend.note = Tr::tr("%n GPUs: pair arcs are drawn for the selected GPU only; click a GPU to see its pairs.", nullptr, int(gpus));
        // Those arcs are not in the graph: where no tool gave a P2P status (asked as the arcs
        // will ask, of the first pair), they will all be dotted.
        legend.p2pUnreported = machine.gpus.size() >= 2 && !machine.p2pStatus(machine.gpus[0].index, machine.gpus[1].index);
    }
    for (const GraphEdge& e : graph.edges)
        legend.p2pUnreported = legend.p2pUnreported || (pairEdges && e.kind == GraphEdge::Kind::GpuPair && !e.p2p);
    for (const Gpu& g : machine.gpus)
        (machine.isAmdGpu(g) ? legend.xgmi : legend.nvlink) = true;
    if (machine.gpus.isEmpty())
        legend.nvlink = true;
    for (const GraphNode& n : graph.nodes)
        legend.pcieErrors = legend.pcieErrors || n.pcieErrors != PcieErrorLevel::None;
    return legend;
}

double pairArcScale(const GraphGeometry& geometry, const QRectF& gpuRow)
{
    const double band = std::max(arcBandFloor, arcBandShare * geometry.bounds.height());
    const double widest = arcDepthPerSpan * gpuRow.width();
    return widest > band - arcBaseDepth ? (band - arcBaseDepth) / widest : 1.0;
}

double pairArcDepth(double span, double arcScale)
{
    return arcBaseDepth + arcDepthPerSpan * span * arcScale;
}

QList<PairArc> pairArcs(const Graph& graph, const GraphGeometry& geometry, const QList<GraphEdge>& pairs, double arcScale)
{
    const auto nodeRect = [&](const QString& id) {
        const int i = graph.nodeIndex(id);
        return i >= 0 && i < geometry.nodes.size() ? geometry.nodes[i].rect : QRectF();
    };
    QHash<QString, QList<QPair<double, int>>> peersOf; // node id → (peer x, index in pairs)
    for (int i = 0; i < pairs.size(); ++i) {
        peersOf[pairs[i].tail].append({ nodeRect(pairs[i].head).center().x(), i });
        peersOf[pairs[i].head].append({ nodeRect(pairs[i].tail).center().x(), i });
    }
    QList<std::array<QPointF, 2>> anchors(pairs.size());
    for (auto it = peersOf.begin(); it != peersOf.end(); ++it) {
        QList<QPair<double, int>>& peers = it.value();
        std::sort(peers.begin(), peers.end());
        const QRectF r = nodeRect(it.key());
        for (int k = 0; k < peers.size(); ++k) {
            const int pair = peers[k].second;
            anchors[pair][pairs[pair].tail == it.key() ? 0 : 1] = QPointF(r.left() + r.width() * (k + 1) / (peers.size() + 1), r.bottom());
        }
    }
    QList<PairArc> arcs;
    arcs.reserve(pairs.size());
    for (int i = 0; i < pairs.size(); ++i) {
        QPointF a = anchors[i][0];
        QPointF b = anchors[i][1];
        if (a.x() > b.x())
            std::swap(a, b);
        arcs.append({ a, b, pairArcDepth(b.x() - a.x(), arcScale) });
    }
    return arcs;
}

std::optional<MachineDrawing> drawMachine(const Machine& machine, const Graph& graph, const GraphGeometry& geometry,
    const Palette& palette)
{
    if (!geometry.isValid())
        return MachineDrawing {};
    Builder b { graph, geometry, palette, {} };
    for (int i = 0; i < graph.clusters.size() && i < geometry.clusters.size(); ++i)
        b.addCluster(graph.clusters[i], geometry.clusters[i].rect);
    for (int i = 0; i < graph.nodes.size() && i < geometry.nodes.size(); ++i)
        b.addNode(graph.nodes[i], geometry.nodes[i].rect);
    const QRectF gpuRow = gpuRowRect(graph, geometry);
    const double arcScale = pairArcScale(geometry, gpuRow);
    const QList<GraphEdge> pairs = b.addTreeEdges();
    double arcBottom = std::max(geometry.bounds.bottom(), b.addPairArcs(pairs, arcScale));
    // Arcs that come and go with the selection: room for the widest one.
    if (graph.pairEdgesOnDemand)
        arcBottom = std::max(arcBottom, gpuRow.bottom() + pairArcDepth(gpuRow.width(), arcScale) * 0.75);
    const LegendContent legend = legendContentOf(machine, graph, true);
    const std::optional<LegendDrawing> key = drawLegend(legend, palette, sceneLegendWidth);
    if (!key || !b.covered)
        return std::nullopt;
    const double legendTop = arcBottom + 18;
    b.layers[BackLayer].append(key->shapes, QPointF(0, legendTop));
    MachineDrawing out;
    const double right = std::max(geometry.bounds.right(), sceneLegendWidth) + 16;
    out.sceneRect = QRectF(QPointF(-16, -12), QPointF(right, legendTop + key->height + 12));
    for (Drawing& layer : b.layers)
        out.shapes += layer.shapes;
    return out;
}

} // namespace Topo::Layout
