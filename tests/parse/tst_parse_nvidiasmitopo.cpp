// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/modeljson.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

/// "corpus:topo_m/x.txt" reads the shared corpus, anything else is a fixture path.
QByteArray readInput(const QString& spec)
{
    static const QString corpusPrefix = QStringLiteral("corpus:");
    if (spec.startsWith(corpusPrefix))
        return TestUtil::readFile(TestUtil::corpusPath(spec.mid(corpusPrefix.size())));
    return TestUtil::readFixture(spec);
}

bool needsCorpus(const QString& spec)
{
    return spec.startsWith(QStringLiteral("corpus:"));
}

QString cellAt(const TopoMatrix& topo, const QString& from, const QString& to)
{
    return topo.matrix.cell(topo.matrix.indexOf(from), topo.matrix.indexOf(to));
}

const TopoAffinity* affinityOf(const TopoMatrix& topo, const QString& label)
{
    for (const auto& a : topo.affinity) {
        if (a.label == label)
            return &a;
    }
    return nullptr;
}

QStringList numbered(const QString& prefix, int count)
{
    QStringList out;
    for (int i = 0; i < count; ++i)
        out.append(prefix + QString::number(i));
    return out;
}

/// Test tables are plain ASCII; QT_NO_CAST_FROM_ASCII wants the conversion spelled out.
QStringList strings(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* item : items)
        out.append(QString::fromLatin1(item));
    return out;
}

QByteArray toCrlf(const QByteArray& data)
{
    QByteArray out = data;
    out.replace("\r\n", "\n");
    out.replace("\n", "\r\n");
    return out;
}

// Every real topo -m file we have, for the tests that run over all of them.
const QStringList allTopoInputs = {
    QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt"),
    QStringLiteral("nvidia-smi-topo/h200-vm-1gpu-mp.txt"),
    QStringLiteral("nvidia-smi-topo/oyanghd-a100-8gpu-10nic-pxb.txt"),
    QStringLiteral("nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces.txt"),
    QStringLiteral("nvidia-smi-topo/lmdeploy-v100-pcie-4gpu-pix-phb.txt"),
    QStringLiteral("nvidia-smi-topo/gau-nernst-4gpu-nv4-phb-no-affinity.txt"),
    QStringLiteral("nvidia-smi-topo/anthony-hoo-2080ti-2gpu-pix.txt"),
    QStringLiteral("corpus:topo_m/dlperf-dgx1-like-8xv100-nv1-nv2-mlx5.txt"),
    QStringLiteral("corpus:topo_m/dlperf-hugectr-8xv100-2nic-tabs-handmangled.txt"),
    QStringLiteral("corpus:topo_m/mleng-2gpu-nv2.txt"),
    QStringLiteral("corpus:topo_m/mleng-2gpu-phb.txt"),
    QStringLiteral("corpus:topo_m/mleng-a100-8gpu-nv12-compact.txt"),
    QStringLiteral("corpus:topo_m/mleng-h100-8gpu-nv18-compact.txt"),
    QStringLiteral("corpus:topo_m/mleng-h100-8gpu-nv18-ht.txt"),
    QStringLiteral("corpus:topo_m/rossum-7gforce-7gpu-pix-phb.txt"),
    QStringLiteral("corpus:topo_m/rossum-7gforce-v2-7gpu-soc-ansi.txt"),
    QStringLiteral("corpus:topo_m/rossum-azure-nv12-2gpu-soc-vm.txt"),
    QStringLiteral("corpus:topo_m/rossum-azure-nv24-4gpu-soc-vm.txt"),
};

const QStringList allP2pInputs = {
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-r.txt"),
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-w.txt"),
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-n.txt"),
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-a.txt"),
    QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-p.txt"),
    QStringLiteral("nvidia-smi-p2p/anthony-hoo-2080ti-2gpu-p-ns.txt"),
    QStringLiteral("nvidia-smi-p2p/gau-nernst-4gpu-rw-cns-ok.txt"),
    QStringLiteral("corpus:topo_p2p/mleng-h100-8gpu-p2p-r.txt"),
    QStringLiteral("corpus:topo_p2p/mleng-l4-2gpu-cns.txt"),
};

// Other tools' outputs: none of them may be read as a matrix.
const QStringList otherToolInputs = {
    QStringLiteral("lspci-tree/h200-vm.txt"),
    QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt"),
    QStringLiteral("lspci-list/h200-vm-nn.txt"),
    QStringLiteral("nvidia-smi-query/h200-vm.txt"),
    QStringLiteral("nvidia-smi-xml/h200-vm.xml"),
    QStringLiteral("nvidia-smi-csv/h200-vm.csv"),
    QStringLiteral("numactl/h200-vm.txt"),
    QStringLiteral("sysfs-pci/h200-vm.txt"),
    QStringLiteral("dmesg/h200-vm.txt"),
    QStringLiteral("copybench/h200-vm.csv"),
    QStringLiteral("corpus:lspci_tv/kata-vra-q35-bf2-switch.txt"),
    QStringLiteral("corpus:iommu_groups/joe-p-x570-3900x-1080ti.txt"),
    QStringLiteral("corpus:p2p_bw/rossum-7gforce-v2-7gpu-mixed-p2p.txt"),
    QStringLiteral("corpus:nvbandwidth/nvbw-readme-d2d-write-8gpu.txt"),
};

} // namespace

