// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/numa.h"

#include <QByteArrayView>

namespace Topo {

/// `numactl -H` / `--hardware`.
ParseResult<NumaTopology> parseNumactl(QByteArrayView data);
int sniffNumactl(QByteArrayView data);

} // namespace Topo
