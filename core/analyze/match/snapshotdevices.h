// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/snapshotdiff.h"
#include "model/pci.h"

#include <QHash>
#include <QList>

/// Which PCI function of one collection of a machine is which of another collection of it.
/// Bus numbers are handed out at boot, depth first: a switch that drops off the bus, a firmware
/// update or a BIOS setting renumbers everything after it, so an address alone would turn every
/// device behind it into one removed and one added. Used by snapshotdiff.cpp.
namespace Topo {

struct DevicePairing
{
    QHash<Bdf, Bdf> afterOf;             // before's address → after's
    QHash<Bdf, Bdf> beforeOf;            // after's address → before's
    QHash<Bdf, DeviceMatch> matchedBy;   // keyed by after's address
    QList<const PciDevice*> removed;     // before's devices with no partner, in before's order
    QList<const PciDevice*> added;       // after's, in after's order
};

/// Matches in four rounds, each only among what the rounds before left: the same address with
/// the same vendor:device and tree position; the same PCIe serial number and vendor:device;
/// the same tree position (see DeviceMatch::TreePosition), several alike in address order; the
/// same address and vendor:device (a device that moved in the tree but kept its address).
DevicePairing matchDevices(const PciTree& before, const PciTree& after);

/// "/01.1[1022:14ab]/00.0[10de:2335]": the device.function numbers and vendor:device of the device
/// and every bridge above it, from the root down. Bus numbers left out on purpose.
QString treePosition(const PciTree& tree, const PciDevice& device);

} // namespace Topo
