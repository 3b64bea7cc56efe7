// SPDX-License-Identifier: GPL-3.0-or-later
// A VM's own configuration read against the guest's PCI tree (analyze/match/vmdevices): devices found
// on root buses, behind ports, on an expander bus behind a switch; devices the guest lacks or
// has as another kind; which VM of a host a guest is; and guest GPUs mapped to host GPUs by the
// vfio-pci host address. The guest trees and configurations here are constructed (they are what
// the QEMU topology below gives a guest, written out by hand) so that each case changes one
// thing; the demo's are real shapes of a Proxmox q35 VM.
#include "analyze/findings.h"
#include "analyze/match/guestgpus.h"
#include "analyze/machinebuilder.h"
#include "analyze/match/vmdevices.h"
#include "collect/commandplan.h"
#include "collect/shellcollector.h"
#include "analyze/findingcases.h"
#include "parse/libvirt/libvirt.h"
#include "parse/qemu/qemu.h"
#include "testutil.h"

#include <QProcess>
#include <QTest>

using namespace Topo;

namespace {

using TestUtil::bdf;

void addDevice(PciTree& tree, const char* address, quint32 classCode, PciRole role, const char* parent = nullptr,
               quint16 vendor = 0x1b36, quint16 device = 0x000c, int secondaryBus = -1)
{
    PciDevice& d = tree.upsert(bdf(address));
    d.classCode = classCode;
    d.role = role;
    d.vendorId = vendor;
    d.deviceId = device;
    d.secondaryBus = secondaryBus;
    if (parent)
        d.parent = bdf(parent);
}

// What a q35 guest shows for the configuration below: two root ports on pcie.0, and a pxb-pcie
// expander (bus 0x40) with a root port, a switch of two downstream ports, a GPU and an NVMe
// drive. The bus numbers behind ports are the firmware's (deliberately not the ones a reader
// would guess from the configuration): only the parent links say what is behind what.
PciTree q35GuestTree()
{
    PciTree t;
    t.rootBuses = { { 0, 0 }, { 0, 0x40 } };
    addDevice(t, "00:00.0", 0x060000, PciRole::HostBridge, nullptr, 0x8086, 0x29c0);
    addDevice(t, "00:05.0", 0x060000, PciRole::HostBridge, nullptr, 0x1b36, 0x000b); // the expander's host bridge
    addDevice(t, "00:1c.0", 0x060400, PciRole::RootPort, nullptr, 0x1b36, 0x000c, 0x05);
    addDevice(t, "00:1c.1", 0x060400, PciRole::RootPort, nullptr, 0x1b36, 0x000c, 0x09);
    addDevice(t, "05:00.0", 0x030200, PciRole::Endpoint, "00:1c.0", 0x10de, 0x2335);
    addDevice(t, "09:00.0", 0x010802, PciRole::Endpoint, "00:1c.1", 0x1b36, 0x0010);
    addDevice(t, "40:00.0", 0x060400, PciRole::RootPort, nullptr, 0x1b36, 0x000c, 0x41);
    addDevice(t, "41:00.0", 0x060400, PciRole::SwitchUpstream, "40:00.0", 0x104c, 0x8232, 0x42);
    addDevice(t, "42:00.0", 0x060400, PciRole::SwitchDownstream, "41:00.0", 0x104c, 0x8233, 0x43);
    addDevice(t, "42:01.0", 0x060400, PciRole::SwitchDownstream, "41:00.0", 0x104c, 0x8233, 0x44);
    addDevice(t, "43:00.0", 0x030200, PciRole::Endpoint, "42:00.0", 0x10de, 0x2335);
    addDevice(t, "44:00.0", 0x010802, PciRole::Endpoint, "42:01.0", 0x1b36, 0x0010);
    return t;
}

VmDevice vmDevice(const char* id, const char* driver, VmDeviceKind kind, const char* bus, std::optional<VmSlot> slot)
{
    VmDevice d;
    d.id = QString::fromLatin1(id);
    d.driver = QString::fromLatin1(driver);
    d.kind = kind;
    d.parentBus = QString::fromLatin1(bus);
    d.slot = slot;
    return d;
}

VmDevice vfio(const char* id, const char* bus, const char* host)
{
    VmDevice d = vmDevice(id, "vfio-pci", VmDeviceKind::Passthrough, bus, VmSlot { 0, 0 });
    d.hostAddress = bdf(host);
    return d;
}

// The configuration of that guest, as a parser gives it.
VmConfiguration q35Config()
{
    VmConfiguration vm;
    vm.name = QStringLiteral("gpu-box");
    vm.machineType = QStringLiteral("pc-q35-8.2");
    vm.pid = 1234;
    VmDevice root = vmDevice("pcie.0", "pcie.0", VmDeviceKind::RootBus, "", std::nullopt);
    root.busNumber = 0;
    VmDevice pxb = vmDevice("pxb1", "pxb-pcie", VmDeviceKind::RootBus, "pcie.0", VmSlot { 5, 0 });
    pxb.busNumber = 0x40;
    pxb.numaNode = 1;
    VmDevice nvme0 = vmDevice("nvme0", "nvme", VmDeviceKind::Endpoint, "rp2", std::nullopt); // no addr=: 00.0 behind a port
    vm.devices = {
        root,
        vmDevice("rp1", "pcie-root-port", VmDeviceKind::RootPort, "pcie.0", VmSlot { 0x1c, 0 }),
        vmDevice("rp2", "pcie-root-port", VmDeviceKind::RootPort, "pcie.0", VmSlot { 0x1c, 1 }),
        vfio("hostpci0", "rp1", "0000:17:00.0"),
        nvme0,
        pxb,
        vmDevice("rp40", "pcie-root-port", VmDeviceKind::RootPort, "pxb1", VmSlot { 0, 0 }),
        vmDevice("up1", "x3130-upstream", VmDeviceKind::SwitchUpstream, "rp40", VmSlot { 0, 0 }),
        vmDevice("dn1", "xio3130-downstream", VmDeviceKind::SwitchDownstream, "up1", VmSlot { 0, 0 }),
        vmDevice("dn2", "xio3130-downstream", VmDeviceKind::SwitchDownstream, "up1", VmSlot { 1, 0 }),
        vfio("hostpci1", "dn1", "0000:97:00.0"),
        vmDevice("nvme1", "nvme", VmDeviceKind::Endpoint, "dn2", VmSlot { 0, 0 }),
    };
    for (int i = 0; i < vm.devices.size(); ++i)
        vm.devices[i].line = i + 1;
    return vm;
}

const VmDeviceMatch& matchOf(const QList<VmDeviceMatch>& matches, const char* id)
{
    for (const VmDeviceMatch& m : matches) {
        if (m.deviceId == QLatin1String(id))
            return m;
    }
    qFatal("no match for %s", id);
}

VmDevice& deviceOf(VmConfiguration& vm, const char* id)
{
    for (VmDevice& d : vm.devices) {
        if (d.id == QLatin1String(id))
            return d;
    }
    qFatal("no device %s", id);
}

Machine guestMachine(const QString& label = QStringLiteral("gpu-box"), const QString& identity = {})
{
    Machine m;
    m.role = MachineRole::Guest;
    m.label = label;
    m.identity = identity;
    m.pci = q35GuestTree();
    Gpu g0;
    g0.index = 0;
    g0.bdf = bdf("0000:05:00.0");
    Gpu g1;
    g1.index = 1;
    g1.bdf = bdf("0000:43:00.0");
    m.gpus = { g0, g1 };
    return m;
}

// A host with three GPUs in bus order 17, 31, 97: order would pair guest GPU1 with 31:00.0.
Machine hostMachine()
{
    Machine m;
    m.role = MachineRole::Host;
    m.label = QStringLiteral("pve");
    int index = 0;
    for (const char* address : { "0000:17:00.0", "0000:31:00.0", "0000:97:00.0" }) {
        addDevice(m.pci, address, 0x030200, PciRole::Endpoint, nullptr, 0x10de, 0x2335);
        Gpu g;
        g.index = index++;
        g.bdf = bdf(address);
        m.gpus.append(g);
    }
    return m;
}

RawCapture capture(const char* id, const char* format, const QByteArray& data)
{
    RawCapture c;
    c.id = QString::fromLatin1(id);
    c.command = QStringLiteral("pasted");
    c.format = QString::fromLatin1(format);
    c.stdoutData = data;
    return c;
}

// The guest that tests/fixtures/qemu-cmdline/pve-q35-linux-hostpci.cmd (qemu-server's own test
// configuration) starts, as lspci -tvnn would print it. Constructed: there is no guest for that
// test configuration; the buses are numbered depth first, as SeaBIOS and OVMF number them, and
// the devices are those of the command line and pve-q35-4.0.cfg, with stand-in IDs.
const QByteArray pveQ35GuestTree =
    "-[0000:00]-+-00.0  Intel Corporation 82G33/G31/P35/P31 Express DRAM Controller [8086:29c0]\n"
    "           +-01.0  Device [1234:1111] (rev 02)\n"
    "           +-10.0-[01]----00.0  NVIDIA Corporation Device [10de:2335]\n"
    "           +-10.3-[02]----00.0  NVIDIA Corporation Device [10de:2335]\n"
    "           +-1a.0  Intel Corporation 82801I (ICH9 Family) USB UHCI Controller #4 [8086:2937] (rev 03)\n"
    "           +-1a.1  Intel Corporation 82801I (ICH9 Family) USB UHCI Controller #5 [8086:2938] (rev 03)\n"
    "           +-1a.2  Intel Corporation 82801I (ICH9 Family) USB UHCI Controller #6 [8086:2939] (rev 03)\n"
    "           +-1a.7  Intel Corporation 82801I (ICH9 Family) USB2 EHCI Controller #2 [8086:293c] (rev 03)\n"
    "           +-1b.0  Intel Corporation 82801I (ICH9 Family) HD Audio Controller [8086:293e] (rev 03)\n"
    "           +-1c.0-[03]--\n"
    "           +-1c.1-[04]----00.0  NVIDIA Corporation Device [10de:2335]\n"
    "           +-1c.2-[05]--\n"
    "           +-1c.3-[06]----00.0  NVIDIA Corporation Device [10de:2335]\n"
    "           +-1d.0  Intel Corporation 82801I (ICH9 Family) USB UHCI Controller #1 [8086:2934] (rev 03)\n"
    "           +-1d.1  Intel Corporation 82801I (ICH9 Family) USB UHCI Controller #2 [8086:2935] (rev 03)\n"
    "           +-1d.2  Intel Corporation 82801I (ICH9 Family) USB UHCI Controller #3 [8086:2936] (rev 03)\n"
    "           +-1d.7  Intel Corporation 82801I (ICH9 Family) USB2 EHCI Controller #1 [8086:293a] (rev 03)\n"
    "           +-1e.0-[07-0b]--+-01.0-[08]--+-03.0  Red Hat, Inc. Virtio memory balloon [1af4:1002]\n"
    "           |               |            +-10.0  Intel Corporation 82599ES 10-Gigabit SFI/SFP+ Network Connection [8086:10fb] (rev 01)\n"
    "           |               |            +-12.0  Red Hat, Inc. Virtio network device [1af4:1000]\n"
    "           |               |            \\-1b.0  Intel Corporation 82599ES 10-Gigabit SFI/SFP+ Network Connection [8086:10fb] (rev 01)\n"
    "           |               +-02.0-[09]--\n"
    "           |               +-03.0-[0a]--\n"
    "           |               \\-04.0-[0b]--\n"
    "           +-1f.0  Intel Corporation 82801IB (ICH9) LPC Interface Controller [8086:2918] (rev 02)\n"
    "           +-1f.2  Intel Corporation 82801IR/IO/IH (ICH9R/DO/DH) 6 port SATA Controller [AHCI mode] [8086:2922] (rev 02)\n"
    "           \\-1f.3  Intel Corporation 82801I (ICH9 Family) SMBus Controller [8086:2930] (rev 02)\n";

// The QEMU command line that booted the real lab guest of tests/fixtures/captures/qemu-q35-lab-*
// (tests/fixtures/SOURCES.md records it): root ports at 00:1c.0-3, a pxb-pcie expander on bus
// 0x40 at 00:10.0 with a root port, a switch of two downstream ports and an NVMe drive, and
// devices without addr=, whose slots QEMU chose.
const char* const labCommandLine =
    "qemu-system-x86_64 -machine q35,kernel-irqchip=split -accel tcg -m 1024 -smp 2 -nographic -no-reboot "
    "-kernel vmlinuz-6.1.0-57-cloud-amd64 -initrd initrd.gz -append \"console=ttyS0 quiet panic=-1 intel_iommu=on\" "
    "-nodefaults -serial stdio -object memory-backend-ram,id=m0,size=512M -object memory-backend-ram,id=m1,size=512M "
    "-numa node,nodeid=0,cpus=0,memdev=m0 -numa node,nodeid=1,cpus=1,memdev=m1 -device intel-iommu,intremap=on "
    "-device pcie-root-port,id=rp1,bus=pcie.0,chassis=1,slot=1,addr=0x1c.0,multifunction=on "
    "-device pcie-root-port,id=rp2,bus=pcie.0,chassis=2,slot=2,addr=0x1c.1 "
    "-device pcie-root-port,id=rp3,bus=pcie.0,chassis=3,slot=3,addr=0x1c.2 "
    "-device pcie-root-port,id=rp4,bus=pcie.0,chassis=4,slot=4,addr=0x1c.3 "
    "-device ati-vga,bus=rp1 -device e1000e,bus=rp2,mac=52:54:00:12:34:56 -device pcie-pci-bridge,id=pbr,bus=rp3 "
    "-device pxb-pcie,id=pxb1,bus_nr=0x40,numa_node=1,bus=pcie.0,addr=0x10 "
    "-device pcie-root-port,id=rp5,bus=pxb1,chassis=5,slot=5 -device x3130-upstream,id=up1,bus=rp5 "
    "-device xio3130-downstream,id=dn1,bus=up1,chassis=6,slot=6 -device xio3130-downstream,id=dn2,bus=up1,chassis=7,slot=7 "
    "-device nvme,bus=dn1,serial=topolens-lab-nvme";

const VmDeviceMatch& matchByDriver(const QList<VmDeviceMatch>& matches, const char* driver)
{
    for (const VmDeviceMatch& m : matches) {
        if (m.driver == QLatin1String(driver))
            return m;
    }
    qFatal("no match for driver %s", driver);
}

} // namespace

