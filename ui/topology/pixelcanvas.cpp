// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/pixelcanvas.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace Topo::Ui {

namespace {

struct DashPattern
{
    int on;
    int off;
};

/// Qt's patterns for a cosmetic pen one pixel wide (QPen::dashPattern), in pixel steps.
DashPattern patternOf(Qt::PenStyle style)
{
    switch (style) {
    case Qt::DashLine:
        return { 4, 2 };
    case Qt::DotLine:
        return { 1, 2 };
    default:
        return { 1, 0 };
    }
}

} // namespace

PixelCanvas::PixelCanvas(QSize size)
    : m_image(size, QImage::Format_ARGB32_Premultiplied)
{
    m_image.fill(Qt::transparent);
    m_bits = reinterpret_cast<QRgb*>(m_image.bits());
}

void PixelCanvas::drawSegment(int x0, int y0, int x1, int y1)
{
    // Every pixel from (x0, y0) up to but not including (x1, y1): the next segment starts there.
    // The loop is most of a fan's time: the pattern counter and the bounds check are the only
    // work beside the store (QImage::scanLine checks for a detach every call).
    const int dx = std::abs(x1 - x0);
    const int dy = -std::abs(y1 - y0);
    const int sx = x0 < x1 ? 1 : -1;
    const int sy = y0 < y1 ? 1 : -1;
    const unsigned width = unsigned(m_image.width());
    const unsigned height = unsigned(m_image.height());
    const qsizetype stride = m_image.bytesPerLine() / qsizetype(sizeof(QRgb));
    QRgb* const pixels = m_bits;
    const int period = m_on + m_off;
    int phase = m_phase;
    int error = dx + dy;
    while (x0 != x1 || y0 != y1) {
        if ((m_off == 0 || phase < m_on) && unsigned(x0) < width && unsigned(y0) < height)
            pixels[y0 * stride + x0] = m_color;
        if (++phase == period)
            phase = 0;
        const int twice = 2 * error;
        if (twice >= dy) {
            error += dy;
            x0 += sx;
        }
        if (twice <= dx) {
            error += dx;
            y0 += sy;
        }
    }
    m_phase = phase;
}

void PixelCanvas::drawPolyline(const QPolygonF& points, QRgb color, Qt::PenStyle style)
{
    if (points.isEmpty())
        return;
    m_color = qPremultiply(qRgba(qRed(color), qGreen(color), qBlue(color), 255));
    const DashPattern pattern = patternOf(style);
    m_on = pattern.on;
    m_off = pattern.off;
    m_phase = 0;
    // Far outside any screen, a point is as good as a million pixels out (and stays an int).
    const auto pixel = [](QPointF p) {
        constexpr qreal far = 1e6;
        return std::pair { int(std::floor(std::clamp(p.x(), -far, far))), int(std::floor(std::clamp(p.y(), -far, far))) };
    };
    auto [x, y] = pixel(points.first());
    const QRect canvas = m_image.rect();
    for (qsizetype i = 1; i < points.size(); ++i) {
        const auto [nx, ny] = pixel(points[i]);
        // A segment wholly beside the canvas is counted for the pattern, not walked.
        if (std::max(x, nx) < canvas.left() || std::min(x, nx) > canvas.right() || std::max(y, ny) < canvas.top()
            || std::min(y, ny) > canvas.bottom()) {
            if (m_off != 0)
                m_phase = (m_phase + std::max(std::abs(nx - x), std::abs(ny - y))) % (m_on + m_off);
        } else {
            drawSegment(x, y, nx, ny);
        }
        x = nx;
        y = ny;
    }
    drawSegment(x, y, x + 1, y); // the last point: one step that lights the pixel it starts on
}

} // namespace Topo::Ui
