// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/modeljson.h"
#include "parse/lspci/lspci.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

QByteArray fixture(const char* name)
{
    return TestUtil::readFixture(QStringLiteral("lspci-verbose/") + QLatin1String(name));
}

const PciDevice* findDevice(const QList<PciDevice>& devices, const char* address)
{
    const auto bdf = Bdf::parse(QByteArrayView(address));
    for (const auto& device : devices) {
        if (bdf && device.bdf == *bdf)
            return &device;
    }
    return nullptr;
}

/// 1-based number of the first line that starts with `prefix`, so tests need no magic numbers.
int lineStartingWith(const QByteArray& data, QByteArrayView prefix)
{
    int number = 1;
    qsizetype start = 0;
    while (start < data.size()) {
        if (QByteArrayView(data).sliced(start).startsWith(prefix))
            return number;
        const qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            break;
        start = end + 1;
        ++number;
    }
    return 0;
}

QByteArray expandTabs(const QByteArray& data)
{
    QByteArray out;
    out.reserve(data.size() * 2);
    int column = 0;
    for (const char c : data) {
        if (c == '\t') {
            const int spaces = 8 - column % 8;
            out.append(spaces, ' ');
            column += spaces;
        } else {
            out.append(c);
            column = c == '\n' ? 0 : column + 1;
        }
    }
    return out;
}

/// A one-device block with the given detail lines (already indented).
QByteArray block(const QByteArray& details)
{
    return "01:00.0 3D controller [0302]: NVIDIA Corporation Device [10de:2330] (rev a1)\n" + details;
}

const Bar* barAt(const PciDevice& device, int index)
{
    for (const auto& bar : device.bars) {
        if (bar.index == index)
            return &bar;
    }
    return nullptr;
}

constexpr quint64 GiB = quint64(1) << 30;
constexpr quint64 MiB = quint64(1) << 20;

} // namespace

