// SPDX-License-Identifier: GPL-3.0-or-later
// PCI configuration space dumps: the collector's od of sysfs, lspci -x/-xxx/-xxxx, hexdump -C,
// od without -v. The decoded registers are held against lspci's own reading of the same
// devices (lspci -nnvvv in the same QEMU guest and on the same H200 VM).
#include "io/bundle.h"
#include "parse/lspci/lspci.h"
#include "parse/sysfs/sysfs.h"
#include "parse/systemformats.h"
#include "testutil.h"
#include "util/text.h"

#include <QTest>

using namespace Topo;
using namespace SystemFormats;

namespace {
/// A capture of the lab guest's bundle (tests/fixtures/captures/SOURCES.md) by plan id.
QByteArray labCapture(const char* bundle, const char* id)
{
    const auto read = readBundle(fixture(bundle));
    if (read.hasErrors() || read.value.machines.isEmpty())
        qFatal("the lab bundle does not read");
    const RawCapture* capture = read.value.machines.first().capture(QString::fromLatin1(id));
    if (!capture)
        qFatal("the lab bundle has no %s", id);
    return capture->stdoutData;
}

/// The collector's pci-config as root in the lab guest without lspci (4096 bytes a device).
QByteArray rootDump()
{
    return labCapture("captures/qemu-q35-lab-sysfs-only.bundle", "pci-config");
}

/// What the two readings must agree on, as text for a readable failure.
QString registersOf(const PciDevice& d)
{
    return QStringLiteral("%1 %2:%3 class %4 bus %5-%6 link %7x%8/%9x%10%11%12 serial %13 acs %14")
        .arg(d.bdf.toString(), Text::hex(d.vendorId, 4), Text::hex(d.deviceId, 4), Text::hex(d.classCode, 6))
        .arg(d.secondaryBus)
        .arg(d.subordinateBus)
        .arg(d.link.capability.speedGTs)
        .arg(d.link.capability.width)
        .arg(d.link.status.speedGTs)
        .arg(d.link.status.width)
        .arg(d.link.speedDowngraded ? QStringLiteral(" speed-downgraded") : QString())
        .arg(d.link.widthDowngraded ? QStringLiteral(" width-downgraded") : QString())
        .arg(d.serialNumber)
        .arg(d.acsEnabled ? (*d.acsEnabled ? QStringLiteral("on") : QStringLiteral("off")) : QStringLiteral("-"));
}

/// A hand-made 4096-byte dump in the collector's form, for the hostile cases real devices do
/// not show: every byte zero but those given.
QByteArray constructedDump(const char* address, const QList<QPair<int, quint8>>& bytes, int size = 4096)
{
    QByteArray space(size, '\0');
    for (const auto& [offset, value] : bytes)
        space[offset] = char(value);
    QByteArray out = QByteArray("==> /sys/bus/pci/devices/") + address + "/config <==\n";
    for (int row = 0; row < size; row += 16) {
        out += QByteArray::number(row, 16).rightJustified(6, '0');
        for (int i = row; i < row + 16; ++i)
            out += ' ' + QByteArray::number(quint8(space[i]), 16).rightJustified(2, '0');
        out += '\n';
    }
    return out + QByteArray::number(size, 16).rightJustified(6, '0') + '\n';
}

// A PCIe root port's first bytes: vendor 1b36, device 000c, class 060400, type 1 header, a
// capability list at 0x40 holding the PCIe capability (type Root Port) and then `next`.
QList<QPair<int, quint8>> rootPortBytes(quint8 next)
{
    return { { 0, 0x36 }, { 1, 0x1b }, { 2, 0x0c }, { 6, 0x10 }, { 0x0a, 0x04 }, { 0x0b, 0x06 }, { 0x0e, 0x01 },
        { 0x19, 0x01 }, { 0x1a, 0x02 }, { 0x34, 0x40 }, { 0x40, 0x10 }, { 0x41, next }, { 0x42, 0x42 } };
}
} // namespace

