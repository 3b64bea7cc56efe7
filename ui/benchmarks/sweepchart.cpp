// SPDX-License-Identifier: GPL-3.0-or-later
// The only file that uses Qt Charts (deprecated from Qt 6.10): a port to Qt Graphs or to own
// painting replaces this file and keeps sweepchart.h.
#include "benchmarks/sweepchart.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

QString sweepQuantityTitle(SweepQuantity quantity)
{
    switch (quantity) {
    case SweepQuantity::Bandwidth:
        return SweepChart::tr("Bandwidth (nccl-tests, rccl-tests: bus bandwidth)");
    case SweepQuantity::AlgorithmBandwidth:
        return SweepChart::tr("Algorithm bandwidth");
    case SweepQuantity::Latency:
        return SweepChart::tr("Latency (nccl-tests, rccl-tests: time per operation)");
    }
    return {};
}

namespace {
QString axisTitle(SweepQuantity quantity)
{
    switch (quantity) {
    case SweepQuantity::Bandwidth:
        return SweepChart::tr("Bandwidth (GB/s)");
    case SweepQuantity::AlgorithmBandwidth:
        return SweepChart::tr("Algorithm bandwidth (GB/s)");
    case SweepQuantity::Latency:
        return SweepChart::tr("Latency (\u00b5s)");
    }
    return {};
}
} // namespace

QString sweepQuantityUnit(SweepQuantity quantity)
{
    return quantity == SweepQuantity::Latency ? QStringLiteral("\u00b5s") : QStringLiteral("GB/s");
}

QList<QPointF> sweepPoints(const SizeSweep& sweep, SweepQuantity quantity)
{
    QList<QPointF> points;
    for (const SweepPoint& p : sweep.points) {
        std::optional<double> value;
        switch (quantity) {
        case SweepQuantity::Bandwidth:
            value = p.busBandwidth ? p.busBandwidth : p.bandwidth;
            break;
        case SweepQuantity::AlgorithmBandwidth:
            value = p.algorithmBandwidth ? p.algorithmBandwidth : p.bandwidth;
            break;
        case SweepQuantity::Latency:
            value = p.latencyUs ? p.latencyUs : p.timeUs;
            break;
        }
        if (value && p.bytes > 0)
            points.append(QPointF(double(p.bytes), *value));
    }
    return points;
}

namespace {

/// Okabe & Ito without yellow and black, which vanish on a light or a dark background.
const QColor lineColors[] = { QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
    QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00) };

QString formatNumber(double value)
{
    const double magnitude = std::abs(value);
    return QLocale().toString(value, 'f', magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3);
}

} // namespace

struct SweepChart::Private
{
    QChart* chart = nullptr;
    QChartView* view = nullptr;
    QList<SweepLine> lines;
    SweepQuantity quantity = SweepQuantity::Bandwidth;
    bool logarithmic = true;
    SweepChartSummary summary;
    QList<QLineSeries*> series;
    QLineSeries* floorLine = nullptr;
    QScatterSeries* peakPoint = nullptr;
    QGraphicsSimpleTextItem* floorText = nullptr;
    QGraphicsSimpleTextItem* peakText = nullptr;
    QGraphicsSimpleTextItem* emptyText = nullptr;
    QGraphicsRectItem* floorBox = nullptr; // behind the labels, so lines under them do not cross the text
    QGraphicsRectItem* peakBox = nullptr;
    QCategoryAxis* xAxis = nullptr;
    int lowPower = 3;
    int highPower = 30;
    int labelledFor = 0; // the label count the size axis was labelled for
    bool legendVisible = true;
};

QColor sweepLineColor(int index)
{
    return lineColors[index % std::size(lineColors)];
}

Qt::PenStyle sweepLineStyle(int index)
{
    const int round = index / int(std::size(lineColors));
    return round == 0 ? Qt::SolidLine : round % 2 ? Qt::DashLine : Qt::DotLine;
}

SweepChart::SweepChart(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->chart = new QChart;
    d->chart->setMargins(QMargins(6, 6, 26, 6)); // room for the last size label at the right end
    d->chart->legend()->setAlignment(Qt::AlignBottom);
    d->chart->setAnimationOptions(QChart::NoAnimation);
    d->view = new QChartView(d->chart, this);
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    d->floorBox = new QGraphicsRectItem(d->chart);
    d->peakBox = new QGraphicsRectItem(d->chart);
    for (auto* box : { d->floorBox, d->peakBox }) {
        box->setPen(Qt::NoPen);
        box->setZValue(19);
    }
    d->floorText = new QGraphicsSimpleTextItem(d->chart);
    d->peakText = new QGraphicsSimpleTextItem(d->chart);
    d->emptyText = new QGraphicsSimpleTextItem(d->chart);
    for (auto* item : { d->floorText, d->peakText, d->emptyText })
        item->setZValue(20);
    connect(d->chart, &QChart::plotAreaChanged, this, [this] { placeLabels(); });
    applyTheme();
    rebuild();
}

