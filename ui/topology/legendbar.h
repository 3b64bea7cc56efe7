// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "topology/legendpainter.h"

#include <QWidget>

namespace Topo::Ui {

/// The window's one legend for its drawings: a strip under them in the widget font, so the
/// drawings keep their height for the machines and the key is read once, not twice.
class LegendBar : public QWidget
{
    Q_OBJECT
public:
    explicit LegendBar(QWidget* parent = nullptr);
    void setContent(const LegendContent& content);
    void setTheme(const SceneTheme& theme);
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int margin = 8;
    LegendContent m_content;
    SceneTheme m_theme;
};

} // namespace Topo::Ui
