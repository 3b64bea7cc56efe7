// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's tabs and docks, built once by its constructor: the drawings, host against
// guest, the machines' tables, the raw output, the GPU details and the findings.
#include "window/mainwindow.h"
#include "window/mainwindow_p.h"

namespace Topo::Ui {

QWidget* MainWindow::createTopologyTab()
{
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
    d->hostColumn = column(d->hostTitle, d->hostView);
    drawings->addWidget(d->hostColumn);
    d->guestColumn = column(d->guestTitle, d->guestView);
    drawings->addWidget(d->guestColumn);
    for (auto* view : { d->hostView, d->guestView }) {
        const MachineRole role = view == d->hostView ? MachineRole::Host : MachineRole::Guest;
        connect(view, &TopologyView::gpuSelected, this, [this, role](int gpu) { selectGpu(role, gpu); });
    }

    // One key for both drawings, under them: the drawings keep their height for the machines.
    d->legend = new LegendBar(this);
    for (TopologyView* view : { d->hostView, d->guestView })
        view->setSceneLegendShown(false);

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
    topologyLayout->addWidget(d->legend);

    return topology;
}

QWidget* MainWindow::createCompareTab()
{
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

    return compare;
}

QWidget* MainWindow::createMachinesTab()
{
    // Machines tab: tables of each machine's GPUs and its driver matrices.
    d->hostPanel = new MachinePanel(this);
    d->guestPanel = new MachinePanel(this);
    auto* sideBySide = new QSplitter(Qt::Horizontal, this);
    d->machinesTab = sideBySide;
    for (MachinePanel* panel : { d->hostPanel, d->guestPanel }) {
        auto* scroll = new QScrollArea(sideBySide);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(panel);
        sideBySide->addWidget(scroll);
    }

    return sideBySide;
}

QWidget* MainWindow::createRawOutputTab()
{
    // Raw output tab: every capture of every machine, and the one picked, as the tool printed it.
    // The list lives here, where it is used, so the drawings get the window's width.
    d->captureView = new CaptureView(this);
    d->rawOutput = new QSplitter(Qt::Horizontal, this);
    d->rawOutput->addWidget(d->tree);
    d->rawOutput->addWidget(d->captureView);
    d->rawOutput->setStretchFactor(0, 0);
    d->rawOutput->setStretchFactor(1, 1);
    d->rawOutput->setSizes({ 260, 1200 });
    return d->rawOutput;
}

void MainWindow::createDocks()
{
    d->details = new DetailsPanel(this);
    auto* dock = new QDockWidget(tr("GPU details"), this);
    dock->setObjectName(QStringLiteral("details"));
    dock->setWidget(d->details);
    addDockWidget(Qt::RightDockWidgetArea, dock);

    // What the snapshot says, in words, with the raw lines it rests on: under the drawings,
    // so the "why" is in view while looking at the "what".
    d->findings = new FindingsPanel(this);
    d->findingsDock = new QDockWidget(tr("Findings"), this);
    d->findingsDock->setObjectName(QStringLiteral("findings"));
    d->findingsDock->setWidget(d->findings);
    addDockWidget(Qt::BottomDockWidgetArea, d->findingsDock);
    connect(d->findings, &FindingsPanel::evidenceActivated, this, [this](MachineRole role, const QString& captureId, int line) {
        if (!showCapture(role, captureId))
            return;
        d->tabs->setCurrentWidget(d->rawOutput);
        if (line > 0)
            d->captureView->textView()->showLine(line);
    });
    connect(d->findings, &FindingsPanel::gpuActivated, this, [this](MachineRole role, int gpuIndex) {
        showView(QStringLiteral("topology"));
        selectGpu(role, gpuIndex);
    });

}

} // namespace Topo::Ui
