// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet view (ui/fleet/): its models under QAbstractItemModelTester, the hosts table's
// filter, sort and exports (hostile names stay inert), the drift painted on the baseline
// drawing, a fleet of a thousand hosts, and the HTML/PDF report.
//
// Every machine is the real 4x H200 guest (tests/fixtures/captures/h200-x4.bundle) under
// another name. Two kinds of fleet:
// - constructed analyses (constructedAnalysis()): FleetAnalysis values written here by hand,
//   in the shape analyzeFleet() returns, so the widgets are checked apart from the analysis'
//   rules; they are labelled constructed wherever they are used;
// - one real analysis (realFleet()): analyzeFleet() over copies of the bundle in which one
//   host's lspci line is edited (synthetic: GPU 2's link trained to x8), as tests/fleet does.
// With TOPOLENS_FLEET_SHOTS=DIR the view's screenshots are written there.
#include "analyze/fleet/analyzefleet.h"
#include "analyze/machinebuilder.h"
#include "topology/changeoverlay.h"
#include "fleet/fleetdrawingview.h"
#include "fleet/fleetgroupsmodel.h"
#include "fleet/fleetheatmapwidget.h"
#include "fleet/fleethostsexport.h"
#include "fleet/fleethostsfilter.h"
#include "fleet/fleethostsmodel.h"
#include "fleet/fleetreport.h"
#include "fleet/fleetview.h"
#include "io/bundle.h"
#include "io/fleetrunfolder.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "testutil.h"
#include "topology/topologyscene.h"
#include "window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QXmlStreamReader>

using namespace Topo;
using namespace Topo::Ui;

