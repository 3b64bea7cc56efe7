// SPDX-License-Identifier: GPL-3.0-or-later
// ClusterShell-style node sets: folding (the expected strings are what `nodeset -f` 1.9.1
// printed for the same names; tst_cli_nodesetpeer compares with the real program), expanding,
// and natural order.
#include "util/nodeset.h"

#include <QTest>

using namespace Topo;

class TestNodeset : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fold_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("folded");
        const auto names = [](const char* text) { return QString::fromLatin1(text).split(u' '); };
        QTest::newRow("mixed") << names("gpu001 gpu002 gpu010 node1 node3 a b") << QStringLiteral("a,b,gpu[001-002,010],node[1,3]");
        QTest::newRow("padding kept apart") << names("gpu1 gpu01 gpu001 gpu2 gpu10") << QStringLiteral("gpu[1-2,01,10,001]");
        QTest::newRow("by length then value") << names("gpu9 gpu10 gpu08") << QStringLiteral("gpu[9,08,10]");
        QTest::newRow("unpadded across lengths") << names("gpu8 gpu9 gpu10") << QStringLiteral("gpu[8-10]");
        QTest::newRow("padded run") << names("n09 n10 n11 n9 n12") << QStringLiteral("n[9,09-12]");
        QTest::newRow("suffix") << names("gpu001.lab gpu002.lab") << QStringLiteral("gpu[001-002].lab");
        QTest::newRow("single") << names("gpu1 gpu1") << QStringLiteral("gpu1");
        QTest::newRow("pattern order") << names("gpu gpu1 gpu-1 gpu_1 gpuA1") << QStringLiteral("gpu,gpu1,gpu-1,gpuA1,gpu_1");
        QTest::newRow("digits only") << names("1 2 3") << QStringLiteral("[1-3]");
        QTest::newRow("zero") << names("n0 n1 n01") << QStringLiteral("n[0-1,01]");
        QTest::newRow("last number") << names("x1y2 x1y3 x2y2") << QStringLiteral("x1y[2-3],x2y2");
        QStringList big;
        for (int i = 1; i <= 512; ++i) {
            if (i != 488)
                big.append(QStringLiteral("gpu%1").arg(i, 3, 10, QLatin1Char('0')));
        }
        QTest::newRow("a fleet") << big << QStringLiteral("gpu[001-487,489-512]");
    }
    void fold()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, folded);
        QCOMPARE(Nodeset::fold(names), folded);
        // Folding does not depend on the input's order.
        std::reverse(names.begin(), names.end());
        QCOMPARE(Nodeset::fold(names), folded);
    }

    void expandRoundTrips()
    {
        const auto names = Nodeset::expand(u"gpu[001-003,010],n[1-2],x[1-2]y[8-9].lab");
        QVERIFY2(names.ok(), qPrintable(names.error()));
        QCOMPARE(names->join(u' '), QStringLiteral("gpu001 gpu002 gpu003 gpu010 n1 n2 x1y8.lab x1y9.lab x2y8.lab x2y9.lab"));
        const QString folded = QStringLiteral("gpu[001-487,489-512],node[1,3-7]");
        QCOMPARE(Nodeset::fold(*Nodeset::expand(folded)), folded);
    }

    void expandRefusesBadSets_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("message");
        QTest::newRow("unclosed") << QStringLiteral("gpu[1-3") << QStringLiteral("position 4");
        QTest::newRow("stray close") << QStringLiteral("gpu1]") << QStringLiteral("position 5");
        QTest::newRow("backwards") << QStringLiteral("gpu[9-3]") << QStringLiteral("backwards");
        QTest::newRow("not a number") << QStringLiteral("gpu[a-b]") << QStringLiteral("not a number");
        QTest::newRow("empty range") << QStringLiteral("gpu[]") << QStringLiteral("not a number");
        QTest::newRow("group") << QStringLiteral("@gpus") << QStringLiteral("engine");
        QTest::newRow("too many") << QStringLiteral("n[1-2000000]") << QStringLiteral("more than");
    }
    void expandRefusesBadSets()
    {
        QFETCH(QString, set);
        QFETCH(QString, message);
        const auto names = Nodeset::expand(set);
        QVERIFY(!names.ok());
        QVERIFY2(names.error().contains(message), qPrintable(names.error()));
    }

    void naturalOrder()
    {
        QStringList names { QStringLiteral("gpu10"), QStringLiteral("gpu2"), QStringLiteral("gpu01"), QStringLiteral("gpu1"),
            QStringLiteral("a"), QStringLiteral("gpu") };
        std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) { return Nodeset::naturalLess(a, b); });
        QCOMPARE(names.join(u' '), QStringLiteral("a gpu gpu1 gpu01 gpu2 gpu10"));
        QVERIFY(!Nodeset::naturalLess(u"gpu1", u"gpu1"));
    }
};

QTEST_GUILESS_MAIN(TestNodeset)
#include "tst_nodeset.moc"
