// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/palette.h"
#include "model/gpu.h"

#include <QColor>

namespace Topo::Ui {

/// Colours of the drawing, for the light and the dark theme, as QColors: the topology scene,
/// every export and the heatmaps draw with one of these two.
struct SceneTheme
{
    QColor background;
    QColor text;
    QColor mutedText;
    QColor nodeFill;
    QColor nodeBorder;
    QColor edge;
    QColor numaFill;
    QColor numaBorder;
    QColor rootComplexFill;
    QColor rootComplexBorder;
    QColor highlight;
    QColor warning;
    static SceneTheme light();
    static SceneTheme dark();
    /// The palette's colours (core/layout/palette.h: the values, for every drawing).
    static SceneTheme fromPalette(const Layout::Palette& palette);
    bool operator==(const SceneTheme&) const = default;
};

/// Layout::linkClassRgb as a QColor.
QColor linkClassColor(LinkClass linkClass);

/// PCIe errors (AER counters, the kernel log): Okabe & Ito's vermilion, drawn dotted around a
/// device, as the comparison draws errors that grew (ChangeMark::LinkErrors).
QColor pcieErrorColor();

/// P2P status: green only for OK; every "not supported" variant is the same warm red, the
/// unknowns grey. Text codes carry the distinction, colour carries good/bad.
QColor p2pStatusColor(P2pStatus status);

/// Black or white, whichever reads better on `background`.
QColor textColorOn(const QColor& background);

} // namespace Topo::Ui
