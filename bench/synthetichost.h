// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/snapshotfile.h"

namespace Topo::Bench {

/// What the synthetic host holds, for the report.
struct SyntheticHostShape
{
    int numaNodes = 0;
    int rootComplexes = 0;
    int gpus = 0;
    int pciDevices = 0;
};

/// A large made-up host as RAW tool outputs (lspci -tvnn, lspci -nnvvv, the sysfs-pci listing,
/// numactl -H, nvidia-smi topo -m), so that it goes through the real parsers: two NUMA nodes
/// (one PCI domain each), 16 root complexes, each with two PCIe switches carrying eight GPUs,
/// a dual-port NIC and an NVMe drive, plus the uncore functions and accelerator functions a
/// big server lists by the hundred. 256 GPUs, about 5,000 PCI functions. Deterministic.
Snapshot syntheticHostSnapshot(SyntheticHostShape* shape = nullptr);

} // namespace Topo::Bench
