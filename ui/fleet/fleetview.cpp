// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleetview.h"

#include "topology/changeoverlay.h"
#include "analyze/fleet/analyzefleet.h"
#include "analyze/gpunics.h"
#include "export/exporter.h"
#include "topology/changemarks.h"
#include "fleet/driftlegend.h"
#include "fleet/fleetdrawingview.h"
#include "fleet/fleetgroupsmodel.h"
#include "fleet/fleetheatmapwidget.h"
#include "fleet/fleethostsexport.h"
#include "fleet/fleethostsfilter.h"
#include "fleet/fleethostsmodel.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "parse/formats.h"
#include "topology/topologyscene.h"
#include "widgets/plainwarning.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace Topo::Ui {

namespace {

bool hasBenchmarks(const MachineSnapshot& machine)
{
    for (const RawCapture& c : machine.captures) {
        if (!c.format.isEmpty() && isBenchmarkFormat(c.format))
            return true;
    }
    return false;
}

QTableView* newTable(QAbstractItemModel* model, QWidget* parent)
{
    auto* table = new QTableView(parent);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setHighlightSections(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    return table;
}

QLabel* newNote(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // host names and values are remote text
    label->setWordWrap(true);
    return label;
}

} // namespace

FleetView::FleetView(QWidget* parent)
    : QWidget(parent)
    , m_hosts(new FleetHostsModel(this))
    , m_filter(new FleetHostsFilter(this))
    , m_groups(new FleetGroupsModel(this))
    , m_scene(std::make_unique<TopologyScene>())
{
    m_filter->setSourceModel(m_hosts);
    QWidget* left = createGroupsPane();
    QWidget* centre = createDrawingPane();
    QWidget* heat = createHeatmapPane();
    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(left);
    top->addWidget(centre);
    top->addWidget(heat);
    top->setStretchFactor(0, 2);
    top->setStretchFactor(1, 5);
    top->setStretchFactor(2, 2);
    top->setSizes({ 360, 800, 340 });

    QWidget* bottom = createHostsPane();

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);

    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &FleetHostsFilter::setText);
    connect(m_statusFilter, &QComboBox::currentIndexChanged, this, &FleetView::onStatusFilter);
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(m_filter, signal, this, [this] { m_heatmap->setRowOrder(m_filter->visibleHosts()); });
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, [this] { m_heatmap->setRowOrder(m_filter->visibleHosts()); });
    connect(m_filter, &QAbstractItemModel::modelReset, this, [this] { m_heatmap->setRowOrder(m_filter->visibleHosts()); });
    connect(m_groupsTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (const FleetGroup* g = m_groups->groupAt(current.row()))
            selectGroup(g->fingerprint);
    });
    connect(m_hostsTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (current.isValid())
            selectHost(current.data(FleetHostsModel::HostNameRole).toString());
    });
    connect(m_hostsTable, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex& index) {
        Q_EMIT openHost(index.data(FleetHostsModel::HostNameRole).toString());
    });
    connect(m_heatmap, &FleetHeatmapWidget::hostClicked, this, &FleetView::selectHost);
    connect(m_heatmap, &FleetHeatmapWidget::hostActivated, this, &FleetView::openHost);
    connect(m_heatmapMode, &QComboBox::currentIndexChanged, this, &FleetView::updateHeatmap);
}

QWidget* FleetView::createGroupsPane()
{
    // Left: what the fleet is, and its groups.
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_summary = newNote(left);
    leftLayout->addWidget(m_summary);
    m_groupsTable = newTable(m_groups, left);
    m_groupsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_groupsTable->horizontalHeader()->setStretchLastSection(true);
    // The differences run far wider than the panel: a centred caption over them showed only
    // its middle ("nces from the").
    m_groupsTable->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_groupsTable->setSortingEnabled(false); // the analysis' order: by class, baseline first
    // The class is long and the same for most rows: its tooltip and the drawing's title say it.
    m_groupsTable->setColumnHidden(FleetGroupsModel::HardwareClass, true);
    leftLayout->addWidget(m_groupsTable, 1);

    return left;
}

