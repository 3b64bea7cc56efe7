// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportpage.h"
#include "util/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QImage>
#include <QList>
#include <QString>

#include <optional>

namespace Topo::Ui {

/// The file formats of File › Export and `topolens export`.
enum class ExportFormat { Svg, Png, Pdf, Dot };
QString exportFormatName(ExportFormat format); // "svg", "png", "pdf", "dot": stable, for the CLI
std::optional<ExportFormat> exportFormatFromName(QStringView name);
/// By a file name's suffix (".svg", …), for "-o out.svg" without --format.
std::optional<ExportFormat> exportFormatOfFile(const QString& path);

/// What a document says about itself: the SVG <title>/<desc>, the PDF Info dictionary.
struct DocumentInfo
{
    QString title;
    QString description;
    /// Written as the PDF's creation date instead of "now", so that two exports of one
    /// snapshot are byte-identical. The snapshot's own time; invalid: the Unix epoch.
    QDateTime created;
};

/// The screen's resolution, in which pages measure themselves (1/96 inch).
inline constexpr qreal exportBaseDpi = 96;
/// PNG default: twice the screen, what a HiDPI screen shows.
inline constexpr qreal exportDefaultDpi = 192;

/// Paints a page with QSvgGenerator. Qt 6.4 writes <title> and <desc> unescaped and passes
/// control characters of text items through, which makes the XML ill-formed: both are taken
/// care of here, and the output is deterministic (no dates, no random ids). Then compacted
/// (export/svgcompaction.h): the same picture in a third of the bytes.
QByteArray renderSvg(const ExportPage& page, const DocumentInfo& info);
/// The same before compaction, as QSvgGenerator painted it (tests hold the two to one picture).
QByteArray renderPaintedSvg(const ExportPage& page, const DocumentInfo& info);

/// Paints a page into an image at `dpi` (device pixel ratio dpi/96, so lines and text are as
/// thick as on a HiDPI screen). Null when the picture would be unreasonably large.
QImage renderImage(const ExportPage& page, qreal dpi);
/// Transparent where the page paints no background.
QByteArray encodePng(const QImage& image);

/// Paints pages into one PDF (vector; each page its own natural size), title and creator in
/// the Info dictionary. `pageFooter`: "TITLE · page N of M" at the foot of every page.
QByteArray renderPdf(const QList<ExportPagePtr>& pages, const DocumentInfo& info, bool pageFooter = false);

/// Text for XML character data or a double-quoted attribute value: & < > " escaped, and the
/// characters XML 1.0 cannot carry at all (C0 controls except tab and line breaks, U+FFFE,
/// U+FFFF, lone surrogates) replaced by U+FFFD.
QString escapeXml(const QString& text);

/// The finishing pass over QSvgGenerator output (see renderSvg).
QByteArray finishSvg(QByteArray svg, const DocumentInfo& info);
/// Replaces the PDF's /CreationDate, which QPdfWriter sets to the current time and offers no
/// way to choose in Qt 6.4, by `created`, keeping its length so the xref offsets stay valid.
QByteArray finishPdf(QByteArray pdf, const QDateTime& created);

/// Writes data atomically (QSaveFile), or to standard output for "-". Safe on any thread.
Status writeExportFile(const QString& path, const QByteArray& data);

} // namespace Topo::Ui
