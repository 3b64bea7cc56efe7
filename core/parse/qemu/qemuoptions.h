// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the QEMU command-line reader only (not part of the parse API): one option value
// read into key=value pairs, and the property values the PCI layout depends on.

#include "model/vmconfig.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>

#include <optional>

namespace Topo::Qemu {

using Properties = QList<QPair<QByteArray, QByteArray>>;

/// QEMU's option syntax (QemuOpts): "first,key=value,flag" with ",," a literal comma. A first
/// part without '=' is the value of `implicitKey` ("driver" for -device, "type" for -machine,
/// "guest" for -name); any other part without '=' is a flag set to "on".
Properties splitOptions(QByteArrayView text, QByteArrayView implicitKey);

/// The JSON object libvirt ≥ 8 gives -device ({"driver":"vfio-pci","host":"0000:17:00.0",…}).
/// Strings are kept as they are, numbers in decimal, booleans as "true"/"false", nested values
/// as compact JSON; nullopt when `text` is not one JSON object. `numberKeys` gets the keys whose
/// value is a JSON number ("addr": 16 is a devfn, "addr": "16" a slot).
std::optional<Properties> jsonProperties(QByteArrayView text, QList<QByteArray>* numberKeys = nullptr);

/// The last value of `key`, empty when unset (QEMU takes the last of repeated keys).
QByteArray valueOf(const Properties& properties, QByteArrayView key);
bool hasKey(const Properties& properties, QByteArrayView key);
/// Sets `key`, replacing its value where it is set, appending otherwise.
void setValue(Properties& properties, const QByteArray& key, const QByteArray& value);

/// A PCI addr= value: "0x1c.2", "1c.2", "0x10", "5", "0x1.0x2" (libvirt), hex as QEMU reads it;
/// `devfnNumber` is set when the value is a JSON number (QEMU then takes it as devfn).
std::optional<VmSlot> readSlot(QByteArrayView text, bool devfnNumber = false);

/// "on", "true", "yes", "1" (QEMU's booleans in either syntax).
bool isOn(QByteArrayView value);

/// A decimal or 0x-hexadecimal integer (libvirt writes port=0x10, chassis=1).
std::optional<int> readInteger(QByteArrayView text);

/// x-speed=: QEMU's PCIELinkSpeed names "2_5", "5", "8", "16", "32", "64" (GT/s).
double readLinkSpeedName(QByteArrayView text);

} // namespace Topo::Qemu
