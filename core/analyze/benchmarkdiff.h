// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/devicechange.h"
#include "model/machine.h"

#include <QList>

/// What the benchmark runs imported into two collections of one machine say changed: the check
/// of a fix. A qemu-layout, an NCCL topology file or an ACS setting is verified by running the
/// benchmark before and after, importing both runs, and diffing (`topolens diff`).
namespace Topo {

/// A change is reported only above this fraction of the first run's figure: repeated runs of
/// nccl-tests and p2pBandwidthLatencyTest on an unchanged machine differ by a few percent.
inline constexpr double benchmarkChangeThreshold = 0.05;

/// Runs of the two machines paired by tool and title (the n-th with the n-th), each compared
/// on what both measured: nccl-tests' average bus bandwidth and each sweep's bandwidth at the
/// largest size both reached; each GB/s matrix by the mean of the GPU-pair cells (off the
/// diagonal) both have. Kind "benchmark-bandwidth", device the run and what was measured.
QList<DeviceChange> benchmarkChanges(const Machine& before, const Machine& after);

} // namespace Topo
