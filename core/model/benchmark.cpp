// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/benchmark.h"

#include "util/lookup.h"
#include "util/nametable.h"

#include <QLocale>

#include <cmath>

namespace Topo {

namespace {

// Stable: benchmark JSON and the CLI use these names.
constexpr NamedValue<BenchmarkTool> toolNames[] = {
    { BenchmarkTool::P2pBandwidthLatency, u"p2pBandwidthLatencyTest" },
    { BenchmarkTool::NvBandwidth, u"nvbandwidth" },
    { BenchmarkTool::NcclTests, u"nccl-tests" },
    { BenchmarkTool::SizeSweep, u"size-sweep" },
    { BenchmarkTool::Copybench, u"copybench" },
    { BenchmarkTool::RocmBandwidthTest, u"rocm-bandwidth-test" },
};

constexpr NamedValue<BenchmarkNoteKind> noteKindNames[] = {
    { BenchmarkNoteKind::Waived, u"waived" },
    { BenchmarkNoteKind::Aborted, u"aborted" },
    { BenchmarkNoteKind::Truncated, u"truncated" },
    { BenchmarkNoteKind::Failed, u"failed" },
    { BenchmarkNoteKind::Info, u"info" },
};

} // namespace

QString benchmarkToolName(BenchmarkTool tool)
{
    return nameOf(toolNames, tool);
}

QString BenchmarkRun::toolDisplayName() const
{
    if (tool == BenchmarkTool::NcclTests) {
        for (const auto& [key, value] : properties) {
            if (key == u"rccl-tests version" || key == u"RCCL version")
                return QStringLiteral("rccl-tests");
        }
    }
    return benchmarkToolName(tool);
}

QString humanByteSize(double bytes)
{
    static const char* const units[] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB" };
    int unit = 0;
    while (bytes >= 1024 && unit < 5) {
        bytes /= 1024;
        ++unit;
    }
    const bool whole = std::abs(bytes - std::round(bytes)) < 1e-9;
    return QLocale().toString(bytes, 'f', whole ? 0 : 1) + u' ' + QString::fromLatin1(units[unit]);
}

std::optional<BenchmarkTool> benchmarkToolFromName(QStringView name)
{
    return valueNamed(toolNames, name);
}

QString benchmarkNoteKindName(BenchmarkNoteKind kind)
{
    return nameOf(noteKindNames, kind);
}

std::optional<double> BenchmarkMatrix::cell(int row, int column) const
{
    if (row < 0 || row >= cells.size() || column < 0 || column >= cells[row].size())
        return std::nullopt;
    return cells[row][column];
}

std::optional<double> BenchmarkMatrix::valueBetween(int fromGpu, int toGpu) const
{
    int row = -1;
    int column = -1;
    for (int r = 0; r < rows.size() && row < 0; ++r) {
        if (rows[r].gpu == fromGpu)
            row = r;
    }
    for (int c = 0; c < columns.size() && column < 0; ++c) {
        if (columns[c].gpu == toGpu)
            column = c;
    }
    return cell(row, column);
}

double BenchmarkMatrix::sumOfCells() const
{
    double sum = 0;
    for (const auto& row : cells) {
        for (const auto& value : row)
            sum += value.value_or(0.0);
    }
    return sum;
}

int BenchmarkMatrix::filledCells() const
{
    int filled = 0;
    for (const auto& row : cells) {
        for (const auto& value : row)
            filled += value ? 1 : 0;
    }
    return filled;
}

const BenchmarkGpu* BenchmarkRun::gpu(int index) const
{
    return findBy(gpus, &BenchmarkGpu::index, index);
}

const BenchmarkMatrix* BenchmarkRun::matrix(QStringView metric) const
{
    return findBy(matrices, &BenchmarkMatrix::metric, metric);
}

const SizeSweep* BenchmarkRun::sweep(QStringView name) const
{
    return findBy(sweeps, &SizeSweep::name, name);
}

bool BenchmarkRun::hasNote(BenchmarkNoteKind kind) const
{
    return findBy(notes, &BenchmarkNote::kind, kind) != nullptr;
}

bool BenchmarkRun::isEmpty() const
{
    for (const auto& m : matrices) {
        if (m.filledCells() > 0)
            return false;
    }
    for (const auto& s : sweeps) {
        if (!s.points.isEmpty())
            return false;
    }
    return true;
}

} // namespace Topo