class TestParseNvidiaSmiTopo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Labels and cells below were read off each file by eye, not produced by the parser.
    void realFiles_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QStringList>("cells"); // "FROM>TO=cell"
        QTest::addColumn<QStringList>("extraColumns");
        QTest::addColumn<QStringList>("affinity"); // "LABEL=cpu|numa|gpuNumaId"
        QTest::addColumn<int>("affinityRows");
        QTest::addColumn<int>("nicLegend");
        QTest::addColumn<int>("legend");

        const QStringList cpu {QStringLiteral("CPU Affinity")};
        const QStringList cpuNuma {QStringLiteral("CPU Affinity"), QStringLiteral("NUMA Affinity")};
        const QStringList cpuNumaGpu {
            QStringLiteral("CPU Affinity"), QStringLiteral("NUMA Affinity"), QStringLiteral("GPU NUMA ID")};
        const QStringList gpus8 = numbered(QStringLiteral("GPU"), 8);

        QTest::newRow("h200 vm 1 gpu (ours)")
            << QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt") << strings({"GPU0"})
            << strings({"GPU0>GPU0=X"}) << cpuNumaGpu << strings({"GPU0=0-15|0|N/A"}) << 1 << 0 << 7;
        QTest::newRow("h200 vm 1 gpu -mp (ours)")
            << QStringLiteral("nvidia-smi-topo/h200-vm-1gpu-mp.txt") << strings({"GPU0"})
            << strings({"GPU0>GPU0=X"}) << cpuNumaGpu << strings({"GPU0=0-15|0|N/A"}) << 1 << 0 << 6;
        QTest::newRow("a100 8 gpu 10 nic, tabs")
            << QStringLiteral("nvidia-smi-topo/oyanghd-a100-8gpu-10nic-pxb.txt")
            << gpus8 + numbered(QStringLiteral("NIC"), 10)
            << strings({"GPU0>GPU1=NV12", "GPU0>NIC0=PXB", "GPU0>NIC2=SYS", "GPU2>NIC3=PXB", "NIC8>NIC9=PIX",
                   "NIC9>GPU0=SYS", "NIC0>NIC1=PXB", "NIC9>NIC9=X"})
            << cpuNuma
            << strings({"GPU0=48-63,176-191|3|", "GPU4=112-127,240-255|7|", "GPU7=80-95,208-223|5|"}) << 8
            << 10 << 7;
        QTest::newRow("h100 8 gpu 8 nic, spaces, gpu numa id")
            << QStringLiteral("nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces.txt")
            << gpus8 + numbered(QStringLiteral("NIC"), 8)
            << strings({"GPU0>GPU7=NV18", "GPU0>NIC0=PIX", "GPU0>NIC1=NODE", "GPU4>NIC4=PIX", "NIC0>GPU4=SYS",
                   "NIC7>NIC6=NODE", "NIC7>NIC7=X"})
            << cpuNumaGpu << strings({"GPU0=0-47,96-143|0|N/A", "GPU7=48-95,144-191|1|N/A"}) << 8 << 8 << 7;
        QTest::newRow("v100 pcie 4 gpu pix/phb")
            << QStringLiteral("nvidia-smi-topo/lmdeploy-v100-pcie-4gpu-pix-phb.txt")
            << numbered(QStringLiteral("GPU"), 4)
            << strings({"GPU0>GPU1=PIX", "GPU0>GPU2=PHB", "GPU2>GPU3=PIX", "GPU3>GPU1=PHB"}) << cpuNumaGpu
            << strings({"GPU0=0-13,28-41|0|N/A", "GPU3=0-13,28-41|0|N/A"}) << 4 << 0 << 7;
        QTest::newRow("4 gpu nv4 without affinity columns")
            << QStringLiteral("nvidia-smi-topo/gau-nernst-4gpu-nv4-phb-no-affinity.txt")
            << numbered(QStringLiteral("GPU"), 4)
            << strings({"GPU0>GPU3=NV4", "GPU1>GPU2=NV4", "GPU0>GPU1=PHB", "GPU3>GPU2=PHB"}) << QStringList {}
            << QStringList {} << 0 << 0 << 0;
        QTest::newRow("2080ti 2 gpu after a root prompt")
            << QStringLiteral("nvidia-smi-topo/anthony-hoo-2080ti-2gpu-pix.txt")
            << numbered(QStringLiteral("GPU"), 2) << strings({"GPU0>GPU1=PIX", "GPU1>GPU0=PIX"}) << cpuNumaGpu
            << strings({"GPU0=24-47,72-95|1|N/A", "GPU1=24-47,72-95|1|N/A"}) << 2 << 0 << 7;

        QTest::newRow("dgx-1-like nv1/nv2 mesh, mlx5_0 row")
            << QStringLiteral("corpus:topo_m/dlperf-dgx1-like-8xv100-nv1-nv2-mlx5.txt")
            << gpus8 + strings({"mlx5_0"})
            << strings({"GPU0>GPU1=NV1", "GPU0>GPU3=NV2", "GPU0>GPU5=SYS", "GPU7>GPU3=NV1", "GPU2>mlx5_0=PIX",
                   "mlx5_0>GPU0=NODE", "mlx5_0>mlx5_0=X"})
            << cpu << strings({"GPU0=0-11,24-35||", "GPU4=12-23,36-47||"}) << 8 << 0 << 7;
        QTest::newRow("hand-mangled tabs and spaces")
            << QStringLiteral("corpus:topo_m/dlperf-hugectr-8xv100-2nic-tabs-handmangled.txt")
            << gpus8 + strings({"mlx5_0", "mlx5_1"})
            << strings({"GPU0>GPU1=NV1", "GPU0>GPU2=NV2", "GPU0>mlx5_0=NODE", "GPU0>mlx5_1=SYS",
                   "GPU6>mlx5_1=PIX", "mlx5_1>mlx5_1=X"})
            << cpuNuma << strings({"GPU0=0-23,48-71|0|", "GPU7=24-47,72-95|1|"}) << 8 << 0 << 7;
        QTest::newRow("2 gpu nv2") << QStringLiteral("corpus:topo_m/mleng-2gpu-nv2.txt")
                                   << numbered(QStringLiteral("GPU"), 2)
                                   << strings({"GPU0>GPU1=NV2", "GPU1>GPU0=NV2"}) << cpuNuma
                                   << strings({"GPU0=0-23|N/A|"}) << 2 << 0 << 0;
        QTest::newRow("2 gpu phb") << QStringLiteral("corpus:topo_m/mleng-2gpu-phb.txt")
                                   << numbered(QStringLiteral("GPU"), 2) << strings({"GPU0>GPU1=PHB"})
                                   << cpuNuma << strings({"GPU1=0-11|N/A|"}) << 2 << 0 << 0;
        QTest::newRow("a100 compact with prompt")
            << QStringLiteral("corpus:topo_m/mleng-a100-8gpu-nv12-compact.txt") << gpus8
            << strings({"GPU0>GPU7=NV12", "GPU3>GPU3=X", "GPU7>GPU0=NV12"}) << cpuNuma
            << strings({"GPU0=0-23|0|", "GPU4=24-47|1|"}) << 8 << 0 << 0;
        QTest::newRow("h100 compact with prompt")
            << QStringLiteral("corpus:topo_m/mleng-h100-8gpu-nv18-compact.txt") << gpus8
            << strings({"GPU0>GPU1=NV18", "GPU5>GPU2=NV18"}) << cpuNuma
            << strings({"GPU3=0-51|0|", "GPU7=52-103|1|"}) << 8 << 0 << 0;
        QTest::newRow("h100 with ht cpu lists")
            << QStringLiteral("corpus:topo_m/mleng-h100-8gpu-nv18-ht.txt") << gpus8
            << strings({"GPU6>GPU1=NV18"}) << cpuNuma
            << strings({"GPU0=0-51,104-155|0|", "GPU4=52-103,156-207|1|"}) << 8 << 0 << 0;
        QTest::newRow("7 gpus, header without leading tab")
            << QStringLiteral("corpus:topo_m/rossum-7gforce-7gpu-pix-phb.txt")
            << numbered(QStringLiteral("GPU"), 7)
            << strings({"GPU0>GPU1=PIX", "GPU0>GPU3=PHB", "GPU3>GPU6=PIX", "GPU6>GPU2=PHB"}) << cpu
            << strings({"GPU6=0-19||"}) << 7 << 0 << 6;
        QTest::newRow("7 gpus, soc, ansi header")
            << QStringLiteral("corpus:topo_m/rossum-7gforce-v2-7gpu-soc-ansi.txt")
            << numbered(QStringLiteral("GPU"), 7)
            << strings({"GPU0>GPU4=SOC", "GPU0>GPU1=PHB", "GPU4>GPU5=PHB", "GPU6>GPU3=SOC"}) << cpu
            << strings({"GPU0=0-9,20-29||", "GPU4=10-19,30-39||"}) << 7 << 0 << 6;
        QTest::newRow("azure vm 2 gpu, no final newline")
            << QStringLiteral("corpus:topo_m/rossum-azure-nv12-2gpu-soc-vm.txt")
            << numbered(QStringLiteral("GPU"), 2) << strings({"GPU0>GPU1=SOC", "GPU1>GPU1=X"}) << cpu
            << strings({"GPU1=0-11||"}) << 2 << 0 << 0;
        QTest::newRow("azure vm 4 gpu, author note")
            << QStringLiteral("corpus:topo_m/rossum-azure-nv24-4gpu-soc-vm.txt")
            << numbered(QStringLiteral("GPU"), 4) << strings({"GPU2>GPU3=SOC", "GPU0>GPU3=SOC"}) << cpu
            << strings({"GPU3=0-11||"}) << 4 << 0 << 6;
    }
    void realFiles()
    {
        QFETCH(QString, input);
        QFETCH(QStringList, labels);
        QFETCH(QStringList, cells);
        QFETCH(QStringList, extraColumns);
        QFETCH(QStringList, affinity);
        QFETCH(int, affinityRows);
        QFETCH(int, nicLegend);
        QFETCH(int, legend);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");

        const auto result = parseNvidiaSmiTopo(readInput(input));
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 0);
        const TopoMatrix& topo = result.value;
        QCOMPARE(topo.matrix.labels, labels);
        QCOMPARE(topo.matrix.cells.size(), labels.size());
        for (int row = 0; row < topo.matrix.size(); ++row) {
            QCOMPARE(topo.matrix.cells[row].size(), labels.size());
            QCOMPARE(topo.matrix.cell(row, row), QStringLiteral("X"));
            // Every real capture is symmetric: a shifted cell would show up here.
            for (int column = 0; column < topo.matrix.size(); ++column)
                QCOMPARE(topo.matrix.cell(row, column), topo.matrix.cell(column, row));
        }
        for (const QString& check : cells) {
            const QString pair = check.section(u'=', 0, 0);
            QCOMPARE(
                cellAt(topo, pair.section(u'>', 0, 0), pair.section(u'>', 1, 1)), check.section(u'=', 1));
        }
        QCOMPARE(topo.extraColumns, extraColumns);
        QCOMPARE(topo.affinity.size(), affinityRows);
        for (const QString& check : affinity) {
            const TopoAffinity* a = affinityOf(topo, check.section(u'=', 0, 0));
            QVERIFY2(a, qPrintable(check));
            const QStringList values = check.section(u'=', 1).split(u'|');
            QCOMPARE(a->cpuAffinity, values[0]);
            QCOMPARE(a->numaAffinity, values[1]);
            QCOMPARE(a->gpuNumaId, values[2]);
        }
        QCOMPARE(topo.nicLegend.size(), nicLegend);
        QCOMPARE(topo.legend.size(), legend);
    }

    void handMangledReadsLikeACleanCopy()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        // The same matrix as the hand-mangled file, typed cleanly from its rows.
        const QList<QStringList> clean = {
            strings({"X", "NV1", "NV2", "NV1", "SYS", "SYS", "SYS", "NV2", "NODE", "SYS"}),
            strings({"NV1", "X", "NV1", "NV2", "SYS", "SYS", "NV2", "SYS", "NODE", "SYS"}),
            strings({"NV2", "NV1", "X", "NV2", "SYS", "NV1", "SYS", "SYS", "PIX", "SYS"}),
            strings({"NV1", "NV2", "NV2", "X", "NV1", "SYS", "SYS", "SYS", "PIX", "SYS"}),
            strings({"SYS", "SYS", "SYS", "NV1", "X", "NV2", "NV2", "NV1", "SYS", "NODE"}),
            strings({"SYS", "SYS", "NV1", "SYS", "NV2", "X", "NV1", "NV2", "SYS", "NODE"}),
            strings({"SYS", "NV2", "SYS", "SYS", "NV2", "NV1", "X", "NV1", "SYS", "PIX"}),
            strings({"NV2", "SYS", "SYS", "SYS", "NV1", "NV2", "NV1", "X", "SYS", "PIX"}),
            strings({"NODE", "NODE", "PIX", "PIX", "SYS", "SYS", "SYS", "SYS", "X", "SYS"}),
            strings({"SYS", "SYS", "SYS", "SYS", "NODE", "NODE", "PIX", "PIX", "SYS", "X"}),
        };
        const auto result = parseNvidiaSmiTopo(
            readInput(QStringLiteral("corpus:topo_m/dlperf-hugectr-8xv100-2nic-tabs-handmangled.txt")));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.matrix.cells, clean);
        QCOMPARE(result.value.affinity[5].label, QStringLiteral("GPU5"));
        QCOMPARE(result.value.affinity[5].cpuAffinity, QStringLiteral("24-47,72-95"));
        QCOMPARE(result.value.affinity[5].numaAffinity, QStringLiteral("1"));
    }

    void socIsKeptAsPrintedAndReadAsSys()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const auto result = parseNvidiaSmiTopo(
            readInput(QStringLiteral("corpus:topo_m/rossum-7gforce-v2-7gpu-soc-ansi.txt")));
        const TopoMatrix& topo = result.value;
        QCOMPARE(topo.matrix.cell(0, 4), QStringLiteral("SOC"));
        QCOMPARE(topo.linkClass(0, 4).linkClass, LinkClass::Sys);
        QCOMPARE(topo.linkClass(0, 1).linkClass, LinkClass::PHB);
        QCOMPARE(topo.linkClass(3, 3).linkClass, LinkClass::Self);
        // The old legend words are kept as printed.
        QCOMPARE(topo.legend.first(), (QPair<QString, QString>(QStringLiteral("X"), QStringLiteral("Self"))));
        QCOMPARE(topo.legend[1].first, QStringLiteral("SOC"));
    }

    void legendsAndTypedViews()
    {
        const auto result = parseNvidiaSmiTopo(
            TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/oyanghd-a100-8gpu-10nic-pxb.txt")));
        const TopoMatrix& topo = result.value;
        QVERIFY(topo.legend.contains(QPair<QString, QString>(
            QStringLiteral("PIX"), QStringLiteral("Connection traversing at most a single PCIe bridge"))));
        QVERIFY(topo.legend.contains(QPair<QString, QString>(
            QStringLiteral("NV#"), QStringLiteral("Connection traversing a bonded set of # NVLinks"))));
        QCOMPARE(topo.nicLegend.first(),
            (QPair<QString, QString>(QStringLiteral("NIC0"), QStringLiteral("mlx5_0"))));
        QCOMPARE(topo.nicDeviceName(QStringLiteral("NIC9")), QStringLiteral("mlx5_9"));
        QCOMPARE(topo.gpuIndices(), (QList<int> {0, 1, 2, 3, 4, 5, 6, 7}));
        const LinkClassCell nvlink = topo.linkClass(0, 1);
        QCOMPARE(nvlink.linkClass, LinkClass::NVLink);
        QCOMPARE(nvlink.nvlinks, 12);
        QCOMPARE(topo.linkClass(8, 0).linkClass, LinkClass::PXB);
    }

    // nvidia-smi prints "0-15\t0\t\tN/A" under "CPU Affinity\tNUMA Affinity\tGPU NUMA ID": the
    // empty field is the tab that pads the wide "NUMA Affinity" heading, not a column.
    void emptyFieldBetweenAffinityColumnsIsPadding()
    {
        const auto result
            = parseNvidiaSmiTopo(TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt")));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const TopoAffinity& a = result.value.affinity.first();
        QCOMPARE(a.label, QStringLiteral("GPU0"));
        QCOMPARE(a.cpuAffinity, QStringLiteral("0-15"));
        QCOMPARE(a.numaAffinity, QStringLiteral("0"));
        QCOMPARE(a.gpuNumaId, QStringLiteral("N/A"));
    }

    void surplusAffinityWordsGoToNumaAffinity()
    {
        const auto result = parseNvidiaSmiTopo("\tGPU0\tGPU1\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\n"
                                               "GPU0\t X \tSYS\t0-7\t0 1\t\tN/A\n"
                                               "GPU1\tSYS\t X \t8-15\t2\t\t3\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.affinity[0].numaAffinity, QStringLiteral("0 1"));
        QCOMPARE(result.value.affinity[0].gpuNumaId, QStringLiteral("N/A"));
        QCOMPARE(result.value.affinity[1].numaAffinity, QStringLiteral("2"));
        QCOMPARE(result.value.affinity[1].gpuNumaId, QStringLiteral("3"));
    }

    void crlfGivesTheSameValue_data()
    {
        QTest::addColumn<QString>("input");
        for (const QString& input : allTopoInputs)
            QTest::newRow(qPrintable(input)) << input;
    }
    void crlfGivesTheSameValue()
    {
        QFETCH(QString, input);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const QByteArray lf = readInput(input);
        const auto plain = parseNvidiaSmiTopo(lf);
        const auto crlf = parseNvidiaSmiTopo(toCrlf(lf));
        QCOMPARE(Json::toJson(crlf.value).dump(), Json::toJson(plain.value).dump());
        QCOMPARE(crlf.diagnostics, plain.diagnostics);
    }

    void truncatedMidRow()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const QByteArray full
            = readInput(QStringLiteral("corpus:topo_m/dlperf-dgx1-like-8xv100-nv1-nv2-mlx5.txt"));
        const QByteArray cut = full.left(full.indexOf("GPU3    NV2     NV1") + 19); // line 5 ends after "NV1"
        const auto result = parseNvidiaSmiTopo(cut);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        // Line 5: GPU3 has 2 of 9 cells, and the matrix ends there, before the rows of GPU4 … mlx5_0.
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 2);
        for (const Diagnostic& d : result.diagnostics)
            QCOMPARE(d.line, 5);
        QVERIFY(result.diagnostics[1].message.startsWith(QStringLiteral("the matrix ends after this line, before the rows of \"GPU4\"")));
        const TopoMatrix& topo = result.value;
        QCOMPARE(topo.matrix.size(), 9);
        QCOMPARE(topo.matrix.cells[3], (strings({"NV2", "NV1", "", "", "", "", "", "", ""})));
        QCOMPARE(topo.matrix.cells[8], QStringList(9));
        QCOMPARE(topo.matrix.cell(2, 8), QStringLiteral("PIX"));
        QCOMPARE(topo.affinity.size(), 3);
    }

    // Matrices cut after some rows, with or without their legend: the rows that are there are
    // read, and the diagnostic names the line the output stops after.
    void cutAfterSomeRows_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("rowsKept");
        QTest::addColumn<QString>("firstMissing");
        QTest::newRow("A100 8 GPUs 10 NICs, tabs") << "nvidia-smi-topo/oyanghd-a100-8gpu-10nic-pxb.txt" << 3 << "GPU3";
        QTest::newRow("H100 8 GPUs 8 NICs, spaces") << "nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces.txt" << 5 << "GPU5";
        QTest::newRow("corpus: H100 without legend") << "corpus:topo_m/mleng-h100-8gpu-nv18-ht.txt" << 2 << "GPU2";
    }
    void cutAfterSomeRows()
    {
        QFETCH(QString, input);
        QFETCH(int, rowsKept);
        QFETCH(QString, firstMissing);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const QByteArray whole = readInput(input);
        const auto full = parseNvidiaSmiTopo(whole);
        // The header line and the first rows, as `head` leaves them.
        const QList<QByteArray> lines = whole.split('\n');
        int header = 0;
        while (!lines[header].contains("GPU0") || lines[header].contains("$ "))
            ++header;
        QByteArray cut;
        for (int i = 0; i <= header + rowsKept; ++i)
            cut += lines[i] + '\n';
        const auto result = parseNvidiaSmiTopo(cut);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.matrix.labels, full.value.matrix.labels);
        for (int row = 0; row < rowsKept; ++row)
            QCOMPARE(result.value.matrix.cells[row], full.value.matrix.cells[row]);
        const int missingRow = result.value.matrix.indexOf(firstMissing);
        QCOMPARE(missingRow, rowsKept);
        QCOMPARE(result.value.matrix.cells[missingRow], QStringList(result.value.matrix.size()));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 1);
        const Diagnostic& warning = result.diagnostics.first();
        QCOMPARE(warning.line, header + rowsKept + 1);
        QVERIFY2(warning.message.startsWith(u"the matrix ends after this line, before the rows of \"" + firstMissing + u'"'),
            qPrintable(warning.message));
        QVERIFY(sniffNvidiaSmiTopo(cut) >= 60);
    }

    void shortRowIsPaddedNotShifted()
    {
        const auto result = parseNvidiaSmiTopo("\tGPU0\tGPU1\tGPU2\tCPU Affinity\n"
                                               "GPU0\t X \tNV4\tSYS\t0-7\n"
                                               "GPU1\tNV4\t X \t8-15\n"
                                               "GPU2\tSYS\tSYS\t X \t16-23\n");
        QVERIFY(!result.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 3));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 1);
        QCOMPARE(result.value.matrix.cells[1], (strings({"NV4", "X", ""})));
        QCOMPARE(result.value.affinity[1].cpuAffinity, QStringLiteral("8-15"));
        QCOMPARE(result.value.matrix.cells[2], (strings({"SYS", "SYS", "X"})));
    }

    void problemsAreNamedByLine_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<QStringList>("labels");
        const QByteArray header = "\tGPU0\tGPU1\tCPU Affinity\n";
        QTest::newRow("unknown cell") << header + "GPU0\t X \tQPI\t0-7\nGPU1\tSYS\t X \t0-7\n"
                                      << 2 << strings({"GPU0", "GPU1"});
        QTest::newRow("junk inside the matrix")
            << header + "GPU0\t X \tSYS\t0-7\nwell, hello\nGPU1\tSYS\t X \t0-7\n"
            << 3 << strings({"GPU0", "GPU1"});
        QTest::newRow("row not in the header")
            << header + "GPU0\t X \tSYS\t0-7\nGPU9\tSYS\tSYS\t0-7\nGPU1\tSYS\t X \t0-7\n"
            << 3 << strings({"GPU0", "GPU1"});
        QTest::newRow("second row for a label")
            << header + "GPU0\t X \tSYS\t0-7\nGPU1\tSYS\t X \t0-7\nGPU1\tSYS\t X \t0-7\n"
            << 4 << strings({"GPU0", "GPU1"});
        QTest::newRow("duplicate header label")
            << QByteArray("\tGPU0\tGPU0\tCPU Affinity\nGPU0\t X \tSYS\t0-7\nGPU0\tSYS\t X \t0-7\n") << 1
            << strings({"GPU0", "GPU0"});
        QTest::newRow("more cells than labels") << header + "GPU0\t X \tSYS\tSYS\t0-7\nGPU1\tSYS\t X \t0-7\n"
                                                << 2 << strings({"GPU0", "GPU1"});
        QTest::newRow("shifted diagonal") << header + "GPU0\tSYS\t X \t0-7\nGPU1\tSYS\t X \t0-7\n"
                                          << 2 << strings({"GPU0", "GPU1"});
        QTest::newRow("text before the header")
            << QByteArray("NVIDIA Topology: \n") + header + "GPU0\t X \tSYS\t0-7\nGPU1\tSYS\t X \t0-7\n"
            << 1 << strings({"GPU0", "GPU1"});
    }
    void problemsAreNamedByLine()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        QFETCH(QStringList, labels);
        const auto result = parseNvidiaSmiTopo(input);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 1);
        QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line),
            TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.matrix.labels, labels);
    }

    void notesAfterTheLegendAreNotRows()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const auto result = parseNvidiaSmiTopo(
            readInput(QStringLiteral("corpus:topo_m/rossum-azure-nv24-4gpu-soc-vm.txt")));
        QCOMPARE(result.value.matrix.size(), 4);
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Info);
        QCOMPARE(result.diagnostics.first().line, 16); // "---"
    }

    void pastedSessionReadsTheTopoPart()
    {
        const QByteArray session
            = TestUtil::readFixture(QStringLiteral("nvidia-smi-p2p/anthony-hoo-2080ti-2gpu-p-ns.txt")) + '\n'
            + TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/anthony-hoo-2080ti-2gpu-pix.txt"));
        const auto result = parseNvidiaSmiTopo(session);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 0);
        QCOMPARE(result.value.matrix.cell(0, 1), QStringLiteral("PIX"));
        QCOMPARE(result.value.legend.size(), 7);
    }

    void p2pOutputIsRejected_data()
    {
        QTest::addColumn<QString>("input");
        for (const QString& input : allP2pInputs)
            QTest::newRow(qPrintable(input)) << input;
    }
    void p2pOutputIsRejected()
    {
        QFETCH(QString, input);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const QByteArray data = readInput(input);
        const auto result = parseNvidiaSmiTopo(data);
        QVERIFY(result.hasErrors());
        QCOMPARE(result.value.matrix.size(), 0);
        QVERIFY2(result.diagnostics.first().message.contains(QStringLiteral("topo -p2p")),
            TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(sniffNvidiaSmiTopo(data), 0);
    }

    void notThisFormat_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("file");
        QTest::newRow("empty") << QByteArray() << QString();
        QTest::newRow("whitespace") << QByteArray("  \n\t\n\r\n   ") << QString();
        QTest::newRow("prompt only") << QByteArray("$ nvidia-smi topo -m\n") << QString();
        QTest::newRow("legend only") << QByteArray(
            "Legend:\n\n  X    = Self\n  SYS  = Connection traversing\n")
                                     << QString();
        QTest::newRow("header only") << QByteArray("\tGPU0\tGPU1\tCPU Affinity\n") << QString();
        QTest::newRow("bare X matrix") << QByteArray("\tGPU0\nGPU0\t X \n") << QString();
        QTest::newRow("prose") << QByteArray("GPU0 and GPU1 are\nGPU0 linked by NVLink\n") << QString();
        for (quint32 seed : {1u, 2u, 3u, 42u})
            QTest::newRow(qPrintable(QStringLiteral("garbage %1").arg(seed)))
                << TestUtil::garbage(4096, seed) << QString();
        QByteArray printable = TestUtil::garbage(20000, 7);
        for (qsizetype i = 0; i < printable.size(); ++i)
            printable[i] = i % 61 == 60 ? '\n' : char(' ' + static_cast<unsigned char>(printable[i]) % 95);
        QTest::newRow("printable garbage") << printable << QString();
        for (const QString& file : otherToolInputs)
            QTest::newRow(qPrintable(file)) << QByteArray() << file;
    }
    void notThisFormat()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, file);
        if (!file.isEmpty()) {
            if (needsCorpus(file) && !TestUtil::corpusAvailable())
                QSKIP("the shared corpus (../shared/corpus) is not present");
            input = readInput(file);
        }
        const auto result = parseNvidiaSmiTopo(input);
        QVERIFY2(result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.value.matrix.size(), 0);
        QVERIFY(result.value.affinity.isEmpty());
        QVERIFY(result.value.legend.isEmpty());
        QVERIFY(!result.diagnostics.first().message.isEmpty());
        QVERIFY(sniffNvidiaSmiTopo(input) < 30);
    }

    void nonUtf8AndHostileText()
    {
        const QByteArray longLabel = "GPU" + QByteArray(10000, 'A') + "1";
        QByteArray input = "\t<b>GPU0</b>\t" + longLabel
            + "\t\"GPU2'\tGPU\xe2\x80\xae"
              "3\tGPU\xff"
              "4\tCPU Affinity\n";
        input += "<b>GPU0</b>\t X \tSYS\tSYS\tSYS\tSYS\t0-7\xff\n";
        input += longLabel + "\tSYS\t X \tSYS\tSYS\tSYS\t0-7\n";
        input += "\"GPU2'\tSYS\tSYS\t X \tSYS\tSYS\t0-7\n";
        input += "GPU\xe2\x80\xae"
                 "3\tSYS\tSYS\tSYS\t X \tSYS\t0-7\n";
        input += "GPU\xff"
                 "4\tSYS\tSYS\tSYS\tSYS\t X \t0-7\n";
        const auto result = parseNvidiaSmiTopo(input);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        const TopoMatrix& topo = result.value;
        QCOMPARE(topo.matrix.size(), 5);
        QCOMPARE(topo.matrix.labels[0], QStringLiteral("<b>GPU0</b>"));
        QCOMPARE(topo.matrix.labels[1].size(), longLabel.size());
        QCOMPARE(topo.matrix.labels[2], QStringLiteral("\"GPU2'"));
        QVERIFY(!topo.matrix.labels[3].contains(QChar(0x202e)));
        QCOMPARE(topo.matrix.labels[4], QStringLiteral("GPU\uFFFD4"));
        for (int row = 0; row < 5; ++row)
            QCOMPARE(topo.matrix.cell(row, row), QStringLiteral("X"));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 0);
        QCOMPARE(topo.affinity[0].cpuAffinity, QStringLiteral("0-7\uFFFD"));
        for (const Diagnostic& d : result.diagnostics)
            QVERIFY(d.message.size() < 400);
    }

    // 50 MB inputs must finish with a bounded report; no timing thresholds, only that it ends.
    void hugeInputs_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("understood");
        constexpr qsizetype target = TestUtil::hugeInputBytes;
        const QByteArray header = "\tGPU0\tGPU1\tCPU Affinity\n";
        const QByteArray rows = "GPU0\t X \tNV12\t0-23\nGPU1\tNV12\t X \t0-23\n";
        QByteArray manyRows = header;
        manyRows.reserve(target + 64);
        while (manyRows.size() < target)
            manyRows += rows;
        QTest::newRow("header and a million rows") << manyRows << true;

        QByteArray longRow = header + "GPU0\t X \tNV12\t0-23\nGPU1\tNV12\t X ";
        longRow.reserve(target + 64);
        while (longRow.size() < target)
            longRow += "\tNV12";
        QTest::newRow("one huge row") << longRow << true;

        QByteArray longHeader;
        longHeader.reserve(target + 64);
        for (int i = 0; longHeader.size() < target; ++i)
            longHeader += "\tGPU" + QByteArray::number(i);
        QTest::newRow("one huge header") << longHeader + "\nGPU0\t X \n" << false;

        QByteArray manyLines;
        manyLines.reserve(target + 64);
        while (manyLines.size() < target)
            manyLines += "GPU0 is fine\n";
        QTest::newRow("huge prose") << manyLines << false;
    }
    void hugeInputs()
    {
        QFETCH(QByteArray, input);
        QFETCH(bool, understood);
        const auto result = parseNvidiaSmiTopo(input);
        QCOMPARE(!result.hasErrors(), understood);
        QVERIFY(result.diagnostics.size() <= 60);
        if (understood) {
            QCOMPARE(result.value.matrix.labels, (strings({"GPU0", "GPU1"})));
            QCOMPARE(result.value.matrix.cell(0, 1), QStringLiteral("NV12"));
        }
        QVERIFY(sniffNvidiaSmiTopo(input) >= 0);
    }

    void sniff_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("isTopo");
        for (const QString& input : allTopoInputs)
            QTest::newRow(qPrintable(input)) << input << true;
        for (const QString& input : allP2pInputs)
            QTest::newRow(qPrintable(input)) << input << false;
        for (const QString& input : otherToolInputs)
            QTest::newRow(qPrintable(input)) << input << false;
    }
    void sniff()
    {
        QFETCH(QString, input);
        QFETCH(bool, isTopo);
        if (needsCorpus(input) && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const int score = sniffNvidiaSmiTopo(readInput(input));
        QVERIFY(score >= 0 && score <= 100);
        if (isTopo)
            QVERIFY2(score >= 50, qPrintable(QString::number(score)));
        else
            QCOMPARE(score, 0);
    }
};

QTEST_GUILESS_MAIN(TestParseNvidiaSmiTopo)
#include "tst_parse_nvidiasmitopo.moc"
