// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace Topo::Ui {

/// A styled item delegate whose cell text is shaped once and kept: the style still draws each
/// cell's background, selection and focus, and the text is drawn from a QStaticText laid out
/// for that text, font and width. The peers table of a 256-GPU host shows the same few dozen
/// strings (GPU names, link classes, "different root complexes") on every click, and the
/// style's text drawing shaped and elided each of them again, a sixth of a click's time.
/// For plain, single-line text (what the peers table shows); anything else is drawn by the
/// style as before.
class StaticTextDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    /// The text as the style would elide it to `width`, laid out for `font`.
    const QStaticText& shaped(const QString& text, const QFont& font, int width, Qt::TextElideMode mode) const;

    mutable QCache<QString, QStaticText> m_shaped { 2048 };
};

} // namespace Topo::Ui
