// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "topology/scenetheme.h"

#include <QFont>
#include <QString>

class QPainter;

namespace Topo::Ui {

/// The key to a topology drawing (pair classes, P2P, slow links, IOMMU badges), laid out as
/// a flow that wraps at a width: the scene's legend under an exported drawing and the window's
/// one-line legend beside its drawings paint the same entries the same way.
struct LegendContent
{
    bool pairs = true;  // the pair-class and P2P entries (off when pair arcs are hidden)
    QString note;       // a sentence after the entries, e.g. that arcs are drawn on demand
    bool nvlink = true; // NVIDIA's fabric: on unless every GPU drawn is AMD's
    bool xgmi = false;  // AMD's fabric: where AMD GPUs are drawn
    bool p2pUnreported = false; // some pair drawn has no P2P status from any tool (dotted)
    bool pcieErrors = false;    // some device drawn has PCIe errors counted or logged
};

/// The height the legend takes at `width` in `font`.
qreal legendHeight(const LegendContent& content, const QFont& font, qreal width);

/// Paints the legend from (0, 0) within `width`; returns the height it took.
qreal paintLegend(QPainter* painter, const LegendContent& content, const SceneTheme& theme, const QFont& font, qreal width);

} // namespace Topo::Ui
