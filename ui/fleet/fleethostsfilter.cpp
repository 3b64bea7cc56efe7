// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleethostsfilter.h"

#include "fleet/fleethostsmodel.h"

namespace Topo::Ui {

FleetHostsFilter::FleetHostsFilter(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FleetHostsModel::SortRole);
    setDynamicSortFilter(true);
}

void FleetHostsFilter::setText(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateRowsFilter();
}

void FleetHostsFilter::setStatus(Status status, std::optional<NodeOutcome> outcome)
{
    m_status = status;
    m_outcome = status == Status::Outcome ? outcome : std::nullopt;
    invalidateRowsFilter();
}

void FleetHostsFilter::setGroup(const QString& fingerprint)
{
    if (fingerprint == m_group)
        return;
    m_group = fingerprint;
    invalidateRowsFilter();
}

QStringList FleetHostsFilter::visibleHosts() const
{
    QStringList out;
    out.reserve(rowCount());
    for (int r = 0; r < rowCount(); ++r)
        out << index(r, 0).data(FleetHostsModel::HostNameRole).toString();
    return out;
}

bool FleetHostsFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto outcome = NodeOutcome(index.data(FleetHostsModel::OutcomeRole).toInt());
    switch (m_status) {
    case Status::All:
        break;
    case Status::WithDrift:
        if (!index.data(FleetHostsModel::HasDriftRole).toBool())
            return false;
        break;
    case Status::NotOk:
        if (outcome == NodeOutcome::Ok)
            return false;
        break;
    case Status::Outcome:
        if (m_outcome && outcome != *m_outcome)
            return false;
        break;
    case Status::ChangedSince:
        if (!index.data(FleetHostsModel::HasChangesSinceRole).toBool())
            return false;
        break;
    }
    if (!m_group.isEmpty()) {
        const auto* model = qobject_cast<const FleetHostsModel*>(sourceModel());
        const FleetHost* host = model ? model->hostAt(sourceRow) : nullptr;
        if (!host || host->group != m_group)
            return false;
    }
    if (m_text.isEmpty())
        return true;
    return index.data(FleetHostsModel::SearchTextRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace Topo::Ui
