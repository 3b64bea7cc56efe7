// SPDX-License-Identifier: GPL-3.0-or-later
// NCCL topology XML: real dumps and vendor files in, a guest's NCCL_TOPO_FILE out.
#include "analyze/nccltopogen.h"
#include "analyze/paths.h"
#include "layout/graphbuilder.h"
#include "parse/formats.h"
#include "analyze/machinebuilder.h"
#include "parse/nccltopo.h"
#include "testutil.h"

#include <QDirIterator>
#include <QTest>

using namespace Topo;

namespace {

// The attribute order NCCL's own dumps use (NCCL_TOPO_DUMP_FILE; src/graph/xml.cc fills them in
// this order). Real dumps and generated files must each be a subsequence of it.
const QHash<QString, QStringList> dumpAttributeOrder = {
    { QStringLiteral("system"), { QStringLiteral("version") } },
    { QStringLiteral("cpu"),
        { QStringLiteral("host_hash"), QStringLiteral("numaid"), QStringLiteral("affinity"), QStringLiteral("arch"),
            QStringLiteral("vendor"), QStringLiteral("familyid"), QStringLiteral("modelid") } },
    { QStringLiteral("pci"),
        { QStringLiteral("busid"), QStringLiteral("class"), QStringLiteral("vendor"), QStringLiteral("device"),
            QStringLiteral("subsystem_vendor"), QStringLiteral("subsystem_device"), QStringLiteral("link_speed"),
            QStringLiteral("link_width") } },
};

bool isSubsequence(const QStringList& names, const QStringList& reference)
{
    qsizetype at = 0;
    for (const QString& n : names) {
        at = reference.indexOf(n, at);
        if (at < 0)
            return false;
        ++at;
    }
    return true;
}

QStringList names(const NcclAttributes& attributes)
{
    QStringList out;
    for (const auto& a : attributes)
        out << a.first;
    return out;
}

// Every <system>, <cpu> and <pci> of a topology keeps the dump's attribute names and order.
QString shapeProblem(const NcclTopology& t)
{
    if (!isSubsequence(names(t.systemAttributes), dumpAttributeOrder.value(QStringLiteral("system"))))
        return QStringLiteral("system: ") + names(t.systemAttributes).join(u' ');
    for (const NcclCpu& cpu : t.cpus) {
        if (!isSubsequence(names(cpu.attributes), dumpAttributeOrder.value(QStringLiteral("cpu"))))
            return QStringLiteral("cpu line %1: ").arg(cpu.line) + names(cpu.attributes).join(u' ');
    }
    for (const auto& [pci, depth] : t.allPci()) {
        if (!isSubsequence(names(pci->attributes), dumpAttributeOrder.value(QStringLiteral("pci"))))
            return QStringLiteral("pci line %1: ").arg(pci->line) + names(pci->attributes).join(u' ');
    }
    return {};
}

ParseResult<NcclTopology> parseFixture(const QString& relative)
{
    return parseNcclTopology(TestUtil::readFixture(relative));
}

VirtualizationSetup demoSetup()
{
    return virtualizationSetupOf(openSnapshot(QStringLiteral("demo")).value);
}

const NcclPci* pciAt(const NcclTopology& t, const QString& busId)
{
    for (const auto& [pci, depth] : t.allPci()) {
        if (pci->busId == busId)
            return pci;
    }
    return nullptr;
}

int warningsOrWorse(const Diagnostics& diagnostics)
{
    return TestUtil::countSeverity(diagnostics, Severity::Warning) + TestUtil::countSeverity(diagnostics, Severity::Error);
}

} // namespace

