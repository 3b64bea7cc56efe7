// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of "draw it" against raw Graphviz, in one run: the demo snapshot to a first painted
// frame, and a synthetic 256-GPU host through the real parsers to a shown scene, each against
// `dot -Tsvg` on the same graph. Prints a table with ratios; it never fails on a time, so a
// slow or busy machine gives a slow report, not a red build.
#include "io/snapshotfile.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "window/mainwindow.h"
#include "analyze/gpunics.h"
#include "analyze/machinebuilder.h"
#include "benchsupport.h"
#include "synthetichost.h"
#include "topology/topologyscene.h"
#include "topology/topologyview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QImage>
#include <QKeyEvent>
#include <QPainter>
#include <QProcess>
#include <QSettings>
#include <QSysInfo>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <cstdlib>
#include <memory>

#include <sys/resource.h>

using namespace Topo;
using namespace Topo::Bench;

namespace {

// Roughly what the topology view of a maximised window shows.
const QSize frameSize(1280, 800);

double lap(QElapsedTimer& timer)
{
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    timer.restart();
    return ms;
}

/// The whole scene fitted into a window-sized frame, as the view shows it after loading.
void paintFrame(QGraphicsScene& scene)
{
    QImage frame(frameSize, QImage::Format_ARGB32_Premultiplied);
    frame.fill(Qt::white);
    QPainter painter(&frame);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(frame.rect()), scene.sceneRect(), Qt::KeepAspectRatio);
}

/// One pass from the snapshot file to a painted frame of the host, as the main window does it
/// (parse on load, graph and measured boxes, Graphviz on its thread, scene, first paint).
struct PipelineRun
{
    double parse = 0;
    double graph = 0;
    double layout = 0;
    double scene = 0;
    double paint = 0;
    double total() const { return parse + graph + layout + scene + paint; }

    int parserRemarks = 0; // warnings and errors: the synthetic outputs must read cleanly
    Layout::Graph builtGraph;
    std::unique_ptr<Ui::TopologyScene> topology;
};

PipelineRun runPipeline(const QString& snapshotPath, const Layout::GraphOptions& options)
{
    PipelineRun run;
    QElapsedTimer timer;
    timer.start();
    const ParseResult<Snapshot> loaded = loadSnapshotFile(snapshotPath);
    if (loaded.hasErrors())
        die(QStringLiteral("cannot read %1").arg(snapshotPath));
    const MachineSnapshot* hostSnapshot = loaded.value.machine(MachineRole::Host);
    if (!hostSnapshot)
        die(QStringLiteral("%1 has no host").arg(snapshotPath));
    const Machine host = buildMachine(*hostSnapshot);
    const QList<GpuNics> nics = gpuNics(host); // the window's document works it out on opening too
    run.parse = lap(timer);
    run.parserRemarks = int(std::count_if(host.diagnostics.cbegin(), host.diagnostics.cend(),
        [](const CaptureDiagnostic& d) { return d.diagnostic.severity != Severity::Info; }));

    run.builtGraph = Layout::buildTopologyGraph(host, options);
    Ui::TopologyScene::measureLabels(run.builtGraph);
    run.graph = lap(timer);

    const Layout::LayoutResult layout = Layout::layoutBlocking(run.builtGraph);
    if (!layout.error.isEmpty())
        die(layout.error);
    run.layout = lap(timer);

    run.topology = std::make_unique<Ui::TopologyScene>();
    run.topology->setOptions({});
    run.topology->setTopology(host, run.builtGraph, layout.geometry, nics);
    run.topology->selectGpu(-1);
    run.scene = lap(timer);

    paintFrame(*run.topology);
    run.paint = lap(timer);
    return run;
}

/// Wall time of one `dot -Tsvg FILE`, process start included: what a user of raw Graphviz waits.
double timeDot(const QString& dot, const QString& dotFile)
{
    QProcess process;
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(dot, { QStringLiteral("-Tsvg"), dotFile });
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        die(QStringLiteral("%1 -Tsvg %2 failed: %3").arg(dot, dotFile, QString::fromLocal8Bit(process.readAllStandardError())));
    return double(timer.nsecsElapsed()) / 1e6;
}

