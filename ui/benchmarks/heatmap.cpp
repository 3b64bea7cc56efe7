// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks/heatmap.h"

#include "analyze/benchmarkmatch.h"
#include "analyze/paths.h"
#include "export/exportpage.h"
#include "topology/palette.h"
#include "topology/topologyscene.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace Topo::Ui {

// --- colour maps ------------------------------------------------------------------------------

QColor viridisColor(double t)
{
    // Polynomial fit of matplotlib's viridis (Matt Zucker, CC0), evaluated by Horner's rule.
    static constexpr double c[7][3] = {
        { 0.2777273272234177, 0.005407344544966578, 0.3340998053353061 },
        { 0.1050930431085774, 1.404613529898575, 1.384590162594685 },
        { -0.3308618287255563, 0.214847559468213, 0.09509516302823659 },
        { -4.634230498983486, -5.799100973351585, -19.33244095627987 },
        { 6.228269936347081, 14.17993336680509, 56.69055260068105 },
        { 4.776384997670288, -13.74514537774601, -65.35303263337234 },
        { -5.435455855934631, 4.645852612178535, 26.3124352495832 },
    };
    t = std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0);
    double rgb[3];
    for (int k = 0; k < 3; ++k) {
        double v = c[6][k];
        for (int i = 5; i >= 0; --i)
            v = v * t + c[i][k];
        rgb[k] = std::clamp(v, 0.0, 1.0);
    }
    return QColor::fromRgbF(float(rgb[0]), float(rgb[1]), float(rgb[2]));
}

QColor divergingColor(double t)
{
    // ColorBrewer RdBu without its two darkest ends, which would swallow the cell text.
    static const QColor stops[] = { QColor(0xB2, 0x18, 0x2B), QColor(0xD6, 0x60, 0x4D), QColor(0xF4, 0xA5, 0x82),
        QColor(0xFD, 0xDB, 0xC7), QColor(0xF7, 0xF7, 0xF7), QColor(0xD1, 0xE5, 0xF0), QColor(0x92, 0xC5, 0xDE),
        QColor(0x43, 0x93, 0xC3), QColor(0x21, 0x66, 0xAC) };
    constexpr int last = int(std::size(stops)) - 1;
    t = std::clamp(std::isfinite(t) ? t : 0.0, -1.0, 1.0);
    const double x = (t + 1) / 2 * last;
    const int i = std::min(int(x), last - 1);
    const double f = x - i;
    const QColor& a = stops[i];
    const QColor& b = stops[i + 1];
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f), float(a.greenF() + (b.greenF() - a.greenF()) * f),
        float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

// --- scale ------------------------------------------------------------------------------------

double HeatmapScale::position(double value) const
{
    if (kind == Kind::Ratio) {
        if (!(value > 0) || !(maximum > 1))
            return 0.5;
        return std::clamp((std::log(value) / std::log(maximum) + 1) / 2, 0.0, 1.0);
    }
    if (!(maximum > minimum))
        return 0.5;
    return std::clamp((value - minimum) / (maximum - minimum), 0.0, 1.0);
}

QColor HeatmapScale::colorFor(double value) const
{
    const double p = position(value);
    const bool lowerIsBetter = direction == MetricDirection::LowerIsBetter;
    if (kind == Kind::Ratio)
        return divergingColor((lowerIsBetter ? 1 - p : p) * 2 - 1);
    return viridisColor(lowerIsBetter ? 1 - p : p);
}

QString HeatmapScale::caption() const
{
    if (kind == Kind::Ratio) {
        switch (direction) {
        case MetricDirection::HigherIsBetter:
            return HeatmapModel::tr("B / A \u00b7 blue: B higher (better) \u00b7 red: B lower (worse)");
        case MetricDirection::LowerIsBetter:
            return HeatmapModel::tr("B / A \u00b7 blue: B lower (better) \u00b7 red: B higher (worse)");
        case MetricDirection::Neutral:
            break;
        }
        return HeatmapModel::tr("B / A");
    }
    switch (direction) {
    case MetricDirection::HigherIsBetter:
        return HeatmapModel::tr("%1 \u00b7 higher is better (brighter)").arg(unit);
    case MetricDirection::LowerIsBetter:
        return HeatmapModel::tr("%1 \u00b7 lower is better (brighter)").arg(unit);
    case MetricDirection::Neutral:
        break;
    }
    return unit;
}

