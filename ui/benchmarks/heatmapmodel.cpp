// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks/heatmapmodel.h"

#include "analyze/match/benchmarkgpus.h"
#include "analyze/pcipath.h"
#include "topology/scenetheme.h"
#include "widgets/inerttooltip.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString withUnit(const QString& number, const QString& unit)
{
    return unit.isEmpty() ? number : number + u'\u202f' + unit;
}

QString axisHeader(const MatrixAxisEntry& axis)
{
    return axis.gpu >= 0 ? QStringLiteral("GPU%1").arg(axis.gpu) : axis.label;
}

QString axisHeaderTip(const BenchmarkRun& run, const MatrixAxisEntry& axis)
{
    if (axis.gpu < 0)
        return axis.label;
    const BenchmarkGpu* g = run.gpu(axis.gpu);
    if (!g)
        return axisHeader(axis);
    QString tip = axisHeader(axis) + u": " + g->name;
    if (!g->busIdAsPrinted.isEmpty())
        tip += u'\n' + g->busIdAsPrinted;
    return tip;
}

QString evidenceText(const BenchmarkGpuMatch& match)
{
    switch (match.evidence) {
    case BenchmarkGpuMatch::Evidence::BusId:
        return HeatmapModel::tr("matched by PCI address");
    case BenchmarkGpuMatch::Evidence::BusIdNoDomain:
        return HeatmapModel::tr("matched by bus:device (the domain differs or was not printed)");
    case BenchmarkGpuMatch::Evidence::Index:
        return HeatmapModel::tr("<b>assumed</b>: %1").arg(esc(match.detail));
    }
    return {};
}

/// One side of a pair: the run's GPU, and which of the machine's GPUs it is.
QString describeSide(const QString& role, const Machine& machine, const BenchmarkRun& run, const MatrixAxisEntry& axis)
{
    if (axis.gpu < 0) {
        return HeatmapModel::tr("%1 <b>%2</b>: host memory or all GPUs, not one GPU").arg(role, esc(axis.label));
    }
    QString text = HeatmapModel::tr("%1 <b>GPU%2</b> of the run").arg(role).arg(axis.gpu);
    if (const BenchmarkGpu* g = run.gpu(axis.gpu)) {
        if (!g->name.isEmpty())
            text += u", " + esc(g->name);
        if (!g->busIdAsPrinted.isEmpty())
            text += HeatmapModel::tr(", printed bus id %1").arg(esc(g->busIdAsPrinted));
    }
    const std::optional<BenchmarkGpuMatch> match = matchBenchmarkGpu(machine, run, axis.gpu);
    if (!match)
        return text + u"<br/>&nbsp;&nbsp;" + HeatmapModel::tr("not matched to a GPU of %1").arg(esc(machine.label));
    const Gpu* g = machine.gpu(match->machineGpu);
    QString machineGpu = QStringLiteral("GPU%1").arg(match->machineGpu);
    if (g) {
        QStringList parts;
        if (!g->name.isEmpty())
            parts << esc(g->name);
        if (g->bdf)
            parts << g->bdf->toString();
        if (!parts.isEmpty())
            machineGpu += u" (" + parts.join(QStringLiteral(", ")) + u')';
    }
    return text + u"<br/>&nbsp;&nbsp;= " + HeatmapModel::tr("%1's %2, %3").arg(esc(machine.label), machineGpu, evidenceText(*match));
}

