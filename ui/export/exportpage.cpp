// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportpage.h"

#include "util/tr.h"
#include "topology/palette.h"

#include <QAbstractItemModel>
#include <QBrush>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

namespace {

// Gap between the two drawings of a side-by-side picture, and between tables.
constexpr qreal columnGap = 48;
constexpr qreal sectionGap = 28;
// Table cells: padding, and a cap so that a 10 KB remote name cannot make a kilometre-wide table.
constexpr qreal cellPadding = 8;
constexpr qreal maxColumnWidth = 360;
constexpr qreal minColumnWidth = 44;

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
    const QRectF source = scene->sceneRect();
    if (source.isEmpty())
        return;
    BackgroundBrushOff off(scene);
    scene->render(painter, QRectF(topLeft, source.size()), source, Qt::IgnoreAspectRatio);
}

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

QString exportLine(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\r' || u == u'\t')
            out += u' ';
        else if (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0))
            out += QChar(0xFFFD);
        else
            out += c;
    }
    return out;
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
        return { LinkClass::NVLink, LinkClass::PIX, LinkClass::PXB, LinkClass::PHB, LinkClass::Node, LinkClass::Sys };
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
