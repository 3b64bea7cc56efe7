// SPDX-License-Identifier: GPL-3.0-or-later
// Graph building and Graphviz layout: invariants, never exact coordinates (they change between
// Graphviz versions).
#include "io/snapshotfile.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "layout/labelsizes.h"
#include "analyze/findingcases.h"
#include "analyze/machinebuilder.h"
#include "testutil.h"

#include <QProcess>
#include <QTest>

#include <cstdio>
#include <optional>

using namespace Topo;
using namespace Topo::Layout;

namespace {
Machine demoMachine(MachineRole role)
{
    const auto demo = openSnapshot(QStringLiteral("demo"));
    return buildMachine(*demo.value.machine(role));
}

/// Runs a Graphviz program (dot, gvpr) on DOT text given on its standard input: its output, or
/// nothing where the program is missing or fails.
std::optional<QByteArray> runGraphvizProgram(const QString& program, const QStringList& arguments, const QByteArray& dot)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted(20000))
        return std::nullopt;
    process.write(dot);
    process.closeWriteChannel();
    if (!process.waitForFinished(20000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::nullopt;
    return process.readAllStandardOutput();
}

constexpr double epsilon = 0.5;

bool contains(const QRectF& outer, const QRectF& inner)
{
    return outer.adjusted(-epsilon, -epsilon, epsilon, epsilon).contains(inner);
}

void checkInvariants(const Graph& graph, const GraphGeometry& g)
{
    QCOMPARE(g.nodes.size(), graph.nodes.size());
    QCOMPARE(g.edges.size(), graph.edges.size());
    QCOMPARE(g.clusters.size(), graph.clusters.size());
    // No two boxes overlap.
    for (int i = 0; i < g.nodes.size(); ++i) {
        QVERIFY(contains(g.bounds, g.nodes[i].rect));
        for (int j = i + 1; j < g.nodes.size(); ++j) {
            const QRectF overlap = g.nodes[i].rect.adjusted(epsilon, epsilon, -epsilon, -epsilon)
                                       .intersected(g.nodes[j].rect);
            QVERIFY2(overlap.isEmpty(), qPrintable(graph.nodes[i].id + u" overlaps " + graph.nodes[j].id));
        }
    }
    // Clusters contain their members and nested clusters.
    for (int i = 0; i < graph.nodes.size(); ++i) {
        if (graph.nodes[i].cluster.isEmpty())
            continue;
        int c = -1;
        for (int k = 0; k < graph.clusters.size(); ++k)
            c = graph.clusters[k].id == graph.nodes[i].cluster ? k : c;
        QVERIFY(c >= 0);
        QVERIFY2(contains(g.clusters[c].rect, g.nodes[i].rect), qPrintable(graph.nodes[i].id));
        for (QString parent = graph.clusters[c].parent; !parent.isEmpty();) {
            int p = -1;
            for (int k = 0; k < graph.clusters.size(); ++k)
                p = graph.clusters[k].id == parent ? k : p;
            QVERIFY(p >= 0);
            QVERIFY(contains(g.clusters[p].rect, g.clusters[c].rect));
            parent = graph.clusters[p].parent;
        }
    }
    // Laid-out edges start and end at (the border of) their nodes.
    for (int i = 0; i < graph.edges.size(); ++i) {
        const EdgeGeometry& e = g.edges[i];
        if (graph.edges[i].kind == GraphEdge::Kind::GpuPair) {
            QVERIFY(e.points.isEmpty()); // drawn by the view as arcs
            continue;
        }
        QVERIFY2(e.points.size() >= 4 && (e.points.size() - 1) % 3 == 0, qPrintable(QString::number(e.points.size())));
        const QRectF tail = g.nodes[graph.nodeIndex(graph.edges[i].tail)].rect.adjusted(-2, -2, 2, 2);
        const QRectF head = g.nodes[graph.nodeIndex(graph.edges[i].head)].rect.adjusted(-2, -2, 2, 2);
        const QPointF end = e.arrowEnd.value_or(e.points.last());
        QVERIFY2(tail.contains(e.points.first()) || head.contains(e.points.first()), qPrintable(graph.edges[i].tail));
        QVERIFY2(head.contains(end) || tail.contains(end), qPrintable(graph.edges[i].head));
    }
}
} // namespace

class TestLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoHostGraph()
    {
        const Machine host = demoMachine(MachineRole::Host);
        const Graph graph = buildTopologyGraph(host);
        int gpus = 0;
        for (const GraphNode& n : graph.nodes)
            gpus += n.kind == NodeKind::Gpu;
        QCOMPARE(gpus, 8);
        // Two NUMA clusters, eight root complexes with a GPU each (+ one with NVMe and NICs).
        int numa = 0;
        int rootComplexes = 0;
        for (const GraphCluster& c : graph.clusters) {
            numa += c.kind == GraphCluster::Kind::Numa;
            rootComplexes += c.kind == GraphCluster::Kind::RootComplex;
        }
        QCOMPARE(numa, 2);
        QCOMPARE(rootComplexes, 9);
        // 28 pairs, classes as the host's nvidia-smi says.
        int pairs = 0;
        for (const GraphEdge& e : graph.edges) {
            if (e.kind != GraphEdge::Kind::GpuPair)
                continue;
            ++pairs;
            const int a = graph.nodes[graph.nodeIndex(e.tail)].gpuIndex;
            const int b = graph.nodes[graph.nodeIndex(e.head)].gpuIndex;
            QCOMPARE(e.linkClass.linkClass, (a < 4) == (b < 4) ? LinkClass::Node : LinkClass::Sys);
            QCOMPARE(e.p2p.value_or(P2pStatus::Unknown), P2pStatus::Ok);
        }
        QCOMPARE(pairs, 28);
        const LayoutResult layout = layoutBlocking(graph);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
        checkInvariants(graph, layout.geometry);
        // All GPUs on one row.
        const double y = layout.geometry.nodes[graph.gpuNodeIndex(0)].rect.center().y();
        for (int i = 1; i < 8; ++i)
            QCOMPARE(layout.geometry.nodes[graph.gpuNodeIndex(i)].rect.center().y(), y);
    }

    // The boxes a drawing rings for PCIe errors: from the kernel log (the constructed case of
    // tests/analyze/findingcases.h: corrected errors on GPU0's root port, then GPU0 off the bus)
    // and from the AER counters (the real pcicrawler root port), none on the demo as it is.
    void boxesCarryTheirPcieErrors()
    {
        const Snapshot fellOff = FindingCases::snapshotFor(QStringLiteral("demo-gpu0-fell-off-after-link-errors"));
        const Machine host = buildMachine(*std::find_if(fellOff.machines.cbegin(), fellOff.machines.cend(),
            [](const MachineSnapshot& m) { return m.role == MachineRole::Host; }));
        const Graph graph = buildTopologyGraph(host);
        QMap<QString, PcieErrorLevel> marked;
        for (const GraphNode& n : graph.nodes) {
            if (n.pcieErrors != PcieErrorLevel::None && n.bdf)
                marked.insert(n.bdf->toString(), n.pcieErrors);
        }
        const QMap<QString, PcieErrorLevel> expected { { QStringLiteral("0000:00:01.1"), PcieErrorLevel::Corrected },
            { QStringLiteral("0000:01:00.0"), PcieErrorLevel::Uncorrectable } };
        QCOMPARE(marked, expected);

        const Machine rootPort = buildMachine(FindingCases::snapshotFor(QStringLiteral("pcicrawler-rootport-aer")).machines.first());
        QCOMPARE(pcieErrorLevel(rootPort.pci.find(TestUtil::bdf("0000:00:01.0"))->aer, {}, TestUtil::bdf("0000:00:01.0")),
            PcieErrorLevel::Corrected);
        for (const GraphNode& n : buildTopologyGraph(demoMachine(MachineRole::Host)).nodes)
            QCOMPARE(n.pcieErrors, PcieErrorLevel::None);
    }

    void demoGuestGraph()
    {
        const Machine guest = demoMachine(MachineRole::Guest);
        const Graph graph = buildTopologyGraph(guest);
        const LayoutResult layout = layoutBlocking(graph);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
        checkInvariants(graph, layout.geometry);
        for (const GraphEdge& e : graph.edges) {
            if (e.kind == GraphEdge::Kind::GpuPair) {
                QCOMPARE(e.linkClass.linkClass, LinkClass::PHB);
                QCOMPARE(e.p2p.value_or(P2pStatus::Unknown), P2pStatus::NotSupported);
            }
        }
    }

    void nicsCarryTheirInterfaceNames()
    {
        // The demo guest with a net-devices capture (constructed: the demo has none) that puts
        // eth0 on its virtio function: the NIC's box names it, between its name and its facts.
        auto demo = openSnapshot(QStringLiteral("demo"));
        MachineSnapshot guest = *demo.value.machine(MachineRole::Guest);
        RawCapture net;
        net.id = QStringLiteral("net-devices");
        net.format = QStringLiteral("sysfs-net");
        net.stdoutData = "/sys/class/net/:\ntotal 0\n"
                         "lrwxrwxrwx 1 root root 0 Mar 17 10:00 eth0 -> ../../devices/pci0000:00/0000:00:12.0/virtio1/net/eth0\n"
                         "lrwxrwxrwx 1 root root 0 Mar 17 10:00 lo -> ../../devices/virtual/net/lo\n";
        guest.captures.append(net);
        const Graph graph = buildTopologyGraph(buildMachine(guest));
        const auto nic = std::find_if(graph.nodes.begin(), graph.nodes.end(), [](const GraphNode& n) {
            return n.bdf && n.bdf->toShortString() == u"00:12.0";
        });
        QVERIFY(nic != graph.nodes.end());
        QVERIFY2(nic->lines.contains(QStringLiteral("eth0")), qPrintable(nic->lines.join(u'|')));
        QVERIFY(nic->lines.indexOf(QStringLiteral("eth0")) < nic->lines.size() - 1); // before "NUMA -1"
        // Without the capture, no such line.
        for (const GraphNode& n : buildTopologyGraph(demoMachine(MachineRole::Guest)).nodes)
            QVERIFY(!n.lines.contains(QStringLiteral("eth0")));
    }

    void amdNamesReadAsProducts()
    {
        // The MI300X host: GPU4-7 are bound to vfio-pci, so rocm-smi does not name them and
        // lspci's description does ("Advanced Micro Devices, Inc. [AMD/ATI] Aqua Vanjaram
        // [Instinct MI300X]"): a box shows the product, as AMD's tools name it, whole.
        const auto amd = openSnapshot(QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/demo/amd-mi300x-snapshot.json"));
        QVERIFY(amd.value.machine(MachineRole::Host));
        const Graph graph = buildTopologyGraph(buildMachine(*amd.value.machine(MachineRole::Host)));
        int named = 0;
        for (const GraphNode& n : graph.nodes) {
            for (const QString& line : n.lines)
                QVERIFY2(!line.contains(u"[AMD") && !line.contains(u"Advanced Micro"), qPrintable(n.id + u": " + line));
            if (n.kind == NodeKind::Gpu && n.gpuIndex >= 4) {
                QCOMPARE(n.lines.value(1), QStringLiteral("AMD Instinct MI300X"));
                ++named;
            }
        }
        QCOMPARE(named, 4);
    }

    void hostileNamesCannotChangeTheGraph()
    {
        Machine host = demoMachine(MachineRole::Host);
        const Graph plain = buildTopologyGraph(host);
        for (PciDevice& d : host.pci.devices)
            d.description = QStringLiteral("\"]; evil -> x [label=\"pwn\"] \\N \\G <script>alert(1)</script> &amp; \\");
        for (Gpu& g : host.gpus)
            g.name = QStringLiteral("\"]; evil -> x [ \\l");
        const Graph hostile = buildTopologyGraph(host);
        const LayoutResult a = layoutBlocking(plain);
        const LayoutResult b = layoutBlocking(hostile);
        QVERIFY(a.error.isEmpty() && b.error.isEmpty());
        QCOMPARE(b.geometry.nodes.size(), a.geometry.nodes.size());
        // The DOT file Graphviz writes re-reads as the same graph: same node and edge counts.
        const QByteArray dot = toDot(hostile);
        QVERIFY(!dot.isEmpty());
        // The name is inside a quoted, escaped string, not graph syntax.
        QVERIFY(dot.contains("\\\"]; evil -> x ["));
        const std::optional<QByteArray> counts
            = runGraphvizProgram(QStringLiteral("gvpr"), { QStringLiteral("BEG_G { printf(\"%d %d\", nNodes($G), nEdges($G)); }") }, dot);
        if (!counts)
            QSKIP("gvpr (graphviz) not available to re-read the DOT file");
        int edges = 0;
        for (const GraphEdge& e : hostile.edges)
            edges += hostile.nodeIndex(e.tail) >= 0 && hostile.nodeIndex(e.head) >= 0;
        QCOMPARE(QString::fromUtf8(*counts).trimmed(),
            QStringLiteral("%1 %2").arg(hostile.nodes.size()).arg(edges));
    }

    // What the layout hands to dot, written out, is what dot lays out: Graphviz's own `dot`
    // reading it gives the same bounding box as the layout in process, and it carries no text of
    // the machine (nodes are fixed-size boxes, captions measured boxes) and no GPU pair arcs.
    void layoutInputIsWhatDotLaysOut()
    {
        Graph graph = buildTopologyGraph(demoMachine(MachineRole::Host));
        QVERIFY(measureLabels(graph));
        const QByteArray dot = layoutInputDot(graph);
        QVERIFY(!dot.isEmpty());
        QVERIFY(dot.contains("<TABLE FIXEDSIZE=\"TRUE\""));
        QVERIFY(!dot.contains("constraint=false"));
        QVERIFY(!dot.contains("RTX"));
        QVERIFY(toDot(graph).contains("RTX")); // the readable DOT export has the names
        const LayoutResult layout = layoutBlocking(graph);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));

        const std::optional<QByteArray> laidOutByDot = runGraphvizProgram(QStringLiteral("dot"), { QStringLiteral("-Tdot") }, dot);
        if (!laidOutByDot)
            QSKIP("dot (graphviz) not available to lay the graph out");
        const QByteArray& laidOut = *laidOutByDot;
        const qsizetype at = laidOut.indexOf("bb=\"");
        QVERIFY(at >= 0);
        const QList<QByteArray> bb = laidOut.mid(at + 4, laidOut.indexOf('"', at + 4) - at - 4).split(',');
        QCOMPARE(bb.size(), 4);
        QCOMPARE(qRound(bb[2].toDouble() - bb[0].toDouble()), qRound(layout.geometry.bounds.width()));
        QCOMPARE(qRound(bb[3].toDouble() - bb[1].toDouble()), qRound(layout.geometry.bounds.height()));
    }

    // Hostile size: 10^5 PCI functions (two full domains of 65,536 are the most PCI can
    // address; these fill one and a half), as an `lspci -Dnn` listing, through the parser,
    // the machine builder, the graph builder and Graphviz. What is drawn stays bounded: the
    // functions that are not GPUs, NICs, NVMe or bridges above them fold into counts.
    void hundredThousandFunctionsStayBounded()
    {
        QByteArray listing;
        listing.reserve(100000 * 80);
        int made = 0;
        for (int domain = 0; domain < 2 && made < 100000; ++domain) {
            for (int bus = 0; bus < 256 && made < 100000; ++bus) {
                for (int device = 0; device < 32 && made < 100000; ++device) {
                    for (int function = 0; function < 8 && made < 100000; ++function, ++made) {
                        const bool gpu = bus == 0x41 && function == 0 && device < 4;
                        char line[128];
                        std::snprintf(line, sizeof line, "%04x:%02x:%02x.%d %s: Vendor Device [%s]\n", domain, bus, device,
                            function, gpu ? "3D controller [0302]" : "Signal processing controller [1180]",
                            gpu ? "10de:2335" : "1022:14ff");
                        listing += line;
                    }
                }
            }
        }
        MachineSnapshot snapshot;
        snapshot.label = QStringLiteral("huge (synthetic)");
        RawCapture capture;
        capture.id = QStringLiteral("lspci-list");
        capture.format = QStringLiteral("lspci-list");
        capture.stdoutData = listing;
        snapshot.captures.append(capture);
        const Machine machine = buildMachine(snapshot);
        QCOMPARE(machine.pci.devices.size(), 100000);
        QCOMPARE(machine.gpus.size(), 8); // bus 41 of each domain
        const Graph graph = buildTopologyGraph(machine);
        QVERIFY2(graph.nodes.size() < 1000, QByteArray::number(graph.nodes.size()).constData());
        const LayoutResult layout = layoutBlocking(graph);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
        QCOMPARE(layout.geometry.nodes.size(), graph.nodes.size());
    }

    void manyGpusGetPairsOnDemand()
    {
        // 24 GPUs, each behind its own root port of one host bridge: above 16 GPUs the graph
        // carries no pair edges (the view draws the selected GPU's arcs only).
        Machine m;
        m.pci.rootBuses = { { 0, 0 } };
        for (int i = 0; i < 24; ++i) {
            PciDevice port;
            port.bdf = Bdf { 0, 0, 1 + i, 0 };
            port.classCode = 0x060400;
            port.secondaryBus = i + 1;
            port.role = PciRole::RootPort;
            m.pci.upsert(port.bdf) = port;
            PciDevice gpu;
            gpu.bdf = Bdf { 0, i + 1, 0, 0 };
            gpu.classCode = 0x030200;
            gpu.vendorId = 0x10de;
            gpu.parent = port.bdf;
            m.pci.upsert(gpu.bdf) = gpu;
            Gpu g;
            g.index = i;
            g.bdf = gpu.bdf;
            m.gpus.append(g);
        }
        const Graph graph = buildTopologyGraph(m);
        int gpus = 0;
        int pairs = 0;
        for (const GraphNode& n : graph.nodes)
            gpus += n.kind == NodeKind::Gpu;
        for (const GraphEdge& e : graph.edges)
            pairs += e.kind == GraphEdge::Kind::GpuPair;
        QCOMPARE(gpus, 24);
        QCOMPARE(pairs, 0);
        QVERIFY(graph.pairEdgesOnDemand);
        const LayoutResult layout = layoutBlocking(graph);
        QVERIFY2(layout.error.isEmpty(), qPrintable(layout.error));
        checkInvariants(graph, layout.geometry);
        // The demo's 8 GPUs keep all 28 pairs.
        QVERIFY(!buildTopologyGraph(demoMachine(MachineRole::Host)).pairEdgesOnDemand);
    }

    void escaping_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("escaped");
        QTest::newRow("escString") << QStringLiteral("a\\N\\G") << QStringLiteral("a\\\\N\\\\G");
        QTest::newRow("entity") << QStringLiteral("&lt;") << QStringLiteral("&amp;lt;");
        QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("a\\nb");
        QTest::newRow("trailing backslash") << QStringLiteral("x\\") << QStringLiteral("x\\\\ ");
        QTest::newRow("control") << QStringLiteral("a\x01") << QStringLiteral("a\uFFFD");
    }
    void escaping()
    {
        QFETCH(QString, text);
        QFETCH(QString, escaped);
        QCOMPARE(escapeForGraphviz(text), escaped);
    }
};

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