/// The connection class and nvidia-smi's P2P status of a machine's GPU pair, as tooltip lines.
QStringList describeConnection(const Machine& machine, std::optional<int> a, std::optional<int> b)
{
    if (!a || !b)
        return { HeatmapModel::tr("Connection: unknown (not both GPUs matched to this machine)") };
    if (*a == *b)
        return { HeatmapModel::tr("Connection: the same GPU of %1").arg(esc(machine.label)) };
    const LinkClassCell cell = gpuPairClass(machine, *a, *b);
    QStringList lines;
    if (cell.linkClass == LinkClass::Unknown) {
        lines << HeatmapModel::tr("Connection: unknown (no nvidia-smi topo -m and no PCI tree places both)");
    } else {
        // gpuPairClass() prefers nvidia-smi's printed class; say which source this one is.
        bool printed = false;
        if (machine.topo) {
            const int row = machine.topo->matrix.indexOf(QStringLiteral("GPU%1").arg(*a));
            const int column = machine.topo->matrix.indexOf(QStringLiteral("GPU%1").arg(*b));
            printed = row >= 0 && column >= 0 && machine.topo->linkClass(row, column).linkClass != LinkClass::Unknown;
        }
        const QColor chip = linkClassColor(cell.linkClass);
        lines << HeatmapModel::tr("Connection: <span style='background:%1;color:%2'>&nbsp;%3&nbsp;</span> %4 (%5)")
                     .arg(chip.name(), textColorOn(chip).name(), esc(cell.toString()), esc(linkClassDescription(cell.linkClass)),
                         printed ? HeatmapModel::tr("nvidia-smi topo -m") : HeatmapModel::tr("derived from the PCI tree"));
    }
    QStringList p2p;
    for (P2pCapability capability : { P2pCapability::Read, P2pCapability::Write }) {
        if (const std::optional<P2pStatus> status = machine.p2pStatus(*a, *b, capability)) {
            p2p << HeatmapModel::tr("%1 %2").arg(esc(p2pCapabilityName(capability)), esc(p2pStatusCode(*status)))
                    + (*status == P2pStatus::Ok ? QString() : u" (" + esc(p2pStatusDescription(*status)) + u')');
        }
    }
    lines << (p2p.isEmpty() ? HeatmapModel::tr("P2P status: not collected (nvidia-smi topo -p2p)")
                            : HeatmapModel::tr("P2P status (nvidia-smi): %1").arg(p2p.join(QStringLiteral(", "))));
    return lines;
}

int rowWithLabel(const BenchmarkMatrix& matrix, const MatrixAxisEntry& entry, bool columns)
{
    const QList<MatrixAxisEntry>& axis = columns ? matrix.columns : matrix.rows;
    for (int i = 0; i < axis.size(); ++i) {
        if (entry.gpu >= 0 ? axis[i].gpu == entry.gpu : (axis[i].gpu < 0 && axis[i].label == entry.label))
            return i;
    }
    return -1;
}

QString machineRunCaption(const Machine& machine, const BenchmarkRun& run)
{
    return machineRoleTitle(machine.role) + u' ' + machine.label + u" \u00b7 " + run.toolDisplayName()
        + (run.captureId.isEmpty() ? QString() : u" (" + run.captureId + u')');
}

} // namespace

HeatmapModel::HeatmapModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void HeatmapModel::clear()
{
    beginResetModel();
    clearContents();
    endResetModel();
}

void HeatmapModel::clearContents()
{
    m_cells.clear();
    m_rowHeaders.clear();
    m_columnHeaders.clear();
    m_rowHeaderTips.clear();
    m_columnHeaderTips.clear();
    m_scale = {};
    m_title.clear();
    m_corner.clear();
    m_unit.clear();
    m_outliers.clear();
}

void HeatmapModel::setAxisHeaders(const BenchmarkRun& run, const BenchmarkMatrix& matrix)
{
    for (const MatrixAxisEntry& r : matrix.rows) {
        m_rowHeaders << axisHeader(r);
        m_rowHeaderTips << axisHeaderTip(run, r);
    }
    for (const MatrixAxisEntry& c : matrix.columns) {
        m_columnHeaders << axisHeader(c);
        m_columnHeaderTips << axisHeaderTip(run, c);
    }
}