QWidget* FleetView::createDrawingPane()
{
    // Centre: the baseline drawing with the drift on it.
    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    m_drawingTitle = newNote(centre);
    QFont bold = m_drawingTitle->font();
    bold.setBold(true);
    m_drawingTitle->setFont(bold);
    centreLayout->addWidget(m_drawingTitle);
    m_drawing = new FleetDrawingView(m_scene.get(), centre);
    centreLayout->addWidget(m_drawing, 1);
    m_legend = new DriftLegend(false, centre);
    centreLayout->addWidget(m_legend);
    m_driftText = newNote(centre);
    m_driftText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    centreLayout->addWidget(m_driftText);

    return centre;
}

QWidget* FleetView::createHeatmapPane()
{
    // Beside it: the heatmap.
    auto* heat = new QWidget(this);
    auto* heatLayout = new QVBoxLayout(heat);
    heatLayout->setContentsMargins(0, 0, 0, 0);
    m_heatmapMode = new QComboBox(heat);
    m_heatmapMode->addItem(tr("Link status against the baseline"));
    heatLayout->addWidget(m_heatmapMode);
    m_heatmap = new FleetHeatmapWidget(heat);
    heatLayout->addWidget(m_heatmap, 1);
    heatLayout->addWidget(new DriftLegend(true, heat));

    return heat;
}

QWidget* FleetView::createHostsPane()
{
    // Bottom: every host.
    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    auto* filterRow = new QHBoxLayout;
    m_filterEdit = new QLineEdit(bottom);
    m_filterEdit->setPlaceholderText(tr("Filter hosts: name, group, class, drift\u2026"));
    m_filterEdit->setClearButtonEnabled(true);
    filterRow->addWidget(m_filterEdit, 1);
    m_statusFilter = new QComboBox(bottom);
    m_statusFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "Changed since run ID" in full
    // Each entry carries its filter, and an outcome's its outcome.
    const auto addStatus = [this](const QString& text, FleetHostsFilter::Status status, int outcome = -1) {
        m_statusFilter->addItem(text, int(status));
        m_statusFilter->setItemData(m_statusFilter->count() - 1, outcome, outcomeRole);
    };
    addStatus(tr("All hosts"), FleetHostsFilter::Status::All);
    addStatus(tr("With drift"), FleetHostsFilter::Status::WithDrift);
    addStatus(tr("Not collected in full"), FleetHostsFilter::Status::NotOk);
    for (NodeOutcome o : { NodeOutcome::Ok, NodeOutcome::Partial, NodeOutcome::Unreachable, NodeOutcome::TimedOut, NodeOutcome::Failed })
        addStatus(nodeOutcomeTitle(o), FleetHostsFilter::Status::Outcome, int(o));
    filterRow->addWidget(m_statusFilter);
    auto* compareButton = new QPushButton(tr("Compare with Earlier Run\u2026"), bottom);
    compareButton->setToolTip(tr("Which hosts' links trained differently, counted more PCIe errors or changed otherwise "
                                 "since an earlier run of the same fleet"));
    filterRow->addWidget(compareButton);
    connect(compareButton, &QPushButton::clicked, this, &FleetView::compareWithEarlierRunRequested);
    auto* exportButton = new QPushButton(tr("Export\u2026"), bottom);
    exportButton->setToolTip(tr("Save the hosts as shown (filtered and sorted) as CSV or JSON"));
    filterRow->addWidget(exportButton);
    bottomLayout->addLayout(filterRow);
    m_sinceText = new QLabel(bottom);
    m_sinceText->setTextFormat(Qt::PlainText); // run ids and host names come from the fleet
    m_sinceText->setWordWrap(true);
    m_sinceText->hide();
    bottomLayout->addWidget(m_sinceText);
    m_hostsTable = newTable(m_filter, bottom);
    m_hostsTable->setSortingEnabled(true);
    m_hostsTable->sortByColumn(-1, Qt::AscendingOrder); // the run's order until the user sorts
    m_hostsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_hostsTable->horizontalHeader()->setStretchLastSection(true);
    bottomLayout->addWidget(m_hostsTable, 1);

    connect(exportButton, &QPushButton::clicked, this, [this] {
        QString selectedFilter;
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Hosts"), QString(),
            tr("CSV (*.csv);;JSON (*.json)"), &selectedFilter);
        if (path.isEmpty())
            return;
        QString error;
        if (!exportHosts(path, &error))
            warnPlainly(this, tr("Export Hosts"), error);
    });
    return bottom;
}