class TestParsePciConfigSpace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void collectorDumpAsRoot()
    {
        const auto result = parsePciConfigSpace(rootDump());
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const QList<PciDevice>& devices = result.value;
        QCOMPARE(devices.size(), 17);
        // What QEMU was told to build (SOURCES.md has the command line).
        const struct
        {
            const char* bdf;
            PciRole role;
        } roles[] = {
            { "00:00.0", PciRole::HostBridge }, { "00:10.0", PciRole::HostBridge }, // q35 MCH, pxb-pcie
            { "00:1c.0", PciRole::RootPort }, { "00:1c.3", PciRole::RootPort }, { "40:00.0", PciRole::RootPort },
            { "01:00.0", PciRole::Endpoint },       // ati-vga: conventional PCI, no PCIe capability
            { "02:00.0", PciRole::Endpoint },       // e1000e
            { "03:00.0", PciRole::PciBridge },      // pcie-pci-bridge: "PCI-Express to PCI/PCI-X Bridge"
            { "41:00.0", PciRole::SwitchUpstream }, { "42:00.0", PciRole::SwitchDownstream },
            { "42:01.0", PciRole::SwitchDownstream }, { "43:00.0", PciRole::Endpoint }, // nvme
        };
        for (const auto& r : roles) {
            const PciDevice* d = findDevice(devices, r.bdf);
            QVERIFY2(d, r.bdf);
            QVERIFY2(d->role == r.role, qPrintable(QString::fromLatin1(r.bdf) + u' ' + pciRoleName(d->role)));
        }
        const PciDevice* nic = findDevice(devices, "02:00.0");
        QCOMPARE(nic->vendorId, quint16(0x8086));
        QCOMPARE(nic->deviceId, quint16(0x10d3));
        QCOMPARE(nic->classCode, quint32(0x020000));
        QCOMPARE(nic->serialNumber, QStringLiteral("52-54-00-ff-ff-12-34-56")); // from mac=52:54:00:12:34:56
        const PciDevice* port = findDevice(devices, "40:00.0");
        QCOMPARE(port->secondaryBus, 0x41);
        QCOMPARE(port->subordinateBus, 0x44);
        QCOMPARE(port->link.capability, (LinkState { 16, 32 }));
        QCOMPARE(port->link.status, (LinkState { 2.5, 1 }));
        QVERIFY(!port->link.speedDowngraded); // a port facing down is not downgraded, as lspci says
        QCOMPARE(port->acsEnabled, std::optional<bool>(true)); // the guest kernel enabled ACS (intel_iommu=on)
        QVERIFY(!findDevice(devices, "43:00.0")->acsEnabled);
        QCOMPARE(findDevice(devices, "43:00.0")->classCode, quint32(0x010802));
        QVERIFY(findDevice(devices, "00:1f.2")->bdf.function == 2);
        QVERIFY(!devices.first().parent); // the registers say nothing about the tree
    }

    // The same guest's lspci -nnvvv reads the same registers: every role, link, bus range,
    // serial number and ACS setting lspci prints must come out the same from our dump and from
    // lspci's own -xxxx dump.
    void agreesWithLspciOnTheSameDevices_data()
    {
        QTest::addColumn<QByteArray>("dump");
        QTest::addColumn<QByteArray>("verbose");
        const QByteArray labVerbose = labCapture("captures/qemu-q35-lab-lspci.bundle", "lspci-verbose");
        QTest::newRow("collector, sysfs-only guest") << rootDump() << labVerbose;
        QTest::newRow("lspci -xxxx") << fixture("pci-config-space/qemu-q35-lab-lspci-xxxx.txt") << labVerbose;
        QTest::newRow("collector, lspci guest")
            << labCapture("captures/qemu-q35-lab-lspci.bundle", "pci-config") << labVerbose;
        QTest::newRow("h200 vm lspci -xxxx") << fixture("lspci-dump/h200-vm.xxxx")
                                             << fixture("lspci-verbose/h200-vm-nnvvv.txt");
    }
    void agreesWithLspciOnTheSameDevices()
    {
        QFETCH(QByteArray, dump);
        QFETCH(QByteArray, verbose);
        const auto decoded = parsePciConfigSpace(dump);
        QVERIFY2(decoded.diagnostics.isEmpty(), TestUtil::describe(decoded.diagnostics).constData());
        const auto lspci = parseLspciVerbose(verbose);
        QVERIFY(!lspci.hasErrors());
        QCOMPARE(decoded.value.size(), lspci.value.size());
        int roles = 0;
        for (const PciDevice& expected : lspci.value) {
            const PciDevice* d = findDevice(decoded.value, qPrintable(expected.bdf.toString()));
            QVERIFY2(d, qPrintable(expected.bdf.toString()));
            QCOMPARE(registersOf(*d), registersOf(expected));
            if (expected.role != PciRole::Unknown) {
                QCOMPARE(pciRoleName(d->role), pciRoleName(expected.role));
                ++roles;
            }
        }
        QVERIFY(roles >= 2);
    }

    // lspci -D -xxx: 256 bytes, so the PCIe capability but no extended capabilities; said once.
    void legacySizedDumpSaysSoOnce()
    {
        const auto result = parsePciConfigSpace(fixture("pci-config-space/qemu-q35-lab-lspci-D-xxx.txt"));
        QCOMPARE(result.value.size(), 17);
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Info);
        QVERIFY(result.diagnostics.first().message.contains(u"256 bytes"));
        QVERIFY(result.diagnostics.first().line > 0);
        const PciDevice* nic = findDevice(result.value, "0000:02:00.0");
        QCOMPARE(nic->role, PciRole::Endpoint);
        QVERIFY(nic->serialNumber.isEmpty());
        QCOMPARE(findDevice(result.value, "40:00.0")->role, PciRole::RootPort);
        QVERIFY(!findDevice(result.value, "40:00.0")->acsEnabled);
        QCOMPARE(findDevice(result.value, "40:00.0")->link.capability, (LinkState { 16, 32 }));
    }

    // What a user gets: the 64-byte header; ids, class and bus numbers, roles only where the
    // header alone settles them; one remark for all.
    void userDumpGivesTheHeader_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("collector as a user") << fixture("pci-config-space/qemu-q35-lab-user.txt");
        QTest::newRow("lspci -x as a user") << fixture("pci-config-space/qemu-q35-lab-lspci-x-user.txt");
        QTest::newRow("collector as a user, in the bundle")
            << labCapture("captures/qemu-q35-lab-sysfs-only-user.bundle", "pci-config");
    }
    void userDumpGivesTheHeader()
    {
        QFETCH(QByteArray, data);
        const auto result = parsePciConfigSpace(data);
        QCOMPARE(result.value.size(), 17);
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Info);
        QVERIFY(result.diagnostics.first().message.contains(u"64-byte header"));
        const PciDevice* port = findDevice(result.value, "40:00.0");
        QCOMPARE(port->vendorId, quint16(0x1b36));
        QCOMPARE(port->secondaryBus, 0x41);
        QCOMPARE(port->subordinateBus, 0x44);
        QCOMPARE(port->role, PciRole::Unknown); // its PCIe capability is past the header
        QVERIFY(!port->link.isKnown());
        QCOMPARE(findDevice(result.value, "00:10.0")->role, PciRole::HostBridge);
    }

    // od without -v and hexdump -C of the same devices (this development VM): "*" rows expand.
    void squeezedAndHexdumpForms()
    {
        const auto od = parsePciConfigSpace(fixture("pci-config-space/dev-vm-od-squeezed.txt"));
        const auto hexdump = parsePciConfigSpace(fixture("pci-config-space/dev-vm-hexdump-C.txt"));
        QVERIFY2(od.diagnostics.isEmpty(), TestUtil::describe(od.diagnostics).constData());
        QVERIFY2(hexdump.diagnostics.isEmpty(), TestUtil::describe(hexdump.diagnostics).constData());
        QCOMPARE(od.value.size(), 6);
        QCOMPARE(hexdump.value.size(), 6);
        for (int i = 0; i < 6; ++i)
            QCOMPARE(registersOf(od.value[i]), registersOf(hexdump.value[i]));
        QCOMPARE(od.value.first().vendorId, quint16(0x8086));
        QCOMPARE(od.value.first().role, PciRole::HostBridge);
        // The repeated rows of a "*" are the row before it, not zeros or nothing.
        // Hand-made: a bridge whose capability pointer (0x34) lies in the rows a "*" stands for.
        const QByteArray squeezed = "==> 0000:00:1c.0 <==\n000000 36 1b 0c 00 00 00 10 00 00 00 04 06 00 00 01 00\n"
                                    "000010 00 00 00 00 00 00 00 00 00 01 02 00 00 00 00 00\n*\n000040\n";
        const auto expanded = parsePciConfigSpace(squeezed);
        QVERIFY2(expanded.diagnostics.isEmpty(), TestUtil::describe(expanded.diagnostics).constData());
        QCOMPARE(expanded.value.size(), 1);
        QCOMPARE(expanded.value.first().secondaryBus, 1);
        QCOMPARE(expanded.value.first().subordinateBus, 2);
        // The pointer read as 00 from the repeated row: an empty list, so a conventional bridge.
        QCOMPARE(expanded.value.first().role, PciRole::PciBridge);
        const auto cut = parsePciConfigSpace(QByteArray(squeezed).replace("*\n", ""));
        QCOMPARE(cut.value.first().role, PciRole::Unknown); // without the "*": pointer unknown
    }

    void messyInputs()
    {
        const QByteArray data = rootDump();
        const auto crlf = parsePciConfigSpace(toCrlf(data));
        QVERIFY(crlf.diagnostics.isEmpty());
        QCOMPARE(crlf.value.size(), 17);
        // lspci -vx (hand-made, cut short after the bus numbers, no capability list): the
        // details of -v before the rows are skipped without a word.
        const QByteArray verboseDump = "00:1c.0 PCI bridge: Red Hat, Inc. QEMU PCIe Root port\n"
                                       "\tFlags: bus master, fast devsel, latency 0, IRQ 22\n"
                                       "\tBus: primary=00, secondary=01, subordinate=01, sec-latency=0\n"
                                       "00: 36 1b 0c 00 07 05 00 00 00 00 04 06 10 00 81 00\n"
                                       "10: 00 00 00 00 00 00 00 00 00 01 01 00 00 00 00 00\n\n";
        const auto verbose = parsePciConfigSpace(verboseDump);
        QVERIFY2(verbose.diagnostics.isEmpty(), TestUtil::describe(verbose.diagnostics).constData());
        QCOMPARE(verbose.value.first().description, QStringLiteral("PCI bridge: Red Hat, Inc. QEMU PCIe Root port"));
        QCOMPARE(verbose.value.first().subordinateBus, 1);
        // A pasted prompt and ANSI colour around a dump.
        const auto pasted = parsePciConfigSpace(QByteArray(QByteArray("$ lspci -vx -s 00:1c.0\n\x1b[1m") + verboseDump));
        QVERIFY2(pasted.diagnostics.isEmpty(), TestUtil::describe(pasted.diagnostics).constData());
        QCOMPARE(pasted.value.size(), 1);
        // Huge: 50 MiB of the same dump again and again; every repeat is remarked on, capped.
        const auto huge = parsePciConfigSpace(repeatedToHugeInput(data));
        QCOMPARE(huge.value.size(), 17);
        QVERIFY(!huge.hasErrors());
        QVERIFY(huge.diagnostics.size() <= 101);
    }

    void badLinesAreNamed()
    {
        const QByteArray input = "000000 86 80 c0 29\n"                                      // 1: before any device
                                 "==> /sys/bus/pci/devices/config <==\n"                      // 2: no address
                                 "000000 86 80 c0 29 03 01 00 00 00 00 00 06 00 00 00 00\n"   // 3: skipped with it
                                 "==> /sys/bus/pci/devices/0000:00:00.0/config <==\n"         // 4
                                 "000000 86 80 c0 29 03 01 00 00 00 00 00 06 00 00 00 00\n"   // 5
                                 "001000 00 00\n"                                             // 6: past 4096
                                 "this is not a dump\n"                                       // 7
                                 "000010 zz 00\n"                                             // 8
                                 "==> /sys/bus/pci/devices/0000:00:00.0/config <==\n"         // 9: again
                                 "000000 ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff\n"   // 10
                                 "0000:00:02.0 VGA compatible controller: hand-made\n"        // 11: all ones
                                 "00: ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff\n"       // 12
                                 "00:03.0 Ethernet controller: cut short\n"                   // 13: too short
                                 "00: 86 80 d3 10\n";                                         // 14
        const auto result = parsePciConfigSpace(input);
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.size(), 1);
        QCOMPARE(result.value.first().classCode, quint32(0x060000)); // the first dump of 00:00.0
        for (int line : { 1, 2, 6, 7, 8, 9, 11, 13 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        for (int line : { 3, 4, 5, 10, 12, 14 })
            QVERIFY2(!TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
    }

    // Hostile capability lists: loops, pointers into the header, extended loops; each stops
    // with a remark on the device's line, and what was read before stays.
    void hostileCapabilityLists()
    {
        // The PCIe capability points back to itself.
        const auto loop = parsePciConfigSpace(constructedDump("0000:00:1c.0", rootPortBytes(0x40)));
        QCOMPARE(loop.value.size(), 1);
        QCOMPARE(loop.value.first().role, PciRole::RootPort);
        QVERIFY(TestUtil::hasDiagnosticAt(loop.diagnostics, 1));
        QVERIFY(loop.diagnostics.first().message.contains(u"loops"));
        // Into the header.
        const auto intoHeader = parsePciConfigSpace(constructedDump("0000:00:1c.0", rootPortBytes(0x10)));
        QCOMPARE(intoHeader.value.first().role, PciRole::RootPort);
        QVERIFY(intoHeader.diagnostics.first().message.contains(u"header"));
        // An extended capability list that loops: ACS at 0x100 pointing to itself, SrcValid on.
        QList<QPair<int, quint8>> acs = rootPortBytes(0);
        acs << QPair<int, quint8> { 0x100, 0x0d } << QPair<int, quint8> { 0x102, 0x01 }
            << QPair<int, quint8> { 0x103, 0x10 } << QPair<int, quint8> { 0x106, 0x01 };
        const auto extended = parsePciConfigSpace(constructedDump("0000:00:1c.0", acs));
        QCOMPARE(extended.value.first().acsEnabled, std::optional<bool>(true));
        QVERIFY2(extended.diagnostics.isEmpty(), TestUtil::describe(extended.diagnostics).constData());
        // Every capability pointer of a 256-byte dump set to the next one: 48 hops, then a loop.
        QList<QPair<int, quint8>> chain = rootPortBytes(0x44);
        for (int at = 0x44; at < 0x100; at += 4)
            chain << QPair<int, quint8> { at, 0x09 } << QPair<int, quint8> { at + 1, quint8(at == 0xfc ? 0x44 : at + 4) };
        const auto longChain = parsePciConfigSpace(constructedDump("0000:00:1c.0", chain, 256));
        QCOMPARE(longChain.value.first().role, PciRole::RootPort);
        QCOMPARE(longChain.diagnostics.size(), 2); // the loop, and the missing extended space
    }

    // Hand-made: the same link registers (LnkCap 16GT/s x16, LnkSta 8GT/s x8) on an endpoint and
    // on a root port. lspci 3.9 (`lspci -F` of these bytes) prints "(downgraded)" for the
    // endpoint only; a port facing down reports what it could do, not what the link should.
    void downgradedAsLspciSays()
    {
        const auto device = [](const char* address, quint8 classHigh, quint8 classLow, quint8 layout, quint8 portType) {
            return constructedDump(address,
                { { 0, 0x86 }, { 1, 0x80 }, { 6, 0x10 }, { 0x0a, classLow }, { 0x0b, classHigh }, { 0x0e, layout },
                    { 0x34, 0x40 }, { 0x40, 0x10 }, { 0x42, quint8(portType << 4 | 2) }, { 0x4c, 0x04 }, { 0x4d, 0x01 },
                    { 0x52, 0x83 } },
                256);
        };
        const QByteArray both = device("0000:01:00.0", 0x03, 0x02, 0, 0) + device("0000:00:01.0", 0x06, 0x04, 1, 4);
        const auto result = parsePciConfigSpace(both);
        QCOMPARE(result.value.size(), 2);
        const PciDevice& endpoint = result.value[0];
        QCOMPARE(endpoint.role, PciRole::Endpoint);
        QCOMPARE(endpoint.link.capability, (LinkState { 16, 16 }));
        QCOMPARE(endpoint.link.status, (LinkState { 8, 8 }));
        QVERIFY(endpoint.link.speedDowngraded && endpoint.link.widthDowngraded);
        const PciDevice& port = result.value[1];
        QCOMPARE(port.role, PciRole::RootPort);
        QCOMPARE(port.link.status, (LinkState { 8, 8 }));
        QVERIFY(!port.link.speedDowngraded && !port.link.widthDowngraded);
        QVERIFY(port.link.trainedBelowCapability()); // the numbers still say so
    }

    void foreign_data()
    {
        addForeignInputs();
        QTest::newRow("sysfs-pci") << fixture("sysfs-pci/qemu-q35-lab.txt");
        QTest::newRow("lspci -nnvvv") << fixture("lspci-verbose/h200-vm-nnvvv.txt");
        QTest::newRow("binary") << QByteArray("\x00\x01\x02\x03\x86\x80", 6);
    }
    void foreign()
    {
        QFETCH(QByteArray, data);
        const auto result = parsePciConfigSpace(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    void mutatedCapturesNeverCrash()
    {
        for (const QByteArray& original : { rootDump(), fixture("pci-config-space/qemu-q35-lab-lspci-xxxx.txt"),
                 fixture("pci-config-space/dev-vm-od-squeezed.txt") }) {
            for (quint32 seed = 1; seed <= 100; ++seed) {
                QByteArray data = original;
                const QByteArray noise = TestUtil::garbage(64, seed);
                for (int i = 0; i + 1 < noise.size(); i += 2)
                    data[quint8(noise[i]) * data.size() / 256] = noise[i + 1];
                data.truncate(data.size() - seed % 7);
                for (const auto& d : parsePciConfigSpace(data).diagnostics)
                    QVERIFY(d.line >= 0 && !d.message.isEmpty());
            }
        }
    }

    void sniff_data()
    {
        addSniffRows();
        QTest::newRow("lspci -xxxx") << fixture("pci-config-space/qemu-q35-lab-lspci-xxxx.txt") << "pci-config-space";
        QTest::newRow("lspci -x user") << fixture("pci-config-space/qemu-q35-lab-lspci-x-user.txt") << "pci-config-space";
        QTest::newRow("hexdump -C") << fixture("pci-config-space/dev-vm-hexdump-C.txt") << "pci-config-space";
        QTest::newRow("h200 xxxx") << fixture("lspci-dump/h200-vm.xxxx") << "pci-config-space";
        QTest::newRow("od of no device") << QByteArray("000000 7f 45 4c 46 02 01 01 00 00 00 00 00 00 00 00 00\n") << "";
    }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        checkSniffScore(QStringLiteral("pci-config-space"), sniffPciConfigSpace(data), format);
    }
};

QTEST_GUILESS_MAIN(TestParsePciConfigSpace)
#include "tst_parse_pciconfigspace.moc"
