// SPDX-License-Identifier: GPL-3.0-or-later
// `nvidia-smi topo -m` / `-mp`: connection classes between GPUs and NICs, CPU and NUMA affinity.
#include "parse/nvidiasmi/matrixreader.h"
#include "parse/nvidiasmi/nvidiasmi.h"

#include "util/tr.h"

#include <algorithm>

namespace Topo {

using namespace NvidiaSmi;

namespace {

/// Maps the values after a row's cells onto the header's extra columns. nvidia-smi pads
/// columns whose name is wider than a tab stop with an extra tab ("0\t\tN/A" under
/// "NUMA Affinity\tGPU NUMA ID"): empty fields are layout, not values, so the values are
/// taken in order. Surplus words belong to NUMA Affinity when there is one (the only
/// column that can hold a list printed with spaces), else to the last column.
QStringList valuesByColumn(const QStringList& values, const QStringList& columns)
{
    QStringList out(columns.size());
    if (columns.isEmpty())
        return out;
    if (values.size() <= columns.size()) {
        for (qsizetype i = 0; i < values.size(); ++i)
            out[i] = values[i];
        return out;
    }
    qsizetype target = columns.indexOf(QStringLiteral("NUMA Affinity"));
    if (target < 0)
        target = columns.size() - 1;
    const qsizetype after = columns.size() - 1 - target;
    for (qsizetype i = 0; i < target; ++i)
        out[i] = values[i];
    for (qsizetype i = 0; i < after; ++i)
        out[target + 1 + i] = values[values.size() - after + i];
    out[target] = values.mid(target, values.size() - after - target).join(u' ');
    return out;
}

} // namespace

ParseResult<TopoMatrix> parseNvidiaSmiTopo(QByteArrayView data)
{
    ParseResult<TopoMatrix> result;
    MatrixReading reading = readMatrix(data, MatrixKind::Topo);
    if (reading.understood) {
        if (reading.p2pEvidence > reading.topoEvidence) {
            reject(&reading, reading.headerLine, wrongKind(MatrixKind::Topo));
        } else if (reading.topoEvidence == 0) {
            reject(&reading, reading.headerLine,
                Tr::tr("nothing here is particular to nvidia-smi topo -m: no connection class other than X "
                       "and no CPU Affinity column"));
        }
    }
    result.diagnostics = std::move(reading.diagnostics);
    if (!reading.understood)
        return result;

    TopoMatrix& topo = result.value;
    topo.extraColumns = reading.extraColumns;
    topo.legend = std::move(reading.legend);
    topo.nicLegend = std::move(reading.nicLegend);
    const qsizetype cpuColumn = topo.extraColumns.indexOf(QStringLiteral("CPU Affinity"));
    const qsizetype numaColumn = topo.extraColumns.indexOf(QStringLiteral("NUMA Affinity"));
    const qsizetype gpuNumaColumn = topo.extraColumns.indexOf(QStringLiteral("GPU NUMA ID"));
    for (qsizetype column = 0; column < topo.extraColumns.size(); ++column) {
        if (column != cpuColumn && column != numaColumn && column != gpuNumaColumn) {
            result.info(reading.headerLine,
                Tr::tr("the column %1 is listed but its values are not read")
                    .arg(quoted(topo.extraColumns[column])));
        }
    }
    for (int row = 0; row < reading.matrix.size(); ++row) {
        const QStringList& values = reading.valuesAfterCells[row];
        if (values.isEmpty())
            continue;
        if (topo.extraColumns.isEmpty()) {
            result.warn(reading.rowLines[row],
                Tr::tr("text after the cells, but the header names no affinity columns; ignored"));
            continue;
        }
        const QStringList byColumn = valuesByColumn(values, topo.extraColumns);
        TopoAffinity affinity;
        affinity.label = reading.matrix.labels[row];
        affinity.cpuAffinity = cpuColumn >= 0 ? byColumn[cpuColumn] : QString();
        affinity.numaAffinity = numaColumn >= 0 ? byColumn[numaColumn] : QString();
        affinity.gpuNumaId = gpuNumaColumn >= 0 ? byColumn[gpuNumaColumn] : QString();
        topo.affinity.append(affinity);
    }
    topo.matrix = std::move(reading.matrix);
    return result;
}

int sniffNvidiaSmiTopo(QByteArrayView data)
{
    const Glimpse seen = glimpse(data);
    if (seen.topoRows + seen.selfRows == 0 || seen.topoSignals() == 0
        || seen.p2pSignals() > seen.topoSignals())
        return 0;
    const int score = 30 + 20 * int(seen.topoRows > 0) + 30 * int(seen.affinityHeader)
        + 15 * int(seen.topoLegend) + 20 * int(seen.firstCommand == CommandKind::Topo);
    return std::min(score, 100);
}

} // namespace Topo
