// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/modeljson.h"
#include "parse/lspci/lspci.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

const PciDevice* device(const QList<PciDevice>& devices, const char* address)
{
    const std::optional<Bdf> bdf = Bdf::parse(QByteArrayView(address));
    for (const PciDevice& d : devices) {
        if (bdf && d.bdf == *bdf)
            return &d;
    }
    return nullptr;
}

/// The JSON form, for comparisons that print what differs.
template<class T>
QByteArray jsonText(const T& value)
{
    return QByteArray::fromStdString(Json::toJson(value).dump(1));
}

QByteArray toCrlf(const QByteArray& lf)
{
    QByteArray crlf = lf;
    return crlf.replace("\n", "\r\n");
}

void expectRejected(const ParseResult<QList<PciDevice>>& result, int line)
{
    QVERIFY2(result.value.isEmpty(), TestUtil::describe(result.diagnostics).constData());
    QCOMPARE(result.diagnostics.size(), 1);
    QCOMPARE(result.diagnostics.first().severity, Severity::Error);
    QCOMPARE(result.diagnostics.first().line, line);
}

} // namespace

class TestParseLspciList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void realOutputs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("sniffAtLeast");
        QTest::newRow("h200 guest -nn") << "lspci-list/h200-vm-nn.txt" << 7 << 90;
        QTest::newRow("h200 guest -D -nn") << "lspci-list/h200-vm-D-nn.txt" << 7 << 90;
        QTest::newRow("h200 guest -k") << "lspci-list/h200-vm-k.txt" << 7 << 90;
        QTest::newRow("dev vm -D -nn -k") << "lspci-list/devvm-D-nn-k.txt" << 6 << 90;
        QTest::newRow("Supermicro M11SDV -nn")
            << "lspci-list/nixos-hardware-supermicro-m11sdv-nn.txt" << 39 << 90;
        QTest::newRow("synthetic hostile names") << "lspci-list/synthetic-hostile-names.txt" << 10 << 90;
    }
    void realOutputs()
    {
        QFETCH(QString, file);
        QFETCH(int, devices);
        QFETCH(int, sniffAtLeast);
        const QByteArray input = TestUtil::readFixture(file);
        const auto result = parseLspciList(input);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), devices);

        const auto crlf = parseLspciList(toCrlf(input));
        QCOMPARE(jsonText(crlf.value), jsonText(result.value));
        QCOMPARE(crlf.diagnostics, result.diagnostics);

        QVERIFY(sniffLspciList(input) >= sniffAtLeast);
        QCOMPARE(sniffLspciTree(input), 0);
    }

    void h200Numeric()
    {
        const auto result
            = parseLspciList(TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-nn.txt")));
        const PciDevice* gpu = device(result.value, "00:06.0");
        QVERIFY(gpu);
        QCOMPARE(gpu->className, QStringLiteral("3D controller"));
        QCOMPARE(gpu->classCode, 0x030200u);
        QCOMPARE(gpu->vendorId, quint16(0x10de));
        QCOMPARE(gpu->deviceId, quint16(0x2335));
        QCOMPARE(gpu->description, QStringLiteral("NVIDIA Corporation Device [10de:2335] (rev a1)"));
        QVERIFY(gpu->isGpu());
        QVERIFY(gpu->vendorName.isEmpty());
        QVERIFY(gpu->deviceName.isEmpty());
        const PciDevice* socket = device(result.value, "00:04.0");
        QCOMPARE(socket->className, QStringLiteral("Unassigned class"));
        QCOMPARE(socket->classCode, 0xffff00u);
        QCOMPARE(socket->deviceId, quint16(0x1053));
        QCOMPARE(device(result.value, "00:00.0")->classCode, 0x060000u);

        // -D only adds the domain, which is 0000 here: the same devices.
        const auto withDomain
            = parseLspciList(TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-D-nn.txt")));
        QCOMPARE(jsonText(withDomain.value), jsonText(result.value));
    }

    void kernelDrivers()
    {
        const auto result = parseLspciList(TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-k.txt")));
        const PciDevice* gpu = device(result.value, "00:06.0");
        QCOMPARE(gpu->driver, QStringLiteral("nvidia"));
        QCOMPARE(gpu->className, QStringLiteral("3D controller"));
        // Without -nn the class code comes from the class name.
        QCOMPARE(gpu->classCode, 0x030200u);
        QCOMPARE(gpu->vendorId, quint16(0));
        QCOMPARE(gpu->description, QStringLiteral("NVIDIA Corporation Device 2335 (rev a1)"));
        QVERIFY(device(result.value, "00:00.0")->driver.isEmpty());
        QCOMPARE(device(result.value, "00:01.0")->driver, QStringLiteral("virtio-pci"));
        QCOMPARE(device(result.value, "00:01.0")->classCode, 0x018000u);

        const auto devvm
            = parseLspciList(TestUtil::readFixture(QStringLiteral("lspci-list/devvm-D-nn-k.txt")));
        const PciDevice* balloon = device(devvm.value, "0000:00:01.0");
        QCOMPARE(balloon->driver, QStringLiteral("virtio-pci"));
        QCOMPARE(balloon->vendorId, quint16(0x1af4));
        QCOMPARE(balloon->deviceId, quint16(0x1045));
        QCOMPARE(balloon->classCode, 0xffff00u);

        const auto modules = parseLspciList("01:00.0 VGA compatible controller: NVIDIA Corporation AD102GL\n"
                                            "\tKernel driver in use: nvidia\n"
                                            "\tKernel modules: nvidiafb, nouveau, nvidia_drm, nvidia\n");
        QCOMPARE(modules.value.first().kernelModules,
            (QStringList { QStringLiteral("nvidiafb"), QStringLiteral("nouveau"),
                QStringLiteral("nvidia_drm"), QStringLiteral("nvidia") }));
    }

    void supermicroEpyc()
    {
        const auto result = parseLspciList(
            TestUtil::readFixture(QStringLiteral("lspci-list/nixos-hardware-supermicro-m11sdv-nn.txt")));
        // A colon inside the name does not end anything.
        const PciDevice* fabric = device(result.value, "00:18.0");
        QCOMPARE(fabric->className, QStringLiteral("Host bridge"));
        QCOMPARE(fabric->description,
            QStringLiteral(
                "Advanced Micro Devices, Inc. [AMD] Family 17h (Models 00h-0fh) Data Fabric: Device 18h; "
                "Function 0 [1022:1460]"));
        QCOMPARE(fabric->deviceId, quint16(0x1460));
        // Brackets in the name before the ids, and a revision after them.
        const PciDevice* sata = device(result.value, "07:00.2");
        QCOMPARE(sata->classCode, 0x010600u);
        QCOMPARE(sata->vendorId, quint16(0x1022));
        QCOMPARE(sata->deviceId, quint16(0x7901));
        QCOMPARE(device(result.value, "03:00.0")->classCode, 0x030000u);
        QCOMPARE(device(result.value, "03:00.0")->deviceId, quint16(0x2000));
        QCOMPARE(
            device(result.value, "05:00.0")->className, QStringLiteral("Serial Attached SCSI controller"));
        QCOMPARE(device(result.value, "05:00.0")->vendorId, quint16(0x1000));
        QCOMPARE(device(result.value, "04:00.3")->classCode, 0x020000u);
    }

    void hostileNames()
    {
        const auto result
            = parseLspciList(TestUtil::readFixture(QStringLiteral("lspci-list/synthetic-hostile-names.txt")));
        QCOMPARE(device(result.value, "01:00.0")->description,
            QStringLiteral("<b>Bold</b> & <script>alert(\"x\")</script> Corp (rev a1)"));
        QVERIFY(!device(result.value, "01:00.2")->description.contains(QChar(0x202e)));
        QCOMPARE(device(result.value, "01:00.4")->description,
            QStringLiteral("Latin-1 bytes \uFFFD\uFFFD\uFFFD not UTF-8 (rev a1)"));
        QCOMPARE(device(result.value, "01:00.6")->description,
            QStringLiteral("Esc red and bell \uFFFD inside (rev a1)"));
        const PciDevice* longName = device(result.value, "01:00.7");
        QVERIFY(longName->description.size() > 10240);
        QCOMPARE(longName->vendorId, quint16(0x10de));
        QCOMPARE(longName->deviceId, quint16(0x2bb5));
        const PciDevice* vga = device(result.value, "02:00.0");
        QCOMPARE(vga->classCode, 0x030000u);
        QCOMPARE(vga->vendorId, quint16(0xdead));
        QCOMPARE(vga->deviceId, quint16(0xbeef));
        QCOMPARE(
            vga->description, QStringLiteral("Tail ids [dead:beef] (rev a1) (prog-if 00 [VGA controller])"));
    }

    void programmingInterface()
    {
        const auto result = parseLspciList(
            "01:00.0 Non-Volatile memory controller [0108]: Samsung Electronics Co Ltd NVMe SSD Controller "
            "PM9A1/PM9A3/980PRO [144d:a80a] (prog-if 02 [NVM Express])\n");
        QCOMPARE(result.value.first().classCode, 0x010802u);
        QCOMPARE(result.value.first().deviceId, quint16(0xa80a));
    }

    void verboseDetailsAreNotDevices()
    {
        const QByteArray input = TestUtil::readFixture(QStringLiteral("lspci-verbose/h200-vm-vvv.txt"));
        const auto result = parseLspciList(input);
        QCOMPARE(result.value.size(), 7);
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().line, 2);
        QCOMPARE(result.diagnostics.first().severity, Severity::Warning);
        QCOMPARE(device(result.value, "00:06.0")->driver, QStringLiteral("nvidia"));
        QVERIFY(sniffLspciList(input) <= 10);
    }

    void promptsNotesAndDuplicates()
    {
        const QByteArray list = TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-nn.txt"));
        const QByteArray input = "user@box:~$ lspci -nn\n" + list + "00:06.0 3D controller: again\n"
            + "\tKernel driver in use: other\n" + "-- end of paste --\n";
        const auto result = parseLspciList(input);
        QCOMPARE(result.value.size(), 7);
        QVERIFY(device(result.value, "00:06.0")->driver.isEmpty());
        QCOMPARE(result.diagnostics.size(), 2);
        QCOMPARE(result.diagnostics[0].line, 9);
        QVERIFY(result.diagnostics[0].message.contains(QStringLiteral("0000:00:06.0")));
        QCOMPARE(result.diagnostics[1].line, 11);
        QVERIFY(result.diagnostics[1].message.contains(QStringLiteral("\"-- end of paste --\"")));

        const auto orphan = parseLspciList(QByteArray("\tKernel driver in use: nvidia\n" + list));
        QCOMPARE(orphan.value.size(), 7);
        QVERIFY(TestUtil::hasDiagnosticAt(orphan.diagnostics, 1));
    }

    void truncated()
    {
        const QByteArray list = TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-nn.txt"));
        const qsizetype lastLine = list.indexOf("00:06.0");
        const auto inClass = parseLspciList(list.left(lastLine + 16));
        QCOMPARE(inClass.value.size(), 6);
        QCOMPARE(inClass.diagnostics.size(), 1);
        QCOMPARE(inClass.diagnostics.first().line, 7);
        const auto inName = parseLspciList(list.left(lastLine + 42));
        QCOMPARE(inName.value.size(), 7);
        QCOMPARE(device(inName.value, "00:06.0")->description, QStringLiteral("NVIDIA Corpo"));
    }

    void notAList_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << QByteArray() << 0;
        QTest::newRow("whitespace") << QByteArray("  \n\t\r\n \n") << 0;
        QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 3) << 1;
        QTest::newRow("lspci -m") << QByteArray(
            "00:06.0 \"3D controller\" \"NVIDIA Corporation\" \"Device 2335\" -ra1 "
            "\"NVIDIA Corporation\" \"Device 18bf\"\n")
                                  << 1;
        QTest::newRow("lspci -vmm") << TestUtil::readFixture(QStringLiteral("lspci-dump/h200-vm-vmm.txt"))
                                    << 1;
        QTest::newRow("lspci -tv") << TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt")) << 1;
        QTest::newRow("nvidia-smi topo -m")
            << TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt")) << 1;
        QTest::newRow("sysfs listing") << TestUtil::readFixture(QStringLiteral("sysfs-pci/h200-vm.txt")) << 1;
        QTest::newRow("dmesg") << TestUtil::readFixture(QStringLiteral("dmesg/h200-vm.txt")) << 1;
    }
    void notAList()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        expectRejected(parseLspciList(input), line);
        QVERIFY(sniffLspciList(input) < 30);
    }

    void iommuListingsAreNotLists()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const QDir dir(TestUtil::corpusPath(QStringLiteral("iommu_groups")));
        const QStringList files = dir.entryList({ QStringLiteral("*.txt") }, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString& file : files) {
            const QByteArray input = TestUtil::readFile(dir.filePath(file));
            const auto result = parseLspciList(input);
            QVERIFY2(result.hasErrors() && result.value.isEmpty(), qPrintable(file));
            QVERIFY2(sniffLspciList(input) == 0, qPrintable(file));
        }
    }

    void fiftyMegabytes()
    {
        const QByteArray list
            = TestUtil::readFixture(QStringLiteral("lspci-list/nixos-hardware-supermicro-m11sdv-nn.txt"));
        QByteArray input;
        input.reserve(TestUtil::hugeInputBytes + 2 * 1024 * 1024);
        while (input.size() < TestUtil::hugeInputBytes)
            input += list;
        const auto result = parseLspciList(input);
        QCOMPARE(result.value.size(), 39);
        QVERIFY(!result.hasErrors());
        QVERIFY(result.diagnostics.size() <= 51);
        QCOMPARE(result.diagnostics.last().severity, Severity::Info);

        const auto noise = parseLspciList(TestUtil::garbage(TestUtil::hugeInputBytes, 5));
        QVERIFY(noise.hasErrors());
        QCOMPARE(noise.diagnostics.size(), 1);

        // One 50 MB device line: a name that long is still only a name.
        QByteArray line = "01:00.0 3D controller [0302]: ";
        line += QByteArray(TestUtil::hugeInputBytes, 'N');
        line += " [10de:2335] (rev a1)\n";
        const auto huge = parseLspciList(line);
        QCOMPARE(huge.value.size(), 1);
        QCOMPARE(huge.value.first().deviceId, quint16(0x2335));
    }
};

QTEST_GUILESS_MAIN(TestParseLspciList)
#include "tst_parse_lspcilist.moc"
