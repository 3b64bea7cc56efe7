// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/benchmarkoutliers.h"
#include "analyze/fleet/fleetanalysis.h"
#include "topology/changemarks.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace Topo::Ui {

/// The hosts × GPU-slot table behind the fleet heatmap: per host and slot, whether the GPU
/// there is as its class's baseline has it, differs (and in which mark), or nothing is known;
/// or, in the benchmark form, one measured number per GPU. Values only: the widget paints the
/// rows it shows, so a fleet of thousands costs what one screen costs.
class FleetSlotGrid
{
public:
    enum class State : quint8 { NotApplicable, Same, Drift, NoData, Value };
    struct Cell
    {
        State state = State::NotApplicable;
        ChangeMark mark = ChangeMark::LinkWidth; // State::Drift: the most urgent
        double value = 0;                      // State::Value
    };

    /// Link status from the analysis. `gpuSlotsByClass`: how many GPU slots each hardware
    /// class's baseline has (the drawing's machines know); a class not in it counts the slots
    /// its drift names. Hosts without a machine are NoData across.
    static FleetSlotGrid linkStatus(const FleetAnalysis& analysis, const QHash<QString, int>& gpuSlotsByClass);
    /// One benchmark number per host and GPU (see benchmarkSlotValues); hosts without one are NoData.
    static FleetSlotGrid benchmark(const FleetAnalysis& analysis, const QHash<QString, QList<std::optional<double>>>& valuesByHost,
                                   const QString& metric, const QString& unit, MetricDirection direction);

    bool isBenchmark() const { return m_benchmark; }
    int rowCount() const { return int(m_hosts.size()); }
    int columnCount() const { return m_columns; }
    const QString& host(int row) const { return m_hosts[row]; }
    int rowOf(const QString& host) const { return m_rowByHost.value(host, -1); }
    QString columnTitle(int column) const;
    const Cell& cell(int row, int column) const { return m_cells[qsizetype(row) * m_columns + column]; }
    /// What a tooltip says about a cell: the drift lines of that slot, or the value.
    QString cellText(int row, int column) const;
    QString metric() const { return m_metric; }
    QString unit() const { return m_unit; }
    double minimum() const { return m_minimum; }
    double maximum() const { return m_maximum; }
    MetricDirection direction() const { return m_direction; }

private:
    void setHosts(const FleetAnalysis& analysis, int columns);

    bool m_benchmark = false;
    QStringList m_hosts;
    QHash<QString, int> m_rowByHost;
    QList<QList<DeviceChange>> m_drift; // per row
    int m_columns = 0;
    QList<Cell> m_cells;
    QString m_metric;
    QString m_unit;
    double m_minimum = 0;
    double m_maximum = 0;
    MetricDirection m_direction = MetricDirection::Neutral;
};

/// One number per GPU of a machine from its imported benchmark runs: for the first matrix of
/// `metric` (or, empty, of the first GPU×GPU matrix found, whose metric and unit are then
/// given back), the mean of the GPU's row without its own cell: what that GPU delivers to its
/// peers. GPUs in the run's numbering; empty without such a matrix.
QList<std::optional<double>> benchmarkSlotValues(const Machine& machine, QString* metric, QString* unit,
                                                 MetricDirection* direction);

} // namespace Topo::Ui
