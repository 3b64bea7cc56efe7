// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/statictextdelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>

namespace Topo::Ui {

const QStaticText& StaticTextDelegate::shaped(const QString& text, const QFont& font, int width, Qt::TextElideMode mode) const
{
    const QString key = font.key() + u'\x1f' + QString::number(width) + u'\x1f' + QString::number(int(mode)) + u'\x1f' + text;
    if (const QStaticText* known = m_shaped.object(key))
        return *known;
    auto* line = new QStaticText(QFontMetrics(font).elidedText(text, mode, width));
    line->setTextFormat(Qt::PlainText);
    line->setPerformanceHint(QStaticText::AggressiveCaching);
    line->prepare(QTransform(), font);
    m_shaped.insert(key, line);
    return *m_shaped.object(key);
}

void StaticTextDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    const bool plain = !cell.text.contains(u'\n') && cell.features.testFlag(QStyleOptionViewItem::HasDisplay)
        && !cell.features.testFlag(QStyleOptionViewItem::HasDecoration) && !cell.features.testFlag(QStyleOptionViewItem::HasCheckIndicator)
        && !cell.features.testFlag(QStyleOptionViewItem::WrapText);
    QStyle* style = cell.widget ? cell.widget->style() : QApplication::style();
    if (!plain) {
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, cell.widget);
        return;
    }
    // The style draws the cell without its text, then the text goes where the style puts it:
    // its text rectangle less the focus frame's margin each side (QCommonStyle's item text).
    // The text rectangle is asked for with the text taken out: a cell of text alone gets the
    // whole cell whatever its text, and the style would otherwise shape the text to size it.
    const QString text = cell.text;
    cell.text.clear();
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &cell, cell.widget);
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, cell.widget);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, cell.widget) + 1;
    const QRect room = textRect.adjusted(margin, 0, -margin, 0);
    if (room.width() <= 0 || text.isEmpty())
        return;
    const QStaticText& line = shaped(text, cell.font, room.width(), cell.textElideMode);
    // Placed as the style places its text layout: a box as wide as the room and as tall as the
    // line, aligned in whole pixels, and the line aligned across it in fractions of one.
    const QSizeF size = line.size();
    const Qt::Alignment alignment = QStyle::visualAlignment(cell.direction, cell.displayAlignment);
    const QRect box = QStyle::alignedRect(cell.direction, alignment, QSize(room.width(), int(size.height())), room);
    qreal x = box.left();
    if (alignment & Qt::AlignRight)
        x += box.width() - size.width();
    else if (alignment & Qt::AlignHCenter)
        x += (box.width() - size.width()) / 2;
    const QPalette::ColorGroup group = !(cell.state & QStyle::State_Enabled) ? QPalette::Disabled
        : (cell.state & QStyle::State_Active) ? QPalette::Normal : QPalette::Inactive;
    const QPalette::ColorRole role = (cell.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text;
    painter->save();
    painter->setFont(cell.font);
    painter->setPen(cell.palette.color(group, role));
    painter->setClipRect(room, Qt::IntersectClip);
    painter->drawStaticText(QPointF(x, box.top()), line);
    painter->restore();
}

} // namespace Topo::Ui
