// SPDX-License-Identifier: GPL-3.0-or-later
// nvbandwidth: the text output, a full run, README snippets, truncation, waived and aborted
// testcases and latency.
#include "parse/bench/benchmarks.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace BenchTest;

class TestParseNvBandwidth : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nvbandwidthFullRun()
    {
        const auto r = parseNvBandwidth(fixture("nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt"));
        // Clean, which also means every SUM line matched its matrix.
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("v0.2"));
        QVERIFY(run.properties.contains(qMakePair(QStringLiteral("Driver Version"), QStringLiteral("525.105.17"))));
        QCOMPARE(run.gpus.size(), 8);
        QCOMPARE(run.gpu(3)->name, QStringLiteral("NVIDIA H800"));
        QVERIFY(!run.gpu(3)->bdf);
        QCOMPARE(run.testcases.size(), 30);
        QCOMPARE(run.matrices.size(), 30);
        const BenchmarkMatrix* d2d = run.matrix(u"device_to_device_memcpy_read_ce");
        QVERIFY(d2d);
        QCOMPARE(d2d->rowCount(), 8);
        QVERIFY(!d2d->cell(0, 0)); // N/A
        QCOMPARE(*d2d->cell(7, 5), 172.57);
        QCOMPARE(d2d->filledCells(), 56);
        QCOMPARE(*d2d->printedSum, 9643.22);
        QCOMPARE(d2d->unit, QStringLiteral("GB/s"));
        const BenchmarkMatrix* h2d = run.matrix(u"host_to_device_memcpy_ce");
        QCOMPARE(h2d->rowCount(), 1);
        QCOMPARE(h2d->rows[0].label, QStringLiteral("CPU"));
        QCOMPARE(h2d->rows[0].gpu, -1);
        QCOMPARE(*h2d->valueBetween(-1, 5), 55.34);
        QCOMPARE(run.matrix(u"all_to_one_write_ce")->rows[0].label, QStringLiteral("all GPUs"));
        QVERIFY(run.notes.isEmpty());
    }

    // Without its "Running NAME." line a matrix is still named: by its "SUM NAME value" line.
    void testcaseNamedOnlyByItsSumLine()
    {
        const QByteArray input = fixture("nvbandwidth/nvbw-issue50-6x-a6000-d2d-read-without-running-line.txt");
        const auto r = parseNvBandwidth(input);
        QVERIFY2(!r.hasErrors(), TestUtil::describe(r.diagnostics).constData());
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("v0.8"));
        QVERIFY(run.properties.contains(qMakePair(QStringLiteral("Driver Version"), QStringLiteral("580.95.05"))));
        QCOMPARE(run.testcases, QStringList { QStringLiteral("device_to_device_memcpy_read_ce") });
        QCOMPARE(run.matrices.size(), 1);
        const BenchmarkMatrix* d2d = run.matrix(u"device_to_device_memcpy_read_ce");
        QVERIFY(d2d);
        QCOMPARE(d2d->testcase, QStringLiteral("device_to_device_memcpy_read_ce"));
        QCOMPARE(d2d->rowCount(), 6);
        QCOMPARE(d2d->columnCount(), 6);
        QVERIFY(!d2d->cell(3, 3));
        QCOMPARE(*d2d->cell(0, 3), 21.95);
        QCOMPARE(*d2d->cell(5, 1), 22.67);
        QCOMPARE(*d2d->printedSum, 715.53);
        QCOMPARE(d2d->filledCells(), 30);
        QCOMPARE(d2d->line, 10);
        // Said once, on the SUM line, naming the matrix line; the author's "..." is a note.
        QCOMPARE(r.diagnostics.size(), 1);
        QCOMPARE(r.diagnostics[0].line, 19);
        QCOMPARE(r.diagnostics[0].severity, Severity::Info);
        QVERIFY(r.diagnostics[0].message.contains(QStringLiteral("no \"Running device_to_device_memcpy_read_ce.\" line")));
        QVERIFY(r.diagnostics[0].message.contains(QStringLiteral("line 10")));
        QCOMPARE(countNotes(run, BenchmarkNoteKind::Truncated), 1);
        QVERIFY(sniffNvBandwidth(input) >= 90);
    }

    void runWithoutAnyRunningLine()
    {
        // The full run with grep -v '^Running ': every testcase is recovered from its SUM line,
        // and the matrices are those of the full run, name for name and cell for cell.
        const auto full = parseNvBandwidth(fixture("nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt"));
        const auto cut = parseNvBandwidth(fixture("nvbandwidth/synthetic-liguodongiot-h800-without-running-lines.txt"));
        QVERIFY2(!cut.hasErrors(), TestUtil::describe(cut.diagnostics).constData());
        QCOMPARE(cut.value.testcases, full.value.testcases);
        QCOMPARE(cut.value.matrices.size(), 30);
        for (qsizetype i = 0; i < full.value.matrices.size(); ++i) {
            const BenchmarkMatrix& a = full.value.matrices[i];
            const BenchmarkMatrix& b = cut.value.matrices[i];
            QCOMPARE(b.metric, a.metric);
            QCOMPARE(b.testcase, a.testcase);
            QCOMPARE(b.cells, a.cells);
            QCOMPARE(b.printedSum, a.printedSum);
        }
        QCOMPARE(TestUtil::countSeverity(cut.diagnostics, Severity::Info), 30);
        QCOMPARE(cut.diagnostics.size(), 30);
        QVERIFY(sniffNvBandwidth(fixture("nvbandwidth/synthetic-liguodongiot-h800-without-running-lines.txt")) >= 90);
    }

    void nvbandwidthReadmeSnippetsAndTruncation()
    {
        const auto d2d = parseNvBandwidth(fixture("nvbandwidth/nvbw-readme-d2d-write-8gpu.txt"));
        verifyClean(d2d.diagnostics);
        QCOMPARE(d2d.value.matrices.size(), 1);
        QCOMPARE(*d2d.value.matrices[0].cell(0, 0), 0.0); // old versions print 0.00 on the diagonal
        QVERIFY(!d2d.value.matrices[0].printedSum);
        const auto h2d = parseNvBandwidth(fixture("nvbandwidth/nvbw-readme-h2d-1row-8gpu.txt"));
        verifyClean(h2d.diagnostics);
        QCOMPARE(h2d.value.matrices[0].columnCount(), 8);

        const auto cut = parseNvBandwidth(fixture("nvbandwidth/mleng-gb300-dgxstation-truncated.txt"));
        QVERIFY(!cut.hasErrors());
        QCOMPARE(cut.value.matrices.size(), 4);
        compareCell(cut.value, "host_to_device_memcpy_ce", 0, 0, 359.05);
        QCOMPARE(*cut.value.matrix(u"device_to_host_memcpy_ce")->printedSum, 377.15);
        QVERIFY(countNotes(cut.value, BenchmarkNoteKind::Truncated) >= 1);
    }

    void nvbandwidthWaivedAbortedAndLatency()
    {
        const QByteArray text = "nvbandwidth Version: v0.10.0\n"
                                "Device 0: NVIDIA H100 80GB HBM3 (00000000:1b:00)\n"
                                "Device 1: NVIDIA H100 80GB HBM3 (00000000:43:00)\n\n"
                                "Running device_to_device_memcpy_read_ce.\nWaived: \n\n"
                                "Running host_device_latency_sm.\n"
                                "memory latency SM CPU(row) <-> GPU(column) (ns)\n"
                                "           0         1\n 0    649.88    702.10\n\n"
                                "SUM host_device_latency_sm 1351.98\n\n"
                                "Running device_to_host_memcpy_ce.\n"
                                "CUDA_ERROR_ILLEGAL_ADDRESS in memcpy.cpp:311\n\n"
                                "Running all_to_host_memcpy_ce.\n";
        const auto r = parseNvBandwidth(text);
        QVERIFY2(!r.hasErrors(), TestUtil::describe(r.diagnostics).constData());
        const BenchmarkRun& run = r.value;
        QCOMPARE(*run.gpu(1)->bdf, bdf("0000:43:00.0"));
        QCOMPARE(run.gpu(1)->busIdPrecision, BusIdPrecision::DomainBusDevice);
        QCOMPARE(run.gpu(1)->name, QStringLiteral("NVIDIA H100 80GB HBM3"));
        QCOMPARE(run.testcases.size(), 4);
        QCOMPARE(countNotes(run, BenchmarkNoteKind::Waived), 1);
        QCOMPARE(run.notes[0].testcase, QStringLiteral("device_to_device_memcpy_read_ce"));
        QCOMPARE(countNotes(run, BenchmarkNoteKind::Aborted), 1);
        QCOMPARE(countNotes(run, BenchmarkNoteKind::Truncated), 1); // all_to_host never printed
        const BenchmarkMatrix* latency = run.matrix(u"host_device_latency_sm");
        QCOMPARE(latency->unit, QStringLiteral("ns"));
        QCOMPARE(*latency->valueBetween(-1, 1), 702.10);
        // A SUM that disagrees with its matrix is named.
        QByteArray wrong = text;
        wrong.replace("SUM host_device_latency_sm 1351.98", "SUM host_device_latency_sm 1451.98");
        QVERIFY(TestUtil::hasDiagnosticAt(parseNvBandwidth(wrong).diagnostics, 13));
    }
};

QTEST_GUILESS_MAIN(TestParseNvBandwidth)
#include "tst_parse_nvbandwidth.moc"
