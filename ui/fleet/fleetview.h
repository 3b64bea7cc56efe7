// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/analyzefleet.h"
#include "analyze/fleet/fleetanalysis.h"
#include "model/fleet.h"
#include "model/machine.h"

#include <QHash>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace Topo::Ui {

class FleetDrawingView;
class FleetGroupsModel;
class FleetHeatmapWidget;
class FleetHostsFilter;
class FleetHostsModel;
class TopologyScene;

/// A fleet run on one screen: its groups on the left (node sets folded, baseline marked), the
/// selected group's class baseline drawn once with the group's drift painted on it, the hosts ×
/// GPU-slot heatmap beside it, and every host in a sortable, filterable, exportable table
/// below. A click on a host selects it everywhere; a double-click asks for its machine view.
class FleetView : public QWidget
{
    Q_OBJECT
public:
    explicit FleetView(QWidget* parent = nullptr);
    ~FleetView() override;

    void setFleet(const FleetRun& run, const FleetAnalysis& analysis);
    const FleetRun& run() const { return m_run; }
    const FleetAnalysis& analysis() const { return m_analysis; }
    void setDarkTheme(bool dark);

    /// Selects a group by fingerprint: the drawing shows its class's baseline with its drift.
    void selectGroup(const QString& fingerprint);
    QString selectedGroup() const { return m_selectedGroup; }
    void selectHost(const QString& name);

    FleetHostsModel* hostsModel() const { return m_hosts; }
    FleetHostsFilter* hostsFilter() const { return m_filter; }
    FleetGroupsModel* groupsModel() const { return m_groups; }
    FleetDrawingView* drawingView() const { return m_drawing; }
    FleetHeatmapWidget* heatmap() const { return m_heatmap; }
    QTableView* hostsTable() const { return m_hostsTable; }
    QLineEdit* filterEdit() const { return m_filterEdit; }

    /// What changed on each host since an earlier run (core's fleetChangesSince): a column of
    /// the hosts table, a line above it and a filter; an empty id takes them away.
    void setChangesSince(const QString& runId, const QList<FleetChange>& changes);
    QLabel* changesSinceText() const { return m_sinceText; }
    QComboBox* statusFilter() const { return m_statusFilter; }

    /// Writes the hosts as the table shows them (filtered, sorted); a message on failure.
    bool exportHosts(const QString& path, QString* error) const;

Q_SIGNALS:
    /// The user asked to see one machine as the window shows a snapshot.
    void openHost(const QString& name);
    /// The drawing for the selected group is laid out and on screen.
    void drawingShown();
    /// The user asked to compare this run with an earlier one (the window asks which).
    void compareWithEarlierRunRequested();

private:
    // The panes, built once by the constructor: the groups (left), the baseline drawing with
    // its drift (centre), the heatmap (beside it) and every host (below).
    QWidget* createGroupsPane();
    QWidget* createDrawingPane();
    QWidget* createHeatmapPane();
    QWidget* createHostsPane();
    void showBaseline(const QString& hardwareClass);
    void updateHeatmap();
    void updateDriftText();
    void onStatusFilter(int index);

    FleetRun m_run;
    FleetAnalysis m_analysis;
    QString m_selectedGroup;
    QString m_drawnClass;
    quint64 m_layoutGeneration = 0;
    QHash<QString, int> m_gpuSlotsByClass;
    QHash<QString, Machine> m_baselineMachines; // by hardware class: its baseline group's first host
    QHash<QString, QHash<QString, int>> m_gpuSlots; // by hardware class: slot name → GPU index of that machine
    QHash<QString, QList<std::optional<double>>> m_benchmarkValues;
    QString m_benchmarkMetric;
    QString m_benchmarkUnit;
    int m_benchmarkDirection = 0;
    bool m_dark = false;

    FleetHostsModel* m_hosts;
    FleetHostsFilter* m_filter;
    FleetGroupsModel* m_groups;
    QTableView* m_groupsTable;
    QLabel* m_summary;
    QLabel* m_drawingTitle;
    std::unique_ptr<TopologyScene> m_scene;
    FleetDrawingView* m_drawing;
    QWidget* m_legend;
    QLabel* m_driftText;
    QComboBox* m_heatmapMode;
    FleetHeatmapWidget* m_heatmap;
    QLineEdit* m_filterEdit;
    QComboBox* m_statusFilter;
    QLabel* m_sinceText;
    static constexpr int outcomeRole = Qt::UserRole + 1; // m_statusFilter: an outcome's, else -1
    QTableView* m_hostsTable;
};

} // namespace Topo::Ui
