// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the hwloc XML reader (not part of the parse API): hwloc's attribute value forms,
// read as hwloc's own importer (hwloc/topology-xml.c) reads them.

#include "model/hwloc.h"

#include <QList>
#include <QStringView>

#include <optional>

namespace Topo::HwlocAttributes {

/// An hwloc bitmap ("0x0000ffff", "0x000000ff,0xffff0000,0x0": 32-bit words, most significant
/// first; "0xf...f," in front for an infinite set), as the set bits in ascending order.
struct Bitmap
{
    QList<int> bits;
    bool infinite = false; // every bit above the written words is set too
};
/// nullopt when malformed or wider than any real machine (hwloc_bitmap_sscanf fails the same).
std::optional<Bitmap> readBitmap(QStringView text);

/// `pci_type`: "0302 [10de:2335] [10de:18bf] a1" (1.x, 2.x), with " 00" (the programming
/// interface) added by 3.x.
struct PciType
{
    quint16 classId = 0; // class and subclass
    quint16 vendorId = 0;
    quint16 deviceId = 0;
    quint16 subvendorId = 0;
    quint16 subdeviceId = 0;
    quint8 revision = 0;
    std::optional<quint8> progIf;
};
std::optional<PciType> readPciType(QStringView text);

/// `bridge_type`: "0-1" (host to PCI: a host bridge), "1-1" (PCI to PCI).
struct BridgeType
{
    unsigned upstream = 0; // 0 host, 1 PCI (hwloc_obj_bridge_type_e)
    unsigned downstream = 0;
};
std::optional<BridgeType> readBridgeType(QStringView text);

/// `bridge_pci`: "0000:[00-03]", the domain and the secondary and subordinate buses.
struct BusRange
{
    int domain = 0;
    int secondary = 0;
    int subordinate = 0;
};
std::optional<BusRange> readBusRange(QStringView text);

/// `osdev_type` as a 1.x/2.x type number, or a 3.x bit mask turned into the 2.x type that
/// hwloc's own v2 export writes for it (the name and subtype decide two cases there).
HwlocOsDeviceType osDeviceType(quint64 written, int formatMajor, QStringView name, QStringView subtype);

/// A decimal number, or hex after 0x (strtoull(…, 0) as hwloc reads distance values).
std::optional<quint64> readNumber(QStringView text);

} // namespace Topo::HwlocAttributes