SweepChart::~SweepChart() = default;

void SweepChart::setLines(const QList<SweepLine>& lines, SweepQuantity quantity)
{
    d->lines = lines;
    d->quantity = quantity;
    rebuild();
}

void SweepChart::setLogarithmicValues(bool logarithmic)
{
    if (d->logarithmic == logarithmic)
        return;
    d->logarithmic = logarithmic;
    rebuild();
}

bool SweepChart::logarithmicValues() const
{
    return d->logarithmic;
}

SweepChartSummary SweepChart::summary() const
{
    return d->summary;
}

void SweepChart::rebuild()
{
    QChart* chart = d->chart;
    // Forget the old items first: removing them re-lays the chart out, which places the labels.
    d->xAxis = nullptr;
    d->floorLine = nullptr;
    d->peakPoint = nullptr;
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    d->series.clear();
    d->floorLine = nullptr;
    d->peakPoint = nullptr;
    d->summary = {};
    d->summary.yTitle = axisTitle(d->quantity);

    const SweepRange range = addLines();
    const bool any = range.any;
    const double minBytes = range.minBytes;
    const double maxBytes = range.maxBytes;

    auto* xAxis = new QCategoryAxis;
    xAxis->setTitleText(tr("Message size (log\u2082 scale)"));
    xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int lowPower = any ? int(std::floor(std::log2(minBytes))) : 3;
    const int highPower = any ? int(std::ceil(std::log2(maxBytes))) : 30;
    d->xAxis = xAxis;
    d->lowPower = lowPower;
    d->highPower = highPower;
    d->labelledFor = 0;
    updateSizeLabels();
    // A little room at both ends, so the marks on the first and last size are not cut in half.
    xAxis->setRange(lowPower - 0.3, (highPower == lowPower ? lowPower + 1 : highPower) + 0.3);
    xAxis->setStartValue(lowPower);
    d->summary.xLogBase = 2;
    chart->addAxis(xAxis, Qt::AlignBottom);

    QAbstractAxis* yAxis = newValueAxis(range);
    if (d->logarithmic)
        d->summary.yLogBase = 10;
    yAxis->setTitleText(d->summary.yTitle);
    chart->addAxis(yAxis, Qt::AlignLeft);
    for (QLineSeries* series : std::as_const(d->series)) {
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
    }

    addFloorAndPeak(xAxis, yAxis, lowPower, highPower);
    const QColor muted = palette().color(QPalette::PlaceholderText);
    chart->legend()->setVisible(d->legendVisible && !d->series.isEmpty());
    d->floorText->setText(d->summary.floorLabel);
    d->peakText->setText(d->summary.peakLabel);
    d->emptyText->setText(d->lines.isEmpty() ? tr("Choose one or more sweeps on the left.")
            : any                            ? QString()
                                             : tr("The chosen sweeps have no %1 values.").arg(sweepQuantityTitle(d->quantity)));
    d->emptyText->setBrush(muted);
    applyTheme();
    placeLabels();
}

SweepChart::SweepRange SweepChart::addLines()
{
    // Message sizes are powers of two (nccl-tests -f 2, copy sweeps): the x axis is log2 of the
    // size, with a label in bytes at every power (every second or fourth one on long sweeps).
    SweepRange range;
    double& minBytes = range.minBytes;
    double& maxBytes = range.maxBytes;
    double& minValue = range.minValue;
    double& maxValue = range.maxValue;
    bool& any = range.any;
    QChart* chart = d->chart;
    for (int i = 0; i < d->lines.size(); ++i) {
        const SweepLine& line = d->lines[i];
        auto* series = new QLineSeries;
        series->setName(line.name);
        QPen pen(sweepLineColor(i), 2);
        pen.setStyle(sweepLineStyle(i));
        series->setPen(pen);
        series->setPointsVisible(line.points.size() <= 40);
        for (const QPointF& p : line.points) {
            if (d->logarithmic && !(p.y() > 0)) {
                ++d->summary.pointsLeftOut;
                continue;
            }
            series->append(std::log2(p.x()), p.y());
            minBytes = any ? std::min(minBytes, p.x()) : p.x();
            maxBytes = any ? std::max(maxBytes, p.x()) : p.x();
            minValue = any ? std::min(minValue, p.y()) : p.y();
            maxValue = any ? std::max(maxValue, p.y()) : p.y();
            if (d->quantity == SweepQuantity::Latency && (!d->summary.floor || p.y() < *d->summary.floor)) {
                d->summary.floor = p.y();
                d->summary.floorLabel = tr("floor %1 %2 (%3 at %4)")
                                            .arg(formatNumber(p.y()), sweepQuantityUnit(d->quantity), line.name, humanByteSize(p.x()));
            }
            if (d->quantity != SweepQuantity::Latency && (!d->summary.peak || p.y() > d->summary.peak->y())) {
                d->summary.peak = p;
                d->summary.peakLabel = tr("peak %1 %2 at %3 (%4)")
                                           .arg(formatNumber(p.y()), sweepQuantityUnit(d->quantity), humanByteSize(p.x()), line.name);
            }
            any = true;
        }
        chart->addSeries(series);
        d->series.append(series);
        d->summary.lineNames << line.name;
    }

    return range;
}

