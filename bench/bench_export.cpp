// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of "give me an SVG of this machine" against hwloc's `lstopo --of svg`, in one run.
//
// TopoLens: the demo snapshot (a two-socket host with 8 GPUs, and its 8-GPU guest), exported
// headless as `topolens export … --format svg`, both as a process (start included, what a user
// or a script waits for) and in process by phases. lstopo: `lstopo-no-graphics`, hwloc's tool
// built without cairo and X11 (the faster of its two builds; --lstopo picks another), and, in
// one row, Debian's graphical `lstopo`, on a comparable host given as hwloc XML. That XML is
// SYNTHETIC, written by this program: the machine this runs on is a CI box or VM without GPUs,
// and hwloc can only describe what it sees, so `lstopo --of xml` here would draw an empty PCI
// tree. The synthetic host mirrors the demo host: 2 packages (32 cores, 64 PUs, one NUMA node
// each), 8 host bridges with one root port and one GPU each, 4 per package, plus a dual-port NIC
// and an NVMe drive. Prints a table with ratios; never fails on a time.
//
// Also, as processes: the synthetic 256-GPU host (bench/synthetichost.h, raw tool outputs
// through the real parsers) exported to SVG against Graphviz's own `dot -Tsvg` on the graph
// TopoLens lays out (its `--format dot` export), and `topolens parse` of a 4-line paste (the
// first lines of a real IOMMU group listing, tests/fixtures/iommu-groups/) against
// `lstopo-no-graphics --of console`, the smallest thing hwloc's tool does. And a floor:
// bench/layoutfloor.cpp, a program that starts Qt Core and lays out the demo's two graphs with
// Graphviz and does nothing else, the least an export costs while TopoLens uses both.
#include "benchsupport.h"
#include "io/snapshotfile.h"
#include "io/svgdrawing.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "layout/labelsizes.h"
#include "layout/topologyexport.h"
#include "synthetichost.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <cstdlib>

using namespace Topo;
using namespace Topo::Bench;

