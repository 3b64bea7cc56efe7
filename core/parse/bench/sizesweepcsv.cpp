// SPDX-License-Identifier: GPL-3.0-or-later
// size-sweep-csv: a plain CSV (comma, semicolon or tab) of transfer size, latency and/or
// bandwidth, as people paste from their own copy loops; read by the sweep reader.
#include "parse/bench/benchcommon.h"
#include "parse/bench/benchmarks.h"
#include "parse/bench/sweepcsv.h"

#include "util/text.h"

#include <algorithm>

namespace Topo {

ParseResult<BenchmarkRun> parseSizeSweepCsv(QByteArrayView data)
{
    return Bench::readSweepCsv(data, Bench::SweepDialect::SizeSweep);
}

int sniffSizeSweepCsv(QByteArrayView data)
{
    const QByteArrayView head = Bench::textHead(data, 4096);
    if (head.isEmpty())
        return 0;
    const Bench::SweepHeader header = Bench::sweepHeaderIn(head);
    if (!header.found)
        return 0;
    return header.latencyAndBandwidth ? 70 : 55;
}

} // namespace Topo