// --- model ------------------------------------------------------------------------------------

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

/// Three significant digits at least, no more decimals than that needs: 1502, 275, 21.6, 2.61, 0.002.
QString formatValue(double value, const QString& unit)
{
    const QLocale locale;
    const double magnitude = std::abs(value);
    int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
    if (value == 0 || (unit.isEmpty() && value == std::round(value)))
        decimals = 0;
    return locale.toString(value, 'f', decimals);
}

QString formatRatio(double ratio)
{
    return QLocale().toString(ratio, 'f', ratio >= 10 ? 1 : 2) + u'\u00d7';
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
    return machineRoleTitle(machine.role) + u' ' + machine.label + u" \u00b7 " + benchmarkToolName(run.tool)
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
    endResetModel();
}

void HeatmapModel::setMatrix(const Machine& machine, const BenchmarkRun& run, const BenchmarkMatrix& matrix)
{
    beginResetModel();
    m_cells.clear();
    m_rowHeaders.clear();
    m_columnHeaders.clear();
    m_rowHeaderTips.clear();
    m_columnHeaderTips.clear();
    m_title = matrix.title.isEmpty() ? matrix.metric : matrix.title;
    m_unit = matrix.unit;
    m_corner = matrix.unit;
    m_scale = {};
    m_scale.kind = HeatmapScale::Kind::Sequential;
    m_scale.direction = metricDirection(matrix);
    m_scale.unit = matrix.unit;
    m_outliers = findBandwidthOutliers(machine, run, matrix);

    for (const MatrixAxisEntry& r : matrix.rows) {
        m_rowHeaders << axisHeader(r);
        m_rowHeaderTips << axisHeaderTip(run, r);
    }
    for (const MatrixAxisEntry& c : matrix.columns) {
        m_columnHeaders << axisHeader(c);
        m_columnHeaderTips << axisHeaderTip(run, c);
    }
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
            cell.text = cell.value ? formatValue(*cell.value, matrix.unit) : tr("N/A");
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
    m_cells.clear();
    m_rowHeaders.clear();
    m_columnHeaders.clear();
    m_rowHeaderTips.clear();
    m_columnHeaderTips.clear();
    m_outliers.clear();
    m_title = tr("B / A: %1 / %2").arg(b.title.isEmpty() ? b.metric : b.title, a.title.isEmpty() ? a.metric : a.title);
    m_unit = a.unit;
    m_corner = tr("B / A");
    m_scale = {};
    m_scale.kind = HeatmapScale::Kind::Ratio;
    m_scale.direction = metricDirection(a);
    m_scale.unit = a.unit;
    for (const MatrixAxisEntry& r : a.rows) {
        m_rowHeaders << axisHeader(r);
        m_rowHeaderTips << axisHeaderTip(runA, r);
    }
    for (const MatrixAxisEntry& c : a.columns) {
        m_columnHeaders << axisHeader(c);
        m_columnHeaderTips << axisHeaderTip(runA, c);
    }
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
            cell.text = cell.value ? formatRatio(*cell.value) : tr("N/A");
            const auto side = [&](const std::optional<double>& v) {
                return v ? esc(withUnit(formatValue(*v, a.unit), a.unit)) : tr("N/A");
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
        return cell.toolTip;
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
        return orientation == Qt::Horizontal ? m_columnHeaderTips.value(section) : m_rowHeaderTips.value(section);
    return {};
}

// --- style ------------------------------------------------------------------------------------

namespace {
QColor blend(const QColor& a, const QColor& b, double f)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f), float(a.greenF() + (b.greenF() - a.greenF()) * f),
        float(a.blueF() + (b.blueF() - a.blueF()) * f));
}
} // namespace

HeatmapStyle HeatmapStyle::fromPalette(const QPalette& palette, const QFont& font)
{
    HeatmapStyle s;
    s.background = palette.color(QPalette::Window);
    s.text = palette.color(QPalette::WindowText);
    s.mutedText = blend(s.background, s.text, 0.62);
    s.grid = blend(s.background, s.text, 0.2);
    s.neutralFill = blend(s.background, s.text, 0.07);
    s.notAvailableFill = blend(s.background, s.text, 0.1);
    s.notAvailableHatch = blend(s.background, s.text, 0.32);
    const bool dark = s.background.lightnessF() < 0.5;
    s.flag = dark ? QColor(0xF8, 0x51, 0x49) : QColor(0xCF, 0x22, 0x2E);
    s.hover = s.text;
    s.cellFont = font;
    s.headerFont = font;
    s.headerFont.setBold(true);
    s.smallFont = font;
    s.smallFont.setPointSizeF(font.pointSizeF() * 0.92);
    return s;
}

