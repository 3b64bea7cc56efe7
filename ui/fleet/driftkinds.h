// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/fleetanalysis.h"

#include <QColor>
#include <QString>

class QPainter;
class QRectF;

/// How the fleet view paints each kind of drift, one table for the drawing, the heatmap, the
/// legend and the report: a narrower link is definite red, a slower one amber and dashed
/// ("re-sample under load": idle GPUs drop speed), a missing device a grey ghost, an extra one
/// a blue dashed box, the rest of a device's changes violet, machine-wide settings teal.
namespace Topo::Ui {

enum class DriftMark { LinkWidth, LinkSpeed, Missing, Extra, Placement, Setting };

struct DriftMarkStyle
{
    DriftMark mark;
    QColor color;
    Qt::PenStyle pen;
    const char* title; // QT_TRANSLATE_NOOP("FleetDrift", …)
};

/// The rows of the table, in legend order (the most certain first).
const QList<DriftMarkStyle>& driftMarkStyles();
const DriftMarkStyle& driftMarkStyle(DriftMark mark);
QString driftMarkTitle(DriftMark mark);

/// The mark of one drift: by its kind, and amber whenever the analysis says "re-sample".
DriftMark driftMarkOf(const Drift& drift);
/// Lower is more urgent: where one slot has several drifts, the heatmap shows the first.
int driftMarkRank(DriftMark mark);

/// "link width", "NUMA node", … for a Drift::what; the stable name itself for kinds this
/// version does not know.
QString driftKindTitle(const QString& what);
/// One line for people: "GPU3 0000:1b:00.0: link width 16 GT/s x16 → 16 GT/s x8".
QString driftLine(const Drift& drift);
/// The GPU index a slot names ("gpu3" → 3), or -1 for other slots and machine-wide drift.
int gpuSlotIndex(const QString& slot);

/// Text for a tooltip that Qt shows as written: a tooltip that looks like markup is rendered
/// as rich text, so remote text is escaped and wrapped in a paragraph that keeps its lines.
QString inertToolTip(const QString& text);

/// The legend: one swatch per mark, in one row (wrapping within `width`); returns its height.
qreal paintDriftLegend(QPainter* painter, const QRectF& rect, const QColor& text, bool withBaselineSwatches);

} // namespace Topo::Ui
