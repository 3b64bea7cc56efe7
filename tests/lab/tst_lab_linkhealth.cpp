// SPDX-License-Identifier: GPL-3.0-or-later
// A real PCIe error, end to end (issue 33): QEMU injects an uncorrectable error into a guest's
// emulated root port (`pcie_aer_inject_error`), the guest's kernel handles it as on hardware (its
// AER driver logs the error and counts it in sysfs), `topolens collect` reads the guest over SSH
// with the fixed plan, and TopoLens names that port, from the kernel log and from the counters,
// with the GPU below it.
#include "analyze/findings.h"
#include "analyze/machinebuilder.h"
#include "io/snapshotfile.h"
#include "lab/qemulab.h"
#include "testutil.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Topo;

namespace {

// The guest: one root port with a GPU stand-in (ati-vga, which TopoLens counts as a GPU) behind
// it, as a hypervisor passes a GPU through.
const QStringList devices = {
    QStringLiteral("pcie-root-port,id=gpu-port,bus=pcie.0,addr=0x1c.0,port=1,chassis=1"),
    QStringLiteral("ati-vga,id=gpu0,bus=gpu-port"),
};
constexpr char portAddress[] = "0000:00:1c.0";

struct Run
{
    bool ok = false;
    QString output;
};

Run run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(180000);
    return { finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
        QString::fromLocal8Bit(process.readAll()) };
}

QList<const Finding*> findingsOf(const QList<Finding>& findings, const char* rule)
{
    QList<const Finding*> out;
    for (const Finding& f : findings) {
        if (f.ruleId == QLatin1String(rule))
            out.append(&f);
    }
    return out;
}

} // namespace

class TestLabLinkHealth : public QObject
{
    Q_OBJECT

    QString m_labDir;
    QTemporaryDir m_dir;

    struct Booted
    {
        QString knownHosts;
        QString identity;
    };

    /// Boots the guest, writes its host key for strict checking, and sets the port's SERR# enable.
    bool bootWithReportingPort(Lab::Guest& guest, const QString& name, Booted* booted, QString* error)
    {
        if (!guest.start(m_labDir, QStringLiteral("ssh"), name, 1, devices, error) || !guest.waitDone(480000, error))
            return false;
        if (!guest.sshReady()) {
            *error = QString::fromUtf8(guest.block(QStringLiteral("network")));
            return false;
        }
        booted->knownHosts = m_dir.filePath(name + QStringLiteral(".known_hosts"));
        const QList<QByteArray> key = TestUtil::readFile(m_labDir + QStringLiteral("/keys/guest_host_ed25519.pub")).trimmed().split(' ');
        QFile known(booted->knownHosts);
        if (!known.open(QIODevice::WriteOnly))
            return false;
        known.write(QStringLiteral("[127.0.0.1]:%1 ").arg(guest.sshPort()).toLatin1() + key.value(0) + ' ' + key.value(1) + '\n');
        known.close();
        booted->identity = m_labDir + QStringLiteral("/keys/client_ed25519");
        // QEMU forwards a port's error message to the root complex only with the port's SERR#
        // enable in its Bridge Control register (pcie_aer_msg_vbridge), which server firmware sets
        // and SeaBIOS does not: set it from the guest, as the firmware would have.
        const Run serr = ssh(guest, *booted,
            QStringLiteral("c=/sys/bus/pci/devices/%1/config; b=$(od -An -tu1 -j62 -N1 $c); "
                           "printf \"$(printf '\\\\%03o' $((b | 2)))\" | dd of=$c bs=1 seek=62 conv=notrunc 2>/dev/null")
                .arg(QLatin1String(portAddress)));
        *error = serr.output;
        return serr.ok;
    }

    static Run ssh(const Lab::Guest& guest, const Booted& booted, const QString& command)
    {
        return run(QStringLiteral("ssh"), { QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
                                              QStringLiteral("UserKnownHostsFile=") + booted.knownHosts, QStringLiteral("-o"),
                                              QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-i"), booted.identity,
                                              QStringLiteral("-p"), QString::number(guest.sshPort()),
                                              QStringLiteral("root@127.0.0.1"), command });
    }

