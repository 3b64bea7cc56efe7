// SPDX-License-Identifier: GPL-3.0-or-later
// What a selection adds to the topology: the arcs of a selected GPU carry the values an imported
// benchmark measured for those pairs (the real 4x H200 guest and its real copybench run), and
// its closest RDMA NIC a badge with their class (the constructed switch host of the user guide).
#include "io/snapshotfile.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "analyze/machinebuilder.h"
#include "testutil.h"
#include "topology/topologyscene.h"

#include <QGraphicsSimpleTextItem>
#include <QTest>

using namespace Topo;
using namespace Topo::Ui;

namespace {
Machine x4(bool withBenchmark)
{
    MachineSnapshot machine = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle"))).value.machines.value(0);
    if (withBenchmark)
        machine.captures.append(TestUtil::copybenchX4Capture());
    return buildMachine(machine);
}

QStringList sceneTexts(const TopologyScene& scene)
{
    QStringList texts;
    for (QGraphicsItem* item : scene.items()) {
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            texts << text->text();
    }
    return texts;
}
} // namespace

class TestMeasuredArcs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void selectedGpuArcsShowMeasuredBandwidth()
    {
        for (bool withBenchmark : { false, true }) {
            const Machine machine = x4(withBenchmark);
            const Layout::Graph graph = Layout::buildTopologyGraph(machine);
            const Layout::LayoutResult layout = Layout::layoutBlocking(graph);
            QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
            TopologyScene scene;
            scene.setTopology(machine, graph, layout.geometry);
            scene.selectGpu(1);
            int values = 0;
            for (const QString& text : sceneTexts(scene))
                values += text.endsWith(u" GB/s");
            // Three peers, one value each; nothing measured, nothing shown.
            QCOMPARE(values, withBenchmark ? 3 : 0);
            scene.selectGpu(-1);
            values = 0;
            for (const QString& text : sceneTexts(scene))
                values += text.endsWith(u" GB/s");
            QCOMPARE(values, 0);
        }
    }

    void selectedGpuShowsItsClosestNicsClass()
    {
        const Snapshot flat = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/synthetic-switch-vm-flat.json"))).value;
        QVERIFY(!flat.machines.isEmpty());
        const Machine host = buildMachine(flat.machines[0]);
        const Layout::Graph graph = Layout::buildTopologyGraph(host);
        const Layout::LayoutResult layout = Layout::layoutBlocking(graph);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
        const QString badge = QStringLiteral("PIX \u00b7 GPUDirect RDMA");
        // Given the machine's GPU–NIC list, as the window gives it from its document.
        TopologyScene scene;
        scene.setTopology(host, graph, layout.geometry, gpuNics(host));
        scene.selectGpu(0);
        QCOMPARE(sceneTexts(scene).count(badge), 1);
        scene.selectGpu(-1);
        QCOMPARE(sceneTexts(scene).count(badge), 0);
        // Without it (an export that selects nothing), a selection works nothing out.
        TopologyScene bare;
        bare.setTopology(host, graph, layout.geometry);
        bare.selectGpu(0);
        QCOMPARE(sceneTexts(bare).count(badge), 0);
    }
};

QTEST_MAIN(TestMeasuredArcs)
#include "tst_ui_measuredarcs.moc"