FleetView::~FleetView() = default;

void FleetView::setFleet(const FleetRun& run, const FleetAnalysis& analysis)
{
    setChangesSince({}, {}); // a comparison was with the run shown before
    m_run = run;
    m_analysis = analysis;
    m_selectedGroup.clear();
    m_drawnClass.clear();
    m_baselineMachines.clear();
    m_gpuSlotsByClass.clear();
    m_gpuSlots.clear();
    m_benchmarkValues.clear();
    m_benchmarkMetric.clear();

    // Each class's baseline machine, built once: the drawing and the heatmap's slot count.
    for (const FleetGroup& g : analysis.groups) {
        if (!g.baseline || g.hosts.isEmpty() || m_baselineMachines.contains(g.hardwareClass))
            continue;
        const SharedDocument document = hostDocument(m_run, analysis, g.hosts.first());
        if (!document)
            continue;
        Machine machine = document->machines().first();
        const QHash<QString, int> slots = baselineGpuSlots(machine);
        m_gpuSlotsByClass.insert(g.hardwareClass, int(slots.size()));
        m_gpuSlots.insert(g.hardwareClass, slots);
        m_baselineMachines.insert(g.hardwareClass, std::move(machine));
    }
    // Benchmark numbers, only for the machines that carry imported runs.
    MetricDirection direction = MetricDirection::Neutral;
    for (const FleetNode& node : std::as_const(m_run.nodes)) {
        if (!node.machine || !hasBenchmarks(*node.machine))
            continue;
        const SharedDocument document = hostDocument(m_run, analysis, node.name);
        const QList<std::optional<double>> values
            = benchmarkSlotValues(document->machines().first(), &m_benchmarkMetric, &m_benchmarkUnit, &direction);
        if (!values.isEmpty())
            m_benchmarkValues.insert(node.name, values);
    }
    m_benchmarkDirection = int(direction);
    {
        const QSignalBlocker block(m_heatmapMode);
        while (m_heatmapMode->count() > 1)
            m_heatmapMode->removeItem(1);
        if (!m_benchmarkValues.isEmpty())
            m_heatmapMode->addItem(tr("Benchmark: %1 (%2)").arg(m_benchmarkMetric, m_benchmarkUnit));
        m_heatmapMode->setCurrentIndex(0);
    }

    m_hosts->setAnalysis(analysis);
    m_groups->setAnalysis(analysis);
    // A class compared with another's baseline has that baseline's slots.
    for (const FleetGroup& g : analysis.groups) {
        const FleetGroup* compared = m_groups->groupAt(m_groups->comparedRowOf(g));
        if (compared && !m_gpuSlotsByClass.contains(g.hardwareClass) && m_gpuSlotsByClass.contains(compared->hardwareClass))
            m_gpuSlotsByClass.insert(g.hardwareClass, m_gpuSlotsByClass.value(compared->hardwareClass));
    }
    m_hostsTable->resizeColumnsToContents();

    QHash<NodeOutcome, int> outcomes;
    for (const FleetHost& h : analysis.hosts)
        ++outcomes[h.outcome];
    QStringList counts;
    for (NodeOutcome o : { NodeOutcome::Ok, NodeOutcome::Partial, NodeOutcome::Unreachable, NodeOutcome::TimedOut, NodeOutcome::Failed }) {
        if (outcomes.value(o))
            counts << QStringLiteral("%1 %2").arg(outcomes.value(o)).arg(nodeOutcomeTitle(o));
    }
    QString summary = tr("Run %1 \u00b7 %2 \u00b7 %n machine(s)", "", int(analysis.hosts.size()))
                          .arg(run.id, run.engine)
        + u'\n' + counts.join(QStringLiteral(", "));
    if (!analysis.pairs.isEmpty() || !analysis.unpairedGuests.isEmpty())
        summary += u'\n' + tr("%n guest(s) paired with their hosts", "", int(analysis.pairs.size()));
    if (!analysis.unpairedGuests.isEmpty())
        summary += u'\n' + tr("Unpaired guests: %1").arg(analysis.unpairedGuests.join(QStringLiteral(", ")));
    m_summary->setText(summary);

    updateHeatmap();
    // The first minority is what the user came for; without one, the first baseline.
    int first = 0;
    for (int r = 0; r < m_groups->rowCount(); ++r) {
        if (!m_groups->groupAt(r)->baseline) {
            first = r;
            break;
        }
    }
    if (m_groups->rowCount() > 0)
        m_groupsTable->selectRow(first);
    else
        showBaseline({});
}

