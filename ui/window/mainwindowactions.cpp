// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's menus and actions, and its file handling: open, recent files, drag and
// drop, collection and import into the window.
#include "window/mainwindow.h"
#include "window/mainwindow_p.h"
#include "widgets/inerttooltip.h"
#include "widgets/plainwarning.h"

namespace Topo::Ui {

namespace {
constexpr int maxRecentFiles = 8;
} // namespace

// Status-bar hints: a sentence for each action that has no tool tip; the others (in File >
// Export and Import, the view toggles) show their tool tip (createActions).
void MainWindow::createFileMenu()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* collectAction = file->addAction(tr("&Collect from Host and Guest\u2026"), this, &MainWindow::collect);
    collectAction->setShortcut(Qt::CTRL | Qt::Key_K);
    QAction* again = file->addAction(tr("Collect &Again"), this, [this] {
        if (d->lastRequest)
            runCollection(*d->lastRequest);
        else
            collect();
    });
    again->setShortcut(QKeySequence::Refresh);
    QAction* watch = file->addAction(tr("&Watch Links…"), this, &MainWindow::watchLinks);
    file->addSeparator();
    QAction* open = file->addAction(tr("&Open Snapshot\u2026"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Snapshot"), QString(),
            tr("TopoLens snapshots (*.json);;All files (*)"));
        if (!path.isEmpty())
            openSnapshot(path);
    });
    open->setShortcut(QKeySequence::Open);
    QAction* demo = file->addAction(tr("Open the &Demo"), this, [this] { openSnapshot(QString::fromLatin1(demoSnapshotName)); });
    file->addAction(tr("Open &Fleet Run\u2026"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Fleet Run"));
        if (!dir.isEmpty())
            openFleetRun(dir);
    });
    file->addAction(tr("Compare &with Snapshot\u2026"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Compare with Snapshot"), QString(),
            tr("Snapshots and bundles (*.json *.bundle *.topolens);;All files (*)"));
        if (!path.isEmpty())
            compareWith(path);
    });
    d->recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    QAction* save = file->addAction(tr("&Save Snapshot As\u2026"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Snapshot"), QString(),
            tr("TopoLens snapshots (*.json)"));
        if (path.isEmpty())
            return;
        if (const Status saved = saveSnapshot(d->snapshot, path); !saved) {
            warnPlainly(this, tr("Save Snapshot"), saved.error());
        } else {
            addRecentFile(path);
            setWindowModified(false);
        }
    });
    save->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    // File › Export… (Ctrl+E), Export Review Report…, and "Export this view…" on both drawings.
    new ExportController(this, file);
    // File › Import Benchmark Results… (Ctrl+I), Edit › Paste Command Output, dropped files.
    d->importer = new ImportController(this, file, d->benchmarks);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    collectAction->setStatusTip(tr("Log in to a host and its guest over SSH and collect their PCIe, NUMA and GPU facts"));
    again->setStatusTip(tr("Collect again from the same machines, with the same settings"));
    watch->setStatusTip(tr("Sample a machine's PCIe links and AER counters every few seconds, optionally under load"));
    open->setStatusTip(tr("Open a snapshot or a bundle written by topolens-collect.sh"));
    demo->setStatusTip(tr("Open the built-in demo: an 8-GPU Proxmox host and its VM, reconstructed"));
    save->setStatusTip(tr("Save the snapshot, with every raw output, to a JSON file"));
    quit->setStatusTip(tr("Quit TopoLens"));
}

