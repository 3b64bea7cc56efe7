// SPDX-License-Identifier: GPL-3.0-or-later
// lspci -mm: real captures (the H200 guest, the development VM), the same devices as -vmm and
// -nn of the same machine, shell quoting and every kind of damage.
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

bool mentions(const Diagnostics& diagnostics, int line, const char* text)
{
    for (const Diagnostic& d : diagnostics) {
        if (d.line == line && d.message.contains(QLatin1String(text)))
            return true;
    }
    return false;
}

} // namespace

class TestParseLspciMm : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realOutputs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("devices");
        QTest::newRow("h200 -mm") << "lspci-mm/h200-vm-mm.txt" << 7;
        QTest::newRow("h200 -mmnn") << "lspci-mm/h200-vm-mmnn.txt" << 7;
        QTest::newRow("dev vm -mm") << "lspci-mm/devvm-mm.txt" << 6;
        QTest::newRow("dev vm -mmnn -D") << "lspci-mm/devvm-mmnn-D.txt" << 6;
        QTest::newRow("replay, five domains -mm") << "lspci-mm/synthetic-replay-multidomain-mm.txt" << 5;
        QTest::newRow("replay, five domains -mmnn -D")
            << "lspci-mm/synthetic-replay-multidomain-mmnn-D.txt" << 5;
    }
    void realOutputs()
    {
        QFETCH(QString, file);
        QFETCH(int, devices);
        const QByteArray input = TestUtil::readFixture(file);
        const auto result = parseLspciMm(input);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), devices);
        QVERIFY(sniffLspciMm(input) >= 90);
        QCOMPARE(sniffLspciList(input), 0);
        QCOMPARE(sniffLspciVmm(input), 0);
        QVERIFY(sniffLspciVerbose(input) < 30);
        QVERIFY(sniffLspciTree(input) < 30);
    }

    void h200Values()
    {
        const auto result = parseLspciMm(fixture("lspci-mm/h200-vm-mmnn.txt"));
        const PciDevice* gpu = device(result.value, "00:06.0");
        QCOMPARE(gpu->vendorId, quint16(0x10de));
        QCOMPARE(gpu->deviceId, quint16(0x2335));
        QCOMPARE(gpu->classCode, 0x030200u);
        QCOMPARE(gpu->className, QStringLiteral("3D controller"));
        QCOMPARE(gpu->vendorName, QStringLiteral("NVIDIA Corporation"));
        QCOMPARE(gpu->deviceName, QStringLiteral("Device 2335"));
        QCOMPARE(gpu->description, QStringLiteral("NVIDIA Corporation Device [10de:2335] (rev a1)"));
        // The host bridge has no revision and an empty subsystem: "-p00 "" """.
        const PciDevice* host = device(result.value, "00:00.0");
        QCOMPARE(host->description, QStringLiteral("Intel Corporation Device [8086:0d57]"));
        QCOMPARE(host->classCode, 0x060000u);
        QCOMPARE(device(result.value, "00:05.0")->deviceName, QStringLiteral("Virtio 1.0 RNG"));
    }

    // One machine, three forms: -mm against -vmm of the same capture session, and against -D -nn.
    void sameDevicesAsVmm_data()
    {
        QTest::addColumn<QString>("mm");
        QTest::addColumn<QString>("vmm");
        QTest::newRow("h200 -mm") << "lspci-mm/h200-vm-mm.txt"
                                  << "lspci-vmm/h200-vm-vmm.txt";
        QTest::newRow("h200 -mmnn") << "lspci-mm/h200-vm-mmnn.txt"
                                    << "lspci-vmm/h200-vm-vmmnn.txt";
        QTest::newRow("dev vm -mm") << "lspci-mm/devvm-mm.txt"
                                    << "lspci-vmm/devvm-vmm.txt";
        QTest::newRow("dev vm -mmnn -D") << "lspci-mm/devvm-mmnn-D.txt"
                                         << "lspci-vmm/devvm-vmmnn-D-k-vv.txt";
        QTest::newRow("replay -mm") << "lspci-mm/synthetic-replay-multidomain-mm.txt"
                                    << "lspci-vmm/synthetic-replay-multidomain-vmm.txt";
        QTest::newRow("replay -mmnn -D") << "lspci-mm/synthetic-replay-multidomain-mmnn-D.txt"
                                         << "lspci-vmm/synthetic-replay-multidomain-vmmnn-D-k-vv.txt";
    }
    void sameDevicesAsVmm()
    {
        QFETCH(QString, mm);
        QFETCH(QString, vmm);
        const auto a = parseLspciMm(TestUtil::readFixture(mm));
        const auto b = parseLspciVmm(TestUtil::readFixture(vmm));
        QCOMPARE(a.value.size(), b.value.size());
        for (qsizetype i = 0; i < a.value.size(); ++i) {
            QCOMPARE(a.value[i].bdf, b.value[i].bdf);
            QCOMPARE(a.value[i].vendorId, b.value[i].vendorId);
            QCOMPARE(a.value[i].deviceId, b.value[i].deviceId);
            QCOMPARE(a.value[i].classCode, b.value[i].classCode);
            QCOMPARE(a.value[i].className, b.value[i].className);
            QCOMPARE(a.value[i].vendorName, b.value[i].vendorName);
            QCOMPARE(a.value[i].deviceName, b.value[i].deviceName);
            QCOMPARE(a.value[i].description, b.value[i].description);
        }
    }
    void sameDevicesAsTheList()
    {
        const auto a = parseLspciMm(fixture("lspci-mm/h200-vm-mmnn.txt"));
        const auto b = parseLspciList(fixture("lspci-list/h200-vm-D-nn.txt"));
        QCOMPARE(a.value.size(), b.value.size());
        for (qsizetype i = 0; i < a.value.size(); ++i) {
            QCOMPARE(a.value[i].bdf, b.value[i].bdf);
            QCOMPARE(a.value[i].vendorId, b.value[i].vendorId);
            QCOMPARE(a.value[i].deviceId, b.value[i].deviceId);
            QCOMPARE(a.value[i].classCode, b.value[i].classCode);
            QCOMPARE(a.value[i].description, b.value[i].description);
        }
    }

    // Without -D, -mm prints a domain only where it is not 0000 (show_slot_name() in lspci.c).
    void mixedDomains()
    {
        const auto result = parseLspciMm(fixture("lspci-mm/synthetic-replay-multidomain-mm.txt"));
        QStringList slots;
        for (const PciDevice& d : result.value)
            slots << d.bdf.toString();
        QCOMPARE(slots,
            strings({"0000:00:00.0", "0000:00:03.0", "0001:00:00.0", "4a6b:00:00.0", "10000:e0:00.0"}));
        QCOMPARE(device(result.value, "10000:e0:00.0")->classCode, 0x018000u);
    }

    // Written for this test in print_shell_escaped()'s form: a backslash before '"' and '\'.
    void quotingAndOptions()
    {
        const auto result = parseLspciMm(
            "01:00.0 \"VGA compatible controller [0300]\" \"Acme \\\"Quoted\\\" Inc. [abcd]\" "
            "\"Back\\\\slash GPU [1234]\" -r01 -p00 -x7f \"\" \"\"\n"
            "02:00.0 -rc1 \"Non-Volatile memory controller\" \"Samsung Electronics Co Ltd\" "
            "\"NVMe SSD Controller PM9A1/PM9A3/980PRO\" -p02 -x01 -q1 \"Samsung Electronics Co Ltd\" "
            "\"Device a801\"\n"
            "03:00.0\t\"Ethernet controller\"\t\"Intel Corporation\"\t\"I210 Gigabit Network Connection\"\n");
        QCOMPARE(result.value.size(), 3);
        const PciDevice& vga = result.value[0];
        QCOMPARE(vga.vendorName, QStringLiteral("Acme \"Quoted\" Inc."));
        QCOMPARE(vga.deviceName, QStringLiteral("Back\\slash GPU"));
        QCOMPARE(vga.vendorId, quint16(0xabcd));
        QCOMPARE(
            vga.description, QStringLiteral("Acme \"Quoted\" Inc. Back\\slash GPU [abcd:1234] (rev 01)"));
        QCOMPARE(result.value[1].classCode, 0x010802u);
        QCOMPARE(result.value[1].description,
            QStringLiteral("Samsung Electronics Co Ltd NVMe SSD Controller PM9A1/PM9A3/980PRO (rev c1)"));
        QCOMPARE(result.value[2].className, QStringLiteral("Ethernet controller"));
        // Unknown options are noted once per option.
        QCOMPARE(result.diagnostics.size(), 2);
        QVERIFY(mentions(result.diagnostics, 1, "-x7f"));
        QVERIFY(mentions(result.diagnostics, 2, "-q1"));
        QCOMPARE(result.diagnostics.first().severity, Severity::Info);
    }

    void damagedLines()
    {
        const QByteArray input
            = "user@host:~$ lspci -mm\n"
              "00:00.0 \"Host bridge\" \"Intel Corporation\" \"Device 0d57\" -p00 \"\" \"\"\n"
              "00:01.0 \"Mass storage controller\" \"Red Hat, Inc.\"\n"
              "00:02.0 \"Mass storage controller\" \"Red Hat, Inc.\" \"Virtio 1.0 block dev\n"
              "00:1c.0/00.0 \"Ethernet controller\" \"Intel Corporation\" \"I210\"\n"
              "0000:00:1c.0/03:00.0 \"Ethernet controller\" \"Intel Corporation\" \"I210\"\n"
              "00:00.0 \"Host bridge\" \"Other\" \"Device\"\n"
              "\"Host bridge\" \"Intel Corporation\" \"Device 0d57\"\n"
              "zz:00.0 \"Host bridge\" \"Intel Corporation\" \"Device 0d57\"\n";
        const auto result = parseLspciMm(input);
        QCOMPARE(result.value.size(), 3);
        QVERIFY(mentions(result.diagnostics, 3, "has 2 of them"));
        QVERIFY(mentions(result.diagnostics, 4, "not closed"));
        QVERIFY(mentions(result.diagnostics, 5, "-PP"));
        QVERIFY(mentions(result.diagnostics, 7, "more than once"));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 8));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 9));
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 1, Severity::Info));
        QCOMPARE(device(result.value, "00:02.0")->deviceName, QStringLiteral("Virtio 1.0 block dev"));
        QCOMPARE(device(result.value, "0000:03:00.0")->className, QStringLiteral("Ethernet controller"));
        QCOMPARE(device(result.value, "00:00.0")->vendorName, QStringLiteral("Intel Corporation"));
    }

    void crlfTabsAndTruncation()
    {
        const QByteArray input = fixture("lspci-mm/h200-vm-mmnn.txt");
        const auto original = parseLspciMm(input);
        QByteArray crlf = input;
        crlf.replace("\n", "\r\n");
        QByteArray tabs = input;
        tabs.replace("\" \"", "\"\t\"").replace(".0 \"", ".0\t\"");
        QByteArray indented = "    " + input;
        indented.replace("\n", "\n    ");
        for (const QByteArray& variant : {crlf, tabs, indented}) {
            const auto result = parseLspciMm(variant);
            QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
            QCOMPARE(result.value.size(), 7);
            for (qsizetype i = 0; i < 7; ++i)
                QCOMPARE(result.value[i].description, original.value[i].description);
            QVERIFY(sniffLspciMm(variant) >= 90);
        }
        // Cut inside the GPU's device name: kept, with a warning; inside its class: skipped.
        const qsizetype gpu = input.indexOf("00:06.0");
        const auto inName = parseLspciMm(input.left(input.indexOf("Device [2335]") + 6));
        QCOMPARE(inName.value.size(), 7);
        QCOMPARE(inName.diagnostics.size(), 1);
        QCOMPARE(inName.diagnostics.first().line, 7);
        const auto inClass = parseLspciMm(input.left(gpu + 14));
        QCOMPARE(inClass.value.size(), 6);
        QVERIFY(TestUtil::hasDiagnosticAt(inClass.diagnostics, 7));
    }

    void notMm_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << QByteArray() << 0;
        QTest::newRow("whitespace") << QByteArray(" \n\t\r\n\n") << 0;
        QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 13) << -1;
        QTest::newRow("quoted prose") << QByteArray("He said \"hello\" \"there\" \"friend\"\n") << 1;
        QTest::newRow("lspci -nn") << fixture("lspci-list/h200-vm-nn.txt") << 1;
        QTest::newRow("lspci -D -nn") << fixture("lspci-list/h200-vm-D-nn.txt") << 1;
        QTest::newRow("lspci -vmm") << fixture("lspci-vmm/h200-vm-vmmnn.txt") << 1;
        QTest::newRow("lspci -tv") << fixture("lspci-tree/h200-vm.txt") << 1;
        QTest::newRow("lspci -vvv") << fixture("lspci-verbose/h200-vm-nnvvv.txt") << 1;
        QTest::newRow("sysfs listing") << fixture("sysfs-pci/h200-vm.txt") << -1;
        QTest::newRow("iommu groups") << fixture("iommu-groups/asokolsky-fuji-find-unsorted.txt") << -1;
    }
    void notMm()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        const auto result = parseLspciMm(input);
        QVERIFY(result.value.isEmpty());
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Error);
        if (line >= 0)
            QCOMPARE(result.diagnostics.first().line, line);
        else
            QVERIFY(result.diagnostics.first().line >= 1);
        QVERIFY(sniffLspciMm(input) < 30);
    }

    void notUtf8()
    {
        QByteArray input = fixture("lspci-mm/h200-vm-mm.txt");
        input.replace("Red Hat, Inc.", "Red \xff\xfe Hat \xe9");
        const auto result = parseLspciMm(input);
        QVERIFY(result.diagnostics.isEmpty());
        QCOMPARE(result.value.size(), 7);
        QVERIFY(device(result.value, "00:01.0")->vendorName.startsWith(QLatin1String("Red ")));
    }

    void huge()
    {
        QByteArray many;
        int written = 0;
        for (int domain = 0; domain < 40; ++domain) {
            for (int bus = 0; bus < 250; ++bus, ++written) {
                many += QByteArray::number(domain, 16).rightJustified(4, '0') + ':'
                    + QByteArray::number(bus, 16).rightJustified(2, '0')
                    + ":00.0 \"3D controller [0302]\" \"NVIDIA Corporation [10de]\" \"Device [2335]\" -ra1 "
                      "-p00 "
                      "\"NVIDIA Corporation [10de]\" \"Device [18bf]\"\n";
            }
        }
        const auto result = parseLspciMm(many);
        QVERIFY(result.diagnostics.isEmpty());
        QCOMPARE(result.value.size(), written);
        QCOMPARE(result.value.last().bdf.domain, 39);

        const QByteArray capture = fixture("lspci-mm/h200-vm-mmnn.txt");
        QByteArray repeated;
        repeated.reserve(TestUtil::hugeInputBytes + 2 * 1024 * 1024);
        while (repeated.size() < TestUtil::hugeInputBytes)
            repeated += capture;
        const auto big = parseLspciMm(repeated);
        QCOMPARE(big.value.size(), 7);
        QVERIFY(big.diagnostics.size() <= 51);
        QCOMPARE(big.diagnostics.last().severity, Severity::Info);

        // A 20 MB quoted field that never closes.
        const QByteArray unclosed
            = "01:00.0 \"3D controller\" \"NVIDIA Corporation\" \"" + QByteArray(20 * 1024 * 1024, 'N');
        const auto open = parseLspciMm(unclosed);
        QCOMPARE(open.value.size(), 1);
        QCOMPARE(open.diagnostics.size(), 1);

        const auto noise = parseLspciMm(TestUtil::garbage(TestUtil::hugeInputBytes, 17));
        QVERIFY(noise.hasErrors());
        QCOMPARE(noise.diagnostics.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestParseLspciMm)
#include "tst_parse_lspcimm.moc"
