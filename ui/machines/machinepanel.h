// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"

#include <QWidget>

class QLabel;
class QTableView;
class QTableWidget;

namespace Topo::Ui {

class MatrixModel;

/// One machine at a glance: who it is, its GPUs with their PCI place, NUMA node, IOMMU group
/// and link, and the driver's class and P2P matrices.
class MachinePanel : public QWidget
{
    Q_OBJECT
public:
    explicit MachinePanel(QWidget* parent = nullptr);
    void setMachine(const Machine& machine);

    /// For tests: the GPU table and the matrices.
    QTableWidget* gpuTable() const { return m_gpus; }
    QTableView* classMatrixView() const { return m_classView; }
    QTableView* p2pMatrixView() const { return m_p2pView; }

private:
    QLabel* m_title;
    QLabel* m_subtitle;
    QLabel* m_notes;
    QTableWidget* m_gpus;
    QLabel* m_classTitle;
    QTableView* m_classView;
    MatrixModel* m_classModel;
    QLabel* m_p2pTitle;
    QTableView* m_p2pView;
    MatrixModel* m_p2pModel;
};

} // namespace Topo::Ui
