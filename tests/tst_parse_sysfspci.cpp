// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/sysfs/sysfs.h"
#include "systemformats.h"
#include "testutil.h"

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