namespace {

double msSince(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// --- the synthetic hwloc XML ------------------------------------------------------------------

/// An hwloc bitmap string ("0xffffffff,0x00000000"): 32-bit words, most significant first.
QByteArray bitmap(int first, int count)
{
    const int words = std::max(1, (first + count + 31) / 32);
    QList<quint32> w(words, 0);
    for (int bit = first; bit < first + count; ++bit)
        w[bit / 32] |= quint32(1) << (bit % 32);
    QByteArray text;
    for (int i = words - 1; i >= 0; --i) {
        if (!text.isEmpty())
            text += ',';
        text += "0x" + QByteArray::number(w[i], 16).rightJustified(8, '0');
    }
    return text;
}

struct HwlocXml
{
    QByteArray text;
    int gp = 1;
    QByteArray nextIndex() { return QByteArray::number(gp++); }
    void line(int depth, const QByteArray& content) { text += QByteArray(depth * 2, ' ') + content + '\n'; }
    QByteArray sets(int firstPu, int pus, int node, int nodes)
    {
        return "cpuset=\"" + bitmap(firstPu, pus) + "\" complete_cpuset=\"" + bitmap(firstPu, pus) + "\" nodeset=\""
            + bitmap(node, nodes) + "\" complete_nodeset=\"" + bitmap(node, nodes) + "\"";
    }
    /// A host bridge, one root port and one endpoint under it.
    void rootComplex(int depth, int domainBus, int bus, const QByteArray& endpointType, const QByteArray& busid,
        const QList<QByteArray>& functions)
    {
        line(depth, "<object type=\"Bridge\" gp_index=\"" + nextIndex() + "\" bridge_type=\"0-1\" depth=\"0\" bridge_pci=\"0000:["
                + QByteArray::number(domainBus, 16).rightJustified(2, '0') + '-' + QByteArray::number(bus, 16).rightJustified(2, '0')
                + "]\">");
        const QByteArray b = QByteArray::number(bus, 16).rightJustified(2, '0');
        line(depth + 1, "<object type=\"Bridge\" gp_index=\"" + nextIndex() + "\" bridge_type=\"1-1\" depth=\"1\" bridge_pci=\"0000:["
                + b + '-' + b + "]\" pci_busid=\"0000:" + QByteArray::number(domainBus, 16).rightJustified(2, '0')
                + ":01.1\" pci_type=\"0604 [1022:14ab] [0000:0000] 00\" pci_link_speed=\"63.015385\">");
        for (const QByteArray& function : functions) {
            line(depth + 2, "<object type=\"PCIDev\" gp_index=\"" + nextIndex() + "\" pci_busid=\"0000:" + b + ':' + busid + '.'
                    + function + "\" pci_type=\"" + endpointType + "\" pci_link_speed=\"63.015385\"/>");
        }
        line(depth + 1, "</object>");
        line(depth, "</object>");
    }
};

QByteArray syntheticHostXml()
{
    constexpr int packages = 2;
    constexpr int coresPerPackage = 32;
    constexpr int pusPerCore = 2;
    constexpr int coresPerL3 = 8;
    constexpr int pusPerPackage = coresPerPackage * pusPerCore;
    const int gpuBuses[packages][4] = { { 0x01, 0x11, 0x61, 0x71 }, { 0x81, 0x91, 0xe1, 0xf1 } };
    HwlocXml x;
    x.line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    x.line(0, "<!DOCTYPE topology SYSTEM \"hwloc2.dtd\">");
    x.line(0, "<topology version=\"2.0\">");
    x.line(1, "<object type=\"Machine\" os_index=\"0\" " + x.sets(0, packages * pusPerPackage, 0, packages) + " allowed_cpuset=\""
            + bitmap(0, packages * pusPerPackage) + "\" allowed_nodeset=\"" + bitmap(0, packages) + "\" gp_index=\"" + x.nextIndex()
            + "\">");
    x.line(2, "<info name=\"Backend\" value=\"Synthetic XML (bench_export)\"/>");
    x.line(2, "<info name=\"HostName\" value=\"pve\"/>");
    for (int p = 0; p < packages; ++p) {
        const int firstPu = p * pusPerPackage;
        x.line(2, "<object type=\"Package\" os_index=\"" + QByteArray::number(p) + "\" " + x.sets(firstPu, pusPerPackage, p, 1)
                + " gp_index=\"" + x.nextIndex() + "\">");
        x.line(3, "<info name=\"CPUModel\" value=\"AMD EPYC 9335 32-Core Processor\"/>");
        x.line(3, "<object type=\"NUMANode\" os_index=\"" + QByteArray::number(p) + "\" " + x.sets(firstPu, pusPerPackage, p, 1)
                + " gp_index=\"" + x.nextIndex() + "\" local_memory=\"405874409472\"/>");
        for (int l3 = 0; l3 < coresPerPackage / coresPerL3; ++l3) {
            const int l3Pu = firstPu + l3 * coresPerL3 * pusPerCore;
            x.line(3, "<object type=\"L3Cache\" os_index=\"" + QByteArray::number(p * 4 + l3) + "\" "
                    + x.sets(l3Pu, coresPerL3 * pusPerCore, p, 1) + " gp_index=\"" + x.nextIndex()
                    + "\" cache_size=\"33554432\" depth=\"3\" cache_linesize=\"64\" cache_associativity=\"16\" cache_type=\"0\">");
            for (int c = 0; c < coresPerL3; ++c) {
                const int core = p * coresPerPackage + l3 * coresPerL3 + c;
                const int pu = l3Pu + c * pusPerCore;
                x.line(4, "<object type=\"L2Cache\" " + x.sets(pu, pusPerCore, p, 1) + " gp_index=\"" + x.nextIndex()
                        + "\" cache_size=\"1048576\" depth=\"2\" cache_linesize=\"64\" cache_associativity=\"8\" cache_type=\"0\">");
                x.line(5, "<object type=\"L1Cache\" " + x.sets(pu, pusPerCore, p, 1) + " gp_index=\"" + x.nextIndex()
                        + "\" cache_size=\"49152\" depth=\"1\" cache_linesize=\"64\" cache_associativity=\"12\" cache_type=\"1\">");
                x.line(6, "<object type=\"Core\" os_index=\"" + QByteArray::number(core) + "\" " + x.sets(pu, pusPerCore, p, 1)
                        + " gp_index=\"" + x.nextIndex() + "\">");
                for (int t = 0; t < pusPerCore; ++t)
                    x.line(7, "<object type=\"PU\" os_index=\"" + QByteArray::number(pu + t) + "\" " + x.sets(pu + t, 1, p, 1)
                            + " gp_index=\"" + x.nextIndex() + "\"/>");
                x.line(6, "</object>");
                x.line(5, "</object>");
                x.line(4, "</object>");
            }
            x.line(3, "</object>");
        }
        // The GPUs, each alone on a root complex, as on the demo host; NIC and NVMe on socket 0.
        for (int bus : gpuBuses[p])
            x.rootComplex(3, bus - 1, bus, "0302 [10de:2bb5] [10de:204e] a1", "00", { "0" });
        if (p == 0) {
            x.rootComplex(3, 0x20, 0x21, "0108 [144d:a80a] [144d:a801] 00", "00", { "0" });
            x.rootComplex(3, 0x21, 0x22, "0200 [15b3:101f] [15b3:0016] 00", "00", { "0", "1" });
        }
        x.line(2, "</object>");
    }
    x.line(1, "</object>");
    x.line(0, "</topology>");
    return x.text;
}

// --- timing ---------------------------------------------------------------------------------

/// Wall time of one process run, start included; its stdout discarded.
double timeProcess(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.setStandardOutputFile(QProcess::nullDevice());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        die(QStringLiteral("%1 %2 failed: %3")
                 .arg(program, arguments.join(u' '), QString::fromLocal8Bit(process.readAllStandardError())));
    return msSince(timer);
}

struct InProcessRun
{
    double load = 0;  // read and parse the snapshot, build its machines
    double draw = 0;  // graphs, layout, the page drawn (core/layout/topologyexport.h)
    double write = 0; // the SVG text and the file
    double total() const { return load + draw + write; }
    qsizetype bytes = 0;
};

/// What `topolens export` does in topolens-cli, without the process: core's drawing.
InProcessRun exportInProcess(const QString& snapshotPath, Layout::TopologyPage page, const QString& output)
{
    InProcessRun run;
    QElapsedTimer timer;
    timer.start();
    const Result<Snapshot> snapshot = openWholeSnapshot(snapshotPath);
    if (!snapshot)
        die(snapshot.error());
    const SharedDocument document = SnapshotDocument::open(*snapshot);
    run.load = msSince(timer);
    timer.restart();
    const std::optional<Result<Layout::Drawing>> drawn
        = Layout::drawTopologyExport(*document, QFileInfo(snapshotPath).fileName(), page, Layout::Palette::light());
    if (!drawn || !*drawn)
        die(drawn ? drawn->error() : QStringLiteral("a label the kept font metrics do not cover"));
    run.draw = msSince(timer);
    timer.restart();
    const QByteArray svg = svgDocument(**drawn);
    writeFile(output, svg);
    run.write = msSince(timer);
    run.bytes = svg.size();
    return run;
}

/// The snapshot's host and guest graphs exactly as the layout hands them to dot
/// (layoutInputDot), written into WORK; their paths.
QStringList writeLayoutInputs(const QString& snapshotPath, const QDir& work)
{
    const Result<Snapshot> snapshot = openWholeSnapshot(snapshotPath);
    if (!snapshot)
        die(snapshot.error());
    const SharedDocument document = SnapshotDocument::open(*snapshot);
    const Result<QList<const Machine*>> machines = Layout::topologyPageMachines(*document, Layout::TopologyPage::SideBySide);
    if (!machines)
        die(machines.error());
    QStringList paths;
    for (const Machine* machine : *machines) {
        Layout::Graph graph = Layout::buildTopologyGraph(*machine);
        if (!Layout::measureLabels(graph))
            die(QStringLiteral("a label the kept font metrics do not cover"));
        const QByteArray dot = Layout::layoutInputDot(graph);
        if (dot.isEmpty())
            die(QStringLiteral("Graphviz could not write the layout's graph"));
        paths.append(work.filePath(machine == document->host() ? QStringLiteral("demo-host-layout.dot") : QStringLiteral("demo-guest-layout.dot")));
        writeFile(paths.last(), dot);
    }
    return paths;
}

QString toolVersion(const QString& program)
{
    QProcess version;
    version.start(program, { QStringLiteral("--version") });
    version.waitForFinished();
    return QString::fromLocal8Bit(version.readAllStandardOutput() + version.readAllStandardError()).trimmed().section(u'\n', 0, 0);
}

} // namespace

int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("bench_export"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("TopoLens SVG export speed against hwloc's lstopo --of svg."));
    parser.addHelpOption();
    const QCommandLineOption runsOption = Bench::runsOption();
    const QCommandLineOption workOption = Bench::workOption(QStringLiteral("Folder for the generated inputs and outputs."));
    const QCommandLineOption lstopoOption(QStringLiteral("lstopo"), QStringLiteral("The lstopo to compare with."),
        QStringLiteral("PATH"), QStringLiteral("lstopo-no-graphics"));
    const QCommandLineOption topolensOption(QStringLiteral("topolens"), QStringLiteral("The topolens binary."),
        QStringLiteral("PATH"), QStringLiteral(TOPOLENS_BINARY));
    parser.addOptions({ runsOption, workOption, lstopoOption, topolensOption });
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    const QString topolens = parser.value(topolensOption);
    QString lstopo = QStandardPaths::findExecutable(parser.value(lstopoOption));
    if (lstopo.isEmpty())
        lstopo = QStandardPaths::findExecutable(QStringLiteral("lstopo"));
    if (lstopo.isEmpty())
        die(QStringLiteral("lstopo not found (Debian package hwloc; scripts/install-deps.sh --with-tests)"));
    // hwloc's graphical build (cairo, X11, ncurses: the `lstopo` of Debian's hwloc package) as
    // a second yardstick: what `lstopo --of svg` runs there, which draws through cairo.
    QString graphicalLstopo = QStandardPaths::findExecutable(QStringLiteral("lstopo"));
    if (graphicalLstopo == lstopo)
        graphicalLstopo.clear();
    const QDir work = workFolder(parser.value(workOption));

