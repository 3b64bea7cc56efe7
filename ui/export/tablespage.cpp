// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/tablespage.h"

#include "topology/scenetheme.h"
#include "util/tr.h"

#include <QAbstractItemModel>
#include <QBrush>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

namespace {

// Gap between tables.
constexpr qreal sectionGap = 28;
// Table cells: padding, and a cap so that a 10 KB remote name cannot make a kilometre-wide table.
constexpr qreal cellPadding = 8;
constexpr qreal maxColumnWidth = 360;
constexpr qreal minColumnWidth = 44;

QColor colorOf(const QVariant& value, const QColor& fallback)
{
    if (value.canConvert<QBrush>() && value.userType() == QMetaType::QBrush)
        return value.value<QBrush>().color();
    if (value.canConvert<QColor>() && value.isValid())
        return value.value<QColor>();
    return fallback;
}

QStringList cellLines(const QVariant& display)
{
    QStringList lines = display.toString().split(u'\n');
    for (QString& line : lines)
        line = exportLine(line);
    return lines;
}

} // namespace

// --- tables ----------------------------------------------------------------------------------

namespace {
const QFont& tableFont(bool bold)
{
    static const QFont regular = exportFont(8.5);
    static const QFont strong = exportFont(8.5, true);
    return bold ? strong : regular;
}
} // namespace

ModelTablePainter::ModelTablePainter(const QAbstractItemModel* model, const SceneTheme& theme, bool verticalHeader)
    : m_model(model)
    , m_theme(theme)
    , m_verticalHeader(verticalHeader)
{
    const int rows = model->rowCount();
    const int columns = model->columnCount();
    const int firstColumn = verticalHeader ? 1 : 0;
    m_columnWidths.fill(minColumnWidth, columns + firstColumn);
    m_rowHeights.fill(0, rows + 1);
    const QFontMetricsF regular(tableFont(false));
    const QFontMetricsF bold(tableFont(true));
    auto measure = [&](const QStringList& lines, bool isBold, int row, int column) {
        const QFontMetricsF& m = isBold ? bold : regular;
        qreal w = 0;
        for (const QString& line : lines)
            w = std::max(w, m.horizontalAdvance(line));
        m_columnWidths[column] = std::clamp(w + 2 * cellPadding, m_columnWidths[column], maxColumnWidth);
        m_rowHeights[row] = std::max(m_rowHeights[row], lines.size() * m.height() + cellPadding);
    };
    for (int c = 0; c < columns; ++c)
        measure(cellLines(model->headerData(c, Qt::Horizontal, Qt::DisplayRole)), true, 0, c + firstColumn);
    for (int r = 0; r < rows; ++r) {
        if (verticalHeader)
            measure(cellLines(model->headerData(r, Qt::Vertical, Qt::DisplayRole)), true, r + 1, 0);
        for (int c = 0; c < columns; ++c) {
            const QModelIndex index = model->index(r, c);
            const QVariant font = model->data(index, Qt::FontRole);
            measure(cellLines(model->data(index, Qt::DisplayRole)), font.isValid() && font.value<QFont>().bold(), r + 1,
                c + firstColumn);
        }
    }
    qreal width = 0;
    for (qreal w : std::as_const(m_columnWidths))
        width += w;
    qreal height = 0;
    for (qreal h : std::as_const(m_rowHeights))
        height += h;
    m_size = QSizeF(width, height);
}

