// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark formats as a group: their names and dispatch by name.
#include "parse/bench/benchmarks.h"

#include "util/tr.h"

namespace Topo {

namespace {

using Parser = ParseResult<BenchmarkRun> (*)(QByteArrayView);

struct BenchmarkFormat
{
    const char16_t* name;
    Parser parse;
};

constexpr BenchmarkFormat benchmarkFormats[] = {
    {u"p2p-bandwidth-latency", parseP2pBandwidthLatency},
    {u"nvbandwidth", parseNvBandwidth},
    {u"nvbandwidth-json", parseNvBandwidthJson},
    {u"nccl-tests", parseNcclTests},
    {u"nccl-tests-json", parseNcclTestsJson},
    {u"size-sweep-csv", parseSizeSweepCsv},
    {u"copybench", parseCopybench},
    {u"rocm-bandwidth-test", parseRocmBandwidthTest},
};

} // namespace

QStringList benchmarkFormatNames()
{
    QStringList names;
    for (const auto& f : benchmarkFormats)
        names.append(QString::fromUtf16(f.name));
    return names;
}

bool isBenchmarkFormat(QStringView format)
{
    for (const auto& f : benchmarkFormats) {
        if (format == QStringView(f.name))
            return true;
    }
    return false;
}

ParseResult<BenchmarkRun> parseBenchmark(QStringView format, QByteArrayView data)
{
    for (const auto& f : benchmarkFormats) {
        if (format == QStringView(f.name))
            return f.parse(data);
    }
    ParseResult<BenchmarkRun> result;
    result.error(0, Tr::tr("%1 is not a benchmark format").arg(format.toString()));
    return result;
}

} // namespace Topo
