// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/topologyview.h"

#include "topology/topologyscene.h"

#include <QKeyEvent>
#include <QWheelEvent>

namespace Topo::Ui {

TopologyView::TopologyView(TopologyScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    connect(scene, &TopologyScene::gpuClicked, this, [this](int gpu) { Q_EMIT gpuSelected(gpu); });
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] {
        if (!m_userZoomed)
            fitAll();
    });
}

qreal TopologyView::zoom() const
{
    return transform().m11();
}

void TopologyView::zoomBy(qreal factor)
{
    const qreal next = zoom() * factor;
    if (next < 0.05 || next > 8)
        return;
    m_userZoomed = true;
    scale(factor, factor);
    Q_EMIT zoomChanged(zoom());
}

void TopologyView::fitAll()
{
    if (sceneRect().isEmpty())
        return;
    fitInView(sceneRect(), Qt::KeepAspectRatio);
    // Never blow a small drawing up beyond its natural size: text would look coarse.
    if (zoom() > 1.4) {
        resetTransform();
        scale(1.4, 1.4);
    }
    m_userZoomed = false;
    Q_EMIT zoomChanged(zoom());
}

void TopologyView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void TopologyView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (!m_userZoomed)
        fitAll();
}

void TopologyView::stepGpu(int direction)
{
    const QList<int> gpus = m_scene->gpuIndices();
    if (gpus.isEmpty())
        return;
    qsizetype at = gpus.indexOf(m_scene->selectedGpu());
    at = at < 0 ? (direction > 0 ? 0 : gpus.size() - 1) : (at + direction + gpus.size()) % gpus.size();
    Q_EMIT gpuSelected(gpus[at]);
    ensureVisible(m_scene->gpuRect(gpus[at]), 40, 40);
}

bool TopologyView::focusNextPrevChild(bool next)
{
    // Tab walks the GPUs while the view has focus, like a list.
    if (!m_scene->gpuIndices().isEmpty()) {
        stepGpu(next ? 1 : -1);
        return true;
    }
    return QGraphicsView::focusNextPrevChild(next);
}

void TopologyView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.2);
        return;
    case Qt::Key_Minus:
        zoomBy(1 / 1.2);
        return;
    case Qt::Key_F:
    case Qt::Key_0:
        fitAll();
        return;
    case Qt::Key_Right:
    case Qt::Key_Down:
        stepGpu(1);
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
        stepGpu(-1);
        return;
    case Qt::Key_Escape:
        Q_EMIT gpuSelected(-1);
        return;
    default:
        QGraphicsView::keyPressEvent(event);
    }
}

} // namespace Topo::Ui
