// SPDX-License-Identifier: GPL-3.0-or-later
#include "machines/matrixmodel.h"

#include "topology/scenetheme.h"

namespace Topo::Ui {

MatrixModel::MatrixModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void MatrixModel::setMatrix(const PrintedMatrix& matrix, Kind kind)
{
    beginResetModel();
    m_matrix = matrix;
    m_kind = kind;
    endResetModel();
}

int MatrixModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_matrix.size();
}

int MatrixModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_matrix.size();
}

QVariant MatrixModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const QString text = m_matrix.cell(index.row(), index.column());
    const QColor background = m_kind == Kind::LinkClass ? linkClassColor(LinkClassCell::parse(text).linkClass)
                                                        : p2pStatusColor(p2pStatusFromCode(text));
    switch (role) {
    case Qt::DisplayRole:
        return text;
    case Qt::BackgroundRole:
        return background;
    case Qt::ForegroundRole:
        return textColorOn(background);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ToolTipRole: {
        const QString pair = m_matrix.labels.value(index.row()) + QStringLiteral(" \u2194 ")
            + m_matrix.labels.value(index.column());
        const QString meaning = m_kind == Kind::LinkClass
            ? linkClassDescription(LinkClassCell::parse(text).linkClass)
            : p2pStatusDescription(p2pStatusFromCode(text));
        return QString(pair + u": " + text + u" \u2014 " + meaning);
    }
    default:
        return {};
    }
}

QVariant MatrixModel::headerData(int section, Qt::Orientation, int role) const
{
    if (role == Qt::DisplayRole)
        return m_matrix.labels.value(section);
    return {};
}

} // namespace Topo::Ui
