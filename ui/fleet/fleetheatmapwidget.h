// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/fleetslotgrid.h"
#include "topology/scenetheme.h"

#include <QAbstractScrollArea>

namespace Topo::Ui {

/// The hosts × GPU-slot heatmap: one row per host (in the hosts table's order), one column per
/// GPU slot. Paints only the rows in view, no widget per cell, so a thousand hosts scroll as
/// smoothly as ten. Click a row to select its host, double-click to open it.
class FleetHeatmapWidget : public QAbstractScrollArea
{
    Q_OBJECT
public:
    explicit FleetHeatmapWidget(QWidget* parent = nullptr);

    void setGrid(const FleetSlotGrid& grid);
    const FleetSlotGrid& grid() const { return m_grid; }
    /// The rows to show, in this order (the hosts table's filter and sort); names not in the
    /// grid are skipped. Empty list: none.
    void setRowOrder(const QStringList& hosts);
    const QList<int>& rowOrder() const { return m_order; }
    void setSelectedHost(const QString& host);
    QString hostAt(const QPoint& viewportPos) const;
    /// The colour a cell is painted with (tests, the report).
    static QColor cellColor(const FleetSlotGrid& grid, const FleetSlotGrid::Cell& cell);

    QSize sizeHint() const override;
    /// Rows painted by the last paint event (the test checks it stays a screenful).
    int lastPaintedRows() const { return m_lastPaintedRows; }

Q_SIGNALS:
    void hostClicked(const QString& host);
    void hostActivated(const QString& host);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void updateScrollBars();
    /// Row into m_order and column under a viewport point; -1 where none.
    QPair<int, int> cellAt(const QPoint& pos) const;

    FleetSlotGrid m_grid;
    QList<int> m_order;
    QString m_selected;
    QPair<int, int> m_hover { -1, -1 };
    int m_lastPaintedRows = 0;
    static constexpr int rowHeight = 16;
    static constexpr int headerHeight = 22;
    static constexpr int nameWidth = 124;
    static constexpr int cellWidth = 38;
};

} // namespace Topo::Ui
