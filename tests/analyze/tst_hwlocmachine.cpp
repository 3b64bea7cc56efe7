// SPDX-License-Identifier: GPL-3.0-or-later
// The machine builder with hwloc's XML (the plan's hwloc-topology capture): the source of the
// PCI tree, NUMA locality and GPU names where lspci and sysfs are missing, a filler beside them.
#include "analyze/machinebuilder.h"
#include "collect/commandplan.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

using TestUtil::bdf;

RawCapture planned(const char* id, const QByteArray& out)
{
    const PlannedCommand* command = findPlannedCommand(QString::fromLatin1(id));
    if (!command)
        qFatal("%s is not in the plan", id);
    RawCapture c;
    c.id = command->id;
    c.command = command->command;
    c.stdoutData = out;
    return c;
}

RawCapture hwloc(const char* fixture)
{
    return planned("hwloc-topology", TestUtil::readFixture(u"hwloc-xml/" + QString::fromLatin1(fixture)));
}

Machine build(const QList<RawCapture>& captures)
{
    MachineSnapshot snapshot;
    snapshot.label = QStringLiteral("test");
    snapshot.captures = captures;
    return buildMachine(snapshot);
}

} // namespace

class TestHwlocMachine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void planCollectsHwlocXml()
    {
        const PlannedCommand* command = findPlannedCommand(QStringLiteral("hwloc-topology"));
        QVERIFY(command);
        QCOMPARE(command->command, QStringLiteral("lstopo-no-graphics --of xml"));
        QCOMPARE(command->format, QStringLiteral("hwloc-xml"));
        QVERIFY(!command->needsRoot);
    }

    // A DGX-2 from hwloc's XML alone: the tree down to each GPU with the roles its place gives,
    // the GPUs in bus order with NVML's names and their NUMA nodes, both NUMA nodes.
    void dgx2FromHwlocAlone()
    {
        const Machine m = build({ hwloc("nvidiaDGX2.xml") });
        QVERIFY(m.diagnostics.isEmpty());
        QCOMPARE(m.gpus.size(), 16);
        QVERIFY(m.gpuIndicesAssumed);
        QCOMPARE(m.gpus[0].bdf, std::optional<Bdf>(bdf("0000:34:00.0")));
        QCOMPARE(m.gpus[0].name, QStringLiteral("Tesla V100-SXM3-32GB-H"));
        QCOMPARE(m.gpus[0].numaNode, std::optional<int>(0));
        QCOMPARE(m.gpus[7].bdf, std::optional<Bdf>(bdf("0000:5e:00.0")));
        QCOMPARE(m.gpus[7].numaNode, std::optional<int>(0));
        QCOMPARE(m.gpus[8].bdf, std::optional<Bdf>(bdf("0000:b7:00.0")));
        QCOMPARE(m.gpus[8].numaNode, std::optional<int>(1));
        QCOMPARE(m.gpus[15].bdf, std::optional<Bdf>(bdf("0000:e7:00.0")));
        QCOMPARE(m.gpus[15].numaNode, std::optional<int>(1));
        QCOMPARE(m.pci.rootBuses.size(), 4);
        QCOMPARE(m.pci.find(bdf("0000:2b:00.0"))->role, PciRole::RootPort);
        QCOMPARE(m.pci.find(bdf("0000:2c:00.0"))->role, PciRole::SwitchUpstream);
        QCOMPARE(m.pci.find(bdf("0000:2d:04.0"))->role, PciRole::SwitchDownstream);
        QCOMPARE(m.pci.find(bdf("0000:34:00.0"))->role, PciRole::Endpoint);
        QCOMPARE(m.pci.pathToRoot(bdf("0000:34:00.0")).size(), 6);
        QCOMPARE(m.numa.nodes.size(), 2);
        QCOMPARE(m.numa.nodes[1].cpuList, QStringLiteral("24-25"));
        QCOMPARE(m.numa.nodes[0].distances, (QList<int> { 10, 21 }));
    }

    // POWER8: four PCI domains, GPU names from CUDA/NVML, NUMA nodes by package.
    void power8FromHwlocAlone()
    {
        const Machine m = build({ hwloc("power8gpudistances.xml") });
        QCOMPARE(m.gpus.size(), 4);
        QCOMPARE(m.gpus[0].bdf, std::optional<Bdf>(bdf("0002:01:00.0")));
        QCOMPARE(m.gpus[0].name, QStringLiteral("Tesla P100-SXM2-16GB"));
        QCOMPARE(m.gpus[0].numaNode, std::optional<int>(0));
        QCOMPARE(m.gpus[3].bdf, std::optional<Bdf>(bdf("000b:01:00.0")));
        QCOMPARE(m.gpus[3].numaNode, std::optional<int>(1));
        QCOMPARE(m.pci.find(*m.gpus[3].bdf)->parent, std::optional<Bdf>(bdf("000b:00:00.0")));
    }

    // The H200 guest from hwloc alone: its GPU and the one NUMA node; hwloc attached the GPU to
    // the whole machine (the kernel's numa_node is -1), so no node is claimed for it.
    void h200GuestFromHwlocAlone()
    {
        const Machine m = build({ hwloc("h200-vm.xml") });
        QCOMPARE(m.gpus.size(), 1);
        QCOMPARE(m.gpus[0].bdf, std::optional<Bdf>(bdf("0000:00:06.0")));
        QCOMPARE(m.gpus[0].name, QStringLiteral("[10de:2335]")); // no NVML in that lstopo, no PCI names
        QVERIFY(!m.gpus[0].numaNode);
        QCOMPARE(m.numa.nodes.size(), 1);
        QCOMPARE(m.numa.nodes[0].cpus.size(), 16);
        QCOMPARE(m.pci.devices.size(), 4);
    }

    // Beside lspci, the lspci tree keeps the structure and the names; hwloc only fills in what
    // nothing else gave (here the NUMA node list: neither numactl nor sysfs was collected).
    void besideLspciHwlocOnlyFillsIn()
    {
        const QByteArray tree = TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt"));
        const QByteArray verbose = TestUtil::readFixture(QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt"));
        const Machine lspciOnly = build({ planned("lspci-tree", tree), planned("lspci-verbose", verbose) });
        const Machine both = build({ planned("lspci-tree", tree), planned("lspci-verbose", verbose), hwloc("h200-vm.xml") });
        QCOMPARE(both.pci.devices.size(), lspciOnly.pci.devices.size()); // hwloc's 4 are among lspci's 7
        QCOMPARE(both.pci.rootBuses, lspciOnly.pci.rootBuses);
        for (const PciDevice& d : lspciOnly.pci.devices) {
            const PciDevice* same = both.pci.find(d.bdf);
            QVERIFY(same);
            QCOMPARE(same->parent, d.parent);
            QCOMPARE(same->description, d.description);
            QCOMPARE(same->role, d.role);
            QCOMPARE(same->numaNode, d.numaNode);
        }
        QCOMPARE(both.gpus.size(), 1);
        QCOMPARE(both.gpus[0].name, lspciOnly.gpus[0].name);
        QVERIFY(lspciOnly.numa.isEmpty());
        QCOMPARE(both.numa.nodes.size(), 1);
        QCOMPARE(both.numa.nodes[0].cpuList, QStringLiteral("0-15"));
    }

    // The kernel's word wins: a sysfs numa_node (constructed here: -1 for one DGX-2 GPU, in the
    // listing form without device paths) is kept, and hwloc fills in the devices it leaves
    // without one, and places them all.
    void kernelNumaNodeWinsOverHwloc()
    {
        const QByteArray sysfs = "/sys/bus/pci/devices/0000:34:00.0/class:0x030200\n"
                                 "/sys/bus/pci/devices/0000:34:00.0/vendor:0x10de\n"
                                 "/sys/bus/pci/devices/0000:34:00.0/numa_node:-1\n";
        const Machine m = build({ planned("sysfs-pci", sysfs), hwloc("nvidiaDGX2.xml") });
        QCOMPARE(m.pci.find(bdf("0000:34:00.0"))->numaNode, std::optional<int>(-1));
        QCOMPARE(m.pci.find(bdf("0000:34:00.0"))->parent, std::optional<Bdf>(bdf("0000:33:00.0")));
        QCOMPARE(m.pci.find(bdf("0000:36:00.0"))->numaNode, std::optional<int>(0));
        QCOMPARE(m.gpus[0].numaNode, std::optional<int>(-1));
        // The 1.x IBM: every device under its NUMA node, from hwloc only.
        const Machine ibm = build({ hwloc("96em64t-4n4d3ca2co-pci.v1.xml") });
        QCOMPARE(ibm.pci.find(bdf("0000:94:00.0"))->numaNode, std::optional<int>(3));
        QCOMPARE(ibm.pci.find(bdf("0000:94:00.0"))->vendorName, QStringLiteral("LSI Logic / Symbios Logic"));
        QCOMPARE(ibm.numa.nodes.size(), 4);
        QCOMPARE(ibm.numa.nodes[3].distances, (QList<int> { 26, 26, 26, 10 }));
    }

    // Where hwloc is not installed, that is a normal state: a missing tool, no diagnostic.
    void missingLstopoIsNormal()
    {
        RawCapture missing = planned("hwloc-topology", {});
        missing.exitCode = 127;
        missing.stderrData = "sh: 1: lstopo-no-graphics: not found\n";
        const Machine m = build({ missing });
        QCOMPARE(m.missingTools, QStringList { QStringLiteral("lstopo-no-graphics") });
        QVERIFY(m.diagnostics.isEmpty());
    }

    // A cut-off capture keeps what it read and says where it ends.
    void truncatedCaptureKeepsItsDiagnostic()
    {
        QByteArray data = TestUtil::readFixture(QStringLiteral("hwloc-xml/nvidiaDGX2.xml"));
        data.truncate(data.indexOf("<object type=\"Package\" os_index=\"1\""));
        const Machine m = build({ planned("hwloc-topology", data) });
        QCOMPARE(m.gpus.size(), 8); // the first package's
        QVERIFY(!m.diagnostics.isEmpty());
        QCOMPARE(m.diagnostics.first().captureId, QStringLiteral("hwloc-topology"));
        QCOMPARE(m.diagnostics.first().diagnostic.severity, Severity::Error);
    }
};

QTEST_GUILESS_MAIN(TestHwlocMachine)
#include "tst_hwlocmachine.moc"