class TestVmMapping : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void resolvesRootPortsExpanderAndSwitch()
    {
        const QList<VmDeviceMatch> matches = matchVmDevices(q35Config(), q35GuestTree());
        // pcie.0 itself is no PCI function; every other device is listed, in configuration order.
        QCOMPARE(matches.size(), 11);
        QCOMPARE(matches.first().deviceId, QStringLiteral("rp1"));
        const struct
        {
            const char* id;
            const char* guest;
            VmDeviceMatch::How how;
        } expected[] = {
            { "rp1", "00:1c.0", VmDeviceMatch::How::ExplicitAddress },
            { "rp2", "00:1c.1", VmDeviceMatch::How::ExplicitAddress },
            { "hostpci0", "05:00.0", VmDeviceMatch::How::ThroughPorts },
            { "nvme0", "09:00.0", VmDeviceMatch::How::ThroughPorts },
            { "pxb1", "00:05.0", VmDeviceMatch::How::ExplicitAddress },
            { "rp40", "40:00.0", VmDeviceMatch::How::ExplicitAddress },
            { "up1", "41:00.0", VmDeviceMatch::How::ThroughPorts },
            { "dn1", "42:00.0", VmDeviceMatch::How::ThroughPorts },
            { "dn2", "42:01.0", VmDeviceMatch::How::ThroughPorts },
            { "hostpci1", "43:00.0", VmDeviceMatch::How::ThroughPorts },
            { "nvme1", "44:00.0", VmDeviceMatch::How::ThroughPorts },
        };
        for (const auto& e : expected) {
            const VmDeviceMatch& m = matchOf(matches, e.id);
            QVERIFY2(m.isResolved(), qPrintable(m.deviceId + u": " + m.detail));
            QCOMPARE(*m.guestBdf, bdf(e.guest));
            QCOMPARE(m.how, e.how);
            QCOMPARE(m.failure, VmDeviceMatch::Failure::None);
        }
        QCOMPARE(*matchOf(matches, "hostpci1").hostBdf, bdf("0000:97:00.0"));
        QCOMPARE(matchOf(matches, "hostpci1").line, 11);
        QVERIFY(matchOf(matches, "hostpci1").detail.contains(u"dn1"));
        // A slot QEMU assigned (a downstream port written without addr=) is marked as assumed,
        // and so is everything behind it.
        VmConfiguration unwritten = q35Config();
        deviceOf(unwritten, "dn1").slotAssumed = true;
        const QList<VmDeviceMatch> behindAssumed = matchVmDevices(unwritten, q35GuestTree());
        QCOMPARE(matchOf(behindAssumed, "dn1").how, VmDeviceMatch::How::SlotAssumed);
        QVERIFY(matchOf(behindAssumed, "dn1").detail.contains(u"assumed"));
        QCOMPARE(matchOf(behindAssumed, "hostpci1").how, VmDeviceMatch::How::SlotAssumed);
        QCOMPARE(*matchOf(behindAssumed, "hostpci1").guestBdf, bdf("43:00.0"));
        QCOMPARE(matchOf(behindAssumed, "nvme1").how, VmDeviceMatch::How::ThroughPorts);
        QCOMPARE(matchOf(behindAssumed, "rp40").how, VmDeviceMatch::How::ExplicitAddress);
        QCOMPARE(vmDeviceMatchText(matchOf(matches, "hostpci1"), q35Config()),
            QStringLiteral("guest 43:00.0 is hostpci1 = host 0000:97:00.0, from the QEMU command line of PID 1234"));
    }

    void busNumbersBehindPortsAreTheGuestFirmwares()
    {
        // Renumbered by another firmware: the same devices, found again by their parent links.
        PciTree renumbered;
        for (const PciDevice& d : q35GuestTree().devices) {
            PciDevice copy = d;
            auto shift = [](Bdf b) { return b.bus >= 0x41 ? Bdf { b.domain, b.bus + 0x10, b.device, b.function } : b; };
            copy.bdf = shift(d.bdf);
            if (d.parent)
                copy.parent = shift(*d.parent);
            copy.secondaryBus = d.secondaryBus >= 0x41 ? d.secondaryBus + 0x10 : d.secondaryBus;
            renumbered.devices.append(copy);
        }
        renumbered.rootBuses = q35GuestTree().rootBuses;
        const QList<VmDeviceMatch> matches = matchVmDevices(q35Config(), renumbered);
        QCOMPARE(*matchOf(matches, "hostpci1").guestBdf, bdf("53:00.0"));
        QCOMPARE(*matchOf(matches, "nvme1").guestBdf, bdf("54:00.0"));
    }

    void devicesTheGuestLacks()
    {
        VmConfiguration vm = q35Config();
        vm.devices.append(vmDevice("rp3", "pcie-root-port", VmDeviceKind::RootPort, "pcie.0", VmSlot { 0x1c, 2 }));
        vm.devices.append(vfio("hostpci2", "rp3", "0000:31:00.0"));
        vm.devices.append(vmDevice("nic", "e1000e", VmDeviceKind::Endpoint, "rp1", VmSlot { 0, 1 }));
        VmDevice pxb2 = vmDevice("pxb2", "pxb-pcie", VmDeviceKind::RootBus, "pcie.0", VmSlot { 6, 0 });
        pxb2.busNumber = 0x80;
        vm.devices.append(pxb2);
        vm.devices.append(vmDevice("rp80", "pcie-root-port", VmDeviceKind::RootPort, "pxb2", VmSlot { 0, 0 }));
        vm.devices.append(vmDevice("lost", "nvme", VmDeviceKind::Endpoint, "nosuchbus", VmSlot { 0, 0 }));
        const QList<VmDeviceMatch> matches = matchVmDevices(vm, q35GuestTree());

        const VmDeviceMatch& rp3 = matchOf(matches, "rp3");
        QVERIFY(!rp3.isResolved());
        QCOMPARE(rp3.how, VmDeviceMatch::How::Unresolved);
        QCOMPARE(rp3.failure, VmDeviceMatch::Failure::EmptySlot);
        QVERIFY2(rp3.detail.contains(u"00:1c.2"), qPrintable(rp3.detail));
        // What is behind a missing port is not in the guest, and says which port is missing.
        const VmDeviceMatch& behind = matchOf(matches, "hostpci2");
        QCOMPARE(behind.failure, VmDeviceMatch::Failure::NotInGuest);
        QVERIFY2(behind.detail.contains(u"rp3"), qPrintable(behind.detail));
        QCOMPARE(*behind.hostBdf, bdf("0000:31:00.0"));
        QVERIFY(vmDeviceMatchText(behind, vm).contains(u"is not in the guest"));
        // A port that is there, with nothing at the slot.
        QCOMPARE(matchOf(matches, "nic").failure, VmDeviceMatch::Failure::EmptySlot);
        QVERIFY(matchOf(matches, "nic").detail.contains(u"00.1 behind rp1"));
        // An expander bus the guest does not have.
        QCOMPARE(matchOf(matches, "rp80").failure, VmDeviceMatch::Failure::NotInGuest);
        QVERIFY(matchOf(matches, "rp80").detail.contains(u"80"));
        // A bus no device of the configuration provides.
        QCOMPARE(matchOf(matches, "lost").failure, VmDeviceMatch::Failure::UnknownBus);
        // The rest still resolves.
        QCOMPARE(*matchOf(matches, "hostpci1").guestBdf, bdf("43:00.0"));
    }

    void devicesOfAnotherKind()
    {
        VmConfiguration vm = q35Config();
        // Where the guest has the GPU, the configuration says NVMe; where it has a switch, a root port.
        deviceOf(vm, "nvme1").parentBus = QStringLiteral("dn1");
        deviceOf(vm, "hostpci1").parentBus = QStringLiteral("dn2");
        vm.devices.append(vmDevice("rp-odd", "pcie-root-port", VmDeviceKind::RootPort, "rp40", VmSlot { 0, 0 }));
        vm.devices.append(vmDevice("bridge-on-gpu", "pci-bridge", VmDeviceKind::PciBridge, "rp1", VmSlot { 0, 0 }));
        vm.devices.append(vmDevice("pxb-on-port", "pxb-pcie", VmDeviceKind::RootBus, "pcie.0", VmSlot { 0x1c, 0 }));
        vm.devices.last().busNumber = 0x60;
        const QList<VmDeviceMatch> matches = matchVmDevices(vm, q35GuestTree());
        const VmDeviceMatch& nvme = matchOf(matches, "nvme1");
        QCOMPARE(nvme.failure, VmDeviceMatch::Failure::WrongKind);
        QVERIFY2(nvme.detail.contains(u"43:00.0") && nvme.detail.contains(u"NVMe"), qPrintable(nvme.detail));
        QCOMPARE(matchOf(matches, "rp-odd").failure, VmDeviceMatch::Failure::WrongKind);
        QVERIFY(matchOf(matches, "rp-odd").detail.contains(u"41:00.0"));
        QCOMPARE(matchOf(matches, "bridge-on-gpu").failure, VmDeviceMatch::Failure::WrongKind);
        QVERIFY2(matchOf(matches, "bridge-on-gpu").detail.contains(u"not a bridge"), qPrintable(matchOf(matches, "bridge-on-gpu").detail));
        QCOMPARE(matchOf(matches, "pxb-on-port").failure, VmDeviceMatch::Failure::WrongKind);
        // Without the host's tree a passthrough device matches any endpoint …
        QCOMPARE(*matchOf(matches, "hostpci1").guestBdf, bdf("44:00.0"));
        // … with it, the guest function must carry the host function's IDs (here an NVMe drive
        // of another make than the guest's).
        PciTree host;
        addDevice(host, "0000:97:00.0", 0x010802, PciRole::Endpoint, nullptr, 0x144d, 0xa80a);
        const VmDeviceMatch checked = matchOf(matchVmDevices(vm, q35GuestTree(), &host), "hostpci1");
        QCOMPARE(checked.failure, VmDeviceMatch::Failure::WrongKind);
        QVERIFY2(checked.detail.contains(u"144d:a80a") && checked.detail.contains(u"1b36:0010"), qPrintable(checked.detail));
        // Unless the configuration shows the guest other IDs on purpose: then the class decides.
        deviceOf(vm, "hostpci1").properties.append({ QStringLiteral("x-pci-vendor-id"), QStringLiteral("0x1b36") });
        const VmDeviceMatch overridden = matchOf(matchVmDevices(vm, q35GuestTree(), &host), "hostpci1");
        QVERIFY2(overridden.isResolved(), qPrintable(overridden.detail));
        host.find(bdf("0000:97:00.0"))->classCode = 0x030200;
        const VmDeviceMatch otherClass = matchOf(matchVmDevices(vm, q35GuestTree(), &host), "hostpci1");
        QCOMPARE(otherClass.failure, VmDeviceMatch::Failure::WrongKind);
        QVERIFY2(otherClass.detail.contains(u"class 030200"), qPrintable(otherClass.detail));
    }

    void choosesTheVmByVmidNameOnlyOneOrFit()
    {
        VmConfiguration a = q35Config();
        a.name = QStringLiteral("other");
        a.pid = 111;
        a.proxmoxVmid = 101;
        VmConfiguration b = q35Config();
        b.name = QStringLiteral("gpu-box");
        b.pid = 222;
        b.proxmoxVmid = 128;
        const Machine guest = guestMachine(QStringLiteral("gpu-box"));

        // The VMID wins over the name.
        GuestVmHints hints;
        hints.vmid = 101;
        hints.vmidSource = QStringLiteral("test");
        hints.names = { QStringLiteral("gpu-box") };
        GuestVmChoice c = chooseGuestVm({ a, b }, guest, hints);
        QVERIFY(c.chosen);
        QCOMPARE(c.chosen->choice, GuestVm::Choice::ProxmoxVmid);
        QCOMPARE(c.chosen->vm.pid.value_or(0), 111);
        QVERIFY(c.chosen->atGuest(bdf("43:00.0")));

        // No VMID: the name.
        hints.vmid.reset();
        c = chooseGuestVm({ a, b }, guest, hints);
        QVERIFY(c.chosen);
        QCOMPARE(c.chosen->choice, GuestVm::Choice::Name);
        QCOMPARE(c.chosen->vm.pid.value_or(0), 222);

        // A VMID no VM has: none, rather than another VM with a VMID of its own.
        hints.vmid = 999;
        c = chooseGuestVm({ a, b }, guest, hints);
        QVERIFY(!c.chosen);
        QVERIFY(c.whyNone.contains(u"999"));

        // Nothing names one: the only VM.
        hints = {};
        c = chooseGuestVm({ a }, guest, hints);
        QVERIFY(c.chosen);
        QCOMPARE(c.chosen->choice, GuestVm::Choice::OnlyVm);

        // Two that fit the same: none. One that fits better: that one, and it says so.
        c = chooseGuestVm({ a, b }, guest, hints);
        QVERIFY(!c.chosen);
        QVERIFY(c.whyNone.contains(u"equally"));
        VmConfiguration worse = b;
        worse.devices.removeIf([](const VmDevice& d) { return d.id == u"nvme1"; });
        worse.devices.append(vmDevice("rp3", "pcie-root-port", VmDeviceKind::RootPort, "pcie.0", VmSlot { 0x1c, 2 }));
        c = chooseGuestVm({ a, worse }, guest, hints);
        QVERIFY(c.chosen);
        QCOMPARE(c.chosen->choice, GuestVm::Choice::BestResolving);
        QCOMPARE(c.chosen->vm.pid.value_or(0), 111);
        c = chooseGuestVm({ worse, a }, guest, hints);
        QVERIFY(c.chosen);
        QCOMPARE(c.chosen->vm.pid.value_or(0), 111);
    }

    void oneVmSeenTwiceCountsOnce()
    {
        // The running process and `qm showcmd` of VM 128: one VM, taken as the process.
        VmConfiguration process = q35Config();
        process.proxmoxVmid = 128;
        process.pid = 4321;
        VmConfiguration showcmd = process;
        showcmd.pid.reset();
        const GuestVmChoice c = chooseGuestVm({ showcmd, process }, guestMachine(QStringLiteral("elsewhere")), {});
        QVERIFY(c.chosen);
        QCOMPARE(c.chosen->choice, GuestVm::Choice::OnlyVm);
        QCOMPARE(c.chosen->vm.pid.value_or(0), 4321);
        // Two processes of one name are two VMs.
        VmConfiguration twin = q35Config();
        twin.pid = 5555;
        QVERIFY(!chooseGuestVm({ q35Config(), twin }, guestMachine(QStringLiteral("elsewhere")), {}).chosen);
    }

    void hintsFromLabelIdentityAndHostCommands()
    {
        const Machine guest = guestMachine(QStringLiteral("llm-one (VM 128, q35)"),
            QStringLiteral("Linux llm-one.lab.example 6.8.0-55-generic #57-Ubuntu x86_64 GNU/Linux\nllm-one.lab.example\nQEMU"));
        GuestVmHints hints = guestVmHints(guest);
        QCOMPARE(hints.vmid.value_or(0), qint64(128));
        QVERIFY(hints.vmidSource.contains(u"label"));
        QVERIFY(hints.names.contains(u"llm-one"));
        QVERIFY(hints.names.contains(u"llm-one.lab.example"));
        QVERIFY(!hints.names.contains(u"llm-one (VM 128, q35)"));

        MachineSnapshot host;
        RawCapture qm;
        qm.id = QStringLiteral("qm-config");
        qm.command = QStringLiteral("qm config 130");
        host.captures = { qm };
        hints = guestVmHints(guest, &host);
        QCOMPARE(hints.vmid.value_or(0), qint64(130));
        QVERIFY(hints.vmidSource.contains(u"qm config 130"));
        host.captures.first().command = QStringLiteral("qm config 130; rm -rf /"); // not what TopoLens ran
        QCOMPARE(guestVmHints(guest, &host).vmid.value_or(0), qint64(128));
    }

    void guestGpusMapByVfioHostAddress()
    {
        Machine host = hostMachine();
        const Machine guest = guestMachine();
        // Without the configuration: order, which is wrong for guest GPU1.
        QList<GpuMatch> matches = matchGuestGpusToHost(host, guest);
        QCOMPARE(matches.size(), 2);
        QVERIFY(matches[1].isAssumed());
        QCOMPARE(matches[1].hostGpu, 1);

        host.vms = { q35Config() };
        matches = matchGuestGpusToHost(host, guest);
        QCOMPARE(matches.size(), 2);
        QCOMPARE(matches[0].hostGpu, 0);
        QCOMPARE(matches[1].hostGpu, 2);
        for (const GpuMatch& m : matches) {
            QCOMPARE(m.evidence, GpuMatch::Evidence::QemuCommandLine);
            QVERIFY(m.isFromVmConfiguration());
            QVERIFY(!m.isAssumed());
        }
        QCOMPARE(matches[1].detail, QStringLiteral("guest 43:00.0 is hostpci1 = host 0000:97:00.0, from the QEMU command line of PID 1234"));
        QCOMPARE(evidenceName(GpuMatch::Evidence::QemuCommandLine), QStringLiteral("QEMU command line"));

        // A libvirt domain is named as such.
        host.vms.first().source = VmConfiguration::Source::LibvirtDomain;
        matches = matchGuestGpusToHost(host, guest);
        QCOMPARE(matches[1].evidence, GpuMatch::Evidence::LibvirtDomain);
        QCOMPARE(evidenceName(GpuMatch::Evidence::LibvirtDomain), QStringLiteral("libvirt domain"));
        QVERIFY(matches[1].detail.contains(u"libvirt domain gpu-box"));

        // A host function of a multi-function GPU (its audio at .1) still names that GPU.
        host.vms.first().source = VmConfiguration::Source::QemuCommandLine;
        deviceOf(host.vms.first(), "hostpci1").hostAddress = bdf("0000:97:00.1");
        QCOMPARE(matchGuestGpusToHost(host, guest)[1].hostGpu, 2);
    }

    void strongerEvidenceWinsAndTheDisagreementIsSaid()
    {
        Machine host = hostMachine();
        Machine guest = guestMachine();
        host.vms = { q35Config() };
        // The UUIDs say guest GPU1 is host GPU1; the configuration says host GPU2.
        host.gpus[1].uuid = QStringLiteral("GPU-aaaa");
        guest.gpus[1].uuid = QStringLiteral("GPU-aaaa");
        const QList<GpuMatch> matches = matchGuestGpusToHost(host, guest);
        QCOMPARE(matches[1].evidence, GpuMatch::Evidence::Uuid);
        QCOMPARE(matches[1].hostGpu, 1);
        QVERIFY2(matches[1].detail.contains(u"QEMU command line suggests host GPU2"), qPrintable(matches[1].detail));
        QCOMPARE(matches[0].evidence, GpuMatch::Evidence::QemuCommandLine);
    }

    void orderIsTheLastResortAndSaysWhy()
    {
        Machine host = hostMachine();
        const Machine guest = guestMachine();
        VmConfiguration vm = q35Config();
        deviceOf(vm, "hostpci1").hostAddress = bdf("0000:55:00.0"); // no GPU of the host
        host.vms = { vm };
        const QList<GpuMatch> matches = matchGuestGpusToHost(host, guest);
        QCOMPARE(matches[0].evidence, GpuMatch::Evidence::QemuCommandLine);
        QVERIFY(matches[1].isAssumed());
        QVERIFY2(matches[1].detail.contains(u"0000:55:00.0"), qPrintable(matches[1].detail));
    }

    void hostSnapshotVmidPicksTheVm()
    {
        Machine host = hostMachine();
        const Machine guest = guestMachine(QStringLiteral("guest"));
        VmConfiguration right = q35Config();
        right.proxmoxVmid = 130;
        right.name = QStringLiteral("a");
        VmConfiguration wrong = q35Config();
        wrong.proxmoxVmid = 129;
        wrong.pid = 99;
        wrong.name = QStringLiteral("b");
        deviceOf(wrong, "hostpci1").hostAddress = bdf("0000:31:00.0");
        host.vms = { wrong, right };
        MachineSnapshot hostSnapshot;
        hostSnapshot.role = MachineRole::Host;
        // Two VMs fitting the guest alike and nothing naming one: no VM, so order.
        QVERIFY(matchGuestGpusToHost(hostSnapshot, host, guest)[1].isAssumed());
        RawCapture qm;
        qm.id = QStringLiteral("qm-config");
        qm.command = QStringLiteral("qm config 130");
        hostSnapshot.captures = { qm };
        const QList<GpuMatch> matches = matchGuestGpusToHost(hostSnapshot, host, guest);
        QCOMPARE(matches[1].evidence, GpuMatch::Evidence::QemuCommandLine);
        QCOMPARE(matches[1].hostGpu, 2);
    }

    void demoProxmoxVmMapsEveryGpu()
    {
        // The demo VM 128 as qemu-server starts it: hostpci0-3 behind the root ports of
        // pve-q35-4.0.cfg at 1c.0-1c.3, hostpci4-7 behind ports it adds at 10.0-10.3, each passing
        // the host GPU its PCI mapping gives (tst_qemulayout's pairing).
        const Snapshot demo = openSnapshot(QStringLiteral("demo")).value;
        Machine host = buildMachine(*demo.machine(MachineRole::Host));
        Machine guest = buildMachine(*demo.machine(MachineRole::Guest));
        for (Machine* m : { &host, &guest }) {
            for (Gpu& g : m->gpus) {
                g.uuid.clear();
                g.serial.clear();
            }
            for (PciDevice& d : m->pci.devices)
                d.serialNumber.clear();
        }
        VmConfiguration vm;
        vm.name = QStringLiteral("llm-one");
        vm.machineType = QStringLiteral("pc-q35-9.0+pve0");
        vm.proxmoxVmid = 128;
        vm.pid = 2718;
        const char* hostOf[] = { "0000:01:00.0", "0000:11:00.0", "0000:61:00.0", "0000:71:00.0",
            "0000:81:00.0", "0000:91:00.0", "0000:e1:00.0", "0000:f1:00.0" };
        for (int n = 0; n < 8; ++n) {
            const QByteArray port = "ich9-pcie-port-" + QByteArray::number(n + 1);
            vm.devices.append(vmDevice(port.constData(), "pcie-root-port", VmDeviceKind::RootPort, "pcie.0",
                n < 4 ? VmSlot { 0x1c, n } : VmSlot { 0x10, n - 4 }));
            const QByteArray id = "hostpci" + QByteArray::number(n);
            vm.devices.append(vfio(id.constData(), port.constData(), hostOf[n]));
        }
        host.vms = { vm };
        const QList<GpuMatch> matches = matchGuestGpusToHost(*demo.machine(MachineRole::Host), host, guest);
        QCOMPARE(matches.size(), 8);
        const int expected[] = { 4, 5, 6, 7, 0, 1, 2, 3 };
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(matches[i].guestGpu, i);
            QCOMPARE(matches[i].hostGpu, expected[i]);
            QCOMPARE(matches[i].evidence, GpuMatch::Evidence::QemuCommandLine);
        }
        QVERIFY2(matches[4].detail.startsWith(u"guest 05:00.0 is hostpci0 = host 0000:01:00.0"), qPrintable(matches[4].detail));
        // The guest's label "llm-one (VM 128, q35)" named the VM.
        const GuestVmChoice chosen = guestVmOf(host, guest, demo.machine(MachineRole::Host));
        QVERIFY(chosen.chosen);
        QCOMPARE(chosen.chosen->choice, GuestVm::Choice::ProxmoxVmid);
    }

    void realLabGuestResolvesFromItsCommandLine()
    {
        const auto parsed = parseQemuCommandLine(labCommandLine);
        QVERIFY2(!parsed.hasErrors(), TestUtil::describe(parsed.diagnostics).constData());
        QCOMPARE(parsed.value.size(), 1);
        const auto bundle = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/qemu-q35-lab-lspci.bundle")));
        QVERIFY2(!bundle.hasErrors(), TestUtil::describe(bundle.diagnostics).constData());
        const Machine guest = buildMachine(bundle.value.machines.first());
        const QList<VmDeviceMatch> matches = matchVmDevices(parsed.value.first(), guest.pci);
        const struct
        {
            const char* id;
            const char* guest;
            VmDeviceMatch::How how;
        } expected[] = {
            { "rp1", "00:1c.0", VmDeviceMatch::How::ExplicitAddress },
            { "rp4", "00:1c.3", VmDeviceMatch::How::ExplicitAddress },
            { "pbr", "03:00.0", VmDeviceMatch::How::ThroughPorts },
            { "pxb1", "00:10.0", VmDeviceMatch::How::ExplicitAddress },
            { "rp5", "40:00.0", VmDeviceMatch::How::SlotAssumed }, // the first free slot of the expander's bus
            { "up1", "41:00.0", VmDeviceMatch::How::SlotAssumed },
            { "dn1", "42:00.0", VmDeviceMatch::How::SlotAssumed },
            { "dn2", "42:01.0", VmDeviceMatch::How::SlotAssumed },
        };
        for (const auto& e : expected) {
            const VmDeviceMatch& m = matchOf(matches, e.id);
            QVERIFY2(m.guestBdf, qPrintable(m.deviceId + u": " + m.detail));
            QCOMPARE(m.guestBdf->toShortString(), QString::fromLatin1(e.guest));
            QCOMPARE(m.how, e.how);
        }
        // The devices without an id, by driver: the real guest has them where QEMU put them.
        QCOMPARE(matchByDriver(matches, "ati-vga").guestBdf->toShortString(), QStringLiteral("01:00.0"));
        QCOMPARE(matchByDriver(matches, "e1000e").guestBdf->toShortString(), QStringLiteral("02:00.0"));
        QCOMPARE(matchByDriver(matches, "nvme").guestBdf->toShortString(), QStringLiteral("43:00.0"));
        for (const VmDeviceMatch& m : matches)
            QVERIFY2(m.isResolved(), qPrintable(m.deviceId + u": " + m.detail));

        // The same VM with the display passed through from a host (constructed: the lab has no
        // host GPU): its /proc command line on the host, and the host's lspci -nn.
        QByteArray proc = "==> /proc/4242/cmdline <==\n";
        for (const QByteArray& word : QByteArray(labCommandLine).replace("ati-vga,bus=rp1", "vfio-pci,host=0000:c1:00.0,bus=rp1").split(' '))
            proc += word + '\n';
        proc.replace("\"console=ttyS0\nquiet\npanic=-1\nintel_iommu=on\"", "console=ttyS0 quiet panic=-1 intel_iommu=on");
        proc += '\n';
        MachineSnapshot hostSnapshot;
        hostSnapshot.role = MachineRole::Host;
        hostSnapshot.captures = {
            capture("lspci-list", "lspci-list",
                "0000:81:00.0 VGA compatible controller [0300]: Advanced Micro Devices, Inc. [AMD/ATI] Rage 4 [Rage 128 PRO AGP 4X] [1002:5046]\n"
                "0000:c1:00.0 VGA compatible controller [0300]: Advanced Micro Devices, Inc. [AMD/ATI] Rage 4 [Rage 128 PRO AGP 4X] [1002:5046]\n"),
            capture("qemu-processes", "qemu-cmdline", proc),
        };
        const Machine host = buildMachine(hostSnapshot);
        QCOMPARE(host.vms.size(), 1);
        QCOMPARE(host.vms.first().pid.value_or(0), 4242);
        QCOMPARE(guest.gpus.size(), 1);
        const QList<GpuMatch> gpus = matchGuestGpusToHost(hostSnapshot, host, guest);
        QCOMPARE(gpus.size(), 1);
        QCOMPARE(gpus[0].evidence, GpuMatch::Evidence::QemuCommandLine);
        QCOMPARE(gpus[0].hostGpu, 1); // c1:00.0, where order would take 81:00.0
        QVERIFY2(gpus[0].detail.startsWith(u"guest 01:00.0 is ") && gpus[0].detail.contains(u"= host 0000:c1:00.0, from the QEMU command line of PID 4242"),
            qPrintable(gpus[0].detail));
    }

    void proxmoxFixtureResolvesAgainstItsGuest()
    {
        const auto parsed = parseQemuCommandLine(TestUtil::readFixture(QStringLiteral("qemu-cmdline/pve-q35-linux-hostpci.cmd")));
        QCOMPARE(parsed.value.size(), 1);
        const VmConfiguration& vm = parsed.value.first();
        MachineSnapshot guestSnapshot;
        guestSnapshot.role = MachineRole::Guest;
        guestSnapshot.captures = { capture("lspci-tree", "lspci-tree", pveQ35GuestTree) };
        const Machine guest = buildMachine(guestSnapshot);
        const QList<VmDeviceMatch> matches = matchVmDevices(vm, guest.pci);
        const struct
        {
            const char* id;
            const char* guest;
        } expected[] = {
            { "ich9-pcie-port-2", "00:1c.1" }, { "hostpci1", "04:00.0" }, { "hostpci3", "06:00.0" },
            { "hostpci4", "01:00.0" }, { "hostpci7", "02:00.0" }, { "pcidmi", "00:1e.0" }, { "pci.0", "07:01.0" },
            { "hostpci0", "08:10.0" }, { "hostpci2", "08:1b.0" }, { "net0", "08:12.0" }, { "balloon0", "08:03.0" },
            { "vga", "00:01.0" }, { "ehci", "00:1d.7" }, { "audio0", "00:1b.0" },
        };
        for (const auto& e : expected) {
            const VmDeviceMatch& m = matchOf(matches, e.id);
            QVERIFY2(m.guestBdf, qPrintable(m.deviceId + u": " + m.detail));
            QCOMPARE(m.guestBdf->toShortString(), QString::fromLatin1(e.guest));
        }
        for (const VmDeviceMatch& m : matches)
            QVERIFY2(m.isResolved(), qPrintable(m.deviceId + u": " + m.detail));
        QCOMPARE(*matchOf(matches, "hostpci4").hostBdf, bdf("0000:d0:17.0"));
        QCOMPARE(matchOf(matches, "hostpci4").how, VmDeviceMatch::How::ThroughPorts);
        QCOMPARE(matchOf(matches, "vga").how, VmDeviceMatch::How::ExplicitAddress);
        // The configuration's own line: where the finding and the UI point.
        const QList<QByteArray> lines = TestUtil::readFixture(QStringLiteral("qemu-cmdline/pve-q35-linux-hostpci.cmd")).split('\n');
        QVERIFY(lines.value(matchOf(matches, "hostpci4").line - 1).contains("id=hostpci4"));
    }

    void libvirtDomainMapsTheGuestGpuFromTheHostSnapshot()
    {
        // libvirt's own test domain: an i440fx VM with host 0000:06:12.5 at guest 00:02.0. The
        // host and guest lspci -nn lines are constructed around it (a GPU at both addresses).
        MachineSnapshot hostSnapshot;
        hostSnapshot.role = MachineRole::Host;
        hostSnapshot.label = QStringLiteral("kvm-host");
        hostSnapshot.captures = {
            capture("lspci-list", "lspci-list",
                "0000:00:00.0 Host bridge [0600]: Intel Corporation Device [8086:0d57]\n"
                "0000:05:00.0 3D controller [0302]: NVIDIA Corporation Device [10de:2335] (rev a1)\n"
                "0000:06:12.5 3D controller [0302]: NVIDIA Corporation Device [10de:2335] (rev a1)\n"),
            capture("virsh-domains", "libvirt-domain-xml",
                "==> c7a5fdbd-edaf-9466-926a-d65c16db1809 <==\n"
                    + TestUtil::readFixture(QStringLiteral("libvirt-domain-xml/hostdev-pci-address-device.x86_64-latest.xml"))),
        };
        MachineSnapshot guestSnapshot;
        guestSnapshot.role = MachineRole::Guest;
        guestSnapshot.label = QStringLiteral("QEMUGuest2");
        guestSnapshot.captures = { capture("lspci-list", "lspci-list",
            "0000:00:00.0 Host bridge [0600]: Intel Corporation 440FX - 82441FX PMC [Natoma] [8086:1237] (rev 02)\n"
            "0000:00:01.0 ISA bridge [0601]: Intel Corporation 82371SB PIIX3 ISA [Natoma/Triton II] [8086:7000]\n"
            "0000:00:01.1 IDE interface [0101]: Intel Corporation 82371SB PIIX3 IDE [Natoma/Triton II] [8086:7010]\n"
            "0000:00:01.2 USB controller [0c03]: Intel Corporation 82371SB PIIX3 USB [Natoma/Triton II] [8086:7020] (rev 01)\n"
            "0000:00:02.0 3D controller [0302]: NVIDIA Corporation Device [10de:2335] (rev a1)\n"
            "0000:00:03.0 Unclassified device [00ff]: Red Hat, Inc. Virtio memory balloon [1af4:1002]\n") };
        const Machine host = buildMachine(hostSnapshot);
        const Machine guest = buildMachine(guestSnapshot);
        QCOMPARE(host.vms.size(), 1);
        QCOMPARE(host.vms.first().captureId, QStringLiteral("virsh-domains"));
        QCOMPARE(host.vms.first().source, VmConfiguration::Source::LibvirtDomain);
        QCOMPARE(host.gpus.size(), 2);
        QCOMPARE(guest.gpus.size(), 1);
        const QList<GpuMatch> matches = matchGuestGpusToHost(hostSnapshot, host, guest);
        QCOMPARE(matches.size(), 1);
        QCOMPARE(matches[0].evidence, GpuMatch::Evidence::LibvirtDomain);
        QCOMPARE(matches[0].hostGpu, 1); // 06:12.5, where order would take 05:00.0
        QVERIFY2(matches[0].detail.contains(u"host 0000:06:12.5") && matches[0].detail.contains(u"libvirt domain QEMUGuest2"),
            qPrintable(matches[0].detail));
    }

    void qemuProcessesCaptureBuildsTheHostsVms()
    {
        // The demo host with its VM's /proc command line (tests/analyze/findingcases.h says how it is made).
        const Snapshot s = FindingCases::snapshotFor(QStringLiteral("demo-host-without-nvidia-smi-with-qemu-processes"));
        const MachineSnapshot& hostSnapshot = *s.machine(MachineRole::Host);
        const Machine host = buildMachine(hostSnapshot);
        const Machine guest = buildMachine(*s.machine(MachineRole::Guest));
        QCOMPARE(host.vms.size(), 1);
        QCOMPARE(host.vms.first().pid.value_or(0), 2718);
        QCOMPARE(host.vms.first().proxmoxVmid.value_or(0), qint64(128));
        QCOMPARE(host.vms.first().captureId, QStringLiteral("qemu-processes"));
        const QList<GpuMatch> matches = matchGuestGpusToHost(hostSnapshot, host, guest);
        QCOMPARE(matches.size(), 8);
        const int expected[] = { 4, 5, 6, 7, 0, 1, 2, 3 };
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(matches[i].hostGpu, expected[i]);
            QCOMPARE(matches[i].evidence, GpuMatch::Evidence::QemuCommandLine);
        }
        QVERIFY2(matches[0].detail.contains(u"PID 2718"), qPrintable(matches[0].detail));
        // Every process and empty capture of a machine without VMs: no VM, and no "no output" note.
        MachineSnapshot quiet;
        quiet.captures = { capture("qemu-processes", "qemu-cmdline", {}), capture("virsh-domains", "libvirt-domain-xml", {}) };
        const Machine none = buildMachine(quiet);
        QVERIFY(none.vms.isEmpty());
        QVERIFY2(none.diagnostics.isEmpty(), qPrintable(none.diagnostics.value(0).diagnostic.message));
    }

    void findingsNameTheVmLineAndAddress()
    {
        const QList<Finding> findings = diagnose(FindingCases::snapshotFor(QStringLiteral("demo-vm-config-missing-host-device")));
        const auto missing = std::find_if(findings.cbegin(), findings.cend(),
            [](const Finding& f) { return f.ruleId == u"vm-config-missing-host-device"; });
        QVERIFY(missing != findings.cend());
        QCOMPARE(missing->role, MachineRole::Host);
        QCOMPARE(missing->devices, QStringList { QStringLiteral("0000:c1:00.0") });
        QVERIFY2(missing->title.contains(u"VM 128 (llm-one)"), qPrintable(missing->title));
        QVERIFY2(missing->explanation.contains(u"hostpci7 = host 0000:c1:00.0") && missing->explanation.contains(u"PID 2718"),
            qPrintable(missing->explanation));
        QCOMPARE(missing->evidence.size(), 1);
        QCOMPARE(missing->evidence.first().captureId, QStringLiteral("qemu-processes"));
        QCOMPARE(missing->evidence.first().text, QStringLiteral("vfio-pci,host=0000:c1:00.0,id=hostpci7,bus=ich9-pcie-port-8,addr=0x0"));
        // Its guest GPU then falls back to order, and that finding says why.
        const auto assumed = std::find_if(findings.cbegin(), findings.cend(), [](const Finding& f) { return f.ruleId == u"gpu-mapping-assumed"; });
        QVERIFY(assumed == findings.cend()); // the demo's UUIDs still identify it

        // The VM's command line collected, but of another VM than the guest's: order, and why.
        Snapshot other = FindingCases::snapshotFor(QStringLiteral("demo-host-without-nvidia-smi-with-qemu-processes"));
        FindingCases::replaceInCapture(FindingCases::machineOf(other, MachineRole::Host), QStringLiteral("qemu-processes"),
            "-id\n128\n", "-id\n129\n");
        const QList<Finding> otherFindings = diagnose(other);
        const auto byOrder = std::find_if(otherFindings.cbegin(), otherFindings.cend(),
            [](const Finding& f) { return f.ruleId == u"gpu-mapping-assumed"; });
        QVERIFY(byOrder != otherFindings.cend());
        QVERIFY2(byOrder->explanation.contains(u"no VM of the host has VMID 128"), qPrintable(byOrder->explanation));
    }

    void planCollectsTheVmConfigurations()
    {
        // Exactly the agreed capture shapes (notes: qemu-processes and virsh-domains).
        const PlannedCommand* processes = findPlannedCommand(QStringLiteral("qemu-processes"));
        QVERIFY(processes);
        QCOMPARE(processes->format, QStringLiteral("qemu-cmdline"));
        // Run for real: a process whose argv[0] is a QEMU binary (bash's exec -a) must come out as
        // a block, one argument per line, a newline inside an argument as \001.
        QProcess fakeQemu;
        fakeQemu.start(QStringLiteral("bash"), { QStringLiteral("-c"),
            QStringLiteral("exec -a /usr/bin/qemu-system-x86_64 bash -c 'sleep 30; true' -name $'guest=two\\nlines'") });
        QVERIFY(fakeQemu.waitForStarted());
        // Until bash has become the "QEMU" (its exec), however long a loaded machine takes.
        const QString cmdline = QStringLiteral("/proc/%1/cmdline").arg(fakeQemu.processId());
        QVERIFY(QTest::qWaitFor([&] { return TestUtil::readFile(cmdline).startsWith("/usr/bin/qemu-system-x86_64"); }, 120000));
        QProcess plan;
        plan.start(QStringLiteral("sh"), { QStringLiteral("-c"), processes->command });
        QVERIFY(plan.waitForFinished(30000));
        const QByteArray listed = plan.readAllStandardOutput();
        fakeQemu.kill();
        fakeQemu.waitForFinished();
        QCOMPARE(plan.exitCode(), 0);
        QVERIFY2(listed.contains("<==\n/usr/bin/qemu-system-x86_64\n-c\nsleep 30; true\n-name\nguest=two\001lines\n\n"),
            listed.constData());
        const PlannedCommand* domains = findPlannedCommand(QStringLiteral("virsh-domains"));
        QVERIFY(domains);
        QCOMPARE(domains->format, QStringLiteral("libvirt-domain-xml"));
        QCOMPARE(domains->command,
            QStringLiteral("for u in $(virsh -r -c qemu:///system list --uuid 2>/dev/null); do printf '==> %s <==\\n' \"$u\"; "
                           "virsh -r -c qemu:///system dumpxml \"$u\"; done; true"));
        // qm showcmd beside qm config, with only a validated number in it.
        const QList<PlannedCommand> proxmox = proxmoxCommands(128);
        QCOMPARE(proxmox.size(), 3);
        QCOMPARE(proxmox[0].id, QStringLiteral("qm-config"));
        QCOMPARE(proxmox[1].id, QStringLiteral("qm-showcmd"));
        QCOMPARE(proxmox[1].command, QStringLiteral("qm showcmd 128 --pretty"));
        QCOMPARE(proxmox[1].format, QStringLiteral("qemu-cmdline"));
        QVERIFY(proxmoxCommands(12).isEmpty());
        QVERIFY(proxmoxCommands(-128).isEmpty());
        // A bundle's qm-showcmd capture (no format recorded) is read as a QEMU command line.
        RawCapture showcmd = capture("qm-showcmd", "", "/usr/bin/kvm \\\n  -id 128\n");
        QCOMPARE(formatOfCapture(showcmd), QStringLiteral("qemu-cmdline"));
        // The standalone collector runs them: the general rows on every machine, qm showcmd with --vmid.
        const QByteArray script = standaloneCollectorScript();
        QVERIFY(script.contains("run qemu-processes 'for p in /proc/"));
        QVERIFY(script.contains("run virsh-domains 'for u in $(virsh -r"));
        QVERIFY(script.contains("run qm-showcmd 'qm showcmd '\"$vmid\"' --pretty'"));
    }
};

QTEST_GUILESS_MAIN(TestVmMapping)
#include "tst_match_vmdevices.moc"
