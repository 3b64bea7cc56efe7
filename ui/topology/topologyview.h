// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>
#include <QTimer>

namespace Topo::Ui {

class TopologyScene;

/// A view on a TopologyScene: Ctrl+wheel or +/- zoom around the cursor, drag to pan, F to fit,
/// Left/Right (or Tab) to walk the GPUs, Esc to clear the selection.
class TopologyView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit TopologyView(TopologyScene* scene, QWidget* parent = nullptr);
    TopologyScene* topologyScene() const { return m_scene; }
    /// Whether the view shows the legend under the scene's drawing; off where a window shows
    /// one legend for several drawings.
    void setSceneLegendShown(bool shown);

    void zoomBy(qreal factor);
    /// The first view of a drawing: the whole machine where its labels still read, else the
    /// readable zoom with scroll bars, opened at the top left with the GPU row in view and the
    /// top edge between boxes and captions rather than through one.
    void fitAll();
    qreal zoom() const;

    /// Text is legible from this screen height of a label's em (device-independent pixels).
    static constexpr qreal minimumLabelPixels = 9.05;
    /// The zoom beyond which fitting a small drawing would blow its text up.
    static constexpr qreal maximumFitZoom = 1.4;
    /// The smallest zoom at which every label of the drawing reaches minimumLabelPixels.
    qreal readableZoom() const;
    /// The zoom at which the whole scene fits a viewport of `viewport` pixels.
    qreal fitZoom(const QSizeF& viewport) const;
    /// The zoom fitAll() gives in a viewport of `viewport` pixels: how the window sizes panels.
    qreal firstViewZoom(const QSizeF& viewport) const;
    /// Scrolls so that `sceneRect` (a GPU's box) is in view, centred, unless it already is.
    void bringIntoView(const QRectF& sceneRect);
    /// Whether the view is still drawing its boxes' pictures ahead (see warmUpSlice).
    bool warmingUp() const { return m_warmUpDelay.isActive() || m_warmUpSlice.isActive(); }

Q_SIGNALS:
    /// The user picked a GPU by mouse or keyboard (-1: cleared).
    void gpuSelected(int gpuIndex);
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    bool focusNextPrevChild(bool next) override;

private:
    void stepGpu(int direction);
    /// The top edge for a first view of `shown` (in scene units) that is nearest its own and
    /// cuts no box or caption in view in half, among those that keep the GPU row and the start
    /// of its arcs in view and show nothing past the scene; `shown`'s own where none does.
    qreal cleanTop(const QRectF& shown) const;
    /// A few milliseconds of drawing the pictures of boxes not yet drawn at this zoom, those
    /// off screen included, while the window is idle after a paint: a click or an arrow key
    /// that scrolls a large host to boxes never drawn made each picture then, 25 of them half
    /// the click's time. Never more than a slice at a time, so input waits at most that long.
    void warmUpSlice();

    TopologyScene* m_scene;
    bool m_userZoomed = false;
    bool m_sceneLegendShown = true;
    QTimer m_warmUpDelay; // from the last paint to the first slice
    QTimer m_warmUpSlice; // one slice per pass of the event loop, until a pass makes none
    qsizetype m_warmUpNext = 0; // the scene item the next slice starts at
};

} // namespace Topo::Ui
