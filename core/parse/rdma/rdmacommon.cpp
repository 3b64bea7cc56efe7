// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/rdma/rdmacommon.h"

#include "util/text.h"
#include "util/tr.h"

namespace Topo::Rdma {

std::optional<std::pair<QByteArrayView, QByteArrayView>> keyValue(QByteArrayView text)
{
    const qsizetype colon = text.indexOf(':');
    if (colon <= 0)
        return std::nullopt;
    return std::pair { Text::trimmed(text.first(colon)), Text::trimmed(text.sliced(colon + 1)) };
}

void finishDevices(ParseResult<QList<RdmaDevice>>& result, LineReading::LineWarnings<QList<RdmaDevice>>& warnings,
    int firstLine, const QString& expected)
{
    warnings.finish();
    if (result.value.isEmpty() && !result.hasErrors())
        result.error(firstLine, Tr::tr("No RDMA device here: %1.").arg(expected));
}

} // namespace Topo::Rdma
