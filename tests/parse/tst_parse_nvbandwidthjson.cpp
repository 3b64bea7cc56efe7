// SPDX-License-Identifier: GPL-3.0-or-later
// nvbandwidth-json: `nvbandwidth -j`, with warning lines around the document and broken JSON.
#include "parse/bench/benchmarks.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace BenchTest;

class TestParseNvBandwidthJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nvbandwidthJson()
    {
        const auto r = parseNvBandwidthJson(fixture("nvbandwidth-json/dcgm-1gpu-v0.5-verbose.json"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.version, QStringLiteral("v0.5"));
        QCOMPARE(run.testcases.size(), 32);
        QCOMPARE(countNotes(run, BenchmarkNoteKind::Waived), 17);
        QCOMPARE(run.matrices.size(), 15);
        const BenchmarkMatrix* latency = run.matrix(u"host_device_latency_sm");
        QCOMPARE(latency->unit, QStringLiteral("ns"));
        QCOMPARE(*latency->cell(0, 0), 649.879);
        QCOMPARE(latency->rows[0].label, QStringLiteral("CPU"));
        QCOMPARE(*run.matrix(u"host_to_device_memcpy_ce")->printedSum, 12.396361291250001);

        const auto noisy = parseNvBandwidthJson(fixture("nvbandwidth-json/dcgm-1gpu-v0.5-with-warning-lines.json"));
        QVERIFY2(!noisy.hasErrors(), TestUtil::describe(noisy.diagnostics).constData());
        QCOMPARE(noisy.value.matrices.size(), 15);
        QVERIFY(TestUtil::hasDiagnosticAt(noisy.diagnostics, 1, Severity::Info));

        QByteArray broken = fixture("nvbandwidth-json/dcgm-1gpu-v0.5-verbose.json");
        broken.replace("\"sum\" : 11.32898976375", "\"sum\" : 11.3289$8976375");
        const auto bad = parseNvBandwidthJson(broken);
        QVERIFY(bad.hasErrors());
        QVERIFY(bad.diagnostics[0].line > 1);
    }
};

QTEST_GUILESS_MAIN(TestParseNvBandwidthJson)
#include "tst_parse_nvbandwidthjson.moc"
