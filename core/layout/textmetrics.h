// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The drawing's fonts measured once and kept (core/layout/drawingfontdata.inc, written by
// tools/fontmetrics): the advances and kerning of DejaVu Sans at the sizes the topology drawing
// measures, exactly as Qt measures them on the machine that wrote the file (tst_textmetrics
// holds the two equal). A command without a GUI sizes the boxes with them, and the window too,
// so both lay out the same graph without either loading fonts twice. Qt Core only.

#include <QList>
#include <QString>
#include <QStringView>

#include <cmath>
#include <optional>

namespace Topo::Layout {

/// A position cut to 1/64 px (towards zero), as Qt's text layout keeps the place of a text it
/// draws in a rectangle (QFixed::fromReal).
inline double snappedToSixtyFourths(double position)
{
    return std::trunc(position * 64) / 64;
}

/// The one typeface of the drawing.
inline constexpr char drawingFontFamily[] = "DejaVu Sans";

/// The fonts of the topology drawing and its export: node label lines (the first bold on GPUs
/// and CPUs), a NUMA node's caption (a root complex's is a plain label line), link labels and
/// IOMMU group badges, the legend and its badge, the machine's caption above its drawing, and
/// an export's title and column labels (its detail and warning lines are label lines).
enum class DrawingFont { Label, LabelBold, NumaCaption, LinkLabel, Badge, Legend, LegendBadge, SceneTitle, ExportTitle, ColumnLabel };

struct DrawingFontSpec
{
    DrawingFont font;
    double pointSize;
    bool bold;
};

/// Every drawing font, in the order of the enum (and of the generated file's tables).
inline constexpr DrawingFontSpec drawingFonts[] = {
    { DrawingFont::Label, 8.5, false },
    { DrawingFont::LabelBold, 8.5, true },
    { DrawingFont::NumaCaption, 10, true },
    { DrawingFont::LinkLabel, 7, false },
    { DrawingFont::Badge, 7, true },
    { DrawingFont::Legend, 8, false },
    { DrawingFont::LegendBadge, 8 * 0.85, true }, // the legend's font, bold at 85 %
    { DrawingFont::SceneTitle, 12, true },
    { DrawingFont::ExportTitle, 13, true },
    { DrawingFont::ColumnLabel, 11, true },
};

constexpr DrawingFontSpec drawingFontSpec(DrawingFont font)
{
    return drawingFonts[int(font)];
}

/// The kept character ranges, first and last included: ASCII, Latin-1 and Latin Extended-A
/// (names in the European translations), and the punctuation, arrows and signs TopoLens's
/// labels use. Text with another character is measured by Qt (the window) or handed to the GUI
/// program (the CLI).
struct CharacterRange
{
    char32_t first;
    char32_t last;
};
inline constexpr CharacterRange measuredCharacterRanges[] = {
    { 0x20, 0x7e },     // ASCII
    { 0xa0, 0x17f },    // Latin-1 Supplement, Latin Extended-A
    { 0x2010, 0x2027 }, // dashes, quotation marks, bullet, ellipsis
    { 0x2030, 0x203a }, // per mille, primes, angle quotation marks
    { 0x2190, 0x2199 }, // arrows
    { 0x2212, 0x2212 }, // minus sign
};

/// One of the drawing's fonts, from the kept metrics.
class TextMetrics
{
public:
    explicit TextMetrics(DrawingFont font);

    /// The width of `text` on one line, as QFontMetricsF::horizontalAdvance gives it: the
    /// characters' advances and the kerning between neighbours. Nothing where a character's
    /// metrics are not kept.
    std::optional<double> horizontalAdvance(QStringView text) const;
    /// Where a text too wide for its room loses characters for an ellipsis: its end (a column
    /// label, a legend note) or its middle (a device name in its box, where both the vendor's
    /// start and the model's end say something).
    enum class Elide { Right, Middle };
    /// `text` cut to `width` with "…", as QFontMetricsF::elidedText cuts it; the text itself
    /// where it fits. Nothing where a character's metrics are not kept.
    std::optional<QString> elided(const QString& text, Elide mode, double width) const;
    /// A line's height and the baseline's distance from its top, as QFontMetricsF gives them.
    double height() const;
    double ascent() const;
    /// The baseline of a line whose box starts at `top` (Qt::AlignTop), or is centred in a box
    /// from `top`, `height` tall (Qt::AlignVCenter): the line's top cut down to 1/64 px, where
    /// QPainter::drawText puts it, the baseline an ascent below. In the painter's coordinates.
    double topBaseline(double top) const;
    double centredBaseline(double top, double height) const;

private:
    /// Each character's advance in 1/64 px, the kerning with the next one included (where a
    /// shaper puts it): what a run of the text is wide.
    std::optional<QList<int>> advances(QStringView text) const;

    int m_font;
};

/// The kept characters one by one, in the order of the generated file.
inline QList<char32_t> measuredCharacters()
{
    QList<char32_t> characters;
    for (const auto& [first, last] : measuredCharacterRanges) {
        for (char32_t c = first; c <= last; ++c)
            characters.append(c);
    }
    return characters;
}

} // namespace Topo::Layout
