// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleethostsexport.h"

#include "io/fleetjson.h"

#include <QAbstractItemModel>

#include <nlohmann/json.hpp>

namespace Topo::Ui {

QString csvField(const QString& text)
{
    QString field = text;
    if (!field.isEmpty() && QStringView(u"=+-@\t\r").contains(field.front()))
        field.prepend(u'\'');
    field.replace(u'"', QStringLiteral("\"\""));
    return u'"' + field + u'"';
}

QByteArray hostsCsv(const QAbstractItemModel& model)
{
    QStringList records;
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << csvField(model.headerData(c, Qt::Horizontal).toString());
    records << header.join(u',');
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList fields;
        for (int c = 0; c < model.columnCount(); ++c)
            fields << csvField(model.index(r, c).data().toString());
        records << fields.join(u',');
    }
    return (records.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

QByteArray hostsJson(const QList<const FleetHost*>& hosts)
{
    // The report's own "hosts" entries (io/fleetjson.h), so the table's export and
    // `topolens fleet report --json` never disagree.
    nlohmann::json list = nlohmann::json::array();
    for (const FleetHost* host : hosts)
        list.push_back(Json::toJson(*host));
    const nlohmann::json document = { { "hosts", list } };
    return QByteArray::fromStdString(document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + '\n');
}

} // namespace Topo::Ui
