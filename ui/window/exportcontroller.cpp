// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/exportcontroller.h"

#include "benchmarks/benchmarkpanel.h"
#include "export/exportdialog.h"
#include "window/mainwindow.h"
#include "topology/topologyview.h"
#include "widgets/plainwarning.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrentRun>

namespace Topo::Ui {

namespace {
const auto settingsReportDirectory = QStringLiteral("export/reportDirectory");

/// Shows the wait cursor while the GUI thread paints an export.
class WaitCursor
{
public:
    WaitCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~WaitCursor() { QApplication::restoreOverrideCursor(); }
    WaitCursor(const WaitCursor&) = delete;
    WaitCursor& operator=(const WaitCursor&) = delete;
};
} // namespace

ExportController::ExportController(MainWindow* window, QMenu* fileMenu)
    : QObject(window)
    , m_window(window)
{
    m_exportAction = fileMenu->addAction(tr("&Export\u2026"), this, [this] { openExportDialog(ExportView::SideBySide); });
    m_exportAction->setObjectName(QStringLiteral("exportAction"));
    m_exportAction->setShortcut(Qt::CTRL | Qt::Key_E);
    m_exportAction->setToolTip(tr("Write a view to SVG, PNG, PDF or DOT, as it looks on the screen"));
    m_reportAction = fileMenu->addAction(tr("Export Review &Report\u2026"), this, &ExportController::openReportDialog);
    m_reportAction->setObjectName(QStringLiteral("exportReportAction"));
    m_reportAction->setToolTip(tr("One PDF or self-contained HTML page with the diagrams, the Host \u2192 Guest matrix and "
                                  "every raw capture, for a design review"));
    for (MachineRole role : { MachineRole::Host, MachineRole::Guest }) {
        TopologyView* view = window->topologyView(role);
        auto* action = new QAction(tr("Export this view\u2026"), view);
        action->setObjectName(role == MachineRole::Host ? QStringLiteral("exportHostViewAction")
                                                        : QStringLiteral("exportGuestViewAction"));
        connect(action, &QAction::triggered, this,
            [this, role] { openExportDialog(role == MachineRole::Host ? ExportView::Host : ExportView::Guest); });
        // An actions menu, so that other entries can join it with addAction().
        view->addAction(action);
        view->setContextMenuPolicy(Qt::ActionsContextMenu);
    }
}

ExportSource ExportController::source() const
{
    const SharedDocument document = m_window->document();
    if (!document)
        return {};
    ExportSource s = ExportSource::ofDocument(*document, baseName());
    s.hostScene = m_window->topologyScene(MachineRole::Host);
    s.guestScene = m_window->topologyScene(MachineRole::Guest);
    if (s.host && s.guest)
        s.comparison = m_window->comparisonModel();
    return s;
}

QString ExportController::baseName() const
{
    // A file name from the snapshot's title: letters, digits and dashes only.
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9]+"));
    QString name = m_window->snapshot().title.left(48);
    name.replace(unsafe, QStringLiteral("-"));
    while (name.startsWith(u'-'))
        name.remove(0, 1);
    while (name.endsWith(u'-'))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("topolens") : name.toLower();
}

bool ExportController::ready()
{
    if (!m_window->machines().isEmpty())
        return true;
    QMessageBox::information(m_window, tr("Export"), tr("Open a snapshot first: there is nothing to export yet."));
    return false;
}

void ExportController::openExportDialog(ExportView initial)
{
    if (!ready())
        return;
    const ExportSource s = source();
    // The heatmap and sweeps start from what the Benchmarks tab shows.
    BenchmarkChoice benchmark;
    if (const BenchmarkPanel* panel = m_window->benchmarkPanel()) {
        benchmark.machine = panel->currentMachine();
        QString captureId;
        QString metric;
        if (panel->currentMatrix(&captureId, &metric)) {
            benchmark.captureId = captureId;
            benchmark.metric = metric;
        }
    }
    ExportDialog dialog(s, initial, benchmark, baseName(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    exportTo(dialog.request(), dialog.fileName());
}

void ExportController::openReportDialog()
{
    if (!ready())
        return;
    QSettings settings;
    const QString directory = settings.value(settingsReportDirectory, QDir::homePath()).toString();
    const QString pdfFilter = tr("PDF document (*.pdf)");
    const QString htmlFilter = tr("HTML page, self-contained (*.html)");
    QString filter = pdfFilter;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Review Report"),
        QDir(directory).filePath(baseName() + QStringLiteral("-review.pdf")), pdfFilter + QStringLiteral(";;") + htmlFilter,
        &filter);
    if (path.isEmpty())
        return;
    std::optional<ReportFormat> format = reportFormatOfFile(path);
    if (!format) {
        format = filter == htmlFilter ? ReportFormat::Html : ReportFormat::Pdf;
        path += format == ReportFormat::Html ? QStringLiteral(".html") : QStringLiteral(".pdf");
    }
    settings.setValue(settingsReportDirectory, QFileInfo(path).absolutePath());
    reportTo(*format, path);
}

void ExportController::exportTo(const ExportRequest& request, const QString& path)
{
    m_window->statusBar()->showMessage(tr("Exporting to %1\u2026").arg(QDir::toNativeSeparators(path)));
    Result<RenderedExport> rendered = [&] {
        WaitCursor wait;
        return renderExport(source(), request);
    }();
    writeInBackground(std::move(rendered), path);
}

void ExportController::reportTo(ReportFormat format, const QString& path)
{
    m_window->statusBar()->showMessage(tr("Writing the review report to %1\u2026").arg(QDir::toNativeSeparators(path)));
    RenderedExport rendered;
    {
        WaitCursor wait;
        rendered.data = renderReport(source(), format);
    }
    writeInBackground(std::move(rendered), path);
}

void ExportController::writeInBackground(Result<RenderedExport> rendered, const QString& path)
{
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, path] {
        watcher->deleteLater();
        const QString error = watcher->result();
        if (error.isEmpty()) {
            m_window->statusBar()->showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(path)));
        } else {
            m_window->statusBar()->showMessage(tr("Export failed: %1").arg(error));
            warnPlainly(m_window, tr("Export"), error);
        }
        Q_EMIT exportFinished(path, error);
    });
    // PNG encoding of a large picture and the disk write are what may take a while.
    watcher->setFuture(QtConcurrent::run([rendered = std::move(rendered), path] {
        return rendered ? writeRenderedExport(*rendered, path).error() : rendered.error();
    }));
}

} // namespace Topo::Ui
