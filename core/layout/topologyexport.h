// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/pagedrawing.h"
#include "util/result.h"

#include <optional>

namespace Topo::Layout {

/// The machines a topology page of `document` shows (the host, the guest, or both side by
/// side, those it has), or what the snapshot lacks for it.
Result<QList<const Machine*>> topologyPageMachines(const SnapshotDocument& document, TopologyPage page);

/// A topology page of `document` (host, guest, or both side by side) as `topolens export`
/// draws it, without Qt's GUI: each machine's graph sized from the kept metrics, laid out by
/// Graphviz, drawn as the window's scene paints it (core/layout/topologydrawing.h). The page,
/// a message where it cannot be drawn (no such machine, Graphviz failed), or nothing where a
/// text has a character the kept metrics do not cover (the GUI program measures that one).
std::optional<Result<Drawing>> drawTopologyExport(const SnapshotDocument& document, const QString& fileName, TopologyPage page,
    const Palette& palette);

/// A machine of the page with its graph and the layout Graphviz gave it.
struct LaidOutMachine
{
    const Machine* machine = nullptr;
    Graph graph;
    GraphGeometry geometry;
};

/// The same page from machines laid out already (the window's scenes hold theirs): Graphviz
/// may place a graph a little differently the second time in one process, so a drawing that
/// must match a scene draws the scene's layout.
std::optional<Drawing> drawLaidOutTopology(const SnapshotDocument& document, const QString& fileName, TopologyPage page,
    const QList<LaidOutMachine>& machines, const Palette& palette);

/// "Host topology", "Guest topology", "Host and guest side by side": the page's title, translated.
QString topologyPageTitle(TopologyPage page);

} // namespace Topo::Layout
