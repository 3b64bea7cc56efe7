// SPDX-License-Identifier: GPL-3.0-or-later
// PLACEHOLDER until the lspci parsers land (being written now); not a finished parser.
#include "lspci.h"
#include "model/tr.h"
namespace Topo {
ParseResult<PciTree> parseLspciTree(QByteArrayView) { ParseResult<PciTree> r; r.error(0, Tr::tr("not implemented yet")); return r; }
ParseResult<QList<PciDevice>> parseLspciList(QByteArrayView) { ParseResult<QList<PciDevice>> r; r.error(0, Tr::tr("not implemented yet")); return r; }
ParseResult<QList<PciDevice>> parseLspciVerbose(QByteArrayView) { ParseResult<QList<PciDevice>> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffLspciTree(QByteArrayView) { return 0; }
int sniffLspciList(QByteArrayView) { return 0; }
int sniffLspciVerbose(QByteArrayView) { return 0; }
}
