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
    // Every pixel from (x0, y0) up to but not including (x1, y1) (the next segment starts
    // there), one per step along the longer axis, the other coordinate rounded to the nearest
    // pixel of the ideal line: Bresenham's pixels, stepped in 16.16 fixed point. The steps
    // are cut to those whose long-axis coordinate is on the canvas before the loop, which is
    // most of a fan's time: a check of the other coordinate, the pattern and a store.
    const int dx = x1 - x0;
    const int dy = y1 - y0;
    const bool alongX = std::abs(dx) >= std::abs(dy);
    const int steps = alongX ? std::abs(dx) : std::abs(dy);
    if (steps == 0)
        return;
    const int period = m_on + m_off;
    const int phaseAtStart = m_phase;
    m_phase = (m_phase + steps) % period;

    const int major0 = alongX ? x0 : y0;
    const int majorStep = (alongX ? dx : dy) > 0 ? 1 : -1;
    const int majorSize = alongX ? m_image.width() : m_image.height();
    const unsigned minorSize = unsigned(alongX ? m_image.height() : m_image.width());
    // The steps k whose major coordinate major0 + k * majorStep lies in [0, majorSize).
    const int first = std::max(0, majorStep > 0 ? -major0 : major0 - (majorSize - 1));
    const int last = std::min(steps, majorStep > 0 ? majorSize - major0 : major0 + 1); // exclusive
    if (first >= last)
        return;
    const qint64 slope = (qint64(alongX ? dy : dx) << 16) / steps;
    qint64 minor = (qint64(alongX ? y0 : x0) << 16) + 0x8000 + slope * first;
    const qsizetype stride = m_image.bytesPerLine() / qsizetype(sizeof(QRgb));
    const qsizetype majorStride = alongX ? majorStep : majorStep * stride;
    const qsizetype minorStride = alongX ? stride : 1;
    QRgb* at = m_bits + qsizetype(major0 + first * majorStep) * (alongX ? 1 : stride);
    const QRgb color = m_color;
    int phase = (phaseAtStart + first) % period;
    for (int k = first; k < last; ++k, at += majorStride, minor += slope) {
        const int m = int(minor >> 16);
        if ((m_off == 0 || phase < m_on) && unsigned(m) < minorSize)
            at[m * minorStride] = color;
        if (++phase == period)
            phase = 0;
    }
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
