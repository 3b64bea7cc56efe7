// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"

#include "dialogs/aboutdialog.h"
#include "analyze/gpumapping.h"
#include "benchmarks/benchmarkpanel.h"
#include "machines/captureview.h"
#include "collect/collectdialog.h"
#include "collect/connectdialog.h"
#include "machines/comparisonmodel.h"
#include "topology/detailspanel.h"
#include "export/exportactions.h"
#include "findings/findingspanel.h"
#include "collect/importdialog.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "machines/machinepanel.h"
#include "analyze/machinebuilder.h"
#include "dialogs/shortcutsdialog.h"
#include "topology/topologyscene.h"
#include "topology/topologyview.h"
#include "window/translations.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyleHints>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolBar>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace Topo::Ui {

namespace {
constexpr int maxRecentFiles = 8;
enum TreeData { RoleMachineIndex = Qt::UserRole, RoleCaptureIndex };

QList<Machine> buildMachines(const Snapshot& snapshot)
{
    QList<Machine> machines;
    for (const auto& m : snapshot.machines)
        machines.append(buildMachine(m));
    return machines;
}

QIcon statusIcon(const RawCapture& capture, const QStyle* style)
{
    switch (capture.status) {
    case CaptureStatus::Ok:
        return style->standardIcon(QStyle::SP_DialogApplyButton);
    case CaptureStatus::ToolMissing:
    case CaptureStatus::NotRun:
    case CaptureStatus::Cancelled:
        return style->standardIcon(QStyle::SP_MessageBoxInformation);
    case CaptureStatus::Truncated:
    case CaptureStatus::TimedOut:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case CaptureStatus::Failed:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    }
    return {};
}

struct MachineLayout
{
    Layout::Graph graph;
    Layout::LayoutResult result;
};
} // namespace

struct MainWindow::Private
{
    Snapshot snapshot;
    QList<Machine> machines;
    QList<GpuMatch> matches;
    QString path;
    quint64 generation = 0; // guards against a slow parse or layout finishing after a newer open
    int pendingLayouts = 0;

    QTreeWidget* tree = nullptr;
    QTabWidget* tabs = nullptr;
    TopologyScene* hostScene = nullptr;
    TopologyScene* guestScene = nullptr;
    TopologyView* hostView = nullptr;
    TopologyView* guestView = nullptr;
    QWidget* guestColumn = nullptr;
    QLabel* hostTitle = nullptr;
    QLabel* guestTitle = nullptr;
    DetailsPanel* details = nullptr;
    ComparisonModel* comparison = nullptr;
    QTableWidget* mappingTable = nullptr;
    MachinePanel* hostPanel = nullptr;
    MachinePanel* guestPanel = nullptr;
    CaptureView* captureView = nullptr;
    BenchmarkPanel* benchmarks = nullptr;
    FindingsPanel* findings = nullptr;
    QDockWidget* findingsDock = nullptr;
    ImportController* importer = nullptr;
    QLabel* banner = nullptr;
    QProgressBar* busy = nullptr; // in the status bar while a snapshot is parsed and laid out
    QMenu* recentMenu = nullptr;
    QLineEdit* search = nullptr;
    QAction* pairEdges = nullptr;
    QAction* iommuBadges = nullptr;
    QAction* numaBoxes = nullptr;
    QAction* allDevices = nullptr;
    QAction* darkTheme = nullptr;
    QAction* stacked = nullptr;
    QSplitter* drawings = nullptr;
    bool orientationChosen = false; // the user picked one: stop choosing by aspect ratio
    std::optional<ConnectRequest> lastRequest; // for Collect Again (no secrets in it)