void FleetView::setDarkTheme(bool dark)
{
    m_dark = dark;
    m_scene->setTheme(dark ? SceneTheme::dark() : SceneTheme::light());
    m_drawing->viewport()->update();
}

void FleetView::onStatusFilter(int index)
{
    const auto status = FleetHostsFilter::Status(m_statusFilter->itemData(index).toInt());
    const int outcome = m_statusFilter->itemData(index, outcomeRole).toInt();
    m_filter->setStatus(status, outcome >= 0 ? std::optional(NodeOutcome(outcome)) : std::nullopt);
}

void FleetView::setChangesSince(const QString& runId, const QList<FleetChange>& changes)
{
    m_hosts->setChangesSince(runId, changes);
    const int entry = m_statusFilter->findData(int(FleetHostsFilter::Status::ChangedSince));
    if (entry >= 0)
        m_statusFilter->removeItem(entry);
    if (runId.isEmpty()) {
        m_sinceText->hide();
        return;
    }
    QSet<QString> hosts;
    QSet<QString> linkHosts;
    for (const FleetChange& change : changes) {
        hosts.insert(change.host);
        if (change.isLinkHealth())
            linkHosts.insert(change.host);
    }
    m_statusFilter->insertItem(3, tr("Changed since run %1").arg(runId), int(FleetHostsFilter::Status::ChangedSince));
    m_statusFilter->setItemData(3, -1, outcomeRole);
    m_sinceText->setText(hosts.isEmpty() ? tr("Since run %1: nothing changed.").arg(runId)
                                         : tr("Since run %1: %n host(s) changed", "", int(hosts.size())).arg(runId)
                + (linkHosts.isEmpty() ? QString()
                                       : u", " + tr("%n with links that trained differently or counted more PCIe errors", "",
                                                    int(linkHosts.size())))
                + (hosts.isEmpty() ? QString() : QStringLiteral(".")));
    m_sinceText->show();
    if (!hosts.isEmpty())
        m_hostsTable->resizeColumnToContents(FleetHostsModel::ChangesSince);
}

void FleetView::selectGroup(const QString& fingerprint)
{
    const int row = m_groups->rowOf(fingerprint);
    if (row < 0 || fingerprint == m_selectedGroup)
        return;
    m_selectedGroup = fingerprint;
    if (m_groupsTable->currentIndex().row() != row)
        m_groupsTable->selectRow(row);
    const FleetGroup* group = m_groups->groupAt(row);
    const FleetGroup* baseline = m_groups->groupAt(m_groups->comparedRowOf(*group));
    const QString drawClass = baseline ? baseline->hardwareClass : group->hardwareClass;
    if (drawClass != m_drawnClass)
        showBaseline(drawClass);
    else {
        m_drawing->setDrift(group->baseline ? QList<DeviceChange>() : m_groups->driftOf(row), m_gpuSlots.value(m_drawnClass));
        Q_EMIT drawingShown();
    }
    updateDriftText();
}

void FleetView::selectHost(const QString& name)
{
    m_heatmap->setSelectedHost(name);
    const int sourceRow = m_hosts->rowOf(name);
    if (sourceRow < 0)
        return;
    const QModelIndex proxy = m_filter->mapFromSource(m_hosts->index(sourceRow, 0));
    if (proxy.isValid() && m_hostsTable->currentIndex().row() != proxy.row())
        m_hostsTable->selectRow(proxy.row());
    const FleetHost* host = m_hosts->hostAt(sourceRow);
    if (!host->group.isEmpty())
        selectGroup(host->group);
}

