// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>

namespace Topo::Ui {

/// One line of a link's history: what a watch sampled, over time.
struct LinkHistoryLine
{
    enum class Quantity { Bandwidth, Errors };
    QString name;          // "GPU0 0000:01:00.0", "root port 0000:00:01.1 AER errors"
    Quantity quantity = Quantity::Bandwidth;
    QList<QPointF> points; // (milliseconds since the epoch, GB/s or errors)
};

/// What the chart shows, for tests, without Qt Charts types.
struct LinkHistorySummary
{
    QStringList lineNames;
    int points = 0;
    bool errorsAxis = false;
};

/// A small chart of a GPU's path over a watch: each hop's link bandwidth as trained (GB/s, one
/// direction) and, on a second axis, the AER errors counted where any were. Qt Charts is
/// deprecated from Qt 6.10, so its types stay in the .cpp, as SweepChart's do.
class LinkHistoryChart : public QWidget
{
    Q_OBJECT
public:
    explicit LinkHistoryChart(QWidget* parent = nullptr);
    ~LinkHistoryChart() override;

    void setLines(const QList<LinkHistoryLine>& lines);
    LinkHistorySummary summary() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Topo::Ui
