// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark formats together (core/parse/bench/benchformats.cpp): every real fixture is
// detected as its format and reads the same with CRLF, the JSON shape, hostile and 50 MB inputs
// for every parser, and how a run reaches the machine model and is matched to its GPUs.
#include "analyze/match/benchmarkgpus.h"
#include "analyze/machinebuilder.h"
#include "io/benchmarkjson.h"
#include "io/parsejson.h"
#include "io/snapshotfile.h"
#include "parse/bench/benchmarks.h"
#include "parse/formats.h"
#include "parse/benchtestutil.h"
#include "testutil.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace Topo;
using namespace BenchTest;

namespace {

Gpu machineGpu(int index, const char* address)
{
    Gpu g;
    g.index = index;
    g.bdf = bdf(address);
    g.name = QStringLiteral("NVIDIA H100");
    return g;
}

using Parser = ParseResult<BenchmarkRun> (*)(QByteArrayView);

struct NamedParser
{
    const char* name;
    Parser parse;
};

const NamedParser allParsers[] = {
    {"p2p-bandwidth-latency", parseP2pBandwidthLatency},
    {"nvbandwidth", parseNvBandwidth},
    {"nvbandwidth-json", parseNvBandwidthJson},
    {"nccl-tests", parseNcclTests},
    {"nccl-tests-json", parseNcclTestsJson},
    {"size-sweep-csv", parseSizeSweepCsv},
    {"copybench", parseCopybench},
};

// Every real benchmark fixture with its format, for the tests that run over all of them.
const QList<QPair<const char*, const char*>> realFixtures = {
    {"p2p-bandwidth-latency/rossum-7gforce-v2-7gpu-mixed-p2p.txt", "p2p-bandwidth-latency"},
    {"p2p-bandwidth-latency/rossum-azure-nv24-4gpu-vm.txt", "p2p-bandwidth-latency"},
    {"p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt", "p2p-bandwidth-latency"},
    {"p2p-bandwidth-latency/wohlbier-titanrtx-8gpu-p2p-read.txt", "p2p-bandwidth-latency"},
    {"p2p-bandwidth-latency/nccl-issue814-6gpu-fragment-p2p-reads.txt", "p2p-bandwidth-latency"},
    {"nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt", "nvbandwidth"},
    {"nvbandwidth/nvbw-readme-d2d-write-8gpu.txt", "nvbandwidth"},
    {"nvbandwidth/nvbw-readme-h2d-1row-8gpu.txt", "nvbandwidth"},
    {"nvbandwidth/mleng-gb300-dgxstation-truncated.txt", "nvbandwidth"},
    {"nvbandwidth-json/dcgm-1gpu-v0.5-verbose.json", "nvbandwidth-json"},
    {"nvbandwidth-json/dcgm-1gpu-v0.5-with-warning-lines.json", "nvbandwidth-json"},
    {"nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt", "nccl-tests"},
    {"nccl-tests/azureml-examples-k80-4gpu-error-column.txt", "nccl-tests"},
    {"nccl-tests-json/synthetic-json-v2.json", "nccl-tests-json"},
    {"copybench/h200-vm.csv", "copybench"},
    {"captures/copybench-x4.csv", "copybench"},
    {"size-sweep-csv/synthetic-plain-bytes-latency-bandwidth.csv", "size-sweep-csv"},
    {"size-sweep-csv/synthetic-units-semicolon.csv", "size-sweep-csv"},
};

} // namespace

