// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace Topo {

/// Which way a matrix's numbers are good: bandwidth up, latency down. Connectivity (0/1) and
/// unknown units have no direction.
enum class MetricDirection { HigherIsBetter, LowerIsBetter, Neutral };

/// By the unit: "…/s" is a rate (higher is better), "us", "µs", "ns", "ms" a time (lower is better).
MetricDirection metricDirection(const BenchmarkMatrix& matrix);
bool isBandwidthMatrix(const BenchmarkMatrix& matrix);

/// One GPU→GPU cell of a benchmark matrix, with the machine's view of that pair.
struct BenchmarkPairValue
{
    int row = -1;           // into BenchmarkMatrix::rows
    int column = -1;        // into BenchmarkMatrix::columns
    int fromRunGpu = -1;    // the run's own GPU numbers (row side, column side)
    int toRunGpu = -1;
    std::optional<int> fromGpu; // the machine's GPU index (Gpu::index), when matched
    std::optional<int> toGpu;
    bool matchAssumed = false;  // either side matched by CUDA ordinal only, not by bus id
    LinkClassCell pairClass;    // Unknown when either side did not match or the topology is unknown
    double value = 0;
};

/// The filled GPU→GPU cells of `matrix` (host rows, "all GPUs" rows and the diagonal left out),
/// each classified with gpuPairClass() after matching the run's GPUs to the machine.
QList<BenchmarkPairValue> classifyMatrixPairs(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix);

/// A pair that delivers clearly less than another pair of the same connection class.
struct BenchmarkOutlier
{
    BenchmarkPairValue pair;      // the slow one
    BenchmarkPairValue reference; // the best pair of the same class
    double factor = 0;            // reference.value / pair.value, > the threshold
};

/// How far apart two pairs of one class must be to be flagged: 1.5× is beyond run-to-run noise
/// (a few percent) and beyond the spread between the directions of one link, and well below the
/// gap a real fault leaves (a PCIe fallback on an NVLink pair, a link trained at x4 or Gen1).
inline constexpr double defaultOutlierFactor = 1.5;

/// The detection itself, on already classified values: within each class (NV18 and NV12 are
/// different classes), every pair whose value is more than `factor` times below the best pair
/// of that class. Pairs of unknown class are never compared: without a topology nothing says
/// they should perform alike. Sorted by class, then worst first.
QList<BenchmarkOutlier> findSameClassOutliers(const QList<BenchmarkPairValue>& values, double factor = defaultOutlierFactor);

/// classifyMatrixPairs() + findSameClassOutliers() for a bandwidth matrix; empty for any other
/// (latency at small sizes is too noisy for a fixed factor, and 0/1 connectivity has no scale).
QList<BenchmarkOutlier> findBandwidthOutliers(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix,
    double factor = defaultOutlierFactor);

/// "GPU0→GPU2 (PIX): 21.6 GB/s, 12.7× below GPU0→GPU1 (PIX): 275.1 GB/s", with the run's GPU
/// numbers and the locale's number format.
QString describeOutlier(const BenchmarkOutlier& outlier, const QString& unit);

/// The measured GPU→GPU bandwidth to show on a machine's topology: from one matrix of its
/// imported runs (the first that matches its GPUs, preferring P2P-enabled unidirectional
/// copies, then device-to-device copies), keyed by the machine's GPU indices (from, to).
struct MeasuredPairs
{
    QString source; // "copybench · d2d-bandwidth": the run and matrix the values come from
    QString unit;
    QHash<QPair<int, int>, double> values;
    bool assumed = false; // some GPUs were matched by CUDA ordinal only

    bool isEmpty() const { return values.isEmpty(); }
    /// "388.9 GB/s" in the locale's format.
    QString format(double value) const;
};
MeasuredPairs measuredPairBandwidth(const Machine& machine);

} // namespace Topo
