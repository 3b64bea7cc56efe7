// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace Topo::Ui {

/// A heatmap in a scroll area. The heatmap fits itself to the width (legend beside or below
/// the grid), so there is no horizontal bar, and a vertical one only while the matrix is taller
/// than the room: QScrollArea's own "as needed" kept a bar that the bar itself made necessary.
class HeatmapScrollArea : public QScrollArea
{
public:
    HeatmapScrollArea(QWidget* content, QWidget* parent);
    void updatePolicy();

    /// `content` in a scroll area; a heatmap's rows coming and going re-decide the bar.
    static QScrollArea* around(QWidget* content, QWidget* parent);

protected:
    void resizeEvent(QResizeEvent* event) override;
};

} // namespace Topo::Ui
