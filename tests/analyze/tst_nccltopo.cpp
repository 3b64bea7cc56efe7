// SPDX-License-Identifier: GPL-3.0-or-later
// NCCL topology: the machine an NcclTopology stands for, and a guest's or host's NCCL_TOPO_FILE
// generated (the XML parser itself is tested by tst_parse_nccltopoxml.cpp).
#include "analyze/generate/nccltopology.h"
#include "analyze/pcipath.h"
#include "layout/graphbuilder.h"
#include "parse/formats.h"
#include "analyze/machinebuilder.h"
#include "parse/nccl/nccltopo.h"
#include "testutil.h"
#include "analyze/gpunics.h"
#include "parse/qemu/qemu.h"
#include "util/xmltext.h"
#include "analyze/nccltopotestutil.h"

#include <QDirIterator>
#include <QTest>

using namespace Topo;
using namespace NcclTopoTest;

namespace {

ParseResult<NcclTopology> parseFixture(const QString& relative)
{
    return parseNcclTopology(TestUtil::readFixture(relative));
}

VirtualizationSetup demoSetup()
{
    return virtualizationSetupOf(openSnapshot(QStringLiteral("demo")).value);
}

/// A host whose two GPUs sit behind one PCIe switch (a small tree keeps the expectations
/// exact): root port 00:01.0 → switch upstream 01:00.0 → downstream 02:00.0/02:01.0 → GPUs
/// 03:00.0 and 04:00.0; `withNic`: a ConnectX-7 (15b3:1021) on a third downstream port, 05:00.0.
Machine switchHost(bool withNic)
{
    Machine host;
    host.role = MachineRole::Host;
    auto add = [&](const char* bdf, quint32 cls, quint16 vendor, std::optional<const char*> parent, PciRole role) {
        PciDevice& d = host.pci.upsert(*Bdf::parse(QByteArrayView(bdf)));
        d.classCode = cls;
        d.vendorId = vendor;
        d.deviceId = vendor == 0x10de ? 0x2330 : vendor == 0x15b3 ? 0x1021 : 0xc030;
        d.role = role;
        d.numaNode = 0;
        d.link.capability = { 32, 16 };
        if (parent)
            d.parent = *Bdf::parse(QByteArrayView(*parent));
    };
    host.pci.rootBuses = { RootBus { 0, 0 } };
    add("0000:00:01.0", 0x060400, 0x1000, std::nullopt, PciRole::RootPort);
    add("0000:01:00.0", 0x060400, 0x1000, "0000:00:01.0", PciRole::SwitchUpstream);
    add("0000:02:00.0", 0x060400, 0x1000, "0000:01:00.0", PciRole::SwitchDownstream);
    add("0000:02:01.0", 0x060400, 0x1000, "0000:01:00.0", PciRole::SwitchDownstream);
    add("0000:03:00.0", 0x030200, 0x10de, "0000:02:00.0", PciRole::Endpoint);
    add("0000:04:00.0", 0x030200, 0x10de, "0000:02:01.0", PciRole::Endpoint);
    if (withNic) {
        add("0000:02:02.0", 0x060400, 0x1000, "0000:01:00.0", PciRole::SwitchDownstream);
        add("0000:05:00.0", 0x020700, 0x15b3, "0000:02:02.0", PciRole::Endpoint);
    }
    for (int i = 0; i < 2; ++i) {
        Gpu g;
        g.index = i;
        g.bdf = Bdf { 0, 3 + i, 0, 0 };
        g.uuid = QStringLiteral("GPU-%1").arg(i);
        host.gpus.append(g);
    }
    return host;
}

/// Its guest: the two GPUs at 01:00.0 and 02:00.0, known by their UUIDs.
Machine guestOfSwitchHost()
{
    Machine guest;
    guest.role = MachineRole::Guest;
    for (int i = 0; i < 2; ++i) {
        Gpu g;
        g.index = i;
        g.bdf = Bdf { 0, 1 + i, 0, 0 };
        g.uuid = QStringLiteral("GPU-%1").arg(i);
        guest.gpus.append(g);
    }
    return guest;
}

} // namespace

