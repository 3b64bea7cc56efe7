// SPDX-License-Identifier: GPL-3.0-or-later
// libvirt-domain-xml: libvirt's own test domains (dumpxml form, with every address filled in),
// a live domain with aliases, the virsh-domains capture, and broken input. The pair test holds
// each domain against the QEMU command line libvirt generates for it (qemu-cmdline fixtures).
#include "io/parsejson.h"
#include "parse/formats.h"
#include "parse/libvirt/libvirt.h"
#include "parse/qemu/qemu.h"
#include "testutil.h"
#include "parse/vmconfigtestutil.h"

#include <QDirIterator>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Topo;
using namespace VmTest;

namespace {

QByteArray xmlFixture(const char* name)
{
    return fixture(u"libvirt-domain-xml/" + QString::fromLatin1(name));
}

VmConfiguration parseOne(const QByteArray& data, Diagnostics* diagnostics = nullptr)
{
    auto result = parseLibvirtDomainXml(data);
    if (result.value.size() != 1)
        qFatal("expected one domain, got %d: %s", int(result.value.size()), TestUtil::describe(result.diagnostics).constData());
    if (diagnostics)
        *diagnostics = result.diagnostics;
    return result.value.first();
}

bool hasDiagnostic(const Diagnostics& diagnostics, int line, Severity severity, const char* fragment)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(), [&](const Diagnostic& d) {
        return d.line == line && d.severity == severity && d.message.contains(QString::fromUtf8(fragment));
    });
}

/// The devices a domain XML lists that QEMU's machine creates by itself, so its command line
/// has no -device for them: i440fx's PIIX3 functions at 00:01 and q35's ICH9 at 00:1f.
bool isMachineOwn(const VmConfiguration& vm, const VmDevice& d)
{
    const int own = vm.isQ35() ? 0x1f : 0x01;
    return d.slot && d.slot->device == own && d.parentBus == vm.devices.first().id && d.driver.startsWith(u"controller");
}

} // namespace

