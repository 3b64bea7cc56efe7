// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/amdtopology.h"
#include "model/diagnostic.h"

#include <QByteArrayView>

namespace Topo {

/// `amd-smi topology`: the tables keyed by PCI address (ACCESS, WEIGHT, HOPS, LINK TYPE, NUMA BW,
/// and from ROCm 6.3 CACHE COHERANCY, ATOMICS, DMA, BI-DIRECTIONAL with a legend). GPUs are
/// numbered in the order the first table names them.
ParseResult<AmdTopology> parseAmdSmiTopology(QByteArrayView data);
int sniffAmdSmiTopology(QByteArrayView data);

/// `amd-smi topology --json`: a list of GPUs, each with its `links` (ROCm 6.1.1 on), or with one
/// object per table keyed `gpu_N` (ROCm 6.1.0).
ParseResult<AmdTopology> parseAmdSmiTopologyJson(QByteArrayView data);
int sniffAmdSmiTopologyJson(QByteArrayView data);

/// `amd-smi list`: GPU index, BDF and UUID per GPU (KFD_ID, NODE_ID and PARTITION_ID are checked
/// but have no place in the model yet).
ParseResult<AmdGpuInventory> parseAmdSmiList(QByteArrayView data);
int sniffAmdSmiList(QByteArrayView data);

/// `amd-smi static --bus` or the whole `amd-smi static`: from each GPU's ASIC, BUS and BOARD
/// sections the BDF, name, ASIC serial (unique id), board serial and maximum PCIe link; from
/// DRIVER, VBIOS and NUMA their version and node. Every other section is passed over.
ParseResult<AmdGpuInventory> parseAmdSmiStaticBus(QByteArrayView data);
int sniffAmdSmiStaticBus(QByteArrayView data);

} // namespace Topo
