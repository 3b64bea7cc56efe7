// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QPolygonF>
#include <QRgb>

namespace Topo::Ui {

/// An image that one-pixel aliased polylines are drawn straight into, each pixel written once.
/// For a fan of hundreds of arcs on screen (a 256-GPU host's selected GPU to every peer):
/// QPainter's cosmetic stroker took some 100 instructions a pixel through its span functions
/// and drew the whole fan in most of a click's time; here a pixel is a store.
///
/// Lines follow QPainter's for an aliased cosmetic pen one pixel wide: a point (x, y) lights
/// the pixel it falls in, each step goes one pixel along the longer axis (Bresenham), and a
/// dash pattern counts those steps and runs on from segment to segment, as Qt's does: Qt's
/// DashLine is 4 on, 2 off, DotLine 1 on, 2 off.
class PixelCanvas
{
public:
    /// A transparent canvas of `size` device pixels.
    explicit PixelCanvas(QSize size);

    /// Draws `points` (canvas pixel coordinates) in `color` (opaque) with the style of a
    /// cosmetic pen (solid, dash or dot; any other style draws solid). Pixels outside the
    /// canvas are left out.
    void drawPolyline(const QPolygonF& points, QRgb color, Qt::PenStyle style);

    const QImage& image() const { return m_image; }

private:
    void drawSegment(int x0, int y0, int x1, int y1);

    QImage m_image;
    QRgb* m_bits = nullptr; // m_image's pixels, fetched once
    QRgb m_color = 0;
    int m_on = 1; // the dash pattern in steps: m_on lit, then m_off dark; m_off 0 is solid
    int m_off = 0;
    int m_phase = 0; // steps into the pattern
};

} // namespace Topo::Ui
