// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/sysfs/sysfs.h"
#include "parse/numactl/numactl.h"
#include "parse/systemformats.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace SystemFormats;

class TestParseSysfsNodes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sysfsNodesReal()
    {
        const auto result = parseSysfsNodes(fixture("sysfs-nodes/h200-vm.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.nodes.size(), 1);
        QCOMPARE(result.value.nodes.first().cpuList, QStringLiteral("0-15"));
        QCOMPARE(result.value.nodes.first().cpus.size(), 16);
        QCOMPARE(result.value.nodes.first().distances, QList<int> { 10 });
    }

    void sysfsNodesAgreeWithNumactl()
    {
        const auto sysfs = parseSysfsNodes(fixture("sysfs-nodes/h200-vm.txt"));
        const auto numactl = parseNumactl(fixture("numactl/h200-vm.txt"));
        QCOMPARE(sysfs.value.nodes.first().cpuList, numactl.value.nodes.first().cpuList);
        QCOMPARE(sysfs.value.nodes.first().distances, numactl.value.nodes.first().distances);
    }

    void sysfsNodesGlobOrderAndMeminfo()
    {
        // A shell glob lists node10 before node2; the distances are in node-id order regardless.
        QByteArray data;
        for (int id : { 0, 1, 10, 11, 2, 3, 4, 5, 6, 7, 8, 9 })
            data += "/sys/devices/system/node/node" + QByteArray::number(id) + "/cpulist:" + QByteArray::number(id * 4)
                + '-' + QByteArray::number(id * 4 + 3) + '\n';
        for (int id : { 0, 1, 10, 11, 2, 3, 4, 5, 6, 7, 8, 9 }) {
            data += "/sys/devices/system/node/node" + QByteArray::number(id) + "/distance:";
            for (int other = 0; other < 12; ++other)
                data += (other == 0 ? "" : " ") + QByteArray::number(other == id ? 10 : 20 + other);
            data += '\n';
        }
        data += "/sys/devices/system/node/node2/meminfo:Node 2 MemTotal:       32768000 kB\n"
                "/sys/devices/system/node/node2/meminfo:Node 2 MemFree:        1024 kB\n"
                "/sys/devices/system/node/node2/meminfo:Node 2 HugePages_Total:     0\n"
                "/sys/devices/system/node/online:0-11\n"
                "node3/cpumap:ffff\n";
        const auto result = parseSysfsNodes(data);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.nodeIds(), (QList<int> { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 }));
        const NumaNode* node2 = result.value.find(2);
        QCOMPARE(node2->cpuList, QStringLiteral("8-11"));
        QCOMPARE(node2->distances.at(2), 10);
        QCOMPARE(node2->distances.at(11), 31);
        QCOMPARE(node2->sizeMiB, qint64(32000));
        QCOMPARE(node2->freeMiB, qint64(1));
    }

    void sysfsNodesBadLines()
    {
        const auto result = parseSysfsNodes("/sys/devices/system/node/node0/cpulist:0-15\n"
                                            "/sys/devices/system/node/node0/cpulist:0-7\n"
                                            "/sys/devices/system/node/node1/cpulist:0-99999999\n"
                                            "/sys/devices/system/node/node1/distance:21 ten\n"
                                            "/sys/devices/system/node/node0/distance:10 21 31\n"
                                            "just text\n");
        QVERIFY(!result.hasErrors());
        for (int line : { 2, 3, 4, 6 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QCOMPARE(result.value.find(0)->cpuList, QStringLiteral("0-15"));
        QVERIFY(result.value.find(0)->distances.isEmpty()); // three distances for two nodes
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 5));
    }

    void sysfsNodesCrlfAndHuge()
    {
        const QByteArray data = fixture("sysfs-nodes/h200-vm.txt");
        const auto crlf = parseSysfsNodes(toCrlf(data));
        QVERIFY(crlf.diagnostics.isEmpty());
        QCOMPARE(crlf.value.nodes.first().cpuList, QStringLiteral("0-15"));

        const auto huge = parseSysfsNodes(repeatedToHugeInput(data));
        QCOMPARE(huge.value.nodes.size(), 1);
        QCOMPARE(huge.value.nodes.first().cpuList, QStringLiteral("0-15"));
        QVERIFY(huge.diagnostics.size() <= 101);
    }

    void sysfsNodesForeign_data()
    {
        addForeignInputs();
        QTest::newRow("sysfs-pci") << fixture("sysfs-pci/h200-vm.txt");
        QTest::newRow("numactl") << fixture("numactl/h200-vm.txt");
    }
    void sysfsNodesForeign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseSysfsNodes(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    void mutatedCapturesNeverCrash()
    {
        checkMutatedCaptures([](const QByteArray& data) { return parseSysfsNodes(data).diagnostics; });
    }

    void sniff_data() { addSniffRows(); }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        checkSniffScore(QStringLiteral("sysfs-nodes"), sniffSysfsNodes(data), format);
    }
};

QTEST_GUILESS_MAIN(TestParseSysfsNodes)
#include "tst_parse_sysfsnodes.moc"