class TestParseBenchFormats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void detectionAndJson_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        for (const auto& [path, format] : realFixtures)
            QTest::newRow(path) << QString::fromLatin1(path) << QString::fromLatin1(format);
    }
    void detectionAndJson()
    {
        QFETCH(QString, path);
        QFETCH(QString, format);
        const QByteArray data = TestUtil::readFixture(path);
        const DetectedFormat detected = detectInputFormat(data);
        QVERIFY2(detected.format, qPrintable(path));
        QCOMPARE(detected.format->name, format);
        // Every other benchmark sniffer stays below the right one.
        QVERIFY(isBenchmarkFormat(format));
        Diagnostics diagnostics;
        const nlohmann::json json = Topo::Json::parseToJson(*detected.format, data, &diagnostics);
        QVERIFY(json.contains("tool") && json.contains("gpus") && json.contains("matrices") && json.contains("sweeps")
            && json.contains("notes"));
        QCOMPARE(TestUtil::countSeverity(diagnostics, Severity::Error), 0);
        // CRLF line ends read the same.
        const auto lf = parseBenchmark(format, data);
        const auto crlf = parseBenchmark(format, toCrlf(data));
        QCOMPARE(benchmarkRunToJson(crlf.value).dump(), benchmarkRunToJson(lf.value).dump());
    }

    void jsonShape()
    {
        const auto r = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt"));
        const nlohmann::json j = benchmarkRunToJson(r.value);
        QCOMPARE(j["tool"].get<std::string>(), std::string("p2pBandwidthLatencyTest"));
        QCOMPARE(j["gpus"][1]["bdf"].get<std::string>(), std::string("0002:00:00.0"));
        QCOMPARE(j["gpus"][1]["busIdPrecision"].get<std::string>(), std::string("domain-bus-device"));
        QCOMPARE(j["matrices"][1]["metric"].get<std::string>(), std::string("unidirectional-p2p-disabled-bandwidth"));
        QCOMPARE(j["matrices"][1]["cells"][0][0].get<double>(), 1508.20);
        QCOMPARE(j["matrices"][1]["rows"][2]["gpu"].get<int>(), 2);
        const auto nv = parseNvBandwidth(fixture("nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt"));
        const nlohmann::json n = benchmarkRunToJson(nv.value);
        QVERIFY(n["matrices"][4]["cells"][0][0].is_null());
        QVERIFY(!n["matrices"][0]["rows"][0].contains("gpu"));
        QCOMPARE(n["matrices"][4]["sum"].get<double>(), 9643.22);
    }

    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("blank lines") << QByteArray("\n\n \r\n\t\n");
        QTest::newRow("garbage") << TestUtil::garbage(65536, 7);
        QTest::newRow("NUL bytes") << QByteArrayLiteral("Running x_ce.\0\0\0memcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)\n");
        QTest::newRow("one long line") << QByteArray(1 << 20, '9');
        QTest::newRow("huge header") << (QByteArray("   D\\D") + QByteArray(" 1").repeated(5000) + '\n');
        QTest::newRow("deep json") << (QByteArray("{\"nvbandwidth\":") + QByteArray(100000, '[') + '}');
        QTest::newRow("prose") << QByteArray("The quick brown fox jumps over the lazy dog.\n");
    }
    void hostileInput()
    {
        QFETCH(QByteArray, input);
        for (const auto& parser : allParsers) {
            const auto r = parser.parse(input);
            // Nothing understood is an error, never a crash or an exception.
            QVERIFY2(r.value.isEmpty(), parser.name);
        }
    }

    void fiftyMegabytesFinish_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("chunk");
        QTest::newRow("p2p rows") << QStringLiteral("p2p-bandwidth-latency")
                                  << QByteArray("     3  21.51  21.69 274.11 1521.42 \n");
        QTest::newRow("nccl rows") << QStringLiteral("nccl-tests")
                                   << QByteArray("    16777216       4194304     float     sum      -1    977.6   17.16   32.18      0    951.6   17.63   33.06      0\n");
        QTest::newRow("nvbandwidth testcases")
            << QStringLiteral("nvbandwidth")
            << QByteArray("Running host_to_device_memcpy_ce.\nmemcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)\n"
                          "           0         1\n 0     55.59     55.60\n\nSUM host_to_device_memcpy_ce 111.19\n\n");
        QTest::newRow("copybench rows") << QStringLiteral("copybench") << QByteArray("d2d,0,1,67108864,172.560,388.902\n");
        QTest::newRow("bad rows") << QStringLiteral("nccl-tests") << QByteArray("   8   2 float sum -1 x y z w\n");
    }
    void fiftyMegabytesFinish()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, chunk);
        QByteArray head;
        if (format == u"p2p-bandwidth-latency")
            head = "Unidirectional P2P=Disabled Bandwidth Matrix (GB/s)\n   D\\D     0      1      2      3 \n";
        else if (format == u"copybench")
            head = "# copybench 1\nkind,src,dst,bytes,latency_us,bandwidth_GBps\n";
        const QByteArray data = head + chunk.repeated(TestUtil::hugeInputBytes / chunk.size());
        // It finishes (CTest's timeout bounds a hang) with a report a person can read: capped,
        // not one diagnostic per line. How fast is bench/run-parse.sh's question, not a verdict
        // a loaded machine could change.
        const auto r = parseBenchmark(format, data);
        QVERIFY2(r.diagnostics.size() <= 60, qPrintable(QString::number(r.diagnostics.size())));
    }

    // ---- into the machine model

    void machineBuilderKeepsRuns()
    {
        MachineSnapshot snapshot;
        snapshot.label = QStringLiteral("h200-vm");
        RawCapture csv;
        csv.id = QStringLiteral("nvidia-smi-csv");
        csv.command = QStringLiteral("nvidia-smi --query-gpu=index,pci.bus_id --format=csv");
        csv.format = QStringLiteral("nvidia-smi-csv");
        csv.stdoutData = fixture("nvidia-smi-csv/h200-vm.csv");
        RawCapture bench;
        bench.id = QStringLiteral("benchmark-1");
        bench.command = QStringLiteral("imported");
        bench.format = QStringLiteral("copybench");
        bench.stdoutData = fixture("copybench/h200-vm.csv");
        RawCapture nccl;
        nccl.id = QStringLiteral("benchmark-2");
        nccl.command = QStringLiteral("imported");
        nccl.stdoutData = fixture("nccl-tests/azureml-examples-k80-4gpu-error-column.txt"); // format detected
        snapshot.captures = {csv, bench, nccl};

        const Machine machine = buildMachine(snapshot);
        QCOMPARE(machine.gpus.size(), 1);
        QCOMPARE(machine.benchmarks.size(), 2);
        const BenchmarkRun& run = machine.benchmarks[0];
        QCOMPARE(run.captureId, QStringLiteral("benchmark-1"));
        QCOMPARE(run.tool, BenchmarkTool::Copybench);
        QCOMPARE(machine.benchmarks[1].tool, BenchmarkTool::NcclTests);
        bool assumed = true;
        QCOMPARE(gpuIndexForRun(machine, run, 0, &assumed), std::optional<int>(0));
        QVERIFY(!assumed);
        QCOMPARE(matchBenchmarkGpu(machine, run, 0)->evidence, BenchmarkGpuMatch::Evidence::BusId);
        QVERIFY(!gpuIndexForRun(machine, run, 1));
    }

    void busIdMatching()
    {
        Machine vm;
        for (int i = 0; i < 4; ++i)
            vm.gpus.append(machineGpu(i, qPrintable(QStringLiteral("000%1:00:00.0").arg(i + 1))));
        // Shuffle the machine's numbering: the address, not the index, decides.
        std::swap(vm.gpus[0].index, vm.gpus[3].index);
        const auto p2p = parseP2pBandwidthLatency(fixture("p2p-bandwidth-latency/sushruta-a100-pcie-4gpu-vm-nvlink-pairs.txt")).value;
        QCOMPARE(gpuIndexForRun(vm, p2p, 0), std::optional<int>(3));
        QCOMPARE(gpuIndexForRun(vm, p2p, 1), std::optional<int>(1));
        QCOMPARE(matchBenchmarkGpus(vm, p2p).size(), 4);

        // Old nccl-tests print only the bus; nvidia-smi has the domain: matched when unambiguous.
        Machine host;
        host.gpus = {machineGpu(0, "0000:1a:00.0"), machineGpu(1, "0000:3d:00.0")};
        BenchmarkRun old;
        BenchmarkGpu g;
        g.index = 0;
        g.deviceOrdinal = 0;
        g.bdf = Bdf {0, 0x3d, 0, 0};
        g.busIdPrecision = BusIdPrecision::BusOnly;
        old.gpus = {g};
        const auto byBus = matchBenchmarkGpu(host, old, 0);
        QCOMPARE(byBus->machineGpu, 1);
        QCOMPARE(byBus->evidence, BenchmarkGpuMatch::Evidence::BusIdNoDomain);
        // A domain printed differently (a 16-bit truncation) still matches on bus:device.
        old.gpus[0].bdf = Bdf {0x10000, 0x1a, 0, 0};
        old.gpus[0].busIdPrecision = BusIdPrecision::DomainBusDevice;
        QCOMPARE(gpuIndexForRun(host, old, 0), std::optional<int>(0));

        // No address at all: the index, marked assumed.
        const auto nv = parseNvBandwidth(fixture("nvbandwidth/nvbw-readme-d2d-write-8gpu.txt")).value;
        BenchmarkRun v02 = parseNvBandwidth(fixture("nvbandwidth/liguodongiot-h800-8gpu-v0.2-full-run.txt")).value;
        bool assumed = false;
        QCOMPARE(gpuIndexForRun(host, v02, 1, &assumed), std::optional<int>(1));
        QVERIFY(assumed);
        QVERIFY(!gpuIndexForRun(host, v02, 5));
        QVERIFY(nv.gpus.isEmpty());

        // Multi-node: only the ranks on this machine match.
        const auto multi = parseNcclTests(fixture("nccl-tests/lessizzmore-a3mega-2node-16xh100-allreduce.txt")).value;
        Machine node;
        node.label = QStringLiteral("ztan-mig-gq73");
        const char* buses[] = {"0000:04:00.0", "0000:05:00.0", "0000:0b:00.0", "0000:0c:00.0"};
        for (int i = 0; i < 4; ++i)
            node.gpus.append(machineGpu(i, buses[i]));
        QCOMPARE(gpuIndexForRun(node, multi, 10), std::optional<int>(2));
        QVERIFY(!gpuIndexForRun(node, multi, 2));
    }
};

QTEST_GUILESS_MAIN(TestParseBenchFormats)
#include "tst_parse_benchformats.moc"
