// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/benchmarkoutliers.h"

#include "analyze/match/benchmarkgpus.h"
#include "analyze/pcipath.h"
#include "util/tr.h"

#include <QLocale>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Topo {

MetricDirection metricDirection(const BenchmarkMatrix& matrix)
{
    const QString unit = matrix.unit.trimmed();
    if (unit.endsWith(u"/s") || unit.endsWith(u"ps", Qt::CaseInsensitive))
        return MetricDirection::HigherIsBetter;
    if (unit == u"us" || unit == u"\u00b5s" || unit == u"\u03bcs" || unit == u"ns" || unit == u"ms" || unit == u"s")
        return MetricDirection::LowerIsBetter;
    return MetricDirection::Neutral;
}

bool isBandwidthMatrix(const BenchmarkMatrix& matrix)
{
    return metricDirection(matrix) == MetricDirection::HigherIsBetter;
}

QList<BenchmarkPairValue> classifyMatrixPairs(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix)
{
    QList<BenchmarkPairValue> out;
    for (int r = 0; r < matrix.rowCount(); ++r) {
        const int fromRunGpu = matrix.rows[r].gpu;
        if (fromRunGpu < 0)
            continue;
        bool fromAssumed = false;
        const std::optional<int> fromGpu = gpuIndexForRun(machine, run, fromRunGpu, &fromAssumed);
        for (int c = 0; c < matrix.columnCount(); ++c) {
            const int toRunGpu = matrix.columns[c].gpu;
            const std::optional<double> value = matrix.cell(r, c);
            if (toRunGpu < 0 || toRunGpu == fromRunGpu || !value)
                continue;
            BenchmarkPairValue pair;
            pair.row = r;
            pair.column = c;
            pair.fromRunGpu = fromRunGpu;
            pair.toRunGpu = toRunGpu;
            pair.value = *value;
            pair.fromGpu = fromGpu;
            bool toAssumed = false;
            pair.toGpu = gpuIndexForRun(machine, run, toRunGpu, &toAssumed);
            pair.matchAssumed = fromAssumed || toAssumed;
            if (pair.fromGpu && pair.toGpu)
                pair.pairClass = gpuPairClass(machine, *pair.fromGpu, *pair.toGpu);
            out.append(pair);
        }
    }
    return out;
}

QList<BenchmarkOutlier> findSameClassOutliers(const QList<BenchmarkPairValue>& values, double factor)
{
    // Grouped by the printed class text, so NV18 and NV12 (different link counts) stay apart.
    QMap<QString, QList<const BenchmarkPairValue*>> groups;
    for (const BenchmarkPairValue& v : values) {
        const LinkClass c = v.pairClass.linkClass;
        if (c == LinkClass::Unknown || c == LinkClass::Self || !(v.value >= 0))
            continue;
        groups[v.pairClass.toString()].append(&v);
    }
    QList<BenchmarkOutlier> out;
    for (const auto& group : std::as_const(groups)) {
        const BenchmarkPairValue* best = *std::max_element(group.begin(), group.end(),
            [](const BenchmarkPairValue* a, const BenchmarkPairValue* b) { return a->value < b->value; });
        if (!(best->value > 0))
            continue;
        QList<BenchmarkOutlier> flagged;
        for (const BenchmarkPairValue* v : group) {
            // value == 0 is an infinitely slow pair: flagged, with an infinite factor.
            if (v->value * factor < best->value)
                flagged.append({ *v, *best, v->value > 0 ? best->value / v->value : std::numeric_limits<double>::infinity() });
        }
        std::stable_sort(flagged.begin(), flagged.end(),
            [](const BenchmarkOutlier& a, const BenchmarkOutlier& b) { return a.factor > b.factor; });
        out += flagged;
    }
    return out;
}

QList<BenchmarkOutlier> findBandwidthOutliers(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix,
    double factor)
{
    if (!isBandwidthMatrix(matrix))
        return {};
    return findSameClassOutliers(classifyMatrixPairs(machine, run, matrix), factor);
}

QString describeOutlier(const BenchmarkOutlier& outlier, const QString& unit)
{
    const QLocale locale;
    const auto value = [&](double v) {
        const int decimals = v >= 100 ? 0 : v >= 10 ? 1 : 2;
        return unit.isEmpty() ? locale.toString(v, 'f', decimals) : locale.toString(v, 'f', decimals) + u' ' + unit;
    };
    const auto pair = [](const BenchmarkPairValue& p) {
        return Tr::tr("GPU%1\u2192GPU%2 (%3)").arg(p.fromRunGpu).arg(p.toRunGpu).arg(p.pairClass.toString());
    };
    const QString factor = std::isfinite(outlier.factor) ? locale.toString(outlier.factor, 'f', 1) : QStringLiteral("\u221e");
    return Tr::tr("%1: %2, %3\u00d7 below %4: %5")
        .arg(pair(outlier.pair), value(outlier.pair.value), factor, pair(outlier.reference), value(outlier.reference.value));
}

QString MeasuredPairs::format(double value) const
{
    const int decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
    return QLocale().toString(value, 'f', decimals) + (unit.isEmpty() ? QString() : u' ' + unit);
}

MeasuredPairs measuredPairBandwidth(const Machine& machine)
{
    // Which matrix says most about the links: P2P copies in one direction, then any GPU-to-GPU
    // copy; "bidirectional" and "disabled" (staged through the host) say less about the link.
    const auto rank = [](const BenchmarkMatrix& m) {
        const QString metric = m.metric.toLower();
        int score = 0;
        if (metric.contains(u"p2p-enabled") || metric.contains(u"d2d") || metric.contains(u"device_to_device"))
            score += 4;
        if (metric.contains(u"unidirectional") || !metric.contains(u"bidirectional"))
            score += 2;
        if (metric.contains(u"disabled"))
            score -= 4;
        return score;
    };
    const BenchmarkRun* bestRun = nullptr;
    const BenchmarkMatrix* best = nullptr;
    QList<BenchmarkPairValue> bestPairs;
    for (const BenchmarkRun& run : machine.benchmarks) {
        for (const BenchmarkMatrix& matrix : run.matrices) {
            if (!isBandwidthMatrix(matrix) || (best && rank(matrix) <= rank(*best)))
                continue;
            QList<BenchmarkPairValue> pairs = classifyMatrixPairs(machine, run, matrix);
            pairs.removeIf([](const BenchmarkPairValue& p) { return !p.fromGpu || !p.toGpu; });
            if (pairs.isEmpty())
                continue;
            bestRun = &run;
            best = &matrix;
            bestPairs = pairs;
        }
    }
    MeasuredPairs out;
    if (!best)
        return out;
    out.source = bestRun->toolDisplayName() + u" \u00b7 " + best->metric;
    out.unit = best->unit;
    for (const BenchmarkPairValue& p : std::as_const(bestPairs)) {
        out.values.insert({ *p.fromGpu, *p.toGpu }, p.value);
        out.assumed = out.assumed || p.matchAssumed;
    }
    return out;
}

} // namespace Topo
