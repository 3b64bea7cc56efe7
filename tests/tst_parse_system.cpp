// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/system.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

QByteArray fixture(const char* path)
{
    return TestUtil::readFixture(QString::fromLatin1(path));
}

QByteArray toCrlf(QByteArray data)
{
    return data.replace("\n", "\r\n");
}

QByteArray repeatedTo50MiB(const QByteArray& unit)
{
    QByteArray data;
    data.reserve(51 * 1024 * 1024);
    while (data.size() < 50 * 1024 * 1024)
        data += unit;
    return data;
}

const PciDevice* findDevice(const QList<PciDevice>& devices, const char* address)
{
    const Bdf wanted = *Bdf::parse(QByteArrayView(address));
    for (const auto& d : devices) {
        if (d.bdf == wanted)
            return &d;
    }
    return nullptr;
}

/// Inputs that belong to none of the four formats; every parser here must refuse them all.
void addForeignInputs()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("whitespace") << QByteArray("  \n\t\r\n \n");
    QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 11);
    QTest::newRow("garbage text") << QByteArray("hello world\n");
    QTest::newRow("lspci -nn") << fixture("lspci-list/h200-vm-nn.txt");
    QTest::newRow("lspci -tv") << fixture("lspci-tree/h200-vm.txt");
    QTest::newRow("nvidia-smi csv") << fixture("nvidia-smi-csv/h200-vm.csv");
    QTest::newRow("nvidia-smi topo") << fixture("nvidia-smi-topo/h200-vm-1gpu.txt");
    QTest::newRow("nvidia-smi xml") << fixture("nvidia-smi-xml/h200-vm.xml");
    QTest::newRow("dmesg") << fixture("dmesg/h200-vm.txt");
}

} // namespace

