// SPDX-License-Identifier: GPL-3.0-or-later
// `ibv_devinfo` (`ibv-devinfo` format): RDMA devices and their ports from real pastes (an Azure
// VM's VF, a ConnectX-6 Dx whose port is down, an H100 node's ConnectX-7), read as the same
// devices ibstat gives, and what is not ibv_devinfo.
#include "analyze/machinebuilder.h"
#include "parse/formats.h"
#include "parse/rdma/rdma.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

class TestParseIbvDevinfo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void azureVmFunctionAfterItsPrompt()
    {
        const QByteArray data = TestUtil::readFixture(QStringLiteral("ibv-devinfo/azhpc-images-44-azure-hbv2-excerpt.txt"));
        const auto r = parseIbvDevinfo(data);
        QVERIFY2(r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics).constData());
        QCOMPARE(r.value.size(), 1);
        const RdmaDevice& d = r.value.first();
        QCOMPARE(d.name, QStringLiteral("rdmaP23800p0s2"));
        QCOMPARE(d.line, 2);
        QCOMPARE(d.firmware, QStringLiteral("14.25.8102"));
        QCOMPARE(d.caType, QStringLiteral("MT4118")); // as ibstat names a ConnectX-4 Lx VF
        QCOMPARE(d.ports.size(), 1);
        QCOMPARE(d.ports.first().number, 1);
        QCOMPARE(d.ports.first().line, 12);
        QCOMPARE(d.ports.first().state, QStringLiteral("Active"));
        QVERIFY(d.anyPortActive());
        QCOMPARE(d.ports.first().linkLayer, QStringLiteral("Ethernet"));
        QCOMPARE(d.ports.first().rateGbps, 0); // ibv_devinfo prints no rate without -v
        QCOMPARE(detectInputFormat(data).format, findInputFormat(FormatId::ibvDevinfo));
    }

    void portDownAndActive_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("type");
        QTest::addColumn<bool>("active");
        QTest::newRow("ConnectX-6 Dx, down") << QStringLiteral("deepep-60-connectx-port-down-excerpt.txt") << QStringLiteral("mlx5_12")
                                             << QStringLiteral("MT4125") << false;
        QTest::newRow("ConnectX-7, RoCE") << QStringLiteral("deepep-38-connectx7-roce-excerpt.txt") << QStringLiteral("mlx5_2")
                                          << QStringLiteral("MT4129") << true;
    }
    void portDownAndActive()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, name);
        QFETCH(QString, type);
        QFETCH(bool, active);
        const QByteArray data = TestUtil::readFixture(u"ibv-devinfo/" + fixture);
        const auto r = parseIbvDevinfo(data);
        QVERIFY2(r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics).constData());
        QCOMPARE(r.value.size(), 1);
        QCOMPARE(r.value.first().name, name);
        QCOMPARE(r.value.first().caType, type);
        QCOMPARE(r.value.first().anyPortActive(), active);
        QCOMPARE(r.value.first().ports.first().state, active ? QStringLiteral("Active") : QStringLiteral("Down"));
        QCOMPARE(detectInputFormat(data).format, findInputFormat(FormatId::ibvDevinfo));
        // Into the machine, as an ibstat capture would be.
        MachineSnapshot m;
        RawCapture c;
        c.id = QStringLiteral("ibv-devinfo");
        c.command = QStringLiteral("ibv_devinfo");
        c.format = FormatId::ibvDevinfo.toString();
        c.stdoutData = data;
        m.captures.append(c);
        const Machine machine = buildMachine(m);
        QCOMPARE(machine.rdmaDevices.size(), 1);
        QCOMPARE(machine.rdmaDevices.first().name, name);
    }

    void oddLinesAreNamedForeignInputRefused()
    {
        const QByteArray odd = "hca_id:\nhca_id: mlx5_0\n\tport:\tx\n\tport:\t1\n\t\tstate:\t\tPORT_WHATEVER (9)\n";
        const auto r = parseIbvDevinfo(odd);
        QCOMPARE(r.value.size(), 1);
        QList<int> lines;
        for (const Diagnostic& d : r.diagnostics)
            lines << d.line;
        QCOMPARE(lines, (QList<int> { 1, 3 }));
        QCOMPARE(r.value.first().ports.first().state, QStringLiteral("PORT_WHATEVER")); // kept as printed
        for (const QByteArray& foreign : { QByteArray(), QByteArray("No IB devices found\n"), QByteArray("CA 'mlx5_0'\n\tCA type: MT4129\n"),
                 QByteArray("\x01\x02\x00", 3) })
            QVERIFY(parseIbvDevinfo(foreign).hasErrors());
    }
};

QTEST_GUILESS_MAIN(TestParseIbvDevinfo)
#include "tst_parse_ibvdevinfo.moc"
