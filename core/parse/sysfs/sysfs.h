// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sysfs listings: IOMMU groups (/sys/kernel/iommu_groups), NUMA nodes
// (/sys/devices/system/node) and PCI device attributes (/sys/bus/pci/devices).

#include "model/bdf.h"
#include "model/diagnostic.h"
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
///   /sys/bus/pci/devices/0000:01:00.0/max_link_speed:32.0 GT/s PCIe
///   /sys/bus/pci/devices/0000:01:00.0/driver:vfio-pci        (symlink target's name)
/// Known attributes: class, vendor, device, subsystem_vendor, subsystem_device, revision,
/// numa_node, local_cpulist, current/max_link_speed, current/max_link_width, driver,
/// iommu_group. Others are kept as a warning-free no-op.
ParseResult<QList<PciDevice>> parseSysfsPci(QByteArrayView data);
int sniffSysfsPci(QByteArrayView data);

} // namespace Topo
