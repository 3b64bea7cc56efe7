// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark outputs: p2pBandwidthLatencyTest, nvbandwidth (text and -j), nccl-tests (text and
// -J), copybench and plain size sweeps. Real fixtures with spot-checked values, the old and new
// layouts, N/A cells, waived/aborted/truncated runs, fragments, hostile input, a 50 MB input, and
// how a run reaches the machine model and is matched to its GPUs.
#include "analyze/benchmarkmatch.h"
#include "io/snapshotfile.h"
#include "io/benchmarkjson.h"
#include "io/parsejson.h"
#include "parse/benchmarks.h"
#include "parse/formats.h"
#include "analyze/machinebuilder.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Topo;

namespace {

QByteArray fixture(const char* path)
{
    return TestUtil::readFixture(QString::fromLatin1(path));
}

QByteArray toCrlf(const QByteArray& data)
{
    QByteArray out = data;
    out.replace("\r\n", "\n");
    out.replace("\n", "\r\n");
    return out;
}

int countNotes(const BenchmarkRun& run, BenchmarkNoteKind kind)
{
    int n = 0;
    for (const auto& note : run.notes)
        n += note.kind == kind ? 1 : 0;
    return n;
}

/// No warning or error: the file was understood completely.
void verifyClean(const Diagnostics& diagnostics)
{
    QVERIFY2(TestUtil::countSeverity(diagnostics, Severity::Warning) == 0
            && TestUtil::countSeverity(diagnostics, Severity::Error) == 0,
        TestUtil::describe(diagnostics).constData());
}

void compareCell(const BenchmarkRun& run, const char* metric, int row, int column, double expected)
{
    const BenchmarkMatrix* m = run.matrix(QString::fromLatin1(metric));
    QVERIFY2(m, metric);
    const auto value = m->cell(row, column);
    QVERIFY2(value, qPrintable(QStringLiteral("%1[%2][%3] is empty").arg(QString::fromLatin1(metric)).arg(row).arg(column)));
    QCOMPARE(*value, expected);
}

Bdf bdf(const char* text)
{
    return *Bdf::parse(QByteArrayView(text));
}

Gpu machineGpu(int index, const char* address)
{
    Gpu g;
    g.index = index;
    g.bdf = bdf(address);
    g.name = QStringLiteral("NVIDIA H100");
    return g;
}

using Parser = ParseResult<BenchmarkRun> (*)(QByteArrayView);

struct NamedParser
{
    const char* name;
    Parser parse;
};

const NamedParser allParsers[] = {
    {"p2p-bandwidth-latency", parseP2pBandwidthLatency},
    {"nvbandwidth", parseNvBandwidth},
    {"nvbandwidth-json", parseNvBandwidthJson},
    {"nccl-tests", parseNcclTests},
    {"nccl-tests-json", parseNcclTestsJson},
    {"size-sweep-csv", parseSizeSweepCsv},
    {"copybench", parseCopybench},
};

// Every real benchmark fixture with its format, for the tests that run over all of them.
const QList<QPair<const char*, const char*>> realFixtures = {
    {"p2p-bandwidth/rossum-7gforce-v2-7gpu-mixed-p2p.txt", "p2p-bandwidth-latency"},
    {"p2p-bandwidth/rossum-azure-nv24-4gpu-vm.txt", "p2p-bandwidth-latency"},
    {"p2p-bandwidth/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt", "p2p-bandwidth-latency"},
    {"p2p-bandwidth/wohlbier-titanrtx-8gpu-p2p-read.txt", "p2p-bandwidth-latency"},
    {"p2p-bandwidth/nccl-issue814-6gpu-fragment-p2p-reads.txt", "p2p-bandwidth-latency"},
    {"nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt", "nvbandwidth"},
    {"nvbandwidth/nvbw-readme-d2d-write-8gpu.txt", "nvbandwidth"},
    {"nvbandwidth/nvbw-readme-h2d-1row-8gpu.txt", "nvbandwidth"},
    {"nvbandwidth/mleng-gb300-dgxstation-truncated.txt", "nvbandwidth"},
    {"nvbandwidth/json/dcgm-1gpu-v0.5-verbose.json", "nvbandwidth-json"},
    {"nvbandwidth/json/dcgm-1gpu-v0.5-with-warning-lines.json", "nvbandwidth-json"},
    {"nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt", "nccl-tests"},
    {"nccl-tests/azureml-examples-k80-4gpu-error-column.txt", "nccl-tests"},
    {"nccl-tests/synthetic-json-v2.json", "nccl-tests-json"},
    {"copybench/h200-vm.csv", "copybench"},
    {"captures/copybench-x4.csv", "copybench"},
    {"size-sweep/synthetic-plain-bytes-latency-bandwidth.csv", "size-sweep-csv"},
    {"size-sweep/synthetic-units-semicolon.csv", "size-sweep-csv"},
};

} // namespace

