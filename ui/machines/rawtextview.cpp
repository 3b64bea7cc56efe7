// SPDX-License-Identifier: GPL-3.0-or-later
#include "machines/rawtextview.h"

#include <QFontDatabase>
#include <QPainter>
#include <QTextBlock>

#include <algorithm>

namespace Topo::Ui {

namespace {

/// The gutter left of the text; RawTextView paints it.
class LineNumberArea : public QWidget
{
public:
    explicit LineNumberArea(RawTextView* view)
        : QWidget(view)
        , m_view(view)
    {
    }
    QSize sizeHint() const override { return { m_view->lineNumberAreaWidth(), 0 }; }

protected:
    void paintEvent(QPaintEvent* event) override { m_view->paintLineNumbers(event); }

private:
    RawTextView* m_view;
};

} // namespace

RawTextView::RawTextView(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_lineNumbers(new LineNumberArea(this))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { setViewportMargins(lineNumberAreaWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect& rect, int dy) {
        if (dy)
            m_lineNumbers->scroll(0, dy);
        else
            m_lineNumbers->update(0, rect.y(), m_lineNumbers->width(), rect.height());
    });
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
}

int RawTextView::lineNumberAreaWidth() const
{
    const int digits = QString::number(std::max(1, blockCount())).size();
    return 12 + fontMetrics().horizontalAdvance(u'9') * digits;
}

void RawTextView::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect r = contentsRect();
    m_lineNumbers->setGeometry(QRect(r.left(), r.top(), lineNumberAreaWidth(), r.height()));
}

void RawTextView::paintLineNumbers(QPaintEvent* event)
{
    QPainter painter(m_lineNumbers);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible())
            painter.drawText(0, top, m_lineNumbers->width() - 6, height, Qt::AlignRight, QString::number(block.blockNumber() + 1));
        top += height;
        block = block.next();
    }
}

void RawTextView::showLine(int line)
{
    const QTextBlock block = document()->findBlockByNumber(std::max(0, line - 1));
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.select(QTextCursor::LineUnderCursor);
    setTextCursor(cursor);
    QTextEdit::ExtraSelection mark;
    mark.cursor = cursor;
    mark.format.setBackground(QColor(0xE6, 0x9F, 0x00, 90));
    mark.format.setProperty(QTextFormat::FullWidthSelection, true);
    setExtraSelections({ mark });
    centerCursor();
}

} // namespace Topo::Ui
