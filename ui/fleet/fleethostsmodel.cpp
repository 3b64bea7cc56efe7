// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleethostsmodel.h"

#include "topology/changemarks.h"
#include "widgets/inerttooltip.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace Topo::Ui {

namespace {

std::optional<FindingSeverity> worstSeverity(const QList<Finding>& findings)
{
    std::optional<FindingSeverity> worst;
    for (const Finding& f : findings) {
        if (!worst || int(f.severity) > int(*worst))
            worst = f.severity;
    }
    return worst;
}

/// The drift shown in the summary column: the most urgent mark, in the analysis' order.
const DeviceChange* mostUrgent(const QList<DeviceChange>& drift)
{
    const DeviceChange* best = nullptr;
    for (const DeviceChange& d : drift) {
        if (!best || changeMarkRank(changeMarkOf(d)) < changeMarkRank(changeMarkOf(*best)))
            best = &d;
    }
    return best;
}

QColor outcomeColor(NodeOutcome outcome)
{
    switch (outcome) {
    case NodeOutcome::Ok:
        return {};
    case NodeOutcome::Partial:
        return QColor(0xbf, 0x87, 0x00);
    case NodeOutcome::Unreachable:
    case NodeOutcome::TimedOut:
    case NodeOutcome::Failed:
        return QColor(0xd1, 0x24, 0x2f);
    }
    return {};
}

QString roleTitle(MachineRole role)
{
    switch (role) {
    case MachineRole::Host:
        return FleetHostsModel::tr("host");
    case MachineRole::Guest:
        return FleetHostsModel::tr("guest");
    case MachineRole::BareMetal:
        return FleetHostsModel::tr("bare metal");
    }
    return {};
}

/// Names sort naturally (gpu2 before gpu10): a sort key that zero-pads every digit run.
QString naturalKey(const QString& text)
{
    QString key;
    key.reserve(text.size() + 8);
    for (qsizetype i = 0; i < text.size();) {
        if (!text[i].isDigit()) {
            key += text[i].toLower();
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < text.size() && text[end].isDigit())
            ++end;
        const QStringView digits = QStringView(text).mid(i, end - i);
        key += QString(qMax<qsizetype>(0, 12 - digits.size()), u'0') + digits;
        i = end;
    }
    return key;
}

/// A change's weight in the column: a link's health first, then how the collection ended,
/// then the rest (the machine's fingerprint, its drift, a host new or gone).
int changeRank(const FleetChange& change)
{
    if (change.isLinkHealth())
        return 0;
    return change.what == u"status" ? 1 : 2;
}

} // namespace

FleetHostsModel::FleetHostsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void FleetHostsModel::setAnalysis(const FleetAnalysis& analysis)
{
    beginResetModel();
    m_analysis = analysis;
    m_rowByName.clear();
    for (int i = 0; i < m_analysis.hosts.size(); ++i)
        m_rowByName.insert(m_analysis.hosts[i].name, i);
    m_baselineGroups.clear();
    for (const FleetGroup& g : m_analysis.groups)
        m_baselineGroups.insert(g.fingerprint, g.baseline);
    endResetModel();
}

void FleetHostsModel::setChangesSince(const QString& runId, const QList<FleetChange>& changes)
{
    beginResetModel();
    m_sinceRunId = runId;
    m_changesSince.clear();
    if (!runId.isEmpty()) {
        for (const FleetChange& change : changes)
            m_changesSince[change.host].append(change);
        for (QList<FleetChange>& host : m_changesSince)
            std::stable_sort(host.begin(), host.end(), [](const FleetChange& a, const FleetChange& b) { return changeRank(a) < changeRank(b); });
    }
    endResetModel();
}

const FleetHost* FleetHostsModel::hostAt(int row) const
{
    return row >= 0 && row < m_analysis.hosts.size() ? &m_analysis.hosts[row] : nullptr;
}

int FleetHostsModel::rowOf(const QString& hostName) const
{
    return m_rowByName.value(hostName, -1);
}

QString FleetHostsModel::shortFingerprint(const QString& fingerprint)
{
    return fingerprint.left(8);
}

int FleetHostsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_analysis.hosts.size());
}

int FleetHostsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount + (m_sinceRunId.isEmpty() ? 0 : 1);
}

QVariant FleetHostsModel::display(const FleetHost& host, int column) const
{
    switch (Column(column)) {
    case Name:
        return host.name;
    case Role:
        return roleTitle(host.role);
    case Status:
        return nodeOutcomeTitle(host.outcome);
    case Group:
        if (host.group.isEmpty())
            return QString();
        return m_baselineGroups.value(host.group) ? tr("%1 (baseline)").arg(shortFingerprint(host.group))
                                                  : shortFingerprint(host.group);
    case HardwareClass:
        return host.hardwareClass;
    case Findings: {
        const auto worst = worstSeverity(host.findings);
        return worst ? tr("%1 (%2)").arg(host.findings.size()).arg(findingSeverityTitle(*worst)) : QStringLiteral("0");
    }
    case DriftCount:
        return int(host.drift.size());
    case DriftSummary: {
        const DeviceChange* first = mostUrgent(host.drift);
        if (!first)
            return QString();
        const QString line = changeLine(*first);
        return host.drift.size() > 1 ? tr("%1 (+%n more)", "", int(host.drift.size() - 1)).arg(line) : line;
    }
    case PairedWith:
        return host.pairedWith;
    case ChangesSince: {
        const QList<FleetChange> changes = m_changesSince.value(host.name);
        if (changes.isEmpty())
            return QString();
        const QString line = changes.first().change();
        return changes.size() > 1 ? tr("%1 (+%n more)", "", int(changes.size() - 1)).arg(line) : line;
    }
    }
    return {};
}

