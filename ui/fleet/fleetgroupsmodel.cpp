// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleetgroupsmodel.h"

#include "topology/changemarks.h"
#include "fleet/fleethostsmodel.h"
#include "widgets/inerttooltip.h"

#include <QBrush>
#include <QFont>
#include <QSet>

namespace Topo::Ui {

FleetGroupsModel::FleetGroupsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void FleetGroupsModel::setAnalysis(const FleetAnalysis& analysis)
{
    beginResetModel();
    m_groups = analysis.groups;
    QHash<QString, const FleetHost*> hostByName;
    for (const FleetHost& h : analysis.hosts)
        hostByName.insert(h.name, &h);
    m_drift.clear();
    for (const FleetGroup& g : std::as_const(m_groups)) {
        const FleetHost* first = g.hosts.isEmpty() ? nullptr : hostByName.value(g.hosts.first());
        m_drift.append(first ? first->drift : QList<DeviceChange>());
    }
    endResetModel();
}

const FleetGroup* FleetGroupsModel::groupAt(int row) const
{
    return row >= 0 && row < m_groups.size() ? &m_groups[row] : nullptr;
}

int FleetGroupsModel::rowOf(const QString& fingerprint) const
{
    for (int i = 0; i < m_groups.size(); ++i) {
        if (m_groups[i].fingerprint == fingerprint)
            return i;
    }
    return -1;
}

const QList<DeviceChange>& FleetGroupsModel::driftOf(int row) const
{
    static const QList<DeviceChange> none;
    return row >= 0 && row < m_drift.size() ? m_drift[row] : none;
}

int FleetGroupsModel::baselineRowOf(const QString& hardwareClass) const
{
    for (int i = 0; i < m_groups.size(); ++i) {
        if (m_groups[i].baseline && m_groups[i].hardwareClass == hardwareClass)
            return i;
    }
    return -1;
}

int FleetGroupsModel::comparedRowOf(const FleetGroup& group) const
{
    return group.comparedWith.isEmpty() ? -1 : rowOf(group.comparedWith);
}

int FleetGroupsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int FleetGroupsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FleetGroupsModel::differences(int row) const
{
    const FleetGroup& g = m_groups[row];
    if (g.baseline)
        return tr("baseline");
    // The kinds, each once, most urgent first: "link width, link speed".
    QList<const DeviceChange*> drift;
    for (const DeviceChange& d : m_drift[row])
        drift.append(&d);
    std::stable_sort(drift.begin(), drift.end(), [](const DeviceChange* a, const DeviceChange* b) {
        return changeMarkRank(changeMarkOf(*a)) < changeMarkRank(changeMarkOf(*b));
    });
    QStringList kinds;
    QSet<QString> seen;
    for (const DeviceChange* d : drift) {
        if (!seen.contains(d->kind)) {
            seen.insert(d->kind);
            kinds << changeKindTitle(d->kind);
        }
    }
    return kinds.isEmpty() ? QString() : tr("%n difference(s): %1", "", int(m_drift[row].size())).arg(kinds.join(QStringLiteral(", ")));
}

QVariant FleetGroupsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_groups.size() || index.column() >= ColumnCount)
        return {};
    const FleetGroup& g = m_groups[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (Column(index.column())) {
        case Group:
            return role == Qt::ToolTipRole ? inertToolTip(g.fingerprint + u'\n' + g.hardwareClass)
                                           : FleetHostsModel::shortFingerprint(g.fingerprint);
        case NodeSet:
            return role == Qt::ToolTipRole ? inertToolTip(g.hosts.join(u'\n')) : g.nodeset;
        case HardwareClass:
            return role == Qt::ToolTipRole ? inertToolTip(g.hardwareClass) : g.hardwareClass;
        case Hosts:
            return int(g.hosts.size());
        case Differences:
            if (role == Qt::ToolTipRole) {
                QStringList lines;
                for (const DeviceChange& d : m_drift[index.row()])
                    lines << changeLine(d);
                return inertToolTip(lines.join(u'\n'));
            }
            return differences(index.row());
        case ColumnCount:
            break;
        }
        return {};
    case Qt::FontRole:
        if (g.baseline) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Differences && !g.baseline && !m_drift[index.row()].isEmpty()) {
            const DeviceChange* worst = &m_drift[index.row()].first();
            for (const DeviceChange& d : m_drift[index.row()]) {
                if (changeMarkRank(changeMarkOf(d)) < changeMarkRank(changeMarkOf(*worst)))
                    worst = &d;
            }
            return QBrush(changeMarkStyle(changeMarkOf(*worst)).color);
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == Hosts ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case FingerprintRole:
        return g.fingerprint;
    case BaselineRole:
        return g.baseline;
    case SortRole:
        return index.column() == Hosts ? QVariant(int(g.hosts.size())) : data(index, Qt::DisplayRole);
    default:
        return {};
    }
}

QVariant FleetGroupsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Group:
        return tr("Group");
    case HardwareClass:
        return tr("Hardware class");
    case Hosts:
        return tr("Hosts");
    case NodeSet:
        return tr("Node set");
    case Differences:
        return tr("Differences from the baseline");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace Topo::Ui
