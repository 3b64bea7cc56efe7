// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exporter.h"
#include "export/svgcompaction.h"

#include "export/paperpages.h"
#include "io/wholefile.h"
#include "util/nametable.h"
#include "util/tr.h"
#include "util/xmltext.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QHashSeed>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace Topo::Ui {

namespace {

// A PNG beyond this many pixels (about 480 MB in memory; a 256-GPU host at 2x is past it) is
// refused with a message rather than risking the machine's memory; SVG and PDF have no limit.
constexpr qint64 maxImagePixels = 120'000'000;

constexpr QPainter::RenderHints exportRenderHints
    = QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform;

/// Replaces the character data of the first <tag>…</tag> (QSvgGenerator writes each once).
void replaceElementText(QByteArray& svg, const QByteArray& tag, const QString& text)
{
    const QByteArray open = '<' + tag + '>';
    const QByteArray close = "</" + tag + '>';
    const qsizetype start = svg.indexOf(open);
    const qsizetype end = start < 0 ? -1 : svg.indexOf(close, start + open.size());
    if (start < 0 || end < 0)
        return;
    svg.replace(start + open.size(), end - start - open.size(), escapeXml(text).toUtf8());
}

/// QPdfEngine keeps the fonts it embeds in a QHash and writes them in hash order; with Qt's
/// per-process random hash seed, the font objects of two runs come out in different orders
/// (same pages, different bytes). The hashes a PDF engine creates take the seed current at the
/// time, so a zero seed while the PDF is painted makes it byte-identical across runs; the random
/// seed is back for everything created afterwards.
class DeterministicHashSeed
{
public:
    DeterministicHashSeed() { QHashSeed::setDeterministicGlobalSeed(); }
    ~DeterministicHashSeed() { QHashSeed::resetRandomGlobalSeed(); }
    DeterministicHashSeed(const DeterministicHashSeed&) = delete;
    DeterministicHashSeed& operator=(const DeterministicHashSeed&) = delete;
};

// The first row of a format gives its name; a later one is an alias it is also known by.
constexpr NamedValue<ExportFormat> formatNames[] = {
    { ExportFormat::Svg, u"svg" },
    { ExportFormat::Png, u"png" },
    { ExportFormat::Pdf, u"pdf" },
    { ExportFormat::Dot, u"dot" },
    { ExportFormat::Dot, u"gv" },
};

} // namespace

QString exportFormatName(ExportFormat format)
{
    return nameOf(formatNames, format);
}

std::optional<ExportFormat> exportFormatFromName(QStringView name)
{
    // Case-insensitive, as file suffixes are ("PNG").
    for (const auto& row : formatNames) {
        if (name.compare(QStringView(row.name), Qt::CaseInsensitive) == 0)
            return row.value;
    }
    return std::nullopt;
}

std::optional<ExportFormat> exportFormatOfFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix();
    return suffix.isEmpty() ? std::nullopt : exportFormatFromName(suffix);
}

QString escapeXml(const QString& text)
{
    return Text::escapeXml(text);
}

QByteArray finishSvg(QByteArray svg, const DocumentInfo& info)
{
    // QSvgGenerator escapes text items but not characters XML forbids: a control character in
    // a remote device name would end the document for every XML reader. In UTF-8 those bytes
    // only ever stand for themselves, so a byte pass is exact.
    // Most documents have none: then the bytes stay where they are.
    const auto forbidden = [](char ch) {
        const auto b = static_cast<unsigned char>(ch);
        return b < 0x20 && b != '\t' && b != '\n' && b != '\r';
    };
    QByteArray clean;
    if (std::none_of(svg.cbegin(), svg.cend(), forbidden)) {
        clean = std::move(svg);
    } else {
        clean.reserve(svg.size());
        for (const char ch : std::as_const(svg)) {
            if (forbidden(ch))
                clean += "\xEF\xBF\xBD";
            else
                clean += ch;
        }
    }
    // Title and description written here, escaped: Qt 6.4 copies them into the XML verbatim.
    replaceElementText(clean, "title", exportLine(info.title));
    replaceElementText(clean, "desc", info.description);
    return clean;
}

QByteArray renderSvg(const ExportPage& page, const DocumentInfo& info)
{
    return compactSvg(renderPaintedSvg(page, info));
}

QByteArray renderPaintedSvg(const ExportPage& page, const DocumentInfo& info)
{
    const QSizeF size = page.naturalSize();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setResolution(int(exportBaseDpi));
    generator.setSize(QSize(int(std::ceil(size.width())), int(std::ceil(size.height()))));
    generator.setViewBox(QRectF(QPointF(0, 0), size));
    // No setTitle()/setDescription(): finishSvg() writes both, escaped.
    {
        QPainter painter(&generator);
        painter.setRenderHints(exportRenderHints);
        page.paint(&painter, QRectF(QPointF(0, 0), size));
    }
    return finishSvg(buffer.data(), info);
}

