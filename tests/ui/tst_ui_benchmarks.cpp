// SPDX-License-Identifier: GPL-3.0-or-later
// The Benchmarks tab offscreen, on real outputs: heatmap values, colours and N/A cells, the
// tooltips, same-class outliers, ratios of two matrices, the size-sweep chart, importing files
// and pasted text into a snapshot, and the heatmap as an exported picture.
#include "benchmarks/benchmarkpanel.h"
#include "export/exporter.h"
#include "benchmarks/heatmapwidget.h"
#include "export/heatmapexport.h"
#include "window/importcontroller.h"
#include "window/mainwindow.h"
#include "parse/bench/benchmarks.h"
#include "parse/formats.h"
#include "analyze/machinebuilder.h"
#include "benchmarks/sweepchart.h"
#include "testutil.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QTest>

using namespace Topo;
using namespace Topo::Ui;

namespace {

BenchmarkRun parseFixture(const QString& format, const QString& fixture)
{
    auto r = parseBenchmark(format, TestUtil::readFixture(fixture));
    if (r.value.isEmpty())
        qFatal("%s parses to nothing", qPrintable(fixture));
    return r.value;
}

BenchmarkRun sushruta()
{
    return parseFixture(QStringLiteral("p2p-bandwidth-latency"), QStringLiteral("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"));
}

/// Four A100s at the addresses the sushruta run prints, NVLink bridges on 0-1 and 2-3 (the
/// run's own P2P connectivity matrix says so), SYS elsewhere; nvidia-smi's P2P read status OK
/// on the bridged pairs and CNS elsewhere. `nvlinkEverywhere` pretends all pairs were NV12.
Machine a100Machine(bool nvlinkEverywhere = false, bool withAddresses = true)
{
    Machine m;
    m.label = QStringLiteral("a100-vm");
    TopoMatrix topo;
    P2pMatrix read;
    for (int i = 0; i < 4; ++i) {
        Gpu g;
        g.index = i;
        g.name = QStringLiteral("NVIDIA A100 80GB PCIe");
        if (withAddresses)
            g.bdf = Bdf { i + 1, 0, 0, 0 };
        m.gpus.append(g);
        topo.matrix.labels << QStringLiteral("GPU%1").arg(i);
        read.matrix.labels << QStringLiteral("GPU%1").arg(i);
    }
    for (int r = 0; r < 4; ++r) {
        QStringList classes;
        QStringList status;
        for (int c = 0; c < 4; ++c) {
            const bool bridged = (r ^ c) == 1;
            classes << (r == c ? QStringLiteral("X") : bridged || nvlinkEverywhere ? QStringLiteral("NV12") : QStringLiteral("SYS"));
            status << (r == c ? QStringLiteral("X") : bridged ? QStringLiteral("OK") : QStringLiteral("CNS"));
        }
        topo.matrix.cells << classes;
        read.matrix.cells << status;
    }
    m.topo = topo;
    read.capability = P2pCapability::Read;
    m.p2p.insert(P2pCapability::Read, read);
    return m;
}

MachineSnapshot h200Snapshot()
{
    auto loaded = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")));
    if (loaded.value.machines.isEmpty())
        qFatal("the h200-x4 bundle does not load");
    return loaded.value.machines.first();
}

/// The real 4× H200 VM with its real copybench CSV imported.
Snapshot h200WithCopybench()
{
    MachineSnapshot machine = h200Snapshot();
    machine.captures.append(TestUtil::copybenchX4Capture());
    Snapshot s;
    s.title = QStringLiteral("4x H200 VM with copybench");
    s.createdAt = QDateTime(QDate(2026, 11, 29), QTime(13, 47), QTimeZone::utc());
    s.machines.append(machine);
    return s;
}

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

bool sameColor(const QColor& a, const QColor& b)
{
    return std::abs(a.red() - b.red()) <= 1 && std::abs(a.green() - b.green()) <= 1 && std::abs(a.blue() - b.blue()) <= 1;
}

} // namespace

