// SPDX-License-Identifier: GPL-3.0-or-later
// Collection over SSH against a real OpenSSH sshd started on 127.0.0.1 by this test. Only
// nvidia-smi is a stand-in (this machine has no GPU): a script first in the remote PATH that
// replays the real captures of an H200 guest and, switched by a mode file, injects faults.
// Everything else (lspci, /proc, /sys) runs for real.
#include "collect/collector.h"
#include "collect/hostkey.h"
#include "collect/shellquote.h"
#include "collect/sshrunner.h"
#include "io/snapshotfile.h"
#include "analyze/machinebuilder.h"
#include "collect/loopbacksshd.h"
#include "collect/collecttestutil.h"
#include "testutil.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

// Under AddressSanitizer (GCC says so with __SANITIZE_ADDRESS__, clang with __has_feature).
#if defined(__has_feature)
#if __has_feature(address_sanitizer) // clang's way of saying what GCC's __SANITIZE_ADDRESS__ says
#define TOPOLENS_TEST_UNDER_ASAN
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define TOPOLENS_TEST_UNDER_ASAN
#endif

using namespace Topo;
using LoopbackSsh::freePort;
using LoopbackSsh::TcpSocket;

namespace {

using CollectTest::command;

constexpr auto sshd = LoopbackSsh::sshdProgram;

struct Run
{
    int exitCode = -1;
    QByteArray err;
    qint64 elapsedMs = 0;
};

Run topolens(const QStringList& arguments)
{
    QProcess process;
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(TOPOLENS_BINARY), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(300000)) // only bounds a hang
        qFatal("topolens collect did not finish");
    return { process.exitCode(), process.readAllStandardError(), clock.elapsed() };
}

QByteArray commandOutput(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), process.readAllStandardError().constData());
    return process.readAllStandardOutput();
}


QString fingerprintOf(const QString& publicKeyFile)
{
    // "256 SHA256:… comment (ED25519)"
    return QString::fromLatin1(commandOutput(QStringLiteral("ssh-keygen"), { QStringLiteral("-lf"), publicKeyFile })
                                   .split(' ')
                                   .value(1));
}

