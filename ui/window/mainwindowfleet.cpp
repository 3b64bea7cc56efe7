// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's fleet part: File > Open Fleet Run reads a run folder and analyses it on a
// worker thread into the Fleet tab; a host opened there becomes the window's snapshot, with
// the guest or host it is paired with beside it, as any snapshot is shown.
#include "window/mainwindow_p.h"

#include "analyze/fleet/analyzefleet.h"
#include "io/fleetrunfolder.h"
#include "widgets/plainwarning.h"

namespace Topo::Ui {

namespace {

struct OpenedFleet
{
    Result<FleetRun> run = fail(QString());
    FleetAnalysis analysis;
    QStringList warnings;
};

/// Says why a run did not open (paths and run.json messages: plain text).
void warnFleetRun(QWidget* parent, const QString& text)
{
    warnPlainly(parent, MainWindow::tr("Open Fleet Run"), text);
}

} // namespace

FleetView* MainWindow::fleetView() const
{
    return d->fleet;
}

bool MainWindow::openFleetRun(const QString& dir)
{
    if (!QFileInfo(dir + QStringLiteral("/run.json")).isFile()) {
        const QString message = tr("%1 is not a fleet run folder: it has no run.json.").arg(dir);
        statusBar()->showMessage(message);
        warnFleetRun(this, message);
        return false;
    }
    const quint64 generation = ++d->fleetGeneration;
    d->busy->show();
    statusBar()->showMessage(tr("Reading and analysing the fleet run %1\u2026").arg(QFileInfo(dir).fileName()));
    auto* watcher = new QFutureWatcher<OpenedFleet>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, dir] {
        watcher->deleteLater();
        if (generation != d->fleetGeneration)
            return;
        d->busy->hide();
        const OpenedFleet opened = watcher->result();
        if (!opened.run) {
            statusBar()->showMessage(opened.run.error());
            warnFleetRun(this, opened.run.error());
            return;
        }
        if (!d->fleet) {
            d->fleet = new FleetView(this);
            d->tabs->addTab(d->fleet, tr("Fleet"));
            connect(d->fleet, &FleetView::openHost, this, &MainWindow::openFleetHost);
            connect(d->fleet, &FleetView::compareWithEarlierRunRequested, this, [this] {
                const QString earlier = QFileDialog::getExistingDirectory(this, tr("Compare with Earlier Run"));
                if (!earlier.isEmpty())
                    compareFleetWith(earlier);
            });
            // The docks (machines, GPU details, findings) belong to one machine's view; the fleet
            // view needs the whole window, so they step aside while it is shown and come back after.
            connect(d->tabs, &QTabWidget::currentChanged, this, [this] {
                const bool fleetCurrent = d->tabs->currentWidget() == d->fleet;
                for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
                    if (fleetCurrent && dock->isVisible()) {
                        dock->setProperty("hiddenForFleet", true);
                        dock->hide();
                    } else if (!fleetCurrent && dock->property("hiddenForFleet").toBool()) {
                        dock->setProperty("hiddenForFleet", false);
                        dock->show();
                    }
                }
            });
        }
        d->fleet->setDarkTheme(d->darkTheme->isChecked());
        d->fleet->setFleet(*opened.run, opened.analysis);
        d->tabs->setCurrentWidget(d->fleet);
        statusBar()->showMessage(opened.warnings.isEmpty()
                ? tr("Fleet run %1: %n machine(s)", "", int(opened.run->nodes.size())).arg(opened.run->id)
                : tr("Fleet run %1: %n machine(s); %2", "", int(opened.run->nodes.size())).arg(opened.run->id, opened.warnings.join(QStringLiteral("; "))));
        Q_EMIT fleetShown();
    });
    watcher->setFuture(QtConcurrent::run([dir] {
        OpenedFleet out;
        out.run = readFleetRunFolder(dir, &out.warnings);
        if (out.run)
            out.analysis = analyzeFleet(*out.run);
        return out;
    }));
    return true;
}

bool MainWindow::compareFleetWith(const QString& dir)
{
    if (!d->fleet)
        return false;
    if (!QFileInfo(dir + QStringLiteral("/run.json")).isFile()) {
        const QString message = tr("%1 is not a fleet run folder: it has no run.json.").arg(dir);
        statusBar()->showMessage(message);
        warnFleetRun(this, message);
        return false;
    }
    const quint64 generation = d->fleetGeneration;
    d->busy->show();
    statusBar()->showMessage(tr("Reading and analysing the fleet run %1\u2026").arg(QFileInfo(dir).fileName()));
    struct Compared
    {
        Result<FleetRun> earlier = fail(QString());
        QList<FleetChange> changes;
    };
    auto* watcher = new QFutureWatcher<Compared>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, dir] {
        watcher->deleteLater();
        d->busy->hide();
        if (generation != d->fleetGeneration)
            return; // another run was opened meanwhile
        const Compared compared = watcher->result();
        if (!compared.earlier) {
            statusBar()->showMessage(compared.earlier.error());
            warnFleetRun(this, compared.earlier.error());
            return;
        }
        const QString id = compared.earlier->id.isEmpty() ? QFileInfo(dir).fileName() : compared.earlier->id;
        d->fleet->setChangesSince(id, compared.changes);
        statusBar()->showMessage(d->fleet->changesSinceText()->text());
        Q_EMIT fleetCompared();
    });
    watcher->setFuture(QtConcurrent::run([dir, now = d->fleet->analysis()] {
        Compared out;
        QStringList warnings; // the run shown is what they are about; the earlier one is read as it can be
        out.earlier = readFleetRunFolder(dir, &warnings);
        if (out.earlier)
            out.changes = fleetChangesSince(analyzeFleet(*out.earlier), now);
        return out;
    }));
    return true;
}

void MainWindow::openFleetHost(const QString& name)
{
    const FleetNode* node = d->fleet ? d->fleet->run().node(name) : nullptr;
    if (!node || !node->machine) {
        statusBar()->showMessage(tr("%1: no machine arrived from this host").arg(name));
        return;
    }
    // The machine and its pair (guest beside its host), as roles the window shows side by side.
    QString pairedHost;
    QString pairedGuest;
    for (const GuestPairing& p : d->fleet->analysis().pairs) {
        if (p.guest == name && pairedHost.isEmpty())
            pairedHost = p.host;
        if (p.host == name && pairedGuest.isEmpty())
            pairedGuest = p.guest;
    }
    Snapshot snapshot;
    snapshot.title = name;
    snapshot.createdAt = d->fleet->run().finishedAt;
    MachineSnapshot machine = *node->machine;
    const FleetNode* pair = d->fleet->run().node(pairedHost.isEmpty() ? pairedGuest : pairedHost);
    if (pair && pair->machine) {
        MachineSnapshot other = *pair->machine;
        machine.role = pairedHost.isEmpty() ? MachineRole::Host : MachineRole::Guest;
        other.role = pairedHost.isEmpty() ? MachineRole::Guest : MachineRole::Host;
        snapshot.machines = machine.role == MachineRole::Host ? QList<MachineSnapshot> { machine, other } : QList<MachineSnapshot> { other, machine };
    } else {
        snapshot.machines = { machine };
    }
    showSnapshot(snapshot, name);
    showView(QStringLiteral("topology"));
}

} // namespace Topo::Ui
