// SPDX-License-Identifier: GPL-3.0-or-later
// File > Compare with Snapshot: the real h200-x4 bundle against a copy of itself with one GPU's
// link narrowed. The change list names that GPU and its box on the drawing gets a red frame;
// compared with itself, nothing is listed as a change and nothing is painted.
#include "io/snapshotfile.h"
#include "testutil.h"
#include "topology/diffdrawingview.h"
#include "topology/topologyscene.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QListWidget>
#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Topo;
using namespace Topo::Ui;
using namespace TestUtil;

namespace {

const QByteArray wideLink = "Speed 32GT/s, Width x16";
const QByteArray narrowLink = "Speed 32GT/s, Width x8 (downgraded)";

/// Counts pixels close to `color` inside `rect` of an image (as tst_ui_fleetview does).
int pixelsNear(const QImage& image, const QRect& rect, const QColor& color)
{
    int n = 0;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor p = image.pixelColor(x, y);
            n += std::abs(p.red() - color.red()) + std::abs(p.green() - color.green()) + std::abs(p.blue() - color.blue()) < 60 ? 1 : 0;
        }
    }
    return n;
}

/// The scene and the overlay's marks, painted the way the view paints them.
std::pair<QImage, QPointF> render(TopologyScene& scene, const ChangeOverlay& overlay)
{
    const QRectF bounds = overlay.isEmpty() ? scene.sceneRect() : overlay.bounds();
    QImage image(bounds.size().toSize(), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.translate(-bounds.topLeft());
    scene.render(&p, scene.sceneRect(), scene.sceneRect());
    overlay.paint(&p);
    p.end();
    return { image, bounds.topLeft() };
}

QStringList listed(const MainWindow& window)
{
    QStringList out;
    auto* list = window.findChild<QListWidget*>(QStringLiteral("comparisonChanges"));
    for (int i = 0; list && i < list->count(); ++i) {
        if (!list->item(i)->data(Qt::UserRole).toString().isEmpty())
            out << list->item(i)->text();
    }
    return out;
}

} // namespace

class TestUiSnapshotDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void narrowedGpuIsListedAndMarked()
    {
        const QString bundle = fixturePath(QStringLiteral("captures/h200-x4.bundle"));
        ParseResult<Snapshot> loaded = loadSnapshotFile(bundle);
        QVERIFY2(!loaded.hasErrors(), describe(loaded.diagnostics).constData());
        QCOMPARE(loaded.value.machines.size(), 1);

        // The copy: the first GPU link in the lspci -vvv capture narrowed, nothing else.
        Snapshot narrowed = loaded.value;
        RawCapture* verbose = nullptr;
        for (RawCapture& c : narrowed.machines[0].captures) {
            if (c.id == u"lspci-verbose")
                verbose = &c;
        }
        QVERIFY(verbose);
        const qsizetype at = verbose->stdoutData.indexOf(QByteArray(QByteArray("LnkSta:\t") + wideLink));
        QVERIFY(at > 0);
        // The device that link belongs to: the last header line ("1b:00.0 3D controller …") before it.
        const QByteArray before = verbose->stdoutData.left(at);
        static const QRegularExpression headerLine(QStringLiteral("(?:^|\\n)((?:[0-9a-f]{4}:)?[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]) "));
        QString address;
        for (QRegularExpressionMatchIterator it = headerLine.globalMatch(QString::fromLatin1(before)); it.hasNext();)
            address = it.next().captured(1);
        QVERIFY(!address.isEmpty());
        verbose->stdoutData.replace(at + 8, wideLink.size(), narrowLink);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("narrowed.json"));
        QVERIFY(saveSnapshot(narrowed, copy).ok());

        MainWindow window;
        window.resize(1400, 900);
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        QVERIFY(window.openSnapshot(bundle));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        TopologyScene* scene = window.topologyScene(MachineRole::BareMetal);
        const QString node = scene->findNode(address);
        QVERIFY2(!node.isEmpty(), qPrintable(address));
        const QRectF box = scene->nodeRect(node);
        QVERIFY(!box.isNull());

        QSignalSpy compared(&window, &MainWindow::comparisonShown);
        QVERIFY(window.compareWith(copy));
        QVERIFY(compared.wait(TestUtil::eventBoundMs));
        const QStringList changes = listed(window);
        QVERIFY2(!changes.isEmpty(), "no change listed");
        const QString shortAddress = address.right(7); // "1b:00.0", whatever the domain
        QVERIFY2(changes.filter(shortAddress).size() >= 1, qPrintable(changes.join(u'\n')));

        auto* view = window.findChild<DiffDrawingView*>();
        QVERIFY(view);
        const ChangeOverlay& overlay = view->overlay();
        QCOMPARE(overlay.marks().size(), 1);
        QCOMPARE(overlay.marks().first().nodeId, node);
        QCOMPARE(overlay.marks().first().badges.size(), 1);
        QCOMPARE(overlay.marks().first().badges.first().first, QStringLiteral("x16\u2192x8"));

        DeviceChange linkChange;
        linkChange.kind = QStringLiteral("link-status");
        const QColor red = changeMarkStyle(changeMarkOf(linkChange)).color;
        const auto [marked, origin] = render(*scene, overlay);
        const auto [plain, plainOrigin] = render(*scene, ChangeOverlay(scene, {}));
        const QRect frame = box.adjusted(-5, -5, 5, 5).translated(-origin).toRect();
        const QRect plainFrame = box.adjusted(-5, -5, 5, 5).translated(-plainOrigin).toRect();
        QVERIFY(pixelsNear(marked, frame, red) > 40);
        QCOMPARE(pixelsNear(plain, plainFrame, red), 0);

        // The window's own view paints the same marks.
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage grabbed = view->grab().toImage();
        const QRect onScreen = view->mapFromScene(box.adjusted(-5, -5, 5, 5)).boundingRect();
        QVERIFY(pixelsNear(grabbed, onScreen, red) > 10);

        // Compared with itself: nothing listed, nothing painted; clearing closes the tab.
        QVERIFY(window.compareWith(bundle));
        QVERIFY(compared.wait(TestUtil::eventBoundMs));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the first comparison's tab
        QVERIFY2(listed(window).isEmpty(), qPrintable(listed(window).join(u'\n')));
        const QList<DiffDrawingView*> views = window.findChildren<DiffDrawingView*>();
        QCOMPARE(views.size(), 1);
        QVERIFY(views.first()->overlay().isEmpty());
        const QImage selfGrab = views.first()->grab().toImage();
        const QRect selfBox = views.first()->mapFromScene(box.adjusted(-5, -5, 5, 5)).boundingRect();
        QCOMPARE(pixelsNear(selfGrab, selfBox, red), 0);

        window.clearComparison();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(window.findChildren<DiffDrawingView*>().isEmpty());
    }

    void hostAndGuestAreBothDrawnWithTheirOwnMarks()
    {
        // The demo (a host and its guest) against a copy whose guest lost link width on one GPU:
        // both machines are drawn, the guest's GPU marked, the host clean.
        ParseResult<Snapshot> demo = openSnapshot(QStringLiteral("demo"));
        QVERIFY(!demo.hasErrors());
        QCOMPARE(demo.value.machines.size(), 2);
        Snapshot changed = demo.value;
        RawCapture* verbose = nullptr;
        for (MachineSnapshot& m : changed.machines) {
            for (RawCapture& c : m.captures) {
                if (m.role == MachineRole::Guest && c.id == u"lspci-verbose")
                    verbose = &c;
            }
        }
        QVERIFY(verbose);
        static const QRegularExpression x16(QStringLiteral("(LnkSta:[^\\n]*Width )x16"));
        const QRegularExpressionMatch m = x16.match(QString::fromLatin1(verbose->stdoutData));
        QVERIFY(m.hasMatch());
        verbose->stdoutData.replace(m.capturedEnd(1), 3, "x8 ");
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("guest-narrowed.json"));
        QVERIFY(saveSnapshot(changed, copy).ok());

        MainWindow window;
        window.resize(1500, 900);
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        QVERIFY(window.openSnapshot(QStringLiteral("demo")));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        QSignalSpy compared(&window, &MainWindow::comparisonShown);
        QVERIFY(window.compareWith(copy));
        QVERIFY(compared.wait(TestUtil::eventBoundMs));
        auto* host = window.findChild<DiffDrawingView*>(QStringLiteral("comparison-host"));
        auto* guest = window.findChild<DiffDrawingView*>(QStringLiteral("comparison-guest"));
        QVERIFY(host && guest);
        QVERIFY(host->overlay().isEmpty());
        QCOMPARE(guest->overlay().marks().size(), 1);
        QVERIFY(guest->overlay().marks().first().badges.first().first.contains(QStringLiteral("x8")));
        if (const QByteArray shot = qgetenv("TOPOLENS_DIFF_SHOT"); !shot.isEmpty()) {
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTest::qWait(200);
            window.grab().save(QString::fromLocal8Bit(shot));
        }
    }

    void unreadableFileIsRefused()
    {
        MainWindow window;
        QSignalSpy shown(&window, &MainWindow::snapshotShown);
        QVERIFY(window.openSnapshot(fixturePath(QStringLiteral("captures/h200-x4.bundle"))));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        QVERIFY(!window.compareWith(QStringLiteral("/nonexistent/snapshot.json")));
        QVERIFY(window.findChildren<DiffDrawingView*>().isEmpty());
    }
};

QTEST_MAIN(TestUiSnapshotDiff)
#include "tst_ui_snapshotdiff.moc"