/// The peak resident memory of this process so far, in KiB.
qint64 peakResidentKiB()
{
    for (const QByteArray& line : TestUtil::readFile(QStringLiteral("/proc/self/status")).split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

struct RecordingObserver final : RunObserver
{
    void commandStarted(int) override { ++started; }
    void commandFinished(int, const RawCapture&) override { ++finished; }
    bool isCancelled() const override { return false; }
    int started = 0;
    int finished = 0;
};

} // namespace

class TestSshCollect : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_sshd;
    QString m_runningHostKey;
    int m_port = 0;
    QString m_user;

    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString knownHosts() const { return path(QStringLiteral("known_hosts")); }
    QString output() const { return path(QStringLiteral("snapshot.json")); }
    QString home() const { return path(QStringLiteral("home")); }
    QString knownHostsName() const { return QStringLiteral("[127.0.0.1]:%1").arg(m_port); }

    void writeFile(const QString& name, const QByteArray& data)
    {
        QFile file(name);
        QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(name));
        file.write(data);
    }

    void generateKey(const QString& name, const QString& type = QStringLiteral("ed25519"), const QString& passphrase = {})
    {
        commandOutput(QStringLiteral("ssh-keygen"),
            { QStringLiteral("-q"), QStringLiteral("-t"), type, QStringLiteral("-N"), passphrase, QStringLiteral("-C"),
                QStringLiteral("topolens-test"), QStringLiteral("-f"), path(name) });
    }

    /// "[127.0.0.1]:port ssh-ed25519 AAAA…" for a host key.
    QByteArray knownHostsLine(const QString& hostKey) const
    {
        const QList<QByteArray> parts = TestUtil::readFile(path(hostKey + QStringLiteral(".pub"))).split(' ');
        return knownHostsName().toLatin1() + ' ' + parts.value(0) + ' ' + parts.value(1) + '\n';
    }

    void setMode(const QByteArray& mode) { writeFile(path(QStringLiteral("nvidia-smi.mode")), mode); }

    void startSshd(const QString& hostKey, const QString& extraConfig = {})
    {
        stopSshd();
        QString error;
        QVERIFY2(LoopbackSsh::startSshd(m_sshd, m_dir.path(), m_port, path(hostKey), extraConfig, &error), qPrintable(error));
        m_runningHostKey = hostKey + extraConfig;
    }

    void stopSshd()
    {
        if (m_sshd.state() == QProcess::NotRunning)
            return;
        m_sshd.terminate();
        m_sshd.waitForFinished(5000);
        m_runningHostKey.clear();
    }

    /// collect against the test server with the test's client key and known_hosts.
    QStringList collectArguments(const QStringList& extra = {}) const
    {
        return QStringList { QStringLiteral("collect"), QStringLiteral("--host"), m_user + QStringLiteral("@127.0.0.1"),
                   QStringLiteral("--port"), QString::number(m_port), QStringLiteral("--identity"),
                   path(QStringLiteral("clientkey")), QStringLiteral("--known-hosts"), knownHosts(),
                   QStringLiteral("--timeout"), QString::number(CollectTest::hangBound.count()), QStringLiteral("-o"), output() }
            + extra;
    }

    MachineSnapshot savedMachine()
    {
        const ParseResult<Snapshot> snapshot = loadSnapshotFile(output());
        if (snapshot.hasErrors() || snapshot.value.machines.size() != 1)
            qFatal("no snapshot with one machine in %s", qPrintable(output()));
        return snapshot.value.machines.first();
    }

    SshTarget target(const QString& identity = QStringLiteral("clientkey")) const
    {
        SshTarget t;
        t.user = m_user;
        t.host = QStringLiteral("127.0.0.1");
        t.port = m_port;
        t.identityFile = path(identity);
        t.knownHostsFile = knownHosts();
        t.timeout = CollectTest::hangBound;
        return t;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(QString::fromLatin1(sshd)))
            QSKIP("/usr/sbin/sshd is not installed (scripts/install-deps.sh --with-tests installs openssh-server)");
        QVERIFY(m_dir.isValid());
        // As root sshd needs its privilege separation directory.
        if (::geteuid() == 0)
            QVERIFY(QDir().mkpath(QStringLiteral("/run/sshd")));
        m_user = QString::fromLocal8Bit(::getpwuid(::geteuid())->pw_name);
        m_port = freePort();

        generateKey(QStringLiteral("hostkey"));
        generateKey(QStringLiteral("hostkey2"));
        generateKey(QStringLiteral("hostkey-rsa"), QStringLiteral("rsa"));
        generateKey(QStringLiteral("clientkey"));
        generateKey(QStringLiteral("wrongkey"));
        generateKey(QStringLiteral("lockedkey"), QStringLiteral("ed25519"), QStringLiteral("correct horse"));
        writeFile(path(QStringLiteral("authorized_keys")), TestUtil::readFile(path(QStringLiteral("clientkey.pub")))
                + TestUtil::readFile(path(QStringLiteral("lockedkey.pub"))));

        QVERIFY(QDir().mkpath(path(QStringLiteral("bin"))));
        const QString fixtures = QStringLiteral(TOPOLENS_FIXTURES_DIR);
        writeFile(path(QStringLiteral("bin/nvidia-smi")), QStringLiteral(R"SH(#!/bin/sh
# Stand-in for nvidia-smi: replays the real captures of the h200-vm guest (tests/fixtures/SOURCES.md).
F='%1'
mode=$(cat '%2/nvidia-smi.mode' 2>/dev/null)
if [ "$mode" = kill ]; then
    # The other nvidia-smi calls keep running, so the commands after them never start.
    [ "$*" = "topo -m" ] || exec sleep 300
    # Time for what the earlier commands printed to cross the connection first (sshd forwards
    # it in milliseconds; this is seconds, for a loaded machine).
    sleep 2
    # Kill the connection's sshd, whatever shells the login shell put in between.
    p=$PPID
    while [ "$p" -gt 1 ] && [ "$(cat /proc/$p/comm)" != sshd ]; do set -- $(cat /proc/$p/stat); p=$4; done
    kill -9 $p
    exit 1
fi
case "$*" in
"topo -m")
    case "$mode" in
    hang) exec sleep 300 ;;
    stderr-flood) yes 'a line of stderr flood' | head -c 20000000 >&2 ;;
    esac
    exec cat "$F/nvidia-smi-topo/h200-vm-1gpu.txt" ;;
