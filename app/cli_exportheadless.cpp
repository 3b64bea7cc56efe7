// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens export SNAPSHOT` of a topology view (host, guest, side-by-side) as SVG or as
// Graphviz's DOT, without Qt's GUI, so topolens-cli writes them (app/programs.h,
// isHeadlessExport): the boxes sized from the fonts' kept metrics (core/layout/textmetrics.h),
// the numbers Qt gives the window, the SVG drawn by core as the window's scene paints it
// (core/layout/topologydrawing.h). A label with a character the metrics do not cover is handed
// to topolens-gui, which measures and paints it with Qt. Both programs run this file.
#include "clisupport.h"
#include "programs.h"

#include "analyze/snapshotdocument.h"
#include "io/snapshotfile.h"
#include "io/svgdrawing.h"
#include "layout/dotfile.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "layout/topologyexport.h"
#include "util/tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <unistd.h>

#include <vector>

namespace Topo::Cli {

namespace {

/// The drawn views of a topology: what core draws, and writes as a graph.
struct TopologyView
{
    const char16_t* name;
    Layout::TopologyPage page;
};
constexpr TopologyView topologyViews[] = { { u"host", Layout::TopologyPage::Host }, { u"guest", Layout::TopologyPage::Guest },
    { u"side-by-side", Layout::TopologyPage::SideBySide } };

/// A drawn view without a graph: the matrix and the benchmark pictures (heatmap[:METRIC],
/// sweeps[:QUANTITY]), as the GUI's export names them.
bool isPictureOnlyView(QStringView view)
{
    const QStringView name = view.left(view.indexOf(u':'));
    return view == u"matrix" || name == u"heatmap" || name == u"sweeps";
}

/// Runs this command line in topolens-gui beside this program instead; returns only where it
/// could not be started.
int handToGuiProgram()
{
    const QString gui = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("topolens-gui"));
    QByteArrayList bytes;
    for (const QString& a : QCoreApplication::arguments())
        bytes << a.toLocal8Bit();
    bytes[0] = gui.toLocal8Bit();
    std::vector<char*> argv;
    for (QByteArray& b : bytes)
        argv.push_back(b.data());
    argv.push_back(nullptr);
    std::fflush(stdout);
    execv(argv[0], argv.data());
    print(stderr, u"topolens: " + Tr::tr("cannot run %1").arg(gui) + u'\n');
    return Failure;
}

bool guiProgramBeside()
{
    return QFileInfo(QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("topolens-gui"))).isExecutable();
}

/// What a picture core does not draw comes to: Qt in the GUI program (the caller paints it),
/// else topolens-gui where it is installed, else the caller's word that this build cannot.
int notDrawnHere(bool inGuiProgram)
{
    return inGuiProgram || !guiProgramBeside() ? drawWithQt : handToGuiProgram();
}
/// The SVG of a topology page, drawn by core; handed to topolens-gui where a label has a
/// character the kept metrics do not cover.
int writeSvg(const SnapshotDocument& document, const QString& snapshotName, Layout::TopologyPage page, bool dark,
    const QString& output, bool inGuiProgram)
{
    const QString fileName = snapshotName == QLatin1String(demoSnapshotName) ? snapshotName : QFileInfo(snapshotName).fileName();
    const std::optional<Result<Layout::Drawing>> drawn
        = Layout::drawTopologyExport(document, fileName, page, dark ? Layout::Palette::dark() : Layout::Palette::light());
    if (!drawn)
        return notDrawnHere(inGuiProgram);
    if (!*drawn) {
        print(stderr, u"topolens: " + snapshotName + u": " + drawn->error() + u'\n');
        return Failure;
    }
    if (!writeOutput(output, svgDocument(**drawn)))
        return Failure;
    if (output != u"-")
        print(stderr, Tr::tr("topolens: wrote %1").arg(output) + u'\n');
    return Ok;
}

