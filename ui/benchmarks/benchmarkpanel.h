// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/snapshotfile.h"
#include "model/machine.h"

#include <QWidget>

#include <memory>

class QAction;

namespace Topo::Ui {

class HeatmapModel;
class SweepChart;

/// The Benchmarks tab: for one machine of the snapshot, its imported benchmark runs, any
/// GPU×GPU matrix as a heatmap with same-class outliers, the ratio of two matrices (before and
/// after, host and guest), and size sweeps as a chart. Without runs it says what can be
/// imported and how.
class BenchmarkPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BenchmarkPanel(QWidget* parent = nullptr);
    ~BenchmarkPanel() override;

    /// `machines` are built from `snapshot.machines`, in the same order.
    void setSnapshot(const Snapshot& snapshot, const QList<Machine>& machines);
    /// The buttons of the empty state and the toolbar trigger these (the window owns them).
    void setImportActions(QAction* importFiles, QAction* paste);

    /// Index into the snapshot's machines, -1 without machines.
    int currentMachine() const;
    void setCurrentMachine(int machineIndex);
    /// Selects a machine and the run read from capture `captureId`.
    bool showRun(int machineIndex, const QString& captureId);
    /// Shows one matrix of the current machine by metric (first run that has it).
    bool showMetric(const QString& metric);
    /// The matrix the heatmap shows: its run's capture id and its metric. False when none.
    bool currentMatrix(QString* captureId, QString* metric) const;
    /// Compares two matrices: (machine, capture id, metric) each.
    bool compare(int machineA, const QString& captureA, const QString& metricA, int machineB, const QString& captureB,
        const QString& metricB);
    /// Sub-views: "heatmap", "compare", "sweeps".
    bool showPage(const QString& name);

    // What is on screen, for tests.
    bool isEmptyStateShown() const;
    QString emptyStateText() const;
    int runCount() const;
    QStringList runTexts() const;
    QStringList metricTexts() const;
    QString flagText() const;
    HeatmapModel* heatmapModel() const;
    HeatmapModel* ratioModel() const;
    SweepChart* sweepChart() const;
    QStringList sweepTexts() const;
    /// Checks exactly the sweeps whose list text contains one of `names`.
    void checkSweeps(const QStringList& names);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The three pages: the heatmap of a matrix, two runs compared, the size sweeps.
    QWidget* createHeatmapPage();
    QWidget* createComparePage();
    QWidget* createSweepPage();
    void rebuildMachine();
    void listRuns(const Machine& machine, int machineIndex);
    void showHeatmap();
    void showComparison();
    void showSweeps();
    void fillComparisonChoices();
    void onRunSelected();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Topo::Ui
