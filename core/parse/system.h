// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/kernelcmdline.h"
#include "model/numa.h"
#include "model/pci.h"

#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>

namespace Topo {

/// `numactl -H` / `--hardware`.
ParseResult<NumaTopology> parseNumactl(QByteArrayView data);
int sniffNumactl(QByteArrayView data);

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

/// `/proc/cmdline`.
ParseResult<KernelCmdline> parseKernelCmdline(QByteArrayView data);
int sniffKernelCmdline(QByteArrayView data);

} // namespace Topo
