// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the two halves of the Benchmarks tab share: benchmarkpanel.cpp builds the tab and its
// run list, benchmarkpages.cpp fills the heatmap, comparison and sweep pages.

#include "benchmarks/benchmarkpanel.h"

#include "analyze/benchmarkoutliers.h"
#include "benchmarks/heatmapwidget.h"
#include "benchmarks/sweepchart.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMap>
#include <QPainter>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Topo::Ui {

namespace BenchmarkPanelDetail {

struct MatrixRef
{
    int machine = -1;
    int run = -1;
    int matrix = -1;
    friend bool operator==(const MatrixRef&, const MatrixRef&) = default;
};

struct SweepRef
{
    int machine = -1;
    int run = -1;
    int sweep = -1;
};

inline QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

inline QString machineText(const MachineSnapshot& m)
{
    return machineRoleTitle(m.role) + u": " + m.label;
}

inline QString matrixName(const BenchmarkMatrix& m)
{
    return m.title.isEmpty() ? m.metric : m.title;
}

} // namespace BenchmarkPanelDetail

struct BenchmarkPanel::Private
{
    Snapshot snapshot;
    QList<Machine> machines;
    QList<BenchmarkPanelDetail::MatrixRef> metricRefs;    // the metric box's entries (current machine)
    QList<BenchmarkPanelDetail::MatrixRef> compareRefs;   // the A/B boxes' entries (every machine)
    QList<BenchmarkPanelDetail::SweepRef> sweepRefs;      // the sweep list's entries (current machine)
    bool updating = false;

    QComboBox* machineBox = nullptr;
    QLabel* machineSummary = nullptr;
    QToolButton* importButton = nullptr;
    QToolButton* pasteButton = nullptr;
    QStackedWidget* stack = nullptr;
    QLabel* emptyText = nullptr;
    QToolButton* emptyImport = nullptr;
    QToolButton* emptyPaste = nullptr;
    QTreeWidget* runs = nullptr;
    QTabWidget* pages = nullptr;

    QStackedWidget* heatmapStack = nullptr;
    QLabel* heatmapEmpty = nullptr;
    QComboBox* metricBox = nullptr;
    QLabel* matrixTitle = nullptr;
    HeatmapModel* heatmap = nullptr;
    HeatmapWidget* heatmapView = nullptr;
    QLabel* flags = nullptr;

    QComboBox* aBox = nullptr;
    QComboBox* bBox = nullptr;
    QLabel* compareHint = nullptr;
    HeatmapModel* ratio = nullptr;
    HeatmapWidget* ratioView = nullptr;

    QStackedWidget* sweepStack = nullptr;
    QLabel* sweepEmpty = nullptr;
    QComboBox* quantityBox = nullptr;
    QCheckBox* logBox = nullptr;
    QListWidget* sweepList = nullptr;
    SweepChart* chart = nullptr;

    int machineIndex() const { return machineBox->currentIndex(); }
    const Machine* machine() const
    {
        const int i = machineIndex();
        return i >= 0 && i < machines.size() ? &machines[i] : nullptr;
    }
    const BenchmarkRun* run(const BenchmarkPanelDetail::MatrixRef& ref) const
    {
        return ref.machine >= 0 && ref.machine < machines.size() && ref.run >= 0 && ref.run < machines[ref.machine].benchmarks.size()
            ? &machines[ref.machine].benchmarks[ref.run]
            : nullptr;
    }
    const BenchmarkMatrix* matrix(const BenchmarkPanelDetail::MatrixRef& ref) const
    {
        const BenchmarkRun* r = run(ref);
        return r && ref.matrix >= 0 && ref.matrix < r->matrices.size() ? &r->matrices[ref.matrix] : nullptr;
    }
};

} // namespace Topo::Ui
