// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleetheatmapwidget.h"

#include "benchmarks/heatmapscale.h"
#include "export/exportpage.h"
#include "widgets/inerttooltip.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

namespace Topo::Ui {

FleetHeatmapWidget::FleetHeatmapWidget(QWidget* parent)
    : QAbstractScrollArea(parent)
{
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setFrameShape(QFrame::StyledPanel);
}

void FleetHeatmapWidget::setGrid(const FleetSlotGrid& grid)
{
    m_grid = grid;
    m_order.clear();
    for (int r = 0; r < m_grid.rowCount(); ++r)
        m_order << r;
    updateScrollBars();
    viewport()->update();
}

void FleetHeatmapWidget::setRowOrder(const QStringList& hosts)
{
    m_order.clear();
    m_order.reserve(hosts.size());
    for (const QString& h : hosts) {
        const int row = m_grid.rowOf(h);
        if (row >= 0)
            m_order << row;
    }
    updateScrollBars();
    viewport()->update();
}

void FleetHeatmapWidget::setSelectedHost(const QString& host)
{
    m_selected = host;
    const int row = m_grid.rowOf(host);
    const int position = row >= 0 ? int(m_order.indexOf(row)) : -1;
    if (position >= 0) {
        const int top = position * rowHeight;
        QScrollBar* bar = verticalScrollBar();
        const int visible = viewport()->height() - headerHeight;
        if (top < bar->value() || top + rowHeight > bar->value() + visible)
            bar->setValue(top - visible / 2);
    }
    viewport()->update();
}

QSize FleetHeatmapWidget::sizeHint() const
{
    return { nameWidth + std::max(8, m_grid.columnCount()) * cellWidth + 24, headerHeight + 12 * rowHeight };
}

void FleetHeatmapWidget::updateScrollBars()
{
    const int contentHeight = int(m_order.size()) * rowHeight;
    const int visibleHeight = std::max(0, viewport()->height() - headerHeight);
    verticalScrollBar()->setRange(0, std::max(0, contentHeight - visibleHeight));
    verticalScrollBar()->setPageStep(visibleHeight);
    verticalScrollBar()->setSingleStep(rowHeight);
    const int contentWidth = nameWidth + m_grid.columnCount() * cellWidth;
    horizontalScrollBar()->setRange(0, std::max(0, contentWidth - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
}

void FleetHeatmapWidget::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

QColor FleetHeatmapWidget::cellColor(const FleetSlotGrid& grid, const FleetSlotGrid::Cell& cell)
{
    switch (cell.state) {
    case FleetSlotGrid::State::NotApplicable:
        return {};
    case FleetSlotGrid::State::Same:
        return QColor(0x1a, 0x7f, 0x37, 90);
    case FleetSlotGrid::State::NoData:
        return QColor(0x8c, 0x95, 0x9f, 60);
    case FleetSlotGrid::State::Drift:
        return changeMarkStyle(cell.mark).color;
    case FleetSlotGrid::State::Value: {
        HeatmapScale scale;
        scale.minimum = grid.minimum();
        scale.maximum = grid.maximum();
        scale.direction = grid.direction();
        scale.unit = grid.unit();
        return scale.colorFor(cell.value);
    }
    }
    return {};
}

QPair<int, int> FleetHeatmapWidget::cellAt(const QPoint& pos) const
{
    if (pos.y() < headerHeight)
        return { -1, -1 };
    const int position = (pos.y() - headerHeight + verticalScrollBar()->value()) / rowHeight;
    if (position < 0 || position >= m_order.size())
        return { -1, -1 };
    const int x = pos.x() + horizontalScrollBar()->value() - nameWidth;
    const int column = x >= 0 ? x / cellWidth : -1;
    return { position, column < m_grid.columnCount() ? column : -1 };
}

QString FleetHeatmapWidget::hostAt(const QPoint& viewportPos) const
{
    const int position = cellAt(viewportPos).first;
    return position >= 0 ? m_grid.host(m_order[position]) : QString();
}

void FleetHeatmapWidget::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    const QPalette& pal = palette();
    p.fillRect(viewport()->rect(), pal.base());
    const int dx = horizontalScrollBar()->value();
    const int dy = verticalScrollBar()->value();
    const int first = dy / rowHeight;
    const int last = std::min(int(m_order.size()) - 1, (dy + viewport()->height() - headerHeight) / rowHeight);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    p.setFont(small);
    const QFontMetrics metrics(small);
    const QColor grid = pal.color(QPalette::Mid);
    m_lastPaintedRows = 0;
    for (int position = first; position <= last; ++position) {
        const int row = m_order[position];
        const int y = headerHeight + position * rowHeight - dy;
        const QString& host = m_grid.host(row);
        const bool selected = host == m_selected;
        if (selected)
            p.fillRect(QRect(0, y, viewport()->width(), rowHeight), pal.highlight());
        else if (position % 2)
            p.fillRect(QRect(0, y, viewport()->width(), rowHeight), pal.alternateBase());
        for (int column = 0; column < m_grid.columnCount(); ++column) {
            const QRect r(nameWidth + column * cellWidth - dx + 1, y + 1, cellWidth - 2, rowHeight - 2);
            const FleetSlotGrid::Cell& cell = m_grid.cell(row, column);
            const QColor color = cellColor(m_grid, cell);
            if (color.isValid())
                p.fillRect(r, color);
            if (cell.state == FleetSlotGrid::State::Drift && changeMarkStyle(cell.mark).pen != Qt::SolidLine) {
                p.setPen(QPen(pal.color(QPalette::Base), 1, Qt::DashLine)); // dashed kinds stay dashed here too
                p.drawRect(r.adjusted(2, 2, -3, -3));
            } else if (cell.state == FleetSlotGrid::State::Value) {
                p.setPen(textColorOn(color));
                p.drawText(r, Qt::AlignCenter, formatHeatmapValue(cell.value, m_grid.unit()));
            } else if (cell.state == FleetSlotGrid::State::NoData) {
                p.setPen(grid);
                p.drawLine(r.bottomLeft(), r.topRight());
            }
            if (m_hover == qMakePair(position, column)) {
                p.setPen(QPen(pal.color(QPalette::Text), 1.5));
                p.drawRect(r.adjusted(0, 0, -1, -1));
            }
        }
        p.fillRect(QRect(0, y, nameWidth, rowHeight), selected ? pal.highlight() : position % 2 ? pal.alternateBase() : pal.base());
        p.setPen(selected ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text));
        p.drawText(QRect(6, y, nameWidth - 10, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
            metrics.elidedText(exportLine(host), Qt::ElideMiddle, nameWidth - 10));
        ++m_lastPaintedRows;
    }
    // The header stays on top while the rows scroll.
    p.fillRect(QRect(0, 0, viewport()->width(), headerHeight), pal.window());
    p.setPen(pal.color(QPalette::WindowText));
    QFont bold = small;
    bold.setBold(true);
    p.setFont(bold);
    const QString corner = m_grid.isBenchmark() ? exportLine(m_grid.metric()) : tr("Host \u2572 GPU slot");
    p.drawText(QRect(6, 0, nameWidth - 10, headerHeight), Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(bold).elidedText(corner, Qt::ElideRight, nameWidth - 10));
    for (int column = 0; column < m_grid.columnCount(); ++column)
        p.drawText(QRect(nameWidth + column * cellWidth - dx, 0, cellWidth, headerHeight), Qt::AlignCenter,
            m_grid.columnTitle(column));
    p.setPen(grid);
    p.drawLine(0, headerHeight - 1, viewport()->width(), headerHeight - 1);
    if (m_order.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(viewport()->rect().adjusted(0, headerHeight, 0, 0), Qt::AlignCenter, tr("No hosts to show"));
    }
}

void FleetHeatmapWidget::mousePressEvent(QMouseEvent* event)
{
    const QString host = hostAt(event->position().toPoint());
    if (!host.isEmpty()) {
        setSelectedHost(host);
        Q_EMIT hostClicked(host);
    }
}

void FleetHeatmapWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    const QString host = hostAt(event->position().toPoint());
    if (!host.isEmpty())
        Q_EMIT hostActivated(host);
}

void FleetHeatmapWidget::mouseMoveEvent(QMouseEvent* event)
{
    const QPair<int, int> hover = cellAt(event->position().toPoint());
    if (hover != m_hover) {
        m_hover = hover;
        viewport()->update();
    }
}

void FleetHeatmapWidget::leaveEvent(QEvent* event)
{
    m_hover = { -1, -1 };
    viewport()->update();
    QAbstractScrollArea::leaveEvent(event);
}

bool FleetHeatmapWidget::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto [position, column] = cellAt(help->pos());
        if (position >= 0 && column >= 0)
            QToolTip::showText(help->globalPos(), inertToolTip(m_grid.cellText(m_order[position], column)), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace Topo::Ui
