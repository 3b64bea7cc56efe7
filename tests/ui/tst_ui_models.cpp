// SPDX-License-Identifier: GPL-3.0-or-later
// Every table model of ui/ under QAbstractItemModelTester: row and column counts, indexes,
// parents, data for every role, header data, and the signals of a reset, on real data (the
// demo snapshot's host and guest, the real 4x H200 copybench run). The tester checks the model
// on every signal it emits, so each reload below is checked too.
#include "analyze/match/guestgpus.h"
#include "analyze/machinebuilder.h"
#include "benchmarks/heatmapmodel.h"
#include "io/snapshotfile.h"
#include "machines/comparisonmodel.h"
#include "machines/machinepanel.h"
#include "machines/matrixmodel.h"
#include "topology/scenetheme.h"
#include "ui/demomachines.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace Topo;
using namespace Topo::Ui;

namespace {

using TestUtil::DemoMachines;
using TestUtil::demoMachines;

/// The real 4x H200 guest with the real copybench run imported (one line edited where
/// `before` is given), built as the window builds it.
Machine h200WithCopybench(const QByteArray& before = {}, const QByteArray& after = {})
{
    const ParseResult<Snapshot> loaded = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")));
    if (loaded.value.machines.isEmpty())
        qFatal("the h200-x4 bundle does not load");
    MachineSnapshot machine = loaded.value.machines.first();
    machine.captures.append(TestUtil::copybenchX4Capture(before, after));
    return buildMachine(machine);
}

/// Reads every cell and header in every role the views ask for (the tester reads only a few).
void readEverything(const QAbstractItemModel& model)
{
    const QList<int> roles = { Qt::DisplayRole, Qt::ToolTipRole, Qt::BackgroundRole, Qt::ForegroundRole, Qt::FontRole,
        Qt::TextAlignmentRole, Qt::UserRole, Qt::UserRole + 1, Qt::UserRole + 2, Qt::UserRole + 3, Qt::UserRole + 4 };
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            QVERIFY(index.isValid());
            QCOMPARE(model.rowCount(index), 0); // a table: cells have no children
            for (int role : roles)
                model.data(index, role);
        }
    }
    for (int role : roles) {
        for (int section = 0; section < model.rowCount(); ++section)
            model.headerData(section, Qt::Vertical, role);
        for (int section = 0; section < model.columnCount(); ++section)
            model.headerData(section, Qt::Horizontal, role);
    }
}

} // namespace

class TestUiModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matrixModel()
    {
        const DemoMachines demo = demoMachines();
        QVERIFY(demo.host.topo);
        QVERIFY(demo.guest.topo);
        MatrixModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QCOMPARE(model.rowCount(), 0);

        model.setMatrix(demo.host.topo->matrix, MatrixModel::Kind::LinkClass);
        QCOMPARE(model.rowCount(), demo.host.topo->matrix.size());
        QVERIFY(model.columnCount() > 0);
        readEverything(model);

        // Reloads: another machine, the P2P kind, and back to nothing.
        model.setMatrix(demo.guest.topo->matrix, MatrixModel::Kind::LinkClass);
        readEverything(model);
        const auto p2p = demo.host.p2p.constFind(P2pCapability::Read);
        QVERIFY(p2p != demo.host.p2p.cend());
        model.setMatrix(p2p->matrix, MatrixModel::Kind::P2p);
        QVERIFY(model.rowCount() > 0);
        readEverything(model);
        model.setMatrix({}, MatrixModel::Kind::P2p);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(resets.size(), 4);
    }

    void machinePanelShowsAmdsLinks()
    {
        // No nvidia-smi on the AMD demo: the class matrix is AMD's links, in their words,
        // coloured by the class each pair has.
        const DemoMachines demo = TestUtil::amdDemoMachines();
        MachinePanel panel;
        panel.setMachine(demo.host);
        const QAbstractItemModel* links = panel.classMatrixView()->model();
        QCOMPARE(links->rowCount(), 4); // the GPUs rocm-smi lists; GPU4-7 are on vfio-pci
        QCOMPARE(links->headerData(0, Qt::Horizontal).toString(), QStringLiteral("GPU0"));
        QCOMPARE(links->index(0, 1).data().toString(), QStringLiteral("XGMI"));
        QCOMPARE(links->index(0, 1).data(Qt::BackgroundRole).value<QColor>(), linkClassColor(LinkClass::Xgmi));
        QCOMPARE(links->index(1, 1).data().toString(), QStringLiteral("X"));
        QVERIFY(links->index(0, 1).data(Qt::ToolTipRole).toString().contains(QStringLiteral("weight 15")));
        QVERIFY(panel.p2pMatrixView()->isHidden()); // rocm-smi says nothing of peer access

        panel.setMachine(demo.guest);
        QCOMPARE(links->rowCount(), 4);
        QCOMPARE(links->index(2, 3).data().toString(), QStringLiteral("PCIE 2 hops"));
        QCOMPARE(links->index(2, 3).data(Qt::BackgroundRole).value<QColor>(), linkClassColor(LinkClass::PHB));
        const QString tip = links->index(2, 3).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("weight 40, PCIe path PHB")), qPrintable(tip));
        readEverything(*links);
        QAbstractItemModelTester tester(const_cast<QAbstractItemModel*>(links), QAbstractItemModelTester::FailureReportingMode::Fatal);

        // An NVIDIA machine gets nvidia-smi's matrix back, text and colour from the text.
        const DemoMachines nvidia = demoMachines();
        panel.setMachine(nvidia.host);
        QCOMPARE(links->rowCount(), nvidia.host.topo->matrix.size());
        QCOMPARE(links->index(0, 4).data().toString(), QStringLiteral("SYS"));
        QCOMPARE(links->index(0, 4).data(Qt::BackgroundRole).value<QColor>(), linkClassColor(LinkClass::Sys));
    }

    void comparisonModel()
    {
        const DemoMachines demo = demoMachines();
        const MachineSnapshot* hostSnapshot = demo.snapshot.machine(MachineRole::Host);
        QVERIFY(hostSnapshot);
        const QList<GpuMatch> matches = matchGuestGpusToHost(*hostSnapshot, demo.host, demo.guest);
        QVERIFY(!matches.isEmpty());
        ComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

        model.setMachines(demo.host, demo.guest, matches);
        QVERIFY(model.rowCount() > 0);
        QCOMPARE(model.rowCount(), model.columnCount());
        readEverything(model);

        // Reload the same pair, then one without matches (nothing to compare).
        model.setMachines(demo.host, demo.guest, matches);
        readEverything(model);
        model.setMachines(demo.host, demo.guest, {});
        readEverything(model);
        QCOMPARE(resets.size(), 3);
    }

    void heatmapModel()
    {
        const Machine machine = h200WithCopybench();
        QCOMPARE(machine.benchmarks.size(), 1);
        const BenchmarkRun& run = machine.benchmarks.first();
        QVERIFY(!run.matrices.isEmpty());
        HeatmapModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QVERIFY(model.isEmpty());

        // Every matrix of the run, one after the other: each a reset the tester checks.
        for (const BenchmarkMatrix& matrix : run.matrices) {
            model.setMatrix(machine, run, matrix);
            QCOMPARE(model.rowCount(), int(matrix.rows.size()));
            QCOMPARE(model.columnCount(), int(matrix.columns.size()));
            readEverything(model);
        }
        const BenchmarkMatrix* bandwidth = nullptr;
        for (const BenchmarkMatrix& m : run.matrices) {
            if (!bandwidth && isBandwidthMatrix(m))
                bandwidth = &m;
        }
        QVERIFY(bandwidth);

        // The ratio view: a run against itself, and against a copy with one pair slowed.
        model.setRatio(machine, run, *bandwidth, machine, run, *bandwidth);
        QVERIFY(model.isRatio());
        readEverything(model);
        const Machine other = h200WithCopybench("d2d,1,2,67108864,172.560,388.902", "d2d,1,2,67108864,1240.000,54.120");
        const BenchmarkMatrix* otherBandwidth = other.benchmarks.first().matrix(bandwidth->metric);
        QVERIFY(otherBandwidth);
        model.setRatio(machine, run, *bandwidth, other, other.benchmarks.first(), *otherBandwidth);
        readEverything(model);

        model.clear();
        QVERIFY(model.isEmpty());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(resets.size(), int(run.matrices.size()) + 3);
    }
};

QTEST_MAIN(TestUiModels)
#include "tst_ui_models.moc"
