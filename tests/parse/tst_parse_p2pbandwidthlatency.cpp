// SPDX-License-Identifier: GPL-3.0-or-later
// p2p-bandwidth-latency: cuda-samples p2pBandwidthLatencyTest, the 2017 and current layouts, VM
// domains, reads, fragments, glued values, truncation, bad cells and hostile names.
#include "parse/bench/benchmarks.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace BenchTest;

class TestParseP2pBandwidthLatency : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void p2pOldLayout()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/rossum-7gforce-v2-7gpu-mixed-p2p.txt"));
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
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/rossum-azure-nv24-4gpu-vm.txt"));
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.gpus.size(), 4);
        QCOMPARE(*r.value.gpu(0)->bdf, bdf("3403:00:00.0"));
        QCOMPARE(*r.value.gpu(3)->bdf, bdf("83e7:00:00.0"));
        QCOMPARE(r.value.gpu(3)->busIdAsPrinted, QStringLiteral("pciBusID: 0, pciDeviceID: 0, pciDomainID:83e7"));
    }

    void p2pCurrentLayoutWideValues()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"));
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
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/wohlbier-titanrtx-8gpu-p2p-read.txt"));
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
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/nccl-issue814-6gpu-fragment-p2p-reads.txt"));
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
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/synthetic-glued-values.txt"));
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
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/synthetic-truncated.txt"));
        QVERIFY(!r.hasErrors());
        QCOMPARE(countNotes(r.value, BenchmarkNoteKind::Truncated), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 49));
        QCOMPARE(r.value.matrix(u"bidirectional-p2p-enabled-bandwidth")->rowCount(), 2);
        QVERIFY(!r.value.matrix(u"p2p-disabled-gpu-latency"));
        // A complete run without the closing NOTE line is cut short too.
        QByteArray noNote = fixture("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt");
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
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/synthetic-malformed-cell.txt"));
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 44, Severity::Error));
        const BenchmarkMatrix* m = r.value.matrix(u"bidirectional-p2p-disabled-bandwidth");
        QVERIFY(m);
        QVERIFY(!m->cell(2, 2));
        QCOMPARE(*m->cell(2, 3), 28.93);
    }

    void nonUtf8AndEscapesInNames()
    {
        QByteArray text = fixture("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt");
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
};

QTEST_GUILESS_MAIN(TestParseP2pBandwidthLatency)
#include "tst_parse_p2pbandwidthlatency.moc"
