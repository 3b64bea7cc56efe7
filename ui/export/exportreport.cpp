// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportreport.h"

#include "export/htmlpage.h"

#include "export/paperpages.h"
#include "analyze/benchmarkoutliers.h"
#include "analyze/findings.h"
#include "machines/comparisonmodel.h"
#include "export/heatmapexport.h"
#include "util/tr.h"
#include "topology/scenetheme.h"

#include <QAbstractItemModel>
#include <QBrush>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

namespace Topo::Ui {

namespace {

/// The same cap as the PDF appendix (exportpage.cpp): enough for any real capture, and a
/// 64 MiB output does not become a browser-hanging page. The snapshot keeps everything.
constexpr qsizetype maxHtmlOutputLines = 4000;

QString html(const QString& text)
{
    return escapeXml(text);
}

QString cssColor(const QColor& color)
{
    return color.name(QColor::HexRgb);
}

QColor colorRole(const QVariant& value)
{
    if (value.userType() == QMetaType::QBrush)
        return value.value<QBrush>().color();
    return value.canConvert<QColor>() ? value.value<QColor>() : QColor();
}

QString htmlLines(const QVariant& display)
{
    QStringList lines = display.toString().split(u'\n');
    for (QString& line : lines)
        line = html(line);
    return lines.join(QStringLiteral("<br/>"));
}

/// An item model as an HTML table, with the model's colours and bold cells, as the PDF's
/// ModelTablePainter draws it.
QString htmlTable(const QAbstractItemModel* model, bool verticalHeader, const QString& cssClass)
{
    QString out = u"<table class=\"" + cssClass + u"\">\n<thead><tr>";
    if (verticalHeader)
        out += QStringLiteral("<th></th>");
    for (int c = 0; c < model->columnCount(); ++c)
        out += u"<th scope=\"col\">" + htmlLines(model->headerData(c, Qt::Horizontal, Qt::DisplayRole)) + u"</th>";
    out += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (int r = 0; r < model->rowCount(); ++r) {
        out += QStringLiteral("<tr>");
        if (verticalHeader)
            out += u"<th scope=\"row\">" + htmlLines(model->headerData(r, Qt::Vertical, Qt::DisplayRole)) + u"</th>";
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            const QColor background = colorRole(model->data(index, Qt::BackgroundRole));
            QColor foreground = colorRole(model->data(index, Qt::ForegroundRole));
            if (!foreground.isValid() && background.isValid())
                foreground = textColorOn(background);
            const QVariant font = model->data(index, Qt::FontRole);
            const bool bold = font.isValid() && font.value<QFont>().bold();
            QString style;
            if (background.isValid())
                style += u"background:" + cssColor(background) + u';';
            if (foreground.isValid())
                style += u"color:" + cssColor(foreground) + u';';
            out += style.isEmpty() ? QStringLiteral("<td>") : u"<td style=\"" + style + u"\">";
            const QString text = htmlLines(model->data(index, Qt::DisplayRole));
            out += bold ? u"<strong>" + text + u"</strong>" : text;
            out += QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
    }
    out += QStringLiteral("</tbody></table>\n");
    return out;
}

/// An SVG document as an element for an HTML page: no XML prolog.
QString inlineSvg(const QByteArray& svg)
{
    const qsizetype start = svg.indexOf("<svg");
    return QString::fromUtf8(start < 0 ? svg : svg.mid(start));
}

QString captureStatusLine(const RawCapture& capture)
{
    QString line = Tr::tr("Status: %1, exit code %2, %3 ms")
                       .arg(captureStatusName(capture.status))
                       .arg(capture.exitCode)
                       .arg(capture.durationMs);
    if (!capture.statusDetail.isEmpty())
        line += u" \u2014 " + capture.statusDetail;
    return line;
}

QString captureText(const RawCapture& capture)
{
    QString text = QString::fromUtf8(capture.stdoutData);
    if (!capture.stderrData.isEmpty()) {
        if (!text.isEmpty() && !text.endsWith(u'\n'))
            text += u'\n';
        text += u"\n--- " + Tr::tr("standard error") + u" ---\n" + QString::fromUtf8(capture.stderrData);
    }
    return text;
}

/// The page, or null where the source cannot draw it (onPaper() passes null on).
ExportPagePtr pageOrNull(const Result<ExportPagePtr>& page)
{
    return page ? *page : nullptr;
}

ExportPagePtr onPaper(ExportPagePtr page)
{
    return page ? std::make_shared<PaperPage>(std::move(page)) : nullptr;
}

ReportSection topologySection(const ExportSource& source, ReportFormat format)
{
    ReportSection section;
    section.id = QStringLiteral("topology");
    section.title = Tr::tr("Topology");
    const Result<ExportPagePtr> made = makeExportPage(source, ExportView::SideBySide, false);
    if (!made) {
        section.html = u"<p>" + html(made.error()) + u"</p>\n";
        return section;
    }
    const ExportPagePtr& overview = *made;
    if (format == ReportFormat::Html) {
        section.html = u"<div class=\"figure\">\n"
            + inlineSvg(renderSvg(*overview, exportDocumentInfo(source, ExportView::SideBySide))) + u"</div>\n";
        return section;
    }
    section.pages.append(onPaper(overview));
    // On paper the overview is small: each machine again on a page of its own.
    if (source.canExport(ExportView::Host) && source.canExport(ExportView::Guest)) {
        section.pages.append(onPaper(pageOrNull(makeExportPage(source, ExportView::Host, false))));
        section.pages.append(onPaper(pageOrNull(makeExportPage(source, ExportView::Guest, false))));
    }
    return section;
}

QString linkClassLegendHtml()
{
    QString out = QStringLiteral("<p class=\"legend\">");
    for (LinkClass c : pairLinkClasses) {
        const QColor background = linkClassColor(c);
        out += u"<span style=\"background:" + cssColor(background) + u";color:" + cssColor(textColorOn(background)) + u"\">"
            + html(linkClassName(c)) + u"</span>";
    }
    return out + QStringLiteral("</p>\n");
}

ReportSection matrixSection(const ExportSource& source, ReportFormat format)
{
    ReportSection section;
    section.id = QStringLiteral("matrix");
    section.title = Tr::tr("Host \u2192 Guest");
    if (format == ReportFormat::Pdf) {
        section.pages.append(onPaper(pageOrNull(makeExportPage(source, ExportView::Matrix, false))));
        return section;
    }
    section.html = linkClassLegendHtml() + u"<p>" + html(Tr::tr("Each guest GPU pair: the connection class and P2P read status the host gives that "
                                         "physical pair \u2192 what the guest sees. Bold cells changed."))
        + u"</p>\n" + htmlTable(source.comparison, true, QStringLiteral("matrix"));
    section.html += u"<h3>" + html(Tr::tr("Which host GPU each guest GPU is")) + u"</h3>\n"
        + htmlTable(gpuMappingModel(source).get(), false, QStringLiteral("mapping"));
    return section;
}

ReportSection appendixSection(const ExportSource& source, ReportFormat format)
{
    ReportSection section;
    section.id = QStringLiteral("appendix");
    section.title = Tr::tr("Appendix: raw captures");
    section.html = u"<p>" + html(Tr::tr("Every command TopoLens ran and its output, verbatim.")) + u"</p>\n";
    if (!source.snapshot())
        return section;
    for (const MachineSnapshot& machine : source.snapshot()->machines) {
        const QString machineTitle = machineRoleTitle(machine.role) + u": " + machine.label;
        section.html += u"<h3>" + html(machineTitle) + u"</h3>\n";
        for (const RawCapture& capture : machine.captures) {
            QStringList subheadings = { Tr::tr("Command: %1").arg(capture.command), captureStatusLine(capture) };
            if (!capture.note.isEmpty())
                subheadings << Tr::tr("Note: %1").arg(capture.note);
            const QString text = captureText(capture);
            if (format == ReportFormat::Pdf) {
                section.pages += paginateText(machineTitle + u" \u2014 " + capture.id, subheadings, text);
                continue;
            }

            QStringList lines = text.split(u'\n');
            const qsizetype total = lines.size();
            if (total > maxHtmlOutputLines)
                lines.resize(maxHtmlOutputLines);
            section.html += u"<section class=\"capture\">\n<h4>" + html(capture.id) + u"</h4>\n<p class=\"command\"><code>"
                + html(capture.command) + u"</code></p>\n<p class=\"meta\">" + html(captureStatusLine(capture)) + u"</p>\n";
            if (!capture.note.isEmpty())
                section.html += u"<p class=\"meta\">" + html(capture.note) + u"</p>\n";
            section.html += u"<pre>" + html(lines.join(u'\n')) + u"</pre>\n";
            if (total > maxHtmlOutputLines)
                section.html += u"<p class=\"meta\">"
                    + html(Tr::tr("\u2026 %n more line(s) not shown here; the snapshot file has them all.", "",
                        int(total - maxHtmlOutputLines)))
                    + u"</p>\n";
            section.html += QStringLiteral("</section>\n");
        }
    }
    return section;
}

const char* const reportStyle = R"(
body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; margin: 2em auto;
       max-width: 1200px; padding: 0 1.5em; line-height: 1.45; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
h2 { border-bottom: 1px solid #d0d7de; padding-bottom: 0.2em; margin-top: 2em; }
.meta { color: #59636e; margin: 0.1em 0; }
.warning { color: #cf222e; font-weight: bold; }
nav ol { padding-left: 1.2em; }
.figure { overflow-x: auto; border: 1px solid #d0d7de; }
.figure svg { display: block; }
table { border-collapse: collapse; margin: 0.5em 0 1em; font-size: 0.85em; }
th, td { border: 1px solid #c9d1d9; padding: 0.3em 0.6em; text-align: center; }
th { background: #f6f8fa; }
table.mapping td { text-align: left; }
.finding { border-left: 4px solid #8c959f; padding: 0.1em 0 0.1em 0.8em; margin: 1em 0; }
.finding.problem { border-left-color: #cf222e; }
.finding.warning { border-left-color: #bf8700; }
table.evidence td { text-align: left; }
.legend span { display: inline-block; padding: 0.1em 0.6em; margin-right: 0.3em; font-size: 0.85em; }
pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.78em; background: #f6f8fa;
      border: 1px solid #d0d7de; padding: 0.6em; white-space: pre-wrap; overflow-wrap: anywhere; }
.capture { break-inside: auto; }
.command code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
@media print { .figure { overflow: visible; border: none; } .figure svg { max-width: 100%; height: auto; } }
)";

} // namespace

std::optional<ReportFormat> reportFormatFromName(QStringView name)
{
    if (name.compare(u"pdf", Qt::CaseInsensitive) == 0)
        return ReportFormat::Pdf;
    if (name.compare(u"html", Qt::CaseInsensitive) == 0 || name.compare(u"htm", Qt::CaseInsensitive) == 0)
        return ReportFormat::Html;
    return std::nullopt;
}

std::optional<ReportFormat> reportFormatOfFile(const QString& path)
{
    return reportFormatFromName(QFileInfo(path).suffix());
}

void appendFindingsSection(QList<ReportSection>* sections, const ExportSource& source, ReportFormat format)
{
    if (!source.document)
        return;
    const QList<Finding>& findings = source.document->findings();
    ReportSection section;
    section.id = QStringLiteral("findings");
    section.title = Tr::tr("Findings");
    const QString summary = findings.isEmpty() ? Tr::tr("No findings: nothing in this snapshot stands in the way of its GPUs.")
                                               : Tr::tr("%n finding(s), most severe first. Each names the raw lines it rests on.", "",
                                                   int(findings.size()));
    auto gpuList = [](const Finding& f) {
        QStringList names;
        for (int gpu : f.gpus)
            names << QStringLiteral("GPU%1").arg(gpu);
        return names.join(QStringLiteral(", "));
    };
    if (format == ReportFormat::Pdf) {
        QString text;
        for (const Finding& f : findings) {
            text += u'[' + findingSeverityTitle(f.severity).toUpper() + u"] " + f.title + u'\n';
            text += u"  " + Tr::tr("Machine: %1").arg(machineRoleTitle(f.role) + u": " + f.machineLabel) + u"  (" + f.ruleId + u")\n";
            if (!f.gpus.isEmpty())
                text += u"  " + Tr::tr("GPUs: %1").arg(gpuList(f)) + u'\n';
            text += u"  " + f.explanation + u'\n';
            if (!f.advice.isEmpty())
                text += u"  " + Tr::tr("What to do: %1").arg(f.advice) + u'\n';
            for (const FindingEvidence& e : f.evidence)
                text += u"    " + e.captureId + u':' + QString::number(e.line) + u": " + e.text + u'\n';
            text += u'\n';
        }
        section.pages += paginateText(Tr::tr("Findings"), { summary }, text.isEmpty() ? summary : text);
        sections->append(section);
        return;
    }
    section.html = u"<p>" + html(summary) + u"</p>\n";
    for (const Finding& f : findings) {
        section.html += u"<section class=\"finding " + findingSeverityName(f.severity) + u"\">\n<h3>" + html(f.title) + u"</h3>\n"
            + u"<p class=\"meta\">" + html(findingSeverityTitle(f.severity) + u" \u00b7 " + machineRoleTitle(f.role) + u": " + f.machineLabel
                + u" \u00b7 " + f.ruleId + (f.gpus.isEmpty() ? QString() : u" \u00b7 " + gpuList(f)))
            + u"</p>\n<p>" + html(f.explanation) + u"</p>\n";
        if (!f.advice.isEmpty())
            section.html += u"<p><strong>" + html(Tr::tr("What to do:")) + u"</strong> " + html(f.advice) + u"</p>\n";
        if (!f.evidence.isEmpty()) {
            section.html += QStringLiteral("<table class=\"evidence\">\n");
            for (const FindingEvidence& e : f.evidence)
                section.html += u"<tr><td>" + html(e.captureId + u':' + QString::number(e.line)) + u"</td><td><code>" + html(e.text)
                    + u"</code></td></tr>\n";
            section.html += QStringLiteral("</table>\n");
        }
        section.html += QStringLiteral("</section>\n");
    }
    sections->append(section);
}

namespace {

/// What a run is, for its heading: "copybench · capture benchmark-1".
QString runHeading(const BenchmarkRun& run)
{
    QString text = run.toolDisplayName();
    if (!run.title.isEmpty() && run.title != text)
        text += u" \u2014 " + run.title;
    if (!run.captureId.isEmpty())
        text += Tr::tr(" \u00b7 capture %1").arg(run.captureId);
    return exportLine(text);
}

/// The same-class outliers of a bandwidth matrix as HTML, for under its heatmap.
QString outliersHtml(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix)
{
    const QList<BenchmarkOutlier> outliers = findBandwidthOutliers(machine, run, matrix);
    if (outliers.isEmpty()) {
        bool classified = false;
        for (const BenchmarkPairValue& p : classifyMatrixPairs(machine, run, matrix))
            classified = classified || p.pairClass.linkClass != LinkClass::Unknown;
        const QString text = classified
            ? Tr::tr("No outliers: within each connection class every pair is within %1\u00d7 of the best.").arg(defaultOutlierFactor)
            : Tr::tr("Not checked for outliers: no GPU pair of this run could be given a connection class (its GPUs did not "
                     "match the machine's, or the machine's topology is unknown).");
        return u"<p class=\"meta\">" + html(text) + u"</p>\n";
    }
    QString out = u"<p class=\"warning\">"
        + html(Tr::tr("%n pair(s) deliver more than %1\u00d7 less than the best pair of the same connection class:", "",
                   int(outliers.size()))
                .arg(defaultOutlierFactor))
        + u"</p>\n<ul class=\"outliers\">\n";
    for (const BenchmarkOutlier& o : outliers)
        out += u"<li>" + html(describeOutlier(o, matrix.unit)) + u"</li>\n";
    return out + QStringLiteral("</ul>\n");
}

QString figureHtml(const ExportPage& page)
{
    DocumentInfo info;
    info.title = page.title();
    return u"<div class=\"figure\">\n" + inlineSvg(renderSvg(page, info)) + u"</div>\n";
}

} // namespace

void appendHeatmapSection(QList<ReportSection>* sections, const ExportSource& source, ReportFormat format)
{
    QList<const Machine*> machines;
    for (const Machine* m : source.allMachines()) {
        if (!m->benchmarks.isEmpty())
            machines.append(m);
    }
    if (machines.isEmpty())
        return;
    ReportSection section;
    section.id = QStringLiteral("heatmaps");
    section.title = Tr::tr("Benchmarks");
    section.html = u"<p>" + html(Tr::tr("Each bandwidth matrix of the imported benchmark runs as a heatmap, with the GPU pairs that deliver "
                                        "clearly less than the best pair of their connection class listed under it; and the size "
                                        "sweeps over message size."))
        + u"</p>\n";
    const SceneTheme theme = source.theme();
    // On paper each picture is a page with the report's header; in the page the headings say it.
    const ExportHeader paperHeader = exportHeader(source, ExportView::Heatmap);
    const bool pdf = format == ReportFormat::Pdf;
    for (const Machine* machine : std::as_const(machines)) {
        section.html += u"<h3>" + html(exportLine(machineCaption(*machine))) + u"</h3>\n";
        for (const BenchmarkRun& run : machine->benchmarks) {
            section.html += u"<h4>" + html(runHeading(run)) + u"</h4>\n";
            bool drawn = false;
            for (const BenchmarkMatrix& matrix : run.matrices) {
                if (!isBandwidthMatrix(matrix) || matrix.filledCells() == 0)
                    continue;
                drawn = true;
                if (pdf) {
                    section.pages.append(onPaper(std::make_shared<HeatmapExportPage>(*machine, run, matrix, paperHeader, theme)));
                    continue;
                }
                // The outliers follow as text, so the picture leaves them out.
                HeatmapExportPage page(*machine, run, matrix, {}, theme);
                page.clearNotes();
                section.html += figureHtml(page) + outliersHtml(*machine, run, matrix);
            }
            if (!run.sweeps.isEmpty()) {
                const ExportHeader header = pdf ? paperHeader : ExportHeader {};
                ExportPagePtr chart = pageOrNull(makeRunSweepExportPage(*machine, run, SweepQuantity::Bandwidth, header, theme));
                if (!chart)
                    chart = pageOrNull(makeRunSweepExportPage(*machine, run, SweepQuantity::Latency, header, theme));
                if (chart) {
                    drawn = true;
                    if (pdf)
                        section.pages.append(onPaper(chart));
                    else
                        section.html += figureHtml(*chart);
                }
            }
            if (!drawn)
                section.html += u"<p class=\"meta\">" + html(Tr::tr("No bandwidth matrix or size sweep in this run.")) + u"</p>\n";
        }
    }
    sections->append(section);
}

QList<ReportSection> reportSections(const ExportSource& source, ReportFormat format)
{
    QList<ReportSection> sections;
    sections.append(topologySection(source, format));
    if (source.canExport(ExportView::Matrix))
        sections.append(matrixSection(source, format));
    appendFindingsSection(&sections, source, format);
    appendHeatmapSection(&sections, source, format);
    sections.append(appendixSection(source, format));
    return sections;
}

namespace {

/// The report's first page: what was reviewed, and where each section starts.
class CoverPage : public FixedExportPage
{
public:
    struct Entry
    {
        QString title;
        int page = 0;
    };
    CoverPage(ExportHeader header, QString note, QList<Entry> contents)
        : m_header(std::move(header))
        , m_note(std::move(note))
        , m_contents(std::move(contents))
    {
    }
    QSizeF naturalSize() const override { return PaperPage::a4Landscape(); }
    QString title() const override { return m_header.title; }

protected:
    void paintNatural(QPainter* painter) const override
    {
        const SceneTheme theme = SceneTheme::light();
        const QSizeF size = naturalSize();
        painter->fillRect(QRectF(QPointF(0, 0), size), theme.background);
        const qreal m = PaperPage::margin * 1.5;
        const qreal width = size.width() - 2 * m;
        qreal y = m;
        // Remote text is drawn as plain text: word-wrapped, at most a few lines (clipped), never markup.
        auto block = [&](const QString& text, const QFont& font, const QColor& color, int maxLines, qreal after) {
            const QFontMetricsF metrics(font);
            const QRectF bounds = metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text);
            const qreal height = std::min(bounds.height(), maxLines * metrics.lineSpacing());
            painter->save();
            painter->setClipRect(QRectF(m, y, width, height));
            painter->setFont(font);
            painter->setPen(color);
            painter->drawText(QRectF(m, y, width, height + metrics.lineSpacing()), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
            painter->restore();
            y += height + after;
        };
        block(Tr::tr("Design review"), exportFont(11, true), theme.mutedText, 1, 8);
        block(exportLine(m_header.title), exportFont(20, true), theme.text, 3, 14);
        for (const QString& detail : m_header.details)
            block(exportLine(detail), exportFont(10), theme.mutedText, 2, 3);
        if (!m_header.warning.isEmpty())
            block(exportLine(m_header.warning), exportFont(10, true), theme.warning, 2, 3);
        if (!m_note.isEmpty()) {
            y += 10;
            block(exportLine(m_note), exportFont(9), theme.mutedText, 8, 3);
        }
        y += 28;
        block(Tr::tr("Contents"), exportFont(13, true), theme.text, 1, 8);
        const QFont entryFont = exportFont(10.5);
        const QFontMetricsF metrics(entryFont);
        painter->setFont(entryFont);
        for (const Entry& entry : m_contents) {
            const QString number = QString::number(entry.page);
            painter->setPen(theme.text);
            painter->drawText(QRectF(m, y, width * 0.6, metrics.height()), Qt::AlignLeft | Qt::TextSingleLine, entry.title);
            painter->drawText(QRectF(m, y, width * 0.6, metrics.height()), Qt::AlignRight | Qt::TextSingleLine, number);
            // A dotted leader between title and page number, as in a printed contents list.
            const qreal from = m + metrics.horizontalAdvance(entry.title) + 8;
            const qreal to = m + width * 0.6 - metrics.horizontalAdvance(number) - 8;
            if (to > from) {
                painter->setPen(QPen(theme.numaBorder, 1, Qt::DotLine));
                painter->drawLine(QPointF(from, y + metrics.ascent()), QPointF(to, y + metrics.ascent()));
            }
            y += metrics.lineSpacing() + 4;
        }
    }

private:
    ExportHeader m_header;
    QString m_note;
    QList<Entry> m_contents;
};

DocumentInfo reportInfo(const ExportSource& source)
{
    DocumentInfo info = exportDocumentInfo(source, ExportView::SideBySide);
    const ExportHeader header = exportHeader(source, ExportView::SideBySide);
    info.title = Tr::tr("%1 \u2014 design review").arg(header.title);
    return info;
}
} // namespace

QByteArray reportPdf(const ExportSource& source)
{
    QList<ExportPagePtr> pages;
    QList<CoverPage::Entry> contents;
    for (const ReportSection& section : reportSections(source, ReportFormat::Pdf)) {
        if (section.pages.isEmpty())
            continue;
        contents.append({ section.title, int(pages.size()) + 2 }); // after the cover
        for (const ExportPagePtr& page : section.pages) {
            if (page)
                pages.append(page);
        }
    }
    const QString note = source.snapshot() ? source.snapshot()->note : QString();
    pages.prepend(std::make_shared<CoverPage>(exportHeader(source, ExportView::Matrix), note, contents));
    return renderPdf(pages, reportInfo(source), true);
}

QByteArray reportHtml(const ExportSource& source)
{
    const ExportHeader header = exportHeader(source, ExportView::Matrix);
    const DocumentInfo info = reportInfo(source);
    const QList<ReportSection> sections = reportSections(source, ReportFormat::Html);
    QString out = htmlPageStart(exportLine(info.title), reportStyle) + u"<header>\n<h1>" + html(exportLine(header.title)) + u"</h1>\n";
    for (const QString& detail : header.details)
        out += u"<p class=\"meta\">" + html(detail) + u"</p>\n";
    if (!header.warning.isEmpty())
        out += u"<p class=\"warning\">" + html(header.warning) + u"</p>\n";
    if (source.snapshot() && !source.snapshot()->note.isEmpty())
        out += u"<p class=\"meta\">" + html(source.snapshot()->note) + u"</p>\n";
    out += u"</header>\n<nav>\n<h2>" + html(Tr::tr("Contents")) + u"</h2>\n<ol>\n";
    for (const ReportSection& section : sections)
        out += u"<li><a href=\"#" + html(section.id) + u"\">" + html(section.title) + u"</a></li>\n";
    out += QStringLiteral("</ol>\n</nav>\n");
    for (const ReportSection& section : sections) {
        out += u"<section id=\"" + html(section.id) + u"\">\n<h2>" + html(section.title) + u"</h2>\n" + section.html
            + u"</section>\n";
    }
    out += QStringLiteral("</body>\n</html>\n");
    return out.toUtf8();
}

QByteArray renderReport(const ExportSource& source, ReportFormat format)
{
    return format == ReportFormat::Pdf ? reportPdf(source) : reportHtml(source);
}

} // namespace Topo::Ui