HeatmapStyle HeatmapStyle::fromTheme(const SceneTheme& theme)
{
    HeatmapStyle s;
    s.background = theme.background;
    s.text = theme.text;
    s.mutedText = theme.mutedText;
    s.grid = blend(theme.background, theme.text, 0.2);
    s.neutralFill = blend(theme.background, theme.text, 0.07);
    s.notAvailableFill = blend(theme.background, theme.text, 0.1);
    s.notAvailableHatch = blend(theme.background, theme.text, 0.32);
    s.flag = theme.warning;
    s.hover = theme.text;
    s.cellFont = exportFont(9);
    s.headerFont = exportFont(9, true);
    s.smallFont = exportFont(8);
    return s;
}

// --- painter ----------------------------------------------------------------------------------

namespace {
constexpr qreal legendGapBelow = 14;
constexpr qreal legendGapBeside = 28;
constexpr qreal legendBarWidth = 200;
constexpr qreal legendBarHeight = 12;
constexpr qreal maxCellGrowth = 2.0;
} // namespace

HeatmapPainter::HeatmapPainter(const HeatmapModel* model, HeatmapStyle style)
    : m_model(model)
    , m_style(std::move(style))
{
}

QSizeF HeatmapPainter::naturalCell() const
{
    const QFontMetricsF metrics(m_style.cellFont);
    qreal width = metrics.horizontalAdvance(QStringLiteral("0000.0"));
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c)
            width = std::max(width, metrics.horizontalAdvance(m_model->cell(r, c).text));
    }
    const QFontMetricsF header(m_style.headerFont);
    for (int c = 0; c < m_model->columnCount(); ++c)
        width = std::max(width, header.horizontalAdvance(m_model->headerText(Qt::Horizontal, c)));
    return { std::max(width + 16, 58.0), std::max(metrics.height() + 16, 32.0) };
}

qreal HeatmapPainter::rowHeaderWidth() const
{
    const QFontMetricsF header(m_style.headerFont);
    const QFontMetricsF small(m_style.smallFont);
    qreal width = small.horizontalAdvance(m_model->cornerText());
    for (int r = 0; r < m_model->rowCount(); ++r)
        width = std::max(width, header.horizontalAdvance(m_model->headerText(Qt::Vertical, r)));
    return width + 14;
}

qreal HeatmapPainter::columnHeaderHeight() const
{
    return QFontMetricsF(m_style.headerFont).height() + 10;
}

QStringList HeatmapPainter::swatchTexts() const
{
    QStringList texts;
    if (m_model->hasNotAvailable())
        texts << HeatmapModel::tr("N/A: not measured or not printed");
    if (m_model->hasDiagonal())
        texts << HeatmapModel::tr("same GPU: local copy, off the scale");
    if (!m_model->outliers().isEmpty())
        texts << HeatmapModel::tr("outlined: more than %1\u00d7 below the best pair of its class")
                     .arg(QLocale().toString(defaultOutlierFactor, 'f', 1));
    return texts;
}

QSizeF HeatmapPainter::legendSize() const
{
    // Stacked: the bar with its ends, the caption, then one line per swatch.
    const QFontMetricsF small(m_style.smallFont);
    const HeatmapScale& scale = m_model->scale();
    const QStringList swatches = swatchTexts();
    qreal width = legendBarWidth + 2 * small.horizontalAdvance(QStringLiteral("0000.00\u00d7")) + 12;
    width = std::max(width, small.horizontalAdvance(scale.caption()) + 4);
    for (const QString& text : swatches)
        width = std::max(width, 18 + 5 + small.horizontalAdvance(text) + 4);
    const qreal height = std::max(legendBarHeight, small.height()) + 4 + small.height()
        + (swatches.isEmpty() ? 0 : 8 + swatches.size() * (small.height() + 3));
    return { width, height };
}

