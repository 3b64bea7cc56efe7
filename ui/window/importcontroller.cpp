// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/importcontroller.h"

#include "util/text.h"

#include "analyze/match/benchmarkgpus.h"
#include "benchmarks/benchmarkpanel.h"
#include "io/bundle.h"
#include "window/mainwindow.h"
#include "parse/bench/benchmarks.h"
#include "parse/formats.h"
#include "parse/pastenormaliser.h"
#include "widgets/plainwarning.h"

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
#include <QPushButton>
#include <QStatusBar>
#include <QStringTokenizer>
#include <QVBoxLayout>

#include <algorithm>

namespace Topo::Ui {

namespace {

/// Outputs above this are not command output anyone pastes; reading them would only stall.
constexpr qint64 maxImportBytes = 64 * 1024 * 1024;

bool isSnapshotOrBundle(QByteArrayView data)
{
    return looksLikeSnapshot(data) || looksLikeBundle(data);
}

} // namespace

ImportController::ImportController(MainWindow* window, QMenu* fileMenu, BenchmarkPanel* panel)
    : QObject(window)
    , m_window(window)
    , m_panel(panel)
{
    m_import = fileMenu->addAction(tr("&Import Benchmark Results\u2026"), this, [this] {
        const QStringList paths = QFileDialog::getOpenFileNames(m_window, tr("Import Benchmark Results"), QString(),
            tr("Benchmark and command output (*.txt *.log *.csv *.json *.out);;All files (*)"));
        if (!paths.isEmpty())
            importFiles(paths);
    });
    m_import->setShortcut(Qt::CTRL | Qt::Key_I);
    m_import->setToolTip(tr("p2pBandwidthLatencyTest, nvbandwidth, nccl-tests, copybench or size-sweep CSV output; "
                            "lspci and nvidia-smi output too"));
    QMenu* edit = m_window->menuBar()->addMenu(tr("&Edit"));
    m_paste = edit->addAction(tr("&Paste Command Output"), this, &ImportController::pasteFromClipboard);
    m_paste->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_V);
    m_paste->setToolTip(tr("Add the text on the clipboard (benchmark, lspci or nvidia-smi output) to a machine of the snapshot"));
    if (m_panel)
        m_panel->setImportActions(m_import, m_paste);
}

bool ImportController::interactive() const
{
    // Offscreen (tests, --screenshot) nobody can answer a dialog: take the suggestions.
    return m_window->isVisible() && !m_window->testAttribute(Qt::WA_DontShowOnScreen)
        && QGuiApplication::platformName() != u"offscreen";
}

void ImportController::report(const QString& title, const QString& message, bool error)
{
    m_lastMessage = message;
    m_window->statusBar()->showMessage(message.section(u'\n', 0, 0), error ? 0 : 8000);
    if (error && interactive())
        warnPlainly(m_window, title, message);
}

void ImportController::importFiles(const QStringList& paths)
{
    QList<ImportItem> items;
    QStringList problems;
    for (const QString& path : paths) {
        QFile file(path);
        const QString name = QFileInfo(path).fileName();
        if (!file.open(QIODevice::ReadOnly)) {
            problems << tr("%1: %2").arg(name, file.errorString());
            continue;
        }
        if (file.size() > maxImportBytes) {
            problems << tr("%1: %2 MiB is more than any command output TopoLens reads").arg(name).arg(file.size() >> 20);
            continue;
        }
        items << prepareImport(name, false, file.readAll(), m_window->snapshot(), m_window->machines(),
            m_panel ? m_panel->currentMachine() : 0);
    }
    if (!problems.isEmpty())
        report(tr("Import"), tr("Cannot read:\n%1").arg(problems.join(u'\n')), true);
    if (!items.isEmpty())
        importItems(items);
}

void ImportController::importData(const QByteArray& data, const QString& source, bool pasted)
{
    importItems({ prepareImport(source, pasted, data, m_window->snapshot(), m_window->machines(),
        m_panel ? m_panel->currentMachine() : 0) });
}

