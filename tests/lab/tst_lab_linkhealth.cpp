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
        QVERIFY2(guest.start(m_labDir, QStringLiteral("ssh"), QStringLiteral("lab-aer"), 1, devices, &error), qPrintable(error));
        QVERIFY2(guest.waitDone(480000, &error), qPrintable(error));
        QVERIFY2(guest.sshReady(), qPrintable(QString::fromUtf8(guest.block(QStringLiteral("network")))));

        const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        const QList<QByteArray> key = TestUtil::readFile(m_labDir + QStringLiteral("/keys/guest_host_ed25519.pub")).trimmed().split(' ');
        QFile known(knownHosts);
        QVERIFY(known.open(QIODevice::WriteOnly));
        known.write(QStringLiteral("[127.0.0.1]:%1 ").arg(guest.sshPort()).toLatin1() + key.value(0) + ' ' + key.value(1) + '\n');
        known.close();
        const QString identity = m_labDir + QStringLiteral("/keys/client_ed25519");
        const auto ssh = [&](const QString& command) {
            return run(QStringLiteral("ssh"), { QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
                                                  QStringLiteral("UserKnownHostsFile=") + knownHosts, QStringLiteral("-o"),
                                                  QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-i"), identity,
                                                  QStringLiteral("-p"), QString::number(guest.sshPort()),
                                                  QStringLiteral("root@127.0.0.1"), command });
        };
        // QEMU forwards a port's error message to the root complex only with the port's SERR#
        // enable in its Bridge Control register (pcie_aer_msg_vbridge), which server firmware sets
        // and SeaBIOS does not: set it from the guest, as the firmware would have.
        const Run serr = ssh(QStringLiteral("c=/sys/bus/pci/devices/%1/config; b=$(od -An -tu1 -j62 -N1 $c); "
                                            "printf \"$(printf '\\\\%03o' $((b | 2)))\" | dd of=$c bs=1 seek=62 conv=notrunc 2>/dev/null")
                                 .arg(QLatin1String(portAddress)));
        QVERIFY2(serr.ok, qPrintable(serr.output));

        // A completion timeout (uncorrectable, non-fatal by default) detected by the port. QEMU
        // 7.2 records correctable errors in the status register but sends no message for them.
        const QString answer = guest.humanMonitor(QStringLiteral("pcie_aer_inject_error gpu-port COMP_TIME"), &error);
        QVERIFY2(answer.startsWith(u"OK id: gpu-port"), qPrintable(answer + error));
        QVERIFY2(QTest::qWaitFor([&] { return ssh(QStringLiteral("dmesg | grep -q 'device recovery'")).ok; }, 60000),
            qPrintable(ssh(QStringLiteral("dmesg | tail -20")).output));

        const QString snapshotFile = m_dir.filePath(QStringLiteral("aer.json"));
        const Run collect = run(QStringLiteral(TOPOLENS_BINARY),
            { QStringLiteral("collect"), QStringLiteral("--host"), QStringLiteral("root@127.0.0.1"), QStringLiteral("--port"),
                QString::number(guest.sshPort()), QStringLiteral("--identity"), identity, QStringLiteral("--known-hosts"),
                knownHosts, QStringLiteral("--timeout"), QStringLiteral("60"), QStringLiteral("-o"), snapshotFile });
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
};

QTEST_GUILESS_MAIN(TestLabLinkHealth)
#include "tst_lab_linkhealth.moc"
