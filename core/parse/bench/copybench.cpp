// SPDX-License-Identifier: GPL-3.0-or-later
// copybench: the CSV of the project's own tools/copybench/copybench.cu ("# copybench 1",
// device and peer comment lines, then kind,src,dst,bytes,latency_us,bandwidth_GBps rows).
#include "parse/bench/benchcommon.h"
#include "parse/bench/benchmarks.h"
#include "parse/bench/sweepcsv.h"

#include <algorithm>

namespace Topo {

ParseResult<BenchmarkRun> parseCopybench(QByteArrayView data)
{
    return Bench::readSweepCsv(data, Bench::SweepDialect::Copybench);
}

int sniffCopybench(QByteArrayView data)
{
    const QByteArrayView head = Bench::textHead(data, 4096);
    if (head.isEmpty())
        return 0;
    for (const Text::Line& line : Text::splitLines(head)) {
        QByteArray storage;
        const QByteArrayView text = Text::cleanLine(line.text, &storage);
        if (text.isEmpty())
            continue;
        if (Text::startsWith(text, "# copybench "))
            return 100;
        if (text == "kind,src,dst,bytes,latency_us,bandwidth_GBps")
            return 90;
        if (text.front() != '#' && !Text::isShellPromptLine(text))
            return 0;
    }
    return 0;
}

} // namespace Topo
