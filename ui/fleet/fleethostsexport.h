// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/fleetanalysis.h"

#include <QByteArray>
#include <QList>

class QAbstractItemModel;

/// The hosts table as files: CSV of what the table shows (its columns, the rows as filtered
/// and sorted), and JSON in the shape of the fleet report's "hosts" (docs/fleet.md).
namespace Topo::Ui {

/// RFC 4180: every field quoted, quotes doubled, CRLF between records, UTF-8. A field that a
/// spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading
/// apostrophe, so a hostile host name stays text.
QByteArray hostsCsv(const QAbstractItemModel& model);
QString csvField(const QString& text);

/// {"hosts":[…]}, each host exactly as the fleet report's JSON has it (io/fleetjson.h,
/// docs/fleet.md); escaping is the JSON library's.
QByteArray hostsJson(const QList<const FleetHost*>& hosts);

} // namespace Topo::Ui
