// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks/heatmappainter.h"

#include "topology/scenetheme.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

// --- style ------------------------------------------------------------------------------------

namespace {
QColor blend(const QColor& a, const QColor& b, double f)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f), float(a.greenF() + (b.greenF() - a.greenF()) * f),
        float(a.blueF() + (b.blueF() - a.blueF()) * f));
}
} // namespace

HeatmapStyle HeatmapStyle::fromPalette(const QPalette& palette, const QFont& font)
{
    HeatmapStyle s;
    s.background = palette.color(QPalette::Window);
    s.text = palette.color(QPalette::WindowText);
    s.mutedText = blend(s.background, s.text, 0.62);
    s.grid = blend(s.background, s.text, 0.2);
    s.neutralFill = blend(s.background, s.text, 0.07);
    s.notAvailableFill = blend(s.background, s.text, 0.1);
    s.notAvailableHatch = blend(s.background, s.text, 0.32);
    const bool dark = s.background.lightnessF() < 0.5;
    s.flag = dark ? QColor(0xF8, 0x51, 0x49) : QColor(0xCF, 0x22, 0x2E);
    s.hover = s.text;
    s.cellFont = font;
    s.headerFont = font;
    s.headerFont.setBold(true);
    s.smallFont = font;
    s.smallFont.setPointSizeF(font.pointSizeF() * 0.92);
    return s;
}

HeatmapStyle HeatmapStyle::fromTheme(const SceneTheme& theme, const QFont& font)
{
    HeatmapStyle s;
    s.background = theme.background;
    s.text = theme.text;
    s.mutedText = theme.mutedText;
    s.grid = blend(theme.background, theme.text, 0.2);
    s.neutralFill = blend(theme.background, theme.text, 0.07);
    s.notAvailableFill = blend(theme.background, theme.text, 0.1);
    s.notAvailableHatch = blend(theme.background, theme.text, 0.32);
    s.flag = theme.warning;
    s.hover = theme.text;
    s.cellFont = font;
    s.headerFont = font;
    s.headerFont.setBold(true);
    s.smallFont = font;
    s.smallFont.setPointSizeF(font.pointSizeF() - 1);
    return s;
}

// --- painter ----------------------------------------------------------------------------------

namespace {
constexpr qreal legendGapBelow = 14;
constexpr qreal legendGapBeside = 28;
constexpr qreal legendBarWidth = 200;
constexpr qreal legendBarHeight = 12;
constexpr qreal maxCellGrowth = 2.0;
} // namespace

HeatmapPainter::HeatmapPainter(const HeatmapModel* model, HeatmapStyle style)
    : m_model(model)
    , m_style(std::move(style))
{
}

QSizeF HeatmapPainter::naturalCell() const
{
    const QFontMetricsF metrics(m_style.cellFont);
    qreal width = metrics.horizontalAdvance(QStringLiteral("0000.0"));
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c)
            width = std::max(width, metrics.horizontalAdvance(m_model->cell(r, c).text));
    }
    const QFontMetricsF header(m_style.headerFont);
    for (int c = 0; c < m_model->columnCount(); ++c)
        width = std::max(width, header.horizontalAdvance(m_model->headerText(Qt::Horizontal, c)));
    return { std::max(width + 16, 58.0), std::max(metrics.height() + 16, 32.0) };
}

qreal HeatmapPainter::rowHeaderWidth() const
{
    const QFontMetricsF header(m_style.headerFont);
    const QFontMetricsF small(m_style.smallFont);
    qreal width = small.horizontalAdvance(m_model->cornerText());
    for (int r = 0; r < m_model->rowCount(); ++r)
        width = std::max(width, header.horizontalAdvance(m_model->headerText(Qt::Vertical, r)));
    return width + 14;
}

qreal HeatmapPainter::columnHeaderHeight() const
{
    return QFontMetricsF(m_style.headerFont).height() + 10;
}

QStringList HeatmapPainter::swatchTexts() const
{
    QStringList texts;
    if (m_model->hasNotAvailable())
        texts << HeatmapModel::tr("N/A: not measured or not printed");
    if (m_model->hasDiagonal())
        texts << HeatmapModel::tr("same GPU: local copy, off the scale");
    if (!m_model->outliers().isEmpty())
        texts << HeatmapModel::tr("outlined: more than %1\u00d7 below the best pair of its class")
                     .arg(QLocale().toString(defaultOutlierFactor, 'f', 1));
    return texts;
}

QSizeF HeatmapPainter::legendSize() const
{
    // Stacked: the bar with its ends, the caption, then one line per swatch.
    const QFontMetricsF small(m_style.smallFont);
    const HeatmapScale& scale = m_model->scale();
    const QStringList swatches = swatchTexts();
    qreal width = legendBarWidth + 2 * small.horizontalAdvance(QStringLiteral("0000.00\u00d7")) + 12;
    width = std::max(width, small.horizontalAdvance(scale.caption()) + 4);
    for (const QString& text : swatches)
        width = std::max(width, 18 + 5 + small.horizontalAdvance(text) + 4);
    const qreal height = std::max(legendBarHeight, small.height()) + 4 + small.height()
        + (swatches.isEmpty() ? 0 : 8 + swatches.size() * (small.height() + 3));
    return { width, height };
}

