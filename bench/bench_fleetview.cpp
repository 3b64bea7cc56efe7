// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the fleet view with a thousand hosts, against a plain QTableWidget of the same
// hosts and columns, in one run, offscreen.
//
// The fleet: the real 4× H200 guest (tests/fixtures/captures/h200-x4.bundle) copied 1,000
// times with its #host and #label changed, and one in fifty with GPU 0's LnkSta in the
// lspci -vvv capture trained to x8 (the capture's stdout=BYTES kept true): synthetic in number
// and in that planted drift only, as bench/run-fleet.sh. The bundles are written to the work
// folder and read back by importFleet(), then analyzeFleet() runs once; neither is timed.
//
// Timed, best of --runs for opening, every click for clicking:
// - open: FleetView constructed, setFleet(), show(), and painted with its baseline drawn (the
//   drawing is laid out on a worker thread, so "painted" waits for drawingShown() and the
//   drawing's next paint). The peer: a QTableWidget constructed, filled with every host's
//   cells as FleetHostsModel shows them, shown and painted.
// - click: one host row selected in the hosts table (the view then selects its group, redraws
//   the drift on the drawing and marks the host on the heatmap) until the table has painted
//   again; 200 different rows, the row scrolled into view beforehand as a user would see it.
//   The peer: the same row selected in the QTableWidget until painted.
// Prints a table with ratios and the bars (open < 2 s, click < 16 ms); never fails on
// a time.
#include "analyze/fleet/analyzefleet.h"
#include "benchsupport.h"
#include "fleet/fleetdrawingview.h"
#include "fleet/fleethostsmodel.h"
#include "fleet/fleetview.h"
#include "io/fleetrunfolder.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QHeaderView>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTableView>
#include <QTableWidget>
#include <QThread>

#include <algorithm>
#include <functional>
#include <memory>

using namespace Topo;
using namespace Topo::Bench;

