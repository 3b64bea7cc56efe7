// SPDX-License-Identifier: GPL-3.0-or-later
// Each GPU's RDMA NICs and how far each is (analyze/gpunics.h): from nvidia-smi topo -m's NIC
// columns (real pastes), and from the PCI tree alone (the demo host's ConnectX-6 Lx).
#include "analyze/generate/ncclenv.h"
#include "analyze/gpunics.h"
#include "analyze/machinebuilder.h"
#include "io/snapshotfile.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <tuple>

using namespace Topo;

namespace {

Machine topoOnly(const QString& fixture)
{
    MachineSnapshot m;
    RawCapture c;
    c.id = QStringLiteral("nvidia-topo");
    c.command = QStringLiteral("nvidia-smi topo -m");
    c.format = QStringLiteral("nvidia-smi-topo");
    c.stdoutData = TestUtil::readFixture(fixture);
    m.captures.append(c);
    return buildMachine(m);
}

// A machine that only an NCCL topology file describes.
Machine ncclFileOnly(const QString& fixture)
{
    MachineSnapshot m;
    RawCapture c;
    c.id = QStringLiteral("nccl-topo");
    c.command = QStringLiteral("cat ") + fixture;
    c.format = QStringLiteral("nccl-topo-xml");
    c.stdoutData = TestUtil::readFixture(fixture);
    m.captures.append(c);
    return buildMachine(m);
}

} // namespace

