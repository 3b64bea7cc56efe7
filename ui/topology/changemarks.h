// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/devicechange.h"

#include <QColor>
#include <QString>

class QPainter;
class QRectF;

/// How a change is marked (model/devicechange.h), one table for both readings of a change (a
/// machine's drift from its baseline, a machine collected twice) and for every place that
/// shows one: the drawing's overlay, the fleet heatmap, the legend and the report. A narrower
/// link (or, in a diff, any link change) is definite red, a slower one amber and dashed
/// ("re-sample under load": idle GPUs drop speed), PCIe errors counted in between vermilion and
/// dotted, a missing or removed device a grey ghost, an
/// extra or new one a blue dashed box, the rest of a device's changes violet, machine-wide
/// settings teal.
namespace Topo::Ui {

enum class ChangeMark { LinkWidth, LinkSpeed, LinkErrors, Missing, Extra, Placement, Setting };

struct ChangeMarkStyle
{
    ChangeMark mark;
    QColor color;
    Qt::PenStyle pen;
    const char* title; // QT_TRANSLATE_NOOP("FleetDrift", …)
};

/// The rows of the table, in legend order (the most certain first).
const QList<ChangeMarkStyle>& changeMarkStyles();
const ChangeMarkStyle& changeMarkStyle(ChangeMark mark);
QString changeMarkTitle(ChangeMark mark);

/// The mark of one change: by its kind, and amber whenever the analysis says "re-sample".
ChangeMark changeMarkOf(const DeviceChange& change);
/// Lower is more urgent: where one device has several changes, its frame (and the heatmap's
/// cell) shows the first.
int changeMarkRank(ChangeMark mark);

/// "link width", "NUMA node", … for a DeviceChange::kind; the stable name itself for kinds this
/// version does not know.
QString changeKindTitle(const QString& what);
/// One line for people: "GPU3 0000:1b:00.0: link width 16 GT/s x16 → 16 GT/s x8".
QString changeLine(const DeviceChange& change);
/// The badge a change puts on its device in a drawing: short, what changed ("x16→x8",
/// "NUMA node 0→1", "missing").
QString changeBadgeText(const DeviceChange& change);
/// The GPU index a slot names ("gpu3" → 3), or -1 for other slots and machine-wide drift.
int gpuSlotIndex(const QString& slot);

/// The legend: one swatch per mark, in one row (wrapping within `width`); returns its height.
qreal paintChangeLegend(QPainter* painter, const QRectF& rect, const QColor& text, bool withBaselineSwatches);

} // namespace Topo::Ui
