// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/drawing.h"
#include "layout/graph.h"
#include "layout/legendlayout.h"
#include "model/machine.h"

#include <optional>

namespace Topo::Layout {

/// One machine's topology drawing as the window's scene paints it for an export (every pair arc,
/// IOMMU badges and link labels, the legend below, nothing selected): NUMA and root-complex
/// boxes, device boxes with their label lines, the PCI links as curves, the GPU pair arcs under
/// the GPU row. In scene coordinates, in the order the scene paints them; `sceneRect` is what
/// an export shows of it.
struct MachineDrawing
{
    QRectF sceneRect;
    QList<Shape> shapes;
};

/// Nothing where a text has a character the kept metrics do not cover (the GUI program draws
/// that one).
std::optional<MachineDrawing> drawMachine(const Machine& machine, const Graph& graph, const GraphGeometry& geometry,
    const Palette& palette);

// The pair arcs' shape: they reach below the GPU row by the distance between their ends, so
// nested arcs stay apart; the widest of a drawing reaches at most a share of the tree's height
// (and never less than the floor), so the arcs do not take half of a drawing.
inline constexpr double arcBaseDepth = 14;
inline constexpr double arcDepthPerSpan = 0.16;
inline constexpr double arcBandShare = 0.18;
inline constexpr double arcBandFloor = 44;

/// The box around every GPU of the drawing (where the pair arcs hang from); empty without GPUs.
QRectF gpuRowRect(const Graph& graph, const GraphGeometry& geometry);

/// What a machine's legend lists: the pair classes and P2P styles where pair arcs are drawn
/// (`pairEdges`), each vendor's GPU fabric where its GPUs are, the dotted P2P and PCIe error
/// entries where something drawn needs them, and, where arcs are drawn for the selected GPU
/// only, a note saying so.
LegendContent legendContentOf(const Machine& machine, const Graph& graph, bool pairEdges);

/// A GPU pair's arc under the GPU row: where it leaves each GPU (its left end first) and how far
/// it reaches below them.
struct PairArc
{
    QPointF left;
    QPointF right;
    double depth = 0;
};

/// How much every arc of a drawing shrinks so that the widest stays within its band.
double pairArcScale(const GraphGeometry& geometry, const QRectF& gpuRow);
/// How far an arc between ends `span` apart reaches.
double pairArcDepth(double span, double arcScale);
/// The arcs of `pairs` (GPU pair edges of `graph`): each leaves a GPU at an evenly spread point
/// of its bottom edge, ordered by the peer's position, so arcs to different peers do not start
/// on top of each other. The window's scene draws its arcs, and a selected GPU's, with these.
QList<PairArc> pairArcs(const Graph& graph, const GraphGeometry& geometry, const QList<GraphEdge>& pairs, double arcScale);

} // namespace Topo::Layout