/// The whole main window around the scene, for what a user waits for: open → snapshotShown
/// (machine panels and matrices included) and a click (both scenes, the details panel with
/// the paths to every peer, the repaint).
struct WindowRun
{
    double open = 0;
    double clickMedian = 0;
    double clickMax = 0;
    double keyMedian = 0; // Right arrow in the host drawing: the next GPU, as a click
    double keyMax = 0;
    long peakRssKiB = 0;  // the process's high-water mark once the window has shown the host
    QList<double> clicks; // every click's figure, in order
    QList<double> keys;   // every key step's
    double selectShare = 0; // mean of a click's time before the repaint (scenes, details, status)
    double warmUp = 0; // the idle moment before the first click, the views' warm-up included
};

double medianOf(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values[values.size() / 2];
}

WindowRun measureWindow(const QString& snapshotPath, int runs, int clicks)
{
    WindowRun result;
    Ui::MainWindow window;
    window.resize(1500, 900); // the default size, where the drawings scroll at a readable zoom
    window.show();
    QElapsedTimer timer;
    for (int i = 0; i < runs; ++i) {
        QEventLoop loop;
        QObject::connect(&window, &Ui::MainWindow::snapshotShown, &loop, &QEventLoop::quit);
        timer.start();
        if (!window.openSnapshot(snapshotPath))
            die(QStringLiteral("the main window cannot open %1").arg(snapshotPath));
        loop.exec();
        QCoreApplication::processEvents(); // the paint
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        result.open = i == 0 ? ms : std::min(result.open, ms);
    }
    // A person takes the drawing in before the first click: the window gets that idle moment,
    // in which its views draw the pictures of the boxes off screen ahead (TopologyView's
    // warm-up, a few milliseconds a slice). Timed from here on: back-to-back clicks and keys.
    QElapsedTimer idle;
    idle.start();
    const auto warmingUp = [&window] {
        for (const MachineRole role : { MachineRole::Host, MachineRole::Guest }) {
            const auto* view = qobject_cast<const Ui::TopologyView*>(window.topologyView(role));
            if (view && view->warmingUp())
                return true;
        }
        return false;
    };
    do
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    while (warmingUp() && idle.elapsed() < 5000);
    result.warmUp = double(idle.nsecsElapsed()) / 1e6;
    const QList<int> gpus = window.topologyScene(MachineRole::Host)->gpuIndices();
    QList<double> latencies;
    for (int i = 0; i < clicks && !gpus.isEmpty(); ++i) {
        timer.start();
        window.selectGpu(MachineRole::Host, gpus[(i * 37) % gpus.size()]);
        const double selected = double(timer.nsecsElapsed()) / 1e6;
        QCoreApplication::processEvents();
        latencies.append(double(timer.nsecsElapsed()) / 1e6);
        result.selectShare += selected / clicks;
    }
    result.clicks = latencies;
    result.clickMedian = medianOf(latencies);
    result.clickMax = latencies.isEmpty() ? 0 : *std::max_element(latencies.cbegin(), latencies.cend());
    QWidget* hostView = window.topologyView(MachineRole::Host);
    hostView->setFocus();
    QList<double> keys;
    for (int i = 0; i < clicks; ++i) {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_Right, Qt::NoModifier);
        timer.start();
        QCoreApplication::sendEvent(hostView, &press);
        QCoreApplication::processEvents();
        keys.append(double(timer.nsecsElapsed()) / 1e6);
    }
    result.keys = keys;
    result.keyMedian = medianOf(keys);
    result.keyMax = keys.isEmpty() ? 0 : *std::max_element(keys.cbegin(), keys.cend());
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    result.peakRssKiB = usage.ru_maxrss;
    return result;
}

