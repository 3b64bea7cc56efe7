// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The drawing's fonts measured once and kept (core/layout/drawingfontdata.inc, written by
// tools/fontmetrics): the advances and kerning of DejaVu Sans at the sizes the topology drawing
// measures, exactly as Qt measures them on the machine that wrote the file (tst_textmetrics
// holds the two equal). A command without a GUI sizes the boxes with them, and the window too,
// so both lay out the same graph without either loading fonts twice. Qt Core only.

#include <QList>
#include <QStringView>

#include <optional>

namespace Topo::Layout {

/// The one typeface of the drawing.
inline constexpr char drawingFontFamily[] = "DejaVu Sans";

/// The fonts the drawing measures before layout: node label lines (the first bold on GPUs and
/// CPUs) and a NUMA node's caption (a root complex's caption is a plain label line).
enum class DrawingFont { Label, LabelBold, NumaCaption };
inline constexpr DrawingFont allDrawingFonts[] = { DrawingFont::Label, DrawingFont::LabelBold, DrawingFont::NumaCaption };

struct DrawingFontSpec
{
    double pointSize;
    bool bold;
};

constexpr DrawingFontSpec drawingFontSpec(DrawingFont font)
{
    switch (font) {
    case DrawingFont::Label:
        return { 8.5, false };
    case DrawingFont::LabelBold:
        return { 8.5, true };
    case DrawingFont::NumaCaption:
        return { 10, true };
    }
    return { 8.5, false };
}

/// The characters whose advances are kept, in the order of the generated file: ASCII, Latin-1
/// and Latin Extended-A (names in the European translations), and the punctuation, arrows and
/// signs TopoLens's labels use. Text with another character is measured by Qt (the window) or
/// handed to the GUI program (the CLI).
QList<char32_t> measuredCharacters();

/// One of the drawing's fonts, from the kept metrics.
class TextMetrics
{
public:
    explicit TextMetrics(DrawingFont font);

    /// The width of `text` on one line, as QFontMetricsF::horizontalAdvance gives it: the
    /// characters' advances and the kerning between neighbours. Nothing where a character's
    /// metrics are not kept.
    std::optional<double> horizontalAdvance(QStringView text) const;
    /// A line's height and the baseline's distance from its top, as QFontMetricsF gives them.
    double height() const;
    double ascent() const;

private:
    int m_font;
};

} // namespace Topo::Layout
