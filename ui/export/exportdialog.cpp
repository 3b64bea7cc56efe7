// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportdialog.h"

#include "analyze/benchmarkoutliers.h"
#include "widgets/inerttooltip.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>

namespace Topo::Ui {

namespace {
const auto settingsDirectory = QStringLiteral("export/directory");
const auto settingsFormat = QStringLiteral("export/format");
const auto settingsDpi = QStringLiteral("export/dpi");
const auto settingsTransparent = QStringLiteral("export/transparent");

QString defaultDirectory()
{
    const QString saved = QSettings().value(settingsDirectory).toString();
    if (!saved.isEmpty() && QFileInfo(saved).isDir())
        return saved;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}
} // namespace

ExportDialog::ExportDialog(const ExportSource& source, ExportView initial, const BenchmarkChoice& benchmark, const QString& baseName,
    QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export"));
    createViewChoice(source, initial);
    // The benchmark views: which machine, which matrix, which quantity.
    listBenchmarkMachines(source);
    createBenchmarkChoices(benchmark);

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("exportFormat"));
    m_format->addItem(tr("SVG \u2014 vector, for slides and the web"), int(ExportFormat::Svg));
    m_format->addItem(tr("PNG \u2014 picture"), int(ExportFormat::Png));
    m_format->addItem(tr("PDF \u2014 vector, for print"), int(ExportFormat::Pdf));
    m_format->addItem(tr("DOT \u2014 the Graphviz graph"), int(ExportFormat::Dot));
    QSettings settings;
    const auto savedFormat = exportFormatFromName(settings.value(settingsFormat).toString());
    m_format->setCurrentIndex(std::max(0, m_format->findData(int(savedFormat.value_or(ExportFormat::Svg)))));

    m_dpi = new QSpinBox(this);
    m_dpi->setRange(48, 1200);
    m_dpi->setSingleStep(48);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setValue(settings.value(settingsDpi, int(exportDefaultDpi)).toInt());
    m_dpi->setToolTip(tr("96 dpi is the screen at 100 %; 192 dpi (the default) is twice that, sharp on HiDPI screens and in slides."));
    m_transparent = new QCheckBox(tr("Transparent background"), this);
    m_transparent->setChecked(settings.value(settingsTransparent, false).toBool());

    m_file = new QLineEdit(this);
    m_file->setMinimumWidth(380);
    const ExportView view = ExportView(m_view->currentData().toInt());
    const ExportFormat format = ExportFormat(m_format->currentData().toInt());
    m_file->setText(QDir(defaultDirectory()).filePath(baseName + u'-' + exportViewName(view) + u'.' + exportFormatName(format)));
    auto* browseButton = new QPushButton(tr("Browse\u2026"), this);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browseButton);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));

    auto* form = new QFormLayout(this);
    m_form = form;
    form->addRow(tr("&View:"), m_view);
    form->addRow(tr("&Machine:"), m_machine);
    form->addRow(tr("M&atrix:"), m_matrix);
    form->addRow(tr("&Quantity:"), m_quantity);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(QString(), m_transparent);
    auto* fileLabel = new QLabel(tr("File &name:"), this);
    fileLabel->setBuddy(m_file);
    form->addRow(fileLabel, fileRow);
    form->addRow(buttons);

    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        // Keep a name the user typed; follow the view where it is still the default pattern.
        const QFileInfo info(m_file->text());
        const QString base = info.completeBaseName();
        for (int i = 0; i < m_view->count(); ++i) {
            const QString suffix = u'-' + exportViewName(ExportView(m_view->itemData(i).toInt()));
            if (base.endsWith(suffix)) {
                const QString renamed = base.left(base.size() - suffix.size()) + u'-'
                    + exportViewName(ExportView(m_view->currentData().toInt()));
                m_file->setText(info.dir().filePath(renamed + u'.' + info.suffix()));
                break;
            }
        }
        updateControls();
    });
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        const QFileInfo info(m_file->text());
        if (!info.fileName().isEmpty())
            m_file->setText(info.dir().filePath(info.completeBaseName() + u'.' + exportFormatName(request().format)));
        updateControls();
    });
    connect(m_machine, &QComboBox::currentIndexChanged, this, [this] {
        fillMatrices({}, {});
        updateControls();
    });
    connect(m_matrix, &QComboBox::currentIndexChanged, this, &ExportDialog::updateControls);
    connect(m_file, &QLineEdit::textChanged, this, &ExportDialog::updateControls);
    connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QSettings s;
        s.setValue(settingsDirectory, QFileInfo(fileName()).absolutePath());
        s.setValue(settingsFormat, exportFormatName(request().format));
        s.setValue(settingsDpi, m_dpi->value());
        s.setValue(settingsTransparent, m_transparent->isChecked());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateControls();
}

