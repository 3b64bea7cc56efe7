// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleetslotgrid.h"

#include "benchmarks/heatmapscale.h"

#include <QCoreApplication>

#include <limits>

namespace Topo::Ui {

void FleetSlotGrid::setHosts(const FleetAnalysis& analysis, int columns)
{
    m_columns = columns;
    m_hosts.clear();
    m_rowByHost.clear();
    m_drift.clear();
    for (const FleetHost& h : analysis.hosts) {
        m_rowByHost.insert(h.name, int(m_hosts.size()));
        m_hosts << h.name;
        m_drift << h.drift;
    }
    m_cells = QList<Cell>(qsizetype(m_hosts.size()) * m_columns);
}

FleetSlotGrid FleetSlotGrid::linkStatus(const FleetAnalysis& analysis, const QHash<QString, int>& gpuSlotsByClass)
{
    FleetSlotGrid grid;
    // Each class's slot count: its baseline's GPUs, and any slot its hosts' drift names (an
    // extra GPU is a column the baseline does not have).
    QHash<QString, int> slots = gpuSlotsByClass;
    int columns = 0;
    for (const FleetHost& h : analysis.hosts) {
        int& n = slots[h.hardwareClass];
        for (const DeviceChange& d : h.drift)
            n = std::max(n, gpuSlotIndex(d.slot) + 1);
        columns = std::max(columns, n);
    }
    grid.setHosts(analysis, columns);
    for (int row = 0; row < analysis.hosts.size(); ++row) {
        const FleetHost& h = analysis.hosts[row];
        const int n = h.fingerprint.isEmpty() ? 0 : slots.value(h.hardwareClass);
        for (int column = 0; column < columns; ++column) {
            Cell& cell = grid.m_cells[qsizetype(row) * columns + column];
            cell.state = h.fingerprint.isEmpty() ? State::NoData : column < n ? State::Same : State::NotApplicable;
        }
        for (const DeviceChange& d : h.drift) {
            const int column = gpuSlotIndex(d.slot);
            if (column < 0 || column >= columns)
                continue;
            Cell& cell = grid.m_cells[qsizetype(row) * columns + column];
            const ChangeMark mark = changeMarkOf(d);
            if (cell.state != State::Drift || changeMarkRank(mark) < changeMarkRank(cell.mark)) {
                cell.state = State::Drift;
                cell.mark = mark;
            }
        }
    }
    return grid;
}

FleetSlotGrid FleetSlotGrid::benchmark(const FleetAnalysis& analysis,
    const QHash<QString, QList<std::optional<double>>>& valuesByHost, const QString& metric, const QString& unit,
    MetricDirection direction)
{
    FleetSlotGrid grid;
    grid.m_benchmark = true;
    grid.m_metric = metric;
    grid.m_unit = unit;
    grid.m_direction = direction;
    int columns = 0;
    for (const auto& values : valuesByHost)
        columns = std::max(columns, int(values.size()));
    grid.setHosts(analysis, columns);
    grid.m_minimum = std::numeric_limits<double>::max();
    grid.m_maximum = std::numeric_limits<double>::lowest();
    for (int row = 0; row < grid.m_hosts.size(); ++row) {
        const QList<std::optional<double>> values = valuesByHost.value(grid.m_hosts[row]);
        for (int column = 0; column < columns; ++column) {
            Cell& cell = grid.m_cells[qsizetype(row) * columns + column];
            if (column < values.size() && values[column]) {
                cell.state = State::Value;
                cell.value = *values[column];
                grid.m_minimum = std::min(grid.m_minimum, cell.value);
                grid.m_maximum = std::max(grid.m_maximum, cell.value);
            } else {
                cell.state = State::NoData;
            }
        }
    }
    if (grid.m_minimum > grid.m_maximum)
        grid.m_minimum = grid.m_maximum = 0;
    return grid;
}

QString FleetSlotGrid::columnTitle(int column) const
{
    return QStringLiteral("GPU%1").arg(column);
}

QString FleetSlotGrid::cellText(int row, int column) const
{
    const Cell& c = cell(row, column);
    const QString where = m_hosts[row] + u" \u00b7 " + columnTitle(column);
    switch (c.state) {
    case State::NotApplicable:
        return where + u": " + QCoreApplication::translate("FleetDrift", "no such slot in this class");
    case State::Same:
        return where + u": " + QCoreApplication::translate("FleetDrift", "as the baseline");
    case State::NoData:
        return where + u": " + QCoreApplication::translate("FleetDrift", "no data");
    case State::Value:
        return where + u": " + formatHeatmapValue(c.value, m_unit) + u' ' + m_unit;
    case State::Drift:
        break;
    }
    QStringList lines = { where };
    for (const DeviceChange& d : m_drift[row]) {
        if (gpuSlotIndex(d.slot) == column)
            lines << changeLine(d);
    }
    return lines.join(u'\n');
}

QList<std::optional<double>> benchmarkSlotValues(const Machine& machine, QString* metric, QString* unit,
    MetricDirection* direction)
{
    for (const BenchmarkRun& run : machine.benchmarks) {
        for (const BenchmarkMatrix& m : run.matrices) {
            if (!metric->isEmpty() ? m.metric != *metric : m.rowCount() < 2)
                continue;
            QList<std::optional<double>> values;
            for (int r = 0; r < m.rowCount(); ++r) {
                const int gpu = m.rows[r].gpu;
                if (gpu < 0)
                    continue;
                double sum = 0;
                int n = 0;
                for (int c = 0; c < m.columnCount(); ++c) {
                    const auto v = m.cell(r, c);
                    if (v && m.columns[c].gpu != gpu && m.columns[c].gpu >= 0) {
                        sum += *v;
                        ++n;
                    }
                }
                if (values.size() <= gpu)
                    values.resize(gpu + 1);
                if (n > 0)
                    values[gpu] = sum / n;
            }
            if (values.isEmpty())
                continue;
            *metric = m.metric;
            *unit = m.unit;
            *direction = metricDirection(m);
            return values;
        }
    }
    return {};
}

} // namespace Topo::Ui
