// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/driftlegend.h"

#include "topology/changemarks.h"

#include <QImage>
#include <QPainter>

namespace Topo::Ui {

DriftLegend::DriftLegend(bool withBaselineSwatches, QWidget* parent)
    : QWidget(parent)
    , m_baselineSwatches(withBaselineSwatches)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

int DriftLegend::heightForWidth(int width) const
{
    // Measured by painting into a scratch image: the legend wraps as paintChangeLegend does.
    QImage scratch(1, 1, QImage::Format_ARGB32);
    QPainter p(&scratch);
    return int(std::ceil(paintChangeLegend(&p, QRectF(0, 0, width, 1000), Qt::black, m_baselineSwatches))) + 4;
}

QSize DriftLegend::sizeHint() const
{
    return { 600, heightForWidth(600) };
}

void DriftLegend::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Narrow columns wrap the legend onto more lines: ask for the room they need.
    const int needed = heightForWidth(width());
    if (minimumHeight() != needed)
        setMinimumHeight(needed);
}

void DriftLegend::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintChangeLegend(&p, QRectF(rect()).adjusted(4, 2, -4, 0), palette().color(QPalette::WindowText), m_baselineSwatches);
}

} // namespace Topo::Ui
