// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/numactl/numactl.h"
#include "parse/systemformats.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace SystemFormats;

class TestParseNumactl : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void numactlReal_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("nodeCount");
        QTest::addColumn<int>("node");
        QTest::addColumn<QString>("cpuList");
        QTest::addColumn<int>("cpuCount");
        QTest::addColumn<qint64>("sizeMiB");
        QTest::addColumn<qint64>("freeMiB");
        QTest::addColumn<QList<int>>("distances");

        QTest::newRow("H200 guest, one node") << "numactl/h200-vm.txt" << 1 << 0 << "0-15" << 16 << qint64(4443)
                                              << qint64(3216) << QList<int> { 10 };
        QTest::newRow("dual Xeon E5-2695 v4") << "numactl/xeon-e5-2695v4-2node.txt" << 2 << 1 << "18-35" << 18
                                              << qint64(131072) << qint64(126148) << QList<int> { 21, 10 };
        QTest::newRow("dual EPYC NPS4, echoed command") << "numactl/epyc-nps4-2socket-8node.txt" << 8 << 3
                                                        << "48-63,176-191" << 32 << qint64(64447) << qint64(61272)
                                                        << QList<int> { 12, 12, 12, 10, 32, 32, 32, 32 };
        QTest::newRow("EPYC NPS4, far socket") << "numactl/epyc-nps4-2socket-8node.txt" << 8 << 7
                                               << "112-127,240-255" << 32 << qint64(64492) << qint64(55638)
                                               << QList<int> { 32, 32, 32, 32, 12, 12, 12, 10 };
        QTest::newRow("PMem node without CPUs") << "numactl/pmem-4node-cpuless.txt" << 4 << 2 << "" << 0
                                                << qint64(311296) << qint64(311295) << QList<int> { 17, 28, 10, 28 };
        QTest::newRow("PMem DRAM node") << "numactl/pmem-4node-cpuless.txt" << 4 << 0 << "0-23,48-71" << 48
                                        << qint64(192115) << qint64(164188) << QList<int> { 10, 21, 17, 28 };
    }
    void numactlReal()
    {
        QFETCH(QString, path);
        QFETCH(int, nodeCount);
        QFETCH(int, node);
        QFETCH(QString, cpuList);
        QFETCH(int, cpuCount);
        QFETCH(qint64, sizeMiB);
        QFETCH(qint64, freeMiB);
        QFETCH(QList<int>, distances);
        const auto result = parseNumactl(TestUtil::readFixture(path));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.nodes.size(), nodeCount);
        const NumaNode* n = result.value.find(node);
        QVERIFY(n);
        QCOMPARE(n->cpuList, cpuList);
        QCOMPARE(n->cpus.size(), cpuCount);
        QCOMPARE(n->sizeMiB, sizeMiB);
        QCOMPARE(n->freeMiB, freeMiB);
        QCOMPARE(n->distances, distances);
    }

    void numactlNoNuma()
    {
        const auto result = parseNumactl("No NUMA available on this system\n");
        QVERIFY(!result.hasErrors());
        QVERIFY(result.value.isEmpty());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Info));
    }

    void numactlTruncated()
    {
        const QByteArray data = fixture("numactl/xeon-e5-2695v4-2node.txt");
        const auto result = parseNumactl(data.first(data.indexOf("node 1 cpus")));
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.nodes.size(), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Warning)); // announced 2, saw 1
        QVERIFY(result.value.nodes.first().distances.isEmpty());
    }

    void numactlBadLines()
    {
        const auto result = parseNumactl("available: 2 nodes (0-1)\n"
                                         "node 0 cpus: 0 1 x\n"
                                         "node 0 size: 100 GB\n"
                                         "node 1 cpus: 2 3\n"
                                         "node 1 size: 99999999999999999999999 MB\n"
                                         "node 99999999999 cpus: 4\n"
                                         "node distances:\n"
                                         "node   0   1\n"
                                         "  0:  10  20\n"
                                         "  1:  20\n"
                                         "bogus\n");
        QVERIFY(!result.hasErrors());
        for (int line : { 2, 3, 5, 6, 10, 11 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QCOMPARE(result.value.nodes.size(), 2);
        QVERIFY(result.value.find(0)->cpus.isEmpty());
        QCOMPARE(result.value.find(0)->sizeMiB, qint64(-1));
        QCOMPARE(result.value.find(0)->distances, (QList<int> { 10, 20 }));
        QVERIFY(result.value.find(1)->distances.isEmpty()); // its row was unreadable
    }

    // Found by the fuzzer (scripts/fuzz.sh, numactl): output pasted twice, the first time with a
    // one-node table. Row 0 was kept from the narrow table and then read as if it had a column
    // for node 1: a read past its end. Now that row's distances are left out, with a warning.
    void numactlRowFromANarrowerTable()
    {
        const auto result = parseNumactl("available: 2 nodes (0-1)\n"
                                         "node 0 cpus: 0\n"
                                         "node 1 cpus: 1\n"
                                         "node distances:\n"
                                         "node   0\n"
                                         "  0:  10\n"
                                         "node distances:\n"
                                         "node   0   1\n"
                                         "  0:  10  20\n"
                                         "  1:  20  10\n");
        QCOMPARE(result.value.nodes.size(), 2);
        QVERIFY(result.value.find(0)->distances.isEmpty());
        QCOMPARE(result.value.find(1)->distances, (QList<int> { 20, 10 }));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 8));
    }

    void numactlHostileCpuNumbers()
    {
        QByteArray cpus;
        for (int i = 0; i < 100000; ++i)
            cpus += ' ' + QByteArray::number(i * 2);
        const auto result = parseNumactl(QByteArray("available: 1 nodes (0)\nnode 0 cpus:" + cpus + "\nnode 0 size: 1 MB\n"));
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.nodes.first().cpus.size(), 100000);
        QVERIFY(result.value.nodes.first().cpuList.startsWith(QStringLiteral("0,2,4,")));
    }

    void numactlCrlf()
    {
        const QByteArray data = fixture("numactl/epyc-nps4-2socket-8node.txt");
        const auto lf = parseNumactl(data);
        const auto crlf = parseNumactl(toCrlf(data));
        QCOMPARE(crlf.diagnostics, lf.diagnostics);
        QCOMPARE(crlf.value.nodes.size(), lf.value.nodes.size());
        for (qsizetype i = 0; i < lf.value.nodes.size(); ++i) {
            QCOMPARE(crlf.value.nodes[i].cpuList, lf.value.nodes[i].cpuList);
            QCOMPARE(crlf.value.nodes[i].distances, lf.value.nodes[i].distances);
            QCOMPARE(crlf.value.nodes[i].sizeMiB, lf.value.nodes[i].sizeMiB);
        }
    }

    void numactlHuge()
    {
        const auto result = parseNumactl(repeatedToHugeInput(fixture("numactl/xeon-e5-2695v4-2node.txt")));
        QCOMPARE(result.value.nodes.size(), 2);
        QCOMPARE(result.value.find(1)->cpuList, QStringLiteral("18-35"));
        QVERIFY(result.diagnostics.size() <= 110);
    }

    void numactlForeign_data() { addForeignInputs(); }
    void numactlForeign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseNumactl(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    void mutatedCapturesNeverCrash()
    {
        checkMutatedCaptures([](const QByteArray& data) { return parseNumactl(data).diagnostics; });
    }

    void sniff_data() { addSniffRows(); }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        checkSniffScore(QStringLiteral("numactl"), sniffNumactl(data), format);
    }
};

QTEST_GUILESS_MAIN(TestParseNumactl)
#include "tst_parse_numactl.moc"
