// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the benchmark parsers only (not part of the parse API): strict number reading,
// capped line diagnostics and the GPU bus-id forms the tools print.

#include "model/benchmark.h"
#include "model/diagnostic.h"
#include "parse/cappeddiagnostics.h"
#include "util/text.h"

#include <QByteArray>
#include <QByteArrayView>

#include <QString>

#include <optional>

namespace Topo::Bench {

bool startsWithLiteral(QByteArrayView text, QByteArrayView prefix);
bool containsCaseInsensitive(QByteArrayView text, QByteArrayView needle);

/// A plain decimal number as benchmarks print it: "12", "-1", "0.76", "2e-07", "1.2e+05".
/// Rejects nan, inf, hex and anything with other characters.
bool readNumber(QByteArrayView token, double* out);
bool readInt(QByteArrayView token, int* out);
bool readUInt64(QByteArrayView token, quint64* out);
bool isNotAvailable(QByteArrayView token); // "N/A", "n/a", "NA", "-"

/// Splits "1531.2311.95" into 1531.23 and 11.95: printf("%6.02f ") never glues values, but
/// text re-flowed by a pasting tool does, and every value has exactly `decimals` decimals.
/// Returns false when the token cannot be read that way.
bool splitGluedValues(QByteArrayView token, int decimals, QList<double>* out);

/// The collective of an nccl-tests program: "all_reduce_perf" (or a path ending in it) →
/// "all_reduce"; empty for other names.
QString operationOfProgram(QByteArrayView token);

/// Calls `handle(text, number)` for every line of `data`, cleaned by Text::cleanLine (terminal
/// escapes and surrounding blanks gone); returns the number of the last line, 0 when none.
template<class Handle>
int forEachCleanLine(QByteArrayView data, Handle&& handle)
{
    int last = 0;
    for (const Text::Line& line : Text::splitLines(data)) {
        QByteArray storage;
        handle(Text::cleanLine(line.text, &storage), line.number);
        last = line.number;
    }
    return last;
}

/// What a text sniffer reads: the first `bytes` of `data`, or nothing when they look binary.
QByteArrayView textHead(QByteArrayView data, qsizetype bytes);

/// Keeps the first `limit` line warnings and counts the rest, so 50 MB of bad rows gives a
/// readable report.
class DiagnosticSink : public CappedDiagnostics
{
public:
    explicit DiagnosticSink(Diagnostics* diagnostics, int limit = 50)
        : CappedDiagnostics(*diagnostics, limit)
    {
    }
    void finish();
};

/// The cells of one matrix row after its label, as p2pBandwidthLatencyTest and nvbandwidth
/// print them: numbers, N/A, or values run together by a pasting tool.
struct RowCells
{
    QList<std::optional<double>> cells; // at most `columns`
    int surplus = 0;                    // values past the last column
    bool glued = false;
};

/// Reads the rest of `tokens` as the cells of a row of `columns` columns. A token that is not
/// a number is an error at `line` and an empty cell; values that ran together are split and
/// warned about once. `gluedOverflowIsSurplus`: whether split values past the last column
/// count as surplus.
RowCells readRowCells(Text::Tokens& tokens, int columns, bool gluedOverflowIsSurplus, int line, DiagnosticSink& sink);

/// nccl-tests "[0000:1b:00]" / "[0x1b]", nvbandwidth "(00000000:1b:00)", copybench
/// "0000:1b:00.0": the address and how much of it was printed.
struct PrintedBusId
{
    Bdf bdf;
    BusIdPrecision precision = BusIdPrecision::Full;
};
std::optional<PrintedBusId> readBusId(QByteArrayView text);

/// Adds a GPU to the run unless one with that index is there; returns it.
BenchmarkGpu& gpuWithIndex(BenchmarkRun* run, int index);

/// Cap on GPUs and matrix sides: real outputs have at most a few hundred; the cap keeps a
/// hostile header from asking for a matrix of billions of cells.
constexpr int maxMatrixSide = 1024;
/// Cap on points and sweeps so a hostile input cannot grow the model without bound.
constexpr int maxSweeps = 4096;
constexpr int maxMatrices = 4096;

} // namespace Topo::Bench