    const QString demoPath = writeDemoSnapshot(work);
    const QString hwlocPath = work.filePath(QStringLiteral("synthetic-host-hwloc.xml"));
    writeFile(hwlocPath, syntheticHostXml());

    const QString cpu = firstLineOf(QStringLiteral("/proc/cpuinfo"), QStringLiteral("model name\t:"));
    out() << "Machine: " << QThread::idealThreadCount() << " CPU(s) (" << cpu << "), " << QSysInfo::prettyProductName()
          << ", Qt " << qVersion() << ", " << toolVersion(lstopo) << "\nBest of " << runs
          << " runs per side, interleaved. lstopo input: synthetic hwloc XML (2 packages, 64 cores, 8 GPUs as PCI devices, "
             "NIC, NVMe), written to "
          << hwlocPath << "\n" << Qt::flush;

    const QString lstopoSvg = work.filePath(QStringLiteral("lstopo.svg"));
    const QStringList lstopoArgs = { QStringLiteral("--input"), hwlocPath, QStringLiteral("--input-format"), QStringLiteral("xml"),
        QStringLiteral("--of"), QStringLiteral("svg"), QStringLiteral("-f"), lstopoSvg };
    // Its own file: the graphical build writes its SVG through cairo, larger, not the native one.
    QStringList graphicalArgs = lstopoArgs;
    graphicalArgs.last() = work.filePath(QStringLiteral("lstopo-graphical.svg"));
    const QString sideSvg = work.filePath(QStringLiteral("topolens-side-by-side.svg"));
    const QString hostSvg = work.filePath(QStringLiteral("topolens-host.svg"));
    auto cliArgs = [&](const QString& view, const QString& output) {
        return QStringList { QStringLiteral("export"), demoPath, QStringLiteral("--view"), view, QStringLiteral("--format"),
            QStringLiteral("svg"), QStringLiteral("-o"), output };
    };

