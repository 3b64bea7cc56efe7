// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/textmetrics.h"

#include <algorithm>
#include <array>
#include <iterator>

namespace Topo::Layout {

namespace {

/// The kept character ranges, first and last included; measuredCharacters() spells them out.
constexpr std::array<std::pair<char32_t, char32_t>, 6> characterRanges { {
    { 0x20, 0x7e },     // ASCII
    { 0xa0, 0x17f },    // Latin-1 Supplement, Latin Extended-A
    { 0x2010, 0x2027 }, // dashes, quotation marks, bullet, ellipsis
    { 0x2030, 0x203a }, // per mille, primes, angle quotation marks
    { 0x2190, 0x2199 }, // arrows
    { 0x2212, 0x2212 }, // minus sign
} };

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
    for (const auto& [first, last] : characterRanges) {
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

QList<char32_t> measuredCharacters()
{
    QList<char32_t> characters;
    for (const auto& [first, last] : characterRanges) {
        for (char32_t c = first; c <= last; ++c)
            characters.append(c);
    }
    return characters;
}

TextMetrics::TextMetrics(DrawingFont font)
    : m_font(int(font))
{
    static_assert(std::size(generatedFonts) == std::size(allDrawingFonts), "drawingfontdata.inc: one table per DrawingFont");
}

std::optional<double> TextMetrics::horizontalAdvance(QStringView text) const
{
    const GeneratedFont& font = generatedFonts[m_font];
    long total = 0;
    char32_t previous = 0;
    for (const QChar c : text) {
        // A surrogate (a character beyond the Basic Multilingual Plane) is never kept.
        const int index = characterIndex(c.unicode());
        if (index < 0)
            return std::nullopt;
        total += font.advances[index];
        if (previous)
            total += kerning(font, previous, c.unicode());
        previous = c.unicode();
    }
    return double(total) / 64;
}

double TextMetrics::height() const
{
    return double(generatedFonts[m_font].height) / 64;
}

double TextMetrics::ascent() const
{
    return double(generatedFonts[m_font].ascent) / 64;
}

} // namespace Topo::Layout
