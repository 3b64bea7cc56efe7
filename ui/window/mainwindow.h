// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings.h"
#include "analyze/snapshotdiff.h"
#include "analyze/snapshotdocument.h"
#include "collect/collectionrequest.h"
#include "io/snapshotfile.h"
#include "model/machine.h"

#include <QMainWindow>

#include <memory>

class QTreeWidgetItem;

namespace Topo::Ui {

class BenchmarkPanel;
class CaptureView;
class ComparisonModel;
class DetailsPanel;
class FleetView;
class MachinePanel;
class TopologyScene;
class TopologyView;

/// The TopoLens main window: the snapshot's machines and captures on the left, the machines
/// side by side (host | guest) and every raw capture on the right.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a snapshot file, or the demo by the name "demo". Errors are shown in the window
    /// (and returned); parsing runs on a worker thread and `snapshotShown()` follows.
    bool openSnapshot(const QString& nameOrPath);
    /// Shows a snapshot that is already in memory (a fresh collection).
    void showSnapshot(const Snapshot& snapshot, const QString& title);
    /// Shows a changed version of the current snapshot (captures imported into it): parsed
    /// again on a worker like any snapshot, same path and title, marked modified until saved.
    void replaceSnapshot(const Snapshot& snapshot);
    /// Opens the Connect dialog and collects (File > Collect).
    void collect();
    /// Asks where and how long, then watches the PCIe links (File > Watch Links).
    void watchLinks();
    /// Opens a fleet run folder (File > Open Fleet Run) into the Fleet tab: read and analysed
    /// on a worker thread; `fleetShown()` follows, or an error is shown (and false returned
    /// for a folder that cannot be read at all).
    bool openFleetRun(const QString& dir);
    /// Compares the fleet run shown with an earlier run folder of the same fleet: read and
    /// analysed on a worker thread, then each host's changes (its links first) in the Fleet
    /// tab; `fleetCompared()` follows, or an error is shown.
    bool compareFleetWith(const QString& dir);
    /// Shows one fleet machine, with the guest or host it is paired with, as a snapshot.
    void openFleetHost(const QString& name);
    FleetView* fleetView() const;
    /// Compares the current snapshot with another collection of its machines (File > Compare
    /// with Snapshot): read and diffed on a worker thread, then a Comparison tab shows the
    /// current drawing with each changed device marked and the list of changes;
    /// `comparisonShown()` follows, or an error is shown (false when nothing could start).
    bool compareWith(const QString& path);
    /// Closes the Comparison tab (and forgets a comparison still running).
    void clearComparison();

    const Snapshot& snapshot() const;
    const QList<Machine>& machines() const;
    /// The shown snapshot's document (its machines, mapping and findings); null until the
    /// snapshot's machines are built.
    SharedDocument document() const;
    MachinePanel* panel(MachineRole role) const;
    CaptureView* captureView() const;
    /// Selects a capture in the tree and shows it (tests and "jump to evidence").
    bool showCapture(MachineRole role, const QString& captureId);

    TopologyScene* topologyScene(MachineRole role) const;
    TopologyView* topologyView(MachineRole role) const;
    DetailsPanel* detailsPanel() const;
    ComparisonModel* comparisonModel() const;
    BenchmarkPanel* benchmarkPanel() const;
    /// Selects a GPU of one machine and its counterpart on the other (what a click does).
    void selectGpu(MachineRole role, int gpuIndex);
    void setDarkTheme(bool dark);
    /// Shows a tab by name: "topology", "compare", "machines", "raw", "benchmarks" (or
    /// "benchmarks:heatmap|compare|sweeps"). False if unknown.
    bool showView(const QString& name);

Q_SIGNALS:
    /// The snapshot's machines have been parsed, laid out and are on screen.
    void snapshotShown();
    /// A fleet run is analysed and in the Fleet tab.
    void fleetShown();
    /// A fleet comparison is in the Fleet tab (compareFleetWith).
    void fleetCompared();
    /// A comparison with another snapshot is in the Comparison tab.
    void comparisonShown();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QWidget* createTopologyTab();
    QWidget* createCompareTab();
    QWidget* createMachinesTab();
    QWidget* createRawOutputTab();
    void createDocks();
    void createActions();
    void createFileMenu();
    void createViewMenu();
    void createHelpMenu();
    void showMachines();
    void showFindings(const QList<Finding>& findings);
    /// The Machines tab's panels, filled from the machines shown (on first sight of the tab:
    /// 256×256 matrices cost more than the whole drawing).
    void fillMachinePanels() const;
    /// snapshotShown() once the drawings and the findings are both in.
    void emitShownWhenComplete();
    void relayout();
    /// Host and guest one above the other or side by side, whichever draws them larger, each
    /// given room by what it holds; then both fitted.
    void arrangeDrawings();
    /// Both drawings shown (`extents`: their scene sizes): the orientation and panel sizes.
    void shareDrawings(const QList<QSizeF>& extents);
    void searchFor(const QString& text);
    void runCollection(const CollectionRequest& request);
    void onTreeItemChanged(QTreeWidgetItem* item);
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void showComparison(const SnapshotDiff& diff, const QString& otherName);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Topo::Ui
