// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-topo-xml: real dumps and vendor files read, NCCL's strictness reported, graph files,
// truncated and hostile input.
#include "analyze/nccltopotestutil.h"
#include "parse/formats.h"
#include "parse/nccl/nccltopo.h"
#include "testutil.h"

#include <QDirIterator>
#include <QTest>

using namespace Topo;
using namespace NcclTopoTest;

namespace {

ParseResult<NcclTopology> parseFixture(const QString& relative)
{
    return parseNcclTopology(TestUtil::readFixture(relative));
}

} // namespace

class TestParseNcclTopoXml : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realFilesParse_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("cpus");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("elements");
        QTest::newRow("h200-vm-dump") << TestUtil::fixturePath(QStringLiteral("nccl-topo-xml/h200-vm-dump.xml")) << 1 << 1 << 6;
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
        const auto r = parseFixture(QStringLiteral("nccl-topo-xml/h200-vm-dump.xml"));
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
};

QTEST_GUILESS_MAIN(TestParseNcclTopoXml)
#include "tst_parse_nccltopoxml.moc"
