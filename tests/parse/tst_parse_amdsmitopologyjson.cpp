// SPDX-License-Identifier: GPL-3.0-or-later
// amd-smi-topology-json: `amd-smi topology --json` in the per-table shape of ROCm 6.1.0 and the
// `links` shape of 6.1.1 on, values as {"value", "unit"} objects, and broken documents.
#include "parse/amdsmi/amdsmi.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

QByteArray fixture(const char* name)
{
    return TestUtil::readFixture(QStringLiteral("amd-smi-topology-json/") + QLatin1String(name));
}

void verifyClean(const Diagnostics& diagnostics)
{
    QVERIFY2(TestUtil::countSeverity(diagnostics, Severity::Error) == 0
            && TestUtil::countSeverity(diagnostics, Severity::Warning) == 0,
        TestUtil::describe(diagnostics).constData());
}

const AmdGpuLink& pair(const AmdTopology& t, int a, int b)
{
    const AmdGpuLink* link = t.link(a, b);
    if (!link)
        qFatal("no link %d-%d", a, b);
    return *link;
}

} // namespace

class TestParseAmdSmiTopologyJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void perTableShape()
    {
        const auto r = parseAmdSmiTopologyJson(fixture("amd-smi-6.1.0-per-table-2gpu.json"));
        verifyClean(r.diagnostics);
        const AmdTopology& t = r.value;
        QCOMPARE(t.size(), 2);
        QCOMPARE(t.gpus[0].index, 0);
        QCOMPARE(t.gpus[1].index, 1);
        QVERIFY(!t.gpus[0].bdf);
        QCOMPARE(t.gpus[0].line, 3);  // "    {" of GPU 0, below the echoed command and "["
        QCOMPARE(t.gpus[1].line, 26); // and of GPU 1
        const AmdGpuLink& l = pair(t, 0, 1);
        QCOMPARE(l.accessible, QStringLiteral("DISABLED"));
        QCOMPARE(l.weight, QStringLiteral("40"));
        QCOMPARE(l.hops, QStringLiteral("2"));
        QCOMPARE(l.linkType, QStringLiteral("PCIE"));
        QCOMPARE(l.bandwidth, QStringLiteral("N/A"));
        QCOMPARE(pair(t, 1, 1).accessible, QStringLiteral("ENABLED"));
        QCOMPARE(pair(t, 1, 1).linkType, QStringLiteral("SELF"));
        QCOMPARE(pair(t, 1, 0).weight, QStringLiteral("40"));
    }

    void linksShape()
    {
        const auto r = parseAmdSmiTopologyJson(fixture("amd-smi-6.1.1-links-access-type-2gpu.json"));
        verifyClean(r.diagnostics);
        const AmdTopology& t = r.value;
        QCOMPARE(t.size(), 2);
        QCOMPARE(t.gpus[0].bdf->toString(), QStringLiteral("0000:08:00.0"));
        QCOMPARE(t.gpus[1].bdf->toString(), QStringLiteral("0000:44:00.0"));
        QCOMPARE(t.gpus[1].line, 21);
        const AmdGpuLink& l = pair(t, 1, 0);
        QCOMPARE(l.accessible, QStringLiteral("DISABLED"));
        QCOMPARE(l.type(), AmdLinkType::Pcie);
        QVERIFY(l.weight.isEmpty()); // -a -t: only access and link type
        QVERIFY(l.hops.isEmpty());
        QCOMPARE(pair(t, 0, 0).linkType, QStringLiteral("SELF"));
    }

    void valuesWithUnitsAndEveryLinkKey()
    {
        QByteArray data = fixture("amd-smi-6.1.1-links-access-type-2gpu.json");
        // The 6.1.1 keys the fixture's options left out, as later releases print them.
        data.replace("\"link_type\": \"PCIE\"",
            "\"link_type\": \"PCIE\", \"weight\": {\"value\": 40, \"unit\": \"\"}, \"num_hops\": 2, "
            "\"bandwidth\": {\"value\": \"50000-100000\", \"unit\": \"MB/s\"}, \"coherent\": \"NC\", "
            "\"atomics\": \"32\", \"dma\": \"T\", \"bi_dir\": \"F\"");
        const auto r = parseAmdSmiTopologyJson(data);
        verifyClean(r.diagnostics);
        const AmdGpuLink& l = pair(r.value, 0, 1);
        QCOMPARE(l.weight, QStringLiteral("40"));
        QCOMPARE(l.hops, QStringLiteral("2"));
        QCOMPARE(l.bandwidth, QStringLiteral("50000-100000"));
        QCOMPARE(l.cacheCoherent, QStringLiteral("NC"));
        QCOMPARE(l.atomics32, QStringLiteral("T"));
        QCOMPARE(l.atomics64, QStringLiteral("F"));
        QCOMPARE(l.dma, QStringLiteral("T"));
        QCOMPARE(l.bidirectional, QStringLiteral("F"));
    }

    void messyVariants()
    {
        const QByteArray clean = fixture("amd-smi-6.1.1-links-access-type-2gpu.json");
        const AmdTopology expected = parseAmdSmiTopologyJson(clean).value;
        QByteArray crlf = clean;
        crlf.replace("\n", "\r\n");
        auto r = parseAmdSmiTopologyJson(crlf);
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.links, expected.links);
        QByteArray tabs = clean;
        tabs.replace("    ", "\t");
        r = parseAmdSmiTopologyJson(tabs);
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.links, expected.links);
        // A warning printed after the document does not disturb it.
        r = parseAmdSmiTopologyJson(QByteArray(clean + "WARNING: some devices [1] are busy {retry}\n"));
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.links, expected.links);
    }

    void brokenDocumentNamesItsLine()
    {
        QByteArray data = fixture("amd-smi-6.1.1-links-access-type-2gpu.json");
        data.replace("\"link_status\": \"DISABLED\",\n                \"link_type\": \"PCIE\"\n            }\n        ]\n    },",
            "\"link_status\": \"DISABLED\",,");
        const auto r = parseAmdSmiTopologyJson(data);
        QVERIFY(r.hasErrors());
        QCOMPARE(r.diagnostics.last().line, 16);

        const QByteArray clean = fixture("amd-smi-6.1.1-links-access-type-2gpu.json");
        const auto truncated = parseAmdSmiTopologyJson(clean.first(clean.size() / 2));
        QVERIFY(truncated.hasErrors());
        QVERIFY(truncated.diagnostics.last().line > 2);
    }

    void entriesWithoutGpuNumbers()
    {
        const QByteArray data = "[\n {\"bdf\": \"0000:01:00.0\"},\n 7,\n {\"gpu\": 0, \"weight\": {\"gpu_x\": 1, \"gpu_0\": 0},"
                                " \"links\": [{\"bdf\": \"x\"}, {\"gpu\": 1, \"bdf\": \"nope\", \"link_type\": \"XGMI\", \"color\": 1}],"
                                " \"extra\": {\"gpu_0\": 1}}\n]\n";
        const auto r = parseAmdSmiTopologyJson(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 2)); // no "gpu"
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 3)); // not an object
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 4)); // gpu_x, the link without gpu, "nope"
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 4, Severity::Info)); // "color", "extra"
        QCOMPARE(TestUtil::countSeverity(r.diagnostics, Severity::Info), 2);
        QCOMPARE(r.value.size(), 2);
        QCOMPARE(pair(r.value, 0, 1).linkType, QStringLiteral("XGMI"));
        QCOMPARE(pair(r.value, 0, 0).weight, QStringLiteral("0"));
        QVERIFY(!r.value.gpus[1].bdf);
    }

    void wrapperObjectAndWrongRoots()
    {
        const QByteArray list = fixture("amd-smi-6.1.1-links-access-type-2gpu.json");
        const QByteArray wrapped = "{\"gpu_data\": " + list.sliced(list.indexOf('[')) + "}\n";
        auto r = parseAmdSmiTopologyJson(wrapped);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 1, Severity::Info));
        QCOMPARE(r.value.size(), 2);
        QCOMPARE(pair(r.value, 0, 1).accessible, QStringLiteral("DISABLED"));

        for (const QByteArray& input : { QByteArray("{\"a\": 1}\n"), QByteArray("[]\n"), QByteArray(), TestUtil::garbage(2048, 5),
                 QByteArray("no json here\n"), QByteArray(200, '[') }) {
            r = parseAmdSmiTopologyJson(input);
            QVERIFY(r.hasErrors());
            QVERIFY(r.value.isEmpty());
        }
    }

    void sniffer()
    {
        QVERIFY(sniffAmdSmiTopologyJson(fixture("amd-smi-6.1.0-per-table-2gpu.json")) >= 70);
        QVERIFY(sniffAmdSmiTopologyJson(fixture("amd-smi-6.1.1-links-access-type-2gpu.json")) >= 70);
        QCOMPARE(sniffAmdSmiTopologyJson("[{\"gpu\": 0, \"power\": {\"socket_power\": 10}}]\n"), 0); // amd-smi metric
        QCOMPARE(sniffAmdSmiTopologyJson("{\"a\": [1, 2, 3]}\n"), 0);
    }
};

QTEST_GUILESS_MAIN(TestParseAmdSmiTopologyJson)
#include "tst_parse_amdsmitopologyjson.moc"
