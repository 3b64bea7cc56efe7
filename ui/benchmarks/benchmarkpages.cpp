// SPDX-License-Identifier: GPL-3.0-or-later
// The Benchmarks tab's pages: the heatmap of one matrix, the ratio of two, the size sweeps;
// and what tests read back from them.
#include "benchmarks/benchmarkpanel.h"
#include "benchmarks/benchmarkpanel_p.h"

namespace Topo::Ui {

using namespace BenchmarkPanelDetail;

void BenchmarkPanel::showHeatmap()
{
    const int index = d->metricBox->currentIndex();
    const MatrixRef ref = index >= 0 && index < d->metricRefs.size() ? d->metricRefs[index] : MatrixRef {};
    const BenchmarkMatrix* matrix = d->matrix(ref);
    if (!matrix) {
        d->heatmap->clear();
        d->heatmapStack->setCurrentIndex(0);
        d->flags->clear();
        d->matrixTitle->clear();
        return;
    }
    d->heatmapStack->setCurrentIndex(1);
    const Machine& machine = d->machines[ref.machine];
    const BenchmarkRun& run = *d->run(ref);
    d->heatmap->setMatrix(machine, run, *matrix);
    d->matrixTitle->setText(matrixName(*matrix)
        + (matrix->testcase.isEmpty() || matrix->testcase == matrix->title ? QString() : u" \u2014 " + matrix->testcase));

    // Under the heatmap: what was compared and what stands out.
    QStringList lines;
    if (isBandwidthMatrix(*matrix)) {
        const QList<BenchmarkPairValue> pairs = classifyMatrixPairs(machine, run, *matrix);
        QMap<QString, QList<double>> byClass;
        bool assumed = false;
        int unknown = 0;
        for (const BenchmarkPairValue& p : pairs) {
            assumed = assumed || p.matchAssumed;
            if (p.pairClass.linkClass == LinkClass::Unknown)
                ++unknown;
            else
                byClass[p.pairClass.toString()] << p.value;
        }
        const QLocale locale;
        QStringList classes;
        for (auto it = byClass.cbegin(); it != byClass.cend(); ++it) {
            const auto [low, high] = std::minmax_element(it.value().begin(), it.value().end());
            classes << tr("%1: %n pair(s), %2\u2013%3 %4", "", int(it.value().size()))
                           .arg(esc(it.key()), locale.toString(*low, 'f', 1), locale.toString(*high, 'f', 1), esc(matrix->unit));
        }
        const QList<BenchmarkOutlier>& outliers = d->heatmap->outliers();
        if (!outliers.isEmpty()) {
            const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
            lines << u"<b style='color:" + QString::fromLatin1(dark ? "#f85149" : "#cf222e") + u"'>"
                    + tr("%n pair(s) deliver more than %1\u00d7 less than the best pair of the same connection class:", "", int(outliers.size()))
                          .arg(locale.toString(defaultOutlierFactor, 'f', 1))
                    + u"</b>";
            for (const QString& line : d->heatmap->outlierLines())
                lines << u"&nbsp;&nbsp;\u2022 " + esc(line);
        } else if (!byClass.isEmpty()) {
            lines << tr("No outliers: within each connection class every pair is within %1\u00d7 of the best.")
                         .arg(locale.toString(defaultOutlierFactor, 'f', 1));
        }
        if (!classes.isEmpty())
            lines << tr("Pairs by class: %1").arg(classes.join(QStringLiteral(" \u00b7 ")));
        if (unknown)
            lines << tr("%n pair(s) of unknown class (GPU not matched, or no nvidia-smi topo -m and no PCI tree) are not compared.", "", unknown);
        if (assumed)
            lines << tr("Some GPUs are matched to the machine by CUDA ordinal only (no usable bus id printed): assumed, see the tooltips.");
    } else if (metricDirection(*matrix) == MetricDirection::LowerIsBetter) {
        lines << tr("Latency: lower is better, so the colour map runs backwards (bright = fast). Outliers are flagged on bandwidth only.");
    }
    d->flags->setText(lines.join(QStringLiteral("<br/>")));
    d->flags->setVisible(!lines.isEmpty());
}

void BenchmarkPanel::fillComparisonChoices()
{
    d->updating = true;
    d->aBox->clear();
    d->bBox->clear();
    d->compareRefs.clear();
    for (int mi = 0; mi < d->machines.size(); ++mi) {
        const Machine& machine = d->machines[mi];
        for (int r = 0; r < machine.benchmarks.size(); ++r) {
            const BenchmarkRun& run = machine.benchmarks[r];
            for (int m = 0; m < run.matrices.size(); ++m) {
                d->compareRefs.append({ mi, r, m });
                const QString text = QStringLiteral("%1 \u00b7 %2 \u00b7 %3")
                                         .arg(machineText(d->snapshot.machines.value(mi)), run.captureId, matrixName(run.matrices[m]));
                d->aBox->addItem(text);
                d->bBox->addItem(text);
            }
        }
    }
    // A: the heatmap's matrix. B: the same metric in another run (any machine), else the same
    // unit in another run, else A itself (a ratio of 1 everywhere, with a hint to import more).
    const int metricIndex = d->metricBox->currentIndex();
    const MatrixRef a = metricIndex >= 0 && metricIndex < d->metricRefs.size() ? d->metricRefs[metricIndex]
        : d->compareRefs.isEmpty()                                             ? MatrixRef {}
                                                                               : d->compareRefs.first();
    const int aIndex = int(d->compareRefs.indexOf(a));
    int bIndex = -1;
    if (const BenchmarkMatrix* am = d->matrix(a)) {
        for (int pass = 0; pass < 2 && bIndex < 0; ++pass) {
            for (int i = 0; i < d->compareRefs.size() && bIndex < 0; ++i) {
                const MatrixRef& ref = d->compareRefs[i];
                const BenchmarkMatrix* bm = d->matrix(ref);
                const bool otherRun = ref.machine != a.machine || ref.run != a.run;
                if (otherRun && bm && (pass == 0 ? bm->metric == am->metric : bm->unit == am->unit))
                    bIndex = i;
            }
        }
    }
    d->aBox->setCurrentIndex(aIndex);
    d->bBox->setCurrentIndex(bIndex >= 0 ? bIndex : aIndex);
    d->updating = false;
    showComparison();
}

void BenchmarkPanel::showComparison()
{
    const int ai = d->aBox->currentIndex();
    const int bi = d->bBox->currentIndex();
    if (ai < 0 || bi < 0 || ai >= d->compareRefs.size() || bi >= d->compareRefs.size()) {
        d->ratio->clear();
        d->compareHint->setText(tr("Nothing to compare: import benchmark results first."));
        return;
    }
    const MatrixRef a = d->compareRefs[ai];
    const MatrixRef b = d->compareRefs[bi];
    const BenchmarkMatrix* am = d->matrix(a);
    const BenchmarkMatrix* bm = d->matrix(b);
    d->ratio->setRatio(d->machines[a.machine], *d->run(a), *am, d->machines[b.machine], *d->run(b), *bm);
    QStringList hints;
    if (a == b)
        hints << tr("A and B are the same matrix. Import a second run (before/after a change, the host and its guest, bare metal "
                    "and a VM) to see where it differs.");
    else if (am->unit != bm->unit)
        hints << tr("A is in %1 and B in %2: their ratio mixes units.").arg(am->unit.isEmpty() ? tr("no unit") : am->unit,
            bm->unit.isEmpty() ? tr("no unit") : bm->unit);
    else if (am->metric != bm->metric)
        hints << tr("A and B measure different things (%1, %2).").arg(am->metric, bm->metric);
    hints << tr("Each cell is B / A for the same row and column labels (the runs' own GPU numbers). Grey, hatched cells are N/A "
                "on either side.");
    d->compareHint->setText(hints.join(u' '));
}

void BenchmarkPanel::showSweeps()
{
    const auto quantity = SweepQuantity(d->quantityBox->currentData().toInt());
    QList<SweepLine> lines;
    bool anyNccl = false;
    const bool wasUpdating = d->updating;
    d->updating = true; // the swatches below change the items
    for (int i = 0; i < d->sweepRefs.size(); ++i) {
        const SweepRef& ref = d->sweepRefs[i];
        const BenchmarkRun& run = d->machines[ref.machine].benchmarks[ref.run];
        anyNccl = anyNccl || run.tool == BenchmarkTool::NcclTests;
        QListWidgetItem* item = d->sweepList->item(i);
        if (item->checkState() != Qt::Checked) {
            QPixmap blank(22, 12); // keeps the names aligned with the ticked ones
            blank.fill(Qt::transparent);
            item->setIcon(QIcon(blank));
            continue;
        }
        // The list is the legend: each ticked sweep gets its line's swatch.
        QPixmap swatch(22, 12);
        swatch.fill(Qt::transparent);
        QPainter painter(&swatch);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(sweepLineColor(int(lines.size())), 2.5, sweepLineStyle(int(lines.size()))));
        painter.drawLine(QPointF(1, 6), QPointF(21, 6));
        painter.setBrush(sweepLineColor(int(lines.size())));
        painter.drawEllipse(QPointF(11, 6), 2.5, 2.5);
        painter.end();
        item->setIcon(QIcon(swatch));
        const SizeSweep& sweep = run.sweeps[ref.sweep];
        lines.append({ item->text(), sweepPoints(sweep, quantity) });
    }
    d->updating = wasUpdating;
    d->sweepStack->setCurrentIndex(d->sweepRefs.isEmpty() ? 0 : 1);
    // Algorithm bandwidth only differs from bus bandwidth for nccl-tests.
    if (auto* model = qobject_cast<QStandardItemModel*>(d->quantityBox->model()); model && model->rowCount() > 1)
        model->item(1)->setEnabled(anyNccl);
    d->chart->setLines(lines, quantity);
}

