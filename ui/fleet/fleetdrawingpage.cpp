// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleetdrawingpage.h"

#include "topology/changemarks.h"
#include "topology/topologyscene.h"

#include <QImage>
#include <QPainter>

namespace Topo::Ui {

namespace {

QRectF drawnRect(const TopologyScene* scene, const ChangeOverlay& overlay)
{
    return overlay.isEmpty() ? scene->sceneRect() : overlay.bounds();
}

} // namespace

FleetDrawingPage::FleetDrawingPage(TopologyScene* scene, ChangeOverlay overlay, ExportHeader header)
    : m_scene(scene)
    , m_overlay(std::move(overlay))
    , m_header(std::move(header))
{
}

qreal FleetDrawingPage::legendHeight(qreal width) const
{
    QImage scratch(1, 1, QImage::Format_ARGB32);
    QPainter p(&scratch);
    return paintChangeLegend(&p, QRectF(0, 0, width, 1000), Qt::black, false);
}

QSizeF FleetDrawingPage::naturalSize() const
{
    const QSizeF drawn = drawnRect(m_scene, m_overlay).size();
    const qreal width = std::max({ drawn.width(), m_header.naturalWidth(), 640.0 });
    return { width + 2 * exportMargin, m_header.height() + drawn.height() + 12 + legendHeight(width) + 2 * exportMargin };
}

void FleetDrawingPage::paintNatural(QPainter* painter) const
{
    const QSizeF size = naturalSize();
    const SceneTheme& theme = m_scene->theme();
    painter->fillRect(QRectF(QPointF(0, 0), size), theme.background);
    const qreal width = size.width() - 2 * exportMargin;
    painter->save();
    painter->translate(exportMargin, exportMargin);
    m_header.paint(painter, width, theme);
    const QRectF source = drawnRect(m_scene, m_overlay);
    painter->translate(0, m_header.height());
    painter->save();
    // Scene coordinates, 1:1: the scene renders where the overlay then paints.
    painter->translate(-source.left(), -source.top());
    const QBrush background = m_scene->backgroundBrush();
    m_scene->setBackgroundBrush(Qt::NoBrush);
    const QRectF sceneRect = m_scene->sceneRect();
    m_scene->render(painter, sceneRect, sceneRect, Qt::IgnoreAspectRatio);
    m_scene->setBackgroundBrush(background);
    m_overlay.paint(painter);
    painter->restore();
    paintChangeLegend(painter, QRectF(0, source.height() + 12, width, 1000), theme.text, false);
    painter->restore();
}

} // namespace Topo::Ui
