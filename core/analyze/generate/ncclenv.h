// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/machine.h"

#include <QByteArray>

namespace Topo {

/// `topolens nccl-env`: the NCCL and UCX environment that keeps each GPU's traffic on its own
/// RDMA NICs, as shell lines with the reasons as comments: NCCL_IB_HCA (the NICs some GPU is
/// closest to, exactly named), NCCL_SOCKET_IFNAME where the NICs' interfaces are known, a
/// GDR-level note where no GPU has a NIC within PXB, and per GPU the UCX_NET_DEVICES a rank
/// pinned to it should take. Nothing when the machine has no RDMA NIC (an error says so).
struct NcclEnvResult
{
    QByteArray text;
    Diagnostics diagnostics;
    bool ok() const { return !text.isEmpty(); }
};

NcclEnvResult ncclEnvironment(const Machine& machine);

} // namespace Topo
