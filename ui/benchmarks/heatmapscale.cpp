// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks/heatmapscale.h"

#include "benchmarks/heatmapmodel.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

// --- colour maps ------------------------------------------------------------------------------

QColor viridisColor(double t)
{
    // Polynomial fit of matplotlib's viridis (Matt Zucker, CC0), evaluated by Horner's rule.
    static constexpr double c[7][3] = {
        { 0.2777273272234177, 0.005407344544966578, 0.3340998053353061 },
        { 0.1050930431085774, 1.404613529898575, 1.384590162594685 },
        { -0.3308618287255563, 0.214847559468213, 0.09509516302823659 },
        { -4.634230498983486, -5.799100973351585, -19.33244095627987 },
        { 6.228269936347081, 14.17993336680509, 56.69055260068105 },
        { 4.776384997670288, -13.74514537774601, -65.35303263337234 },
        { -5.435455855934631, 4.645852612178535, 26.3124352495832 },
    };
    t = std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0);
    double rgb[3];
    for (int k = 0; k < 3; ++k) {
        double v = c[6][k];
        for (int i = 5; i >= 0; --i)
            v = v * t + c[i][k];
        rgb[k] = std::clamp(v, 0.0, 1.0);
    }
    return QColor::fromRgbF(float(rgb[0]), float(rgb[1]), float(rgb[2]));
}

QColor divergingColor(double t)
{
    // ColorBrewer RdBu without its two darkest ends, which would swallow the cell text.
    static const QColor stops[] = { QColor(0xB2, 0x18, 0x2B), QColor(0xD6, 0x60, 0x4D), QColor(0xF4, 0xA5, 0x82),
        QColor(0xFD, 0xDB, 0xC7), QColor(0xF7, 0xF7, 0xF7), QColor(0xD1, 0xE5, 0xF0), QColor(0x92, 0xC5, 0xDE),
        QColor(0x43, 0x93, 0xC3), QColor(0x21, 0x66, 0xAC) };
    constexpr int last = int(std::size(stops)) - 1;
    t = std::clamp(std::isfinite(t) ? t : 0.0, -1.0, 1.0);
    const double x = (t + 1) / 2 * last;
    const int i = std::min(int(x), last - 1);
    const double f = x - i;
    const QColor& a = stops[i];
    const QColor& b = stops[i + 1];
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f), float(a.greenF() + (b.greenF() - a.greenF()) * f),
        float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

// --- scale ------------------------------------------------------------------------------------

double HeatmapScale::position(double value) const
{
    if (kind == Kind::Ratio) {
        if (!(value > 0) || !(maximum > 1))
            return 0.5;
        return std::clamp((std::log(value) / std::log(maximum) + 1) / 2, 0.0, 1.0);
    }
    if (!(maximum > minimum))
        return 0.5;
    return std::clamp((value - minimum) / (maximum - minimum), 0.0, 1.0);
}

QColor HeatmapScale::colorFor(double value) const
{
    const double p = position(value);
    const bool lowerIsBetter = direction == MetricDirection::LowerIsBetter;
    if (kind == Kind::Ratio)
        return divergingColor((lowerIsBetter ? 1 - p : p) * 2 - 1);
    return viridisColor(lowerIsBetter ? 1 - p : p);
}

QString HeatmapScale::caption() const
{
    if (kind == Kind::Ratio) {
        switch (direction) {
        case MetricDirection::HigherIsBetter:
            return HeatmapModel::tr("B / A \u00b7 blue: B higher (better) \u00b7 red: B lower (worse)");
        case MetricDirection::LowerIsBetter:
            return HeatmapModel::tr("B / A \u00b7 blue: B lower (better) \u00b7 red: B higher (worse)");
        case MetricDirection::Neutral:
            break;
        }
        return HeatmapModel::tr("B / A");
    }
    switch (direction) {
    case MetricDirection::HigherIsBetter:
        return HeatmapModel::tr("%1 \u00b7 higher is better (brighter)").arg(unit);
    case MetricDirection::LowerIsBetter:
        return HeatmapModel::tr("%1 \u00b7 lower is better (brighter)").arg(unit);
    case MetricDirection::Neutral:
        break;
    }
    return unit;
}

/// Three significant digits at least, no more decimals than that needs: 1502, 275, 21.6, 2.61, 0.002.
QString formatHeatmapValue(double value, const QString& unit)
{
    const QLocale locale;
    const double magnitude = std::abs(value);
    int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
    if (value == 0 || (unit.isEmpty() && value == std::round(value)))
        decimals = 0;
    return locale.toString(value, 'f', decimals);
}

QString formatHeatmapRatio(double ratio)
{
    return QLocale().toString(ratio, 'f', ratio >= 10 ? 1 : 2) + u'\u00d7';
}

} // namespace Topo::Ui
