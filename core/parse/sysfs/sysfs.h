// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sysfs listings: IOMMU groups (/sys/kernel/iommu_groups), NUMA nodes
// (/sys/devices/system/node), PCI device attributes (/sys/bus/pci/devices) and the devices'
// configuration space (…/config, also as lspci -x prints it), and the files that identify a
// machine (machine-id, boot id, DMI product and UUID, network hardware addresses).

#include "model/bdf.h"
#include "model/diagnostic.h"
#include "model/identity.h"
#include "model/netdevice.h"
#include "model/numa.h"
#include "model/pci.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace Topo {

struct IommuGroupMember
{
    int group = -1;
    Bdf bdf;
    QString description; // the lspci text after the address, when the listing has it
    int line = 0;
};

struct IommuGroupListing
{
    QList<IommuGroupMember> members; // in printed order
    QList<int> groups() const;        // distinct group numbers, ascending
    QList<Bdf> devicesIn(int group) const;
    int groupOf(const Bdf& bdf) const; // -1 if not listed
};

/// Reads every common way of listing IOMMU groups:
///  - `find /sys/kernel/iommu_groups/ -type l` (what TopoLens collects):
///    "/sys/kernel/iommu_groups/42/devices/0000:01:00.0"
///  - the Arch-wiki script: "IOMMU Group 1:" followed by indented "01:00.0 VGA … [10de:1b81]"
///  - the one-line script: "IOMMU Group 1 01:00.0 VGA compatible controller …"
/// with echoed shell loops, prompts, "..." elisions and indentation around them.
ParseResult<IommuGroupListing> parseIommuGroups(QByteArrayView data);
int sniffIommuGroups(QByteArrayView data);

/// `grep -H . /sys/devices/system/node/node*/{cpulist,distance,meminfo}` style listings.
ParseResult<NumaTopology> parseSysfsNodes(QByteArrayView data);
int sniffSysfsNodes(QByteArrayView data);

/// Per-device sysfs attribute listing, one "path:value" per line, as TopoLens collects it
/// (and `grep -H . /sys/bus/pci/devices/*/numa_node` prints it):
///   /sys/devices/pci0000:40/0000:40:00.0/0000:41:00.0/max_link_speed:32.0 GT/s PCIe
///   /sys/bus/pci/devices/0000:01:00.0/driver:vfio-pci        (symlink target's name)
/// Known attributes: class, vendor, device, subsystem_vendor, subsystem_device, revision,
/// numa_node, local_cpulist, current/max_link_speed, current/max_link_width, driver,
/// iommu_group, secondary/subordinate_bus_number. Others are kept as a warning-free no-op.
/// A device's real path (under /sys/devices) gives its place in the tree as the kernel has it:
/// the component above it is its parent bridge, or its root bus ("pci0000:40": no parent,
/// and the root bus joins rootBuses, in the order first seen). A /sys/bus/pci/devices path
/// says nothing about the tree: those devices have no parent and add no root bus.
ParseResult<PciTree> parseSysfsPci(QByteArrayView data);
int sniffSysfsPci(QByteArrayView data);

/// PCI configuration space dumps, one device after another:
///  - what TopoLens collects, `od -Ax -tx1 -v` of /sys/bus/pci/devices/*/config after a line
///    "==> /sys/bus/pci/devices/0000:00:1c.0/config <==" (4096 bytes as root, 64 as a user);
///  - `lspci -x`, `-xxx`, `-xxxx` (also with -D, -nn, -v): "00: 86 80 …" rows after a device
///    line "00:1c.0 PCI bridge: …"; `hexdump -C` rows and od's "*" for repeated rows are read too.
/// Decodes ids and class, the bus numbers of bridges, the PCIe capability (port type → role,
/// LnkCap/LnkSta → link, as lspci 3.9 reports downgrades), and from the extended capabilities
/// of 4096-byte dumps the Device Serial Number and ACS (SrcValid). Short dumps give what
/// they hold, with one remark for all of them.
ParseResult<QList<PciDevice>> parsePciConfigSpace(QByteArrayView data);
int sniffPciConfigSpace(QByteArrayView data);

/// `grep -H . /etc/machine-id /proc/sys/kernel/random/boot_id /sys/class/dmi/id/{sys_vendor,
/// product_name,product_uuid} /sys/class/net/*/address` (the `machine-identity` capture):
///   /etc/machine-id:3d1219c7c4c5404aaa1f6d2a48adfda4
///   /sys/class/net/eth0/address:02:fc:00:00:00:01
/// A file that was not readable (product_uuid as a user) is simply absent and its field stays
/// empty. "lo" and all-zero addresses are left out; UUID and MACs are lower-cased.
ParseResult<MachineIdentifiers> parseSysfsIdentity(QByteArrayView data);
int sniffSysfsIdentity(QByteArrayView data);

/// `ls -l /sys/class/net/ /sys/class/infiniband/` (the `net-devices` capture): each device's
/// link into /sys/devices, which says the PCI function it is.
///   lrwxrwxrwx 1 root root 0 Dec  6 00:15 eth0 -> ../../devices/pci0000:00/0000:00:03.0/virtio2/net/eth0
///   lrwxrwxrwx 1 root root 0 Dec  6 00:15 mlx5_0 -> ../../devices/pci0000:16/0000:16:02.0/0000:17:00.0/infiniband/mlx5_0
/// Virtual devices (lo, bridges, bonds) are kept without a PCI function; a USB NIC names the
/// function it is reached through (`behind`). ls's headings, "total" lines and its note that a
/// class is absent are read as such.
ParseResult<QList<NetworkDevice>> parseSysfsNet(QByteArrayView data);
int sniffSysfsNet(QByteArrayView data);

} // namespace Topo
