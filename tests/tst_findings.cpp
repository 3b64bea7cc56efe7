// SPDX-License-Identifier: GPL-3.0-or-later
// The findings engine: every rule fires on a real (or, where no real capture has the case, a
// constructed) snapshot and stays silent on healthy ones; evidence points at real raw lines.
#include "testutil.h"

#include "analyze/findings.h"
#include "io/snapshotfile.h"
#include "analyze/machinebuilder.h"
#include "util/text.h"

#include <QTest>

using namespace Topo;

namespace {

RawCapture fixtureCapture(const QString& id, const QString& command, const QString& format, const QString& fixture)
{
    RawCapture c;
    c.id = id;
    c.command = command;
    c.format = format;
    c.stdoutData = TestUtil::readFixture(fixture);
    return c;
}

Snapshot demo()
{
    auto r = openSnapshot(QString::fromLatin1(demoSnapshotName));
    if (r.hasErrors() || r.value.machines.size() != 2)
        qFatal("the demo snapshot does not open");
    return r.value;
}

MachineSnapshot& machineOf(Snapshot& s, MachineRole role)
{
    for (MachineSnapshot& m : s.machines) {
        if (m.role == role)
            return m;
    }
    qFatal("no such machine");
}

RawCapture& captureOf(MachineSnapshot& m, const QString& id)
{
    for (RawCapture& c : m.captures) {
        if (c.id == id)
            return c;
    }
    qFatal("no capture %s", qPrintable(id));
}

void replaceInCapture(MachineSnapshot& m, const QString& id, const QByteArray& before, const QByteArray& after)
{
    RawCapture& c = captureOf(m, id);
    if (!c.stdoutData.contains(before))
        qFatal("capture %s has no '%s'", qPrintable(id), before.constData());
    c.stdoutData.replace(before, after);
}

// The real single-H200 Firecracker guest (tests/fixtures/SOURCES.md, "h200-vm"). Its IOMMU listing
// was empty (no IOMMU in the guest), which is what the empty capture stands for.
Snapshot h200Vm(const QString& verboseFixture = QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt"))
{
    MachineSnapshot m;
    m.role = MachineRole::Guest;
    m.label = QStringLiteral("h200-vm");
    m.captures = {
        fixtureCapture(QStringLiteral("lspci-tree"), QStringLiteral("lspci -tvnn"), QStringLiteral("lspci-tree"),
            QStringLiteral("lspci-tree/h200-vm-nn.txt")),
        fixtureCapture(QStringLiteral("lspci-verbose"), QStringLiteral("lspci -nnvvv"), QStringLiteral("lspci-verbose"), verboseFixture),
        fixtureCapture(QStringLiteral("sysfs-pci"), QStringLiteral("(plan: sysfs-pci)"), QStringLiteral("sysfs-pci"),
            QStringLiteral("sysfs-pci/h200-vm.txt")),
        fixtureCapture(QStringLiteral("numa"), QStringLiteral("numactl -H"), QStringLiteral("numactl"), QStringLiteral("numactl/h200-vm.txt")),
        fixtureCapture(QStringLiteral("cmdline"), QStringLiteral("cat /proc/cmdline"), QStringLiteral("proc-cmdline"),
            QStringLiteral("proc-cmdline/h200-vm.txt")),
        fixtureCapture(QStringLiteral("nvidia-topo"), QStringLiteral("nvidia-smi topo -m"), QStringLiteral("nvidia-smi-topo"),
            QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt")),
        fixtureCapture(QStringLiteral("nvidia-p2p-r"), QStringLiteral("nvidia-smi topo -p2p r"), QStringLiteral("nvidia-smi-p2p"),
            QStringLiteral("nvidia-smi-p2p/h200-vm-1gpu-r.txt")),
        fixtureCapture(QStringLiteral("nvidia-xml"), QStringLiteral("nvidia-smi -q -x"), QStringLiteral("nvidia-smi-xml"),
            QStringLiteral("nvidia-smi-xml/h200-vm.xml")),
        fixtureCapture(QStringLiteral("dmesg-pci"), QStringLiteral("dmesg"), {}, QStringLiteral("dmesg/h200-vm.txt")),
    };
    RawCapture iommu;
    iommu.id = QStringLiteral("iommu-groups");
    iommu.command = QStringLiteral("find /sys/kernel/iommu_groups/ -type l | sort -V");
    iommu.format = QStringLiteral("iommu-groups");
    m.captures.append(iommu);
    Snapshot s;
    s.machines = { m };
    return s;
}

Snapshot h200x4()
{
    auto r = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")));
    if (r.hasErrors() || r.value.machines.size() != 1)
        qFatal("the h200-x4 bundle does not load");
    return r.value;
}

Snapshot singleMachine(MachineRole role, const QList<RawCapture>& captures)
{
    MachineSnapshot m;
    m.role = role;
    m.label = QStringLiteral("test");
    m.captures = captures;
    Snapshot s;
    s.machines = { m };
    return s;
}

/// Every case the rules are checked against, by name. Those marked "constructed" change a real
/// capture in the one way no real capture we have shows; each says why.
Snapshot snapshotFor(const QString& name)
{
    if (name == u"demo")
        return demo();
    if (name == u"demo-guest-only") {
        Snapshot s = demo();
        s.machines.removeIf([](const MachineSnapshot& m) { return m.role == MachineRole::Host; });
        return s;
    }
    if (name == u"demo-host-iommu-off") {
        // Constructed: the seed host had its IOMMU on; this is the same host before
        // amd_iommu=on, with an empty /sys/kernel/iommu_groups.
        Snapshot s = demo();
        MachineSnapshot& host = machineOf(s, MachineRole::Host);
        captureOf(host, QStringLiteral("iommu-groups")).stdoutData.clear();
        replaceInCapture(host, QStringLiteral("cmdline"), " amd_iommu=on iommu=pt", "");
        host.captures.removeIf([](const RawCapture& c) { return c.id == u"dmesg-pci"; });
        // Without an IOMMU, neither lspci nor sysfs has groups to show.
        for (const char* id : { "lspci-verbose", "sysfs-pci" }) {
            RawCapture& c = captureOf(host, QString::fromLatin1(id));
            QList<QByteArray> kept;
            for (const QByteArray& line : c.stdoutData.split('\n')) {
                if (!line.contains("IOMMU group:") && !line.contains("/iommu_group:"))
                    kept.append(line);
            }
            c.stdoutData = kept.join('\n');
        }
        return s;
    }
    if (name == u"demo-bar-failure") {
        // Constructed from the seed story ("only 2 of the 8 GPUs were detected", "BAR2 is 0M",
        // fixed by pci=realloc): the guest before pci=realloc, with one GPU's 128G BAR left
        // unplaced. The Region line is lspci 3.9's exact wording (as in the synthetic fixture).
        Snapshot s = demo();
        MachineSnapshot& guest = machineOf(s, MachineRole::Guest);
        RawCapture& verbose = captureOf(guest, QStringLiteral("lspci-verbose"));
        const qsizetype block = verbose.stdoutData.indexOf("\n05:00.0 ");
        const qsizetype region = verbose.stdoutData.indexOf("Region 1: Memory at ", block);
        const qsizetype end = verbose.stdoutData.indexOf('\n', region);
        if (block < 0 || region < 0 || end < 0)
            qFatal("demo guest has no GPU 05:00.0 BAR 1");
        verbose.stdoutData.replace(region, end - region, "Region 1: Memory at <unassigned> (64-bit, prefetchable) [size=128G]");
        replaceInCapture(guest, QStringLiteral("cmdline"), " pci=realloc", "");
        RawCapture& dmesg = captureOf(guest, QStringLiteral("dmesg-pci"));
        dmesg.stdoutData = "[    0.000000] Command line: BOOT_IMAGE=/vmlinuz-6.8.0-55-generic root=LABEL=cloudimg-rootfs ro "
                           "console=tty1 console=ttyS0\n"
                           "[    0.412207] pci 0000:00:1c.0: BAR 15: no space for [mem size 0x2000000000 64bit pref]\n"
                           "[    0.412209] pci 0000:00:1c.0: BAR 15: failed to assign [mem size 0x2000000000 64bit pref]\n"
                           "[    0.412398] pci 0000:05:00.0: BAR 1: no space for [mem size 0x2000000000 64bit pref]\n"
                           "[    0.412401] pci 0000:05:00.0: BAR 1: failed to assign [mem size 0x2000000000 64bit pref]\n";
        return s;
    }
    if (name == u"demo-host-topo-edited") {
        // Constructed: no real capture pairs a PCI tree with an nvidia-smi matrix that
        // contradicts it; here the host's SYS cells are printed as NODE.
        Snapshot s = demo();
        RawCapture& topo = captureOf(machineOf(s, MachineRole::Host), QStringLiteral("nvidia-topo"));
        const qsizetype legend = topo.stdoutData.indexOf("Legend");
        QByteArray matrix = topo.stdoutData.left(legend);
        matrix.replace("SYS", "NODE");
        topo.stdoutData = matrix + topo.stdoutData.mid(legend);
        return s;
    }
    if (name == u"demo-host-without-nvidia-smi" || name == u"demo-host-without-nvidia-smi-with-qm-config") {
        // The common vfio host: its GPUs are bound to vfio-pci, so it has no nvidia-smi output
        // and nothing identifies its GPUs to the guest's, unless the VM's Proxmox configuration
        // and the PCI mapping it names were both collected: then qemu-server's fixed root-port
        // layout does. Without /etc/pve/mapping/pci.cfg, "mapping=pro6000" names no device.
        Snapshot s = demo();
        MachineSnapshot& host = machineOf(s, MachineRole::Host);
        const bool keepProxmox = name.endsWith(u"with-qm-config");
        host.captures.removeIf([&](const RawCapture& c) {
            return c.id.startsWith(u"nvidia-") || (!keepProxmox && c.id == u"pve-pci-mapping");
        });
        // And the guest was collected without root, so lspci shows no Device Serial Numbers.
        RawCapture& verbose = captureOf(machineOf(s, MachineRole::Guest), QStringLiteral("lspci-verbose"));
        QList<QByteArray> kept;
        for (const QByteArray& line : verbose.stdoutData.split('\n')) {
            if (!line.contains("Device Serial Number"))
                kept.append(line);
        }
        verbose.stdoutData = kept.join('\n');
        return s;
    }
    if (name == u"demo-guest-one-numa-node") {
        // Constructed: the seed guest had two NUMA nodes; this is it with the single-node
        // numactl of the real h200-vm guest, as a VM without `numa: 1` would show.
        Snapshot s = demo();
        captureOf(machineOf(s, MachineRole::Guest), QStringLiteral("numa")).stdoutData =
            TestUtil::readFixture(QStringLiteral("numactl/h200-vm.txt"));
        return s;
    }
    if (name == u"h200-vm")
        return h200Vm();
    if (name == u"h200-vm-dump-replay") // size-less "<unassigned>" upper halves of 64-bit BARs
        return h200Vm(QStringLiteral("lspci-verbose/h200-vm-dump-replay-nnvvv.txt"));
    if (name == u"h200-x4")
        return h200x4();
    if (name == u"h200-x4-copybench" || name == u"h200-x4-copybench-slow-pair") {
        // The real x4 guest with the real copybench run measured on it (12 NV18 pairs at
        // 387-389 GB/s); the slow variant is constructed: one pair's 64 MiB copy at what PCIe
        // would give, as a PCIe fallback of that pair would show.
        Snapshot s = h200x4();
        const bool slow = name.endsWith(u"slow-pair");
        const RawCapture run = slow ? TestUtil::copybenchX4Capture("d2d,1,2,67108864,172.560,388.902", "d2d,1,2,67108864,1240.000,54.120")
                                    : TestUtil::copybenchX4Capture();
        s.machines[0].captures.append(run);
        return s;
    }
    if (name == u"h200-x4-vgpu") {
        // Constructed: no vGPU guest was available; the real x4 report with vGPU's mode string.
        Snapshot s = h200x4();
        replaceInCapture(s.machines[0], QStringLiteral("nvidia-xml"), "<virtualization_mode>Pass-Through</virtualization_mode>",
            "<virtualization_mode>VGPU</virtualization_mode>");
        return s;
    }
    if (name == u"h200-x4-small-bar1") {
        // Constructed: every captured GPU has a large BAR1; this is the x4 report with Resizable
        // BAR off (256 MiB, what GPUs without it expose).
        Snapshot s = h200x4();
        replaceInCapture(s.machines[0], QStringLiteral("nvidia-xml"), "<bar1_memory_usage>\n\t\t\t<total>262144 MiB</total>",
            "<bar1_memory_usage>\n\t\t\t<total>256 MiB</total>");
        return s;
    }
    if (name == u"synthetic-switch")
        return singleMachine(MachineRole::BareMetal,
            { fixtureCapture(QStringLiteral("lspci-verbose"), QStringLiteral("lspci -nnvvv"), QStringLiteral("lspci-verbose"),
                QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt")) });
    if (name == u"gau-nernst-4gpu") {
        // Real public outputs of one machine; the p2p capture's command names the read matrix
        // (the author typed "rw", which nvidia-smi does not document).
        return singleMachine(MachineRole::BareMetal,
            { fixtureCapture(QStringLiteral("nvidia-topo"), QStringLiteral("nvidia-smi topo -m"), QStringLiteral("nvidia-smi-topo"),
                  QStringLiteral("nvidia-smi-topo/gau-nernst-4gpu-nv4-phb-no-affinity.txt")),
                fixtureCapture(QStringLiteral("nvidia-p2p-r"), QStringLiteral("nvidia-smi topo -p2p r"),
                    QStringLiteral("nvidia-smi-p2p"), QStringLiteral("nvidia-smi-p2p/gau-nernst-4gpu-rw-cns-ok.txt")) });
    }
    if (name.startsWith(u"corpus:")) {
        RawCapture c;
        c.id = QStringLiteral("iommu-groups");
        c.command = QStringLiteral("pasted");
        c.format = QStringLiteral("iommu-groups");
        c.stdoutData = TestUtil::readFile(TestUtil::corpusPath(name.mid(7)));
        return singleMachine(MachineRole::Host, { c });
    }
    qFatal("unknown case %s", qPrintable(name));
}

QList<Finding> findingsOf(const QString& ruleId, const QList<Finding>& all)
{
    QList<Finding> out;
    for (const Finding& f : all) {
        if (f.ruleId == ruleId)
            out.append(f);
    }
    return out;
}

const Finding* findingFor(const QList<Finding>& all, const QString& ruleId, MachineRole role)
{
    for (const Finding& f : all) {
        if (f.ruleId == ruleId && f.role == role)
            return &f;
    }
    return nullptr;
}

QByteArray describe(const QList<Finding>& findings)
{
    QString out;
    for (const Finding& f : findings)
        out += findingSeverityName(f.severity) + u' ' + machineRoleName(f.role) + u' ' + f.ruleId + u": " + f.title + u'\n';
    return out.toUtf8();
}

} // namespace

class TestFindings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ruleIdsAreUniqueAndStable()
    {
        const QStringList ids = findingRuleIds();
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
        for (const char* id : { "gpu-alone-on-root-complex", "guest-flattens-topology", "gpu-numa-node-unknown",
                 "guest-p2p-blocked-by-emulated-chipset", "bar-allocation-failed", "link-width-below-capability",
                 "link-speed-below-capability", "iommu-off", "iommu-group-shared", "nccl-p2p-level",
                 "class-disagrees-with-nvidia-smi", "gpu-mapping-assumed" })
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    }

    void ruleFiresOnItsCase_data()
    {
        QTest::addColumn<QString>("caseName");
        QTest::addColumn<QString>("ruleId");
        QTest::addColumn<QString>("role"); // the machine it must (or must not) be about; "" = any
        QTest::addColumn<bool>("fires");
        auto row = [](const char* caseName, const char* rule, const char* role, bool fires) {
            QTest::addRow("%s %s %s %s", rule, fires ? "fires on" : "silent on", caseName, role)
                << QString::fromLatin1(caseName) << QString::fromLatin1(rule) << QString::fromLatin1(role) << fires;
        };
        row("demo", "gpu-alone-on-root-complex", "host", true);
        row("h200-x4", "gpu-alone-on-root-complex", "", false);
        row("h200-vm", "gpu-alone-on-root-complex", "", false);

        row("demo", "guest-flattens-topology", "guest", true);
        row("demo-guest-only", "guest-flattens-topology", "guest", true);
        row("demo-guest-one-numa-node", "guest-flattens-topology", "guest", true);
        row("h200-x4", "guest-flattens-topology", "", false); // NVLink pairs
        row("h200-vm", "guest-flattens-topology", "", false);

        row("demo", "gpu-numa-node-unknown", "guest", true);
        row("h200-vm", "gpu-numa-node-unknown", "guest", true);
        row("demo", "gpu-numa-node-unknown", "host", false);
        row("h200-x4", "gpu-numa-node-unknown", "", false);

        row("demo", "guest-p2p-blocked-by-emulated-chipset", "guest", true);
        row("demo", "guest-p2p-blocked-by-emulated-chipset", "host", false);
        row("h200-x4", "guest-p2p-blocked-by-emulated-chipset", "", false); // NV18, P2P OK
        row("h200-vm", "guest-p2p-blocked-by-emulated-chipset", "", false);

        row("gau-nernst-4gpu", "pcie-p2p-not-supported", "bare-metal", true);
        row("demo", "pcie-p2p-not-supported", "", false);
        row("h200-x4", "pcie-p2p-not-supported", "", false);

        row("demo-bar-failure", "bar-allocation-failed", "guest", true);
        row("synthetic-switch", "bar-allocation-failed", "bare-metal", true);
        row("demo", "bar-allocation-failed", "", false);
        row("h200-vm", "bar-allocation-failed", "", false);
        row("h200-vm-dump-replay", "bar-allocation-failed", "", false);
        row("h200-x4", "bar-allocation-failed", "", false);

        row("synthetic-switch", "link-width-below-capability", "bare-metal", true);
        row("demo", "link-width-below-capability", "", false);
        row("h200-x4", "link-width-below-capability", "", false);
        row("demo", "link-speed-below-capability", "guest", true); // idle Gen1, with the caveat
        row("demo", "link-speed-below-capability", "host", false);
        row("demo", "guest-root-port-link-understated", "guest", true);
        row("h200-vm", "guest-root-port-link-understated", "", false);

        row("demo-host-iommu-off", "iommu-off", "host", true);
        row("demo", "iommu-off", "", false);
        row("h200-vm", "iommu-off", "", false); // a guest needs no IOMMU
        row("h200-x4", "iommu-off", "", false);

        row("corpus:iommu_groups/bryansteiner-intel-nvidia-amd-shared-group-elided.txt", "iommu-group-shared", "host", true);
        row("corpus:iommu_groups/dragoonaethis-skylake-gtx1070.txt", "iommu-group-shared", "", false);
        row("demo", "iommu-group-shared", "", false);

        row("demo", "nccl-p2p-level", "host", true);
        row("demo", "nccl-p2p-level", "guest", false); // P2P refused there: the P2P finding says why
        row("h200-x4", "nccl-p2p-level", "", false);    // NVLink
        row("gau-nernst-4gpu", "nccl-p2p-level", "", false);

        row("demo", "amd-multi-socket-nccl", "host", true);
        row("h200-x4", "amd-multi-socket-nccl", "", false);

        row("demo-host-topo-edited", "class-disagrees-with-nvidia-smi", "host", true);
        row("demo", "class-disagrees-with-nvidia-smi", "", false);
        row("h200-x4", "class-disagrees-with-nvidia-smi", "", false);

        row("demo-host-without-nvidia-smi", "gpu-mapping-assumed", "guest", true);
        row("demo-host-without-nvidia-smi-with-qm-config", "gpu-mapping-assumed", "", false);
        row("demo", "gpu-mapping-assumed", "", false);

        row("h200-x4-vgpu", "vgpu-no-pcie-p2p", "bare-metal", true);
        row("h200-x4", "vgpu-no-pcie-p2p", "", false);
        row("h200-x4-small-bar1", "small-bar1", "bare-metal", true);
        row("h200-x4", "small-bar1", "", false);
        row("demo", "small-bar1", "", false);
        row("synthetic-switch", "acs-redirect-on-switch", "bare-metal", true);
        row("h200-x4-copybench-slow-pair", "uneven-measured-bandwidth", "bare-metal", true);
        row("h200-x4-copybench", "uneven-measured-bandwidth", "", false);
        row("demo", "acs-redirect-on-switch", "", false);
    }
    void ruleFiresOnItsCase()
    {
        QFETCH(QString, caseName);
        QFETCH(QString, ruleId);
        QFETCH(QString, role);
        QFETCH(bool, fires);
        if (caseName.startsWith(u"corpus:") && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus is not beside the checkout");
        QVERIFY(findingRuleIds().contains(ruleId));
        const QList<Finding> all = diagnose(snapshotFor(caseName));
        QList<Finding> matching;
        for (const Finding& f : findingsOf(ruleId, all)) {
            if (role.isEmpty() || machineRoleName(f.role) == role)
                matching.append(f);
        }
        QVERIFY2(matching.isEmpty() != fires, describe(all).constData());
        for (const Finding& f : matching) {
            QVERIFY(!f.title.isEmpty());
            QVERIFY(!f.explanation.isEmpty());
            QVERIFY(!f.advice.isEmpty());
            QVERIFY2(!f.evidence.isEmpty(), qPrintable(f.ruleId));
        }
    }

    void evidencePointsAtRawLines_data()
    {
        QTest::addColumn<QString>("caseName");
        for (const char* name : { "demo", "demo-bar-failure", "demo-host-iommu-off", "demo-host-topo-edited",
                 "demo-host-without-nvidia-smi", "h200-vm", "h200-x4", "h200-x4-vgpu", "h200-x4-small-bar1",
                 "synthetic-switch", "gau-nernst-4gpu" })
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void evidencePointsAtRawLines()
    {
        QFETCH(QString, caseName);
        const Snapshot snapshot = snapshotFor(caseName);
        const QList<Finding> all = diagnose(snapshot);
        for (const Finding& f : all) {
            QVERIFY(f.machineIndex >= 0 && f.machineIndex < snapshot.machines.size());
            QCOMPARE(snapshot.machines[f.machineIndex].role, f.role);
            for (const FindingEvidence& e : f.evidence) {
                QVERIFY(e.machineIndex >= 0 && e.machineIndex < snapshot.machines.size());
                const RawCapture* capture = snapshot.machines[e.machineIndex].capture(e.captureId);
                QVERIFY2(capture, qPrintable(e.captureId));
                if (e.line == 0)
                    continue;
                bool found = false;
                for (const Text::Line& line : Text::splitLines(capture->stdoutData)) {
                    if (line.number == e.line) {
                        QCOMPARE(e.text, Text::cleanText(QByteArrayView(Text::stripAnsi(line.text))));
                        found = true;
                    }
                }
                QVERIFY2(found, qPrintable(f.ruleId + u' ' + e.captureId + u':' + QString::number(e.line)));
            }
        }
    }

    void sortedMostSevereFirstAndDeterministic()
    {
        const Snapshot snapshot = demo();
        const QList<Finding> first = diagnose(snapshot);
        QVERIFY(first.size() >= 6);
        for (int i = 1; i < first.size(); ++i)
            QVERIFY(first[i - 1].severity >= first[i].severity);
        QCOMPARE(first.first().severity, FindingSeverity::Problem);
        QList<Machine> machines;
        for (const MachineSnapshot& m : snapshot.machines)
            machines.append(buildMachine(m));
        const QList<Finding> second = diagnose(snapshot, machines);
        QCOMPARE(second.size(), first.size());
        for (int i = 0; i < first.size(); ++i) {
            QCOMPARE(second[i].ruleId, first[i].ruleId);
            QCOMPARE(second[i].machineIndex, first[i].machineIndex);
            QCOMPARE(second[i].gpus, first[i].gpus);
            QCOMPARE(second[i].evidence, first[i].evidence);
        }
    }

    void demoSeedStoryIsExplained()
    {
        const QList<Finding> all = diagnose(demo());
        const Finding* alone = findingFor(all, QStringLiteral("gpu-alone-on-root-complex"), MachineRole::Host);
        QVERIFY(alone);
        QCOMPARE(alone->gpus, (QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 }));
        QVERIFY(alone->devices.contains(QStringLiteral("0000:f1:00.0")));
        QVERIFY(alone->explanation.contains(u"ACS"));
        bool treeLine = false;
        bool iommuLine = false;
        for (const FindingEvidence& e : alone->evidence) {
            treeLine = treeLine || (e.captureId == u"lspci-tree" && e.text.contains(u"01.1-[01]----00.0"));
            iommuLine = iommuLine || (e.captureId == u"iommu-groups" && e.text.endsWith(u"/42/devices/0000:01:00.0"));
        }
        QVERIFY(treeLine);
        QVERIFY(iommuLine);

        const Finding* p2p = findingFor(all, QStringLiteral("guest-p2p-blocked-by-emulated-chipset"), MachineRole::Guest);
        QVERIFY(p2p);
        QCOMPARE(p2p->severity, FindingSeverity::Problem);
        QCOMPARE(p2p->gpus.size(), 8);
        QVERIFY(p2p->advice.contains(u"x-nv-gpudirect-clique"));
        QVERIFY(p2p->advice.contains(u"hang"));
        QVERIFY(p2p->explanation.contains(u"8086:29c0"));
        QVERIFY(p2p->explanation.contains(u"On the host, nvidia-smi reports P2P as OK"));
        QCOMPARE(p2p->evidence.first().captureId, QStringLiteral("nvidia-p2p-r"));
        QVERIFY(p2p->evidence.first().text.startsWith(u"GPU0 X NS"));

        const Finding* flat = findingFor(all, QStringLiteral("guest-flattens-topology"), MachineRole::Guest);
        QVERIFY(flat);
        QVERIFY(flat->explanation.contains(u"SYS"));
        bool hostRow = false;
        for (const FindingEvidence& e : flat->evidence)
            hostRow = hostRow || (e.role == MachineRole::Host && e.captureId == u"nvidia-topo");
        QVERIFY(hostRow);

        const Finding* numa = findingFor(all, QStringLiteral("gpu-numa-node-unknown"), MachineRole::Guest);
        QVERIFY(numa);
        QCOMPARE(numa->severity, FindingSeverity::Warning); // the guest has two NUMA nodes
        QVERIFY(numa->explanation.contains(u"NUMA node(s) 0, 1"));

        const Finding* speed = findingFor(all, QStringLiteral("link-speed-below-capability"), MachineRole::Guest);
        QVERIFY(speed);
        QCOMPARE(speed->severity, FindingSeverity::Info);
        QVERIFY(speed->explanation.contains(u"idle"));

        const Finding* nccl = findingFor(all, QStringLiteral("nccl-p2p-level"), MachineRole::Host);
        QVERIFY(nccl);
        QVERIFY(nccl->advice.contains(u"NCCL_P2P_LEVEL=SYS"));
    }

    void constructedCasesSayWhatMatters()
    {
        const QList<Finding> bar = diagnose(snapshotFor(QStringLiteral("demo-bar-failure")));
        const Finding* f = findingFor(bar, QStringLiteral("bar-allocation-failed"), MachineRole::Guest);
        QVERIFY(f);
        QCOMPARE(f->severity, FindingSeverity::Problem);
        QCOMPARE(f->gpus, QList<int> { 4 });
        QVERIFY(f->advice.contains(u"pci=realloc"));
        QVERIFY(f->advice.contains(u"X-PciMmio64Mb"));
        int kernelLines = 0;
        for (const FindingEvidence& e : f->evidence)
            kernelLines += e.captureId == u"dmesg-pci";
        QCOMPARE(kernelLines, 4);

        const QList<Finding> x4 = diagnose(snapshotFor(QStringLiteral("h200-x4")));
        for (const Finding& finding : x4)
            QVERIFY2(finding.severity != FindingSeverity::Problem, describe(x4).constData());

        const QList<Finding> gau = diagnose(snapshotFor(QStringLiteral("gau-nernst-4gpu")));
        const Finding* refused = findingFor(gau, QStringLiteral("pcie-p2p-not-supported"), MachineRole::BareMetal);
        QVERIFY(refused);
        QCOMPARE(refused->gpus, (QList<int> { 0, 1, 2, 3 }));
        QVERIFY(refused->title.contains(u'4')); // the four PHB pairs, not the NV4 ones
        QVERIFY(refused->explanation.contains(u"CNS"));

        const QList<Finding> mapping = diagnose(snapshotFor(QStringLiteral("demo-host-without-nvidia-smi")));
        const Finding* assumed = findingFor(mapping, QStringLiteral("gpu-mapping-assumed"), MachineRole::Guest);
        QVERIFY(assumed);
        QVERIFY(assumed->advice.contains(u"--sudo"));
        bool mappingLine = false;
        for (const FindingEvidence& e : assumed->evidence)
            mappingLine = mappingLine || (e.captureId == u"qm-config" && e.text.contains(u"mapping=pro6000"));
        QVERIFY(mappingLine);
    }

    void emptySnapshotHasNoFindings()
    {
        QVERIFY(diagnose(Snapshot {}).isEmpty());
        QVERIFY(diagnose(singleMachine(MachineRole::BareMetal, {})).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFindings)
#include "tst_findings.moc"