void MainWindow::createViewMenu()
{
    QToolBar* toolbar = addToolBar(tr("View"));
    toolbar->setObjectName(QStringLiteral("viewToolbar"));
    toolbar->setMovable(false);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    auto toggle = [&](const QString& text, bool on, const QString& tip) {
        QAction* a = view->addAction(text);
        a->setCheckable(true);
        a->setChecked(on);
        a->setToolTip(tip);
        toolbar->addAction(a);
        return a;
    };
    d->pairEdges = toggle(tr("GPU pairs"), true, tr("Arcs between every two GPUs, coloured by connection class"));
    d->iommuBadges = toggle(tr("IOMMU groups"), true, tr("IOMMU group badges on devices"));
    d->numaBoxes = toggle(tr("NUMA nodes"), true, tr("Group root complexes by NUMA node"));
    d->allDevices = toggle(tr("All devices"), false, tr("Show every PCI device, not only GPUs, NICs, NVMe and the bridges above them"));
    for (QAction* a : { d->pairEdges, d->iommuBadges, d->numaBoxes, d->allDevices })
        connect(a, &QAction::toggled, this, &MainWindow::relayout);
    toolbar->addSeparator();
    view->addSeparator();
    QAction* zoomIn = view->addAction(tr("Zoom &In"), this, [this] {
        d->hostView->zoomBy(1.2);
        d->guestView->zoomBy(1.2);
    });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction* zoomOut = view->addAction(tr("Zoom &Out"), this, [this] {
        d->hostView->zoomBy(1 / 1.2);
        d->guestView->zoomBy(1 / 1.2);
    });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction* fit = view->addAction(tr("&Fit"), this, [this] {
        d->hostView->fitAll();
        d->guestView->fitAll();
    });
    fit->setShortcut(Qt::CTRL | Qt::Key_0);
    toolbar->addAction(zoomIn);
    toolbar->addAction(zoomOut);
    toolbar->addAction(fit);
    view->addSeparator();
    d->stacked = view->addAction(tr("&Stack Host Above Guest"));
    d->stacked->setCheckable(true);
    d->stacked->setToolTip(tr("Wide machines read better stacked; narrow ones side by side"));
    connect(d->stacked, &QAction::triggered, this, [this] { d->orientationChosen = true; });
    connect(d->stacked, &QAction::toggled, this, [this](bool on) {
        d->drawings->setOrientation(on ? Qt::Vertical : Qt::Horizontal);
        d->hostView->fitAll();
        d->guestView->fitAll();
    });
    d->darkTheme = view->addAction(tr("&Dark Theme"));
    d->darkTheme->setCheckable(true);
    connect(d->darkTheme, &QAction::toggled, this, &MainWindow::setDarkTheme);
    view->addSeparator();
    QAction* showFindings = d->findingsDock->toggleViewAction();
    showFindings->setText(tr("F&indings Panel"));
    showFindings->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_F);
    view->addAction(showFindings);
    QAction* showDetails = findChild<QDockWidget*>(QStringLiteral("details"))->toggleViewAction();
    showDetails->setText(tr("GPU &Details Panel"));
    view->addAction(showDetails);
    view->addSeparator();
    view->addMenu(LanguageMenu::create(this));
    toolbar->addSeparator();
    d->search = new QLineEdit(this);
    d->search->setPlaceholderText(tr("Find a PCI address or name (Ctrl+F)"));
    d->search->setClearButtonEnabled(true);
    d->search->setMaximumWidth(280);
    toolbar->addWidget(d->search);
    connect(d->search, &QLineEdit::returnPressed, this, [this] { searchFor(d->search->text()); });
    QAction* find = new QAction(tr("Find"), this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        d->search->setFocus();
        d->search->selectAll();
    });
    addAction(find);
    zoomIn->setStatusTip(tr("Zoom both drawings in"));
    zoomOut->setStatusTip(tr("Zoom both drawings out"));
    fit->setStatusTip(tr("Fit both drawings to their views"));
    d->darkTheme->setStatusTip(tr("Switch the window and the drawings between light and dark"));
    showFindings->setStatusTip(tr("Show or hide the findings: what limits the GPUs, with the raw lines it rests on"));
    showDetails->setStatusTip(tr("Show or hide the details of the selected GPU: its path, links and peers"));
    find->setStatusTip(tr("Find a PCI address or a device name in the drawings"));
}

void MainWindow::createHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("User &Guide"), this, [] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(installedUserGuide()));
    });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setEnabled(!installedUserGuide().isEmpty());
    QAction* shortcuts = help->addAction(tr("&Keyboard Shortcuts"), this, [this] { ShortcutsDialog(this, this).exec(); });
    shortcuts->setShortcut(Qt::CTRL | Qt::Key_Slash);
    help->addSeparator();
    QAction* about = help->addAction(tr("&About TopoLens"), this, [this] { AboutDialog(this).exec(); });
    guide->setStatusTip(guide->isEnabled() ? tr("Open the user guide installed with TopoLens")
                                           : tr("The user guide is installed with TopoLens (docs/user-guide.md in the sources)"));
    shortcuts->setStatusTip(tr("List every keyboard shortcut"));
    about->setStatusTip(tr("Version, library versions, licence and documentation"));
}

void MainWindow::createActions()
{
    createFileMenu();
    createViewMenu();
    createHelpMenu();
    const QList<QAction*> actions = findChildren<QAction*>();
    for (QAction* a : actions) {
        QString plain = a->text();
        plain.remove(u'&');
        if (a->statusTip().isEmpty() && !a->toolTip().isEmpty() && a->toolTip() != plain)
            a->setStatusTip(a->toolTip());
    }
}