    QStringList sshOptions(const Lab::Guest& guest, const Booted& booted) const
    {
        return { QStringLiteral("--host"), QStringLiteral("root@127.0.0.1"), QStringLiteral("--port"),
            QString::number(guest.sshPort()), QStringLiteral("--identity"), booted.identity, QStringLiteral("--known-hosts"),
            booted.knownHosts, QStringLiteral("--timeout"), QStringLiteral("60") };
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = Lab::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QString error;
        m_labDir = Lab::prepare(&error);
        QVERIFY2(!m_labDir.isEmpty(), qPrintable(error));
        QVERIFY(m_dir.isValid());
    }

    void injectedErrorIsNamedOnItsPort()
    {
        Lab::Guest guest;
        QString error;
        Booted booted;
        QVERIFY2(bootWithReportingPort(guest, QStringLiteral("lab-aer"), &booted, &error), qPrintable(error));

        // A completion timeout (uncorrectable, non-fatal by default) detected by the port. QEMU
        // 7.2 records correctable errors in the status register but sends no message for them.
        const QString answer = guest.humanMonitor(QStringLiteral("pcie_aer_inject_error gpu-port COMP_TIME"), &error);
        QVERIFY2(answer.startsWith(u"OK id: gpu-port"), qPrintable(answer + error));
        QVERIFY2(QTest::qWaitFor([&] { return ssh(guest, booted, QStringLiteral("dmesg | grep -q 'device recovery'")).ok; }, 60000),
            qPrintable(ssh(guest, booted, QStringLiteral("dmesg | tail -20")).output));

        const QString snapshotFile = m_dir.filePath(QStringLiteral("aer.json"));
        const Run collect = run(QStringLiteral(TOPOLENS_BINARY),
            QStringList { QStringLiteral("collect") } + sshOptions(guest, booted) + QStringList { QStringLiteral("-o"), snapshotFile });
        guest.stop();
        QVERIFY2(collect.ok, qPrintable(collect.output));
        const ParseResult<Snapshot> snapshot = loadSnapshotFile(snapshotFile);
        QVERIFY2(!snapshot.hasErrors() && snapshot.value.machines.size() == 1, TestUtil::describe(snapshot.diagnostics).constData());
        Lab::keepSnapshot(QStringLiteral("lab-aer"), snapshot.value);
        const Machine machine = buildMachine(snapshot.value.machines.first());

        // The kernel log, as the plan read it: one non-fatal completion timeout on the port.
        const Bdf port = *Bdf::parse(QByteArrayView(portAddress));
        QList<PcieEvent> errors;
        for (const PcieEvent& e : machine.pcieEvents) {
            if (e.kind == PcieEventKind::AerError)
                errors.append(e);
        }
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().device, port);
        QCOMPARE(errors.first().severity, AerSeverity::NonFatal);
        QCOMPARE(errors.first().errors, QStringList { QStringLiteral("CmpltTO") });
        QVERIFY(errors.first().uptime.has_value());
        // The counters the kernel keeps for it.
        const PciDevice* rootPort = machine.pci.find(port);
        QVERIFY(rootPort);
        QCOMPARE(rootPort->aer.nonFatal.errors(), qint64(1));
        QCOMPARE(rootPort->aer.rootPortNonFatal.value_or(0), qint64(1));

