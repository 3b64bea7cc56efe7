// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/graph.h"

#include <QByteArray>

namespace Topo::Layout {

/// The graph as DOT, written by Graphviz (toDot) and rearranged into one canonical order
/// (canonicalDot): what `topolens export --format dot` writes for each machine, in either program.
QByteArray graphDot(const Graph& graph);

/// agwrite lists subgraphs in the order of cgraph's internal ids, which are string addresses,
/// and declares each node (label and size) inside the first subgraph it writes that holds it:
/// the same graph written twice in one process can come out in two arrangements. Rewritten
/// here into one: every node declared at the top in the graph's own order, subgraphs sorted by
/// name and holding bare references, edges as agwrite wrote them. The same graph for Graphviz.
QByteArray canonicalDot(const QByteArray& dot, const Graph& graph);

} // namespace Topo::Layout
