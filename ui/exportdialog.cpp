// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

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

ExportDialog::ExportDialog(const QList<ExportView>& available, ExportView initial, const QString& baseName, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export"));
    m_view = new QComboBox(this);
    for (ExportView v : available)
        m_view->addItem(exportViewTitle(v), int(v));
    m_view->setCurrentIndex(std::max(0, m_view->findData(int(initial))));

    m_format = new QComboBox(this);
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
    form->addRow(tr("&View:"), m_view);
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

ExportRequest ExportDialog::request() const
{
    ExportRequest r;
    r.view = ExportView(m_view->currentData().toInt());
    r.format = ExportFormat(m_format->currentData().toInt());
    r.dpi = m_dpi->value();
    r.transparent = r.format == ExportFormat::Png && m_transparent->isChecked();
    return r;
}

QString ExportDialog::fileName() const
{
    return m_file->text().trimmed();
}

void ExportDialog::updateControls()
{
    const ExportRequest r = request();
    // The matrix is a table, not a graph: no DOT for it.
    if (auto* model = qobject_cast<QStandardItemModel*>(m_format->model())) {
        const int dot = m_format->findData(int(ExportFormat::Dot));
        model->item(dot)->setEnabled(exportViewHasDot(r.view));
        if (r.format == ExportFormat::Dot && !exportViewHasDot(r.view))
            m_format->setCurrentIndex(m_format->findData(int(ExportFormat::Svg)));
    }
    const bool png = request().format == ExportFormat::Png;
    m_dpi->setEnabled(png);
    m_transparent->setEnabled(png);
    if (auto* box = findChild<QDialogButtonBox*>())
        box->button(QDialogButtonBox::Ok)->setEnabled(!fileName().isEmpty());
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
