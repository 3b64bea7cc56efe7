// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/snapshotfile.h"

namespace Topo {

/// Reads what scripts/topolens-collect.sh writes: a header, then per command
///   @capture ID exit=N ms=N stdout=BYTES stderr=BYTES
///   @command THE COMMAND
///   <exactly BYTES of stdout><exactly BYTES of stderr>
///   @end ID
/// Byte counts make any output safe to carry, binary included. A cut-off bundle keeps the
/// captures before the cut, with an error naming the line. The result is a snapshot with one
/// machine.
ParseResult<Snapshot> readBundle(QByteArrayView data);
bool looksLikeBundle(QByteArrayView data);

} // namespace Topo
