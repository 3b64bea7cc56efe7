// SPDX-License-Identifier: GPL-3.0-or-later
// Rules about imported benchmark results (one family of the table in ruletable.cpp).
#include "analyze/findings/rulecontext.h"

#include "analyze/benchmarkoutliers.h"
#include "util/tr.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Topo::Findings {

namespace {

/// Whether a printed line has a number equal to `value` (as the benchmark parsers read it).
bool lineHoldsValue(QByteArrayView line, double value)
{
    for (const QByteArray& token : line.toByteArray().split(' ')) {
        for (const QByteArray& part : token.split(',')) {
            bool ok = false;
            const double number = part.trimmed().toDouble(&ok);
            if (ok && std::abs(number - value) <= 1e-9 * std::max(1.0, std::abs(value)))
                return true;
        }
    }
    return false;
}

} // namespace

// Measured bandwidth: pairs of one connection class should perform alike. One that
// delivers far less than the best of its class has something on its path the topology names
// alike but the hardware does not deliver (a link trained low, a riser, a PCIe fallback).
void ruleUnevenBandwidth(const FindingRule& rule, const RuleContext& context, QList<Finding>& out)
{
    for (const MachineView& view : context.machines) {
        const Machine& m = *view.machine;
        for (const BenchmarkRun& run : m.benchmarks) {
            const RawCapture* capture = view.captures->byId(run.captureId);
            for (const BenchmarkMatrix& matrix : run.matrices) {
                const QList<BenchmarkOutlier> outliers = findBandwidthOutliers(m, run, matrix);
                if (outliers.isEmpty())
                    continue;
                Finding f = newFinding(view, rule);
                QStringList described;
                for (const BenchmarkOutlier& o : outliers) {
                    for (const std::optional<int>& gpu : { o.pair.fromGpu, o.pair.toGpu }) {
                        if (gpu && m.gpu(*gpu))
                            addGpu(f, *m.gpu(*gpu));
                    }
                    if (described.size() < 8)
                        described << describeOutlier(o, matrix.unit);
                }
                f.title = Tr::tr("%n GPU pair(s) measure far below others of the same class", "", int(outliers.size()))
                    + u" (" + (matrix.title.isEmpty() ? matrix.metric : matrix.title) + u')';
                f.explanation = Tr::tr("Pairs that the topology puts in one connection class should deliver about the "
                                       "same bandwidth; these are more than %1\u00d7 below the best pair of their class "
                                       "in the same run:")
                                    .arg(QLocale().toString(defaultOutlierFactor))
                    + u"\n" + described.join(u'\n');
                f.advice = Tr::tr("Click the GPUs to see their paths: look for a link trained below its capability, a slot "
                                  "behind the chipset or a riser, or traffic taking PCIe where the class says NVLink. Run "
                                  "the benchmark again to rule out noise (p2pBandwidthLatencyTest's few default repeats "
                                  "vary by 5\u2013" "10 %), and with the GPUs idle otherwise."); // split: lupdate misreads \u201310
                if (capture) {
                    const QList<Text::Line>& lines = view.captures->lines(*capture);
                    if (matrix.line > 0 && matrix.line <= lines.size())
                        addEvidence(f, view.captures->evidence(*capture, lines[matrix.line - 1]));
                    // The printed lines holding the slow values: a matrix row, or a CSV record.
                    for (const BenchmarkOutlier& o : outliers) {
                        for (qsizetype i = std::max(0, matrix.line); i < lines.size(); ++i) {
                            if (lineHoldsValue(lines[i].text, o.pair.value)) {
                                addEvidence(f, view.captures->evidence(*capture, lines[i]));
                                break;
                            }
                        }
                    }
                }
                out.append(f);
            }
        }
    }
}

} // namespace Topo::Findings