class TestUiBenchmarks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void colourMaps()
    {
        // matplotlib's viridis at 0, 0.5 and 1: #440154, #21918c, #fde725 (the fit is within 2 %).
        const auto near = [](const QColor& c, int r, int g, int b) {
            return std::abs(c.red() - r) <= 5 && std::abs(c.green() - g) <= 5 && std::abs(c.blue() - b) <= 5;
        };
        QVERIFY(near(viridisColor(0), 0x44, 0x01, 0x54));
        QVERIFY(near(viridisColor(0.5), 0x21, 0x91, 0x8C));
        QVERIFY(near(viridisColor(1), 0xFD, 0xE7, 0x25));
        // Luminance rises monotonically: the map reads in grey too.
        double previous = -1;
        for (int i = 0; i <= 20; ++i) {
            const QColor c = viridisColor(i / 20.0);
            const double l = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
            QVERIFY(l > previous - 0.01);
            previous = l;
        }
        // Diverging: near-white in the middle, red below, blue above.
        QVERIFY(divergingColor(0).lightnessF() > 0.95);
        QVERIFY(divergingColor(-1).red() > divergingColor(-1).blue());
        QVERIFY(divergingColor(1).blue() > divergingColor(1).red());
    }

    void heatmapOfRealP2pRun()
    {
        const BenchmarkRun run = sushruta();
        const Machine machine = a100Machine();
        HeatmapModel model;
        model.setMatrix(machine, run, *run.matrix(u"unidirectional-p2p-enabled-bandwidth"));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(model.headerData(2, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("GPU2"));
        // Values as printed, formatted with the locale: 3 significant digits at least.
        QCOMPARE(model.data(model.index(0, 1), HeatmapModel::ValueRole).toDouble(), 275.07);
        QCOMPARE(model.data(model.index(0, 1), Qt::DisplayRole).toString(), number(275.07, 0));
        QCOMPARE(model.data(model.index(0, 2), Qt::DisplayRole).toString(), number(21.62, 1));
        QCOMPARE(model.data(model.index(0, 0), Qt::DisplayRole).toString(), number(1502.40, 0));
        // The scale runs from 0 (bandwidth has a true zero) to the best link; the diagonal
        // (1.5 TB/s local copies) stays off it.
        QCOMPARE(model.scale().minimum, 0.0);
        QCOMPARE(model.scale().maximum, 275.51);
        QCOMPARE(model.scale().direction, MetricDirection::HigherIsBetter);
        QVERIFY(model.data(model.index(0, 0), HeatmapModel::DiagonalRole).toBool());
        QVERIFY(!model.data(model.index(0, 0), Qt::BackgroundRole).isValid());
        QVERIFY(model.hasDiagonal());
        // Colours: the best pair is the bright end of viridis, the PCIe pairs near the dark end.
        QVERIFY(sameColor(model.data(model.index(1, 0), Qt::BackgroundRole).value<QColor>(), viridisColor(1)));
        QVERIFY(sameColor(model.data(model.index(2, 0), Qt::BackgroundRole).value<QColor>(), viridisColor(21.46 / 275.51)));
        QCOMPARE(model.data(model.index(2, 0), Qt::ForegroundRole).value<QColor>(), QColor(Qt::white));
        QVERIFY(model.scale().caption().contains(u"higher is better"));
        QVERIFY(model.outliers().isEmpty()); // each class is uniform
        QVERIFY(!model.hasNotAvailable());

        // Latency: lower is better, so the smallest latency is the bright end.
        model.setMatrix(machine, run, *run.matrix(u"p2p-enabled-gpu-latency"));
        QCOMPARE(model.scale().direction, MetricDirection::LowerIsBetter);
        QVERIFY(model.scale().caption().contains(u"lower is better"));
        QCOMPARE(model.scale().maximum, 20.38);
        QVERIFY(sameColor(model.data(model.index(1, 0), Qt::BackgroundRole).value<QColor>(), viridisColor(1 - 2.22 / 20.38)));
        QVERIFY(sameColor(model.data(model.index(1, 3), Qt::BackgroundRole).value<QColor>(), viridisColor(0)));

        // Real N/A cells: nvbandwidth prints N/A on the diagonal of device-to-device copies.
        const BenchmarkRun nvbw = parseFixture(QStringLiteral("nvbandwidth"), QStringLiteral("nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt"));
        model.setMatrix(Machine {}, nvbw, *nvbw.matrix(u"device_to_device_memcpy_read_ce"));
        QCOMPARE(model.rowCount(), 8);
        QVERIFY(model.data(model.index(3, 3), HeatmapModel::NotAvailableRole).toBool());
        QCOMPARE(model.data(model.index(3, 3), Qt::DisplayRole).toString(), tr("N/A"));
        QVERIFY(!model.data(model.index(3, 3), Qt::BackgroundRole).isValid());
        QVERIFY(!model.data(model.index(3, 2), HeatmapModel::NotAvailableRole).toBool());
        QVERIFY(model.hasNotAvailable());
        QVERIFY(model.data(model.index(3, 3), Qt::ToolTipRole).toString().contains(u"N/A"));
        // Its host rows are labelled as the host, not as a GPU.
        model.setMatrix(Machine {}, nvbw, *nvbw.matrix(u"host_to_device_memcpy_ce"));
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(!model.headerData(0, Qt::Vertical, Qt::DisplayRole).toString().startsWith(u"GPU"));
    }

    void tooltipNamesBothGpusClassStatusAndValue()
    {
        const BenchmarkRun run = sushruta();
        HeatmapModel model;
        model.setMatrix(a100Machine(), run, *run.matrix(u"unidirectional-p2p-enabled-bandwidth"));
        const QString across = model.data(model.index(0, 2), Qt::ToolTipRole).toString();
        QVERIFY2(across.contains(u"GPU0 \u2192 GPU2"), qPrintable(across));
        QVERIFY(across.contains(number(21.62, 1)) && across.contains(u"GB/s"));
        QVERIFY(across.contains(u"SYS"));
        QVERIFY(across.contains(u"CNS")); // nvidia-smi topo -p2p r
        QVERIFY(across.contains(u"pciDomainID:1") && across.contains(u"pciDomainID:3")); // both bus ids as printed
        QVERIFY(across.contains(u"0001:00:00.0") && across.contains(u"0003:00:00.0")); // the machine's GPUs
        QVERIFY(across.contains(u"matched by PCI address"));
        QVERIFY(!across.contains(u"assumed"));
        const QString bridged = model.data(model.index(0, 1), Qt::ToolTipRole).toString();
        QVERIFY(bridged.contains(u"NV12") && bridged.contains(u"OK") && bridged.contains(number(275.07, 0)));

        // A machine whose GPUs have no addresses: the match is only assumed, and says so.
        model.setMatrix(a100Machine(false, false), run, *run.matrix(u"unidirectional-p2p-enabled-bandwidth"));
        QVERIFY(model.data(model.index(0, 2), Qt::ToolTipRole).toString().contains(u"<b>assumed</b>"));

        // The widget shows the same text under the mouse.
        HeatmapWidget widget(&model);
        widget.resize(widget.sizeHint());
        const QRectF cell = widget.cellRect(0, 2);
        QCOMPARE(widget.toolTipAt(cell.center().toPoint()), model.data(model.index(0, 2), Qt::ToolTipRole).toString());
        QVERIFY(widget.toolTipAt(QPoint(1, 1)).isEmpty());
    }

    void outliersFlaggedOnConstructedCase()
    {
        // The same real run on a machine whose topology claims NV12 everywhere: the eight PCIe
        // pairs are ~12.8× below the best NV12 pair, flagged and listed.
        const BenchmarkRun run = sushruta();
        HeatmapModel model;
        model.setMatrix(a100Machine(true), run, *run.matrix(u"unidirectional-p2p-enabled-bandwidth"));
        QCOMPARE(model.outliers().size(), 8);
        QVERIFY(model.data(model.index(0, 2), HeatmapModel::FlaggedRole).toBool());
        QVERIFY(!model.data(model.index(0, 1), HeatmapModel::FlaggedRole).toBool());
        QVERIFY(!model.data(model.index(0, 0), HeatmapModel::FlaggedRole).toBool());
        const QStringList lines = model.outlierLines();
        QCOMPARE(lines.size(), 8);
        QVERIFY2(lines.first().contains(number(275.51, 0)), qPrintable(lines.first()));
        QVERIFY(model.data(model.index(0, 2), Qt::ToolTipRole).toString().contains(u"Outlier"));
    }

    void realH200CopybenchHasNoOutliers()
    {
        // All 4×4 pairs of the real H200 VM are NV18 and deliver 387-389 GB/s at 64 MiB.
        const Snapshot snapshot = h200WithCopybench();
        const QList<Machine> machines = { buildMachine(snapshot.machines.first()) };
        BenchmarkPanel panel;
        panel.resize(1400, 900);
        panel.setSnapshot(snapshot, machines);
        QVERIFY(!panel.isEmptyStateShown());
        QCOMPARE(panel.runCount(), 1);
        QVERIFY(panel.runTexts().first().contains(u"copybench"));
        QVERIFY(panel.showMetric(QStringLiteral("d2d-bandwidth")));
        QCOMPARE(panel.heatmapModel()->rowCount(), 4);
        QVERIFY(panel.heatmapModel()->outliers().isEmpty());
        QVERIFY2(panel.flagText().contains(u"No outliers") && panel.flagText().contains(u"NV18"), qPrintable(panel.flagText()));
        QVERIFY(panel.heatmapModel()->data(panel.heatmapModel()->index(0, 1), Qt::ToolTipRole).toString().contains(u"NV18"));
        // Its sweeps: 4 h2d, 4 d2h and 16 d2d; one per operation ticked to begin with.
        QCOMPARE(panel.sweepTexts().size(), 24);
        QCOMPARE(panel.sweepChart()->summary().lineNames.size(), 3);
    }

    void ratioOfTwoMatrices()
    {
        const BenchmarkRun run = sushruta();
        const Machine machine = a100Machine();
        const BenchmarkMatrix& disabled = *run.matrix(u"unidirectional-p2p-disabled-bandwidth");
        const BenchmarkMatrix& enabled = *run.matrix(u"unidirectional-p2p-enabled-bandwidth");
        HeatmapModel ratio;
        ratio.setRatio(machine, run, disabled, machine, run, enabled);
        QVERIFY(ratio.isRatio());
        QCOMPARE(ratio.data(ratio.index(0, 1), HeatmapModel::ValueRole).toDouble(), 275.07 / 21.51);
        QCOMPARE(ratio.data(ratio.index(0, 2), HeatmapModel::ValueRole).toDouble(), 21.62 / 21.63);
        QCOMPARE(ratio.data(ratio.index(0, 1), Qt::DisplayRole).toString(), number(275.07 / 21.51, 1) + u'\u00d7');
        // Centred at 1 on a log scale: ×12.8 is the top, its inverse the bottom.
        QCOMPARE(ratio.scale().maximum, 275.51 / 21.40);
        QCOMPARE(ratio.scale().minimum, 21.40 / 275.51);
        QVERIFY(ratio.data(ratio.index(0, 2), Qt::BackgroundRole).value<QColor>().lightnessF() > 0.9); // ≈1: near white
        const QColor faster = ratio.data(ratio.index(0, 1), Qt::BackgroundRole).value<QColor>();
        QVERIFY(faster.blue() > faster.red()); // B higher bandwidth: blue
        QVERIFY(ratio.data(ratio.index(0, 1), Qt::ToolTipRole).toString().contains(u"B / A"));

        // Latency the other way round: B slower is red.
        const BenchmarkMatrix& latEnabled = *run.matrix(u"p2p-enabled-gpu-latency");
        const BenchmarkMatrix& latDisabled = *run.matrix(u"p2p-disabled-gpu-latency");
        ratio.setRatio(machine, run, latEnabled, machine, run, latDisabled);
        const QColor slower = ratio.data(ratio.index(0, 1), Qt::BackgroundRole).value<QColor>(); // 2.25 → 21.89 us
        QVERIFY(slower.red() > slower.blue());

        // A 7-GPU run against a 4-GPU run: GPUs 4-6 have no B, their cells are N/A (hatched).
        const BenchmarkRun seven = parseFixture(QStringLiteral("p2p-bandwidth-latency"), QStringLiteral("p2p-bandwidth-latency/rossum-7gforce-v2-7gpu-mixed-p2p.txt"));
        const BenchmarkMatrix* sevenEnabled = seven.matrix(u"unidirectional-p2p-enabled-bandwidth");
        QVERIFY(sevenEnabled);
        ratio.setRatio(Machine {}, seven, *sevenEnabled, machine, run, enabled);
        QCOMPARE(ratio.rowCount(), 7);
        QVERIFY(ratio.data(ratio.index(5, 1), HeatmapModel::NotAvailableRole).toBool());
        QVERIFY(!ratio.data(ratio.index(1, 2), HeatmapModel::NotAvailableRole).toBool());
        QCOMPARE(ratio.data(ratio.index(1, 2), HeatmapModel::ValueRole).toDouble(), 21.69 / *sevenEnabled->cell(1, 2));
    }

    void sweepChartOfRealNcclRun()
    {
        const BenchmarkRun run = parseFixture(QStringLiteral("nccl-tests"), QStringLiteral("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt"));
        QList<SweepLine> lines;
        for (const SizeSweep& s : run.sweeps)
            lines.append({ s.name, sweepPoints(s, SweepQuantity::Bandwidth) });
        SweepChart chart;
        chart.resize(1000, 600);
        chart.setLines(lines, SweepQuantity::Bandwidth);
        SweepChartSummary summary = chart.summary();
        QCOMPARE(summary.lineNames, QStringList({ QStringLiteral("all_reduce out-of-place"), QStringLiteral("all_reduce in-place") }));
        QCOMPARE(summary.xLogBase, 2);
        QCOMPARE(summary.yLogBase, 10);
        // busbw is 0.00 up to 256 B: a log axis starts at 512 B, and labels both ends.
        QCOMPARE(summary.xLabels.first(), humanByteSize(512));
        QCOMPARE(summary.xLabels.last(), humanByteSize(8.0 * 1024 * 1024 * 1024));
        QVERIFY(summary.peak);
        QCOMPARE(summary.peak->y(), 338.82);
        QCOMPARE(summary.peak->x(), 8589934592.0);
        QVERIFY2(summary.peakLabel.contains(humanByteSize(8589934592.0)), qPrintable(summary.peakLabel));
        QVERIFY(!summary.floor);
        QVERIFY(summary.pointsLeftOut > 0); // busbw 0.00 at the smallest sizes has no place on a log axis

        lines.clear();
        for (const SizeSweep& s : run.sweeps)
            lines.append({ s.name, sweepPoints(s, SweepQuantity::Latency) });
        chart.setLines(lines, SweepQuantity::Latency);
        summary = chart.summary();
        QVERIFY(summary.floor);
        QCOMPARE(*summary.floor, 122.3); // in-place, 16 B
        QVERIFY(summary.floorLabel.contains(u"in-place"));
        QCOMPARE(summary.xLabels.first(), humanByteSize(8));
        QCOMPARE(summary.xLabels.last(), humanByteSize(8.0 * 1024 * 1024 * 1024));
        QVERIFY(summary.xLabels.size() <= 13);
        QVERIFY(!summary.peak);
        QCOMPARE(summary.pointsLeftOut, 0);
        chart.setLogarithmicValues(false);
        QCOMPARE(chart.summary().yLogBase, 0);

        QCOMPARE(humanByteSize(8), QStringLiteral("8 B"));
        QCOMPARE(humanByteSize(2048), QStringLiteral("2 KiB"));
        QCOMPARE(humanByteSize(16.0 * 1024 * 1024 * 1024), QStringLiteral("16 GiB"));
    }

    void emptyStateSaysHowToImport()
    {
        MainWindow window;
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        QVERIFY(window.openSnapshot(QStringLiteral("demo")));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        QVERIFY(window.showView(QStringLiteral("benchmarks")));
        BenchmarkPanel* panel = window.benchmarkPanel();
        // The demo guest has a copy sweep (a capture of the seed story): the tab opens on it.
        QCOMPARE(panel->currentMachine(), 1);
        QVERIFY(!panel->isEmptyStateShown());
        QCOMPARE(panel->runCount(), 1);
        QVERIFY(panel->runTexts().first().contains(u"staged-copy-sweep"));
        QCOMPARE(panel->sweepChart()->summary().lineNames.size(), 1);
        // The host has none: the tab says what can be imported and how.
        panel->setCurrentMachine(0);
        QVERIFY(panel->isEmptyStateShown());
        const QString text = panel->emptyStateText();
        QVERIFY(text.contains(u"Import Benchmark Results") && text.contains(u"drag and drop") && text.contains(u"Ctrl+Shift+V"));
        QVERIFY(text.contains(u"nccl-tests") && text.contains(u"nvbandwidth"));
    }

    void importRealFileIntoDemo()
    {
        MainWindow window;
        window.resize(1500, 900);
        window.show();
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        QVERIFY(window.openSnapshot(QStringLiteral("demo")));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        const int capturesBefore = int(window.snapshot().machines[1].captures.size());
        const int runsBefore = int(window.machines()[1].benchmarks.size()); // the demo's own copy sweep
        auto* importer = window.findChild<ImportController*>();
        QVERIFY(importer);
        QString reason;
        importer->setMachineChooser([&](QList<ImportItem>* items) {
            reason = items->first().machineReason;
            (*items)[0].machine = 1; // the guest
            return true;
        });
        QSignalSpy imported(importer, &ImportController::imported);
        const QString path = TestUtil::fixturePath(QStringLiteral("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"));
        importer->importFiles({ path });
        QVERIFY(imported.wait(TestUtil::eventBoundMs));
        // The demo's GPUs are elsewhere: no address matches, and the suggestion says so.
        QVERIFY2(reason.contains(u"None of the run's PCI addresses"), qPrintable(reason));
        const MachineSnapshot& guest = window.snapshot().machines[1];
        QCOMPARE(guest.captures.size(), capturesBefore + 1);
        const RawCapture& added = guest.captures.last();
        QCOMPARE(added.id, QStringLiteral("benchmark-1"));
        QCOMPARE(added.command, QStringLiteral("imported: sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"));
        QCOMPARE(added.format, QStringLiteral("p2p-bandwidth-latency"));
        QCOMPARE(added.stdoutData, TestUtil::readFile(path));
        QCOMPARE(window.machines()[1].benchmarks.size(), runsBefore + 1);
        QVERIFY(window.isWindowModified());
        QVERIFY(window.windowTitle().contains(u"[*]"));
        // The tab shows it.
        BenchmarkPanel* panel = window.benchmarkPanel();
        QCOMPARE(panel->currentMachine(), 1);
        QVERIFY(!panel->isEmptyStateShown());
        QCOMPARE(panel->runCount(), runsBefore + 1);
        QVERIFY(panel->runTexts().last().contains(u"benchmark-1"));
        QCOMPARE(panel->heatmapModel()->rowCount(), 4);
        QCOMPARE(panel->metricTexts().size(), 9); // every matrix of the run

        // A second import gets the next id; lspci output (not a benchmark) is an "import-N" capture.
        importer->importFiles({ path });
        QVERIFY(imported.wait(TestUtil::eventBoundMs));
        QCOMPARE(window.snapshot().machines[1].captures.last().id, QStringLiteral("benchmark-2"));
        QCOMPARE(window.benchmarkPanel()->runCount(), runsBefore + 2);
        importer->importData(TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt")), QStringLiteral("lspci.txt"), false);
        QVERIFY(imported.wait(TestUtil::eventBoundMs));
        QCOMPARE(window.snapshot().machines[1].captures.last().id, QStringLiteral("import-1"));
        QCOMPARE(window.snapshot().machines[1].captures.last().format, QStringLiteral("lspci-tree"));
    }

    void suggestsTheMachineByBusId()
    {
        // Demo host, demo guest and the real H200 VM: the real copybench output names the H200
        // VM's four PCI addresses, so that machine is suggested, whatever is on screen.
        Snapshot snapshot = openSnapshot(QStringLiteral("demo")).value;
        snapshot.machines.append(h200Snapshot());
        QList<Machine> machines;
        for (const MachineSnapshot& m : snapshot.machines)
            machines.append(buildMachine(m));
        const ImportItem item = prepareImport(QStringLiteral("copybench-x4.csv"), false,
            TestUtil::readFixture(QStringLiteral("captures/copybench-x4.csv")), snapshot, machines, 0);
        QCOMPARE(item.format, QStringLiteral("copybench"));
        QVERIFY(item.benchmark);
        QCOMPARE(item.machine, 2);
        QVERIFY2(item.machineReason.contains(u"4 of the run's 4"), qPrintable(item.machineReason));
        Snapshot copy = snapshot;
        const auto added = appendImports(&copy, { item });
        QCOMPARE(added.size(), 1);
        QCOMPARE(added.first().first, 2);
        QCOMPARE(copy.machines[2].captures.last().id, QStringLiteral("benchmark-1"));
        QCOMPARE(uniqueCaptureId(copy.machines[2], QStringLiteral("benchmark")), QStringLiteral("benchmark-2"));
    }

    void pastingGarbageSaysWhatItStartsWith()
    {
        MainWindow window;
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        QVERIFY(window.openSnapshot(QStringLiteral("demo")));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        auto* importer = window.findChild<ImportController*>();
        const qsizetype before = window.snapshot().machines[0].captures.size() + window.snapshot().machines[1].captures.size();
        QGuiApplication::clipboard()->setText(QStringLiteral("\n  Hello from my shell prompt\nnothing else\n"));
        importer->pasteFromClipboard();
        QVERIFY2(importer->lastMessage().contains(u"Not in a format TopoLens recognises"), qPrintable(importer->lastMessage()));
        QVERIFY(importer->lastMessage().contains(u"\u201cHello from my shell prompt\u201d"));
        QCOMPARE(window.snapshot().machines[0].captures.size() + window.snapshot().machines[1].captures.size(), before);
        QVERIFY(!window.isWindowModified());
        QGuiApplication::clipboard()->setText(QString());
        importer->pasteFromClipboard();
        QVERIFY(importer->lastMessage().contains(u"clipboard holds no text"));
        // Pasted benchmark output is recognised and named "pasted".
        QSignalSpy imported(importer, &ImportController::imported);
        importer->setMachineChooser([](QList<ImportItem>*) { return true; });
        QGuiApplication::clipboard()->setText(QString::fromUtf8(TestUtil::readFixture(QStringLiteral("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt"))));
        importer->pasteFromClipboard();
        QVERIFY(imported.wait(TestUtil::eventBoundMs));
        const auto added = imported.last().first().value<QList<QPair<int, QString>>>();
        QCOMPARE(added.size(), 1);
        const RawCapture* pasted = window.snapshot().machines[added.first().first].capture(added.first().second);
        QVERIFY(pasted);
        QCOMPARE(pasted->command, QStringLiteral("pasted"));
        QCOMPARE(pasted->format, QStringLiteral("nccl-tests"));
    }

    // The paste dialog says what it recognised and what it took off the paste, and the format
    // can be corrected (any of the registry's) or named when nothing was recognised.
    void pasteDialogShowsWhatWasAssumed()
    {
        Snapshot snapshot = openSnapshot(QStringLiteral("demo")).value;
        QList<Machine> machines;
        for (const MachineSnapshot& m : snapshot.machines)
            machines.append(buildMachine(m));
        const QByteArray quoted = TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/pasted-email-quoted-kvm-isolate-nvlink.txt"));
        const ImportItem paste = prepareImport(QStringLiteral("clipboard"), true, quoted, snapshot, machines, 0);
        QCOMPARE(paste.format, QStringLiteral("nvidia-smi-topo"));
        QVERIFY(paste.confidence >= 60);
        QVERIFY(paste.readingNotes.size() >= 2);
        QVERIFY(paste.readingNotes.first().startsWith(u"line 1: removed the e-mail quote marks"));
        const ImportItem unknown = prepareImport(QStringLiteral("notes.txt"), false, QByteArrayLiteral("just words\nand more words\n"),
            snapshot, machines, 0);
        QVERIFY(unknown.format.isEmpty());

        ImportDialog dialog({ paste, unknown }, snapshot);
        dialog.resize(760, dialog.layout()->totalHeightForWidth(760));
        auto* format = dialog.findChild<QComboBox*>(QStringLiteral("format-0"));
        auto* otherFormat = dialog.findChild<QComboBox*>(QStringLiteral("format-1"));
        auto* notes = dialog.findChild<QLabel*>(QStringLiteral("notes-0"));
        QVERIFY(format && otherFormat && notes);
        QCOMPARE(format->count(), int(inputFormats().size()) + 1); // every format, and "not recognised"
        QCOMPARE(format->currentData().toString(), QStringLiteral("nvidia-smi-topo"));
        QVERIFY2(notes->text().contains(u"quote marks \">>>\" from lines 1\u20136"), qPrintable(notes->text()));
        QVERIFY(notes->text().contains(u"line 2: took \"[nvdbg ~]$\""));
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("detection-0"))->text().contains(u"nvidia-smi topo -m"));
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("notes-1"))->text(), QStringLiteral("Read exactly as it is."));
        QCOMPARE(otherFormat->currentData().toString(), QString());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QImage shot = dialog.grab().toImage();
        QVERIFY(!shot.isNull());
        const QString shots = qEnvironmentVariable("TOPOLENS_SHOTS_DIR");
        if (!shots.isEmpty())
            QVERIFY(shot.save(shots + QStringLiteral("/paste-dialog.png")));

        // Left alone, the items keep what was detected; the unrecognised one stays so.
        QList<ImportItem> chosen = dialog.items();
        QCOMPARE(chosen[0].format, QStringLiteral("nvidia-smi-topo"));
        QVERIFY(chosen[1].format.isEmpty());
        // Corrected: read as another format, and the unknown one named.
        format->setCurrentIndex(format->findData(QStringLiteral("nvidia-smi-p2p")));
        otherFormat->setCurrentIndex(otherFormat->findData(QStringLiteral("nccl-tests")));
        chosen = dialog.items();
        QCOMPARE(chosen[0].format, QStringLiteral("nvidia-smi-p2p"));
        QVERIFY(!chosen[0].benchmark);
        QCOMPARE(chosen[1].format, QStringLiteral("nccl-tests"));
        QVERIFY(chosen[1].benchmark);
        QCOMPARE(chosen[1].confidence, 100);
        // Nothing with a format: nothing to import.
        auto* importButton = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(importButton->isEnabled());
        format->setCurrentIndex(0);
        otherFormat->setCurrentIndex(0);
        QVERIFY(!importButton->isEnabled());
    }

    void heatmapExportPage()
    {
        const Snapshot snapshot = h200WithCopybench();
        const Machine machine = buildMachine(snapshot.machines.first());
        ExportHeader header;
        header.title = snapshot.title;
        const Result<ExportPagePtr> made = makeHeatmapExportPage(machine, QStringLiteral("d2d-bandwidth"), header, SceneTheme::light());
        QVERIFY2(made, qPrintable(made.error()));
        const ExportPagePtr& page = *made;
        const QSizeF natural = page->naturalSize();
        QVERIFY(natural.width() > 400 && natural.height() > 250);
        const QImage image = renderImage(*page, exportBaseDpi);
        QVERIFY(!image.isNull());
        QVERIFY(std::abs(image.width() - natural.width()) <= 1 && std::abs(image.height() - natural.height()) <= 1);
        // Not blank: many colours (the viridis cells, the legend bar, text).
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3) {
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY(colours.size() > 50);
        const Result<ExportPagePtr> missing = makeHeatmapExportPage(machine, QStringLiteral("no-such-metric"), header, SceneTheme::light());
        QVERIFY(!missing);
        QVERIFY(missing.error().contains(u"no-such-metric"));
        // The sweep chart exports too.
        const Result<ExportPagePtr> sweeps = makeSweepExportPage(machine, SweepQuantity::Latency, {}, header);
        QVERIFY(sweeps);
        QVERIFY(!renderImage(**sweeps, exportBaseDpi).isNull());
    }

    void cliExportsTheHeatmap()
    {
        QTemporaryDir dir;
        const QString snapshotPath = dir.filePath(QStringLiteral("h200.json"));
        const Status saved = saveSnapshot(h200WithCopybench(), snapshotPath);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        const QString out = dir.filePath(QStringLiteral("heatmap.png"));
        QProcess process;
        process.start(QStringLiteral(TOPOLENS_BINARY),
            { QStringLiteral("export"), snapshotPath, QStringLiteral("--view"), QStringLiteral("heatmap:d2d-bandwidth"),
                QStringLiteral("-o"), out });
        QVERIFY(process.waitForFinished(60000));
        const QByteArray stderrText = process.readAllStandardError();
        if (process.exitCode() != 0 && stderrText.contains("unknown view"))
            QSKIP("app/cli_export.cpp does not route --view heatmap yet");
        QVERIFY2(process.exitCode() == 0, stderrText.constData());
        const QImage image(out);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 800); // 192 dpi by default
    }
};

QTEST_MAIN(TestUiBenchmarks)
#include "tst_ui_benchmarks.moc"
