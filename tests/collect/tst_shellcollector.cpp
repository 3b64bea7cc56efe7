// SPDX-License-Identifier: GPL-3.0-or-later
// The standalone shell collector: generated from the one command plan, runs for real here with
// sh, and its bundle reads back as a snapshot holding every output verbatim.
#include "collect/commandplan.h"
#include "collect/shellcollector.h"
#include "io/bundle.h"
#include "analyze/machinebuilder.h"
#include "parse/formats.h"
#include "testutil.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Topo;

namespace {
QString scriptPath()
{
    return QStringLiteral(TOPOLENS_FIXTURES_DIR "/../../scripts/topolens-collect.sh");
}

struct ScriptRun
{
    int exitCode = -1;
    QByteArray bundle;
    QByteArray err;
};

ScriptRun runScript(const QStringList& arguments, const QTemporaryDir& dir)
{
    const QString out = dir.filePath(QStringLiteral("out.bundle"));
    QProcess sh;
    sh.start(QStringLiteral("/bin/sh"), QStringList { scriptPath() } + arguments + QStringList { QStringLiteral("-o"), out });
    if (!sh.waitForFinished(180000))
        qFatal("collector script did not finish");
    QFile f(out);
    QByteArray bundle;
    if (f.open(QIODevice::ReadOnly))
        bundle = f.readAll();
    return { sh.exitCode(), bundle, sh.readAllStandardError() };
}

QByteArray runLocally(const QString& command)
{
    QProcess sh;
    sh.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), command });
    sh.waitForFinished(60000);
    return sh.readAllStandardOutput();
}
} // namespace

class TestShellCollector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void committedScriptIsTheGeneratedOne()
    {
        // If this fails after a change to the plan: topolens collector-script > scripts/topolens-collect.sh
        QCOMPARE(TestUtil::readFile(scriptPath()), standaloneCollectorScript());
    }

    void everyPlannedCommandIsInTheScript()
    {
        const QByteArray script = standaloneCollectorScript();
        for (const PlannedCommand& c : commandPlan())
            QVERIFY2(script.contains(QByteArray("run " + c.id.toUtf8() + ' ')), qPrintable(c.id));
        QVERIFY(script.contains("run qm-config 'qm config '\"$vmid\"''"));
    }

    void runsForRealAndReadsBack()
    {
        QTemporaryDir dir;
        const ScriptRun run = runScript({ QStringLiteral("--role"), QStringLiteral("guest"), QStringLiteral("--label"),
                                           QStringLiteral("test box") },
            dir);
        QCOMPARE(run.exitCode, 0);
        const auto read = readBundle(run.bundle);
        QVERIFY2(!read.hasErrors(), TestUtil::describe(read.diagnostics).constData());
        QCOMPARE(read.value.machines.size(), 1);
        const MachineSnapshot& m = read.value.machines.first();
        QCOMPARE(m.role, MachineRole::Guest);
        QCOMPARE(m.label, QStringLiteral("test box"));
        QCOMPARE(m.collector, QStringLiteral("topolens-collect.sh"));
        QVERIFY(m.collectedAt.isValid());
        for (const PlannedCommand& c : commandPlan()) {
            if (c.onlyWithSudo)
                QVERIFY(!m.capture(c.id));
            else
                QVERIFY2(m.capture(c.id), qPrintable(c.id));
        }
        // Outputs are byte for byte what the commands print.
        QCOMPARE(m.capture(QStringLiteral("cmdline"))->stdoutData, TestUtil::readFile(QStringLiteral("/proc/cmdline")));
        QCOMPARE(m.capture(QStringLiteral("lspci-tree"))->stdoutData, runLocally(QStringLiteral("lspci -tvnn")));
        // No GPU driver here: a missing tool is a normal state, not a failure.
        if (runLocally(QStringLiteral("command -v nvidia-smi")).isEmpty())
            QCOMPARE(m.capture(QStringLiteral("nvidia-topo"))->status, CaptureStatus::ToolMissing);
        QCOMPARE(m.capture(QStringLiteral("sysfs-pci"))->status, CaptureStatus::Ok);
        // hwloc: its XML where lstopo-no-graphics is installed, else a missing tool.
        const RawCapture* hwloc = m.capture(QStringLiteral("hwloc-topology"));
        if (runLocally(QStringLiteral("command -v lstopo-no-graphics")).isEmpty()) {
            QCOMPARE(hwloc->status, CaptureStatus::ToolMissing);
        } else {
            QCOMPARE(hwloc->status, CaptureStatus::Ok);
            const DetectedFormat detected = detectInputFormat(hwloc->stdoutData);
            QVERIFY(detected.format && detected.format->name == u"hwloc-xml");
        }
        // And the parsers see this machine's devices.
        const Machine machine = buildMachine(m);
        QVERIFY(!machine.pci.devices.isEmpty());
        QCOMPARE(machine.pci.devices.size(), QDir(QStringLiteral("/sys/bus/pci/devices")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
    }

    void refusesAnythingButAVmidNumber()
    {
        QTemporaryDir dir;
        const ScriptRun run = runScript({ QStringLiteral("--vmid"), QStringLiteral("1; touch /tmp/pwned") }, dir);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.bundle.isEmpty());
    }

    void cutOffBundleKeepsWhatArrived()
    {
        QTemporaryDir dir;
        const ScriptRun run = runScript({}, dir);
        const qsizetype cut = run.bundle.indexOf("@capture numa ") + 40;
        const auto read = readBundle(run.bundle.left(cut));
        QVERIFY(read.hasErrors());
        const MachineSnapshot& m = read.value.machines.first();
        QVERIFY(m.capture(QStringLiteral("lspci-tree")));
        QVERIFY(m.capture(QStringLiteral("iommu-groups")));
        QVERIFY(!m.capture(QStringLiteral("cmdline")));
    }

    void binaryOutputSurvives()
    {
        QByteArray bundle = "#topolens-bundle 1\n#role host\n#host h\n";
        const QByteArray weird = TestUtil::garbage(5000, 9) + "\n@end x\n@capture fake exit=0 stdout=1 stderr=0\n";
        bundle += "@capture weird exit=3 ms=1 stdout=" + QByteArray::number(weird.size()) + " stderr=2\n@command cat x\n"
            + weird + "e!\n@end weird\n";
        const auto read = readBundle(bundle);
        QVERIFY2(!read.hasErrors(), TestUtil::describe(read.diagnostics).constData());
        const RawCapture* c = read.value.machines.first().capture(QStringLiteral("weird"));
        QVERIFY(c);
        QCOMPARE(c->stdoutData, weird);
        QCOMPARE(c->stderrData, QByteArray("e!"));
        QCOMPARE(c->status, CaptureStatus::Failed);
        QCOMPARE(read.value.machines.first().captures.size(), 1);
    }

    void rejectsOtherInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("garbage") << TestUtil::garbage(3000, 5);
        QTest::newRow("header only, bad capture") << QByteArray("#topolens-bundle 1\n@capture x exit=zero\n");
        QTest::newRow("negative size") << QByteArray("#topolens-bundle 1\n@capture x exit=0 stdout=-5 stderr=0\n@command a\n");
    }
    void rejectsOtherInput()
    {
        QFETCH(QByteArray, input);
        const auto read = readBundle(input);
        QVERIFY(read.hasErrors());
        QVERIFY(read.diagnostics.first().line >= 1);
    }
};

QTEST_GUILESS_MAIN(TestShellCollector)
#include "tst_shellcollector.moc"
