// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks/benchmarkpanel.h"
#include "benchmarks/benchmarkpanel_p.h"

#include "benchmarks/heatmapscrollarea.h"
#include "widgets/inerttooltip.h"

namespace Topo::Ui {

using namespace BenchmarkPanelDetail;

namespace {

QString runName(const BenchmarkRun& run)
{
    const QString tool = run.toolDisplayName();
    const QString name = run.title.isEmpty() || run.title == tool ? tool : tool + u" \u2014 " + run.title;
    return run.gpus.isEmpty() ? name : BenchmarkPanel::tr("%1 (%n GPU(s))", "", int(run.gpus.size())).arg(name);
}

/// "2 waived, aborted": what went wrong in a run, in a few words.
QString notesSummary(const BenchmarkRun& run)
{
    QMap<BenchmarkNoteKind, int> counts;
    for (const BenchmarkNote& n : run.notes) {
        if (n.kind != BenchmarkNoteKind::Info)
            ++counts[n.kind];
    }
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << (it.value() > 1 ? QStringLiteral("%1 %2").arg(it.value()).arg(benchmarkNoteKindName(it.key())) : benchmarkNoteKindName(it.key()));
    return parts.join(QStringLiteral(", "));
}

QLabel* wrappingLabel(QWidget* parent, Qt::TextFormat format = Qt::PlainText)
{
    auto* label = new QLabel(parent);
    label->setTextFormat(format);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

BenchmarkPanel::BenchmarkPanel(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    // Top bar: which machine, and the ways in.
    d->machineBox = new QComboBox(this);
    d->machineBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    d->machineSummary = new QLabel(this);
    d->machineSummary->setForegroundRole(QPalette::PlaceholderText);
    d->importButton = new QToolButton(this);
    d->pasteButton = new QToolButton(this);
    for (QToolButton* b : { d->importButton, d->pasteButton })
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* top = new QHBoxLayout;
    top->setContentsMargins(8, 6, 8, 2);
    top->addWidget(new QLabel(tr("Machine:"), this));
    top->addWidget(d->machineBox);
    top->addWidget(d->machineSummary, 1);
    top->addWidget(d->importButton);
    top->addWidget(d->pasteButton);

    // Empty state: what can be imported, and how.
    auto* emptyPage = new QWidget(this);
    auto* emptyLayout = new QVBoxLayout(emptyPage);
    emptyLayout->setContentsMargins(32, 24, 32, 24);
    d->emptyText = wrappingLabel(emptyPage, Qt::RichText);
    d->emptyText->setMaximumWidth(760);
    d->emptyImport = new QToolButton(emptyPage);
    d->emptyPaste = new QToolButton(emptyPage);
    auto* emptyButtons = new QHBoxLayout;
    for (QToolButton* b : { d->emptyImport, d->emptyPaste }) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setMinimumHeight(32);
        emptyButtons->addWidget(b);
    }
    emptyButtons->addStretch(1);
    emptyLayout->addWidget(d->emptyText);
    emptyLayout->addSpacing(12);
    emptyLayout->addLayout(emptyButtons);
    emptyLayout->addStretch(1);

    // Runs on the left.
    d->runs = new QTreeWidget(this);
    d->runs->setHeaderLabels({ tr("Run"), tr("Capture"), tr("Notes") });
    d->runs->setRootIsDecorated(false);
    d->runs->setAlternatingRowColors(true);
    d->runs->setWordWrap(false);
    d->runs->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    d->runs->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    d->runs->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    d->runs->header()->setStretchLastSection(false);
    // Few runs per machine: a short list above the views leaves them the full width.
    d->runs->setMinimumHeight(60);
    connect(d->runs, &QTreeWidget::currentItemChanged, this, [this] { onRunSelected(); });

    QWidget* heatmapPage = createHeatmapPage();
    QWidget* comparePage = createComparePage();
    QWidget* sweepPage = createSweepPage();
    d->pages = new QTabWidget(this);
    d->pages->addTab(heatmapPage, tr("Heatmap"));
    d->pages->addTab(comparePage, tr("Compare two runs"));
    d->pages->addTab(sweepPage, tr("Size sweeps"));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(d->runs);
    split->addWidget(d->pages);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({ 72, 800 });

    d->stack = new QStackedWidget(this);
    d->stack->addWidget(emptyPage);
    d->stack->addWidget(split);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(d->stack, 1);

    connect(d->machineBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!d->updating)
            rebuildMachine();
    });
    rebuildMachine();
}

