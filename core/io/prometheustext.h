// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/snapshotdocument.h"

#include <QByteArray>

namespace Topo {

/// A snapshot as Prometheus metrics, in the text exposition format node_exporter's textfile
/// collector reads (`--collector.textfile.directory`): what each GPU is and, in a guest, which
/// host function it is (GPU and host address side by side), the class and P2P status of each
/// GPU pair, every PCIe link's speed and width against its capability, the AER counters and the
/// kernel log's PCIe events, and the findings as gauges. One family per metric, each with the
/// same label names on every series (client_golang refuses a file otherwise); no timestamps
/// (the collector refuses those too). docs/prometheus.md lists the metrics.
QByteArray prometheusText(const SnapshotDocument& document);

/// A label value as the exposition format writes it: backslash, double quote and line feed
/// escaped, the rest as UTF-8.
QByteArray prometheusLabelValue(const QString& value);

} // namespace Topo
