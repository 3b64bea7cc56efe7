// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportsource.h"

#include "export/topologypages.h"
#include "export/tablespage.h"
#include "analyze/benchmarkoutliers.h"
#include "machines/comparisonmodel.h"
#include "export/heatmapexport.h"
#include "layout/dotfile.h"
#include "layout/pagedrawing.h"
#include "layout/topologyexport.h"
#include "io/svgdrawing.h"
#include "util/nametable.h"
#include "util/tr.h"

#include <QStandardItemModel>

#include <tuple>

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
    return Layout::machineCaption(machine);
}

ExportHeader exportHeader(const ExportSource& source, ExportView view)
{
    // Core's header for the page (layout/pagedrawing.h), which topolens-cli draws too. A
    // benchmark picture names its machine on a line of its own; side by side, each drawing is
    // labelled with its machine already.
    QList<const Machine*> machines;
    if (source.host && view != ExportView::Guest && !isBenchmarkView(view))
        machines << source.host;
    if (source.guest && view != ExportView::Host && !isBenchmarkView(view))
        machines << source.guest;
    const Layout::PageHeader page = Layout::pageHeader(source.snapshot(), source.fileName, machines, view == ExportView::SideBySide);
    ExportHeader header;
    header.title = page.title;
    header.details = page.details;
    header.warning = page.warning;
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
        dot += Layout::graphDot(source.hostScene->graph());
    if (view != ExportView::Host && source.guest && source.guestScene)
        dot += Layout::graphDot(source.guestScene->graph());
    if (dot.isEmpty())
        return fail(Tr::tr("Graphviz could not write the graph"));
    return dot;
}

namespace {

/// The SVG `topolens export` writes (core's drawing, io/svgdrawing.h) of a topology view, where
/// its scenes show what core draws: every option on, nothing selected, the light or the dark
/// theme, and labels the kept font metrics cover. One SVG from the window and the command line.
/// Nothing otherwise: Qt paints that page.
std::optional<QByteArray> coreTopologySvg(const ExportSource& source, ExportView view)
{
    const std::optional<Layout::TopologyPage> page = view == ExportView::Host ? std::optional(Layout::TopologyPage::Host)
        : view == ExportView::Guest                                          ? std::optional(Layout::TopologyPage::Guest)
        : view == ExportView::SideBySide                                     ? std::optional(Layout::TopologyPage::SideBySide)
                                                                             : std::nullopt;
    if (!page || !source.document || !source.canExport(view))
        return std::nullopt;
    const SceneTheme theme = source.theme();
    if (theme != SceneTheme::light() && theme != SceneTheme::dark())
        return std::nullopt;
    QList<Layout::LaidOutMachine> machines;
    for (const auto& [machine, scene, shown] : { std::tuple(source.host, source.hostScene, view != ExportView::Guest),
             std::tuple(source.guest, source.guestScene, view != ExportView::Host) }) {
        if (!shown || !machine)
            continue;
        if (!scene || scene->sceneRect().isEmpty() || !(scene->options() == TopologyScene::Options {}) || scene->selectedGpu() >= 0)
            return std::nullopt;
        machines.append({ machine, scene->graph(), scene->geometry() });
    }
    const std::optional<Layout::Drawing> drawn = Layout::drawLaidOutTopology(*source.document, source.fileName, *page, machines,
        theme == SceneTheme::dark() ? Layout::Palette::dark() : Layout::Palette::light());
    return drawn ? std::optional(svgDocument(*drawn)) : std::nullopt;
}

} // namespace

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
    if (request.format == ExportFormat::Svg) {
        if (std::optional<QByteArray> svg = coreTopologySvg(source, request.view)) {
            out.data = std::move(*svg);
            return out;
        }
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