QWidget* BenchmarkPanel::createHeatmapPage()
{
    // Heatmap page.
    auto* heatmapPage = new QWidget(this);
    auto* heatmapLayout = new QVBoxLayout(heatmapPage);
    d->metricBox = new QComboBox(heatmapPage);
    d->metricBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->metricBox->setMinimumContentsLength(24);
    auto* metricRow = new QHBoxLayout;
    metricRow->addWidget(new QLabel(tr("Matrix:"), heatmapPage));
    metricRow->addWidget(d->metricBox, 1);
    d->matrixTitle = wrappingLabel(heatmapPage);
    QFont titleFont = d->matrixTitle->font();
    titleFont.setBold(true);
    d->matrixTitle->setFont(titleFont);
    d->heatmap = new HeatmapModel(this);
    d->heatmapView = new HeatmapWidget(d->heatmap, heatmapPage);
    d->flags = wrappingLabel(heatmapPage, Qt::RichText);
    d->heatmapEmpty = wrappingLabel(heatmapPage);
    d->heatmapEmpty->setAlignment(Qt::AlignCenter);
    d->heatmapEmpty->setForegroundRole(QPalette::PlaceholderText);
    auto* heatmapContent = new QWidget(heatmapPage);
    auto* heatmapContentLayout = new QVBoxLayout(heatmapContent);
    heatmapContentLayout->setContentsMargins(0, 0, 0, 0);
    heatmapContentLayout->addWidget(d->matrixTitle);
    heatmapContentLayout->addWidget(HeatmapScrollArea::around(d->heatmapView, heatmapContent), 1);
    heatmapContentLayout->addWidget(d->flags);
    d->heatmapStack = new QStackedWidget(heatmapPage);
    d->heatmapStack->addWidget(d->heatmapEmpty);
    d->heatmapStack->addWidget(heatmapContent);
    heatmapLayout->addLayout(metricRow);
    heatmapLayout->addWidget(d->heatmapStack, 1);
    connect(d->metricBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!d->updating)
            showHeatmap();
    });
    return heatmapPage;
}

QWidget* BenchmarkPanel::createComparePage()
{
    // Comparison page.
    auto* comparePage = new QWidget(this);
    auto* compareLayout = new QVBoxLayout(comparePage);
    d->aBox = new QComboBox(comparePage);
    d->bBox = new QComboBox(comparePage);
    for (QComboBox* box : { d->aBox, d->bBox }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(24);
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (!d->updating)
                showComparison();
        });
    }
    auto* swap = new QToolButton(comparePage);
    swap->setText(tr("Swap A and B"));
    connect(swap, &QToolButton::clicked, this, [this] {
        const int a = d->aBox->currentIndex();
        const int b = d->bBox->currentIndex();
        d->updating = true;
        d->aBox->setCurrentIndex(b);
        d->bBox->setCurrentIndex(a);
        d->updating = false;
        showComparison();
    });
    auto* choose = new QGridLayout;
    choose->addWidget(new QLabel(tr("A (before, host, bare metal):"), comparePage), 0, 0);
    choose->addWidget(d->aBox, 0, 1);
    choose->addWidget(new QLabel(tr("B (after, guest, VM):"), comparePage), 1, 0);
    choose->addWidget(d->bBox, 1, 1);
    choose->addWidget(swap, 0, 2, 2, 1);
    choose->setColumnStretch(1, 1);
    d->compareHint = wrappingLabel(comparePage);
    d->compareHint->setForegroundRole(QPalette::PlaceholderText);
    d->ratio = new HeatmapModel(this);
    d->ratioView = new HeatmapWidget(d->ratio, comparePage);
    compareLayout->addLayout(choose);
    compareLayout->addWidget(d->compareHint);
    compareLayout->addWidget(HeatmapScrollArea::around(d->ratioView, comparePage), 1);
    return comparePage;
}

