// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/drawing.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <functional>
#include <optional>

namespace Topo::Layout {

/// The key to a topology drawing (pair classes, P2P, slow links, IOMMU badges), laid out as
/// a flow that wraps at a width: the scene's legend under an exported drawing and the window's
/// one-line legend beside its drawings show the same entries the same way.
struct LegendContent
{
    bool pairs = true;  // the pair-class and P2P entries (off when pair arcs are hidden)
    QString note;       // a sentence after the entries, e.g. that arcs are drawn on demand
    bool nvlink = true; // NVIDIA's fabric: on unless every GPU drawn is AMD's
    bool xgmi = false;  // AMD's fabric: where AMD GPUs are drawn
    bool p2pUnreported = false; // some pair drawn has no P2P status from any tool (dotted)
    bool pcieErrors = false;    // some device drawn has PCIe errors counted or logged
};

/// One entry: a swatch drawn as the thing it stands for, and its words.
struct LegendEntry
{
    enum class Swatch { Line, DashedLine, DottedLine, Badge };
    Swatch swatch = Swatch::Line;
    Rgb colour = 0;
    double penWidth = 3;
    QString text;
};

/// The entries `content` asks for, in the theme's text and warning colours.
QList<LegendEntry> legendEntries(const LegendContent& content, Rgb text, Rgb warning);

// The flow's measures, in pixels: a swatch, the gap to its words, the gap to the next entry.
inline constexpr double legendSwatchWidth = 22;
inline constexpr double legendSwatchGap = 5;
inline constexpr double legendEntryGap = 14;
/// The legend's width under an exported drawing.
inline constexpr double sceneLegendWidth = 640;

/// Where a legend's entries and its note go in a flow that wraps at `width`, in whichever font
/// measures them: the scene's and the window's legend bar (Qt's font) and an exported drawing
/// (the kept metrics) lay it out here alike.
struct LegendPlacement
{
    LegendEntry entry;
    QPointF at;          // the swatch's left end, at its line's top
    double textX = 0;    // where its words start
    double width = 0;    // swatch, gap and words
};
struct LegendFlow
{
    QList<LegendPlacement> entries;
    QPointF noteAt;        // the note's start, at its line's top
    double noteRoom = 0;   // from there to the flow's right edge: the note is elided to it
    double lineHeight = 0;
    double height = 0;
};
/// A text's width in the legend's font; nothing where it cannot be measured.
using MeasureWidth = std::function<std::optional<double>(const QString&)>;
/// A line of the flow for a font `fontHeight` high.
inline double legendLineHeight(double fontHeight)
{
    return std::max(fontHeight, 14.0) + 4;
}
/// The flow of `entries`, then `note` (if any), at most `width` wide; nothing where `measure`
/// cannot measure a text.
std::optional<LegendFlow> flowLegend(const QList<LegendEntry>& entries, const QString& note, double width,
    double lineHeight, const MeasureWidth& measure);

/// The legend in the drawing's legend font (DrawingFont::Legend) from (0, 0) within `width`,
/// as the scene paints it, and its height. Nothing where a text has a character the kept
/// metrics do not cover.
struct LegendDrawing
{
    QList<Shape> shapes;
    double height = 0;
};
std::optional<LegendDrawing> drawLegend(const LegendContent& content, const Palette& palette, double width);

} // namespace Topo::Layout