class TestNcclTopo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void machineFromDumpDraws()
    {
        const auto r = parseFixture(QStringLiteral("captures/nccl-topo-x4.xml"));
        const Machine m = machineFromNcclTopology(r.value);
        QCOMPARE(m.gpus.size(), 4);
        QCOMPARE(m.pci.rootBuses.size(), 1);
        QCOMPARE(gpuPairClass(m, 0, 3).linkClass, LinkClass::NVLink);
        QCOMPARE(gpuPairClass(m, 0, 3).nvlinks, 18);
        const Layout::Graph graph = Layout::buildTopologyGraph(m);
        for (const Gpu& g : m.gpus)
            QVERIFY2(graph.gpuNodeIndex(g.index) >= 0, qPrintable(QStringLiteral("GPU%1 not drawn").arg(g.index)));
        // And through buildMachine, as a pasted capture of a snapshot with nothing else.
        MachineSnapshot snapshot;
        RawCapture capture;
        capture.id = QStringLiteral("import-1");
        capture.command = QStringLiteral("file:nccl-topo-x4.xml");
        capture.stdoutData = TestUtil::readFixture(QStringLiteral("captures/nccl-topo-x4.xml"));
        snapshot.captures.append(capture);
        const Machine built = buildMachine(snapshot);
        QCOMPARE(built.gpus.size(), 4);
        QCOMPARE(*built.gpus[2].bdf, *Bdf::parse(QStringView(u"0000:00:08.0")));
        QVERIFY(built.topo);
    }

    void machineFromIbmDumpHasNumaAndSwitches()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("shared corpus not present");
        const auto r = parseNcclTopology(TestUtil::readFile(TestUtil::corpusPath(QStringLiteral("nccl_topo_xml/ibm-cloud-gx3d-h100-8gpu.txt"))));
        const Machine m = machineFromNcclTopology(r.value);
        QCOMPARE(m.gpus.size(), 8);
        QCOMPARE(m.numa.nodes.size(), 2);
        QCOMPARE(m.numa.nodes[0].cpuList, QStringLiteral("0-79")); // affinity …,0000ffff,ffffffff,ffffffff
        const Bdf gpu0 = *m.gpu(0)->bdf;
        const Bdf nic7 = *Bdf::parse(QStringView(u"0000:a3:00.0"));
        QCOMPARE(pathBetween(m, gpu0, nic7).linkClass, LinkClass::PIX); // one switch
        QCOMPARE(pathBetween(m, gpu0, *m.gpu(1)->bdf).linkClass, LinkClass::Node);
        QCOMPARE(pathBetween(m, gpu0, *m.gpu(4)->bdf).linkClass, LinkClass::Sys);
        QCOMPARE(gpuPairClass(m, 0, 5).linkClass, LinkClass::NVLink);
        const Layout::Graph graph = Layout::buildTopologyGraph(m);
        for (const Gpu& g : m.gpus)
            QVERIFY(graph.gpuNodeIndex(g.index) >= 0);
        QCOMPARE(std::count_if(graph.clusters.cbegin(), graph.clusters.cend(),
                     [](const Layout::GraphCluster& c) { return c.kind == Layout::GraphCluster::Kind::Numa; }),
            2);
    }

    void generatedGuestFileForTheDemo()
    {
        const VirtualizationSetup setup = demoSetup();
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Guest);
        QVERIFY2(result.ok(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(warningsOrWorse(result.diagnostics), 0);
        QCOMPARE(result.gpuCount, 8);
        QVERIFY(result.elementCount <= NcclLimits::maxXmlNodes);
        QVERIFY(!result.xml.contains("<?xml"));
        QVERIFY(!result.xml.contains('\t'));

        const auto reread = parseNcclTopology(result.xml);
        QCOMPARE(warningsOrWorse(reread.diagnostics), 0);
        QVERIFY2(shapeProblem(reread.value).isEmpty(), qPrintable(shapeProblem(reread.value)));
        // The host's split with the guest's bus ids: guest GPUs 0–3 (buses 01–04) are host GPUs
        // 4–7 on NUMA node 1, guest GPUs 4–7 (05–08) host GPUs 0–3 on node 0.
        QCOMPARE(reread.value.cpus.size(), 2);
        for (const NcclCpu& cpu : reread.value.cpus) {
            QCOMPARE(cpu.pcis.size(), 4);
            for (const NcclPci& pci : cpu.pcis) {
                const int bus = pci.bdf->bus;
                QCOMPARE(cpu.numaId.value_or(-1), bus <= 4 ? 1 : 0);
                QCOMPARE(pci.linkSpeedText, QStringLiteral("32.0 GT/s PCIe"));
                QCOMPARE(pci.link.width, 16);
                QCOMPARE(pci.classCode >> 8, 0x0302u);
                QCOMPARE(pci.vendorId, quint16(0x10de));
                QVERIFY(pci.attributes.size() <= NcclLimits::maxAttributes);
            }
        }
        // Every <cpu> says what NCCL needs when none of its GPUs is in a job (AMD: arch, vendor).
        for (const NcclCpu& cpu : reread.value.cpus) {
            QCOMPARE(cpu.arch, QStringLiteral("x86_64"));
            QCOMPARE(cpu.vendor, QStringLiteral("AuthenticAMD"));
        }
        QCOMPARE(reread.value.cpus[0].affinity, QStringLiteral("3fffffff"));          // guest CPUs 0-29
        QCOMPARE(reread.value.cpus[1].affinity, QStringLiteral("0fffffff,c0000000")); // guest CPUs 30-59
        for (int bus = 1; bus <= 8; ++bus)
            QVERIFY(pciAt(reread.value, QString::asprintf("0000:%02x:00.0", bus)));
        // And it is detected and read like any NCCL file.
        QCOMPARE(detectInputFormat(result.xml).format->name, QStringLiteral("nccl-topo-xml"));
    }

    void generatedHostFileForTheDemo()
    {
        const NcclTopoResult result = generateNcclTopology(demoSetup(), NcclTopoTarget::Host);
        QVERIFY2(result.ok(), TestUtil::describe(result.diagnostics).constData());
        const auto reread = parseNcclTopology(result.xml);
        QCOMPARE(reread.value.cpus.size(), 2);
        QVERIFY(pciAt(reread.value, QStringLiteral("0000:81:00.0")));
        QCOMPARE(reread.value.cpus[0].numaId.value_or(-1), 0);
        QVERIFY(pciAt(reread.value, QStringLiteral("0000:01:00.0")));
        // Host node 0 has CPUs 0-31 and 64-95.
        QCOMPARE(reread.value.cpus[0].affinity, QStringLiteral("ffffffff,00000000,ffffffff"));
    }

    void switchesBecomeMadeUpBridges()
    {
        // A host whose GPUs sit behind a PCIe switch (lspci -tv of an 8-GPU board in the corpus
        // would do; a small tree keeps the expectation exact): root port 00:01.0 → switch
        // upstream 01:00.0 → downstream 02:00.0/02:01.0 → GPUs 03:00.0 and 04:00.0.
        Machine host = switchHost(false);
        Machine guest = guestOfSwitchHost();
        VirtualizationSetup setup;
        setup.host = host;
        setup.guest = guest;
        setup.matches = matchGuestGpusToHost(host, guest);
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Guest);
        QVERIFY2(result.ok(), TestUtil::describe(result.diagnostics).constData());
        const auto reread = parseNcclTopology(result.xml);
        const NcclPci& bridge = reread.value.cpus.first().pcis.first();
        QCOMPARE(bridge.busId, QStringLiteral("ffff:ff:01.0")); // not an id the VM has
        QCOMPARE(bridge.vendorId, quint16(0x1000));             // the host's switch, so NCCL's switch rules apply
        QCOMPARE(bridge.children.size(), 2);
        QCOMPARE(bridge.children[0].busId, QStringLiteral("0000:01:00.0"));
        QCOMPARE(bridge.children[1].busId, QStringLiteral("0000:02:00.0"));
        QVERIFY2(shapeProblem(reread.value).isEmpty(), qPrintable(shapeProblem(reread.value)));
        // The drawing of that file puts both GPUs under one switch: PIX, as on the host.
        const Machine drawn = machineFromNcclTopology(reread.value);
        QCOMPARE(pathBetween(drawn, *Bdf::parse(QStringView(u"0000:01:00.0")), *Bdf::parse(QStringView(u"0000:02:00.0"))).linkClass,
            LinkClass::PIX);
    }

    void rdmaNicsStandBesideTheirGpus()
    {
        // The switch of switchesBecomeMadeUpBridges with a ConnectX-7 (15b3:1021) on a third
        // downstream port, passed through to the guest at 00:10.0 by a QEMU command line.
        Machine host = switchHost(true);
        Machine guest = guestOfSwitchHost();
        PciDevice& nic = guest.pci.upsert(Bdf { 0, 0, 0x10, 0 });
        nic.classCode = 0x020700;
        nic.vendorId = 0x15b3;
        nic.deviceId = 0x1021;
        guest.pci.rootBuses = { RootBus { 0, 0 } };
        host.vms = parseQemuCommandLine("/usr/bin/qemu-system-x86_64 -name llm -machine q35 "
                                        "-device vfio-pci,host=0000:05:00.0,id=hostpci2,bus=pcie.0,addr=0x10\n")
                       .value;
        QCOMPARE(host.vms.size(), 1);
        VirtualizationSetup setup;
        setup.host = host;
        setup.guest = guest;
        setup.matches = matchGuestGpusToHost(host, guest);

        // The host's own file: the NIC under the switch with the GPUs.
        const NcclTopoResult own = generateNcclTopology(setup, NcclTopoTarget::Host);
        QVERIFY2(own.ok(), TestUtil::describe(own.diagnostics).constData());
        QCOMPARE(own.gpuCount, 2);
        QCOMPARE(own.nicCount, 1);
        // The guest's: the NIC at its guest bus id, beside the GPUs below the made-up switch, so
        // that NCCL finds GPU and NIC PIX apart and uses GPUDirect RDMA (a flat VM says PHB).
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Guest);
        QVERIFY2(result.ok(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.nicCount, 1);
        QVERIFY(result.xml.contains("mlx") || result.xml.contains("0000:05:00.0")); // named in the comment
        const auto reread = parseNcclTopology(result.xml);
        QVERIFY2(shapeProblem(reread.value).isEmpty(), qPrintable(shapeProblem(reread.value)));
        const NcclPci& bridge = reread.value.cpus.first().pcis.first();
        QCOMPARE(bridge.busId, QStringLiteral("ffff:ff:01.0"));
        QCOMPARE(bridge.children.size(), 3);
        QCOMPARE(bridge.children[2].busId, QStringLiteral("0000:00:10.0"));
        QCOMPARE(bridge.children[2].classCode, quint32(0x020700));
        const Machine drawn = machineFromNcclTopology(reread.value);
        const LinkClass gpuToNic = pathBetween(drawn, *Bdf::parse(QStringView(u"0000:01:00.0")), *Bdf::parse(QStringView(u"0000:00:10.0"))).linkClass;
        QVERIFY(gpuDirectRdmaByDefault(gpuToNic));
    }

    void hostileNamesAreEscaped()
    {
        VirtualizationSetup setup = demoSetup();
        const QString evil = QStringLiteral("pve --> <pci busid=\"x\"/> & \"quoted\" \u202e\n<!--");
        setup.host->label = evil;
        setup.guest->label = evil;
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Guest);
        QVERIFY(result.ok());
        QCOMPARE(result.xml.count("-->"), 1); // only the comment's own end
        const auto reread = parseNcclTopology(result.xml);
        QCOMPARE(warningsOrWorse(reread.diagnostics), 0);
        QCOMPARE(reread.value.allPci().size(), 8); // the label's "<pci …/>" stayed inside the comment
        QVERIFY(!pciAt(reread.value, QStringLiteral("x")));
        QCOMPARE(Text::escapeXmlClean(u"a<b>&\"c'"), QStringLiteral("a&lt;b&gt;&amp;&quot;c&apos;"));
        QVERIFY(!Text::xmlCommentText(u"x--y-").contains(u"--"));
        QVERIFY(!Text::xmlCommentText(u"x--y-").endsWith(u'-'));
    }

    void limitsAreEnforced()
    {
        Machine big;
        big.role = MachineRole::BareMetal;
        for (int i = 0; i < 300; ++i) {
            Gpu g;
            g.index = i;
            g.bdf = Bdf { 0, i % 200, i / 200, 0 };
            g.numaNode = 0;
            big.gpus.append(g);
        }
        VirtualizationSetup setup;
        setup.host = big;
        const NcclTopoResult result = generateNcclTopology(setup, NcclTopoTarget::Host);
        QVERIFY(!result.ok());
        QVERIFY(TestUtil::describe(result.diagnostics).contains("256"));
        // A guest file needs a guest.
        QVERIFY(!generateNcclTopology(setup, NcclTopoTarget::Guest).ok());
        QVERIFY(!generateNcclTopology(VirtualizationSetup {}, NcclTopoTarget::Host).ok());
    }

    void cpuMasks()
    {
        QCOMPARE(cpuMaskOf({ 0, 1, 2, 3 }), QStringLiteral("0000000f"));
        QCOMPARE(cpuMaskOf({ 32 }), QStringLiteral("00000001,00000000"));
        QCOMPARE(cpuMaskOf({}), QString());
        QCOMPARE(ncclLinkSpeedGTs(u"32 GT/s PCIe/s"), 32.0); // AWS's odd spelling
        QVERIFY(ncclKnowsLinkSpeed(u"32 GT/s PCIe/s"));
        QVERIFY(!ncclKnowsLinkSpeed(u"64 GT/s"));
        QCOMPARE(ncclLinkSpeedText(2.5), QStringLiteral("2.5 GT/s PCIe"));
        QCOMPARE(ncclLinkSpeedText(16), QStringLiteral("16.0 GT/s PCIe"));
    }
};

QTEST_GUILESS_MAIN(TestNcclTopo)
#include "tst_nccltopo.moc"
