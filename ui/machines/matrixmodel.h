// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/gpu.h"

#include <QAbstractTableModel>

namespace Topo::Ui {

/// A printed GPU matrix (nvidia-smi topo -m or -p2p, or AMD's links) as a colour-coded table:
/// the cells keep the tool's text, the background says how good the connection is.
class MatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Kind { LinkClass, P2p };

    explicit MatrixModel(QObject* parent = nullptr);
    void setMatrix(const PrintedMatrix& matrix, Kind kind);
    /// Cells in the vendor's words ("XGMI", "PCIE 2 hops") coloured by the class each pair has
    /// (`classes[row][column]`, XGMI or the PCIe path derived from the tree), which the text
    /// alone does not name; `notes` adds to a cell's tooltip (weight, the derived class).
    void setVendorMatrix(const PrintedMatrix& matrix, const QList<QList<LinkClass>>& classes, const QList<QStringList>& notes);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    LinkClass classAt(int row, int column) const;

    PrintedMatrix m_matrix;
    Kind m_kind = Kind::LinkClass;
    QList<QList<LinkClass>> m_classes; // set by setVendorMatrix(): the colour is not in the text
    QList<QStringList> m_notes;
};

} // namespace Topo::Ui
