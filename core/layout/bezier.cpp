// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/bezier.h"

#include <QLineF>

#include <algorithm>
#include <array>

namespace Topo::Layout {

namespace {

using Cubic = std::array<QPointF, 4>;

QPointF pointAt(const Cubic& c, double t)
{
    const double u = 1 - t;
    return c[0] * (u * u * u) + c[1] * (3 * u * u * t) + c[2] * (3 * u * t * t) + c[3] * (t * t * t);
}

/// De Casteljau's split at the middle.
std::pair<Cubic, Cubic> halves(const Cubic& c)
{
    const QPointF ab = (c[0] + c[1]) / 2;
    const QPointF bc = (c[1] + c[2]) / 2;
    const QPointF cd = (c[2] + c[3]) / 2;
    const QPointF abc = (ab + bc) / 2;
    const QPointF bcd = (bc + cd) / 2;
    const QPointF mid = (abc + bcd) / 2;
    return { Cubic { c[0], ab, abc, mid }, Cubic { mid, bcd, cd, c[3] } };
}

/// The length of a segment: split until the control polygon is as long as the chord, within
/// a hundredth of a pixel, then the polygon's.
double length(const Cubic& c, int depth = 0)
{
    const double polygon = QLineF(c[0], c[1]).length() + QLineF(c[1], c[2]).length() + QLineF(c[2], c[3]).length();
    const double chord = QLineF(c[0], c[3]).length();
    if (polygon - chord <= 0.01 || depth >= 16)
        return polygon;
    const auto [left, right] = halves(c);
    return length(left, depth + 1) + length(right, depth + 1);
}

} // namespace

QPointF pointAtHalfLength(const QList<QPointF>& chain)
{
    if (chain.isEmpty())
        return {};
    QList<Cubic> segments;
    for (qsizetype i = 1; i + 2 < chain.size(); i += 3)
        segments.append(Cubic { chain[i - 1], chain[i], chain[i + 1], chain[i + 2] });
    if (segments.isEmpty())
        return chain.first();
    QList<double> lengths;
    double total = 0;
    for (const Cubic& c : segments) {
        lengths.append(length(c));
        total += lengths.last();
    }
    double before = 0;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        if (before + lengths[i] >= total / 2 || i + 1 == segments.size())
            return pointAt(segments[i], lengths[i] > 0 ? std::clamp((total / 2 - before) / lengths[i], 0.0, 1.0) : 0);
        before += lengths[i];
    }
    return chain.last();
}

} // namespace Topo::Layout
