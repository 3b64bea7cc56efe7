// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/topologyview.h"

#include "topology/sceneitems.h"
#include "topology/topologyscene.h"

#include <QElapsedTimer>
#include <QKeyEvent>
#include <QWheelEvent>

#include <algorithm>
#include <optional>

namespace Topo::Ui {

namespace {

/// How far below the GPU row a first view reaches where it can: the start of the pair arcs.
constexpr qreal gpuArcsShown = 24;
/// How far it reaches at least, where reaching less far shows a box or caption whole.
constexpr qreal gpuArcsShownAtLeast = 12;

} // namespace

TopologyView::TopologyView(TopologyScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    connect(scene, &TopologyScene::gpuClicked, this, [this](int gpu) { Q_EMIT gpuSelected(gpu); });
    m_warmUpDelay.setSingleShot(true);
    m_warmUpDelay.setInterval(150);
    connect(&m_warmUpDelay, &QTimer::timeout, this, [this] {
        m_warmUpNext = 0;
        m_warmUpSlice.start();
    });
    m_warmUpSlice.setInterval(0);
    connect(&m_warmUpSlice, &QTimer::timeout, this, &TopologyView::warmUpSlice);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] {
        if (!m_sceneLegendShown)
            setSceneRect(m_scene->drawingRect());
        if (!m_userZoomed)
            fitAll();
    });
}

void TopologyView::setSceneLegendShown(bool shown)
{
    m_sceneLegendShown = shown;
    m_scene->setLegendVisible(shown);
    setSceneRect(shown ? QRectF() : m_scene->drawingRect()); // null: follow the scene
    if (!m_userZoomed)
        fitAll();
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

qreal TopologyView::readableZoom() const
{
    // The smallest text a drawing holds to the bar is a node's label line.
    const qreal emPixels = labelPointSize * logicalDpiY() / 72.0;
    return minimumLabelPixels / emPixels;
}

qreal TopologyView::fitZoom(const QSizeF& viewport) const
{
    const QRectF scene = sceneRect();
    if (scene.isEmpty() || viewport.isEmpty())
        return 1;
    // As fitInView() computes it, less the margin it keeps.
    return std::min((viewport.width() - 4) / scene.width(), (viewport.height() - 4) / scene.height());
}

qreal TopologyView::firstViewZoom(const QSizeF& viewport) const
{
    // Never blow a small drawing up beyond its natural size (text would look coarse), and never
    // shrink one below the zoom its labels read at: a machine too big for its panel scrolls.
    return std::clamp(fitZoom(viewport), readableZoom(), maximumFitZoom);
}

void TopologyView::fitAll()
{
    if (sceneRect().isEmpty())
        return;
    const qreal target = firstViewZoom(viewport()->size());
    resetTransform();
    scale(target, target);
    if (target > fitZoom(viewport()->size())) {
        // Too big to fit: open where reading starts, at the top left, with the GPU row in view.
        const QSizeF visible = QSizeF(viewport()->size()) / target;
        QRectF shown(sceneRect().topLeft(), visible);
        const QRectF gpus = m_scene->gpuRowRect();
        if (!gpus.isEmpty() && gpus.bottom() + gpuArcsShown > shown.bottom())
            shown.moveBottom(std::min(gpus.bottom() + gpuArcsShown + visible.height() * 0.15, sceneRect().bottom()));
        shown.moveTop(cleanTop(shown));
        centerOn(shown.center());
    }
    m_userZoomed = false;
    Q_EMIT zoomChanged(zoom());
}

qreal TopologyView::cleanTop(const QRectF& shown) const
{
    // A box or caption cut in half by the top edge looks broken rather than scrolled: the
    // candidates are the scene's top and the edges just above and below each box and caption.
    const qreal preferred = shown.top();
    const QRectF scene = sceneRect();
    const QRectF gpus = m_scene->gpuRowRect();
    const qreal highest = gpus.isEmpty() ? scene.top() : std::max(scene.top(), gpus.bottom() + gpuArcsShownAtLeast - shown.height());
    const qreal lowest = scene.bottom() - shown.height();
    QList<QRectF> bands = m_scene->uncuttableBands();
    bands.removeIf([&shown](const QRectF& band) { return band.right() < shown.left() || band.left() > shown.right(); });
    const auto cutsABand = [&bands](qreal y) {
        return std::any_of(bands.cbegin(), bands.cend(), [y](const QRectF& band) { return band.top() < y && band.bottom() > y; });
    };
    QList<qreal> candidates { scene.top() };
    for (const QRectF& band : bands)
        candidates << band.top() - 6 << band.bottom() + 2;
    std::optional<qreal> best;
    for (const qreal y : candidates) {
        if (y < highest || y > lowest || cutsABand(y))
            continue;
        const qreal distance = std::abs(y - preferred);
        if (!best || distance < std::abs(*best - preferred) || (distance == std::abs(*best - preferred) && y < *best))
            best = y;
    }
    return best.value_or(preferred);
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
    bringIntoView(m_scene->gpuRect(gpus[at]));
}

void TopologyView::bringIntoView(const QRectF& sceneRect)
{
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (sceneRect.isEmpty() || visible.contains(sceneRect))
        return;
    // Centred rather than nudged to the edge: walking a row of 256 GPUs with the arrow keys
    // then scrolls (and repaints the whole view) every few steps, not on every one.
    centerOn(sceneRect.center());
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

void TopologyView::paintEvent(QPaintEvent* event)
{
    QGraphicsView::paintEvent(event);
    // Each paint puts the warm-up off until the view has been still for a moment; a pass
    // that finds every picture made costs a look-up per box.
    if (!m_warmUpSlice.isActive())
        m_warmUpDelay.start();
}

void TopologyView::warmUpSlice()
{
    constexpr qint64 sliceNs = 3'000'000;
    QElapsedTimer clock;
    clock.start();
    const QList<QGraphicsItem*> items = m_scene->items();
    const QTransform toView = viewportTransform();
    const qreal ratio = viewport()->devicePixelRatio();
    for (; m_warmUpNext < items.size(); ++m_warmUpNext) {
        if (clock.nsecsElapsed() > sliceNs)
            return;
        QGraphicsItem* item = items[m_warmUpNext];
        if (item->type() == NodeType && item->isVisible())
            static_cast<NodeItem*>(item)->warmCache(item->sceneTransform() * toView, ratio, renderHints());
    }
    m_warmUpSlice.stop();
}

} // namespace Topo::Ui
