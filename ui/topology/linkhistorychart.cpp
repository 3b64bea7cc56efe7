// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/linkhistorychart.h"

#include "topology/scenetheme.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

struct LinkHistoryChart::Private
{
    QChart* chart = nullptr;
    QChartView* view = nullptr;
    LinkHistorySummary summary;
};

namespace {

/// An empty chart as the panel shows one: no animation, no legend of its own, small margins.
QChart* newChart()
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    return chart;
}

} // namespace

LinkHistoryChart::LinkHistoryChart(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->chart = newChart();
    d->view = new QChartView(d->chart, this);
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setMinimumHeight(140); // small enough for a short dock
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
}

LinkHistoryChart::~LinkHistoryChart() = default;

namespace {

/// A sample holds until the next one: steps, not slopes between two readings.
QList<QPointF> stepped(const QList<QPointF>& points)
{
    QList<QPointF> out;
    out.reserve(points.size() * 2);
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (i > 0)
            out.append({ points[i].x(), points[i - 1].y() });
        out.append(points[i]);
    }
    return out;
}

} // namespace

void LinkHistoryChart::setLines(const QList<LinkHistoryLine>& lines)
{
    // A new chart, set up whole before the view shows it: a chart on screen that is given new
    // axes and series lays out no axes at all (Qt 6.4).
    QChart* chart = newChart();
    d->summary = {};
    QStringList legend;
    // The axes first, then the series: each series attached to axes the chart already has.
    double minTime = 0;
    double maxTime = 0;
    double maxBandwidth = 1;
    double maxErrors = 1;
    bool any = false;
    for (const LinkHistoryLine& line : lines) {
        const bool isErrors = line.quantity == LinkHistoryLine::Quantity::Errors;
        d->summary.errorsAxis = d->summary.errorsAxis || (isErrors && !line.points.isEmpty());
        for (const QPointF& p : line.points) {
            minTime = any ? std::min(minTime, p.x()) : p.x();
            maxTime = any ? std::max(maxTime, p.x()) : p.x();
            any = true;
            double& top = isErrors ? maxErrors : maxBandwidth;
            top = std::max(top, p.y());
        }
    }
    auto* time = new QDateTimeAxis;
    time->setFormat(QStringLiteral("HH:mm:ss"));
    time->setTickCount(3);
    time->setRange(QDateTime::fromMSecsSinceEpoch(qint64(minTime)), QDateTime::fromMSecsSinceEpoch(qint64(std::max(maxTime, minTime + 1000))));
    chart->addAxis(time, Qt::AlignBottom);
    auto* bandwidth = new QValueAxis;
    bandwidth->setTitleText(tr("GB/s"));
    bandwidth->setLabelFormat(QStringLiteral("%.0f"));
    bandwidth->setRange(0, maxBandwidth * 1.1);
    chart->addAxis(bandwidth, Qt::AlignLeft);
    QValueAxis* errors = nullptr;
    if (d->summary.errorsAxis) {
        errors = new QValueAxis;
        errors->setTitleText(tr("AER errors"));
        errors->setLabelFormat(QStringLiteral("%.0f"));
        // Whole counts on the axis: 0 to the next whole number above the largest, 5 ticks at most.
        const double top = std::ceil(maxErrors * 1.1);
        errors->setRange(0, top);
        errors->setTickCount(int(std::min(5.0, top + 1)));
        chart->addAxis(errors, Qt::AlignRight);
    }
    for (const LinkHistoryLine& line : lines) {
        if (line.points.isEmpty())
            continue;
        const bool isErrors = line.quantity == LinkHistoryLine::Quantity::Errors;
        auto* series = new QLineSeries;
        series->setName(line.name);
        // One replace() for all points: a day's 17,280 samples in one go, not one signal each.
        series->replace(stepped(line.points));
        if (isErrors)
            series->setPen(QPen(pcieErrorColor(), 2, Qt::DotLine));
        chart->addSeries(series);
        series->attachAxis(time);
        series->attachAxis(isErrors ? static_cast<QAbstractAxis*>(errors) : bandwidth);
        d->summary.lineNames << line.name;
        d->summary.points += int(line.points.size());
        legend << QStringLiteral("<span style='color:%1'>%2</span>&nbsp;%3")
                      .arg(series->pen().color().name(), isErrors ? QStringLiteral("\u2504\u2504") : QStringLiteral("\u2501\u2501"),
                          line.name.toHtmlEscaped());
    }
    // The legend as the chart's title, one line a hop and its style before it: QChart's own
    // legend is one row, which a path's names overflow in a dock (the chart then lays out no
    // axes), and a label under the chart was cut off in a short one; the title gets its room.
    chart->setTitle(legend.join(QStringLiteral("<br>")));
    // setChart releases the chart shown before without deleting it (QChartView's documentation;
    // LeakSanitizer found one a call): it is deleted here, once the view has let go of it.
    QChart* shown = d->view->chart();
    d->view->setChart(chart);
    delete shown;
    d->chart = chart;
}

LinkHistorySummary LinkHistoryChart::summary() const
{
    return d->summary;
}

} // namespace Topo::Ui