    const Machine* machine(MachineRole role) const
    {
        for (const Machine& m : machines) {
            if (role == MachineRole::Guest ? m.role == MachineRole::Guest : m.role != MachineRole::Guest)
                return &m;
        }
        return nullptr;
    }
};

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , d(std::make_unique<Private>())
{
    setWindowTitle(tr("TopoLens"));
    setAcceptDrops(true);

    d->tree = new QTreeWidget(this);
    d->tree->setHeaderLabels({ tr("Machines and captures") });
    d->tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    connect(d->tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { onTreeItemChanged(item); });

    // Topology tab: host and guest drawings side by side.
    d->hostScene = new TopologyScene(this);
    d->guestScene = new TopologyScene(this);
    d->hostView = new TopologyView(d->hostScene, this);
    d->guestView = new TopologyView(d->guestScene, this);
    auto column = [this](QLabel*& title, TopologyView* view) {
        auto* w = new QWidget(this);
        auto* l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        l->setSpacing(2);
        title = new QLabel(w);
        title->setTextFormat(Qt::PlainText);
        QFont f = title->font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.15);
        title->setFont(f);
        title->setContentsMargins(8, 4, 8, 0);
        l->addWidget(title);
        l->addWidget(view, 1);
        return w;
    };
    auto* drawings = new QSplitter(Qt::Horizontal, this);
    d->drawings = drawings;
    drawings->addWidget(column(d->hostTitle, d->hostView));
    d->guestColumn = column(d->guestTitle, d->guestView);
    drawings->addWidget(d->guestColumn);
    for (auto* view : { d->hostView, d->guestView }) {
        const MachineRole role = view == d->hostView ? MachineRole::Host : MachineRole::Guest;
        connect(view, &TopologyView::gpuSelected, this, [this, role](int gpu) { selectGpu(role, gpu); });
    }

    d->banner = new QLabel(this);
    d->banner->setTextFormat(Qt::PlainText);
    d->banner->setWordWrap(true);
    d->banner->setMargin(6);
    d->banner->setAutoFillBackground(true);
    QPalette bannerPalette = d->banner->palette();
    bannerPalette.setColor(QPalette::Window, QColor(0xFF, 0xF4, 0xD6));
    bannerPalette.setColor(QPalette::WindowText, QColor(0x5A, 0x40, 0x00));
    d->banner->setPalette(bannerPalette);
    d->banner->hide();

    auto* topology = new QWidget(this);
    auto* topologyLayout = new QVBoxLayout(topology);
    topologyLayout->setContentsMargins(0, 0, 0, 0);
    topologyLayout->setSpacing(0);
    topologyLayout->addWidget(d->banner);
    topologyLayout->addWidget(drawings, 1);

    // Compare tab: per pair, what the host gives and what the guest sees; and the GPU mapping.
    d->comparison = new ComparisonModel(this);
    auto* comparisonView = new QTableView(this);
    comparisonView->setModel(d->comparison);
    comparisonView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    comparisonView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    comparisonView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    comparisonView->setWordWrap(true);
    d->mappingTable = new QTableWidget(this);
    d->mappingTable->setColumnCount(5);
    d->mappingTable->setHorizontalHeaderLabels({ tr("Guest GPU"), tr("Guest address"), tr("Host GPU"), tr("Host address"), tr("Matched by") });
    d->mappingTable->verticalHeader()->hide();
    d->mappingTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    d->mappingTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    d->mappingTable->horizontalHeader()->setStretchLastSection(true);
    auto* compare = new QWidget(this);
    auto* compareLayout = new QVBoxLayout(compare);
    auto* compareTitle = new QLabel(tr("Each guest GPU pair: the class and P2P read status the host gives that physical pair "
                                       "\u2192 what the guest sees. Bold cells changed."), this);
    compareTitle->setWordWrap(true);
    compareLayout->addWidget(compareTitle);
    compareLayout->addWidget(comparisonView, 3);
    compareLayout->addWidget(new QLabel(tr("Which host GPU each guest GPU is"), this));
    compareLayout->addWidget(d->mappingTable, 2);

    // Machines tab: tables of each machine's GPUs and its driver matrices.
    d->hostPanel = new MachinePanel(this);
    d->guestPanel = new MachinePanel(this);
    auto* sideBySide = new QSplitter(Qt::Horizontal, this);
    for (MachinePanel* panel : { d->hostPanel, d->guestPanel }) {
        auto* scroll = new QScrollArea(sideBySide);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(panel);
        sideBySide->addWidget(scroll);
    }

    d->captureView = new CaptureView(this);
    d->tabs = new QTabWidget(this);
    d->tabs->setDocumentMode(true);
    d->tabs->addTab(topology, tr("Topology"));
    d->tabs->addTab(compare, tr("Host \u2192 Guest"));
    d->tabs->addTab(sideBySide, tr("Machines"));
    d->tabs->addTab(d->captureView, tr("Raw output"));
    d->benchmarks = new BenchmarkPanel(this);
    d->tabs->addTab(d->benchmarks, tr("Benchmarks"));

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(d->tree);
    splitter->addWidget(d->tabs);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 250, 1300 });
    setCentralWidget(splitter);

    d->details = new DetailsPanel(this);
    auto* dock = new QDockWidget(tr("GPU details"), this);
    dock->setObjectName(QStringLiteral("details"));
    dock->setWidget(d->details);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    resizeDocks({ dock }, { 380 }, Qt::Horizontal);

    // What the snapshot says, in words, with the raw lines it rests on: under the drawings,
    // so the "why" is in view while looking at the "what".
    d->findings = new FindingsPanel(this);
    d->findingsDock = new QDockWidget(tr("Findings"), this);
    d->findingsDock->setObjectName(QStringLiteral("findings"));
    d->findingsDock->setWidget(d->findings);
    addDockWidget(Qt::BottomDockWidgetArea, d->findingsDock);
    resizeDocks({ d->findingsDock }, { 230 }, Qt::Vertical);
    connect(d->findings, &FindingsPanel::evidenceActivated, this, [this](MachineRole role, const QString& captureId, int line) {
        if (!showCapture(role, captureId))
            return;
        d->tabs->setCurrentWidget(d->captureView);
        if (line > 0)
            d->captureView->textView()->showLine(line);
    });
    connect(d->findings, &FindingsPanel::gpuActivated, this, [this](MachineRole role, int gpuIndex) {
        showView(QStringLiteral("topology"));
        selectGpu(role, gpuIndex);
    });

    d->busy = new QProgressBar(this);
    d->busy->setRange(0, 0); // busy, no percentage: parsing and layout do not report progress
    d->busy->setTextVisible(false);
    d->busy->setMaximumSize(120, 14);
    d->busy->setToolTip(tr("Reading and laying out the snapshot"));
    d->busy->hide();
    statusBar()->addPermanentWidget(d->busy);
    connect(this, &MainWindow::snapshotShown, d->busy, &QWidget::hide);
    createActions();
    statusBar()->showMessage(tr("Open a snapshot, or look around the built-in demo."));

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    d->darkTheme->setChecked(settings.value(QStringLiteral("view/dark"), false).toBool());
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
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
    file->addSeparator();
    QAction* open = file->addAction(tr("&Open Snapshot\u2026"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Snapshot"), QString(),
            tr("TopoLens snapshots (*.json);;All files (*)"));
        if (!path.isEmpty())
            openSnapshot(path);
    });
    open->setShortcut(QKeySequence::Open);
    QAction* demo = file->addAction(tr("Open the &Demo"), this, [this] { openSnapshot(QString::fromLatin1(demoSnapshotName)); });
    d->recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    QAction* save = file->addAction(tr("&Save Snapshot As\u2026"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Snapshot"), QString(),
            tr("TopoLens snapshots (*.json)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!saveSnapshot(d->snapshot, path, &error)) {
            QMessageBox::warning(this, tr("Save Snapshot"), error);
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

    // Status-bar hints: a sentence for the actions above that have no tool tip; the others
    // (here, in File > Export and Import) show their tool tip.
    const std::pair<QAction*, QString> tips[] = {
        { collectAction, tr("Log in to a host and its guest over SSH and collect their PCIe, NUMA and GPU facts") },
        { again, tr("Collect again from the same machines, with the same settings") },
        { open, tr("Open a snapshot or a bundle written by topolens-collect.sh") },
        { demo, tr("Open the built-in demo: an 8-GPU Proxmox host and its VM, reconstructed") },
        { save, tr("Save the snapshot, with every raw output, to a JSON file") },
        { quit, tr("Quit TopoLens") },
        { zoomIn, tr("Zoom both drawings in") },
        { zoomOut, tr("Zoom both drawings out") },
        { fit, tr("Fit both drawings to their views") },
        { d->darkTheme, tr("Switch the window and the drawings between light and dark") },
        { showFindings, tr("Show or hide the findings: what limits the GPUs, with the raw lines it rests on") },
        { showDetails, tr("Show or hide the details of the selected GPU: its path, links and peers") },
        { find, tr("Find a PCI address or a device name in the drawings") },
        { guide, guide->isEnabled() ? tr("Open the user guide installed with TopoLens")
                                    : tr("The user guide is installed with TopoLens (docs/user-guide.md in the sources)") },
        { shortcuts, tr("List every keyboard shortcut") },
        { about, tr("Version, library versions, licence and documentation") },
    };
    for (const auto& [action, tip] : tips)
        action->setStatusTip(tip);
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
            QMessageBox::warning(this, tr("Open Snapshot"), message);
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
    auto* watcher = new QFutureWatcher<QList<Machine>>(this);
    connect(watcher, &QFutureWatcher<QList<Machine>>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation == d->generation)
            showMachines(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(buildMachines, d->snapshot));
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

void MainWindow::runCollection(const ConnectRequest& request)
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

void MainWindow::showMachines(const QList<Machine>& machines)
{
    d->machines = machines;
    d->tree->clear();
    for (int mi = 0; mi < d->snapshot.machines.size(); ++mi) {
        const MachineSnapshot& ms = d->snapshot.machines[mi];
        const Machine& machine = machines[mi];
        auto* machineItem = new QTreeWidgetItem(d->tree, { ms.label });
        machineItem->setToolTip(0, machineRoleTitle(ms.role) + u": " + ms.label + u'\n' + ms.address);
        machineItem->setData(0, RoleMachineIndex, mi);
        machineItem->setData(0, RoleCaptureIndex, -1);
        QFont bold = machineItem->font(0);
        bold.setBold(true);
        machineItem->setFont(0, bold);
        for (int ci = 0; ci < ms.captures.size(); ++ci) {
            const RawCapture& c = ms.captures[ci];
            int warnings = 0;
            for (const auto& cd : machine.diagnostics)
                warnings += cd.captureId == c.id && cd.diagnostic.severity != Severity::Info;
            auto* item = new QTreeWidgetItem(machineItem, { warnings ? tr("%1 (%n remark(s))", "", warnings).arg(c.id) : c.id });
            item->setToolTip(0, c.command + u'\n' + captureStatusName(c.status));
            item->setIcon(0, warnings ? style()->standardIcon(QStyle::SP_MessageBoxWarning) : statusIcon(c, style()));
            item->setData(0, RoleMachineIndex, mi);
            item->setData(0, RoleCaptureIndex, ci);
        }
        machineItem->setExpanded(true);
    }
    const Machine* host = d->machine(MachineRole::Host);
    const Machine* guest = d->machine(MachineRole::Guest);
    const MachineSnapshot* hostSnapshot = d->snapshot.machine(MachineRole::Host);
    d->matches = host && guest ? (hostSnapshot ? mapGuestGpusToHost(*hostSnapshot, *host, *guest) : mapGuestGpusToHost(*host, *guest))
                               : QList<GpuMatch> {};
    d->hostPanel->setVisible(host);
    d->guestPanel->setVisible(guest);
    d->guestColumn->setVisible(guest);
    if (host) {
        d->hostPanel->setMachine(*host);
        d->hostTitle->setText(machineRoleTitle(host->role) + u": " + host->label);
    }
    if (guest) {
        d->guestPanel->setMachine(*guest);
        d->guestTitle->setText(machineRoleTitle(guest->role) + u": " + guest->label);
    }
    if (host && guest)
        d->comparison->setMachines(*host, *guest, d->matches);
    d->mappingTable->setRowCount(int(d->matches.size()));
    for (int row = 0; row < d->matches.size(); ++row) {
        const GpuMatch& m = d->matches[row];
        const Gpu* gg = guest ? guest->gpu(m.guestGpu) : nullptr;
        const Gpu* hg = host ? host->gpu(m.hostGpu) : nullptr;
        const QStringList cells = { QStringLiteral("GPU%1").arg(m.guestGpu), gg && gg->bdf ? gg->bdf->toString() : QString(),
            QStringLiteral("GPU%1").arg(m.hostGpu), hg && hg->bdf ? hg->bdf->toString() : QString(),
            m.isAssumed() ? evidenceName(m.evidence) : evidenceName(m.evidence) + u": " + m.detail };
        for (int c = 0; c < cells.size(); ++c)
            d->mappingTable->setItem(row, c, new QTableWidgetItem(cells[c]));
    }
    d->banner->setText(d->snapshot.reconstruction
            ? tr("Reconstruction, not a capture: the raw outputs of this demo were rebuilt in the real tools' layout from "
                 "a written account, and go through the same parsers as a real snapshot.")
            : QString());
    d->banner->setToolTip(d->snapshot.note);
    d->banner->setVisible(d->snapshot.reconstruction);
    d->details->showHint();
    d->benchmarks->setSnapshot(d->snapshot, machines);
    const QList<Finding> findings = diagnose(d->snapshot, machines);
    d->findings->setFindings(findings);
    d->findingsDock->setWindowTitle(findings.isEmpty() ? tr("Findings") : tr("Findings (%1)").arg(findings.size()));
    statusBar()->showMessage(d->snapshot.title);
    relayout();
}

void MainWindow::relayout()
{
    const quint64 generation = d->generation;
    Layout::GraphOptions options;
    options.foldUnrelated = !d->allDevices->isChecked();
    options.numaClusters = d->numaBoxes->isChecked();
    options.pairEdges = true;
    TopologyScene::Options sceneOptions;
    sceneOptions.pairEdges = d->pairEdges->isChecked();
    sceneOptions.iommuGroups = d->iommuBadges->isChecked();
    d->pendingLayouts = 0;
    for (MachineRole role : { MachineRole::Host, MachineRole::Guest }) {
        const Machine* machine = d->machine(role);
        TopologyScene* scene = topologyScene(role);
        if (!machine) {
            scene->setTopology({}, {}, {});
            continue;
        }
        Layout::Graph graph = Layout::buildTopologyGraph(*machine, options);
        TopologyScene::measureNodes(graph);
        ++d->pendingLayouts;
        auto* watcher = new QFutureWatcher<Layout::LayoutResult>(this);
        connect(watcher, &QFutureWatcher<Layout::LayoutResult>::finished, this,
            [this, watcher, generation, role, graph, sceneOptions, machine = *machine] {
                watcher->deleteLater();
                if (generation != d->generation)
                    return;
                const Layout::LayoutResult result = watcher->result();
                TopologyScene* target = topologyScene(role);
                if (!result.error.isEmpty())
                    statusBar()->showMessage(result.error);
                const int selected = target->selectedGpu();
                target->setOptions(sceneOptions);
                target->setTopology(machine, graph, result.geometry);
                target->selectGpu(selected);
                topologyView(role)->fitAll();
                if (--d->pendingLayouts == 0) {
                    // Drawings much wider than tall use the window better one above the other.
                    const QRectF bounds = d->hostScene->sceneRect();
                    if (!d->orientationChosen && !bounds.isEmpty())
                        d->stacked->setChecked(bounds.width() > 1.6 * bounds.height());
                    Q_EMIT snapshotShown();
                }
            });
        watcher->setFuture(Layout::layoutAsync(graph));
    }
    if (d->pendingLayouts == 0)
        Q_EMIT snapshotShown();
    else
        d->busy->show();
}

void MainWindow::selectGpu(MachineRole role, int gpuIndex)
{
    const MachineRole otherRole = role == MachineRole::Guest ? MachineRole::Host : MachineRole::Guest;
    const int other = gpuIndex < 0 ? -1
        : role == MachineRole::Guest ? hostGpuFor(d->matches, gpuIndex)
                                     : guestGpuFor(d->matches, gpuIndex);
    topologyScene(role)->selectGpu(gpuIndex);
    topologyScene(otherRole)->selectGpu(other);
    const Machine* machine = d->machine(role);
    if (gpuIndex < 0 || !machine) {
        d->details->showHint();
        return;
    }
    const GpuMatch* match = nullptr;
    for (const GpuMatch& m : d->matches) {
        if ((role == MachineRole::Guest ? m.guestGpu : m.hostGpu) == gpuIndex)
            match = &m;
    }
    d->details->showGpu(*machine, gpuIndex, d->machine(otherRole), match);
    // Whole sentences per role, so translations need not splice in the role's id.
    statusBar()->showMessage(other >= 0 ? (role == MachineRole::Guest ? tr("GPU%1 of the guest is GPU%2 of the host")
                                                                      : tr("GPU%1 of the host is GPU%2 of the guest"))
                                              .arg(gpuIndex)
                                              .arg(other)
                                        : QString());
}

void MainWindow::searchFor(const QString& text)
{
    for (MachineRole role : { MachineRole::Host, MachineRole::Guest }) {
        TopologyScene* scene = topologyScene(role);
        const QString id = scene->findNode(text);
        if (id.isEmpty())
            continue;
        d->tabs->setCurrentIndex(0);
        topologyView(role)->centerOn(scene->nodeRect(id).center());
        const int node = scene->graph().nodeIndex(id);
        if (node >= 0 && scene->graph().nodes[node].gpuIndex >= 0)
            selectGpu(role, scene->graph().nodes[node].gpuIndex);
        statusBar()->showMessage((role == MachineRole::Guest ? tr("Found in the guest: %1") : tr("Found in the host: %1"))
                                     .arg(scene->graph().nodes[node].lines.join(QStringLiteral(" \u00b7 "))));
        return;
    }
    statusBar()->showMessage(tr("Nothing matches \u201c%1\u201d").arg(text));
}

bool MainWindow::showView(const QString& name)
{
    static const QStringList names = { QStringLiteral("topology"), QStringLiteral("compare"), QStringLiteral("machines"),
        QStringLiteral("raw") };
    if (name == u"benchmarks" || name.startsWith(u"benchmarks:")) { // benchmarks:heatmap|compare|sweeps
        d->tabs->setCurrentWidget(d->benchmarks);
        return !name.contains(u':') || d->benchmarks->showPage(name.section(u':', 1));
    }
    const qsizetype index = names.indexOf(name);
    if (index < 0)
        return false;
    d->tabs->setCurrentIndex(int(index));
    return true;
}

void MainWindow::setDarkTheme(bool dark)
{
    d->darkTheme->setChecked(dark);
    // The whole window follows the drawing: Fusion with a dark palette, or the platform's own.
    static const QPalette platformPalette = QApplication::palette();
    if (dark) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QPalette p;
        p.setColor(QPalette::Window, QColor(0x1C, 0x21, 0x28));
        p.setColor(QPalette::WindowText, QColor(0xE6, 0xED, 0xF3));
        p.setColor(QPalette::Base, QColor(0x0D, 0x11, 0x17));
        p.setColor(QPalette::AlternateBase, QColor(0x16, 0x1B, 0x22));
        p.setColor(QPalette::Text, QColor(0xE6, 0xED, 0xF3));
        p.setColor(QPalette::Button, QColor(0x21, 0x26, 0x2D));
        p.setColor(QPalette::ButtonText, QColor(0xE6, 0xED, 0xF3));
        p.setColor(QPalette::Highlight, QColor(0x1F, 0x6F, 0xEB));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::ToolTipBase, QColor(0x16, 0x1B, 0x22));
        p.setColor(QPalette::ToolTipText, QColor(0xE6, 0xED, 0xF3));
        p.setColor(QPalette::PlaceholderText, QColor(0x8B, 0x94, 0x9E));
        QApplication::setPalette(p);
    } else {
        QApplication::setPalette(platformPalette);
    }
    for (TopologyScene* scene : { d->hostScene, d->guestScene })
        scene->setTheme(dark ? SceneTheme::dark() : SceneTheme::light());
    QSettings().setValue(QStringLiteral("view/dark"), dark);
}

void MainWindow::onTreeItemChanged(QTreeWidgetItem* item)
{
    if (!item)
        return;
    const int mi = item->data(0, RoleMachineIndex).toInt();
    const int ci = item->data(0, RoleCaptureIndex).toInt();
    if (mi < 0 || mi >= d->snapshot.machines.size() || ci < 0 || ci >= d->snapshot.machines[mi].captures.size())
        return;
    const RawCapture& capture = d->snapshot.machines[mi].captures[ci];
    Diagnostics diagnostics;
    if (mi < d->machines.size()) {
        for (const auto& cd : d->machines[mi].diagnostics) {
            if (cd.captureId == capture.id)
                diagnostics.append(cd.diagnostic);
        }
    }
    d->captureView->setCapture(capture, formatOfCapture(capture), diagnostics);
    d->tabs->setCurrentWidget(d->captureView);
}

bool MainWindow::showCapture(MachineRole role, const QString& captureId)
{
    for (int i = 0; i < d->tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* machineItem = d->tree->topLevelItem(i);
        const int mi = machineItem->data(0, RoleMachineIndex).toInt();
        if (d->snapshot.machines.value(mi).role != role)
            continue;
        for (int c = 0; c < machineItem->childCount(); ++c) {
            const int ci = machineItem->child(c)->data(0, RoleCaptureIndex).toInt();
            if (d->snapshot.machines[mi].captures.value(ci).id == captureId) {
                d->tree->setCurrentItem(machineItem->child(c));
                return true;
            }
        }
    }
    return false;
}

const Snapshot& MainWindow::snapshot() const
{
    return d->snapshot;
}

const QList<Machine>& MainWindow::machines() const
{
    return d->machines;
}

MachinePanel* MainWindow::panel(MachineRole role) const
{
    return role == MachineRole::Guest ? d->guestPanel : d->hostPanel;
}

CaptureView* MainWindow::captureView() const
{
    return d->captureView;
}

TopologyScene* MainWindow::topologyScene(MachineRole role) const
{
    return role == MachineRole::Guest ? d->guestScene : d->hostScene;
}

TopologyView* MainWindow::topologyView(MachineRole role) const
{
    return role == MachineRole::Guest ? d->guestView : d->hostView;
}

DetailsPanel* MainWindow::detailsPanel() const
{
    return d->details;
}

ComparisonModel* MainWindow::comparisonModel() const
{
    return d->comparison;
}

BenchmarkPanel* MainWindow::benchmarkPanel() const
{
    return d->benchmarks;
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
        a->setToolTip(path);
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
    settings.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
}

} // namespace Topo::Ui
