// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/amdtopology.h"
#include "model/diagnostic.h"

#include <QByteArrayView>

/// The rocm-smi family (AMD's ROCm System Management Interface, the Python CLI of
/// rocm_smi_lib): one parser file per format in this folder (rocmsmitopo.cpp, rocmsmibus.cpp);
/// both read rocm-smi's banners and "GPU[n] : key: value" lines through rocmsmilines.h.
namespace Topo {

/// `rocm-smi --showtopo`, any of its single sections (`--showtopoweight`, `--showtopohops`,
/// `--showtopotype`, `--showtoponuma`) and `--shownodesbw`, alone or several outputs one after
/// another: the weight, hops, link type and bandwidth matrices and each GPU's NUMA node and
/// affinity. Tolerates the 80- and 90-column banners of ROCm 5 to 7, fixed-width or mangled
/// cells, two-digit GPU labels, "GPU[n]" and "GPU n" key lines, ANSI colour and prompt lines.
/// rocm-smi's own error lines and unreadable cells (XXXX, N/A) are kept and named in a
/// diagnostic.
ParseResult<AmdTopology> parseRocmSmiTopo(QByteArrayView data);
int sniffRocmSmiTopo(QByteArrayView data);

/// `rocm-smi --showbus --showuniqueid --showproductname` (any of them, or `rocm-smi -a`, which
/// prints them among others): each GPU's PCI address, unique id and product name, and the
/// driver version where printed. Other sections are passed over.
ParseResult<AmdGpuInventory> parseRocmSmiBus(QByteArrayView data);
int sniffRocmSmiBus(QByteArrayView data);

} // namespace Topo
