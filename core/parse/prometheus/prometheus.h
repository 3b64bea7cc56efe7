// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/pci.h"

#include <QByteArrayView>

namespace Topo {

/// node_exporter's pcidevice collector as Prometheus serves it, in the text exposition format
/// (`/federate?match[]=…`, or node_exporter's own `/metrics`): each PCIe function's link speed
/// (`node_pcidevice_{current,max}_link_transfers_per_second`, in transfers a second) and width
/// (`…_link_width`), by the labels segment, bus, device and function. Other series are read
/// past; a value of -1 is the collector's "unknown". Each function's attributes point at their
/// lines as sysfs-pci's do ("current_link_width"), so a watch reads both alike.
ParseResult<PciTree> parsePrometheusPcidevice(QByteArrayView data);
int sniffPrometheusPcidevice(QByteArrayView data);

} // namespace Topo
