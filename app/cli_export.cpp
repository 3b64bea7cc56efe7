// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens export` and `topolens report`: the window's drawings written to SVG, PNG, PDF or
// DOT, and the design-review report, without a window. main.cpp gives these subcommands a
// QApplication (offscreen without a display), since they paint with the same scene classes.
#include "cli.h"
#include "clisupport.h"

#include "io/snapshotfile.h"
#include "util/tr.h"

#ifdef TOPOLENS_WITH_GUI
#include "export/exportreport.h"
#include "export/exportsource.h"
#include "export/headlessexport.h"
#include "export/heatmapexport.h"
#include "topology/sceneitems.h"

#include <QFontMetricsF>
#endif

namespace Topo::Cli {

#ifdef TOPOLENS_WITH_GUI

namespace {

/// What export and report share: SNAPSHOT, -o OUT, --theme.
struct CommonOptions
{
    QString snapshot;
    QString output;
    bool dark = false;
};

/// Reads the arguments of export or report: the common ones (SNAPSHOT, -o OUT, --theme) and
/// the command's own options.
Status readCommonArguments(const QStringList& args, const char16_t* command, CommonOptions* common, const QList<OptionTarget>& own)
{
    QString theme = QStringLiteral("light");
    const Status arguments = readOneOperand(args, command, u"SNAPSHOT", &common->snapshot,
        QList<OptionTarget> { { u"-o", &common->output }, { u"--output", &common->output }, { u"--theme", &theme } } + own);
    if (!arguments)
        return arguments;
    if (theme != u"light" && theme != u"dark")
        return fail(Tr::tr("--theme is light or dark, not \"%1\"").arg(theme));
    common->dark = theme == u"dark";
    return Status::success();
}

std::unique_ptr<Ui::HeadlessExport> load(const CommonOptions& options)
{
    Result<std::unique_ptr<Ui::HeadlessExport>> loaded
        = Ui::HeadlessExport::open(options.snapshot, options.dark ? Ui::SceneTheme::dark() : Ui::SceneTheme::light());
    if (!loaded) {
        print(stderr, u"topolens: " + loaded.error() + u'\n');
        return nullptr;
    }
    return std::move(loaded).value();
}

void reportWritten(const QString& output)
{
    if (output != u"-")
        print(stderr, Tr::tr("topolens: wrote %1").arg(output) + u'\n');
}

} // namespace

int runExport(const QStringList& args)
{
    if (isMetricsExport(args))
        return runMetricsExport(args);
    if (isHeadlessExport(args)) {
        const int drawn = runHeadlessExport(args, [](Layout::DrawingFont font, const QString& text) {
            return QFontMetricsF(Ui::sceneFont(font)).horizontalAdvance(text);
        });
        if (drawn != drawWithQt)
            return drawn;
    }
    CommonOptions common;
    QString viewName = QStringLiteral("side-by-side");
    QString formatName;
    QString dpiText;
    bool transparent = false;
    if (const Status read = readCommonArguments(args, u"export", &common,
            { { u"--view", &viewName }, { u"--format", &formatName }, { u"--dpi", &dpiText },
                { u"--transparent", nullptr, &transparent } });
        !read)
        return usage(read.error());
    if (common.snapshot.isEmpty() || common.output.isEmpty())
        return usage(Tr::tr("export needs a SNAPSHOT (a file, or demo) and -o OUT"));
    // Benchmark views (ui/export/heatmapexport.h): heatmap[:METRIC] and sweeps[:bandwidth|algbw|latency].
    QString benchmarkKind;
    QString benchmarkArgument;
    const bool benchmarkView = Ui::isBenchmarkExportView(viewName, &benchmarkKind, &benchmarkArgument);
    const std::optional<Ui::ExportView> view = benchmarkView ? std::optional(Ui::ExportView::Matrix) : Ui::exportViewFromName(viewName);
    if (!view)
        return usage(Tr::tr("unknown view \"%1\" (host, guest, side-by-side, matrix, heatmap[:METRIC], "
                            "sweeps[:bandwidth|algbw|latency])")
                         .arg(viewName));
    const std::optional<Ui::ExportFormat> format
        = formatName.isEmpty() ? Ui::exportFormatOfFile(common.output) : Ui::exportFormatFromName(formatName);
    if (!format) {
        return usage(formatName.isEmpty() ? Tr::tr("name the format with --format svg|png|pdf|dot (%1 has no known suffix)").arg(common.output)
                                          : Tr::tr("unknown format \"%1\" (svg, png, pdf, dot)").arg(formatName));
    }
    // DOT went to runHeadlessExport above (isHeadlessExport reads --format and the suffix as this does).
    Ui::ExportRequest request;
    request.view = *view;
    request.format = *format;
    request.transparent = transparent;
    if (!dpiText.isEmpty()) {
        bool ok = false;
        const int dpi = dpiText.toInt(&ok);
        if (!ok || dpi < minExportDpi || dpi > maxExportDpi)
            return usage(Tr::tr("--dpi needs a number from %1 to %2, not \"%3\"").arg(minExportDpi).arg(maxExportDpi).arg(dpiText));
        if (*format != Ui::ExportFormat::Png)
            return usage(Tr::tr("--dpi applies to png only"));
        request.dpi = dpi;
    }
    if (transparent && *format != Ui::ExportFormat::Png)
        return usage(Tr::tr("--transparent applies to png only"));

    const std::unique_ptr<Ui::HeadlessExport> loaded = load(common);
    if (!loaded)
        return Failure;
    if (!benchmarkView) {
        if (const Status exportable = loaded->source().canExport(*view); !exportable) {
            print(stderr, u"topolens: " + common.snapshot + u": " + exportable.error() + u'\n');
            return Failure;
        }
    }
    const Result<Ui::RenderedExport> rendered
        = benchmarkView ? Ui::renderBenchmarkExport(loaded->source(), viewName, request) : Ui::renderExport(loaded->source(), request);
    const Status written = rendered ? Ui::writeRenderedExport(*rendered, common.output) : Status(fail(rendered.error()));
    if (!written) {
        print(stderr, u"topolens: " + written.error() + u'\n');
        return Failure;
    }
    reportWritten(common.output);
    return Ok;
}

int runReport(const QStringList& args)
{
    CommonOptions common;
    QString formatName;
    if (const Status read = readCommonArguments(args, u"report", &common, { { u"--format", &formatName } });
        !read)
        return usage(read.error());
    if (common.snapshot.isEmpty() || common.output.isEmpty())
        return usage(Tr::tr("report needs a SNAPSHOT (a file, or demo) and -o REPORT.pdf or REPORT.html"));
    const std::optional<Ui::ReportFormat> format
        = formatName.isEmpty() ? Ui::reportFormatOfFile(common.output) : Ui::reportFormatFromName(formatName);
    if (!format) {
        return usage(formatName.isEmpty() ? Tr::tr("name the format with --format pdf|html (%1 has no known suffix)").arg(common.output)
                                          : Tr::tr("unknown report format \"%1\" (pdf, html)").arg(formatName));
    }
    const std::unique_ptr<Ui::HeadlessExport> loaded = load(common);
    if (!loaded)
        return Failure;
    if (const Status written = Ui::writeExportFile(common.output, Ui::renderReport(loaded->source(), *format)); !written) {
        print(stderr, u"topolens: " + written.error() + u'\n');
        return Failure;
    }
    reportWritten(common.output);
    return Ok;
}

#else

int runExport(const QStringList& args)
{
    if (isMetricsExport(args))
        return runMetricsExport(args);
    if (isHeadlessExport(args)) {
        if (const int drawn = runHeadlessExport(args); drawn != drawWithQt)
            return drawn;
    }
    print(stderr, u"topolens: " + Tr::tr("this build has no GUI library, so it cannot draw; export needs a build with TOPOLENS_BUILD_GUI")
            + u'\n');
    return Failure;
}

int runReport(const QStringList&)
{
    print(stderr, u"topolens: " + Tr::tr("this build has no GUI library, so it cannot draw; report needs a build with TOPOLENS_BUILD_GUI")
            + u'\n');
    return Failure;
}

#endif

} // namespace Topo::Cli