QSizeF HeatmapPainter::naturalSize(bool legendBeside) const
{
    if (m_model->isEmpty())
        return {};
    const QSizeF cell = naturalCell();
    const QSizeF legend = legendSize();
    const qreal gridWidth = rowHeaderWidth() + cell.width() * m_model->columnCount();
    const qreal gridHeight = columnHeaderHeight() + cell.height() * m_model->rowCount();
    if (legendBeside)
        return { gridWidth + legendGapBeside + legend.width(), std::max(gridHeight, columnHeaderHeight() + legend.height()) };
    return { std::max(gridWidth, legend.width()), gridHeight + legendGapBelow + legend.height() };
}

HeatmapPainter::Geometry HeatmapPainter::layout(const QRectF& target) const
{
    Geometry g;
    if (m_model->isEmpty())
        return g;
    const QSizeF natural = naturalCell();
    const QSizeF legend = legendSize();
    const qreal headerWidth = rowHeaderWidth();
    const qreal headerHeight = columnHeaderHeight();
    const int columns = m_model->columnCount();
    const int rows = m_model->rowCount();
    // The legend goes beside the grid when the width allows (small matrices, wide windows),
    // else below it.
    g.legendBeside = target.width() >= naturalSize(true).width();
    const qreal freeWidth = target.width() - headerWidth - (g.legendBeside ? legendGapBeside + legend.width() : 0);
    const qreal freeHeight = target.height() - headerHeight - (g.legendBeside ? 0 : legendGapBelow + legend.height());
    const qreal growth = std::clamp(std::min(freeWidth / (natural.width() * columns), freeHeight / (natural.height() * rows)), 1.0,
        maxCellGrowth);
    g.cell = natural * growth;
    const QPointF origin = target.topLeft() + QPointF(headerWidth, headerHeight);
    g.grid = QRectF(origin, QSizeF(g.cell.width() * columns, g.cell.height() * rows));
    g.rowHeaders = QRectF(target.left(), g.grid.top(), headerWidth, g.grid.height());
    g.columnHeaders = QRectF(g.grid.left(), target.top(), g.grid.width(), headerHeight);
    g.legend = g.legendBeside ? QRectF(QPointF(g.grid.right() + legendGapBeside, g.grid.top()), legend)
                              : QRectF(QPointF(target.left(), g.grid.bottom() + legendGapBelow), legend);
    return g;
}

QPoint HeatmapPainter::cellAt(const Geometry& geometry, const QPointF& point)
{
    if (!geometry.grid.contains(point) || geometry.cell.isEmpty())
        return { -1, -1 };
    return { int((point.x() - geometry.grid.left()) / geometry.cell.width()),
        int((point.y() - geometry.grid.top()) / geometry.cell.height()) };
}

void HeatmapPainter::paint(QPainter* painter, const Geometry& g, int hoverRow, int hoverColumn) const
{
    if (m_model->isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF headerMetrics(m_style.headerFont);

    // Corner: the unit (or B / A), so the numbers in the cells need none.
    painter->setFont(m_style.smallFont);
    painter->setPen(m_style.mutedText);
    painter->drawText(QRectF(g.rowHeaders.left(), g.columnHeaders.top(), g.rowHeaders.width() - 8, g.columnHeaders.height()),
        Qt::AlignRight | Qt::AlignVCenter, m_model->cornerText());

    for (int c = 0; c < m_model->columnCount(); ++c) {
        QFont font = m_style.headerFont;
        font.setUnderline(c == hoverColumn);
        painter->setFont(font);
        painter->setPen(m_style.text);
        const QRectF rect(g.grid.left() + c * g.cell.width(), g.columnHeaders.top(), g.cell.width(), g.columnHeaders.height());
        painter->drawText(rect, Qt::AlignCenter,
            headerMetrics.elidedText(m_model->headerText(Qt::Horizontal, c), Qt::ElideRight, g.cell.width() - 4));
    }
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QFont font = m_style.headerFont;
        font.setUnderline(r == hoverRow);
        painter->setFont(font);
        painter->setPen(m_style.text);
        const QRectF rect(g.rowHeaders.left(), g.grid.top() + r * g.cell.height(), g.rowHeaders.width() - 8, g.cell.height());
        painter->drawText(rect, Qt::AlignRight | Qt::AlignVCenter,
            headerMetrics.elidedText(m_model->headerText(Qt::Vertical, r), Qt::ElideRight, rect.width()));
    }

    painter->setFont(m_style.cellFont);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c) {
            const HeatmapCell& cell = m_model->cell(r, c);
            const QRectF outer(g.grid.left() + c * g.cell.width(), g.grid.top() + r * g.cell.height(), g.cell.width(), g.cell.height());
            const QRectF rect = outer.adjusted(1, 1, -1, -1); // a hairline gap of background between cells
            QColor textColor = m_style.text;
            if (!cell.value) {
                painter->fillRect(rect, m_style.notAvailableFill);
                painter->fillRect(rect, QBrush(m_style.notAvailableHatch, Qt::BDiagPattern));
                textColor = m_style.mutedText;
            } else if (cell.color.isValid()) {
                painter->fillRect(rect, cell.color);
                textColor = textColorOn(cell.color);
            } else {
                painter->fillRect(rect, m_style.neutralFill);
                textColor = m_style.mutedText;
            }
            if (cell.flagged) {
                painter->setPen(QPen(m_style.flag, 3));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5));
            }
            if (r == hoverRow && c == hoverColumn) {
                painter->setPen(QPen(m_style.hover, 2, Qt::DotLine));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(outer.adjusted(0.5, 0.5, -0.5, -0.5));
            }
            painter->setPen(textColor);
            if (!cell.value) {
                // Keep the text readable over the hatching.
                const QFontMetricsF metrics(m_style.cellFont);
                const QSizeF textSize(metrics.horizontalAdvance(cell.text) + 8, metrics.height() + 2);
                const QRectF box(rect.center() - QPointF(textSize.width() / 2, textSize.height() / 2), textSize);
                painter->fillRect(box, m_style.notAvailableFill);
            }
            painter->drawText(rect, Qt::AlignCenter, cell.text);
        }
    }
    paintLegend(painter, g.legend);
    painter->restore();
}

