// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the RDMA tools' parsers (ibstat, ibv_devinfo), not part of the parse API: their
// "key: value" lines and the end every reading of devices has.

#include "model/rdmadevice.h"
#include "parse/linereading.h"

#include <QByteArrayView>

#include <optional>
#include <utility>

namespace Topo::Rdma {

/// "State: Active", "fw_ver:\t28.39.1002": the key and the value of a line, trimmed; nullopt
/// where the line has no colon after a key.
std::optional<std::pair<QByteArrayView, QByteArrayView>> keyValue(QByteArrayView text);

/// The end of a reading: the capped warnings said, and an error naming what was expected
/// where no device was read.
void finishDevices(ParseResult<QList<RdmaDevice>>& result, LineReading::LineWarnings<QList<RdmaDevice>>& warnings,
    int firstLine, const QString& expected);

} // namespace Topo::Rdma
