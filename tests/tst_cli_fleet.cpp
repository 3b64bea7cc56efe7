// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens fleet import|report|check|baseline|gres` through the real program, on real
// captures with a planted narrow link (tests/fleettestutil.h).
#include "fleettestutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Topo;
using namespace FleetTestUtil;

namespace {

QString saveMachine(const QString& dir, const QString& name, MachineSnapshot machine)
{
    machine.label = name;
    Snapshot snapshot;
    snapshot.title = name;
    snapshot.machines.append(machine);
    const QString path = dir + u'/' + name + u".json";
    if (!saveSnapshot(snapshot, path))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestCliFleet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStringList clean;
        for (const char* name : { "gpu01", "gpu02", "gpu03" })
            clean.append(saveMachine(m_dir.path(), QLatin1String(name), h200()));
        MachineSnapshot narrow = h200();
        changeLinkStatus(narrow, "00:07.0", "Width x16", "Width x8");
        const QString drifted = saveMachine(m_dir.path(), QStringLiteral("gpu04"), narrow);

        const auto first = TestUtil::runTopolens(QStringList { QStringLiteral("fleet"), QStringLiteral("import") } + clean
            + QStringList { QStringLiteral("-o"), m_dir.filePath(QStringLiteral("clean")) });
        QVERIFY2(first.exitCode == 0, first.err.constData());
        const auto second = TestUtil::runTopolens(QStringList { QStringLiteral("fleet"), QStringLiteral("import") } + clean
            + QStringList { drifted, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("drifted")) });
        QVERIFY2(second.exitCode == 0, second.err.constData());
    }

    void reportJson()
    {
        const auto run = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("report"), m_dir.filePath(QStringLiteral("drifted")),
            QStringLiteral("--json") });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value(u"format").toString(), QStringLiteral("topolens-fleet-report"));
        const QJsonArray hosts = report.value(u"hosts").toArray();
        QCOMPARE(hosts.size(), 4);
        QJsonObject narrow;
        for (const QJsonValue& host : hosts) {
            if (host[u"name"].toString() == u"gpu04")
                narrow = host.toObject();
            else
                QVERIFY(host[u"drift"].toArray().isEmpty());
        }
        const QJsonObject drift = narrow[u"drift"].toArray().first().toObject();
        QCOMPARE(drift[u"what"].toString(), QStringLiteral("link-width"));
        QCOMPARE(drift[u"slot"].toString(), QStringLiteral("gpu1"));
        QCOMPARE(drift[u"actual"].toString(), QStringLiteral("x8"));
        const QJsonArray groups = report.value(u"groups").toArray();
        QCOMPARE(groups.size(), 2);
        QCOMPARE(groups.first()[u"nodeset"].toString(), QStringLiteral("gpu[01-03]"));
        QVERIFY(groups.first()[u"baseline"].toBool());
    }

    void reportTextAndSince()
    {
        const auto run = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("report"), m_dir.filePath(QStringLiteral("drifted")),
            QStringLiteral("--since"), m_dir.filePath(QStringLiteral("clean")) });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString text = QString::fromUtf8(run.out);
        QVERIFY2(text.contains(u"gpu04: link-width gpu1 (GPU1 0000:00:07.0): x16 -> x8"), qPrintable(text));
        QVERIFY2(text.contains(u"gpu04: new in this run"), qPrintable(text));
    }

    // A run folder is reported as it was written: its run.json names the run and its engine
    // (issue 38: the report made up a fresh id and "(import)" for a clush run).
    void reportKeepsTheRunsOwnIdAndEngine()
    {
        const QString collected = m_dir.filePath(QStringLiteral("collected"));
        QVERIFY(QDir().mkpath(collected + QStringLiteral("/nodes")));
        const QDir clean(m_dir.filePath(QStringLiteral("clean")));
        for (const QString& file : clean.entryList({ QStringLiteral("*") }, QDir::Files))
            QVERIFY(QFile::copy(clean.filePath(file), collected + u'/' + file));
        for (const QString& file : QDir(clean.filePath(QStringLiteral("nodes"))).entryList(QDir::Files))
            QVERIFY(QFile::copy(clean.filePath(QStringLiteral("nodes/") + file), collected + QStringLiteral("/nodes/") + file));
        QJsonObject runJson = QJsonDocument::fromJson(TestUtil::readFile(collected + QStringLiteral("/run.json"))).object();
        const QString cleanId = QJsonDocument::fromJson(TestUtil::readFile(clean.filePath(QStringLiteral("run.json")))).object()[u"id"].toString();
        QVERIFY(!cleanId.isEmpty());
        runJson[u"id"] = QStringLiteral("20261201T210000Z");
        runJson[u"engine"] = QStringLiteral("clush");
        QFile out(collected + QStringLiteral("/run.json"));
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(runJson).toJson());
        out.close();

        const auto text = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("report"), collected,
            QStringLiteral("--since"), clean.path() });
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.startsWith("Fleet run 20261201T210000Z (clush): 3 node(s)"), text.out.constData());
        QVERIFY2(text.out.contains(QByteArray("Changed since run " + cleanId.toUtf8() + ':')), text.out.constData());
        const auto json = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("report"), collected, QStringLiteral("--json") });
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject run = QJsonDocument::fromJson(json.out).object()[u"run"].toObject();
        QCOMPARE(run[u"id"].toString(), QStringLiteral("20261201T210000Z"));
        QCOMPARE(run[u"engine"].toString(), QStringLiteral("clush"));
    }

    void baselineCheckAndGres()
    {
        const QString baseline = m_dir.filePath(QStringLiteral("baseline.json"));
        const QString gres = m_dir.filePath(QStringLiteral("gres.conf"));
        const auto saved = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("baseline"), m_dir.filePath(QStringLiteral("clean")),
            QStringLiteral("-o"), baseline, QStringLiteral("--gres-conf"), gres });
        QVERIFY2(saved.exitCode == 0, saved.err.constData());
        QVERIFY(TestUtil::readFile(gres).contains("NodeName=gpu[01-03] Name=gpu File=/dev/nvidia1 Links=18,-1,18,18\n"));

        const auto clean = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("check"), m_dir.filePath(QStringLiteral("clean")),
            QStringLiteral("--baseline"), baseline });
        QCOMPARE(clean.exitCode, 0);
        QVERIFY(clean.out.contains("No drift"));
        const auto drifted = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("check"), m_dir.filePath(QStringLiteral("drifted")),
            QStringLiteral("--baseline"), baseline });
        QCOMPARE(drifted.exitCode, 3);
        QVERIFY2(drifted.out.contains("gpu04: link-width gpu1"), drifted.out.constData());

        const auto gresOnly = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("gres"), m_dir.filePath(QStringLiteral("clean")) });
        QCOMPARE(gresOnly.exitCode, 0);
        QCOMPARE(gresOnly.out, TestUtil::readFile(gres));
    }

    void errors()
    {
        QCOMPARE(TestUtil::runTopolens({ QStringLiteral("fleet") }).exitCode, 2);
        QCOMPARE(TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("nonsense") }).exitCode, 2);
        QCOMPARE(TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("check"), m_dir.filePath(QStringLiteral("clean")) }).exitCode, 2);
        const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\":\"topolens-fleet-baseline\",\"version\":7,\"classes\":[]}");
        file.close();
        const auto refused = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("check"), m_dir.filePath(QStringLiteral("clean")),
            QStringLiteral("--baseline"), bad });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains("version 7"));
        QCOMPARE(TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("report"), m_dir.filePath(QStringLiteral("none")) }).exitCode, 1);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliFleet)
#include "tst_cli_fleet.moc"