QWidget* BenchmarkPanel::createSweepPage()
{
    // Sweeps page.
    auto* sweepPage = new QWidget(this);
    auto* sweepLayout = new QVBoxLayout(sweepPage);
    d->quantityBox = new QComboBox(sweepPage);
    for (SweepQuantity q : { SweepQuantity::Bandwidth, SweepQuantity::AlgorithmBandwidth, SweepQuantity::Latency })
        d->quantityBox->addItem(sweepQuantityTitle(q), int(q));
    d->logBox = new QCheckBox(tr("Logarithmic value axis"), sweepPage);
    d->logBox->setChecked(true);
    auto* sweepBar = new QHBoxLayout;
    sweepBar->addWidget(new QLabel(tr("Show:"), sweepPage));
    sweepBar->addWidget(d->quantityBox);
    sweepBar->addWidget(d->logBox);
    sweepBar->addStretch(1);
    d->sweepList = new QListWidget(sweepPage);
    d->sweepList->setToolTip(tr("Tick the sweeps to overlay"));
    d->chart = new SweepChart(sweepPage);
    d->chart->setLegendVisible(false); // the list beside it carries the swatches
    auto* sweepSplit = new QSplitter(Qt::Horizontal, sweepPage);
    sweepSplit->addWidget(d->sweepList);
    sweepSplit->addWidget(d->chart);
    sweepSplit->setStretchFactor(0, 0);
    sweepSplit->setStretchFactor(1, 1);
    sweepSplit->setSizes({ 250, 900 });
    d->sweepList->setMinimumWidth(160);
    d->sweepEmpty = wrappingLabel(sweepPage);
    d->sweepEmpty->setAlignment(Qt::AlignCenter);
    d->sweepEmpty->setForegroundRole(QPalette::PlaceholderText);
    auto* sweepContent = new QWidget(sweepPage);
    auto* sweepContentLayout = new QVBoxLayout(sweepContent);
    sweepContentLayout->setContentsMargins(0, 0, 0, 0);
    sweepContentLayout->addLayout(sweepBar);
    sweepContentLayout->addWidget(sweepSplit, 1);
    d->sweepStack = new QStackedWidget(sweepPage);
    d->sweepStack->addWidget(d->sweepEmpty);
    d->sweepStack->addWidget(sweepContent);
    sweepLayout->addWidget(d->sweepStack);
    connect(d->quantityBox, &QComboBox::currentIndexChanged, this, [this] { showSweeps(); });
    connect(d->logBox, &QCheckBox::toggled, this, [this](bool on) { d->chart->setLogarithmicValues(on); });
    connect(d->sweepList, &QListWidget::itemChanged, this, [this] {
        if (!d->updating)
            showSweeps();
    });
    return sweepPage;
}

BenchmarkPanel::~BenchmarkPanel() = default;

void BenchmarkPanel::setImportActions(QAction* importFiles, QAction* paste)
{
    // Short texts up here, where the machine box needs the room; the full ones in the empty state.
    d->importButton->setText(tr("Import\u2026"));
    d->importButton->setToolTip(importFiles->text().remove(u'&') + u" (" + importFiles->shortcut().toString(QKeySequence::NativeText) + u')');
    connect(d->importButton, &QToolButton::clicked, importFiles, &QAction::trigger);
    d->pasteButton->setText(tr("Paste"));
    d->pasteButton->setToolTip(paste->text().remove(u'&') + u" (" + paste->shortcut().toString(QKeySequence::NativeText) + u')');
    connect(d->pasteButton, &QToolButton::clicked, paste, &QAction::trigger);
    d->emptyImport->setDefaultAction(importFiles);
    d->emptyPaste->setDefaultAction(paste);
}

void BenchmarkPanel::setSnapshot(const Snapshot& snapshot, const QList<Machine>& machines)
{
    // Stay on the machine the user was looking at, found by role and label (indices shift
    // when another snapshot opens); otherwise the first one with results.
    const int previous = d->machineIndex();
    const MachineSnapshot* previousMachine = previous >= 0 && previous < d->snapshot.machines.size() ? &d->snapshot.machines[previous] : nullptr;
    int keep = -1;
    for (int i = 0; previousMachine && i < snapshot.machines.size(); ++i) {
        if (snapshot.machines[i].role == previousMachine->role && snapshot.machines[i].label == previousMachine->label)
            keep = i;
    }
    if (keep < 0) {
        for (int i = 0; i < machines.size() && keep < 0; ++i) {
            if (!machines[i].benchmarks.isEmpty())
                keep = i;
        }
    }
    d->snapshot = snapshot;
    d->machines = machines;
    d->updating = true;
    d->machineBox->clear();
    for (int i = 0; i < snapshot.machines.size() && i < machines.size(); ++i) {
        const int count = int(machines[i].benchmarks.size());
        d->machineBox->addItem(count ? tr("%1 (%n run(s))", "", count).arg(machineText(snapshot.machines[i])) : machineText(snapshot.machines[i]));
    }
    d->machineBox->setCurrentIndex(keep >= 0 ? keep : (d->machineBox->count() ? 0 : -1));
    d->updating = false;
    rebuildMachine();
}

