// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportsource.h"

#include "export/topologypages.h"
#include "export/tablespage.h"
#include "analyze/benchmarkoutliers.h"
#include "machines/comparisonmodel.h"
#include "export/heatmapexport.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "util/nametable.h"
#include "util/tr.h"

#include <QHash>
#include <QSet>
#include <QStandardItemModel>

#include <algorithm>

namespace Topo::Ui {

namespace {

// The names are the CLI's `--view` words; the titles are the export dialog's choices.
constexpr NamedTitledValue<ExportView> viewRows[] = {
    { ExportView::Host, u"host", QT_TRANSLATE_NOOP("TopoLens", "Host topology") },
    { ExportView::Guest, u"guest", QT_TRANSLATE_NOOP("TopoLens", "Guest topology") },
    { ExportView::SideBySide, u"side-by-side", QT_TRANSLATE_NOOP("TopoLens", "Host and guest side by side") },
    { ExportView::Matrix, u"matrix", QT_TRANSLATE_NOOP("TopoLens", "Host \u2192 Guest matrix") },
    { ExportView::Heatmap, u"heatmap", QT_TRANSLATE_NOOP("TopoLens", "Benchmark heatmap") },
    { ExportView::Sweeps, u"sweeps", QT_TRANSLATE_NOOP("TopoLens", "Size-sweep chart") },
};

/// Dates in exports are the same for every reader and locale: ISO, UTC.
QString snapshotTime(const Snapshot& snapshot)
{
    QDateTime when = snapshot.createdAt;
    for (const MachineSnapshot& m : snapshot.machines) {
        if (!when.isValid())
            when = m.collectedAt;
    }
    return when.isValid() ? when.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")) : QString();
}

/// agwrite output as a tree: subgraph blocks and statements (a statement may span lines).
struct DotItem
{
    QList<QByteArray> lines; // a statement's lines, or a block's header line
    QList<DotItem> children; // a block's body
    QByteArray closing;      // a block's closing line; empty for statements
    bool isBlock() const { return !closing.isEmpty(); }
};

QList<DotItem> parseDotBody(const QList<QByteArray>& lines, qsizetype* i, int depth)
{
    const QByteArray indent(depth, '\t');
    const QByteArray close = QByteArray(depth - 1, '\t') + '}';
    QList<DotItem> items;
    while (*i < lines.size() && lines[*i] != close) {
        DotItem item;
        const QByteArray& line = lines[*i];
        if (line.startsWith(QByteArray(indent + "subgraph ")) && line.endsWith('{')) {
            item.lines = { line };
            ++*i;
            item.children = parseDotBody(lines, i, depth + 1);
            item.closing = *i < lines.size() ? lines[*i] : QByteArray(indent + '}');
            ++*i;
        } else {
            // A statement ends on a line ending in ';'. A long quoted value that agwrite breaks
            // ends its lines in a backslash instead, so it cannot end one early.
            do {
                item.lines.append(lines[*i]);
                ++*i;
            } while (!item.lines.last().endsWith(';') && *i < lines.size() && lines[*i] != close);
        }
        items.append(item);
    }
    return items;
}

/// The node a statement declares, or empty for an edge, a subgraph or a default statement.
QByteArray declaredNode(const DotItem& item, const QSet<QByteArray>& nodeIds)
{
    if (item.isBlock())
        return {};
    const QByteArray first = item.lines.first().trimmed();
    qsizetype end = 0;
    while (end < first.size() && first[end] != '\t' && first[end] != ' ' && first[end] != ';' && first[end] != '[')
        ++end;
    const QByteArray id = first.left(end);
    return nodeIds.contains(id) && !first.mid(end).trimmed().startsWith("->") ? id : QByteArray();
}

/// Takes every node declaration out of the tree, keeping the attributed ones; subgraphs keep
/// bare references. Sibling subgraphs are sorted by their header line.
void normaliseDot(QList<DotItem>* items, int depth, const QSet<QByteArray>& nodeIds, QHash<QByteArray, DotItem>* attributed)
{
    QList<DotItem> kept;
    for (DotItem& item : *items) {
        if (item.isBlock()) {
            normaliseDot(&item.children, depth + 1, nodeIds, attributed);
            kept.append(item);
            continue;
        }
        const QByteArray id = declaredNode(item, nodeIds);
        if (id.isEmpty()) {
            kept.append(item);
            continue;
        }
        if (item.lines.size() > 1 || item.lines.first().contains('['))
            attributed->insert(id, item);
        if (depth > 1)
            kept.append(DotItem { { QByteArray(depth, '\t') + id + ';' }, {}, {} });
    }
    // Only subgraphs move, within each run of siblings.
    for (qsizetype run = 0; run < kept.size();) {
        qsizetype end = run;
        while (end < kept.size() && kept[end].isBlock())
            ++end;
        std::stable_sort(kept.begin() + run, kept.begin() + end,
            [](const DotItem& a, const DotItem& b) { return a.lines.first() < b.lines.first(); });
        run = end == run ? run + 1 : end;
    }
    *items = kept;
}

void writeDot(const QList<DotItem>& items, QList<QByteArray>* out)
{
    for (const DotItem& item : items) {
        *out += item.lines;
        if (item.isBlock()) {
            writeDot(item.children, out);
            out->append(item.closing);
        }
    }
}

/// agwrite lists subgraphs in the order of cgraph's internal ids, which are string addresses,
/// and declares each node (label and size) inside the first subgraph it writes that holds it:
/// the same graph written twice in one process can come out in two arrangements. Rewritten
/// here into one: every node declared at the top in the graph's own order, subgraphs sorted by
/// name and holding bare references, edges as agwrite wrote them. The same graph for Graphviz.
QByteArray canonicalDot(const QByteArray& dot, const Layout::Graph& graph)
{
    QList<QByteArray> lines = dot.split('\n');
    if (lines.size() < 3 || !lines.first().endsWith('{'))
        return dot;
    QSet<QByteArray> nodeIds;
    for (const Layout::GraphNode& n : graph.nodes)
        nodeIds.insert(n.id.toUtf8());
    qsizetype i = 1;
    QList<DotItem> body = parseDotBody(lines, &i, 1);
    if (i >= lines.size())
        return dot; // not agwrite's shape: leave it alone
    QHash<QByteArray, DotItem> attributed;
    normaliseDot(&body, 1, nodeIds, &attributed);

    QList<QByteArray> out { lines.first() };
    qsizetype at = 0;
    // Default statements ("graph [...]", "node [...]", "edge [...]") stay first.
    for (; at < body.size() && !body[at].isBlock(); ++at) {
        const QByteArray first = body[at].lines.first().trimmed();
        if (!first.startsWith("graph") && !first.startsWith("node") && !first.startsWith("edge"))
            break;
        out += body[at].lines;
    }
    QSet<QByteArray> written;
    for (const Layout::GraphNode& n : graph.nodes) {
        const QByteArray id = n.id.toUtf8();
        if (written.contains(id))
            continue;
        written.insert(id);
        const auto found = attributed.constFind(id);
        if (found == attributed.cend()) {
            out.append('\t' + id + ';');
            continue;
        }
        // Re-indented for the top level; lines that continue a broken quoted value stay as
        // they are, since their leading characters are part of the value.
        const QList<QByteArray>& statement = found->lines;
        out.append('\t' + statement.first().trimmed());
        for (qsizetype k = 1; k < statement.size(); ++k)
            out.append(statement[k - 1].endsWith('\\') ? statement[k] : QByteArray("\t\t" + statement[k].trimmed()));
    }
    writeDot(body.mid(at), &out);
    out += lines.mid(i); // the closing brace and the final empty line
    return out.join('\n');
}

} // namespace

std::shared_ptr<const QAbstractItemModel> gpuMappingModel(const ExportSource& source)
{
    auto model = std::make_shared<QStandardItemModel>(int(source.matches.size()), 5);
    model->setHorizontalHeaderLabels({ Tr::tr("Guest GPU"), Tr::tr("Guest address"), Tr::tr("Host GPU"),
        Tr::tr("Host address"), Tr::tr("Matched by") });
    for (int row = 0; row < source.matches.size(); ++row) {
        const GpuMatch& m = source.matches[row];
        const Gpu* gg = source.guest ? source.guest->gpu(m.guestGpu) : nullptr;
        const Gpu* hg = source.host ? source.host->gpu(m.hostGpu) : nullptr;
        const QStringList cells = { QStringLiteral("GPU%1").arg(m.guestGpu), gg && gg->bdf ? gg->bdf->toString() : QString(),
            QStringLiteral("GPU%1").arg(m.hostGpu), hg && hg->bdf ? hg->bdf->toString() : QString(),
            m.isAssumed() ? evidenceName(m.evidence) : evidenceName(m.evidence) + u": " + m.detail };
        for (int c = 0; c < cells.size(); ++c)
            model->setItem(row, c, new QStandardItem(cells[c]));
    }
    return model;
}

QString exportViewName(ExportView view)
{
    return nameOf(viewRows, view);
}

QString exportViewTitle(ExportView view)
{
    return Tr::tr(titleOf(viewRows, view));
}

std::optional<ExportView> exportViewFromName(QStringView name)
{
    return valueNamed(viewRows, name);
}

bool exportViewHasDot(ExportView view)
{
    return view == ExportView::Host || view == ExportView::Guest || view == ExportView::SideBySide;
}

bool isBenchmarkView(ExportView view)
{
    return view == ExportView::Heatmap || view == ExportView::Sweeps;
}

bool isHeatmapMatrix(const BenchmarkMatrix& matrix)
{
    return metricDirection(matrix) != MetricDirection::Neutral && matrix.filledCells() > 0;
}

ExportSource ExportSource::ofDocument(const SnapshotDocument& document, const QString& fileName)
{
    ExportSource source;
    source.document = &document;
    source.fileName = fileName;
    for (const Machine& m : document.machines())
        source.machines.append(&m);
    source.host = document.host();
    source.guest = document.guest();
    source.matches = document.gpuMatches();
    return source;
}

QList<const Machine*> ExportSource::allMachines() const
{
    if (!machines.isEmpty())
        return machines;
    QList<const Machine*> out;
    for (const Machine* m : { host, guest }) {
        if (m)
            out.append(m);
    }
    return out;
}

SceneTheme ExportSource::theme() const
{
    if (hostScene)
        return hostScene->theme();
    return guestScene ? guestScene->theme() : SceneTheme::light();
}

Status ExportSource::canExport(ExportView view) const
{
    QString reason;
    const bool hostDrawn = host && hostScene && !hostScene->sceneRect().isEmpty();
    const bool guestDrawn = guest && guestScene && !guestScene->sceneRect().isEmpty();
    switch (view) {
    case ExportView::Host:
        if (!hostDrawn)
            reason = Tr::tr("the snapshot has no host or bare-metal machine to draw");
        break;
    case ExportView::Guest:
        if (!guestDrawn)
            reason = Tr::tr("the snapshot has no guest machine");
        break;
    case ExportView::SideBySide:
        if (!hostDrawn && !guestDrawn)
            reason = Tr::tr("the snapshot has no machine to draw");
        break;
    case ExportView::Matrix:
        if (!host || !guest || !comparison)
            reason = Tr::tr("the Host \u2192 Guest matrix needs a host and a guest in the snapshot");
        break;
    case ExportView::Heatmap:
    case ExportView::Sweeps: {
        bool runs = false;
        bool data = false;
        for (const Machine* m : allMachines()) {
            for (const BenchmarkRun& run : m->benchmarks) {
                runs = true;
                if (view == ExportView::Sweeps)
                    data = data || !run.sweeps.isEmpty();
                else
                    data = data || std::any_of(run.matrices.cbegin(), run.matrices.cend(), isHeatmapMatrix);
            }
        }
        if (!runs)
            reason = Tr::tr("the snapshot has no benchmark results; import them first with File \u203a Import Benchmark Results\u2026");
        else if (!data)
            reason = view == ExportView::Sweeps ? Tr::tr("no benchmark run of the snapshot has a size sweep")
                                                : Tr::tr("no benchmark run of the snapshot has a GPU\u00d7GPU bandwidth or latency matrix");
        break;
    }
    }
    if (!reason.isEmpty())
        return fail(reason);
    return Status::success();
}

QString machineCaption(const Machine& machine)
{
    return machineRoleTitle(machine.role) + u": " + machine.label;
}

ExportHeader exportHeader(const ExportSource& source, ExportView view)
{
    ExportHeader header;
    const Snapshot* snapshot = source.snapshot();
    header.title = snapshot && !snapshot->title.isEmpty() ? snapshot->title : source.fileName;
    QStringList machines;
    // A benchmark picture names its machine on a line of its own.
    if (source.host && view != ExportView::Guest && !isBenchmarkView(view))
        machines << machineCaption(*source.host);
    if (source.guest && view != ExportView::Host && !isBenchmarkView(view))
        machines << machineCaption(*source.guest);
    // Side by side, each drawing is labelled with its machine already.
    if (view != ExportView::SideBySide && !machines.isEmpty())
        header.details << machines.join(QStringLiteral("  \u00b7  "));
    const QString when = snapshot ? snapshotTime(*snapshot) : QString();
    const QString version = Tr::tr("TopoLens %1").arg(QStringLiteral(TOPOLENS_VERSION));
    header.details << (when.isEmpty() ? Tr::tr("Snapshot time unknown \u00b7 %1").arg(version)
                                      : Tr::tr("Snapshot taken %1 \u00b7 %2").arg(when, version));
    if (snapshot && snapshot->reconstruction)
        header.warning = Tr::tr("Reconstruction, not a capture: the raw outputs were rebuilt from a written account.");
    return header;
}

DocumentInfo exportDocumentInfo(const ExportSource& source, ExportView view)
{
    const ExportHeader header = exportHeader(source, view);
    DocumentInfo info;
    info.title = header.title.isEmpty() ? exportViewTitle(view) : header.title + u" \u2014 " + exportViewTitle(view);
    info.description = (header.details + QStringList { header.warning }).join(u'\n').trimmed();
    info.created = source.snapshot() ? source.snapshot()->createdAt : QDateTime();
    return info;
}

namespace {

/// The Heatmap or Sweeps page of the choice: the chosen machine, or the first that has the data.
Result<ExportPagePtr> makeBenchmarkPage(const ExportSource& source, ExportView view, const BenchmarkChoice& choice,
    const ExportHeader& header, bool transparent)
{
    const QList<const Machine*> machines = source.allMachines();
    QList<const Machine*> candidates = machines;
    if (choice.machine >= 0)
        candidates = choice.machine < machines.size() ? QList<const Machine*> { machines[choice.machine] } : QList<const Machine*> {};
    QString firstError;
    for (const Machine* machine : std::as_const(candidates)) {
        QString why;
        if (view == ExportView::Sweeps) {
            Result<ExportPagePtr> page = makeSweepExportPage(*machine, choice.quantity, {}, header, source.theme());
            if (page)
                return page;
            why = page.error();
        } else {
            // The chosen matrix; without one the first bandwidth matrix, else the first heatmap matrix.
            for (int pass = 0; pass < 2; ++pass) {
                for (const BenchmarkRun& run : machine->benchmarks) {
                    if (!choice.captureId.isEmpty() && run.captureId != choice.captureId)
                        continue;
                    for (const BenchmarkMatrix& m : run.matrices) {
                        const bool wanted = !choice.metric.isEmpty() ? m.metric == choice.metric
                                                                     : (pass == 0 ? isBandwidthMatrix(m) : isHeatmapMatrix(m));
                        if (wanted && m.filledCells() > 0)
                            return ExportPagePtr(std::make_shared<HeatmapExportPage>(*machine, run, m, header, source.theme(), transparent));
                    }
                }
            }
            // None here: after every candidate, noHeatmapMatrixError names them all.
        }
        if (firstError.isEmpty())
            firstError = why;
    }
    if (Status possible = source.canExport(view); !possible)
        return fail(possible.error());
    if (view != ExportView::Sweeps && !candidates.isEmpty())
        return fail(noHeatmapMatrixError(candidates, choice.metric));
    return fail(firstError.isEmpty() ? Tr::tr("no such machine in the snapshot") : firstError);
}

} // namespace

Result<ExportPagePtr> makeExportPage(const ExportSource& source, ExportView view, bool transparent,
    const BenchmarkChoice& benchmark)
{
    if (Status possible = source.canExport(view); !possible)
        return fail(possible.error());
    const ExportHeader header = exportHeader(source, view);
    switch (view) {
    case ExportView::Host:
        return ExportPagePtr(std::make_shared<TopologyExportPage>(source.hostScene, header, transparent));
    case ExportView::Guest:
        return ExportPagePtr(std::make_shared<TopologyExportPage>(source.guestScene, header, transparent));
    case ExportView::SideBySide: {
        QList<SideBySideExportPage::Column> columns;
        if (source.host && source.hostScene && !source.hostScene->sceneRect().isEmpty())
            columns.append({ source.hostScene, machineCaption(*source.host) });
        if (source.guest && source.guestScene && !source.guestScene->sceneRect().isEmpty())
            columns.append({ source.guestScene, machineCaption(*source.guest) });
        return ExportPagePtr(std::make_shared<SideBySideExportPage>(columns, header, transparent));
    }
    case ExportView::Matrix: {
        TablesExportPage::Table comparison;
        comparison.caption = Tr::tr("Host \u2192 Guest: what each guest GPU pair gets");
        comparison.model = std::shared_ptr<const QAbstractItemModel>(source.comparison, [](const QAbstractItemModel*) {});
        comparison.notes = { Tr::tr("Each cell: connection class, then P2P read status. \u201chost \u2192 guest\u201d and bold where "
                                    "the guest sees something other than what the host gives that physical pair.") };
        TablesExportPage::Table mapping;
        mapping.caption = Tr::tr("Which host GPU each guest GPU is");
        mapping.model = gpuMappingModel(source);
        mapping.verticalHeader = false;
        return ExportPagePtr(std::make_shared<TablesExportPage>(QList<TablesExportPage::Table> { comparison, mapping }, header,
            source.theme(), transparent, true));
    }
    case ExportView::Heatmap:
    case ExportView::Sweeps:
        return makeBenchmarkPage(source, view, benchmark, header, transparent);
    }
    return fail(Tr::tr("unknown view \"%1\"").arg(exportViewName(view)));
}

Result<QByteArray> exportDot(const ExportSource& source, ExportView view)
{
    if (!exportViewHasDot(view))
        return fail(Tr::tr("the %1 view has no DOT form; use svg, png or pdf").arg(exportViewName(view)));
    if (Status possible = source.canExport(view); !possible)
        return fail(possible.error());
    QByteArray dot;
    if (view != ExportView::Guest && source.host && source.hostScene)
        dot += canonicalDot(Layout::toDot(source.hostScene->graph()), source.hostScene->graph());
    if (view != ExportView::Host && source.guest && source.guestScene)
        dot += canonicalDot(Layout::toDot(source.guestScene->graph()), source.guestScene->graph());
    if (dot.isEmpty())
        return fail(Tr::tr("Graphviz could not write the graph"));
    return dot;
}

Result<RenderedExport> renderExport(const ExportSource& source, const ExportRequest& request)
{
    RenderedExport out;
    if (request.format == ExportFormat::Dot) {
        Result<QByteArray> dot = exportDot(source, request.view);
        if (!dot)
            return fail(dot.error());
        out.data = std::move(dot).value();
        return out;
    }
    const Result<ExportPagePtr> page
        = makeExportPage(source, request.view, request.transparent && request.format == ExportFormat::Png, request.benchmark);
    if (!page)
        return fail(page.error());
    const DocumentInfo info = exportDocumentInfo(source, request.view);
    switch (request.format) {
    case ExportFormat::Svg:
        out.data = renderSvg(**page, info);
        break;
    case ExportFormat::Png:
        out.image = renderImage(**page, request.dpi);
        if (out.image.isNull())
            return fail(Tr::tr("the picture would be too large at %1 dpi; choose a lower resolution, or SVG or PDF")
                            .arg(request.dpi));
        break;
    case ExportFormat::Pdf:
        out.data = renderPdf({ *page }, info);
        break;
    case ExportFormat::Dot:
        break;
    }
    return out;
}

Status writeRenderedExport(const RenderedExport& rendered, const QString& path)
{
    if (!rendered.image.isNull()) {
        const QByteArray png = encodePng(rendered.image);
        if (png.isEmpty())
            return fail(Tr::tr("cannot encode the PNG"));
        return writeExportFile(path, png);
    }
    return writeExportFile(path, rendered.data);
}

} // namespace Topo::Ui
