// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/sysfs/sysfs.h"
#include "parse/systemformats.h"
#include "testutil.h"
#include "util/text.h"

#include <QTest>

using namespace Topo;
using namespace SystemFormats;

class TestParseSysfsPci : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sysfsPciReal()
    {
        const auto result = parseSysfsPci(fixture("sysfs-pci/h200-vm.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const QList<PciDevice>& devices = result.value.devices;
        QCOMPARE(devices.size(), 7);
        // /sys/bus/pci/devices paths say nothing about the tree.
        QVERIFY(result.value.rootBuses.isEmpty());
        for (const PciDevice& d : devices)
            QVERIFY(!d.parent);
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
        QCOMPARE(result.value.devices.size(), 2);
        const PciDevice& gpu = result.value.devices.first();
        QCOMPARE(gpu.numaNode, std::optional<int>(1));
        QCOMPARE(gpu.link.capability, (LinkState { 8.0, 16 }));
        QCOMPARE(gpu.link.status, (LinkState { 2.5, 0 }));
        QCOMPARE(gpu.iommuGroup, std::optional<int>(42));
        QCOMPARE(gpu.driver, QStringLiteral("vfio-pci"));
        QVERIFY(!result.value.devices.last().link.isKnown());
        // The last line's real path places the device; its parent need not be listed itself.
        QCOMPARE(gpu.parent, std::optional<Bdf>(*Bdf::parse(QByteArrayView("0000:40:01.1"))));
        QVERIFY(result.value.rootBuses.isEmpty()); // 0000:41:00.0 is not on a root bus
    }

    // The kernel's AER statistics, in both namings (fixtures/sysfs-pci/SOURCES.md): every
    // counter, the kernel's total, and the line of the total kept as evidence.
    // One sample of a watch on a real GPU VM (the watch's one-grep form): the GPU's link as it
    // trained and as it can, nothing else.
    void watchSampleOfARealGpuVm()
    {
        const auto result = parseSysfsPci(TestUtil::readFixture(QStringLiteral("sysfs-pci/h100-vm-watch-sample.txt")));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.devices.size(), 1);
        const PciDevice& gpu = result.value.devices.first();
        QCOMPARE(gpu.bdf, TestUtil::bdf("0000:00:06.0"));
        QCOMPARE(gpu.link.status.speedGTs, 32.0);
        QCOMPARE(gpu.link.status.width, 16);
        QCOMPARE(gpu.link.capability.width, 16);
        QVERIFY(!gpu.aer.isKnown());
    }

    void sysfsPciAerCounters()
    {
        const auto older = parseSysfsPci(fixture("sysfs-pci/aer-kernel-abi-sample.txt"));
        QVERIFY2(older.diagnostics.isEmpty(), TestUtil::describe(older.diagnostics).constData());
        QCOMPARE(older.value.devices.size(), 1);
        const AerStatistics& port = older.value.devices.first().aer;
        QCOMPARE(port.correctable.counters.size(), 8);
        QCOMPARE(port.correctable.counters.first(), (AerCounter { QStringLiteral("Receiver Error"), 2 }));
        QCOMPARE(port.correctable.counters.at(3), (AerCounter { QStringLiteral("RELAY_NUM Rollover"), 0 }));
        QCOMPARE(port.correctable.total, std::optional<qint64>(2));
        QCOMPARE(port.fatal.counters.size(), 17);
        QCOMPARE(port.fatal.total, std::optional<qint64>(0));
        QVERIFY(!port.nonFatal.isKnown());
        QVERIFY(!port.rootPortCorrectable);
        // The totals' lines: 9 (TOTAL_ERR_COR) and 27 (TOTAL_ERR_FATAL).
        QList<int> lines;
        for (const auto& [attribute, line] : older.value.devices.first().sysfsLines)
            lines << line.line;
        QCOMPARE(lines, (QList<int> { 9, 27 }));

        const auto newer = parseSysfsPci(fixture("sysfs-pci/aer-pcicrawler-centos8-rootport.txt"));
        QVERIFY2(newer.diagnostics.isEmpty(), TestUtil::describe(newer.diagnostics).constData());
        const PciDevice& rootPort = newer.value.devices.first();
        QCOMPARE(rootPort.link.status, (LinkState { 2.5, 0 }));
        QCOMPARE(rootPort.aer.correctable.counters.at(1), (AerCounter { QStringLiteral("BadTLP"), 3 }));
        QCOMPARE(rootPort.aer.correctable.errors(), 3);

        // A root port's totals of what it received, and the lines that are not counters.
        const auto forms = parseSysfsPci("/sys/bus/pci/devices/0000:00:01.0/aer_rootport_total_err_cor:12\n"
                                         "/sys/bus/pci/devices/0000:00:01.0/aer_rootport_total_err_fatal:0\n"
                                         "/sys/bus/pci/devices/0000:00:01.0/aer_dev_nonfatal:Undefined 0\n"
                                         "/sys/bus/pci/devices/0000:00:01.0/aer_dev_nonfatal:Undefined 5\n"
                                         "/sys/bus/pci/devices/0000:00:01.0/aer_dev_nonfatal:TLP lots\n"
                                         "/sys/bus/pci/devices/0000:00:01.0/aer_dev_nonfatal:17\n"
                                         "/sys/bus/pci/devices/0000:00:01.0/aer_rootport_total_err_nonfatal:-1\n");
        const AerStatistics& aer = forms.value.devices.first().aer;
        QCOMPARE(aer.rootPortCorrectable, std::optional<qint64>(12));
        QCOMPARE(aer.rootPortFatal, std::optional<qint64>(0));
        QVERIFY(!aer.rootPortNonFatal);
        QCOMPARE(aer.nonFatal.counters, (QList<AerCounter> { { QStringLiteral("Undefined"), 0 } }));
        QCOMPARE(forms.diagnostics.size(), 4);
        QCOMPARE(forms.diagnostics.at(0).line, 4); // the second "Undefined": the first is kept
        QCOMPARE(forms.diagnostics.at(1).line, 5);
        QCOMPARE(forms.diagnostics.at(2).line, 6);
        QCOMPARE(forms.diagnostics.at(3).line, 7);
    }

    // A real QEMU q35 guest (fixtures/sysfs-pci/SOURCES.md): the collector prints each device's
    // real path, and the tree follows from it exactly as the guest kernel has it. The truth is
    // the guest's own readlink -f of every /sys/bus/pci/devices entry, printed apart.
    void sysfsPciTreeFromRealPaths()
    {
        const auto result = parseSysfsPci(fixture("sysfs-pci/qemu-q35-lab.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const PciTree& tree = result.value;
        QCOMPARE(tree.devices.size(), 17);
        QCOMPARE(tree.rootBuses, (QList<RootBus> { { 0, 0x00 }, { 0, 0x40 } }));
        int checked = 0;
        const QByteArray truth = fixture("captures/qemu-q35-lab-truth.txt");
        for (const Text::Line& line : Text::splitLines(truth)) {
            // "/sys/devices/pci0000:40/0000:40:00.0/0000:41:00.0 0x060400 0x104c:0x8232 numa=1"
            const QList<QByteArrayView> words = Text::splitWhitespace(line.text);
            if (words.size() != 4)
                continue; // the root bus lines ("pci0000:40")
            const QList<QByteArray> path = words[0].toByteArray().split('/');
            const PciDevice* d = tree.find(*Bdf::parse(QByteArrayView(path.last())));
            QVERIFY2(d, path.last().constData());
            QCOMPARE(d->parent, Bdf::parse(QByteArrayView(path[path.size() - 2]))); // none under "pci0000:40"
            QCOMPARE(tree.rootBusOf(d->bdf)->bus, QByteArray(path[3]).right(2).toInt(nullptr, 16));
            QCOMPARE(QByteArray("numa=") + QByteArray::number(d->numaNode.value_or(-2)), words[3].toByteArray());
            ++checked;
        }
        QCOMPARE(checked, 17);
        // The switch below the expander bridge's root port, as QEMU was told to build it.
        const PciDevice* port = tree.find(*Bdf::parse(QByteArrayView("0000:40:00.0")));
        QVERIFY(!port->parent);
        QCOMPARE(port->secondaryBus, 0x41); // sysfs writes bus numbers in decimal: 65
        QCOMPARE(port->subordinateBus, 0x44);
        QCOMPARE(tree.pathToRoot(*Bdf::parse(QByteArrayView("0000:43:00.0"))).size(), 4);
        QCOMPARE(tree.numaNodeOfRootBus({ 0, 0x40 }), std::optional<int>(1));
        QCOMPARE(tree.find(*Bdf::parse(QByteArrayView("0000:42:01.0")))->secondaryBus, 0x44);
        QCOMPARE(tree.find(*Bdf::parse(QByteArrayView("0000:01:00.0")))->secondaryBus, -1); // not a bridge
    }

    void sysfsPciPlacement()
    {
        const auto result = parseSysfsPci("/sys/devices/pci0000:00/0000:00:1c.0/0000:01:00.0/numa_node:0\n"
                                          "/sys/devices/pci0000:00/0000:00:1c.0/secondary_bus_number:1\n"
                                          "/sys/devices/pci0000:00/0000:00:1c.0/subordinate_bus_number:1\n"
                                          "/sys/devices/pci0000:00/0000:00:1c.1/0000:01:00.0/driver:nvme\n"
                                          "/sys/devices/pci0000:00/0000:00:0e.0/pci10000:e0/10000:e0:06.0/class:0x060400\n"
                                          "/sys/devices/pcixyz/0000:05:00.0/class:0x010802\n"
                                          "/sys/bus/pci/devices/0000:01:00.0/iommu_group:3\n"
                                          "/sys/devices/pci0000:00/0000:00:1c.3/secondary_bus_number:0x05\n"
                                          "/sys/devices/pci0000:00/0000:00:1c.2/subordinate_bus_number:256\n"
                                          "/sys/devices/pci0000:00/0000:00:1c.0/numa_node:0\n"
                                          "/sys/devices/pci0000:00/00:1c.4/0000:06:00.0/numa_node:0\n");
        QVERIFY(!result.hasErrors());
        const PciTree& tree = result.value;
        const auto at = [&](const char* text) { return tree.find(*Bdf::parse(QByteArrayView(text))); };
        // Line 4 puts 01:00.0 under another bridge: the first path stands, and its value still counts.
        QCOMPARE(at("0000:01:00.0")->parent, Bdf::parse(QByteArrayView("0000:00:1c.0")));
        QCOMPARE(at("0000:01:00.0")->driver, QStringLiteral("nvme"));
        QCOMPARE(at("0000:01:00.0")->iommuGroup, std::optional<int>(3)); // a path that says nothing: no conflict
        QCOMPARE(at("0000:00:1c.0")->secondaryBus, 1);
        QVERIFY(!at("0000:00:1c.0")->parent);
        // A VMD domain's root bus (five hex digits) is a root bus of its own.
        QVERIFY(!at("10000:e0:06.0")->parent);
        QCOMPARE(tree.rootBuses, (QList<RootBus> { { 0, 0 }, { 0x10000, 0xe0 } }));
        QVERIFY(!at("0000:05:00.0")->parent); // "pcixyz" is no root bus and no bridge
        QCOMPARE(at("0000:00:1c.3")->secondaryBus, -1);
        QCOMPARE(at("0000:00:1c.2")->subordinateBus, -1);
        QVERIFY(!at("0000:06:00.0")->parent); // the kernel writes the domain; a short address is hand-made
        for (int line : { 4, 8, 9 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QCOMPARE(result.diagnostics.size(), 3);
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
        QCOMPARE(result.value.devices.size(), 1);
        QCOMPARE(result.value.devices.first().classCode, quint32(0x030000)); // the first of two answers
        for (int line = 2; line <= 9; ++line)
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 10)); // a repeat that agrees
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 11)); // line 4's value was unreadable
        QCOMPARE(result.value.devices.first().numaNode, std::optional<int>(0));
        QVERIFY(result.value.devices.first().localCpus.isEmpty());
    }

    void sysfsPciHostileAndHuge()
    {
        const QByteArray driver(10 * 1024, 'd');
        const auto hostile = parseSysfsPci(QByteArray("/sys/bus/pci/devices/0000:01:00.0/driver:<b>\"x\"</b>\xff\x1b[1m\n"
                                                      "/sys/bus/pci/devices/0000:02:00.0/driver:" + driver + "\n"));
        QCOMPARE(hostile.value.devices.size(), 2);
        QCOMPARE(hostile.value.devices.first().driver, QStringLiteral("<b>\"x\"</b>\uFFFD"));
        QCOMPARE(hostile.value.devices.last().driver.size(), driver.size());

        const QByteArray data = fixture("sysfs-pci/h200-vm.txt");
        const auto crlf = parseSysfsPci(toCrlf(data));
        QVERIFY(crlf.diagnostics.isEmpty());
        QCOMPARE(crlf.value.devices.size(), 7);

        const auto huge = parseSysfsPci(repeatedToHugeInput(data));
        QCOMPARE(huge.value.devices.size(), 7);
        QVERIFY(huge.diagnostics.isEmpty()); // every repeat agrees with the first

        // With real paths too: the repeats agree on every device's place.
        const auto hugeTree = parseSysfsPci(repeatedToHugeInput(fixture("sysfs-pci/qemu-q35-lab.txt")));
        QVERIFY2(hugeTree.diagnostics.isEmpty(), TestUtil::describe(hugeTree.diagnostics).constData());
        QCOMPARE(hugeTree.value.devices.size(), 17);
        QCOMPARE(hugeTree.value.rootBuses.size(), 2);
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
        QVERIFY(result.value.rootBuses.isEmpty());
    }

    void mutatedCapturesNeverCrash()
    {
        checkMutatedCaptures([](const QByteArray& data) { return parseSysfsPci(data).diagnostics; });
    }

    void sniff_data() { addSniffRows(); }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        checkSniffScore(QStringLiteral("sysfs-pci"), sniffSysfsPci(data), format);
    }
};

QTEST_GUILESS_MAIN(TestParseSysfsPci)
#include "tst_parse_sysfspci.moc"