void FleetView::showBaseline(const QString& hardwareClass)
{
    m_drawnClass = hardwareClass;
    const quint64 generation = ++m_layoutGeneration;
    const auto machine = m_baselineMachines.constFind(hardwareClass);
    if (machine == m_baselineMachines.cend()) {
        m_drawingTitle->setText(hardwareClass.isEmpty() ? tr("No machine to draw")
                                                        : tr("%1: no machine of its baseline arrived to draw").arg(hardwareClass));
        m_scene->setTopology(Machine(), {}, {});
        m_drawing->setDrift({});
        Q_EMIT drawingShown();
        return;
    }
    const int baselineRow = m_groups->baselineRowOf(hardwareClass);
    const FleetGroup* baseline = m_groups->groupAt(baselineRow);
    m_drawingTitle->setText(tr("Baseline of %1: %2 (drawn from %3)")
                                .arg(hardwareClass, baseline ? baseline->nodeset : QString(),
                                    baseline && !baseline->hosts.isEmpty() ? baseline->hosts.first() : QString()));
    Layout::Graph graph = Layout::buildTopologyGraph(*machine, Layout::GraphOptions());
    TopologyScene::measureLabels(graph);
    // Graphviz on its own thread, as every drawing of the window: the view never blocks.
    auto* watcher = new QFutureWatcher<Layout::LayoutResult>(this);
    const Machine drawn = *machine;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, graph, drawn, generation] {
        watcher->deleteLater();
        if (generation != m_layoutGeneration)
            return; // another class was asked for meanwhile
        const Layout::LayoutResult result = watcher->result();
        if (!result.error.isEmpty()) {
            m_drawingTitle->setText(m_drawingTitle->text() + u'\n' + result.error);
            return;
        }
        m_scene->setTheme(m_dark ? SceneTheme::dark() : SceneTheme::light());
        m_scene->setTopology(drawn, graph, result.geometry, gpuNics(drawn)); // once a drawing, not on a click
        const int row = m_groups->rowOf(m_selectedGroup);
        const FleetGroup* group = m_groups->groupAt(row);
        const FleetGroup* compared = group ? m_groups->groupAt(m_groups->comparedRowOf(*group)) : nullptr;
        m_drawing->setDrift(group && !group->baseline && compared && compared->hardwareClass == m_drawnClass ? m_groups->driftOf(row) : QList<DeviceChange>(),
            m_gpuSlots.value(m_drawnClass));
        m_drawing->fitAll();
        Q_EMIT drawingShown();
    });
    watcher->setFuture(Layout::layoutAsync(graph));
}

void FleetView::updateDriftText()
{
    const int row = m_groups->rowOf(m_selectedGroup);
    const FleetGroup* group = m_groups->groupAt(row);
    if (!group) {
        m_driftText->clear();
        return;
    }
    if (group->baseline) {
        m_driftText->setText(tr("Baseline group: %n host(s), %1. Pick another group to see its differences painted here.", "",
            int(group->hosts.size())).arg(group->nodeset));
        return;
    }
    QStringList lines = { tr("Group %1: %n host(s), %2", "", int(group->hosts.size()))
                              .arg(FleetHostsModel::shortFingerprint(group->fingerprint), group->nodeset) };
    for (const DeviceChange& d : m_groups->driftOf(row)) {
        QString line = u"\u2022 " + changeLine(d);
        if (d.certainty == ChangeCertainty::ResampleUnderLoad)
            line += u"  (" + tr("re-sample under load") + u')';
        lines << line;
    }
    m_driftText->setText(lines.join(u'\n'));
}

void FleetView::updateHeatmap()
{
    if (m_heatmapMode->currentIndex() == 1 && !m_benchmarkValues.isEmpty())
        m_heatmap->setGrid(FleetSlotGrid::benchmark(m_analysis, m_benchmarkValues, m_benchmarkMetric, m_benchmarkUnit,
            MetricDirection(m_benchmarkDirection)));
    else
        m_heatmap->setGrid(FleetSlotGrid::linkStatus(m_analysis, m_gpuSlotsByClass));
    m_heatmap->setRowOrder(m_filter->visibleHosts());
}

bool FleetView::exportHosts(const QString& path, QString* error) const
{
    QByteArray bytes;
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        QList<const FleetHost*> hosts;
        for (int r = 0; r < m_filter->rowCount(); ++r)
            hosts << m_hosts->hostAt(m_filter->mapToSource(m_filter->index(r, 0)).row());
        bytes = hostsJson(hosts);
    } else {
        bytes = hostsCsv(*m_filter);
    }
    const Status written = writeExportFile(path, bytes);
    if (!written && error)
        *error = written.error();
    return bool(written);
}

} // namespace Topo::Ui
