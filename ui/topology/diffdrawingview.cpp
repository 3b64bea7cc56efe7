// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/diffdrawingview.h"

#include "topology/topologyscene.h"

#include <QPainter>

namespace Topo::Ui {

DiffDrawingView::DiffDrawingView(TopologyScene* scene, QWidget* parent)
    : TopologyView(scene, parent)
{
    // A rebuild (theme, layout, a new snapshot) moves the boxes: the marks are found again.
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] { setChanges(m_changes); });
}

void DiffDrawingView::setChanges(const QList<DeviceChange>& changes)
{
    m_changes = changes;
    m_overlay = ChangeOverlay(topologyScene(), m_changes);
    updateSceneRect();
    viewport()->update();
}

void DiffDrawingView::updateSceneRect()
{
    const QRectF bounds = m_overlay.isEmpty() ? topologyScene()->sceneRect() : m_overlay.bounds();
    if (bounds == sceneRect())
        return;
    setSceneRect(bounds);
    fitAll();
}

void DiffDrawingView::drawForeground(QPainter* painter, const QRectF& rect)
{
    TopologyView::drawForeground(painter, rect);
    m_overlay.paint(painter);
}

} // namespace Topo::Ui
