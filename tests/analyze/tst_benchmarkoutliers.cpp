// SPDX-License-Identifier: GPL-3.0-or-later
// Same-class bandwidth outliers: the pure detection on constructed values, and the whole chain
// (run GPU → machine GPU → class → comparison) on real benchmark outputs.
#include "testutil.h"

#include "analyze/benchmarkoutliers.h"
#include "io/snapshotfile.h"
#include "parse/bench/benchmarks.h"
#include "parse/formats.h"
#include "analyze/machinebuilder.h"

#include <QTest>

using namespace Topo;

namespace {

BenchmarkPairValue pairValue(int from, int to, const char* linkClass, double value)
{
    BenchmarkPairValue v;
    v.fromRunGpu = from;
    v.toRunGpu = to;
    v.fromGpu = from;
    v.toGpu = to;
    v.pairClass = LinkClassCell::parse(QString::fromLatin1(linkClass));
    v.value = value;
    return v;
}

/// A machine with four GPUs at the addresses the sushruta p2p fixture prints, and an
/// nvidia-smi topo -m whose GPU×GPU cells are `cells` (row-major, "X" on the diagonal).
Machine machineWithTopology(const QList<QStringList>& cells)
{
    Machine m;
    TopoMatrix topo;
    for (int i = 0; i < 4; ++i) {
        Gpu g;
        g.index = i;
        g.name = QStringLiteral("NVIDIA A100 80GB PCIe");
        g.bdf = Bdf { i + 1, 0, 0, 0 };
        m.gpus.append(g);
        topo.matrix.labels << QStringLiteral("GPU%1").arg(i);
    }
    topo.matrix.cells = cells;
    m.topo = topo;
    return m;
}

BenchmarkRun parseFixture(const QString& format, const QString& fixture)
{
    auto r = parseBenchmark(format, TestUtil::readFixture(fixture));
    if (r.value.isEmpty())
        qFatal("%s parses to nothing", qPrintable(fixture));
    return r.value;
}

/// The real 4× H200 VM: its bundle plus the copybench CSV measured on it, `patch` applied to the CSV.
Machine h200WithCopybench(const QByteArray& before = {}, const QByteArray& after = {})
{
    auto loaded = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")));
    if (loaded.value.machines.isEmpty())
        qFatal("the h200-x4 bundle does not load");
    MachineSnapshot machine = loaded.value.machines.first();
    machine.captures.append(TestUtil::copybenchX4Capture(before, after));
    return buildMachine(machine);
}

} // namespace

