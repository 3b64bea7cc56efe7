// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exportsource.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace Topo::Ui {

/// File › Export: which view, which format, the PNG resolution and background, the file.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    /// `available`: the views the snapshot can give (no guest, no guest topology or matrix).
    ExportDialog(const QList<ExportView>& available, ExportView initial, const QString& baseName, QWidget* parent = nullptr);

    ExportRequest request() const;
    QString fileName() const;

private:
    void updateControls();
    void browse();

    QComboBox* m_view = nullptr;
    QComboBox* m_format = nullptr;
    QSpinBox* m_dpi = nullptr;
    QCheckBox* m_transparent = nullptr;
    QLineEdit* m_file = nullptr;
};

} // namespace Topo::Ui
