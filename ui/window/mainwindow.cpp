// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"
#include "window/mainwindow_p.h"
#include "widgets/inerttooltip.h"

namespace Topo::Ui {

namespace {
enum TreeData { RoleMachineIndex = Qt::UserRole, RoleCaptureIndex };

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

    // The pages first, then the tabs that hold them (the order of the focus chain).
    QWidget* topology = createTopologyTab();
    QWidget* compare = createCompareTab();
    QWidget* machines = createMachinesTab();
    QWidget* rawOutput = createRawOutputTab();
    d->tabs = new QTabWidget(this);
    d->tabs->setDocumentMode(true);
    d->tabs->addTab(topology, tr("Topology"));
    d->tabs->addTab(compare, tr("Host \u2192 Guest"));
    d->tabs->addTab(machines, tr("Machines"));
    d->tabs->addTab(rawOutput, tr("Raw output"));
    d->benchmarks = new BenchmarkPanel(this);
    d->tabs->addTab(d->benchmarks, tr("Benchmarks"));
    setCentralWidget(d->tabs);
    connect(d->tabs, &QTabWidget::currentChanged, this, [this] {
        if (d->tabs->currentWidget() == d->machinesTab)
            fillMachinePanels();
    });
    createDocks();

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
    d->defaultDockSizesPending = !restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), windowStateVersion);
    d->darkTheme->setChecked(settings.value(QStringLiteral("view/dark"), false).toBool());
}

MainWindow::~MainWindow() = default;

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!d->defaultDockSizesPending)
        return;
    // Docks take their share only once the window has its size: the drawings get the most of
    // it, the details a column, the findings a strip.
    // (After this event: the main window lays its docks out on the way to the screen.)
    d->defaultDockSizesPending = false;
    QTimer::singleShot(0, this, [this] {
        resizeDocks({ findChild<QDockWidget*>(QStringLiteral("details")) }, { 290 }, Qt::Horizontal);
        resizeDocks({ d->findingsDock }, { 170 }, Qt::Vertical);
        arrangeDrawings();
    });
}

void MainWindow::showMachines()
{
    const QList<Machine>& machines = d->machines();
    // The layouts run on workers while this thread fills the panels and another diagnoses; the
    // drawings and the findings arrive after (queued), and snapshotShown() waits for both.
    relayout();
    d->tree->clear();
    for (int mi = 0; mi < d->snapshot.machines.size(); ++mi) {
        const MachineSnapshot& ms = d->snapshot.machines[mi];
        const Machine& machine = machines[mi];
        auto* machineItem = new QTreeWidgetItem(d->tree, { ms.label });
        machineItem->setToolTip(0, inertToolTip(machineRoleTitle(ms.role) + u": " + ms.label + u'\n' + ms.address));
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
            item->setToolTip(0, inertToolTip(c.command + u'\n' + captureStatusName(c.status)));
            item->setIcon(0, warnings ? style()->standardIcon(QStyle::SP_MessageBoxWarning) : statusIcon(c, style()));
            item->setData(0, RoleMachineIndex, mi);
            item->setData(0, RoleCaptureIndex, ci);
        }
        machineItem->setExpanded(true);
    }
    const Machine* host = d->machine(MachineRole::Host);
    const Machine* guest = d->machine(MachineRole::Guest);
    const QList<GpuMatch>& matches = d->matches();
    d->hostPanel->setVisible(host);
    d->guestPanel->setVisible(guest);
    d->hostColumn->setVisible(host);
    d->guestColumn->setVisible(guest);
    d->machinePanelsStale = true;
    if (d->tabs->currentWidget() == d->machinesTab)
        fillMachinePanels();
    if (host)
        d->hostTitle->setText(machineRoleTitle(host->role) + u": " + host->label);
    if (guest)
        d->guestTitle->setText(machineRoleTitle(guest->role) + u": " + guest->label);
    if (host && guest)
        d->comparison->setMachines(*host, *guest, matches);
    d->mappingTable->setRowCount(int(matches.size()));
    for (int row = 0; row < matches.size(); ++row) {
        const GpuMatch& m = matches[row];
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
    d->banner->setToolTip(inertToolTip(d->snapshot.note));
    d->banner->setVisible(d->snapshot.reconstruction);
    d->details->showHint();
    d->benchmarks->setSnapshot(d->snapshot, machines);
    statusBar()->showMessage(d->snapshot.title);
}

