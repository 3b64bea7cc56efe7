// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/scenetheme.h"

namespace Topo::Ui {

SceneTheme SceneTheme::light()
{
    return { QColor(0xFF, 0xFF, 0xFF), QColor(0x1F, 0x23, 0x28), QColor(0x5F, 0x66, 0x6D), QColor(0xFF, 0xFF, 0xFF),
        QColor(0x8C, 0x95, 0x9F), QColor(0x8C, 0x95, 0x9F), QColor(0xF6, 0xF8, 0xFA), QColor(0xC9, 0xD1, 0xD9),
        QColor(0xFF, 0xFF, 0xFF), QColor(0xAF, 0xB8, 0xC1), QColor(0x09, 0x69, 0xDA), QColor(0xCF, 0x22, 0x2E) };
}

SceneTheme SceneTheme::dark()
{
    return { QColor(0x0D, 0x11, 0x17), QColor(0xE6, 0xED, 0xF3), QColor(0x9D, 0xA7, 0xB3), QColor(0x16, 0x1B, 0x22),
        QColor(0x6E, 0x76, 0x81), QColor(0x6E, 0x76, 0x81), QColor(0x14, 0x19, 0x20), QColor(0x30, 0x36, 0x3D),
        QColor(0x0D, 0x11, 0x17), QColor(0x48, 0x4F, 0x58), QColor(0x58, 0xA6, 0xFF), QColor(0xF8, 0x51, 0x49) };
}

QColor linkClassColor(LinkClass linkClass)
{
    switch (linkClass) {
    case LinkClass::NVLink:
        return QColor(0x00, 0x72, 0xB2); // blue
    case LinkClass::Xgmi:
        return QColor(0x33, 0x22, 0x88); // indigo: GPU fabric, as NVLink's blue
    case LinkClass::PIX:
        return QColor(0x00, 0x9E, 0x73); // bluish green
    case LinkClass::PXB:
        return QColor(0x56, 0xB4, 0xE9); // sky blue
    case LinkClass::PHB:
        return QColor(0xE6, 0x9F, 0x00); // orange
    case LinkClass::Node:
        return QColor(0xCC, 0x79, 0xA7); // reddish purple
    case LinkClass::Sys:
        return QColor(0xD5, 0x5E, 0x00); // vermilion
    case LinkClass::Self:
        return QColor(0xE0, 0xE0, 0xE0);
    case LinkClass::Unknown:
        return QColor(0xB0, 0xB0, 0xB0);
    }
    return {};
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
    return QColor(0xd5, 0x5e, 0x00);
}

} // namespace Topo::Ui
