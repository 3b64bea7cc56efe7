// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/scenetheme.h"

namespace Topo::Ui {

namespace {

QColor colour(Layout::Rgb rgb)
{
    return QColor::fromRgb(QRgb(rgb));
}

} // namespace

SceneTheme SceneTheme::fromPalette(const Layout::Palette& p)
{
    return { colour(p.background), colour(p.text), colour(p.mutedText), colour(p.nodeFill), colour(p.nodeBorder),
        colour(p.edge), colour(p.numaFill), colour(p.numaBorder), colour(p.rootComplexFill), colour(p.rootComplexBorder),
        colour(p.highlight), colour(p.warning) };
}

SceneTheme SceneTheme::light()
{
    return fromPalette(Layout::Palette::light());
}

SceneTheme SceneTheme::dark()
{
    return fromPalette(Layout::Palette::dark());
}

QColor linkClassColor(LinkClass linkClass)
{
    return colour(Layout::linkClassRgb(linkClass));
}

QColor p2pStatusColor(P2pStatus status)
{
    switch (status) {
    case P2pStatus::Ok:
        return QColor(0x00, 0x9E, 0x73);
    case P2pStatus::NotSupported:
    case P2pStatus::ChipsetNotSupported:
    case P2pStatus::GpuNotSupported:
    case P2pStatus::TopologyNotSupported:
    case P2pStatus::DisabledByRegkey:
        return QColor(0xD5, 0x5E, 0x00);
    case P2pStatus::Self:
        return QColor(0xE0, 0xE0, 0xE0);
    case P2pStatus::Unknown:
        return QColor(0xB0, 0xB0, 0xB0);
    }
    return {};
}

QColor textColorOn(const QColor& background)
{
    // Relative luminance (sRGB weights); 0.55 keeps white text on the mid-tone blues and reds.
    const double luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
}

QColor pcieErrorColor()
{
    return colour(Layout::pcieErrorRgb);
}

} // namespace Topo::Ui