void MainWindow::showFindings(const QList<Finding>& findings)
{
    d->findings->setFindings(findings);
    d->findingsDock->setWindowTitle(findings.isEmpty() ? tr("Findings") : tr("Findings (%1)").arg(findings.size()));
    d->findingsPending = false;
    emitShownWhenComplete();
}

void MainWindow::fillMachinePanels() const
{
    if (!d->machinePanelsStale)
        return;
    d->machinePanelsStale = false;
    if (const Machine* host = d->machine(MachineRole::Host))
        d->hostPanel->setMachine(*host);
    if (const Machine* guest = d->machine(MachineRole::Guest))
        d->guestPanel->setMachine(*guest);
}

void MainWindow::emitShownWhenComplete()
{
    if (d->pendingLayouts != 0 || d->findingsPending)
        return;
    Q_EMIT snapshotShown();
    // Once the first frame is on screen, while the person takes it in (as the views draw their
    // boxes ahead): the GPU summary's fonts and glyphs, for the first click.
    QTimer::singleShot(50, d->details, [this] {
        if (const Machine* machine = d->machine(MachineRole::Host) ? d->machine(MachineRole::Host) : d->machine(MachineRole::Guest))
            d->details->warmUp(*machine);
    });
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
        TopologyScene::measureLabels(graph);
        ++d->pendingLayouts;
        auto* watcher = new QFutureWatcher<Layout::LayoutResult>(this);
        connect(watcher, &QFutureWatcher<Layout::LayoutResult>::finished, this,
            [this, watcher, generation, role, graph, sceneOptions, machine = *machine, nics = d->document->gpuNics(*machine)] {
                watcher->deleteLater();
                if (generation != d->generation)
                    return;
                const Layout::LayoutResult result = watcher->result();
                TopologyScene* target = topologyScene(role);
                if (!result.error.isEmpty())
                    statusBar()->showMessage(result.error);
                const int selected = target->selectedGpu();
                target->setOptions(sceneOptions);
                target->setTopology(machine, graph, result.geometry, nics);
                target->selectGpu(selected);
                if (--d->pendingLayouts == 0) {
                    arrangeDrawings();
                    emitShownWhenComplete();
                }
            });
        watcher->setFuture(Layout::layoutAsync(graph));
    }
    if (d->pendingLayouts == 0)
        QMetaObject::invokeMethod(this, &MainWindow::emitShownWhenComplete, Qt::QueuedConnection);
    else
        d->busy->show();
}

namespace {

/// How two drawings share a panel split along one axis: the zoom both can have, and the
/// length each gets along the split.
struct Arrangement
{
    qreal zoom = 0;
    QList<int> sizes;
};

/// Gives each drawing the length its content needs at the largest zoom both can share (never
/// below `readable`, where a drawing too big scrolls), so the one that holds more gets more
/// room. `extents` are the drawings' scene sizes, `chrome` the length of what each panel holds
/// besides its view (the title), `total` and `across` the panel's length along and across.
Arrangement shareAlong(Qt::Orientation split, const QList<QSizeF>& extents, qreal chrome, qreal total, qreal across, qreal readable)
{
    Arrangement out;
    auto along = [split](const QSizeF& s) { return split == Qt::Vertical ? s.height() : s.width(); };
    auto acrossOf = [split](const QSizeF& s) { return split == Qt::Vertical ? s.width() : s.height(); };
    const qreal room = total - chrome * qreal(extents.size());
    qreal sumAlong = 0;
    out.zoom = TopologyView::maximumFitZoom;
    for (const QSizeF& extent : extents) {
        sumAlong += along(extent);
        out.zoom = std::min(out.zoom, across / acrossOf(extent));
    }
    out.zoom = std::min(out.zoom, room / sumAlong);
    const qreal shown = std::max(out.zoom, readable);
    // Room to spare goes to the drawings alike; room too short is shared by need, and none gets
    // less than a quarter.
    const qreal spare = room - sumAlong * shown;
    for (const QSizeF& extent : extents) {
        const qreal need = along(extent) * shown;
        const qreal length = spare >= 0 ? need + spare / qreal(extents.size()) : room * need / (sumAlong * shown);
        out.sizes.append(int(std::max(length, room / 4) + chrome));
    }
    return out;
}

} // namespace

