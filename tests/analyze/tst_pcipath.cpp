// SPDX-License-Identifier: GPL-3.0-or-later
// Paths through the PCI tree and the classes they imply, on the demo and on real trees.
#include "analyze/match/guestgpus.h"
#include "analyze/pcipath.h"
#include "io/snapshotfile.h"
#include "analyze/machinebuilder.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace Qt::StringLiterals;

namespace {
using TestUtil::bdf;

Machine demoMachine(MachineRole role)
{
    const auto demo = openSnapshot(QStringLiteral("demo"));
    return buildMachine(*demo.value.machine(role));
}

Machine treeOnly(const QByteArray& lspciTree)
{
    MachineSnapshot m;
    RawCapture c;
    c.id = QStringLiteral("lspci-tree");
    c.command = QStringLiteral("lspci -tv");
    c.stdoutData = lspciTree;
    m.captures.append(c);
    return buildMachine(m);
}
} // namespace

class TestPaths : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoHostClassesMatchNvidiaSmi()
    {
        const Machine host = demoMachine(MachineRole::Host);
        // GPU0 (01:00.0) and GPU1 (11:00.0): two root complexes of NUMA node 0 → NODE.
        const DevicePath sameSocket = pathBetween(host, bdf("0000:01:00.0"), bdf("0000:11:00.0"));
        QCOMPARE(sameSocket.linkClass, LinkClass::Node);
        // GPU0 and GPU4 (81:00.0): across sockets → SYS, through both host bridges.
        const DevicePath acrossSockets = pathBetween(host, bdf("0000:01:00.0"), bdf("0000:81:00.0"));
        QCOMPARE(acrossSockets.linkClass, LinkClass::Sys);
        int hostBridges = 0;
        bool socketHop = false;
        for (const PathHop& hop : acrossSockets.hops) {
            hostBridges += hop.kind == PathHop::Kind::HostBridge;
            socketHop = socketHop || hop.kind == PathHop::Kind::Socket;
        }
        QCOMPARE(hostBridges, 2);
        QVERIFY(socketHop);
        // GPU → root port → host bridge, hop by hop, with the GPU's Gen5 x16 link.
        const QList<PathHop> up = pathToCpu(host, bdf("0000:71:00.0"));
        QCOMPARE(up.size(), 3);
        QCOMPARE(*up[0].bdf, bdf("0000:71:00.0"));
        QCOMPARE(*up[1].bdf, bdf("0000:70:01.1"));
        QCOMPARE(up[2].kind, PathHop::Kind::HostBridge);
        QCOMPARE(up[2].numaNode.value_or(-1), 0);
        QCOMPARE(up[0].upstreamLink.capability.generation(), 5);
        QCOMPARE(up[0].upstreamLink.capability.width, 16);
        // The tree agrees with the driver everywhere on this host.
        QVERIFY(compareWithNvidiaSmi(host).isEmpty());
    }

    void demoGuestIsFlatAndItsLinksTrainedLow()
    {
        const Machine guest = demoMachine(MachineRole::Guest);
        const DevicePath path = pathBetween(guest, bdf("0000:01:00.0"), bdf("0000:05:00.0"));
        QCOMPARE(path.linkClass, LinkClass::PHB);
        QVERIFY(path.bottleneckHop >= 0);
        QVERIFY(path.bottleneckBelowCapability);
        // Gen1 x16 ≈ 4 GB/s: the virtual link, not the GPU's Gen5.
        QVERIFY(path.bottleneckGBps > 3.9 && path.bottleneckGBps < 4.1);
        QVERIFY(compareWithNvidiaSmi(guest).isEmpty());
    }

    void demoGuestMapsToHostByUuid()
    {
        const auto matches = matchGuestGpusToHost(demoMachine(MachineRole::Host), demoMachine(MachineRole::Guest));
        QCOMPARE(matches.size(), 8);
        // hostpci0–3 got the socket-1 GPUs, hostpci4–7 the socket-0 GPUs.
        const int expected[] = { 4, 5, 6, 7, 0, 1, 2, 3 };
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(matches[i].guestGpu, i);
            QCOMPARE(matches[i].hostGpu, expected[i]);
            QCOMPARE(matches[i].evidence, GpuMatch::Evidence::Uuid);
        }
    }

    void mappingFallsBackToSerialsThenOrder()
    {
        Machine host = demoMachine(MachineRole::Host);
        Machine guest = demoMachine(MachineRole::Guest);
        for (Gpu& g : host.gpus)
            g.uuid.clear();
        for (Gpu& g : guest.gpus)
            g.uuid.clear();
        auto matches = matchGuestGpusToHost(host, guest);
        QCOMPARE(matches[0].evidence, GpuMatch::Evidence::BoardSerial);
        QCOMPARE(matches[0].hostGpu, 4);
        for (Gpu& g : host.gpus)
            g.serial.clear();
        for (Gpu& g : guest.gpus)
            g.serial.clear();
        matches = matchGuestGpusToHost(host, guest);
        QCOMPARE(matches[0].evidence, GpuMatch::Evidence::DeviceSerialNumber); // lspci -vvv on both sides
        QCOMPARE(matches[0].hostGpu, 4);
        for (PciDevice& d : guest.pci.devices)
            d.serialNumber.clear();
        matches = matchGuestGpusToHost(host, guest);
        QVERIFY(matches[0].isAssumed());
        QCOMPARE(matches[0].hostGpu, 0);
    }

    void mappingByAmdUniqueId()
    {
        // rocm-smi --showuniqueid on both sides (two ids of
        // tests/fixtures/rocm-smi-bus/mi300x-4gpu-sriov-vm-showall.txt; the guest's hex digits in
        // upper case, to show the match ignores case), the guest seeing host GPU1 first.
        const QString ids[] = { QStringLiteral("0x8d1457e2c20f59d2"), QStringLiteral("0xb4fa34630e85d42a") };
        Machine host;
        host.role = MachineRole::Host;
        Machine guest;
        guest.role = MachineRole::Guest;
        for (int i = 0; i < 2; ++i) {
            Gpu h;
            h.index = i;
            h.amdIndex = i;
            h.uniqueId = ids[i];
            host.gpus.append(h);
            Gpu g;
            g.index = i;
            g.amdIndex = i;
            g.uniqueId = ids[1 - i].toUpper().replace(u"0X"_s, u"0x"_s);
            guest.gpus.append(g);
        }
        QList<GpuMatch> matches = matchGuestGpusToHost(host, guest);
        QCOMPARE(matches.size(), 2);
        QCOMPARE(matches[0].evidence, GpuMatch::Evidence::AmdUniqueId);
        QCOMPARE(matches[0].hostGpu, 1);
        QCOMPARE(hostGpuFor(matches, 1), 0);
        // "N/A" identifies nothing: the GPUs fall back to order.
        for (Machine* m : { &host, &guest }) {
            for (Gpu& g : m->gpus)
                g.uniqueId = QStringLiteral("N/A");
        }
        matches = matchGuestGpusToHost(host, guest);
        QVERIFY(matches[0].isAssumed());
        QCOMPARE(matches[0].hostGpu, 0);
    }

    void realSwitchTreeGivesPix()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("shared corpus not present");
        // Kata guest with emulated switches: GPU 03:00.0 and BlueField 04:00.0 share a switch.
        const Machine kata = treeOnly(TestUtil::readFile(TestUtil::corpusPath(
            QStringLiteral("lspci_tv/kata-vra-q35-emulated-switches-dup-line.txt"))));
        QCOMPARE(pathBetween(kata, bdf("0000:03:00.0"), bdf("0000:04:00.0")).linkClass, LinkClass::PIX);
        QCOMPARE(kata.pci.find(bdf("0000:01:00.0"))->role, PciRole::SwitchUpstream);
        QCOMPARE(kata.pci.find(bdf("0000:02:00.0"))->role, PciRole::SwitchDownstream);
        // The two GPUs hang off different root ports of the one host bridge.
        QCOMPARE(pathBetween(kata, bdf("0000:03:00.0"), bdf("0000:08:00.0")).linkClass, LinkClass::PHB);
    }

    void realClub3090TreeGivesPixAndPhb()
    {
        // A real workstation: five endpoints behind one switch, one more on a sibling port.
        const Machine m = treeOnly(TestUtil::readFixture(QStringLiteral("lspci-tree/club3090-issue1120-lspci-t-switch.txt")));
        QCOMPARE(pathBetween(m, bdf("0000:03:00.0"), bdf("0000:04:00.0")).linkClass, LinkClass::PIX);
        QCOMPARE(pathBetween(m, bdf("0000:03:00.0"), bdf("0000:09:00.0")).linkClass, LinkClass::PHB);
        // Functions of one device are siblings: PIX.
        QCOMPARE(pathBetween(m, bdf("0000:06:00.0"), bdf("0000:06:00.1")).linkClass, LinkClass::PIX);
    }

    void realEightRootComplexServer()
    {
        // ASUS ESC8000A-E12 (EPYC Genoa): like the demo's board, one GPU per root complex.
        const Machine m = treeOnly(TestUtil::readFixture(QStringLiteral("lspci-tree/asus-esc8000a-e12-epyc-genoa-8root.txt")));
        QCOMPARE(m.pci.rootBuses.size(), 8);
        const DevicePath path = pathBetween(m, bdf("0000:01:00.0"), bdf("0000:41:00.0"));
        // Different root complexes; with no NUMA information the tree alone says NODE at best.
        QCOMPARE(path.linkClass, LinkClass::Node);
        QVERIFY(path.explanation.contains(QStringLiteral("0000:00")));
        // The GPU and its own audio function are PIX.
        QCOMPARE(pathBetween(m, bdf("0000:01:00.0"), bdf("0000:01:00.1")).linkClass, LinkClass::PIX);
    }

    void realNvlinkMachine()
    {
        // Our own capture of a 4x H200 guest: NV18 between every pair, which no PCI tree shows.
        const auto bundle = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")));
        QVERIFY2(!bundle.hasErrors(), TestUtil::describe(bundle.diagnostics).constData());
        const Machine m = buildMachine(bundle.value.machines.first());
        QCOMPARE(m.gpus.size(), 4);
        for (int a = 0; a < 4; ++a) {
            for (int b = 0; b < 4; ++b) {
                if (a == b)
                    continue;
                const LinkClassCell cell = gpuPairClass(m, a, b);
                QCOMPARE(cell.linkClass, LinkClass::NVLink);
                QCOMPARE(cell.nvlinks, 18);
                QCOMPARE(m.p2pStatus(a, b).value_or(P2pStatus::Unknown), P2pStatus::Ok);
            }
        }
        // NVLink pairs are not compared with the PCI tree (it cannot see them).
        QVERIFY(compareWithNvidiaSmi(m).isEmpty());
    }

    void disagreementWithNvidiaSmiIsReported()
    {
        Machine guest = demoMachine(MachineRole::Guest);
        // Pretend the driver said NODE for one pair: the tree (one host bridge) says PHB.
        guest.topo->matrix.cells[0][1] = QStringLiteral("NODE");
        const auto disagreements = compareWithNvidiaSmi(guest);
        QCOMPARE(disagreements.size(), 1);
        QCOMPARE(disagreements[0].derived, LinkClass::PHB);
        QCOMPARE(disagreements[0].printed, LinkClass::Node);
    }

    void cyclesInHostileInputDoNotHang()
    {
        Machine m;
        PciDevice a;
        a.bdf = bdf("0000:01:00.0");
        a.parent = bdf("0000:02:00.0");
        PciDevice b;
        b.bdf = bdf("0000:02:00.0");
        b.parent = bdf("0000:01:00.0");
        m.pci.devices = { a, b };
        QVERIFY(m.pci.pathToRoot(a.bdf).size() <= 3);
        (void)pathBetween(m, a.bdf, b.bdf);
    }
};

QTEST_GUILESS_MAIN(TestPaths)
#include "tst_pcipath.moc"