"topo -p2p r") exec cat "$F/nvidia-smi-p2p/h200-vm-1gpu-r.txt" ;;
"topo -p2p w") exec cat "$F/nvidia-smi-p2p/h200-vm-1gpu-w.txt" ;;
"topo -p2p n") exec cat "$F/nvidia-smi-p2p/h200-vm-1gpu-n.txt" ;;
"topo -p2p a") exec cat "$F/nvidia-smi-p2p/h200-vm-1gpu-a.txt" ;;
"-q -x") exec cat "$F/nvidia-smi-xml/h200-vm.xml" ;;
"--query-gpu="*" --format=csv") exec cat "$F/nvidia-smi-csv/h200-vm.csv" ;;
*) echo "nvidia-smi stand-in: unexpected arguments: $*" >&2; exit 2 ;;
esac
)SH")
                .arg(fixtures, m_dir.path()).toUtf8());
        QVERIFY(QFile::setPermissions(path(QStringLiteral("bin/nvidia-smi")), QFile::ReadOwner | QFile::WriteOwner
                | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));

        // The client side sees only this test's home: no ~/.ssh of the developer, no agent.
        QVERIFY(QDir().mkpath(home() + QStringLiteral("/.ssh")));
        qputenv("HOME", home().toLocal8Bit());
        for (const char* name : { "SSH_AUTH_SOCK", "SSH_ASKPASS", "DISPLAY", "XAUTHORITY" })
            qunsetenv(name);
        startSshd(QStringLiteral("hostkey"));
    }

    void cleanupTestCase() { stopSshd(); }

    void init()
    {
        if (m_runningHostKey != u"hostkey")
            startSshd(QStringLiteral("hostkey"));
        setMode({});
        QFile::remove(knownHosts());
        QFile::remove(output());
        QFile::remove(home() + QStringLiteral("/.ssh/config"));
        QFile::remove(home() + QStringLiteral("/.ssh/known_hosts"));
    }

    void hugeOutputIsCappedInBoundedMemory()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        SshRunner runner(target(), {}, {});
        const Status opened = runner.open();
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        RunLimits limits = CollectTest::boundedLimits();
        limits.outputCap = 8 * 1024 * 1024;
        const QList<PlannedCommand> commands = {
            command(QStringLiteral("huge"), QStringLiteral("head -c 50000000 /dev/zero")),
            command(QStringLiteral("missing"), QStringLiteral("topolens-no-such-tool --version")),
            command(QStringLiteral("after"), QStringLiteral("sleep 1; echo still here")),
        };
        RecordingObserver observer;
        const qint64 peakBefore = peakResidentKiB();
        const QList<RawCapture> captures = runner.run(commands, limits, observer);
        const qint64 peakGrowthMiB = (peakResidentKiB() - peakBefore) / 1024;
        runner.close();
        QCOMPARE(observer.started, 3);
        QCOMPARE(observer.finished, 3);

        const RawCapture& huge = captures[0];
        QCOMPARE(huge.status, CaptureStatus::Truncated);
        QCOMPARE(huge.stdoutData.size(), limits.outputCap + truncationMark(limits.outputCap).size());
        QVERIFY(huge.stdoutData.endsWith(truncationMark(limits.outputCap)));
        QVERIFY(huge.stdoutData.startsWith(QByteArray(1024, '\0')));
#if !defined(TOPOLENS_TEST_UNDER_ASAN)
        // 50 MB went through; what stays is the cap plus buffers (ASan's quarantine would blur
        // this). First in the file, before other tests raise the peak.
        QVERIFY2(peakGrowthMiB < 40, QByteArray::number(peakGrowthMiB).constData());
#else
        Q_UNUSED(peakGrowthMiB);