namespace {

constexpr int hostCount = 1000;
constexpr int clickCount = 200;
constexpr int driftEvery = 50;

double msSince(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// --- the fleet --------------------------------------------------------------------------------

/// The bundle with the first GPU LnkSta at x16 in its lspci-verbose capture narrowed to x8, the
/// capture's stdout byte count changed by as much as the text.
QByteArray narrowedLink(const QByteArray& bundle)
{
    static const QRegularExpression header(QStringLiteral("^@capture lspci-verbose .*stdout=(\\d+)"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = header.match(QString::fromLatin1(bundle));
    const QByteArray from = "LnkSta:\tSpeed 32GT/s, Width x16";
    const QByteArray to = "LnkSta:\tSpeed 32GT/s, Width x8";
    const qsizetype at = m.hasMatch() ? bundle.indexOf(from, m.capturedEnd()) : -1;
    const qsizetype end = bundle.indexOf("\n@end lspci-verbose", std::max<qsizetype>(0, m.capturedEnd()));
    if (at < 0 || end < 0 || at > end)
        die(QStringLiteral("the h200-x4 bundle has no x16 LnkSta in its lspci-verbose capture"));
    QByteArray edited = bundle;
    edited.replace(at, from.size(), to);
    const QByteArray bytes = QByteArray::number(m.captured(1).toLongLong() + to.size() - from.size());
    edited.replace(m.capturedStart(1), m.capturedLength(1), bytes);
    return edited;
}

QByteArray renamed(QByteArray bundle, const QByteArray& name)
{
    for (const char* keyText : { "#host ", "#label " }) {
        const QByteArray key(keyText);
        const qsizetype at = bundle.indexOf(QByteArray('\n' + key));
        if (at < 0)
            die(QStringLiteral("the h200-x4 bundle has no %1line").arg(QString::fromLatin1(key)));
        const qsizetype start = at + 1 + key.size();
        bundle.replace(start, bundle.indexOf('\n', start) - start, name);
    }
    return bundle;
}

/// Writes the thousand bundles into WORK/fleet-bundles and reads them back as one run.
FleetRun writeAndImportFleet(const QString& capturePath, const QDir& work)
{
    QFile capture(capturePath);
    if (!capture.open(QIODevice::ReadOnly))
        die(QStringLiteral("cannot read %1").arg(capturePath));
    const QByteArray plain = capture.readAll();
    const QByteArray narrowed = narrowedLink(plain);
    QDir folder(work.filePath(QStringLiteral("fleet-bundles")));
    if (folder.exists())
        folder.removeRecursively();
    if (!QDir().mkpath(folder.path()))
        die(QStringLiteral("cannot create %1").arg(folder.path()));
    QStringList paths;
    for (int i = 0; i < hostCount; ++i) {
        const QByteArray name = "node" + QByteArray::number(i + 1).rightJustified(4, '0');
        const QString path = folder.filePath(QString::fromLatin1(name) + QStringLiteral(".bundle"));
        writeFile(path, renamed(i % driftEvery == 7 ? narrowed : plain, name));
        paths << path;
    }
    QStringList warnings;
    Result<FleetRun> run = importFleet(paths, &warnings);
    if (!run)
        die(run.error());
    if (run->nodes.size() != hostCount)
        die(QStringLiteral("imported %1 hosts of %2: %3").arg(run->nodes.size()).arg(hostCount).arg(warnings.join(u' ')));
    return *run;
}

// --- painting ---------------------------------------------------------------------------------

/// Counts the paint events a widget receives.
class PaintCounter : public QObject
{
public:
    explicit PaintCounter(QWidget* widget)
        : QObject(widget)
    {
        widget->installEventFilter(this);
    }
    int count = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};

/// Processes events until `done` holds; gives up after 60 s, which is a failure of the bench.
void processEventsUntil(const std::function<bool()>& done, const char* what)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > 60000)
            die(QStringLiteral("waited a minute for %1").arg(QLatin1String(what)));
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
}

const QSize windowSize(1500, 950);

// --- TopoLens ---------------------------------------------------------------------------------

struct Ours
{
    std::unique_ptr<Ui::FleetView> view;
    PaintCounter* table = nullptr;
    PaintCounter* drawing = nullptr;
};

Ours openFleetView(const FleetRun& run, const FleetAnalysis& analysis, double* elapsed)
{
    QElapsedTimer timer;
    timer.start();
    Ours ours;
    ours.view = std::make_unique<Ui::FleetView>();
    ours.table = new PaintCounter(ours.view->hostsTable()->viewport());
    ours.drawing = new PaintCounter(ours.view->drawingView()->viewport());
    bool drawn = false;
    int drawingPaintsWhenDrawn = 0;
    QObject::connect(ours.view.get(), &Ui::FleetView::drawingShown, ours.view.get(), [&] {
        drawn = true;
        drawingPaintsWhenDrawn = ours.drawing->count;
    });
    ours.view->resize(windowSize);
    ours.view->setFleet(run, analysis);
    ours.view->show();
    processEventsUntil([&] { return drawn && ours.drawing->count > drawingPaintsWhenDrawn && ours.table->count > 0; },
        "the fleet view's first paint");
    *elapsed = msSince(timer);
    QObject::disconnect(ours.view.get(), &Ui::FleetView::drawingShown, ours.view.get(), nullptr);
    return ours;
}

// --- the peer ---------------------------------------------------------------------------------

struct Peer
{
    std::unique_ptr<QTableWidget> table;
    PaintCounter* painted = nullptr;
};

/// A QTableWidget with the hosts model's header and display text, cell by cell.
Peer openPeer(const Ui::FleetHostsModel& model, double* elapsed)
{
    QElapsedTimer timer;
    timer.start();
    Peer peer;
    peer.table = std::make_unique<QTableWidget>(model.rowCount(), model.columnCount());
    peer.painted = new PaintCounter(peer.table->viewport());
    QStringList headers;
    for (int column = 0; column < model.columnCount(); ++column)
        headers << model.headerData(column, Qt::Horizontal).toString();
    peer.table->setHorizontalHeaderLabels(headers);
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column)
            peer.table->setItem(row, column, new QTableWidgetItem(model.index(row, column).data().toString()));
    }
    peer.table->setSelectionBehavior(QAbstractItemView::SelectRows);
    peer.table->resize(windowSize);
    peer.table->show();
    processEventsUntil([&] { return peer.painted->count > 0; }, "the QTableWidget's first paint");
    *elapsed = msSince(timer);
    return peer;
}

// --- clicking ---------------------------------------------------------------------------------

/// 200 different rows across the table (37 is prime to 1,000), some with drift.
QList<int> clickRows()
{
    QList<int> rows;
    for (int i = 0; i < clickCount; ++i)
        rows << (i * 37) % hostCount;
    return rows;
}

/// Selects each row of `rows` in `table` and times until `painted` counts one more paint.
QList<double> timeClicks(QTableView* table, PaintCounter* painted, const QList<int>& rows)
{
    QList<double> times;
    for (int row : rows) {
        // Scrolled into view first, untimed: a click is on a row the user sees.
        table->scrollTo(table->model()->index(row, 0));
        QCoreApplication::processEvents();
        const int before = painted->count;
        QElapsedTimer timer;
        timer.start();
        table->selectRow(row);
        processEventsUntil([&] { return painted->count > before; }, "a click's paint");
        times << msSince(timer);
    }
    return times;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double worst(const QList<double>& values)
{
    return *std::max_element(values.begin(), values.end());
}

QString bar(double value, double limit)
{
    return value < limit ? QStringLiteral("yes") : QStringLiteral("**no**");
}

} // namespace

