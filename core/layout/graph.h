// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"
#include "model/gpu.h"
#include "model/pcieevent.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>

namespace Topo::Layout {

/// What a box in the topology drawing stands for.
enum class NodeKind { Cpu, HostBridge, RootPort, SwitchPort, Bridge, Gpu, Nic, Nvme, Other, Folded };

struct GraphNode
{
    QString id;            // synthetic ("n12"), never remote text
    NodeKind kind = NodeKind::Other;
    QStringList lines;     // label lines, remote text included (escaped wherever rendered)
    std::optional<Bdf> bdf;
    QString cluster;       // id of the innermost cluster, or empty
    std::optional<int> iommuGroup;
    std::optional<int> numaNode;
    int gpuIndex = -1;
    int foldedCount = 0;   // Folded nodes: how many devices they stand for
    PcieErrorLevel pcieErrors = PcieErrorLevel::None; // its AER counters and kernel log (pcieErrorLevel())
    QSizeF size;           // in points; set by the view from its fonts before layout
};

struct GraphCluster
{
    enum class Kind { Numa, RootComplex };
    QString id;
    Kind kind = Kind::RootComplex;
    QString parent; // enclosing cluster id
    QString label;
    /// The caption's size as the drawing will paint it (Layout::measureLabels), which the
    /// layout leaves room for. Not measured: Graphviz estimates the label's size itself.
    QSizeF labelSize;
};

struct GraphEdge
{
    enum class Kind { Tree, Fabric, GpuPair };
    Kind kind = Kind::Tree;
    QString tail;
    QString head;
    LinkClassCell linkClass;                 // GpuPair
    std::optional<P2pStatus> p2p;            // GpuPair, when nvidia-smi said
    QString label;                           // e.g. "Gen5 x16" on tree edges
    bool belowCapability = false;            // tree edges: trained below what both ends can do
};

/// A machine's topology as a graph, independent of how it is drawn.
struct Graph
{
    QString title;
    QList<GraphCluster> clusters;
    QList<GraphNode> nodes;
    QList<GraphEdge> edges;
    /// Too many GPUs for an edge per pair (GraphOptions::maxGpusForAllPairs): there are no
    /// GpuPair edges, and views draw the selected GPU's pairs with gpuPairEdge().
    bool pairEdgesOnDemand = false;

    int nodeIndex(const QString& id) const;
    int gpuNodeIndex(int gpuIndex) const;
};

/// Plain geometry from Graphviz, in points, y growing downwards (Qt's convention), origin at the
/// top-left of the drawing.
struct NodeGeometry
{
    QRectF rect;
};
struct EdgeGeometry
{
    /// A cubic Bézier chain: the first point, then groups of three (control, control, end).
    QList<QPointF> points;
    std::optional<QPointF> arrowEnd;
};
struct ClusterGeometry
{
    QRectF rect;
    QPointF labelPosition; // top-left of the label area
};
struct GraphGeometry
{
    QRectF bounds;
    QList<NodeGeometry> nodes;       // parallel to Graph::nodes
    QList<EdgeGeometry> edges;       // parallel to Graph::edges
    QList<ClusterGeometry> clusters; // parallel to Graph::clusters
    bool isValid() const { return !bounds.isEmpty(); }
};

} // namespace Topo::Layout