void MainWindow::arrangeDrawings()
{
    QStringList notes;
    LegendContent content { d->pairEdges->isChecked(), {}, false, false, false, false };
    for (TopologyScene* scene : { d->hostScene, d->guestScene }) {
        if (!scene->legendNote().isEmpty() && !notes.contains(scene->legendNote()))
            notes << scene->legendNote();
        if (scene->machine().gpus.isEmpty())
            continue;
        content.nvlink = content.nvlink || scene->legendContent().nvlink;
        content.xgmi = content.xgmi || scene->legendContent().xgmi;
        content.p2pUnreported = content.p2pUnreported || scene->legendContent().p2pUnreported;
        content.pcieErrors = content.pcieErrors || scene->legendContent().pcieErrors;
    }
    content.note = notes.join(u' ');
    if (!content.nvlink && !content.xgmi)
        content.nvlink = true;
    d->legend->setContent(content);
    d->legend->parentWidget()->layout()->activate(); // its height now, not after the next frame
    QList<QSizeF> extents;
    for (TopologyView* view : { d->hostView, d->guestView }) {
        if (!view->sceneRect().isEmpty() && view->parentWidget()->isVisibleTo(this))
            extents.append(view->sceneRect().size());
    }
    if (extents.size() == 2)
        shareDrawings(extents);
    d->hostView->fitAll();
    d->guestView->fitAll();
}

void MainWindow::shareDrawings(const QList<QSizeF>& extents)
{
    const QSize panel = d->drawings->size();
    const qreal chrome = d->hostTitle->sizeHint().height() + 2;
    const qreal handle = d->drawings->handleWidth();
    const qreal readable = d->hostView->readableZoom();
    const Arrangement stacked = shareAlong(Qt::Vertical, extents, chrome, panel.height() - handle, panel.width(), readable);
    const Arrangement beside = shareAlong(Qt::Horizontal, extents, 0, panel.width() - handle, panel.height() - chrome, readable);
    // The arrangement whose drawings read larger, unless the user picked one.
    if (!d->orientationChosen)
        d->stacked->setChecked(stacked.zoom >= beside.zoom);
    d->drawings->setSizes(d->stacked->isChecked() ? stacked.sizes : beside.sizes);
}

void MainWindow::selectGpu(MachineRole role, int gpuIndex)
{
    const MachineRole otherRole = role == MachineRole::Guest ? MachineRole::Host : MachineRole::Guest;
    const int other = gpuIndex < 0 ? -1
        : role == MachineRole::Guest ? hostGpuFor(d->matches(), gpuIndex)
                                     : guestGpuFor(d->matches(), gpuIndex);
    topologyScene(role)->selectGpu(gpuIndex);
    topologyScene(otherRole)->selectGpu(other);
    // A drawing that scrolls brings the selected GPU into view (a no-op where it is in view).
    for (const auto& [r, gpu] : { std::pair(role, gpuIndex), std::pair(otherRole, other) }) {
        if (gpu >= 0)
            topologyView(r)->bringIntoView(topologyScene(r)->gpuRect(gpu));
    }
    const Machine* machine = d->machine(role);
    if (gpuIndex < 0 || !machine) {
        d->details->showHint();
        return;
    }
    const GpuMatch* match = nullptr;
    for (const GpuMatch& m : d->matches()) {
        if ((role == MachineRole::Guest ? m.guestGpu : m.hostGpu) == gpuIndex)
            match = &m;
    }
    d->details->showGpu(*machine, gpuIndex, d->machine(otherRole), match, &d->document->watchSeries(*machine),
        nicsOfGpu(d->document->gpuNics(*machine), gpuIndex));
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
        // Links (a finding's GPUs, the details' peers): the light palette's blue is unreadable
        // on the dark base.
        p.setColor(QPalette::Link, QColor(0x58, 0xA6, 0xFF));
        p.setColor(QPalette::LinkVisited, QColor(0xBC, 0x8C, 0xFF));
        QApplication::setPalette(p);
    } else {
        QApplication::setPalette(platformPalette);
    }
    for (TopologyScene* scene : { d->hostScene, d->guestScene })
        scene->setTheme(dark ? SceneTheme::dark() : SceneTheme::light());
    d->legend->setTheme(dark ? SceneTheme::dark() : SceneTheme::light());
    if (d->fleet)
        d->fleet->setDarkTheme(dark);
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
    if (mi < d->machines().size()) {
        for (const auto& cd : d->machines()[mi].diagnostics) {
            if (cd.captureId == capture.id)
                diagnostics.append(cd.diagnostic);
        }
    }
    d->captureView->setCapture(capture, formatOfCapture(capture), diagnostics);
    d->tabs->setCurrentWidget(d->rawOutput);
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
    return d->machines();
}

SharedDocument MainWindow::document() const
{
    return d->document;
}

MachinePanel* MainWindow::panel(MachineRole role) const
{
    fillMachinePanels();
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

} // namespace Topo::Ui
