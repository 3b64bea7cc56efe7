// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens diff` as users and scripts see it: the real binary on the real 4x H200 bundle and
// the demo, and copies of them changed on purpose and saved as snapshots in a scratch folder.
#include "testutil.h"

#include "io/bundle.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Topo;

namespace {
using Run = TestUtil::CliRun;

Run topolens(const QStringList& arguments)
{
    return TestUtil::runTopolens(arguments);
}

QString bundlePath()
{
    return TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle"));
}

Snapshot bundle()
{
    const ParseResult<Snapshot> read = readBundle(TestUtil::readFile(bundlePath()));
    if (read.hasErrors())
        qFatal("captures/h200-x4.bundle does not read");
    return read.value;
}

RawCapture& captureOf(Snapshot& s, const QString& id)
{
    for (RawCapture& c : s.machines[0].captures) {
        if (c.id == id)
            return c;
    }
    qFatal("no capture %s", qPrintable(id));
}

QString saved(const QTemporaryDir& dir, const QString& name, const Snapshot& s)
{
    const QString path = dir.filePath(name);
    if (!saveSnapshot(s, path))
        qFatal("cannot save %s", qPrintable(path));
    return path;
}
} // namespace

class TestCliDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameInputsExitZero()
    {
        for (const QString& input : { QStringLiteral("demo"), bundlePath() }) {
            const Run r = topolens({ QStringLiteral("diff"), input, input });
            QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            QVERIFY(r.out.contains("no differences"));
        }
    }

    void changedLinkExitsThree()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Snapshot after = bundle();
        RawCapture& verbose = captureOf(after, QStringLiteral("lspci-verbose"));
        const QByteArray lnkSta = "LnkSta:\tSpeed 32GT/s, Width x16";
        const qsizetype at = verbose.stdoutData.indexOf(lnkSta);
        QVERIFY(at > 0);
        verbose.stdoutData.replace(at, lnkSta.size(), "LnkSta:\tSpeed 32GT/s, Width x8 (downgraded)");
        const QString path = saved(dir, QStringLiteral("after.json"), after);

        const Run text = topolens({ QStringLiteral("diff"), bundlePath(), path });
        QVERIFY2(text.exitCode == 3, QByteArray(text.out + text.err).constData());
        QVERIFY(text.out.startsWith("--- "));
        QVERIFY2(text.out.contains("~ link-status  GPU"), text.out.constData());
        QVERIFY(text.out.contains("32 GT/s x16 -> 32 GT/s x8"));
        QVERIFY(text.out.contains("1 change"));

        const Run json = topolens({ QStringLiteral("diff"), bundlePath(), path, QStringLiteral("--json") });
        QCOMPARE(json.exitCode, 3);
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(json.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.value(u"format").toString(), QStringLiteral("topolens-diff"));
        QCOMPARE(doc.value(u"identical").toBool(true), false);
        const QJsonArray changes = doc.value(u"machines").toArray().at(0).toObject().value(u"changes").toArray();
        QCOMPARE(changes.size(), 1);
        const QJsonObject c = changes.at(0).toObject();
        for (const char* key : { "kind", "device", "before", "after", "matchedBy", "text" })
            QVERIFY2(c.contains(QLatin1String(key)), key);
        QCOMPARE(c.value(u"kind").toString(), QStringLiteral("link-status"));
        QCOMPARE(c.value(u"after").toString(), QStringLiteral("32 GT/s x8"));
    }

    void unpairedMachineIsADifference()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ParseResult<Snapshot> demo = openSnapshot(QStringLiteral("demo"));
        QVERIFY(!demo.hasErrors());
        demo.value.machines.removeLast();
        const QString hostOnly = saved(dir, QStringLiteral("host.json"), demo.value);
        const Run r = topolens({ QStringLiteral("diff"), QStringLiteral("demo"), hostOnly });
        QVERIFY2(r.exitCode == 3, QByteArray(r.out + r.err).constData());
        QVERIFY(r.out.contains("- machine guest"));
        QVERIFY(r.out.contains("is only in demo"));
        // --machine keeps the host, which did not change.
        const Run host = topolens({ QStringLiteral("diff"), QStringLiteral("demo"), hostOnly, QStringLiteral("--machine"),
            demo.value.machines[0].label });
        QVERIFY2(host.exitCode == 0, QByteArray(host.out + host.err).constData());
    }

    // Two fleet runs made by the real `fleet import` from snapshots: gpu01 keeps its machine,
    // gpu02's GPU link trained to x8 in the second run, gpu03 is gone and gpu04 is new.
    void fleetRunsCompareNodeByNode()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto labelled = [](Snapshot s, const QString& label) {
            s.machines[0].label = label;
            return s;
        };
        Snapshot narrowed = bundle();
        RawCapture& verbose = captureOf(narrowed, QStringLiteral("lspci-verbose"));
        const QByteArray lnkSta = "LnkSta:\tSpeed 32GT/s, Width x16";
        const qsizetype at = verbose.stdoutData.indexOf(lnkSta);
        QVERIFY(at > 0);
        verbose.stdoutData.replace(at, lnkSta.size(), "LnkSta:\tSpeed 32GT/s, Width x8 (downgraded)");
        const QStringList first = { saved(dir, QStringLiteral("a1.json"), labelled(bundle(), QStringLiteral("gpu01"))),
                                    saved(dir, QStringLiteral("a2.json"), labelled(bundle(), QStringLiteral("gpu02"))),
                                    saved(dir, QStringLiteral("a3.json"), labelled(bundle(), QStringLiteral("gpu03"))) };
        const QStringList second = { saved(dir, QStringLiteral("b1.json"), labelled(bundle(), QStringLiteral("gpu01"))),
                                     saved(dir, QStringLiteral("b2.json"), labelled(narrowed, QStringLiteral("gpu02"))),
                                     saved(dir, QStringLiteral("b4.json"), labelled(bundle(), QStringLiteral("gpu04"))) };
        const QString runA = dir.filePath(QStringLiteral("run-a"));
        const QString runB = dir.filePath(QStringLiteral("run-b"));
        const Run importA = topolens(QStringList { QStringLiteral("fleet"), QStringLiteral("import") } + first + QStringList { QStringLiteral("-o"), runA });
        QVERIFY2(importA.exitCode == 0, importA.err.constData());
        const Run importB = topolens(QStringList { QStringLiteral("fleet"), QStringLiteral("import") } + second + QStringList { QStringLiteral("-o"), runB });
        QVERIFY2(importB.exitCode == 0, importB.err.constData());

        const Run same = topolens({ QStringLiteral("diff"), runA, runA });
        QVERIFY2(same.exitCode == 0, QByteArray(same.out + same.err).constData());

        const Run json = topolens({ QStringLiteral("diff"), runA, runB, QStringLiteral("--json") });
        QVERIFY2(json.exitCode == 3, QByteArray(json.out + json.err).constData());
        const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
        const QJsonArray machines = doc.value(u"machines").toArray();
        int changedMachines = 0;
        for (const QJsonValue m : machines) {
            const QJsonArray changes = m.toObject().value(u"changes").toArray();
            if (changes.isEmpty())
                continue;
            ++changedMachines;
            QVERIFY2(QJsonDocument(m.toObject()).toJson().contains("gpu02"), QJsonDocument(m.toObject()).toJson().constData());
            QCOMPARE(changes.size(), 1);
            QCOMPARE(changes.at(0).toObject().value(u"kind").toString(), QStringLiteral("link-status"));
        }
        QCOMPARE(changedMachines, 1);
        const QByteArray unpaired = QJsonDocument(doc.value(u"unpaired").toArray()).toJson();
        QVERIFY2(unpaired.contains("gpu03") && unpaired.contains("gpu04"), unpaired.constData());
    }

    void remoteTextIsEscaped()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Snapshot after = bundle();
        after.machines[0].label = QStringLiteral("evil\x1b]0;owned\x07\u202e");
        const QString path = saved(dir, QStringLiteral("evil.json"), after);
        const Run r = topolens({ QStringLiteral("diff"), bundlePath(), path });
        QVERIFY2(r.exitCode == 3, QByteArray(r.out + r.err).constData());
        QVERIFY(r.out.contains("machine-label"));
        QVERIFY(!r.out.contains('\x1b'));
        QVERIFY(!r.out.contains('\x07'));
        QVERIFY(!r.out.contains("\u202e"));
    }

    void failuresAndUsage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(topolens({ QStringLiteral("diff"), QStringLiteral("demo") }).exitCode, 2);
        QCOMPARE(topolens({ QStringLiteral("diff"), QStringLiteral("demo"), QStringLiteral("demo"), QStringLiteral("--colour") }).exitCode, 2);
        const Run missing = topolens({ QStringLiteral("diff"), QStringLiteral("demo"), dir.filePath(QStringLiteral("nope.json")) });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("nope.json"));
        QCOMPARE(topolens({ QStringLiteral("diff"), QStringLiteral("demo"), dir.path() }).exitCode, 1);
        const Run label = topolens({ QStringLiteral("diff"), QStringLiteral("demo"), QStringLiteral("demo"), QStringLiteral("--machine"),
            QStringLiteral("no-such-machine") });
        QCOMPARE(label.exitCode, 1);
        QVERIFY(label.err.contains("no-such-machine"));
        QFile garbage(dir.filePath(QStringLiteral("garbage.json")));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write("{ not json");
        garbage.close();
        const Run bad = topolens({ QStringLiteral("diff"), garbage.fileName(), QStringLiteral("demo") });
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.err.contains("garbage.json"));
    }

    void helpListsIt()
    {
        const Run r = topolens({ QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("topolens diff A B"));
        QVERIFY(r.out.contains("diff exits 3"));
    }
};

QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_cli_diff.moc"
