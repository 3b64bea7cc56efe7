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

/// Lays the entries out (core's flow, in `font`) and, with a painter, paints them; returns the
/// height.
qreal layOut(QPainter* painter, const LegendContent& content, const SceneTheme& theme, const QFont& font, qreal width)
{
    const QFontMetricsF metrics(font);
    const std::optional<Layout::LegendFlow> flow = Layout::flowLegend(entriesOf(content, theme), content.note, width,
        Layout::legendLineHeight(metrics.height()), [&](const QString& text) { return std::optional<double>(metrics.horizontalAdvance(text)); });
    if (!painter)
        return flow->height;
    const qreal lineHeight = flow->lineHeight;
    for (const Layout::LegendPlacement& placed : flow->entries) {
        const Entry& entry = placed.entry;
        const qreal x = placed.at.x();
        const qreal middle = placed.at.y() + lineHeight / 2;
        if (entry.swatch == Entry::Swatch::Badge) {
            const QRectF badge(x, middle - 6.5, Layout::legendSwatchWidth + 4, 13);
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
            painter->setPen(QPen(QColor::fromRgb(entry.colour), entry.penWidth, penStyleOf[int(entry.swatch)]));
            painter->drawLine(QPointF(x, middle), QPointF(x + Layout::legendSwatchWidth, middle));
        }
        painter->setPen(theme.text);
        painter->setFont(font);
        painter->drawText(QRectF(placed.textX, placed.at.y(), placed.width, lineHeight),
            Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, entry.text);
    }
    if (!content.note.isEmpty()) {
        painter->setPen(theme.mutedText);
        painter->setFont(font);
        painter->drawText(QRectF(flow->noteAt, QSizeF(flow->noteRoom, lineHeight)), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
            metrics.elidedText(content.note, Qt::ElideRight, flow->noteRoom));
    }
    return flow->height;
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
