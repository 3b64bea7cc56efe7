// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's comparison part: File > Compare with Snapshot reads another collection of
// the machines shown, diffs it against the current snapshot on a worker thread
// (analyze/snapshotdiff.h, what `topolens diff` prints) and shows the changes in a Comparison
// tab: the current drawing with each changed device marked, and the list of every change.
// The tab is made per comparison and closed by Clear Comparison, so the window's own state
// (mainwindow_p.h) holds nothing of it.
#include "window/mainwindow_p.h"

#include "util/text.h"

#include "analyze/snapshotdiff.h"
#include "topology/diffdrawingview.h"
#include "widgets/inerttooltip.h"
#include "widgets/plainwarning.h"

#include <QListWidget>
#include <QPushButton>

namespace Topo::Ui {

namespace {

const char comparisonName[] = "comparison";
const char generationProperty[] = "comparisonGeneration";

struct Compared
{
    QString error;
    SnapshotDiff diff;
};

/// Says why a comparison did not start (paths and parser messages: plain text).
void warnComparison(QWidget* parent, const QString& text)
{
    warnPlainly(parent, MainWindow::tr("Compare with Snapshot"), text);
}

/// One line of remote or file text for the list: control characters would garble it.
QString plainLine(const QString& text)
{
    return Text::displayLine(text).simplified();
}

QString roleTitle(MachineRole role)
{
    switch (role) {
    case MachineRole::Host: return MainWindow::tr("host");
    case MachineRole::Guest: return MainWindow::tr("guest");
    case MachineRole::BareMetal: break;
    }
    return MainWindow::tr("bare metal");
}

} // namespace

bool MainWindow::compareWith(const QString& path)
{
    if (d->snapshot.machines.isEmpty()) {
        const QString message = tr("Open a snapshot first: there is nothing to compare %1 with.").arg(path);
        statusBar()->showMessage(message);
        warnComparison(this, message);
        return false;
    }
    if (!QFileInfo(path).isFile()) {
        const QString message = tr("%1 is not a file.").arg(path);
        statusBar()->showMessage(message);
        warnComparison(this, message);
        return false;
    }
    const quint64 generation = property(generationProperty).toULongLong() + 1;
    setProperty(generationProperty, generation);
    d->busy->show();
    statusBar()->showMessage(tr("Comparing with %1\u2026").arg(QFileInfo(path).fileName()));
    auto* watcher = new QFutureWatcher<Compared>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, path] {
        watcher->deleteLater();
        if (generation != property(generationProperty).toULongLong())
            return;
        d->busy->hide();
        const Compared compared = watcher->result();
        if (!compared.error.isEmpty()) {
            statusBar()->showMessage(compared.error.section(u'\n', 0, 0));
            warnComparison(this, compared.error);
            return;
        }
        showComparison(compared.diff, QFileInfo(path).fileName());
    });
    const Snapshot current = d->snapshot;
    watcher->setFuture(QtConcurrent::run([current, path] {
        Compared out;
        const ParseResult<Snapshot> other = Topo::openSnapshot(path);
        if (other.hasErrors()) {
            QStringList lines;
            for (const Diagnostic& diagnostic : other.diagnostics)
                lines << (diagnostic.line > 0 ? MainWindow::tr("line %1: %2").arg(diagnostic.line).arg(diagnostic.message) : diagnostic.message);
            out.error = MainWindow::tr("%1 could not be read:\n%2").arg(path, lines.join(u'\n'));
            return out;
        }
        out.diff = diffSnapshots(current, other.value);
        return out;
    }));
    return true;
}