class TestGpuNics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachH100HasItsOwnNicBelowItsSwitch()
    {
        // sgl-project: 8 H100 and 8 ConnectX, GPUn PIX to NICn (mlx5_n), NODE and SYS to the rest.
        const Machine m = topoOnly(QStringLiteral("nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces.txt"));
        const QList<GpuNics> all = gpuNics(m);
        QCOMPARE(all.size(), 8);
        for (const GpuNics& g : all) {
            QCOMPARE(g.nics.size(), 8);
            QCOMPARE(g.closest()->name, QStringLiteral("mlx5_%1").arg(g.gpu));
            QCOMPARE(g.closest()->linkClass.linkClass, LinkClass::PIX);
            QVERIFY(g.closest()->printed);
            QVERIFY(gpuDirectRdmaByDefault(g.closest()->linkClass.linkClass));
            QCOMPARE(g.nics.last().linkClass.linkClass, LinkClass::Sys); // farthest last
        }
    }

    // Azure's own NCCL topology files for its ND VMs (Azure/azhpc-images): GPUs named by class
    // only (no <gpu>, NCCL fills them in) and InfiniBand controllers (class 0207, no vendor) below
    // a made-up switch per pair. ND H100 v5: each GPU with its own NIC, PIX.
    void azureNdH100v5EachGpuItsNic()
    {
        const Machine m = ncclFileOnly(QStringLiteral("nccl-topo-xml/azure-ndv5-topo.xml"));
        QCOMPARE(m.gpus.size(), 8);
        const QList<GpuNics> all = gpuNics(m);
        QCOMPARE(all.size(), 8);
        QSet<QString> nics;
        for (const GpuNics& g : all) {
            QCOMPARE(g.closest()->linkClass.linkClass, LinkClass::PIX);
            QVERIFY(!g.closest()->printed);
            const Bdf gpu = *m.gpu(g.gpu)->bdf;
            // The file pairs GPU 00dd:00:00.0 with NIC 01nn:00:00.0 under one switch.
            QCOMPARE(m.pci.find(*g.closest()->bdf)->parent, m.pci.find(gpu)->parent);
            nics.insert(g.closest()->bdf->toString());
        }
        QCOMPARE(nics.size(), 8);
    }

    // ND A100 v4: two GPUs and two NICs below each switch, all four PIX: equally close NICs are
    // shared out, so each GPU gets a NIC of its own, as NCCL would use them.
    void azureNdA100v4TwoGpusTwoNicsPairUp()
    {
        const Machine m = ncclFileOnly(QStringLiteral("nccl-topo-xml/azure-ndv4-topo.xml"));
        const QList<GpuNics> all = gpuNics(m);
        QCOMPARE(all.size(), 8);
        QSet<QString> nics;
        for (const GpuNics& g : all) {
            QCOMPARE(g.closest()->linkClass.linkClass, LinkClass::PIX);
            QCOMPARE(g.nics[1].linkClass.linkClass, LinkClass::PIX); // the switch's other NIC
            nics.insert(g.closest()->bdf->toString());
            QCOMPARE(nicsOfGpu(m, g.gpu).closest()->bdf, g.closest()->bdf); // the details panel agrees
        }
        QCOMPARE(nics.size(), 8);
    }

    void oldRowsNamedByTheirDevice()
    {
        // lmdeploy #1944: an older nvidia-smi printed mlx5_n rows instead of NICn with a legend.
        const Machine m = topoOnly(QStringLiteral("nvidia-smi-topo/pasted-fenced-two-blocks-lmdeploy-1944.txt"));
        const GpuNics gpu0 = nicsOfGpu(m, 0);
        QVERIFY(gpu0.closest());
        QCOMPARE(gpu0.closest()->linkClass.linkClass, LinkClass::PXB);
        QVERIFY(gpu0.closest()->name == u"mlx5_6" || gpu0.closest()->name == u"mlx5_7");
    }

    void everyNicAcrossTheSocket()
    {
        // NVIDIA/nccl #1530: both NICs SYS from every GPU: no GPUDirect RDMA by default.
        const Machine m = topoOnly(QStringLiteral("nvidia-smi-topo/pasted-fenced-nccl-1530.txt"));
        for (const GpuNics& g : gpuNics(m)) {
            QCOMPARE(g.closest()->linkClass.linkClass, LinkClass::Sys);
            QVERIFY(!gpuDirectRdmaByDefault(g.closest()->linkClass.linkClass));
        }
    }

    void ncclEnvironmentOfTheH100s()
    {
        const Machine m = topoOnly(QStringLiteral("nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces.txt"));
        const NcclEnvResult env = ncclEnvironment(m);
        QVERIFY2(env.ok() && env.diagnostics.isEmpty(), TestUtil::describe(env.diagnostics).constData());
        const QString text = QString::fromUtf8(env.text);
        QVERIFY2(text.contains(u"\nexport NCCL_IB_HCA==mlx5_0,mlx5_1,mlx5_2,mlx5_3,mlx5_4,mlx5_5,mlx5_6,mlx5_7\n"), qPrintable(text));
        QVERIFY(text.contains(u"#   GPU3: UCX_NET_DEVICES=mlx5_3:1\n"));
        QVERIFY(text.contains(u"#   GPU3: mlx5_3 (PIX, GPUDirect RDMA)"));
        QVERIFY(!text.contains(u"NCCL_NET_GDR_LEVEL")); // every GPU has one within PXB
        // Every export is a shell word: no quoting, nothing of the machine's but plain names.
        for (const QString& line : text.split(u'\n')) {
            if (line.startsWith(u"export "))
                QVERIFY2(QRegularExpression(QStringLiteral("^export [A-Z_]+==?[A-Za-z0-9_.:,-]+$")).match(line).hasMatch(), qPrintable(line));
        }
        // nccl #1530: both NICs across the socket: said, and the GDR level offered as a comment.
        const NcclEnvResult far = ncclEnvironment(topoOnly(QStringLiteral("nvidia-smi-topo/pasted-fenced-nccl-1530.txt")));
        QVERIFY(far.ok());
        QVERIFY(far.text.contains("\n# export NCCL_NET_GDR_LEVEL=PHB\n"));
        QVERIFY(far.text.contains("export NCCL_IB_HCA==mlx5_0\n") || far.text.contains("export NCCL_IB_HCA==mlx5_1\n")
            || far.text.contains("export NCCL_IB_HCA==mlx5_0,mlx5_1\n"));
        // A machine without a NIC: an error, no text.
        const auto demo = openSnapshot(QStringLiteral("demo"));
        QVERIFY(!ncclEnvironment(buildMachine(*demo.value.machine(MachineRole::Guest))).ok());
    }

    void hostileNicNamesStayOutOfTheShell()
    {
        // A NIC legend is the machine's text: a name that is not a plain word is no export's.
        QByteArray topo = TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces.txt"));
        QVERIFY(topo.contains("NIC0: mlx5_0"));
        topo.replace("NIC0: mlx5_0", "NIC0: mlx5_0;reboot");
        MachineSnapshot snapshot;
        RawCapture c;
        c.id = QStringLiteral("nvidia-topo");
        c.command = QStringLiteral("nvidia-smi topo -m");
        c.format = QStringLiteral("nvidia-smi-topo");
        c.stdoutData = topo;
        snapshot.captures.append(c);
        const NcclEnvResult env = ncclEnvironment(buildMachine(snapshot));
        QVERIFY(env.ok());
        QVERIFY2(!env.text.contains("reboot\n") && !env.text.contains("==mlx5_0;"), env.text.constData());
        QVERIFY(!env.diagnostics.isEmpty()); // it says which it left out
    }

    void ibstatSaysWhichPortsAreUp()
    {
        // The sglang H100s with ibstat of two ConnectX ports named mlx5_0 and mlx5_1 (NVIDIA/
        // l2fwd-nv #6, Active, RoCE 100 Gb/s); constructed: mlx5_0's port taken down.
        QByteArray ibstat = TestUtil::readFixture(QStringLiteral("ibstat/l2fwd-nv-6-connectx6dx-ethernet.txt"));
        const qsizetype firstState = ibstat.indexOf("State: Active");
        QVERIFY(firstState > 0);
        ibstat.replace(firstState, 13, "State: Down  ");
        MachineSnapshot snapshot;
        for (const auto& [id, format, data] : { std::tuple { "nvidia-topo", "nvidia-smi-topo",
                                                     TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces.txt")) },
                 std::tuple { "ibstat", "ibstat", ibstat } }) {
            RawCapture c;
            c.id = QString::fromLatin1(id);
            c.command = c.id;
            c.format = QString::fromLatin1(format);
            c.stdoutData = data;
            snapshot.captures.append(c);
        }
        const Machine m = buildMachine(snapshot);
        QCOMPARE(m.rdmaDevices.size(), 2);
        const GpuNics gpu0 = nicsOfGpu(m, 0);
        QCOMPARE(gpu0.nics.last().name, QStringLiteral("mlx5_0")); // PIX, but down: last
        QCOMPARE(gpu0.nics.last().active, std::optional<bool>(false));
        const GpuNics gpu1 = nicsOfGpu(m, 1);
        QCOMPARE(gpu1.closest()->name, QStringLiteral("mlx5_1"));
        QCOMPARE(gpu1.closest()->rateGbps, 100);
        QCOMPARE(gpu1.closest()->linkLayer, QStringLiteral("Ethernet"));
        const QByteArray env = ncclEnvironment(m).text;
        QVERIFY2(env.contains("#   GPU1: mlx5_1 (PIX, GPUDirect RDMA, Ethernet 100 Gb/s)\n"), env.constData());
        QVERIFY2(!env.contains("==mlx5_0,") && !env.contains(",mlx5_0,"), env.constData()); // down: not for NCCL
    }

    void fromTheTreeWhereNvidiaSmiHasNoNicColumns()
    {
        // The demo host: a ConnectX-6 Lx (15b3:101f, two ports) on root complex 0000:20, NUMA 0.
        const auto demo = openSnapshot(QStringLiteral("demo"));
        const Machine host = buildMachine(*demo.value.machine(MachineRole::Host));
        const GpuNics gpu0 = nicsOfGpu(host, 0);
        QCOMPARE(gpu0.nics.size(), 2);
        QCOMPARE(gpu0.closest()->bdf, TestUtil::bdf("0000:22:00.0"));
        QVERIFY(!gpu0.closest()->printed);
        QCOMPARE(gpu0.closest()->linkClass.linkClass, LinkClass::Node);
        QCOMPARE(nicsOfGpu(host, 5).closest()->linkClass.linkClass, LinkClass::Sys); // the other socket
        // Its guest has no NIC of its own passed through: nothing to say.
        QVERIFY(gpuNics(buildMachine(*demo.value.machine(MachineRole::Guest))).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGpuNics)
#include "tst_gpunics.moc"