// The views the source can export; a benchmark view it cannot is greyed out and says why.
void ExportDialog::createViewChoice(const ExportSource& source, ExportView initial)
{
    m_view = new QComboBox(this);
    m_view->setObjectName(QStringLiteral("exportView"));
    auto* viewModel = qobject_cast<QStandardItemModel*>(m_view->model());
    for (ExportView v : { ExportView::Host, ExportView::Guest, ExportView::SideBySide, ExportView::Matrix, ExportView::Heatmap,
             ExportView::Sweeps }) {
        const Status exportable = source.canExport(v);
        // A topology view the snapshot cannot have (no guest) is left out; the benchmark views
        // stay, greyed out, and say how to get them.
        if (!exportable && !isBenchmarkView(v))
            continue;
        m_view->addItem(exportViewTitle(v), int(v));
        if (!exportable && viewModel) {
            QStandardItem* item = viewModel->item(m_view->count() - 1);
            item->setEnabled(false);
            item->setToolTip(inertToolTip(tr("Not available: %1").arg(exportable.error())));
        }
    }
    int initialIndex = m_view->findData(int(initial));
    for (int i = 0; i < m_view->count() && (initialIndex < 0 || (viewModel && !viewModel->item(initialIndex)->isEnabled())); ++i)
        initialIndex = i;
    m_view->setCurrentIndex(initialIndex);
}

// The machines with benchmark runs, each with its heatmap matrices and whether it has sweeps.
void ExportDialog::listBenchmarkMachines(const ExportSource& source)
{
    const QList<const Machine*> machines = source.allMachines();
    for (int i = 0; i < machines.size(); ++i) {
        const Machine& machine = *machines[i];
        if (machine.benchmarks.isEmpty())
            continue;
        BenchmarkMachine entry;
        entry.index = i;
        entry.caption = exportLine(machineCaption(machine));
        for (const BenchmarkRun& run : machine.benchmarks) {
            entry.hasSweeps = entry.hasSweeps || !run.sweeps.isEmpty();
            for (const BenchmarkMatrix& matrix : run.matrices) {
                if (!isHeatmapMatrix(matrix))
                    continue;
                entry.matrixTexts << exportLine((matrix.title.isEmpty() ? matrix.metric : matrix.title) + u" \u00b7 " + run.captureId);
                entry.matrixKeys << QStringList { run.captureId, matrix.metric };
                entry.bandwidth << isBandwidthMatrix(matrix);
            }
        }
        m_benchmarkMachines.append(entry);
    }
}

void ExportDialog::createBenchmarkChoices(const BenchmarkChoice& benchmark)
{
    m_machine = new QComboBox(this);
    m_machine->setObjectName(QStringLiteral("exportMachine"));
    for (const BenchmarkMachine& entry : std::as_const(m_benchmarkMachines))
        m_machine->addItem(entry.caption, entry.index);
    const int chosenMachine = m_machine->findData(benchmark.machine);
    m_machine->setCurrentIndex(chosenMachine >= 0 ? chosenMachine : (m_machine->count() ? 0 : -1));
    m_matrix = new QComboBox(this);
    m_matrix->setObjectName(QStringLiteral("exportMatrix"));
    m_matrix->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_matrix->setMinimumContentsLength(32);
    m_matrix->setPlaceholderText(tr("No bandwidth or latency matrix"));
    if (chosenMachine >= 0)
        fillMatrices(benchmark.captureId, benchmark.metric);
    else
        fillMatrices({}, {});
    m_quantity = new QComboBox(this);
    m_quantity->setObjectName(QStringLiteral("exportQuantity"));
    for (SweepQuantity q : { SweepQuantity::Bandwidth, SweepQuantity::AlgorithmBandwidth, SweepQuantity::Latency })
        m_quantity->addItem(sweepQuantityTitle(q), int(q));
    m_quantity->setCurrentIndex(std::max(0, m_quantity->findData(int(benchmark.quantity))));
}

