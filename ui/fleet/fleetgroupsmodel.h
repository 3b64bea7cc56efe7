// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/fleetanalysis.h"

#include <QAbstractTableModel>

namespace Topo::Ui {

/// The fleet's groups in the analysis' order (by hardware class, the baseline first): the
/// group's short fingerprint, class, host count, the hosts folded the ClusterShell way
/// ("gpu[001-487,489-512]", as FleetGroup::nodeset has them), and how the group differs from its
/// class's baseline. Baseline rows are bold and say so.
class FleetGroupsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Group, HardwareClass, Hosts, NodeSet, Differences, ColumnCount };
    enum DataRole { FingerprintRole = Qt::UserRole, BaselineRole, SortRole };

    explicit FleetGroupsModel(QObject* parent = nullptr);

    void setAnalysis(const FleetAnalysis& analysis);
    const FleetGroup* groupAt(int row) const;
    int rowOf(const QString& fingerprint) const;
    /// The drift every host of a group shares with the first of them (the group's own drift:
    /// one fingerprint, one normalised topology).
    const QList<DeviceChange>& driftOf(int row) const;
    /// The baseline group of a class, or -1 (a class compared with another class's baseline, or
    /// with a saved one, has none of its own).
    int baselineRowOf(const QString& hardwareClass) const;
    /// The group a group's drift is named against (FleetGroup::comparedWith), or -1 where that
    /// baseline is not in this run (a saved baseline's own machines).
    int comparedRowOf(const FleetGroup& group) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString differences(int row) const;

    QList<FleetGroup> m_groups;
    QList<QList<DeviceChange>> m_drift; // per group: its first host's drift
};

} // namespace Topo::Ui
