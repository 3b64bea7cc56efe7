// SPDX-License-Identifier: GPL-3.0-or-later
// PLACEHOLDER until the IOMMU group parser lands; not a finished parser.
#include "iommu.h"
#include "model/tr.h"
namespace Topo {
QList<int> IommuGroupListing::groups() const { return {}; }
QList<Bdf> IommuGroupListing::devicesIn(int) const { return {}; }
int IommuGroupListing::groupOf(const Bdf&) const { return -1; }
ParseResult<IommuGroupListing> parseIommuGroups(QByteArrayView) { ParseResult<IommuGroupListing> r; r.error(0, Tr::tr("not implemented yet")); return r; }
int sniffIommuGroups(QByteArrayView) { return 0; }
}
