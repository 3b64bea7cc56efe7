// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens fleet import|report|check|baseline|gres` through the real program, on real
// captures with a planted narrow link (tests/fleet/fleettestutil.h).
#include "fleet/fleettestutil.h"

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

    void oneNaturalOrder()
    {
        // The run folder and the analysis sort hosts by one rule (Nodeset::naturalLess): runs of
        // digits by value, gpu9 before gpu10, and a leading zero after the same number without
        // one; the host list and its group agree.
        QTemporaryDir dir;
        QStringList machines;
        for (const QString& name : { QStringLiteral("gpu010"), QStringLiteral("gpu10"), QStringLiteral("gpu9"), QStringLiteral("gpu1a") })
            machines.append(saveMachine(dir.path(), name, h200()));
        const QString run = dir.filePath(QStringLiteral("run"));
        const auto imported = TestUtil::runTopolens(QStringList { QStringLiteral("fleet"), QStringLiteral("import") } + machines
            + QStringList { QStringLiteral("-o"), run });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const auto report = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("report"), run, QStringLiteral("--json") });
        QCOMPARE(report.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(report.out).object();
        QStringList hosts;
        for (const QJsonValue& host : json.value(u"hosts").toArray())
            hosts.append(host.toObject().value(u"name").toString());
        QStringList grouped;
        for (const QJsonValue& host : json.value(u"groups").toArray().first().toObject().value(u"hosts").toArray())
            grouped.append(host.toString());
        const QStringList expected { QStringLiteral("gpu1a"), QStringLiteral("gpu9"), QStringLiteral("gpu10"), QStringLiteral("gpu010") };
        QCOMPARE(hosts, expected);
        QCOMPARE(grouped, expected);
    }

    void gresOnAmdGpus()
    {
        // The MI300X demo (rocm-smi and amd-smi captures of an 8-GPU Instinct host) as a fleet
        // of one: its GPUs are render nodes with a Type=, and the XGMI pairs AMD's tools report
        // get a link: GPU0-3's (GPU4-7 are bound to vfio-pci for the VM, so the host's tools
        // do not see them).
        const QString run = m_dir.filePath(QStringLiteral("amd"));
        const auto imported = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("import"),
            QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/demo/amd-mi300x-snapshot.json"), QStringLiteral("-o"), run });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const auto gres = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("gres"), run });
        QVERIFY2(gres.exitCode == 0, gres.err.constData());
        const QString conf = QString::fromUtf8(gres.out);
        QVERIFY2(!conf.contains(u"/dev/nvidia"), qPrintable(conf));
        QVERIFY2(conf.contains(u"AutoDetect=rsmi"), qPrintable(conf));
        QVERIFY2(conf.contains(u" Name=gpu Type=mi300x File=/dev/dri/renderD128 "), qPrintable(conf));
        QVERIFY2(conf.contains(u" Type=mi300x File=/dev/dri/renderD135 "), qPrintable(conf));
        QVERIFY2(conf.contains(u" File=/dev/dri/renderD128 Cores=0-95 Links=-1,1,1,1,0,0,0,0\n"), qPrintable(conf));
        QVERIFY2(conf.contains(u" File=/dev/dri/renderD131 Cores=0-95 Links=1,1,1,-1,0,0,0,0\n"), qPrintable(conf));
        QVERIFY2(conf.contains(u" File=/dev/dri/renderD135 Cores=96-191 Links=0,0,0,0,0,0,0,-1\n"), qPrintable(conf));
    }

    void printCommandSaysWhatRuns()
    {
        const QStringList collect { QStringLiteral("fleet"), QStringLiteral("collect"), QStringLiteral("gpu[001-004]"), QStringLiteral("--via"),
            QStringLiteral("pdsh") };
        // By default: the engine's line with the inline script as a placeholder, said above it.
        const auto readable = TestUtil::runTopolens(collect + QStringList { QStringLiteral("--print-command") });
        QVERIFY2(readable.exitCode == 0, readable.err.constData());
        const QList<QByteArray> lines = readable.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("# <topolens collector-script> stands for"));
        QCOMPARE(lines[2], QByteArray("pdsh -R ssh -w 'gpu[001-004]' 'sh -c '\\''<topolens collector-script>'\\'' topolens-collect --armour --role host'"));
        // =full: the exact line, the script in it, which a shell reads as one command.
        const auto full = TestUtil::runTopolens(collect + QStringList { QStringLiteral("--print-command=full") });
        QVERIFY2(full.exitCode == 0, full.err.constData());
        QVERIFY(!full.out.contains("<topolens collector-script>") && !full.out.startsWith('#'));
        QVERIFY(full.out.contains(TestUtil::runTopolens({ QStringLiteral("collector-script") }).out.left(200).split('\n').first()));
        QProcess shell;
        shell.start(QStringLiteral("sh"), { QStringLiteral("-n"), QStringLiteral("-c"), QString::fromUtf8(full.out) });
        QVERIFY(shell.waitForFinished(60000));
        QCOMPARE(shell.exitCode(), 0);
        // An installed collector: nothing inline, the exact line either way.
        const auto installed = TestUtil::runTopolens(collect
            + QStringList { QStringLiteral("--remote-collector"), QStringLiteral("/opt/topolens/topolens-collect.sh"), QStringLiteral("--print-command") });
        QCOMPARE(installed.out, QByteArray("pdsh -R ssh -w 'gpu[001-004]' '/opt/topolens/topolens-collect.sh --armour --role host'\n"));
        QCOMPARE(TestUtil::runTopolens(collect + QStringList { QStringLiteral("--print-command=all") }).exitCode, 2);
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
