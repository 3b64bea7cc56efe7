// SPDX-License-Identifier: GPL-3.0-or-later
// From raw captures to one machine model: the demo snapshot end to end, and the merge rules.
#include "io/snapshotfile.h"
#include "analyze/machinebuilder.h"
#include "testutil.h"

#include "util/text.h"

#include <QTest>

using namespace Topo;

namespace {
Machine demoMachine(MachineRole role)
{
    const auto demo = openSnapshot(QStringLiteral("demo"));
    if (demo.hasErrors())
        qFatal("demo snapshot does not load");
    return buildMachine(*demo.value.machine(role));
}

using TestUtil::bdf;

RawCapture captureOf(const QString& id, const QString& command, const QByteArray& out)
{
    RawCapture c;
    c.id = id;
    c.command = command;
    c.stdoutData = out;
    return c;
}
} // namespace

class TestMachineBuilder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoHostMatchesTheStory()
    {
        const Machine host = demoMachine(MachineRole::Host);
        QCOMPARE(host.gpus.size(), 8);
        QVERIFY(!host.gpuIndicesAssumed);
        // GPU index, host bus and IOMMU group, as the story lists them.
        const struct { int index; const char* bdf; int group; int numa; } expected[] = {
            { 0, "0000:01:00.0", 42, 0 }, { 1, "0000:11:00.0", 61, 0 }, { 2, "0000:61:00.0", 28, 0 },
            { 3, "0000:71:00.0", 10, 0 }, { 4, "0000:81:00.0", 101, 1 }, { 5, "0000:91:00.0", 117, 1 },
            { 6, "0000:e1:00.0", 90, 1 }, { 7, "0000:f1:00.0", 72, 1 },
        };
        for (const auto& e : expected) {
            const Gpu* g = host.gpu(e.index);
            QVERIFY(g);
            QCOMPARE(g->bdf->toString(), QString::fromLatin1(e.bdf));
            const PciDevice* d = host.deviceOf(*g);
            QVERIFY(d);
            QCOMPARE(d->iommuGroup.value_or(-1), e.group);
            QCOMPARE(d->numaNode.value_or(-2), e.numa);
            QCOMPARE(d->driver, QStringLiteral("vfio-pci"));
            QCOMPARE(d->link.capability.speedGTs, 32.0);
            QCOMPARE(d->link.capability.width, 16);
            // Each GPU sits directly under a root port on its own root bus.
            QVERIFY(d->parent);
            const PciDevice* port = host.pci.find(*d->parent);
            QVERIFY(port);
            QCOMPARE(port->role, PciRole::RootPort);
            QVERIFY(!port->parent);
            QCOMPARE(port->bdf.bus, g->bdf->bus & 0xf0);
        }
        QCOMPARE(host.pci.rootBuses.size(), 10);
        QCOMPARE(host.numa.nodes.size(), 2);
        QVERIFY(host.iommuListed);
        QVERIFY(host.topo);
        QCOMPARE(host.topo->linkClass(0, 1).linkClass, LinkClass::Node);
        QCOMPARE(host.topo->linkClass(0, 4).linkClass, LinkClass::Sys);
        QVERIFY(host.p2p.contains(P2pCapability::Read));
        QCOMPARE(host.p2p.value(P2pCapability::Read).status(2, 5), P2pStatus::Ok);
        QVERIFY(host.cmdline);
        QCOMPARE(host.cmdline->value(QStringLiteral("iommu")).value_or(QString()), QStringLiteral("pt"));
        // The BMC's display controller is not a GPU.
        for (const Gpu& g : host.gpus)
            QVERIFY(!g.name.contains(QStringLiteral("ASPEED")));
    }

    void demoGuestMatchesTheStory()
    {
        const Machine guest = demoMachine(MachineRole::Guest);
        QCOMPARE(guest.gpus.size(), 8);
        const char* ports[] = { "0000:00:10.0", "0000:00:10.1", "0000:00:10.2", "0000:00:10.3",
            "0000:00:1c.0", "0000:00:1c.1", "0000:00:1c.2", "0000:00:1c.3" };
        for (int i = 0; i < 8; ++i) {
            const Gpu* g = guest.gpu(i);
            QVERIFY(g);
            QCOMPARE(g->bdf->bus, i + 1);
            const PciDevice* d = guest.deviceOf(*g);
            QVERIFY(d);
            QCOMPARE(d->numaNode.value_or(-2), -1);
            QVERIFY(!d->iommuGroup);
            QCOMPARE(*d->parent, bdf(ports[i]));
            QCOMPARE(guest.pci.find(*d->parent)->role, PciRole::RootPort);
            QVERIFY(d->link.trainedBelowCapability());
        }
        QVERIFY(guest.iommuListed);
        QVERIFY(guest.iommuGroups().isEmpty());
        for (int i = 0; i < 8; ++i) {
            for (int j = 0; j < 8; ++j) {
                QCOMPARE(guest.topo->linkClass(i, j).linkClass, i == j ? LinkClass::Self : LinkClass::PHB);
                QCOMPARE(guest.p2p.value(P2pCapability::Read).status(i, j), i == j ? P2pStatus::Self : P2pStatus::NotSupported);
            }
        }
        // Nothing in the demo should need a remark from the parsers.
        for (const Machine& m : { guest, demoMachine(MachineRole::Host) }) {
            for (const auto& cd : m.diagnostics)
                QVERIFY2(cd.diagnostic.severity == Severity::Info,
                    qPrintable(cd.captureId + u": " + formatDiagnostic(cd.diagnostic)));
        }
    }

    // Evidence points at the lines a device was read from (EvidenceIndex): each device keeps
    // its capture and the first line of its -vvv block, its lspci -tv line and the line of
    // each sysfs attribute.
    void devicesKeepTheLinesTheyWereReadFrom()
    {
        const auto demo = openSnapshot(QStringLiteral("demo"));
        QVERIFY(!demo.hasErrors());
        const MachineSnapshot& snapshot = *demo.value.machine(MachineRole::Guest);
        const Machine guest = buildMachine(snapshot);
        const RawCapture* verbose = snapshot.capture(QStringLiteral("lspci-verbose"));
        const RawCapture* tree = snapshot.capture(QStringLiteral("lspci-tree"));
        const RawCapture* sysfs = snapshot.capture(QStringLiteral("sysfs-pci"));
        QVERIFY(verbose && tree && sysfs);
        const QList<Text::Line> sysfsLines = Text::splitLines(sysfs->stdoutData);
        int sysfsChecked = 0;
        const QList<Text::Line> verboseLines = Text::splitLines(verbose->stdoutData);
        const QList<Text::Line> treeLines = Text::splitLines(tree->stdoutData);
        int checked = 0;
        for (const PciDevice& d : guest.pci.devices) {
            QCOMPARE(d.verboseLine.captureId, verbose->id);
            QVERIFY2(d.verboseLine.line > 0 && d.verboseLine.line <= verboseLines.size(), qPrintable(d.bdf.toString()));
            const QByteArrayView header = verboseLines[d.verboseLine.line - 1].text;
            QVERIFY2(header.startsWith(d.bdf.toShortString().toLatin1()) || header.startsWith(d.bdf.toString().toLatin1()),
                header.toByteArray().constData());
            if (d.treeLine.isKnown()) {
                QCOMPARE(d.treeLine.captureId, tree->id);
                QVERIFY(d.treeLine.line <= treeLines.size());
            }
            // Each sysfs attribute at the line that names the device and the attribute.
            for (const auto& [attribute, line] : d.sysfsLines) {
                QCOMPARE(line.captureId, sysfs->id);
                QVERIFY(line.line > 0 && line.line <= sysfsLines.size());
                const QByteArrayView text = sysfsLines[line.line - 1].text;
                const QByteArray own = '/' + d.bdf.toString().toLatin1() + '/' + attribute.toByteArray() + ':';
                QVERIFY2(text.contains(own), text.toByteArray().constData());
                ++sysfsChecked;
            }
            ++checked;
        }
        QVERIFY(checked >= 10);
        QVERIFY(sysfsChecked >= 10);
    }

    void withoutTreeParentsComeFromBusRanges()
    {
        // Only lspci -vvv: bridges' secondary buses give the structure.
        const auto demo = openSnapshot(QStringLiteral("demo"));
        MachineSnapshot m;
        m.role = MachineRole::Guest;
        m.captures.append(*demo.value.machine(MachineRole::Guest)->capture(QStringLiteral("lspci-verbose")));
        const Machine machine = buildMachine(m);
        const PciDevice* gpu = machine.pci.find(bdf("0000:05:00.0"));
        QVERIFY(gpu);
        QVERIFY(gpu->parent);
        QCOMPARE(*gpu->parent, bdf("0000:00:1c.0"));
        QCOMPARE(machine.pci.rootBuses.size(), 1);
    }

    void withoutNvidiaSmiGpusComeFromPciInBusOrder()
    {
        MachineSnapshot m;
        m.role = MachineRole::Host;
        m.captures.append(captureOf(QStringLiteral("lspci-verbose"), QStringLiteral("lspci -nnvvv"),
            TestUtil::readFixture(QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt"))));
        RawCapture smi = captureOf(QStringLiteral("nvidia-topo"), QStringLiteral("nvidia-smi topo -m"), {});
        smi.exitCode = 127;
        smi.status = CaptureStatus::ToolMissing;
        smi.stderrData = "sh: 1: nvidia-smi: not found\n";
        m.captures.append(smi);
        const Machine machine = buildMachine(m);
        QCOMPARE(machine.gpus.size(), 1);
        QVERIFY(machine.gpuIndicesAssumed);
        QCOMPARE(machine.gpus[0].bdf->toString(), QStringLiteral("0000:00:06.0"));
        QCOMPARE(machine.missingTools, QStringList { QStringLiteral("nvidia-smi") });
    }

    // An lspci-verbose excerpt without device lines ("unnamed device 1") has no address: the
    // machine neither places it on a made-up one (00:00.0, the default) nor crashes on it.
    void devicesWithoutAnAddressStayOutOfTheMachine()
    {
        const QByteArray excerpt = TestUtil::readFixture(QStringLiteral("lspci-verbose/jan-issue183-rtx4090-riser-lnkcap-lnksta.txt"));
        MachineSnapshot m;
        m.role = MachineRole::BareMetal;
        m.captures.append(captureOf(QStringLiteral("lspci-tree"), QStringLiteral("lspci -tv"),
            TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt"))));
        m.captures.append(captureOf(QStringLiteral("lspci-verbose"), QStringLiteral("lspci -vvv | grep Lnk"), excerpt));
        const Machine machine = buildMachine(m);
        QCOMPARE(machine.pci.devices.size(), 7);
        for (const PciDevice& d : machine.pci.devices) {
            QVERIFY(d.hasAddress());
            QVERIFY2(!d.link.isKnown(), qPrintable(d.bdf.toString()));
        }
        const PciDevice* hostBridge = machine.pci.find(bdf("0000:00:00.0"));
        QVERIFY(hostBridge);
        QCOMPARE(hostBridge->link.status.speedGTs, 0.0);
        bool said = false;
        for (const CaptureDiagnostic& d : machine.diagnostics)
            said = said || (d.captureId == u"lspci-verbose" && d.diagnostic.message.contains(QStringLiteral("without their address")));
        QVERIFY(said);

        // Alone, the excerpt gives an empty tree, not a device at 00:00.0.
        MachineSnapshot alone;
        alone.role = MachineRole::BareMetal;
        alone.captures.append(captureOf(QStringLiteral("lspci-verbose"), QStringLiteral("lspci -vvv | grep Lnk"), excerpt));
        const Machine bare = buildMachine(alone);
        QVERIFY(bare.pci.isEmpty());
        QVERIFY(bare.pci.rootBuses.isEmpty());
        QVERIFY(bare.gpus.isEmpty());
    }

    void realGuestCaptureMergesAllSources()
    {
        MachineSnapshot m;
        m.role = MachineRole::Guest;
        const struct { const char* id; const char* command; const char* file; } sources[] = {
            { "lspci-tree", "lspci -tvnn", "lspci-tree/h200-vm-nn.txt" },
            { "lspci-verbose", "lspci -nnvvv", "lspci-verbose/h200-vm-nnvvv.txt" },
            { "sysfs-pci", "(sysfs)", "sysfs-pci/h200-vm.txt" },
            { "numa", "numactl -H", "numactl/h200-vm.txt" },
            { "nvidia-topo", "nvidia-smi topo -m", "nvidia-smi-topo/h200-vm-1gpu.txt" },
            { "nvidia-p2p-r", "nvidia-smi topo -p2p r", "nvidia-smi-p2p/h200-vm-1gpu-r.txt" },
            { "nvidia-xml", "nvidia-smi -q -x", "nvidia-smi-xml/h200-vm.xml" },
        };
        for (const auto& s : sources)
            m.captures.append(captureOf(QString::fromLatin1(s.id), QString::fromLatin1(s.command),
                TestUtil::readFixture(QString::fromLatin1(s.file))));
        const Machine machine = buildMachine(m);
        QCOMPARE(machine.pci.devices.size(), 7);
        QCOMPARE(machine.gpus.size(), 1);
        const Gpu& g = machine.gpus[0];
        QCOMPARE(g.uuid, QStringLiteral("GPU-aa773c48-ec92-40e6-d571-69a4e9c46948"));
        const PciDevice* d = machine.deviceOf(g);
        QVERIFY(d);
        QCOMPARE(d->numaNode.value_or(-2), -1); // from sysfs: lspci -vvv printed no NUMA line
        QCOMPARE(d->link.status.speedGTs, 32.0);
        QCOMPARE(machine.driverVersion, QStringLiteral("580.159.04"));
        QVERIFY(machine.p2p.contains(P2pCapability::Read));
        QCOMPARE(machine.numa.nodes.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestMachineBuilder)
#include "tst_machinebuilder.moc"
