// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/graph.h"

#include <QByteArray>
#include <QFuture>
#include <QString>

namespace Topo::Layout {

struct LayoutResult
{
    GraphGeometry geometry;
    QString error; // empty on success
};

/// Lays a graph out with Graphviz's dot. Graphviz is not thread-safe (not even with separate
/// contexts), so every call runs on one dedicated worker thread, in the C numeric locale;
/// results come back as plain geometry. Node labels never reach the layout: nodes have fixed
/// sizes, so a hostile device name cannot change the drawing.
QFuture<LayoutResult> layoutAsync(const Graph& graph);
LayoutResult layoutBlocking(const Graph& graph);

/// Starts loading Graphviz and its dot plugin on the Graphviz thread and returns at once: a
/// command that will lay a graph out calls it before reading its snapshot, so the load (0.5 ms
/// and more at a process's start) runs beside the reading instead of after it.
void prepareLayout();

/// The same graph as DOT text (escaped labels, synthetic ids), written by Graphviz itself.
QByteArray toDot(const Graph& graph);

/// The graph as DOT text exactly as the layout hands it to dot: fixed-size nodes without text,
/// cluster labels as boxes of their measured size (measureLabels first), no GPU pair arcs. What
/// to read when a layout surprises, and what bench/layoutfloor.cpp lays out.
QByteArray layoutInputDot(const Graph& graph);

/// Escapes text for a Graphviz label set through the API: backslashes (escString sequences
/// such as \N, \G, \l), ampersands (entity decoding), newlines and control characters.
QString escapeForGraphviz(const QString& text);

/// The version of the Graphviz library in use ("2.43.0"), asked on the Graphviz thread; where
/// the library cannot be loaded, why not.
QString graphvizVersion();

} // namespace Topo::Layout
