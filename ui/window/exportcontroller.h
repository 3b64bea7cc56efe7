// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportreport.h"
#include "export/exportsource.h"

#include <QObject>

class QAction;
class QMenu;

namespace Topo::Ui {

class MainWindow;

/// The window's export commands: File › Export… (Ctrl+E), File › Export Review Report…, and
/// "Export this view…" in the context menu of both topology drawings. Rendering paints the
/// window's own scenes on the GUI thread (quick); encoding and writing the file run on a worker,
/// and the status bar names the file when it is there.
class ExportController : public QObject
{
    Q_OBJECT
public:
    ExportController(MainWindow* window, QMenu* fileMenu);

    QAction* exportAction() const { return m_exportAction; }
    QAction* reportAction() const { return m_reportAction; }

    /// What the window shows now, as an export source.
    ExportSource source() const;
    /// Exports without a dialog; exportFinished() follows.
    void exportTo(const ExportRequest& request, const QString& path);
    void reportTo(ReportFormat format, const QString& path);

Q_SIGNALS:
    /// A file was written (`error` empty) or could not be.
    void exportFinished(const QString& path, const QString& error);

private:
    void openExportDialog(ExportView initial);
    void openReportDialog();
    bool ready();
    void writeInBackground(Result<RenderedExport> rendered, const QString& path);
    QString baseName() const;

    MainWindow* m_window;
    QAction* m_exportAction = nullptr;
    QAction* m_reportAction = nullptr;
};

} // namespace Topo::Ui