QSizeF HeatmapPainter::naturalSize(bool legendBeside) const
{
    if (m_model->isEmpty())
        return {};
    const QSizeF cell = naturalCell();
    const QSizeF legend = legendSize();
    const qreal gridWidth = rowHeaderWidth() + cell.width() * m_model->columnCount();
    const qreal gridHeight = columnHeaderHeight() + cell.height() * m_model->rowCount();
    if (legendBeside)
        return { gridWidth + legendGapBeside + legend.width(), std::max(gridHeight, columnHeaderHeight() + legend.height()) };
    return { std::max(gridWidth, legend.width()), gridHeight + legendGapBelow + legend.height() };
}

HeatmapPainter::Geometry HeatmapPainter::layout(const QRectF& target) const
{
    Geometry g;
    if (m_model->isEmpty())
        return g;
    const QSizeF natural = naturalCell();
    const QSizeF legend = legendSize();
    const qreal headerWidth = rowHeaderWidth();
    const qreal headerHeight = columnHeaderHeight();
    const int columns = m_model->columnCount();
    const int rows = m_model->rowCount();
    // The legend goes beside the grid when the width allows (small matrices, wide windows),
    // else below it.
    g.legendBeside = target.width() >= naturalSize(true).width();
    const qreal freeWidth = target.width() - headerWidth - (g.legendBeside ? legendGapBeside + legend.width() : 0);
    const qreal freeHeight = target.height() - headerHeight - (g.legendBeside ? 0 : legendGapBelow + legend.height());
    const qreal growth = std::clamp(std::min(freeWidth / (natural.width() * columns), freeHeight / (natural.height() * rows)), 1.0,
        maxCellGrowth);
    g.cell = natural * growth;
    const QPointF origin = target.topLeft() + QPointF(headerWidth, headerHeight);
    g.grid = QRectF(origin, QSizeF(g.cell.width() * columns, g.cell.height() * rows));
    g.rowHeaders = QRectF(target.left(), g.grid.top(), headerWidth, g.grid.height());
    g.columnHeaders = QRectF(g.grid.left(), target.top(), g.grid.width(), headerHeight);
    g.legend = g.legendBeside ? QRectF(QPointF(g.grid.right() + legendGapBeside, g.grid.top()), legend)
                              : QRectF(QPointF(target.left(), g.grid.bottom() + legendGapBelow), legend);
    return g;
}

QPoint HeatmapPainter::cellAt(const Geometry& geometry, const QPointF& point)
{
    if (!geometry.grid.contains(point) || geometry.cell.isEmpty())
        return { -1, -1 };
    return { int((point.x() - geometry.grid.left()) / geometry.cell.width()),
        int((point.y() - geometry.grid.top()) / geometry.cell.height()) };
}

