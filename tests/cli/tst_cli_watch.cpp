// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens watch --local` through the real program on this machine: the samples, the load, and
// Ctrl-C keeping what arrived. The lab (tests/lab/tst_lab_linkhealth.cpp) watches a guest over
// SSH while QEMU injects a PCIe error.
#include "io/snapshotfile.h"
#include "testutil.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Topo;

namespace {

int samplesIn(const QString& file)
{
    const ParseResult<Snapshot> s = loadSnapshotFile(file);
    return s.hasErrors() || s.value.machines.isEmpty() ? 0 : int(s.value.machines.first().samples.size());
}

} // namespace

class TestCliWatch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void samplesIdleThenUnderLoad()
    {
        const QString out = m_dir.filePath(QStringLiteral("watch.json"));
        const QString pidFile = m_dir.filePath(QStringLiteral("load.pid"));
        // A load that starts a child of its own: the watch's end must end that one too.
        const TestUtil::CliRun r = TestUtil::runTopolens({ QStringLiteral("watch"), QStringLiteral("--local"), QStringLiteral("--interval"),
            QStringLiteral("0.3"), QStringLiteral("--samples"), QStringLiteral("3"), QStringLiteral("--load"),
            QStringLiteral("sleep 300 & echo $! > '%1'; wait").arg(pidFile), QStringLiteral("-o"), out });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray loadChild = TestUtil::readFile(pidFile).trimmed();
        QVERIFY(!loadChild.isEmpty());
        // Ended, or ended and not yet reaped. The watch signals the load's group as it stops, and
        // the signal takes its moment to land on a busy machine (a -j4 run once read the child
        // still running): a bounded wait, where a child left running for its 300 s still fails.
        const QString statPath = u"/proc/" + QString::fromLatin1(loadChild) + u"/stat";
        const auto stat = [&statPath] {
            QFile file(statPath); // gone once reaped
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const auto ended = [&stat] {
            const QByteArray line = stat();
            return line.isEmpty() || line.mid(line.lastIndexOf(')') + 2, 1) == "Z";
        };
        QTRY_VERIFY2_WITH_TIMEOUT(ended(), stat().constData(), 10000);
        QVERIFY2(r.err.contains("the collection and 3 sample(s)"), r.err.constData());
        const ParseResult<Snapshot> snapshot = loadSnapshotFile(out);
        QVERIFY2(!snapshot.hasErrors(), TestUtil::describe(snapshot.diagnostics).constData());
        const MachineSnapshot& machine = snapshot.value.machines.first();
        QVERIFY(!machine.captures.isEmpty()); // the collection
        QCOMPARE(machine.samples.size(), 3);
        QVERIFY(!machine.samples[0].underLoad); // the load starts after the first sample
        QVERIFY(machine.samples[1].underLoad && machine.samples[2].underLoad);
        for (const WatchSample& sample : machine.samples) {
            QVERIFY(sample.at.isValid() && sample.at >= machine.collectedAt);
            QStringList ids;
            for (const RawCapture& c : sample.captures) {
                ids << c.id;
                QCOMPARE(c.status, CaptureStatus::Ok);
            }
            // The GPUs' replay counters cost more (nvidia-smi): the first sample, then once a minute.
            QStringList expected { QStringLiteral("pci-links"), QStringLiteral("dmesg-pcie") };
            if (&sample == &machine.samples.first())
                expected << QStringLiteral("gpu-replays");
            QCOMPARE(ids, expected);
        }
        QVERIFY(machine.samples[0].at < machine.samples[2].at);
        // What diagnose makes of a healthy machine's samples: no link changes, no errors.
        const TestUtil::CliRun diagnosed = TestUtil::runTopolens({ QStringLiteral("diagnose"), out });
        QCOMPARE(diagnosed.exitCode, 0);
        QVERIFY2(!diagnosed.out.contains("during-watch"), diagnosed.out.constData());
    }

    // --duration ends the sampling (the collection before it does not count against it).
    void durationEndsTheWatch()
    {
        const QString out = m_dir.filePath(QStringLiteral("timed.json"));
        const TestUtil::CliRun r = TestUtil::runTopolens({ QStringLiteral("watch"), QStringLiteral("--local"), QStringLiteral("--interval"),
            QStringLiteral("0.2"), QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("-o"), out });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // At most one sample every 0.2 s in 1 s; a busy machine takes fewer, never none.
        const int taken = samplesIn(out);
        QVERIFY2(taken >= 1 && taken <= 6, qPrintable(QString::number(taken)));
    }

    void ctrlCKeepsWhatArrived()
    {
        const QString out = m_dir.filePath(QStringLiteral("interrupted.json"));
        QProcess watch;
        watch.start(QStringLiteral(TOPOLENS_BINARY), { QStringLiteral("watch"), QStringLiteral("--local"), QStringLiteral("--interval"),
            QStringLiteral("0.2"), QStringLiteral("--samples"), QStringLiteral("10000"), QStringLiteral("-o"), out });
        QVERIFY(watch.waitForStarted());
        QVERIFY2(QTest::qWaitFor([&] { return samplesIn(out) >= 2; }, 120000), watch.readAllStandardError().constData());
        ::kill(pid_t(watch.processId()), SIGINT);
        QVERIFY(watch.waitForFinished(60000));
        QCOMPARE(watch.exitStatus(), QProcess::NormalExit);
        QCOMPARE(watch.exitCode(), 130);
        QVERIFY(samplesIn(out) >= 2);
        QVERIFY(watch.readAllStandardError().contains("saved"));
    }

    void loadStaysOnThisMachine()
    {
        const TestUtil::CliRun r = TestUtil::runTopolens({ QStringLiteral("watch"), QStringLiteral("--host"), QStringLiteral("root@gpu01"),
            QStringLiteral("--samples"), QStringLiteral("2"), QStringLiteral("--load"), QStringLiteral("nvbandwidth"), QStringLiteral("-o"),
            m_dir.filePath(QStringLiteral("never.json")) });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--local"), r.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.json"))));
        const TestUtil::CliRun endless = TestUtil::runTopolens({ QStringLiteral("watch"), QStringLiteral("--local"), QStringLiteral("-o"),
            m_dir.filePath(QStringLiteral("never.json")) });
        QCOMPARE(endless.exitCode, 2);
        QVERIFY2(endless.err.contains("--samples"), endless.err.constData());
    }

    // --from-prometheus says what it lacks before it asks anything (tst_cli_prometheus runs it
    // against a real Prometheus); an unreachable server is a failed sample, kept as one.
    void fromPrometheusRefusalsAndAnUnreachableServer()
    {
        const QString never = m_dir.filePath(QStringLiteral("never.json"));
        const QString demo = QStringLiteral("demo");
        const QList<std::pair<QStringList, QByteArray>> refused = {
            { { QStringLiteral("--from-prometheus"), QStringLiteral("prometheus:9090"), QStringLiteral("--instance"), QStringLiteral("a:9100"),
                  QStringLiteral("--snapshot"), demo },
                "http://" },
            { { QStringLiteral("--from-prometheus"), QStringLiteral("http://127.0.0.1:9"), QStringLiteral("--snapshot"), demo }, "--instance" },
            { { QStringLiteral("--from-prometheus"), QStringLiteral("http://127.0.0.1:9"), QStringLiteral("--instance"), QStringLiteral("a:9100") },
                "--snapshot" },
            { { QStringLiteral("--from-prometheus"), QStringLiteral("http://127.0.0.1:9"), QStringLiteral("--instance"), QStringLiteral("a:9100"),
                  QStringLiteral("--snapshot"), demo, QStringLiteral("--load"), QStringLiteral("sleep 1") },
                "--local" },
            { { QStringLiteral("--from-prometheus"), QStringLiteral("http://127.0.0.1:9"), QStringLiteral("--instance"), QStringLiteral("a:9100"),
                  QStringLiteral("--snapshot"), demo, QStringLiteral("--host"), QStringLiteral("root@gpu01") },
                "--host" },
        };
        for (const auto& [arguments, message] : refused) {
            const TestUtil::CliRun r = TestUtil::runTopolens(QStringList { QStringLiteral("watch"), QStringLiteral("--samples"),
                QStringLiteral("1"), QStringLiteral("-o"), never } + arguments);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(message), r.err.constData());
            QVERIFY(!QFile::exists(never));
        }
        // Port 9 (discard) is closed here: the sample fails, is said, and is kept with curl's words.
        const QString out = m_dir.filePath(QStringLiteral("unreachable.json"));
        const TestUtil::CliRun r = TestUtil::runTopolens({ QStringLiteral("watch"), QStringLiteral("--from-prometheus"),
            QStringLiteral("http://127.0.0.1:9"), QStringLiteral("--instance"), QStringLiteral("gpu01:9100\" or 1==1"),
            QStringLiteral("--snapshot"), demo, QStringLiteral("--samples"), QStringLiteral("1"), QStringLiteral("-o"), out });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const ParseResult<Snapshot> watched = loadSnapshotFile(out);
        QVERIFY(!watched.hasErrors());
        const QList<WatchSample>& samples = watched.value.machines.first().samples;
        QCOMPARE(samples.size(), 1);
        const RawCapture& capture = samples.first().captures.first();
        QCOMPARE(capture.id, QStringLiteral("prometheus-pcidevice"));
        QVERIFY(capture.status != CaptureStatus::Ok);
        QVERIFY(!capture.stderrData.isEmpty());
        // The instance went to Prometheus as one escaped PromQL string, not as a second matcher.
        QVERIFY2(capture.command.contains(QStringLiteral("instance=\"gpu01:9100\\\" or 1==1\"")), qPrintable(capture.command));
    }
};

QTEST_GUILESS_MAIN(TestCliWatch)
#include "tst_cli_watch.moc"
