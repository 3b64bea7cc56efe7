// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"

#include <QAbstractTableModel>
#include <QColor>

#include <optional>

namespace Topo::Ui {

/// "Gen4 x16 (can Gen5 x16)" for a link trained below what it can do, "Gen5 x16" otherwise,
/// a dash when nothing is known.
QString pcieLinkText(const PcieLink& link);

/// One GPU to every other GPU of its machine, a row per peer: the class, the P2P status, why
/// the class is what it is, and the slowest link on the way.
///
/// A row's path is worked out the first time the row is asked for and then kept: a 256-GPU
/// host has 255 peers, and a click must not wait for the rows nobody has scrolled to.
class PeerPairsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Peer, Class, P2p, Why, SlowestLink, ColumnCount };

    explicit PeerPairsModel(QObject* parent = nullptr);
    ~PeerPairsModel() override;

    /// Keeps its own (implicitly shared, so cheap) copy of `machine`.
    void setGpu(const Machine& machine, int gpuIndex);
    void clear();
    /// The colour of contradictions and links trained below their capability; it follows the
    /// theme, so the panel sets it from its palette.
    void setWarningColor(const QColor& color);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// The GPU index a row is about, or -1.
    int peerAt(int row) const;
    /// How many rows have been worked out since the last setGpu(): the test that only the rows
    /// shown cost anything reads it.
    int computedRows() const { return m_computedRows; }

private:
    struct Row
    {
        LinkClassCell linkClass;
        std::optional<P2pStatus> p2p;
        QString why;
        QString whyToolTip;
        bool contradicted = false; // the PCI tree and nvidia-smi disagree on the class
        QString slowest;
        bool slowestBelowCapability = false;
    };
    const Row& row(int index) const;
    Row computeRow(int peer) const;

    Machine m_machine;
    int m_gpu = -1;
    QList<int> m_peers; // GPU indices, in the machine's order
    mutable QList<std::optional<Row>> m_rows; // parallel to m_peers; filled on first data()
    mutable int m_computedRows = 0;
    QColor m_warning;
};

} // namespace Topo::Ui
