// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/match/guestgpus.h"
#include "model/machine.h"

#include <QAbstractTableModel>

namespace Topo::Ui {

/// Per guest GPU pair: the class and P2P status the host gives that physical pair, and what
/// the guest sees ("NODE → PHB", "OK → NS"). Cells whose class or status changed stand out.
class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit ComparisonModel(QObject* parent = nullptr);
    void setMachines(const Machine& host, const Machine& guest, const QList<GpuMatch>& matches);

    struct Cell
    {
        LinkClassCell hostClass;
        LinkClassCell guestClass;
        std::optional<P2pStatus> hostP2p;
        std::optional<P2pStatus> guestP2p;
        bool classChanged() const { return hostClass.linkClass != guestClass.linkClass || hostClass.nvlinks != guestClass.nvlinks; }
        bool p2pChanged() const { return hostP2p && guestP2p && *hostP2p != *guestP2p; }
    };
    Cell cell(int guestA, int guestB) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<int> m_guestGpus;
    QList<QList<Cell>> m_cells;
    QList<GpuMatch> m_matches;
};

} // namespace Topo::Ui