QAbstractAxis* SweepChart::newValueAxis(const SweepRange& range) const
{
    if (d->logarithmic) {
        auto* log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%g"));
        log->setMinorTickCount(8);
        const double low = range.any ? std::pow(10.0, std::floor(std::log10(range.minValue))) : 0.1;
        const double high = range.any ? std::pow(10.0, std::ceil(std::log10(range.maxValue * 1.05))) : 1000;
        log->setRange(low, high > low ? high : low * 10);
        return log;
    }
    auto* linear = new QValueAxis;
    linear->setLabelFormat(QStringLiteral("%g"));
    linear->setRange(0, range.any && range.maxValue > 0 ? range.maxValue * 1.1 : 1);
    linear->applyNiceNumbers();
    return linear;
}

// The latency floor as a dashed line and the peak as a ring, each with its own label rather
// than a line of the legend.
void SweepChart::addFloorAndPeak(QAbstractAxis* xAxis, QAbstractAxis* yAxis, int lowPower, int highPower)
{
    if (d->summary.floor) {
        d->floorLine = new QLineSeries;
        d->floorLine->setName(tr("latency floor"));
        d->floorLine->append(lowPower - 0.3, *d->summary.floor);
        d->floorLine->append(highPower + 0.3, *d->summary.floor);
        d->floorLine->setPen(QPen(palette().color(QPalette::WindowText), 1.2, Qt::DashLine));
        d->chart->addSeries(d->floorLine);
        d->floorLine->attachAxis(xAxis);
        d->floorLine->attachAxis(yAxis);
    }
    if (d->summary.peak) {
        d->peakPoint = new QScatterSeries;
        d->peakPoint->setName(tr("peak"));
        d->peakPoint->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        d->peakPoint->setMarkerSize(13);
        d->peakPoint->setColor(Qt::transparent);
        d->peakPoint->setBorderColor(palette().color(QPalette::WindowText));
        d->peakPoint->setPen(QPen(palette().color(QPalette::WindowText), 2));
        d->peakPoint->append(std::log2(d->summary.peak->x()), d->summary.peak->y());
        d->chart->addSeries(d->peakPoint);
        d->peakPoint->attachAxis(xAxis);
        d->peakPoint->attachAxis(yAxis);
    }
    // The floor and the peak are marks with their own labels, not lines of the legend.
    for (QAbstractSeries* mark : { static_cast<QAbstractSeries*>(d->floorLine), static_cast<QAbstractSeries*>(d->peakPoint) }) {
        if (!mark)
            continue;
        for (QLegendMarker* marker : d->chart->legend()->markers(mark))
            marker->setVisible(false);
    }
}

void SweepChart::setLegendVisible(bool visible)
{
    d->legendVisible = visible;
    d->chart->legend()->setVisible(visible && !d->series.isEmpty());
}

void SweepChart::updateSizeLabels()
{
    QCategoryAxis* axis = d->xAxis;
    if (!axis)
        return;
    // As many size labels as fit (about 70 px each), spaced evenly so that both ends are
    // labelled (8 B … 8 GiB in steps of 32×); where no even step fits, the last size gets a
    // label of its own.
    // From the widget's width: the chart and its plot area follow only after a layout pass.
    const qreal width = std::max(100, (isVisible() || testAttribute(Qt::WA_Resized) ? this->width() : 700) - 110); // less the value axis
    const int wanted = std::clamp(int(width / 70), 3, 16);
    if (wanted == d->labelledFor)
        return;
    d->labelledFor = wanted;
    for (const QString& label : axis->categoriesLabels())
        axis->remove(label);
    d->summary.xLabels.clear();
    const int span = std::max(1, d->highPower - d->lowPower);
    const int minimumStep = (span + wanted - 2) / (wanted - 1);
    int step = minimumStep;
    while (step < minimumStep + 3 && span % step)
        ++step;
    if (span % step)
        step = minimumStep;
    QList<int> labelled;
    for (int power = d->lowPower; power <= d->highPower; power += step)
        labelled << power;
    if (labelled.last() != d->highPower) {
        if (d->highPower - labelled.last() < step / 2.0 + 0.5 && labelled.size() > 1)
            labelled.removeLast(); // too close to the end to carry a label of its own
        labelled << d->highPower;
    }
    for (int power : std::as_const(labelled)) {
        const QString label = humanByteSize(std::ldexp(1.0, power));
        axis->append(label, power);
        d->summary.xLabels << label;
    }
    axis->setStartValue(d->lowPower);
}

