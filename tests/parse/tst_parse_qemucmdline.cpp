// SPDX-License-Identifier: GPL-3.0-or-later
// qemu-cmdline: qemu-server's own command lines (qm showcmd --pretty), libvirt's generated ones
// (old option syntax and the JSON -device of libvirt >= 8), the qemu-processes /proc blocks,
// and every way a paste goes wrong.
#include "io/parsejson.h"
#include "parse/formats.h"
#include "parse/qemu/qemu.h"
#include "testutil.h"
#include "parse/vmconfigtestutil.h"

#include <QDirIterator>
#include <QTest>

#include <functional>

#include <nlohmann/json.hpp>

using namespace Topo;
using namespace VmTest;

namespace {

QByteArray qemuFixture(const char* name)
{
    return fixture(u"qemu-cmdline/" + QString::fromLatin1(name));
}

ParseResult<QList<VmConfiguration>> parseOne(const QByteArray& data, VmConfiguration* vm)
{
    auto result = parseQemuCommandLine(data);
    if (result.value.size() != 1)
        qFatal("expected one VM, got %d: %s", int(result.value.size()), TestUtil::describe(result.diagnostics).constData());
    *vm = result.value.first();
    return result;
}

bool hasDiagnostic(const Diagnostics& diagnostics, int line, Severity severity, const char* fragment)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(), [&](const Diagnostic& d) {
        return d.line == line && d.severity == severity && d.message.contains(QString::fromUtf8(fragment));
    });
}

/// The same VM read twice (from two shapes of one command line): the same devices in the same
/// places. Lines differ by shape and are not compared.
void compareLayouts(const VmConfiguration& a, const VmConfiguration& b)
{
    QCOMPARE(a.name, b.name);
    QCOMPARE(a.machineType, b.machineType);
    QCOMPARE(a.devices.size(), b.devices.size());
    for (qsizetype i = 0; i < a.devices.size(); ++i) {
        const VmDevice& x = a.devices[i];
        const VmDevice& y = b.devices[i];
        QCOMPARE(x.id, y.id);
        QCOMPARE(x.driver, y.driver);
        QCOMPARE(x.kind, y.kind);
        QCOMPARE(x.parentBus, y.parentBus);
        QCOMPARE(x.slot, y.slot);
        QCOMPARE(x.slotAssumed, y.slotAssumed);
        QCOMPARE(x.hostAddress, y.hostAddress);
        QCOMPARE(x.properties, y.properties);
    }
}

} // namespace

