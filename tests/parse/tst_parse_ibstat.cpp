// SPDX-License-Identifier: GPL-3.0-or-later
// `ibstat` (`ibstat` format): RDMA devices and their ports, from real pastes (one with the umad
// library's debug lines), and what is not ibstat.
#include "parse/formats.h"
#include "parse/rdma/rdma.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

class TestParseIbstat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void connectX6DxRoce()
    {
        const QByteArray data = TestUtil::readFixture(QStringLiteral("ibstat/l2fwd-nv-6-connectx6dx-ethernet.txt"));
        const auto r = parseIbstat(data);
        QVERIFY2(r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics).constData());
        QCOMPARE(r.value.size(), 2);
        const RdmaDevice& first = r.value.first();
        QCOMPARE(first.name, QStringLiteral("mlx5_0"));
        QCOMPARE(first.caType, QStringLiteral("MT4125"));
        QCOMPARE(first.firmware, QStringLiteral("22.32.2004"));
        QCOMPARE(first.line, 1);
        QCOMPARE(first.ports.size(), 1);
        QCOMPARE(first.ports.first().number, 1);
        QVERIFY(first.ports.first().isActive());
        QCOMPARE(first.ports.first().rateGbps, 100);
        QCOMPARE(first.ports.first().linkLayer, QStringLiteral("Ethernet"));
        QCOMPARE(first.ports.first().line, 8);
        QCOMPARE(r.value[1].name, QStringLiteral("mlx5_1"));
        QCOMPARE(detectInputFormat(data).format, findInputFormat(FormatId::ibstat));
    }

    void connectX3WithDebugLines()
    {
        const auto r = parseIbstat(TestUtil::readFixture(QStringLiteral("ibstat/rdma-core-847-connectx3-umad-debug.txt")));
        QVERIFY2(r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics).constData());
        QCOMPARE(r.value.size(), 1);
        const RdmaDevice& ca = r.value.first();
        QCOMPARE(ca.name, QStringLiteral("mlx4_0"));
        QCOMPARE(ca.ports.size(), 2);
        QCOMPARE(ca.ports[0].state, QStringLiteral("Down"));
        QCOMPARE(ca.ports[0].physicalState, QStringLiteral("Disabled"));
        QCOMPARE(ca.ports[0].linkLayer, QStringLiteral("InfiniBand"));
        QVERIFY(ca.ports[1].isActive());
        QCOMPARE(ca.ports[1].rateGbps, 56);
        QVERIFY(ca.anyPortActive());
    }

    void oddLinesAreNamedForeignInputRefused()
    {
        const QByteArray odd = "CA 'mlx5_0'\n\tPort x:\n\tPort 1:\n\t\tState: Active\n\t\tRate: fast\nCA '\n";
        const auto r = parseIbstat(odd);
        QCOMPARE(r.value.size(), 1);
        QList<int> lines;
        for (const Diagnostic& d : r.diagnostics)
            lines << d.line;
        QCOMPARE(lines, (QList<int> { 2, 5, 6 }));
        for (const QByteArray& foreign : { QByteArray(), QByteArray("hca_id: mlx5_0\n\ttransport: InfiniBand (0)\n"),
                 QByteArray("\x01\x02\x00", 3) })
            QVERIFY(parseIbstat(foreign).hasErrors());
    }
};

QTEST_GUILESS_MAIN(TestParseIbstat)
#include "tst_parse_ibstat.moc"
