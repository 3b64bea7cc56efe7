// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/benchmarkoutliers.h"

#include <QColor>
#include <QString>

namespace Topo::Ui {

/// Viridis (perceptually uniform, readable in grey and for every kind of colour vision), t in
/// [0, 1] from dark blue-purple to yellow. A degree-6 polynomial fit of matplotlib's table,
/// within 1.5 % of it everywhere.
QColor viridisColor(double t);
/// A diverging map for ratios, t in [-1, 1]: -1 red (worse), 0 near-white, +1 blue (better).
/// ColorBrewer's RdBu, so "warm means slow" as in the connection-class palette.
QColor divergingColor(double t);

/// A cell's number as the heatmap prints it: three significant digits at least, no more
/// decimals than that needs (1502, 275, 21.6, 2.61, 0.002).
QString formatHeatmapValue(double value, const QString& unit);
/// A ratio as the heatmap prints it: "1.02×".
QString formatHeatmapRatio(double ratio);

/// How values map to colours, and what the legend says about it.
struct HeatmapScale
{
    enum class Kind { Sequential, Ratio };
    Kind kind = Kind::Sequential;
    /// Sequential: the smallest and largest value on the scale. Ratio: the ratio range, symmetric
    /// on a log scale (minimum = 1 / maximum).
    double minimum = 0;
    double maximum = 0;
    MetricDirection direction = MetricDirection::Neutral;
    QString unit;

    bool isValid() const { return maximum >= minimum && (kind == Kind::Sequential || minimum > 0); }
    /// The colour of a value: viridis with brighter = better (so the map runs backwards for
    /// latency), or for ratios blue where B is better than A.
    QColor colorFor(double value) const;
    /// Where a value lies on the legend bar, 0 at its left end, 1 at its right.
    double position(double value) const;
    /// "GB/s · higher is better (brighter)", "B / A · blue: B faster, red: B slower".
    QString caption() const;
};

} // namespace Topo::Ui