#endif

        QCOMPARE(captures[1].status, CaptureStatus::ToolMissing);
        QCOMPARE(captures[1].exitCode, 127);
        QVERIFY(captures[1].statusDetail.contains(u"topolens-no-such-tool"));

        // Stopping one channel leaves the session usable for the others.
        QCOMPARE(captures[2].status, CaptureStatus::Ok);
        QCOMPARE(captures[2].stdoutData, QByteArray("still here\n"));
    }

    void aChannelPerCommandGivesTheSameResults_data()
    {
        QTest::addColumn<bool>("oneScriptChannel");
        QTest::newRow("one script on one channel") << true;
        QTest::newRow("a channel per command") << false;
    }

    // The one-script way is the default; a channel per command is its fallback (and what runs
    // the rest when a command outlives its limit there). Both keep the same outputs and states.
    void aChannelPerCommandGivesTheSameResults()
    {
        QFETCH(bool, oneScriptChannel);
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        SshRunner runner(target(), {}, {});
        const Status opened = runner.open();
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        // Only "hangs" can time out, by its own limit: the others run under one that only
        // bounds a hang, however long a loaded machine takes to open their channels.
        RunLimits limits = CollectTest::boundedLimits();
        limits.oneScriptChannel = oneScriptChannel;
        const QList<PlannedCommand> commands = {
            command(QStringLiteral("text"), QStringLiteral("printf 'a\\nb'; printf 'err\\n' >&2")),
            command(QStringLiteral("status"), QStringLiteral("exit 3")),
            command(QStringLiteral("missing"), QStringLiteral("topolens-no-such-tool")),
            CollectTest::stoppedByItsLimit(QStringLiteral("hangs")),
            command(QStringLiteral("after"), QStringLiteral("echo after")),
        };
        RecordingObserver observer;
        const QList<RawCapture> captures = runner.run(commands, limits, observer);
        runner.close();
        QCOMPARE(observer.started, 5);
        QCOMPARE(observer.finished, 5);
        QCOMPARE(captures[0].status, CaptureStatus::Ok);
        QCOMPARE(captures[0].stdoutData, QByteArray("a\nb"));
        QVERIFY(captures[0].stderrData.endsWith("err\n"));
        QCOMPARE(captures[1].status, CaptureStatus::Failed);
        QCOMPARE(captures[1].exitCode, 3);
        QCOMPARE(captures[2].status, CaptureStatus::ToolMissing);
        QCOMPARE(captures[3].status, CaptureStatus::TimedOut);
        QCOMPARE(captures[4].status, CaptureStatus::Ok);
        QCOMPARE(captures[4].stdoutData, QByteArray("after\n"));
    }

    // -J goes through OpenSSH's own `ssh -W`, for real: here the jump host is the same sshd.
    // OpenSSH reads the config of the account's passwd home, not $HOME, so a wrapper first on
    // PATH points the real ssh at this test's config (the jump's key and known_hosts).
    void collectsThroughAJumpHost()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        writeFile(path(QStringLiteral("jump_config")),
            QStringLiteral("Host *\n  IdentityFile %1\n  IdentitiesOnly yes\n  UserKnownHostsFile %2\n  StrictHostKeyChecking yes\n")
                .arg(path(QStringLiteral("clientkey")), path(QStringLiteral("jump_known_hosts")))
                .toUtf8());
        writeFile(path(QStringLiteral("jump_known_hosts")), knownHostsLine(QStringLiteral("hostkey")));
        QVERIFY(QDir().mkpath(path(QStringLiteral("client-bin"))));
        writeFile(path(QStringLiteral("client-bin/ssh")),
            QStringLiteral("#!/bin/sh\nexec /usr/bin/ssh -F '%1' \"$@\"\n").arg(path(QStringLiteral("jump_config"))).toUtf8());
        QVERIFY(QFile::setPermissions(path(QStringLiteral("client-bin/ssh")), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QByteArray savedPath = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(path(QStringLiteral("client-bin"))) + ':' + savedPath);
        auto restorePath = qScopeGuard([&] { qputenv("PATH", savedPath); });

        SshTarget viaJump = target();
        viaJump.jump = QStringLiteral("%1@127.0.0.1:%2").arg(m_user).arg(m_port);
        SshRunner runner(viaJump, {}, {});
        const Status opened = runner.open();
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        RecordingObserver observer;
        const QList<RawCapture> captures = runner.run({ command(QStringLiteral("who"), QStringLiteral("echo \"$SSH_CONNECTION\"")),
                                                          command(QStringLiteral("two"), QStringLiteral("echo two")) },
            RunLimits {}, observer);
        runner.close();
        QCOMPARE(captures[0].status, CaptureStatus::Ok);
        // The target saw a connection from the jump host (here 127.0.0.1 too), made by ssh -W.
        QVERIFY2(captures[0].stdoutData.startsWith("127.0.0.1 "), captures[0].stdoutData.constData());
        QCOMPARE(captures[1].stdoutData, QByteArray("two\n"));

        // A jump host whose key is unknown is refused by OpenSSH's strict checking, even though
        // the target's key is known.
        writeFile(path(QStringLiteral("jump_known_hosts")), QByteArray());
        SshRunner refused(viaJump, {}, {});
        const Status refusal = refused.open();
        QVERIFY(!refusal.ok());
        QVERIFY2(refusal.error().contains(u"cannot connect"), qPrintable(refusal.error()));
    }

    void collectsEveryRawOutputWithAKnownKey()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        const Run r = topolens(collectArguments({ QStringLiteral("--vmid"), QStringLiteral("128"), QStringLiteral("--sudo") }));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains(QByteArray("on " + m_user.toUtf8() + "@127.0.0.1:")), r.err.constData());

        const MachineSnapshot machine = savedMachine();
        QCOMPARE(machine.role, MachineRole::Host);
        QVERIFY(machine.collector.contains(u"over SSH"));
        QStringList expectedIds;
        for (const auto& c : plannedCommands({ true, 128 }))
            expectedIds << c.id;
        QStringList ids;
        for (const auto& c : machine.captures)
            ids << c.id;
        QCOMPARE(ids, expectedIds);
        for (const auto& c : machine.captures) {
            QVERIFY2(c.status == CaptureStatus::Ok || c.status == CaptureStatus::ToolMissing || c.status == CaptureStatus::Failed,
                qPrintable(c.id + u": " + c.statusDetail));
        }

        // The same commands run here give the same bytes: the outputs are kept verbatim.
        QCOMPARE(machine.capture(QStringLiteral("cmdline"))->stdoutData,
            commandOutput(QStringLiteral("cat"), { QStringLiteral("/proc/cmdline") }));
        QCOMPARE(machine.capture(QStringLiteral("lspci-tree"))->stdoutData,
            commandOutput(QStringLiteral("lspci"), { QStringLiteral("-tvnn") }));
        QCOMPARE(machine.capture(QStringLiteral("nvidia-topo"))->stdoutData,
            TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt")));
        QCOMPARE(machine.capture(QStringLiteral("nvidia-xml"))->stdoutData,
            TestUtil::readFixture(QStringLiteral("nvidia-smi-xml/h200-vm.xml")));

        // No Proxmox here: `qm` is not installed, which is a normal state, not a failure.
        const RawCapture* qm = machine.capture(QStringLiteral("qm-config"));
        QCOMPARE(qm->command, QStringLiteral("qm config 128"));
        QCOMPARE(qm->status, CaptureStatus::ToolMissing);
        QCOMPARE(qm->exitCode, 127);

        const Machine model = buildMachine(machine);
        QVERIFY(!model.pci.devices.isEmpty());
        QCOMPARE(model.gpus.size(), 1);
    }

    void unknownHostKeyIsRefused()
    {
        const Run r = topolens(collectArguments());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(knownHostsName().toLatin1()), r.err.constData());
        QVERIFY2(r.err.contains("ED25519"), r.err.constData());
        QVERIFY2(r.err.contains(fingerprintOf(path(QStringLiteral("hostkey.pub"))).toLatin1()), r.err.constData());
        QVERIFY2(r.err.contains("--accept-new-host-key"), r.err.constData());
        QVERIFY(!QFileInfo::exists(output()));
        QVERIFY(!QFileInfo::exists(knownHosts()));
    }

    void acceptNewHostKeySavesIt()
    {
        const Run accepted = topolens(collectArguments({ QStringLiteral("--accept-new-host-key") }));
        QVERIFY2(accepted.exitCode == 0, accepted.err.constData());
        QVERIFY(accepted.err.contains(fingerprintOf(path(QStringLiteral("hostkey.pub"))).toLatin1()));
        QCOMPARE(TestUtil::readFile(knownHosts()).trimmed(), knownHostsLine(QStringLiteral("hostkey")).trimmed());
        const Run again = topolens(collectArguments());
        QVERIFY2(again.exitCode == 0, again.err.constData());
    }

    void acceptOnceDoesNotSave()
    {
        int asked = 0;
        SshRunner runner(target(), [&](const HostKeyInfo& key) {
            ++asked;
            [&] {
                QCOMPARE(key.host, knownHostsName());
                QCOMPARE(key.keyType, QStringLiteral("ssh-ed25519"));
                QCOMPARE(key.fingerprint, fingerprintOf(path(QStringLiteral("hostkey.pub"))));
                QCOMPARE(key.knownHostsFile, knownHosts());
            }();
            return HostKeyDecision::AcceptOnce;
        }, {});
        const Status opened = runner.open();
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        runner.close();
        QCOMPARE(asked, 1);
        QVERIFY(!QFileInfo::exists(knownHosts()));
    }

    void changedHostKeyIsRefusedEvenWithAcceptNew_data()
    {
        QTest::addColumn<QString>("newHostKey");
        QTest::newRow("same type, other key") << QStringLiteral("hostkey2");
        QTest::newRow("other key type") << QStringLiteral("hostkey-rsa");
    }
    void changedHostKeyIsRefusedEvenWithAcceptNew()
    {
        QFETCH(QString, newHostKey);
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        startSshd(newHostKey);
        const Run r = topolens(collectArguments({ QStringLiteral("--accept-new-host-key") }));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("WARNING"), r.err.constData());
        QVERIFY2(r.err.contains(fingerprintOf(path(newHostKey + QStringLiteral(".pub"))).toLatin1()), r.err.constData());
        if (newHostKey == u"hostkey2") // a changed key: the recorded one is named too, as OpenSSH does
            QVERIFY2(r.err.contains(fingerprintOf(path(QStringLiteral("hostkey.pub"))).toLatin1()), r.err.constData());
        const QByteArray remedy = "ssh-keygen -f '" + knownHosts().toUtf8() + "' -R '" + knownHostsName().toLatin1() + "'";
        QVERIFY2(r.err.contains(remedy), r.err.constData());
        QVERIFY(!QFileInfo::exists(output()));
        QCOMPARE(TestUtil::readFile(knownHosts()), knownHostsLine(QStringLiteral("hostkey")));
    }

    // The entry a changed key is checked against, found as OpenSSH finds it: plain or hashed
    // (HashKnownHosts, made here by the real ssh-keygen -H), and only for the key's own type.
    void knownHostsEntryIsFoundPlainAndHashed()
    {
        const QByteArray plain = "# a comment\nother.example " + knownHostsLine(QStringLiteral("hostkey2")).mid(knownHostsName().size() + 1)
            + knownHostsLine(QStringLiteral("hostkey-rsa")) + knownHostsLine(QStringLiteral("hostkey"));
        writeFile(path(QStringLiteral("hashed_known_hosts")), plain);
        commandOutput(QStringLiteral("ssh-keygen"), { QStringLiteral("-q"), QStringLiteral("-H"), QStringLiteral("-f"), path(QStringLiteral("hashed_known_hosts")) });
        const QByteArray hashed = TestUtil::readFile(path(QStringLiteral("hashed_known_hosts")));
        QVERIFY2(hashed.contains("|1|") && !hashed.contains(knownHostsName().toLatin1()), hashed.constData());
        const QString expected = fingerprintOf(path(QStringLiteral("hostkey.pub")));
        for (const QByteArray& file : { plain, hashed }) {
            const KnownHostsEntry entry = findKnownHostsEntry(file, knownHostsName(), QStringLiteral("ssh-ed25519"));
            QCOMPARE(entry.fingerprint, expected);
            QCOMPARE(entry.line, 4);
            QCOMPARE(findKnownHostsEntry(file, QStringLiteral("nowhere.example"), QStringLiteral("ssh-ed25519")).line, 0);
        }
        QCOMPARE(findKnownHostsEntry(plain, knownHostsName(), QStringLiteral("ssh-rsa")).line, 3);
    }

    void lenientSshConfigDoesNotWeakenHostKeyChecking()
    {
        // A common ~/.ssh/config line that makes libssh 0.10 accept unknown and changed keys.
        writeFile(home() + QStringLiteral("/.ssh/config"),
            QStringLiteral("Host topolens-test\n"
                           "    HostName 127.0.0.1\n"
                           "    Port %1\n"
                           "    User %2\n"
                           "    IdentityFile %3\n"
                           "    StrictHostKeyChecking no\n")
                .arg(m_port).arg(m_user, path(QStringLiteral("clientkey")))
                .toUtf8());
        const QString userKnownHosts = home() + QStringLiteral("/.ssh/known_hosts");
        const QStringList arguments = { QStringLiteral("collect"), QStringLiteral("--host"), QStringLiteral("topolens-test"),
            QStringLiteral("--timeout"), QStringLiteral("5"), QStringLiteral("-o"), output() };

        const Run unknown = topolens(arguments);
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(fingerprintOf(path(QStringLiteral("hostkey.pub"))).toLatin1()), unknown.err.constData());
        QVERIFY(!QFileInfo::exists(userKnownHosts));

        writeFile(userKnownHosts, knownHostsLine(QStringLiteral("hostkey2")));
        const Run changed = topolens(arguments);
        QCOMPARE(changed.exitCode, 1);
        QVERIFY2(changed.err.contains("WARNING"), changed.err.constData());

        // With the right key the config's HostName, Port, User and IdentityFile all apply.
        writeFile(userKnownHosts, knownHostsLine(QStringLiteral("hostkey")));
        const Run known = topolens(arguments);
        QVERIFY2(known.exitCode == 0, known.err.constData());
    }

    void connectionRefused()
    {
        const int closedPort = freePort();
        const Run r = topolens({ QStringLiteral("collect"), QStringLiteral("--host"), QStringLiteral("root@127.0.0.1"),
            QStringLiteral("--port"), QString::number(closedPort), QStringLiteral("--known-hosts"), knownHosts(),
            QStringLiteral("--timeout"), QStringLiteral("3"), QStringLiteral("-o"), output() });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QByteArray("cannot connect to 127.0.0.1 port " + QByteArray::number(closedPort))), r.err.constData());
        QVERIFY2(r.err.contains("refused"), r.err.constData());
        QVERIFY(!QFileInfo::exists(output()));
    }

    void silentServerTimesOut()
    {
        TcpSocket silent;
        silent.listen();
        const Run r = topolens({ QStringLiteral("collect"), QStringLiteral("--host"), QStringLiteral("root@127.0.0.1"),
            QStringLiteral("--port"), QString::number(silent.port()), QStringLiteral("--known-hosts"), knownHosts(),
            QStringLiteral("--timeout"), QStringLiteral("2"), QStringLiteral("-o"), output() });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("Timeout") || r.err.contains("timed out"), r.err.constData());
        // Not before the limit; the upper bound is only there to catch a hang.
        QVERIFY2(r.elapsedMs >= 1500 && r.elapsedMs < 120000, QByteArray::number(r.elapsedMs).constData());
    }

    void wrongKeyIsDenied()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        QStringList arguments = collectArguments();
        arguments[arguments.indexOf(path(QStringLiteral("clientkey")))] = path(QStringLiteral("wrongkey"));
        const Run r = topolens(arguments);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QByteArray("permission denied for " + m_user.toUtf8() + "@127.0.0.1")), r.err.constData());
        QVERIFY(!QFileInfo::exists(output()));
    }

    void passphraseIsReadOnlyFromATerminal()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        QStringList arguments = collectArguments();
        arguments[arguments.indexOf(path(QStringLiteral("clientkey")))] = path(QStringLiteral("lockedkey"));
        const Run r = topolens(arguments);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("standard input is not a terminal"), r.err.constData());
    }

    void passphraseIsAskedThroughTheCallback()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        QList<AuthPrompt> prompts;
        SshRunner runner(target(QStringLiteral("lockedkey")), {}, [&](const AuthPrompt& prompt, Secret* answer) {
            prompts << prompt;
            answer->assign("correct horse", 13);
            return true;
        });
        const Status opened = runner.open();
        QVERIFY2(opened.ok(), qPrintable(opened.error()));
        runner.close();
        QCOMPARE(prompts.size(), 1);
        QCOMPARE(prompts.first().kind, AuthPrompt::Kind::KeyPassphrase);
        QVERIFY(prompts.first().text.contains(path(QStringLiteral("lockedkey"))));
        QVERIFY(!prompts.first().echo);
    }

    void passwordIsAskedThroughTheCallback()
    {
        startSshd(QStringLiteral("hostkey"), QStringLiteral("PasswordAuthentication yes\n"));
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        QList<AuthPrompt> prompts;
        SshRunner runner(target(QStringLiteral("wrongkey")), {}, [&](const AuthPrompt& prompt, Secret* answer) {
            prompts << prompt;
            answer->assign("not the password", 16);
            return true;
        });
        const Status opened = runner.open();
        const QString& error = opened.error();
        QVERIFY(!opened.ok());
        QVERIFY2(error.contains(u"permission denied") && error.contains(u"password"), qPrintable(error));
        QVERIFY(!prompts.isEmpty());
        QCOMPARE(prompts.first().kind, AuthPrompt::Kind::Password);
        QCOMPARE(prompts.first().text, QStringLiteral("Password for %1@127.0.0.1:").arg(m_user));
        QVERIFY(!prompts.first().echo);
    }

    // A password typed at the CLI's prompt (on a real pseudo-terminal, through util-linux
    // `script`) is sent to sshd and then found nowhere: not echoed, not in the snapshot, the
    // messages, or any file under the test's home (QSettings lives there).
    void plantedPasswordIsNeverWritten()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty())
            QSKIP("util-linux script is not installed");
        startSshd(QStringLiteral("hostkey"), QStringLiteral("PasswordAuthentication yes\n"));
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        const QByteArray planted = "planted-" + QByteArray::number(QRandomGenerator::global()->generate64(), 36);
        QStringList collect = { QStringLiteral(TOPOLENS_BINARY), QStringLiteral("collect"), QStringLiteral("--host"),
            m_user + QStringLiteral("@127.0.0.1"), QStringLiteral("--port"), QString::number(m_port), QStringLiteral("--identity"),
            path(QStringLiteral("wrongkey")), QStringLiteral("--known-hosts"), knownHosts(), QStringLiteral("-o"), output() };
        for (QString& word : collect)
            word = shellQuote(word);
        QProcess terminal;
        terminal.setProcessChannelMode(QProcess::MergedChannels);
        terminal.start(QStringLiteral("script"), { QStringLiteral("-qfec"), collect.join(u' '), QStringLiteral("/dev/null") });
        QVERIFY(terminal.waitForStarted());
        QByteArray transcript;
        QElapsedTimer clock;
        clock.start();
        // The bounds below only end a hang: a slow start under a sanitizer on a busy machine
        // must still pass.
        while (!transcript.contains("Password for") && clock.elapsed() < 240000 && terminal.state() == QProcess::Running) {
            terminal.waitForReadyRead(200);
            transcript += terminal.readAll();
        }
        QVERIFY2(transcript.contains("Password for"), transcript.constData());
        terminal.write(planted + '\n');
        // sshd asks again after a wrong password; the same answer each time.
        while (terminal.state() == QProcess::Running && clock.elapsed() < 480000) {
            terminal.waitForReadyRead(200);
            const QByteArray more = terminal.readAll();
            transcript += more;
            if (more.contains("Password for"))
                terminal.write(planted + '\n');
        }
        terminal.waitForFinished(60000);
        transcript += terminal.readAll();
        QVERIFY2(transcript.contains("permission denied"), transcript.constData());
        QVERIFY2(!transcript.contains(planted), transcript.constData());
        QDirIterator files(m_dir.path(), QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
        int searched = 0;
        while (files.hasNext()) {
            const QString file = files.next();
            if (file.endsWith(u"sshd.log"))
                continue; // the server's own log: sshd never logs passwords, but it is not ours
            QVERIFY2(!TestUtil::readFile(file).contains(planted), qPrintable(file));
            ++searched;
        }
        QVERIFY(searched > 5);
    }

    void killedServerKeepsThePartialSnapshot()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        setMode("kill");
        const Run r = topolens(collectArguments());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QByteArray("the connection to " + m_user.toUtf8() + "@127.0.0.1:")), r.err.constData());
        QVERIFY2(r.err.contains("was lost"), r.err.constData());
        QVERIFY2(r.err.contains("saved"), r.err.constData());
        // What finished before is kept; what ran says why it broke; what never started says so.
        const MachineSnapshot machine = savedMachine();
        int kept = 0;
        for (const RawCapture& c : machine.captures) {
            kept += c.status == CaptureStatus::Ok;
            // A tool this machine lacks (ibstat without infiniband-diags), or one that found nothing
            // (ibstat without an RDMA device), ended too: only the connection's loss cut any short.
            const bool ended = c.status == CaptureStatus::Ok || c.status == CaptureStatus::ToolMissing
                || (c.status == CaptureStatus::Failed && c.id == u"ibstat");
            QVERIFY2(ended || c.statusDetail.contains(u"connection was lost"), qPrintable(c.id));
        }
        QVERIFY(kept > 0);
        QCOMPARE(machine.capture(QStringLiteral("nvidia-topo"))->status, CaptureStatus::Failed);
        QCOMPARE(machine.capture(QStringLiteral("dmesg-pci"))->status, CaptureStatus::NotRun);
    }

    void hangingCommandTimesOut()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        setMode("hang");
        QStringList arguments = collectArguments();
        // One limit for every command here (the CLI has one --timeout): 10 s, which the stand-in's
        // hang never ends within and which the plan's other, instant commands always do.
        arguments[arguments.indexOf(QStringLiteral("--timeout")) + 1] = QStringLiteral("10");
        const Run r = topolens(arguments);
        QCOMPARE(r.exitCode, 1);
        const MachineSnapshot machine = savedMachine();
        QCOMPARE(machine.capture(QStringLiteral("nvidia-topo"))->status, CaptureStatus::TimedOut);
        QCOMPARE(machine.capture(QStringLiteral("nvidia-p2p-r"))->status, CaptureStatus::Ok);
        QCOMPARE(machine.capture(QStringLiteral("dmesg-pci"))->status, CaptureStatus::Ok);
    }

    void stderrFloodDoesNotHang()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        setMode("stderr-flood");
        const Run r = topolens(collectArguments());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const MachineSnapshot machine = savedMachine();
        const RawCapture* flooded = machine.capture(QStringLiteral("nvidia-topo"));
        QCOMPARE(flooded->status, CaptureStatus::Ok);
        // The 20 MB flood arrives whole; the login shell may add a line of its own to stderr
        // (a busy machine's shell start-up warnings), so only the flood's part is exact.
        QVERIFY2(flooded->stderrData.size() >= 20000000 && flooded->stderrData.size() < 20000000 + 4096,
            QByteArray::number(flooded->stderrData.size()).constData());
        QCOMPARE(flooded->stdoutData, TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt")));
    }

    void cancelStopsRunningCommandsAndKeepsTheRest()
    {
        writeFile(knownHosts(), knownHostsLine(QStringLiteral("hostkey")));
        const QList<PlannedCommand> commands = {
            command(QStringLiteral("quick"), QStringLiteral("echo done")),
            command(QStringLiteral("slow"), QStringLiteral("echo started; ") + CollectTest::neverEnds),
            command(QStringLiteral("later"), QStringLiteral("echo never")),
        };
        RunLimits limits = CollectTest::boundedLimits();
        limits.parallelCommands = 1;
        Collector collector(std::make_unique<SshRunner>(target(), HostKeyFunction {}, AuthPromptFunction {}), commands, limits);
        collector.setMachine(MachineRole::Guest, QStringLiteral("vm"));
        QSignalSpy finished(&collector, &Collector::finished);
        QSignalSpy started(&collector, &Collector::commandStarted);
        QSignalSpy commandFinished(&collector, &Collector::commandFinished);
        QSignalSpy output(&collector, &Collector::commandOutput);
        collector.start();
        // Until "slow" has printed its first line and it has crossed the connection (the bounds
        // only catch a hang). The one-script stream holds back a last newline, which may begin
        // the next marker, until it knows: "started" is what is reported as arrived.
        QVERIFY(QTest::qWaitFor([&] {
            return std::any_of(output.cbegin(), output.cend(), [](const QList<QVariant>& signal) {
                return signal.at(0).toInt() == 1 && signal.at(1).toLongLong() >= QByteArray("started").size();
            });
        }, 120000));
        QCOMPARE(started.last().at(1).toString(), QStringLiteral("slow"));
        collector.cancel();
        // It doesn't wait for "slow" to end by itself (300 s).
        QVERIFY(finished.wait(120000));
        QCOMPARE(commandFinished.size(), 3);

        const CollectResult result = collector.result();
        QVERIFY(result.connected);
        QVERIFY(!result.isComplete());
        QCOMPARE(result.machine.role, MachineRole::Guest);
        QCOMPARE(result.machine.captures[0].status, CaptureStatus::Ok);
        QCOMPARE(result.machine.captures[1].status, CaptureStatus::Cancelled);
        QCOMPARE(result.machine.captures[1].stdoutData, QByteArray("started\n"));
        QCOMPARE(result.machine.captures[2].status, CaptureStatus::Cancelled);
    }

    void jumpHostsBecomeAnOpenSshProxyCommand()
    {
        QCOMPARE(*proxyCommandForJump(QStringLiteral("admin@jump.example:2222")),
            QStringLiteral("ssh -o BatchMode=yes -l 'admin' -p 2222 -W '[%h]:%p' 'jump.example'"));
        QCOMPARE(*proxyCommandForJump(QStringLiteral("a@first,second")),
            QStringLiteral("ssh -o BatchMode=yes -J 'a@first' -W '[%h]:%p' 'second'"));
        QCOMPARE(*proxyCommandForJump(QStringLiteral("[fe80::1]:22")),
            QStringLiteral("ssh -o BatchMode=yes -p 22 -W '[%h]:%p' 'fe80::1'"));
        for (const char* bad : { "jump;reboot", "-oProxyCommand=x", "jump:port", "u$(id)@jump", "jump host", "%h", "", "a,,b" }) {
            const Result<QString> proxy = proxyCommandForJump(QString::fromLatin1(bad));
            QVERIFY2(!proxy.ok(), bad);
            QVERIFY2(!proxy.error().isEmpty(), bad);
        }
        QString user;
        QString host;
        QVERIFY(parseDestination(QStringLiteral("root@pve"), &user, &host));
        QCOMPARE(user, QStringLiteral("root"));
        QCOMPARE(host, QStringLiteral("pve"));
        QVERIFY(parseDestination(QStringLiteral("10.0.0.5"), &user, &host));
        QVERIFY(user.isEmpty());
        QVERIFY(!parseDestination(QStringLiteral("root@-oProxyCommand=x"), &user, &host));
        QVERIFY(!parseDestination(QStringLiteral("ro ot@pve"), &user, &host));
    }
};

QTEST_GUILESS_MAIN(TestSshCollect)
#include "tst_ssh_collect.moc"
