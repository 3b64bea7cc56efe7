// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleetreport.h"

#include "analyze/fleet/analyzefleet.h"
#include "export/exporter.h"
#include "export/htmlpage.h"
#include "export/paperpages.h"
#include "topology/changemarks.h"
#include "fleet/fleetdrawingpage.h"
#include "fleet/fleetgroupsmodel.h"
#include "fleet/fleetheatmapwidget.h"
#include "fleet/fleethostsmodel.h"
#include "fleet/fleetslotgrid.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "topology/topologyscene.h"
#include "util/tr.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <memory>

namespace Topo::Ui {

namespace {

QString tr(const char* text, int n = -1)
{
    return QCoreApplication::translate("FleetReport", text, nullptr, n);
}

QString html(const QString& text)
{
    return escapeXml(text);
}

QString cssColor(const QColor& color)
{
    if (color.alpha() == 255)
        return color.name(QColor::HexRgb);
    return QStringLiteral("rgba(%1,%2,%3,%4)").arg(color.red()).arg(color.green()).arg(color.blue()).arg(color.alphaF(), 0, 'f', 2);
}

/// Each class's baseline machine drawn once; the figures of its groups share the scene.
struct BaselineDrawing
{
    Machine machine;
    QHash<QString, int> gpuBySlot;
    std::unique_ptr<TopologyScene> scene;
    QString host;
};

QHash<QString, std::shared_ptr<BaselineDrawing>> baselineDrawings(const FleetRun& run, const FleetAnalysis& analysis,
    const SceneTheme& theme, QStringList* problems)
{
    QHash<QString, std::shared_ptr<BaselineDrawing>> out;
    for (const FleetGroup& g : analysis.groups) {
        if (!g.baseline || g.hosts.isEmpty() || out.contains(g.hardwareClass))
            continue;
        const SharedDocument document = hostDocument(run, analysis, g.hosts.first());
        if (!document)
            continue;
        auto drawing = std::make_shared<BaselineDrawing>();
        drawing->machine = document->machines().first();
        drawing->gpuBySlot = baselineGpuSlots(drawing->machine);
        drawing->host = g.hosts.first();
        Layout::Graph graph = Layout::buildTopologyGraph(drawing->machine, Layout::GraphOptions());
        TopologyScene::measureLabels(graph);
        const Layout::LayoutResult layout = Layout::layoutBlocking(graph);
        if (!layout.error.isEmpty()) {
            problems->append(g.hardwareClass + u": " + layout.error);
            continue;
        }
        drawing->scene = std::make_unique<TopologyScene>();
        drawing->scene->setTheme(theme);
        drawing->scene->setTopology(drawing->machine, graph, layout.geometry);
        out.insert(g.hardwareClass, drawing);
    }
    return out;
}

/// The figure of one group: its class's baseline, its drift on it.
std::shared_ptr<FleetDrawingPage> groupFigure(const BaselineDrawing& drawing, const FleetGroup& group, const QList<DeviceChange>& drift)

{
    ExportHeader header;
    header.title = group.baseline ? tr("Baseline of %1").arg(group.hardwareClass)
                                  : tr("Group %1 on the baseline of %2").arg(FleetHostsModel::shortFingerprint(group.fingerprint), group.hardwareClass);
    header.details << tr("%1 (%2 hosts)").arg(group.nodeset).arg(group.hosts.size())
                   << tr("Drawn from %1").arg(drawing.host);
    return std::make_shared<FleetDrawingPage>(drawing.scene.get(),
        ChangeOverlay(drawing.scene.get(), group.baseline ? QList<DeviceChange>() : drift, drawing.gpuBySlot), header);
}

QStringList summaryLines(const FleetRun& run, const FleetAnalysis& analysis)
{
    QStringList lines;
    lines << tr("Engine: %1 \u00b7 node set: %2").arg(run.engine, run.nodeset);
    if (run.startedAt.isValid())
        lines << tr("Started %1, finished %2")
                     .arg(run.startedAt.toUTC().toString(Qt::ISODate), run.finishedAt.toUTC().toString(Qt::ISODate));
    if (!run.commandLine.isEmpty())
        lines << tr("Command: %1").arg(run.commandLine.join(u' '));
    QHash<NodeOutcome, int> outcomes;
    int drifted = 0;
    for (const FleetHost& h : analysis.hosts) {
        ++outcomes[h.outcome];
        drifted += h.drift.isEmpty() ? 0 : 1;
    }
    QStringList counts;
    for (NodeOutcome o : { NodeOutcome::Ok, NodeOutcome::Partial, NodeOutcome::Unreachable, NodeOutcome::TimedOut, NodeOutcome::Failed }) {
        if (outcomes.value(o))
            counts << QStringLiteral("%1 %2").arg(outcomes.value(o)).arg(nodeOutcomeTitle(o));
    }
    lines << tr("%1 machines: %2; %3 with drift, %4 groups")
                 .arg(analysis.hosts.size())
                 .arg(counts.join(QStringLiteral(", ")))
                 .arg(drifted)
                 .arg(analysis.groups.size());
    for (const GuestPairing& p : analysis.pairs)
        lines << tr("Guest %1 runs on %2 as %3 (%4)").arg(p.guest, p.host, p.vm, p.evidence);
    if (!analysis.unpairedGuests.isEmpty())
        lines << tr("Unpaired guests (no host's VM configuration claims them): %1").arg(analysis.unpairedGuests.join(QStringLiteral(", ")));
    return lines;
}

QString htmlModelTable(const QAbstractItemModel& model, const QList<int>& rows)
{
    QString out = QStringLiteral("<table>\n<thead><tr>");
    for (int c = 0; c < model.columnCount(); ++c)
        out += u"<th scope=\"col\">" + html(model.headerData(c, Qt::Horizontal).toString()) + u"</th>";
    out += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (int r : rows) {
        out += QStringLiteral("<tr>");
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            const QVariant foreground = index.data(Qt::ForegroundRole);
            const QString style = foreground.isValid()
                ? u" style=\"color:" + foreground.value<QBrush>().color().name(QColor::HexRgb) + u"\"" : QString();
            const bool bold = index.data(Qt::FontRole).isValid() && index.data(Qt::FontRole).value<QFont>().bold();
            const QString text = html(exportLine(index.data().toString()));
            out += u"<td" + style + u'>' + (bold ? u"<strong>" + text + u"</strong>" : text) + u"</td>";
        }
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</tbody></table>\n");
}

QList<int> allRows(const QAbstractItemModel& model)
{
    QList<int> rows;
    for (int r = 0; r < model.rowCount(); ++r)
        rows << r;
    return rows;
}

/// The heatmap in the report lists only the hosts that differ somewhere or did not answer
/// in full; the others are one line: a thousand green rows say nothing.
QList<int> heatmapRows(const FleetSlotGrid& grid, const FleetAnalysis& analysis)
{
    QList<int> rows;
    for (int r = 0; r < grid.rowCount(); ++r) {
        const FleetHost& h = analysis.hosts[r];
        if (!h.drift.isEmpty() || h.outcome != NodeOutcome::Ok)
            rows << r;
    }
    return rows;
}

QString htmlHeatmap(const FleetSlotGrid& grid, const FleetAnalysis& analysis)
{
    const QList<int> rows = heatmapRows(grid, analysis);
    QString out = u"<p class=\"meta\">"
        + html(tr("Hosts that differ from their baseline at some slot, or did not answer in full: %1 of %2; the others match at every slot.")
                   .arg(rows.size())
                   .arg(grid.rowCount()))
        + u"</p>\n<table class=\"heatmap\">\n<thead><tr><th></th>";
    for (int c = 0; c < grid.columnCount(); ++c)
        out += u"<th scope=\"col\">" + html(grid.columnTitle(c)) + u"</th>";
    out += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (int r : rows) {
        out += u"<tr><th scope=\"row\">" + html(exportLine(grid.host(r))) + u"</th>";
        for (int c = 0; c < grid.columnCount(); ++c) {
            const FleetSlotGrid::Cell& cell = grid.cell(r, c);
            const QColor color = FleetHeatmapWidget::cellColor(grid, cell);
            const QString style = color.isValid() ? u" style=\"background:" + cssColor(color) + u"\"" : QString();
            QString mark;
            if (cell.state == FleetSlotGrid::State::Drift)
                mark = changeMarkTitle(cell.mark).left(1);
            else if (cell.state == FleetSlotGrid::State::NoData)
                mark = QStringLiteral("\u2014");
            out += u"<td title=\"" + html(grid.cellText(r, c)) + u"\"" + style + u'>' + html(mark) + u"</td>";
        }
        out += QStringLiteral("</tr>\n");
    }
    out += QStringLiteral("</tbody></table>\n<p class=\"legend\">");
    for (const ChangeMarkStyle& s : changeMarkStyles())
        out += u"<span style=\"background:" + s.color.name(QColor::HexRgb) + u";color:" + textColorOn(s.color).name(QColor::HexRgb)
            + u"\">" + html(changeMarkTitle(s.mark)) + u"</span>";
    return out + QStringLiteral("</p>\n");
}

QString driftListHtml(const QList<DeviceChange>& drift)
{
    QString out = QStringLiteral("<ul class=\"drift\">\n");
    for (const DeviceChange& d : drift) {
        const ChangeMarkStyle& style = changeMarkStyle(changeMarkOf(d));
        out += u"<li><span class=\"mark\" style=\"background:" + style.color.name(QColor::HexRgb) + u"\"></span>"
            + html(exportLine(changeLine(d)));
        if (d.certainty == ChangeCertainty::ResampleUnderLoad)
            out += u" <em>" + html(tr("re-sample under load")) + u"</em>";
        if (!d.sentence.isEmpty())
            out += u"<br/><span class=\"meta\">" + html(exportLine(d.sentence)) + u"</span>";
        out += QStringLiteral("</li>\n");
    }
    return out + QStringLiteral("</ul>\n");
}

const char* const fleetStyle = R"(
body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; margin: 2em auto;
       max-width: 1280px; padding: 0 1.5em; line-height: 1.45; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
h2 { border-bottom: 1px solid #d0d7de; padding-bottom: 0.2em; margin-top: 2em; }
.meta { color: #59636e; margin: 0.1em 0; }
.figure { overflow-x: auto; border: 1px solid #d0d7de; margin: 0.5em 0; }
.figure svg { display: block; }
table { border-collapse: collapse; margin: 0.5em 0 1em; font-size: 0.82em; }
th, td { border: 1px solid #c9d1d9; padding: 0.25em 0.5em; text-align: left; }
th { background: #f6f8fa; }
table.heatmap td { min-width: 2.4em; text-align: center; font-weight: bold; color: #ffffff; }
.mark { display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.4em; border-radius: 2px; }
.legend span { display: inline-block; padding: 0.1em 0.6em; margin-right: 0.3em; font-size: 0.85em; }
@media print { .figure { overflow: visible; border: none; } .figure svg { max-width: 100%; height: auto; } }
)";

QString inlineSvg(const QByteArray& svg)
{
    const qsizetype start = svg.indexOf("<svg");
    return QString::fromUtf8(start < 0 ? svg : svg.mid(start));
}

DocumentInfo fleetInfo(const FleetRun& run)
{
    DocumentInfo info;
    info.title = tr("Fleet report: %1").arg(run.id);
    info.description = tr("%1 machines, collected with %2").arg(run.nodes.size()).arg(run.engine);
    info.created = run.finishedAt.isValid() ? run.finishedAt : run.startedAt;
    return info;
}

/// The hosts table as fixed-width text, for the PDF's text pages.
QString hostsText(const QAbstractItemModel& model)
{
    QList<int> widths;
    for (int c = 0; c < model.columnCount(); ++c) {
        int w = int(model.headerData(c, Qt::Horizontal).toString().size());
        for (int r = 0; r < model.rowCount(); ++r)
            w = std::max(w, int(exportLine(model.index(r, c).data().toString()).size()));
        widths << std::min(w, c == FleetHostsModel::DriftSummary ? 60 : 34);
    }
    auto line = [&](auto cellText) {
        QStringList cells;
        for (int c = 0; c < model.columnCount(); ++c) {
            QString text = exportLine(cellText(c));
            if (text.size() > widths[c])
                text = text.left(widths[c] - 1) + u'\u2026';
            cells << text.leftJustified(widths[c]);
        }
        return cells.join(QStringLiteral("  ")).trimmed();
    };
    QStringList lines = { line([&](int c) { return model.headerData(c, Qt::Horizontal).toString(); }) };
    for (int r = 0; r < model.rowCount(); ++r)
        lines << line([&](int c) { return model.index(r, c).data().toString(); });
    return lines.join(u'\n');
}

} // namespace

std::optional<FleetReportFormat> fleetReportFormatOfFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"html" || suffix == u"htm")
        return FleetReportFormat::Html;
    if (suffix == u"pdf")
        return FleetReportFormat::Pdf;
    return std::nullopt;
}

QByteArray fleetReportHtml(const FleetRun& run, const FleetAnalysis& analysis, const FleetReportOptions& options)
{
    QStringList problems;
    const auto drawings = baselineDrawings(run, analysis, options.theme, &problems);
    FleetGroupsModel groups;
    groups.setAnalysis(analysis);
    FleetHostsModel hosts;
    hosts.setAnalysis(analysis);
    const DocumentInfo info = fleetInfo(run);

    QString out = htmlPageStart(exportLine(info.title), fleetStyle) + u"<header>\n<h1>" + html(exportLine(info.title)) + u"</h1>\n";
    for (const QString& line : summaryLines(run, analysis))
        out += u"<p class=\"meta\">" + html(exportLine(line)) + u"</p>\n";
    for (const QString& p : std::as_const(problems))
        out += u"<p class=\"meta\">" + html(exportLine(p)) + u"</p>\n";
    out += QStringLiteral("</header>\n");
    if (!options.changesSince.isEmpty()) {
        out += u"<section id=\"since\">\n<h2>" + html(tr("Changed since run %1").arg(options.sinceRunId)) + u"</h2>\n<ul>\n";
        for (const QString& line : options.changesSince)
            out += u"<li>" + html(exportLine(line)) + u"</li>\n";
        out += QStringLiteral("</ul>\n</section>\n");
    }
    out += u"<section id=\"groups\">\n<h2>" + html(tr("Groups")) + u"</h2>\n" + htmlModelTable(groups, allRows(groups))
        + u"</section>\n";

    out += u"<section id=\"drawings\">\n<h2>" + html(tr("Baselines and their drift")) + u"</h2>\n";
    for (int r = 0; r < groups.rowCount(); ++r) {
        const FleetGroup& g = *groups.groupAt(r);
        const FleetGroup* compared = groups.groupAt(groups.comparedRowOf(g));
        const auto drawing = compared ? drawings.value(compared->hardwareClass) : nullptr;
        out += u"<h3>" + html(exportLine(g.baseline ? tr("Baseline of %1").arg(g.hardwareClass)
                                                     : tr("Group %1 (%2)").arg(FleetHostsModel::shortFingerprint(g.fingerprint), g.nodeset)))
            + u"</h3>\n";
        if (!g.baseline)
            out += driftListHtml(groups.driftOf(r));
        if (drawing) {
            const auto page = groupFigure(*drawing, g, groups.driftOf(r));
            out += u"<div class=\"figure\">\n" + inlineSvg(renderSvg(*page, info)) + u"</div>\n";
        }
    }
    out += QStringLiteral("</section>\n");

    QHash<QString, int> slots;
    for (const FleetGroup& g : analysis.groups) {
        const FleetGroup* compared = groups.groupAt(groups.comparedRowOf(g));
        if (const auto drawing = compared ? drawings.value(compared->hardwareClass) : nullptr)
            slots.insert(g.hardwareClass, int(drawing->gpuBySlot.size()));
    }
    const FleetSlotGrid grid = FleetSlotGrid::linkStatus(analysis, slots);
    out += u"<section id=\"heatmap\">\n<h2>" + html(tr("Link status by GPU slot")) + u"</h2>\n" + htmlHeatmap(grid, analysis)
        + u"</section>\n";

    out += u"<section id=\"hosts\">\n<h2>" + html(tr("Hosts")) + u"</h2>\n" + htmlModelTable(hosts, allRows(hosts));
    for (const FleetHost& h : analysis.hosts) {
        if (h.drift.isEmpty() && h.findings.isEmpty())
            continue;
        out += u"<h3 id=\"host-" + html(QString::number(hosts.rowOf(h.name))) + u"\">" + html(exportLine(h.name)) + u"</h3>\n";
        if (!h.drift.isEmpty())
            out += driftListHtml(h.drift);
        if (!h.findings.isEmpty()) {
            out += QStringLiteral("<ul class=\"findings\">\n");
            for (const Finding& f : h.findings)
                out += u"<li><strong>" + html(findingSeverityTitle(f.severity)) + u"</strong>: " + html(exportLine(f.title)) + u"</li>\n";
            out += QStringLiteral("</ul>\n");
        }
    }
    out += QStringLiteral("</section>\n</body>\n</html>\n");
    return out.toUtf8();
}

QByteArray fleetReportPdf(const FleetRun& run, const FleetAnalysis& analysis, const FleetReportOptions& options)
{
    QStringList problems;
    const auto drawings = baselineDrawings(run, analysis, options.theme, &problems);
    FleetGroupsModel groups;
    groups.setAnalysis(analysis);
    FleetHostsModel hosts;
    hosts.setAnalysis(analysis);
    const DocumentInfo info = fleetInfo(run);

    QList<ExportPagePtr> pages;
    QStringList front = summaryLines(run, analysis) + problems;
    if (!options.changesSince.isEmpty())
        front << QString() << tr("Changed since run %1").arg(options.sinceRunId) << options.changesSince;
    front << QString() << tr("Groups") << hostsText(groups);
    pages += paginateText(info.title, {}, front.join(u'\n'));
    for (int r = 0; r < groups.rowCount(); ++r) {
        const FleetGroup& g = *groups.groupAt(r);
        const FleetGroup* compared = groups.groupAt(groups.comparedRowOf(g));
        const auto drawing = compared ? drawings.value(compared->hardwareClass) : nullptr;
        if (drawing)
            pages << std::make_shared<PaperPage>(groupFigure(*drawing, g, groups.driftOf(r)));
        if (!g.baseline && !groups.driftOf(r).isEmpty()) {
            QStringList lines;
            for (const DeviceChange& d : groups.driftOf(r))
                lines << changeLine(d) + (d.sentence.isEmpty() ? QString() : u"\n    " + d.sentence);
            pages += paginateText(tr("Group %1: its drift").arg(FleetHostsModel::shortFingerprint(g.fingerprint)),
                { g.hardwareClass, g.nodeset }, lines.join(u'\n'));
        }
    }
    pages += paginateText(tr("Hosts"), {}, hostsText(hosts));
    return renderPdf(pages, info, true);
}

Status writeFleetReport(const QString& path, const FleetRun& run, const FleetAnalysis& analysis, const FleetReportOptions& options)
{
    const auto format = fleetReportFormatOfFile(path);
    if (!format)
        return fail(Tr::tr("%1: a fleet report is .html or .pdf").arg(path));
    return writeExportFile(path, *format == FleetReportFormat::Html ? fleetReportHtml(run, analysis, options)
                                                                    : fleetReportPdf(run, analysis, options));
}

} // namespace Topo::Ui