int BenchmarkPanel::currentMachine() const
{
    return d->machineIndex();
}

void BenchmarkPanel::setCurrentMachine(int machineIndex)
{
    d->machineBox->setCurrentIndex(machineIndex);
}

void BenchmarkPanel::rebuildMachine()
{
    const Machine* machine = d->machine();
    const int runs = machine ? int(machine->benchmarks.size()) : 0;
    d->stack->setCurrentIndex(runs ? 1 : 0);
    // The empty state has the same buttons, larger; one pair on screen is enough.
    d->importButton->setVisible(runs);
    d->pasteButton->setVisible(runs);
    d->machineSummary->setText(machine && !machine->gpus.isEmpty() ? tr("%n GPU(s)", "", int(machine->gpus.size())) : QString());

    const QString who = machine ? esc(machine->label) : tr("this snapshot");
    d->emptyText->setText(
        tr("<h3>No benchmark results for %1 yet</h3>"
           "<p>The topology says what the hardware should deliver; benchmark results show what it does. "
           "TopoLens reads the output of:</p>"
           "<ul>"
           "<li><b>p2pBandwidthLatencyTest</b> (cuda-samples): P2P bandwidth and latency matrices</li>"
           "<li><b>nvbandwidth</b>, text or <tt>-j</tt> JSON: copy-engine and SM bandwidth matrices</li>"
           "<li><b>nccl-tests</b> (<tt>all_reduce_perf</tt> \u2026), text or <tt>-J</tt> JSON: bus bandwidth over message size</li>"
           "<li><b>copybench</b> (tools/copybench) and any <b>size-sweep CSV</b> with size, latency and bandwidth columns</li>"
           "</ul>"
           "<p><b>How:</b> File \u203a Import Benchmark Results\u2026 (several files at once); or drag and drop the files onto "
           "this window; or copy the output in a terminal and choose Edit \u203a Paste Command Output (Ctrl+Shift+V). "
           "The format is recognised by itself, and each run goes to the machine whose GPUs it names by PCI bus id.</p>"
           "<p>Imported results are stored in the snapshot as raw captures, like everything TopoLens collects: "
           "save the snapshot to keep them. lspci and nvidia-smi output can be pasted the same way.</p>")
            .arg(who));

    d->updating = true;
    d->runs->clear();
    d->metricBox->clear();
    d->metricRefs.clear();
    d->sweepList->clear();
    d->sweepRefs.clear();
    const int mi = d->machineIndex();
    if (machine)
        listRuns(*machine, mi);
    // Bandwidth first: the metric most people look for.
    int preferred = 0;
    for (int i = 0; i < d->metricRefs.size(); ++i) {
        if (const BenchmarkMatrix* m = d->matrix(d->metricRefs[i]); m && isBandwidthMatrix(*m)) {
            preferred = i;
            break;
        }
    }
    d->metricBox->setCurrentIndex(d->metricRefs.isEmpty() ? -1 : preferred);
    d->updating = false;

    d->heatmapEmpty->setText(runs ? tr("No GPU\u00d7GPU matrix in the runs of %1: nccl-tests and copy sweeps measure over "
                                       "message sizes, see Size sweeps.")
                                        .arg(machine->label)
                                  : QString());
    d->sweepEmpty->setText(runs ? tr("No size sweep in the runs of %1: import nccl-tests, copybench or a size-sweep CSV.").arg(machine->label)
                                : QString());
    fillComparisonChoices();
    showHeatmap();
    showSweeps();
    if (d->runs->topLevelItemCount()) {
        d->updating = true;
        d->runs->setCurrentItem(d->runs->topLevelItem(0));
        d->updating = false;
    }
    // Open on what the machine has: matrices, else sweeps.
    if (d->metricRefs.isEmpty() && !d->sweepRefs.isEmpty())
        d->pages->setCurrentIndex(2);
    else if (d->pages->currentIndex() == 2 && d->sweepRefs.isEmpty())
        d->pages->setCurrentIndex(0);
}