QImage renderImage(const ExportPage& page, qreal dpi)
{
    const QSizeF size = page.naturalSize();
    const qreal ratio = dpi / exportBaseDpi;
    const QSize pixels(int(std::ceil(size.width() * ratio)), int(std::ceil(size.height() * ratio)));
    if (pixels.isEmpty() || qint64(pixels.width()) * pixels.height() > maxImagePixels)
        return {};
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    // Painted like a HiDPI screen: the painter works in page units, cosmetic pens and fonts
    // scale with the ratio, so a 2× PNG looks like the window on a 2× screen.
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHints(exportRenderHints);
        page.paint(&painter, QRectF(QPointF(0, 0), size));
    }
    const int dotsPerMeter = qRound(dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

QByteArray encodePng(const QImage& image)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return {};
    return png;
}

QByteArray finishPdf(QByteArray pdf, const QDateTime& created)
{
    // Qt 6.4 writes "/CreationDate (D:YYYYMMDDHHmmSS" then "Z)" or "+HH'mm')" in the Info
    // dictionary, from the clock. The same length again keeps every xref offset right.
    static const QRegularExpression date(QStringLiteral("/CreationDate \\(D:(\\d{14})(Z|[+-]\\d\\d'\\d\\d')\\)"));
    const QString latin = QString::fromLatin1(pdf.left(4096)); // the Info dictionary is object 1
    const QRegularExpressionMatch match = date.match(latin);
    if (!match.hasMatch())
        return pdf;
    const QDateTime when = (created.isValid() ? created : QDateTime::fromSecsSinceEpoch(0, Qt::UTC)).toUTC();
    const QString zone = match.captured(2) == u"Z" ? QStringLiteral("Z") : QStringLiteral("+00'00'");
    const QString replacement = u"/CreationDate (D:" + when.toString(QStringLiteral("yyyyMMddHHmmss")) + zone + u')';
    if (replacement.size() != match.capturedLength(0))
        return pdf;
    pdf.replace(match.capturedStart(0), match.capturedLength(0), replacement.toLatin1());
    return pdf;
}

QByteArray renderPdf(const QList<ExportPagePtr>& pages, const DocumentInfo& info, bool pageFooter)
{
    QByteArray pdf;
    QBuffer buffer(&pdf);
    buffer.open(QIODevice::WriteOnly);
    {
        const DeterministicHashSeed seed;
        QPdfWriter writer(&buffer);
        // Device units = page units (1/96 in): the scene's fonts and cosmetic pens come out as
        // on the screen. Coordinates are written as reals, so nothing is lost to rounding.
        writer.setResolution(int(exportBaseDpi));
        // QPdfWriter escapes its Info strings itself; line breaks and controls are just noise.
        writer.setTitle(exportLine(info.title));
        writer.setCreator(QStringLiteral("TopoLens %1").arg(QStringLiteral(TOPOLENS_VERSION)));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        auto pageSizeOf = [](const ExportPage& page) {
            const QSizeF points = page.naturalSize() * (72.0 / exportBaseDpi);
            return QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch);
        };
        if (!pages.isEmpty())
            writer.setPageSize(pageSizeOf(*pages.first()));
        QPainter painter(&writer);
        painter.setRenderHints(exportRenderHints);
        const QFont footerFont = exportFont(7.5);
        const QString footerTitle = exportLine(info.title);
        for (int i = 0; i < pages.size(); ++i) {
            if (i > 0) {
                writer.setPageSize(pageSizeOf(*pages[i]));
                writer.newPage();
            }
            const QSizeF size = pages[i]->naturalSize();
            pages[i]->paint(&painter, QRectF(QPointF(0, 0), size));
            if (pageFooter) {
                const QString number = Tr::tr("page %1 of %2").arg(i + 1).arg(pages.size());
                const QFontMetricsF metrics(footerFont);
                const qreal width = size.width() - 2 * PaperPage::margin;
                const QString footer = metrics.elidedText(footerTitle, Qt::ElideRight,
                                           width - metrics.horizontalAdvance(number) - 24);
                painter.setFont(footerFont);
                painter.setPen(SceneTheme::light().mutedText);
                const QRectF line(PaperPage::margin, size.height() - PaperPage::margin + 12, width, metrics.height());
                painter.drawText(line, Qt::AlignLeft | Qt::TextSingleLine, footer);
                painter.drawText(line, Qt::AlignRight | Qt::TextSingleLine, number);
            }
        }
    }
    return finishPdf(pdf, info.created);
}

Status writeExportFile(const QString& path, const QByteArray& data)
{
    if (path == u"-") {
        if (std::fwrite(data.constData(), 1, size_t(data.size()), stdout) != size_t(data.size()) || std::fflush(stdout) != 0)
            return fail(Tr::tr("cannot write to standard output"));
        return Status::success();
    }
    return writeWholeFile(path, data); // a derived file: replaced whole, not waited on to the disk
}

} // namespace Topo::Ui