void ModelTablePainter::paint(QPainter* painter, const QPointF& topLeft) const
{
    const int rows = m_model->rowCount();
    const int columns = m_model->columnCount();
    const int firstColumn = m_verticalHeader ? 1 : 0;
    auto cell = [&](const QRectF& rect, const QStringList& lines, bool bold, const QColor& background, const QColor& text,
                    int alignment) {
        if (background.isValid())
            painter->fillRect(rect, background);
        const QFont& font = tableFont(bold);
        const QFontMetricsF metrics(font);
        painter->setFont(font);
        painter->setPen(text);
        const QRectF inner = rect.adjusted(cellPadding, cellPadding / 2, -cellPadding, -cellPadding / 2);
        qreal y = inner.top() + (inner.height() - lines.size() * metrics.height()) / 2;
        for (const QString& line : lines) {
            painter->drawText(QRectF(inner.left(), y, inner.width(), metrics.height()),
                (alignment & Qt::AlignHorizontal_Mask) | Qt::AlignVCenter | Qt::TextSingleLine,
                metrics.elidedText(line, Qt::ElideMiddle, inner.width()));
            y += metrics.height();
        }
    };
    const QColor headerBackground = m_theme.numaFill;
    qreal y = topLeft.y();
    for (int r = 0; r <= rows; ++r) {
        qreal x = topLeft.x();
        for (int c = 0; c < columns + firstColumn; ++c) {
            const QRectF rect(x, y, m_columnWidths[c], m_rowHeights[r]);
            const int modelColumn = c - firstColumn;
            if (r == 0 && modelColumn < 0) {
                // The empty corner.
            } else if (r == 0) {
                cell(rect, cellLines(m_model->headerData(modelColumn, Qt::Horizontal, Qt::DisplayRole)), true,
                    headerBackground, m_theme.text, Qt::AlignCenter);
            } else if (modelColumn < 0) {
                cell(rect, cellLines(m_model->headerData(r - 1, Qt::Vertical, Qt::DisplayRole)), true, headerBackground,
                    m_theme.text, Qt::AlignCenter);
            } else {
                const QModelIndex index = m_model->index(r - 1, modelColumn);
                const QColor background = colorOf(m_model->data(index, Qt::BackgroundRole), QColor());
                const QColor text = colorOf(m_model->data(index, Qt::ForegroundRole),
                    background.isValid() ? textColorOn(background) : m_theme.text);
                const QVariant font = m_model->data(index, Qt::FontRole);
                const QVariant alignment = m_model->data(index, Qt::TextAlignmentRole);
                cell(rect, cellLines(m_model->data(index, Qt::DisplayRole)), font.isValid() && font.value<QFont>().bold(),
                    background, text, alignment.isValid() ? alignment.toInt() : int(Qt::AlignLeft));
            }
            x += m_columnWidths[c];
        }
        y += m_rowHeights[r];
    }
    // Grid: hairlines over the cells, and a firmer line under and beside the headers.
    painter->setPen(QPen(m_theme.numaBorder, 1));
    painter->setBrush(Qt::NoBrush);
    qreal gx = topLeft.x();
    for (int c = 0; c <= columns + firstColumn; ++c) {
        painter->drawLine(QPointF(gx, topLeft.y() + (c == 0 && m_verticalHeader ? m_rowHeights[0] : 0)),
            QPointF(gx, topLeft.y() + m_size.height()));
        if (c < m_columnWidths.size())
            gx += m_columnWidths[c];
    }
    qreal gy = topLeft.y();
    for (int r = 0; r <= rows + 1; ++r) {
        painter->drawLine(QPointF(topLeft.x() + (r == 0 && m_verticalHeader ? m_columnWidths[0] : 0), gy),
            QPointF(topLeft.x() + m_size.width(), gy));
        if (r < m_rowHeights.size())
            gy += m_rowHeights[r];
    }
}

namespace {
const QFont& captionFont()
{
    static const QFont font = exportFont(10, true);
    return font;
}
const QFont& noteFont()
{
    static const QFont font = exportFont(8);
    return font;
}

/// The connection-class colours, as in the topology legend, for the matrix page.
struct LinkClassLegend
{
    static constexpr qreal height = 22;
    static QList<LinkClass> classes()
    {
        return QList<LinkClass>(std::begin(pairLinkClasses), std::end(pairLinkClasses));
    }
    static qreal width()
    {
        const QFontMetricsF m(noteFont());
        qreal w = 0;
        for (LinkClass c : classes())
            w += 26 + m.horizontalAdvance(linkClassName(c)) + 14;
        return w;
    }
    static void paint(QPainter* painter, const QPointF& at, const SceneTheme& theme)
    {
        const QFontMetricsF m(noteFont());
        painter->setFont(noteFont());
        qreal x = at.x();
        for (LinkClass c : classes()) {
            painter->fillRect(QRectF(x, at.y() + 3, 20, 12), linkClassColor(c));
            painter->setPen(theme.text);
            painter->drawText(QPointF(x + 26, at.y() + 13), linkClassName(c));
            x += 26 + m.horizontalAdvance(linkClassName(c)) + 14;
        }
    }
};
} // namespace