bool MainWindow::openSnapshot(const QString& nameOrPath)
{
    auto result = Topo::openSnapshot(nameOrPath);
    if (result.hasErrors()) {
        QStringList lines;
        for (const auto& diag : result.diagnostics)
            lines << formatDiagnostic(diag);
        const QString message = tr("Cannot open %1:\n%2").arg(nameOrPath, lines.join(u'\n'));
        statusBar()->showMessage(message.section(u'\n', 0, 1));
        if (isVisible() && !testAttribute(Qt::WA_DontShowOnScreen))
            warnPlainly(this, tr("Open Snapshot"), message);
        return false;
    }
    if (nameOrPath != QLatin1String(demoSnapshotName))
        addRecentFile(QFileInfo(nameOrPath).absoluteFilePath());
    d->path = nameOrPath;
    showSnapshot(result.value, result.value.title.isEmpty() ? QFileInfo(nameOrPath).fileName() : result.value.title);
    return true;
}

void MainWindow::showSnapshot(const Snapshot& snapshot, const QString& title)
{
    d->snapshot = snapshot;
    setWindowTitle(tr("%1[*] \u2014 TopoLens").arg(title));
    setWindowModified(false);
    statusBar()->showMessage(tr("Reading %n machine(s)\u2026", "", int(d->snapshot.machines.size())));

    const quint64 generation = ++d->generation;
    // Parsing and diagnosing are pure, so both run on workers: the machines first, and as soon as
    // they are there the drawings' layouts and the findings side by side, while this thread
    // fills the panels.
    d->findingsPending = true;
    // The shown document stays until the new one replaces it: the drawings, tables and panels
    // refer to its machines until showMachines() gives them the new ones.
    auto* watcher = new QFutureWatcher<SharedDocument>(this);
    connect(watcher, &QFutureWatcher<SharedDocument>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != d->generation)
            return;
        d->document = watcher->result();
        auto* diagnosis = new QFutureWatcher<QList<Finding>>(this);
        connect(diagnosis, &QFutureWatcher<QList<Finding>>::finished, this, [this, diagnosis, generation] {
            diagnosis->deleteLater();
            if (generation == d->generation)
                showFindings(diagnosis->result());
        });
        diagnosis->setFuture(QtConcurrent::run([document = d->document] { return document->findings(); }));
        showMachines();
    });
    watcher->setFuture(QtConcurrent::run([snapshot = d->snapshot] {
        SharedDocument document = SnapshotDocument::open(snapshot);
        (void)document->gpuMatches(); // worked out here, not on the GUI thread in showMachines()
        if (!document->machines().isEmpty()) {
            (void)document->watchSeries(document->machines().first()); // a watch's samples: here, not on a click
            (void)document->gpuNics(document->machines().first()); // every machine's GPU–NIC affinity, likewise
        }
        return document;
    }));
    d->busy->show();
}

void MainWindow::replaceSnapshot(const Snapshot& snapshot)
{
    showSnapshot(snapshot, snapshot.title.isEmpty() ? QFileInfo(d->path).fileName() : snapshot.title);
    setWindowModified(true);
}

void MainWindow::collect()
{
    ConnectDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    d->lastRequest = dialog.request();
    runCollection(*d->lastRequest);
}

void MainWindow::runCollection(const CollectionRequest& request)
{
    CollectDialog dialog(request, this);
    dialog.start();
    dialog.exec();
    const Snapshot collected = dialog.snapshot();
    if (collected.machines.isEmpty())
        return;
    d->path.clear();
    showSnapshot(collected, collected.title);
    statusBar()->showMessage(tr("Collected. Save it with File > Save Snapshot As to keep the raw outputs."));
}

void MainWindow::watchLinks()
{
    ConnectDialog where(this);
    where.setPurpose(tr("Watch Links"), tr("Next"));
    if (where.exec() != QDialog::Accepted)
        return;
    WatchDialog watch(where.request(), this);
    watch.exec();
    const Snapshot watched = watch.snapshot();
    if (watched.machines.isEmpty())
        return;
    d->path.clear();
    showSnapshot(watched, watched.title);
    setWindowModified(true);
    statusBar()->showMessage(tr("Watched: %n sample(s). Click a GPU to chart its path's links; File > Save Snapshot As keeps them.",
        "", watch.samplesTaken()));
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > maxRecentFiles)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    d->recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : recent) {
        QAction* a = d->recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openSnapshot(path); });
        a->setToolTip(inertToolTip(path));
        a->setStatusTip(path);
    }
    d->recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (d->importer->importDroppedFiles(urls))
        return; // benchmark or command output, added to the snapshot
    if (!urls.isEmpty() && urls.first().isLocalFile())
        openSnapshot(urls.first().toLocalFile());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState(windowStateVersion));
    QMainWindow::closeEvent(event);
}

} // namespace Topo::Ui
