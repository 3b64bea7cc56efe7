// SPDX-License-Identifier: GPL-3.0-or-later
// A live libvirtd, as on an OpenStack or libvirt host. The test starts Debian's libvirtd (a
// session daemon of its own in a temporary folder; as `nobody` when the test runs as root, since
// a root libvirtd is the machine's system daemon), defines a TCG domain from the libvirt fragment
// `topolens qemu-layout --format libvirt` writes, with e1000e stand-ins where the fragment passes
// host functions (<hostdev>: this machine has no GPU to give), and boots it on the lab's kernel and
// initramfs, whose collector reports the guest's PCI tree. TopoLens then reads the running domain
// back through `virsh dumpxml`, as a host collection does, and maps every device of it onto the
// guest's tree (analyze/match/vmdevices.h): each GPU and NIC stand-in must be where the layout
// said the guest firmware would number it, and a GPU and the NIC it shares a host switch with
// must share one in the guest too.
#include "analyze/generate/qemulayout.h"
#include "analyze/machinebuilder.h"
#include "analyze/match/vmdevices.h"
#include "analyze/pcipath.h"
#include "io/bundle.h"
#include "lab/qemulab.h"
#include "parse/libvirt/libvirt.h"
#include "testutil.h"

#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Topo;

namespace {

QString libvirtd()
{
    return QStandardPaths::findExecutable(QStringLiteral("libvirtd"), { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") });
}

// A libvirtd of the test's own: session mode (no cgroups, no bridge, no firewall), every folder
// in a temporary one, gone with the test.
class Libvirtd
{
public:
    ~Libvirtd()
    {
        if (m_daemon.state() != QProcess::NotRunning) {
            m_daemon.terminate();
            if (!m_daemon.waitForFinished(30000))
                m_daemon.kill();
            m_daemon.waitForFinished();
        }
    }

    QString start()
    {
        if (!m_dir.isValid())
            return QStringLiteral("no temporary folder");
        for (const char* sub : { "config/libvirt", "run", "cache", "data", "home", "domain" })
            QDir(m_dir.path()).mkpath(QString::fromLatin1(sub));
        // QEMU writes the serial ports' files itself: through virtlogd (the default) a file
        // rolls over at 2 MiB, and the lab guest's channel is more than that with the demo's ports.
        QFile conf(path(QStringLiteral("config/libvirt/qemu.conf")));
        if (!conf.open(QIODevice::WriteOnly) || conf.write("stdio_handler = \"file\"\n") < 0)
            return QStringLiteral("cannot write ") + conf.fileName();
        conf.close();
        conf.setPermissions(conf.permissions() | QFileDevice::ReadOther);
        m_env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/sbin:/usr/bin:/sbin:/bin"));
        m_env.insert(QStringLiteral("HOME"), path(QStringLiteral("home")));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_RUNTIME_DIR"), path(QStringLiteral("run")));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), path(QStringLiteral("cache")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("data")));
        if (geteuid() == 0) {
            const passwd* nobody = getpwnam("nobody");
            const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
            if (!nobody || setpriv.isEmpty())
                return QStringLiteral("running as root, and there is no user nobody or no setpriv (util-linux) to leave root with");
            chown(QFile::encodeName(m_dir.path()).constData(), nobody->pw_uid, nobody->pw_gid);
            QDirIterator it(m_dir.path(), QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
            while (it.hasNext())
                chown(QFile::encodeName(it.next()).constData(), nobody->pw_uid, nobody->pw_gid);
            m_asUser = { setpriv, QStringLiteral("--reuid=%1").arg(nobody->pw_uid), QStringLiteral("--regid=%1").arg(nobody->pw_gid),
                QStringLiteral("--clear-groups"), QStringLiteral("--") };
        }
        m_daemon.setProcessEnvironment(m_env);
        m_daemon.setStandardOutputFile(path(QStringLiteral("libvirtd.log")));
        m_daemon.setStandardErrorFile(path(QStringLiteral("libvirtd.log")));
        const QStringList command = m_asUser + QStringList { libvirtd() };
        m_daemon.start(command.first(), command.mid(1));
        if (!m_daemon.waitForStarted(10000))
            return QStringLiteral("libvirtd did not start: ") + m_daemon.errorString();
        const QString socket = path(QStringLiteral("run/libvirt/libvirt-sock"));
        if (!QTest::qWaitFor([&] { return QFile::exists(socket) || m_daemon.state() == QProcess::NotRunning; }, TestUtil::eventBoundMs)
            || m_daemon.state() == QProcess::NotRunning)
            return QStringLiteral("libvirtd made no socket: ") + QString::fromLocal8Bit(log());
        return {};
    }

    TestUtil::CliRun virsh(const QStringList& arguments) const
    {
        QProcess p;
        p.setProcessEnvironment(m_env);
        const QStringList command = m_asUser + QStringList { QStringLiteral("virsh"), QStringLiteral("-c"), QStringLiteral("qemu:///session") } + arguments;
        p.start(command.first(), command.mid(1));
        TestUtil::CliRun run;
        if (!p.waitForFinished(TestUtil::eventBoundMs)) {
            p.kill();
            p.waitForFinished();
            run.err = "virsh did not finish";
            return run;
        }
        run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        run.out = p.readAllStandardOutput();
        run.err = p.readAllStandardError();
        return run;
    }

    // A file the daemon's user may write (the domain's serial ports).
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QByteArray log() const { return TestUtil::readFile(path(QStringLiteral("libvirtd.log"))); }

private:
    QTemporaryDir m_dir { QDir::tempPath() + QStringLiteral("/topolens-libvirtd-XXXXXX") };
    QProcess m_daemon;
    QProcessEnvironment m_env;
    QStringList m_asUser;
};

// The fragment made a bootable TCG domain: a name, one vCPU and 512 MiB per NUMA cell (the
// layout gives the host's), no <numatune> (the host's nodes are not this machine's), no clique
// override (the stand-ins have no such property), the lab's kernel and initramfs with both
// serial ports in files, and an e1000e stand-in, with the same alias and guest address, for
// every <hostdev>. Controllers stay exactly as generated.
QString bootableDomain(QString domain, const QString& name, const QString& labDir, const QString& runDir)
{
    domain.replace(QStringLiteral("<domain type='kvm'"), QStringLiteral("<domain type='qemu'"));
    domain.remove(QRegularExpression(QStringLiteral("\\s*<numatune>.*?</numatune>"), QRegularExpression::DotMatchesEverythingOption));
    domain.remove(QRegularExpression(QStringLiteral("\\s*<qemu:override>.*?</qemu:override>"), QRegularExpression::DotMatchesEverythingOption));
    static const QRegularExpression cell(QStringLiteral("<cell id='(\\d+)' cpus='[^']*' memory='\\d+' unit='MiB'/>"));
    int cells = 0;
    for (auto it = cell.globalMatch(domain); it.hasNext(); it.next())
        ++cells;
    domain.replace(cell, QStringLiteral("<cell id='\\1' cpus='\\1' memory='512' unit='MiB'/>"));
    static const QRegularExpression hostdev(QStringLiteral("<hostdev mode='subsystem' type='pci' managed='yes'>(.*?)</hostdev>"),
        QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression alias(QStringLiteral("<alias name='[^']+'/>"));
    static const QRegularExpression guestAddress(QStringLiteral("<address type='pci' [^>]*/>"));
    int standIn = 0;
    QString out;
    qsizetype last = 0;
    for (auto it = hostdev.globalMatch(domain); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString inside = m.captured(1);
        QString address;
        for (auto a = guestAddress.globalMatch(inside); a.hasNext();)
            address = a.next().captured(0);
        out += domain.mid(last, m.capturedStart() - last);
        out += QStringLiteral("<interface type='user'><mac address='52:54:00:7a:00:%1'/><model type='e1000e'/>%2%3</interface>")
                   .arg(standIn++, 2, 16, QLatin1Char('0'))
                   .arg(alias.match(inside).captured(0), address);
        last = m.capturedEnd();
    }
    out += domain.mid(last);
    static const QRegularExpression start(QStringLiteral("(?m)^<domain [^>]*>\\n"));
    const QRegularExpressionMatch m = start.match(out);
    if (!m.hasMatch())
        return {};
    out.insert(m.capturedEnd(),
        QStringLiteral("  <name>%1</name>\n  <memory unit='MiB'>%2</memory>\n  <vcpu>%3</vcpu>\n"
                       "  <os>\n    <type arch='x86_64' machine='q35'>hvm</type>\n    <kernel>%4/kernel/vmlinuz</kernel>\n"
                       "    <initrd>%4/initramfs-busybox.cpio.gz</initrd>\n"
                       "    <cmdline>console=ttyS0 quiet panic=-1 no_timer_check topolens.hostname=%1</cmdline>\n  </os>\n"
                       "  <on_poweroff>destroy</on_poweroff>\n  <on_reboot>destroy</on_reboot>\n")
            .arg(name)
            .arg(512 * std::max(cells, 1))
            .arg(std::max(cells, 1))
            .arg(labDir));
    out.replace(QStringLiteral("  <devices>\n"),
        QStringLiteral("  <devices>\n    <emulator>/usr/bin/qemu-system-x86_64</emulator>\n"
                       "    <serial type='file'><source path='%1/console.log'/><target port='0'/></serial>\n"
                       "    <serial type='file'><source path='%1/channel.out'/><target port='1'/></serial>\n"
                       "    <controller type='usb' model='none'/>\n    <memballoon model='none'/>\n")
            .arg(runDir));
    return out;
}

// The host whose H100 and ConnectX-7 share a PCIe switch (the synthetic lspci -nnvvv).
VirtualizationSetup switchHost()
{
    return virtualizationSetupOf(TestUtil::hostSnapshotOf(
        QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"), QStringLiteral("lspci-verbose"), QStringLiteral("switch host")));
}

} // namespace

class TestLabLibvirt : public QObject
{
    Q_OBJECT

    QString m_labDir;

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = Lab::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (libvirtd().isEmpty() || QStandardPaths::findExecutable(QStringLiteral("virsh")).isEmpty())
            QSKIP("libvirtd or virsh is not installed (Debian: libvirt-daemon-system, libvirt-clients)");
        QString error;
        m_labDir = Lab::prepare(&error);
        QVERIFY2(!m_labDir.isEmpty(), qPrintable(error));
    }

    void layoutRunsInLibvirt_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("demo");
        // The demo's domain starts paused (its 8 expanders and the 63 root ports libvirt adds
        // below index 64 take a minute to boot under TCG); the switch's guest boots.
        QTest::newRow("demo host: an expander per root complex, paused") << QStringLiteral("tl-demo") << true;
        QTest::newRow("a GPU and its NIC behind one switch, booted") << QStringLiteral("tl-switch") << false;
    }
    void layoutRunsInLibvirt()
    {
        QFETCH(QString, name);
        QFETCH(bool, demo);
        const QemuLayout layout = planQemuLayout(demo ? virtualizationSetupOf(openSnapshot(QStringLiteral("demo")).value) : switchHost());
        QVERIFY(layout.ok());

        Libvirtd daemon;
        const QString started = daemon.start();
        QVERIFY2(started.isEmpty(), qPrintable(started));
        const QString runDir = daemon.path(QStringLiteral("domain"));
        const QString xml = bootableDomain(libvirtLayoutXml(layout), name, m_labDir, runDir);
        QVERIFY(!xml.isEmpty());
        const QString domainFile = daemon.path(QStringLiteral("domain.xml"));
        {
            QFile f(domainFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(xml.toUtf8());
            f.setPermissions(f.permissions() | QFileDevice::ReadOther);
        }
        const TestUtil::CliRun defined = daemon.virsh({ QStringLiteral("define"), domainFile });
        QVERIFY2(defined.exitCode == 0, defined.err.constData());
        QStringList start { QStringLiteral("start"), name };
        if (demo)
            start << QStringLiteral("--paused");
        const TestUtil::CliRun running = daemon.virsh(start);
        QVERIFY2(running.exitCode == 0, QByteArray(running.err + "\n" + xml.toUtf8()).constData());
        if (demo) {
            // What runs, as libvirt reports it: every stand-in behind its own root port, on an
            // expander with the layout's bus number and NUMA node; every port's chassis its own.
            const QByteArray live = daemon.virsh({ QStringLiteral("dumpxml"), name }).out;
            daemon.virsh({ QStringLiteral("destroy"), name });
            const ParseResult<QList<VmConfiguration>> vms = parseLibvirtDomainXml(live);
            QVERIFY2(!vms.hasErrors() && vms.value.size() == 1, TestUtil::describe(vms.diagnostics).constData());
            const VmConfiguration& vm = vms.value.first();
            for (const QemuExpander& e : layout.expanders) {
                for (const QemuLayoutGpu& g : e.gpus) {
                    const VmDevice* standIn = vm.device(u"ua-" + g.deviceId);
                    QVERIFY2(standIn, qPrintable(g.deviceId + u" is not in the running domain"));
                    const VmDevice* port = vm.device(standIn->parentBus);
                    QVERIFY(port && port->kind == VmDeviceKind::RootPort);
                    const VmDevice* expander = vm.device(port->parentBus);
                    QVERIFY(expander && expander->kind == VmDeviceKind::RootBus);
                    QCOMPARE(expander->busNumber, std::optional<int>(e.busNr));
                    QCOMPARE(expander->numaNode, e.guestNuma);
                }
            }
            QSet<int> chassis;
            int ports = 0;
            for (const VmDevice& d : vm.devices) {
                if (d.kind == VmDeviceKind::RootPort || d.kind == VmDeviceKind::SwitchDownstream) {
                    ++ports;
                    chassis.insert(d.chassis.value_or(-1));
                }
            }
            QCOMPARE(chassis.size(), ports);
            QVERIFY(ports > 63); // libvirt's own, filling indexes 1–63, beside the layout's
            return;
        }

        // The guest's own account of its tree, from the lab's collector.
        const QString channel = runDir + QStringLiteral("/channel.out");
        const bool done = QTest::qWaitFor([&] { return TestUtil::readFile(channel).contains("@@done\n"); }, 480000);
        const QByteArray dumped = daemon.virsh({ QStringLiteral("dumpxml"), name }).out;
        daemon.virsh({ QStringLiteral("destroy"), name });
        QVERIFY2(done, TestUtil::readFile(runDir + QStringLiteral("/console.log")).right(3000).constData());
        const QHash<QString, QByteArray> blocks = Lab::channelBlocks(TestUtil::readFile(channel));
        const ParseResult<Snapshot> collected = readBundle(blocks.value(QStringLiteral("bundle")));
        QVERIFY2(!collected.hasErrors() && collected.value.machines.size() == 1,
            QByteArray(TestUtil::describe(collected.diagnostics) + "\nblocks: " + QStringList(blocks.keys()).join(u' ').toUtf8() + "\ncollect-log: "
                + blocks.value(QStringLiteral("collect-log")).right(2000) + "\nconsole: " + TestUtil::readFile(runDir + QStringLiteral("/console.log")).right(2000))
                .constData());
        const Machine guest = buildMachine(collected.value.machines.first());

        // The running domain as a host collection reads it, mapped onto the guest's tree.
        const ParseResult<QList<VmConfiguration>> vms = parseLibvirtDomainXml(dumped);
        QVERIFY2(!vms.hasErrors() && vms.value.size() == 1, TestUtil::describe(vms.diagnostics).constData());
        QHash<QString, VmDeviceMatch> byId;
        for (const VmDeviceMatch& m : matchVmDevices(vms.value.first(), guest.pci))
            byId.insert(m.deviceId, m);
        for (const QemuExpander& e : layout.expanders) {
            for (const QemuLayoutGpu& g : e.gpus) {
                const VmDeviceMatch m = byId.value(u"ua-" + g.deviceId);
                QVERIFY2(m.isResolved(), qPrintable(g.deviceId + u": " + m.detail));
                QCOMPARE(m.guestBdf->toString(), g.expectedGuestBdf.toString());
            }
            for (const QemuLayoutNic& nic : e.nics) {
                const VmDeviceMatch m = byId.value(u"ua-" + nic.deviceId);
                QVERIFY2(m.isResolved(), qPrintable(nic.deviceId + u": " + m.detail));
                QCOMPARE(m.guestBdf->toString(), nic.expectedGuestBdf.toString());
                // As on the host: the GPU and its NIC meet below one switch, not at a root port.
                for (const QemuLayoutGpu& g : e.gpus) {
                    if (nic.hostGpus.contains(g.hostGpu))
                        QCOMPARE(pathBetween(guest, g.expectedGuestBdf, nic.expectedGuestBdf).linkClass, LinkClass::PIX);
                }
            }
        }
        QCOMPARE(layout.nicCount(), demo ? 0 : 1);
    }
};

QTEST_GUILESS_MAIN(TestLabLibvirt)
#include "tst_lab_libvirt.moc"
