// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks/heatmapscrollarea.h"

#include "benchmarks/heatmapmodel.h"
#include "benchmarks/heatmapwidget.h"

namespace Topo::Ui {

HeatmapScrollArea::HeatmapScrollArea(QWidget* content, QWidget* parent)
    : QScrollArea(parent)
{
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void HeatmapScrollArea::updatePolicy()
{
    const QSize room = maximumViewportSize();
    const bool tall = widget() && widget()->heightForWidth(room.width()) > room.height();
    setVerticalScrollBarPolicy(tall ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
}

void HeatmapScrollArea::resizeEvent(QResizeEvent* event)
{
    updatePolicy();
    QScrollArea::resizeEvent(event);
}

QScrollArea* HeatmapScrollArea::around(QWidget* content, QWidget* parent)
{
    auto* scroll = new HeatmapScrollArea(content, parent);
    if (auto* heatmap = qobject_cast<HeatmapWidget*>(content))
        QObject::connect(heatmap->model(), &QAbstractItemModel::modelReset, scroll, [scroll] { scroll->updatePolicy(); });
    return scroll;
}

} // namespace Topo::Ui