QString FleetHostsModel::toolTip(const FleetHost& host, int column) const
{
    if (column == Status && !host.outcomeDetail.isEmpty())
        return host.outcomeDetail;
    if (column == Group)
        return host.fingerprint;
    if (column == DriftSummary || column == DriftCount) {
        QStringList lines;
        for (const DeviceChange& d : host.drift)
            lines << changeLine(d);
        return lines.join(u'\n');
    }
    if (column == ChangesSince) {
        QStringList lines;
        for (const FleetChange& change : m_changesSince.value(host.name))
            lines << change.change();
        return lines.join(u'\n');
    }
    if (column == Findings) {
        QStringList lines;
        for (const Finding& f : host.findings)
            lines << findingSeverityTitle(f.severity) + u": " + f.title;
        return lines.join(u'\n');
    }
    return display(host, column).toString();
}

QVariant FleetHostsModel::data(const QModelIndex& index, int role) const
{
    const FleetHost* host = index.isValid() ? hostAt(index.row()) : nullptr;
    if (!host || index.column() < 0 || index.column() >= columnCount())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(*host, index.column());
    case Qt::ToolTipRole:
        return inertToolTip(toolTip(*host, index.column()));
    case Qt::ForegroundRole:
        if (index.column() == Status) {
            const QColor c = outcomeColor(host->outcome);
            return c.isValid() ? QVariant(QBrush(c)) : QVariant();
        }
        if (index.column() == Findings) {
            const auto worst = worstSeverity(host->findings);
            if (worst == FindingSeverity::Problem)
                return QBrush(QColor(0xd1, 0x24, 0x2f));
            if (worst == FindingSeverity::Warning)
                return QBrush(QColor(0xbf, 0x87, 0x00));
        }
        if (index.column() == ChangesSince) {
            const QList<FleetChange> changes = m_changesSince.value(host->name);
            if (!changes.isEmpty() && changeRank(changes.first()) < 2)
                return QBrush(QColor(0xbf, 0x87, 0x00)); // a link or the collection: look at it
            return {};
        }
        if ((index.column() == DriftSummary || index.column() == DriftCount) && !host->drift.isEmpty()) {
            const DeviceChange* first = mostUrgent(host->drift);
            return QBrush(changeMarkStyle(changeMarkOf(*first)).color);
        }
        return {};
    case Qt::FontRole:
        if (index.column() == Name && !host->drift.isEmpty()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == DriftCount ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case SortRole:
        switch (index.column()) {
        case Status:
            return int(host->outcome);
        case Findings: {
            const auto worst = worstSeverity(host->findings);
            return (worst ? int(*worst) + 1 : 0) * 100000 + int(host->findings.size());
        }
        case DriftCount:
            return int(host->drift.size());
        case DriftSummary: {
            const DeviceChange* first = mostUrgent(host->drift);
            return first ? changeMarkRank(changeMarkOf(*first)) : 1000;
        }
        case ChangesSince: {
            const QList<FleetChange> changes = m_changesSince.value(host->name);
            return changes.isEmpty() ? 1000000 : changeRank(changes.first()) * 1000 - int(changes.size());
        }
        default:
            return naturalKey(display(*host, index.column()).toString());
        }
    case HostNameRole:
        return host->name;
    case OutcomeRole:
        return int(host->outcome);
    case HasDriftRole:
        return !host->drift.isEmpty();
    case HasChangesSinceRole:
        return m_changesSince.contains(host->name);
    case SearchTextRole: {
        QStringList parts = { host->name, host->fingerprint, host->hardwareClass, host->pairedWith,
            nodeOutcomeTitle(host->outcome), host->outcomeDetail };
        for (const DeviceChange& d : host->drift)
            parts << changeLine(d);
        for (const FleetChange& change : m_changesSince.value(host->name))
            parts << change.change();
        return parts.join(u'\n');
    }
    default:
        return {};
    }
}

QVariant FleetHostsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Name:
        return tr("Name");
    case Role:
        return tr("Role");
    case Status:
        return tr("Status");
    case Group:
        return tr("Group");
    case HardwareClass:
        return tr("Hardware class");
    case Findings:
        return tr("Findings");
    case DriftCount:
        return tr("Drift");
    case DriftSummary:
        return tr("Most urgent drift");
    case PairedWith:
        return tr("Paired with");
    case ChangesSince:
        return m_sinceRunId.isEmpty() ? QVariant() : QVariant(tr("Since run %1").arg(m_sinceRunId));
    }
    return {};
}

} // namespace Topo::Ui
