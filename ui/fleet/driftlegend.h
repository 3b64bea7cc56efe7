// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace Topo::Ui {

/// The drift marks' legend (topology/changemarks.h) as a widget under the drawing and the heatmap.
class DriftLegend : public QWidget
{
    Q_OBJECT
public:
    explicit DriftLegend(bool withBaselineSwatches, QWidget* parent = nullptr);
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool m_baselineSwatches;
};

} // namespace Topo::Ui
