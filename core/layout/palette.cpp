// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/palette.h"

#include <algorithm>

namespace Topo::Layout {

Palette Palette::light()
{
    return { 0xffffff, 0x1f2328, 0x5f666d, 0xffffff, 0x8c959f, 0x8c959f, 0xf6f8fa, 0xc9d1d9, 0xffffff, 0xafb8c1, 0x0969da, 0xcf222e };
}

Palette Palette::dark()
{
    return { 0x0d1117, 0xe6edf3, 0x9da7b3, 0x161b22, 0x6e7681, 0x6e7681, 0x141920, 0x30363d, 0x0d1117, 0x484f58, 0x58a6ff, 0xf85149 };
}

bool Palette::isLight() const
{
    // The lightness of the node fill (HSL: the mean of the largest and smallest channel).
    const int r = int(nodeFill >> 16);
    const int g = int((nodeFill >> 8) & 0xff);
    const int b = int(nodeFill & 0xff);
    return (std::max({ r, g, b }) + std::min({ r, g, b })) / 2 > 128;
}

namespace {

struct ClassColour
{
    LinkClass linkClass;
    Rgb rgb;
};
constexpr ClassColour classColours[] = {
    { LinkClass::NVLink, 0x0072b2 },  // blue
    { LinkClass::Xgmi, 0x332288 },    // indigo: GPU fabric, as NVLink's blue
    { LinkClass::PIX, 0x009e73 },     // bluish green
    { LinkClass::PXB, 0x56b4e9 },     // sky blue
    { LinkClass::PHB, 0xe69f00 },     // orange
    { LinkClass::Node, 0xcc79a7 },    // reddish purple
    { LinkClass::Sys, 0xd55e00 },     // vermilion
    { LinkClass::Self, 0xe0e0e0 },
    { LinkClass::Unknown, 0xb0b0b0 },
};

} // namespace

Rgb linkClassRgb(LinkClass linkClass)
{
    for (const ClassColour& c : classColours) {
        if (c.linkClass == linkClass)
            return c.rgb;
    }
    return 0;
}

Rgb gpuFillRgb(const Palette& palette)
{
    return palette.isLight() ? 0xeef6ec : 0x24362a;
}

Rgb cpuFillRgb(const Palette& palette)
{
    return palette.isLight() ? 0xecf0f7 : 0x262e3d;
}

} // namespace Topo::Layout