void ImportController::pasteFromClipboard()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        report(tr("Paste Command Output"),
            tr("The clipboard holds no text. Copy the output of a benchmark, lspci or nvidia-smi in a terminal first."), true);
        return;
    }
    const QByteArray data = text.toUtf8();
    // A whole snapshot on the clipboard is opened, not added to this one.
    if (looksLikeSnapshot(data)) {
        const ParseResult<Snapshot> read = readSnapshot(data);
        if (!read.hasErrors()) {
            m_window->showSnapshot(read.value, read.value.title.isEmpty() ? tr("pasted snapshot") : read.value.title);
            m_window->setWindowModified(true);
            return;
        }
    }
    importData(data, tr("clipboard"), true);
}

bool ImportController::importDroppedFiles(const QList<QUrl>& urls)
{
    QStringList paths;
    for (const QUrl& url : urls) {
        if (!url.isLocalFile())
            continue;
        QFile file(url.toLocalFile());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        // A snapshot or a collector bundle is opened by the window, as before.
        if (isSnapshotOrBundle(file.peek(4096)))
            return false;
        paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return false;
    importFiles(paths);
    return true;
}

void ImportController::importItems(QList<ImportItem> items)
{
    // Someone at the screen sees what was recognised and taken off a paste before it is stored,
    // and can correct the format or name one TopoLens did not recognise.
    const bool ask = !m_chooser && interactive()
        && (m_window->snapshot().machines.size() > 1 || std::any_of(items.cbegin(), items.cend(), [](const ImportItem& item) {
               return item.pasted || item.format.isEmpty() || !item.readingNotes.isEmpty();
           }));
    if (ask) {
        ImportDialog dialog(items, m_window->snapshot(), m_window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        items = dialog.items();
    }
    QStringList unknown;
    QList<ImportItem> known;
    for (const ImportItem& item : std::as_const(items)) {
        if (item.format.isEmpty()) {
            unknown << (item.firstLine.isEmpty() ? tr("%1 is empty.").arg(item.source)
                                                 : tr("%1 starts with \u201c%2\u201d").arg(item.source, item.firstLine));
        } else {
            known << item;
        }
    }
    if (!unknown.isEmpty()) {
        report(tr("Import"),
            tr("Not in a format TopoLens recognises:\n%1\n\nIt reads p2pBandwidthLatencyTest, nvbandwidth, nccl-tests, copybench "
               "and size-sweep CSV output, and lspci, nvidia-smi, NCCL topology and the other outputs that "
               "\u2018topolens parse --list-formats\u2019 lists.")
                .arg(unknown.join(u'\n')),
            true);
    }
    if (known.isEmpty())
        return;

    // Which machine: the chooser (tests), the dialog above, or the suggestions when nobody can be asked.
    if (m_chooser && !m_chooser(&known))
        return;

    Snapshot snapshot = m_window->snapshot();
    const QList<QPair<int, QString>> added = appendImports(&snapshot, known);
    if (added.isEmpty())
        return;
    bool anyBenchmark = false;
    for (const ImportItem& item : std::as_const(known))
        anyBenchmark = anyBenchmark || item.benchmark;
    // Once the re-read snapshot is on screen: show what came in.
    connect(
        m_window, &MainWindow::snapshotShown, this,
        [this, added, anyBenchmark] {
            const int machine = added.last().first;
            const QString id = added.last().second;
            if (anyBenchmark && m_panel) {
                m_window->showView(QStringLiteral("benchmarks"));
                m_panel->showRun(machine, id);
            } else if (machine < m_window->snapshot().machines.size()) {
                m_window->showCapture(m_window->snapshot().machines[machine].role, id);
            }
            QStringList ids;
            for (const auto& a : added)
                ids << a.second;
            report(tr("Import"),
                tr("Imported %1 into %2. The snapshot has unsaved changes: File \u203a Save Snapshot As\u2026 keeps them.")
                    .arg(ids.join(QStringLiteral(", ")), machineText(m_window->snapshot().machines.value(machine))),
                false);
            Q_EMIT imported(added);
        },
        Qt::SingleShotConnection);
    m_window->replaceSnapshot(snapshot);
}

} // namespace Topo::Ui
