// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/hwloc.h"

#include <QByteArrayView>

/// hwloc's XML topology (`lstopo --of xml`, `lstopo-no-graphics --of xml`, hwloc-gather-topology).
namespace Topo {

/// Reads hwloc XML in the 1.x form (no version: NUMA nodes are parents of packages and cores,
/// I/O objects hang below them, `<distances>` of `<latency>`), the 2.x form (`version="2.0"`:
/// NUMA nodes are memory children, I/O objects hang below packages or the machine,
/// `<distances2>` with `<indexes>` and `<u64values>`) and the 3.x form (`version="3.0"`, bit-mask
/// OS device types). Never throws. A cut-off file, anything that is not `<topology>` and a DTD
/// with declarations of its own get an error naming the line; attributes hwloc itself would
/// ignore as invalid get a warning and are left out.
ParseResult<HwlocTopology> parseHwlocXml(QByteArrayView data);
int sniffHwlocXml(QByteArrayView data);

} // namespace Topo
