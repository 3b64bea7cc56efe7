// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/gpu.h"

#include <QAbstractTableModel>

namespace Topo::Ui {

/// A printed GPU matrix (nvidia-smi topo -m or -p2p) as a colour-coded table: the cells keep
/// the tool's text, the background says how good the connection is.
class MatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Kind { LinkClass, P2p };

    explicit MatrixModel(QObject* parent = nullptr);
    void setMatrix(const PrintedMatrix& matrix, Kind kind);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    PrintedMatrix m_matrix;
    Kind m_kind = Kind::LinkClass;
};

} // namespace Topo::Ui
