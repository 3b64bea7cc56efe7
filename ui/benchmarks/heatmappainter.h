// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchmarks/heatmapmodel.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace Topo::Ui {

struct SceneTheme;

/// Colours and fonts a heatmap is drawn with: from the window's palette, or an export theme.
struct HeatmapStyle
{
    QColor background;
    QColor text;
    QColor mutedText;
    QColor grid;
    QColor neutralFill; // diagonal cells
    QColor notAvailableFill;
    QColor notAvailableHatch;
    QColor flag;
    QColor hover;
    QFont cellFont;
    QFont headerFont;
    QFont smallFont;

    static HeatmapStyle fromPalette(const QPalette& palette, const QFont& font);
    /// For a page (export, report): the theme's colours, `font` for the cells, bold for the
    /// headers and a point smaller for notes (the export's own font, chosen by the caller).
    static HeatmapStyle fromTheme(const SceneTheme& theme, const QFont& font);
};

/// Paints a heatmap model: headers, cells, and the legend under them. One painting path for
/// the widget and every export, so the picture in a report is what the window shows.
class HeatmapPainter
{
public:
    struct Geometry
    {
        QRectF grid;      // the cells
        QSizeF cell;
        QRectF rowHeaders;
        QRectF columnHeaders;
        QRectF legend;
        bool legendBeside = false;
    };

    HeatmapPainter(const HeatmapModel* model, HeatmapStyle style);
    /// Cells at their natural size plus headers and legend, the legend beside the grid or below.
    QSizeF naturalSize(bool legendBeside = true) const;
    /// Cells grow (up to twice their natural size) to use `target`; never shrink below natural.
    /// The legend goes beside the grid where the width allows, else below.
    Geometry layout(const QRectF& target) const;
    void paint(QPainter* painter, const Geometry& geometry, int hoverRow = -1, int hoverColumn = -1) const;
    /// The cell under a point, or (-1, -1).
    static QPoint cellAt(const Geometry& geometry, const QPointF& point);

private:
    QSizeF naturalCell() const;
    qreal rowHeaderWidth() const;
    qreal columnHeaderHeight() const;
    QSizeF legendSize() const;
    /// The legend's entries for what is not on the colour scale, only those that occur.
    QStringList swatchTexts() const;
    void paintLegend(QPainter* painter, const QRectF& rect) const;

    const HeatmapModel* m_model;
    HeatmapStyle m_style;
};

} // namespace Topo::Ui
