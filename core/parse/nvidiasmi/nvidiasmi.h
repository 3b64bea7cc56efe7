// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/gpu.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

/// The nvidia-smi family: one parser file per format in this folder (nvidiasmitopo.cpp,
/// nvidiasmip2p.cpp, nvidiasmixml.cpp, nvidiasmiquery.cpp, nvidiasmicsv.cpp); the matrix formats
/// share matrixreader/matrixlines, the report formats reportfields.
namespace Topo {

/// `nvidia-smi topo -m` / `-mp`. Tolerates ANSI escapes, tabs or spaces (even hand-mangled
/// mixtures), NIC rows named NICn or mlx5_N, the NIC legend, missing affinity columns of old
/// drivers, an empty cell between affinity columns, the legacy SOC label, prompt lines before
/// and notes after the output.
ParseResult<TopoMatrix> parseNvidiaSmiTopo(QByteArrayView data);
int sniffNvidiaSmiTopo(QByteArrayView data);

/// `nvidia-smi topo -p2p r|w|n|a|p`. The capability is taken from a prompt line if present.
ParseResult<P2pMatrix> parseNvidiaSmiP2p(QByteArrayView data);
int sniffNvidiaSmiP2p(QByteArrayView data);

/// What the driver says about its GPUs, from any of its report forms.
struct NvidiaSmiReport
{
    QString driverVersion;
    QString cudaVersion;
    QString timestamp;
    QList<Gpu> gpus;
};

/// `nvidia-smi -q -x` (XML, read with QXmlStreamReader).
ParseResult<NvidiaSmiReport> parseNvidiaSmiXml(QByteArrayView data);
int sniffNvidiaSmiXml(QByteArrayView data);

/// `nvidia-smi -q` (text): the GPU headers, product, UUID, serial, PCI and link sections.
ParseResult<NvidiaSmiReport> parseNvidiaSmiQuery(QByteArrayView data);
int sniffNvidiaSmiQuery(QByteArrayView data);

/// `nvidia-smi --query-gpu=… --format=csv[,noheader][,nounits]`. With a header the columns
/// are named by it; without one, the caller may pass the field list used in the command.
struct GpuQueryTable
{
    QStringList columns;        // "index", "pci.bus_id", … (units stripped: "memory.total [MiB]" → "memory.total")
    QList<QStringList> rows;    // as printed, trimmed
    QList<Gpu> gpus;            // the fields TopoLens knows, filled from the columns
};
ParseResult<GpuQueryTable> parseNvidiaSmiCsv(QByteArrayView data, const QStringList& columnsIfNoHeader = {});
int sniffNvidiaSmiCsv(QByteArrayView data);

} // namespace Topo