namespace {

const QString hostileName = QStringLiteral("=HYPERLINK(\"x\");<script>alert(1)</script>&amp;\x01");

QByteArray h200Bundle()
{
    return TestUtil::readFixture(QStringLiteral("captures/h200-x4.bundle"));
}

MachineSnapshot h200Machine(const QString& label, const QByteArray& bundle = h200Bundle())
{
    const ParseResult<Snapshot> read = readBundle(bundle);
    if (read.value.machines.isEmpty())
        qFatal("the h200-x4 bundle does not load");
    MachineSnapshot m = read.value.machines.first();
    m.label = label;
    return m;
}

/// The bundle with the n-th (0-based) GPU link status line replaced: a synthetic variant.
QByteArray editedLink(int n, const QByteArray& replacement)
{
    QByteArray bundle = h200Bundle();
    const QByteArray line = "LnkSta:\tSpeed 32GT/s, Width x16";
    qsizetype at = -1;
    for (int i = 0; i <= n; ++i) {
        at = bundle.indexOf(line, at + 1);
        if (at < 0)
            qFatal("the h200-x4 bundle has fewer GPU links than the test edits");
    }
    // A bundle carries byte counts: keep the length, so the edit stays a valid bundle.
    QByteArray padded = replacement.leftJustified(line.size(), ' ', true);
    bundle.replace(at, line.size(), padded);
    return bundle;
}

QString nodeName(int i)
{
    return QStringLiteral("gpu%1").arg(i, 3, 10, QLatin1Char('0'));
}

/// A run of `count` copies of the real machine; `hostile` renames one node.
FleetRun realRun(int count, const QHash<int, QByteArray>& bundles = {}, bool hostile = false)
{
    FleetRun run;
    run.id = QStringLiteral("20261201T210000Z");
    run.engine = QStringLiteral("clush");
    run.nodeset = QStringLiteral("gpu[001-%1]").arg(count, 3, 10, QLatin1Char('0'));
    run.startedAt = QDateTime(QDate(2026, 12, 1), QTime(21, 0), Qt::UTC);
    run.finishedAt = run.startedAt.addSecs(42);
    const MachineSnapshot plain = h200Machine(QStringLiteral("h200"));
    for (int i = 1; i <= count; ++i) {
        FleetNode node;
        node.name = hostile && i == 2 ? hostileName : nodeName(i);
        node.role = MachineRole::BareMetal;
        node.machine = bundles.contains(i) ? h200Machine(node.name, bundles.value(i)) : plain;
        node.machine->label = node.name;
        run.nodes << node;
    }
    return run;
}

/// CONSTRUCTED: an analysis written by hand in analyzeFleet()'s shape for a run of `count`
/// hosts: one baseline group, a minority whose GPU 2 link is x8 (definite) and GPU 1 slower
/// (re-sample), a minority missing GPU 3 with IOMMU off, one host unreachable.
FleetAnalysis constructedAnalysis(const FleetRun& run)
{
    const QString hwClass = QStringLiteral("Standard PC (Q35 + ICH9, 2009) \u00b7 4\u00d7 NVIDIA H200");
    const QString base = QStringLiteral("1f3c9a2e77b04d11");
    const QString narrow = QStringLiteral("8e21c0aa5d3f9b02");
    const QString missing = QStringLiteral("c4d5e6f708192a3b");
    FleetAnalysis a;
    FleetGroup baseGroup { base, hwClass, {}, {}, true, base };
    FleetGroup narrowGroup { narrow, hwClass, {}, {}, false, base };
    FleetGroup missingGroup { missing, hwClass, {}, {}, false, base };
    const QList<DeviceChange> narrowDrift = {
        { QStringLiteral("link-width"), QStringLiteral("gpu2"), QStringLiteral("GPU2 0000:00:04.0"), QStringLiteral("32 GT/s x16"),
            QStringLiteral("32 GT/s x8"), QStringLiteral("The link trained narrower than on the baseline."), ChangeCertainty::Definite },
        { QStringLiteral("link-speed"), QStringLiteral("gpu1"), QStringLiteral("GPU1 0000:00:03.0"), QStringLiteral("32 GT/s x16"),
            QStringLiteral("16 GT/s x16"), QStringLiteral("Idle GPUs drop link speed."), ChangeCertainty::ResampleUnderLoad },
    };
    const QList<DeviceChange> missingDrift = {
        { QStringLiteral("iommu"), QString(), QString(), QStringLiteral("on"), QStringLiteral("off"), {}, ChangeCertainty::Definite },
        { QStringLiteral("device-missing"), QStringLiteral("gpu3"), QString(), QStringLiteral("NVIDIA H200"), QString(), {},
            ChangeCertainty::Definite },
    };
    for (int i = 0; i < run.nodes.size(); ++i) {
        const FleetNode& n = run.nodes[i];
        FleetHost h;
        h.name = n.name;
        h.role = n.role;
        if (i == 3) {
            h.outcome = NodeOutcome::Unreachable;
            h.outcomeDetail = QStringLiteral("ssh: connect to host gpu004 port 22: Connection refused");
            a.hosts << h;
            continue;
        }
        h.hardwareClass = hwClass;
        FleetGroup* g = i % 50 == 1 ? &narrowGroup : i % 97 == 5 ? &missingGroup : &baseGroup;
        h.fingerprint = h.group = g->fingerprint;
        h.inBaseline = g->baseline;
        h.drift = g == &narrowGroup ? narrowDrift : g == &missingGroup ? missingDrift : QList<DeviceChange>();
        if (i == 2)
            h.findings << Finding { QStringLiteral("gpu-link-downgraded"), FindingSeverity::Problem, QStringLiteral("GPU2 link at x8"),
                {}, {}, 0, MachineRole::BareMetal, h.name, { 2 }, {}, {} };
        g->hosts << h.name;
        a.hosts << h;
    }
    // Folded by hand here (the analysis folds with core/util/nodeset): the test's names only.
    for (FleetGroup* g : { &baseGroup, &narrowGroup, &missingGroup }) {
        if (g->hosts.isEmpty())
            continue;
        g->nodeset = g->hosts.size() == 1 ? g->hosts.first() : QStringLiteral("%1 \u2026 %2 (%3)").arg(g->hosts.first(), g->hosts.last()).arg(g->hosts.size());
        a.groups << *g;
    }
    return a;
}

/// Reads every cell in every role the views ask for.
void readEverything(const QAbstractItemModel& model)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            QVERIFY(index.isValid());
            for (int role : { int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::ForegroundRole), int(Qt::FontRole),
                     int(Qt::TextAlignmentRole), int(Qt::UserRole), int(Qt::UserRole) + 1, int(Qt::UserRole) + 2,
                     int(Qt::UserRole) + 3, int(Qt::UserRole) + 4 })
                model.data(index, role);
        }
    }
    for (int section = 0; section < model.columnCount(); ++section)
        QVERIFY(!model.headerData(section, Qt::Horizontal).toString().isEmpty());
}

