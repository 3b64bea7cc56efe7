// SPDX-License-Identifier: GPL-3.0-or-later
// Measured bandwidth on the topology: the arcs of a selected GPU carry the values an imported
// benchmark measured for those pairs (the real 4x H200 guest and its real copybench run).
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
};

QTEST_MAIN(TestMeasuredArcs)
#include "tst_ui_measuredarcs.moc"