/// The DOT graphs of a topology page's machines; a label the kept metrics do not cover is
/// measured by `measure` (the GUI program's Qt), else by topolens-gui, else as wide as an M
/// a character (a build without the GUI).
int writeDot(const SnapshotDocument& document, const QString& snapshotName, Layout::TopologyPage page, const QString& output,
    const Layout::MeasureText& measure)
{
    const Result<QList<const Machine*>> machines = Layout::topologyPageMachines(document, page);
    if (!machines) {
        print(stderr, u"topolens: " + snapshotName + u": " + machines.error() + u'\n');
        return Failure;
    }
    QByteArray dot;
    for (const Machine* machine : *machines) {
        Layout::Graph graph = Layout::buildTopologyGraph(*machine);
        if (!Layout::measureLabels(graph, measure)) {
            if (guiProgramBeside())
                return handToGuiProgram();
            Layout::measureLabels(graph, [](Layout::DrawingFont font, const QString& text) {
                return *Layout::TextMetrics(font).horizontalAdvance(QStringLiteral("M")) * double(text.size());
            });
        }
        dot += Layout::graphDot(graph);
    }
    if (dot.isEmpty()) {
        print(stderr, u"topolens: " + Tr::tr("Graphviz could not write the graph") + u'\n');
        return Failure;
    }
    if (!writeOutput(output, dot))
        return Failure;
    if (output != u"-")
        print(stderr, Tr::tr("topolens: wrote %1").arg(output) + u'\n');
    return Ok;
}

} // namespace

bool isHeadlessExport(const QStringList& args)
{
    const CArguments argv(args);
    return Programs::isHeadlessExport(argv.count(), argv.data(), 0);
}

int runHeadlessExport(const QStringList& args, const Layout::MeasureText& measure)
{
    QString snapshotName;
    QString output;
    QString viewName = QStringLiteral("side-by-side");
    QString format;
    QString theme;
    QString dpiText;
    bool transparent = false;
    const Status arguments = readOneOperand(args, u"export", u"SNAPSHOT", &snapshotName,
        { { u"-o", &output }, { u"--output", &output }, { u"--theme", &theme }, { u"--view", &viewName },
            { u"--format", &format }, { u"--dpi", &dpiText }, { u"--transparent", nullptr, &transparent } });
    if (!arguments)
        return usage(arguments.error());
    if (!theme.isEmpty() && theme != u"light" && theme != u"dark")
        return usage(Tr::tr("--theme is light or dark, not \"%1\"").arg(theme));
    if (snapshotName.isEmpty() || output.isEmpty())
        return usage(Tr::tr("export needs a SNAPSHOT (a file, or demo) and -o OUT"));
    // DOT, or the SVG (what else the launcher sends here): --format wins over the suffix.
    const QString formatWord = (format.isEmpty() ? QFileInfo(output).suffix() : format).toLower();
    const bool svg = formatWord == u"svg";
    const TopologyView* view = nullptr;
    for (const TopologyView& v : topologyViews) {
        if (viewName == QStringView(v.name))
            view = &v;
    }
    if (!view && isPictureOnlyView(viewName) && !svg)
        return usage(Tr::tr("the %1 view has no DOT form; use svg, png or pdf").arg(viewName));
    if (!view && isPictureOnlyView(viewName))
        return notDrawnHere(bool(measure)); // the matrix and the benchmark pictures are Qt's
    if (!view)
        return usage(Tr::tr("unknown view \"%1\" (host, guest, side-by-side, matrix, heatmap[:METRIC], "
                            "sweeps[:bandwidth|algbw|latency])")
                         .arg(viewName));
    if (!dpiText.isEmpty()) {
        bool ok = false;
        const int dpi = dpiText.toInt(&ok);
        if (!ok || dpi < minExportDpi || dpi > maxExportDpi)
            return usage(Tr::tr("--dpi needs a number from %1 to %2, not \"%3\"").arg(minExportDpi).arg(maxExportDpi).arg(dpiText));
        return usage(Tr::tr("--dpi applies to png only"));
    }
    if (transparent)
        return usage(Tr::tr("--transparent applies to png only"));
    if (svg)
        Layout::prepareLayout(); // Graphviz loads on its thread while the snapshot is read
    const SharedDocument document = openDocumentFor(snapshotName, output);
    if (!document)
        return Failure;
    return svg ? writeSvg(*document, snapshotName, view->page, theme == u"dark", output, bool(measure))
               : writeDot(*document, snapshotName, view->page, output, measure);
}

} // namespace Topo::Cli
