// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportsource.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace Topo::Ui {

/// File › Export: which view, which format, the PNG resolution and background, the file; for
/// the heatmap and the size-sweep chart also the machine, the matrix or the quantity.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    /// Offers the topology views `source` can draw, and the heatmap and sweep chart always
    /// (disabled, the reason in the tooltip, without benchmark results). `benchmark`: what the
    /// Benchmarks tab shows, preselected. `source` is read here only.
    ExportDialog(const ExportSource& source, ExportView initial, const BenchmarkChoice& benchmark, const QString& baseName,
        QWidget* parent = nullptr);

    ExportRequest request() const;
    QString fileName() const;

private:
    void createViewChoice(const ExportSource& source, ExportView initial);
    void listBenchmarkMachines(const ExportSource& source);
    void createBenchmarkChoices(const BenchmarkChoice& benchmark);
    /// A machine with benchmark runs, as the dialog offers it.
    struct BenchmarkMachine
    {
        int index = -1; // into ExportSource::machines
        QString caption;
        QStringList matrixTexts;             // "Title · capture"
        QList<QStringList> matrixKeys;       // { capture id, metric } of each
        QList<bool> bandwidth;               // whether each is a bandwidth matrix
        bool hasSweeps = false;
    };

    void updateControls();
    void fillMatrices(const QString& captureId, const QString& metric);
    void browse();

    QList<BenchmarkMachine> m_benchmarkMachines;
    QFormLayout* m_form = nullptr;
    QComboBox* m_view = nullptr;
    QComboBox* m_machine = nullptr;
    QComboBox* m_matrix = nullptr;
    QComboBox* m_quantity = nullptr;
    QComboBox* m_format = nullptr;
    QSpinBox* m_dpi = nullptr;
    QCheckBox* m_transparent = nullptr;
    QLineEdit* m_file = nullptr;
};

} // namespace Topo::Ui
