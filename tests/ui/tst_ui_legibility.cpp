// SPDX-License-Identifier: GPL-3.0-or-later
// The first view reads: the main window opened at the default size (1500x900) and at
// 1920x1080 draws every GPU's label and every root complex / NUMA caption of both drawings at
// 9 px or more on screen, without anyone touching the zoom. Measured from each item's own font
// and the view's transform (the em height in device-independent pixels), not by eye.
#include "topology/sceneitems.h"
#include "topology/topologyscene.h"
#include "topology/topologyview.h"
#include "window/mainwindow.h"
#include "testutil.h"

#include <QFontInfo>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace Topo;
using namespace Topo::Ui;

namespace {

constexpr qreal minimumPixels = 9;

/// The em height, in screen pixels, of `font` drawn through `view`'s transform.
qreal screenPixels(const TopologyView* view, const QFont& font)
{
    const qreal emPixels = font.pointSizeF() * view->logicalDpiY() / 72.0;
    return emPixels * view->transform().m22();
}

struct Reading
{
    QString what;
    qreal pixels = 0;
};

/// Every label the test holds to the bar in one drawing, smallest first.
QList<Reading> readingsOf(const TopologyView* view)
{
    QList<Reading> out;
    for (QGraphicsItem* item : view->scene()->items()) {
        if (item->type() == NodeType) {
            const auto* node = static_cast<const NodeItem*>(item);
            if (node->node().kind != Layout::NodeKind::Gpu)
                continue;
            for (int line = 0; line < node->node().lines.size(); ++line)
                out.append({ node->node().lines.value(0) + u" line " + QString::number(line + 1), screenPixels(view, node->lineFont(line)) });
        } else if (item->type() == ClusterType) {
            const auto* cluster = static_cast<const ClusterItem*>(item);
            out.append({ cluster->cluster().label, screenPixels(view, cluster->captionFont()) });
        }
    }
    std::sort(out.begin(), out.end(), [](const Reading& a, const Reading& b) { return a.pixels < b.pixels; });
    return out;
}

/// Opens `snapshot` in `window` at `size`, as a first start does, and waits for the drawings.
bool openAtSize(MainWindow& window, const QString& snapshot, const QSize& size)
{
    window.resize(size);
    window.show();
    QSignalSpy shown(&window, &MainWindow::snapshotShown);
    if (!window.openSnapshot(snapshot) || !shown.wait(TestUtil::eventBoundMs))
        return false;
    QCoreApplication::processEvents();
    return true;
}

} // namespace

