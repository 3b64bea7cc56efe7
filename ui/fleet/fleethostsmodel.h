// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/analyzefleet.h"
#include "analyze/fleet/fleetanalysis.h"

#include <QAbstractTableModel>

namespace Topo::Ui {

/// The fleet's machines, one row each in the run's order: name, role, how its collection
/// ended, its group (short fingerprint), hardware class, findings (count, worst severity),
/// drift (count and the most urgent), and the host a guest is paired with; once compared with an
/// earlier run, what changed on each since (its links first). Sort with a FleetHostsFilter on
/// SortRole; every remote string is shown as plain text.
class FleetHostsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Role, Status, Group, HardwareClass, Findings, DriftCount, DriftSummary, PairedWith, ColumnCount,
        /// Only while compared with an earlier run (setChangesSince): one column more.
        ChangesSince = ColumnCount };
    enum DataRole {
        SortRole = Qt::UserRole,  // numbers where the column counts, natural-order text elsewhere
        HostNameRole,             // the host's name, on every column
        OutcomeRole,              // int(NodeOutcome)
        HasDriftRole,             // bool
        SearchTextRole,           // what the text filter looks in
        HasChangesSinceRole,      // bool: something changed since the earlier run
    };

    explicit FleetHostsModel(QObject* parent = nullptr);

    void setAnalysis(const FleetAnalysis& analysis);
    const FleetAnalysis& analysis() const { return m_analysis; }
    /// What changed since an earlier run (core's fleetChangesSince), shown in a column of its
    /// own; an empty id takes the column away.
    void setChangesSince(const QString& runId, const QList<FleetChange>& changes);
    const QString& sinceRunId() const { return m_sinceRunId; }
    QList<FleetChange> changesSince(const QString& hostName) const { return m_changesSince.value(hostName); }
    const FleetHost* hostAt(int row) const;
    int rowOf(const QString& hostName) const;

    /// The group column's text: the first 8 digits of the fingerprint.
    static QString shortFingerprint(const QString& fingerprint);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const FleetHost& host, int column) const;
    QString toolTip(const FleetHost& host, int column) const;

    FleetAnalysis m_analysis;
    QHash<QString, int> m_rowByName;
    QHash<QString, bool> m_baselineGroups; // fingerprint → is a class's baseline
    QString m_sinceRunId;
    QHash<QString, QList<FleetChange>> m_changesSince; // by host, links first
};

} // namespace Topo::Ui
