// SPDX-License-Identifier: GPL-3.0-or-later
// copybench: the project's own copy benchmark, the real 1- and 4-GPU runs and a cut-off run.
#include "parse/bench/benchmarks.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace BenchTest;

class TestParseCopybench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void copybench()
    {
        const auto r = parseCopybench(fixture("copybench/h200-vm.csv"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("1"));
        QCOMPARE(run.gpus.size(), 1);
        QCOMPARE(*run.gpu(0)->bdf, bdf("0000:00:06.0"));
        QCOMPARE(run.gpu(0)->busIdPrecision, BusIdPrecision::Full);
        QCOMPARE(run.sweeps.size(), 3);
        const SizeSweep* h2d = run.sweep(u"h2d GPU0");
        QVERIFY(h2d);
        QCOMPARE(h2d->sourceGpu, -1);
        QCOMPARE(h2d->destinationGpu, 0);
        QCOMPARE(h2d->points.size(), 13);
        QCOMPARE(h2d->points[0].bytes, quint64(4));
        QCOMPARE(*h2d->points.last().bandwidth, 55.258);
        QCOMPARE(*h2d->points.last().latencyUs, 1214.466);
        compareCell(run, "d2d-bandwidth", 0, 0, 1917.747);

        const auto x4 = parseCopybench(fixture("captures/copybench-x4.csv"));
        verifyClean(x4.diagnostics);
        QCOMPARE(x4.value.gpus.size(), 4);
        QCOMPARE(*x4.value.gpu(3)->bdf, bdf("0000:00:09.0"));
        QCOMPARE(x4.value.peerAccess.size(), 12);
        QCOMPARE(x4.value.sweeps.size(), 24);
        QCOMPARE(x4.value.sweep(u"d2d GPU1->GPU2")->points.size(), 13);
        compareCell(x4.value, "d2d-bandwidth", 1, 2, 388.902);
        compareCell(x4.value, "d2d-bandwidth", 3, 3, 1942.077);
        QVERIFY(x4.value.notes.isEmpty());

        // Stopped during the last size: noted.
        QByteArray cut = fixture("captures/copybench-x4.csv");
        cut.truncate(cut.indexOf("d2d,2,0,67108864"));
        QCOMPARE(countNotes(parseCopybench(cut).value, BenchmarkNoteKind::Truncated), 1);
    }
};

QTEST_GUILESS_MAIN(TestParseCopybench)
#include "tst_parse_copybench.moc"
