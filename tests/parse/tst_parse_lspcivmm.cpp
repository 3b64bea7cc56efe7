// SPDX-License-Identifier: GPL-3.0-or-later
// lspci -vmm: real captures (the H200 guest, the development VM, a VMware guest, a pasted AMD
// laptop), the same devices as lspci -nn of the same machine, and every kind of damage.
#include "parse/lspci/lspci.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

QStringList strings(std::initializer_list<const char*> texts)
{
    QStringList out;
    for (const char* text : texts)
        out << QString::fromLatin1(text);
    return out;
}

const PciDevice* device(const QList<PciDevice>& devices, const char* address)
{
    const std::optional<Bdf> bdf = Bdf::parse(QByteArrayView(address));
    for (const PciDevice& d : devices) {
        if (bdf && d.bdf == *bdf)
            return &d;
    }
    return nullptr;
}

QByteArray fixture(const char* path)
{
    return TestUtil::readFixture(QString::fromLatin1(path));
}

QByteArray messages(const Diagnostics& diagnostics)
{
    return TestUtil::describe(diagnostics);
}

bool mentions(const Diagnostics& diagnostics, int line, const char* text)
{
    for (const Diagnostic& d : diagnostics) {
        if (d.line == line && d.message.contains(QLatin1String(text)))
            return true;
    }
    return false;
}

} // namespace

