// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/legendbar.h"

#include <QPainter>

#include <cmath>

namespace Topo::Ui {

LegendBar::LegendBar(QWidget* parent)
    : QWidget(parent)
    , m_theme(SceneTheme::light())
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void LegendBar::setContent(const LegendContent& content)
{
    m_content = content;
    setFixedHeight(heightAt(width() > 0 ? width() : 640));
    update();
}

void LegendBar::setTheme(const SceneTheme& theme)
{
    m_theme = theme;
    update();
}

int LegendBar::heightAt(int width) const
{
    return int(std::ceil(legendHeight(m_content, font(), width - 2 * margin))) + 4;
}

void LegendBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Wrapping entries onto another line changes the height: the layout learns it here.
    const int height = heightAt(width());
    if (height != this->height())
        setFixedHeight(height);
}

void LegendBar::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_theme.background);
    painter.translate(margin, 2);
    paintLegend(&painter, m_content, m_theme, font(), width() - 2 * margin);
}

} // namespace Topo::Ui