        // Both findings name the port and the GPU below it, with the lines they rest on; the log
        // also names the GPU, whose driver could not recover from it.
        const QList<Finding> findings = diagnose(snapshot.value);
        const auto about = [&](const char* rule, const char* device) -> const Finding* {
            for (const Finding* f : findingsOf(findings, rule)) {
                if (f->devices.value(0) == QLatin1String(device))
                    return f;
            }
            return nullptr;
        };
        for (const char* rule : { "pcie-errors-logged", "pcie-errors-counted" }) {
            const Finding* f = about(rule, portAddress);
            QVERIFY2(f, rule);
            QCOMPARE(f->severity, FindingSeverity::Warning);
            QCOMPARE(f->gpus, QList<int> { 0 });
            QVERIFY2(!f->evidence.isEmpty(), rule);
        }
        QCOMPARE(findingsOf(findings, "pcie-errors-counted").size(), 1);
        QCOMPARE(findingsOf(findings, "pcie-errors-logged").size(), 2);
        const Finding* gpu = about("pcie-errors-logged", "0000:01:00.0");
        QVERIFY(gpu);
        QVERIFY2(gpu->title.contains(u"could not recover"), qPrintable(gpu->title));
        QVERIFY(findingsOf(findings, "gpu-fell-off-bus").isEmpty());
    }

    // The check: errors injected during a watch, named on their port by the samples.
    void errorsInjectedDuringAWatchAreNamed()
    {
        Lab::Guest guest;
        QString error;
        Booted booted;
        QVERIFY2(bootWithReportingPort(guest, QStringLiteral("lab-aer-watch"), &booted, &error), qPrintable(error));
        const QString watchFile = m_dir.filePath(QStringLiteral("watch.json"));
        QProcess watch;
        watch.setProcessChannelMode(QProcess::MergedChannels);
        watch.start(QStringLiteral(TOPOLENS_BINARY), QStringList { QStringLiteral("watch") } + sshOptions(guest, booted)
                + QStringList { QStringLiteral("--interval"), QStringLiteral("1"), QStringLiteral("--samples"), QStringLiteral("6"),
                    QStringLiteral("-o"), watchFile });
        // Two samples in, the port meets a completion timeout.
        const auto samplesSoFar = [&] {
            const ParseResult<Snapshot> s = loadSnapshotFile(watchFile);
            return s.hasErrors() || s.value.machines.isEmpty() ? 0 : int(s.value.machines.first().samples.size());
        };
        QVERIFY2(QTest::qWaitFor([&] { return samplesSoFar() >= 2; }, 180000), watch.readAll().constData());
        const QString answer = guest.humanMonitor(QStringLiteral("pcie_aer_inject_error gpu-port COMP_TIME"), &error);
        QVERIFY2(answer.startsWith(u"OK id: gpu-port"), qPrintable(answer + error));
        QVERIFY2(watch.waitForFinished(180000), watch.readAll().constData());
        guest.stop();
        QVERIFY2(watch.exitStatus() == QProcess::NormalExit && watch.exitCode() == 0, watch.readAll().constData());

        const ParseResult<Snapshot> snapshot = loadSnapshotFile(watchFile);
        QVERIFY2(!snapshot.hasErrors(), TestUtil::describe(snapshot.diagnostics).constData());
        QCOMPARE(snapshot.value.machines.first().samples.size(), 6);
        Lab::keepSnapshot(QStringLiteral("lab-aer-watch"), snapshot.value);
        const QList<Finding> findings = diagnose(snapshot.value);
        const QList<const Finding*> grew = findingsOf(findings, "pcie-errors-grew-during-watch");
        QCOMPARE(grew.size(), 1);
        QCOMPARE(grew.first()->devices.value(0), QString::fromLatin1(portAddress));
        QCOMPARE(grew.first()->gpus, QList<int> { 0 });
        QCOMPARE(grew.first()->severity, FindingSeverity::Warning);
        QVERIFY(!grew.first()->evidence.isEmpty());
        // The collection before the error counted none: only the watch saw it happen.
        const Machine collected = buildMachine(snapshot.value.machines.first());
        const PciDevice* rootPort = collected.pci.find(*Bdf::parse(QByteArrayView(portAddress)));
        QVERIFY(rootPort);
        QCOMPARE(rootPort->aer.nonFatal.errors(), qint64(0));
        QVERIFY(findingsOf(findings, "pcie-errors-counted").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLabLinkHealth)
#include "tst_lab_linkhealth.moc"