/// One phase, repeated, and nothing else: what `perf record` should see.
int profile(const QString& phase, const QDir& work, int runs, int clicks)
{
    const QString path = work.filePath(QStringLiteral("synthetic-256gpu-snapshot.json"));
    writeFile(path, writeSnapshot(Bench::syntheticHostSnapshot()));
    QElapsedTimer timer;
    timer.start();
    if (phase == u"open") {
        for (int i = 0; i < runs; ++i) {
            const ParseResult<Snapshot> loaded = loadSnapshotFile(path);
            if (loaded.hasErrors() || !loaded.value.machine(MachineRole::Host))
                die(QStringLiteral("cannot read %1").arg(path));
            const Machine host = buildMachine(*loaded.value.machine(MachineRole::Host));
        }
    } else if (phase == u"window") {
        // Each click's and key step's figure, in order: the maximum's cause is in which one it is.
        const WindowRun window = measureWindow(path, runs, clicks);
        const auto list = [](const QList<double>& figures) {
            QStringList out;
            for (const double f : figures)
                out << QString::number(f, 'f', 1);
            return out.join(u' ');
        };
        out() << "idle before the first click (ms): " << QString::number(window.warmUp, 'f', 1) << "\nclicks (ms): "
              << list(window.clicks) << "\nkey steps (ms): " << list(window.keys) << "\n";
    } else {
        die(QStringLiteral("--profile takes open or window, not %1").arg(phase));
    }
    out() << phase << ": " << double(timer.nsecsElapsed()) / 1e6 / runs << " ms a run\n";
    return 0;
}

struct Comparison
{
    PipelineRun best;
    double dotBest = 0;
};

/// Best of `runs` for both sides, interleaved so that a burst of load hits both alike.
Comparison compare(const QString& snapshotPath, const Layout::GraphOptions& options, const QString& dotFile, const QString& dot, int runs)
{
    Comparison c;
    for (int i = 0; i < runs; ++i) {
        PipelineRun run = runPipeline(snapshotPath, options);
        if (i == 0) {
            // The DOT text of the very graph TopoLens lays out, measured boxes included.
            writeFile(dotFile, Layout::toDot(run.builtGraph));
        }
        if (i == 0 || run.total() < c.best.total())
            c.best = std::move(run);
        const double dotMs = timeDot(dot, dotFile);
        if (i == 0 || dotMs < c.dotBest)
            c.dotBest = dotMs;
    }
    return c;
}

/// The main window's bars (issue 32): below a frame with room for a shared machine's noise.
constexpr double windowOpenBar = 1.15;  // open, against dot -Tsvg on the same graph
constexpr double windowStepBarMs = 10; // the slowest click and the slowest arrow step

QString verdict(bool ok)
{
    return ok ? QStringLiteral("met") : QStringLiteral("MISSED");
}

int countNodes(const Layout::Graph& graph, bool gpusOnly)
{
    return int(std::count_if(graph.nodes.cbegin(), graph.nodes.cend(),
        [gpusOnly](const Layout::GraphNode& n) { return !gpusOnly || n.kind == Layout::NodeKind::Gpu; }));
}

int countEdges(const Layout::Graph& graph, Layout::GraphEdge::Kind kind)
{
    return int(std::count_if(graph.edges.cbegin(), graph.edges.cend(), [kind](const Layout::GraphEdge& e) { return e.kind == kind; }));
}

QString graphSize(const Layout::Graph& graph)
{
    return QStringLiteral("%1 nodes (%2 GPUs), %3 clusters, %4 tree/fabric edges, %5 pair edges")
        .arg(countNodes(graph, false))
        .arg(countNodes(graph, true))
        .arg(graph.clusters.size())
        .arg(countEdges(graph, Layout::GraphEdge::Kind::Tree) + countEdges(graph, Layout::GraphEdge::Kind::Fabric))
        .arg(countEdges(graph, Layout::GraphEdge::Kind::GpuPair));
}

QString machineDescription(const QString& dot)
{
    QProcess version;
    version.start(dot, { QStringLiteral("-V") });
    version.waitForFinished();
    const QString graphviz = QString::fromLocal8Bit(version.readAllStandardError()).trimmed();
    const QString cpu = firstLineOf(QStringLiteral("/proc/cpuinfo"), QStringLiteral("model name\t:"));
    return QStringLiteral("%1 CPU(s) (%2), %3, Qt %4, %5")
        .arg(QThread::idealThreadCount())
        .arg(cpu, QSysInfo::prettyProductName(), QString::fromLatin1(qVersion()), graphviz);
}

} // namespace