ExportRequest ExportDialog::request() const
{
    ExportRequest r;
    r.view = ExportView(m_view->currentData().toInt());
    r.format = ExportFormat(m_format->currentData().toInt());
    r.dpi = m_dpi->value();
    r.transparent = r.format == ExportFormat::Png && m_transparent->isChecked();
    if (isBenchmarkView(r.view)) {
        const int machine = m_machine->currentIndex();
        if (machine >= 0 && machine < m_benchmarkMachines.size()) {
            const BenchmarkMachine& entry = m_benchmarkMachines[machine];
            r.benchmark.machine = entry.index;
            const int matrix = m_matrix->currentIndex();
            if (r.view == ExportView::Heatmap && matrix >= 0 && matrix < entry.matrixKeys.size()) {
                r.benchmark.captureId = entry.matrixKeys[matrix].value(0);
                r.benchmark.metric = entry.matrixKeys[matrix].value(1);
            }
        }
        r.benchmark.quantity = SweepQuantity(m_quantity->currentData().toInt());
    }
    return r;
}

void ExportDialog::fillMatrices(const QString& captureId, const QString& metric)
{
    const QSignalBlocker blocker(m_matrix);
    m_matrix->clear();
    const int machine = m_machine->currentIndex();
    if (machine < 0 || machine >= m_benchmarkMachines.size())
        return;
    const BenchmarkMachine& entry = m_benchmarkMachines[machine];
    // The matrix asked for, else the first bandwidth matrix, else the first.
    int pick = -1;
    for (int i = 0; i < entry.matrixTexts.size(); ++i) {
        m_matrix->addItem(entry.matrixTexts[i]);
        if (pick < 0 && entry.matrixKeys[i] == QStringList { captureId, metric })
            pick = i;
    }
    for (int i = 0; i < entry.bandwidth.size() && pick < 0; ++i) {
        if (entry.bandwidth[i])
            pick = i;
    }
    m_matrix->setCurrentIndex(entry.matrixTexts.isEmpty() ? -1 : std::max(0, pick));
}

QString ExportDialog::fileName() const
{
    return m_file->text().trimmed();
}

void ExportDialog::updateControls()
{
    const ExportRequest r = request();
    // The matrix is a table and the benchmark views are pictures, not graphs: no DOT for them.
    if (auto* model = qobject_cast<QStandardItemModel*>(m_format->model())) {
        const int dot = m_format->findData(int(ExportFormat::Dot));
        model->item(dot)->setEnabled(exportViewHasDot(r.view));
        model->item(dot)->setToolTip(exportViewHasDot(r.view)
                ? QString()
                : tr("DOT holds the Graphviz graph of a topology view; %1 is not a graph. Choose SVG, PNG or PDF.")
                      .arg(exportViewTitle(r.view)));
        if (r.format == ExportFormat::Dot && !exportViewHasDot(r.view))
            m_format->setCurrentIndex(m_format->findData(int(ExportFormat::Svg)));
    }
    m_form->setRowVisible(m_machine, isBenchmarkView(r.view));
    m_form->setRowVisible(m_matrix, r.view == ExportView::Heatmap);
    m_form->setRowVisible(m_quantity, r.view == ExportView::Sweeps);
    // Something to draw: an enabled view, and for the benchmark views data on the chosen machine.
    bool drawable = m_view->currentIndex() >= 0;
    if (auto* model = qobject_cast<QStandardItemModel*>(m_view->model()); model && drawable)
        drawable = model->item(m_view->currentIndex())->isEnabled();
    const int machine = m_machine->currentIndex();
    const bool machineHasSweeps = machine >= 0 && machine < m_benchmarkMachines.size() && m_benchmarkMachines[machine].hasSweeps;
    if (r.view == ExportView::Heatmap)
        drawable = drawable && m_matrix->currentIndex() >= 0;
    else if (r.view == ExportView::Sweeps)
        drawable = drawable && machineHasSweeps;
    const bool png = request().format == ExportFormat::Png;
    m_dpi->setEnabled(png);
    m_transparent->setEnabled(png);
    if (auto* box = findChild<QDialogButtonBox*>())
        box->button(QDialogButtonBox::Ok)->setEnabled(drawable && !fileName().isEmpty());
}

void ExportDialog::browse()
{
    const ExportFormat format = request().format;
    const QString suffix = exportFormatName(format);
    const QString filter = tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix);
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export To"), fileName(), filter);
    if (!chosen.isEmpty())
        m_file->setText(QFileInfo(chosen).suffix().isEmpty() ? chosen + u'.' + suffix : chosen);
}

} // namespace Topo::Ui
