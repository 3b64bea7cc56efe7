// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one reader of copy sweeps as CSV, for the size-sweep-csv and copybench parsers only (not
// part of the parse API): both are a size column with latency and/or bandwidth columns, and
// copybench adds its comment lines and kind/src/dst columns.

#include "model/benchmark.h"
#include "model/diagnostic.h"

#include <QByteArrayView>

namespace Topo::Bench {

enum class SweepDialect { SizeSweep, Copybench };

ParseResult<BenchmarkRun> readSweepCsv(QByteArrayView data, SweepDialect dialect);

/// What the first lines of a CSV say about it being a sweep: a header with a size column and
/// a measurement, followed by a row whose size reads.
struct SweepHeader
{
    bool found = false;
    bool latencyAndBandwidth = false; // both measurements, not only one
};
SweepHeader sweepHeaderIn(QByteArrayView head);

} // namespace Topo::Bench
