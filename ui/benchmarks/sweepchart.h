// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/benchmark.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>

class QAbstractAxis;
class QPainter;

namespace Topo::Ui {

/// What a size-sweep chart plots over the message size.
enum class SweepQuantity {
    Bandwidth,          // nccl-tests busbw, copy sweeps' bandwidth
    AlgorithmBandwidth, // nccl-tests algbw (copy sweeps: their bandwidth, there is only one)
    Latency,            // nccl-tests time per operation, copy sweeps' latency per copy
};
QString sweepQuantityTitle(SweepQuantity quantity); // translated: "Bus bandwidth"
QString sweepQuantityUnit(SweepQuantity quantity);  // "GB/s", "µs"

/// A sweep's points for a quantity as (bytes, value); empty when the sweep has no such field.
QList<QPointF> sweepPoints(const SizeSweep& sweep, SweepQuantity quantity);

/// The colour and pen style of the chart's `index`-th line (Okabe & Ito, then dashed), so a
/// list of the lines can show the same swatches as the chart.
QColor sweepLineColor(int index);
Qt::PenStyle sweepLineStyle(int index);

/// One line of the chart.
struct SweepLine
{
    QString name; // legend text: "all_reduce out-of-place · benchmark-2"
    QList<QPointF> points; // (bytes, value)
};

/// What a chart shows, so tests and exports can read it without Qt Charts types.
struct SweepChartSummary
{
    QStringList lineNames;
    int xLogBase = 0; // 2: message sizes on a log2 axis
    QStringList xLabels; // "8 B" … "8 GiB"
    int yLogBase = 0; // 10, or 0 for a linear value axis
    QString yTitle;
    std::optional<double> floor; // latency: the smallest value shown, drawn as a dashed line
    QString floorLabel;
    std::optional<QPointF> peak; // bandwidth: the largest value shown, a marked point
    QString peakLabel;
    int pointsLeftOut = 0; // zero or negative values a log axis cannot show
};

/// Bandwidth or latency over message size for any number of sweeps overlaid: x on a log2
/// axis labelled in bytes, y on a log10 axis (or linear), the latency floor as a dashed line
/// and the bandwidth peak as a marked point, both labelled. Qt Charts is deprecated from Qt
/// 6.10, so every Qt Charts type stays inside sweepchart.cpp behind this class.
class SweepChart : public QWidget
{
    Q_OBJECT
public:
    explicit SweepChart(QWidget* parent = nullptr);
    ~SweepChart() override;

    void setLines(const QList<SweepLine>& lines, SweepQuantity quantity);
    void setLogarithmicValues(bool logarithmic);
    bool logarithmicValues() const;
    /// The chart's own legend (on by default; the Benchmarks tab shows swatches in its list).
    void setLegendVisible(bool visible);
    SweepChartSummary summary() const;
    /// Paints the chart into `target` (for exports): the same scene the widget shows.
    void render(QPainter* painter, const QRectF& target);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// The range the plotted points span (sizes in bytes), and whether there is any.
    struct SweepRange
    {
        double minBytes = 0;
        double maxBytes = 0;
        double minValue = 0;
        double maxValue = 0;
        bool any = false;
    };
    void rebuild();
    /// One series per chosen sweep, with the summary's floor or peak; returns what they span.
    SweepRange addLines();
    /// The y axis: logarithmic (base 10) or linear from 0, over the range.
    QAbstractAxis* newValueAxis(const SweepRange& range) const;
    void addFloorAndPeak(QAbstractAxis* xAxis, QAbstractAxis* yAxis, int lowPower, int highPower);
    void applyTheme();
    void placeLabels();
    void updateSizeLabels();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Topo::Ui
