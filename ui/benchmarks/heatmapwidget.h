// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchmarks/heatmappainter.h"

#include <QWidget>

namespace Topo::Ui {

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
