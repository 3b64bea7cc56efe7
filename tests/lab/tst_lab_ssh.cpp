// SPDX-License-Identifier: GPL-3.0-or-later
// The path users take, end to end, with a real hypervisor: `topolens collect --host … --guest …`
// over real SSH. The host is this machine, reached through a real OpenSSH sshd on 127.0.0.1 as in
// tst_ssh_collect; the guest is a QEMU lab guest of the `ssh` variant (tests/lab/), reached
// through QEMU's user network forwarding a loopback port to its sshd. Host keys are checked
// strictly against a known_hosts file holding both keys. The host's plan reads the command
// line of the running QEMU process; the test checks the guest's tree against the guest kernel
// and every configured device's mapping against what QEMU itself says (QMP query-pci).
#include "analyze/machinebuilder.h"
#include "analyze/match/vmdevices.h"
#include "io/snapshotfile.h"
#include "lab/labtruth.h"
#include "lab/qemulab.h"
#include "collect/loopbacksshd.h"
#include "testutil.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

using namespace Topo;

namespace {

bool runProgram(const QString& program, const QStringList& arguments, QString* output)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(180000);
    *output = QString::fromLocal8Bit(process.readAll());
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

QByteArray knownHostsLine(int port, const QString& publicKeyFile)
{
    const QList<QByteArray> parts = TestUtil::readFile(publicKeyFile).trimmed().split(' ');
    return QStringLiteral("[127.0.0.1]:%1 ").arg(port).toLatin1() + parts.value(0) + ' ' + parts.value(1) + '\n';
}

} // namespace

class TestLabSsh : public QObject
{
    Q_OBJECT

    QString m_labDir;
    QTemporaryDir m_dir;
    QProcess m_sshd;
    int m_sshdPort = 0;

    QString path(const QString& name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = Lab::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (!QFileInfo::exists(QString::fromLatin1(LoopbackSsh::sshdProgram)))
            QSKIP("/usr/sbin/sshd is not installed (scripts/install-deps.sh --with-tests installs openssh-server)");
        QString error;
        m_labDir = Lab::prepare(&error);
        QVERIFY2(!m_labDir.isEmpty(), qPrintable(error));
        QVERIFY(m_dir.isValid());
        QString output;
        for (const QString& key : { QStringLiteral("hostkey"), QStringLiteral("clientkey") }) {
            QVERIFY2(runProgram(QStringLiteral("ssh-keygen"),
                         { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                             QStringLiteral("-f"), path(key) }, &output), qPrintable(output));
        }
        QFile::copy(path(QStringLiteral("clientkey.pub")), path(QStringLiteral("authorized_keys")));
        m_sshdPort = LoopbackSsh::freePort();
        QVERIFY2(LoopbackSsh::startSshd(m_sshd, m_dir.path(), m_sshdPort, path(QStringLiteral("hostkey")), {}, &error),
            qPrintable(error));
    }

    void cleanupTestCase()
    {
        m_sshd.terminate();
        m_sshd.waitForFinished(5000);
    }

    void collectHostAndGuestOverSsh_data()
    {
        QTest::addColumn<QString>("topology");
        for (const Lab::Topology& t : Lab::topologies()) {
            if (t.variants.contains(u"ssh"))
                QTest::newRow(qPrintable(t.name)) << t.name;
        }
    }