    // The floor: what any export by TopoLens pays as a process, built on Qt and laid out by
    // Graphviz (bench/layoutfloor.cpp): Qt Core started and the demo's two graphs, exactly as
    // TopoLens hands them to dot, laid out; nothing read from a snapshot, nothing drawn.
    const QStringList demoGraphs = writeLayoutInputs(demoPath, work);
    const QString floorProgram = QStringLiteral(TOPOLENS_LAYOUT_FLOOR);

    double lstopoBest = 0;
    double floorBest = 0;
    double graphicalBest = 0;
    double cliSideBest = 0;
    double cliHostBest = 0;
    InProcessRun sideBest;
    InProcessRun hostBest;
    for (int i = 0; i < runs; ++i) {
        const double l = timeProcess(lstopo, lstopoArgs);
        const double f = timeProcess(floorProgram, demoGraphs);
        const double g = graphicalLstopo.isEmpty() ? 0 : timeProcess(graphicalLstopo, graphicalArgs);
        const double cs = timeProcess(topolens, cliArgs(QStringLiteral("side-by-side"), sideSvg));
        const double ch = timeProcess(topolens, cliArgs(QStringLiteral("host"), hostSvg));
        const InProcessRun side = exportInProcess(demoPath, Layout::TopologyPage::SideBySide, sideSvg);
        const InProcessRun host = exportInProcess(demoPath, Layout::TopologyPage::Host, hostSvg);
        lstopoBest = i == 0 ? l : std::min(lstopoBest, l);
        floorBest = i == 0 ? f : std::min(floorBest, f);
        graphicalBest = i == 0 ? g : std::min(graphicalBest, g);
        cliSideBest = i == 0 ? cs : std::min(cliSideBest, cs);
        cliHostBest = i == 0 ? ch : std::min(cliHostBest, ch);
        if (i == 0 || side.total() < sideBest.total())
            sideBest = side;
        if (i == 0 || host.total() < hostBest.total())
            hostBest = host;
    }
    const qint64 lstopoBytes = QFileInfo(lstopoSvg).size();

