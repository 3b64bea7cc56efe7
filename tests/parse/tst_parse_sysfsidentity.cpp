// SPDX-License-Identifier: GPL-3.0-or-later
// The `machine-identity` capture: machine-id, boot id, DMI product and UUID, hardware addresses.
#include "parse/formats.h"
#include "parse/sysfs/sysfs.h"
#include "parse/systemformats.h"
#include "testutil.h"

#include <QProcess>
#include <QTest>

using namespace Topo;
using namespace SystemFormats;

namespace {
// The real capture of this project's development machine (a Firecracker VM without SMBIOS).
QByteArray realCapture()
{
    return fixture("sysfs-identity/container-debian12.txt");
}

// Constructed, not captured: the DMI lines a QEMU/KVM guest prints as root (QEMU's own
// sys_vendor and q35 product name, an SMBIOS UUID in upper case as `-uuid` may give it), put
// in front of the real capture. No real capture from such a guest is in the tree yet.
QByteArray withDmi()
{
    return "/sys/class/dmi/id/sys_vendor:QEMU\n"
           "/sys/class/dmi/id/product_name:Standard PC (Q35 + ICH9, 2009)\n"
           "/sys/class/dmi/id/product_uuid:1F3C2B4A-0D5E-4F60-8A71-92B3C4D5E6F7\n"
        + realCapture();
}
} // namespace

