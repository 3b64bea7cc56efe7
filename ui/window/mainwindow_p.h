// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the main window's two halves share: mainwindow.cpp lays out the window and shows a
// snapshot's machines, mainwindowactions.cpp holds its menus, actions and file handling.

#include "window/mainwindow.h"

#include "dialogs/aboutdialog.h"
#include "analyze/match/guestgpus.h"
#include "analyze/snapshotdocument.h"
#include "benchmarks/benchmarkpanel.h"
#include "machines/captureview.h"
#include "collect/collectdialog.h"
#include "collect/connectdialog.h"
#include "collect/watchdialog.h"
#include "machines/comparisonmodel.h"
#include "topology/detailspanel.h"
#include "window/exportcontroller.h"
#include "findings/findingspanel.h"
#include "fleet/fleetview.h"
#include "window/importcontroller.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "machines/machinepanel.h"
#include "analyze/machinebuilder.h"
#include "dialogs/shortcutsdialog.h"
#include "topology/legendbar.h"
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
#include <QTimer>
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
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

namespace Topo::Ui {

// Saved window layouts of an older arrangement (the capture list beside the drawings) are not
// restored: the docks would come back where they no longer belong.
constexpr int windowStateVersion = 2;

struct MainWindow::Private
{
    Snapshot snapshot;          // the one shown: set at once, its document when it is built
    SharedDocument document;    // its machines, mapping and findings, built once on a worker
    QString path;
    quint64 generation = 0; // guards against a slow parse or layout finishing after a newer open
    int pendingLayouts = 0;
    bool findingsPending = false;      // diagnose() still runs on a worker, beside the layouts
    bool machinePanelsStale = false;   // the Machines tab is filled when it is first shown
    QWidget* machinesTab = nullptr;

    QTreeWidget* tree = nullptr;
    QTabWidget* tabs = nullptr;
    TopologyScene* hostScene = nullptr;
    TopologyScene* guestScene = nullptr;
    TopologyView* hostView = nullptr;
    TopologyView* guestView = nullptr;
    QWidget* hostColumn = nullptr;
    QWidget* guestColumn = nullptr;
    LegendBar* legend = nullptr;
    QSplitter* rawOutput = nullptr; // the Raw output tab: the capture list beside the capture
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
    FleetView* fleet = nullptr;       // the Fleet tab, made when a fleet run is first opened
    quint64 fleetGeneration = 0;      // guards against a slow fleet analysis finishing after a newer open
    bool defaultDockSizesPending = true; // no saved layout: size the docks when first shown
    bool orientationChosen = false; // the user picked one: stop choosing by aspect ratio
    std::optional<CollectionRequest> lastRequest; // for Collect Again (no secrets in it)

    const QList<Machine>& machines() const
    {
        static const QList<Machine> none;
        return document ? document->machines() : none;
    }
    const QList<GpuMatch>& matches() const
    {
        static const QList<GpuMatch> none;
        return document ? document->gpuMatches() : none;
    }
    /// The host drawn on the left (the first machine that is not a guest) or the guest.
    const Machine* machine(MachineRole role) const
    {
        if (!document)
            return nullptr;
        return role == MachineRole::Guest ? document->guest() : document->host();
    }
};

} // namespace Topo::Ui