void HeatmapModel::setMatrix(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix)
{
    beginResetModel();
    clearContents();
    m_title = matrix.title.isEmpty() ? matrix.metric : matrix.title;
    m_unit = matrix.unit;
    m_corner = matrix.unit;
    m_scale.kind = HeatmapScale::Kind::Sequential;
    m_scale.direction = metricDirection(matrix);
    m_scale.unit = matrix.unit;
    m_outliers = findBandwidthOutliers(machine, run, matrix);
    setAxisHeaders(run, matrix);
    QList<std::optional<int>> rowGpus;
    QList<std::optional<int>> columnGpus;
    for (const MatrixAxisEntry& r : matrix.rows)
        rowGpus << (r.gpu >= 0 ? gpuIndexForRun(machine, run, r.gpu) : std::nullopt);
    for (const MatrixAxisEntry& c : matrix.columns)
        columnGpus << (c.gpu >= 0 ? gpuIndexForRun(machine, run, c.gpu) : std::nullopt);

    for (int r = 0; r < matrix.rowCount(); ++r) {
        QList<HeatmapCell> row;
        for (int c = 0; c < matrix.columnCount(); ++c) {
            HeatmapCell cell;
            cell.value = matrix.cell(r, c);
            cell.diagonal = matrix.rows[r].gpu >= 0 && matrix.rows[r].gpu == matrix.columns[c].gpu;
            cell.text = cell.value ? formatHeatmapValue(*cell.value, matrix.unit) : tr("N/A");
            const BenchmarkOutlier* outlier = nullptr;
            for (const BenchmarkOutlier& o : std::as_const(m_outliers)) {
                if (o.pair.row == r && o.pair.column == c)
                    outlier = &o;
            }
            cell.flagged = outlier;

            QStringList tip;
            tip << tr("<b>%1 \u2192 %2</b>: %3")
                       .arg(esc(m_rowHeaders[r]), esc(m_columnHeaders[c]),
                           cell.value ? esc(withUnit(cell.text, matrix.unit)) : tr("N/A (not measured or not printed)"));
            tip << u"<i>" + esc(m_title) + u"</i>";
            tip << describeSide(tr("Row"), machine, run, matrix.rows[r]);
            tip << describeSide(tr("Column"), machine, run, matrix.columns[c]);
            if (matrix.rows[r].gpu >= 0 && matrix.columns[c].gpu >= 0)
                tip << describeConnection(machine, rowGpus[r], columnGpus[c]);
            if (cell.diagonal)
                tip << tr("A GPU with itself: copies within its own memory, not a link. Kept off the colour scale.");
            if (outlier) {
                tip << u"<span style='color:#cf222e'><b>" + tr("Outlier:") + u"</b> "
                        + esc(describeOutlier(*outlier, matrix.unit)) + u"</span>";
            }
            cell.toolTip = tip.join(QStringLiteral("<br/>"));
            row << cell;
        }
        m_cells << row;
    }
    finishScale();
    endResetModel();
}

void HeatmapModel::setRatio(const Machine& machineA, const BenchmarkRun& runA, const BenchmarkMatrix& a, const Machine& machineB,
    const BenchmarkRun& runB, const BenchmarkMatrix& b)
{
    beginResetModel();
    clearContents();
    m_title = tr("B / A: %1 / %2").arg(b.title.isEmpty() ? b.metric : b.title, a.title.isEmpty() ? a.metric : a.title);
    m_unit = a.unit;
    m_corner = tr("B / A");
    m_scale.kind = HeatmapScale::Kind::Ratio;
    m_scale.direction = metricDirection(a);
    m_scale.unit = a.unit;
    setAxisHeaders(runA, a);
    const QString captionA = machineRunCaption(machineA, runA);
    const QString captionB = machineRunCaption(machineB, runB);
    for (int r = 0; r < a.rowCount(); ++r) {
        const int rowB = rowWithLabel(b, a.rows[r], false);
        QList<HeatmapCell> row;
        for (int c = 0; c < a.columnCount(); ++c) {
            const int columnB = rowWithLabel(b, a.columns[c], true);
            HeatmapCell cell;
            cell.valueA = a.cell(r, c);
            cell.valueB = b.cell(rowB, columnB);
            cell.diagonal = a.rows[r].gpu >= 0 && a.rows[r].gpu == a.columns[c].gpu;
            if (cell.valueA && cell.valueB && *cell.valueA > 0 && *cell.valueB >= 0)
                cell.value = *cell.valueB / *cell.valueA;
            cell.text = cell.value ? formatHeatmapRatio(*cell.value) : tr("N/A");
            const auto side = [&](const std::optional<double>& v) {
                return v ? esc(withUnit(formatHeatmapValue(*v, a.unit), a.unit)) : tr("N/A");
            };
            QStringList tip;
            tip << tr("<b>%1 \u2192 %2</b>: B / A = %3")
                       .arg(esc(m_rowHeaders[r]), esc(m_columnHeaders[c]),
                           cell.value ? esc(cell.text) : tr("N/A (missing on one side, or A is 0)"));
            tip << tr("A: %1 \u2014 %2").arg(side(cell.valueA), esc(captionA));
            tip << tr("B: %1 \u2014 %2").arg(side(cell.valueB), esc(captionB));
            if (!cell.diagonal && a.rows[r].gpu >= 0 && a.columns[c].gpu >= 0) {
                const auto classOf = [](const Machine& m, const BenchmarkRun& run, int from, int to) {
                    const auto x = gpuIndexForRun(m, run, from);
                    const auto y = gpuIndexForRun(m, run, to);
                    return x && y ? gpuPairClass(m, *x, *y).toString() : tr("unknown");
                };
                tip << tr("Connection on A: %1 \u00b7 on B: %2")
                           .arg(esc(classOf(machineA, runA, a.rows[r].gpu, a.columns[c].gpu)),
                               esc(classOf(machineB, runB, a.rows[r].gpu, a.columns[c].gpu)));
            }
            if (cell.diagonal)
                tip << tr("A GPU with itself: copies within its own memory, not a link. Kept off the colour scale.");
            tip << tr("Cells of B are found by the same row and column labels (the runs' own GPU numbers).");
            cell.toolTip = tip.join(QStringLiteral("<br/>"));
            row << cell;
        }
        m_cells << row;
    }
    finishScale();
    endResetModel();
}

