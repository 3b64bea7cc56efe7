// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/benchmarkoutliers.h"
#include "benchmarks/heatmapscale.h"
#include "model/machine.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QList>

#include <optional>

namespace Topo::Ui {

/// Everything one cell shows, computed once when the matrix is set.
struct HeatmapCell
{
    std::optional<double> value; // the cell's number (for ratios: B / A)
    std::optional<double> valueA; // ratios only
    std::optional<double> valueB;
    QString text;     // "275", "21.6", "N/A", "1.02×"
    QString toolTip;  // rich text
    QColor color;     // invalid for N/A and diagonal cells
    bool diagonal = false; // a GPU with itself: local copies, not a link; kept off the scale
    bool flagged = false;  // an outlier of its class
};

/// A benchmark matrix (GPU×GPU or host×GPU) as a heatmap, or the ratio of two matrices. Rows
/// and columns are the matrix's; the display role is the formatted value, the background role
/// the colour, the tooltip role says which GPUs, how they were matched to the machine, the
/// connection class, nvidia-smi's P2P status and the value.
class HeatmapModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // double, or invalid for N/A
        NotAvailableRole,             // bool
        DiagonalRole,                 // bool
        FlaggedRole,                  // bool
    };

    explicit HeatmapModel(QObject* parent = nullptr);

    void clear();
    /// One matrix of a run measured on `machine`, with its same-class outliers flagged.
    void setMatrix(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix);
    /// B / A, cell by cell. Rows and columns are A's; B's cells are found by the same row and
    /// column labels (the runs' GPU numbers, "CPU"), so A and B may list GPUs in other orders.
    void setRatio(const Machine& machineA, const BenchmarkRun& runA, const BenchmarkMatrix& a, const Machine& machineB,
        const BenchmarkRun& runB, const BenchmarkMatrix& b);

    bool isEmpty() const { return m_cells.isEmpty(); }
    bool isRatio() const { return m_scale.kind == HeatmapScale::Kind::Ratio; }
    const HeatmapScale& scale() const { return m_scale; }
    const HeatmapCell& cell(int row, int column) const { return m_cells[row][column]; }
    /// The matrix title as printed, or "B / A" with both.
    QString title() const { return m_title; }
    /// "row → column" in the tool's sense, for the corner of the table.
    QString cornerText() const { return m_corner; }
    QString headerText(Qt::Orientation orientation, int section) const;
    const QList<BenchmarkOutlier>& outliers() const { return m_outliers; }
    /// One line per outlier, for the list under the heatmap.
    QStringList outlierLines() const;
    bool hasNotAvailable() const;
    bool hasDiagonal() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    /// Empties every member, inside a reset the caller began.
    void clearContents();
    /// The row and column headers and their tooltips, from the matrix's axes.
    void setAxisHeaders(const BenchmarkRun& run, const BenchmarkMatrix& matrix);
    void finishScale();

    QList<QList<HeatmapCell>> m_cells;
    QStringList m_rowHeaders;
    QStringList m_columnHeaders;
    QStringList m_rowHeaderTips;
    QStringList m_columnHeaderTips;
    HeatmapScale m_scale;
    QString m_title;
    QString m_corner;
    QString m_unit;
    QList<BenchmarkOutlier> m_outliers;
};

} // namespace Topo::Ui
