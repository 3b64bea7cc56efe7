// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The snapshots the findings rules are checked against (tst_findings, tst_findingstable), by
// name, and the table of cases where each rule must fire or stay silent. Real captures where
// we have them; those marked "constructed" change a real capture in the one way no real
// capture we have shows, and each says why.

#include "testutil.h"

#include "analyze/findings.h"
#include "io/snapshotfile.h"

#include <QList>
#include <QString>

namespace FindingCases {

using namespace Topo;

/// A capture of the plan's command `id` that printed `output`, read as `id`'s format.
inline RawCapture planCapture(const QString& id, QByteArray output)
{
    RawCapture c;
    c.id = id;
    c.command = QStringLiteral("(plan: %1)").arg(id);
    c.format = id;
    c.stdoutData = std::move(output);
    return c;
}

inline RawCapture fixtureCapture(const QString& id, const QString& command, const QString& format, const QString& fixture)
{
    RawCapture c;
    c.id = id;
    c.command = command;
    c.format = format;
    c.stdoutData = TestUtil::readFixture(fixture);
    return c;
}

inline Snapshot demo()
{
    auto r = openSnapshot(QString::fromLatin1(demoSnapshotName));
    if (r.hasErrors() || r.value.machines.size() != 2)
        qFatal("the demo snapshot does not open");
    return r.value;
}

inline MachineSnapshot& machineOf(Snapshot& s, MachineRole role)
{
    for (MachineSnapshot& m : s.machines) {
        if (m.role == role)
            return m;
    }
    qFatal("no such machine");
}

inline RawCapture& captureOf(MachineSnapshot& m, const QString& id)
{
    for (RawCapture& c : m.captures) {
        if (c.id == id)
            return c;
    }
    qFatal("no capture %s", qPrintable(id));
}

inline void replaceInCapture(MachineSnapshot& m, const QString& id, const QByteArray& before, const QByteArray& after)
{
    RawCapture& c = captureOf(m, id);
    if (!c.stdoutData.contains(before))
        qFatal("capture %s has no '%s'", qPrintable(id), before.constData());
    c.stdoutData.replace(before, after);
}

// The real single-H200 Firecracker guest (tests/fixtures/SOURCES.md, "h200-vm"). Its IOMMU listing
// was empty (no IOMMU in the guest), which is what the empty capture stands for.
inline Snapshot h200Vm(const QString& verboseFixture = QStringLiteral("lspci-verbose/h200-vm-nnvvv.txt"))
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

inline Snapshot h200x4()
{
    auto r = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/h200-x4.bundle")));
    if (r.hasErrors() || r.value.machines.size() != 1)
        qFatal("the h200-x4 bundle does not load");
    return r.value;
}

inline Snapshot singleMachine(MachineRole role, const QList<RawCapture>& captures)
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
inline Snapshot snapshotFor(const QString& name)
{
    if (name == u"demo")
        return demo();
    if (name.startsWith(u"amd-demo")) {
        // The AMD Instinct demo (synthetic, docs/demo-amd.md): MI300X host with a hive split
        // between the host and VM 128, whose guest sees PCIE between its four GPUs.
        auto r = openSnapshot(QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/demo/amd-mi300x-snapshot.json"));
        if (r.hasErrors() || r.value.machines.size() != 2)
            qFatal("the AMD demo snapshot does not open");
        Snapshot s = r.value;
        if (name == u"amd-demo-guest-only")
            s.machines.removeIf([](const MachineSnapshot& m) { return m.role == MachineRole::Host; });
        if (name == u"amd-demo-guest-access-disabled") {
            // Constructed: the demo's guest has no amd-smi; this is the ACCESS table amd-smi 26.x
            // prints (layout of tests/fixtures/amd-smi-topology/rocm-issue6074-…) for its four
            // GPUs with peer access off, the state the guest P2P rule is about.
            QByteArray table = "ACCESS TABLE:\n             0000:01:00.0 0000:02:00.0 0000:03:00.0 0000:04:00.0\n";
            for (int row = 1; row <= 4; ++row) {
                table += "0000:0" + QByteArray::number(row) + ":00.0";
                for (int column = 1; column <= 4; ++column)
                    table += row == column ? " ENABLED     " : " DISABLED    ";
                table += '\n';
            }
            RawCapture c;
            c.id = QStringLiteral("amd-smi-topology");
            c.command = QStringLiteral("amd-smi topology");
            c.format = QStringLiteral("amd-smi-topology");
            c.stdoutData = table;
            machineOf(s, MachineRole::Guest).captures.append(c);
        }
        return s;
    }
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
    if (name == u"demo-io-window-failures") {
        // Constructed in the kernel's own wording (drivers/pci/setup-res.c and setup-bus.c, old
        // "BAR 13: …" and 6.x "bridge window …" forms): a q35 guest with more root ports than
        // the 64 KiB of I/O port space has room for. Nearly every multi-root-port VM prints these
        // at boot; nothing uses port I/O on these bridges, so they are no placement problem.
        Snapshot s = demo();
        MachineSnapshot& guest = machineOf(s, MachineRole::Guest);
        RawCapture& dmesg = captureOf(guest, QStringLiteral("dmesg-pci"));
        dmesg.stdoutData = "[    0.398121] pci 0000:00:10.0: BAR 13: no space for [io  size 0x1000]\n"
                           "[    0.398124] pci 0000:00:10.0: BAR 13: failed to assign [io  size 0x1000]\n"
                           "[    0.398130] pci 0000:00:1c.3: bridge window [io  size 0x1000]: can't assign; no space\n"
                           "[    0.398133] pci 0000:00:1c.3: bridge window [io  size 0x1000]: failed to assign\n";
        return s;
    }
    if (name == u"lab-bar-too-large-dmesg" || name == u"lab-expanders-switch-dmesg") {
        // Real kernel logs of two QEMU lab guests (tests/lab/topologies.json, the same names;
        // tests/fixtures/SOURCES.md): one whose 64 GiB BAR does not fit its 36 address bits, and
        // one healthy guest with expanders and a switch that prints only I/O window failures.
        const QString fixture = name == u"lab-bar-too-large-dmesg" ? QStringLiteral("dmesg/lab-bar-too-large.txt")
                                                                   : QStringLiteral("dmesg/lab-expanders-switch.txt");
        return singleMachine(MachineRole::Guest,
            { fixtureCapture(QStringLiteral("dmesg-pci"), QStringLiteral("(plan: dmesg-pci)"), {}, fixture) });
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
    if (name == u"pcicrawler-rootport-aer" || name == u"kernel-abi-aer")
        return singleMachine(MachineRole::BareMetal,
            { fixtureCapture(QStringLiteral("sysfs-pci"), QStringLiteral("(plan: sysfs-pci)"), QStringLiteral("sysfs-pci"),
                name == u"kernel-abi-aer" ? QStringLiteral("sysfs-pci/aer-kernel-abi-sample.txt")
                                          : QStringLiteral("sysfs-pci/aer-pcicrawler-centos8-rootport.txt")) });
    if (name == u"kernel-abi-aer-surprise-down") {
        // Constructed: the kernel's sample with one Surprise Down (a link that went down under
        // the port), as no public capture of the files shows an uncorrectable error.
        Snapshot s = snapshotFor(QStringLiteral("kernel-abi-aer"));
        replaceInCapture(s.machines[0], QStringLiteral("sysfs-pci"), "Surprise Down Error 0", "Surprise Down Error 1");
        replaceInCapture(s.machines[0], QStringLiteral("sysfs-pci"), "TOTAL_ERR_FATAL 0", "TOTAL_ERR_FATAL 1");
        return s;
    }
    if (name.startsWith(u"nvidia-smi-topo/")) {
        // One real nvidia-smi topo -m (tests/fixtures/nvidia-smi-topo/), alone, as a paste of it is read.
        return singleMachine(MachineRole::BareMetal,
            { fixtureCapture(QStringLiteral("nvidia-topo"), QStringLiteral("nvidia-smi topo -m"), QStringLiteral("nvidia-smi-topo"),
                name + QStringLiteral(".txt")) });
    }
    if (name.startsWith(u"dmesg-pcie/")) {
        // One real kernel log (tests/fixtures/dmesg-pcie/), alone, as a paste of it is read.
        return singleMachine(MachineRole::BareMetal,
            { fixtureCapture(QStringLiteral("dmesg-pcie"), QStringLiteral("dmesg"), QStringLiteral("dmesg-pcie"),
                name + QStringLiteral(".txt")) });
    }
    if (name == u"demo-gpu0-fell-off-after-link-errors") {
        // Constructed: the demo host's kernel log with the real replay-timer and Bad TLP reports
        // of pop-os/pop#3363's GPU root port moved to GPU0's root port 0000:00:01.1, then the real
        // Xid 79 of open-gpu-kernel-modules#1010 for GPU0, as no public log shows both on a host
        // whose tree we also have.
        Snapshot s = snapshotFor(QStringLiteral("demo"));
        QByteArray log = TestUtil::readFixture(QStringLiteral("dmesg-pcie/syslog-gpu-root-port-data-link.txt"));
        log.replace("0000:00:03.1", "0000:00:01.1").replace("0000:00:00.0", "0000:01:00.0");
        log += TestUtil::readFixture(QStringLiteral("dmesg-pcie/nvidia-xid79-fallen-off-bus.txt"));
        machineOf(s, MachineRole::Host).captures.append(planCapture(QStringLiteral("dmesg-pcie"), log));
        return s;
    }
    if (name == u"lab-aer-watch") {
        // Real: the lab's watch of a guest whose root port met an injected completion timeout
        // (tests/fixtures/SOURCES.md, captures/lab-aer-watch.json).
        auto r = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/lab-aer-watch.json")));
        if (r.hasErrors())
            qFatal("captures/lab-aer-watch.json did not read");
        return r.value;
    }
    if (name.startsWith(u"watch-h200-x4") && !name.contains(u"-replays")) {
        // Constructed: a watch of the real 4x H200 guest, two samples of its own sysfs-pci
        // capture with the real pcicrawler root port's AER counters beside it. The second sample,
        // under load, has GPU0's link at 16 GT/s x8 and the port at 120 Bad TLPs (from 3): no
        // public watch of a failing link exists. "watch-h200-x4-steady" repeats the first sample.
        Snapshot s = snapshotFor(QStringLiteral("h200-x4"));
        const QByteArray sysfs = captureOf(s.machines[0], QStringLiteral("sysfs-pci")).stdoutData
            + TestUtil::readFixture(QStringLiteral("sysfs-pci/aer-pcicrawler-centos8-rootport.txt"));
        const auto sampleOf = [](QByteArray data, int seconds, bool underLoad) {
            return WatchSample { QDateTime::fromSecsSinceEpoch(1796560000 + seconds, Qt::UTC), underLoad,
                { planCapture(QStringLiteral("sysfs-pci"), std::move(data)) } };
        };
        QByteArray degraded = sysfs;
        for (const auto& [from, to] : { std::pair<QByteArray, QByteArray> { "0000:00:06.0/current_link_width:16", "0000:00:06.0/current_link_width:8" },
                 { "0000:00:06.0/current_link_speed:32.0 GT/s PCIe", "0000:00:06.0/current_link_speed:16.0 GT/s PCIe" },
                 { "BadTLP 3", "BadTLP 120" }, { "TOTAL_ERR_COR 3", "TOTAL_ERR_COR 120" } }) {
            if (!degraded.contains(from))
                qFatal("the watch case's capture lacks %s", from.constData());
            degraded.replace(from, to);
        }
        const bool steady = name.endsWith(u"-steady");
        s.machines[0].samples = { sampleOf(sysfs, 0, false), sampleOf(steady ? sysfs : degraded, 5, true) };
        return s;
    }
    if (name.startsWith(u"watch-h200-x4-replays")) {
        // Constructed: the real 4x H200 guest watched with GPU counters, both readings the real
        // H100 VM's (its one GPU is at 00:06.0, the H200 guest's GPU0), the second, under load,
        // with the replay counter edited to 4711: no public watch of a replaying GPU exists.
        // "-steady" reads the same twice.
        Snapshot s = snapshotFor(QStringLiteral("h200-x4"));
        const QByteArray reading = TestUtil::readFixture(QStringLiteral("nvidia-smi-xml/h100-vm-gpu-replays.xml"));
        QByteArray replaying = reading;
        if (!replaying.contains("<replay_counter>0</replay_counter>"))
            qFatal("the GPU counters fixture has no replay counter of 0");
        replaying.replace("<replay_counter>0</replay_counter>", "<replay_counter>4711</replay_counter>");
        const auto sampleOf = [](QByteArray data, int seconds, bool underLoad) {
            RawCapture c = planCapture(QStringLiteral("gpu-replays"), std::move(data));
            c.format = QStringLiteral("nvidia-smi-xml");
            return WatchSample { QDateTime::fromSecsSinceEpoch(1796560000 + seconds, Qt::UTC), underLoad, { c } };
        };
        const bool steady = name.endsWith(u"-steady");
        s.machines[0].samples = { sampleOf(reading, 0, false), sampleOf(steady ? reading : replaying, 60, true) };
        return s;
    }
    if (name == u"synthetic-switch-vm-flat" || name == u"synthetic-switch-vm-flat-nic-kept") {
        // Constructed (tests/fixtures/SOURCES.md, captures/synthetic-switch-vm-flat.json): the
        // synthetic switch as a host whose H100 (18:00.0) and ConnectX-7 (19:00.0) sit under one
        // switch, passed by a running VM's command line to a q35 guest at 00:10.0 and 00:11.0 of
        // its root bus: PHB there. "-nic-kept" passes the GPU alone.
        auto r = loadSnapshotFile(TestUtil::fixturePath(QStringLiteral("captures/synthetic-switch-vm-flat.json")));
        if (r.hasErrors())
            qFatal("captures/synthetic-switch-vm-flat.json did not read");
        if (name.endsWith(u"-nic-kept"))
            replaceInCapture(machineOf(r.value, MachineRole::Host), QStringLiteral("qemu-processes"),
                "-device\nvfio-pci,host=0000:19:00.0,id=nic0,bus=pcie.0,addr=0x11\n", {});
        return r.value;
    }
    if (name.startsWith(u"synthetic-switch-nic-ats-")) {
        // Constructed: the synthetic switch as a virtualization host whose ConnectX-7 is bound to
        // vfio-pci, with an ATS capability (lspci's lines, Enable- or Enable+) its block lacks.
        QByteArray verbose = TestUtil::readFixture(QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"));
        const QByteArray nicModules = "\tKernel modules: mlx5_core";
        if (!verbose.contains(nicModules))
            qFatal("the synthetic switch's ConnectX-7 has no Kernel modules line");
        const QByteArray ats = name.endsWith(u"-off") ? "Enable-" : "Enable+";
        const QByteArray lines = "\tCapabilities: [480 v1] Address Translation Service (ATS)\n\t\tATSCap:\tInvalidate Queue Depth: 00\n"
                                 "\t\tATSCtl:\t" + ats + ", Smallest Translation Unit: 00\n\tKernel driver in use: vfio-pci\n" + nicModules;
        verbose.replace(nicModules, lines);
        RawCapture c = fixtureCapture(QStringLiteral("lspci-verbose"), QStringLiteral("lspci -nnvvv"), QStringLiteral("lspci-verbose"),
            QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"));
        c.stdoutData = verbose;
        return singleMachine(MachineRole::Host, { c });
    }
    if (name == u"synthetic-switch-nic-acs") {
        // Constructed: the synthetic switch with ACS redirection on at the ConnectX-7's port
        // too (its ACSCtl line set as the GPU's port has it), so GPUDirect RDMA is redirected.
        QByteArray verbose = TestUtil::readFixture(QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"));
        const QByteArray off = "ACSCtl:\tSrcValid- TransBlk- ReqRedir- CmpltRedir- UpstreamFwd- EgressCtrl- DirectTrans-";
        if (!verbose.contains(off))
            qFatal("the synthetic switch has no port with ACS off");
        verbose.replace(off, "ACSCtl:\tSrcValid+ TransBlk- ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-");
        RawCapture c = fixtureCapture(QStringLiteral("lspci-verbose"), QStringLiteral("lspci -nnvvv"), QStringLiteral("lspci-verbose"),
            QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"));
        c.stdoutData = verbose;
        return singleMachine(MachineRole::BareMetal, { c });
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
    if (name == u"synthetic-switch-shared-group") {
        // Constructed: the switch without ACS isolation between its ports, so the NIC on the
        // GPU's neighbour port lands in the GPU's IOMMU group (the real shared groups we have
        // are IOMMU listings of the shared corpus), with the listing sysfs would show for it.
        QByteArray verbose = TestUtil::readFixture(QStringLiteral("lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"));
        if (!verbose.contains("\tIOMMU group: 17\n"))
            qFatal("the synthetic switch fixture has no IOMMU group 17");
        verbose.replace("\tIOMMU group: 17\n", "\tIOMMU group: 16\n");
        QByteArray listing;
        QByteArray device;
        for (const QByteArray& line : verbose.split('\n')) {
            if (!line.isEmpty() && line[0] != '\t' && line[0] != ' ')
                device = line.left(line.indexOf(' '));
            else if (line.startsWith("\tIOMMU group: "))
                listing += "/sys/kernel/iommu_groups/" + line.mid(15) + "/devices/" + device + '\n';
        }
        RawCapture lspci;
        lspci.id = QStringLiteral("lspci-verbose");
        lspci.command = QStringLiteral("lspci -nnvvv");
        lspci.format = QStringLiteral("lspci-verbose");
        lspci.stdoutData = verbose;
        RawCapture iommu;
        iommu.id = QStringLiteral("iommu-groups");
        iommu.command = QStringLiteral("find /sys/kernel/iommu_groups/ -type l | sort -V");
        iommu.format = QStringLiteral("iommu-groups");
        iommu.stdoutData = listing;
        return singleMachine(MachineRole::BareMetal, { lspci, iommu });
    }
    if (name.startsWith(u"corpus:")) {
        RawCapture c;
        c.id = QStringLiteral("iommu-groups");
        c.command = QStringLiteral("pasted");
        c.format = QStringLiteral("iommu-groups");
        c.stdoutData = TestUtil::readFile(TestUtil::corpusPath(name.mid(7)));
        return singleMachine(MachineRole::Host, { c });
    }
    if (name == u"demo-with-qemu-processes" || name == u"demo-vm-config-missing-host-device"
        || name == u"demo-host-without-nvidia-smi-with-qemu-processes") {
        // Constructed: the demo host was reconstructed without its VM's command line. This is
        // the one qemu-server gives VM 128's configuration (hostpci0-7, mapping pro6000 as
        // tst_qemulayout resolves it), reduced to its PCI devices, as the qemu-processes capture
        // shows a running VM. The "missing" variant passes 0000:c1:00.0, which the host lacks.
        const bool vfioHost = name.startsWith(u"demo-host-without-nvidia-smi");
        Snapshot s = snapshotFor(vfioHost ? QStringLiteral("demo-host-without-nvidia-smi") : QStringLiteral("demo"));
        QByteArray hostpci7 = "0000:f1:00.0";
        if (name == u"demo-vm-config-missing-host-device")
            hostpci7 = "0000:c1:00.0";
        RawCapture c;
        c.id = QStringLiteral("qemu-processes");
        c.command = QStringLiteral("(plan: qemu-processes)");
        c.format = QStringLiteral("qemu-cmdline");
        c.stdoutData = "==> /proc/2718/cmdline <==\n/usr/bin/kvm\n-id\n128\n-name\nllm-one,debug-threads=on\n-no-shutdown\n"
                       "-smp\n60,sockets=2,cores=30,maxcpus=60\n-nodefaults\n-m\n460800\n"
                       "-readconfig\n/usr/share/qemu-server/pve-q35-4.0.cfg\n";
        const char* hosts[] = { "0000:01:00.0", "0000:11:00.0", "0000:61:00.0", "0000:71:00.0", "0000:81:00.0", "0000:91:00.0",
            "0000:e1:00.0", hostpci7.constData() };
        for (int n = 0; n < 8; ++n) {
            if (n >= 4)
                c.stdoutData += "-device\npcie-root-port,id=ich9-pcie-port-" + QByteArray::number(n + 1) + ",addr=10." + QByteArray::number(n - 4)
                    + ",x-speed=16,x-width=32,multifunction=on,bus=pcie.0,port=" + QByteArray::number(n + 1) + ",chassis=" + QByteArray::number(n + 1) + '\n';
            c.stdoutData += "-device\nvfio-pci,host=" + QByteArray(hosts[n]) + ",id=hostpci" + QByteArray::number(n) + ",bus=ich9-pcie-port-"
                + QByteArray::number(n + 1) + ",addr=0x0\n";
        }
        c.stdoutData += "-machine\ntype=q35+pve0\n\n";
        machineOf(s, MachineRole::Host).captures.append(c);
        return s;
    }
    qFatal("unknown case %s", qPrintable(name));
}

inline QByteArray describe(const QList<Finding>& findings)
{
    QString out;
    for (const Finding& f : findings)
        out += findingSeverityName(f.severity) + u' ' + machineRoleName(f.role) + u' ' + f.ruleId + u": " + f.title + u'\n';
    return out.toUtf8();
}


enum Outcome { Silent, Fires };

/// One case of one rule: on snapshot `caseName` the rule fires (or stays silent) for the
/// machine of `role` ("" = any machine).
struct RuleCase
{
    const char* caseName;
    const char* ruleId;
    const char* role;
    Outcome outcome;
};

/// Every rule of the table needs a row here where it fires and one where it stays silent
/// (tst_findingstable checks both, and runs them).
inline const QList<RuleCase>& ruleCases()
{
    static const QList<RuleCase> cases = {
        { "demo", "gpu-alone-on-root-complex", "host", Fires },
        { "h200-x4", "gpu-alone-on-root-complex", "", Silent },
        { "h200-vm", "gpu-alone-on-root-complex", "", Silent },

        { "demo", "guest-flattens-topology", "guest", Fires },
        { "demo-guest-only", "guest-flattens-topology", "guest", Fires },
        { "demo-guest-one-numa-node", "guest-flattens-topology", "guest", Fires },
        { "h200-x4", "guest-flattens-topology", "", Silent }, // NVLink pairs
        { "h200-vm", "guest-flattens-topology", "", Silent },

        { "amd-demo", "xgmi-not-visible-in-guest", "guest", Fires },
        { "amd-demo-guest-only", "xgmi-not-visible-in-guest", "", Silent }, // no host to say what was lost
        { "demo", "xgmi-not-visible-in-guest", "", Silent },
        { "amd-demo", "gpu-alone-on-root-complex", "host", Fires },
        { "amd-demo", "guest-flattens-topology", "guest", Fires },
        { "amd-demo-guest-access-disabled", "guest-p2p-blocked-by-emulated-chipset", "guest", Fires },
        { "amd-demo", "guest-p2p-blocked-by-emulated-chipset", "", Silent },

        { "demo", "gpu-numa-node-unknown", "guest", Fires },
        { "h200-vm", "gpu-numa-node-unknown", "guest", Fires },
        { "demo", "gpu-numa-node-unknown", "host", Silent },
        { "h200-x4", "gpu-numa-node-unknown", "", Silent },

        { "demo", "guest-p2p-blocked-by-emulated-chipset", "guest", Fires },
        { "demo", "guest-p2p-blocked-by-emulated-chipset", "host", Silent },
        { "h200-x4", "guest-p2p-blocked-by-emulated-chipset", "", Silent }, // NV18, P2P OK
        { "h200-vm", "guest-p2p-blocked-by-emulated-chipset", "", Silent },

        { "gau-nernst-4gpu", "pcie-p2p-not-supported", "bare-metal", Fires },
        { "demo", "pcie-p2p-not-supported", "", Silent },
        { "h200-x4", "pcie-p2p-not-supported", "", Silent },

        { "demo-bar-failure", "bar-allocation-failed", "guest", Fires },
        { "synthetic-switch", "bar-allocation-failed", "bare-metal", Fires },
        { "demo", "bar-allocation-failed", "", Silent },
        { "demo-io-window-failures", "bar-allocation-failed", "", Silent },
        { "lab-bar-too-large-dmesg", "bar-allocation-failed", "guest", Fires },
        { "lab-expanders-switch-dmesg", "bar-allocation-failed", "", Silent },
        { "h200-vm", "bar-allocation-failed", "", Silent },
        { "h200-vm-dump-replay", "bar-allocation-failed", "", Silent },
        { "h200-x4", "bar-allocation-failed", "", Silent },

        { "synthetic-switch", "link-width-below-capability", "bare-metal", Fires },
        { "demo", "link-width-below-capability", "", Silent },
        { "h200-x4", "link-width-below-capability", "", Silent },
        { "demo", "link-speed-below-capability", "guest", Fires }, // idle Gen1, with the caveat
        { "demo", "link-speed-below-capability", "host", Silent },
        { "demo", "guest-root-port-link-understated", "guest", Fires },
        { "h200-vm", "guest-root-port-link-understated", "", Silent },

        { "demo-host-iommu-off", "iommu-off", "host", Fires },
        { "demo", "iommu-off", "", Silent },
        { "h200-vm", "iommu-off", "", Silent }, // a guest needs no IOMMU
        { "h200-x4", "iommu-off", "", Silent },

        { "corpus:iommu_groups/bryansteiner-intel-nvidia-amd-shared-group-elided.txt", "iommu-group-shared", "host", Fires },
        { "corpus:iommu_groups/dragoonaethis-skylake-gtx1070.txt", "iommu-group-shared", "", Silent },
        { "synthetic-switch-shared-group", "iommu-group-shared", "bare-metal", Fires },
        { "synthetic-switch", "iommu-group-shared", "", Silent },
        { "demo", "iommu-group-shared", "", Silent },

        { "demo", "nccl-p2p-level", "host", Fires },
        { "demo", "nccl-p2p-level", "guest", Silent }, // P2P refused there: the P2P finding says why
        { "h200-x4", "nccl-p2p-level", "", Silent },    // NVLink
        { "gau-nernst-4gpu", "nccl-p2p-level", "", Silent },
        { "amd-demo", "nccl-p2p-level", "", Silent }, // RCCL uses P2P up to SYS on EPYC, and in its VMs

        { "demo", "amd-multi-socket-nccl", "host", Fires },
        { "h200-x4", "amd-multi-socket-nccl", "", Silent },

        { "demo-host-topo-edited", "class-disagrees-with-nvidia-smi", "host", Fires },
        { "demo", "class-disagrees-with-nvidia-smi", "", Silent },
        { "h200-x4", "class-disagrees-with-nvidia-smi", "", Silent },

        { "demo-host-without-nvidia-smi", "gpu-mapping-assumed", "guest", Fires },
        { "demo-host-without-nvidia-smi-with-qm-config", "gpu-mapping-assumed", "", Silent },
        { "demo", "gpu-mapping-assumed", "", Silent },

        { "h200-x4-vgpu", "vgpu-no-pcie-p2p", "bare-metal", Fires },
        { "h200-x4", "vgpu-no-pcie-p2p", "", Silent },

        { "h200-x4-small-bar1", "small-bar1", "bare-metal", Fires },
        { "h200-x4", "small-bar1", "", Silent },
        { "demo", "small-bar1", "", Silent },

        { "pcicrawler-rootport-aer", "pcie-errors-counted", "bare-metal", Fires },
        { "kernel-abi-aer", "pcie-errors-counted", "bare-metal", Fires },
        { "kernel-abi-aer-surprise-down", "pcie-errors-counted", "bare-metal", Fires },
        { "demo", "pcie-errors-counted", "", Silent },
        { "h200-x4", "pcie-errors-counted", "", Silent },

        { "dmesg-pcie/linux4-root-port-receiver-errors", "pcie-errors-logged", "bare-metal", Fires },
        { "dmesg-pcie/syslog-gpu-root-port-data-link", "pcie-errors-logged", "bare-metal", Fires },
        { "dmesg-pcie/laptop-nvme-rxerr-both-ends", "pcie-errors-logged", "bare-metal", Fires },
        { "dmesg-pcie/qemu-lab-root-port-completion-timeout", "pcie-errors-logged", "bare-metal", Fires },
        { "demo-gpu0-fell-off-after-link-errors", "pcie-errors-logged", "host", Fires },
        { "dmesg-pcie/gpu-switch-bandwidth-limited-x1", "pcie-errors-logged", "", Silent },
        { "demo", "pcie-errors-logged", "", Silent },

        { "dmesg-pcie/pciehp-link-down-event", "pcie-link-down", "bare-metal", Fires },
        { "dmesg-pcie/linux4-root-port-receiver-errors", "pcie-link-down", "", Silent },
        { "demo", "pcie-link-down", "", Silent },

        { "dmesg-pcie/nvidia-xid79-fallen-off-bus", "gpu-fell-off-bus", "bare-metal", Fires },
        { "dmesg-pcie/nvidia-fallen-off-bus-without-xid", "gpu-fell-off-bus", "bare-metal", Fires },
        { "demo-gpu0-fell-off-after-link-errors", "gpu-fell-off-bus", "host", Fires },
        { "dmesg-pcie/syslog-gpu-root-port-data-link", "gpu-fell-off-bus", "", Silent },
        { "demo", "gpu-fell-off-bus", "", Silent },

        { "watch-h200-x4", "link-changed-during-watch", "bare-metal", Fires },
        { "lab-aer-watch", "link-changed-during-watch", "bare-metal", Fires },
        { "lab-aer-watch", "pcie-errors-grew-during-watch", "bare-metal", Fires },
        { "lab-aer-watch", "link-below-capability-under-load", "", Silent }, // no load ran
        { "watch-h200-x4-steady", "link-changed-during-watch", "", Silent },
        { "demo", "link-changed-during-watch", "", Silent },
        { "watch-h200-x4", "pcie-errors-grew-during-watch", "bare-metal", Fires },
        { "watch-h200-x4-steady", "pcie-errors-grew-during-watch", "", Silent },
        { "demo", "pcie-errors-grew-during-watch", "", Silent },
        { "watch-h200-x4", "link-below-capability-under-load", "bare-metal", Fires },
        { "watch-h200-x4-steady", "link-below-capability-under-load", "", Silent },
        { "demo", "link-below-capability-under-load", "", Silent },
        { "nvidia-smi-topo/pasted-fenced-nccl-1530", "gpu-nic-without-gpudirect", "bare-metal", Fires },
        { "nvidia-smi-topo/pasted-fenced-go-gpuallocator-17", "gpu-nic-without-gpudirect", "bare-metal", Fires },
        { "nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces", "gpu-nic-without-gpudirect", "", Silent },
        { "nvidia-smi-topo/oyanghd-a100-8gpu-10nic-pxb", "gpu-nic-without-gpudirect", "", Silent },
        { "demo", "gpu-nic-without-gpudirect", "", Silent }, // its host's GPUs are the guest's (vfio-pci)
        { "h200-x4", "gpu-nic-without-gpudirect", "", Silent }, // no RDMA NIC
        { "nvidia-smi-topo/sglang-h100-8gpu-8nic-spaces", "gpu-nic-affinity", "bare-metal", Fires },
        { "nvidia-smi-topo/pasted-fenced-nccl-1530", "gpu-nic-affinity", "bare-metal", Fires },
        { "synthetic-switch", "gpu-nic-affinity", "bare-metal", Fires },
        { "demo", "gpu-nic-affinity", "", Silent }, // its host's GPUs are the guest's, the guest has no NIC
        { "h200-x4", "gpu-nic-affinity", "", Silent }, // no RDMA NIC
        { "watch-h200-x4-replays", "gpu-replays-grew-during-watch", "bare-metal", Fires },
        { "watch-h200-x4-replays-steady", "gpu-replays-grew-during-watch", "", Silent },
        { "watch-h200-x4", "gpu-replays-grew-during-watch", "", Silent }, // no GPU counters read

        { "dmesg-pcie/gpu-switch-bandwidth-limited-x1", "pcie-bandwidth-limited", "bare-metal", Fires },
        { "dmesg-pcie/nvidia-xid79-fallen-off-bus", "pcie-bandwidth-limited", "", Silent },
        { "demo", "pcie-bandwidth-limited", "", Silent },
        { "h200-x4", "pcie-bandwidth-limited", "", Silent },

        { "synthetic-switch", "acs-redirect-on-switch", "bare-metal", Fires },
        { "synthetic-switch-nic-acs", "acs-redirect-on-switch", "bare-metal", Fires },
        { "synthetic-switch-nic-ats-off", "nic-ats-off", "host", Fires },
        { "synthetic-switch-vm-flat", "guest-hides-gpu-nic-switch", "guest", Fires },
        { "synthetic-switch-vm-flat-nic-kept", "guest-hides-gpu-nic-switch", "", Silent },
        { "demo", "guest-hides-gpu-nic-switch", "", Silent },
        { "synthetic-switch-nic-ats-on", "nic-ats-off", "", Silent },
        { "synthetic-switch", "nic-ats-off", "", Silent }, // not passed through, no ATS line
        { "demo", "nic-ats-off", "", Silent },
        { "demo", "acs-redirect-on-switch", "", Silent },

        { "h200-x4-copybench-slow-pair", "uneven-measured-bandwidth", "bare-metal", Fires },
        { "h200-x4-copybench", "uneven-measured-bandwidth", "", Silent },

        { "demo-vm-config-missing-host-device", "vm-config-missing-host-device", "host", Fires },
        { "demo-with-qemu-processes", "vm-config-missing-host-device", "", Silent },
        { "demo", "vm-config-missing-host-device", "", Silent },
        { "demo-host-without-nvidia-smi-with-qemu-processes", "gpu-mapping-assumed", "", Silent }, // placed by the VM's command line
    };
    return cases;
}

/// Every snapshot the cases name, each once, in first-named order.
inline QStringList caseNames()
{
    QStringList names;
    for (const RuleCase& c : ruleCases()) {
        if (!names.contains(QString::fromLatin1(c.caseName)))
            names << QString::fromLatin1(c.caseName);
    }
    return names;
}

} // namespace FindingCases
