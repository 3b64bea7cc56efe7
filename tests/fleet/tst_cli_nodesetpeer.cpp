// SPDX-License-Identifier: GPL-3.0-or-later
// Nodeset::fold() against the real ClusterShell `nodeset -f` on many generated lists: several
// prefixes, padded and unpadded numbers, gaps, suffixes, duplicates. Names with one digit run
// only (fold() folds on the last digit run; ClusterShell also folds across several).
#include "util/nodeset.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

using namespace Topo;

class TestCliNodesetPeer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void foldsAsClusterShellDoes()
    {
        const QString nodeset = QStandardPaths::findExecutable(QStringLiteral("nodeset"));
        if (nodeset.isEmpty())
            QSKIP("ClusterShell's nodeset is not installed");
        QRandomGenerator random(16); // fixed: a failure replays
        const QStringList prefixes { QStringLiteral("gpu"), QStringLiteral("node-"), QStringLiteral("n"), QStringLiteral("rack_"),
            QStringLiteral("GPU"), QStringLiteral("x") };
        const QStringList suffixes { QString(), QString(), QStringLiteral(".lab"), QStringLiteral("-ib") };
        for (int round = 0; round < 60; ++round) {
            QStringList names;
            const int count = 1 + int(random.bounded(200));
            for (int i = 0; i < count; ++i) {
                const QString& prefix = prefixes[random.bounded(round % 3 == 0 ? 1 : int(prefixes.size()))];
                const QString& suffix = suffixes[random.bounded(int(suffixes.size()))];
                const int width = int(random.bounded(4)); // 0: unpadded
                const int number = int(random.bounded(round % 2 ? 1200 : 40));
                names.append(prefix + QStringLiteral("%1").arg(number, width, 10, QLatin1Char('0')) + (round % 4 == 1 ? suffix : QString()));
            }
            if (round % 5 == 0)
                names.append(QStringLiteral("login"));
            QProcess process;
            process.start(nodeset, QStringList { QStringLiteral("-f") } + names);
            QVERIFY(process.waitForFinished(30000));
            QCOMPARE(process.exitCode(), 0);
            const QString expected = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
            QCOMPARE(Nodeset::fold(names), expected);
            // And ClusterShell expands what we fold into the same names.
            const auto expanded = Nodeset::expand(expected);
            QVERIFY2(expanded.ok(), qPrintable(expanded.error()));
            QStringList unique = names;
            unique.removeDuplicates();
            QCOMPARE(expanded->size(), unique.size());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliNodesetPeer)
#include "tst_cli_nodesetpeer.moc"