class TestParseSysfsIdentity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void real()
    {
        const auto result = parseSysfsIdentity(realCapture());
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const MachineIdentifiers& ids = result.value;
        QCOMPARE(ids.machineId, QStringLiteral("3d1219c7c4c5404aaa1f6d2a48adfda4"));
        QCOMPARE(ids.bootId, QStringLiteral("13ed93f7-3766-49c9-b84b-4852f6140595"));
        QVERIFY(ids.productName.isEmpty()); // Firecracker: no SMBIOS, no /sys/class/dmi
        QVERIFY(ids.productUuid.isEmpty());
        // lo (00:00:00:00:00:00) is left out; the rest in listed order.
        const QList<NetInterface> expected = { { QStringLiteral("eth0"), QStringLiteral("02:fc:00:00:00:01") },
            { QStringLiteral("ifb0"), QStringLiteral("9a:fa:db:a9:c7:83") },
            { QStringLiteral("ifb1"), QStringLiteral("e2:1b:70:11:f7:73") } };
        QCOMPARE(ids.interfaces, expected);
    }

    void theCommandOfThePlanHereReadsBack()
    {
        // The plan's command, run on this machine now: whatever it lists, the parser takes it
        // whole, and it agrees with /etc/machine-id and /sys/class/net as read directly.
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
            { QStringLiteral("-c"),
                QStringLiteral("grep -H . /etc/machine-id /proc/sys/kernel/random/boot_id /sys/class/dmi/id/sys_vendor "
                               "/sys/class/dmi/id/product_name /sys/class/dmi/id/product_uuid /sys/class/net/*/address "
                               "2>/dev/null; true") });
        QVERIFY(sh.waitForFinished(30000));
        const QByteArray out = sh.readAllStandardOutput();
        const auto result = parseSysfsIdentity(out);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.machineId, QString::fromLatin1(TestUtil::readFile(QStringLiteral("/etc/machine-id")).trimmed()));
        for (const NetInterface& i : result.value.interfaces) {
            const QByteArray mac = TestUtil::readFile(QStringLiteral("/sys/class/net/%1/address").arg(i.name)).trimmed();
            QCOMPARE(i.mac, QString::fromLatin1(mac).toLower());
        }
    }

    void dmiAndUuidLowerCased()
    {
        const auto result = parseSysfsIdentity(withDmi());
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.sysVendor, QStringLiteral("QEMU"));
        QCOMPARE(result.value.productName, QStringLiteral("Standard PC (Q35 + ICH9, 2009)"));
        QCOMPARE(result.value.productUuid, QStringLiteral("1f3c2b4a-0d5e-4f60-8a71-92b3c4d5e6f7"));
    }

    void realPathsAndInfiniBand()
    {
        // Constructed: DMI through its real path, an InfiniBand port's 20-octet address, a
        // tunnel's all-zero one.
        const auto result = parseSysfsIdentity("/sys/devices/virtual/dmi/id/product_name:PowerEdge XE9680\n"
                                               "/sys/class/net/ibp26s0/address:00:00:10:29:fe:80:00:00:00:00:00:00:a0:88:c2:03:00:4e:5c:2a\n"
                                               "/sys/class/net/sit0/address:00:00:00:00\n"
                                               "/sys/class/net/EnP1/address:B8:CE:F6:01:02:03\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.productName, QStringLiteral("PowerEdge XE9680"));
        QCOMPARE(result.value.interfaces.size(), 2);
        QCOMPARE(result.value.interfaces[0].name, QStringLiteral("ibp26s0"));
        QCOMPARE(result.value.interfaces[1].mac, QStringLiteral("b8:ce:f6:01:02:03"));
    }

    void badLinesAreNamed()
    {
        const auto result = parseSysfsIdentity("/etc/machine-id:aaaa\n"
                                               "/sys/class/net/eth0/address:not-a-mac\n"
                                               "/etc/machine-id:bbbb\n"
                                               "hello there\n"
                                               "/sys/class/net/eth1/address:52:54:00:00:00:01\n"
                                               "/sys/class/net/eth1/address:52:54:00:00:00:02\n");
        QVERIFY(!result.hasErrors());
        for (int line : { 2, 3, 4, 6 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QCOMPARE(result.value.machineId, QStringLiteral("aaaa"));
        QCOMPARE(result.value.interfaces.size(), 1);
        QCOMPARE(result.value.interfaces[0].mac, QStringLiteral("52:54:00:00:00:01"));
    }

    void crlfAnsiAndTruncated()
    {
        const auto crlf = parseSysfsIdentity(toCrlf(withDmi()));
        QVERIFY(crlf.diagnostics.isEmpty());
        QCOMPARE(crlf.value.productUuid, QStringLiteral("1f3c2b4a-0d5e-4f60-8a71-92b3c4d5e6f7"));
        QCOMPARE(crlf.value.interfaces.size(), 3);

        QByteArray ansi = realCapture();
        ansi.replace("/etc/machine-id", "\x1b[35m/etc/machine-id\x1b[0m");
        QCOMPARE(parseSysfsIdentity(ansi).value.machineId, QStringLiteral("3d1219c7c4c5404aaa1f6d2a48adfda4"));

        // Cut inside the last address: that line is named, the rest kept.
        const QByteArray data = realCapture();
        const auto cut = parseSysfsIdentity(data.left(data.indexOf("e2:1b") + 4));
        QVERIFY(!cut.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(cut.diagnostics, 5));
        QCOMPARE(cut.value.interfaces.size(), 2);
    }

    void hugeAndNonUtf8()
    {
        const auto huge = parseSysfsIdentity(repeatedToHugeInput(realCapture() + "/sys/class/net/x/address:zz\n"));
        QCOMPARE(huge.value.machineId, QStringLiteral("3d1219c7c4c5404aaa1f6d2a48adfda4"));
        QVERIFY(huge.diagnostics.size() <= 101);

        const auto latin1 = parseSysfsIdentity("/sys/class/dmi/id/sys_vendor:Fa\xe7tory\n");
        QVERIFY(!latin1.hasErrors());
        QVERIFY(!latin1.value.sysVendor.isEmpty());
    }

    void foreign_data()
    {
        addForeignInputs();
        QTest::newRow("sysfs-pci") << fixture("sysfs-pci/h200-vm.txt");
        QTest::newRow("sysfs-nodes") << fixture("sysfs-nodes/h200-vm.txt");
    }
    void foreign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseSysfsIdentity(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    void mutatedCapturesNeverCrash()
    {
        checkMutatedCaptures([](const QByteArray& data) { return parseSysfsIdentity(data).diagnostics; });
    }

    void sniff_data()
    {
        addSniffRows();
        QTest::newRow("identity") << realCapture() << "sysfs-identity";
        QTest::newRow("identity with DMI") << withDmi() << "sysfs-identity";
    }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        checkSniffScore(QStringLiteral("sysfs-identity"), sniffSysfsIdentity(data), format);
    }

    void detectedAsItsOwnFormat()
    {
        const DetectedFormat detected = detectInputFormat(realCapture());
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("sysfs-identity"));
    }
};

QTEST_GUILESS_MAIN(TestParseSysfsIdentity)
#include "tst_parse_sysfsidentity.moc"