class TestBenchmarkOutliers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void direction()
    {
        BenchmarkMatrix m;
        m.unit = QStringLiteral("GB/s");
        QCOMPARE(metricDirection(m), MetricDirection::HigherIsBetter);
        m.unit = QStringLiteral("us");
        QCOMPARE(metricDirection(m), MetricDirection::LowerIsBetter);
        m.unit = QStringLiteral("ns");
        QCOMPARE(metricDirection(m), MetricDirection::LowerIsBetter);
        m.unit.clear();
        QCOMPARE(metricDirection(m), MetricDirection::Neutral);
    }

    void constructedGroups()
    {
        // Two NV12 pairs at full speed, one NV12 pair at a third (a link down), PIX pairs that
        // differ by 1.4× (not flagged), NV4 alone (nothing to compare), and an unknown pair far
        // below everything (never compared).
        const QList<BenchmarkPairValue> values = {
            pairValue(0, 1, "NV12", 275.0),
            pairValue(1, 0, "NV12", 270.0),
            pairValue(2, 3, "NV12", 90.0),
            pairValue(0, 2, "PIX", 25.0),
            pairValue(2, 0, "PIX", 17.9),
            pairValue(1, 3, "NV4", 80.0),
            pairValue(3, 1, "garbage", 1.0),
        };
        const QList<BenchmarkOutlier> out = findSameClassOutliers(values);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out[0].pair.fromRunGpu, 2);
        QCOMPARE(out[0].pair.toRunGpu, 3);
        QCOMPARE(out[0].reference.fromRunGpu, 0);
        QCOMPARE(out[0].reference.toRunGpu, 1);
        QVERIFY(qFuzzyCompare(out[0].factor, 275.0 / 90.0));
        const QString text = describeOutlier(out[0], QStringLiteral("GB/s"));
        QVERIFY2(text.contains(u"GPU2\u2192GPU3 (NV12)") && text.contains(u"90.0 GB/s") && text.contains(u"275 GB/s"),
            qPrintable(text));

        // The boundary: exactly 1.5× is not flagged, just above it is; a stricter factor flags PIX.
        QVERIFY(findSameClassOutliers({ pairValue(0, 1, "PHB", 30), pairValue(1, 0, "PHB", 20) }).isEmpty());
        QCOMPARE(findSameClassOutliers({ pairValue(0, 1, "PHB", 30), pairValue(1, 0, "PHB", 19.9) }).size(), 1);
        QCOMPARE(findSameClassOutliers(values, 1.3).size(), 2);
        // A pair that measured 0 is flagged with an infinite factor, not dropped.
        const auto zero = findSameClassOutliers({ pairValue(0, 1, "SYS", 12), pairValue(1, 0, "SYS", 0) });
        QCOMPARE(zero.size(), 1);
        QVERIFY(std::isinf(zero[0].factor));
        QVERIFY(findSameClassOutliers({}).isEmpty());
    }

    void realP2pPerClass()
    {
        // Real A100 PCIe VM: NVLink bridges on 0-1 and 2-3 (275 GB/s), the rest over PCIe
        // (21.6 GB/s). With the true classes the two groups are each uniform: nothing flagged.
        const BenchmarkRun run = parseFixture(QStringLiteral("p2p-bandwidth-latency"),
            QStringLiteral("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"));
        const BenchmarkMatrix* enabled = run.matrix(u"unidirectional-p2p-enabled-bandwidth");
        QVERIFY(enabled);
        const QList<QStringList> truth = {
            { QStringLiteral("X"), QStringLiteral("NV12"), QStringLiteral("SYS"), QStringLiteral("SYS") },
            { QStringLiteral("NV12"), QStringLiteral("X"), QStringLiteral("SYS"), QStringLiteral("SYS") },
            { QStringLiteral("SYS"), QStringLiteral("SYS"), QStringLiteral("X"), QStringLiteral("NV12") },
            { QStringLiteral("SYS"), QStringLiteral("SYS"), QStringLiteral("NV12"), QStringLiteral("X") },
        };
        const Machine machine = machineWithTopology(truth);
        const QList<BenchmarkPairValue> pairs = classifyMatrixPairs(machine, run, *enabled);
        QCOMPARE(pairs.size(), 12); // 4×4 without the diagonal
        for (const auto& p : pairs) {
            QVERIFY(p.fromGpu && p.toGpu);
            QVERIFY(!p.matchAssumed); // the printed domain:bus:device is each GPU's address
            QCOMPARE(p.pairClass.linkClass, (p.fromRunGpu ^ p.toRunGpu) == 1 ? LinkClass::NVLink : LinkClass::Sys);
        }
        QVERIFY(findBandwidthOutliers(machine, run, *enabled).isEmpty());
        // Latency is never flagged.
        QVERIFY(findBandwidthOutliers(machine, run, *run.matrix(u"p2p-disabled-gpu-latency")).isEmpty());

        // If the topology said every pair were NVLink, the eight PCIe pairs would be the outliers,
        // each about 12.7× below the best NVLink pair (1→0 at 275.51 GB/s).
        QList<QStringList> allNv = truth;
        for (auto& row : allNv) {
            for (auto& cell : row) {
                if (cell == u"SYS")
                    cell = QStringLiteral("NV12");
            }
        }
        const QList<BenchmarkOutlier> flagged = findBandwidthOutliers(machineWithTopology(allNv), run, *enabled);
        QCOMPARE(flagged.size(), 8);
        for (const auto& o : flagged) {
            QVERIFY((o.pair.fromRunGpu ^ o.pair.toRunGpu) != 1);
            QCOMPARE(o.reference.value, 275.51);
            QVERIFY(o.factor > 12 && o.factor < 13);
        }
    }

    void realH200NvLinkUniform()
    {
        // The real 4× H200 VM, every pair NV18: copybench's d2d matrix (64 MiB) spans 386.9 to
        // 389.1 GB/s off the diagonal. Nothing is flagged; the diagonal (1.9 TB/s, copies within
        // one GPU's memory) is no pair and stays out of the comparison.
        const Machine machine = h200WithCopybench();
        QCOMPARE(machine.benchmarks.size(), 1);
        const BenchmarkRun& run = machine.benchmarks.first();
        const BenchmarkMatrix* d2d = run.matrix(u"d2d-bandwidth");
        QVERIFY(d2d);
        const QList<BenchmarkPairValue> pairs = classifyMatrixPairs(machine, run, *d2d);
        QCOMPARE(pairs.size(), 12);
        for (const auto& p : pairs) {
            QCOMPARE(p.pairClass.toString(), QStringLiteral("NV18"));
            QVERIFY(!p.matchAssumed); // matched by the printed 0000:00:0x.0 addresses
        }
        QVERIFY(findBandwidthOutliers(machine, run, *d2d).isEmpty());
    }

    void realH200OneSlowPair()
    {
        // The same real run with one pair's 64 MiB copy slowed to what PCIe would give: exactly
        // that pair is flagged, against the best NV18 pair.
        const Machine machine = h200WithCopybench("d2d,1,2,67108864,172.560,388.902", "d2d,1,2,67108864,1240.000,54.120");
        const BenchmarkRun& run = machine.benchmarks.first();
        const QList<BenchmarkOutlier> flagged = findBandwidthOutliers(machine, run, *run.matrix(u"d2d-bandwidth"));
        QCOMPARE(flagged.size(), 1);
        QCOMPARE(flagged[0].pair.fromRunGpu, 1);
        QCOMPARE(flagged[0].pair.toRunGpu, 2);
        QCOMPARE(flagged[0].pair.value, 54.12);
        QCOMPARE(flagged[0].reference.value, 389.075); // 3→2, the best NV18 pair
        QCOMPARE(flagged[0].pair.pairClass.toString(), QStringLiteral("NV18"));
    }

    // What the topology's pair arcs show: the real x4 copybench's GPU-to-GPU bandwidth, keyed
    // by the machine's GPUs (matched by the printed bus ids), both directions.
    void measuredBandwidthForTheArcs()
    {
        const MeasuredPairs measured = measuredPairBandwidth(h200WithCopybench());
        QCOMPARE(measured.values.size(), 12);
        QVERIFY(measured.source.contains(u"copybench"));
        QCOMPARE(measured.unit, QStringLiteral("GB/s"));
        QVERIFY(!measured.assumed);
        QCOMPARE(measured.values.value({ 1, 2 }), 388.902);
        for (double v : measured.values)
            QVERIFY(v > 380 && v < 395);
        QVERIFY(measuredPairBandwidth(Machine {}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBenchmarkOutliers)
#include "tst_benchmarkoutliers.moc"