/// RFC 4180 records, for checking the export by reading it back.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
            record << field;
            records << record;
            record.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return records;
}

bool waitForDrawing(FleetView& view)
{
    QSignalSpy shown(&view, &FleetView::drawingShown);
    return !view.drawingView()->topologyScene()->gpuIndices().isEmpty() || shown.wait(TestUtil::eventBoundMs);
}

/// Counts pixels close to `color` inside `rect` of an image.
int pixelsNear(const QImage& image, const QRect& rect, const QColor& color)
{
    int n = 0;
    for (int y = std::max(0, rect.top()); y <= std::min(image.height() - 1, rect.bottom()); ++y) {
        for (int x = std::max(0, rect.left()); x <= std::min(image.width() - 1, rect.right()); ++x) {
            const QColor p = image.pixelColor(x, y);
            n += std::abs(p.red() - color.red()) + std::abs(p.green() - color.green()) + std::abs(p.blue() - color.blue()) < 60 ? 1 : 0;
        }
    }
    return n;
}

void saveShot(QWidget& widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("TOPOLENS_FLEET_SHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(widget.grab().save(dir + u'/' + name));
}

} // namespace

class TestUiFleetView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelsUnderTester()
    {
        const FleetRun run = realRun(120, {}, true);
        const FleetAnalysis analysis = constructedAnalysis(run); // constructed
        FleetHostsModel hosts;
        FleetHostsFilter filter;
        FleetGroupsModel groups;
        QAbstractItemModelTester hostsTester(&hosts, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester groupsTester(&groups, QAbstractItemModelTester::FailureReportingMode::Fatal);
        filter.setSourceModel(&hosts);
        hosts.setAnalysis(analysis);
        groups.setAnalysis(analysis);
        QCOMPARE(hosts.rowCount(), 120);
        QCOMPARE(groups.rowCount(), 3);
        readEverything(hosts);
        readEverything(filter);
        readEverything(groups);
        // The baseline row says so and is bold; a minority names its kinds of drift.
        QVERIFY(groups.index(0, FleetGroupsModel::Differences).data().toString().contains(u"baseline"));
        QVERIFY(groups.index(0, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(groups.index(1, FleetGroupsModel::Differences).data().toString().contains(u"link width"));
        QCOMPARE(groups.baselineRowOf(analysis.groups[1].hardwareClass), 0);
        // Status, group, findings and drift columns say what the analysis says.
        QCOMPARE(hosts.index(3, FleetHostsModel::Status).data().toString(), nodeOutcomeTitle(NodeOutcome::Unreachable));
        QVERIFY(hosts.index(0, FleetHostsModel::Group).data().toString().endsWith(u"(baseline)"));
        QCOMPARE(hosts.index(1, FleetHostsModel::DriftCount).data().toInt(), 2);
        QVERIFY(hosts.index(1, FleetHostsModel::DriftSummary).data().toString().contains(u"x8"));
        QVERIFY(hosts.index(2, FleetHostsModel::Findings).data().toString().startsWith(u"1"));
        // A hostile name is shown as text, and its tooltip cannot become markup.
        QCOMPARE(hosts.index(1, 0).data().toString(), hostileName);
        QVERIFY(!hosts.index(1, 0).data(Qt::ToolTipRole).toString().contains(u"<script>"));
        // Reloads are resets the testers check.
        hosts.setAnalysis(constructedAnalysis(realRun(7)));
        groups.setAnalysis({});
        QCOMPARE(hosts.rowCount(), 7);
        QCOMPARE(groups.rowCount(), 0);
    }

    void filterAndSort()
    {
        const FleetAnalysis analysis = constructedAnalysis(realRun(200)); // constructed
        FleetHostsModel hosts;
        hosts.setAnalysis(analysis);
        FleetHostsFilter filter;
        filter.setSourceModel(&hosts);
        QCOMPARE(filter.rowCount(), 200);
        filter.setText(QStringLiteral("GPU01"));
        QCOMPARE(filter.rowCount(), 10); // gpu010–gpu019, case-insensitive
        filter.setText(QString());
        filter.setStatus(FleetHostsFilter::Status::WithDrift);
        int drifted = 0;
        for (const FleetHost& h : analysis.hosts)
            drifted += h.drift.isEmpty() ? 0 : 1;
        QVERIFY(drifted > 0);
        QCOMPARE(filter.rowCount(), drifted);
        filter.setStatus(FleetHostsFilter::Status::NotOk);
        QCOMPARE(filter.visibleHosts(), QStringList { QStringLiteral("gpu004") });
        filter.setStatus(FleetHostsFilter::Status::Outcome, NodeOutcome::Ok);
        QCOMPARE(filter.rowCount(), 199);
        filter.setStatus(FleetHostsFilter::Status::All);
        // The text filter is plain text, never a pattern; it finds drift text too.
        filter.setText(QStringLiteral("x8"));
        QCOMPARE(filter.rowCount(), 4);
        filter.setText(QStringLiteral("gpu.*"));
        QCOMPARE(filter.rowCount(), 0);
        filter.setText(QString());
        filter.setGroup(analysis.groups[2].fingerprint);
        QCOMPARE(filter.rowCount(), int(analysis.groups[2].hosts.size()));
        filter.setGroup(QString());

        // Most drift first, then natural name order (gpu9 before gpu10 would be; here padded).
        filter.sort(FleetHostsModel::DriftCount, Qt::DescendingOrder);
        QCOMPARE(filter.index(0, FleetHostsModel::DriftCount).data().toInt(), 2);
        filter.sort(FleetHostsModel::Name, Qt::DescendingOrder);
        QCOMPARE(filter.index(0, 0).data().toString(), QStringLiteral("gpu200"));
        filter.sort(FleetHostsModel::Status, Qt::DescendingOrder);
        QCOMPARE(filter.index(0, 0).data().toString(), QStringLiteral("gpu004"));
    }

    void naturalOrder()
    {
        FleetAnalysis analysis;
        for (const char* name : { "n10", "n9", "n100", "n1" })
            analysis.hosts << FleetHost { QString::fromLatin1(name), MachineRole::Host, NodeOutcome::Ok, {}, {}, {}, {}, false, {}, {}, {}, {} };
        FleetHostsModel hosts;
        hosts.setAnalysis(analysis);
        FleetHostsFilter filter;
        filter.setSourceModel(&hosts);
        filter.sort(FleetHostsModel::Name, Qt::AscendingOrder);
        QCOMPARE(filter.visibleHosts(), (QStringList { QStringLiteral("n1"), QStringLiteral("n9"), QStringLiteral("n10"), QStringLiteral("n100") }));
    }

    void csvAndJsonExports()
    {
        const FleetAnalysis analysis = constructedAnalysis(realRun(12, {}, true)); // constructed
        FleetHostsModel hosts;
        hosts.setAnalysis(analysis);
        FleetHostsFilter filter;
        filter.setSourceModel(&hosts);

        const QString csv = QString::fromUtf8(hostsCsv(filter));
        const QList<QStringList> records = parseCsv(csv);
        QCOMPARE(records.size(), 13); // header + every host, the hostile one still one record
        for (const QStringList& r : records)
            QCOMPARE(r.size(), int(FleetHostsModel::ColumnCount));
        QCOMPARE(records[0][0], QStringLiteral("Name"));
        // The formula stays text: an apostrophe first; quotes doubled and read back intact.
        QCOMPARE(records[2][0], u'\'' + hostileName);
        QCOMPARE(csvField(QStringLiteral("a\"b,c\nd")), QStringLiteral("\"a\"\"b,c\nd\""));
        QCOMPARE(csvField(QStringLiteral("-1+1")), QStringLiteral("\"'-1+1\""));
        QCOMPARE(csvField(QStringLiteral("gpu001")), QStringLiteral("\"gpu001\""));

        // Filtered rows only, in the order shown.
        filter.setStatus(FleetHostsFilter::Status::WithDrift);
        QCOMPARE(parseCsv(QString::fromUtf8(hostsCsv(filter))).size(), filter.rowCount() + 1);

        QList<const FleetHost*> list;
        for (const FleetHost& h : analysis.hosts)
            list << &h;
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(hostsJson(list), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonArray array = json.object().value(u"hosts").toArray();
        QCOMPARE(array.size(), 12);
        QCOMPARE(array[1].toObject().value(u"name").toString(), hostileName);
        const QJsonObject drifted = array[1].toObject();
        QCOMPARE(drifted.value(u"drift").toArray().size(), 2);
        const QJsonObject firstDrift = drifted.value(u"drift").toArray().first().toObject();
        for (const char* key : { "what", "device", "expected", "actual" })
            QVERIFY2(firstDrift.contains(QLatin1String(key)), key);
        QCOMPARE(array[3].toObject().value(u"status").toString(), QStringLiteral("unreachable"));
        QVERIFY(array[2].toObject().value(u"findings").isArray());
    }

    void driftPaintedOnTheBaseline()
    {
        const Machine machine = buildMachine(h200Machine(QStringLiteral("gpu001")));
        QCOMPARE(machine.gpus.size(), 4);
        Layout::Graph graph = Layout::buildTopologyGraph(machine, {});
        TopologyScene::measureLabels(graph);
        const Layout::LayoutResult layout = Layout::layoutBlocking(graph);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
        TopologyScene scene;
        scene.setTopology(machine, graph, layout.geometry);
        const QHash<QString, int> slots = baselineGpuSlots(machine);
        QCOMPARE(slots.size(), 4);

        const FleetAnalysis analysis = constructedAnalysis(realRun(3)); // constructed drift
        const QList<DeviceChange> drift = analysis.hosts[1].drift;
        const ChangeOverlay overlay(&scene, drift, slots);
        const int narrowGpu = overlay.gpuOf(drift[0]);
        QCOMPARE(narrowGpu, slots.value(QStringLiteral("gpu2")));
        QVERIFY(!scene.gpuRect(narrowGpu).isNull());
        QVERIFY(overlay.bounds().contains(scene.sceneRect()));

        // Paint scene + marks; the narrowed GPU gets a red frame, the slower one amber, and
        // without drift there is neither.
        auto render = [&](const ChangeOverlay& o) {
            const QRectF bounds = o.isEmpty() ? scene.sceneRect() : o.bounds();
            QImage image(bounds.size().toSize(), QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter p(&image);
            p.translate(-bounds.topLeft());
            scene.render(&p, scene.sceneRect(), scene.sceneRect());
            o.paint(&p);
            p.end();
            return std::pair(image, bounds.topLeft());
        };
        auto frame = [&](int gpu, const QPointF& origin) {
            return scene.gpuRect(gpu).adjusted(-5, -5, 5, 5).translated(-origin).toRect();
        };
        const QColor red(0xd1, 0x24, 0x2f);
        const QColor amber(0xbf, 0x87, 0x00);
        const auto [marked, origin] = render(overlay);
        const auto [plain, plainOrigin] = render(ChangeOverlay(&scene, {}, slots));
        QVERIFY(pixelsNear(marked, frame(narrowGpu, origin), red) > 40);
        QCOMPARE(pixelsNear(plain, frame(narrowGpu, plainOrigin), red), 0);
        const int slowGpu = overlay.gpuOf(drift[1]);
        QVERIFY(pixelsNear(marked, frame(slowGpu, origin), amber) > 20);
        QVERIFY(pixelsNear(marked, frame(slowGpu, origin), red) < 10); // its own colour, not the definite one

        // A missing slot is a ghost on its GPU; machine-wide drift gets its box beside.
        const ChangeOverlay missing(&scene, constructedAnalysis(realRun(10)).hosts[5].drift, slots);
        QCOMPARE(missing.changes().size(), 2);
        QCOMPARE(missing.gpuOf(missing.changes()[1]), slots.value(QStringLiteral("gpu3")));
        QCOMPARE(missing.gpuOf(missing.changes()[0]), -1);
        QVERIFY(missing.bounds().width() > scene.sceneRect().width());
    }

    void viewShowsTheFleet()
    {
        const FleetRun run = realRun(64, {}, true);
        const FleetAnalysis analysis = constructedAnalysis(run); // constructed
        FleetView view;
        view.resize(1500, 950);
        view.setFleet(run, analysis);
        view.show();
        QVERIFY(waitForDrawing(view));
        // The first minority is selected, its drift on the drawing.
        QCOMPARE(view.selectedGroup(), analysis.groups[1].fingerprint);
        QCOMPARE(view.drawingView()->overlay().changes().size(), 2);
        QCOMPARE(view.heatmap()->grid().rowCount(), 64);
        QCOMPARE(view.heatmap()->grid().columnCount(), 4);
        QCOMPARE(view.heatmap()->grid().cell(1, 2).state, FleetSlotGrid::State::Drift);
        QCOMPARE(view.heatmap()->grid().cell(1, 2).mark, ChangeMark::LinkWidth);
        QCOMPARE(view.heatmap()->grid().cell(0, 2).state, FleetSlotGrid::State::Same);
        QCOMPARE(view.heatmap()->grid().cell(3, 0).state, FleetSlotGrid::State::NoData);
        saveShot(view, QStringLiteral("fleet-view-64.png"));

        // The heatmap follows the table's filter.
        view.filterEdit()->setText(QStringLiteral("gpu00"));
        QCOMPARE(view.heatmap()->rowOrder().size(), view.hostsFilter()->rowCount());
        view.filterEdit()->clear();

        // A host picked in the table selects its group; a double-click asks for its machine.
        view.selectHost(QStringLiteral("gpu006"));
        QCOMPARE(view.selectedGroup(), analysis.groups[2].fingerprint);
        QVERIFY(view.drawingView()->overlay().changes().size() == 2);
        saveShot(view, QStringLiteral("fleet-view-missing.png"));
        QSignalSpy open(&view, &FleetView::openHost);
        QTableView* table = view.hostsTable();
        const QModelIndex index = table->model()->index(5, 0);
        table->scrollTo(index);
        const QRect cell = table->visualRect(index);
        QVERIFY2(table->viewport()->rect().contains(cell.center()), "the row is not on screen");
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.first().first().toString(), index.data().toString());

        // Exports write what the table shows.
        QTemporaryDir dir;
        QString error;
        QVERIFY(view.exportHosts(dir.filePath(QStringLiteral("hosts.csv")), &error));
        QVERIFY(view.exportHosts(dir.filePath(QStringLiteral("hosts.json")), &error));
        QCOMPARE(parseCsv(QString::fromUtf8(TestUtil::readFile(dir.filePath(QStringLiteral("hosts.csv"))))).size(), 65);
    }

    void thousandHosts()
    {
        const FleetRun run = realRun(1000);
        const FleetAnalysis analysis = constructedAnalysis(run); // constructed; time is measured in bench/
        FleetView view;
        view.resize(1500, 950);
        view.setFleet(run, analysis);
        view.show();
        QVERIFY(waitForDrawing(view));
        QCOMPARE(view.hostsModel()->rowCount(), 1000);
        QCOMPARE(view.heatmap()->rowOrder().size(), 1000);
        // The heatmap paints a screenful, not a thousand rows.
        view.heatmap()->viewport()->repaint();
        QVERIFY(view.heatmap()->lastPaintedRows() > 0);
        QVERIFY(view.heatmap()->lastPaintedRows() <= view.heatmap()->viewport()->height() / 16 + 2);
        view.selectHost(QStringLiteral("gpu999"));
        view.heatmap()->viewport()->repaint();
        QVERIFY(view.heatmap()->lastPaintedRows() <= view.heatmap()->viewport()->height() / 16 + 2);
        saveShot(view, QStringLiteral("fleet-view-1000.png"));
    }

    void realAnalysisDrawsItsDrift()
    {
        // The real analysis over a real run: host 5 with GPU 2 at x8 (synthetic edit).
        const FleetRun run = realRun(16, { { 5, editedLink(2, "LnkSta:\tSpeed 32GT/s, Width x8") } });
        const FleetAnalysis analysis = analyzeFleet(run);
        QCOMPARE(analysis.hosts.size(), 16);
        const FleetHost& odd = analysis.hosts[4];
        QVERIFY2(!odd.drift.isEmpty(), "the analysis found no drift on the edited host");
        FleetView view;
        view.resize(1500, 950);
        view.setFleet(run, analysis);
        view.show();
        QVERIFY(waitForDrawing(view));
        view.selectHost(odd.name);
        QCOMPARE(view.selectedGroup(), odd.group);
        QVERIFY(waitForDrawing(view));
        const ChangeOverlay& overlay = view.drawingView()->overlay();
        QVERIFY(!overlay.isEmpty());
        bool onAGpu = false;
        for (const DeviceChange& d : overlay.changes())
            onAGpu = onAGpu || (d.kind == u"link-width" && overlay.gpuOf(d) >= 0);
        QVERIFY2(onAGpu, "the link-width drift is not drawn on a GPU of the baseline");
        saveShot(view, QStringLiteral("fleet-view-real.png"));
    }

    void windowOpensAFleetRun()
    {
        // A run folder as `fleet collect` writes it (C's writer), opened by File > Open Fleet
        // Run: the Fleet tab shows it, and a host opened there is the window's snapshot.
        QTemporaryDir dir;
        const QString runDir = dir.filePath(QStringLiteral("20261201T210000Z"));
        const FleetRun run = realRun(8, { { 3, editedLink(1, "LnkSta:\tSpeed 32GT/s, Width x8") } });
        const Status written = writeFleetRunFolder(runDir, run, {}, {});
        QVERIFY2(written.ok(), qPrintable(written.error()));
        MainWindow window;
        window.resize(1500, 950);
        window.show();
        QSignalSpy fleetShown(&window, &MainWindow::fleetShown);
        QVERIFY(window.openFleetRun(runDir));
        QVERIFY(fleetShown.wait(TestUtil::eventBoundMs));
        QVERIFY(window.fleetView());
        QCOMPARE(window.fleetView()->hostsModel()->rowCount(), 8);
        QVERIFY(waitForDrawing(*window.fleetView()));
        saveShot(window, QStringLiteral("fleet-window.png"));
        QSignalSpy snapshotShown(&window, &MainWindow::snapshotShown);
        Q_EMIT window.fleetView()->openHost(QStringLiteral("gpu003"));
        QVERIFY(snapshotShown.wait(TestUtil::eventBoundMs));
        QCOMPARE(window.snapshot().machines.size(), 1);
        QCOMPARE(window.snapshot().machines.first().label, QStringLiteral("gpu003"));
        QVERIFY(!window.openFleetRun(dir.filePath(QStringLiteral("nothing-here"))));
    }

    void windowComparesWithAnEarlierRun()
    {
        // Two run folders of one fleet: in the later one gpu003's GPU 1 link trained at x8
        // (synthetic edit of the real bundle). The Fleet tab names that host and its link, and
        // its filter narrows the table to it.
        QTemporaryDir dir;
        const QString earlierDir = dir.filePath(QStringLiteral("20261130T210000Z"));
        FleetRun earlier = realRun(8);
        earlier.id = QStringLiteral("20261130T210000Z");
        QVERIFY(writeFleetRunFolder(earlierDir, earlier, {}, {}).ok());
        const QString laterDir = dir.filePath(QStringLiteral("20261201T210000Z"));
        QVERIFY(writeFleetRunFolder(laterDir, realRun(8, { { 3, editedLink(1, "LnkSta:\tSpeed 32GT/s, Width x8") } }), {}, {}).ok());
        MainWindow window;
        window.resize(1500, 950);
        window.show();
        QSignalSpy fleetShown(&window, &MainWindow::fleetShown);
        QVERIFY(window.openFleetRun(laterDir));
        QVERIFY(fleetShown.wait(TestUtil::eventBoundMs));
        FleetView* view = window.fleetView();
        FleetHostsModel* hosts = view->hostsModel();
        QCOMPARE(hosts->columnCount(), int(FleetHostsModel::ColumnCount)); // no comparison yet: no column
        QSignalSpy compared(&window, &MainWindow::fleetCompared);
        QVERIFY(window.compareFleetWith(earlierDir));
        QVERIFY(compared.wait(TestUtil::eventBoundMs));
        QCOMPARE(hosts->columnCount(), int(FleetHostsModel::ColumnCount) + 1);
        QCOMPARE(hosts->headerData(FleetHostsModel::ChangesSince, Qt::Horizontal).toString(),
            QStringLiteral("Since run 20261130T210000Z"));
        QAbstractItemModelTester tester(hosts, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int row = hosts->rowOf(QStringLiteral("gpu003"));
        QVERIFY(row >= 0);
        const QString cell = hosts->index(row, FleetHostsModel::ChangesSince).data().toString();
        QVERIFY2(cell.startsWith(u"link-status ") && cell.contains(u"x8"), qPrintable(cell));
        QVERIFY(hosts->index(row, FleetHostsModel::ChangesSince).data(Qt::ForegroundRole).isValid());
        QVERIFY(hosts->index(row, 0).data(FleetHostsModel::HasChangesSinceRole).toBool());
        QVERIFY(!hosts->index(hosts->rowOf(QStringLiteral("gpu004")), 0).data(FleetHostsModel::HasChangesSinceRole).toBool());
        const QString line = view->changesSinceText()->text();
        QVERIFY2(line.contains(u"1 host(s) changed") && line.contains(u"1 with links"), qPrintable(line));
        QComboBox* status = view->statusFilter();
        status->setCurrentIndex(status->findData(int(FleetHostsFilter::Status::ChangedSince)));
        QCOMPARE(view->hostsFilter()->visibleHosts(), QStringList { QStringLiteral("gpu003") });
        // An outcome entry still filters by its outcome after the new entry moved it down.
        status->setCurrentIndex(status->findText(nodeOutcomeTitle(NodeOutcome::Ok)));
        QCOMPARE(view->hostsFilter()->rowCount(), 8);
        status->setCurrentIndex(status->findData(int(FleetHostsFilter::Status::ChangedSince)));
        saveShot(window, QStringLiteral("fleet-compare.png"));
        // Opening another run takes the comparison away: it was with the run shown before.
        QVERIFY(window.openFleetRun(earlierDir));
        QVERIFY(fleetShown.wait(TestUtil::eventBoundMs));
        QCOMPARE(hosts->columnCount(), int(FleetHostsModel::ColumnCount));
        QCOMPARE(status->findData(int(FleetHostsFilter::Status::ChangedSince)), -1);
        QVERIFY(!window.compareFleetWith(dir.filePath(QStringLiteral("nothing-here"))));
    }

    void report()
    {
        const FleetRun run = realRun(40, {}, true);
        const FleetAnalysis analysis = constructedAnalysis(run); // constructed
        FleetReportOptions options;
        options.sinceRunId = QStringLiteral("20261130T210000Z");
        options.changesSince = { hostileName + QStringLiteral(": added") };
        const QByteArray page = fleetReportHtml(run, analysis, options);
        QVERIFY(page.startsWith("<!DOCTYPE html>"));
        // Well-formed (polyglot) and every remote string escaped: no live markup from a name.
        QXmlStreamReader xml(page.mid(page.indexOf("<html")));
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber())));
        QVERIFY(!page.contains("<script"));
        QVERIFY(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;"));
        QVERIFY(page.contains("Content-Security-Policy"));
        QVERIFY(page.contains("<svg"));
        QVERIFY(page.contains("Changed since run 20261130T210000Z"));
        QVERIFY(page.contains("32 GT/s x8"));

        const QByteArray pdf = fleetReportPdf(run, analysis, options);
        if (const QString shots = qEnvironmentVariable("TOPOLENS_FLEET_SHOTS"); !shots.isEmpty()) {
            QVERIFY(writeFleetReport(shots + QStringLiteral("/fleet-report.html"), run, analysis, options).ok());
            QVERIFY(writeFleetReport(shots + QStringLiteral("/fleet-report.pdf"), run, analysis, options).ok());
        }
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.size() > 10000);

        QTemporaryDir dir;
        QVERIFY(writeFleetReport(dir.filePath(QStringLiteral("r.html")), run, analysis).ok());
        QVERIFY(writeFleetReport(dir.filePath(QStringLiteral("r.pdf")), run, analysis).ok());
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("r.pdf"))).size() > 10000);
        const Status wrong = writeFleetReport(dir.filePath(QStringLiteral("r.txt")), run, analysis);
        QVERIFY(!wrong.ok());
        QVERIFY(wrong.error().contains(u"r.txt"));
        QCOMPARE(fleetReportFormatOfFile(QStringLiteral("X.HTM")), FleetReportFormat::Html);
    }
};

QTEST_MAIN(TestUiFleetView)
#include "tst_ui_fleetview.moc"
