// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportpage.h"
#include "topology/changeoverlay.h"

namespace Topo::Ui {

class TopologyScene;

/// A class's baseline drawing with one group's drift painted on it and the marks' legend
/// under it, as one export page (the fleet report's figures, SVG in HTML, vector in PDF).
class FleetDrawingPage : public FixedExportPage
{
public:
    FleetDrawingPage(TopologyScene* scene, ChangeOverlay overlay, ExportHeader header);
    QSizeF naturalSize() const override;
    QString title() const override { return m_header.title; }

protected:
    void paintNatural(QPainter* painter) const override;

private:
    qreal legendHeight(qreal width) const;

    TopologyScene* m_scene;
    ChangeOverlay m_overlay;
    ExportHeader m_header;
};

} // namespace Topo::Ui
