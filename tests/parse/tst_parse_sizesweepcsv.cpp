// SPDX-License-Identifier: GPL-3.0-or-later
// size-sweep-csv: plain size/latency/bandwidth CSVs, units in headers and cells, no header.
#include "parse/bench/benchmarks.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace BenchTest;

class TestParseSizeSweepCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plainSizeSweeps()
    {
        const auto plain = parseSizeSweepCsv(fixture("size-sweep-csv/synthetic-plain-bytes-latency-bandwidth.csv"));
        verifyClean(plain.diagnostics);
        QCOMPARE(plain.value.sweeps.size(), 1);
        QCOMPARE(plain.value.sweeps[0].points.size(), 13);
        QCOMPARE(*plain.value.sweeps[0].points[6].bandwidth, 5.434);

        const auto units = parseSizeSweepCsv(fixture("size-sweep-csv/synthetic-units-semicolon.csv"));
        verifyClean(units.diagnostics);
        const SizeSweep* sweep = units.value.sweep(u"host->GPU0");
        QVERIFY(sweep);
        QCOMPARE(sweep->points.size(), 6);
        QCOMPARE(sweep->points[0].bytes, quint64(16384));
        QCOMPARE(sweep->points.last().bytes, quint64(16777216));
        QCOMPARE(*sweep->points[0].latencyUs, 3.015);
        QCOMPARE(*sweep->points[0].bandwidth, 5.434);

        // Other units convert; a cell with an unknown unit names its line.
        const auto mixed = parseSizeSweepCsv("size,time (ms),bw (MB/s)\n12K,0.5,24.5\n16M,2ms,8000\n1G,3,12 furlongs\n");
        QCOMPARE(mixed.value.sweeps[0].points[0].bytes, quint64(12288));
        QCOMPARE(*mixed.value.sweeps[0].points[0].latencyUs, 500.0);
        QCOMPARE(*mixed.value.sweeps[0].points[1].bandwidth, 8.0);
        QVERIFY(TestUtil::hasDiagnosticAt(mixed.diagnostics, 4));
        // No header: three numbers per row are read in the documented order, with a warning.
        const auto bare = parseSizeSweepCsv("4096,2.758,1.485\n16384,3.015,5.434\n");
        QCOMPARE(bare.value.sweeps[0].points.size(), 2);
        QVERIFY(TestUtil::hasDiagnosticAt(bare.diagnostics, 1));
    }
};

QTEST_GUILESS_MAIN(TestParseSizeSweepCsv)
#include "tst_parse_sizesweepcsv.moc"