class TestParseLspciVerbose : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void atsControl()
    {
        // lspci's ATS lines (ls-ecaps.c, cap_ats): whether Address Translation Services are on.
        const QByteArray on = "0000:19:00.0 Infiniband controller [0207]: Mellanox Technologies MT2910 Family [ConnectX-7] [15b3:1021]\n"
                              "\tCapabilities: [480 v1] Address Translation Service (ATS)\n"
                              "\t\tATSCap:\tInvalidate Queue Depth: 00\n"
                              "\t\tATSCtl:\tEnable+, Smallest Translation Unit: 00\n";
        const auto enabled = parseLspciVerbose(on);
        QVERIFY(enabled.diagnostics.isEmpty());
        QCOMPARE(enabled.value.first().atsEnabled, std::optional<bool>(true));
        QByteArray offText = on;
        offText.replace("Enable+,", "Enable-,");
        QCOMPARE(parseLspciVerbose(offText).value.first().atsEnabled, std::optional<bool>(false));
        QByteArray garbled = on;
        garbled.replace("Enable+,", "Enabled?");
        const auto unreadable = parseLspciVerbose(garbled);
        QVERIFY(!unreadable.value.first().atsEnabled);
        QCOMPARE(unreadable.diagnostics.size(), 1); // named, with its line
        QCOMPARE(unreadable.diagnostics.first().line, 4);
    }

    void realFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("warnings");
        QTest::addColumn<int>("infos");
        QTest::newRow("h200 -vvv") << "h200-vm-vvv.txt" << 7 << 0 << 0;
        QTest::newRow("h200 -nnvvv") << "h200-vm-nnvvv.txt" << 7 << 0 << 0;
        QTest::newRow("h200 dump replay") << "h200-vm-dump-replay-nnvvv.txt" << 7 << 0 << 0;
        QTest::newRow("devvm non-root") << "devvm-nonroot-vvv-with-stderr.txt" << 6 << 1 << 1;
        QTest::newRow("eb1035 (ok) wording")
            << "linuxhw-asus-eb1035-sandybridge-ok-wording.txt" << 17 << 1 << 0;
        QTest::newRow("romed8 excerpt")
            << "linuxhw-asrockrack-romed8-2t-epyc-iommu-acs-excerpt.txt" << 7 << 0 << 0;
        QTest::newRow("as4124gs excerpt")
            << "linuxhw-supermicro-as4124gs-tnr-numa-excerpt.txt" << 10 << 0 << 0;
        QTest::newRow("synthetic switch") << "synthetic-switch-acs-unassigned-bars.txt" << 6 << 0 << 0;
    }
    void realFixtures()
    {
        QFETCH(QString, file);
        QFETCH(int, devices);
        QFETCH(int, warnings);
        QFETCH(int, infos);
        const auto result = parseLspciVerbose(TestUtil::readFixture(QStringLiteral("lspci-verbose/") + file));
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), devices);
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), warnings);
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Info), infos);
        for (const auto& device : result.value)
            QVERIFY(!device.description.isEmpty());
    }

    void h200Gpu_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("vendorId");
        QTest::newRow("-vvv: vendor id from the name") << "h200-vm-vvv.txt" << 0x10de;
        QTest::newRow("-nnvvv") << "h200-vm-nnvvv.txt" << 0x10de;
    }
    void h200Gpu()
    {
        QFETCH(QString, file);
        QFETCH(int, vendorId);
        const auto result = parseLspciVerbose(TestUtil::readFixture(QStringLiteral("lspci-verbose/") + file));
        const PciDevice* gpu = findDevice(result.value, "00:06.0");
        QVERIFY(gpu);
        QCOMPARE(gpu->classCode, 0x030200u);
        QCOMPARE(gpu->className, QStringLiteral("3D controller"));
        QCOMPARE(int(gpu->vendorId), vendorId);
        QCOMPARE(gpu->deviceId, quint16(0x2335));
        QCOMPARE(gpu->vendorName, QStringLiteral("NVIDIA Corporation"));
        QCOMPARE(gpu->deviceName, QStringLiteral("Device 2335"));
        QVERIFY(gpu->description.startsWith(QStringLiteral("NVIDIA Corporation Device")));
        QVERIFY(gpu->description.endsWith(QStringLiteral("(rev a1)")));
        QCOMPARE(gpu->role, PciRole::Endpoint);
        QCOMPARE(gpu->driver, QStringLiteral("nvidia"));
        QVERIFY(gpu->kernelModules.isEmpty()); // libkmod was missing on that guest
        QCOMPARE(gpu->link.capability, (LinkState {32, 16}));
        QCOMPARE(gpu->link.status, (LinkState {32, 16}));
        QVERIFY(!gpu->link.speedDowngraded && !gpu->link.widthDowngraded);
        QVERIFY(!gpu->link.trainedBelowCapability());
        QCOMPARE(gpu->serialNumber, QStringLiteral("63-dd-21-de-8b-2d-b0-48"));
        QVERIFY(!gpu->numaNode && !gpu->iommuGroup && !gpu->acsEnabled);
        QCOMPARE(gpu->bars.size(), 3);
        const Bar* bar2 = barAt(*gpu, 2);
        QVERIFY(bar2);
        QCOMPARE(bar2->sizeBytes, 256 * GiB);
        QVERIFY(bar2->isMemory && bar2->is64Bit && bar2->prefetchable && !bar2->unassigned);
        QCOMPARE(barAt(*gpu, 0)->sizeBytes, 16 * MiB);

        const PciDevice* host = findDevice(result.value, "00:00.0");
        QVERIFY(host);
        QCOMPARE(host->classCode, 0x060000u);
        QCOMPARE(host->role, PciRole::HostBridge);
        QCOMPARE(host->deviceName, QStringLiteral("Device 0d57"));

        const PciDevice* virtio = findDevice(result.value, "00:01.0");
        QVERIFY(virtio);
        QCOMPARE(virtio->classCode, 0x018000u);
        QCOMPARE(virtio->role, PciRole::Endpoint); // conventional PCI: capabilities but no Express
        QCOMPARE(virtio->driver, QStringLiteral("virtio-pci"));
        QCOMPARE(virtio->vendorName, QStringLiteral("Red Hat, Inc."));
        QCOMPARE(virtio->deviceName, QStringLiteral("Virtio 1.0 block device"));
        QCOMPARE(virtio->bars.size(), 1);
        QCOMPARE(virtio->bars[0].sizeBytes, 512 * quint64(1024));
        QVERIFY(!virtio->bars[0].prefetchable);

        QCOMPARE(findDevice(result.value, "00:04.0")->classCode, 0xffff00u); // "Unassigned class [ffff]"
    }

    void dumpReplayHasNoSizes()
    {
        // `lspci -F` knows no BAR sizes: an assigned BAR without "[size=" is still assigned.
        const auto result = parseLspciVerbose(fixture("h200-vm-dump-replay-nnvvv.txt"));
        const PciDevice* gpu = findDevice(result.value, "00:06.0");
        QVERIFY(gpu);
        QCOMPARE(gpu->bars.size(), 6);
        QVERIFY(!barAt(*gpu, 2)->unassigned);
        QCOMPARE(barAt(*gpu, 2)->sizeBytes, quint64(0));
        QVERIFY(barAt(*gpu, 1)->unassigned);
        QVERIFY(!barAt(*gpu, 1)->is64Bit);
        QVERIFY(gpu->driver.isEmpty());
        QCOMPARE(gpu->link.capability, (LinkState {32, 16}));
    }

    void oldOkWording()
    {
        const QByteArray data = fixture("linuxhw-asus-eb1035-sandybridge-ok-wording.txt");
        const auto result = parseLspciVerbose(data);

        const PciDevice* rootPort = findDevice(result.value, "00:01.0");
        QVERIFY(rootPort);
        QCOMPARE(rootPort->role, PciRole::RootPort);
        QCOMPARE(rootPort->secondaryBus, 1);
        QCOMPARE(rootPort->subordinateBus, 1);
        QCOMPARE(rootPort->link.capability, (LinkState {5, 16}));
        QCOMPARE(rootPort->link.status, (LinkState {2.5, 0})); // nothing in the slot
        QVERIFY(rootPort->link.speedDowngraded && rootPort->link.widthDowngraded);

        const PciDevice* port2 = findDevice(result.value, "00:1c.1");
        QVERIFY(port2->link.speedDowngraded);
        QVERIFY(!port2->link.widthDowngraded); // "Width x1 (ok)"

        const PciDevice* nic = findDevice(result.value, "03:00.0");
        QVERIFY(nic);
        QCOMPARE(nic->link.status, (LinkState {2.5, 1}));
        QVERIFY(!nic->link.trainedBelowCapability());
        QCOMPARE(nic->driver, QStringLiteral("r8169")); // read after the interleaved stderr line
        QVERIFY(nic->serialNumber.isEmpty()); // hw-probe publishes it as "..."
        QCOMPARE(nic->bars.size(), 3);
        QVERIFY(!nic->bars[0].isMemory);
        QCOMPARE(nic->bars[0].sizeBytes, quint64(256));
        // pcilib's stderr landed in the middle of "Transmit Margin: …"; the rest of that line
        // starts at column 0.
        const int strayLine = lineStartingWith(data, ", EnterModifiedCompliance-");
        QVERIFY(strayLine > 0);
        QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, strayLine),
            TestUtil::describe(result.diagnostics).constData());

        QCOMPARE(findDevice(result.value, "00:1b.0")->role, PciRole::RootComplexIntegrated);
        QCOMPARE(findDevice(result.value, "00:14.0")->classCode, 0x0c0330u); // prog-if 30 [XHCI]
        QCOMPARE(findDevice(result.value, "00:1f.2")->classCode, 0x01018fu);
        QCOMPARE(findDevice(result.value, "00:1f.0")->role, PciRole::Endpoint); // ISA bridge, no bus numbers
        const PciDevice* igd = findDevice(result.value, "00:02.0");
        QCOMPARE(igd->bars.size(), 3); // the Expansion ROM is not a BAR
        QCOMPARE(igd->deviceName,
            QStringLiteral("2nd Generation Core Processor Family Integrated Graphics Controller"));
    }

    void epycIommuGroupsAndAcs()
    {
        const auto result
            = parseLspciVerbose(fixture("linuxhw-asrockrack-romed8-2t-epyc-iommu-acs-excerpt.txt"));
        const PciDevice* port = findDevice(result.value, "00:03.5");
        QVERIFY(port);
        QCOMPARE(port->role, PciRole::RootPort);
        QCOMPARE(port->iommuGroup, std::optional<int>(72));
        QCOMPARE(port->acsEnabled, std::optional<bool>(true));
        QCOMPARE(port->link.capability, (LinkState {16, 4}));
        QCOMPARE(port->link.status, (LinkState {16, 4}));
        QCOMPARE(port->vendorName, QStringLiteral("Advanced Micro Devices, Inc. [AMD]"));
        QCOMPARE(port->deviceName, QStringLiteral("Starship/Matisse GPP Bridge"));
        const PciDevice* dummy = findDevice(result.value, "00:01.0");
        QCOMPARE(dummy->role, PciRole::HostBridge);
        QCOMPARE(dummy->iommuGroup, std::optional<int>(69));
        QCOMPARE(findDevice(result.value, "00:00.2")->classCode, 0x080600u);
    }

    void numaNodesAndOldDowngrade()
    {
        const auto result = parseLspciVerbose(fixture("linuxhw-supermicro-as4124gs-tnr-numa-excerpt.txt"));
        const PciDevice* port = findDevice(result.value, "00:01.1");
        QVERIFY(port);
        QCOMPARE(port->numaNode, std::optional<int>(0));
        QCOMPARE(port->link.status, (LinkState {8, 16}));
        QVERIFY(port->link.speedDowngraded);
        QVERIFY(!port->link.widthDowngraded);
        QVERIFY(port->link.trainedBelowCapability());
        QVERIFY(!port->acsEnabled); // no ACS capability on that port
        QCOMPARE(findDevice(result.value, "00:07.1")->acsEnabled, std::optional<bool>(true));
        for (const auto& device : result.value)
            QCOMPARE(device.numaNode, std::optional<int>(0));
    }

    void nonRootCapture()
    {
        const QByteArray data = fixture("devvm-nonroot-vvv-with-stderr.txt");
        const auto result = parseLspciVerbose(data);
        // lspci's libkmod complaint on stderr came first.
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1));
        int infos = 0;
        for (const auto& d : result.diagnostics) {
            if (d.severity == Severity::Info) {
                ++infos;
                QCOMPARE(d.line, lineStartingWith(data, "\tCapabilities: <access denied>"));
                QVERIFY(d.message.contains(QStringLiteral("of 5 device")));
            }
        }
        QCOMPARE(infos, 1);
        QCOMPARE(findDevice(result.value, "00:00.0")->role, PciRole::HostBridge);
        const PciDevice* balloon = findDevice(result.value, "00:01.0");
        QCOMPARE(balloon->role, PciRole::Unknown); // its capabilities were hidden
        QVERIFY(!balloon->link.isKnown());
        QCOMPARE(balloon->driver, QStringLiteral("virtio-pci"));
        QCOMPARE(balloon->bars.size(), 1);
    }

    void switchFabric()
    {
        const auto result = parseLspciVerbose(fixture("synthetic-switch-acs-unassigned-bars.txt"));
        const PciDevice* root = findDevice(result.value, "0000:15:01.0");
        QVERIFY(root);
        QCOMPARE(root->role, PciRole::RootPort);
        QCOMPARE(root->secondaryBus, 0x16);
        QCOMPARE(root->subordinateBus, 0x1b);
        QCOMPARE(root->acsEnabled, std::optional<bool>(true));
        QCOMPARE(root->link.capability, (LinkState {32, 16})); // not LnkCap2's "2.5-32GT/s"

        const PciDevice* upstream = findDevice(result.value, "16:00.0");
        QCOMPARE(upstream->role, PciRole::SwitchUpstream);
        QCOMPARE(upstream->serialNumber, QStringLiteral("00-80-5e-10-00-00-c0-30"));
        QCOMPARE(upstream->vendorName, QStringLiteral("Broadcom / LSI"));
        QCOMPARE(upstream->deviceName, QStringLiteral("PEX890xx PCIe Gen 5 Switch"));

        const PciDevice* downstream = findDevice(result.value, "17:00.0");
        QCOMPARE(downstream->role, PciRole::SwitchDownstream);
        // Current lspci never says "(downgraded)" on a downstream port; the numbers still tell.
        QVERIFY(!downstream->link.speedDowngraded && !downstream->link.widthDowngraded);
        QVERIFY(downstream->link.trainedBelowCapability());
        QCOMPARE(findDevice(result.value, "17:01.0")->acsEnabled, std::optional<bool>(false));

        const PciDevice* gpu = findDevice(result.value, "18:00.0");
        QCOMPARE(gpu->vendorId, quint16(0x10de));
        QCOMPARE(gpu->deviceId, quint16(0x2330));
        QCOMPARE(gpu->deviceName, QStringLiteral("GH100 [H100 SXM5 80GB]"));
        QCOMPARE(gpu->link.status, (LinkState {16, 8}));
        QVERIFY(gpu->link.speedDowngraded && gpu->link.widthDowngraded);
        QVERIFY(barAt(*gpu, 1)->unassigned);
        QCOMPARE(barAt(*gpu, 1)->sizeBytes, 128 * GiB);
        QCOMPARE(gpu->kernelModules,
            QStringList({QStringLiteral("nvidiafb"), QStringLiteral("nouveau"), QStringLiteral("nvidia_drm"),
                QStringLiteral("nvidia")}));
        QCOMPARE(gpu->serialNumber, QStringLiteral("48-b0-2d-ff-ff-0e-8d-4b"));

        const PciDevice* nic = findDevice(result.value, "19:00.0");
        QCOMPARE(nic->bars.size(), 3); // the SR-IOV capability's VF "Region 0" is not the NIC's
        for (const auto& bar : nic->bars)
            QVERIFY(bar.unassigned);
        QCOMPARE(barAt(*nic, 2)->sizeBytes, 32 * MiB);
        QVERIFY(!barAt(*nic, 4)->isMemory);
        QCOMPARE(nic->link.status, (LinkState {0, 0}));
        QVERIFY(nic->driver.isEmpty());
        QCOMPARE(nic->kernelModules, QStringList({QStringLiteral("mlx5_core")}));
        QCOMPARE(nic->deviceName, QStringLiteral("MT2910 Family [ConnectX-7]"));
    }

    void deviceLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("bdf");
        QTest::addColumn<uint>("classCode");
        QTest::addColumn<QString>("className");
        QTest::addColumn<int>("vendorId");
        QTest::addColumn<int>("deviceId");
        QTest::addColumn<QString>("vendorName");
        QTest::addColumn<QString>("deviceName");
        QTest::newRow("plain -v, known names") << QByteArray(
            "01:00.0 VGA compatible controller: NVIDIA Corporation GA102 [GeForce RTX 3090] (rev a1)")
                                               << "0000:01:00.0" << 0x030000u << "VGA compatible controller"
                                               << 0x10de << 0 << "NVIDIA Corporation"
                                               << "GA102 [GeForce RTX 3090]";
        QTest::newRow("-nn with prog-if")
            << QByteArray("00:14.0 USB controller [0c03]: Intel Corporation Device [8086:a0ed] (rev 20) "
                          "(prog-if 30 [XHCI])")
            << "0000:00:14.0" << 0x0c0330u << "USB controller" << 0x8086 << 0xa0ed << "Intel Corporation"
            << "Device a0ed";
        QTest::newRow("-n numbers only") << QByteArray("01:00.0 0302: 10de:2335 (rev a1)") << "0000:01:00.0"
                                         << 0x030200u << "" << 0x10de << 0x2335 << ""
                                         << "";
        QTest::newRow("unknown vendor")
            << QByteArray("41:00.0 Processing accelerators: Device 1e52:0001") << "0000:41:00.0" << 0x120000u
            << "Processing accelerators" << 0x1e52 << 0x0001 << ""
            << "";
        QTest::newRow("VMD domain, -D")
            << QByteArray("10000:e0:06.0 PCI bridge [0604]: Intel Corporation 11th Gen Core Processor PCIe "
                          "Controller [8086:9a09] (rev 01) (prog-if 00 [Normal decode])")
            << "10000:e0:06.0" << 0x060400u << "PCI bridge" << 0x8086 << 0x9a09 << "Intel Corporation"
            << "11th Gen Core Processor PCIe Controller";
        QTest::newRow("vendor not in the list")
            << QByteArray("02:00.0 Ethernet controller: Aquantia Corp. AQC107 (rev 02)") << "0000:02:00.0"
            << 0x020000u << "Ethernet controller" << 0 << 0 << ""
            << "";
        QTest::newRow("neither class nor vendor known")
            << QByteArray("05:00.0 Class 1234: Device 1ded:8000") << "0000:05:00.0" << 0x123400u << ""
            << 0x1ded << 0x8000 << ""
            << "";
    }
    void deviceLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, bdf);
        QFETCH(uint, classCode);
        QFETCH(QString, className);
        QFETCH(int, vendorId);
        QFETCH(int, deviceId);
        QFETCH(QString, vendorName);
        QFETCH(QString, deviceName);
        const auto result = parseLspciVerbose(QByteArray(line + "\n\tControl: I/O- Mem+ BusMaster+\n"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 1);
        const PciDevice& device = result.value.first();
        QCOMPARE(device.bdf.toString(), bdf);
        QCOMPARE(device.classCode, classCode);
        QCOMPARE(device.className, className);
        QCOMPARE(int(device.vendorId), vendorId);
        QCOMPARE(int(device.deviceId), deviceId);
        QCOMPARE(device.vendorName, vendorName);
        QCOMPARE(device.deviceName, deviceName);
    }

    void linkWordings_data()
    {
        QTest::addColumn<QByteArray>("capability");
        QTest::addColumn<QByteArray>("status");
        QTest::addColumn<double>("capabilitySpeed");
        QTest::addColumn<int>("capabilityWidth");
        QTest::addColumn<double>("speed");
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("speedDowngraded");
        QTest::addColumn<bool>("widthDowngraded");
        const QByteArray gen5 = "Port #0, Speed 32GT/s, Width x16, ASPM L1, Exit Latency L1 <4us";
        QTest::newRow("current, equal")
            << gen5 << QByteArray("Speed 32GT/s, Width x16") << 32.0 << 16 << 32.0 << 16 << false << false;
        QTest::newRow("current, downgraded")
            << gen5 << QByteArray("Speed 16GT/s (downgraded), Width x8 (downgraded)") << 32.0 << 16 << 16.0
            << 8 << true << true;
        QTest::newRow("current, overdriven") << gen5 << QByteArray("Speed 32GT/s, Width x16 (overdriven)")
                                             << 32.0 << 16 << 32.0 << 16 << false << false;
        QTest::newRow("2017-2021, ok")
            << QByteArray("Port #0, Speed 2.5GT/s, Width x16, ASPM L0s L1")
            << QByteArray("Speed 2.5GT/s (ok), Width x16 (ok)") << 2.5 << 16 << 2.5 << 16 << false << false;
        QTest::newRow("2017-2021, mixed") << QByteArray("Port #0, Speed 8GT/s, Width x16, ASPM L1")
                                          << QByteArray("Speed 2.5GT/s (downgraded), Width x16 (ok)") << 8.0
                                          << 16 << 2.5 << 16 << true << false;
        QTest::newRow("2017-2021, strange")
            << QByteArray("Port #0, Speed 5GT/s, Width x4, ASPM L1")
            << QByteArray("Speed 8GT/s (strange), Width x4 (ok)") << 5.0 << 4 << 8.0 << 4 << false << false;
        QTest::newRow("before 2017, flags on the same line")
            << QByteArray("Port #0, Speed 5GT/s, Width x16, ASPM L0s L1, Latency L0 <1us, L1 <4us")
            << QByteArray("Speed 5GT/s, Width x8, TrErr- Train- SlotClk+ DLActive- BWMgmt- ABWMgmt-") << 5.0
            << 16 << 5.0 << 8 << false << false;
        QTest::newRow("very old Gb/s")
            << QByteArray("Port #1, Speed 2.5Gb/s, Width x4, ASPM L0s, Port 1")
            << QByteArray("Speed 2.5Gb/s, Width x4, TrErr- Train-") << 2.5 << 4 << 2.5 << 4 << false << false;
        QTest::newRow("unknown speed, link down")
            << gen5 << QByteArray("Speed unknown, Width x0") << 32.0 << 16 << 0.0 << 0 << false << false;
        QTest::newRow("Gen6") << QByteArray("Port #0, Speed 64GT/s, Width x16, ASPM not supported")
                              << QByteArray("Speed 64GT/s, Width x16") << 64.0 << 16 << 64.0 << 16 << false
                              << false;
    }
    void linkWordings()
    {
        QFETCH(QByteArray, capability);
        QFETCH(QByteArray, status);
        QFETCH(double, capabilitySpeed);
        QFETCH(int, capabilityWidth);
        QFETCH(double, speed);
        QFETCH(int, width);
        QFETCH(bool, speedDowngraded);
        QFETCH(bool, widthDowngraded);
        const QByteArray data = block(
            QByteArray("\tCapabilities: [60] Express (v2) Endpoint, MSI 00\n\t\tLnkCap:\t" + capability
                + "\n\t\tLnkCtl:\tASPM Disabled; RCB 64 bytes, Disabled- CommClk+\n\t\tLnkSta:\t" + status
                + "\n\t\tLnkCap2: Supported Link Speeds: 2.5-64GT/s, Crosslink- Retimer+ 2Retimers+ DRS-"
                  "\n\t\tLnkCtl2: Target Link Speed: 2.5GT/s, EnterCompliance- SpeedDis-"
                  "\n\t\tLnkSta2: Current De-emphasis Level: -6dB, EqualizationComplete+\n"));
        // Pasted output often has its tabs expanded; the values must not change.
        for (const QByteArray& input : {data, expandTabs(data)}) {
            const auto result = parseLspciVerbose(input);
            QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
            const PcieLink& link = result.value.first().link;
            QCOMPARE(link.capability, (LinkState {capabilitySpeed, capabilityWidth}));
            QCOMPARE(link.status, (LinkState {speed, width}));
            QCOMPARE(link.speedDowngraded, speedDowngraded);
            QCOMPARE(link.widthDowngraded, widthDowngraded);
        }
    }

    void regions_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("index");
        QTest::addColumn<quint64>("size");
        QTest::addColumn<bool>("memory");
        QTest::addColumn<bool>("is64Bit");
        QTest::addColumn<bool>("prefetchable");
        QTest::addColumn<bool>("unassigned");
        QTest::newRow("64-bit prefetchable")
            << QByteArray("Region 0: Memory at 104002000000 (64-bit, prefetchable) [size=16M]") << true << 0
            << 16 * MiB << true << true << true << false;
        QTest::newRow("unassigned") << QByteArray(
            "Region 2: Memory at <unassigned> (64-bit, prefetchable) [size=128G]")
                                    << true << 2 << 128 * GiB << true << true << true << true;
        QTest::newRow("ignored, no size")
            << QByteArray("Region 1: Memory at <ignored> (32-bit, prefetchable)") << true << 1 << quint64(0)
            << true << false << true << true;
        QTest::newRow("disabled") << QByteArray(
            "Region 0: Memory at e0000000 (32-bit, non-prefetchable) [disabled] [size=16M]")
                                  << true << 0 << 16 * MiB << true << false << false << true;
        QTest::newRow("virtual") << QByteArray(
            "Region 0: Memory at 4000000000 (64-bit, prefetchable) [virtual] [size=32G]")
                                 << true << 0 << 32 * GiB << true << true << true << false;
        QTest::newRow("virtual first, older lspci")
            << QByteArray("Region 0: [virtual] Memory at f0000000 (32-bit, non-prefetchable) [size=4K]")
            << true << 0 << quint64(4096) << true << false << false << false;
        QTest::newRow("I/O") << QByteArray("Region 4: I/O ports at e000 [size=128]") << true << 4
                             << quint64(128) << false << false << false << false;
        QTest::newRow("I/O unassigned") << QByteArray("Region 5: I/O ports at <unassigned> [disabled]")
                                        << true << 5 << quint64(0) << false << false << false << true;
        QTest::newRow("size 0") << QByteArray(
            "Region 0: Memory at f0000000 (32-bit, non-prefetchable) [size=0]")
                                << true << 0 << quint64(0) << true << false << false << true;
        QTest::newRow("terabytes") << QByteArray(
            "Region 3: Memory at 3800000000 (64-bit, prefetchable) [size=2T]")
                                   << true << 3 << (quint64(2) << 40) << true << true << true << false;
        QTest::newRow("no size (dump replay)")
            << QByteArray("Region 0: Memory at 4000000000 (64-bit, non-prefetchable)") << true << 0
            << quint64(0) << true << true << false << false;
        QTest::newRow("low 1M") << QByteArray(
            "Region 0: Memory at 000d0000 (low-1M, non-prefetchable) [size=64K]")
                                << true << 0 << quint64(65536) << true << false << false << false;
        QTest::newRow("bad address") << QByteArray("Region 0: Memory at zzzz (64-bit, prefetchable)") << false
                                     << 0 << quint64(0) << false << false << false << false;
        QTest::newRow("size overflow")
            << QByteArray("Region 0: Memory at 1000 (64-bit, prefetchable) [size=99999999999T]") << false << 0
            << quint64(0) << false << false << false << false;
        QTest::newRow("index out of range")
            << QByteArray("Region 9: Memory at 1000 (32-bit, prefetchable) [size=4K]") << false << 0
            << quint64(0) << false << false << false << false;
        QTest::newRow("truncated") << QByteArray("Region 2: Memory at 100000000000 (64-b") << false << 0
                                   << quint64(0) << false << false << false << false;
    }
    void regions()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, valid);
        QFETCH(int, index);
        QFETCH(quint64, size);
        QFETCH(bool, memory);
        QFETCH(bool, is64Bit);
        QFETCH(bool, prefetchable);
        QFETCH(bool, unassigned);
        const auto result = parseLspciVerbose(block(QByteArray("\tControl: I/O- Mem+\n\t" + line + "\n")));
        QCOMPARE(result.value.size(), 1);
        const PciDevice& device = result.value.first();
        if (!valid) {
            QVERIFY(device.bars.isEmpty());
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, 3),
                TestUtil::describe(result.diagnostics).constData());
            QVERIFY(!result.hasErrors());
            return;
        }
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(device.bars.size(), 1);
        const Bar& bar = device.bars.first();
        QCOMPARE(bar.index, index);
        QCOMPARE(bar.sizeBytes, size);
        QCOMPARE(bar.isMemory, memory);
        QCOMPARE(bar.is64Bit, is64Bit);
        QCOMPARE(bar.prefetchable, prefetchable);
        QCOMPARE(bar.unassigned, unassigned);
    }

    void roles_data()
    {
        QTest::addColumn<QByteArray>("capability");
        QTest::addColumn<int>("role");
        QTest::newRow("endpoint") << QByteArray("Express (v2) Endpoint, MSI 00") << int(PciRole::Endpoint);
        QTest::newRow("legacy endpoint")
            << QByteArray("Express (v1) Legacy Endpoint, MSI 00") << int(PciRole::Endpoint);
        QTest::newRow("root port") << QByteArray("Express (v2) Root Port (Slot+), MSI 00")
                                   << int(PciRole::RootPort);
        QTest::newRow("root port, IntMsgNum")
            << QByteArray("Express (v2) Root Port (Slot-), IntMsgNum 0") << int(PciRole::RootPort);
        QTest::newRow("upstream") << QByteArray("Express (v2) Upstream Port, MSI 00")
                                  << int(PciRole::SwitchUpstream);
        QTest::newRow("downstream") << QByteArray("Express (v2) Downstream Port (Slot+), MSI 00")
                                    << int(PciRole::SwitchDownstream);
        QTest::newRow("PCIe to PCI") << QByteArray("Express (v1) PCI-Express to PCI/PCI-X Bridge, MSI 00")
                                     << int(PciRole::PciBridge);
        QTest::newRow("RCiEP") << QByteArray("Express (v2) Root Complex Integrated Endpoint, MSI 00")
                               << int(PciRole::RootComplexIntegrated);
        QTest::newRow("RCEC") << QByteArray("Express (v2) Root Complex Event Collector, MSI 00")
                              << int(PciRole::RootComplexIntegrated);
        QTest::newRow("no version") << QByteArray("Express Endpoint, MSI 00") << int(PciRole::Endpoint);
        QTest::newRow("unknown type")
            << QByteArray("Express (v2) Unknown type 11, MSI 00") << int(PciRole::Unknown);
    }
    void roles()
    {
        QFETCH(QByteArray, capability);
        QFETCH(int, role);
        const auto result = parseLspciVerbose(block(QByteArray("\tCapabilities: [60] " + capability + "\n")));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(int(result.value.first().role), role);
    }

    void acsControl_data()
    {
        QTest::addColumn<QByteArray>("lines");
        QTest::addColumn<int>("expected"); // -1: not reported
        QTest::newRow("on") << QByteArray(
            "\t\tACSCap:\tSrcValid+ TransBlk+\n\t\tACSCtl:\tSrcValid+ TransBlk- ReqRedir+ "
            "CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-\n")
                            << 1;
        QTest::newRow("off") << QByteArray(
            "\t\tACSCap:\tSrcValid+ TransBlk+\n\t\tACSCtl:\tSrcValid- TransBlk- ReqRedir- "
            "CmpltRedir- UpstreamFwd- EgressCtrl- DirectTrans-\n")
                             << 0;
        QTest::newRow("capability only is not control")
            << QByteArray("\t\tACSCap:\tSrcValid+ TransBlk+\n") << -1;
    }
    void acsControl()
    {
        QFETCH(QByteArray, lines);
        QFETCH(int, expected);
        const auto result = parseLspciVerbose(
            block(QByteArray("\tCapabilities: [220 v1] Access Control Services\n" + lines)));
        const auto acs = result.value.first().acsEnabled;
        QCOMPARE(acs ? int(*acs) : -1, expected);
    }

    void sameValueForMangledCopies_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("h200") << "h200-vm-nnvvv.txt";
        QTest::newRow("eb1035") << "linuxhw-asus-eb1035-sandybridge-ok-wording.txt";
        QTest::newRow("synthetic switch") << "synthetic-switch-acs-unassigned-bars.txt";
    }
    void sameValueForMangledCopies()
    {
        QFETCH(QString, file);
        const QByteArray data = TestUtil::readFixture(QStringLiteral("lspci-verbose/") + file);
        const auto expected = Json::toJson(parseLspciVerbose(data).value);
        QByteArray crlf = data;
        crlf.replace("\n", "\r\n");
        QByteArray ansi = data;
        ansi.replace("\n0", "\n\x1b[1m0").replace("\n\t", "\x1b[0m\n\t");
        const QByteArray pasted = "user@gpu-host:~$ sudo lspci -nnvvv\n" + expandTabs(data);
        for (const QByteArray& variant : {crlf, ansi, pasted}) {
            const auto result = parseLspciVerbose(variant);
            QVERIFY(!result.hasErrors());
            // QCOMPARE cannot print nlohmann::json; the dump says where it differs.
            const auto actual = Json::toJson(result.value);
            QVERIFY2(actual == expected, actual.dump(1).c_str());
        }
    }

    void trailingNotesAreNamed()
    {
        const QByteArray data
            = fixture("h200-vm-nnvvv.txt") + "\nThis is the GPU box in rack 4, see ticket 123.\n";
        const auto result = parseLspciVerbose(data);
        QCOMPARE(result.value.size(), 7);
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Warning);
        QCOMPARE(result.diagnostics.first().line, lineStartingWith(data, "This is the GPU box"));
    }

    void truncatedInput()
    {
        const QByteArray data = fixture("h200-vm-nnvvv.txt");
        const qsizetype cut = data.indexOf("LnkSta:\tSpeed") + 10;
        const auto result = parseLspciVerbose(data.first(cut));
        QCOMPARE(result.value.size(), 7);
        const PciDevice& gpu = result.value.last();
        QCOMPARE(gpu.link.capability, (LinkState {32, 16}));
        QVERIFY(!gpu.link.status.isKnown());
        QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, lineStartingWith(data, "\t\tLnkSta:")),
            TestUtil::describe(result.diagnostics).constData());
        QVERIFY(!result.hasErrors());

        // Every cut must give a sane result: no crash, never more devices than the whole.
        for (qsizetype at = 0; at < data.size(); at += 37) {
            const auto partial = parseLspciVerbose(data.first(at));
            QVERIFY(partial.value.size() <= 7);
            QCOMPARE(partial.value.isEmpty(), partial.hasErrors());
        }
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("whitespace") << QByteArray(" \n\t\r\n  \n");
        QTest::newRow("prose") << QByteArray("hello\nworld\n");
        QTest::newRow("nul bytes") << QByteArray("00:00.0 Host bridge: X\0\0\0\0\0", 28);
        QTest::newRow("garbage 1") << TestUtil::garbage(4096, 1);
        QTest::newRow("garbage 2") << TestUtil::garbage(100000, 2);
        QTest::newRow("garbage 3") << TestUtil::garbage(17, 3);
        QTest::newRow("truncated device line") << QByteArray("00:06.0 3D contr");
        QTest::newRow("lspci -tv") << TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt"));
        QTest::newRow("lspci -tvnn") << TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm-nn.txt"));
        QTest::newRow("lspci -vmm") << TestUtil::readFixture(QStringLiteral("lspci-dump/h200-vm-vmm.txt"));
        QTest::newRow("nvidia-smi topo -m")
            << TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt"));
        QTest::newRow("nvidia-smi -q")
            << TestUtil::readFixture(QStringLiteral("nvidia-smi-query/h200-vm.txt"));
        QTest::newRow("nvidia-smi -q -x")
            << TestUtil::readFixture(QStringLiteral("nvidia-smi-xml/h200-vm.xml"));
        QTest::newRow("numactl -H") << TestUtil::readFixture(QStringLiteral("numactl/h200-vm.txt"));
        QTest::newRow("sysfs pci") << TestUtil::readFixture(QStringLiteral("sysfs-pci/h200-vm.txt"));
        QTest::newRow("dmesg") << TestUtil::readFixture(QStringLiteral("dmesg/h200-vm.txt"));
        QTest::newRow("NCCL log") << TestUtil::readFixture(
            QStringLiteral("nccl-topo-xml/h200-vm-nccl-debug.log"));
    }
    void badInput()
    {
        QFETCH(QByteArray, data);
        const auto result = parseLspciVerbose(data);
        QVERIFY(result.value.isEmpty());
        QVERIFY(result.hasErrors());
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().line, 0);
        QVERIFY(!result.diagnostics.first().message.isEmpty());
    }

    void otherLspciListsParseWithoutDetails()
    {
        // Not this format, but the same device lines: acceptable values, and sniffing sends such
        // input to the list parser (see sniff()).
        const auto result
            = parseLspciVerbose(TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-nn.txt")));
        QVERIFY(result.diagnostics.isEmpty());
        QCOMPARE(result.value.size(), 7);
        QCOMPARE(findDevice(result.value, "00:06.0")->deviceId, quint16(0x2335));
        QCOMPARE(findDevice(result.value, "00:06.0")->role, PciRole::Unknown);
    }

    void strayLinesAndDuplicates()
    {
        const QByteArray data = "$ lspci -vvv\n"
                                "01:00.0 3D controller: NVIDIA Corporation Device 2330 (rev a1)\n"
                                "\tControl: I/O- Mem+ BusMaster+\n"
                                "lspci: Unable to load libkmod resources: error -2\n"
                                "\tKernel driver in use: nvidia\n"
                                "\n"
                                "01:00.0 3D controller: NVIDIA Corporation Device 2330 (rev a1)\n"
                                "\tKernel driver in use: vfio-pci\n";
        const auto result = parseLspciVerbose(data);
        QCOMPARE(result.value.size(), 1);
        QCOMPARE(result.value.first().driver, QStringLiteral("nvidia"));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 2);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 4));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 7));
    }

    void hostileNames()
    {
        const QByteArray longName(10 * 1024, 'A');
        const QByteArray data = "01:00.0 3D controller [0302]: <b>Evil</b> \"quoted\" 'x' \xe2\x80\xae"
                                "gnp.exe "
            + longName
            + " \xff\xfe [10de:2330] (rev a1)\n"
              "\tKernel driver in use: <script>alert(1)</script>\x1b]0;title\x07\n"
              "\tKernel modules: a\x01"
              "b, , c\n"
              "\tCapabilities: [100 v1] Device Serial Number <img src=x>\n";
        const auto result = parseLspciVerbose(data);
        QCOMPARE(result.value.size(), 1);
        const PciDevice& device = result.value.first();
        QVERIFY(device.description.contains(QStringLiteral("<b>Evil</b> \"quoted\"")));
        QVERIFY(!device.description.contains(QChar(0x202e)));
        QVERIFY(device.description.contains(QChar::ReplacementCharacter));
        QVERIFY(device.description.size() > 10 * 1024);
        QCOMPARE(device.vendorId, quint16(0x10de));
        QVERIFY(device.vendorName.isEmpty()); // no clean split
        QVERIFY(!device.driver.contains(QChar(0x1b)));
        QCOMPARE(device.kernelModules.size(), 2);
        QVERIFY(device.serialNumber.isEmpty());

        const QByteArray oneHugeLine(1024 * 1024, 'x');
        const auto huge = parseLspciVerbose(oneHugeLine);
        QVERIFY(huge.hasErrors());
    }

    void warningsAreCapped()
    {
        QByteArray data = "01:00.0 3D controller: NVIDIA Corporation Device 2330\n";
        for (int i = 0; i < 5000; ++i)
            data += "\tRegion 0: Memory at nowhere\n";
        const auto result = parseLspciVerbose(data);
        QCOMPARE(result.value.size(), 1);
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 100);
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Info), 1);
        QVERIFY(result.diagnostics.last().message.contains(QStringLiteral("4900")));
    }

    void fiftyMegabytes()
    {
        // Real blocks with distinct addresses (one PCI domain per copy): must finish, and finish
        // with every device.
        const QByteArray one = fixture("h200-vm-nnvvv.txt");
        QByteArray data;
        data.reserve(TestUtil::hugeInputBytes + 2 * 1024 * 1024);
        int copies = 0;
        while (data.size() < TestUtil::hugeInputBytes) {
            QByteArray copy = "\n" + one;
            copy.replace(
                "\n00:", QByteArray("\n" + QByteArray::number(copies, 16).rightJustified(4, '0') + ":00:"));
            data += copy;
            ++copies;
        }
        const auto result = parseLspciVerbose(data);
        QVERIFY(!result.hasErrors());
        QVERIFY(result.diagnostics.isEmpty());
        QCOMPARE(result.value.size(), copies * 7);
        QCOMPARE(result.value.last().bdf.domain, copies - 1);
        QCOMPARE(result.value.last().link.capability, (LinkState {32, 16}));
        QVERIFY(sniffLspciVerbose(data) >= 90);
    }

    void sniff_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("ours");
        const char* ours[] = {"lspci-verbose/h200-vm-vvv.txt", "lspci-verbose/h200-vm-nnvvv.txt",
            "lspci-verbose/h200-vm-dump-replay-nnvvv.txt", "lspci-verbose/devvm-nonroot-vvv-with-stderr.txt",
            "lspci-verbose/linuxhw-asus-eb1035-sandybridge-ok-wording.txt",
            "lspci-verbose/linuxhw-asrockrack-romed8-2t-epyc-iommu-acs-excerpt.txt",
            "lspci-verbose/linuxhw-supermicro-as4124gs-tnr-numa-excerpt.txt",
            "lspci-verbose/synthetic-switch-acs-unassigned-bars.txt"};
        for (const char* file : ours)
            QTest::newRow(file) << QString::fromLatin1(file) << true;
        const char* theirs[]
            = {"lspci-list/h200-vm-nn.txt", "lspci-list/h200-vm-D-nn.txt", "lspci-list/h200-vm-k.txt",
                "lspci-dump/h200-vm-vmm.txt", "lspci-tree/h200-vm.txt", "lspci-tree/h200-vm-nn.txt",
                "nvidia-smi-topo/h200-vm-1gpu.txt", "nvidia-smi-p2p/h200-vm-1gpu-r.txt",
                "nvidia-smi-query/h200-vm.txt", "nvidia-smi-xml/h200-vm.xml", "nvidia-smi-csv/h200-vm.csv",
                "numactl/h200-vm.txt", "sysfs-nodes/h200-vm.txt", "sysfs-pci/h200-vm.txt",
                "proc-cmdline/h200-vm.txt", "dmesg/h200-vm.txt", "nccl-topo-xml/h200-vm-dump.xml",
                "nccl-topo-xml/h200-vm-nccl-debug.log", "copybench/h200-vm.csv", "lspci-dump/h200-vm.xxxx"};
        for (const char* file : theirs)
            QTest::newRow(file) << QString::fromLatin1(file) << false;
    }
    void sniff()
    {
        QFETCH(QString, file);
        QFETCH(bool, ours);
        const int score = sniffLspciVerbose(TestUtil::readFixture(file));
        if (ours)
            QVERIFY2(score >= 90, QByteArray::number(score).constData());
        else
            QVERIFY2(score <= 10, QByteArray::number(score).constData());
    }

    // `lspci -vvv | grep -E 'LnkCap|LnkSta'` as people paste it: the link lines alone, indented
    // with spaces or not at all, perhaps below the command; each device they show is an unnamed
    // one, without a made-up address.
    void grepExcerptsWithoutDeviceLines_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("firstLinkLine");
        QTest::addColumn<double>("capabilitySpeed");
        QTest::addColumn<int>("capabilityWidth");
        QTest::addColumn<double>("statusSpeed");
        QTest::addColumn<int>("statusWidth");
        QTest::addColumn<bool>("speedDowngraded");
        QTest::newRow("LACT #593, 16 spaces, below the command")
            << "lact-issue593-rx9070xt-grep-lnkcap-lnksta.txt" << 2 << 32.0 << 16 << 32.0 << 16 << false;
        QTest::newRow("LACT #334, LnkCap2 and LnkCtl2")
            << "lact-issue334-rx7800xt-lnksta-lnkcap2-lnkctl2.txt" << 1 << 16.0 << 0 << 16.0 << 16 << false;
        QTest::newRow("jan #183, 4 spaces, downgraded")
            << "jan-issue183-rtx4090-riser-lnkcap-lnksta.txt" << 1 << 16.0 << 16 << 2.5 << 16 << true;
        QTest::newRow("lshca #51, unindented, speed unknown")
            << "lshca-issue51-cx7-lnkcap-lnksta.txt" << 1 << 0.0 << 16 << 16.0 << 16 << false;
    }
    void grepExcerptsWithoutDeviceLines()
    {
        QFETCH(QString, file);
        QFETCH(int, firstLinkLine);
        QFETCH(double, capabilitySpeed);
        QFETCH(int, capabilityWidth);
        QFETCH(double, statusSpeed);
        QFETCH(int, statusWidth);
        QFETCH(bool, speedDowngraded);
        const QByteArray input = TestUtil::readFixture(QStringLiteral("lspci-verbose/") + file);
        const auto result = parseLspciVerbose(input);
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 1);
        const PciDevice& device = result.value.first();
        QVERIFY(!device.hasAddress());
        QCOMPARE(device.unnamedNumber, 1);
        QCOMPARE(device.displayName(), QStringLiteral("unnamed device 1"));
        QCOMPARE(device.link.capability.speedGTs, capabilitySpeed);
        QCOMPARE(device.link.capability.width, capabilityWidth);
        QCOMPARE(device.link.status.speedGTs, statusSpeed);
        QCOMPARE(device.link.status.width, statusWidth);
        QCOMPARE(device.link.speedDowngraded, speedDowngraded);
        // The diagnostic names the line and says what is missing; nothing else is said.
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Info);
        QCOMPARE(result.diagnostics.first().line, firstLinkLine);
        QVERIFY(result.diagnostics.first().message.contains(QStringLiteral("without the device line")));
        QVERIFY(result.diagnostics.first().message.contains(QStringLiteral("unnamed device 1, without an address")));
        // Its JSON has no address either.
        const auto json = Json::toJson(result.value);
        QVERIFY(json[0]["bdf"].is_null());
        QCOMPARE(json[0]["unnamed"].get<int>(), 1);
        QVERIFY(sniffLspciVerbose(input) >= 60);
        QVERIFY(sniffLspciList(input) <= 10);
        QCOMPARE(sniffLspciTree(input), 0);
    }

    void grepExcerptOfTwoDevices()
    {
        // Two pastes one after the other: the link lines start over, so a second device starts.
        const QByteArray first = fixture("jan-issue183-rtx4090-riser-lnkcap-lnksta.txt");
        const QByteArray second = fixture("lshca-issue51-cx7-lnkcap-lnksta.txt");
        const auto result = parseLspciVerbose(QByteArray(first + second));
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 2);
        QCOMPARE(result.value[0].displayName(), QStringLiteral("unnamed device 1"));
        QCOMPARE(result.value[1].displayName(), QStringLiteral("unnamed device 2"));
        QCOMPARE(result.value[0].link.status.speedGTs, 2.5);
        QCOMPARE(result.value[1].link.status.speedGTs, 16.0);
        QCOMPARE(result.value[1].link.capability.width, 16);
        QCOMPARE(result.diagnostics.size(), 2);
        QCOMPARE(result.diagnostics[1].line, 3);
        QVERIFY(result.diagnostics[1].message.contains(QStringLiteral("unnamed device 2")));
    }

    void hugeGrepExcerpt()
    {
        // Millions of link lines of a real excerpt: a bounded number of unnamed devices, the rest counted.
        const QByteArray one = fixture("lshca-issue51-cx7-lnkcap-lnksta.txt");
        const auto result = parseLspciVerbose(one.repeated(TestUtil::hugeInputBytes / one.size()));
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.size(), 4096);
        QCOMPARE(result.value.last().unnamedNumber, 4096);
        QCOMPARE(result.value.last().link.status.speedGTs, 16.0);
        QVERIFY(result.diagnostics.size() <= 23);
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Warning), 1);
    }

    void grepExcerptWithDeviceLines()
    {
        // grep -P "BDF|LnkSta:": every device line, and the link line of the one root port that
        // has a PCIe capability, indented with spaces.
        const QByteArray input = fixture("linfo-issue114-amd-trinity-grep-device-lines-lnksta-excerpt.txt");
        const auto result = parseLspciVerbose(input);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 10);
        for (const PciDevice& d : result.value)
            QVERIFY(d.hasAddress());
        const PciDevice* port = findDevice(result.value, "00:04.0");
        QVERIFY(port);
        QCOMPARE(port->className, QStringLiteral("PCI bridge"));
        QCOMPARE(port->link.status.speedGTs, 5.0);
        QCOMPARE(port->link.status.width, 1);
        QVERIFY(!findDevice(result.value, "00:01.0")->link.isKnown());
        QCOMPARE(findDevice(result.value, "00:12.2")->classCode >> 8, 0x0c03u);
        QCOMPARE(sniffLspciVerbose(input), 70);
        QCOMPARE(sniffLspciList(input), 10);
    }

    void grepExcerptAfterAnotherDevicesLines()
    {
        // grep -E 'NVIDIA|LnkSta' keeps the NVIDIA device line, its LnkSta, and the LnkSta of a
        // device whose line it dropped: that one is unnamed, not the GPU's second link.
        QByteArray gpu;
        for (const QByteArray& line : fixture("h200-vm-nnvvv.txt").split('\n')) {
            if (gpu.isEmpty() && line.contains("NVIDIA") && !line.startsWith('\t'))
                gpu = line;
        }
        QVERIFY(gpu.startsWith("00:06.0 3D controller"));
        const QByteArray input = gpu + "\n        LnkSta: Speed 32GT/s, Width x16\n        LnkSta: Speed 8GT/s, Width x4\n";
        const auto result = parseLspciVerbose(input);
        QCOMPARE(result.value.size(), 2);
        QVERIFY(result.value[0].hasAddress());
        QCOMPARE(result.value[0].link.status.speedGTs, 32.0);
        QCOMPARE(result.value[1].unnamedNumber, 1);
        QCOMPARE(result.value[1].link.status.width, 4);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 3, Severity::Info));
    }

    void sniffOddInput()
    {
        QCOMPARE(sniffLspciVerbose(QByteArray()), 0);
        QCOMPARE(sniffLspciVerbose(TestUtil::garbage(8192, 7)), 0);
        QCOMPARE(sniffLspciVerbose("hello\n"), 0);
    }

    void sniffSharedCorpus()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("../shared/corpus is not present");
        // Tree drawings and IOMMU group listings name the same devices; none is -vvv output.
        for (const QString& folder : {QStringLiteral("lspci_tv"), QStringLiteral("iommu_groups")}) {
            const QDir dir(TestUtil::corpusPath(folder));
            for (const QString& name : dir.entryList(QDir::Files)) {
                const int score = sniffLspciVerbose(TestUtil::readFile(dir.filePath(name)));
                QVERIFY2(score <= 10, qPrintable(name + u' ' + QString::number(score)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestParseLspciVerbose)
#include "tst_parse_lspciverbose.moc"
