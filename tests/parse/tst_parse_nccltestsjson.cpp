// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests-json: the `-J FILE` JSON, whole and cut short.
#include "parse/bench/benchmarks.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace BenchTest;

class TestParseNcclTestsJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ncclTestsJson()
    {
        const auto r = parseNcclTestsJson(fixture("nccl-tests-json/synthetic-json-v2.json"));
        verifyClean(r.diagnostics);
        const BenchmarkRun& run = r.value;
        QCOMPARE(run.title, QStringLiteral("all_reduce_perf"));
        QCOMPARE(run.gpus.size(), 2);
        QCOMPARE(*run.gpu(1)->bdf, bdf("0000:05:00.0"));
        QCOMPARE(run.sweeps.size(), 2);
        const SizeSweep* out = run.sweep(u"all_reduce out-of-place");
        QCOMPARE(out->points.size(), 4);
        QCOMPARE(*out->root, -1);
        QCOMPARE(*out->points[0].timeUs, 135.8);
        QCOMPARE(*run.averageBusBandwidth, 0.0);
        QVERIFY(run.notes.isEmpty());

        const auto unfinished = parseNcclTestsJson(fixture("nccl-tests-json/synthetic-json-unfinished.json"));
        QVERIFY(unfinished.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(unfinished.diagnostics, 1, Severity::Error));
    }

    void numberBeyondADoubleIsAnErrorNotACrash()
    {
        // Found by the fuzzer: well-formed JSON whose number no double holds made the JSON
        // reader throw out of the parser. Now an error naming the document's line.
        const QByteArray data = "# nccl-tests\n{\"version\":2,\"start_time\":30e810}\n";
        const auto r = parseNcclTestsJson(data);
        QVERIFY(r.hasErrors());
        QVERIFY2(TestUtil::hasDiagnosticAt(r.diagnostics, 2, Severity::Error), TestUtil::describe(r.diagnostics).constData());
        const auto bandwidth = parseNvBandwidthJson(QByteArrayView("{\"nvbandwidth\": {\"version\": 1e999}}"));
        QVERIFY(bandwidth.hasErrors());
    }
};

QTEST_GUILESS_MAIN(TestParseNcclTestsJson)
#include "tst_parse_nccltestsjson.moc"
