// SPDX-License-Identifier: GPL-3.0-or-later
// PLACEHOLDER until the system parsers land; not a finished parser.
#include "system.h"
#include "model/tr.h"
namespace Topo {
ParseResult<NumaTopology> parseNumactl(QByteArrayView) { ParseResult<NumaTopology> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffNumactl(QByteArrayView) { return 0; }
ParseResult<NumaTopology> parseSysfsNodes(QByteArrayView) { ParseResult<NumaTopology> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffSysfsNodes(QByteArrayView) { return 0; }
ParseResult<QList<PciDevice>> parseSysfsPci(QByteArrayView) { ParseResult<QList<PciDevice>> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffSysfsPci(QByteArrayView) { return 0; }
std::optional<QString> KernelCmdline::value(const QString&) const { return std::nullopt; }
bool KernelCmdline::has(const QString&) const { return false; }
ParseResult<KernelCmdline> parseKernelCmdline(QByteArrayView) { ParseResult<KernelCmdline> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffKernelCmdline(QByteArrayView) { return 0; }
}
