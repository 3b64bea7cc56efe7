// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/benchmarkoutliers.h"
#include "model/machine.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QFont>
#include <QList>
#include <QPalette>
#include <QWidget>

#include <optional>

namespace Topo::Ui {

struct SceneTheme;

/// Viridis (perceptually uniform, readable in grey and for every kind of colour vision), t in
/// [0, 1] from dark blue-purple to yellow. A degree-6 polynomial fit of matplotlib's table,
/// within 1.5 % of it everywhere.
QColor viridisColor(double t);
/// A diverging map for ratios, t in [-1, 1]: -1 red (worse), 0 near-white, +1 blue (better).
/// ColorBrewer's RdBu, so "warm means slow" as in the connection-class palette.
QColor divergingColor(double t);

/// How values map to colours, and what the legend says about it.
struct HeatmapScale
{
    enum class Kind { Sequential, Ratio };
    Kind kind = Kind::Sequential;
    /// Sequential: the smallest and largest value on the scale. Ratio: the ratio range, symmetric
    /// on a log scale (minimum = 1 / maximum).
    double minimum = 0;
    double maximum = 0;
    MetricDirection direction = MetricDirection::Neutral;
    QString unit;

    bool isValid() const { return maximum >= minimum && (kind == Kind::Sequential || minimum > 0); }
    /// The colour of a value: viridis with brighter = better (so the map runs backwards for
    /// latency), or for ratios blue where B is better than A.
    QColor colorFor(double value) const;
    /// Where a value lies on the legend bar, 0 at its left end, 1 at its right.
    double position(double value) const;
    /// "GB/s · higher is better (brighter)", "B / A · blue: B faster, red: B slower".
    QString caption() const;
};

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

/// Colours and fonts a heatmap is drawn with: from the window's palette, or an export theme.
struct HeatmapStyle
{
    QColor background;
    QColor text;
    QColor mutedText;
    QColor grid;
    QColor neutralFill; // diagonal cells
    QColor notAvailableFill;
    QColor notAvailableHatch;
    QColor flag;
    QColor hover;
    QFont cellFont;
    QFont headerFont;
    QFont smallFont;

    static HeatmapStyle fromPalette(const QPalette& palette, const QFont& font);
    static HeatmapStyle fromTheme(const SceneTheme& theme);
};

/// Paints a heatmap model: headers, cells, and the legend under them. One painting path for
/// the widget and every export, so the picture in a report is what the window shows.
class HeatmapPainter
{
public:
    struct Geometry
    {
        QRectF grid;      // the cells
        QSizeF cell;
        QRectF rowHeaders;
        QRectF columnHeaders;
        QRectF legend;
        bool legendBeside = false;
    };

    HeatmapPainter(const HeatmapModel* model, HeatmapStyle style);
    /// Cells at their natural size plus headers and legend, the legend beside the grid or below.
    QSizeF naturalSize(bool legendBeside = true) const;
    /// Cells grow (up to twice their natural size) to use `target`; never shrink below natural.
    /// The legend goes beside the grid where the width allows, else below.
    Geometry layout(const QRectF& target) const;
    void paint(QPainter* painter, const Geometry& geometry, int hoverRow = -1, int hoverColumn = -1) const;
    /// The cell under a point, or (-1, -1).
    static QPoint cellAt(const Geometry& geometry, const QPointF& point);

private:
    QSizeF naturalCell() const;
    qreal rowHeaderWidth() const;
    qreal columnHeaderHeight() const;
    QSizeF legendSize() const;
    /// The legend's entries for what is not on the colour scale, only those that occur.
    QStringList swatchTexts() const;
    void paintLegend(QPainter* painter, const QRectF& rect) const;

    const HeatmapModel* m_model;
    HeatmapStyle m_style;
};

/// The heatmap on screen: the painter in a widget, with cell tooltips and a hovered cell.
class HeatmapWidget : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapWidget(HeatmapModel* model, QWidget* parent = nullptr);
    HeatmapModel* model() const { return m_model; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    /// The tooltip of the cell at a widget position (what hovering shows); empty off the cells.
    QString toolTipAt(const QPoint& position) const;
    /// Where a cell is drawn now (tests, and placing things next to it).
    QRectF cellRect(int row, int column) const;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    HeatmapPainter heatmapPainter() const;
    HeatmapPainter::Geometry heatmapGeometry() const;

    HeatmapModel* m_model;
    int m_hoverRow = -1;
    int m_hoverColumn = -1;
};

} // namespace Topo::Ui
