// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens diagnose` as users and scripts see it: the real binary, real files, exit codes.
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
using Run = TestUtil::CliRun;

Run topolens(const QStringList& arguments, const QByteArray& stdinData = {})
{
    return TestUtil::runTopolens(arguments, stdinData);
}
} // namespace

class TestCliDiagnose : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoAsText()
    {
        const Run r = topolens({ QStringLiteral("diagnose"), QStringLiteral("demo") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(r.out.startsWith("demo: "));
        QVERIFY(r.out.contains("[guest-p2p-blocked-by-emulated-chipset]"));
        QVERIFY(r.out.contains("[gpu-alone-on-root-complex]"));
        QVERIFY(r.out.contains("x-nv-gpudirect-clique"));
        // Evidence as capture:line: text, with another machine's lines prefixed by its role.
        QVERIFY(r.out.contains("    nvidia-p2p-r:2: GPU0 X NS"));
        QVERIFY(r.out.contains("    host/nvidia-topo:"));
        QVERIFY(r.out.contains("machine: guest \"llm-one (VM 128, q35)\""));
        // The most severe finding comes first.
        const qsizetype firstBlock = r.out.indexOf("\n\n");
        QVERIFY(firstBlock > 0);
        QVERIFY(r.out.mid(firstBlock + 2).startsWith("PROBLEM: "));
    }

    void demoAsJson()
    {
        const Run r = topolens({ QStringLiteral("diagnose"), QStringLiteral("demo"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(doc.isArray());
        const QJsonArray findings = doc.array();
        QVERIFY(findings.size() >= 6);
        bool clique = false;
        for (const auto& value : findings) {
            const QJsonObject f = value.toObject();
            for (const char* key : { "rule", "severity", "title", "explanation", "advice", "machine", "gpus", "devices", "evidence" })
                QVERIFY2(f.contains(QLatin1String(key)), key);
            QVERIFY(QStringList({ QStringLiteral("info"), QStringLiteral("warning"), QStringLiteral("problem") })
                        .contains(f.value(u"severity").toString()));
            const QJsonObject machine = f.value(u"machine").toObject();
            QVERIFY(machine.contains(u"index") && machine.contains(u"role") && machine.contains(u"label"));
            for (const auto& e : f.value(u"evidence").toArray()) {
                const QJsonObject o = e.toObject();
                for (const char* key : { "machineIndex", "role", "capture", "line", "text" })
                    QVERIFY2(o.contains(QLatin1String(key)), key);
            }
            if (f.value(u"rule").toString() == u"guest-p2p-blocked-by-emulated-chipset") {
                clique = f.value(u"advice").toString().contains(u"x-nv-gpudirect-clique");
                QCOMPARE(f.value(u"severity").toString(), QStringLiteral("problem"));
                QCOMPARE(f.value(u"gpus").toArray().size(), 8);
                QCOMPARE(f.value(u"machine").toObject().value(u"role").toString(), QStringLiteral("guest"));
            }
        }
        QVERIFY(clique);
        QCOMPARE(findings.first().toObject().value(u"severity").toString(), QStringLiteral("problem"));
    }

    void bundleFile()
    {
        // A real collector bundle (4x H200 over NVLink): it runs, and NVLink pairs ask for no P2P advice.
        const Run r = topolens({ QStringLiteral("diagnose"), TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")),
            QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonArray findings = QJsonDocument::fromJson(r.out).array();
        for (const auto& value : findings) {
            const QString rule = value.toObject().value(u"rule").toString();
            QVERIFY2(rule != u"nccl-p2p-level" && rule != u"pcie-p2p-not-supported", qPrintable(rule));
        }
    }

    void unreadableSnapshotExitsOne_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("missing file") << QByteArray();
        QTest::newRow("not a snapshot") << QByteArray("{ \"topolens\": \"snapshot\", \"version\": 99 }");
        QTest::newRow("garbage") << QByteArray("this is not json\n");
    }
    void unreadableSnapshotExitsOne()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("snapshot.json"));
        if (!content.isNull()) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        const Run r = topolens({ QStringLiteral("diagnose"), path });
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no snapshot") << QStringList { QStringLiteral("diagnose") };
        QTest::newRow("two snapshots") << QStringList { QStringLiteral("diagnose"), QStringLiteral("demo"), QStringLiteral("demo") };
        QTest::newRow("unknown option") << QStringList { QStringLiteral("diagnose"), QStringLiteral("demo"), QStringLiteral("--frob") };
    }
    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, arguments);
        const Run r = topolens(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.startsWith("topolens: "));
        QVERIFY(r.out.isEmpty());
    }

    void helpMentionsDiagnose()
    {
        const Run r = topolens({ QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("topolens diagnose SNAPSHOT [--json]"));
    }
};

QTEST_GUILESS_MAIN(TestCliDiagnose)
#include "tst_cli_diagnose.moc"