class TestNcclTopo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realFilesParse_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("cpus");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("elements");
        QTest::newRow("h200-vm-dump") << TestUtil::fixturePath(QStringLiteral("nccl-topo/h200-vm-dump.xml")) << 1 << 1 << 6;
        QTest::newRow("h200-x4 dump") << TestUtil::fixturePath(QStringLiteral("captures/nccl-topo-x4.xml")) << 1 << 4 << 16;
        if (!TestUtil::corpusAvailable())
            return;
        const QList<std::tuple<const char*, int, int, int>> corpus = {
            { "aws-g5-48xl.txt", 2, 0, 12 },
            { "aws-p4d-24xl.txt", 2, 0, 19 },
            { "aws-p4de-24xl.txt", 2, 0, 19 },
            { "aws-p5-48xl-2023.txt", 2, 0, 43 },
            { "azure-ncv4-a100-4gpu.txt", 4, 4, 19 },
            { "azure-ndv2-v100-8gpu.txt", 2, 0, 12 },
            { "azure-ndv4-a100-8gpu.txt", 4, 0, 25 },
            { "azure-ndv4-a100-8gpu-2023-06.txt", 4, 0, 25 },
            { "azure-ndv5-h100-8gpu.txt", 2, 0, 27 },
            { "ibm-cloud-gx3d-h100-8gpu.txt", 2, 8, 83 },
        };
        for (const auto& [file, cpus, gpus, elements] : corpus)
            QTest::newRow(file) << TestUtil::corpusPath(u"nccl_topo_xml/" + QLatin1StringView(file)) << cpus << gpus << elements;
    }
    void realFilesParse()
    {
        QFETCH(QString, path);
        QFETCH(int, cpus);
        QFETCH(int, gpus);
        QFETCH(int, elements);
        const auto r = parseNcclTopology(TestUtil::readFile(path));
        QVERIFY2(!r.hasErrors(), TestUtil::describe(r.diagnostics).constData());
        QCOMPARE(r.value.version, 1);
        QCOMPARE(int(r.value.cpus.size()), cpus);
        QCOMPARE(r.value.gpuCount(), gpus);
        QCOMPARE(r.value.elementCount, elements);
        QVERIFY(r.value.elementCount <= NcclLimits::maxXmlNodes);
        // Real files keep NCCL's attribute order (hand-made ones may leave attributes out; Azure's
        // ND H100 v5 file lists link_speed before vendor).
        if (!path.contains(u"ndv5"))
            QVERIFY2(shapeProblem(r.value).isEmpty(), qPrintable(shapeProblem(r.value)));
        // Each is recognised as what it is.
        const DetectedFormat detected = detectInputFormat(TestUtil::readFile(path));
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("nccl-topo-xml"));
    }

    void h200DumpSpotCheck()
    {
        const auto r = parseFixture(QStringLiteral("nccl-topo/h200-vm-dump.xml"));
        const NcclCpu& cpu = r.value.cpus.first();
        QCOMPARE(cpu.numaId.value_or(99), -1); // a VM without NUMA affinity
        QCOMPARE(cpu.vendor, QStringLiteral("GenuineIntel"));
        QCOMPARE(cpu.line, 2);
        const NcclPci& gpu = cpu.pcis.first();
        QCOMPARE(gpu.busId, QStringLiteral("0000:00:06.0"));
        QCOMPARE(gpu.classCode, 0x030200u);
        QCOMPARE(gpu.deviceId, quint16(0x2335));
        QCOMPARE(gpu.link.speedGTs, 32.0);
        QCOMPARE(gpu.link.width, 0); // NCCL writes 0 in this VM; it then assumes x16
        QCOMPARE(gpu.gpu->sm, 90);
        QCOMPARE(gpu.gpu->line, 4);
        QCOMPARE(cpu.nic->nets.first().name, QStringLiteral("eth0"));
    }

    void x4DumpNvLinks()
    {
        const auto r = parseFixture(QStringLiteral("captures/nccl-topo-x4.xml"));
        QCOMPARE(r.value.gpuCount(), 4);
        const NcclPci* third = pciAt(r.value, QStringLiteral("0000:00:08.0"));
        QVERIFY(third && third->gpu);
        QCOMPARE(third->gpu->dev, 2);
        QCOMPARE(third->gpu->rank, 2);
        QCOMPARE(third->gpu->nvlinks.size(), 1);
        QCOMPARE(third->gpu->nvlinks.first().count, 18);
        QVERIFY(third->gpu->nvlinks.first().targetIsNvSwitch());
        QCOMPARE(third->gpu->nvlinks.first().target, QStringLiteral("fffffff:ff:ff.0"));
    }

    void ibmDumpTreeAndNumaIds()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("shared corpus not present");
        const auto r = parseNcclTopology(TestUtil::readFile(TestUtil::corpusPath(QStringLiteral("nccl_topo_xml/ibm-cloud-gx3d-h100-8gpu.txt"))));
        QCOMPARE(r.value.cpus[0].numaId.value_or(-1), 0);
        QCOMPARE(r.value.cpus[1].numaId.value_or(-1), 1);
        const NcclPci& bridge = r.value.cpus[0].pcis.first();
        QCOMPARE(bridge.busId, QStringLiteral("0000:a1:00.0"));
        QVERIFY(bridge.isBridge());
        QCOMPARE(bridge.children.size(), 2);
        QCOMPARE(bridge.children[0].nic->nets.first().name, QStringLiteral("mlx5_7"));
        const NcclGpu& gpu0 = *bridge.children[1].gpu;
        int links = 0;
        for (const NcclNvLink& l : gpu0.nvlinks)
            links += l.count;
        QCOMPARE(links, 18); // 5 + 5 + 4 + 4 to the four NVSwitches
        const NcclPci* gpu7 = pciAt(r.value, QStringLiteral("0000:ea:00.0"));
        QVERIFY(gpu7 && gpu7->gpu);
        QCOMPARE(gpu7->gpu->dev, 7);
    }

    void emptyLinkSpeedIsReported()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("shared corpus not present");
        // Azure's NC A100 v4 file says link_speed="": NCCL then assumes Gen3 (nccl-tests #182).
        const auto r = parseNcclTopology(TestUtil::readFile(TestUtil::corpusPath(QStringLiteral("nccl_topo_xml/azure-ncv4-a100-4gpu.txt"))));
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 3));
        QVERIFY(!r.hasErrors());
    }

    void graphFileIsNotATopology()
    {
        const QByteArray graph("<graphs version=\"1\">\n  <graph id=\"0\" pattern=\"4\">\n  </graph>\n</graphs>\n");
        auto r = parseNcclTopology(graph);
        QVERIFY(r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 1, Severity::Error));
        QVERIFY(r.diagnostics.first().message.contains(u"graph file"));
        QVERIFY(!detectInputFormat(graph).format);
        if (TestUtil::corpusAvailable()) {
            const QByteArray azure = TestUtil::readFile(TestUtil::corpusPath(QStringLiteral("nccl_topo_xml/azure-ncv4-graph-NOT-TOPO.txt")));
            r = parseNcclTopology(azure);
            QVERIFY(r.hasErrors());
            QVERIFY(r.diagnostics.first().message.contains(u"NCCL_GRAPH_DUMP_FILE"));
            QVERIFY(!detectInputFormat(azure).format || detectInputFormat(azure).format->name != u"nccl-topo-xml");
        }
    }

    void truncatedFilesNameTheLine_data()
    {
        QTest::addColumn<int>("keepLines");
        for (int n : { 1, 3, 5, 9, 14, 20 })
            QTest::newRow(qPrintable(QStringLiteral("%1 lines").arg(n))) << n;
    }
    void truncatedFilesNameTheLine()
    {
        QFETCH(int, keepLines);
        const QList<QByteArray> lines = TestUtil::readFixture(QStringLiteral("captures/nccl-topo-x4.xml")).split('\n');
        const QByteArray cut = lines.mid(0, keepLines).join('\n') + '\n';
        const auto r = parseNcclTopology(cut);
        QVERIFY2(r.hasErrors(), TestUtil::describe(r.diagnostics).constData());
        const Diagnostic& error = r.diagnostics.last();
        QCOMPARE(error.severity, Severity::Error);
        QVERIFY2(error.line >= keepLines && error.line <= keepLines + 1, TestUtil::describe(r.diagnostics).constData());
        QVERIFY(error.message.contains(u"cut off"));
        // Mid-tag too: the reader still names a line.
        const QByteArray midTag = TestUtil::readFixture(QStringLiteral("captures/nccl-topo-x4.xml")).left(300);
        const auto m = parseNcclTopology(midTag);
        QVERIFY(m.hasErrors());
        QVERIFY(m.diagnostics.last().line > 0);
    }

    void hostileInputIsRefusedOrReported()
    {
        // External entities are never fetched: a DTD is refused outright.
        auto r = parseNcclTopology("<?xml version=\"1.0\"?>\n<!DOCTYPE system [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n"
                                   "<system version=\"1\"><cpu numaid=\"0\">&x;</cpu></system>\n");
        QVERIFY(r.hasErrors());
        QVERIFY(r.value.cpus.isEmpty());
        // Deep nesting stops with an error instead of recursing without bound.
        QByteArray deep("<system version=\"1\"><cpu numaid=\"0\">");
        for (int i = 0; i < 200; ++i)
            deep += "<pci busid=\"0000:01:00.0\" class=\"0x060400\">";
        for (int i = 0; i < 200; ++i)
            deep += "</pci>";
        deep += "</cpu></system>";
        r = parseNcclTopology(deep);
        QVERIFY(r.hasErrors());
        // Over NCCL's limits: 300 elements, 17 attributes, a 300-character value.
        QByteArray many("<system version=\"1\">\n <cpu numaid=\"0\">\n");
        for (int i = 0; i < 300; ++i)
            many += QByteArray("  <pci busid=\"0000:") + QByteArray::number(i % 256, 16).rightJustified(2, '0') + ":00.0\"/>\n";
        many += " </cpu>\n</system>\n";
        r = parseNcclTopology(many);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::describe(r.diagnostics).contains("256"));
        QByteArray attrs("<system version=\"1\">\n<cpu numaid=\"0\" ");
        for (int i = 0; i < 17; ++i)
            attrs += "a" + QByteArray::number(i) + "=\"1\" ";
        attrs += "long=\"" + QByteArray(300, 'x') + "\"/>\n</system>\n";
        r = parseNcclTopology(attrs);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 2));
        QVERIFY(TestUtil::describe(r.diagnostics).contains("16"));
        QVERIFY(TestUtil::describe(r.diagnostics).contains("253"));
        // What NCCL's own parser trips over, though XML allows it.
        r = parseNcclTopology("<?xml version=\"1.0\"?>\n<system version=\"1\">\n\t<cpu numaid=\"0\" arch=\"a&amp;b\"/>\n</system>\n");
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 1)); // declaration
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 3)); // tab, entity
        // Garbage and emptiness.
        QVERIFY(parseNcclTopology(TestUtil::garbage(4096, 3)).hasErrors());
        QVERIFY(parseNcclTopology("").hasErrors());
        QVERIFY(parseNcclTopology("<topology/>").hasErrors());
        // Remote text is cleaned before it is stored.
        r = parseNcclTopology("<system version=\"1\"><cpu numaid=\"0\"><nic><net name=\"a&#x202e;b\"/></nic></cpu></system>");
        QVERIFY(!r.value.cpus.first().nic->nets.first().name.contains(QChar(0x202e)));
    }

    void machineFromDumpDraws()
    {
        const auto r = parseFixture(QStringLiteral("captures/nccl-topo-x4.xml"));
        const Machine m = machineFromNcclTopology(r.value);
        QCOMPARE(m.gpus.size(), 4);
        QCOMPARE(m.pci.rootBuses.size(), 1);
        QCOMPARE(gpuPairClass(m, 0, 3).linkClass, LinkClass::NVLink);
        QCOMPARE(gpuPairClass(m, 0, 3).nvlinks, 18);
        const Layout::Graph graph = Layout::buildTopologyGraph(m);
        for (const Gpu& g : m.gpus)
            QVERIFY2(graph.gpuNodeIndex(g.index) >= 0, qPrintable(QStringLiteral("GPU%1 not drawn").arg(g.index)));
        // And through buildMachine, as a pasted capture of a snapshot with nothing else.
        MachineSnapshot snapshot;
        RawCapture capture;
        capture.id = QStringLiteral("import-1");
        capture.command = QStringLiteral("file:nccl-topo-x4.xml");
        capture.stdoutData = TestUtil::readFixture(QStringLiteral("captures/nccl-topo-x4.xml"));
        snapshot.captures.append(capture);
        const Machine built = buildMachine(snapshot);
        QCOMPARE(built.gpus.size(), 4);
        QCOMPARE(*built.gpus[2].bdf, *Bdf::parse(QStringView(u"0000:00:08.0")));
        QVERIFY(built.topo);
    }

    void machineFromIbmDumpHasNumaAndSwitches()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("shared corpus not present");
        const auto r = parseNcclTopology(TestUtil::readFile(TestUtil::corpusPath(QStringLiteral("nccl_topo_xml/ibm-cloud-gx3d-h100-8gpu.txt"))));
        const Machine m = machineFromNcclTopology(r.value);
        QCOMPARE(m.gpus.size(), 8);
        QCOMPARE(m.numa.nodes.size(), 2);
        QCOMPARE(m.numa.nodes[0].cpuList, QStringLiteral("0-79")); // affinity …,0000ffff,ffffffff,ffffffff
        const Bdf gpu0 = *m.gpu(0)->bdf;
        const Bdf nic7 = *Bdf::parse(QStringView(u"0000:a3:00.0"));
        QCOMPARE(pathBetween(m, gpu0, nic7).linkClass, LinkClass::PIX); // one switch
        QCOMPARE(pathBetween(m, gpu0, *m.gpu(1)->bdf).linkClass, LinkClass::Node);
        QCOMPARE(pathBetween(m, gpu0, *m.gpu(4)->bdf).linkClass, LinkClass::Sys);
        QCOMPARE(gpuPairClass(m, 0, 5).linkClass, LinkClass::NVLink);
        const Layout::Graph graph = Layout::buildTopologyGraph(m);
        for (const Gpu& g : m.gpus)
            QVERIFY(graph.gpuNodeIndex(g.index) >= 0);
        QCOMPARE(std::count_if(graph.clusters.cbegin(), graph.clusters.cend(),
                     [](const Layout::GraphCluster& c) { return c.kind == Layout::GraphCluster::Kind::Numa; }),
            2);
    }

    void generatedGuestFileForTheDemo()
    {
        const VirtualizationSetup setup = demoSetup();
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Guest);
        QVERIFY2(result.ok(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(warningsOrWorse(result.diagnostics), 0);
        QCOMPARE(result.gpuCount, 8);
        QVERIFY(result.elementCount <= NcclLimits::maxXmlNodes);
        QVERIFY(!result.xml.contains("<?xml"));
        QVERIFY(!result.xml.contains('\t'));

        const auto reread = parseNcclTopology(result.xml);
        QCOMPARE(warningsOrWorse(reread.diagnostics), 0);
        QVERIFY2(shapeProblem(reread.value).isEmpty(), qPrintable(shapeProblem(reread.value)));
        // The host's split with the guest's bus ids: guest GPUs 0–3 (buses 01–04) are host GPUs
        // 4–7 on NUMA node 1, guest GPUs 4–7 (05–08) host GPUs 0–3 on node 0.
        QCOMPARE(reread.value.cpus.size(), 2);
        for (const NcclCpu& cpu : reread.value.cpus) {
            QCOMPARE(cpu.pcis.size(), 4);
            for (const NcclPci& pci : cpu.pcis) {
                const int bus = pci.bdf->bus;
                QCOMPARE(cpu.numaId.value_or(-1), bus <= 4 ? 1 : 0);
                QCOMPARE(pci.linkSpeedText, QStringLiteral("32.0 GT/s PCIe"));
                QCOMPARE(pci.link.width, 16);
                QCOMPARE(pci.classCode >> 8, 0x0302u);
                QCOMPARE(pci.vendorId, quint16(0x10de));
                QVERIFY(pci.attributes.size() <= NcclLimits::maxAttributes);
            }
        }
        // Every <cpu> says what NCCL needs when none of its GPUs is in a job (AMD: arch, vendor).
        for (const NcclCpu& cpu : reread.value.cpus) {
            QCOMPARE(cpu.arch, QStringLiteral("x86_64"));
            QCOMPARE(cpu.vendor, QStringLiteral("AuthenticAMD"));
        }
        QCOMPARE(reread.value.cpus[0].affinity, QStringLiteral("3fffffff"));          // guest CPUs 0-29
        QCOMPARE(reread.value.cpus[1].affinity, QStringLiteral("0fffffff,c0000000")); // guest CPUs 30-59
        for (int bus = 1; bus <= 8; ++bus)
            QVERIFY(pciAt(reread.value, QString::asprintf("0000:%02x:00.0", bus)));
        // And it is detected and read like any NCCL file.
        QCOMPARE(detectInputFormat(result.xml).format->name, QStringLiteral("nccl-topo-xml"));
    }

    void generatedHostFileForTheDemo()
    {
        const NcclTopoResult result = generateNcclTopology(demoSetup(), NcclTopoTarget::Host);
        QVERIFY2(result.ok(), TestUtil::describe(result.diagnostics).constData());
        const auto reread = parseNcclTopology(result.xml);
        QCOMPARE(reread.value.cpus.size(), 2);
        QVERIFY(pciAt(reread.value, QStringLiteral("0000:81:00.0")));
        QCOMPARE(reread.value.cpus[0].numaId.value_or(-1), 0);
        QVERIFY(pciAt(reread.value, QStringLiteral("0000:01:00.0")));
        // Host node 0 has CPUs 0-31 and 64-95.
        QCOMPARE(reread.value.cpus[0].affinity, QStringLiteral("ffffffff,00000000,ffffffff"));
    }

    void switchesBecomeMadeUpBridges()
    {
        // A host whose GPUs sit behind a PCIe switch (lspci -tv of an 8-GPU board in the corpus
        // would do; a small tree keeps the expectation exact): root port 00:01.0 → switch
        // upstream 01:00.0 → downstream 02:00.0/02:01.0 → GPUs 03:00.0 and 04:00.0.
        Machine host;
        host.role = MachineRole::Host;
        auto add = [&](const char* bdf, quint32 cls, std::optional<const char*> parent, PciRole role) {
            PciDevice& d = host.pci.upsert(*Bdf::parse(QByteArrayView(bdf)));
            d.classCode = cls;
            d.vendorId = cls == 0x030200 ? 0x10de : 0x1000;
            d.deviceId = cls == 0x030200 ? 0x2330 : 0xc030;
            d.role = role;
            d.numaNode = 0;
            d.link.capability = { 32, 16 };
            if (parent)
                d.parent = *Bdf::parse(QByteArrayView(*parent));
        };
        host.pci.rootBuses = { RootBus { 0, 0 } };
        add("0000:00:01.0", 0x060400, std::nullopt, PciRole::RootPort);
        add("0000:01:00.0", 0x060400, "0000:00:01.0", PciRole::SwitchUpstream);
        add("0000:02:00.0", 0x060400, "0000:01:00.0", PciRole::SwitchDownstream);
        add("0000:02:01.0", 0x060400, "0000:01:00.0", PciRole::SwitchDownstream);
        add("0000:03:00.0", 0x030200, "0000:02:00.0", PciRole::Endpoint);
        add("0000:04:00.0", 0x030200, "0000:02:01.0", PciRole::Endpoint);
        for (int i = 0; i < 2; ++i) {
            Gpu g;
            g.index = i;
            g.bdf = Bdf { 0, 3 + i, 0, 0 };
            g.uuid = QStringLiteral("GPU-%1").arg(i);
            host.gpus.append(g);
        }
        Machine guest;
        guest.role = MachineRole::Guest;
        for (int i = 0; i < 2; ++i) {
            Gpu g;
            g.index = i;
            g.bdf = Bdf { 0, 1 + i, 0, 0 };
            g.uuid = QStringLiteral("GPU-%1").arg(i);
            guest.gpus.append(g);
        }
        VirtualizationSetup setup;
        setup.host = host;
        setup.guest = guest;
        setup.matches = mapGuestGpusToHost(host, guest);
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Guest);
        QVERIFY2(result.ok(), TestUtil::describe(result.diagnostics).constData());
        const auto reread = parseNcclTopology(result.xml);
        const NcclPci& bridge = reread.value.cpus.first().pcis.first();
        QCOMPARE(bridge.busId, QStringLiteral("ffff:ff:01.0")); // not an id the VM has
        QCOMPARE(bridge.vendorId, quint16(0x1000));             // the host's switch, so NCCL's switch rules apply
        QCOMPARE(bridge.children.size(), 2);
        QCOMPARE(bridge.children[0].busId, QStringLiteral("0000:01:00.0"));
        QCOMPARE(bridge.children[1].busId, QStringLiteral("0000:02:00.0"));
        QVERIFY2(shapeProblem(reread.value).isEmpty(), qPrintable(shapeProblem(reread.value)));
        // The drawing of that file puts both GPUs under one switch: PIX, as on the host.
        const Machine drawn = machineFromNcclTopology(reread.value);
        QCOMPARE(pathBetween(drawn, *Bdf::parse(QStringView(u"0000:01:00.0")), *Bdf::parse(QStringView(u"0000:02:00.0"))).linkClass,
            LinkClass::PIX);
    }

    void hostileNamesAreEscaped()
    {
        VirtualizationSetup setup = demoSetup();
        const QString evil = QStringLiteral("pve --> <pci busid=\"x\"/> & \"quoted\" \u202e\n<!--");
        setup.host->label = evil;
        setup.guest->label = evil;
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Guest);
        QVERIFY(result.ok());
        QCOMPARE(result.xml.count("-->"), 1); // only the comment's own end
        const auto reread = parseNcclTopology(result.xml);
        QCOMPARE(warningsOrWorse(reread.diagnostics), 0);
        QCOMPARE(reread.value.allPci().size(), 8); // the label's "<pci …/>" stayed inside the comment
        QVERIFY(!pciAt(reread.value, QStringLiteral("x")));
        QCOMPARE(xmlEscaped(u"a<b>&\"c'"), QStringLiteral("a&lt;b&gt;&amp;&quot;c&apos;"));
        QVERIFY(!xmlCommentText(u"x--y-").contains(u"--"));
        QVERIFY(!xmlCommentText(u"x--y-").endsWith(u'-'));
    }

    void limitsAreEnforced()
    {
        Machine big;
        big.role = MachineRole::BareMetal;
        for (int i = 0; i < 300; ++i) {
            Gpu g;
            g.index = i;
            g.bdf = Bdf { 0, i % 200, i / 200, 0 };
            g.numaNode = 0;
            big.gpus.append(g);
        }
        VirtualizationSetup setup;
        setup.host = big;
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Host);
        QVERIFY(!result.ok());
        QVERIFY(TestUtil::describe(result.diagnostics).contains("256"));
        // A guest file needs a guest.
        QVERIFY(!generateNcclTopology(setup, NcclTopoTarget::Guest).ok());
        QVERIFY(!generateNcclTopology(VirtualizationSetup {}, NcclTopoTarget::Host).ok());
    }

    void cpuMasks()
    {
        QCOMPARE(cpuMaskOf({ 0, 1, 2, 3 }), QStringLiteral("0000000f"));
        QCOMPARE(cpuMaskOf({ 32 }), QStringLiteral("00000001,00000000"));
        QCOMPARE(cpuMaskOf({}), QString());
        QCOMPARE(ncclLinkSpeedGTs(u"32 GT/s PCIe/s"), 32.0); // AWS's odd spelling
        QVERIFY(ncclKnowsLinkSpeed(u"32 GT/s PCIe/s"));
        QVERIFY(!ncclKnowsLinkSpeed(u"64 GT/s"));
        QCOMPARE(ncclLinkSpeedText(2.5), QStringLiteral("2.5 GT/s PCIe"));
        QCOMPARE(ncclLinkSpeedText(16), QStringLiteral("16.0 GT/s PCIe"));
    }
};

QTEST_GUILESS_MAIN(TestNcclTopo)
#include "tst_nccltopo.moc"
