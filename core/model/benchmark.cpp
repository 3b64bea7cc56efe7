// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/benchmark.h"

namespace Topo {

QString benchmarkToolName(BenchmarkTool tool)
{
    switch (tool) {
    case BenchmarkTool::P2pBandwidthLatency:
        return QStringLiteral("p2pBandwidthLatencyTest");
    case BenchmarkTool::NvBandwidth:
        return QStringLiteral("nvbandwidth");
    case BenchmarkTool::NcclTests:
        return QStringLiteral("nccl-tests");
    case BenchmarkTool::SizeSweep:
        return QStringLiteral("size-sweep");
    case BenchmarkTool::Copybench:
        return QStringLiteral("copybench");
    }
    return {};
}

std::optional<BenchmarkTool> benchmarkToolFromName(QStringView name)
{
    for (const BenchmarkTool tool : {BenchmarkTool::P2pBandwidthLatency, BenchmarkTool::NvBandwidth,
             BenchmarkTool::NcclTests, BenchmarkTool::SizeSweep, BenchmarkTool::Copybench}) {
        if (benchmarkToolName(tool) == name)
            return tool;
    }
    return std::nullopt;
}

QString benchmarkNoteKindName(BenchmarkNoteKind kind)
{
    switch (kind) {
    case BenchmarkNoteKind::Waived:
        return QStringLiteral("waived");
    case BenchmarkNoteKind::Aborted:
        return QStringLiteral("aborted");
    case BenchmarkNoteKind::Truncated:
        return QStringLiteral("truncated");
    case BenchmarkNoteKind::Failed:
        return QStringLiteral("failed");
    case BenchmarkNoteKind::Info:
        return QStringLiteral("info");
    }
    return {};
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
    for (const auto& g : gpus) {
        if (g.index == index)
            return &g;
    }
    return nullptr;
}

const BenchmarkMatrix* BenchmarkRun::matrix(QStringView metric) const
{
    for (const auto& m : matrices) {
        if (m.metric == metric)
            return &m;
    }
    return nullptr;
}

const SizeSweep* BenchmarkRun::sweep(QStringView name) const
{
    for (const auto& s : sweeps) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

bool BenchmarkRun::hasNote(BenchmarkNoteKind kind) const
{
    for (const auto& n : notes) {
        if (n.kind == kind)
            return true;
    }
    return false;
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
