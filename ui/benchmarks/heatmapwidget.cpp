// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks/heatmapwidget.h"

#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace Topo::Ui {

HeatmapWidget::HeatmapWidget(HeatmapModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_hoverRow = m_hoverColumn = -1;
        updateGeometry();
        update();
    });
}

HeatmapPainter HeatmapWidget::heatmapPainter() const
{
    return HeatmapPainter(m_model, HeatmapStyle::fromPalette(palette(), font()));
}

HeatmapPainter::Geometry HeatmapWidget::heatmapGeometry() const
{
    return heatmapPainter().layout(QRectF(rect()).adjusted(8, 8, -8, -8));
}

QSize HeatmapWidget::sizeHint() const
{
    return (heatmapPainter().naturalSize(true) + QSizeF(16, 16)).toSize().expandedTo(QSize(200, 120));
}

QSize HeatmapWidget::minimumSizeHint() const
{
    // As narrow as the legend-below arrangement; heightForWidth() says how tall that is.
    const HeatmapPainter heatmap = heatmapPainter();
    const QSizeF below = heatmap.naturalSize(false);
    const QSizeF beside = heatmap.naturalSize(true);
    return QSize(int(std::ceil(std::min(below.width(), beside.width()))) + 16, int(std::ceil(std::min(below.height(), beside.height()))) + 16)
        .expandedTo(QSize(200, 120));
}

int HeatmapWidget::heightForWidth(int width) const
{
    const HeatmapPainter heatmap = heatmapPainter();
    const bool beside = width - 16 >= heatmap.naturalSize(true).width();
    return std::max(120, int(std::ceil(heatmap.naturalSize(beside).height())) + 16);
}

QRectF HeatmapWidget::cellRect(int row, int column) const
{
    const HeatmapPainter::Geometry g = heatmapGeometry();
    return { g.grid.left() + column * g.cell.width(), g.grid.top() + row * g.cell.height(), g.cell.width(), g.cell.height() };
}

QString HeatmapWidget::toolTipAt(const QPoint& position) const
{
    const QPoint cell = HeatmapPainter::cellAt(heatmapGeometry(), position);
    if (cell.x() < 0)
        return {};
    return m_model->cell(cell.y(), cell.x()).toolTip;
}

bool HeatmapWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPoint cell = HeatmapPainter::cellAt(heatmapGeometry(), help->pos());
        if (cell.x() < 0)
            QToolTip::hideText();
        else // the tip stays while the mouse is in the cell
            QToolTip::showText(help->globalPos(), m_model->cell(cell.y(), cell.x()).toolTip, this,
                cellRect(cell.y(), cell.x()).toAlignedRect());
        return true;
    }
    return QWidget::event(event);
}

void HeatmapWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const HeatmapPainter heatmap = heatmapPainter();
    heatmap.paint(&p, heatmap.layout(QRectF(rect()).adjusted(8, 8, -8, -8)), m_hoverRow, m_hoverColumn);
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint cell = HeatmapPainter::cellAt(heatmapGeometry(), event->position());
    if (cell.y() != m_hoverRow || cell.x() != m_hoverColumn) {
        m_hoverRow = cell.y();
        m_hoverColumn = cell.x();
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void HeatmapWidget::leaveEvent(QEvent* event)
{
    m_hoverRow = m_hoverColumn = -1;
    update();
    QWidget::leaveEvent(event);
}

} // namespace Topo::Ui