    const QString peer = QFileInfo(lstopo).fileName();
    out() << "\n| what | TopoLens | `" << peer << " --of svg` | ratio |\n|---|---|---|---|\n";
    out() << "| demo side-by-side (host + guest, 2 \u00d7 8 GPUs) \u2192 SVG, `topolens export` process | " << ms(cliSideBest)
          << " | " << ms(lstopoBest) << " | " << ratio(cliSideBest, lstopoBest) << " |\n";
    out() << "| floor under it: Qt Core started, the demo's two graphs laid out by Graphviz's dot, nothing read or drawn "
             "(bench_layoutfloor) | "
          << ms(floorBest) << " | " << ms(lstopoBest) << " | " << ratio(floorBest, lstopoBest) << " |\n";
    out() << "| demo host only \u2192 SVG, `topolens export` process | " << ms(cliHostBest) << " | " << ms(lstopoBest) << " | "
          << ratio(cliHostBest, lstopoBest) << " |\n";
    if (!graphicalLstopo.isEmpty()) {
        out() << "| demo side-by-side \u2192 SVG, `topolens export` process, against hwloc's graphical `lstopo --of svg` | "
              << ms(cliSideBest) << " | " << ms(graphicalBest) << " | " << ratio(cliSideBest, graphicalBest) << " |\n";
    }
    out() << "| demo side-by-side \u2192 SVG, in process (no process start) | " << ms(sideBest.total()) << " | " << ms(lstopoBest)
          << " | " << ratio(sideBest.total(), lstopoBest) << " |\n";
    out() << "| demo host only \u2192 SVG, in process | " << ms(hostBest.total()) << " | " << ms(lstopoBest) << " | "
          << ratio(hostBest.total(), lstopoBest) << " |\n";
    // The 256-GPU host against raw Graphviz, and a small parse against lstopo's console output.
    const QString largePath = work.filePath(QStringLiteral("synthetic-256-gpu-host.json"));
    SyntheticHostShape shape;
    if (const Status saved = saveSnapshot(syntheticHostSnapshot(&shape), largePath); !saved)
        die(saved.error());
    const QString largeDot = work.filePath(QStringLiteral("synthetic-256-gpu-host.dot"));
    const QString largeSvg = work.filePath(QStringLiteral("synthetic-256-gpu-host.svg"));
    const QString dotSvg = work.filePath(QStringLiteral("synthetic-256-gpu-host-dot.svg"));
    timeProcess(topolens, { QStringLiteral("export"), largePath, QStringLiteral("--view"), QStringLiteral("host"),
                              QStringLiteral("--format"), QStringLiteral("dot"), QStringLiteral("-o"), largeDot });
    const QString dot = QStandardPaths::findExecutable(QStringLiteral("dot"));
    if (dot.isEmpty())
        die(QStringLiteral("dot not found (Debian package graphviz)"));
    const QString pastePath = work.filePath(QStringLiteral("paste-4-lines.txt"));
    {
        QFile fixture(QStringLiteral(TOPOLENS_SOURCE_DIR "/tests/fixtures/iommu-groups/asokolsky-fuji-find-unsorted.txt"));
        if (!fixture.open(QIODevice::ReadOnly))
            die(QStringLiteral("cannot read %1").arg(fixture.fileName()));
        QByteArray lines;
        for (int i = 0; i < 4 && !fixture.atEnd(); ++i)
            lines += fixture.readLine();
        writeFile(pastePath, lines);
    }
    double largeBest = 0;
    double dotBest = 0;
    double parseBest = 0;
    double consoleBest = 0;
    for (int i = 0; i < runs; ++i) {
        const double t = timeProcess(topolens, { QStringLiteral("export"), largePath, QStringLiteral("--view"), QStringLiteral("host"),
                                                 QStringLiteral("--format"), QStringLiteral("svg"), QStringLiteral("-o"), largeSvg });
        const double d = timeProcess(dot, { QStringLiteral("-Tsvg"), largeDot, QStringLiteral("-o"), dotSvg });
        const double p = timeProcess(topolens, { QStringLiteral("parse"), pastePath });
        const double c = timeProcess(lstopo, { QStringLiteral("--input"), hwlocPath, QStringLiteral("--input-format"),
                                                 QStringLiteral("xml"), QStringLiteral("--of"), QStringLiteral("console") });
        largeBest = i == 0 ? t : std::min(largeBest, t);
        dotBest = i == 0 ? d : std::min(dotBest, d);
        parseBest = i == 0 ? p : std::min(parseBest, p);
        consoleBest = i == 0 ? c : std::min(consoleBest, c);
    }
    out() << "| " << shape.gpus << "-GPU host (" << shape.pciDevices << " PCI functions) \u2192 SVG, `topolens export` process | "
          << ms(largeBest) << " | `dot -Tsvg` on its graph " << ms(dotBest) << " | " << ratio(largeBest, dotBest) << " |\n";
    out() << "| 4-line paste, `topolens parse` process | " << ms(parseBest) << " | `lstopo-no-graphics --of console` "
          << ms(consoleBest) << " | " << ratio(parseBest, consoleBest) << " |\n";
    out() << "\nSVG sizes: demo side by side " << QFileInfo(sideSvg).size() / 1024 << " KiB, demo host "
          << QFileInfo(hostSvg).size() / 1024 << " KiB (lstopo, comparable host: " << lstopoBytes / 1024 << " KiB, "
          << ratio(double(QFileInfo(hostSvg).size()), double(lstopoBytes)) << "); " << shape.gpus << "-GPU host "
          << QFileInfo(largeSvg).size() / 1024 << " KiB (`dot -Tsvg`: " << QFileInfo(dotSvg).size() / 1024 << " KiB).\n";

    out() << "\nAbove the floor, the side-by-side export as a process (reading the snapshot, building its graphs, drawing, "
             "writing): "
          << ms(cliSideBest - floorBest) << ", " << ratio(cliSideBest - floorBest, lstopoBest) << " of lstopo's whole run.\n";
    out() << "\nIn process, side-by-side: read and parse the snapshot " << ms(sideBest.load) << ", graphs + layout + drawing "
          << ms(sideBest.draw) << ", SVG text + file " << ms(sideBest.write) << "; " << sideBest.bytes / 1024 << " KiB (lstopo: "
          << lstopoBytes / 1024 << " KiB).\n"
          << Qt::flush;
    return 0;
}
