// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "captureview.h"
#include "machinepanel.h"
#include "parse/machinebuilder.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeWidget>
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
} // namespace

struct MainWindow::Private
{
    Snapshot snapshot;
    QList<Machine> machines;
    QString path;
    quint64 generation = 0; // guards against a slow parse finishing after a newer open

    QTreeWidget* tree = nullptr;
    QTabWidget* tabs = nullptr;
    MachinePanel* hostPanel = nullptr;
    MachinePanel* guestPanel = nullptr;
    CaptureView* captureView = nullptr;
    QLabel* banner = nullptr;
    QMenu* recentMenu = nullptr;
};

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , d(std::make_unique<Private>())
{
    setWindowTitle(tr("TopoLens"));
    setAcceptDrops(true);

    d->tree = new QTreeWidget(this);
    d->tree->setHeaderLabels({ tr("Machine / capture"), tr("Remarks") });
    d->tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    d->tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    connect(d->tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { onTreeItemChanged(item); });

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

    auto* overview = new QWidget(this);
    auto* overviewLayout = new QVBoxLayout(overview);
    overviewLayout->setContentsMargins(0, 0, 0, 0);
    overviewLayout->addWidget(d->banner);
    overviewLayout->addWidget(sideBySide, 1);

    d->captureView = new CaptureView(this);
    d->tabs = new QTabWidget(this);
    d->tabs->addTab(overview, tr("Host \u2194 Guest"));
    d->tabs->addTab(d->captureView, tr("Raw output"));

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(d->tree);
    splitter->addWidget(d->tabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 4);
    splitter->setSizes({ 300, 1200 });
    setCentralWidget(splitter);

    createActions();
    statusBar()->showMessage(tr("Open a snapshot, or look around the built-in demo."));

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Snapshot\u2026"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Snapshot"), QString(),
            tr("TopoLens snapshots (*.json);;All files (*)"));
        if (!path.isEmpty())
            openSnapshot(path);
    });
    open->setShortcut(QKeySequence::Open);
    file->addAction(tr("Open the &Demo"), this, [this] { openSnapshot(QString::fromLatin1(demoSnapshotName)); });
    d->recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    QAction* save = file->addAction(tr("&Save Snapshot As\u2026"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Snapshot"), QString(),
            tr("TopoLens snapshots (*.json)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!saveSnapshot(d->snapshot, path, &error))
            QMessageBox::warning(this, tr("Save Snapshot"), error);
        else
            addRecentFile(path);
    });
    save->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About TopoLens"), this, [this] {
        QMessageBox::about(this, tr("About TopoLens"),
            tr("<h3>TopoLens %1</h3><p>GPU and PCIe topology of hosts and the VMs they feed.</p>"
               "<p>Qt %2</p>")
                .arg(QStringLiteral(TOPOLENS_VERSION), QString::fromLatin1(qVersion())));
    });
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
    d->snapshot = result.value;
    d->path = nameOrPath;
    if (nameOrPath != QLatin1String(demoSnapshotName))
        addRecentFile(QFileInfo(nameOrPath).absoluteFilePath());
    const QString title = d->snapshot.title.isEmpty() ? QFileInfo(nameOrPath).fileName() : d->snapshot.title;
    setWindowTitle(tr("%1 \u2014 TopoLens").arg(title));
    statusBar()->showMessage(tr("Reading %n machine(s)\u2026", "", int(d->snapshot.machines.size())));

    const quint64 generation = ++d->generation;
    auto* watcher = new QFutureWatcher<QList<Machine>>(this);
    connect(watcher, &QFutureWatcher<QList<Machine>>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation == d->generation)
            showMachines(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(buildMachines, d->snapshot));
    return true;
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
            auto* item = new QTreeWidgetItem(machineItem,
                { c.id, warnings ? tr("%n remark(s)", "", warnings) : QString() });
            item->setToolTip(0, c.command);
            item->setIcon(0, statusIcon(c, style()));
            item->setData(0, RoleMachineIndex, mi);
            item->setData(0, RoleCaptureIndex, ci);
        }
        machineItem->setExpanded(true);
    }
    const Machine* host = nullptr;
    const Machine* guest = nullptr;
    for (const Machine& m : machines) {
        if (m.role == MachineRole::Guest && !guest)
            guest = &m;
        else if (!host)
            host = &m;
    }
    d->hostPanel->setVisible(host);
    d->guestPanel->setVisible(guest);
    if (host)
        d->hostPanel->setMachine(*host);
    if (guest)
        d->guestPanel->setMachine(*guest);
    // The first sentences of the note say what kind of reconstruction it is; the rest is in
    // the tooltip so the banner stays one line.
    d->banner->setText(d->snapshot.reconstruction
            ? tr("Reconstruction, not a capture. Its raw outputs were rebuilt in the real tools' layout from a "
                 "written account and go through the same parsers as a real snapshot.")
            : QString());
    d->banner->setToolTip(d->snapshot.note);
    d->banner->setVisible(d->snapshot.reconstruction);
    statusBar()->showMessage(d->snapshot.title);
    Q_EMIT snapshotShown();
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
            if (machineItem->child(c)->text(0) == captureId) {
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
    for (const QString& path : recent)
        d->recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openSnapshot(path); })->setToolTip(path);
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
    if (!urls.isEmpty() && urls.first().isLocalFile())
        openSnapshot(urls.first().toLocalFile());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

} // namespace Topo::Ui