void MainWindow::showComparison(const SnapshotDiff& diff, const QString& otherName)
{
    clearComparison();
    auto* panel = new QSplitter(Qt::Horizontal, this);
    panel->setObjectName(QString::fromLatin1(comparisonName));
    // Every machine of the current snapshot drawn, each with its own changes marked; one above
    // the other, since the drawings are wide and the list of changes takes the side.
    auto* drawings = new QSplitter(Qt::Vertical, panel);
    QList<MachineRole> drawn;
    for (const MachineSnapshot& machine : d->snapshot.machines) {
        if (drawn.contains(machine.role) || !topologyScene(machine.role))
            continue;
        drawn << machine.role;
        QList<DeviceChange> marked;
        for (const MachineDiff& changed : diff.machines) {
            if (changed.role == machine.role) {
                marked = changed.changes;
                break;
            }
        }
        auto* view = new DiffDrawingView(topologyScene(machine.role), drawings);
        view->setObjectName(QStringLiteral("comparison-") + machineRoleName(machine.role));
        view->setChanges(marked);
        drawings->addWidget(view);
    }
    panel->addWidget(drawings);

    auto* side = new QWidget(panel);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* title = new QLabel(side);
    title->setTextFormat(Qt::PlainText);
    title->setWordWrap(true);
    title->setText(diff.isEmpty() ? tr("Nothing changed since %1.").arg(plainLine(otherName))
                                  : tr("What changed from this snapshot to %1:").arg(plainLine(otherName)));
    layout->addWidget(title);
    auto* list = new QListWidget(side);
    list->setObjectName(QStringLiteral("comparisonChanges"));
    list->setWordWrap(true);
    // QListWidgetItem text is plain: remote device names and values are never markup.
    for (const MachineDiff& machine : diff.machines) {
        auto* heading = new QListWidgetItem(tr("%1 (%2): %n change(s)", "", int(machine.changes.size()))
                                                .arg(plainLine(machine.labelAfter.isEmpty() ? machine.labelBefore : machine.labelAfter), roleTitle(machine.role)),
            list);
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        for (const DeviceChange& change : machine.changes) {
            auto* item = new QListWidgetItem(plainLine(change.sentence), list);
            item->setData(Qt::UserRole, change.kind);
            item->setToolTip(inertToolTip(plainLine(change.device)));
        }
    }
    for (const UnpairedMachine& machine : diff.unpaired) {
        new QListWidgetItem(machine.inBefore ? tr("%1 (%2) is only in this snapshot.").arg(plainLine(machine.label), roleTitle(machine.role))
                                             : tr("%1 (%2) is only in %3.").arg(plainLine(machine.label), roleTitle(machine.role), plainLine(otherName)),
            list);
    }
    layout->addWidget(list, 1);
    auto* clear = new QPushButton(tr("Clear Comparison"), side);
    connect(clear, &QPushButton::clicked, this, &MainWindow::clearComparison);
    layout->addWidget(clear);
    panel->addWidget(side);
    panel->setStretchFactor(0, 3);
    panel->setStretchFactor(1, 1);
    // Another snapshot opened (a new generation; a relayout keeps it): the comparison was of the
    // one before, its marks would mislead.
    connect(this, &MainWindow::snapshotShown, panel, [this, shownGeneration = d->generation] {
        if (d->generation != shownGeneration)
            clearComparison();
    });

    d->tabs->setCurrentIndex(d->tabs->addTab(panel, tr("Comparison")));
    qsizetype changeCount = 0;
    for (const MachineDiff& machine : diff.machines)
        changeCount += machine.changes.size();
    statusBar()->showMessage(tr("Compared with %1: %n change(s)", "", int(changeCount)).arg(plainLine(otherName)));
    Q_EMIT comparisonShown();
}

void MainWindow::clearComparison()
{
    // A comparison still running would bring its tab back: it is forgotten too.
    setProperty(generationProperty, property(generationProperty).toULongLong() + 1);
    if (QWidget* panel = findChild<QWidget*>(QString::fromLatin1(comparisonName))) {
        panel->setObjectName(QString()); // gone already for the next comparison, deleted later
        d->tabs->removeTab(d->tabs->indexOf(panel));
        panel->deleteLater();
    }
}

} // namespace Topo::Ui
