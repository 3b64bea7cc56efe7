// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/generate/virtualization.h"
#include "model/diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace Topo {

enum class NcclTopoTarget {
    Guest, // NCCL_TOPO_FILE for the guest: the host's tree with the guest's bus ids
    Host,  // the host's (or bare-metal machine's) own tree
};

struct NcclTopoResult
{
    QByteArray xml; // empty when nothing usable could be written
    Diagnostics diagnostics;
    int elementCount = 0;
    int gpuCount = 0;
    int nicCount = 0; // RDMA NICs placed beside the GPUs

    bool ok() const { return !xml.isEmpty(); }
};

/// Writes an NCCL topology file (sjeaugey's recipe in NVIDIA/nccl-tests #86, automated): per
/// host NUMA node a <cpu numaid=…>, below it every PCIe switch the host has above the GPUs (NCCL
/// keeps every second bridge level, as in its own dumps; for a guest with made-up bus ids
/// ffff:ff:NN.0, which do not exist in the VM), and each GPU's <pci> with the guest's bus id and
/// the host's link speed and width, so NCCL sees which GPUs share a socket or a switch and does
/// not fall back to Gen3 speeds. <gpu> and <nic> elements are left out: NCCL fills them in from
/// the driver. The result is re-read with parseNcclTopology() and refused (with a message) when
/// it would break NCCL's parser limits (256 elements, 16 attributes, 253-character values).
NcclTopoResult generateNcclTopology(const VirtualizationSetup& setup, NcclTopoTarget target);

/// The kernel's cpumask form NCCL writes for affinity: "00000000,ffffffff" (32-bit words, most
/// significant first).
QString cpuMaskOf(const QList<int>& cpus);

} // namespace Topo
