// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/textmetrics.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace Topo::Layout {

namespace {

struct KernPair
{
    char32_t left;
    char32_t right;
    int adjustment; // 1/64 px
};

struct GeneratedFont
{
    int height; // 1/64 px, as every length of the file
    int ascent;
    const int* advances; // one per measured character
    const KernPair* kerning; // sorted by left, then right
    std::size_t kerningCount;
};

#include "layout/drawingfontdata.inc"

/// The position of `c` in measuredCharacters(), or -1.
int characterIndex(char32_t c)
{
    int offset = 0;
    for (const auto& [first, last] : measuredCharacterRanges) {
        if (c >= first && c <= last)
            return offset + int(c - first);
        offset += int(last - first) + 1;
    }
    return -1;
}

int kerning(const GeneratedFont& font, char32_t left, char32_t right)
{
    const KernPair* end = font.kerning + font.kerningCount;
    const KernPair* found = std::lower_bound(font.kerning, end, std::pair(left, right),
        [](const KernPair& k, const std::pair<char32_t, char32_t>& key) { return std::pair(k.left, k.right) < key; });
    return found != end && found->left == left && found->right == right ? found->adjustment : 0;
}

} // namespace

TextMetrics::TextMetrics(DrawingFont font)
    : m_font(int(font))
{
    static_assert(std::size(generatedFonts) == std::size(drawingFonts), "drawingfontdata.inc: one table per DrawingFont");
}

std::optional<QList<int>> TextMetrics::advances(QStringView text) const
{
    const GeneratedFont& font = generatedFonts[m_font];
    QList<int> out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        // A surrogate (a character beyond the Basic Multilingual Plane) is never kept.
        const char32_t c = text[i].unicode();
        const int index = characterIndex(c);
        if (index < 0)
            return std::nullopt;
        out.append(font.advances[index]);
        if (i > 0)
            out[i - 1] += kerning(font, text[i - 1].unicode(), c);
    }
    return out;
}

std::optional<double> TextMetrics::horizontalAdvance(QStringView text) const
{
    const std::optional<QList<int>> each = advances(text);
    if (!each)
        return std::nullopt;
    long total = 0;
    for (const int advance : *each)
        total += advance;
    return double(total) / 64;
}

std::optional<QString> TextMetrics::elided(const QString& text, Elide mode, double width) const
{
    const std::optional<QList<int>> each = advances(text);
    static const QString ellipsis(QChar(0x2026));
    const std::optional<double> ellipsisWidth = horizontalAdvance(ellipsis);
    if (!each || !ellipsisWidth)
        return std::nullopt;
    long total = 0;
    for (const int advance : *each)
        total += advance;
    // Lengths in 1/64 px, as the shaper keeps them; the room cut down to them, not rounded
    // (57.4999 px is 3,679/64, as Qt takes it).
    const long room = long(width * 64);
    const long dots = std::lround(*ellipsisWidth * 64);
    if (total <= room || text.size() <= 1)
        return text;
    if (room < dots)
        return QString(); // not even the ellipsis fits
    const qsizetype length = text.size();
    if (mode == Elide::Right) {
        // Characters from the start while they and the ellipsis fit.
        long used = 0;
        qsizetype kept = 0;
        qsizetype next = 0;
        do {
            kept = next;
            used += (*each)[next++];
        } while (next < length && used + dots < room);
        return text.left(kept) + ellipsis;
    }
    // The middle: a character from each end in turn while both ends and the ellipsis fit.
    long left = 0;
    long right = 0;
    qsizetype leftKept = 0;
    qsizetype rightKept = length;
    qsizetype nextLeft = 0;
    qsizetype nextRight = length;
    do {
        leftKept = nextLeft;
        rightKept = nextRight;
        left += (*each)[nextLeft++];
        right += (*each)[--nextRight];
    } while (nextLeft < length && nextRight > 0 && left + right + dots < room);
    return text.left(leftKept) + ellipsis + text.mid(rightKept);
}

double TextMetrics::height() const
{
    return double(generatedFonts[m_font].height) / 64;
}

double TextMetrics::topBaseline(double top) const
{
    return snappedToSixtyFourths(top) + ascent();
}

double TextMetrics::centredBaseline(double top, double boxHeight) const
{
    return snappedToSixtyFourths(top + (boxHeight - height()) / 2) + ascent();
}

double TextMetrics::ascent() const
{
    return double(generatedFonts[m_font].ascent) / 64;
}

} // namespace Topo::Layout
