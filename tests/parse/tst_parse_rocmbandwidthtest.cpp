// SPDX-License-Identifier: GPL-3.0-or-later
// rocm-bandwidth-test: the classic 2.0/2.6 layout on workstations and a two-socket MI100 node,
// the TransferBench p2p tables of the ROCm 7 layout, the messy pastes and one case per diagnostic.
#include "parse/bench/benchmarks.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace BenchTest;

namespace {

const char* const mi50 = "rocm-bandwidth-test/rocm-issue4793-xeon-2x-mi50-v2.6.0.txt";
const char* const mi100 = "rocm-bandwidth-test/rccl-issue1370-2x-epyc7763-2x-mi100-v2.6.0.txt";
const char* const wx8100 = "rocm-bandwidth-test/rocm-issue787-i7-2x-wx8100-v2.0.1.txt";
const char* const mi300x = "rocm-bandwidth-test/transferbench-docs-p2p-2cpu-8x-mi300x.txt";

/// The 1-based number of the first line of `data` that contains `needle`.
int lineOf(const QByteArray& data, const char* needle)
{
    const qsizetype at = data.indexOf(needle);
    return at < 0 ? -1 : int(data.first(at).count('\n')) + 1;
}

QString runProperty(const BenchmarkRun& run, const char* key)
{
    for (const auto& p : run.properties) {
        if (p.first == QLatin1String(key))
            return p.second;
    }
    return {};
}

QByteArray replaced(QByteArray data, const char* from, const char* to)
{
    const qsizetype at = data.indexOf(from);
    Q_ASSERT(at >= 0);
    return data.replace(at, qsizetype(qstrlen(from)), to);
}

} // namespace

class TestParseRocmBandwidthTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void classicTwoMi50()
    {
        const auto r = parseRocmBandwidthTest(fixture(mi50));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.tool, BenchmarkTool::RocmBandwidthTest);
        QCOMPARE(run.version, QStringLiteral("2.6.0"));
        QCOMPARE(runProperty(run, "launch command"),
            QStringLiteral("/opt/rocm-5.7.1/bin/rocm-bandwidth-test (rocm_bandwidth -a + rocm_bandwidth -A)"));
        QCOMPARE(runProperty(run, "device 0"), QStringLiteral("CPU: Intel(R) Xeon(R) W-2135 CPU @ 3.70GHz"));
        QCOMPARE(runProperty(run, "device 2 uuid"), QStringLiteral("GPU-6a96212172f0fcb5"));
        QCOMPARE(run.gpus.size(), 2);
        QCOMPARE(run.gpu(0)->name, QStringLiteral("AMD Radeon Graphics"));
        QCOMPARE(*run.gpu(0)->bdf, bdf("0000:19:00.0"));
        QCOMPARE(run.gpu(0)->busIdAsPrinted, QStringLiteral("19:0.0"));
        QCOMPARE(*run.gpu(1)->bdf, bdf("0000:67:00.0"));
        QCOMPARE(run.matrices.size(), 4);
        const BenchmarkMatrix* uni = run.matrix(u"unidirectional-copy-peak-bandwidth");
        QVERIFY(uni);
        QCOMPARE(uni->title, QStringLiteral("Unidirectional copy peak bandwidth GB/s"));
        QCOMPARE(uni->unit, QStringLiteral("GB/s"));
        QCOMPARE(uni->columns[0], (MatrixAxisEntry {QStringLiteral("CPU0"), -1})); // device 0: the first CPU agent
        QCOMPARE(uni->columns[2], (MatrixAxisEntry {QStringLiteral("2"), 1}));
        QCOMPARE(uni->rows[1].gpu, 0);
        QVERIFY(!uni->cell(0, 0));
        compareCell(run, "unidirectional-copy-peak-bandwidth", 0, 1, 13.750);
        compareCell(run, "unidirectional-copy-peak-bandwidth", 1, 1, 696.717);
        compareCell(run, "unidirectional-copy-peak-bandwidth", 2, 2, 586.201);
        QVERIFY(!uni->valueBetween(0, 1));
        QCOMPARE(*uni->valueBetween(-1, 1), 13.769);
        QCOMPARE(*uni->valueBetween(1, -1), 14.280);
        compareCell(run, "bidirectional-copy-peak-bandwidth", 2, 0, 25.911);
        QVERIFY(!run.matrix(u"bidirectional-copy-peak-bandwidth")->cell(1, 2));
        compareCell(run, "numa-distance", 1, 0, 20);
        QVERIFY(!run.matrix(u"numa-distance")->cell(0, 1));
        compareCell(run, "device-access", 0, 1, 0);
        compareCell(run, "device-access", 1, 0, 1);
        QVERIFY(run.notes.isEmpty());
    }

    void classicTwoSocketMi100()
    {
        const auto r = parseRocmBandwidthTest(fixture(mi100));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.gpus.size(), 2);
        QCOMPARE(run.gpu(1)->name, QStringLiteral("AMD Instinct MI100"));
        QCOMPARE(*run.gpu(1)->bdf, bdf("0000:83:00.0"));
        QCOMPARE(runProperty(run, "device 1"), QStringLiteral("CPU: AMD EPYC 7763 64-Core Processor"));
        QCOMPARE(runProperty(run, "device 2"), QStringLiteral("GPU 0: AMD Instinct MI100"));
        const BenchmarkMatrix* uni = run.matrix(u"unidirectional-copy-peak-bandwidth");
        QCOMPARE(uni->columnCount(), 4);
        QCOMPARE(uni->columns[1].gpu, -1);
        QCOMPARE(uni->columns[3].gpu, 1);
        QCOMPARE(*uni->valueBetween(0, 1), 48.902);
        QCOMPARE(*uni->valueBetween(1, 0), 49.920);
        compareCell(run, "unidirectional-copy-peak-bandwidth", 2, 2, 925.889);
        compareCell(run, "unidirectional-copy-peak-bandwidth", 3, 0, 11.283);
        QVERIFY(!uni->cell(1, 0));
        compareCell(run, "bidirectional-copy-peak-bandwidth", 3, 2, 97.678);
        compareCell(run, "bidirectional-copy-peak-bandwidth", 0, 3, 26.001);
        compareCell(run, "numa-distance", 2, 3, 72);
        QCOMPARE(uni->filledCells(), 12);
    }

    void classicVersion201()
    {
        // 2.0.1: "Device Access" titles, no UUID, six decimals, "Bdirectional", a prompt line.
        const auto r = parseRocmBandwidthTest(fixture(wx8100));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("2.0.1"));
        QCOMPARE(run.gpu(0)->name, QStringLiteral("Vega 10 [Radeon PRO WX 8100]"));
        QCOMPARE(*run.gpu(0)->bdf, bdf("0000:0d:00.0"));
        QCOMPARE(*run.gpu(1)->bdf, bdf("0000:07:00.0"));
        QVERIFY(runProperty(run, "device 1 uuid").isEmpty());
        compareCell(run, "unidirectional-copy-peak-bandwidth", 1, 1, 404.438375);
        compareCell(run, "bidirectional-copy-peak-bandwidth", 1, 0, 25.938865);
        QCOMPARE(run.matrix(u"bidirectional-copy-peak-bandwidth")->title, QStringLiteral("Bdirectional copy peak bandwidth GB/s"));
        compareCell(run, "device-access", 1, 2, 0);
    }

    void transferBenchP2p()
    {
        const auto r = parseRocmBandwidthTest(fixture(mi300x));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.gpus.size(), 8);
        QCOMPARE(runProperty(run, "bytes per direction"), QStringLiteral("268435456"));
        QCOMPARE(runProperty(run, "NUM_GPU_SE"), QStringLiteral("304"));
        QCOMPARE(runProperty(run, "average GPU->GPU unidirectional"), QStringLiteral("48.65"));
        QCOMPARE(runProperty(run, "average CPU->CPU bidirectional"), QStringLiteral("35.83"));
        QCOMPARE(run.matrices.size(), 4);
        const BenchmarkMatrix* uni = run.matrix(u"unidirectional-copy-peak-bandwidth");
        QVERIFY(uni);
        QCOMPARE(uni->rowCount(), 10);
        QCOMPARE(uni->columns[0], (MatrixAxisEntry {QStringLiteral("CPU 00"), -1}));
        QCOMPARE(uni->columns[9], (MatrixAxisEntry {QStringLiteral("GPU 07"), 7}));
        compareCell(run, "unidirectional-copy-peak-bandwidth", 0, 0, 37.62);
        QCOMPARE(*uni->valueBetween(0, 0), 1618.87);
        QCOMPARE(*uni->valueBetween(0, 1), 48.83);
        QCOMPARE(*uni->valueBetween(7, 7), 1841.42);
        const BenchmarkMatrix* sum = run.matrix(u"bidirectional-copy-peak-bandwidth");
        QCOMPARE(sum->rowCount(), 10);
        QCOMPARE(sum->rows[2], (MatrixAxisEntry {QStringLiteral("GPU 00"), 0}));
        compareCell(run, "bidirectional-copy-peak-bandwidth", 2, 0, 89.47);
        QVERIFY(!sum->cell(0, 0));
        QVERIFY(!sum->valueBetween(3, 3));
        QCOMPARE(*sum->valueBetween(0, 1), 92.36);
        compareCell(run, "bidirectional-copy-peak-bandwidth-forward", 9, 8, 46.35);
        compareCell(run, "bidirectional-copy-peak-bandwidth-reverse", 1, 0, 33.60);
        QVERIFY(!run.matrix(u"bidirectional-copy-peak-bandwidth-reverse")->cell(1, 1));
        QVERIFY(run.matrix(u"bidirectional-copy-peak-bandwidth-forward")->title.endsWith(u"(->)"));
    }

    void messyPastes()
    {
        const QByteArray data = fixture(mi100);
        const auto crlf = parseRocmBandwidthTest(toCrlf(data));
        verifyClean(crlf.diagnostics);
        QCOMPARE(*crlf.value.matrix(u"unidirectional-copy-peak-bandwidth")->valueBetween(0, 1), 48.902);

        QByteArray ansi = data;
        ansi.replace("Unidirectional copy", "\x1b[1mUnidirectional copy");
        ansi.replace("925.889", "\x1b[32m925.889\x1b[0m");
        const auto coloured = parseRocmBandwidthTest(ansi);
        verifyClean(coloured.diagnostics);
        compareCell(coloured.value, "unidirectional-copy-peak-bandwidth", 2, 2, 925.889);

        QByteArray tabs = data;
        tabs.replace("         ", "\t");
        const auto tabbed = parseRocmBandwidthTest(tabs);
        verifyClean(tabbed.diagnostics);
        compareCell(tabbed.value, "bidirectional-copy-peak-bandwidth", 3, 2, 97.678);

        // Cut inside the unidirectional matrix: the rows read are kept.
        const QByteArray cut = data.first(data.indexOf("          3         11.283"));
        const auto truncated = parseRocmBandwidthTest(cut);
        QVERIFY(!truncated.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(truncated.diagnostics, lineOf(data, "2         28.527")));
        QCOMPARE(countNotes(truncated.value, BenchmarkNoteKind::Truncated), 1);
        compareCell(truncated.value, "unidirectional-copy-peak-bandwidth", 2, 2, 925.889);

        // A name in Latin-1 is shown, not rejected.
        const auto latin1 = parseRocmBandwidthTest(replaced(fixture(mi50), "AMD Radeon Graphics", "AMD Rad\xe9on"));
        verifyClean(latin1.diagnostics);
        QVERIFY(latin1.value.gpu(0)->name.startsWith(u"AMD Rad"));

        // The same run pasted twice over: every matrix twice, nothing lost.
        const auto twice = parseRocmBandwidthTest(QByteArray(data + data.sliced(data.indexOf("          Unidirectional"))));
        QCOMPARE(twice.value.matrices.size(), 6);
    }

    void emptyGarbageAndOtherFormats()
    {
        QVERIFY(parseRocmBandwidthTest({}).hasErrors());
        QVERIFY(parseRocmBandwidthTest(QByteArray("hello\nworld\n")).hasErrors());
        QVERIFY(parseRocmBandwidthTest(TestUtil::garbage(4096, 7)).hasErrors());
        QVERIFY(parseRocmBandwidthTest(fixture("nccl-tests/rccl-issue1562-azure-8x-mi300x-vf-hyperv.txt")).hasErrors());
        QCOMPARE(sniffRocmBandwidthTest(fixture("nccl-tests/rccl-issue1562-azure-8x-mi300x-vf-hyperv.txt")), 0);
        QVERIFY(sniffRocmBandwidthTest(fixture(wx8100)) > 50);
        QVERIFY(sniffRocmBandwidthTest(fixture(mi300x)) > 50);
    }

    void badCellIsAnErrorOnItsLine()
    {
        const QByteArray data = replaced(fixture(mi50), "696.717", "696.7x7");
        const auto r = parseRocmBandwidthTest(data);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(data, "696.7x7"), Severity::Error));
        QVERIFY(!r.value.matrix(u"unidirectional-copy-peak-bandwidth")->cell(1, 1));
        compareCell(r.value, "unidirectional-copy-peak-bandwidth", 1, 0, 14.280);
    }

    void badHeaderIsAnErrorOnItsLine()
    {
        const QByteArray data = replaced(fixture(mi50), "D/D       0           1           2", "D/D       0           x           2");
        const auto r = parseRocmBandwidthTest(data);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(data, "D/D       0           x"), Severity::Error));
        QVERIFY(!r.value.matrix(u"unidirectional-copy-peak-bandwidth"));
        QVERIFY(r.value.matrix(u"bidirectional-copy-peak-bandwidth"));
    }

    void badRowLabelIsAnErrorOnItsLine()
    {
        const QByteArray data = replaced(fixture(mi50), "          1         14.280      696.717", "          1x        14.280      696.717");
        const auto r = parseRocmBandwidthTest(data);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(data, "1x        14.280"), Severity::Error));
    }

    void unreadableDeviceLineIsAWarning()
    {
        const QByteArray data = replaced(fixture(mi50), "Device: 2,  AMD", "Device: two,  AMD");
        const auto r = parseRocmBandwidthTest(data);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(data, "Device: two")));
        QCOMPARE(r.value.gpus.size(), 1);
        // Device 2 is then a number no device line gave.
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(data, "D/D")));
    }

    void shortAndLongRowsAreWarnings()
    {
        QByteArray data = replaced(fixture(mi50), "14.280      696.717     N/A", "14.280      696.717");
        data = replaced(data, "25.911      N/A         N/A\n\n          2", "25.911      N/A         N/A    7.5\n\n          2");
        const auto r = parseRocmBandwidthTest(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(data, "14.280      696.717\n")));
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(data, "N/A    7.5")));
        QVERIFY(!r.value.matrix(u"unidirectional-copy-peak-bandwidth")->cell(1, 2));
    }

    void extraRowIsAWarning()
    {
        const QByteArray data = QByteArray(fixture(mi50) + "\n          3         1.000       2.000       3.000\n");
        const auto r = parseRocmBandwidthTest(data);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(data, "3         1.000")));
        QCOMPARE(r.value.matrix(u"bidirectional-copy-peak-bandwidth")->rowCount(), 3);
    }

    void fragmentWithoutTitleOrDevices()
    {
        const QByteArray data = "D/D       0           1\n0         N/A         83.715\n1         85.476      212.588\n";
        const auto r = parseRocmBandwidthTest(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 1));
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 0));
        QCOMPARE(r.value.matrices.size(), 1);
        QCOMPARE(r.value.matrices[0].metric, QStringLiteral("untitled-1"));
        QCOMPARE(*r.value.matrices[0].cell(1, 0), 85.476);
    }

    void transferBenchDiagnostics()
    {
        const QByteArray data = fixture(mi300x);
        const QByteArray badHeader = replaced(data, "SRC\\DST    CPU 00", "SRC\\DST    XPU 00");
        const auto header = parseRocmBandwidthTest(badHeader);
        QVERIFY(TestUtil::hasDiagnosticAt(header.diagnostics, lineOf(badHeader, "XPU 00"), Severity::Error));
        QVERIFY(header.value.matrix(u"unidirectional-copy-peak-bandwidth"));
        QVERIFY(!header.value.matrix(u"bidirectional-copy-peak-bandwidth"));

        const QByteArray badArrow = replaced(data, "GPU 03  ->     55.34", "GPU 03  =>     55.34");
        const auto arrow = parseRocmBandwidthTest(badArrow);
        QVERIFY(TestUtil::hasDiagnosticAt(arrow.diagnostics, lineOf(badArrow, "GPU 03  =>")));
        QCOMPARE(arrow.value.matrix(u"unidirectional-copy-peak-bandwidth")->rowCount(), 9);

        const QByteArray badRow = replaced(data, "GPU 05 <-      26.98", "GPU xx <-      26.98");
        const auto row = parseRocmBandwidthTest(badRow);
        QVERIFY(TestUtil::hasDiagnosticAt(row.diagnostics, lineOf(badRow, "GPU xx"), Severity::Error));
    }
};

QTEST_GUILESS_MAIN(TestParseRocmBandwidthTest)
#include "tst_parse_rocmbandwidthtest.moc"