int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("bench_fleetview"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("TopoLens fleet view speed with 1,000 hosts against a plain QTableWidget."));
    parser.addHelpOption();
    const QCommandLineOption runsOption = Bench::runsOption();
    const QCommandLineOption workOption = Bench::workOption(QStringLiteral("Folder for the generated bundles."));
    const QCommandLineOption captureOption(QStringLiteral("capture"), QStringLiteral("The bundle copied for every host."),
        QStringLiteral("PATH"), QStringLiteral(TOPOLENS_H200_BUNDLE));
    parser.addOptions({ runsOption, workOption, captureOption });
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    const QDir work = workFolder(parser.value(workOption));

    QElapsedTimer prepare;
    prepare.start();
    const FleetRun run = writeAndImportFleet(parser.value(captureOption), work);
    const double importMs = msSince(prepare);
    prepare.restart();
    const FleetAnalysis analysis = analyzeFleet(run);
    const double analyzeMs = msSince(prepare);
    int withDrift = 0;
    for (const FleetHost& host : analysis.hosts)
        withDrift += host.drift.isEmpty() ? 0 : 1;

    const QString cpu = firstLineOf(QStringLiteral("/proc/cpuinfo"), QStringLiteral("model name\t:"));
    out() << "Machine: " << QThread::idealThreadCount() << " CPU(s) (" << cpu << "), " << QSysInfo::prettyProductName()
          << ", Qt " << qVersion() << ", QPA " << QGuiApplication::platformName() << "\nFleet: " << run.nodes.size()
          << " copies of h200-x4.bundle (1 in " << driftEvery << " with GPU 0's link at x8), " << analysis.groups.size()
          << " groups, " << withDrift << " hosts with drift; import " << ms(importMs) << ", analyzeFleet " << ms(analyzeMs)
          << " (not timed below). Open: best of " << runs << " runs per side, interleaved. Click: " << clickCount
          << " different rows, window " << windowSize.width() << "\u00d7" << windowSize.height() << ".\n"
          << Qt::flush;

    double openOurs = 0;
    double openPeerBest = 0;
    double openOursCold = 0; // the first run: Graphviz and the fonts not warmed up yet
    double openPeerCold = 0;
    Ours ours;
    Peer peer;
    for (int i = 0; i < runs; ++i) {
        ours = {};
        peer = {};
        double o = 0;
        ours = openFleetView(run, analysis, &o);
        ours.view->hide();
        double p = 0;
        peer = openPeer(*ours.view->hostsModel(), &p);
        peer.table->hide();
        if (i == 0) {
            openOursCold = o;
            openPeerCold = p;
        }
        openOurs = i == 0 ? o : std::min(openOurs, o);
        openPeerBest = i == 0 ? p : std::min(openPeerBest, p);
    }

    const QList<int> rows = clickRows();
    ours.view->show();
    QCoreApplication::processEvents();
    const QList<double> oursClicks = timeClicks(ours.view->hostsTable(), ours.table, rows);
    ours.view->hide();
    peer.table->show();
    QCoreApplication::processEvents();
    const QList<double> peerClicks = timeClicks(peer.table.get(), peer.painted, rows);

    const double oursMedian = median(oursClicks);
    const double peerMedian = median(peerClicks);
    out() << "\n| what | TopoLens | QTableWidget | ratio |\n|---|---|---|---|\n";
    out() << "| open " << hostCount << " hosts: construct, setFleet / fill, show, first paint (best of " << runs << ") | "
          << ms(openOurs) << " | " << ms(openPeerBest) << " | " << ratio(openOurs, openPeerBest) << " |\n";
    out() << "| open, first run of the process (cold) | " << ms(openOursCold) << " | " << ms(openPeerCold) << " | "
          << ratio(openOursCold, openPeerCold) << " |\n";
    out() << "| click a host row until painted, median of " << clickCount << " | " << ms(oursMedian) << " | " << ms(peerMedian)
          << " | " << ratio(oursMedian, peerMedian) << " |\n";
    out() << "| click a host row until painted, worst of " << clickCount << " | " << ms(worst(oursClicks)) << " | "
          << ms(worst(peerClicks)) << " | " << ratio(worst(oursClicks), worst(peerClicks)) << " |\n";
    out() << "\n| bar (issue) | TopoLens | met |\n|---|---|---|\n";
    out() << "| open < 2 s (cold) | " << ms(openOursCold) << " | " << bar(openOursCold, 2000) << " |\n";
    out() << "| click < 16 ms (median) | " << ms(oursMedian) << " | " << bar(oursMedian, 16) << " |\n";
    out() << "| click < 16 ms (worst) | " << ms(worst(oursClicks)) << " | " << bar(worst(oursClicks), 16) << " |\n" << Qt::flush;
    return 0;
}
