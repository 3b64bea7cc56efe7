// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/benchmarkdiff.h"

#include "util/tr.h"

#include <cmath>
#include <optional>

namespace Topo {

namespace {

/// How many runs of the same tool and title come before the one at `at` in its machine's list:
/// the same benchmark run twice in one collection pairs first with first, second with second.
int occurrence(const QList<BenchmarkRun>& runs, qsizetype at)
{
    int n = 0;
    for (qsizetype i = 0; i < at; ++i)
        n += runs[i].tool == runs[at].tool && runs[i].title == runs[at].title;
    return n;
}

const BenchmarkRun* partner(const QList<BenchmarkRun>& runs, const BenchmarkRun& run, int nth)
{
    for (const BenchmarkRun& r : runs) {
        if (r.tool == run.tool && r.title == run.title && nth-- == 0)
            return &r;
    }
    return nullptr;
}

/// The run as a person finds it again: the tool, and its title or else the capture it came from.
QString runName(const BenchmarkRun& run)
{
    if (!run.title.isEmpty())
        return run.toolDisplayName() + u' ' + run.title;
    if (!run.captureId.isEmpty())
        return run.toolDisplayName() + u" (" + run.captureId + u')';
    return run.toolDisplayName();
}

QString gbps(double value)
{
    return QString::number(value, 'f', value < 10 ? 2 : 1) + u" GB/s";
}

struct Comparer
{
    QList<DeviceChange> out;

    void compare(const QString& what, std::optional<double> was, std::optional<double> is)
    {
        if (!was || !is || *was <= 0 || !std::isfinite(*was) || !std::isfinite(*is))
            return;
        const double ratio = *is / *was;
        if (std::abs(ratio - 1) <= benchmarkChangeThreshold)
            return;
        DeviceChange c;
        c.kind = QStringLiteral("benchmark-bandwidth");
        c.device = what;
        c.before = gbps(*was);
        c.after = gbps(*is);
        c.sentence = Tr::tr("%1 measured %2, %3× the %4 of the first collection.")
                         .arg(what, c.after, QString::number(ratio, 'f', 2), c.before);
        out << c;
    }

    /// A sweep's bandwidth at the largest message size both runs reached (bus bandwidth for
    /// collectives, copy bandwidth for copy sweeps): the size where the link, not latency, counts.
    void sweep(const QString& run, const SizeSweep& was, const SizeSweep& is)
    {
        const auto bandwidth = [](const SweepPoint& p) { return p.busBandwidth ? p.busBandwidth : p.bandwidth; };
        const SweepPoint* wasPoint = nullptr;
        const SweepPoint* isPoint = nullptr;
        for (const SweepPoint& w : was.points) {
            for (const SweepPoint& i : is.points) {
                if (w.bytes == i.bytes && bandwidth(w) && bandwidth(i) && (!wasPoint || w.bytes > wasPoint->bytes)) {
                    wasPoint = &w;
                    isPoint = &i;
                }
            }
        }
        if (wasPoint)
            compare(Tr::tr("%1: %2 at %3").arg(run, was.name, humanByteSize(double(wasPoint->bytes))), bandwidth(*wasPoint), bandwidth(*isPoint));
    }

    /// The mean of the GPU-pair cells both matrices have: one figure per matrix, so a layout
    /// that moves every pair shows as one change, and a single noisy cell does not.
    void matrix(const QString& run, const BenchmarkMatrix& was, const BenchmarkMatrix& is)
    {
        const auto labels = [](const QList<MatrixAxisEntry>& axis) {
            QStringList names;
            for (const MatrixAxisEntry& e : axis)
                names << e.label;
            return names;
        };
        // Cell by cell only where both runs name the same GPUs in the same order.
        if (was.unit != u"GB/s" || is.unit != u"GB/s" || labels(was.rows) != labels(is.rows)
            || labels(was.columns) != labels(is.columns))
            return;
        double wasSum = 0;
        double isSum = 0;
        int cells = 0;
        for (int r = 0; r < was.rows.size(); ++r) {
            for (int c = 0; c < was.columns.size(); ++c) {
                if (was.rows[r].label == was.columns[c].label)
                    continue;
                const std::optional<double> w = was.cell(r, c);
                const std::optional<double> i = is.cell(r, c);
                if (w && i) {
                    wasSum += *w;
                    isSum += *i;
                    ++cells;
                }
            }
        }
        if (cells > 0)
            compare(Tr::tr("%1, %2 (mean of %n GPU pairs)", "", cells).arg(run, was.title), wasSum / cells, isSum / cells);
    }
};

} // namespace

QList<DeviceChange> benchmarkChanges(const Machine& before, const Machine& after)
{
    Comparer comparer;
    for (qsizetype i = 0; i < before.benchmarks.size(); ++i) {
        const BenchmarkRun& was = before.benchmarks[i];
        const BenchmarkRun* is = partner(after.benchmarks, was, occurrence(before.benchmarks, i));
        if (!is)
            continue;
        const QString run = runName(was);
        comparer.compare(Tr::tr("%1, average bus bandwidth").arg(run), was.averageBusBandwidth, is->averageBusBandwidth);
        for (const SizeSweep& s : was.sweeps) {
            if (const SizeSweep* other = is->sweep(s.name))
                comparer.sweep(run, s, *other);
        }
        for (const BenchmarkMatrix& m : was.matrices) {
            if (const BenchmarkMatrix* other = is->matrix(m.metric))
                comparer.matrix(run, m, *other);
        }
    }
    return comparer.out;
}

} // namespace Topo