class TestParseQemuCmdline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // What pairs a guest with the VM: the SMBIOS UUID (-uuid, else -smbios type=1,uuid=, as
    // qemu-server writes it) and the NICs' mac=, lower case.
    void uuidAndMacs()
    {
        VmConfiguration pve;
        parseOne(qemuFixture("pve-q35-linux-hostpci.cmd"), &pve);
        QCOMPARE(pve.uuid, QStringLiteral("3dd750ce-d910-44d0-9493-525c0be4e687"));
        QCOMPARE(pve.macs, QStringList { QStringLiteral("2e:01:68:f9:9c:87") });

        VmConfiguration libvirt;
        parseOne(qemuFixture("libvirt-pci-expander-bus.args"), &libvirt);
        QCOMPARE(libvirt.uuid, QStringLiteral("3ec6cbe1-b5a2-4515-b800-31a61855df41"));
        QCOMPARE(libvirt.macs.size(), 32);
        QCOMPARE(libvirt.macs.first(), QStringLiteral("52:54:00:f1:95:51"));
        QCOMPARE(libvirt.macs.last(), QStringLiteral("52:54:00:7e:6e:c8"));

        // Constructed: -nic and -net nic carry their own MAC; -set changes a device's; a broken
        // one is named.
        VmConfiguration nic;
        const auto result = parseOne("==> /proc/7/cmdline <==\nqemu-system-x86_64\n-machine\nq35\n-nic\nuser,mac=52:54:00:00:00:0A\n"
                                     "-net\nnic,macaddr=52:54:00:00:00:0b\n-device\nvirtio-net-pci,id=n1,mac=52:54:00:00:00:01\n"
                                     "-set\ndevice.n1.mac=52:54:00:00:00:0c\n-device\ne1000,mac=zz\n",
            &nic);
        QCOMPARE(nic.macs, (QStringList { QStringLiteral("52:54:00:00:00:0a"), QStringLiteral("52:54:00:00:00:0b"),
                               QStringLiteral("52:54:00:00:00:0c") }));
        QVERIFY(hasDiagnostic(result.diagnostics, 14, Severity::Warning, "not a MAC address"));
    }

    // qemu-server's q35 command line: -readconfig pve-q35-4.0.cfg declares the USB controllers,
    // the four ich9-pcie-port root ports, the DMI bridge and the pci.0-3 bridges behind it; the
    // hostpci entries go on them.
    void proxmoxQ35()
    {
        const QByteArray data = qemuFixture("pve-q35-linux-hostpci.cmd");
        VmConfiguration vm;
        const auto result = parseOne(data, &vm);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(vm.source, VmConfiguration::Source::QemuCommandLine);
        QCOMPARE(vm.name, QStringLiteral("vm8006"));
        QCOMPARE(vm.proxmoxVmid, std::optional<qint64>(8006));
        QCOMPARE(vm.machineType, QStringLiteral("q35+pve0")); // type= of the last -machine
        QVERIFY(vm.isQ35());
        QCOMPARE(vm.line, 1);

        const VmDevice& root = vm.devices.first();
        QCOMPARE(root.id, QStringLiteral("pcie.0"));
        QCOMPARE(root.kind, VmDeviceKind::RootBus);
        QCOMPARE(root.busNumber, std::optional<int>(0));
        QVERIFY(root.parentBus.isEmpty());

        const int readconfig = lineOf(data, "-readconfig");
        for (int port = 1; port <= 4; ++port) {
            const VmDevice& p = device(vm, qPrintable(u"ich9-pcie-port-" + QString::number(port)));
            QCOMPARE(p.kind, VmDeviceKind::RootPort);
            QCOMPARE(p.driver, QStringLiteral("pcie-root-port"));
            QCOMPARE(p.parentBus, QStringLiteral("pcie.0"));
            QCOMPARE(p.slot, slot(0x1c, port - 1));
            QCOMPARE(p.chassis, std::optional<int>(port));
            QCOMPARE(p.linkSpeedGTs, 16.0);
            QCOMPARE(p.linkWidth, 32);
            QVERIFY(p.multifunction);
            QCOMPARE(p.line, readconfig);
        }
        QCOMPARE(device(vm, "pcidmi").kind, VmDeviceKind::PciBridge);
        QCOMPARE(device(vm, "pcidmi").slot, slot(0x1e));
        for (int bridge = 0; bridge <= 3; ++bridge) {
            const VmDevice& b = device(vm, qPrintable(u"pci." + QString::number(bridge)));
            QCOMPARE(b.kind, VmDeviceKind::PciBridge);
            QCOMPARE(b.parentBus, QStringLiteral("pcidmi"));
            QCOMPARE(b.slot, slot(bridge + 1));
            QCOMPARE(b.chassis, std::optional<int>(bridge + 1));
        }
        QCOMPARE(device(vm, "ehci").slot, slot(0x1d, 7));
        QCOMPARE(device(vm, "audio0").slot, slot(0x1b));

        const VmDevice& hostpci1 = device(vm, "hostpci1");
        QCOMPARE(hostpci1.kind, VmDeviceKind::Passthrough);
        QCOMPARE(hostpci1.parentBus, QStringLiteral("ich9-pcie-port-2"));
        QCOMPARE(hostpci1.slot, slot(0));
        QVERIFY(!hostpci1.slotAssumed);
        QCOMPARE(hostpci1.hostAddress, bdf("0000:d0:13.0"));
        QCOMPARE(hostpci1.line, lineOf(data, "id=hostpci1"));
        // qemu-server's test uses host device numbers no PCI bus has (0xff > 0x1f): kept, flagged.
        const VmDevice& hostpci0 = device(vm, "hostpci0");
        QCOMPARE(hostpci0.parentBus, QStringLiteral("pci.0"));
        QCOMPARE(hostpci0.slot, slot(0x10));
        QVERIFY(!hostpci0.hostAddress);
        QVERIFY(hasDiagnostic(result.diagnostics, lineOf(data, "id=hostpci0"), Severity::Warning, "0000:00:ff.1"));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 2);

        // Ports the command line adds beyond the .cfg's four.
        const VmDevice& port5 = device(vm, "ich9-pcie-port-5");
        QCOMPARE(port5.slot, slot(0x10, 0));
        QCOMPARE(port5.chassis, std::optional<int>(5));
        QCOMPARE(device(vm, "hostpci4").parentBus, QStringLiteral("ich9-pcie-port-5"));
        QCOMPARE(device(vm, "hostpci4").hostAddress, bdf("d0:17.0"));
        QCOMPARE(device(vm, "ich9-pcie-port-8").slot, slot(0x10, 3));
        QCOMPARE(device(vm, "hostpci7").parentBus, QStringLiteral("ich9-pcie-port-8"));
        QCOMPARE(device(vm, "vga").kind, VmDeviceKind::Endpoint);
        QCOMPARE(device(vm, "vga").slot, slot(1));
        QCOMPARE(device(vm, "net0").parentBus, QStringLiteral("pci.0"));
        QCOMPARE(device(vm, "net0").slot, slot(0x12));
        // Not on a PCI bus: vmgenid (no bus), usb-tablet (on ehci.0).
        QVERIFY(!vm.device(QStringLiteral("tablet")));
        QVERIFY(std::none_of(vm.devices.cbegin(), vm.devices.cend(), [](const VmDevice& d) { return d.driver == u"vmgenid"; }));
        // -global ICH9-LPC.* lands on no listed device; the properties of the rest are as written.
        QCOMPARE(hostpci1.properties.first(), qMakePair(QStringLiteral("driver"), QStringLiteral("vfio-pci")));
    }

    void proxmoxMultifunction()
    {
        VmConfiguration vm;
        parseOne(qemuFixture("pve-q35-linux-hostpci-multifunction.cmd"), &vm);
        QCOMPARE(device(vm, "hostpci0.0").slot, slot(0x10, 0));
        QVERIFY(device(vm, "hostpci0.0").multifunction);
        QCOMPARE(device(vm, "hostpci0.1").slot, slot(0x10, 1));
        QVERIFY(!device(vm, "hostpci0.1").multifunction);
        QCOMPARE(device(vm, "hostpci1").slot, slot(0x11));
        QCOMPARE(device(vm, "hostpci1").parentBus, QStringLiteral("pci.0"));
    }

    void proxmoxI440fx()
    {
        const QByteArray data = qemuFixture("pve-i440fx-win10-hostpci.cmd");
        VmConfiguration vm;
        const auto result = parseOne(data, &vm);
        QVERIFY(!result.hasErrors());
        QCOMPARE(vm.machineType, QStringLiteral("pc-i440fx-5.1+pve0"));
        QVERIFY(!vm.isQ35());
        QCOMPARE(vm.devices.first().id, QStringLiteral("pci.0"));
        QCOMPARE(vm.devices.first().kind, VmDeviceKind::RootBus);
        QCOMPARE(device(vm, "pci.1").kind, VmDeviceKind::PciBridge);
        QCOMPARE(device(vm, "pci.1").slot, slot(0x1e));
        QCOMPARE(device(vm, "pci.2").chassis, std::optional<int>(2));
        QCOMPARE(device(vm, "uhci").slot, slot(1, 2)); // addr=0x1.0x2
        QCOMPARE(device(vm, "hostpci0").parentBus, QStringLiteral("pci.0"));
        QCOMPARE(device(vm, "hostpci0").slot, slot(0x10));
        QVERIFY(!vm.device(QStringLiteral("tablet"))); // bus=uhci.0: USB
        QCOMPARE(vm.devices.size(), 8);
    }

    // libvirt >= 8: every -device a JSON object; a pxb-pcie with its bus number and NUMA node,
    // a root port behind it, a switch with 32 downstream ports, NICs behind those.
    void libvirtJsonExpanderAndSwitch()
    {
        const QByteArray data = qemuFixture("libvirt-pcie-expander-bus.x86_64-latest.args");
        VmConfiguration vm;
        const auto result = parseOne(data, &vm);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        verifyPcieExpanderBusTestVm(vm);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(vm.line, lineOf(data, "/usr/bin/qemu-system-x86_64")); // after the env assignments
        for (int index = 4; index <= 35; ++index) {
            const VmDevice& nic = device(vm, qPrintable(u"net" + QString::number(index - 4)));
            QCOMPARE(nic.parentBus, QStringLiteral("pci.%1").arg(index));
            QCOMPARE(nic.slot, slot(0));
        }
        QCOMPARE(device(vm, "net0").driver, QStringLiteral("rtl8139"));
        QCOMPARE(device(vm, "usb").parentBus, QStringLiteral("pci.36"));
        QVERIFY(!vm.device(QStringLiteral("sata0-0-0"))); // ide-hd on ide.0
        QCOMPARE(vm.devices.size(), 1 + 36 + 1 + 32);
    }

    void libvirtOptionSyntax()
    {
        const QByteArray data = qemuFixture("libvirt-pcie-root-port.args");
        VmConfiguration vm;
        const auto result = parseOne(data, &vm);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(vm.name, QStringLiteral("q35-test")); // -name without guest=
        QCOMPARE(device(vm, "pci.1").driver, QStringLiteral("ioh3420"));
        QCOMPARE(device(vm, "pci.1").kind, VmDeviceKind::RootPort);
        QCOMPARE(device(vm, "pci.1").slot, slot(2, 0));
        QVERIFY(device(vm, "pci.1").multifunction);
        QCOMPARE(device(vm, "pci.2").slot, slot(2, 1));
        QCOMPARE(device(vm, "pci.2").chassis, std::optional<int>(40));
        QCOMPARE(device(vm, "video0").slot, slot(1));
        QCOMPARE(device(vm, "pci.2").line, lineOf(data, "id=pci.2"));
    }

    void libvirtPxbOnI440fx()
    {
        VmConfiguration vm;
        parseOne(qemuFixture("libvirt-pci-expander-bus.args"), &vm);
        QCOMPARE(vm.machineType, QStringLiteral("pc-i440fx-2.5"));
        QCOMPARE(device(vm, "pci.1").driver, QStringLiteral("pxb"));
        QCOMPARE(device(vm, "pci.1").busNumber, std::optional<int>(254));
        QCOMPARE(device(vm, "pci.1").numaNode, std::optional<int>(1));
        QCOMPARE(device(vm, "pci.2").busNumber, std::optional<int>(252));
        QVERIFY(!device(vm, "pci.2").numaNode);
        QCOMPARE(device(vm, "net26").parentBus, QStringLiteral("pci.1"));
        QCOMPARE(device(vm, "net26").slot, slot(0));
        QCOMPARE(device(vm, "net25").slot, slot(0x1f));
    }

    void libvirtSwitchBehindSwitch()
    {
        VmConfiguration vm;
        const auto result = parseOne(qemuFixture("libvirt-pcie-switch-downstream-port.args"), &vm);
        QVERIFY(result.diagnostics.isEmpty());
        QCOMPARE(device(vm, "pci.7").kind, VmDeviceKind::SwitchUpstream);
        QCOMPARE(device(vm, "pci.7").parentBus, QStringLiteral("pci.3"));
        QCOMPARE(device(vm, "pci.6").chassis, std::optional<int>(30));
        QCOMPARE(device(vm, "pci.6").slot, slot(3));
    }

    void libvirtHostAddresses()
    {
        VmConfiguration vm;
        parseOne(qemuFixture("libvirt-hostdev-vfio-multidomain.x86_64-latest.args"), &vm);
        QCOMPARE(device(vm, "hostdev0").hostAddress, bdf("0021:de:1f.1"));
        QCOMPARE(device(vm, "usb").slot, slot(1, 2)); // "0x1.0x2"
        parseOne(qemuFixture("libvirt-hostdev-pci-address-device.x86_64-latest.args"), &vm);
        QCOMPARE(device(vm, "hostdev0").hostAddress, bdf("0000:06:12.5"));
        QCOMPARE(device(vm, "hostdev0").slot, slot(2));
    }

    // The qemu-processes capture: the real argv of two command lines above (turned into their
    // /proc/PID/cmdline and through the plan's own tr), read exactly as their pasted forms.
    void procBlocksReadAsThePaste()
    {
        const QByteArray data = qemuFixture("synthetic-qemu-processes.txt");
        const auto result = parseQemuCommandLine(data);
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.size(), 2);
        QCOMPARE(result.value[0].pid, std::optional<int>(2817));
        QCOMPARE(result.value[0].line, 1);
        QCOMPARE(result.value[1].pid, std::optional<int>(3390));
        QCOMPARE(result.value[1].line, lineOf(data, "==> /proc/3390/cmdline <=="));
        VmConfiguration pasted;
        parseOne(qemuFixture("pve-q35-linux-hostpci.cmd"), &pasted);
        compareLayouts(result.value[0], pasted);
        parseOne(qemuFixture("libvirt-pcie-expander-bus.x86_64-latest.args"), &pasted);
        compareLayouts(result.value[1], pasted);
        // One argument per line: a device's line is its value's.
        QCOMPARE(device(result.value[0], "hostpci1").line, lineOf(data, "id=hostpci1"));
    }

    // A real capture: two QEMU 7.2 processes on this project's machine, taken with the plan's
    // own loop body, and QEMU's query-pci of both. Every device the parser places (assumed slots,
    // a root port without bus= that QEMU puts on the newest expander, the default VGA) is where
    // QEMU put it, and every device QEMU shows that the parser does not list is the machine's own.
    void labCaptureMatchesQemu()
    {
        const QByteArray data = qemuFixture("lab-qemu-processes.txt");
        const auto result = parseQemuCommandLine(data);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 2);
        const nlohmann::json truth = nlohmann::json::parse(qemuFixture("lab-qemu-processes.query-pci.json").toStdString());
        int checked = 0;
        for (const auto& [vm, key] : { std::pair(result.value[0], "q35"), std::pair(result.value[1], "pc") }) {
            QVERIFY(vm.pid.has_value());
            QCOMPARE(vm.name, QString::fromLatin1(key == std::string("q35") ? "lab-autoslots" : "lab-defaults"));
            const int ownSlot = vm.isQ35() ? 0x1f : 0x01;
            // Walk QEMU's answer: every function, with the id of the bus it sits on.
            // &machine: clang 14 can't capture the structured binding itself.
            std::function<void(const nlohmann::json&, const QString&)> walk = [&, &machine = vm](const nlohmann::json& bus, const QString& busId) {
                for (const nlohmann::json& function : bus["devices"]) {
                    const VmSlot at { function["slot"].get<int>(), function["function"].get<int>() };
                    const QString id = QString::fromStdString(function.value("qdev_id", std::string()));
                    const VmDevice* parsed = deviceAt(machine, busId, at);
                    if (!id.isEmpty()) {
                        QVERIFY2(parsed, qPrintable(id + u" is not where QEMU put it"));
                        QCOMPARE(parsed->id, id);
                        ++checked;
                    } else if (at.device != 0 && at.device != ownSlot) {
                        QVERIFY2(parsed && parsed->id.startsWith(u'#'), qPrintable(u"QEMU's own device at " + busId));
                        ++checked;
                    }
                    if (function.contains("pci_bridge") && function["pci_bridge"].contains("devices"))
                        walk(function["pci_bridge"], id);
                }
            };
            for (const nlohmann::json& root : truth[key]) {
                const int number = root["bus"].get<int>();
                const auto expander = std::find_if(vm.devices.cbegin(), vm.devices.cend(),
                    [&](const VmDevice& d) { return d.busNumber == number; });
                QVERIFY(expander != vm.devices.cend());
                walk(root, expander->id);
            }
        }
        QCOMPARE(checked, 16 + 4);
        const VmConfiguration& q35 = result.value[0];
        QCOMPARE(device(q35, "rp2").parentBus, QStringLiteral("pxb1")); // no bus=, after the expander
        QCOMPARE(device(q35, "rp3").parentBus, QStringLiteral("pcie.0")); // no bus=, before it
        QCOMPARE(device(q35, "rp3").chassis, std::optional<int>(9));      // -set
        QCOMPARE(device(q35, "rp1").linkWidth, 8);                        // -global
        QCOMPARE(device(q35, "rp2").linkWidth, 16);                       // its own
        QCOMPARE(device(q35, "pxb1").numaNode, std::optional<int>(1));
        QCOMPARE(device(q35, "gpu1").serial, QStringLiteral("STANDIN-GPU1"));
    }

    // An empty argument (-append '') is an empty line inside the block, a newline inside an
    // argument is \001; hostile text stays text.
    void procBlocksEmptyArgumentAndNewline()
    {
        const QByteArray data = qemuFixture("synthetic-proc-hostile.txt");
        const auto result = parseQemuCommandLine(data);
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.size(), 1); // process 778 ended before it was read
        QVERIFY(hasDiagnostic(result.diagnostics, lineOf(data, "/proc/778"), Severity::Info, "778"));
        const VmConfiguration& vm = result.value.first();
        QCOMPARE(vm.pid, std::optional<int>(777));
        QVERIFY(vm.name.startsWith(QStringLiteral("<b>evil</b> \"vm\" 'x'")));
        QVERIFY(vm.name.contains(QStringLiteral("second line")));
        QVERIFY(!vm.name.contains(u"debug-threads"));
        QVERIFY(!hasControlCharacters(vm.name)); // the \001 newline and the ESC are cleaned
        QCOMPARE(vm.machineType, QStringLiteral("pc-q35-8.1"));
        // Everything after the empty argument is still read.
        const VmDevice& port = device(vm, "rp0");
        QCOMPARE(port.kind, VmDeviceKind::RootPort);
        QCOMPARE(port.slot, slot(2));
        QCOMPARE(port.line, lineOf(data, "\"id\":\"rp0\""));
        QCOMPARE(device(vm, "gpu0").hostAddress, bdf("17:00.0"));
        QCOMPARE(device(vm, "gpu0").parentBus, QStringLiteral("rp0"));
        QCOMPARE(device(vm, "nvme0").serial, QStringLiteral("<script>alert(1)</script>,\"x\"")); // ",," is a comma
        QCOMPARE(device(vm, "nvme0").slot, slot(1)); // q35 -nodefaults: 00 is the MCH, 01 free
        QVERIFY(device(vm, "nvme0").slotAssumed);
        QCOMPARE(device(vm, "nic0").parentBus, QStringLiteral("nowhere"));
        QVERIFY(!device(vm, "nic0").slot);
        QVERIFY(hasDiagnostic(result.diagnostics, lineOf(data, "bus=nowhere"), Severity::Warning, "nowhere"));
    }

    void procBlocksFromWindowsClipboard()
    {
        QByteArray data = qemuFixture("synthetic-qemu-processes.txt");
        data.replace("\n", "\r\n");
        const auto result = parseQemuCommandLine(data);
        QCOMPARE(result.value.size(), 2);
        VmConfiguration pasted;
        parseOne(qemuFixture("pve-q35-linux-hostpci.cmd"), &pasted);
        compareLayouts(result.value[0], pasted);
    }

    // Plain `qm showcmd` prints the same words on one line (constructed from the --pretty form).
    void oneLineShowcmd()
    {
        QByteArray data = qemuFixture("pve-q35-linux-hostpci.cmd");
        data.replace(" \\\n", " ");
        QCOMPARE(data.count('\n'), 1);
        VmConfiguration oneLine, pretty;
        parseOne(data, &oneLine);
        parseOne(qemuFixture("pve-q35-linux-hostpci.cmd"), &pretty);
        compareLayouts(oneLine, pretty);
        QCOMPARE(device(oneLine, "hostpci3").line, 1);
    }

    // Two VMs in one paste with a libvirt log's own lines around them; an apostrophe in a log
    // line is not a quote of any command line.
    void severalVmsInOnePaste()
    {
        const QByteArray first = qemuFixture("libvirt-pcie-root-port.x86_64-latest.args");
        const QByteArray second = qemuFixture("pve-i440fx-win10-hostpci.cmd");
        const QByteArray data = "2024-05-02 09:12:44.120+0000: starting up libvirt version: 9.0.0, qemu version: 7.2.0\n"
            + first + "qemu-system-x86_64: warning: host doesn't support requested feature: CPUID.80000001H:ECX.svm\n"
            + "2024-05-02 09:13:02.004+0000: shutting down, reason=destroyed\nroot@pve:~# qm showcmd 8006 --pretty\n"
            + second;
        const auto result = parseQemuCommandLine(data);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 2);
        QCOMPARE(result.value[0].name, QStringLiteral("q35-test"));
        QCOMPARE(result.value[0].line, 2 + lineOf(first, "/usr/bin/qemu-system-x86_64") - 1);
        QCOMPARE(result.value[1].name, QStringLiteral("vm8006"));
        QCOMPARE(result.value[1].line, lineOf(data, "/usr/bin/kvm"));
        QCOMPARE(device(result.value[1], "hostpci0").line, lineOf(data, "id=hostpci0"));
    }

    void shellWords()
    {
        const QByteArray data = "root@pve:~# LC_ALL=C PATH=/usr/bin \\\n"
                                "  /usr/bin/qemu-system-x86_64 -name \"guest=a \\\"quoted\\\" \\$name\",debug-threads=on \\\n"
                                "  -machine q35 -nodefaults \\\n"
                                "  -device 'pcie-root-port,id=rp1,bus=pcie.0,addr=0x1c.2,chassis=7,slot=3,x-speed=2_5,x-width=16' \\\n"
                                "  -device \"vfio-pci,host=17:00.0,id=gpu,bus=rp1\" -device vfio-pci,sysfsdev=/sys/bus/pci/devices/0000:18:00.1,bus=pcie.0,addr=5 \\\n"
                                "  -frobnicate x -S\n";
        VmConfiguration vm;
        const auto result = parseOne(data, &vm);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData()); // -frobnicate: silent
        QCOMPARE(vm.name, QStringLiteral("a \"quoted\" $name"));
        QCOMPARE(vm.line, 2);
        const VmDevice& port = device(vm, "rp1");
        QCOMPARE(port.slot, slot(0x1c, 2));
        QCOMPARE(port.chassis, std::optional<int>(7));
        QCOMPARE(port.portSlot, std::optional<int>(3));
        QCOMPARE(port.linkSpeedGTs, 2.5);
        QCOMPARE(port.linkWidth, 16);
        QCOMPARE(port.line, 4);
        const VmDevice& gpu = device(vm, "gpu");
        QCOMPARE(gpu.hostAddress, bdf("0000:17:00.0"));
        QCOMPARE(gpu.slot, slot(0)); // behind a port only device 0 exists
        QVERIFY(!gpu.slotAssumed);
        QCOMPARE(gpu.line, 5);
        const VmDevice& bySysfs = vm.devices.last();
        QCOMPARE(bySysfs.id, QStringLiteral("#3")); // no id=: generated
        QCOMPARE(bySysfs.hostAddress, bdf("0000:18:00.1"));
        QCOMPARE(bySysfs.slot, slot(5)); // addr=5: hex, as QEMU reads it
    }

    // -set edits the device's own options (it wins over them); -global fills in what a device
    // leaves unset; neither changes JSON devices the way -set would.
    void setAndGlobal()
    {
        const QByteArray data = "qemu-system-x86_64 -machine q35 -nodefaults \\\n"
                                " -global pcie-root-port.x-speed=16 \\\n"
                                " -global driver=pcie-root-port,property=x-width,value=8 \\\n"
                                " -device pcie-root-port,id=rp1,bus=pcie.0,addr=2,x-width=4,chassis=1 \\\n"
                                " -device pcie-root-port,id=rp2,bus=pcie.0,addr=3,chassis=2 \\\n"
                                " -device '{\"driver\":\"pcie-root-port\",\"id\":\"rp3\",\"bus\":\"pcie.0\",\"addr\":\"0x6\",\"chassis\":3}' \\\n"
                                " -set device.rp2.chassis=9 -set device.rp1.addr=0x4 \\\n"
                                " -set device.rp3.chassis=10 \\\n"
                                " -set device.nothere.addr=1\n";
        VmConfiguration vm;
        const auto result = parseOne(data, &vm);
        QCOMPARE(device(vm, "rp1").linkSpeedGTs, 16.0); // -global
        QCOMPARE(device(vm, "rp1").linkWidth, 4);       // its own beats -global
        QCOMPARE(device(vm, "rp1").slot, slot(4));      // -set beats its own
        QCOMPARE(device(vm, "rp2").linkWidth, 8);
        QCOMPARE(device(vm, "rp2").chassis, std::optional<int>(9));
        QCOMPARE(device(vm, "rp3").linkSpeedGTs, 16.0); // globals apply to JSON devices
        QCOMPARE(device(vm, "rp3").chassis, std::optional<int>(3));
        QVERIFY(device(vm, "rp1").properties.contains(qMakePair(QStringLiteral("x-speed"), QStringLiteral("16"))));
        QVERIFY(hasDiagnostic(result.diagnostics, 8, Severity::Warning, "JSON"));
        QVERIFY(hasDiagnostic(result.diagnostics, 9, Severity::Warning, "nothere"));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 2);
    }

    // Slots QEMU assigns: in command-line order, the first slot whose function 0 is free, after
    // the machine's own devices and every explicit addr=.
    void assumedSlots()
    {
        VmConfiguration vm;
        parseOne("qemu-system-x86_64 -machine q35 -nodefaults -device nvme,id=d1,serial=S1,addr=0x1 "
                 "-device virtio-net-pci,id=n1 -device e1000e,id=n2 -device pci-bridge,id=br,addr=0x5,chassis_nr=1 "
                 "-device e1000,id=n3,bus=br -device usb-tablet,id=t\n",
            &vm);
        QCOMPARE(device(vm, "n1").slot, slot(2));
        QVERIFY(device(vm, "n1").slotAssumed);
        QCOMPARE(device(vm, "d1").slot, slot(1));
        QVERIFY(!device(vm, "d1").slotAssumed);
        QCOMPARE(device(vm, "d1").serial, QStringLiteral("S1"));
        QCOMPARE(device(vm, "n2").slot, slot(3));
        QCOMPARE(device(vm, "n3").parentBus, QStringLiteral("br"));
        QCOMPARE(device(vm, "n3").slot, slot(0)); // QEMU 7.2 uses slot 0 of a pci-bridge too
        QVERIFY(!vm.device(QStringLiteral("t")));

        // Without -nodefaults (and no -machine: pc), QEMU's own VGA and NIC come first.
        const auto defaults = parseOne("qemu-system-x86_64 -device virtio-net-pci,id=n1\n", &vm);
        QVERIFY(hasDiagnostic(defaults.diagnostics, 1, Severity::Info, "-machine"));
        QCOMPARE(vm.devices.first().id, QStringLiteral("pci.0"));
        QCOMPARE(device(vm, "#vga").driver, QStringLiteral("VGA"));
        QCOMPARE(device(vm, "#vga").slot, slot(2)); // 00 host bridge, 01 PIIX3
        QCOMPARE(device(vm, "#nic").driver, QStringLiteral("e1000"));
        QCOMPARE(device(vm, "#nic").slot, slot(3));
        QCOMPARE(device(vm, "n1").slot, slot(4));
        parseOne("qemu-system-x86_64 -M q35 -vga none -netdev user,id=u -device virtio-vga,id=v\n", &vm);
        QVERIFY(!vm.device(QStringLiteral("#vga")));
        QVERIFY(!vm.device(QStringLiteral("#nic")));
        QCOMPARE(device(vm, "v").slot, slot(1));

        // 0x1f is ICH9's on q35: 30 free slots, then none.
        QByteArray many = "qemu-system-x86_64 -machine q35 -nodefaults";
        for (int i = 0; i < 31; ++i)
            many += " -device e1000e,id=n" + QByteArray::number(i);
        const auto full = parseOne(many, &vm);
        QCOMPARE(device(vm, "n29").slot, slot(30));
        QVERIFY(!device(vm, "n30").slot);
        QVERIFY(hasDiagnostic(full.diagnostics, 1, Severity::Warning, "no free slot"));
    }

    // ps prints arguments without their shell quotes: the JSON is read from the text as written.
    void jsonWithoutShellQuotes()
    {
        VmConfiguration vm;
        const auto result = parseOne("qemu-system-x86_64 -machine q35 -device {\"driver\":\"vfio-pci\",\"host\":\"0000:17:00.0\","
                                     "\"id\":\"hostdev0\",\"bus\":\"pcie.0\",\"addr\":\"0x5\"}\n",
            &vm);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(device(vm, "hostdev0").hostAddress, bdf("17:00.0"));
        QCOMPARE(device(vm, "hostdev0").slot, slot(5));
        // A JSON number for addr is a devfn.
        parseOne("qemu-system-x86_64 -machine q35 -device '{\"driver\":\"nvme\",\"id\":\"d\",\"addr\":17}'\n", &vm);
        QCOMPARE(device(vm, "d").slot, slot(2, 1));
    }

    void diagnostics()
    {
        // A paste cut inside a quote: an error where the quote opened, what came before kept.
        const QByteArray cut = qemuFixture("synthetic-truncated-paste.txt");
        VmConfiguration vm;
        const auto truncated = parseOne(cut, &vm);
        QCOMPARE(TestUtil::countSeverity(truncated.diagnostics, Severity::Error), 1);
        QVERIFY(hasDiagnostic(truncated.diagnostics, lineOf(cut, "id=ich9-pcie-port-5") + 1, Severity::Error, "quote"));
        QCOMPARE(device(vm, "ich9-pcie-port-5").slot, slot(0x10));
        QVERIFY(!vm.device(QStringLiteral("hostpci4")));
        QVERIFY(vm.machineType.isEmpty()); // -machine came after the cut: q35 from pcie.0, said so
        QCOMPARE(vm.devices.first().id, QStringLiteral("pcie.0"));
        QVERIFY(hasDiagnostic(truncated.diagnostics, 1, Severity::Info, "q35"));

        const QByteArray odd = qemuFixture("synthetic-bus-names-nothing.txt");
        const auto oddResult = parseOne(odd, &vm);
        QVERIFY(!oddResult.hasErrors());
        QCOMPARE(vm.line, 2); // the prompt line starts no VM
        QCOMPARE(vm.name, QStringLiteral("gpu-guest"));
        QVERIFY(hasDiagnostic(oddResult.diagnostics, lineOf(odd, "ich9-pcie-port-9"), Severity::Warning, "ich9-pcie-port-9"));
        QCOMPARE(device(vm, "hostpci0").parentBus, QStringLiteral("ich9-pcie-port-9"));
        QVERIFY(hasDiagnostic(oddResult.diagnostics, lineOf(odd, "0000:67:00.0"), Severity::Warning, "hostpci1"));
        QCOMPARE(device(vm, "hostpci1").hostAddress, bdf("66:00.0")); // the first of that id
        QVERIFY(hasDiagnostic(oddResult.diagnostics, lineOf(odd, "addr=zz"), Severity::Warning, "zz"));
        QVERIFY(!device(vm, "net0").slot);
        QVERIFY(hasDiagnostic(oddResult.diagnostics, lineOf(odd, "6g:00.0"), Severity::Warning, "6g:00.0"));
        QVERIFY(!device(vm, "hostpci3").hostAddress);
        QCOMPARE(device(vm, "nvme0").serial, QStringLiteral("STANDIN01"));
        QCOMPARE(TestUtil::countSeverity(oddResult.diagnostics, Severity::Warning), 4);

        const auto noValue = parseQemuCommandLine("kvm -machine q35 -device\n");
        QVERIFY(hasDiagnostic(noValue.diagnostics, 1, Severity::Error, "-device"));
        const auto noDriver = parseQemuCommandLine("kvm -machine q35 \\\n -device ,id=x \\\n -device '{\"id\":\"y\"}'\n");
        QVERIFY(hasDiagnostic(noDriver.diagnostics, 2, Severity::Error, "driver"));
        QVERIFY(hasDiagnostic(noDriver.diagnostics, 3, Severity::Error, "driver"));
        const auto badJson = parseQemuCommandLine("kvm -machine q35 -device '{\"driver\":'\n");
        QVERIFY(hasDiagnostic(badJson.diagnostics, 1, Severity::Error, "JSON"));
        const auto clash = parseQemuCommandLine("kvm -machine q35 -device pci-bridge,id=pcie.0,chassis_nr=1\n");
        QVERIFY(hasDiagnostic(clash.diagnostics, 1, Severity::Warning, "root bus"));
        QCOMPARE(clash.value.first().devices.first().kind, VmDeviceKind::RootBus);
    }

    void messyInput()
    {
        const QByteArray pretty = qemuFixture("pve-q35-linux-hostpci.cmd");
        VmConfiguration crlf, plain;
        QByteArray crlfData = pretty;
        crlfData.replace("\n", "\r\n");
        parseOne(crlfData, &crlf);
        parseOne(pretty, &plain);
        compareLayouts(crlf, plain);
        QCOMPARE(device(crlf, "hostpci1").line, device(plain, "hostpci1").line);

        const auto empty = parseQemuCommandLine("");
        QVERIFY(!empty.hasErrors()); // no VM runs: the capture is empty
        QVERIFY(empty.value.isEmpty());
        const auto prose = parseQemuCommandLine("kvm is a hypervisor.\nNothing to see here.\n");
        QVERIFY(prose.hasErrors());
        QVERIFY(prose.value.isEmpty());
        QVERIFY(parseQemuCommandLine(TestUtil::garbage(65536, 3)).hasErrors());
        QVERIFY(parseQemuCommandLine(QByteArray("kvm\0-device\0", 12)).hasErrors()); // binary

        // Huge: bounded (arguments per command line), and done.
        QByteArray huge = "kvm -machine q35 -nodefaults";
        for (int i = 0; i < 30000; ++i)
            huge += " -device e1000e";
        const auto bounded = parseQemuCommandLine(huge);
        QCOMPARE(bounded.value.size(), 1);
        QVERIFY(bounded.value.first().devices.size() < 20000);
        QVERIFY(hasDiagnostic(bounded.diagnostics, 1, Severity::Warning, "20000"));
        QByteArray deep = "kvm -device '{\"a\":";
        deep += QByteArray(100000, '[') + "'\n";
        QVERIFY(parseQemuCommandLine(deep).hasErrors());
        QByteArray quotes(200000, '\'');
        quotes += "\nkvm -machine q35 -device nvme,id=d\n";
        const auto manyQuotes = parseQemuCommandLine(quotes);
        QCOMPARE(manyQuotes.value.size(), 1);
    }

    void everyFixtureIsQemuCmdline_data()
    {
        QTest::addColumn<QString>("path");
        QDirIterator it(TestUtil::fixturePath(QStringLiteral("qemu-cmdline")), QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.endsWith(u".md") && !path.endsWith(u".json"))
                QTest::newRow(qPrintable(it.fileName())) << path;
        }
    }
    void everyFixtureIsQemuCmdline()
    {
        QFETCH(QString, path);
        const QByteArray data = TestUtil::readFile(path);
        const DetectedFormat detected = detectInputFormat(data);
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("qemu-cmdline"));
        QVERIFY(sniffLibvirtDomainXml(data) == 0);
        Diagnostics diagnostics;
        const nlohmann::json json = Json::parseToJson(*detected.format, data, &diagnostics);
        QVERIFY(!json["vms"].empty());
        if (!path.contains(u"truncated"))
            QCOMPARE(TestUtil::countSeverity(diagnostics, Severity::Error), 0);
    }

    void othersAreNotClaimed()
    {
        QCOMPARE(sniffQemuCommandLine("BOOT_IMAGE=/boot/vmlinuz-6.8.12-8-pve root=/dev/mapper/pve-root ro quiet\n"), 0);
        QCOMPARE(sniffQemuCommandLine("kvm: -device vfio-pci,host=0000:01:00.0: vfio: failed to set up container\n"), 0);
        QCOMPARE(sniffQemuCommandLine("The quick brown fox jumps over the lazy dog.\n"), 0);
        QCOMPARE(sniffQemuCommandLine(fixture(QStringLiteral("libvirt-domain-xml/pcie-root-port.x86_64-latest.xml"))), 0);
    }

    void json()
    {
        const InputFormat* format = findInputFormat(u"qemu-cmdline");
        QVERIFY(format);
        Diagnostics diagnostics;
        const nlohmann::json out = Json::parseToJson(*format, qemuFixture("pve-q35-linux-hostpci.cmd"), &diagnostics);
        const nlohmann::json& vm = out["vms"][0];
        QCOMPARE(vm["source"].get<std::string>(), std::string("qemu-cmdline"));
        QCOMPARE(vm["proxmoxVmid"].get<qint64>(), qint64(8006));
        const nlohmann::json* port = nullptr;
        const nlohmann::json* gpu = nullptr;
        for (const nlohmann::json& d : vm["devices"]) {
            if (d["id"] == "ich9-pcie-port-2")
                port = &d;
            if (d["id"] == "hostpci1")
                gpu = &d;
        }
        QVERIFY(port && gpu);
        QCOMPARE((*port)["kind"].get<std::string>(), std::string("root-port"));
        QCOMPARE((*port)["slot"].get<std::string>(), std::string("1c.1"));
        QCOMPARE((*port)["linkWidth"].get<int>(), 32);
        QCOMPARE((*gpu)["kind"].get<std::string>(), std::string("passthrough"));
        QCOMPARE((*gpu)["hostAddress"].get<std::string>(), std::string("0000:d0:13.0"));
        QCOMPARE((*gpu)["parentBus"].get<std::string>(), std::string("ich9-pcie-port-2"));
        QCOMPARE((*gpu)["slotAssumed"].get<bool>(), false);
        QCOMPARE(vm["devices"][0]["kind"].get<std::string>(), std::string("root-bus"));
    }
};

QTEST_GUILESS_MAIN(TestParseQemuCmdline)
#include "tst_parse_qemucmdline.moc"
