// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/graph.h"
#include "model/machine.h"

namespace Topo::Layout {

struct GraphOptions
{
    /// Show only what matters for GPUs: GPUs, NICs and NVMe drives and the bridges above them;
    /// everything else is folded into one "+N devices" box per root complex.
    bool foldUnrelated = true;
    /// Group root complexes by NUMA node.
    bool numaClusters = true;
    /// Add GPU↔GPU pair edges (drawn as arcs by the view, written to DOT).
    bool pairEdges = true;
    /// Up to this many GPUs every pair gets an edge. Beyond, the pairs (32,640 for 256 GPUs)
    /// would bury the drawing and take seconds to build, lay out and paint: they are left out
    /// (Graph::pairEdgesOnDemand) and views draw the selected GPU's pairs only.
    int maxGpusForAllPairs = 16;
};

/// The topology graph of one machine: NUMA nodes and root complexes as clusters, host bridges,
/// root ports, switch ports and endpoints as nodes, the PCI links and the CPU fabric as edges.
Graph buildTopologyGraph(const Machine& machine, const GraphOptions& options = {});

/// The pair edge between two GPU nodes: nvidia-smi's class where printed, else the one the
/// tree implies, and the P2P read status where nvidia-smi reported it.
GraphEdge gpuPairEdge(const Machine& machine, const GraphNode& a, const GraphNode& b);

/// A size estimate for a node's label when no font is at hand (CLI, tests): the view replaces
/// it with measured sizes.
QSizeF estimatedNodeSize(const GraphNode& node);

/// Node ids the builder gives, so views can find a device or root complex by address.
QString rootComplexNodeId(const RootBus& root);
QString deviceNodeId(const Bdf& bdf);

/// "Gen5 x16" or "2.5 GT/s x1"; empty when unknown.
QString linkStateText(const LinkState& state);

} // namespace Topo::Layout
