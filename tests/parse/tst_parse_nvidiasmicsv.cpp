// SPDX-License-Identifier: GPL-3.0-or-later
// nvidia-smi-csv: `nvidia-smi --query-gpu=… --format=csv`, with and without header and units,
// messy tables, hostile names, columns TopoLens does not read and other tools' outputs.
#include "parse/nvidiasmitestutil.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "testutil.h"

#include <QStringEncoder>
#include <QTest>

using namespace Topo;
using namespace NvidiaSmiTest;

class TestParseNvidiaSmiCsv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- nvidia-smi --query-gpu --format=csv ---------------------------------------------

    void csvOwnH200Capture()
    {
        const auto result = parseNvidiaSmiCsv(fixture("nvidia-smi-csv/h200-vm.csv"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const QStringList columns {QStringLiteral("index"), QStringLiteral("pci.bus_id"),
            QStringLiteral("name"), QStringLiteral("uuid"), QStringLiteral("serial"),
            QStringLiteral("pcie.link.gen.current"), QStringLiteral("pcie.link.gen.max"),
            QStringLiteral("pcie.link.width.current"), QStringLiteral("pcie.link.width.max")};
        QCOMPARE(result.value.columns, columns);
        QCOMPARE(result.value.rows.size(), 1);
        QCOMPARE(result.value.rows.first().at(1), QStringLiteral("00000000:00:06.0"));
        QCOMPARE(result.value.gpus.size(), 1);
        verifyH200(result.value.gpus.first(), false);
    }

    void csvWithoutHeader()
    {
        const QByteArray noHeader = fixture("nvidia-smi-csv/h200-vm-noheader-nounits.csv");
        const auto withHeader = parseNvidiaSmiCsv(fixture("nvidia-smi-csv/h200-vm.csv"));

        const auto named = parseNvidiaSmiCsv(noHeader, withHeader.value.columns);
        QVERIFY2(named.diagnostics.isEmpty(), TestUtil::describe(named.diagnostics).constData());
        QCOMPARE(jsonOf(named.value), jsonOf(withHeader.value));

        const auto unnamed = parseNvidiaSmiCsv(noHeader);
        QCOMPARE(errorCount(unnamed.diagnostics), 0);
        QCOMPARE(warningCount(unnamed.diagnostics), 0);
        QVERIFY(hasInfo(unnamed.diagnostics));
        QCOMPARE(unnamed.value.rows, withHeader.value.rows);
        QVERIFY(unnamed.value.columns.isEmpty());
        QVERIFY(unnamed.value.gpus.isEmpty());
    }

    void csvUnitsInHeader()
    {
        // netdata's Tesla P100 capture: units in the header, "[N/A]", no final newline.
        const auto result = parseNvidiaSmiCsv(fixture("nvidia-smi-csv/netdata-p100-units.csv"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.columns.size(), 15);
        QCOMPARE(result.value.columns.at(2), QStringLiteral("fan.speed"));
        QCOMPARE(result.value.columns.at(10), QStringLiteral("power.draw"));
        QCOMPARE(result.value.rows.first().at(2), QStringLiteral("[N/A]"));
        QCOMPARE(result.value.rows.first().at(10), QStringLiteral("28.16"));
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.name, QStringLiteral("Tesla P100-PCIE-16GB"));
        QCOMPARE(gpu.uuid, QStringLiteral("GPU-ef1b2c9b-38d8-2090-2bd1-f567a3eb42a6"));
        QVERIFY(!gpu.bdf);
    }

    void csvValues_data()
    {
        QTest::addColumn<QByteArray>("row");
        QTest::addColumn<quint64>("memoryTotal");
        QTest::addColumn<int>("widthMax");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("warnings");
        QTest::newRow("units in values")
            << QByteArray("3, 00000000:1B:00.0, NVIDIA H100 80GB HBM3, 81559 MiB, 16") << quint64(81559) << 16
            << QStringLiteral("NVIDIA H100 80GB HBM3") << 0;
        QTest::newRow("nounits") << QByteArray("3, 00000000:1B:00.0, NVIDIA H100 80GB HBM3, 81559, 16")
                                 << quint64(81559) << 16 << QStringLiteral("NVIDIA H100 80GB HBM3") << 0;
        QTest::newRow("not available")
            << QByteArray("3, 00000000:1B:00.0, NVIDIA H100 80GB HBM3, [N/A], [Not Supported]") << quint64(0)
            << 0 << QStringLiteral("NVIDIA H100 80GB HBM3") << 0;
        QTest::newRow("quoted, comma inside")
            << QByteArray("3, \"00000000:1B:00.0\", \"NVIDIA H100, rev \"\"B\"\"\", 81559 MiB, 16")
            << quint64(81559) << 16 << QStringLiteral("NVIDIA H100, rev \"B\"") << 0;
        QTest::newRow("bare comma in name")
            << QByteArray("3, 00000000:1B:00.0, NVIDIA H100,80GB, 81559 MiB, 16") << quint64(81559) << 16
            << QStringLiteral("NVIDIA H100,80GB") << 0;
        QTest::newRow("bad numbers") << QByteArray("3, 00000000:1B:00.0, NVIDIA H100 80GB HBM3, lots, x16x")
                                     << quint64(0) << 0 << QStringLiteral("NVIDIA H100 80GB HBM3") << 2;
    }
    void csvValues()
    {
        QFETCH(QByteArray, row);
        QFETCH(quint64, memoryTotal);
        QFETCH(int, widthMax);
        QFETCH(QString, name);
        QFETCH(int, warnings);
        const QByteArray csv
            = "index, pci.bus_id, name, memory.total [MiB], pcie.link.width.max\n" + row + '\n';
        const auto result = parseNvidiaSmiCsv(csv);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), warnings);
        if (warnings > 0)
            QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 2));
        QCOMPARE(result.value.gpus.size(), 1);
        const Gpu& gpu = result.value.gpus.first();
        QCOMPARE(gpu.index, 3);
        QCOMPARE(gpu.bdf->toString(), QStringLiteral("0000:1b:00.0"));
        QCOMPARE(gpu.name, name);
        QCOMPARE(gpu.memoryTotalMiB, memoryTotal);
        QCOMPARE(gpu.linkWidthMax, widthMax);
    }

    void csvMessyTable()
    {
        const QByteArray csv = "$ nvidia-smi --query-gpu=index,pci.bus_id,name --format=csv -l 1\r\n"
                               "index, pci.bus_id, name\r\n"
                               "0, 00000000:18:00.0, NVIDIA A100-SXM4-40GB\r\n"
                               "\r\n"
                               "1, 00000000:3B:00.0\r\n"
                               "index, pci.bus_id, name\r\n"
                               "1, 00000000:3B:00.0, NVIDIA A100-SXM4-40GB\r\n"
                               "$ exit\r\n"
                               "logout\r\n";
        const auto result = parseNvidiaSmiCsv(csv);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 5));
        QCOMPARE(result.value.rows.size(), 2);
        QCOMPARE(result.value.gpus.size(), 2);
        QCOMPARE(result.value.gpus[1].bdf->toString(), QStringLiteral("0000:3b:00.0"));
        QCOMPARE(result.value.gpus[1].index, 1);
    }

    void csvHostileName()
    {
        const QByteArray csv = "index, name, uuid\n0, " + hostileName() + ", GPU-1\n1, NV\xff, GPU-2\n";
        const auto result = parseNvidiaSmiCsv(csv);
        QCOMPARE(errorCount(result.diagnostics), 0);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 3));
        QCOMPARE(result.value.gpus[0].name.size(), QString::fromUtf8(hostileName()).size());
        QCOMPARE(result.value.gpus[1].name, QStringLiteral("NV\uFFFD"));
    }

    void csvColumnsWeDoNotRead()
    {
        const auto result = parseNvidiaSmiCsv("utilization.gpu [%], temperature.gpu\n3 %, 45\n");
        QCOMPARE(errorCount(result.diagnostics), 0);
        QVERIFY(hasInfo(result.diagnostics));
        QCOMPARE(result.value.rows.size(), 1);
        QVERIFY(result.value.gpus.isEmpty());
    }

    void csvColumnsAsPrinted()
    {
        const auto result
            = parseNvidiaSmiCsv("index, encoder.stats.sessionCount, pci.bus_id\n0, 0, 00000000:00:06.0\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.columns.at(1), QStringLiteral("encoder.stats.sessionCount"));
        QCOMPARE(result.value.gpus.first().bdf->toString(), QStringLiteral("0000:00:06.0"));
    }

    void csvGivenColumnsThatDoNotFit()
    {
        const auto result = parseNvidiaSmiCsv(fixture("nvidia-smi-csv/h200-vm-noheader-nounits.csv"),
            {QStringLiteral("index"), QStringLiteral("name")});
        QCOMPARE(errorCount(result.diagnostics), 1);
        QCOMPARE(warningCount(result.diagnostics), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1));
        QVERIFY(result.value.rows.isEmpty());
    }

    void csvHuge()
    {
        QByteArray big = "index, pci.bus_id, name, uuid, memory.total [MiB]\n";
        const QByteArray padding(900, 'x');
        big.reserve(TestUtil::hugeInputBytes + 2 * 1024 * 1024);
        int count = 0;
        while (big.size() < TestUtil::hugeInputBytes) {
            big += QByteArray::number(count) + ", " + busId(count) + ", NVIDIA H200 " + padding + ", GPU-"
                + QByteArray::number(count) + ", 143771 MiB\n";
            ++count;
        }
        const auto result = parseNvidiaSmiCsv(big);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus.size(), count);
        QCOMPARE(result.value.gpus.last().index, count - 1);
    }

    void csvRejectsForeignInput_data()
    {
        addForeignInputs();
        QTest::newRow("nvidia-smi -q") << fixture("nvidia-smi-query/h200-vm.txt");
        QTest::newRow("nvidia-smi -q -x") << fixture("nvidia-smi-xml/h200-vm.xml");
        QTest::newRow("nvidia-smi error")
            << QByteArray("Field \"pci.bus\" is not a valid field to query.\n\n");
    }
    void csvRejectsForeignInput()
    {
        QFETCH(QByteArray, data);
        const auto result = parseNvidiaSmiCsv(data);
        QCOMPARE(errorCount(result.diagnostics), 1);
        QVERIFY(result.value.rows.isEmpty());
        QVERIFY(result.value.gpus.isEmpty());
    }

    // ---- sniffing ----------------------------------------------------------------------------

    void sniffer_data() { addSnifferRows(&SnifferCase::csv); }
    void sniffer()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, claim);
        const int score = sniffNvidiaSmiCsv(data);
        QVERIFY2(sniffScoreFits(score, claim), QByteArray::number(score).constData());
    }

    void mutatedInputsStayWellBehaved_data() { addMutationSources(); }
    void mutatedInputsStayWellBehaved()
    {
        // Every variant returns, and names only lines that exist.
        QFETCH(QByteArray, data);
        forEachMutation(data, [](const QByteArray& input, int lines) {
            QVERIFY(linesInRange(parseNvidiaSmiCsv(input).diagnostics, lines));
            sniffNvidiaSmiCsv(input);
        });
    }

    void snifferReadsOnlyTheStart()
    {
        // A 50 MB input that is not ours must be turned down from its first kilobytes.
        const QByteArray big = fixture("nvidia-smi-topo/h200-vm-1gpu.txt").repeated(100000);
        QCOMPARE(sniffNvidiaSmiCsv(big), 0);
        QCOMPARE(parseNvidiaSmiCsv(big).value.rows.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestParseNvidiaSmiCsv)
#include "tst_parse_nvidiasmicsv.moc"
