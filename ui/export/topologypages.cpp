// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/topologypages.h"

#include <QBrush>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace Topo::Ui {

namespace {

// Gap between the two drawings of a side-by-side picture.
constexpr qreal columnGap = 48;

/// Restores the scene's background brush after an export painted it without one: the page
/// paints its own background (or none, for a transparent PNG), so both come out alike.
class BackgroundBrushOff
{
public:
    explicit BackgroundBrushOff(QGraphicsScene* scene)
        : m_scene(scene)
        , m_brush(scene->backgroundBrush())
    {
        m_scene->setBackgroundBrush(Qt::NoBrush);
    }
    ~BackgroundBrushOff() { m_scene->setBackgroundBrush(m_brush); }
    BackgroundBrushOff(const BackgroundBrushOff&) = delete;
    BackgroundBrushOff& operator=(const BackgroundBrushOff&) = delete;

private:
    QGraphicsScene* m_scene;
    QBrush m_brush;
};

void renderScene(QPainter* painter, TopologyScene* scene, const QPointF& topLeft)
{
    const LegendShown legend(scene);
    const QRectF source = scene->sceneRect();
    if (source.isEmpty())
        return;
    BackgroundBrushOff off(scene);
    scene->render(painter, QRectF(topLeft, source.size()), source, Qt::IgnoreAspectRatio);
}

} // namespace

// --- one topology ----------------------------------------------------------------------------

TopologyExportPage::TopologyExportPage(TopologyScene* scene, ExportHeader header, bool transparent)
    : m_scene(scene)
    , m_header(std::move(header))
    , m_transparent(transparent)
{
}

QSizeF TopologyExportPage::naturalSize() const
{
    const QSizeF scene = m_scene->sceneRect().size();
    return { std::max({ scene.width(), m_header.naturalWidth(), 480.0 }) + 2 * exportMargin,
        scene.height() + m_header.height() + 2 * exportMargin };
}

void TopologyExportPage::paintNatural(QPainter* painter) const
{
    const QSizeF size = naturalSize();
    if (!m_transparent)
        painter->fillRect(QRectF(QPointF(0, 0), size), m_scene->theme().background);
    painter->save();
    painter->translate(exportMargin, exportMargin);
    m_header.paint(painter, size.width() - 2 * exportMargin, m_scene->theme());
    renderScene(painter, m_scene, QPointF(0, m_header.height()));
    painter->restore();
}

// --- side by side ----------------------------------------------------------------------------

namespace {
const QFont& columnLabelFont()
{
    static const QFont font = exportFont(11, true);
    return font;
}
qreal columnLabelHeight()
{
    return QFontMetricsF(columnLabelFont()).height() + 6;
}
} // namespace

SideBySideExportPage::SideBySideExportPage(QList<Column> columns, ExportHeader header, bool transparent,
    Arrangement arrangement)
    : m_columns(std::move(columns))
    , m_header(std::move(header))
    , m_transparent(transparent)
{
    m_columns.removeIf([](const Column& c) { return !c.scene; });
    // The window's rule: drawings much wider than tall read better one above the other.
    const QRectF first = m_columns.isEmpty() ? QRectF() : m_columns.first().scene->sceneRect();
    m_vertical = arrangement == Arrangement::Vertical
        || (arrangement == Arrangement::Auto && !first.isEmpty() && first.width() > 1.6 * first.height());
}

QSizeF SideBySideExportPage::naturalSize() const
{
    qreal along = 0;
    qreal across = 0;
    for (int i = 0; i < m_columns.size(); ++i) {
        const QSizeF s = m_columns[i].scene->sceneRect().size();
        const QSizeF block(s.width(), s.height() + columnLabelHeight());
        if (m_vertical) {
            along += block.height() + (i ? columnGap : 0);
            across = std::max(across, block.width());
        } else {
            along += block.width() + (i ? columnGap : 0);
            across = std::max(across, block.height());
        }
    }
    const QSizeF content = m_vertical ? QSizeF(across, along) : QSizeF(along, across);
    return { std::max({ content.width(), m_header.naturalWidth(), 480.0 }) + 2 * exportMargin,
        content.height() + m_header.height() + 2 * exportMargin };
}

void SideBySideExportPage::paintNatural(QPainter* painter) const
{
    const QSizeF size = naturalSize();
    const SceneTheme theme = m_columns.isEmpty() ? SceneTheme::light() : m_columns.first().scene->theme();
    if (!m_transparent)
        painter->fillRect(QRectF(QPointF(0, 0), size), theme.background);
    painter->save();
    painter->translate(exportMargin, exportMargin);
    const qreal width = size.width() - 2 * exportMargin;
    m_header.paint(painter, width, theme);
    QPointF at(0, m_header.height());
    const QFontMetricsF labelMetrics(columnLabelFont());
    for (int i = 0; i < m_columns.size(); ++i) {
        const Column& column = m_columns[i];
        const QSizeF s = column.scene->sceneRect().size();
        if (i > 0) {
            // A quiet rule between the machines.
            painter->setPen(QPen(theme.numaBorder, 1));
            if (m_vertical)
                painter->drawLine(QPointF(0, at.y() - columnGap / 2), QPointF(width, at.y() - columnGap / 2));
            else
                painter->drawLine(QPointF(at.x() - columnGap / 2, at.y()), QPointF(at.x() - columnGap / 2, size.height() - exportMargin));
        }
        painter->setFont(columnLabelFont());
        painter->setPen(theme.text);
        const qreal labelWidth = m_vertical ? width : std::max(s.width(), 200.0);
        painter->drawText(QRectF(at.x(), at.y(), labelWidth, labelMetrics.height()), Qt::AlignLeft | Qt::TextSingleLine,
            labelMetrics.elidedText(exportLine(column.label), Qt::ElideRight, labelWidth));
        renderScene(painter, column.scene, at + QPointF(0, columnLabelHeight()));
        if (m_vertical)
            at.ry() += s.height() + columnLabelHeight() + columnGap;
        else
            at.rx() += s.width() + columnGap;
    }
    painter->restore();
}

} // namespace Topo::Ui
