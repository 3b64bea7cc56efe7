// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/paperpages.h"

#include "topology/scenetheme.h"
#include "util/tr.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

// --- paper -----------------------------------------------------------------------------------

PaperPage::PaperPage(ExportPagePtr content, QSizeF paper)
    : m_content(std::move(content))
    , m_paper(paper)
{
}

void PaperPage::paint(QPainter* painter, const QRectF& target) const
{
    const qreal scale = std::min(target.width() / m_paper.width(), target.height() / m_paper.height());
    painter->save();
    painter->translate(target.topLeft());
    painter->scale(scale, scale);
    // Shrink to fit inside the margins, never enlarge: a small table stays at its print size.
    const QRectF inner(margin, margin, m_paper.width() - 2 * margin, m_paper.height() - 2 * margin);
    const QSizeF natural = m_content->naturalSize();
    const QSizeF fitted = natural.width() <= inner.width() && natural.height() <= inner.height()
        ? natural
        : natural.scaled(inner.size(), Qt::KeepAspectRatio);
    m_content->paint(painter, QRectF(inner.left() + (inner.width() - fitted.width()) / 2, inner.top(), fitted.width(),
                                  fitted.height()));
    painter->restore();
}

// --- text pages ------------------------------------------------------------------------------

namespace {
const QFont& appendixFont()
{
    static const QFont font = exportMonospaceFont(7.5);
    return font;
}
const QFont& appendixHeadingFont()
{
    static const QFont font = exportFont(11, true);
    return font;
}
const QFont& appendixSubheadingFont()
{
    static const QFont font = exportFont(8);
    return font;
}
// A 64 MiB capture would be a 20,000-page appendix. The snapshot file keeps every byte; the
// report shows this much of each output and says what it left out.
constexpr int maxAppendixLines = 4000;
constexpr int tabWidth = 8;
const QChar continuationMark(0x21AA); // ↪

qreal textHeaderHeight(int subheadings)
{
    return QFontMetricsF(appendixHeadingFont()).height() + 4
        + subheadings * (QFontMetricsF(appendixSubheadingFont()).height() + 1) + 10;
}

/// One raw output line as printable text: tabs expanded, control characters visible.
QString printableLine(const QString& line)
{
    QString out;
    out.reserve(line.size());
    for (const QChar c : line) {
        const char16_t u = c.unicode();
        if (u == u'\t')
            out += QString(tabWidth - out.size() % tabWidth, u' ');
        else if (u == u'\r')
            continue;
        else if (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0))
            out += QChar(0xFFFD);
        else
            out += c;
    }
    return out;
}
} // namespace

TextExportPage::TextExportPage(QString heading, QStringList subheadings, QStringList lines, QSizeF size)
    : m_heading(std::move(heading))
    , m_subheadings(std::move(subheadings))
    , m_lines(std::move(lines))
    , m_size(size)
{
}

void TextExportPage::paintNatural(QPainter* painter) const
{
    // Always on white: an appendix is for reading and printing, whatever the diagram theme.
    const SceneTheme theme = SceneTheme::light();
    painter->fillRect(QRectF(QPointF(0, 0), m_size), theme.background);
    const qreal m = PaperPage::margin;
    const qreal width = m_size.width() - 2 * m;
    qreal y = m;
    auto draw = [&](const QString& text, const QFont& font, const QColor& color, qreal after) {
        const QFontMetricsF metrics(font);
        painter->setFont(font);
        painter->setPen(color);
        painter->drawText(QRectF(m, y, width, metrics.height()), Qt::AlignLeft | Qt::TextSingleLine,
            metrics.elidedText(exportLine(text), Qt::ElideRight, width));
        y += metrics.height() + after;
    };
    draw(m_heading, appendixHeadingFont(), theme.text, 4);
    for (const QString& s : m_subheadings)
        draw(s, appendixSubheadingFont(), theme.mutedText, 1);
    y += 9;
    painter->setPen(QPen(theme.numaBorder, 1));
    painter->drawLine(QPointF(m, y - 5), QPointF(m + width, y - 5));
    const QFontMetricsF metrics(appendixFont());
    painter->setFont(appendixFont());
    painter->setPen(theme.text);
    for (const QString& line : m_lines) {
        // Lines are wrapped to the page already; no layout, no elision, no interpretation.
        painter->drawText(QPointF(m, y + metrics.ascent()), line);
        y += metrics.lineSpacing();
    }
}

QList<ExportPagePtr> paginateText(const QString& heading, const QStringList& subheadings, const QString& text, QSizeF paper)
{
    const QFontMetricsF metrics(appendixFont());
    const qreal m = PaperPage::margin;
    const int columns = std::max(20, int((paper.width() - 2 * m) / metrics.horizontalAdvance(u'M')));
    const qreal textHeight = paper.height() - 2 * m - textHeaderHeight(int(subheadings.size()));
    const int linesPerPage = std::max(5, int(textHeight / metrics.lineSpacing()));

    QStringList wrapped;
    QStringList rawLines = text.split(u'\n');
    if (!rawLines.isEmpty() && rawLines.last().isEmpty())
        rawLines.removeLast(); // the output's final newline
    const qsizetype kept = std::min<qsizetype>(rawLines.size(), maxAppendixLines);
    for (qsizetype i = 0; i < kept; ++i) {
        QString line = printableLine(rawLines[i]);
        if (line.size() <= columns) {
            wrapped.append(line);
            continue;
        }
        wrapped.append(line.left(columns));
        for (qsizetype at = columns; at < line.size(); at += columns - 2)
            wrapped.append(continuationMark + u' ' + line.mid(at, columns - 2));
    }
    if (rawLines.isEmpty())
        wrapped.append(Tr::tr("(no output)"));
    if (rawLines.size() > kept)
        wrapped.append(Tr::tr("\u2026 %n more line(s) not shown here; the snapshot file has them all.", "",
            int(rawLines.size() - kept)));

    QList<ExportPagePtr> pages;
    for (qsizetype at = 0; at < wrapped.size(); at += linesPerPage) {
        const QString pageHeading = at == 0 ? heading : Tr::tr("%1 (continued)").arg(heading);
        pages.append(std::make_shared<TextExportPage>(pageHeading, subheadings, wrapped.mid(at, linesPerPage), paper));
    }
    return pages;
}

} // namespace Topo::Ui
