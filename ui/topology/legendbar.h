// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "topology/legendpainter.h"

#include <QWidget>

namespace Topo::Ui {

/// The window's one legend for its drawings: a strip under them in the widget font, so the
/// drawings keep their height for the machines and the key is read once, not twice. Its height
/// is fixed to what its entries take at the width it has.
class LegendBar : public QWidget
{
    Q_OBJECT
public:
    explicit LegendBar(QWidget* parent = nullptr);
    void setContent(const LegendContent& content);
    void setTheme(const SceneTheme& theme);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    int heightAt(int width) const;
    static constexpr int margin = 8;
    LegendContent m_content;
    SceneTheme m_theme;
};

} // namespace Topo::Ui