void BenchmarkPanel::changeEvent(QEvent* event)
{
    // The flag list's warning colour follows the theme.
    if (event->type() == QEvent::PaletteChange && !d->updating)
        showHeatmap();
    QWidget::changeEvent(event);
}

bool BenchmarkPanel::showRun(int machineIndex, const QString& captureId)
{
    if (machineIndex < 0 || machineIndex >= d->machines.size())
        return false;
    if (d->machineIndex() != machineIndex)
        d->machineBox->setCurrentIndex(machineIndex);
    for (int i = 0; i < d->runs->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = d->runs->topLevelItem(i);
        if (item->text(1) == captureId) {
            d->runs->setCurrentItem(nullptr);
            d->runs->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

bool BenchmarkPanel::showMetric(const QString& metric)
{
    for (int i = 0; i < d->metricRefs.size(); ++i) {
        if (const BenchmarkMatrix* m = d->matrix(d->metricRefs[i]); m && m->metric == metric) {
            d->metricBox->setCurrentIndex(i);
            d->pages->setCurrentIndex(0);
            return true;
        }
    }
    return false;
}

bool BenchmarkPanel::currentMatrix(QString* captureId, QString* metric) const
{
    const int index = d->metricBox->currentIndex();
    const MatrixRef ref = index >= 0 && index < d->metricRefs.size() ? d->metricRefs[index] : MatrixRef {};
    const BenchmarkMatrix* matrix = d->matrix(ref);
    if (!matrix)
        return false;
    *captureId = d->run(ref)->captureId;
    *metric = matrix->metric;
    return true;
}

bool BenchmarkPanel::compare(int machineA, const QString& captureA, const QString& metricA, int machineB,
    const QString& captureB, const QString& metricB)
{
    const auto find = [&](int machine, const QString& capture, const QString& metric) {
        for (int i = 0; i < d->compareRefs.size(); ++i) {
            const MatrixRef& ref = d->compareRefs[i];
            if (ref.machine == machine && d->run(ref)->captureId == capture && d->matrix(ref)->metric == metric)
                return i;
        }
        return -1;
    };
    const int a = find(machineA, captureA, metricA);
    const int b = find(machineB, captureB, metricB);
    if (a < 0 || b < 0)
        return false;
    d->updating = true;
    d->aBox->setCurrentIndex(a);
    d->bBox->setCurrentIndex(b);
    d->updating = false;
    showComparison();
    d->pages->setCurrentIndex(1);
    return true;
}

bool BenchmarkPanel::showPage(const QString& name)
{
    static const QStringList names = { QStringLiteral("heatmap"), QStringLiteral("compare"), QStringLiteral("sweeps") };
    const qsizetype index = names.indexOf(name);
    if (index < 0)
        return false;
    d->pages->setCurrentIndex(int(index));
    return true;
}

bool BenchmarkPanel::isEmptyStateShown() const
{
    return d->stack->currentIndex() == 0;
}

QString BenchmarkPanel::emptyStateText() const
{
    return d->emptyText->text();
}

int BenchmarkPanel::runCount() const
{
    return d->runs->topLevelItemCount();
}

QStringList BenchmarkPanel::runTexts() const
{
    QStringList out;
    for (int i = 0; i < d->runs->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = d->runs->topLevelItem(i);
        out << item->text(0) + u" | " + item->text(1) + u" | " + item->text(2);
    }
    return out;
}

QStringList BenchmarkPanel::metricTexts() const
{
    QStringList out;
    for (int i = 0; i < d->metricBox->count(); ++i)
        out << d->metricBox->itemText(i);
    return out;
}

QString BenchmarkPanel::flagText() const
{
    return d->flags->text();
}

HeatmapModel* BenchmarkPanel::heatmapModel() const
{
    return d->heatmap;
}

HeatmapModel* BenchmarkPanel::ratioModel() const
{
    return d->ratio;
}

SweepChart* BenchmarkPanel::sweepChart() const
{
    return d->chart;
}

QStringList BenchmarkPanel::sweepTexts() const
{
    QStringList out;
    for (int i = 0; i < d->sweepList->count(); ++i)
        out << d->sweepList->item(i)->text();
    return out;
}

void BenchmarkPanel::checkSweeps(const QStringList& names)
{
    d->updating = true;
    for (int i = 0; i < d->sweepList->count(); ++i) {
        QListWidgetItem* item = d->sweepList->item(i);
        bool on = false;
        for (const QString& name : names)
            on = on || item->text().contains(name);
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    d->updating = false;
    showSweeps();
}

} // namespace Topo::Ui