class TestParseSystem : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- numactl -H ----------------------------------------------------------------------

    void numactlReal_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("nodeCount");
        QTest::addColumn<int>("node");
        QTest::addColumn<QString>("cpuList");
        QTest::addColumn<int>("cpuCount");
        QTest::addColumn<qint64>("sizeMiB");
        QTest::addColumn<qint64>("freeMiB");
        QTest::addColumn<QList<int>>("distances");

        QTest::newRow("H200 guest, one node") << "numactl/h200-vm.txt" << 1 << 0 << "0-15" << 16 << qint64(4443)
                                              << qint64(3216) << QList<int> { 10 };
        QTest::newRow("dual Xeon E5-2695 v4") << "numactl/xeon-e5-2695v4-2node.txt" << 2 << 1 << "18-35" << 18
                                              << qint64(131072) << qint64(126148) << QList<int> { 21, 10 };
        QTest::newRow("dual EPYC NPS4, echoed command") << "numactl/epyc-nps4-2socket-8node.txt" << 8 << 3
                                                        << "48-63,176-191" << 32 << qint64(64447) << qint64(61272)
                                                        << QList<int> { 12, 12, 12, 10, 32, 32, 32, 32 };
        QTest::newRow("EPYC NPS4, far socket") << "numactl/epyc-nps4-2socket-8node.txt" << 8 << 7
                                               << "112-127,240-255" << 32 << qint64(64492) << qint64(55638)
                                               << QList<int> { 32, 32, 32, 32, 12, 12, 12, 10 };
        QTest::newRow("PMem node without CPUs") << "numactl/pmem-4node-cpuless.txt" << 4 << 2 << "" << 0
                                                << qint64(311296) << qint64(311295) << QList<int> { 17, 28, 10, 28 };
        QTest::newRow("PMem DRAM node") << "numactl/pmem-4node-cpuless.txt" << 4 << 0 << "0-23,48-71" << 48
                                        << qint64(192115) << qint64(164188) << QList<int> { 10, 21, 17, 28 };
    }
    void numactlReal()
    {
        QFETCH(QString, path);
        QFETCH(int, nodeCount);
        QFETCH(int, node);
        QFETCH(QString, cpuList);
        QFETCH(int, cpuCount);
        QFETCH(qint64, sizeMiB);
        QFETCH(qint64, freeMiB);
        QFETCH(QList<int>, distances);
        const auto result = parseNumactl(TestUtil::readFixture(path));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.nodes.size(), nodeCount);
        const NumaNode* n = result.value.find(node);
        QVERIFY(n);
        QCOMPARE(n->cpuList, cpuList);
        QCOMPARE(n->cpus.size(), cpuCount);
        QCOMPARE(n->sizeMiB, sizeMiB);
        QCOMPARE(n->freeMiB, freeMiB);
        QCOMPARE(n->distances, distances);
    }

    void numactlNoNuma()
    {
        const auto result = parseNumactl("No NUMA available on this system\n");
        QVERIFY(!result.hasErrors());
        QVERIFY(result.value.isEmpty());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Info));
    }

    void numactlTruncated()
    {
        const QByteArray data = fixture("numactl/xeon-e5-2695v4-2node.txt");
        const auto result = parseNumactl(data.first(data.indexOf("node 1 cpus")));
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.nodes.size(), 1);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Warning)); // announced 2, saw 1
        QVERIFY(result.value.nodes.first().distances.isEmpty());
    }

    void numactlBadLines()
    {
        const auto result = parseNumactl("available: 2 nodes (0-1)\n"
                                         "node 0 cpus: 0 1 x\n"
                                         "node 0 size: 100 GB\n"
                                         "node 1 cpus: 2 3\n"
                                         "node 1 size: 99999999999999999999999 MB\n"
                                         "node 99999999999 cpus: 4\n"
                                         "node distances:\n"
                                         "node   0   1\n"
                                         "  0:  10  20\n"
                                         "  1:  20\n"
                                         "bogus\n");
        QVERIFY(!result.hasErrors());
        for (int line : { 2, 3, 5, 6, 10, 11 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QCOMPARE(result.value.nodes.size(), 2);
        QVERIFY(result.value.find(0)->cpus.isEmpty());
        QCOMPARE(result.value.find(0)->sizeMiB, qint64(-1));
        QCOMPARE(result.value.find(0)->distances, (QList<int> { 10, 20 }));
        QVERIFY(result.value.find(1)->distances.isEmpty()); // its row was unreadable
    }

    // Found by the fuzzer (scripts/fuzz.sh, numactl): output pasted twice, the first time with a
    // one-node table. Row 0 was kept from the narrow table and then read as if it had a column
    // for node 1: a read past its end. Now that row's distances are left out, with a warning.
    void numactlRowFromANarrowerTable()
    {
        const auto result = parseNumactl("available: 2 nodes (0-1)\n"
                                         "node 0 cpus: 0\n"
                                         "node 1 cpus: 1\n"
                                         "node distances:\n"
                                         "node   0\n"
                                         "  0:  10\n"
                                         "node distances:\n"
                                         "node   0   1\n"
                                         "  0:  10  20\n"
                                         "  1:  20  10\n");
        QCOMPARE(result.value.nodes.size(), 2);
        QVERIFY(result.value.find(0)->distances.isEmpty());
        QCOMPARE(result.value.find(1)->distances, (QList<int> { 20, 10 }));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 8));
    }

    void numactlHostileCpuNumbers()
    {
        QByteArray cpus;
        for (int i = 0; i < 100000; ++i)
            cpus += ' ' + QByteArray::number(i * 2);
        const auto result = parseNumactl(QByteArray("available: 1 nodes (0)\nnode 0 cpus:" + cpus + "\nnode 0 size: 1 MB\n"));
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.nodes.first().cpus.size(), 100000);
        QVERIFY(result.value.nodes.first().cpuList.startsWith(QStringLiteral("0,2,4,")));
    }

    void numactlCrlf()
    {
        const QByteArray data = fixture("numactl/epyc-nps4-2socket-8node.txt");
        const auto lf = parseNumactl(data);
        const auto crlf = parseNumactl(toCrlf(data));
        QCOMPARE(crlf.diagnostics, lf.diagnostics);
        QCOMPARE(crlf.value.nodes.size(), lf.value.nodes.size());
        for (qsizetype i = 0; i < lf.value.nodes.size(); ++i) {
            QCOMPARE(crlf.value.nodes[i].cpuList, lf.value.nodes[i].cpuList);
            QCOMPARE(crlf.value.nodes[i].distances, lf.value.nodes[i].distances);
            QCOMPARE(crlf.value.nodes[i].sizeMiB, lf.value.nodes[i].sizeMiB);
        }
    }

    void numactlHuge()
    {
        const auto result = parseNumactl(repeatedTo50MiB(fixture("numactl/xeon-e5-2695v4-2node.txt")));
        QCOMPARE(result.value.nodes.size(), 2);
        QCOMPARE(result.value.find(1)->cpuList, QStringLiteral("18-35"));
        QVERIFY(result.diagnostics.size() <= 110);
    }

    void numactlForeign_data() { addForeignInputs(); }
    void numactlForeign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseNumactl(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    // ---- /sys/devices/system/node ----------------------------------------------------------

    void sysfsNodesReal()
    {
        const auto result = parseSysfsNodes(fixture("sysfs-nodes/h200-vm.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.nodes.size(), 1);
        QCOMPARE(result.value.nodes.first().cpuList, QStringLiteral("0-15"));
        QCOMPARE(result.value.nodes.first().cpus.size(), 16);
        QCOMPARE(result.value.nodes.first().distances, QList<int> { 10 });
    }

    void sysfsNodesAgreeWithNumactl()
    {
        const auto sysfs = parseSysfsNodes(fixture("sysfs-nodes/h200-vm.txt"));
        const auto numactl = parseNumactl(fixture("numactl/h200-vm.txt"));
        QCOMPARE(sysfs.value.nodes.first().cpuList, numactl.value.nodes.first().cpuList);
        QCOMPARE(sysfs.value.nodes.first().distances, numactl.value.nodes.first().distances);
    }

    void sysfsNodesGlobOrderAndMeminfo()
    {
        // A shell glob lists node10 before node2; the distances are in node-id order regardless.
        QByteArray data;
        for (int id : { 0, 1, 10, 11, 2, 3, 4, 5, 6, 7, 8, 9 })
            data += "/sys/devices/system/node/node" + QByteArray::number(id) + "/cpulist:" + QByteArray::number(id * 4)
                + '-' + QByteArray::number(id * 4 + 3) + '\n';
        for (int id : { 0, 1, 10, 11, 2, 3, 4, 5, 6, 7, 8, 9 }) {
            data += "/sys/devices/system/node/node" + QByteArray::number(id) + "/distance:";
            for (int other = 0; other < 12; ++other)
                data += (other == 0 ? "" : " ") + QByteArray::number(other == id ? 10 : 20 + other);
            data += '\n';
        }
        data += "/sys/devices/system/node/node2/meminfo:Node 2 MemTotal:       32768000 kB\n"
                "/sys/devices/system/node/node2/meminfo:Node 2 MemFree:        1024 kB\n"
                "/sys/devices/system/node/node2/meminfo:Node 2 HugePages_Total:     0\n"
                "/sys/devices/system/node/online:0-11\n"
                "node3/cpumap:ffff\n";
        const auto result = parseSysfsNodes(data);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.nodeIds(), (QList<int> { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 }));
        const NumaNode* node2 = result.value.find(2);
        QCOMPARE(node2->cpuList, QStringLiteral("8-11"));
        QCOMPARE(node2->distances.at(2), 10);
        QCOMPARE(node2->distances.at(11), 31);
        QCOMPARE(node2->sizeMiB, qint64(32000));
        QCOMPARE(node2->freeMiB, qint64(1));
    }

    void sysfsNodesBadLines()
    {
        const auto result = parseSysfsNodes("/sys/devices/system/node/node0/cpulist:0-15\n"
                                            "/sys/devices/system/node/node0/cpulist:0-7\n"
                                            "/sys/devices/system/node/node1/cpulist:0-99999999\n"
                                            "/sys/devices/system/node/node1/distance:21 ten\n"
                                            "/sys/devices/system/node/node0/distance:10 21 31\n"
                                            "just text\n");
        QVERIFY(!result.hasErrors());
        for (int line : { 2, 3, 4, 6 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QCOMPARE(result.value.find(0)->cpuList, QStringLiteral("0-15"));
        QVERIFY(result.value.find(0)->distances.isEmpty()); // three distances for two nodes
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 5));
    }

    void sysfsNodesCrlfAndHuge()
    {
        const QByteArray data = fixture("sysfs-nodes/h200-vm.txt");
        const auto crlf = parseSysfsNodes(toCrlf(data));
        QVERIFY(crlf.diagnostics.isEmpty());
        QCOMPARE(crlf.value.nodes.first().cpuList, QStringLiteral("0-15"));

        const auto huge = parseSysfsNodes(repeatedTo50MiB(data));
        QCOMPARE(huge.value.nodes.size(), 1);
        QCOMPARE(huge.value.nodes.first().cpuList, QStringLiteral("0-15"));
        QVERIFY(huge.diagnostics.size() <= 101);
    }

    void sysfsNodesForeign_data()
    {
        addForeignInputs();
        QTest::newRow("sysfs-pci") << fixture("sysfs-pci/h200-vm.txt");
        QTest::newRow("numactl") << fixture("numactl/h200-vm.txt");
    }
    void sysfsNodesForeign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseSysfsNodes(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    // ---- /sys/bus/pci/devices --------------------------------------------------------------

    void sysfsPciReal()
    {
        const auto result = parseSysfsPci(fixture("sysfs-pci/h200-vm.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const QList<PciDevice>& devices = result.value;
        QCOMPARE(devices.size(), 7);
        QCOMPARE(devices.first().bdf.toString(), QStringLiteral("0000:00:00.0"));
        QCOMPARE(devices.last().bdf.toString(), QStringLiteral("0000:00:06.0"));

        const PciDevice* host = findDevice(devices, "00:00.0");
        QCOMPARE(host->classCode, quint32(0x060000));
        QCOMPARE(host->vendorId, quint16(0x8086));
        QCOMPARE(host->deviceId, quint16(0x0d57));
        QCOMPARE(host->driver, QString());
        QVERIFY(!host->link.isKnown());

        const PciDevice* gpu = findDevice(devices, "00:06.0");
        QCOMPARE(gpu->classCode, quint32(0x030200));
        QCOMPARE(gpu->vendorId, quint16(0x10de));
        QCOMPARE(gpu->deviceId, quint16(0x2335));
        QCOMPARE(gpu->numaNode, std::optional<int>(-1));
        QCOMPARE(gpu->localCpus, QStringLiteral("0-15"));
        QCOMPARE(gpu->link.status, (LinkState { 32.0, 16 }));
        QCOMPARE(gpu->link.capability, (LinkState { 32.0, 16 }));
        QCOMPARE(gpu->driver, QStringLiteral("nvidia"));
        QVERIFY(!gpu->iommuGroup); // the guest has no IOMMU

        QCOMPARE(findDevice(devices, "00:03.0")->driver, QStringLiteral("virtio-pci"));
        QCOMPARE(findDevice(devices, "00:03.0")->classCode, quint32(0x020000));
    }

    void sysfsPciForms()
    {
        const auto result = parseSysfsPci("0000:41:00.0/numa_node:1\n"
                                          "/sys/bus/pci/devices/0000:41:00.0/max_link_speed:8.0 GT/s PCIe\n"
                                          "/sys/bus/pci/devices/0000:41:00.0/current_link_speed:2.5 GT/s\n"
                                          "/sys/bus/pci/devices/0000:41:00.0/max_link_width:16\n"
                                          "/sys/bus/pci/devices/0000:41:00.0/current_link_width:0\n"
                                          "/sys/bus/pci/devices/0000:41:00.0/iommu_group:42\n"
                                          "/sys/bus/pci/devices/0000:41:00.0/driver:vfio-pci\n"
                                          "/sys/bus/pci/devices/0000:41:00.0/aer_dev_fatal:Undefined 0\n"
                                          "/sys/bus/pci/devices/0000:00:01.0/current_link_speed:Unknown\n"
                                          "/sys/bus/pci/devices/0000:00:01.0/max_link_speed:Unknown speed\n"
                                          "/sys/devices/pci0000:40/0000:40:01.1/0000:41:00.0/numa_node:1\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 2);
        const PciDevice& gpu = result.value.first();
        QCOMPARE(gpu.numaNode, std::optional<int>(1));
        QCOMPARE(gpu.link.capability, (LinkState { 8.0, 16 }));
        QCOMPARE(gpu.link.status, (LinkState { 2.5, 0 }));
        QCOMPARE(gpu.iommuGroup, std::optional<int>(42));
        QCOMPARE(gpu.driver, QStringLiteral("vfio-pci"));
        QVERIFY(!result.value.last().link.isKnown());
    }

    void sysfsPciBadLines()
    {
        const auto result = parseSysfsPci("/sys/bus/pci/devices/0000:01:00.0/class:0x030000\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/class:0x030200\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/vendor:0x1234567\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/numa_node:-7\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/max_link_width:x16\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/max_link_speed:fast\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/local_cpulist:0-99999999\n"
                                          "/sys/bus/pci/devices/01:00.8/class:0x030000\n"
                                          "cat: /sys/bus/pci/devices/0000:01:00.0/driver: No such file\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/class:0x030000\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/numa_node:0\n");
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.size(), 1);
        QCOMPARE(result.value.first().classCode, quint32(0x030000)); // the first of two answers
        for (int line = 2; line <= 9; ++line)
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 10)); // a repeat that agrees
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 11)); // line 4's value was unreadable
        QCOMPARE(result.value.first().numaNode, std::optional<int>(0));
        QVERIFY(result.value.first().localCpus.isEmpty());
    }

    void sysfsPciHostileAndHuge()
    {
        const QByteArray driver(10 * 1024, 'd');
        const auto hostile = parseSysfsPci(QByteArray("/sys/bus/pci/devices/0000:01:00.0/driver:<b>\"x\"</b>\xff\x1b[1m\n"
                                                      "/sys/bus/pci/devices/0000:02:00.0/driver:" + driver + "\n"));
        QCOMPARE(hostile.value.size(), 2);
        QCOMPARE(hostile.value.first().driver, QStringLiteral("<b>\"x\"</b>\uFFFD"));
        QCOMPARE(hostile.value.last().driver.size(), driver.size());

        const QByteArray data = fixture("sysfs-pci/h200-vm.txt");
        const auto crlf = parseSysfsPci(toCrlf(data));
        QVERIFY(crlf.diagnostics.isEmpty());
        QCOMPARE(crlf.value.size(), 7);

        const auto huge = parseSysfsPci(repeatedTo50MiB(data));
        QCOMPARE(huge.value.size(), 7);
        QVERIFY(huge.diagnostics.isEmpty()); // every repeat agrees with the first
    }

    void sysfsPciForeign_data()
    {
        addForeignInputs();
        QTest::newRow("sysfs-nodes") << fixture("sysfs-nodes/h200-vm.txt");
        QTest::newRow("numactl") << fixture("numactl/h200-vm.txt");
        QTest::newRow("iommu find") << fixture("iommu-groups/asokolsky-fuji-find-unsorted.txt");
    }
    void sysfsPciForeign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseSysfsPci(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    // ---- /proc/cmdline ---------------------------------------------------------------------

    void cmdlineH200Guest()
    {
        const QByteArray data = fixture("proc-cmdline/h200-vm.txt");
        const auto result = parseKernelCmdline(data);
        QVERIFY(!result.hasErrors());
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 0);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Info)); // 14 arguments for init
        const KernelCmdline& cmdline = result.value;
        QCOMPARE(cmdline.parameters.size(), 16);
        QCOMPARE(cmdline.parameters.first(),
            qMakePair(QStringLiteral("mitigations"), QStringLiteral("auto,no_guest_host,no_guest_guest")));
        QCOMPARE(cmdline.value(QStringLiteral("pci")), std::optional<QString>(QStringLiteral("realloc=off")));
        QCOMPARE(cmdline.value(QStringLiteral("console")), std::optional<QString>(QStringLiteral("ttyS0")));
        QCOMPARE(cmdline.value(QStringLiteral("quiet")), std::optional<QString>(QString()));
        QVERIFY(cmdline.has(QStringLiteral("quiet")));
        QVERIFY(!cmdline.has(QStringLiteral("iommu")));
        QVERIFY(!cmdline.has(QStringLiteral("--addr"))); // init's, not the kernel's
        QVERIFY(cmdline.raw.endsWith(QStringLiteral("--tcp-readiness-only --auth-required")));
    }

    void cmdlineProxmoxHost()
    {
        const auto result = parseKernelCmdline(fixture("proc-cmdline/proxmox-ryzen-acs-override.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const KernelCmdline& cmdline = result.value;
        QCOMPARE(cmdline.parameters.size(), 10);
        QCOMPARE(cmdline.value(QStringLiteral("BOOT_IMAGE")),
            std::optional<QString>(QStringLiteral("/boot/vmlinuz-6.8.12-8-pve")));
        QCOMPARE(cmdline.value(QStringLiteral("amd_iommu")), std::optional<QString>(QStringLiteral("on")));
        QCOMPARE(cmdline.value(QStringLiteral("iommu")), std::optional<QString>(QStringLiteral("pt")));
        QCOMPARE(cmdline.value(QStringLiteral("pcie_acs_override")),
            std::optional<QString>(QStringLiteral("downstream,multifunction")));
        QVERIFY(cmdline.has(QStringLiteral("pcie-acs-override"))); // the kernel reads '-' as '_'
        QCOMPARE(cmdline.value(QStringLiteral("video")), std::optional<QString>(QStringLiteral("vesafb:off,efifb:off")));
        QVERIFY(cmdline.has(QStringLiteral("nomodeset")));
        QVERIFY(!cmdline.has(QStringLiteral("intel_iommu")));
    }

    void cmdlineQuotingAndRepeats()
    {
        const auto result = parseKernelCmdline(
            "root=/dev/sda1 dyndbg=\"file drivers/pci/* +p\" console=tty0 console=ttyS0,115200n8 \"acpi_osi=!Windows 2012\" "
            "empty= quiet\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const KernelCmdline& cmdline = result.value;
        QCOMPARE(cmdline.value(QStringLiteral("dyndbg")), std::optional<QString>(QStringLiteral("file drivers/pci/* +p")));
        QCOMPARE(cmdline.value(QStringLiteral("console")), std::optional<QString>(QStringLiteral("ttyS0,115200n8")));
        QCOMPARE(cmdline.value(QStringLiteral("acpi_osi")), std::optional<QString>(QStringLiteral("!Windows 2012")));
        QCOMPARE(cmdline.value(QStringLiteral("empty")), std::optional<QString>(QString()));
        QVERIFY(!cmdline.value(QStringLiteral("missing")).has_value());
        QCOMPARE(cmdline.parameters.size(), 7);
    }

    void cmdlineExtraLinesAndPrompts()
    {
        const auto result = parseKernelCmdline("root@pve:~# cat /proc/cmdline\n"
                                               "BOOT_IMAGE=/boot/vmlinuz root=ZFS=rpool/ROOT/pve-1 boot=zfs quiet\n"
                                               "root@pve:~#\n"
                                               "intel_iommu=on\n");
        QVERIFY(!result.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 4, Severity::Warning));
        QCOMPARE(result.value.value(QStringLiteral("root")), std::optional<QString>(QStringLiteral("ZFS=rpool/ROOT/pve-1")));
        QVERIFY(!result.value.has(QStringLiteral("intel_iommu"))); // not read: /proc/cmdline is one line
    }

    void cmdlineHostile()
    {
        const QByteArray longValue(10 * 1024, 'v');
        const auto result = parseKernelCmdline(QByteArray("root=/dev/sda x=<script>alert(1)</script> y=\"\xff\xfe\" z="
            + longValue + " bad:name quiet\n"));
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.value(QStringLiteral("x")), std::optional<QString>(QStringLiteral("<script>alert(1)</script>")));
        QCOMPARE(result.value.value(QStringLiteral("y")), std::optional<QString>(QStringLiteral("\uFFFD\uFFFD")));
        QCOMPARE(result.value.value(QStringLiteral("z"))->size(), longValue.size());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Warning)); // "bad:name"
        QVERIFY(!result.value.has(QStringLiteral("bad:name")));
    }

    void cmdlineCrlfAndHuge()
    {
        const QByteArray data = fixture("proc-cmdline/proxmox-ryzen-acs-override.txt");
        const auto lf = parseKernelCmdline(data);
        const auto crlf = parseKernelCmdline(toCrlf(data));
        QCOMPARE(crlf.value.parameters, lf.value.parameters);
        QCOMPARE(crlf.value.raw, lf.value.raw);
        QCOMPARE(crlf.diagnostics, lf.diagnostics);

        const auto huge = parseKernelCmdline(repeatedTo50MiB(data));
        QCOMPARE(huge.value.parameters, lf.value.parameters);
        QVERIFY(TestUtil::hasDiagnosticAt(huge.diagnostics, 2, Severity::Warning));
        QCOMPARE(huge.diagnostics.size(), 1);

        const auto oneLine = parseKernelCmdline(QByteArray(50 * 1024 * 1024, 'q'));
        QVERIFY(oneLine.hasErrors());
    }

    void cmdlineForeign_data()
    {
        addForeignInputs();
        QTest::newRow("numactl") << fixture("numactl/h200-vm.txt");
        QTest::newRow("sysfs-pci") << fixture("sysfs-pci/h200-vm.txt");
        QTest::newRow("sysfs-nodes") << fixture("sysfs-nodes/h200-vm.txt");
        QTest::newRow("iommu find") << fixture("iommu-groups/luqasz-a10-5800k-find.txt");
        QTest::newRow("only the command") << QByteArray("$ cat /proc/cmdline\n");
    }
    void cmdlineWithoutUsualParametersIsDoubted()
    {
        const auto result = parseKernelCmdline("answer=42 and more\n");
        QVERIFY(!result.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Warning));
        QCOMPARE(result.value.value(QStringLiteral("answer")), std::optional<QString>(QStringLiteral("42")));
    }

    void cmdlineForeign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseKernelCmdline(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.parameters.isEmpty());
    }

    // ---- all four -------------------------------------------------------------------------

    void mutatedCapturesNeverCrash()
    {
        // Deterministic byte damage (xorshift positions and values) to every real capture: the
        // parsers must come back with something, never crash or hang.
        const char* paths[] = { "numactl/epyc-nps4-2socket-8node.txt", "numactl/pmem-4node-cpuless.txt",
            "sysfs-nodes/h200-vm.txt", "sysfs-pci/h200-vm.txt", "proc-cmdline/h200-vm.txt",
            "proc-cmdline/proxmox-ryzen-acs-override.txt" };
        for (const char* path : paths) {
            const QByteArray original = fixture(path);
            for (quint32 seed = 1; seed <= 200; ++seed) {
                QByteArray data = original;
                const QByteArray noise = TestUtil::garbage(16, seed);
                for (int i = 0; i + 1 < noise.size(); i += 2)
                    data[quint8(noise[i]) * data.size() / 256] = noise[i + 1];
                data.truncate(data.size() - seed % 7);
                for (const auto& diagnostics : { parseNumactl(data).diagnostics, parseSysfsNodes(data).diagnostics,
                         parseSysfsPci(data).diagnostics, parseKernelCmdline(data).diagnostics }) {
                    for (const auto& d : diagnostics)
                        QVERIFY(d.line >= 0 && !d.message.isEmpty());
                }
            }
        }
    }

    // ---- sniffing --------------------------------------------------------------------------

    void sniff_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("format"); // which of the four sniffers must claim it; "" for none

        QTest::newRow("numactl H200") << fixture("numactl/h200-vm.txt") << "numactl";
        QTest::newRow("numactl Xeon") << fixture("numactl/xeon-e5-2695v4-2node.txt") << "numactl";
        QTest::newRow("numactl EPYC") << fixture("numactl/epyc-nps4-2socket-8node.txt") << "numactl";
        QTest::newRow("numactl PMem") << fixture("numactl/pmem-4node-cpuless.txt") << "numactl";
        QTest::newRow("numactl no NUMA") << QByteArray("No NUMA available on this system\n") << "numactl";
        QTest::newRow("sysfs nodes") << fixture("sysfs-nodes/h200-vm.txt") << "sysfs-nodes";
        QTest::newRow("sysfs pci") << fixture("sysfs-pci/h200-vm.txt") << "sysfs-pci";
        QTest::newRow("cmdline H200") << fixture("proc-cmdline/h200-vm.txt") << "proc-cmdline";
        QTest::newRow("cmdline Proxmox") << fixture("proc-cmdline/proxmox-ryzen-acs-override.txt") << "proc-cmdline";
        QTest::newRow("iommu find") << fixture("iommu-groups/asokolsky-fuji-find-unsorted.txt") << "";
        QTest::newRow("dmesg") << fixture("dmesg/h200-vm.txt") << "";
        QTest::newRow("lspci -nn") << fixture("lspci-list/h200-vm-nn.txt") << "";
        QTest::newRow("lspci -vmm") << fixture("lspci-dump/h200-vm-vmm.txt") << "";
        QTest::newRow("lspci -vvv") << fixture("lspci-verbose/h200-vm-nnvvv.txt") << "";
        QTest::newRow("nvidia-smi csv") << fixture("nvidia-smi-csv/h200-vm-noheader-nounits.csv") << "";
        QTest::newRow("nvidia-smi topo") << fixture("nvidia-smi-topo/h200-vm-1gpu.txt") << "";
        QTest::newRow("nvidia-smi -q") << fixture("nvidia-smi-query/h200-vm.txt") << "";
        QTest::newRow("nccl log") << fixture("nccl-topo/h200-vm-nccl-debug.log") << "";
        QTest::newRow("lscpu") << QByteArray("NUMA node(s):        2\nNUMA node0 CPU(s):   0-17\n") << "";
        QTest::newRow("key=value line") << QByteArray("color=blue size=large\n") << "";
        QTest::newRow("empty") << QByteArray() << "";
        QTest::newRow("garbage") << TestUtil::garbage(8192, 5) << "";
    }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        const QList<QPair<QString, int>> scores = {
            { QStringLiteral("numactl"), sniffNumactl(data) },
            { QStringLiteral("sysfs-nodes"), sniffSysfsNodes(data) },
            { QStringLiteral("sysfs-pci"), sniffSysfsPci(data) },
            { QStringLiteral("proc-cmdline"), sniffKernelCmdline(data) },
        };
        for (const auto& [name, score] : scores) {
            QVERIFY(score >= 0 && score <= 100);
            const QByteArray what = (name + u'=' + QString::number(score)).toUtf8();
            if (name == format)
                QVERIFY2(score >= 50, what.constData());
            else
                QVERIFY2(score < 30, what.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestParseSystem)
#include "tst_parse_system.moc"