class TestParseLspciVmm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realOutputs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("devices");
        QTest::newRow("h200 -vmm") << "lspci-vmm/h200-vm-vmm.txt" << 7;
        QTest::newRow("h200 -vmmnn") << "lspci-vmm/h200-vm-vmmnn.txt" << 7;
        QTest::newRow("h200 -vmm -D") << "lspci-vmm/h200-vm-vmm-D.txt" << 7;
        QTest::newRow("h200 -vmm -nn -D (lspci-dump)") << "lspci-dump/h200-vm-vmm.txt" << 7;
        QTest::newRow("dev vm -vmm") << "lspci-vmm/devvm-vmm.txt" << 6;
        QTest::newRow("dev vm -vmmnn -D -k -vv") << "lspci-vmm/devvm-vmmnn-D-k-vv.txt" << 6;
        QTest::newRow("dev vm -vmnnk (old -vm form)") << "lspci-vmm/devvm-vmnnk.txt" << 6;
        QTest::newRow("jc VMware -mmv") << "lspci-vmm/jc-vmware-ubuntu2010-mmv.txt" << 46;
        QTest::newRow("jc VMware -nmmv") << "lspci-vmm/jc-vmware-ubuntu2010-nmmv.txt" << 46;
        QTest::newRow("jc VMware -nnmmv") << "lspci-vmm/jc-vmware-ubuntu2010-nnmmv.txt" << 46;
        QTest::newRow("issue paste, tabs as spaces")
            << "lspci-vmm/davinci-resolve-checker-issue4-raven-vmmnn-k-excerpt.txt" << 7;
        QTest::newRow("replay, five domains -vmm") << "lspci-vmm/synthetic-replay-multidomain-vmm.txt" << 5;
        QTest::newRow("replay, five domains -vmmnn -D -k -vv")
            << "lspci-vmm/synthetic-replay-multidomain-vmmnn-D-k-vv.txt" << 5;
        QTest::newRow("replay, five domains -vmnnk")
            << "lspci-vmm/synthetic-replay-multidomain-vmnnk.txt" << 5;
    }
    void realOutputs()
    {
        QFETCH(QString, file);
        QFETCH(int, devices);
        const QByteArray input = TestUtil::readFixture(file);
        const auto result = parseLspciVmm(input);
        QVERIFY2(result.diagnostics.isEmpty(), messages(result.diagnostics).constData());
        QCOMPARE(result.value.size(), devices);
        QVERIFY2(sniffLspciVmm(input) >= 90, qPrintable(QString::number(sniffLspciVmm(input))));
        QCOMPARE(sniffLspciList(input), 0);
        QVERIFY(sniffLspciMm(input) < 30);
        QVERIFY(sniffLspciVerbose(input) < 30);
        QVERIFY(sniffLspciTree(input) < 30);
    }

    void h200Values()
    {
        const auto result = parseLspciVmm(fixture("lspci-vmm/h200-vm-vmmnn.txt"));
        const PciDevice* gpu = device(result.value, "0000:00:06.0");
        QVERIFY(gpu);
        QCOMPARE(gpu->vendorId, quint16(0x10de));
        QCOMPARE(gpu->deviceId, quint16(0x2335));
        QCOMPARE(gpu->classCode, 0x030200u);
        QCOMPARE(gpu->className, QStringLiteral("3D controller"));
        QCOMPARE(gpu->vendorName, QStringLiteral("NVIDIA Corporation"));
        QCOMPARE(gpu->deviceName, QStringLiteral("Device 2335"));
        QCOMPARE(gpu->description, QStringLiteral("NVIDIA Corporation Device [10de:2335] (rev a1)"));
        QVERIFY(gpu->isGpu());
        QVERIFY(!gpu->numaNode && !gpu->iommuGroup && gpu->driver.isEmpty());

        const PciDevice* host = device(result.value, "00:00.0");
        QCOMPARE(host->classCode, 0x060000u);
        QCOMPARE(host->description, QStringLiteral("Intel Corporation Device [8086:0d57]"));
        const PciDevice* socket = device(result.value, "00:04.0");
        QCOMPARE(socket->classCode, 0xffff00u);
        QCOMPARE(socket->className, QStringLiteral("Unassigned class"));
        QCOMPARE(socket->deviceName, QStringLiteral("Virtio 1.0 socket"));
        QCOMPARE(socket->description, QStringLiteral("Red Hat, Inc. Virtio 1.0 socket [1af4:1053] (rev 01)"));

        // Without -nn: the names only, except the device ids lspci prints for want of a name.
        const auto plain = parseLspciVmm(fixture("lspci-vmm/h200-vm-vmm.txt"));
        const PciDevice* plainGpu = device(plain.value, "00:06.0");
        QCOMPARE(plainGpu->vendorId, quint16(0));
        QCOMPARE(plainGpu->deviceId, quint16(0x2335));
        QCOMPARE(plainGpu->classCode, 0x030200u);
        QCOMPARE(plainGpu->description, QStringLiteral("NVIDIA Corporation Device 2335 (rev a1)"));
        QCOMPARE(device(plain.value, "00:01.0")->classCode, 0x018000u);
    }

    // The two forms of one machine give the same devices: lspci -vmmnn and lspci -D -nn of the
    // H200 guest (captured one after the other), -vmmnn -D -k -vv and -D -nn -k of the dev VM.
    void sameDevicesAsTheList_data()
    {
        QTest::addColumn<QString>("vmm");
        QTest::addColumn<QString>("list");
        QTest::addColumn<bool>("ids");
        QTest::newRow("h200 -vmmnn") << "lspci-vmm/h200-vm-vmmnn.txt"
                                     << "lspci-list/h200-vm-D-nn.txt" << true;
        QTest::newRow("h200 -vmm") << "lspci-vmm/h200-vm-vmm-D.txt"
                                   << "lspci-list/h200-vm-k.txt" << false;
        QTest::newRow("dev vm -k") << "lspci-vmm/devvm-vmmnn-D-k-vv.txt"
                                   << "lspci-list/devvm-D-nn-k.txt" << true;
        QTest::newRow("replay, five domains") << "lspci-vmm/synthetic-replay-multidomain-vmmnn-D-k-vv.txt"
                                              << "lspci-list/synthetic-replay-multidomain-nn.txt" << true;
    }
    void sameDevicesAsTheList()
    {
        QFETCH(QString, vmm);
        QFETCH(QString, list);
        QFETCH(bool, ids);
        const auto fromVmm = parseLspciVmm(TestUtil::readFixture(vmm));
        const auto fromList = parseLspciList(TestUtil::readFixture(list));
        QCOMPARE(fromVmm.value.size(), fromList.value.size());
        for (qsizetype i = 0; i < fromList.value.size(); ++i) {
            const PciDevice& a = fromVmm.value[i];
            const PciDevice& b = fromList.value[i];
            QCOMPARE(a.bdf, b.bdf);
            QCOMPARE(a.className, b.className);
            QCOMPARE(a.classCode, b.classCode);
            QCOMPARE(a.description, b.description);
            if (ids) {
                QCOMPARE(a.vendorId, b.vendorId);
                QCOMPARE(a.deviceId, b.deviceId);
                QCOMPARE(a.driver, b.driver);
            }
        }
    }

    void domainsAreKept()
    {
        for (const char* file : {"lspci-vmm/synthetic-replay-multidomain-vmm.txt",
                 "lspci-vmm/synthetic-replay-multidomain-vmmnn-D-k-vv.txt",
                 "lspci-vmm/synthetic-replay-multidomain-vmnnk.txt"}) {
            const auto result = parseLspciVmm(fixture(file));
            QStringList slots;
            for (const PciDevice& d : result.value)
                slots << d.bdf.toString();
            QCOMPARE(slots,
                strings({"0000:00:00.0", "0000:00:03.0", "0001:00:00.0", "4a6b:00:00.0", "10000:e0:00.0"}));
            QCOMPARE(device(result.value, "4a6b:00:00.0")->bdf.domain, 0x4a6b);
            QCOMPARE(device(result.value, "10000:e0:00.0")->bdf.domain, 0x10000);
            QCOMPARE(device(result.value, "0001:00:00.0")->deviceId, quint16(0x2335));
        }
    }

    void kernelDriverAndOldForm()
    {
        const auto k = parseLspciVmm(fixture("lspci-vmm/devvm-vmmnn-D-k-vv.txt"));
        QCOMPARE(device(k.value, "00:01.0")->driver, QStringLiteral("virtio-pci"));
        QVERIFY(device(k.value, "00:00.0")->driver.isEmpty());
        QCOMPARE(device(k.value, "00:01.0")->deviceName, QStringLiteral("Virtio 1.0 memory balloon"));

        // -vm: "Device:" names the slot first and the device after it.
        const auto old = parseLspciVmm(fixture("lspci-vmm/devvm-vmnnk.txt"));
        for (qsizetype i = 0; i < k.value.size(); ++i) {
            QCOMPARE(old.value[i].bdf, k.value[i].bdf);
            QCOMPARE(old.value[i].deviceName, k.value[i].deviceName);
            QCOMPARE(old.value[i].deviceId, k.value[i].deviceId);
            QCOMPARE(old.value[i].driver, k.value[i].driver);
        }
    }

    void vmwareForms()
    {
        const auto mixed = parseLspciVmm(fixture("lspci-vmm/jc-vmware-ubuntu2010-nnmmv.txt"));
        const PciDevice* ide = device(mixed.value, "00:07.1");
        QCOMPARE(ide->classCode, 0x01018au);
        QCOMPARE(ide->vendorId, quint16(0x8086));
        QCOMPARE(ide->deviceId, quint16(0x7111));
        QCOMPARE(ide->deviceName, QStringLiteral("82371AB/EB/MB PIIX4 IDE"));
        QCOMPARE(ide->description,
            QStringLiteral("Intel Corporation 82371AB/EB/MB PIIX4 IDE [8086:7111] (rev 01)"));

        const auto numeric = parseLspciVmm(fixture("lspci-vmm/jc-vmware-ubuntu2010-nmmv.txt"));
        const PciDevice* ideN = device(numeric.value, "00:07.1");
        QCOMPARE(ideN->classCode, 0x01018au);
        QCOMPARE(ideN->vendorId, quint16(0x8086));
        QCOMPARE(ideN->deviceId, quint16(0x7111));
        QVERIFY(ideN->vendorName.isEmpty() && ideN->className.isEmpty());
        QCOMPARE(ideN->description, QStringLiteral("8086:7111 (rev 01)"));

        const auto plain = parseLspciVmm(fixture("lspci-vmm/jc-vmware-ubuntu2010-mmv.txt"));
        QCOMPARE(device(plain.value, "00:07.1")->classCode, 0x01018au);
        QCOMPARE(device(plain.value, "00:07.1")->vendorId, quint16(0));
        QCOMPARE(device(plain.value, "02:02.0")->deviceName,
            QStringLiteral("ES1371/ES1373 / Creative Labs CT2518"));
        QCOMPARE(device(mixed.value, "02:02.0")->deviceId, device(numeric.value, "02:02.0")->deviceId);
        for (qsizetype i = 0; i < mixed.value.size(); ++i) {
            QCOMPARE(mixed.value[i].bdf, numeric.value[i].bdf);
            QCOMPARE(mixed.value[i].classCode, numeric.value[i].classCode);
            QCOMPARE(mixed.value[i].vendorId, numeric.value[i].vendorId);
            QCOMPARE(mixed.value[i].deviceId, numeric.value[i].deviceId);
        }
    }

    void pastedWithSpaces()
    {
        const auto result
            = parseLspciVmm(fixture("lspci-vmm/davinci-resolve-checker-issue4-raven-vmmnn-k-excerpt.txt"));
        const PciDevice* root = device(result.value, "00:00.0");
        QCOMPARE(root->vendorName, QStringLiteral("Advanced Micro Devices, Inc. [AMD]"));
        QCOMPARE(root->vendorId, quint16(0x1022));
        QCOMPARE(root->deviceId, quint16(0x15d0));
        QVERIFY(!root->iommuGroup);
        const PciDevice* bridge = device(result.value, "00:01.3");
        QCOMPARE(bridge->classCode, 0x060400u);
        QCOMPARE(bridge->deviceName, QStringLiteral("Raven/Raven2 PCIe GPP Bridge [6:0]"));
        QCOMPARE(bridge->deviceId, quint16(0x15d3));
        QCOMPARE(bridge->driver, QStringLiteral("pcieport"));
        QCOMPARE(bridge->iommuGroup, std::optional<int>(1));
        QCOMPARE(device(result.value, "00:08.1")->iommuGroup, std::optional<int>(4));
    }

    // Written for this test in lspci's exact form (pciutils' show_machine()): the tags the
    // captures lack, NUMANode, IOMMUGroup, PhySlot and several Module lines.
    void numaIommuAndModules()
    {
        const auto result
            = parseLspciVmm("Slot:\t0000:41:00.0\nClass:\t3D controller [0302]\n"
                            "Vendor:\tNVIDIA Corporation [10de]\nDevice:\tGH100 [H100 SXM5 80GB] [2330]\n"
                            "SVendor:\tNVIDIA Corporation [10de]\nSDevice:\tDevice [16c1]\n"
                            "PhySlot:\t3\nRev:\ta1\nProgIf:\t00\nDriver:\tnvidia\nModule:\tnvidiafb\n"
                            "Module:\tnouveau\nModule:\tnvidia_drm\nModule:\tnvidia\nNUMANode:\t1\n"
                            "IOMMUGroup:\t37\n");
        QVERIFY2(result.diagnostics.isEmpty(), messages(result.diagnostics).constData());
        const PciDevice& gpu = result.value.first();
        QCOMPARE(gpu.bdf.bus, 0x41);
        QCOMPARE(gpu.deviceName, QStringLiteral("GH100 [H100 SXM5 80GB]"));
        QCOMPARE(gpu.kernelModules, strings({"nvidiafb", "nouveau", "nvidia_drm", "nvidia"}));
        QCOMPARE(gpu.numaNode, std::optional<int>(1));
        QCOMPARE(gpu.iommuGroup, std::optional<int>(37));
        QCOMPARE(gpu.driver, QStringLiteral("nvidia"));
    }

    // Without -nn a name may end in four hex digits in brackets; only -nn brackets every id.
    void bracketInPlainName()
    {
        const auto result = parseLspciVmm("Slot:\t05:00.0\nClass:\tNetwork controller\nVendor:\tAcme\n"
                                          "Device:\tWidget [beef]\n");
        QCOMPARE(result.value.first().deviceId, quint16(0));
        QCOMPARE(result.value.first().deviceName, QStringLiteral("Widget [beef]"));
        QCOMPARE(result.value.first().classCode, 0x028000u);
        QCOMPARE(result.value.first().description, QStringLiteral("Acme Widget [beef]"));
    }

    void crlfAndTabs()
    {
        const QByteArray input = fixture("lspci-vmm/h200-vm-vmmnn.txt");
        const auto original = parseLspciVmm(input);
        QByteArray crlf = input;
        crlf.replace("\n", "\r\n");
        QByteArray spaces = input;
        spaces.replace("\t", "   ");
        QByteArray indented = "    " + input;
        indented.replace("\n", "\n    ");
        for (const QByteArray& variant : {crlf, spaces, indented}) {
            const auto result = parseLspciVmm(variant);
            QVERIFY2(result.diagnostics.isEmpty(), messages(result.diagnostics).constData());
            QCOMPARE(result.value.size(), original.value.size());
            for (qsizetype i = 0; i < result.value.size(); ++i) {
                QCOMPARE(result.value[i].bdf, original.value[i].bdf);
                QCOMPARE(result.value[i].description, original.value[i].description);
            }
            QVERIFY(sniffLspciVmm(variant) >= 90);
        }
    }

    void truncated()
    {
        const QByteArray input = fixture("lspci-vmm/h200-vm-vmmnn.txt");
        // Cut inside the GPU's record, after its Class line (line 53).
        const qsizetype gpu = input.indexOf("Slot:\t00:06.0");
        const auto cut = parseLspciVmm(input.left(input.indexOf("Vendor:", gpu) + 4));
        QCOMPARE(cut.value.size(), 7);
        QCOMPARE(cut.diagnostics.size(), 2);
        QVERIFY(mentions(cut.diagnostics, 52, "no Class, Vendor or Device"));
        QVERIFY(TestUtil::hasDiagnosticAt(cut.diagnostics, 54));
        QCOMPARE(cut.value.last().classCode, 0x030200u);
        // Cut in the middle of its slot: that record is not a device.
        const auto inSlot = parseLspciVmm(input.left(gpu + 9));
        QCOMPARE(inSlot.value.size(), 6);
        QVERIFY(mentions(inSlot.diagnostics, 52, "not a PCI address"));
    }

    void damagedRecords()
    {
        const QByteArray input
            = "lspci: Unable to load libkmod resources: error -2\n"
              "Slot:\t00:00.0\nClass:\tHost bridge [0600]\nClass:\tPCI bridge [0604]\n"
              "Vendor:\tIntel Corporation [8086]\nDevice:\tDevice [0d57]\nFlavor:\tspicy\n"
              "Rev:\tzz\nNUMANode:\tnone\n\n"
              "Class:\tEthernet controller [0200]\nVendor:\tRed Hat, Inc. [1af4]\n\n"
              "Slot:\t00:1c.0/00.0\nClass:\tEthernet controller [0200]\n\n"
              "Slot:\t0000:00:1c.0/02:00.0\nClass:\tEthernet controller [0200]\n"
              "Vendor:\tIntel Corporation [8086]\nDevice:\tI210 Gigabit Network Connection [1533]\n"
              "Flavor:\tsweet\nSlot:\t00:00.0\nClass:\tHost bridge [0600]\nVendor:\tx\nDevice:\ty\n"
              "this line is prose\n";
        const auto result = parseLspciVmm(input);
        QCOMPARE(result.value.size(), 2);
        QVERIFY(mentions(result.diagnostics, 1, "message of lspci itself"));
        QVERIFY(mentions(result.diagnostics, 4, "appears twice"));
        QVERIFY(mentions(result.diagnostics, 7, "Flavor"));
        QVERIFY(mentions(result.diagnostics, 8, "not a number"));
        QVERIFY(mentions(result.diagnostics, 9, "not a number"));
        QVERIFY(mentions(result.diagnostics, 11, "does not begin with a Slot"));
        QVERIFY(mentions(result.diagnostics, 14, "-PP"));
        QVERIFY(mentions(result.diagnostics, 22, "more than once"));
        QVERIFY(mentions(result.diagnostics, 26, "not a \"Tag:<tab>value\" line"));
        // The unknown tag is noted once, where it first appears.
        int flavours = 0;
        for (const Diagnostic& d : result.diagnostics)
            flavours += d.message.contains(QLatin1String("Flavor")) ? 1 : 0;
        QCOMPARE(flavours, 1);
        QCOMPARE(result.value.first().classCode, 0x060000u);
        QVERIFY(!result.value.first().numaNode);
        const PciDevice* nic = device(result.value, "0000:02:00.0");
        QVERIFY(nic);
        QCOMPARE(nic->deviceId, quint16(0x1533));
    }

    void notVmm_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << QByteArray() << 0;
        QTest::newRow("whitespace") << QByteArray(" \n\t\r\n\n") << 0;
        QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 7) << -1;
        QTest::newRow("prose") << QByteArray("Nothing: to see here.\nMore: prose.\n") << 1;
        QTest::newRow("lspci -nn") << fixture("lspci-list/h200-vm-nn.txt") << 1;
        QTest::newRow("lspci -mm") << fixture("lspci-mm/h200-vm-mmnn.txt") << 1;
        QTest::newRow("lspci -tv") << fixture("lspci-tree/h200-vm.txt") << 1;
        QTest::newRow("lspci -vvv") << fixture("lspci-verbose/h200-vm-nnvvv.txt") << -1;
        QTest::newRow("sysfs listing") << fixture("sysfs-pci/h200-vm.txt") << -1;
        QTest::newRow("nvidia-smi -q") << fixture("nvidia-smi-query/h200-vm.txt") << -1;
        QTest::newRow("numactl") << fixture("numactl/h200-vm.txt") << -1;
    }
    void notVmm()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        const auto result = parseLspciVmm(input);
        QVERIFY(result.value.isEmpty());
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Error);
        if (line >= 0)
            QCOMPARE(result.diagnostics.first().line, line);
        else
            QVERIFY(result.diagnostics.first().line >= 1);
        QVERIFY(sniffLspciVmm(input) < 30);
    }

    void notUtf8()
    {
        QByteArray input = fixture("lspci-vmm/h200-vm-vmm.txt");
        input.replace("Red Hat, Inc.", "Red \xff\xfe Hat \xe9");
        const auto result = parseLspciVmm(input);
        QVERIFY(result.diagnostics.isEmpty());
        QCOMPARE(result.value.size(), 7);
        QVERIFY(device(result.value, "00:01.0")->vendorName.startsWith(QLatin1String("Red ")));
        QVERIFY(!device(result.value, "00:01.0")->vendorName.contains(QChar(0)));
    }

    void huge()
    {
        // 20,000 functions in 40 domains, each a record of the dev VM's shape.
        QByteArray many;
        int written = 0;
        for (int domain = 0; domain < 40; ++domain) {
            for (int bus = 0; bus < 125; ++bus) {
                for (int fn = 0; fn < 4; ++fn, ++written) {
                    many += "Slot:\t" + QByteArray::number(domain, 16).rightJustified(4, '0') + ':'
                        + QByteArray::number(bus, 16).rightJustified(2, '0') + ":00." + QByteArray::number(fn)
                        + "\nClass:\tEthernet controller [0200]\nVendor:\tRed Hat, Inc. [1af4]\n"
                          "Device:\tVirtio 1.0 network device "
                          "[1041]\nRev:\t01\nProgIf:\t00\nDriver:\tvirtio-pci\n\n";
                }
            }
        }
        const auto result = parseLspciVmm(many);
        QVERIFY(result.diagnostics.isEmpty());
        QCOMPARE(result.value.size(), written);
        QCOMPARE(result.value.last().bdf.domain, 39);

        // 50 MB of one capture over and over: duplicates, warned about a bounded number of times.
        const QByteArray capture = fixture("lspci-vmm/h200-vm-vmmnn.txt");
        QByteArray repeated;
        repeated.reserve(TestUtil::hugeInputBytes + 2 * 1024 * 1024);
        while (repeated.size() < TestUtil::hugeInputBytes)
            repeated += capture;
        const auto big = parseLspciVmm(repeated);
        QCOMPARE(big.value.size(), 7);
        QVERIFY(big.diagnostics.size() <= 51);
        QCOMPARE(big.diagnostics.last().severity, Severity::Info);

        // One 20 MB name.
        const QByteArray longRecord
            = "Slot:\t01:00.0\nClass:\t3D controller [0302]\nVendor:\tNVIDIA Corporation [10de]\n"
              "Device:\t"
            + QByteArray(20 * 1024 * 1024, 'N') + " [2335]\n";
        const auto longName = parseLspciVmm(longRecord);
        QCOMPARE(longName.value.size(), 1);
        QCOMPARE(longName.value.first().deviceId, quint16(0x2335));

        const auto noise = parseLspciVmm(TestUtil::garbage(TestUtil::hugeInputBytes, 9));
        QVERIFY(noise.hasErrors());
        QCOMPARE(noise.diagnostics.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestParseLspciVmm)
#include "tst_parse_lspcivmm.moc"