// The machine's runs in the list, their matrices in the metric box and their sweeps in the
// sweep list. A first look: one sweep per operation and run, at most six; for GPU-to-GPU copies
// a pair of two GPUs rather than a GPU copying within itself.
void BenchmarkPanel::listRuns(const Machine& machine, int machineIndex)
{
    QMap<QString, int> firstPerOperation;
    for (int r = 0; r < machine.benchmarks.size(); ++r) {
        const BenchmarkRun& run = machine.benchmarks[r];
        auto* item = new QTreeWidgetItem(d->runs, { runName(run), run.captureId, notesSummary(run) });
        item->setData(0, Qt::UserRole, r);
        QStringList tip;
        tip << runName(run);
        if (!run.version.isEmpty())
            tip << tr("Version %1").arg(run.version);
        tip << tr("%n GPU(s), %1 matrices, %2 sweeps", "", int(run.gpus.size())).arg(run.matrices.size()).arg(run.sweeps.size());
        for (const BenchmarkNote& n : run.notes) {
            tip << QStringLiteral("%1%2: %3")
                       .arg(benchmarkNoteKindName(n.kind), n.testcase.isEmpty() ? QString() : u" (" + n.testcase + u')', n.text);
        }
        for (int c = 0; c < 3; ++c)
            item->setToolTip(c, inertToolTip(tip.join(u'\n')));
        if (!notesSummary(run).isEmpty())
            item->setIcon(2, style()->standardIcon(run.hasNote(BenchmarkNoteKind::Aborted) || run.hasNote(BenchmarkNoteKind::Failed)
                        ? QStyle::SP_MessageBoxWarning
                        : QStyle::SP_MessageBoxInformation));
        for (int m = 0; m < run.matrices.size(); ++m) {
            d->metricRefs.append({ machineIndex, r, m });
            d->metricBox->addItem(QStringLiteral("%1 \u00b7 %2").arg(matrixName(run.matrices[m]), run.captureId));
        }
        for (int s = 0; s < run.sweeps.size(); ++s) {
            const SizeSweep& sweep = run.sweeps[s];
            auto* sweepItem = new QListWidgetItem(QStringLiteral("%1 \u00b7 %2").arg(sweep.name, run.captureId), d->sweepList);
            sweepItem->setFlags(sweepItem->flags() | Qt::ItemIsUserCheckable);
            const QString key = QString::number(r) + u'/' + sweep.operation;
            bool hasPair = false;
            for (const SizeSweep& other : run.sweeps)
                hasPair = hasPair || (other.operation == sweep.operation && other.sourceGpu != other.destinationGpu);
            const bool withinOneGpu = sweep.sourceGpu >= 0 && sweep.sourceGpu == sweep.destinationGpu;
            const bool first = !firstPerOperation.contains(key) && firstPerOperation.size() < 6 && !(withinOneGpu && hasPair);
            if (first)
                firstPerOperation.insert(key, s);
            sweepItem->setCheckState(first ? Qt::Checked : Qt::Unchecked);
            d->sweepRefs.append({ machineIndex, r, s });
        }
    }
}

void BenchmarkPanel::onRunSelected()
{
    if (d->updating)
        return;
    QTreeWidgetItem* item = d->runs->currentItem();
    if (!item)
        return;
    const int run = item->data(0, Qt::UserRole).toInt();
    for (int i = 0; i < d->metricRefs.size(); ++i) {
        if (d->metricRefs[i].run == run) {
            // The run's bandwidth matrix if it has one.
            int pick = i;
            for (int j = i; j < d->metricRefs.size() && d->metricRefs[j].run == run; ++j) {
                if (const BenchmarkMatrix* m = d->matrix(d->metricRefs[j]); m && isBandwidthMatrix(*m)) {
                    pick = j;
                    break;
                }
            }
            d->metricBox->setCurrentIndex(pick);
            if (d->pages->currentIndex() == 2)
                d->pages->setCurrentIndex(0);
            return;
        }
    }
    // A run without matrices: show its sweeps.
    bool any = false;
    d->updating = true;
    for (int i = 0; i < d->sweepRefs.size(); ++i) {
        QListWidgetItem* sweepItem = d->sweepList->item(i);
        const bool mine = d->sweepRefs[i].run == run;
        if (mine && !any) {
            sweepItem->setCheckState(Qt::Checked);
            any = true;
        }
    }
    d->updating = false;
    if (any) {
        showSweeps();
        d->pages->setCurrentIndex(2);
    }
}

} // namespace Topo::Ui