    void collectHostAndGuestOverSsh()
    {
        QFETCH(QString, topology);
        const Lab::Topology* t = Lab::topology(topology);
        QVERIFY(t);
        Lab::Guest guest;
        QString error;
        const QString hostName = QStringLiteral("lab-%1-ssh").arg(topology);
        QVERIFY2(guest.start(m_labDir, QStringLiteral("ssh"), hostName, t->numaNodes, t->devices, &error, t->machineArguments()),
            qPrintable(error));
        QVERIFY2(guest.waitDone(480000, &error), qPrintable(error));
        QVERIFY2(guest.sshReady(), qPrintable(QString::fromUtf8(guest.block(QStringLiteral("network")))));
        const QByteArray pci = guest.queryPci(&error);
        QVERIFY2(!pci.isEmpty(), qPrintable(error));

        // Both host keys known, nothing accepted blindly.
        QFile knownHosts(path(QStringLiteral("known_hosts")));
        QVERIFY(knownHosts.open(QIODevice::WriteOnly | QIODevice::Truncate));
        knownHosts.write(knownHostsLine(m_sshdPort, path(QStringLiteral("hostkey.pub"))));
        knownHosts.write(knownHostsLine(guest.sshPort(), m_labDir + QStringLiteral("/keys/guest_host_ed25519.pub")));
        knownHosts.close();
        const QString user = QString::fromLocal8Bit(::getpwuid(::geteuid())->pw_name);
        const QString snapshotFile = path(QStringLiteral("%1.json").arg(topology));
        QString output;
        const bool collected = runProgram(QStringLiteral(TOPOLENS_BINARY),
            { QStringLiteral("collect"), QStringLiteral("--host"), user + QStringLiteral("@127.0.0.1"), QStringLiteral("--port"),
                QString::number(m_sshdPort), QStringLiteral("--identity"), path(QStringLiteral("clientkey")),
                QStringLiteral("--guest"), QStringLiteral("root@127.0.0.1"), QStringLiteral("--guest-port"),
                QString::number(guest.sshPort()), QStringLiteral("--guest-identity"), m_labDir + QStringLiteral("/keys/client_ed25519"),
                QStringLiteral("--known-hosts"), path(QStringLiteral("known_hosts")), QStringLiteral("--timeout"),
                QStringLiteral("60"), QStringLiteral("-o"), snapshotFile },
            &output);
        const qint64 qemuPid = guest.pid();
        guest.stop();
        QVERIFY2(collected, qPrintable(output));

        const ParseResult<Snapshot> snapshot = loadSnapshotFile(snapshotFile);
        QVERIFY2(!snapshot.hasErrors() && snapshot.value.machines.size() == 2, TestUtil::describe(snapshot.diagnostics).constData());
        Lab::keepSnapshot(hostName, snapshot.value);
        const MachineSnapshot* hostSnapshot = nullptr;
        const MachineSnapshot* guestSnapshot = nullptr;
        for (const MachineSnapshot& m : snapshot.value.machines)
            (m.role == MachineRole::Guest ? guestSnapshot : hostSnapshot) = &m;
        QVERIFY(hostSnapshot && guestSnapshot);

        // The guest, collected over SSH, is the tree its kernel has.
        const QList<Lab::TruthDevice> truth = Lab::parseTruth(guest.block(QStringLiteral("truth")), &error);
        QVERIFY2(!truth.isEmpty(), qPrintable(error));
        const QList<Lab::QmpDevice> qmp = Lab::devicesFromQueryPci(pci);
        const Machine guestMachine = buildMachine(*guestSnapshot);
        const QStringList differences = Lab::compareTree(guestMachine, truth, Lab::expectedRoles(qmp, t->driverById()));
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));

        // The host's plan read the running QEMU's own command line; every configured device is
        // mapped from it to the address QEMU gave it, none by order.
        const RawCapture* processes = hostSnapshot->capture(QStringLiteral("qemu-processes"));
        QVERIFY2(processes, "the host plan has no qemu-processes capture");
        QVERIFY2(processes->stdoutData.contains(QStringLiteral("==> /proc/%1/cmdline <==").arg(qemuPid).toLatin1()),
            processes->stdoutData.left(2000).constData());
        const Machine hostMachine = buildMachine(*hostSnapshot);
        const QStringList mappingErrors = Lab::compareVmMapping(hostMachine, guestMachine, qmp, hostName);
        QVERIFY2(mappingErrors.isEmpty(), qPrintable(mappingErrors.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestLabSsh)
#include "tst_lab_ssh.moc"
