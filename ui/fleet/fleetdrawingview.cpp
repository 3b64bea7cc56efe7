// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleetdrawingview.h"

#include "topology/topologyscene.h"

#include <QPainter>

namespace Topo::Ui {

FleetDrawingView::FleetDrawingView(TopologyScene* scene, QWidget* parent)
    : TopologyView(scene, parent)
{
    // The scene rebuilds (theme, layout) replace its items and rect; the marks are painted,
    // not items, so they only need the view's rect to follow.
    connect(scene, &QGraphicsScene::sceneRectChanged, this, &FleetDrawingView::updateSceneRect);
}

void FleetDrawingView::setDrift(const QList<DeviceChange>& drift, const QHash<QString, int>& gpuBySlot)
{
    m_overlay = ChangeOverlay(topologyScene(), drift, gpuBySlot);
    updateSceneRect();
    viewport()->update();
}

void FleetDrawingView::updateSceneRect()
{
    const QRectF bounds = m_overlay.isEmpty() ? topologyScene()->sceneRect() : m_overlay.bounds();
    if (bounds == sceneRect())
        return;
    setSceneRect(bounds);
    fitAll();
}

void FleetDrawingView::drawForeground(QPainter* painter, const QRectF& rect)
{
    TopologyView::drawForeground(painter, rect);
    m_overlay.paint(painter);
}

} // namespace Topo::Ui
