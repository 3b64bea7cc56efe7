// SPDX-License-Identifier: GPL-3.0-or-later
// PLACEHOLDER until the nvidia-smi parsers land; not a finished parser.
#include "nvidiasmi.h"
#include "model/tr.h"
namespace Topo {
ParseResult<TopoMatrix> parseNvidiaSmiTopo(QByteArrayView) { ParseResult<TopoMatrix> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffNvidiaSmiTopo(QByteArrayView) { return 0; }
ParseResult<P2pMatrix> parseNvidiaSmiP2p(QByteArrayView) { ParseResult<P2pMatrix> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffNvidiaSmiP2p(QByteArrayView) { return 0; }
ParseResult<NvidiaSmiReport> parseNvidiaSmiXml(QByteArrayView) { ParseResult<NvidiaSmiReport> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffNvidiaSmiXml(QByteArrayView) { return 0; }
ParseResult<NvidiaSmiReport> parseNvidiaSmiQuery(QByteArrayView) { ParseResult<NvidiaSmiReport> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffNvidiaSmiQuery(QByteArrayView) { return 0; }
ParseResult<GpuQueryTable> parseNvidiaSmiCsv(QByteArrayView, const QStringList&) { ParseResult<GpuQueryTable> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffNvidiaSmiCsv(QByteArrayView) { return 0; }
}
