// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests: multi-node runs, the old error column with log lines, crashed runs and fragments,
// and NCCL logs that are no benchmark.
#include "parse/bench/benchmarks.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace BenchTest;

class TestParseNcclTests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ncclTestsMultiNode()
    {
        const auto r = parseNcclTests(fixture("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt"));
        QVERIFY2(!r.hasErrors() && TestUtil::countSeverity(r.diagnostics, Severity::Warning) == 0,
            TestUtil::describe(r.diagnostics).constData());
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.tool, BenchmarkTool::NcclTests);
        QCOMPARE(run.toolDisplayName(), QStringLiteral("nccl-tests"));
        QCOMPARE(run.gpus.size(), 16);
        const BenchmarkGpu* rank8 = run.gpu(8);
        QCOMPARE(rank8->host, QStringLiteral("ztan-mig-gq73"));
        QCOMPARE(rank8->deviceOrdinal, 0);
        QCOMPARE(*rank8->bdf, bdf("0000:04:00.0"));
        QCOMPARE(rank8->busIdPrecision, BusIdPrecision::DomainBusDevice);
        QCOMPARE(rank8->name, QStringLiteral("NVIDIA H100 80GB HBM3"));
        QCOMPARE(run.sweeps.size(), 2);
        const SizeSweep* out = run.sweep(u"all_reduce out-of-place");
        QVERIFY(out);
        QCOMPARE(out->points.size(), 31);
        QCOMPARE(out->dataType, QStringLiteral("float"));
        QCOMPARE(out->reduction, QStringLiteral("sum"));
        QCOMPARE(*out->root, -1);
        QCOMPARE(out->points.last().bytes, quint64(8589934592));
        QCOMPARE(*out->points.last().timeUs, 47535.0);
        QCOMPARE(*out->points.last().busBandwidth, 338.82);
        QCOMPARE(*out->points.last().wrong, 0.0);
        QCOMPARE(*run.sweep(u"all_reduce in-place")->points[20].algorithmBandwidth, 14.89);
        QCOMPARE(*run.averageBusBandwidth, 70.742);
        QVERIFY(run.notes.isEmpty());
    }

    void ncclTestsOldErrorColumnWithLogLines()
    {
        const auto r = parseNcclTests(fixture("nccl-tests/azureml-examples-k80-4gpu-error-column.txt"));
        QVERIFY2(!r.hasErrors() && TestUtil::countSeverity(r.diagnostics, Severity::Warning) == 0,
            TestUtil::describe(r.diagnostics).constData());
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.gpus.size(), 4);
        QCOMPARE(run.gpu(2)->busIdPrecision, BusIdPrecision::BusOnly);
        QCOMPARE(run.gpu(2)->name, QStringLiteral("Tesla K80"));
        const SizeSweep* in = run.sweep(u"collective in-place");
        QVERIFY(in);
        QCOMPARE(in->points.size(), 7);
        QVERIFY(!in->root);
        QCOMPARE(*in->points[0].wrong, 2e-07);
        QCOMPARE(*in->points[6].timeUs, 1258876.0);
        QCOMPARE(*run.averageBusBandwidth, 2.54225);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 0, Severity::Info)); // the NCCL INFO line
    }

    void ncclTestsCrashedAndFragments()
    {
        const auto crashed = parseNcclTests(fixture("nccl-tests/synthetic-crashed-run.txt"));
        QVERIFY(!crashed.hasErrors());
        QCOMPARE(crashed.value.sweep(u"all_reduce out-of-place")->points.size(), 22);
        QVERIFY(countNotes(crashed.value, BenchmarkNoteKind::Aborted) >= 1);
        QVERIFY(!crashed.value.averageBusBandwidth);

        // Cut without any failure message: truncated.
        QByteArray cut = fixture("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt");
        cut.truncate(cut.indexOf("# Out of bounds"));
        QCOMPARE(countNotes(parseNcclTests(cut).value, BenchmarkNoteKind::Truncated), 1);

        // Rows pasted alone, with a scientific-notation time and trace-replay (in-place only) rows.
        const auto rows = parseNcclTests("     1048576        262144     float     sum      -1  1.2e+05    5.16    9.68      0    207.2    5.06    9.49      0\n"
                                         "     2097152        524288     float     sum      -1                                   252.9    8.29   15.55    N/A\n");
        QVERIFY(!rows.hasErrors());
        QCOMPARE(*rows.value.sweeps[0].points[0].timeUs, 120000.0);
        QCOMPARE(rows.value.sweep(u"collective in-place")->points.size(), 2);
        QVERIFY(!rows.value.sweep(u"collective in-place")->points[1].wrong);

        // A broken row names its line.
        const auto broken = parseNcclTests("#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n"
                                           "           8             2     float     sum      -1    1x5.8    0.00    0.00      0    123.5    0.00    0.00      0\n");
        QVERIFY(TestUtil::hasDiagnosticAt(broken.diagnostics, 2, Severity::Error));
    }

    // Runs that failed before their first row are nccl-tests output all the same: the devices
    // are kept and the failure line is quoted where it stands.
    void crashedBeforeTheFirstRow_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("failureLine");
        QTest::addColumn<QString>("failure");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("lastGpuName");
        QTest::addColumn<QString>("lastGpuBus");
        QTest::newRow("nccl-tests #287, unhandled cuda error")
            << "nccl-tests/nccltests-issue287-2x-rtx5090-unhandled-cuda-error.txt" << 11
            << "GENOA-06: Test NCCL failure common.cu:392 'unhandled cuda error" << 2
            << "NVIDIA GeForce RTX 5090" << "0x61";
        // The NCCL WARN "Cuda failure" (line 66) comes first; nccl-tests' own line says the run stopped.
        QTest::newRow("nccl-tests #287, NCCL_DEBUG=INFO")
            << "nccl-tests/nccltests-issue287-2x-rtx5090-nccl-debug-info-cuda-failure.txt" << 72
            << "GENOA-06: Test NCCL failure common.cu:392 'unhandled cuda error" << 2
            << "NVIDIA GeForce RTX 5090" << "0x61";
        QTest::newRow("nccl-tests #219, internal error, two nodes")
            << "nccl-tests/nccltests-issue219-2node-4x-a6000-internal-error.txt" << 8
            << "fengyun: Test NCCL failure common.cu:959 'internal error" << 4 << "NVIDIA RTX A6000"
            << "0x05";
    }
    void crashedBeforeTheFirstRow()
    {
        QFETCH(QString, file);
        QFETCH(int, failureLine);
        QFETCH(QString, failure);
        QFETCH(int, gpus);
        QFETCH(QString, lastGpuName);
        QFETCH(QString, lastGpuBus);
        const QByteArray input = TestUtil::readFixture(file);
        const auto r = parseNcclTests(input);
        QVERIFY2(!r.hasErrors(), TestUtil::describe(r.diagnostics).constData());
        QVERIFY(r.value.sweeps.isEmpty());
        QCOMPARE(r.value.gpus.size(), gpus);
        QCOMPARE(r.value.gpu(gpus - 1)->name, lastGpuName);
        QCOMPARE(r.value.gpu(gpus - 1)->busIdAsPrinted, lastGpuBus);
        QVERIFY(countNotes(r.value, BenchmarkNoteKind::Aborted) >= 1);
        QCOMPARE(countNotes(r.value, BenchmarkNoteKind::Truncated), 0);
        QCOMPARE(TestUtil::countSeverity(r.diagnostics, Severity::Warning), 1);
        const auto warning = std::find_if(r.diagnostics.cbegin(), r.diagnostics.cend(),
            [](const Diagnostic& d) { return d.severity == Severity::Warning; });
        QCOMPARE(warning->line, failureLine);
        QVERIFY2(warning->message.contains(failure), qPrintable(warning->message));
        QVERIFY(warning->message.contains(QStringLiteral("before it printed a result")));
        QCOMPARE(sniffNcclTests(input), 95);
    }

    void crashAfterSomeRowsAndCutRows()
    {
        // The rows before the failure are kept and counted in the warning on the failure line.
        const QByteArray crashedInput = fixture("nccl-tests/synthetic-crashed-run.txt");
        const auto crashed = parseNcclTests(crashedInput);
        const int failureLine = int(crashedInput.left(crashedInput.indexOf("ztan-mig-235z: Test NCCL failure")).count('\n')) + 1;
        QVERIFY(TestUtil::hasDiagnosticAt(crashed.diagnostics, failureLine, Severity::Warning));
        QCOMPARE(TestUtil::countSeverity(crashed.diagnostics, Severity::Warning), 1);
        for (const Diagnostic& d : crashed.diagnostics) {
            if (d.severity == Severity::Warning)
                QVERIFY2(d.message.contains(QStringLiteral("the 22 complete result row(s) before it are kept")), qPrintable(d.message));
        }

        // Cut inside the 16 MiB row (after its out-of-place group, then inside its count): the
        // row is dropped with a warning on its line, the rows before it stay, and the missing
        // summary is said on the last complete row.
        const QByteArray full = fixture("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt");
        const qsizetype row = full.indexOf("    16777216       4194304");
        const int rowLine = int(full.left(row).count('\n')) + 1;
        const qsizetype afterOutOfPlace = full.indexOf("      0 ", row + 60) + 7;
        for (const qsizetype cut : { afterOutOfPlace, row + 30 }) {
            const auto r = parseNcclTests(full.left(cut));
            QVERIFY2(!r.hasErrors(), TestUtil::describe(r.diagnostics).constData());
            QCOMPARE(r.value.sweep(u"all_reduce out-of-place")->points.size(), 21);
            QCOMPARE(r.value.sweep(u"all_reduce in-place")->points.size(), 21);
            QCOMPARE(r.value.sweep(u"all_reduce out-of-place")->points.last().bytes, quint64(8388608));
            QCOMPARE(TestUtil::countSeverity(r.diagnostics, Severity::Warning), 2);
            QVERIFY2(TestUtil::hasDiagnosticAt(r.diagnostics, rowLine, Severity::Warning), TestUtil::describe(r.diagnostics).constData());
            QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, rowLine - 1, Severity::Warning));
            QCOMPARE(countNotes(r.value, BenchmarkNoteKind::Truncated), 1);
        }
    }

    void ncclLogIsNotABenchmark()
    {
        const QByteArray log = fixture("captures/nccl-x4.log");
        QCOMPARE(sniffNcclTests(log), 0);
        const auto r = parseNcclTests(log);
        QVERIFY(r.hasErrors());
        QVERIFY(r.value.sweeps.isEmpty());
    }

    void rcclTestsHyperVOneDomainPerGpu()
    {
        // Azure ND MI300X v5: a Hyper-V guest gives every GPU a PCI domain of its own; no Group field.
        const QByteArray data = fixture("nccl-tests/rccl-issue1562-azure-8x-mi300x-vf-hyperv.txt");
        QVERIFY(sniffNcclTests(data) > 50);
        const auto r = parseNcclTests(data);
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral(":+"));
        QCOMPARE(run.gpus.size(), 8);
        for (int rank = 0; rank < 8; ++rank) {
            const BenchmarkGpu* gpu = run.gpu(rank);
            QCOMPARE(*gpu->bdf, (Bdf {rank + 2, 0, 0, 0}));
            QCOMPARE(gpu->busIdPrecision, BusIdPrecision::Full);
            QCOMPARE(gpu->deviceOrdinal, rank);
            QCOMPARE(gpu->host, QStringLiteral("c42f4555f685"));
            QCOMPARE(gpu->name, QStringLiteral("AMD Instinct MI300X VF"));
        }
        QCOMPARE(run.gpu(3)->busIdAsPrinted, QStringLiteral("0005:00:00.0"));
        const SizeSweep* out = run.sweep(u"collective out-of-place");
        QVERIFY(out);
        QCOMPARE(out->points.size(), 25);
        QCOMPARE(out->points.last().bytes, quint64(134217728));
        QCOMPARE(*out->points.last().timeUs, 801.4);
        QCOMPARE(*out->points.last().busBandwidth, 293.07);
        QCOMPARE(*out->points[21].busBandwidth, 192.22);
        QCOMPARE(*run.sweep(u"collective in-place")->points.last().busBandwidth, 289.60);
        QCOMPARE(*run.averageBusBandwidth, 54.8575);
        QVERIFY(run.notes.isEmpty());
        // The same as a Windows paste.
        const auto crlf = parseNcclTests(toCrlf(data));
        verifyClean(crlf.diagnostics);
        QCOMPARE(*crlf.value.gpu(7)->bdf, bdf("0009:00:00.0"));
    }

    void rcclTestsTwoNodesWithRcclVersionLines()
    {
        const auto r = parseNcclTests(fixture("nccl-tests/rccl-aac10-2node-16x-mi300x-slurm.txt"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("develop:448c4c7"));
        auto property = [&](const char* key) {
            for (const auto& p : run.properties) {
                if (p.first == QLatin1String(key))
                    return p.second;
            }
            return QString();
        };
        QCOMPARE(property("RCCL version"), QStringLiteral("2.22.3-HEAD:7d8d67c"));
        QCOMPARE(property("HIP version"), QStringLiteral("6.4.43484-123eb5128"));
        QCOMPARE(property("ROCm version"), QStringLiteral("6.4.2.0-120-e7d83f5"));
        QCOMPARE(property("Hostname"), QStringLiteral("gpu-53"));
        QCOMPARE(property("Librccl path"), QStringLiteral("/shared/apps/ubuntu/opt/rocm-6.4.2/lib/librccl.so.1"));
        QCOMPARE(property("nGpus"), QStringLiteral("1"));
        QCOMPARE(run.gpus.size(), 16);
        QCOMPARE(run.gpu(8)->host, QStringLiteral("gpu-56"));
        QCOMPARE(run.gpu(8)->deviceOrdinal, 0);
        QCOMPARE(*run.gpu(8)->bdf, bdf("0000:05:00.0"));
        QCOMPARE(*run.gpu(15)->bdf, bdf("0000:e5:00.0"));
        QCOMPARE(run.gpu(15)->busIdPrecision, BusIdPrecision::Full);
        const SizeSweep* out = run.sweep(u"collective out-of-place");
        QCOMPARE(out->points.size(), 32);
        QCOMPARE(out->points.last().bytes, quint64(17179869184));
        QCOMPARE(*out->points.last().timeUs, 90115.0);
        QCOMPARE(*out->points.last().busBandwidth, 357.46);
        QCOMPARE(*run.sweep(u"collective in-place")->points.last().busBandwidth, 357.41);
        QCOMPARE(*run.averageBusBandwidth, 92.3318);
    }

    void rcclTestsGroupForm()
    {
        const auto r = parseNcclTests(fixture("nccl-tests/rccl-aac8-kubernetes-8x-mi300x.txt"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("develop:a7809b3"));
        QCOMPARE(run.toolDisplayName(), QStringLiteral("rccl-tests")); // its "rccl-tests: Version" line
        QCOMPARE(benchmarkToolName(run.tool), QStringLiteral("nccl-tests")); // the JSON's tool
        QCOMPARE(run.gpus.size(), 8);
        QCOMPARE(*run.gpu(5)->bdf, bdf("0000:a5:00.0"));
        QCOMPARE(run.gpu(5)->busIdPrecision, BusIdPrecision::DomainBusDevice);
        QCOMPARE(run.gpu(5)->host, QStringLiteral("1942ef50-8240-449e-82ca-4ce7993f70b4-78bfb5d4f4-4z9xh"));
        QCOMPARE(run.gpu(5)->name, QStringLiteral("AMD Instinct MI300X"));
        const SizeSweep* out = run.sweep(u"collective out-of-place");
        QCOMPARE(out->points.size(), 31);
        QCOMPARE(*out->points.last().busBandwidth, 315.69);
        QCOMPARE(*run.sweep(u"collective in-place")->points.last().busBandwidth, 315.91);
        QCOMPARE(*run.averageBusBandwidth, 110.464);
    }

    void rcclTestsCutBeforeItsSummary()
    {
        // Pasted from the version line to the last row: no parameters, no names, no summary.
        const QByteArray data = fixture("nccl-tests/rccl-aac14-2node-16x-mi355-cut.txt");
        QVERIFY(sniffNcclTests(data) > 50);
        const auto r = parseNcclTests(data);
        QVERIFY(!r.hasErrors());
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("develop:5272cd1"));
        QCOMPARE(run.gpus.size(), 16);
        QCOMPARE(run.gpu(12)->host, QStringLiteral("mi355-gpu-24"));
        QCOMPARE(run.gpu(12)->deviceOrdinal, 4);
        QCOMPARE(*run.gpu(12)->bdf, bdf("0000:f5:00.0"));
        QVERIFY(run.gpu(12)->name.isEmpty());
        QCOMPARE(run.sweep(u"collective out-of-place")->points.size(), 31);
        QCOMPARE(*run.sweep(u"collective out-of-place")->points.last().busBandwidth, 369.04);
        QCOMPARE(*run.sweep(u"collective in-place")->points.last().busBandwidth, 369.08);
        QCOMPARE(countNotes(run, BenchmarkNoteKind::Truncated), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 59));
    }
};

QTEST_GUILESS_MAIN(TestParseNcclTests)
#include "tst_parse_nccltests.moc"
