// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the tests of the VM configuration formats (qemu-cmdline, libvirt-domain-xml).

#include "model/vmconfig.h"
#include "testutil.h"

#include <QTest>

namespace VmTest {

using namespace Topo;

inline QByteArray fixture(const QString& path)
{
    return TestUtil::readFixture(path);
}

/// The 1-based line of the first line of `data` that contains `needle`; fails the test if none.
inline int lineOf(const QByteArray& data, const QByteArray& needle, int from = 1)
{
    int number = 1;
    for (const QByteArray& line : data.split('\n')) {
        if (number >= from && line.contains(needle))
            return number;
        ++number;
    }
    qFatal("no line contains %s", needle.constData());
    return 0;
}

inline const VmDevice& device(const VmConfiguration& vm, const char* id)
{
    const VmDevice* found = vm.device(QString::fromUtf8(id));
    if (!found)
        qFatal("no device %s in VM %s", id, qPrintable(vm.name));
    return *found;
}

inline std::optional<VmSlot> slot(int device, int function = 0)
{
    return VmSlot { device, function };
}

inline std::optional<Bdf> bdf(const char* text)
{
    return Bdf::parse(QByteArrayView(text));
}

/// The device on `parent` at `slot`, or null.
inline const VmDevice* deviceAt(const VmConfiguration& vm, const QString& parent, const VmSlot& at)
{
    for (const VmDevice& d : vm.devices) {
        if (d.parentBus == parent && d.slot == at)
            return &d;
    }
    return nullptr;
}

inline bool hasControlCharacters(const QString& text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x20 || c.unicode() == 0x7f; });
}


/// libvirt's pcie-expander-bus test VM (tests/fixtures/*/SOURCES.md), as both its domain XML and
/// its QEMU command line must read: a pxb-pcie on bus 254 (NUMA 0) at 00:04.0, a root port
/// behind it, a switch upstream port and 32 downstream ports (chassis 4-35), each with its NIC
/// at slot 0. Both parsers' tests call it; QCOMPARE returns from here, so callers check
/// QTest::currentTestFailed() after.
inline void verifyPcieExpanderBusTestVm(const VmConfiguration& vm)
{
    QCOMPARE(vm.name, QStringLiteral("pcie-expander-bus-test"));
    QCOMPARE(vm.uuid, QStringLiteral("11dbdcdd-4c3b-482b-8903-9bdb8c0a2774"));
    const VmDevice& pxb = device(vm, "pci.1");
    QCOMPARE(pxb.kind, VmDeviceKind::RootBus);
    QCOMPARE(pxb.driver, QStringLiteral("pxb-pcie"));
    QCOMPARE(pxb.busNumber, std::optional<int>(254));
    QCOMPARE(pxb.numaNode, std::optional<int>(0));
    QCOMPARE(pxb.parentBus, QStringLiteral("pcie.0"));
    QCOMPARE(pxb.slot, slot(4));
    QCOMPARE(device(vm, "pci.2").kind, VmDeviceKind::RootPort);
    QCOMPARE(device(vm, "pci.2").parentBus, QStringLiteral("pci.1"));
    QCOMPARE(device(vm, "pci.2").chassis, std::optional<int>(2));
    QCOMPARE(device(vm, "pci.3").kind, VmDeviceKind::SwitchUpstream);
    QCOMPARE(device(vm, "pci.3").driver, QStringLiteral("x3130-upstream"));
    QCOMPARE(device(vm, "pci.3").parentBus, QStringLiteral("pci.2"));
    for (int index = 4; index <= 35; ++index) {
        const VmDevice& port = device(vm, qPrintable(u"pci." + QString::number(index)));
        QCOMPARE(port.kind, VmDeviceKind::SwitchDownstream);
        QCOMPARE(port.parentBus, QStringLiteral("pci.3"));
        QCOMPARE(port.slot, slot(index - 4));
        QCOMPARE(port.chassis, std::optional<int>(index));
        QVERIFY(deviceAt(vm, port.id, VmSlot { 0, 0 })); // its NIC
    }
}

} // namespace VmTest
