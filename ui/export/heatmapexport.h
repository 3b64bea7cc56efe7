// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportpage.h"
#include "export/exportsource.h"
#include "benchmarks/sweepchart.h"

#include <memory>

namespace Topo::Ui {

class HeatmapModel;

/// A benchmark matrix as an exported heatmap: the header, the matrix title, the heatmap with
/// its legend exactly as the Benchmarks tab paints it, and the outliers listed under it.
class HeatmapExportPage : public FixedExportPage
{
public:
    HeatmapExportPage(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix, ExportHeader header,
        const SceneTheme& theme, bool transparent = false);
    ~HeatmapExportPage() override;
    QSizeF naturalSize() const override;
    QString title() const override { return m_header.title; }
    const HeatmapModel& model() const { return *m_model; }
    /// Leaves the outlier notes out of the picture (the HTML report lists them as text).
    void clearNotes() { m_notes.clear(); }

protected:
    void paintNatural(QPainter* painter) const override;

private:
    std::unique_ptr<HeatmapModel> m_model;
    ExportHeader m_header;
    SceneTheme m_theme;
    bool m_transparent;
    QString m_matrixTitle;
    QStringList m_notes;
};

/// Why none of `searched` has a heatmap for `metric` (empty: any bandwidth or latency matrix):
/// one line naming every machine looked in and the matrices they do have, or what to import.
QString noHeatmapMatrixError(const QList<const Machine*>& searched, const QString& metric);

/// The heatmap of `machine`'s matrix `metric` (the first run that has it); an empty metric
/// takes the first bandwidth matrix, else the first matrix. Fails when the machine has no such
/// matrix.
Result<ExportPagePtr> makeHeatmapExportPage(const Machine& machine, const QString& metric, ExportHeader header = {},
    const SceneTheme& theme = SceneTheme::light(), bool transparent = false);

/// Size sweeps of a machine as an exported chart (the Benchmarks tab's chart, drawn at a fixed
/// size): every sweep whose name contains one of `sweepNames`, or the first of each operation
/// per run when empty.
Result<ExportPagePtr> makeSweepExportPage(const Machine& machine, SweepQuantity quantity, const QStringList& sweepNames = {},
    ExportHeader header = {}, const SceneTheme& theme = SceneTheme::light());
/// The same for one run of `machine` (the review report draws a chart per run).
Result<ExportPagePtr> makeRunSweepExportPage(const Machine& machine, const BenchmarkRun& run, SweepQuantity quantity,
    ExportHeader header = {}, const SceneTheme& theme = SceneTheme::light());

/// `topolens export --view heatmap[:METRIC]` and `--view sweeps[:bandwidth|algbw|latency]`:
/// whether `view` names one of these, and its argument.
bool isBenchmarkExportView(QStringView view, QString* kind, QString* argument);
/// Renders a benchmark view of the first machine (host or bare metal, then guest) that has
/// the data, to the format of `request` (SVG, PNG or PDF).
Result<RenderedExport> renderBenchmarkExport(const ExportSource& source, QStringView view, const ExportRequest& request);

} // namespace Topo::Ui
