// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/hwloc/hwloc.h"

#include <QByteArrayView>

namespace Topo {

/// Reads one hwloc XML document (starting at its first '<', valid UTF-8 or declaring its
/// encoding) into `result`; `lineOffset` is the number of input lines before it, so that every
/// diagnostic names the input's own line.
void readHwlocDocument(QByteArrayView xml, ParseResult<HwlocTopology>& result, int lineOffset);

} // namespace Topo