TablesExportPage::TablesExportPage(QList<Table> tables, ExportHeader header, const SceneTheme& theme, bool transparent,
    bool linkClassLegend)
    : m_tables(std::move(tables))
    , m_header(std::move(header))
    , m_theme(theme)
    , m_transparent(transparent)
    , m_linkClassLegend(linkClassLegend)
{
    m_tables.removeIf([](const Table& t) { return !t.model; });
}

namespace {
/// Notes under a table wrap at the page's width rather than being cut.
qreal noteHeight(const QString& note, qreal width)
{
    return QFontMetricsF(noteFont()).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, exportLine(note)).height() + 2;
}
} // namespace

qreal TablesExportPage::contentWidth() const
{
    qreal width = std::max(m_linkClassLegend ? LinkClassLegend::width() : 0, m_header.naturalWidth());
    for (const Table& t : m_tables)
        width = std::max(width, ModelTablePainter(t.model.get(), m_theme, t.verticalHeader).size().width());
    return std::max(width, 560.0);
}

QSizeF TablesExportPage::naturalSize() const
{
    const qreal captionHeight = QFontMetricsF(captionFont()).height() + 6;
    const qreal width = contentWidth();
    qreal height = m_header.height();
    for (int i = 0; i < m_tables.size(); ++i) {
        const Table& t = m_tables[i];
        height += (i ? sectionGap : 0) + captionHeight + ModelTablePainter(t.model.get(), m_theme, t.verticalHeader).size().height() + 6;
        if (i == 0 && m_linkClassLegend)
            height += LinkClassLegend::height + 4;
        for (const QString& note : t.notes)
            height += noteHeight(note, width);
    }
    return { width + 2 * exportMargin, height + 2 * exportMargin };
}

void TablesExportPage::paintNatural(QPainter* painter) const
{
    const QSizeF size = naturalSize();
    if (!m_transparent)
        painter->fillRect(QRectF(QPointF(0, 0), size), m_theme.background);
    painter->save();
    painter->translate(exportMargin, exportMargin);
    const qreal width = size.width() - 2 * exportMargin;
    m_header.paint(painter, width, m_theme);
    qreal y = m_header.height();
    const QFontMetricsF captionMetrics(captionFont());
    for (int i = 0; i < m_tables.size(); ++i) {
        const Table& t = m_tables[i];
        if (i)
            y += sectionGap;
        painter->setFont(captionFont());
        painter->setPen(m_theme.text);
        painter->drawText(QRectF(0, y, width, captionMetrics.height()), Qt::AlignLeft | Qt::TextSingleLine,
            captionMetrics.elidedText(exportLine(t.caption), Qt::ElideRight, width));
        y += captionMetrics.height() + 6;
        const ModelTablePainter table(t.model.get(), m_theme, t.verticalHeader);
        table.paint(painter, QPointF(0, y));
        y += table.size().height() + 6;
        if (i == 0 && m_linkClassLegend) {
            LinkClassLegend::paint(painter, QPointF(0, y), m_theme);
            y += LinkClassLegend::height + 4;
        }
        painter->setFont(noteFont());
        painter->setPen(m_theme.mutedText);
        for (const QString& note : t.notes) {
            const qreal h = noteHeight(note, width);
            painter->drawText(QRectF(0, y, width, h), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, exportLine(note));
            y += h;
        }
    }
    painter->restore();
}

} // namespace Topo::Ui
