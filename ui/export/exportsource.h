// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/match/guestgpus.h"
#include "analyze/snapshotdocument.h"
#include "export/exporter.h"
#include "io/snapshotfile.h"
#include "model/machine.h"
#include "benchmarks/sweepchart.h"
#include "topology/topologyscene.h"
#include "util/result.h"

#include <QImage>

#include <memory>
#include <optional>

class QAbstractItemModel;

namespace Topo::Ui {

class ComparisonModel;

/// What can be exported. A new view adds a value here and a page in makeExportPage().
/// Heatmap and Sweeps draw a machine's imported benchmark runs (see BenchmarkChoice).
enum class ExportView { Host, Guest, SideBySide, Matrix, Heatmap, Sweeps };
QString exportViewName(ExportView view); // "host", "guest", "side-by-side", "matrix", "heatmap", "sweeps": stable, for the CLI
QString exportViewTitle(ExportView view); // translated, for the dialog
std::optional<ExportView> exportViewFromName(QStringView name);
/// Whether the view can be written as DOT (the topology graphs can, the matrix and the
/// benchmark pictures cannot).
bool exportViewHasDot(ExportView view);
/// Heatmap and Sweeps: pictures of benchmark results rather than of the topology.
bool isBenchmarkView(ExportView view);

/// Which benchmark results the Heatmap and Sweeps views draw. The defaults take the first
/// machine that has them, and its first bandwidth matrix.
struct BenchmarkChoice
{
    int machine = -1;  // index into ExportSource::machines (the snapshot's order); -1: the first with data
    QString captureId; // heatmap: the run's capture; empty: the first run that has the metric
    QString metric;    // heatmap: the matrix; empty: the first bandwidth matrix
    SweepQuantity quantity = SweepQuantity::Bandwidth; // sweeps
};
/// A matrix the heatmap view offers: bandwidth or latency (not 0/1 connectivity).
bool isHeatmapMatrix(const BenchmarkMatrix& matrix);

/// What an export draws from: the window's live scenes and comparison model, or those of a
/// HeadlessExport. Nothing is owned; everything must outlive the pages made from it.
struct ExportSource
{
    /// Host, guest, every machine and the GPU mapping of a document, which must outlive the
    /// source; the scenes and the comparison model are the caller's to add.
    static ExportSource ofDocument(const SnapshotDocument& document, const QString& fileName);

    const SnapshotDocument* document = nullptr; // the snapshot, its machines and findings
    QString fileName; // names the snapshot where it has no title
    const Machine* host = nullptr;
    const Machine* guest = nullptr;
    TopologyScene* hostScene = nullptr;
    TopologyScene* guestScene = nullptr;
    const ComparisonModel* comparison = nullptr;
    QList<GpuMatch> matches;
    /// Every machine of the snapshot, in its order (where benchmark runs live). Empty: host
    /// and guest.
    QList<const Machine*> machines;

    /// `machines`, or host and guest where it is empty.
    QList<const Machine*> allMachines() const;
    /// The document's snapshot, or null without one.
    const Snapshot* snapshot() const { return document ? &document->snapshot() : nullptr; }

    SceneTheme theme() const;
    /// Whether `view` has something to draw; otherwise a message saying what is missing.
    Status canExport(ExportView view) const;
};

/// The title block of an export of `view`: snapshot title, machine labels, snapshot time and
/// TopoLens version, and a warning when the snapshot is a reconstruction.
ExportHeader exportHeader(const ExportSource& source, ExportView view);
/// "Host: pve (ASUS …)".
QString machineCaption(const Machine& machine);
/// Metadata for the document of `view`, its date the snapshot's.
DocumentInfo exportDocumentInfo(const ExportSource& source, ExportView view);

/// Guest GPU → host GPU with the evidence, as on the Host → Guest tab.
std::shared_ptr<const QAbstractItemModel> gpuMappingModel(const ExportSource& source);

/// The page of a view, or why the source lacks what it needs. `benchmark` picks what the
/// Heatmap and Sweeps views draw.
Result<ExportPagePtr> makeExportPage(const ExportSource& source, ExportView view, bool transparent,
    const BenchmarkChoice& benchmark = {});
/// The topology graph(s) of a view as DOT, written by Graphviz (labels escaped there). The
/// side-by-side view gives both machines' graphs, one after the other, in one file.
Result<QByteArray> exportDot(const ExportSource& source, ExportView view);

struct ExportRequest
{
    ExportView view = ExportView::SideBySide;
    ExportFormat format = ExportFormat::Svg;
    qreal dpi = exportDefaultDpi; // PNG only
    bool transparent = false;     // PNG only: no background
    BenchmarkChoice benchmark;    // Heatmap and Sweeps only
};

/// A rendered export in memory: the file's bytes, or for PNG the image still to encode (the
/// slow part, which the window does on a worker thread).
struct RenderedExport
{
    QByteArray data;
    QImage image;
};

/// Paints the export. On the GUI thread: it paints the scenes.
Result<RenderedExport> renderExport(const ExportSource& source, const ExportRequest& request);
/// Encodes (PNG) and writes it. Safe on any thread.
Status writeRenderedExport(const RenderedExport& rendered, const QString& path);

} // namespace Topo::Ui
