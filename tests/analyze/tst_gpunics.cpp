// SPDX-License-Identifier: GPL-3.0-or-later
// Each GPU's RDMA NICs and how far each is (analyze/gpunics.h): from nvidia-smi topo -m's NIC
// columns (real pastes), and from the PCI tree alone (the demo host's ConnectX-6 Lx).
#include "analyze/gpunics.h"
#include "analyze/machinebuilder.h"
#include "io/snapshotfile.h"
#include "testutil.h"

#include <QTest>

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
