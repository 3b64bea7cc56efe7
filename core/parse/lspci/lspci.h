// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/pci.h"

#include <QByteArrayView>

namespace Topo {

/// `lspci -tv` / `-tvnn` / `-t`: the tree. Several domains and root buses, switches,
/// `+-` / `\-` / `|` art, names with brackets, empty bridge ports ("+-08.0-[05]--"). Devices
/// get their address, description, parent and, for bridges, secondary (and subordinate) bus.
ParseResult<PciTree> parseLspciTree(QByteArrayView data);

/// `lspci`, `lspci -nn`, `lspci -D -nn`: one line per function
/// ("01:00.0 VGA compatible controller [0300]: NVIDIA Corporation Device [10de:2bb5] (rev a1)").
ParseResult<QList<PciDevice>> parseLspciList(QByteArrayView data);

/// `lspci -vvv` / `-nnvvv` / `-vv`: per-device blocks with LnkCap/LnkSta(2), NUMA node,
/// IOMMU group, Device Serial Number, Regions (BARs, incl. <unassigned> and size 0), kernel
/// driver and modules, ACS control, bus numbers of bridges, the PCIe port type.
ParseResult<QList<PciDevice>> parseLspciVerbose(QByteArrayView data);

/// `lspci -vmm` / `-vmmnn` / `-vmm -D` / `-vmm -vv -k`, and the older `-vm`: records of
/// "Tag:<tab>value" lines separated by blank lines. The same devices as parseLspciList() gives
/// for the same machine, with vendor and device names split, plus the driver, modules, NUMA node
/// and IOMMU group where lspci printed them. Unknown tags are ignored with a note.
ParseResult<QList<PciDevice>> parseLspciVmm(QByteArrayView data);

/// `lspci -mm` / `-mmnn` / `-mm -D`, and the older `-m`: one line per function, shell-quoted
/// (`00:06.0 "3D controller" "NVIDIA Corporation" "Device 2335" -ra1 -p00 …`). The same
/// devices as parseLspciList() gives, with vendor and device names split.
ParseResult<QList<PciDevice>> parseLspciMm(QByteArrayView data);

/// How much a buffer looks like each format, 0 (not at all) … 100 (certain). Used by format
/// auto-detection; cheap, reads only the first lines.
int sniffLspciTree(QByteArrayView data);
int sniffLspciList(QByteArrayView data);
int sniffLspciVerbose(QByteArrayView data);
int sniffLspciVmm(QByteArrayView data);
int sniffLspciMm(QByteArrayView data);

} // namespace Topo
