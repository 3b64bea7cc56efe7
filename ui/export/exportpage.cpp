// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportpage.h"

#include "util/text.h"

#include "topology/scenetheme.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace Topo::Ui {

QString exportLine(const QString& text)
{
    return Text::displayLine(text);
}

QFont exportFont(qreal pointSize, bool bold)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    return font;
}

QFont exportMonospaceFont(qreal pointSize)
{
    QFont font(QStringLiteral("DejaVu Sans Mono"));
    font.setStyleHint(QFont::Monospace);
    font.setPointSizeF(pointSize);
    return font;
}

void FixedExportPage::paint(QPainter* painter, const QRectF& target) const
{
    const QSizeF natural = naturalSize();
    if (natural.isEmpty() || target.isEmpty())
        return;
    const qreal scale = std::min(target.width() / natural.width(), target.height() / natural.height());
    painter->save();
    painter->translate(target.topLeft());
    painter->scale(scale, scale);
    paintNatural(painter);
    painter->restore();
}

// --- header ---------------------------------------------------------------------------------

namespace {
const QFont& headerTitleFont()
{
    static const QFont font = exportFont(13, true);
    return font;
}
const QFont& headerDetailFont()
{
    static const QFont font = exportFont(8.5);
    return font;
}
const QFont& headerWarningFont()
{
    static const QFont font = exportFont(8.5, true);
    return font;
}
constexpr qreal headerBottomGap = 16;
// A page grows to show a long title in full up to this width; beyond, the title is elided (a
// 10 KB remote machine name must not make a picture kilometres wide).
constexpr qreal maxHeaderWidth = 1400;
} // namespace

qreal ExportHeader::naturalWidth() const
{
    qreal w = QFontMetricsF(headerTitleFont()).horizontalAdvance(exportLine(title));
    for (const QString& detail : details)
        w = std::max(w, QFontMetricsF(headerDetailFont()).horizontalAdvance(exportLine(detail)));
    w = std::max(w, QFontMetricsF(headerWarningFont()).horizontalAdvance(exportLine(warning)));
    return std::min(std::ceil(w) + 2, maxHeaderWidth);
}

qreal ExportHeader::height() const
{
    qreal h = 0;
    if (!title.isEmpty())
        h += QFontMetricsF(headerTitleFont()).height() + 4;
    h += details.size() * (QFontMetricsF(headerDetailFont()).height() + 1);
    if (!warning.isEmpty())
        h += QFontMetricsF(headerWarningFont()).height() + 1;
    return h > 0 ? h + headerBottomGap : 0;
}

void ExportHeader::paint(QPainter* painter, qreal width, const SceneTheme& theme) const
{
    qreal y = 0;
    auto line = [&](const QString& text, const QFont& font, const QColor& color, qreal after) {
        const QFontMetricsF metrics(font);
        painter->setFont(font);
        painter->setPen(color);
        painter->drawText(QRectF(0, y, width, metrics.height()), Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine,
            metrics.elidedText(exportLine(text), Qt::ElideRight, width));
        y += metrics.height() + after;
    };
    if (!title.isEmpty())
        line(title, headerTitleFont(), theme.text, 4);
    for (const QString& detail : details)
        line(detail, headerDetailFont(), theme.mutedText, 1);
    if (!warning.isEmpty())
        line(warning, headerWarningFont(), theme.warning, 1);
}

} // namespace Topo::Ui