class TestParseBenchmarks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- p2pBandwidthLatencyTest

    void p2pOldLayout()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/rossum-7gforce-v2-7gpu-mixed-p2p.txt"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.tool, BenchmarkTool::P2pBandwidthLatency);
        QCOMPARE(run.title, QStringLiteral("P2P (Peer-to-Peer) GPU Bandwidth Latency Test"));
        QCOMPARE(run.gpus.size(), 7);
        QCOMPARE(run.gpu(1)->name, QStringLiteral("GeForce GTX 1080 Ti"));
        QCOMPARE(*run.gpu(4)->bdf, bdf("0000:82:00.0"));
        QCOMPARE(run.gpu(4)->busIdPrecision, BusIdPrecision::DomainBusDevice);
        QCOMPARE(run.peerAccess.size(), 42);
        QVERIFY(run.peerAccess.contains(PeerAccess {0, 3, true}));
        QVERIFY(run.peerAccess.contains(PeerAccess {0, 1, false}));
        // Old layout: one enabled bandwidth title without "(P2P Writes)", "D\D" latency tables.
        QCOMPARE(run.matrices.size(), 7);
        compareCell(run, "p2p-connectivity", 0, 3, 1);
        compareCell(run, "p2p-connectivity", 0, 1, 0);
        compareCell(run, "unidirectional-p2p-disabled-bandwidth", 5, 5, 353.19);
        compareCell(run, "unidirectional-p2p-enabled-bandwidth", 0, 0, 195.21);
        compareCell(run, "bidirectional-p2p-enabled-bandwidth", 6, 1, 20.03);
        compareCell(run, "p2p-disabled-gpu-latency", 3, 0, 21.22);
        compareCell(run, "p2p-enabled-gpu-latency", 6, 6, 5.13);
        QVERIFY(!run.matrix(u"p2p-disabled-cpu-latency"));
        QCOMPARE(run.matrix(u"unidirectional-p2p-disabled-bandwidth")->unit, QStringLiteral("GB/s"));
        QCOMPARE(run.matrix(u"p2p-enabled-gpu-latency")->unit, QStringLiteral("us"));
        QCOMPARE(*run.matrix(u"bidirectional-p2p-enabled-bandwidth")->valueBetween(1, 2), 19.38);
        QVERIFY(run.notes.isEmpty());
    }

    void p2pVmDomains()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/rossum-azure-nv24-4gpu-vm.txt"));
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.gpus.size(), 4);
        QCOMPARE(*r.value.gpu(0)->bdf, bdf("3403:00:00.0"));
        QCOMPARE(*r.value.gpu(3)->bdf, bdf("83e7:00:00.0"));
        QCOMPARE(r.value.gpu(3)->busIdAsPrinted, QStringLiteral("pciBusID: 0, pciDeviceID: 0, pciDomainID:83e7"));
    }

    void p2pCurrentLayoutWideValues()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(*run.gpu(2)->bdf, bdf("0003:00:00.0"));
        // connectivity, 4 bandwidth, 2 × (GPU + CPU latency)
        QCOMPARE(run.matrices.size(), 9);
        for (const auto& m : run.matrices) {
            QCOMPARE(m.rowCount(), 4);
            QCOMPARE(m.columnCount(), 4);
            QCOMPARE(m.filledCells(), 16);
        }
        compareCell(run, "unidirectional-p2p-disabled-bandwidth", 0, 0, 1508.20);
        compareCell(run, "unidirectional-p2p-enabled-bandwidth", 1, 0, 275.51);
        compareCell(run, "unidirectional-p2p-enabled-bandwidth", 1, 1, 1521.42);
        compareCell(run, "bidirectional-p2p-enabled-bandwidth", 3, 2, 515.35);
        compareCell(run, "p2p-disabled-cpu-latency", 0, 1, 7.81);
        compareCell(run, "p2p-enabled-gpu-latency", 0, 1, 2.25);
        compareCell(run, "p2p-enabled-cpu-latency", 2, 3, 1.63);
        QCOMPARE(run.matrix(u"p2p-enabled-gpu-latency")->title, QStringLiteral("P2P=Enabled Latency (P2P Writes) Matrix (us)"));
        QVERIFY(run.notes.isEmpty());
    }

    void p2pReads()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/wohlbier-titanrtx-8gpu-p2p-read.txt"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.gpus.size(), 8);
        QCOMPARE(*run.gpu(7)->bdf, bdf("0000:b2:00.0"));
        QCOMPARE(run.matrices.size(), 1 + 5 + 3 * 2);
        compareCell(run, "unidirectional-p2p-enabled-read-bandwidth", 4, 5, 10.01);
        compareCell(run, "unidirectional-p2p-enabled-bandwidth", 0, 0, 549.72);
        compareCell(run, "p2p-enabled-read-gpu-latency", 7, 7, 2.85);
        compareCell(run, "p2p-enabled-read-cpu-latency", 0, 0, 3.89);
        compareCell(run, "p2p-disabled-cpu-latency", 7, 7, 3.62);
    }

    void p2pFragment()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/nccl-issue814-6gpu-fragment-p2p-reads.txt"));
        verifyClean(r.diagnostics);
        QVERIFY(r.value.gpus.isEmpty());
        QCOMPARE(r.value.matrices.size(), 3);
        compareCell(r.value, "unidirectional-p2p-disabled-bandwidth", 3, 4, 20.46);
        compareCell(r.value, "unidirectional-p2p-enabled-read-bandwidth", 5, 2, 10.46);
        // A fragment is not a cut-off run.
        QVERIFY(r.value.notes.isEmpty());
        // The matrix alone, without even its title.
        const auto bare = parseP2pBandwidthLatency("   D\\D     0      1\n     0 911.08  20.10\n     1  20.39 920.20\n");
        QVERIFY(!bare.hasErrors());
        QCOMPARE(bare.value.matrices.size(), 1);
        compareCell(bare.value, "untitled-1", 1, 0, 20.39);
    }

    void p2pGluedValues()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/synthetic-glued-values.txt"));
        QVERIFY(!r.hasErrors());
        QVERIFY2(TestUtil::hasDiagnosticAt(r.diagnostics, 32), TestUtil::describe(r.diagnostics).constData());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 37));
        compareCell(r.value, "unidirectional-p2p-disabled-bandwidth", 2, 1, 21.55);
        compareCell(r.value, "unidirectional-p2p-disabled-bandwidth", 2, 2, 1509.66);
        compareCell(r.value, "unidirectional-p2p-enabled-bandwidth", 1, 1, 1521.42);
        compareCell(r.value, "unidirectional-p2p-enabled-bandwidth", 1, 3, 21.50);
        // A row label swallowed by its first value cannot be split safely: diagnosed.
        const auto label = parseP2pBandwidthLatency("P2P=Disabled Latency Matrix (us)\n   GPU     0      1\n     0   2.61  21.89\n"
                                                    "11.6812.72\n");
        QVERIFY(TestUtil::hasDiagnosticAt(label.diagnostics, 4, Severity::Error));
    }

    void p2pTruncated()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/synthetic-truncated.txt"));
        QVERIFY(!r.hasErrors());
        QCOMPARE(countNotes(r.value, BenchmarkNoteKind::Truncated), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 49));
        QCOMPARE(r.value.matrix(u"bidirectional-p2p-enabled-bandwidth")->rowCount(), 2);
        QVERIFY(!r.value.matrix(u"p2p-disabled-gpu-latency"));
        // A complete run without the closing NOTE line is cut short too.
        QByteArray noNote = fixture("p2p-bandwidth/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt");
        noNote.truncate(noNote.indexOf("\nNOTE: The CUDA Samples") + 1);
        QCOMPARE(countNotes(parseP2pBandwidthLatency(noNote).value, BenchmarkNoteKind::Truncated), 1);
        // The sample's own failure line.
        const auto failed = parseP2pBandwidthLatency(
            "[P2P (Peer-to-Peer) GPU Bandwidth Latency Test]\nCuda failure p2pBandwidthLatencyTest.cu:612: 'peer mapping resources exhausted'\n");
        QCOMPARE(countNotes(failed.value, BenchmarkNoteKind::Aborted), 1);
        QCOMPARE(countNotes(failed.value, BenchmarkNoteKind::Truncated), 0);
    }

    void p2pMalformedCellNamesItsLine()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/synthetic-malformed-cell.txt"));
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 44, Severity::Error));
        const BenchmarkMatrix* m = r.value.matrix(u"bidirectional-p2p-disabled-bandwidth");
        QVERIFY(m);
        QVERIFY(!m->cell(2, 2));
        QCOMPARE(*m->cell(2, 3), 28.93);
    }

    // ---- nvbandwidth

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

    void nvbandwidthJson()
    {
        const auto r = parseNvBandwidthJson(fixture("nvbandwidth/json/dcgm-1gpu-v0.5-verbose.json"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("v0.5"));
        QCOMPARE(run.testcases.size(), 32);
        QCOMPARE(countNotes(run, BenchmarkNoteKind::Waived), 17);
        QCOMPARE(run.matrices.size(), 15);
        const BenchmarkMatrix* latency = run.matrix(u"host_device_latency_sm");
        QCOMPARE(latency->unit, QStringLiteral("ns"));
        QCOMPARE(*latency->cell(0, 0), 649.879);
        QCOMPARE(latency->rows[0].label, QStringLiteral("CPU"));
        QCOMPARE(*run.matrix(u"host_to_device_memcpy_ce")->printedSum, 12.396361291250001);

        const auto noisy = parseNvBandwidthJson(fixture("nvbandwidth/json/dcgm-1gpu-v0.5-with-warning-lines.json"));
        QVERIFY2(!noisy.hasErrors(), TestUtil::describe(noisy.diagnostics).constData());
        QCOMPARE(noisy.value.matrices.size(), 15);
        QVERIFY(TestUtil::hasDiagnosticAt(noisy.diagnostics, 1, Severity::Info));

        QByteArray broken = fixture("nvbandwidth/json/dcgm-1gpu-v0.5-verbose.json");
        broken.replace("\"sum\" : 11.32898976375", "\"sum\" : 11.3289$8976375");
        const auto bad = parseNvBandwidthJson(broken);
        QVERIFY(bad.hasErrors());
        QVERIFY(bad.diagnostics[0].line > 1);
    }

    // ---- nccl-tests

    void ncclTestsMultiNode()
    {
        const auto r = parseNcclTests(fixture("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt"));
        QVERIFY2(!r.hasErrors() && TestUtil::countSeverity(r.diagnostics, Severity::Warning) == 0,
            TestUtil::describe(r.diagnostics).constData());
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.tool, BenchmarkTool::NcclTests);
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

    void ncclLogIsNotABenchmark()
    {
        const QByteArray log = fixture("captures/nccl-x4.log");
        QCOMPARE(sniffNcclTests(log), 0);
        const auto r = parseNcclTests(log);
        QVERIFY(r.hasErrors());
        QVERIFY(r.value.sweeps.isEmpty());
    }

    void ncclTestsJson()
    {
        const auto r = parseNcclTestsJson(fixture("nccl-tests/synthetic-json-v2.json"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.title, QStringLiteral("all_reduce_perf"));
        QCOMPARE(run.gpus.size(), 2);
        QCOMPARE(*run.gpu(1)->bdf, bdf("0000:05:00.0"));
        QCOMPARE(run.sweeps.size(), 2);
        const SizeSweep* out = run.sweep(u"all_reduce out-of-place");
        QCOMPARE(out->points.size(), 4);
        QCOMPARE(*out->root, -1);
        QCOMPARE(*out->points[0].timeUs, 135.8);
        QCOMPARE(*run.averageBusBandwidth, 0.0);
        QVERIFY(run.notes.isEmpty());

        const auto unfinished = parseNcclTestsJson(fixture("nccl-tests/synthetic-json-unfinished.json"));
        QVERIFY(unfinished.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(unfinished.diagnostics, 1, Severity::Error));
    }

    // ---- copy sweeps

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

    void plainSizeSweeps()
    {
        const auto plain = parseSizeSweepCsv(fixture("size-sweep/synthetic-plain-bytes-latency-bandwidth.csv"));
        verifyClean(plain.diagnostics);
        QCOMPARE(plain.value.sweeps.size(), 1);
        QCOMPARE(plain.value.sweeps[0].points.size(), 13);
        QCOMPARE(*plain.value.sweeps[0].points[6].bandwidth, 5.434);

        const auto units = parseSizeSweepCsv(fixture("size-sweep/synthetic-units-semicolon.csv"));
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

    // ---- all formats

    void detectionAndJson_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        for (const auto& [path, format] : realFixtures)
            QTest::newRow(path) << QString::fromLatin1(path) << QString::fromLatin1(format);
    }
    void detectionAndJson()
    {
        QFETCH(QString, path);
        QFETCH(QString, format);
        const QByteArray data = TestUtil::readFixture(path);
        const DetectedFormat detected = detectInputFormat(data);
        QVERIFY2(detected.format, qPrintable(path));
        QCOMPARE(detected.format->name, format);
        // Every other benchmark sniffer stays below the right one.
        QVERIFY(isBenchmarkFormat(format));
        Diagnostics diagnostics;
        const nlohmann::json json = Topo::Json::parseToJson(*detected.format, data, &diagnostics);
        QVERIFY(json.contains("tool") && json.contains("gpus") && json.contains("matrices") && json.contains("sweeps")
            && json.contains("notes"));
        QCOMPARE(TestUtil::countSeverity(diagnostics, Severity::Error), 0);
        // CRLF line ends read the same.
        const auto lf = parseBenchmark(format, data);
        const auto crlf = parseBenchmark(format, toCrlf(data));
        QCOMPARE(benchmarkRunToJson(crlf.value).dump(), benchmarkRunToJson(lf.value).dump());
    }

    void jsonShape()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"));
        const nlohmann::json j = benchmarkRunToJson(r.value);
        QCOMPARE(j["tool"].get<std::string>(), std::string("p2pBandwidthLatencyTest"));
        QCOMPARE(j["gpus"][1]["bdf"].get<std::string>(), std::string("0002:00:00.0"));
        QCOMPARE(j["gpus"][1]["busIdPrecision"].get<std::string>(), std::string("domain-bus-device"));
        QCOMPARE(j["matrices"][1]["metric"].get<std::string>(), std::string("unidirectional-p2p-disabled-bandwidth"));
        QCOMPARE(j["matrices"][1]["cells"][0][0].get<double>(), 1508.20);
        QCOMPARE(j["matrices"][1]["rows"][2]["gpu"].get<int>(), 2);
        const auto nv = parseNvBandwidth(fixture("nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt"));
        const nlohmann::json n = benchmarkRunToJson(nv.value);
        QVERIFY(n["matrices"][4]["cells"][0][0].is_null());
        QVERIFY(!n["matrices"][0]["rows"][0].contains("gpu"));
        QCOMPARE(n["matrices"][4]["sum"].get<double>(), 9643.22);
    }

    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("blank lines") << QByteArray("\n\n \r\n\t\n");
        QTest::newRow("garbage") << TestUtil::garbage(65536, 7);
        QTest::newRow("NUL bytes") << QByteArrayLiteral("Running x_ce.\0\0\0memcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)\n");
        QTest::newRow("one long line") << QByteArray(1 << 20, '9');
        QTest::newRow("huge header") << (QByteArray("   D\\D") + QByteArray(" 1").repeated(5000) + '\n');
        QTest::newRow("deep json") << (QByteArray("{\"nvbandwidth\":") + QByteArray(100000, '[') + '}');
        QTest::newRow("prose") << QByteArray("The quick brown fox jumps over the lazy dog.\n");
    }
    void hostileInput()
    {
        QFETCH(QByteArray, input);
        for (const auto& parser : allParsers) {
            const auto r = parser.parse(input);
            // Nothing understood is an error, never a crash or an exception.
            QVERIFY2(r.value.isEmpty(), parser.name);
        }
    }

    void nonUtf8AndEscapesInNames()
    {
        QByteArray text = fixture("p2p-bandwidth/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt");
        text.replace("Device: 1, NVIDIA A100 80GB PCIe,", "Device: 1, NVIDIA \xe9\x1b[31mA100\x1b[0m \xe2\x80\xae\xff,");
        const auto r = parseP2pBandwidthLatency(text);
        QVERIFY(!r.hasErrors());
        const QString name = r.value.gpu(1)->name;
        QVERIFY(name.startsWith(QStringLiteral("NVIDIA ")));
        QVERIFY(name.contains(QStringLiteral("A100")));
        QVERIFY(!name.contains(QChar(0x202e)));
        QVERIFY(!name.contains(QChar(0x1b)));
        QCOMPARE(*r.value.gpu(1)->bdf, bdf("0002:00:00.0"));
    }

    void fiftyMegabytesFinish_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("chunk");
        QTest::newRow("p2p rows") << QStringLiteral("p2p-bandwidth-latency")
                                  << QByteArray("     3  21.51  21.69 274.11 1521.42 \n");
        QTest::newRow("nccl rows") << QStringLiteral("nccl-tests")
                                   << QByteArray("    16777216       4194304     float     sum      -1    977.6   17.16   32.18      0    951.6   17.63   33.06      0\n");
        QTest::newRow("nvbandwidth testcases")
            << QStringLiteral("nvbandwidth")
            << QByteArray("Running host_to_device_memcpy_ce.\nmemcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)\n"
                          "           0         1\n 0     55.59     55.60\n\nSUM host_to_device_memcpy_ce 111.19\n\n");
        QTest::newRow("copybench rows") << QStringLiteral("copybench") << QByteArray("d2d,0,1,67108864,172.560,388.902\n");
        QTest::newRow("bad rows") << QStringLiteral("nccl-tests") << QByteArray("   8   2 float sum -1 x y z w\n");
    }
    void fiftyMegabytesFinish()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, chunk);
        QByteArray head;
        if (format == u"p2p-bandwidth-latency")
            head = "Unidirectional P2P=Disabled Bandwidth Matrix (GB/s)\n   D\\D     0      1      2      3 \n";
        else if (format == u"copybench")
            head = "# copybench 1\nkind,src,dst,bytes,latency_us,bandwidth_GBps\n";
        const QByteArray data = head + chunk.repeated(50 * 1024 * 1024 / chunk.size());
        QElapsedTimer timer;
        timer.start();
        const auto r = parseBenchmark(format, data);
        const qint64 ms = timer.elapsed();
        qInfo("%s: %lld ms for %lld MB, %lld diagnostics", qPrintable(format), ms, qint64(data.size() >> 20),
            qint64(r.diagnostics.size()));
        QVERIFY(r.diagnostics.size() <= 60); // capped, not one per line
        QVERIFY2(ms < 60000, "50 MB must not take minutes");
    }

    // ---- into the machine model

    void machineBuilderKeepsRuns()
    {
        MachineSnapshot snapshot;
        snapshot.label = QStringLiteral("h200-vm");
        RawCapture csv;
        csv.id = QStringLiteral("nvidia-smi-csv");
        csv.command = QStringLiteral("nvidia-smi --query-gpu=index,pci.bus_id --format=csv");
        csv.format = QStringLiteral("nvidia-smi-csv");
        csv.stdoutData = fixture("nvidia-smi-csv/h200-vm.csv");
        RawCapture bench;
        bench.id = QStringLiteral("benchmark-1");
        bench.command = QStringLiteral("imported");
        bench.format = QStringLiteral("copybench");
        bench.stdoutData = fixture("copybench/h200-vm.csv");
        RawCapture nccl;
        nccl.id = QStringLiteral("benchmark-2");
        nccl.command = QStringLiteral("imported");
        nccl.stdoutData = fixture("nccl-tests/azureml-examples-k80-4gpu-error-column.txt"); // format detected
        snapshot.captures = {csv, bench, nccl};

        const Machine machine = buildMachine(snapshot);
        QCOMPARE(machine.gpus.size(), 1);
        QCOMPARE(machine.benchmarks.size(), 2);
        const BenchmarkRun& run = machine.benchmarks[0];
        QCOMPARE(run.captureId, QStringLiteral("benchmark-1"));
        QCOMPARE(run.tool, BenchmarkTool::Copybench);
        QCOMPARE(machine.benchmarks[1].tool, BenchmarkTool::NcclTests);
        bool assumed = true;
        QCOMPARE(gpuIndexForRun(machine, run, 0, &assumed), std::optional<int>(0));
        QVERIFY(!assumed);
        QCOMPARE(matchBenchmarkGpu(machine, run, 0)->evidence, BenchmarkGpuMatch::Evidence::BusId);
        QVERIFY(!gpuIndexForRun(machine, run, 1));
    }

    void busIdMatching()
    {
        Machine vm;
        for (int i = 0; i < 4; ++i)
            vm.gpus.append(machineGpu(i, qPrintable(QStringLiteral("000%1:00:00.0").arg(i + 1))));
        // Shuffle the machine's numbering: the address, not the index, decides.
        std::swap(vm.gpus[0].index, vm.gpus[3].index);
        const auto p2p = parseP2pBandwidthLatency(fixture("p2p-bandwidth/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt")).value;
        QCOMPARE(gpuIndexForRun(vm, p2p, 0), std::optional<int>(3));
        QCOMPARE(gpuIndexForRun(vm, p2p, 1), std::optional<int>(1));
        QCOMPARE(matchBenchmarkGpus(vm, p2p).size(), 4);

        // Old nccl-tests print only the bus; nvidia-smi has the domain: matched when unambiguous.
        Machine host;
        host.gpus = {machineGpu(0, "0000:1a:00.0"), machineGpu(1, "0000:3d:00.0")};
        BenchmarkRun old;
        BenchmarkGpu g;
        g.index = 0;
        g.deviceOrdinal = 0;
        g.bdf = Bdf {0, 0x3d, 0, 0};
        g.busIdPrecision = BusIdPrecision::BusOnly;
        old.gpus = {g};
        const auto byBus = matchBenchmarkGpu(host, old, 0);
        QCOMPARE(byBus->machineGpu, 1);
        QCOMPARE(byBus->evidence, BenchmarkGpuMatch::Evidence::BusIdNoDomain);
        // A domain printed differently (a 16-bit truncation) still matches on bus:device.
        old.gpus[0].bdf = Bdf {0x10000, 0x1a, 0, 0};
        old.gpus[0].busIdPrecision = BusIdPrecision::DomainBusDevice;
        QCOMPARE(gpuIndexForRun(host, old, 0), std::optional<int>(0));

        // No address at all: the index, marked assumed.
        const auto nv = parseNvBandwidth(fixture("nvbandwidth/nvbw-readme-d2d-write-8gpu.txt")).value;
        BenchmarkRun v02 = parseNvBandwidth(fixture("nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt")).value;
        bool assumed = false;
        QCOMPARE(gpuIndexForRun(host, v02, 1, &assumed), std::optional<int>(1));
        QVERIFY(assumed);
        QVERIFY(!gpuIndexForRun(host, v02, 5));
        QVERIFY(nv.gpus.isEmpty());

        // Multi-node: only the ranks on this machine match.
        const auto multi = parseNcclTests(fixture("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt")).value;
        Machine node;
        node.label = QStringLiteral("ztan-mig-gq73");
        const char* buses[] = {"0000:04:00.0", "0000:05:00.0", "0000:0b:00.0", "0000:0c:00.0"};
        for (int i = 0; i < 4; ++i)
            node.gpus.append(machineGpu(i, buses[i]));
        QCOMPARE(gpuIndexForRun(node, multi, 10), std::optional<int>(2));
        QVERIFY(!gpuIndexForRun(node, multi, 2));
    }
};

QTEST_GUILESS_MAIN(TestParseBenchmarks)
#include "tst_parse_benchmarks.moc"