int main(int argc, char** argv)
{
    // Offscreen unless the caller chose a platform: the bench measures drawing, not a display.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("bench_topology"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("TopoLens drawing speed against raw Graphviz dot."));
    parser.addHelpOption();
    const QCommandLineOption runsOption = Bench::runsOption();
    const QCommandLineOption workOption = Bench::workOption(QStringLiteral("Folder for the generated snapshot and DOT files."));
    const QCommandLineOption dotOption(QStringLiteral("dot"), QStringLiteral("The Graphviz dot to compare with."),
        QStringLiteral("PATH"), QStringLiteral("dot"));
    const QCommandLineOption clicksOption(QStringLiteral("clicks"), QStringLiteral("GPUs to click on the large host."),
        QStringLiteral("N"), QStringLiteral("32"));
    const QCommandLineOption writeOption(QStringLiteral("write-synthetic"),
        QStringLiteral("Only write the synthetic 256-GPU snapshot to FILE (for screenshots) and exit."), QStringLiteral("FILE"));
    const QCommandLineOption profileOption(QStringLiteral("profile"),
        QStringLiteral("Only repeat one phase on the synthetic host, for perf record: \"open\" (snapshot file \u2192 "
                       "Machine) or \"window\" (the main window opening it, then --clicks clicks and key steps), --runs times."),
        QStringLiteral("PHASE"));
    parser.addOptions({ runsOption, workOption, dotOption, clicksOption, writeOption, profileOption });
    parser.process(app);
    if (parser.isSet(writeOption)) {
        writeFile(parser.value(writeOption), writeSnapshot(Bench::syntheticHostSnapshot()));
        return 0;
    }
    const int runs = std::max(1, parser.value(runsOption).toInt());
    const int clicks = std::max(1, parser.value(clicksOption).toInt());
    const QString dot = parser.value(dotOption);
    const QDir work = workFolder(parser.value(workOption));
    // The main window keeps recent files and geometry: in the bench folder, not the user's.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, work.path());

    if (parser.isSet(profileOption))
        return profile(parser.value(profileOption), work, runs, clicks);

    // Both inputs are read from disk, like the DOT files the peer reads.
    const QString demoPath = writeDemoSnapshot(work);
    Bench::SyntheticHostShape shape;
    const QString largePath = work.filePath(QStringLiteral("synthetic-256gpu-snapshot.json"));
    writeFile(largePath, writeSnapshot(Bench::syntheticHostSnapshot(&shape)));

    out() << "Machine: " << machineDescription(dot) << "\nBest of " << runs << " runs per side.\n" << Qt::flush;

    const Comparison demo = compare(demoPath, {}, work.filePath(QStringLiteral("demo-host.dot")), dot, runs);
    out() << "Demo host graph: " << graphSize(demo.best.builtGraph) << '\n' << Qt::flush;

    const Comparison large = compare(largePath, {}, work.filePath(QStringLiteral("synthetic-host.dot")), dot, runs);
    out() << "Synthetic host: " << shape.numaNodes << " NUMA nodes, " << shape.rootComplexes << " root complexes, "
          << shape.gpus << " GPUs, " << shape.pciDevices << " PCI functions, " << large.best.parserRemarks
          << " parser warnings; graph: " << graphSize(large.best.builtGraph) << "\n" << Qt::flush;

    // View › All devices on the large host: every PCI function a box of its own.
    Layout::GraphOptions allDevices;
    allDevices.foldUnrelated = false;
    const Comparison unfolded = compare(largePath, allDevices, work.filePath(QStringLiteral("synthetic-host-all.dot")), dot, runs);
    out() << "Synthetic host, all devices: " << graphSize(unfolded.best.builtGraph) << "\n" << Qt::flush;

    // Click → highlight on the large host: GPUs spread over the whole row, each selected in turn.
    Ui::TopologyScene& scene = *large.best.topology;
    const QList<int> gpus = scene.gpuIndices();
    QList<double> latencies;
    QList<double> repainted;
    QElapsedTimer timer;
    for (int i = 0; i < clicks && !gpus.isEmpty(); ++i) {
        const int gpu = gpus[(i * 37) % gpus.size()];
        timer.start();
        scene.selectGpu(gpu);
        latencies.append(double(timer.nsecsElapsed()) / 1e6);
        paintFrame(scene);
        repainted.append(double(timer.nsecsElapsed()) / 1e6);
    }
    const double median = medianOf(latencies);
    const double worst = latencies.isEmpty() ? 0 : *std::max_element(latencies.cbegin(), latencies.cend());
    const double repaintedMedian = medianOf(repainted);
    const double repaintedWorst = repainted.isEmpty() ? 0 : *std::max_element(repainted.cbegin(), repainted.cend());
    const WindowRun window = measureWindow(largePath, runs, clicks);

    const double demoRatio = demo.best.total() / demo.dotBest;
    out() << "\n| what | TopoLens | peer | ratio | bar | |\n|---|---|---|---|---|---|\n";
    out() << "| demo host: snapshot \u2192 first painted frame | " << ms(demo.best.total()) << " | `dot -Tsvg` "
          << ms(demo.dotBest) << " | " << ratio(demo.best.total(), demo.dotBest) << " | \u2264 1.3\u00d7 | "
          << verdict(demoRatio <= 1.3) << " |\n";
    out() << "| 256-GPU host: snapshot \u2192 scene shown | " << ms(large.best.total()) << " | `dot -Tsvg` "
          << ms(large.dotBest) << " | " << ratio(large.best.total(), large.dotBest) << " | < 3 s | "
          << verdict(large.best.total() < 3000) << " |\n";
    out() << "| 256-GPU host, all devices: snapshot \u2192 scene shown | " << ms(unfolded.best.total()) << " | `dot -Tsvg` "
          << ms(unfolded.dotBest) << " | " << ratio(unfolded.best.total(), unfolded.dotBest) << " | \u2014 | |\n";
    out() << "| 256-GPU host: click \u2192 highlight (median / max of " << latencies.size() << ") | " << ms(median)
          << " / " << ms(worst) << " | \u2014 | \u2014 | < 16 ms | " << verdict(worst < 16) << " |\n";

    out() << "| 256-GPU host: click \u2192 highlight repainted (median / max) | " << ms(repaintedMedian) << " / "
          << ms(repaintedWorst) << " | \u2014 | \u2014 | \u2014 | |\n";
    out() << "| 256-GPU host in the main window (1500\u00d7900): open \u2192 first frame, panels and findings filled | "
          << ms(window.open) << " | `dot -Tsvg` " << ms(large.dotBest) << " | " << ratio(window.open, large.dotBest)
          << " | \u2264 1.15\u00d7 | " << verdict(window.open <= windowOpenBar * large.dotBest) << " |\n";
    out() << "| 256-GPU host in the main window: click \u2192 both drawings, details, status repainted (median / max of "
          << clicks << ") | " << ms(window.clickMedian) << " / " << ms(window.clickMax) << " | \u2014 | \u2014 | \u2264 10 ms | "
          << verdict(window.clickMax <= windowStepBarMs) << " |\n";
    out() << "| \u2026 of which before the repaint (mean: both scenes, details, status) | " << ms(window.selectShare)
          << " | \u2014 | \u2014 | \u2014 | |\n";
    out() << "| 256-GPU host in the main window: Right arrow \u2192 next GPU repainted (median / max) | "
          << ms(window.keyMedian) << " / " << ms(window.keyMax) << " | \u2014 | \u2014 | \u2264 10 ms | "
          << verdict(window.keyMax <= windowStepBarMs) << " |\n";
    out() << "| peak memory (whole bench process, after the main window) | " << window.peakRssKiB / 1024 << " MiB | \u2014 | \u2014 | \u2014 | |\n";

    out() << "\n256-GPU host, phases of the best run:\n\n| phase | time |\n|---|---|\n";
    out() << "| parse + model (read JSON, run every parser, merge) | " << ms(large.best.parse) << " |\n";
    out() << "| graph build (incl. measuring boxes) | " << ms(large.best.graph) << " |\n";
    out() << "| Graphviz layout | " << ms(large.best.layout) << " |\n";
    out() << "| scene build | " << ms(large.best.scene) << " |\n";
    out() << "| first paint (" << frameSize.width() << "\u00d7" << frameSize.height() << ") | " << ms(large.best.paint) << " |\n";
    out() << "| interactive (total until the scene is shown) | " << ms(large.best.total()) << " |\n";
    out() << "\nDemo host, phases of the best run: parse + model " << ms(demo.best.parse) << ", graph " << ms(demo.best.graph)
          << ", layout " << ms(demo.best.layout) << ", scene " << ms(demo.best.scene) << ", paint " << ms(demo.best.paint)
          << "\n" << Qt::flush;
    return 0;
}