void HeatmapPainter::paint(QPainter* painter, const Geometry& g, int hoverRow, int hoverColumn) const
{
    if (m_model->isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF headerMetrics(m_style.headerFont);

    // Corner: the unit (or B / A), so the numbers in the cells need none.
    painter->setFont(m_style.smallFont);
    painter->setPen(m_style.mutedText);
    painter->drawText(QRectF(g.rowHeaders.left(), g.columnHeaders.top(), g.rowHeaders.width() - 8, g.columnHeaders.height()),
        Qt::AlignRight | Qt::AlignVCenter, m_model->cornerText());

    for (int c = 0; c < m_model->columnCount(); ++c) {
        QFont font = m_style.headerFont;
        font.setUnderline(c == hoverColumn);
        painter->setFont(font);
        painter->setPen(m_style.text);
        const QRectF rect(g.grid.left() + c * g.cell.width(), g.columnHeaders.top(), g.cell.width(), g.columnHeaders.height());
        painter->drawText(rect, Qt::AlignCenter,
            headerMetrics.elidedText(m_model->headerText(Qt::Horizontal, c), Qt::ElideRight, g.cell.width() - 4));
    }
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QFont font = m_style.headerFont;
        font.setUnderline(r == hoverRow);
        painter->setFont(font);
        painter->setPen(m_style.text);
        const QRectF rect(g.rowHeaders.left(), g.grid.top() + r * g.cell.height(), g.rowHeaders.width() - 8, g.cell.height());
        painter->drawText(rect, Qt::AlignRight | Qt::AlignVCenter,
            headerMetrics.elidedText(m_model->headerText(Qt::Vertical, r), Qt::ElideRight, rect.width()));
    }

    painter->setFont(m_style.cellFont);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c) {
            const HeatmapCell& cell = m_model->cell(r, c);
            const QRectF outer(g.grid.left() + c * g.cell.width(), g.grid.top() + r * g.cell.height(), g.cell.width(), g.cell.height());
            const QRectF rect = outer.adjusted(1, 1, -1, -1); // a hairline gap of background between cells
            QColor textColor = m_style.text;
            if (!cell.value) {
                painter->fillRect(rect, m_style.notAvailableFill);
                painter->fillRect(rect, QBrush(m_style.notAvailableHatch, Qt::BDiagPattern));
                textColor = m_style.mutedText;
            } else if (cell.color.isValid()) {
                painter->fillRect(rect, cell.color);
                textColor = textColorOn(cell.color);
            } else {
                painter->fillRect(rect, m_style.neutralFill);
                textColor = m_style.mutedText;
            }
            if (cell.flagged) {
                painter->setPen(QPen(m_style.flag, 3));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5));
            }
            if (r == hoverRow && c == hoverColumn) {
                painter->setPen(QPen(m_style.hover, 2, Qt::DotLine));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(outer.adjusted(0.5, 0.5, -0.5, -0.5));
            }
            painter->setPen(textColor);
            if (!cell.value) {
                // Keep the text readable over the hatching.
                const QFontMetricsF metrics(m_style.cellFont);
                const QSizeF textSize(metrics.horizontalAdvance(cell.text) + 8, metrics.height() + 2);
                const QRectF box(rect.center() - QPointF(textSize.width() / 2, textSize.height() / 2), textSize);
                painter->fillRect(box, m_style.notAvailableFill);
            }
            painter->drawText(rect, Qt::AlignCenter, cell.text);
        }
    }
    paintLegend(painter, g.legend);
    painter->restore();
}

