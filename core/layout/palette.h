// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/gpu.h"

#include <QtGlobal>

namespace Topo::Layout {

/// A colour as 0xRRGGBB: the drawing's colours without Qt's GUI (ui/ makes QColors of them).
using Rgb = quint32;

/// Colours of the drawing, for the light and the dark theme: the topology scene, every export
/// and the heatmaps draw with one of these two.
struct Palette
{
    Rgb background;
    Rgb text;
    Rgb mutedText;
    Rgb nodeFill;
    Rgb nodeBorder;
    Rgb edge;
    Rgb numaFill;
    Rgb numaBorder;
    Rgb rootComplexFill;
    Rgb rootComplexBorder;
    Rgb highlight;
    Rgb warning;
    static Palette light();
    static Palette dark();
    /// Whether this is a light theme's palette: GPU and CPU boxes take their tint from it.
    bool isLight() const;
};

/// One palette for connection classes everywhere (matrices, edges, legend, exports). The hues
/// are Okabe & Ito's colour-blind-safe set, ordered from best path (NVLink, blue) to worst
/// (SYS, vermilion), so "warm means slow" reads the same for every kind of colour vision.
Rgb linkClassRgb(LinkClass linkClass);

/// PCIe errors (AER counters, the kernel log): Okabe & Ito's vermilion, drawn dotted around a
/// device, as the comparison draws errors that grew.
inline constexpr Rgb pcieErrorRgb = 0xd55e00;

/// The IOMMU group badges' purple, on the boxes and in the legend.
inline constexpr Rgb iommuBadgeRgb = 0x6a51a3;

/// The tint of a GPU's and a CPU's box, on a light or a dark theme.
Rgb gpuFillRgb(const Palette& palette);
Rgb cpuFillRgb(const Palette& palette);

} // namespace Topo::Layout
