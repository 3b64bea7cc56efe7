// SPDX-License-Identifier: GPL-3.0-or-later
// The main window offscreen on the demo: click a GPU, check what lights up where, and what the
// details panel says.
#include "machines/captureview.h"
#include "machines/comparisonmodel.h"
#include "topology/detailspanel.h"
#include "layout/graphbuilder.h"
#include "machines/machinepanel.h"
#include "window/mainwindow.h"
#include "testutil.h"
#include "topology/topologyscene.h"
#include "topology/topologyview.h"

#include <QApplication>
#include <QPalette>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <cmath>

using namespace Topo;
using namespace Topo::Ui;

namespace {
QPoint viewPointOf(TopologyView* view, const QRectF& sceneRect)
{
    return view->mapFromScene(sceneRect.center());
}
} // namespace

class TestUiMainWindow : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_window;

private Q_SLOTS:
    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1600, 1000);
        m_window->show();
        QSignalSpy shown(m_window.get(), &MainWindow::snapshotShown);
        QVERIFY(m_window->openSnapshot(QStringLiteral("demo")));
        QVERIFY(shown.wait(TestUtil::eventBoundMs));
        QCOMPARE(m_window->machines().size(), 2);
    }
    void cleanup() { m_window.reset(); }

    // The dark theme's text, links and highlights read against what they are drawn on: WCAG's
    // contrast ratio of 4.5 for text, from the palette the window set.
    void darkThemeTextReads()
    {
        m_window->setDarkTheme(true);
        const QPalette palette = QApplication::palette();
        m_window->setDarkTheme(false);
        const auto luminance = [](const QColor& colour) {
            const auto channel = [](qreal c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
            return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF());
        };
        const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
            { QPalette::Text, QPalette::Base },
            { QPalette::WindowText, QPalette::Window },
            { QPalette::ButtonText, QPalette::Button },
            { QPalette::Link, QPalette::Base },
            { QPalette::LinkVisited, QPalette::Base },
            { QPalette::HighlightedText, QPalette::Highlight },
            { QPalette::ToolTipText, QPalette::ToolTipBase },
        };
        for (const auto& [text, ground] : pairs) {
            const qreal a = luminance(palette.color(text));
            const qreal b = luminance(palette.color(ground));
            const qreal ratio = (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
            QVERIFY2(ratio >= 4.5,
                qPrintable(QStringLiteral("%1 on %2: contrast %3")
                               .arg(palette.color(text).name(), palette.color(ground).name())
                               .arg(ratio, 0, 'f', 2)));
        }
    }

    void drawsBothMachines()
    {
        TopologyScene* host = m_window->topologyScene(MachineRole::Host);
        TopologyScene* guest = m_window->topologyScene(MachineRole::Guest);
        QCOMPARE(host->gpuIndices().size(), 8);
        QCOMPARE(guest->gpuIndices().size(), 8);
        QVERIFY(!host->sceneRect().isEmpty());
        QVERIFY(host->items().size() > 50);
        // The machine panels list the GPUs with their IOMMU groups.
        QTableWidget* table = m_window->panel(MachineRole::Host)->gpuTable();
        QCOMPARE(table->rowCount(), 8);
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("0000:01:00.0"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("42"));
    }

    void clickingAGpuLightsUpItsPathInBothPanels()
    {
        TopologyView* view = m_window->topologyView(MachineRole::Host);
        TopologyScene* host = m_window->topologyScene(MachineRole::Host);
        TopologyScene* guest = m_window->topologyScene(MachineRole::Guest);
        // Host GPU3 is 0000:71:00.0; the guest got it as GPU7 (hostpci7), matched by UUID.
        const QRectF gpu3 = host->gpuRect(3);
        QVERIFY(!gpu3.isEmpty());
        view->centerOn(gpu3.center());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, viewPointOf(view, gpu3));
        QCOMPARE(host->selectedGpu(), 3);
        QCOMPARE(guest->selectedGpu(), 7);
        const QSet<QString> lit = host->highlightedNodes();
        QVERIFY(lit.contains(Layout::deviceNodeId(*Bdf::parse(QStringView(u"0000:71:00.0")))));
        QVERIFY(lit.contains(Layout::deviceNodeId(*Bdf::parse(QStringView(u"0000:70:01.1")))));
        QVERIFY(lit.contains(Layout::rootComplexNodeId({ 0, 0x70 })));
        QVERIFY(lit.contains(QStringLiteral("cpu_0")));
        QVERIFY(!lit.contains(Layout::deviceNodeId(*Bdf::parse(QStringView(u"0000:01:00.0")))));
        // The guest lights up GPU7's way to its CPU: root port 00:1c.3 and the one host bridge.
        const QSet<QString> guestLit = guest->highlightedNodes();
        QVERIFY(guestLit.contains(Layout::deviceNodeId(*Bdf::parse(QStringView(u"0000:00:1c.3")))));
        QVERIFY(guestLit.contains(Layout::rootComplexNodeId({ 0, 0 })));

        const QString details = m_window->detailsPanel()->toPlainText();
        QVERIFY2(details.contains(QStringLiteral("GPU3 \u00b7 0000:71:00.0")), qPrintable(details));
        QVERIFY(details.contains(QStringLiteral("Path to the CPU")));
        QVERIFY(details.contains(QStringLiteral("root port 0000:70:01.1")));
        QVERIFY(details.contains(QStringLiteral("IOMMU group 10")));
        QVERIFY(details.contains(QStringLiteral("NUMA node 0")));
        QVERIFY(details.contains(QStringLiteral("guest (virtual) GPU7")));
        QVERIFY(details.contains(QStringLiteral("GPU UUID")));
        // To a GPU of the other socket: SYS; to one of its own: NODE.
        QVERIFY(details.contains(QStringLiteral("different NUMA nodes")));
        QVERIFY(details.contains(QStringLiteral("one NUMA node")));

        // Clicking empty space clears the selection everywhere.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(host->sceneRect().topLeft() + QPointF(2, 2)));
        QCOMPARE(host->selectedGpu(), -1);
        QCOMPARE(guest->selectedGpu(), -1);
    }

    void keyboardWalksTheGpus()
    {
        TopologyView* view = m_window->topologyView(MachineRole::Guest);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(m_window->topologyScene(MachineRole::Guest)->selectedGpu(), 0);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(m_window->topologyScene(MachineRole::Guest)->selectedGpu(), 1);
        // Guest GPU1 is host GPU5 (0000:91:00.0).
        QCOMPARE(m_window->topologyScene(MachineRole::Host)->selectedGpu(), 5);
        QVERIFY(m_window->detailsPanel()->toPlainText().contains(QStringLiteral("0000:02:00.0")));
        QTest::keyClick(view, Qt::Key_Escape);
        QCOMPARE(m_window->topologyScene(MachineRole::Guest)->selectedGpu(), -1);
    }

    void comparisonShowsWhatTheGuestLost()
    {
        const ComparisonModel* model = m_window->comparisonModel();
        QCOMPARE(model->rowCount(), 8);
        // Guest GPU0 and GPU1 are host GPU4 and GPU5: same socket (NODE) and P2P OK on the
        // host; PHB and NS in the guest.
        const auto sameSocket = model->cell(0, 1);
        QCOMPARE(sameSocket.hostClass.linkClass, LinkClass::Node);
        QCOMPARE(sameSocket.guestClass.linkClass, LinkClass::PHB);
        QVERIFY(sameSocket.classChanged());
        QCOMPARE(*sameSocket.hostP2p, P2pStatus::Ok);
        QCOMPARE(*sameSocket.guestP2p, P2pStatus::NotSupported);
        QCOMPARE(model->data(model->index(0, 1), Qt::DisplayRole).toString(), QStringLiteral("NODE\u2192PHB\nOK\u2192NS"));
        // Guest GPU0 and GPU4 are host GPU4 and GPU0: across sockets.
        QCOMPARE(model->cell(0, 4).hostClass.linkClass, LinkClass::Sys);
    }

    void searchFindsByAddress()
    {
        TopologyScene* host = m_window->topologyScene(MachineRole::Host);
        QCOMPARE(host->findNode(QStringLiteral("0000:e1:00.0")), Layout::deviceNodeId(*Bdf::parse(QStringView(u"e1:00.0"))));
        QCOMPARE(host->findNode(QStringLiteral("GPU6")), Layout::deviceNodeId(*Bdf::parse(QStringView(u"e1:00.0"))));
        QVERIFY(host->findNode(QStringLiteral("no such thing")).isEmpty());
    }

    void rawOutputShowsLineNumbersAndRemarks()
    {
        QVERIFY(m_window->showCapture(MachineRole::Guest, QStringLiteral("nvidia-topo")));
        QVERIFY(m_window->captureView()->textView()->toPlainText().contains(QStringLiteral("GPU0")));
    }
};

QTEST_MAIN(TestUiMainWindow)
#include "tst_ui_mainwindow.moc"
