// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "topology/changeoverlay.h"
#include "topology/topologyview.h"

namespace Topo::Ui {

/// A machine's topology drawing (the window's own scene: zoom, pan, GPU walk) with what
/// changed since another collection of it painted over it.
class DiffDrawingView : public TopologyView
{
    Q_OBJECT
public:
    explicit DiffDrawingView(TopologyScene* scene, QWidget* parent = nullptr);

    void setChanges(const QList<DeviceChange>& changes);
    const ChangeOverlay& overlay() const { return m_overlay; }

protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    void updateSceneRect();

    QList<DeviceChange> m_changes;
    ChangeOverlay m_overlay;
};

} // namespace Topo::Ui
