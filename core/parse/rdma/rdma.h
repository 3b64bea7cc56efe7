// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/rdmadevice.h"

#include <QByteArrayView>

namespace Topo {

/// `ibstat` (infiniband-diags): each RDMA device ("CA 'mlx5_0'"), its type and firmware, and per
/// port its state, physical state, rate and link layer. The umad library's debug lines
/// ("ibwarn: …") and anything else between the blocks are read past.
ParseResult<QList<RdmaDevice>> parseIbstat(QByteArrayView data);
int sniffIbstat(QByteArrayView data);

/// `ibv_devinfo` (rdma-core): each device ("hca_id: mlx5_0"), its firmware, and per port its
/// state and link layer, as the same devices ibstat gives (the state in ibstat's words, the
/// type "MT4129" for a Mellanox/NVIDIA part; no rate, which ibv_devinfo prints only with -v).
ParseResult<QList<RdmaDevice>> parseIbvDevinfo(QByteArrayView data);
int sniffIbvDevinfo(QByteArrayView data);

} // namespace Topo
