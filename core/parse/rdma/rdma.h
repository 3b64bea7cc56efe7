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

} // namespace Topo