void HeatmapPainter::paintLegend(QPainter* painter, const QRectF& rect) const
{
    const HeatmapScale& scale = m_model->scale();
    const QFontMetricsF small(m_style.smallFont);
    painter->setFont(m_style.smallFont);
    qreal x = rect.left();
    const qreal lineHeight = std::max(legendBarHeight, small.height());
    const qreal barTop = rect.top() + (lineHeight - legendBarHeight) / 2;

    const auto label = [&](const QString& text, qreal left, qreal top, const QColor& color) {
        painter->setPen(color);
        const qreal width = small.horizontalAdvance(text);
        painter->drawText(QRectF(left, top, width + 2, small.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
        return width;
    };
    if (scale.isValid() && (scale.maximum > 0 || scale.minimum < 0)) {
        const bool ratio = scale.kind == HeatmapScale::Kind::Ratio;
        const QString low = ratio ? formatRatio(scale.minimum) : formatValue(scale.minimum, scale.unit);
        const QString high = ratio ? formatRatio(scale.maximum) : formatValue(scale.maximum, scale.unit);
        x += label(low, x, rect.top() + (lineHeight - small.height()) / 2, m_style.text) + 6;
        const QRectF bar(x, barTop, legendBarWidth, legendBarHeight);
        // The bar is the colour map itself, sampled per pixel column, left = low value.
        for (int i = 0; i < int(legendBarWidth); ++i) {
            const double p = (i + 0.5) / legendBarWidth;
            const double value = ratio ? std::exp((p * 2 - 1) * std::log(scale.maximum))
                                       : scale.minimum + p * (scale.maximum - scale.minimum);
            painter->fillRect(QRectF(bar.left() + i, bar.top(), 1.0, bar.height()), scale.colorFor(value));
        }
        painter->setPen(QPen(m_style.grid, 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(bar);
        if (ratio) {
            painter->setPen(QPen(m_style.text, 1));
            painter->drawLine(QPointF(bar.center().x(), bar.top() - 2), QPointF(bar.center().x(), bar.bottom() + 2));
        }
        x = bar.right() + 6;
        x += label(high, x, rect.top() + (lineHeight - small.height()) / 2, m_style.text) + 14;
        label(scale.caption(), rect.left(), rect.top() + lineHeight + 4, m_style.mutedText);
    }

    // Swatches for what is not on the scale, only those that occur.
    const qreal sx = rect.left();
    const qreal sy = rect.top() + lineHeight + 4 + small.height() + 8;
    const QSizeF swatch(18, small.height() - 2);
    qreal y = sy;
    const auto item = [&](const QString& text, auto paintSwatch) {
        const QRectF box(sx, y + 1, swatch.width(), swatch.height());
        paintSwatch(box);
        label(text, sx + swatch.width() + 5, y, m_style.mutedText);
        y += small.height() + 3;
    };
    const QStringList texts = swatchTexts();
    int next = 0;
    if (m_model->hasNotAvailable()) {
        item(texts.value(next++), [&](const QRectF& box) {
            painter->fillRect(box, m_style.notAvailableFill);
            painter->fillRect(box, QBrush(m_style.notAvailableHatch, Qt::BDiagPattern));
        });
    }
    if (m_model->hasDiagonal()) {
        item(texts.value(next++), [&](const QRectF& box) { painter->fillRect(box, m_style.neutralFill); });
    }
    if (!m_model->outliers().isEmpty()) {
        item(texts.value(next++), [&](const QRectF& box) {
                painter->setPen(QPen(m_style.flag, 2.5));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(box.adjusted(1, 1, -1, -1));
            });
    }
}

// --- widget -----------------------------------------------------------------------------------

HeatmapWidget::HeatmapWidget(HeatmapModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_hoverRow = m_hoverColumn = -1;
        updateGeometry();
        update();
    });
}

HeatmapPainter HeatmapWidget::heatmapPainter() const
{
    return HeatmapPainter(m_model, HeatmapStyle::fromPalette(palette(), font()));
}

HeatmapPainter::Geometry HeatmapWidget::heatmapGeometry() const
{
    return heatmapPainter().layout(QRectF(rect()).adjusted(8, 8, -8, -8));
}

QSize HeatmapWidget::sizeHint() const
{
    return (heatmapPainter().naturalSize(true) + QSizeF(16, 16)).toSize().expandedTo(QSize(200, 120));
}

QSize HeatmapWidget::minimumSizeHint() const
{
    // As narrow as the legend-below arrangement; heightForWidth() says how tall that is.
    const HeatmapPainter heatmap = heatmapPainter();
    const QSizeF below = heatmap.naturalSize(false);
    const QSizeF beside = heatmap.naturalSize(true);
    return QSize(int(std::ceil(std::min(below.width(), beside.width()))) + 16, int(std::ceil(std::min(below.height(), beside.height()))) + 16)
        .expandedTo(QSize(200, 120));
}

int HeatmapWidget::heightForWidth(int width) const
{
    const HeatmapPainter heatmap = heatmapPainter();
    const bool beside = width - 16 >= heatmap.naturalSize(true).width();
    return std::max(120, int(std::ceil(heatmap.naturalSize(beside).height())) + 16);
}

QRectF HeatmapWidget::cellRect(int row, int column) const
{
    const HeatmapPainter::Geometry g = heatmapGeometry();
    return { g.grid.left() + column * g.cell.width(), g.grid.top() + row * g.cell.height(), g.cell.width(), g.cell.height() };
}

QString HeatmapWidget::toolTipAt(const QPoint& position) const
{
    const QPoint cell = HeatmapPainter::cellAt(heatmapGeometry(), position);
    if (cell.x() < 0)
        return {};
    return m_model->cell(cell.y(), cell.x()).toolTip;
}

bool HeatmapWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPoint cell = HeatmapPainter::cellAt(heatmapGeometry(), help->pos());
        if (cell.x() < 0)
            QToolTip::hideText();
        else // the tip stays while the mouse is in the cell
            QToolTip::showText(help->globalPos(), m_model->cell(cell.y(), cell.x()).toolTip, this,
                cellRect(cell.y(), cell.x()).toAlignedRect());
        return true;
    }
    return QWidget::event(event);
}

void HeatmapWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const HeatmapPainter heatmap = heatmapPainter();
    heatmap.paint(&p, heatmap.layout(QRectF(rect()).adjusted(8, 8, -8, -8)), m_hoverRow, m_hoverColumn);
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint cell = HeatmapPainter::cellAt(heatmapGeometry(), event->position());
    if (cell.y() != m_hoverRow || cell.x() != m_hoverColumn) {
        m_hoverRow = cell.y();
        m_hoverColumn = cell.x();
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void HeatmapWidget::leaveEvent(QEvent* event)
{
    m_hoverRow = m_hoverColumn = -1;
    update();
    QWidget::leaveEvent(event);
}

} // namespace Topo::Ui
