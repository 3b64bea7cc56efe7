// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/graph.h"
#include "analyze/benchmarkoutliers.h"
#include "analyze/gpunics.h"
#include "model/machine.h"
#include "topology/legendpainter.h"
#include "topology/scenetheme.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>

namespace Topo::Ui {

class NodeItem;
class EdgeItem;
class PairFanItem;

/// One machine's topology drawing: clusters, devices, PCI links, and GPU pair arcs under the
/// GPU row coloured by class and dashed where P2P is not OK. Built from plain layout geometry;
/// every text is drawn as plain text (remote names are never interpreted as markup).
class TopologyScene : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit TopologyScene(QObject* parent = nullptr);

    struct Options
    {
        bool pairEdges = true;
        bool iommuGroups = true;
        bool linkLabels = true;
        bool operator==(const Options&) const = default;
    };

    /// Sizes node boxes and cluster captions from the fonts the scene draws with (the kept
    /// metrics, Layout::measureLabels; Qt for text they do not cover), so Graphviz leaves room
    /// for the text without measuring it itself. Call before the layout.
    static void measureLabels(Layout::Graph& graph);

    /// `gpuNics`, the machine's gpuNics() (SnapshotDocument::gpuNics), lets a selected GPU light
    /// the way to its closest RDMA NIC and show their class; without it a selection shows none.
    void setTopology(const Machine& machine, const Layout::Graph& graph, const Layout::GraphGeometry& geometry,
        QList<GpuNics> gpuNics = {});
    void setOptions(const Options& options);
    const Options& options() const { return m_options; }
    void setTheme(const SceneTheme& theme);
    const SceneTheme& theme() const { return m_theme; }
    const Layout::Graph& graph() const { return m_graph; }
    const Layout::GraphGeometry& geometry() const { return m_geometry; }
    const Machine& machine() const { return m_machine; }

    /// Highlights a GPU's path to the CPU and its arcs to every peer; -1 clears.
    void selectGpu(int gpuIndex);
    int selectedGpu() const { return m_selectedGpu; }
    /// Node ids currently highlighted (tests and the details panel).
    QSet<QString> highlightedNodes() const { return m_highlightedNodes; }
    QRectF gpuRect(int gpuIndex) const;
    QList<int> gpuIndices() const;
    /// The box around every GPU of the drawing (empty without GPUs): what a first view shows.
    QRectF gpuRowRect() const { return m_gpuRow; }
    /// The scene rect less the legend under the drawing: for a view that shows one legend of
    /// its own beside several drawings (the window), while exports keep the scene's.
    QRectF drawingRect() const { return m_drawingRect; }
    /// Whether the legend item is drawn (it keeps its place in the scene rect either way):
    /// off in the window, whose views show drawingRect() beside one legend of their own; an
    /// export turns it on while it paints (LegendShown).
    void setLegendVisible(bool visible);
    bool isLegendVisible() const { return m_legendVisible; }
    /// Finds a node by PCI address (any form) or by text in its label; returns its GPU index
    /// or -1, and centres nothing (the view does).
    QString findNode(const QString& query) const;
    QRectF nodeRect(const QString& id) const;
    /// What a view's edge should not cut in half: every box with its IOMMU badge, and every
    /// cluster's caption.
    QList<QRectF> uncuttableBands() const;
    /// The measured bandwidth shown on the GPU pair arcs (from the machine's imported runs).
    const MeasuredPairs& measuredPairs() const { return m_measured; }
    /// What the legend says beyond the palette (pair arcs drawn on demand), for a legend
    /// drawn outside the scene; empty when nothing.
    QString legendNote() const { return m_legendNote; }
    /// What this drawing's legend lists: its note, and which vendors' GPU fabric it can show.
    LegendContent legendContent() const { return m_legendContent; }
    /// The title block drawn above the topology (machine and snapshot facts, for exports).
    void setCaption(const QStringList& lines);

Q_SIGNALS:
    void gpuClicked(int gpuIndex);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    void rebuild();
    /// The caption block above the drawing; returns its top (0 without a caption).
    qreal addCaption();
    /// The tree and fabric edges (with their link labels); returns the GPU pairs to draw as arcs.
    QList<Layout::GraphEdge> addTreeEdges();
    /// How far below the GPU row a pair arc between ends `span` apart reaches.
    qreal arcDepth(qreal span) const;
    /// Where a GPU pair arc leaves its left and right GPU, and how far below them it reaches.
    struct ArcEnds
    {
        QPointF left;
        QPointF right;
        qreal depth = 0;
    };
    QList<ArcEnds> arcEnds(const QList<Layout::GraphEdge>& pairs) const;
    /// "Measured (nvbandwidth): GPU0→GPU1 …" for a pair arc's tooltip; empty where no run has it.
    QString measuredNote(const Layout::GraphEdge& pair) const;
    /// Draws the graph's GPU pair arcs under the GPU row; returns the lowest point they reach.
    qreal addPairArcs(const QList<Layout::GraphEdge>& pairs);
    /// The selected GPU's arcs to its peers, where the graph draws them on demand.
    void showPairFan(const QList<Layout::GraphEdge>& pairs);
    /// The selected GPU's class to its closest RDMA NIC, as a badge under the NIC: what NCCL
    /// decides GPUDirect RDMA on, coloured as a GPU pair of that class would be.
    void showNicClass(const GpuNicLink& nic, const QRectF& nicRect);

    Machine m_machine;
    QList<GpuNics> m_gpuNics; // each GPU's RDMA NICs, closest first, as given with the topology
    Layout::Graph m_graph;
    Layout::GraphGeometry m_geometry;
    Options m_options;
    SceneTheme m_theme;
    QStringList m_caption;
    int m_selectedGpu = -1;
    QHash<QString, int> m_nodeIndex; // node id → index in m_graph.nodes
    QHash<QString, NodeItem*> m_nodes;
    QList<EdgeItem*> m_edges;
    PairFanItem* m_pairFan = nullptr; // the selected GPU's arcs when the graph has pairs on demand
    MeasuredPairs m_measured;    // imported benchmark bandwidth per GPU pair, on the arcs
    QList<QGraphicsItem*> m_selectionLabels; // what a selection adds: values on its arcs, its NIC's badge
    QSet<QString> m_highlightedNodes;
    QRectF m_gpuRow;
    QRectF m_drawingRect;
    QGraphicsItem* m_legendItem = nullptr;
    bool m_legendVisible = true;
    QString m_legendNote;
    LegendContent m_legendContent;
    qreal m_arcScale = 1; // shrinks every arc alike, so the widest stays within its band
};

/// Shows a scene's legend for as long as it lives: an export paints the scene with its key even
/// where the window hides it.
class LegendShown
{
public:
    explicit LegendShown(TopologyScene* scene)
        : m_scene(scene)
        , m_was(scene->isLegendVisible())
    {
        m_scene->setLegendVisible(true);
    }
    ~LegendShown() { m_scene->setLegendVisible(m_was); }
    LegendShown(const LegendShown&) = delete;
    LegendShown& operator=(const LegendShown&) = delete;

private:
    TopologyScene* m_scene;
    bool m_was;
};

} // namespace Topo::Ui
