// SPDX-License-Identifier: GPL-3.0-or-later
#include "machines/matrixmodel.h"

#include "topology/scenetheme.h"
#include "widgets/inerttooltip.h"

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
    m_classes.clear();
    m_notes.clear();
    endResetModel();
}

void MatrixModel::setVendorMatrix(const PrintedMatrix& matrix, const QList<QList<LinkClass>>& classes, const QList<QStringList>& notes)
{
    beginResetModel();
    m_matrix = matrix;
    m_kind = Kind::LinkClass;
    m_classes = classes;
    m_notes = notes;
    endResetModel();
}

LinkClass MatrixModel::classAt(int row, int column) const
{
    if (row < m_classes.size() && column < m_classes[row].size())
        return m_classes[row][column];
    return LinkClassCell::parse(m_matrix.cell(row, column)).linkClass;
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
    const QColor background = m_kind == Kind::LinkClass ? linkClassColor(classAt(index.row(), index.column()))
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
        const QString meaning = m_kind == Kind::LinkClass ? linkClassDescription(classAt(index.row(), index.column()))
                                                          : p2pStatusDescription(p2pStatusFromCode(text));
        const QString note = index.row() < m_notes.size() ? m_notes[index.row()].value(index.column()) : QString();
        return inertToolTip(pair + u": " + text + (note.isEmpty() ? QString() : u" (" + note + u')') + u" \u2014 " + meaning);
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