class TestParseLibvirtDomainXml : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // What pairs a guest with this domain: <uuid> and every <interface><mac address>.
    void uuidAndMacs()
    {
        const VmConfiguration vm = parseOne(xmlFixture("pcie-expander-bus.x86_64-latest.xml"));
        QCOMPARE(vm.uuid, QStringLiteral("11dbdcdd-4c3b-482b-8903-9bdb8c0a2774"));
        QCOMPARE(vm.macs.size(), 32);
        QCOMPARE(vm.macs.first(), QStringLiteral("52:54:00:f1:95:51"));
        QCOMPARE(vm.macs.last(), QStringLiteral("52:54:00:7e:6d:c9"));
        // Constructed: an upper-case MAC is lower-cased, a broken one is named at its line.
        Diagnostics diagnostics;
        const VmConfiguration odd = parseOne("<domain type='kvm'>\n<name>g</name>\n<devices>\n"
                                             "<interface type='network'><mac address='52:54:00:AB:CD:EF'/></interface>\n"
                                             "<interface type='network'><mac address='not a mac'/></interface>\n"
                                             "</devices>\n</domain>\n",
            &diagnostics);
        QCOMPARE(odd.macs, QStringList { QStringLiteral("52:54:00:ab:cd:ef") });
        QVERIFY(hasDiagnostic(diagnostics, 5, Severity::Warning, "not a MAC address"));
    }

    void expanderBusAndSwitch()
    {
        const QByteArray data = xmlFixture("pcie-expander-bus.x86_64-latest.xml");
        Diagnostics diagnostics;
        const VmConfiguration vm = parseOne(data, &diagnostics);
        QVERIFY2(diagnostics.isEmpty(), TestUtil::describe(diagnostics).constData());
        QCOMPARE(vm.source, VmConfiguration::Source::LibvirtDomain);
        verifyPcieExpanderBusTestVm(vm);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(vm.machineType, QStringLiteral("q35"));
        QCOMPARE(vm.line, 1);
        const VmDevice& root = vm.devices.first();
        QCOMPARE(root.id, QStringLiteral("pcie.0"));
        QCOMPARE(root.kind, VmDeviceKind::RootBus);
        QCOMPARE(root.busNumber, std::optional<int>(0));
        QCOMPARE(root.line, lineOf(data, "model='pcie-root'"));
        const VmDevice* nic = deviceAt(vm, QStringLiteral("pci.4"), VmSlot { 0, 0 });
        QCOMPARE(nic->driver, QStringLiteral("interface rtl8139"));
        QCOMPARE(nic->kind, VmDeviceKind::Endpoint);
        QCOMPARE(nic->line, lineOf(data, "<interface"));
        QCOMPARE(deviceAt(vm, QStringLiteral("pci.36"), VmSlot { 0, 0 })->driver, QStringLiteral("controller usb qemu-xhci"));
        QVERIFY(std::none_of(vm.devices.cbegin(), vm.devices.cend(), [](const VmDevice& d) { return d.driver.startsWith(u"disk"); }));
    }

    void rootPortsAndVideo()
    {
        const VmConfiguration vm = parseOne(xmlFixture("pcie-root-port.x86_64-latest.xml"));
        QCOMPARE(device(vm, "pci.1").driver, QStringLiteral("pcie-root-port"));
        QCOMPARE(device(vm, "pci.1").slot, slot(2, 0));
        QVERIFY(device(vm, "pci.1").multifunction);
        QCOMPARE(device(vm, "pci.1").chassis, std::optional<int>(1));
        QCOMPARE(device(vm, "pci.2").driver, QStringLiteral("ioh3420"));
        QCOMPARE(device(vm, "pci.2").slot, slot(2, 1));
        QCOMPARE(device(vm, "pci.2").chassis, std::optional<int>(40));
        QCOMPARE(deviceAt(vm, QStringLiteral("pcie.0"), VmSlot { 1, 0 })->driver, QStringLiteral("video qxl"));
        QCOMPARE(deviceAt(vm, QStringLiteral("pcie.0"), VmSlot { 0x1f, 2 })->driver, QStringLiteral("controller sata"));
    }

    void hostdevs()
    {
        const QByteArray data = xmlFixture("hostdev-vfio-multidomain.x86_64-latest.xml");
        const VmConfiguration vm = parseOne(data);
        QCOMPARE(vm.devices.first().id, QStringLiteral("pci.0")); // written after two devices, listed first
        const VmDevice* hostdev = deviceAt(vm, QStringLiteral("pci.0"), VmSlot { 2, 0 });
        QVERIFY(hostdev);
        QCOMPARE(hostdev->kind, VmDeviceKind::Passthrough);
        QCOMPARE(hostdev->hostAddress, bdf("0021:de:1f.1"));
        QCOMPARE(hostdev->line, lineOf(data, "<hostdev"));
        QCOMPARE(parseOne(xmlFixture("hostdev-pci-address-device.x86_64-latest.xml")).devices.size(), 5);
    }

    // A running domain's XML: <alias> names every device; libvirt's test names the root "pci".
    void liveDomainAliases()
    {
        Diagnostics diagnostics;
        const VmConfiguration vm = parseOne(xmlFixture("qemuhotplug-base-live+hostdev-pci.xml"), &diagnostics);
        QVERIFY(diagnostics.isEmpty());
        QCOMPARE(vm.devices.first().id, QStringLiteral("pci"));
        QCOMPARE(device(vm, "hostdev0").hostAddress, bdf("06:12.2"));
        QCOMPARE(device(vm, "hostdev0").parentBus, QStringLiteral("pci"));
        QCOMPARE(device(vm, "scsi0").driver, QStringLiteral("controller scsi virtio-scsi"));
        QCOMPARE(device(vm, "virtio-serial0").slot, slot(4));
        QVERIFY(!vm.device(QStringLiteral("input0"))); // ps2: no PCI address
    }

    // The virsh-domains capture: "==> UUID <==" before each dumpxml.
    void captureBlocks()
    {
        const QByteArray data = xmlFixture("synthetic-virsh-domains.txt");
        const auto result = parseLibvirtDomainXml(data);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 2);
        QCOMPARE(result.value[0].name, QStringLiteral("QEMUGuest2"));
        QCOMPARE(result.value[0].line, 2);
        QCOMPARE(result.value[1].name, QStringLiteral("q35-test"));
        QCOMPARE(result.value[1].line, lineOf(data, "<domain", 3));
        QCOMPARE(device(result.value[1], "pci.2").line, lineOf(data, "index='2'"));
        // Dumps pasted back to back without headers are two domains as well.
        const QByteArray backToBack = xmlFixture("hostdev-pci-address-device.x86_64-latest.xml")
            + xmlFixture("pcie-root-port.x86_64-latest.xml");
        const auto pasted = parseLibvirtDomainXml(backToBack);
        QCOMPARE(pasted.value.size(), 2);
        QVERIFY(!pasted.hasErrors());
        // A header whose domain went away (empty dumpxml) is only noted.
        const QByteArray withGone = "==> 0d0e-gone <==\n==> c7a5fdbd <==\n" + xmlFixture("pcie-root-port.x86_64-latest.xml");
        const auto gone = parseLibvirtDomainXml(withGone);
        QCOMPARE(gone.value.size(), 1);
        QVERIFY(hasDiagnostic(gone.diagnostics, 1, Severity::Info, "header"));
        QCOMPARE(gone.value[0].line, 3);
    }

    void diagnostics()
    {
        // Cut off: an error at the line where the XML stops, every device before it kept.
        const QByteArray cut = xmlFixture("synthetic-truncated.xml");
        const auto truncated = parseLibvirtDomainXml(cut);
        QCOMPARE(truncated.value.size(), 1);
        QVERIFY(hasDiagnostic(truncated.diagnostics, int(cut.count('\n')) + 1, Severity::Error, "cut off"));
        QCOMPARE(device(truncated.value[0], "pci.5").slot, slot(1));
        QCOMPARE(device(truncated.value[0], "pci.1").busNumber, std::optional<int>(254));

        const QByteArray hostile = xmlFixture("synthetic-hostile.xml");
        Diagnostics hostileDiagnostics;
        const VmConfiguration vm = parseOne(hostile, &hostileDiagnostics);
        QVERIFY(hasDiagnostic(hostileDiagnostics, lineOf(hostile, "<hostdev", lineOf(hostile, "hostdev0") + 1), Severity::Warning,
            "0x07"));
        QCOMPARE(TestUtil::countSeverity(hostileDiagnostics, Severity::Warning), 1);
        QVERIFY(vm.name.startsWith(QStringLiteral("<script>alert(\"x\")</script> 'vm'")));
        QVERIFY(!hasControlCharacters(vm.name)); // &#10; and &#9; are not kept as controls
        QCOMPARE(device(vm, "hostdev0\"><b>").hostAddress, bdf("17:00.0"));
        QCOMPARE(device(vm, "hostdev1").parentBus, QStringLiteral("pci.7"));
        QCOMPARE(device(vm, "virtio-disk0").serial, QStringLiteral("<i>SN-1</i>"));
        QCOMPARE(device(vm, "virtio-disk0").driver, QStringLiteral("disk virtio"));

        Diagnostics noDevices;
        parseOne("<domain type='kvm'>\n  <name>bare</name>\n</domain>\n", &noDevices);
        QVERIFY(hasDiagnostic(noDevices, 1, Severity::Warning, "<devices>"));

        const auto notDomain = parseLibvirtDomainXml("<capabilities>\n  <host/>\n</capabilities>\n");
        QVERIFY(notDomain.hasErrors());
        QVERIFY(notDomain.value.isEmpty());
        const auto malformed = parseLibvirtDomainXml("<domain type='kvm'>\n<name>x</name>\n<devices>\n<disk></devic>\n</domain>\n");
        QVERIFY(hasDiagnostic(malformed.diagnostics, 4, Severity::Error, "malformed"));
        QCOMPARE(malformed.value.size(), 1);
        QCOMPARE(malformed.value[0].name, QStringLiteral("x"));
        const auto noSource = parseLibvirtDomainXml("<domain type='kvm'><devices>\n<hostdev mode='subsystem' type='pci'>"
                                                    "<address type='pci' bus='0' slot='5'/></hostdev>\n</devices></domain>\n");
        QVERIFY(hasDiagnostic(noSource.diagnostics, 2, Severity::Warning, "source"));
        QCOMPARE(noSource.value[0].devices.first().id, QStringLiteral("pci.0")); // implicit root
    }

    void messyInput()
    {
        QByteArray crlf = xmlFixture("pcie-root-port.x86_64-latest.xml");
        crlf.replace("\n", "\r\n");
        const VmConfiguration a = parseOne(crlf);
        const VmConfiguration b = parseOne(xmlFixture("pcie-root-port.x86_64-latest.xml"));
        QCOMPARE(a.devices.size(), b.devices.size());
        QCOMPARE(device(a, "pci.2").line, device(b, "pci.2").line);
        const auto empty = parseLibvirtDomainXml("");
        QVERIFY(!empty.hasErrors());
        QVERIFY(empty.value.isEmpty());
        QVERIFY(parseLibvirtDomainXml(TestUtil::garbage(65536, 5)).hasErrors());
        QVERIFY(parseLibvirtDomainXml("The quick brown fox.\n").hasErrors());
        QByteArray deep = "<domain type='kvm'><devices><disk>";
        for (int i = 0; i < 20000; ++i)
            deep += "<a>";
        const auto deepResult = parseLibvirtDomainXml(deep);
        QVERIFY(deepResult.hasErrors());
        QByteArray many = "<domain type='kvm'><devices>\n";
        for (int i = 0; i < 25000; ++i)
            many += "<memballoon model='virtio'><address type='pci' bus='0' slot='3'/></memballoon>\n";
        many += "</devices></domain>\n";
        const auto bounded = parseLibvirtDomainXml(many);
        QVERIFY(bounded.value.first().devices.size() <= 20001);
        QVERIFY(std::any_of(bounded.diagnostics.cbegin(), bounded.diagnostics.cend(),
            [](const Diagnostic& d) { return d.message.contains(u"20000"); }));
    }

    void everyFixtureIsLibvirt_data()
    {
        QTest::addColumn<QString>("path");
        QDirIterator it(TestUtil::fixturePath(QStringLiteral("libvirt-domain-xml")), QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.endsWith(u".md"))
                QTest::newRow(qPrintable(it.fileName())) << path;
        }
    }
    void everyFixtureIsLibvirt()
    {
        QFETCH(QString, path);
        const QByteArray data = TestUtil::readFile(path);
        const DetectedFormat detected = detectInputFormat(data);
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("libvirt-domain-xml"));
        QCOMPARE(sniffQemuCommandLine(data), 0);
        Diagnostics diagnostics;
        const nlohmann::json json = Json::parseToJson(*detected.format, data, &diagnostics);
        QVERIFY(!json["vms"].empty());
        if (!path.contains(u"truncated"))
            QCOMPARE(TestUtil::countSeverity(diagnostics, Severity::Error), 0);
    }

    void othersAreNotClaimed()
    {
        QCOMPARE(sniffLibvirtDomainXml("<domstatus state='running'>\n<domain type='kvm'>\n"), 0);
        QCOMPARE(sniffLibvirtDomainXml("<graphs version=\"1\">\n <graph id=\"0\"/>\n</graphs>\n"), 0);
        QCOMPARE(sniffLibvirtDomainXml(TestUtil::readFixture(QStringLiteral("qemu-cmdline/pve-q35-linux-hostpci.cmd"))), 0);
    }

    // libvirt's own pairs: the domain (dumpxml form) and the QEMU command line libvirt generates
    // from it. Both parsers must put the same devices in the same places with the same host
    // addresses; the XML alone also lists what the machine creates by itself.
    void domainMatchesItsCommandLine_data()
    {
        QTest::addColumn<QString>("xml");
        QTest::addColumn<QString>("args");
        for (const char* name : { "pcie-expander-bus", "pcie-root-port", "hostdev-pci-address-device", "hostdev-vfio-multidomain" }) {
            const QString base = QString::fromLatin1(name) + u".x86_64-latest";
            QTest::newRow(name) << (u"libvirt-domain-xml/" + base + u".xml") << (u"qemu-cmdline/libvirt-" + base + u".args");
        }
    }
    void domainMatchesItsCommandLine()
    {
        QFETCH(QString, xml);
        QFETCH(QString, args);
        const auto fromXml = parseLibvirtDomainXml(fixture(xml));
        const auto fromArgs = parseQemuCommandLine(fixture(args));
        QVERIFY(!fromXml.hasErrors() && !fromArgs.hasErrors());
        QCOMPARE(fromXml.value.size(), 1);
        QCOMPARE(fromArgs.value.size(), 1);
        const VmConfiguration& domain = fromXml.value.first();
        const VmConfiguration& qemu = fromArgs.value.first();
        QCOMPARE(domain.name, qemu.name);
        QCOMPARE(domain.uuid, qemu.uuid);
        QCOMPARE(domain.isQ35(), qemu.isQ35());
        QCOMPARE(domain.devices.first().id, qemu.devices.first().id); // pcie.0 / pci.0

        int matched = 0;
        for (const VmDevice& q : qemu.devices) {
            if (!q.slot) {
                QCOMPARE(q.kind, VmDeviceKind::RootBus); // only the root has no place
                continue;
            }
            const VmDevice* d = deviceAt(domain, q.parentBus, *q.slot);
            QVERIFY2(d, qPrintable(q.id + u" on " + q.parentBus + u" is not in the domain"));
            QCOMPARE(d->kind, q.kind);
            QCOMPARE(d->hostAddress, q.hostAddress);
            QCOMPARE(d->multifunction, q.multifunction);
            if (providesPciBus(d->kind)) {
                QCOMPARE(d->id, q.id); // libvirt's "pci.N" is the QEMU id
                QCOMPARE(d->driver, q.driver);
                QCOMPARE(d->busNumber, q.busNumber);
                QCOMPARE(d->numaNode, q.numaNode);
                QCOMPARE(d->chassis, q.chassis);
            }
            ++matched;
        }
        for (const VmDevice& d : domain.devices) {
            if (!d.slot || isMachineOwn(domain, d))
                continue;
            QVERIFY2(deviceAt(qemu, d.parentBus, *d.slot), qPrintable(d.driver + u" on " + d.parentBus + u" has no -device"));
        }
        QVERIFY(matched >= 3);
    }

private:
    static bool providesPciBus(VmDeviceKind kind)
    {
        return kind == VmDeviceKind::RootBus || kind == VmDeviceKind::RootPort || kind == VmDeviceKind::SwitchUpstream
            || kind == VmDeviceKind::SwitchDownstream || kind == VmDeviceKind::PciBridge;
    }
};

QTEST_GUILESS_MAIN(TestParseLibvirtDomainXml)
#include "tst_parse_libvirtdomainxml.moc"
