// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/snapshotdocument.h"
#include "layout/topologydrawing.h"

#include <QStringList>

#include <optional>

namespace Topo::Layout {

/// The title block of an exported picture: the snapshot's title, its details (the machines,
/// when it was taken and by which TopoLens) and a warning where it is a reconstruction.
struct PageHeader
{
    QString title;
    QStringList details;
    QString warning;
};

/// Which topology an exported page shows.
enum class TopologyPage { Host, Guest, SideBySide };

/// "Host (physical): pve": a machine as a caption names it.
QString machineCaption(const Machine& machine);
/// Dates in exports are the same for every reader and locale: ISO, UTC; empty where unknown.
QString snapshotTime(const Snapshot& snapshot);
/// The header of a page of `snapshot` (named `fileName` where it has no title or there is none)
/// showing `machines` (their captions on a line, unless each drawing is labelled with its own).
PageHeader pageHeader(const Snapshot* snapshot, const QString& fileName, const QList<const Machine*>& machines,
    bool captionsOnTheDrawings);

/// A machine's drawing and its caption, for a page.
struct PageColumn
{
    const MachineDrawing* drawing;
    QString caption;
};

// The page's margin and, side by side, the gap between its two drawings, in pixels.
inline constexpr double pageMargin = 24;
inline constexpr double columnGap = 48;

/// A topology page as the export paints it: the header, then one drawing, or two side by side
/// (one above the other where the first is much wider than tall), each under its caption, with
/// a rule between them; the theme's background behind. Nothing where a text has a character
/// the kept metrics do not cover.
std::optional<Drawing> drawTopologyPage(const PageHeader& header, const QList<PageColumn>& columns, bool sideBySide,
    const Palette& palette);

} // namespace Topo::Layout
