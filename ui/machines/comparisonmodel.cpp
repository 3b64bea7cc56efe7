// SPDX-License-Identifier: GPL-3.0-or-later
#include "machines/comparisonmodel.h"

#include "analyze/pcipath.h"
#include "topology/scenetheme.h"

#include <QFont>

namespace Topo::Ui {

ComparisonModel::ComparisonModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ComparisonModel::setMachines(const Machine& host, const Machine& guest, const QList<GpuMatch>& matches)
{
    beginResetModel();
    m_matches = matches;
    m_guestGpus.clear();
    m_cells.clear();
    for (const Gpu& g : guest.gpus)
        m_guestGpus.append(g.index);
    for (int a : std::as_const(m_guestGpus)) {
        QList<Cell> row;
        for (int b : std::as_const(m_guestGpus)) {
            Cell c;
            const int ha = hostGpuFor(matches, a);
            const int hb = hostGpuFor(matches, b);
            c.guestClass = a == b ? LinkClassCell { LinkClass::Self, 0 } : gpuPairClass(guest, a, b);
            c.hostClass = a == b ? LinkClassCell { LinkClass::Self, 0 }
                                 : (ha >= 0 && hb >= 0 ? gpuPairClass(host, ha, hb) : LinkClassCell {});
            c.guestP2p = guest.p2pStatus(a, b);
            c.hostP2p = ha >= 0 && hb >= 0 ? host.p2pStatus(ha, hb) : std::nullopt;
            row.append(c);
        }
        m_cells.append(row);
    }
    endResetModel();
}

ComparisonModel::Cell ComparisonModel::cell(int guestA, int guestB) const
{
    const qsizetype r = m_guestGpus.indexOf(guestA);
    const qsizetype c = m_guestGpus.indexOf(guestB);
    if (r < 0 || c < 0)
        return {};
    return m_cells[r][c];
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_guestGpus.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return rowCount(parent);
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const Cell& c = m_cells[index.row()][index.column()];
    if (index.row() == index.column()) {
        if (role == Qt::DisplayRole)
            return QStringLiteral("X");
        if (role == Qt::BackgroundRole)
            return linkClassColor(LinkClass::Self);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignCenter);
        return {};
    }
    const QString hostP2p = c.hostP2p ? p2pStatusCode(*c.hostP2p) : QStringLiteral("?");
    const QString guestP2p = c.guestP2p ? p2pStatusCode(*c.guestP2p) : QStringLiteral("?");
    switch (role) {
    case Qt::DisplayRole: {
        const QString cls = c.classChanged() ? c.hostClass.toString() + u'\u2192' + c.guestClass.toString() : c.guestClass.toString();
        const QString p2p = c.p2pChanged() ? hostP2p + u'\u2192' + guestP2p : guestP2p;
        return QString(cls + u'\n' + p2p);
    }
    case Qt::BackgroundRole:
        return linkClassColor(c.guestClass.linkClass);
    case Qt::ForegroundRole:
        return textColorOn(linkClassColor(c.guestClass.linkClass));
    case Qt::FontRole: {
        QFont f;
        f.setBold(c.classChanged() || c.p2pChanged());
        return f;
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ToolTipRole: {
        const int a = m_guestGpus[index.row()];
        const int b = m_guestGpus[index.column()];
        return tr("Guest GPU%1 \u2194 GPU%2 (host GPU%3 \u2194 GPU%4)\nClass: host %5, guest %6\nP2P read: host %7, guest %8")
            .arg(a)
            .arg(b)
            .arg(hostGpuFor(m_matches, a))
            .arg(hostGpuFor(m_matches, b))
            .arg(c.hostClass.toString(), c.guestClass.toString(), hostP2p, guestP2p);
    }
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0 || section >= m_guestGpus.size())
        return {};
    const int g = m_guestGpus[section];
    const int h = hostGpuFor(m_matches, g);
    return h >= 0 ? tr("GPU%1\n(host %2)").arg(g).arg(h) : tr("GPU%1").arg(g);
}

} // namespace Topo::Ui
