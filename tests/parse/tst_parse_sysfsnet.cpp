// SPDX-License-Identifier: GPL-3.0-or-later
// The `net-devices` capture: which PCI function each network interface and RDMA device is.
#include "analyze/machinebuilder.h"
#include "parse/formats.h"
#include "parse/sysfs/sysfs.h"
#include "parse/systemformats.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

using namespace Topo;
using namespace SystemFormats;

namespace {

QByteArray guestCapture()
{
    return fixture("sysfs-net/h100-vm-guest.txt");
}

const NetworkDevice* named(const QList<NetworkDevice>& devices, const char* name)
{
    for (const NetworkDevice& d : devices) {
        if (d.name == QLatin1String(name))
            return &d;
    }
    return nullptr;
}

} // namespace

class TestParseSysfsNet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realGuest()
    {
        const auto result = parseSysfsNet(guestCapture());
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 4);
        const NetworkDevice* eth0 = named(result.value, "eth0");
        QVERIFY(eth0);
        QCOMPARE(eth0->deviceClass, NetworkDevice::Class::Net);
        QCOMPARE(eth0->pci, Bdf::parse(QStringView(u"0000:00:03.0"))); // the virtio function, through virtio2
        QVERIFY(!eth0->isVirtual());
        QCOMPARE(eth0->line, 6);
        for (const char* name : { "ifb0", "ifb1", "lo" })
            QVERIFY2(named(result.value, name) && named(result.value, name)->isVirtual(), name);
    }

    void realWithLsSayingAClassIsAbsent()
    {
        // ls's note on standard error, pasted with the rest: read as such, not as a bad line.
        const auto result = parseSysfsNet(fixture("sysfs-net/debian12-container-with-error.txt"));
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Info);
        QCOMPARE(result.diagnostics.first().line, 1);
        QCOMPARE(result.value.size(), 4);
    }

    void rdmaPortsVirtualFunctionsAndUsb()
    {
        const auto result = parseSysfsNet(fixture("sysfs-net/synthetic-rdma-host.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 11);
        const NetworkDevice* mlx = named(result.value, "mlx5_1");
        QVERIFY(mlx);
        QCOMPARE(mlx->deviceClass, NetworkDevice::Class::Infiniband);
        QCOMPARE(mlx->pci, Bdf::parse(QStringView(u"0000:19:00.1")));
        QCOMPARE(named(result.value, "enp25s0f0v0")->pci, Bdf::parse(QStringView(u"0000:19:00.2")));
        QCOMPARE(named(result.value, "eno1")->pci, Bdf::parse(QStringView(u"0000:01:00.0")));
        // A USB NIC is not a PCI function: it names the controller it is reached through.
        const NetworkDevice* usb = named(result.value, "enx00e04c680001");
        QVERIFY(!usb->pci);
        QCOMPARE(usb->behind, Bdf::parse(QStringView(u"0000:00:14.0")));
        QVERIFY(!usb->isVirtual());
        QVERIFY(named(result.value, "bond0")->isVirtual());
    }

    void theCommandOfThePlanHereReadsBack()
    {
        // The plan's command, run on this machine now: every link it lists is read, and each
        // device found at the PCI function its link resolves to.
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), QStringLiteral("ls -l /sys/class/net/ /sys/class/infiniband/ 2>/dev/null; true") });
        QVERIFY(sh.waitForFinished(30000));
        const auto result = parseSysfsNet(sh.readAllStandardOutput());
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), qsizetype(QDir(QStringLiteral("/sys/class/net")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System).size()
                                          + QDir(QStringLiteral("/sys/class/infiniband")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System).size()));
        for (const NetworkDevice& d : result.value) {
            const QString real = QFileInfo(u"/sys/class/" + networkDeviceClassName(d.deviceClass) + u'/' + d.name).canonicalFilePath();
            if (d.pci)
                QVERIFY2(real.contains(u'/' + d.pci->toString() + u'/'), qPrintable(real));
            else if (d.isVirtual())
                QVERIFY2(real.contains(u"/virtual/"), qPrintable(real));
        }
    }

    void eachDeviceOnItsFunctionInTheMachine()
    {
        // The merge: a machine whose tree has the function lists the names on it.
        MachineSnapshot snapshot;
        RawCapture tree;
        tree.id = tree.format = QStringLiteral("lspci-tree");
        tree.stdoutData = "-[0000:00]-+-00.0  Intel Corporation 440FX - 82441FX PMC [Natoma] [8086:1237]\n"
                          "           \\-03.0  Red Hat, Inc. Virtio network device [1af4:1000]\n";
        RawCapture net;
        net.id = QStringLiteral("net-devices");
        net.format = QStringLiteral("sysfs-net");
        net.stdoutData = guestCapture();
        snapshot.captures << tree << net;
        const Machine machine = buildMachine(snapshot);
        const PciDevice* nic = machine.pci.find(*Bdf::parse(QStringView(u"0000:00:03.0")));
        QVERIFY(nic);
        QCOMPARE(nic->networkDevices, QStringList { QStringLiteral("eth0") });
        QCOMPARE(machine.networkDevices.size(), 4);
    }

    void badLinesAreNamed()
    {
        const auto result = parseSysfsNet("/sys/class/net/:\n"
                                          "total 0\n"
                                          "lrwxrwxrwx 1 root root 0 Dec  6 00:15 eth0 -> ../../devices/pci0000:00/0000:00:03.0/virtio2/net/eth0\n"
                                          "hello there\n"
                                          "lrwxrwxrwx 1 root root 0 Dec  6 00:15 odd -> ../../devices/pci0000:00/0000:00:04.0/block/odd\n"
                                          "lrwxrwxrwx 1 root root 0 Dec  6 00:15 eth0 -> ../../devices/pci0000:00/0000:00:05.0/net/eth0\n");
        QVERIFY(!result.hasErrors());
        for (int line : { 4, 5, 6 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QCOMPARE(result.value.size(), 1);
        QCOMPARE(result.value.first().pci, Bdf::parse(QStringView(u"0000:00:03.0"))); // the first eth0 kept
    }

    void crlfAnsiAndTruncated()
    {
        const auto crlf = parseSysfsNet(toCrlf(guestCapture()));
        QVERIFY(crlf.diagnostics.isEmpty());
        QCOMPARE(crlf.value.size(), 4);

        QByteArray ansi = guestCapture();
        ansi.replace("eth0 ->", "\x1b[1;36meth0\x1b[0m ->");
        const auto coloured = parseSysfsNet(ansi);
        QVERIFY(named(coloured.value, "eth0"));

        // Cut inside the last link: that line is named, the rest kept.
        const QByteArray data = guestCapture();
        const auto cut = parseSysfsNet(data.left(data.lastIndexOf("/net/lo") + 3));
        QVERIFY(!cut.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(cut.diagnostics, 9));
        QCOMPARE(cut.value.size(), 3);
    }

    void hugeAndNonUtf8()
    {
        const auto huge = parseSysfsNet(repeatedToHugeInput(guestCapture()));
        QCOMPARE(huge.value.size(), 4); // the rest are the same names again, each said once at most
        QVERIFY(huge.diagnostics.size() <= 101);

        const auto latin1 = parseSysfsNet("caf\xe9 -> ../../devices/virtual/net/caf\xe9\n");
        QVERIFY(!latin1.hasErrors());
        QCOMPARE(latin1.value.size(), 1);
    }

    void foreign_data()
    {
        addForeignInputs();
        QTest::newRow("sysfs-pci") << fixture("sysfs-pci/h200-vm.txt");
        QTest::newRow("sysfs-identity") << fixture("sysfs-identity/container-debian12.txt");
        QTest::newRow("iommu-groups") << fixture("iommu-groups/asokolsky-fuji-find-unsorted.txt");
    }
    void foreign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseSysfsNet(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    void mutatedCapturesNeverCrash()
    {
        checkMutatedCaptures([](const QByteArray& data) { return parseSysfsNet(data).diagnostics; });
        for (quint32 seed = 1; seed <= 200; ++seed) {
            QByteArray data = fixture("sysfs-net/synthetic-rdma-host.txt");
            const QByteArray noise = TestUtil::garbage(16, seed);
            for (int i = 0; i + 1 < noise.size(); i += 2)
                data[quint8(noise[i]) * data.size() / 256] = noise[i + 1];
            for (const auto& d : parseSysfsNet(data.left(data.size() - seed % 7)).diagnostics)
                QVERIFY(d.line >= 0 && !d.message.isEmpty());
        }
    }

    void sniff_data()
    {
        addSniffRows();
        QTest::newRow("net devices, guest") << guestCapture() << "sysfs-net";
        QTest::newRow("net devices, RDMA host") << fixture("sysfs-net/synthetic-rdma-host.txt") << "sysfs-net";
        QTest::newRow("identity") << fixture("sysfs-identity/container-debian12.txt") << "";
    }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        checkSniffScore(QStringLiteral("sysfs-net"), sniffSysfsNet(data), format);
    }

    void detectedAsItsOwnFormat()
    {
        for (const char* path : { "sysfs-net/h100-vm-guest.txt", "sysfs-net/debian12-container-with-error.txt", "sysfs-net/synthetic-rdma-host.txt" }) {
            const DetectedFormat detected = detectInputFormat(fixture(path));
            QVERIFY2(detected.format, path);
            QCOMPARE(detected.format->name, QStringLiteral("sysfs-net"));
        }
    }
};

QTEST_GUILESS_MAIN(TestParseSysfsNet)
#include "tst_parse_sysfsnet.moc"
