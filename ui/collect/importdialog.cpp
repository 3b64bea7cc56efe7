// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/importdialog.h"

#include "util/text.h"

#include "analyze/match/benchmarkgpus.h"
#include "io/bundle.h"
#include "parse/bench/benchmarks.h"
#include "parse/formats.h"
#include "parse/pastenormaliser.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStringTokenizer>
#include <QVBoxLayout>

#include <algorithm>

namespace Topo::Ui {

QString machineText(const MachineSnapshot& m)
{
    return machineRoleTitle(m.role) + u": " + m.label;
}

QString firstLineOf(QByteArrayView data)
{
    const QString text = QString::fromUtf8(data.first(std::min<qsizetype>(data.size(), 4096)));
    for (QStringView line : QStringTokenizer(text, u'\n')) {
        const QString clean = Text::displayLine(line).trimmed();
        if (clean.isEmpty())
            continue;
        return clean.size() > 80 ? clean.left(79) + u'\u2026' : clean;
    }
    return {};
}

ImportItem prepareImport(const QString& source, bool pasted, const QByteArray& data, const Snapshot& snapshot,
    const QList<Machine>& machines, int fallbackMachine)
{
    ImportItem item;
    item.source = source;
    item.pasted = pasted;
    item.data = data;
    item.firstLine = firstLineOf(data);
    const DetectedFormat detected = detectInputFormat(data);
    if (detected.format) {
        item.format = detected.format->name;
        item.confidence = detected.confidence;
    }
    for (const Diagnostic& note : normalisePaste(data).notes)
        item.readingNotes << ImportDialog::tr("line %1: %2").arg(QString::number(note.line), note.message);
    item.benchmark = isBenchmarkFormat(item.format);
    if (snapshot.machines.isEmpty()) {
        item.machineReason = ImportDialog::tr("The snapshot has no machine yet: a new bare-metal machine is made for it.");
        return item;
    }
    item.machine = std::clamp(fallbackMachine, 0, int(snapshot.machines.size()) - 1);
    item.machineReason = ImportDialog::tr("The machine shown on the Benchmarks tab.");
    if (!item.benchmark || item.format.isEmpty())
        return item;

    // A run names its GPUs by PCI address: the machine that has GPUs at those addresses ran it.
    const BenchmarkRun run = parseBenchmark(item.format, normalisePaste(data).readable(data)).value;
    int best = -1;
    int bestMatches = 0;
    int ties = 0;
    for (int i = 0; i < machines.size() && i < snapshot.machines.size(); ++i) {
        int byAddress = 0;
        for (const BenchmarkGpuMatch& m : matchBenchmarkGpus(machines[i], run))
            byAddress += m.isAssumed() ? 0 : 1;
        if (byAddress > bestMatches) {
            best = i;
            bestMatches = byAddress;
            ties = 0;
        } else if (byAddress == bestMatches && byAddress > 0) {
            ++ties;
        }
    }
    if (best >= 0 && ties == 0) {
        item.machine = best;
        item.machineReason = ImportDialog::tr("%1 of the run's %2 GPU(s) are at PCI addresses of this machine's GPUs.")
                                 .arg(bestMatches)
                                 .arg(run.gpus.size());
    } else if (best >= 0) {
        item.machineReason = ImportDialog::tr("The run's PCI addresses fit several machines equally well; the machine shown on "
                                              "the Benchmarks tab is suggested.");
    } else if (run.gpus.isEmpty()) {
        item.machineReason = ImportDialog::tr("The output names no GPUs; the machine shown on the Benchmarks tab is suggested.");
    } else {
        item.machineReason = ImportDialog::tr("None of the run's PCI addresses is a GPU of this snapshot (a machine not collected, "
                                              "or addresses not printed); the machine shown on the Benchmarks tab is suggested.");
    }
    return item;
}

QString uniqueCaptureId(const MachineSnapshot& machine, const QString& prefix)
{
    for (int n = 1;; ++n) {
        const QString id = prefix + u'-' + QString::number(n);
        if (!machine.capture(id))
            return id;
    }
}

QList<QPair<int, QString>> appendImports(Snapshot* snapshot, const QList<ImportItem>& items)
{
    QList<QPair<int, QString>> added;
    for (const ImportItem& item : items) {
        if (item.format.isEmpty())
            continue;
        int index = item.machine;
        if (index < 0 || index >= snapshot->machines.size()) {
            if (snapshot->machines.isEmpty()) {
                MachineSnapshot machine;
                machine.role = MachineRole::BareMetal;
                machine.label = ImportDialog::tr("imported");
                machine.address = QStringLiteral("imported");
                machine.collectedAt = QDateTime::currentDateTimeUtc();
                machine.collector = QStringLiteral("topolens import");
                snapshot->machines.append(machine);
            }
            index = 0;
        }
        MachineSnapshot& machine = snapshot->machines[index];
        RawCapture capture;
        capture.id = uniqueCaptureId(machine, item.benchmark ? QStringLiteral("benchmark") : QStringLiteral("import"));
        capture.command = importedCaptureCommand(item.pasted ? QString() : item.source);
        capture.format = item.format;
        capture.stdoutData = item.data;
        capture.status = CaptureStatus::Ok;
        capture.note = ImportDialog::tr("imported into TopoLens on %1").arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        machine.captures.append(capture);
        added.append({ index, capture.id });
    }
    return added;
}

// --- dialog -----------------------------------------------------------------------------------

ImportDialog::ImportDialog(const QList<ImportItem>& items, const Snapshot& snapshot, QWidget* parent)
    : QDialog(parent)
    , m_items(items)
{
    setWindowTitle(tr("Import Command Output"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Each output is stored with the machine it was measured on, next to that machine's "
                                "topology, exactly as it was pasted. The suggestion follows the PCI addresses the output "
                                "prints; the format can be changed when it was recognised wrongly."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    auto caption = [this](const QString& text) {
        auto* label = new QLabel(text, this);
        label->setAlignment(Qt::AlignRight | Qt::AlignTop);
        return label;
    };
    auto quiet = [this](const QString& text, const QString& objectName) {
        auto* label = new QLabel(this);
        label->setObjectName(objectName);
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setForegroundRole(QPalette::PlaceholderText);
        label->setText(text);
        return label;
    };
    int row = 0;
    for (int index = 0; index < m_items.size(); ++index) {
        const ImportItem& item = m_items[index];
        const QString number = QString::number(index);
        auto* name = new QLabel(this);
        name->setTextFormat(Qt::PlainText);
        name->setText(item.source + (item.firstLine.isEmpty() ? QString() : u" \u2014 \u201c" + item.firstLine + u'\u201d'));
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        grid->addWidget(name, row, 0, 1, 2);

        // The format: every one the registry has, the detected one chosen.
        auto* format = new QComboBox(this);
        format->setObjectName(u"format-" + number);
        format->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        format->setMinimumContentsLength(40);
        format->addItem(tr("Not recognised: choose a format"), QString());
        for (const InputFormat& f : inputFormats())
            format->addItem(f.name + u" \u2014 " + f.description, f.name);
        format->setCurrentIndex(std::max(0, format->findData(item.format)));
        const InputFormat* detected = findInputFormat(item.format);
        grid->addWidget(caption(tr("Read as:")), row + 1, 0);
        grid->addWidget(format, row + 1, 1);
        grid->addWidget(quiet(detected ? tr("Recognised as the output of %1 (%2% sure).").arg(detected->command, QString::number(item.confidence))
                                       : tr("TopoLens did not recognise it: choose the command that printed it."),
                            u"detection-" + number),
            row + 2, 1);

        // What the paste normaliser takes off before reading, so nothing is read differently unsaid.
        grid->addWidget(caption(tr("Before reading:")), row + 3, 0);
        grid->addWidget(quiet(item.readingNotes.isEmpty() ? tr("Read exactly as it is.") : u"\u2022 " + item.readingNotes.join(u"\n\u2022 "),
                            u"notes-" + number),
            row + 3, 1);

        auto* box = new QComboBox(this);
        box->setObjectName(u"machine-" + number);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(40);
        for (const MachineSnapshot& m : snapshot.machines)
            box->addItem(machineText(m));
        box->setCurrentIndex(item.machine);
        box->setEnabled(!snapshot.machines.isEmpty());
        grid->addWidget(caption(tr("Machine:")), row + 4, 0);
        grid->addWidget(box, row + 4, 1);
        grid->addWidget(quiet(item.machineReason, u"reason-" + number), row + 5, 1);
        grid->setRowMinimumHeight(row + 6, 14);
        row += 7;
        m_formats.append(format);
        m_boxes.append(box);
        connect(format, &QComboBox::currentIndexChanged, this, &ImportDialog::updateImportButton);
    }
    layout->addLayout(grid);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_import = buttons->button(QDialogButtonBox::Ok);
    m_import->setText(tr("Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(640);
    updateImportButton();
}

void ImportDialog::updateImportButton()
{
    // Something to import: at least one item with a format.
    const bool any = std::any_of(m_formats.cbegin(), m_formats.cend(), [](const QComboBox* f) { return !f->currentData().toString().isEmpty(); });
    m_import->setEnabled(any);
}

QList<ImportItem> ImportDialog::items() const
{
    QList<ImportItem> out = m_items;
    for (int i = 0; i < out.size(); ++i) {
        if (i < m_boxes.size() && m_boxes[i]->currentIndex() >= 0)
            out[i].machine = m_boxes[i]->currentIndex();
        if (i < m_formats.size()) {
            const QString chosen = m_formats[i]->currentData().toString();
            if (chosen != out[i].format) {
                out[i].format = chosen;
                out[i].confidence = chosen.isEmpty() ? 0 : 100; // the user's word
            }
            out[i].benchmark = isBenchmarkFormat(out[i].format);
        }
    }
    return out;
}

} // namespace Topo::Ui
