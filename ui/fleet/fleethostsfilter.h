// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleet.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace Topo::Ui {

/// The hosts table as the user narrows it: a text filter (any part of name, fingerprint,
/// class, drift or status, case-insensitive, plain text: never a pattern), a status filter,
/// the hosts of one group, and sorting by FleetHostsModel::SortRole.
class FleetHostsFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class Status { All, WithDrift, NotOk, Outcome, ChangedSince };

    explicit FleetHostsFilter(QObject* parent = nullptr);

    void setText(const QString& text);
    /// `outcome` only for Status::Outcome.
    void setStatus(Status status, std::optional<NodeOutcome> outcome = std::nullopt);
    /// Only the hosts of one group (fingerprint); empty shows every group.
    void setGroup(const QString& fingerprint);

    /// The host names of the visible rows, in the order shown.
    QStringList visibleHosts() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
    Status m_status = Status::All;
    std::optional<NodeOutcome> m_outcome;
    QString m_group;
};

} // namespace Topo::Ui
