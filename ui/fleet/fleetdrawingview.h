// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "topology/changeoverlay.h"
#include "topology/topologyview.h"

namespace Topo::Ui {

/// The baseline's topology drawing (the window's own scene and view: zoom, pan, GPU walk)
/// with one group's drift painted over it.
class FleetDrawingView : public TopologyView
{
    Q_OBJECT
public:
    explicit FleetDrawingView(TopologyScene* scene, QWidget* parent = nullptr);

    void setDrift(const QList<DeviceChange>& drift, const QHash<QString, int>& gpuBySlot = {});
    const ChangeOverlay& overlay() const { return m_overlay; }

protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    void updateSceneRect();

    ChangeOverlay m_overlay;
};

} // namespace Topo::Ui
