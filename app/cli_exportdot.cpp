// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens export SNAPSHOT --format dot` (or -o FILE.dot|.gv): each machine's graph as
// Graphviz's DOT, without drawing anything, so topolens-cli writes it (app/programs.h,
// isDotExport). The boxes are sized from the fonts' kept metrics (core/layout/textmetrics.h),
// the numbers Qt gives the window; a label with a character they do not cover is handed to
// topolens-gui, which measures it with Qt. Both programs run this file: one DOT either way.
#include "clisupport.h"
#include "programs.h"

#include "analyze/snapshotdocument.h"
#include "io/snapshotfile.h"
#include "layout/dotfile.h"
#include "layout/graphbuilder.h"
#include "util/tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <unistd.h>

#include <vector>

namespace Topo::Cli {

namespace {

/// The drawn views that have a graph, and which machines each writes.
struct DotView
{
    const char16_t* name;
    bool host;
    bool guest;
};
constexpr DotView dotViews[] = { { u"host", true, false }, { u"guest", false, true }, { u"side-by-side", true, true } };

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

} // namespace

bool isDotExport(const QStringList& args)
{
    QByteArrayList bytes;
    for (const QString& a : args)
        bytes << a.toLocal8Bit();
    std::vector<const char*> argv;
    for (const QByteArray& b : std::as_const(bytes))
        argv.push_back(b.constData());
    return Programs::isDotExport(int(argv.size()), argv.data(), 0);
}

int runDotExport(const QStringList& args, const Layout::MeasureText& measure)
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
    const DotView* view = nullptr;
    for (const DotView& v : dotViews) {
        if (viewName == QStringView(v.name))
            view = &v;
    }
    if (!view && isPictureOnlyView(viewName))
        return usage(Tr::tr("the %1 view has no DOT form; use svg, png or pdf").arg(viewName));
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
    if (const Status writable = checkOutputFolder(output); !writable) {
        print(stderr, u"topolens: " + writable.error() + u'\n');
        return Failure;
    }
    const Result<Snapshot> snapshot = openWholeSnapshot(snapshotName);
    if (!snapshot) {
        print(stderr, u"topolens: " + snapshot.error() + u'\n');
        return Failure;
    }
    const SharedDocument document = SnapshotDocument::open(*snapshot);
    const Machine* host = view->host ? document->host() : nullptr;
    const Machine* guest = view->guest ? document->guest() : nullptr;
    if (!host && !guest) {
        const QString missing = view->host && view->guest ? Tr::tr("the snapshot has no machine to draw")
            : view->host                                 ? Tr::tr("the snapshot has no host or bare-metal machine to draw")
                                                         : Tr::tr("the snapshot has no guest machine");
        print(stderr, u"topolens: " + snapshotName + u": " + missing + u'\n');
        return Failure;
    }
    QByteArray dot;
    for (const Machine* machine : { host, guest }) {
        if (!machine)
            continue;
        Layout::Graph graph = Layout::buildTopologyGraph(*machine);
        if (!Layout::measureLabels(graph, measure)) {
            // A character the kept metrics lack: topolens-gui measures it as the window would.
            // A build without the GUI sizes it as wide as an M, the widest Latin letter.
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

} // namespace Topo::Cli