void HeatmapPainter::paintLegend(QPainter* painter, const QRectF& rect) const
{
    const HeatmapScale& scale = m_model->scale();
    const QFontMetricsF small(m_style.smallFont);
    painter->setFont(m_style.smallFont);
    qreal x = rect.left();
    const qreal lineHeight = std::max(legendBarHeight, small.height());
    const qreal barTop = rect.top() + (lineHeight - legendBarHeight) / 2;

    const auto label = [&](const QString& text, qreal left, qreal top, const QColor& color) {
        painter->setPen(color);
        const qreal width = small.horizontalAdvance(text);
        painter->drawText(QRectF(left, top, width + 2, small.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
        return width;
    };
    if (scale.isValid() && (scale.maximum > 0 || scale.minimum < 0)) {
        const bool ratio = scale.kind == HeatmapScale::Kind::Ratio;
        const QString low = ratio ? formatHeatmapRatio(scale.minimum) : formatHeatmapValue(scale.minimum, scale.unit);
        const QString high = ratio ? formatHeatmapRatio(scale.maximum) : formatHeatmapValue(scale.maximum, scale.unit);
        x += label(low, x, rect.top() + (lineHeight - small.height()) / 2, m_style.text) + 6;
        const QRectF bar(x, barTop, legendBarWidth, legendBarHeight);
        // The bar is the colour map itself, sampled per pixel column, left = low value.
        for (int i = 0; i < int(legendBarWidth); ++i) {
            const double p = (i + 0.5) / legendBarWidth;
            const double value = ratio ? std::exp((p * 2 - 1) * std::log(scale.maximum))
                                       : scale.minimum + p * (scale.maximum - scale.minimum);
            painter->fillRect(QRectF(bar.left() + i, bar.top(), 1.0, bar.height()), scale.colorFor(value));
        }
        painter->setPen(QPen(m_style.grid, 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(bar);
        if (ratio) {
            painter->setPen(QPen(m_style.text, 1));
            painter->drawLine(QPointF(bar.center().x(), bar.top() - 2), QPointF(bar.center().x(), bar.bottom() + 2));
        }
        x = bar.right() + 6;
        x += label(high, x, rect.top() + (lineHeight - small.height()) / 2, m_style.text) + 14;
        label(scale.caption(), rect.left(), rect.top() + lineHeight + 4, m_style.mutedText);
    }

    // Swatches for what is not on the scale, only those that occur.
    const qreal sx = rect.left();
    const qreal sy = rect.top() + lineHeight + 4 + small.height() + 8;
    const QSizeF swatch(18, small.height() - 2);
    qreal y = sy;
    const auto item = [&](const QString& text, auto paintSwatch) {
        const QRectF box(sx, y + 1, swatch.width(), swatch.height());
        paintSwatch(box);
        label(text, sx + swatch.width() + 5, y, m_style.mutedText);
        y += small.height() + 3;
    };
    const QStringList texts = swatchTexts();
    int next = 0;
    if (m_model->hasNotAvailable()) {
        item(texts.value(next++), [&](const QRectF& box) {
            painter->fillRect(box, m_style.notAvailableFill);
            painter->fillRect(box, QBrush(m_style.notAvailableHatch, Qt::BDiagPattern));
        });
    }
    if (m_model->hasDiagonal()) {
        item(texts.value(next++), [&](const QRectF& box) { painter->fillRect(box, m_style.neutralFill); });
    }
    if (!m_model->outliers().isEmpty()) {
        item(texts.value(next++), [&](const QRectF& box) {
                painter->setPen(QPen(m_style.flag, 2.5));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(box.adjusted(1, 1, -1, -1));
            });
    }
}

} // namespace Topo::Ui