void HeatmapModel::finishScale()
{
    // The diagonal (a GPU copying within itself, ~1.5 TB/s next to 20-400 GB/s links) would
    // squash every link into one colour: the scale is made of the other cells when there are any.
    QList<double> onScale;
    QList<double> diagonal;
    for (const auto& row : std::as_const(m_cells)) {
        for (const HeatmapCell& cell : row) {
            if (cell.value && std::isfinite(*cell.value))
                (cell.diagonal ? diagonal : onScale) << *cell.value;
        }
    }
    const bool diagonalOnly = onScale.isEmpty();
    if (diagonalOnly)
        onScale = diagonal;
    if (onScale.isEmpty())
        return;
    if (m_scale.kind == HeatmapScale::Kind::Ratio) {
        double spread = 0;
        for (double v : std::as_const(onScale)) {
            if (v > 0)
                spread = std::max(spread, std::abs(std::log(v)));
        }
        // ±25 % at least, so that run-to-run noise stays pale instead of filling the scale.
        m_scale.maximum = std::max(std::exp(spread), 1.25);
        m_scale.minimum = 1 / m_scale.maximum;
    } else {
        m_scale.minimum = *std::min_element(onScale.begin(), onScale.end());
        m_scale.maximum = *std::max_element(onScale.begin(), onScale.end());
        // Bandwidth and time have a true zero: a scale from 0 keeps 387 and 389 GB/s the same
        // colour, where a min-max scale would paint 0.5 % of noise from purple to yellow.
        if (m_scale.direction != MetricDirection::Neutral && m_scale.minimum >= 0)
            m_scale.minimum = 0;
    }
    for (auto& row : m_cells) {
        for (HeatmapCell& cell : row) {
            if (cell.value && std::isfinite(*cell.value) && (!cell.diagonal || diagonalOnly))
                cell.color = m_scale.colorFor(*cell.value);
        }
    }
}

QString HeatmapModel::headerText(Qt::Orientation orientation, int section) const
{
    return orientation == Qt::Horizontal ? m_columnHeaders.value(section) : m_rowHeaders.value(section);
}

QStringList HeatmapModel::outlierLines() const
{
    QStringList lines;
    for (const BenchmarkOutlier& o : m_outliers)
        lines << describeOutlier(o, m_unit);
    return lines;
}

bool HeatmapModel::hasNotAvailable() const
{
    for (const auto& row : m_cells) {
        for (const HeatmapCell& cell : row) {
            if (!cell.value)
                return true;
        }
    }
    return false;
}

bool HeatmapModel::hasDiagonal() const
{
    for (const auto& row : m_cells) {
        for (const HeatmapCell& cell : row) {
            if (cell.diagonal && cell.value && !cell.color.isValid())
                return true;
        }
    }
    return false;
}

int HeatmapModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_cells.size());
}

int HeatmapModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || m_cells.isEmpty() ? 0 : int(m_cells.first().size());
}

QVariant HeatmapModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_cells.size() || index.column() >= m_cells[index.row()].size())
        return {};
    const HeatmapCell& cell = m_cells[index.row()][index.column()];
    switch (role) {
    case Qt::DisplayRole:
        return cell.text;
    case Qt::ToolTipRole:
        return cell.toolTip; // rich text already, every part from a run escaped
    case Qt::BackgroundRole:
        return cell.color.isValid() ? QVariant(cell.color) : QVariant();
    case Qt::ForegroundRole:
        return cell.color.isValid() ? QVariant(textColorOn(cell.color)) : QVariant();
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case ValueRole:
        return cell.value ? QVariant(*cell.value) : QVariant();
    case NotAvailableRole:
        return !cell.value;
    case DiagonalRole:
        return cell.diagonal;
    case FlaggedRole:
        return cell.flagged;
    default:
        return {};
    }
}

QVariant HeatmapModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::DisplayRole)
        return headerText(orientation, section);
    if (role == Qt::ToolTipRole)
        return inertToolTip(orientation == Qt::Horizontal ? m_columnHeaderTips.value(section) : m_rowHeaderTips.value(section));
    return {};
}

} // namespace Topo::Ui
