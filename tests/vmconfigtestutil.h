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

} // namespace VmTest
