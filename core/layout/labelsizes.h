// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/graph.h"
#include "layout/textmetrics.h"

#include <functional>

namespace Topo::Layout {

/// Measures text the kept metrics do not cover (a character outside measuredCharacters()):
/// the window passes Qt's measurement.
using MeasureText = std::function<double(DrawingFont, const QString&)>;

/// The font of a node's label line `line`: the first is bold on GPUs and CPUs.
DrawingFont nodeLineFont(NodeKind kind, int line);
/// The font of a cluster's caption: a NUMA node's in bold, a root complex's as the boxes' lines.
DrawingFont clusterCaptionFont(GraphCluster::Kind kind);

/// Sizes every node box (GraphNode::size) and cluster caption (GraphCluster::labelSize) of
/// `graph` as the drawing paints them, from the kept metrics, and from `fallback` where those
/// do not cover a text. False where some text is not covered and there is no fallback: the
/// graph is then only partly measured, and a command without a GUI leaves the drawing to
/// topolens-gui.
bool measureLabels(Graph& graph, const MeasureText& fallback = {});

} // namespace Topo::Layout