class TestUiLegibility : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void firstViewReads_data()
    {
        QTest::addColumn<QString>("snapshot");
        QTest::addColumn<QSize>("size");
        const QList<QPair<QString, QString>> snapshots = {
            { QStringLiteral("demo"), QStringLiteral("demo") },
            { QStringLiteral("h200-x4"), TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")) },
            { QStringLiteral("qemu-q35-lab"), TestUtil::fixturePath(QStringLiteral("captures/qemu-q35-lab-lspci.bundle")) },
        };
        for (const QSize size : { QSize(1500, 900), QSize(1920, 1080) }) {
            for (const auto& [name, path] : snapshots)
                QTest::addRow("%s at %dx%d", qPrintable(name), size.width(), size.height()) << path << size;
        }
    }

    void firstViewReads()
    {
        QFETCH(QString, snapshot);
        QFETCH(QSize, size);
        MainWindow window;
        QVERIFY(openAtSize(window, snapshot, size));
        int drawings = 0;
        for (MachineRole role : { MachineRole::Host, MachineRole::Guest }) {
            TopologyView* view = window.topologyView(role);
            if (view->scene()->items().isEmpty() || !view->isVisible())
                continue;
            ++drawings;
            const QList<Reading> readings = readingsOf(view);
            QVERIFY2(!readings.isEmpty(), "a drawing with no GPU and no caption");
            const QRectF scene = view->sceneRect();
            qInfo().noquote() << machineRoleTitle(role) << "view" << view->viewport()->size() << "scene" << scene.size()
                              << "zoom" << view->transform().m22() << "smallest" << readings.first().pixels << "px:" << readings.first().what;
            QVERIFY2(readings.first().pixels >= minimumPixels,
                qPrintable(QStringLiteral("%1 is drawn at %2 px on screen (the bar: %3 px)")
                               .arg(readings.first().what)
                               .arg(readings.first().pixels, 0, 'f', 1)
                               .arg(minimumPixels)));
        }
        QVERIFY(drawings >= 1);
    }

    void ownLabelsAreNeverCut_data()
    {
        QTest::addColumn<QString>("snapshot");
        QTest::newRow("demo") << QStringLiteral("demo");
        QTest::newRow("AMD MI300X demo") << QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/demo/amd-mi300x-snapshot.json");
    }
    void ownLabelsAreNeverCut()
    {
        // A box's first line is TopoLens's own words ("Switch downstream 84:00.0", "GPU4 ·
        // 85:00.0"): the box is as wide as it needs, where a device's remote name may be elided.
        QFETCH(QString, snapshot);
        MainWindow window;
        QVERIFY(openAtSize(window, snapshot, QSize(1500, 900)));
        int boxes = 0;
        for (MachineRole role : { MachineRole::Host, MachineRole::Guest }) {
            for (QGraphicsItem* item : window.topologyView(role)->scene()->items()) {
                if (item->type() != NodeType)
                    continue;
                const auto* node = static_cast<const NodeItem*>(item);
                const QString first = node->node().lines.value(0);
                const qreal textRoom = node->boundingRect().width() - 8 - 12; // the box, less its padding
                const qreal needed = QFontMetricsF(node->lineFont(0)).horizontalAdvance(first);
                QVERIFY2(needed <= textRoom, qPrintable(QStringLiteral("%1: %2 px in %3").arg(first).arg(needed).arg(textRoom)));
                ++boxes;
            }
        }
        QVERIFY(boxes > 20);
    }

    void firstViewCutsNoBoxInHalf_data()
    {
        QTest::addColumn<MachineRole>("role");
        QTest::addColumn<QSize>("size");
        for (const QSize size : { QSize(1500, 900), QSize(1700, 1000) }) {
            QTest::addRow("demo host at %dx%d", size.width(), size.height()) << MachineRole::Host << size;
            QTest::addRow("demo guest at %dx%d", size.width(), size.height()) << MachineRole::Guest << size;
        }
    }
    void firstViewCutsNoBoxInHalf()
    {
        // The demo's host and guest are taller than their panels at these sizes (at 1920x1080
        // they are not): the first view scrolls, and
        // its top edge passes between boxes and captions, not through one (a box cut in half
        // looks broken, not scrolled). Measured from the items as they paint.
        QFETCH(MachineRole, role);
        QFETCH(QSize, size);
        MainWindow window;
        QVERIFY(openAtSize(window, QStringLiteral("demo"), size));
        const TopologyView* view = window.topologyView(role);
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        QVERIFY2(visible.height() < view->sceneRect().height() - 1, "the drawing fits: nothing here to hold");
        int crossed = 0;
        for (QGraphicsItem* item : view->scene()->items()) {
            QRectF band;
            QString what;
            if (item->type() == NodeType) {
                band = item->boundingRect().adjusted(4, 10, -4, -4); // the box without its badge's room
                what = static_cast<const NodeItem*>(item)->node().lines.value(0);
            } else if (item->type() == ClusterType) {
                const auto* cluster = static_cast<const ClusterItem*>(item);
                const QRectF rect = cluster->boundingRect().adjusted(1, 1, -1, -1);
                band = QRectF(rect.left(), rect.top(), rect.width(), 3 + QFontMetricsF(cluster->captionFont()).height());
                what = cluster->cluster().label;
            } else {
                continue;
            }
            if (band.right() < visible.left() || band.left() > visible.right())
                continue;
            crossed += band.bottom() > visible.top();
            QVERIFY2(!(band.top() < visible.top() - 0.5 && band.bottom() > visible.top() + 0.5),
                qPrintable(QStringLiteral("the view's top edge at %1 cuts %2 (%3 to %4)")
                               .arg(visible.top())
                               .arg(what)
                               .arg(band.top())
                               .arg(band.bottom())));
        }
        QVERIFY(crossed > 10);
    }

    void firstViewShowsTheGpus()
    {
        // Where a drawing is too big for its panel it scrolls, and opens with GPUs in view: the
        // demo's host at the default size is one.
        MainWindow window;
        QVERIFY(openAtSize(window, QStringLiteral("demo"), QSize(1500, 900)));
        for (MachineRole role : { MachineRole::Host, MachineRole::Guest }) {
            TopologyView* view = window.topologyView(role);
            const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
            int gpusInView = 0;
            for (int gpu : view->topologyScene()->gpuIndices())
                gpusInView += visible.contains(view->topologyScene()->gpuRect(gpu));
            QVERIFY2(gpusInView >= 2, qPrintable(QStringLiteral("%1: %2 GPU(s) in view").arg(machineRoleTitle(role)).arg(gpusInView)));
        }
    }
};

QTEST_MAIN(TestUiLegibility)
#include "tst_ui_legibility.moc"
