// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/heatmapexport.h"

#include "analyze/benchmarkoutliers.h"
#include "benchmarks/heatmappainter.h"
#include "util/tr.h"

#include <QFontMetricsF>
#include <QMap>
#include <QPainter>

namespace Topo::Ui {

namespace {

constexpr qreal headerGap = 16;
constexpr qreal maxNoteWidth = 1100;
constexpr QSizeF chartSize(960, 560);

QFont titleFont()
{
    return exportFont(10.5, true);
}

QFont noteFont()
{
    return exportFont(8.5);
}

const BenchmarkRun* runWithMatrix(const Machine& machine, const QString& metric, const BenchmarkMatrix** matrix)
{
    for (const BenchmarkRun& run : machine.benchmarks) {
        for (const BenchmarkMatrix& m : run.matrices) {
            if (metric.isEmpty() ? isBandwidthMatrix(m) : m.metric == metric) {
                *matrix = &m;
                return &run;
            }
        }
    }
    if (metric.isEmpty()) {
        for (const BenchmarkRun& run : machine.benchmarks) {
            if (!run.matrices.isEmpty()) {
                *matrix = &run.matrices.first();
                return &run;
            }
        }
    }
    return nullptr;
}

/// What the run is, for the line under the header.
QString runLine(const Machine& machine, const BenchmarkRun& run)
{
    QString line = machineRoleTitle(machine.role) + u": " + machine.label + u" \u00b7 " + run.toolDisplayName();
    if (!run.title.isEmpty() && run.title != benchmarkToolName(run.tool) && run.title != run.toolDisplayName())
        line += u" \u2014 " + run.title;
    if (!run.captureId.isEmpty())
        line += Tr::tr(" \u00b7 capture %1").arg(run.captureId);
    return line;
}

} // namespace

HeatmapExportPage::HeatmapExportPage(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix,
    ExportHeader header, const SceneTheme& theme, bool transparent)
    : m_model(std::make_unique<HeatmapModel>())
    , m_header(std::move(header))
    , m_theme(theme)
    , m_transparent(transparent)
{
    m_model->setMatrix(machine, run, matrix);
    m_header.details.prepend(runLine(machine, run));
    m_matrixTitle = matrix.title.isEmpty() ? matrix.metric : matrix.title;
    const QStringList outliers = m_model->outlierLines();
    if (!outliers.isEmpty()) {
        m_notes << Tr::tr("%n pair(s) deliver more than %1\u00d7 less than the best pair of the same connection class:", "",
                       int(outliers.size()))
                       .arg(defaultOutlierFactor);
        for (const QString& line : outliers)
            m_notes << u"  \u2022 " + line;
    } else if (isBandwidthMatrix(matrix)) {
        QMap<QString, int> classes;
        for (const BenchmarkPairValue& p : classifyMatrixPairs(machine, run, matrix)) {
            if (p.pairClass.linkClass != LinkClass::Unknown)
                ++classes[p.pairClass.toString()];
        }
        if (!classes.isEmpty())
            m_notes << Tr::tr("No outliers: within each connection class every pair is within %1\u00d7 of the best.").arg(defaultOutlierFactor);
    }
}

HeatmapExportPage::~HeatmapExportPage() = default;

QSizeF HeatmapExportPage::naturalSize() const
{
    const HeatmapPainter heatmap(m_model.get(), HeatmapStyle::fromTheme(m_theme, exportFont(9)));
    const QSizeF map = heatmap.naturalSize();
    const QFontMetricsF title(titleFont());
    const QFontMetricsF notes(noteFont());
    qreal width = std::max({ map.width(), m_header.naturalWidth(), std::min(title.horizontalAdvance(m_matrixTitle), maxNoteWidth) });
    for (const QString& line : m_notes)
        width = std::max(width, std::min(notes.horizontalAdvance(line), maxNoteWidth));
    const qreal height = m_header.height() + headerGap + title.height() + 8 + map.height()
        + (m_notes.isEmpty() ? 0 : 12 + notes.height() * m_notes.size());
    return { width + 2 * exportMargin, height + 2 * exportMargin };
}

void HeatmapExportPage::paintNatural(QPainter* painter) const
{
    const QSizeF size = naturalSize();
    if (!m_transparent)
        painter->fillRect(QRectF(QPointF(0, 0), size), m_theme.background);
    const qreal width = size.width() - 2 * exportMargin;
    painter->save();
    painter->translate(exportMargin, exportMargin);
    m_header.paint(painter, width, m_theme);
    qreal y = m_header.height() + headerGap;
    const QFontMetricsF title(titleFont());
    painter->setFont(titleFont());
    painter->setPen(m_theme.text);
    painter->drawText(QRectF(0, y, width, title.height()), Qt::AlignLeft | Qt::TextSingleLine,
        title.elidedText(exportLine(m_matrixTitle), Qt::ElideRight, width));
    y += title.height() + 8;
    const HeatmapPainter heatmap(m_model.get(), HeatmapStyle::fromTheme(m_theme, exportFont(9)));
    const QSizeF map = heatmap.naturalSize();
    heatmap.paint(painter, heatmap.layout(QRectF(QPointF(0, y), map)));
    y += map.height() + 12;
    const QFontMetricsF notes(noteFont());
    painter->setFont(noteFont());
    for (int i = 0; i < m_notes.size(); ++i) {
        painter->setPen(i == 0 && !m_model->outliers().isEmpty() ? m_theme.warning : m_theme.mutedText);
        painter->drawText(QRectF(0, y, width, notes.height()), Qt::AlignLeft | Qt::TextSingleLine,
            notes.elidedText(exportLine(m_notes[i]), Qt::ElideRight, width));
        y += notes.height();
    }
    painter->restore();
}

QString noHeatmapMatrixError(const QList<const Machine*>& searched, const QString& metric)
{
    QStringList where;
    QStringList available;
    for (const Machine* machine : searched) {
        if (!machine)
            continue;
        where << machineRoleTitle(machine->role) + u' ' + machine->label;
        for (const BenchmarkRun& run : machine->benchmarks) {
            for (const BenchmarkMatrix& m : run.matrices) {
                if (m.filledCells() > 0 && !available.contains(m.metric))
                    available << m.metric;
            }
        }
    }
    const QString machines = where.join(Tr::tr(" or "));
    if (available.isEmpty()) {
        return metric.isEmpty()
            ? Tr::tr("no benchmark matrix in %1; import p2pBandwidthLatencyTest, nvbandwidth or copybench output").arg(machines)
            : Tr::tr("no benchmark matrix \"%1\" in %2; import p2pBandwidthLatencyTest, nvbandwidth or copybench output").arg(metric, machines);
    }
    if (metric.isEmpty())
        return Tr::tr("no benchmark bandwidth or latency matrix in %1; there: %2 (heatmap:METRIC)").arg(machines, available.join(u", "));
    return Tr::tr("no benchmark matrix \"%1\" in %2; there: %3 (heatmap:METRIC)").arg(metric, machines, available.join(u", "));
}

Result<ExportPagePtr> makeHeatmapExportPage(const Machine& machine, const QString& metric, ExportHeader header,
    const SceneTheme& theme, bool transparent)
{
    const BenchmarkMatrix* matrix = nullptr;
    const BenchmarkRun* run = runWithMatrix(machine, metric, &matrix);
    if (!run) {
        return fail(metric.isEmpty() ? Tr::tr("%1 has no benchmark matrix; import p2pBandwidthLatencyTest, nvbandwidth or copybench output")
                                           .arg(machine.label)
                                     : Tr::tr("%1 has no benchmark matrix \"%2\"").arg(machine.label, metric));
    }
    return ExportPagePtr(std::make_shared<HeatmapExportPage>(machine, *run, *matrix, std::move(header), theme, transparent));
}

// --- size sweeps ------------------------------------------------------------------------------

namespace {

class SweepExportPage : public FixedExportPage
{
public:
    SweepExportPage(QList<SweepLine> lines, SweepQuantity quantity, ExportHeader header, const SceneTheme& theme)
        : m_chart(std::make_unique<SweepChart>())
        , m_header(std::move(header))
        , m_theme(theme)
    {
        // The chart reads its colours from its palette, as in the window.
        QPalette palette = m_chart->palette();
        palette.setColor(QPalette::Window, theme.background);
        palette.setColor(QPalette::WindowText, theme.text);
        palette.setColor(QPalette::PlaceholderText, theme.mutedText);
        m_chart->setPalette(palette);
        m_chart->setFont(exportFont(9));
        m_chart->resize(chartSize.toSize());
        m_chart->setLines(lines, quantity);
    }
    QSizeF naturalSize() const override
    {
        return { std::max(chartSize.width(), m_header.naturalWidth()) + 2 * exportMargin,
            m_header.height() + headerGap + chartSize.height() + 2 * exportMargin };
    }
    QString title() const override { return m_header.title; }

protected:
    void paintNatural(QPainter* painter) const override
    {
        const QSizeF size = naturalSize();
        painter->fillRect(QRectF(QPointF(0, 0), size), m_theme.background);
        painter->save();
        painter->translate(exportMargin, exportMargin);
        m_header.paint(painter, size.width() - 2 * exportMargin, m_theme);
        m_chart->render(painter, QRectF(QPointF(0, m_header.height() + headerGap), chartSize));
        painter->restore();
    }

private:
    std::unique_ptr<SweepChart> m_chart; // a widget never shown: its chart scene is what is painted
    ExportHeader m_header;
    SceneTheme m_theme;
};

} // namespace

namespace {

/// The lines of `runs`' sweeps: those whose name contains one of `sweepNames`, or the first of
/// each operation per run when empty. As on the Benchmarks tab, the first is a copy between two
/// GPUs rather than one within a GPU where the operation has both.
QList<SweepLine> sweepLines(const QList<const BenchmarkRun*>& runs, SweepQuantity quantity, const QStringList& sweepNames)
{
    QList<SweepLine> lines;
    for (const BenchmarkRun* run : runs) {
        QStringList operations;
        for (const SizeSweep& sweep : run->sweeps) {
            const QString name = sweep.name + u" \u00b7 " + run->captureId;
            bool wanted = false;
            if (sweepNames.isEmpty()) {
                bool hasPair = false;
                for (const SizeSweep& other : run->sweeps)
                    hasPair = hasPair || (other.operation == sweep.operation && other.sourceGpu != other.destinationGpu);
                const bool withinOneGpu = sweep.sourceGpu >= 0 && sweep.sourceGpu == sweep.destinationGpu;
                wanted = !operations.contains(sweep.operation) && !(withinOneGpu && hasPair);
                if (wanted)
                    operations << sweep.operation;
            }
            for (const QString& n : sweepNames)
                wanted = wanted || name.contains(n);
            const QList<QPointF> points = sweepPoints(sweep, quantity);
            if (wanted && !points.isEmpty())
                lines.append({ name, points });
        }
    }
    return lines;
}

Result<ExportPagePtr> sweepPage(const Machine& machine, const QList<const BenchmarkRun*>& runs, SweepQuantity quantity,
    const QStringList& sweepNames, ExportHeader header, const SceneTheme& theme)
{
    const QList<SweepLine> lines = sweepLines(runs, quantity, sweepNames);
    if (lines.isEmpty())
        return fail(Tr::tr("%1 has no size sweep with %2 values").arg(machine.label, sweepQuantityTitle(quantity)));
    QString line = machineRoleTitle(machine.role) + u": " + machine.label + u" \u00b7 " + sweepQuantityTitle(quantity);
    if (runs.size() == 1 && !runs.first()->captureId.isEmpty())
        line += Tr::tr(" \u00b7 capture %1").arg(runs.first()->captureId);
    header.details.prepend(line);
    return ExportPagePtr(std::make_shared<SweepExportPage>(lines, quantity, std::move(header), theme));
}

} // namespace

Result<ExportPagePtr> makeSweepExportPage(const Machine& machine, SweepQuantity quantity, const QStringList& sweepNames,
    ExportHeader header, const SceneTheme& theme)
{
    QList<const BenchmarkRun*> runs;
    for (const BenchmarkRun& run : machine.benchmarks)
        runs.append(&run);
    return sweepPage(machine, runs, quantity, sweepNames, std::move(header), theme);
}

Result<ExportPagePtr> makeRunSweepExportPage(const Machine& machine, const BenchmarkRun& run, SweepQuantity quantity,
    ExportHeader header, const SceneTheme& theme)
{
    return sweepPage(machine, { &run }, quantity, {}, std::move(header), theme);
}

bool isBenchmarkExportView(QStringView view, QString* kind, QString* argument)
{
    const QStringView name = view.left(view.indexOf(u':'));
    if (name != u"heatmap" && name != u"sweeps")
        return false;
    *kind = name.toString();
    *argument = view.indexOf(u':') >= 0 ? view.mid(view.indexOf(u':') + 1).toString() : QString();
    return true;
}

Result<RenderedExport> renderBenchmarkExport(const ExportSource& source, QStringView view, const ExportRequest& request)
{
    QString kind;
    QString argument;
    if (!isBenchmarkExportView(view, &kind, &argument))
        return fail(Tr::tr("unknown view \"%1\"").arg(view));
    std::optional<SweepQuantity> quantity;
    if (kind == u"sweeps") {
        if (argument.isEmpty() || argument == u"bandwidth" || argument == u"busbw")
            quantity = SweepQuantity::Bandwidth;
        else if (argument == u"algbw")
            quantity = SweepQuantity::AlgorithmBandwidth;
        else if (argument == u"latency")
            quantity = SweepQuantity::Latency;
        else
            return fail(Tr::tr("sweeps:%1: choose bandwidth, algbw or latency").arg(argument));
    }
    ExportPagePtr page;
    QString firstError;
    for (const Machine* machine : { source.host, source.guest }) {
        if (!machine || page)
            continue;
        ExportHeader header = exportHeader(source, machine == source.guest ? ExportView::Guest : ExportView::Host);
        if (header.details.size() > 1)
            header.details.removeFirst(); // the machine is named on the run's own line
        Result<ExportPagePtr> made = quantity ? makeSweepExportPage(*machine, *quantity, {}, header, source.theme())
                                              : makeHeatmapExportPage(*machine, argument, header, source.theme(),
                                                  request.transparent && request.format == ExportFormat::Png);
        if (made)
            page = *made;
        else if (firstError.isEmpty())
            firstError = made.error();
    }
    if (!page && !quantity && (source.host || source.guest))
        return fail(noHeatmapMatrixError({ source.host, source.guest }, argument));
    if (!page)
        return fail(firstError.isEmpty() ? Tr::tr("the snapshot has no machine") : firstError);
    DocumentInfo info;
    info.title = page->title().isEmpty() ? kind : page->title() + u" \u2014 " + kind;
    info.created = source.snapshot() ? source.snapshot()->createdAt : QDateTime();
    RenderedExport out;
    switch (request.format) {
    case ExportFormat::Svg:
        out.data = renderSvg(*page, info);
        break;
    case ExportFormat::Png:
        out.image = renderImage(*page, request.dpi);
        if (out.image.isNull())
            return fail(Tr::tr("the picture would be too large at %1 dpi; choose a lower resolution").arg(request.dpi));
        break;
    case ExportFormat::Pdf:
        out.data = renderPdf({ page }, info);
        break;
    case ExportFormat::Dot:
        return fail(Tr::tr("the %1 view has no DOT form; use svg, png or pdf").arg(kind));
    }
    return out;
}

} // namespace Topo::Ui
