// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/pcieevent.h"

#include <QByteArrayView>
#include <QList>

namespace Topo {

/// The kernel log's PCIe link lines (`dmesg`, `journalctl -k`, a syslog; timestamps or not):
/// AER's error reports, the hot-plug driver's Link Down and Up, DPC containment, the bandwidth
/// line the kernel prints when a device's link is slower than it could be, and NVIDIA's "GPU has
/// fallen off the bus". Other lines are read past.
ParseResult<QList<PcieEvent>> parseDmesgPcie(QByteArrayView data);
int sniffDmesgPcie(QByteArrayView data);

} // namespace Topo
