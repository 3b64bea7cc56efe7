// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

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

    void zoomBy(qreal factor);
    void fitAll();
    qreal zoom() const;

Q_SIGNALS:
    /// The user picked a GPU by mouse or keyboard (-1: cleared).
    void gpuSelected(int gpuIndex);
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool focusNextPrevChild(bool next) override;

private:
    void stepGpu(int direction);

    TopologyScene* m_scene;
    bool m_userZoomed = false;
};

} // namespace Topo::Ui
