// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/legendpainter.h"

#include <QObject>
#include <QFontMetricsF>
#include <QPainter>

namespace Topo::Ui {

namespace {

using Entry = Layout::LegendEntry;

// The line of each swatch, by Entry::Swatch, as the pair arcs draw it (EdgeItem::restyle).
constexpr Qt::PenStyle penStyleOf[] = { Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::NoPen };

QList<Entry> entriesOf(const LegendContent& content, const SceneTheme& theme)
{
    return Layout::legendEntries(content, theme.text.rgb() & 0xffffff, theme.warning.rgb() & 0xffffff);
}

constexpr qreal swatchWidth = Layout::legendSwatchWidth;
constexpr qreal swatchGap = Layout::legendSwatchGap;
constexpr qreal entryGap = Layout::legendEntryGap;

qreal entryWidth(const Entry& entry, const QFontMetricsF& metrics)
{
    return swatchWidth + swatchGap + metrics.horizontalAdvance(entry.text);
}

/// Lays the entries out and, with a painter, paints them; returns the height.
qreal layOut(QPainter* painter, const LegendContent& content, const SceneTheme& theme, const QFont& font, qreal width)
{
    const QFontMetricsF metrics(font);
    const qreal lineHeight = std::max(metrics.height(), 14.0) + 4;
    qreal x = 0;
    qreal y = 0;
    for (const Entry& entry : entriesOf(content, theme)) {
        const qreal w = entryWidth(entry, metrics);
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight;
        }
        if (painter) {
            const qreal middle = y + lineHeight / 2;
            if (entry.swatch == Entry::Swatch::Badge) {
                const QRectF badge(x, middle - 6.5, swatchWidth + 4, 13);
                QFont bold = font;
                bold.setBold(true);
                bold.setPointSizeF(font.pointSizeF() * 0.85);
                painter->setPen(Qt::NoPen);
                painter->setBrush(QColor::fromRgb(entry.colour));
                painter->drawRoundedRect(badge, 6, 6);
                painter->setPen(Qt::white);
                painter->setFont(bold);
                painter->drawText(badge, Qt::AlignCenter, QStringLiteral("G#"));
            } else {
                QPen pen(QColor::fromRgb(entry.colour), entry.penWidth, penStyleOf[int(entry.swatch)]);
                painter->setPen(pen);
                painter->drawLine(QPointF(x, middle), QPointF(x + swatchWidth, middle));
            }
            painter->setPen(theme.text);
            painter->setFont(font);
            painter->drawText(QRectF(x + swatchWidth + swatchGap + (entry.swatch == Entry::Swatch::Badge ? 4 : 0), y, w, lineHeight),
                Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, entry.text);
        }
        x += w + entryGap + (entry.swatch == Entry::Swatch::Badge ? 4 : 0);
    }
    if (!content.note.isEmpty()) {
        const qreal w = metrics.horizontalAdvance(content.note);
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight;
        }
        if (painter) {
            painter->setPen(theme.mutedText);
            painter->setFont(font);
            painter->drawText(QRectF(x, y, width - x, lineHeight), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                metrics.elidedText(content.note, Qt::ElideRight, width - x));
        }
    }
    return y + lineHeight;
}

} // namespace

qreal legendHeight(const LegendContent& content, const QFont& font, qreal width)
{
    return layOut(nullptr, content, SceneTheme::light(), font, width);
}

qreal paintLegend(QPainter* painter, const LegendContent& content, const SceneTheme& theme, const QFont& font, qreal width)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal height = layOut(painter, content, theme, font, width);
    painter->restore();
    return height;
}

} // namespace Topo::Ui
