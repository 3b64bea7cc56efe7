// SPDX-License-Identifier: GPL-3.0-or-later
// Collection on this machine: the local runner's limits, and `topolens collect --local` giving
// a snapshot whose captures parse into this machine's PCI devices.
#include "collect/collector.h"
#include "collect/localrunner.h"
#include "io/snapshotfile.h"
#include "analyze/machinebuilder.h"
#include "collect/collecttestutil.h"
#include "testutil.h"

#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Topo;

namespace {

using CollectTest::command;

struct RecordingObserver final : RunObserver
{
    void commandStarted(int) override { ++started; }
    void commandFinished(int, const RawCapture&) override { ++finished; }
    bool isCancelled() const override { return false; }
    int started = 0;
    int finished = 0;
};

QList<RawCapture> runLocally(const QList<PlannedCommand>& commands, const RunLimits& limits)
{
    LocalRunner runner;
    if (const Status opened = runner.open(); !opened)
        qFatal("local runner: %s", qPrintable(opened.error()));
    RecordingObserver observer;
    const QList<RawCapture> captures = runner.run(commands, limits, observer);
    if (observer.started != commands.size() || observer.finished != commands.size())
        qFatal("every command must be reported started and finished once");
    return captures;
}

} // namespace

class TestCollectLocal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exitStatusesBecomeCaptureStates()
    {
        const QList<RawCapture> captures = runLocally({
            command(QStringLiteral("ok"), QStringLiteral("printf 'out'; printf 'err' >&2")),
            command(QStringLiteral("failed"), QStringLiteral("echo broken >&2; exit 3")),
            command(QStringLiteral("missing"), QStringLiteral("topolens-no-such-tool --version")),
        }, RunLimits {});
        QCOMPARE(captures[0].status, CaptureStatus::Ok);
        QCOMPARE(captures[0].stdoutData, QByteArray("out"));
        QCOMPARE(captures[0].stderrData, QByteArray("err"));
        QCOMPARE(captures[1].status, CaptureStatus::Failed);
        QCOMPARE(captures[1].exitCode, 3);
        QCOMPARE(captures[1].statusDetail, QStringLiteral("exit status 3: broken"));
        QCOMPARE(captures[2].status, CaptureStatus::ToolMissing);
        QCOMPARE(captures[2].exitCode, 127);
    }

    void timeoutStopsTheWholeProcessGroup()
    {
        // The pipeline's `cat` only ends when the whole group is killed, not just the shell: if
        // only the shell were, the run would wait for the sleep (300 s), past the bound.
        PlannedCommand hang = command(QStringLiteral("hang"), QStringLiteral("echo begun; sleep 300 | cat"));
        hang.timeout = std::chrono::seconds(1);
        const QList<RawCapture> captures = runLocally({ hang, command(QStringLiteral("quick"), QStringLiteral("echo quick")) },
            CollectTest::boundedLimits());
        QCOMPARE(captures[0].status, CaptureStatus::TimedOut);
        QCOMPARE(captures[0].stdoutData, QByteArray("begun\n"));
        QVERIFY2(captures[0].durationMs < CollectTest::hangBound.count() * 1000, qPrintable(QString::number(captures[0].durationMs)));
        QCOMPARE(captures[1].status, CaptureStatus::Ok);
    }

    void outputIsCappedAndStderrFloodsAreDrained()
    {
        RunLimits limits;
        limits.outputCap = 4 * 1024 * 1024;
        const QList<RawCapture> captures = runLocally({
            command(QStringLiteral("huge"), QStringLiteral("head -c 50000000 /dev/zero")),
            command(QStringLiteral("flood"), QStringLiteral("head -c 3000000 /dev/zero >&2; echo done")),
        }, limits);
        QCOMPARE(captures[0].status, CaptureStatus::Truncated);
        QCOMPARE(captures[0].stdoutData.size(), limits.outputCap + truncationMark(limits.outputCap).size());
        QVERIFY(captures[0].stdoutData.endsWith(truncationMark(limits.outputCap)));
        QCOMPARE(captures[1].status, CaptureStatus::Ok);
        QCOMPARE(captures[1].stdoutData, QByteArray("done\n"));
        QCOMPARE(captures[1].stderrData.size(), 3000000);
    }

    void cancelKeepsWhatArrived()
    {
        RunLimits limits = CollectTest::boundedLimits();
        limits.parallelCommands = 1;
        Collector collector(std::make_unique<LocalRunner>(),
            { command(QStringLiteral("slow"), QStringLiteral("echo started; ") + CollectTest::neverEnds),
                command(QStringLiteral("later"), QStringLiteral("echo never")) },
            limits);
        QSignalSpy output(&collector, &Collector::commandOutput);
        QSignalSpy finished(&collector, &Collector::finished);
        collector.start();
        // Cancelled once its first line has arrived (the bounds only catch a hang).
        QVERIFY(QTest::qWaitFor([&] { return !output.isEmpty(); }, 120000));
        collector.cancel();
        QVERIFY(finished.wait(120000));
        const CollectResult result = collector.result();
        QVERIFY(result.connected);
        QVERIFY(!result.isComplete());
        QCOMPARE(result.machine.address, QStringLiteral("local"));
        QCOMPARE(result.machine.captures[0].status, CaptureStatus::Cancelled);
        QCOMPARE(result.machine.captures[0].stdoutData, QByteArray("started\n"));
        QCOMPARE(result.machine.captures[1].status, CaptureStatus::Cancelled);
    }

    void planOptionsAddOnlyWhatWasAskedFor()
    {
        auto ids = [](const QList<PlannedCommand>& commands) {
            QStringList out;
            for (const auto& c : commands)
                out << c.id;
            return out;
        };
        const QStringList plain = ids(plannedCommands({}));
        QVERIFY(!plain.contains(u"lspci-verbose-sudo"));
        QVERIFY(!plain.contains(u"qm-config"));
        QVERIFY(ids(plannedCommands({ true, std::nullopt })).contains(u"lspci-verbose-sudo"));
        const QList<PlannedCommand> withVm = plannedCommands({ false, 128 });
        QCOMPARE(withVm.size(), plain.size() + 3);
        QCOMPARE(withVm[plain.size()].id, QStringLiteral("qm-config"));
        QCOMPARE(withVm[plain.size()].command, QStringLiteral("qm config 128"));
        QCOMPARE(withVm[plain.size() + 1].id, QStringLiteral("qm-showcmd"));
        QCOMPARE(withVm[plain.size() + 1].command, QStringLiteral("qm showcmd 128 --pretty"));
        QCOMPARE(withVm.last().id, QStringLiteral("pve-pci-mapping"));
        QCOMPARE(ids(plannedCommands({ false, 12 })), plain); // not a Proxmox VM id
    }

    void collectLocalParsesIntoThisMachinesDevices()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("lspci")).isEmpty())
            QSKIP("lspci (pciutils) is not installed");
        QTemporaryDir dir;
        const QString output = dir.filePath(QStringLiteral("local.json"));
        QProcess process;
        process.start(QStringLiteral(TOPOLENS_BINARY),
            { QStringLiteral("collect"), QStringLiteral("--local"), QStringLiteral("-o"), output });
        QVERIFY(process.waitForFinished(120000));
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(process.exitCode() == 0, err.constData());
        QVERIFY2(err.contains(QByteArray("saved " + output.toUtf8())), err.constData());

        const ParseResult<Snapshot> snapshot = loadSnapshotFile(output);
        QVERIFY2(!snapshot.hasErrors(), TestUtil::describe(snapshot.diagnostics).constData());
        QCOMPARE(snapshot.value.machines.size(), 1);
        const MachineSnapshot& machine = snapshot.value.machines.first();
        QCOMPARE(machine.address, QStringLiteral("local"));
        for (const char* id : { "lspci-tree", "sysfs-pci" })
            QVERIFY2(!machine.capture(QString::fromLatin1(id))->stdoutData.isEmpty(), id);

        const Machine model = buildMachine(machine);
        for (const auto& d : model.diagnostics) {
            if (d.captureId == u"lspci-tree" || d.captureId == u"sysfs-pci")
                QVERIFY2(d.diagnostic.severity != Severity::Error, qPrintable(formatDiagnostic(d.diagnostic)));
        }
        QSet<QString> collected;
        for (const auto& device : model.pci.devices)
            collected.insert(device.bdf.toString());
        QProcess lspci;
        lspci.start(QStringLiteral("lspci"), { QStringLiteral("-D") });
        QVERIFY(lspci.waitForFinished(30000));
        QSet<QString> present;
        for (const QByteArray& line : lspci.readAllStandardOutput().split('\n')) {
            if (!line.isEmpty())
                present.insert(QString::fromLatin1(line.split(' ').first()));
        }
        QVERIFY(!present.isEmpty());
        QCOMPARE(collected, present);
    }
};

QTEST_GUILESS_MAIN(TestCollectLocal)
#include "tst_collect_local.moc"