void SweepChart::placeLabels()
{
    updateSizeLabels();
    const QRectF plot = d->chart->plotArea();
    if (d->floorLine && d->floorLine->count() == 2) {
        const QPointF right = d->chart->mapToPosition(d->floorLine->at(1), d->floorLine);
        const QRectF text = d->floorText->boundingRect();
        d->floorText->setPos(right.x() - text.width() - 4, right.y() - text.height() - 2);
    }
    if (d->peakPoint && d->peakPoint->count() == 1) {
        const QPointF at = d->chart->mapToPosition(d->peakPoint->at(0), d->peakPoint);
        const QRectF text = d->peakText->boundingRect();
        // Left of the point when it is near the right edge (the usual place of a peak), never
        // outside the plot; below the point when it is at the top.
        qreal x = at.x() + 10 + text.width() > plot.right() ? at.x() - 10 - text.width() : at.x() + 10;
        x = std::max(plot.left() + 2, x);
        qreal y = at.y() - text.height() - 6;
        if (y < plot.top() + 2)
            y = at.y() + 10;
        d->peakText->setPos(x, y);
    }
    const QColor background = palette().color(QPalette::Window);
    const QColor veil(background.red(), background.green(), background.blue(), 215);
    for (auto [box, text] : { std::pair(d->floorBox, d->floorText), std::pair(d->peakBox, d->peakText) }) {
        box->setBrush(veil);
        box->setRect(text->text().isEmpty() ? QRectF() : QRectF(text->pos(), text->boundingRect().size()).adjusted(-3, -1, 3, 1));
    }
    const QRectF empty = d->emptyText->boundingRect();
    d->emptyText->setPos(plot.center() - QPointF(empty.width() / 2, empty.height() / 2));
}

void SweepChart::applyTheme()
{
    const QPalette pal = palette();
    const QColor background = pal.color(QPalette::Window);
    const QColor text = pal.color(QPalette::WindowText);
    const QColor grid = QColor::fromRgbF(float(background.redF() * 0.8 + text.redF() * 0.2),
        float(background.greenF() * 0.8 + text.greenF() * 0.2), float(background.blueF() * 0.8 + text.blueF() * 0.2));
    const QColor minorGrid = QColor::fromRgbF(float(background.redF() * 0.92 + text.redF() * 0.08),
        float(background.greenF() * 0.92 + text.greenF() * 0.08), float(background.blueF() * 0.92 + text.blueF() * 0.08));
    d->chart->setBackgroundBrush(background);
    d->chart->setBackgroundPen(Qt::NoPen);
    d->chart->setPlotAreaBackgroundVisible(false);
    d->chart->legend()->setLabelColor(text);
    d->view->setBackgroundBrush(background);
    for (QAbstractAxis* axis : d->chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(minorGrid);
    }
    QFont bold = font();
    bold.setBold(true);
    for (auto* item : { d->floorText, d->peakText }) {
        item->setBrush(text);
        item->setFont(bold);
    }
    if (d->floorLine)
        d->floorLine->setPen(QPen(text, 1.2, Qt::DashLine));
    if (d->peakPoint) {
        d->peakPoint->setBorderColor(text);
        d->peakPoint->setPen(QPen(text, 2));
    }
    d->emptyText->setBrush(pal.color(QPalette::PlaceholderText));
}

void SweepChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeLabels();
}

void SweepChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyTheme();
        placeLabels();
    }
    QWidget::changeEvent(event);
}

void SweepChart::render(QPainter* painter, const QRectF& target)
{
    // Lay the chart out at the target's size, paint it, and give it back to the view.
    const QRectF before = d->chart->geometry();
    d->chart->resize(target.size());
    placeLabels();
    d->chart->scene()->render(painter, target, QRectF(d->chart->pos(), target.size()));
    d->chart->resize(before.size());
    placeLabels();
}

} // namespace Topo::Ui
