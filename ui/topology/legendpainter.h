// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/legendlayout.h"
#include "topology/scenetheme.h"

#include <QFont>
#include <QString>

class QPainter;

namespace Topo::Ui {

/// The key to a topology drawing, as core lays it out for an export (layout/legendlayout.h).
using LegendContent = Layout::LegendContent;

/// The height the legend takes at `width` in `font`.
qreal legendHeight(const LegendContent& content, const QFont& font, qreal width);

/// Paints the legend from (0, 0) within `width`; returns the height it took.
qreal paintLegend(QPainter* painter, const LegendContent& content, const SceneTheme& theme, const QFont& font, qreal width);

} // namespace Topo::Ui
