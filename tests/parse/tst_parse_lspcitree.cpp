// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/modeljson.h"
#include "parse/lspci/lspci.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

QByteArray readInput(const QString& relative, bool corpus)
{
    return TestUtil::readFile(corpus ? TestUtil::corpusPath(relative) : TestUtil::fixturePath(relative));
}

const PciDevice* device(const PciTree& tree, const char* address)
{
    const std::optional<Bdf> bdf = Bdf::parse(QByteArrayView(address));
    return bdf ? tree.find(*bdf) : nullptr;
}

QString parentOf(const PciTree& tree, const char* address)
{
    const PciDevice* d = device(tree, address);
    return d && d->parent ? d->parent->toString() : QString();
}

QStringList rootNames(const PciTree& tree)
{
    QStringList names;
    for (const RootBus& root : tree.rootBuses)
        names.append(QString::asprintf("%04x:%02x", root.domain, root.bus));
    return names;
}

int bridgeCount(const PciTree& tree)
{
    return int(std::count_if(tree.devices.cbegin(), tree.devices.cend(),
        [](const PciDevice& d) { return d.role == PciRole::PciBridge; }));
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

void expectRejected(const ParseResult<PciTree>& result, int line)
{
    QVERIFY2(result.value.isEmpty(), TestUtil::describe(result.diagnostics).constData());
    QVERIFY(result.value.rootBuses.isEmpty());
    QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Error), 1);
    QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line, Severity::Error),
        TestUtil::describe(result.diagnostics).constData());
}

} // namespace

class TestParseLspciTree : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Counts, roots and bridges read off each file by eye (devices and bridges also counted
    // with grep for "-DD.F" and ".F-[").
    void realOutputs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("corpus");
        QTest::addColumn<int>("devices");
        QTest::addColumn<QStringList>("roots");
        QTest::addColumn<int>("bridges");
        QTest::addColumn<QList<int>>("warningLines");

        const QStringList root00 { QStringLiteral("0000:00") };
        QTest::newRow("h200 guest -tv")
            << "lspci-tree/h200-vm.txt" << false << 7 << root00 << 0 << QList<int>();
        QTest::newRow("h200 guest -tvnn")
            << "lspci-tree/h200-vm-nn.txt" << false << 7 << root00 << 0 << QList<int>();
        QTest::newRow("dev vm -t") << "lspci-tree/devvm-t.txt" << false << 6 << root00 << 0 << QList<int>();
        QTest::newRow("dev vm -tvn") << "lspci-tree/devvm-tvn.txt" << false << 6 << root00 << 0
                                     << QList<int>();
        QTest::newRow("ASUS ESC8000A-E12, 8 roots")
            << "lspci-tree/asus-esc8000a-e12-epyc-genoa-8root.txt" << false << 198
            << QStringList { QStringLiteral("0000:00"), QStringLiteral("0000:20"), QStringLiteral("0000:40"),
                   QStringLiteral("0000:60"), QStringLiteral("0000:80"), QStringLiteral("0000:a0"),
                   QStringLiteral("0000:c0"), QStringLiteral("0000:e0") }
            << 59 << QList<int>();
        QTest::newRow("Puget WRX90, 4 roots")
            << "lspci-tree/puget-wrx90-threadripper-pro-4root.txt" << false << 113
            << QStringList { QStringLiteral("0000:00"), QStringLiteral("0000:20"), QStringLiteral("0000:c0"),
                   QStringLiteral("0000:e0") }
            << 40 << QList<int>();
        QTest::newRow("2x3090 -t, switch") << "lspci-tree/club3090-issue1120-lspci-t-switch.txt" << false
                                           << 50 << root00 << 13 << QList<int>();
        QTest::newRow("synthetic 64-deep chain") << "lspci-tree/synthetic-deep-switch-chain-64.txt" << false
                                                 << 131 << root00 << 65 << QList<int>();
        QTest::newRow("synthetic hostile names")
            << "lspci-tree/synthetic-hostile-names.txt" << false << 11 << root00 << 1 << QList<int>();
        // The author moved "\-01.0" one column right of its branch (line 15).
        QTest::newRow("kata BF-2 behind switch")
            << "lspci_tv/kata-vra-q35-bf2-switch.txt" << true << 23 << root00 << 10 << QList<int> { 15 };
        // The last line is repeated (line 15).
        QTest::newRow("kata emulated switches") << "lspci_tv/kata-vra-q35-emulated-switches-dup-line.txt"
                                                << true << 21 << root00 << 8 << QList<int> { 15 };
        QTest::newRow("kata root ports")
            << "lspci_tv/kata-vra-q35-rootports-gpu-bf2.txt" << true << 21 << root00 << 8 << QList<int>();
        // An excerpt: the [0000:b2] subtree only, whose branches never end.
        QTest::newRow("l2fwd PLX excerpt")
            << "lspci_tv/l2fwd-nv-xeon-plx-cx6-v100-excerpt.txt" << true << 7
            << QStringList { QStringLiteral("0000:b2") } << 4 << QList<int> { 3 };
    }
    void realOutputs()
    {
        QFETCH(QString, file);
        QFETCH(bool, corpus);
        QFETCH(int, devices);
        QFETCH(QStringList, roots);
        QFETCH(int, bridges);
        QFETCH(QList<int>, warningLines);
        if (corpus && !TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");

        const QByteArray input = readInput(file, corpus);
        const auto result = parseLspciTree(input);
        const QByteArray diagnostics = TestUtil::describe(result.diagnostics);
        QVERIFY2(!result.hasErrors(), diagnostics.constData());
        QCOMPARE(result.value.devices.size(), devices);
        QCOMPARE(rootNames(result.value), roots);
        QCOMPARE(bridgeCount(result.value), bridges);
        QList<int> lines;
        for (const Diagnostic& d : result.diagnostics)
            lines.append(d.line);
        QCOMPARE(lines, warningLines);

        // Every parent is a device of the tree, on the bus that parent leads to.
        for (const PciDevice& d : result.value.devices) {
            if (!d.parent)
                continue;
            const PciDevice* parent = result.value.find(*d.parent);
            QVERIFY(parent);
            QCOMPARE(parent->secondaryBus, d.bdf.bus);
        }

        // Windows line ends change nothing.
        const auto crlf = parseLspciTree(toCrlf(input));
        QCOMPARE(jsonText(crlf.value), jsonText(result.value));
        QCOMPARE(crlf.diagnostics, result.diagnostics);

        QVERIFY(sniffLspciTree(input) >= 90);
        QCOMPARE(sniffLspciList(input), 0);
    }

    void h200Guest()
    {
        const auto plain = parseLspciTree(TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt")));
        const PciDevice* gpu = device(plain.value, "00:06.0");
        QVERIFY(gpu);
        QCOMPARE(gpu->description, QStringLiteral("NVIDIA Corporation Device 2335"));
        QVERIFY(!gpu->parent);
        QCOMPARE(gpu->vendorId, quint16(0));
        QCOMPARE(gpu->role, PciRole::Unknown);
        QCOMPARE(plain.value.rootDevices(plain.value.rootBuses.first()).size(), 7);

        const auto numeric
            = parseLspciTree(TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm-nn.txt")));
        gpu = device(numeric.value, "00:06.0");
        QVERIFY(gpu);
        QCOMPARE(gpu->description, QStringLiteral("NVIDIA Corporation Device [10de:2335]"));
        QCOMPARE(gpu->vendorId, quint16(0x10de));
        QCOMPARE(gpu->deviceId, quint16(0x2335));
        QCOMPARE(device(numeric.value, "00:03.0")->deviceId, quint16(0x1041));
    }

    void numericAndNamelessForms()
    {
        const auto numeric
            = parseLspciTree(TestUtil::readFixture(QStringLiteral("lspci-tree/devvm-tvn.txt")));
        const PciDevice* balloon = device(numeric.value, "00:01.0");
        QVERIFY(balloon);
        QCOMPARE(balloon->description, QStringLiteral("1af4:1045"));
        QCOMPARE(balloon->vendorId, quint16(0x1af4));
        QCOMPARE(balloon->deviceId, quint16(0x1045));

        const auto bare = parseLspciTree(TestUtil::readFixture(QStringLiteral("lspci-tree/devvm-t.txt")));
        QVERIFY(device(bare.value, "00:05.0"));
        QVERIFY(device(bare.value, "00:05.0")->description.isEmpty());
    }

    void asusGenoaSwitches()
    {
        const auto result = parseLspciTree(
            TestUtil::readFixture(QStringLiteral("lspci-tree/asus-esc8000a-e12-epyc-genoa-8root.txt")));
        const PciTree& tree = result.value;
        // "+-01.1-[61-73]----00.0-[62-73]--+-00.0-[63-68]----00.0-[64-68]--+-10.0-[65]----00.0  Samsung …"
        const PciDevice* rootPort = device(tree, "60:01.1");
        QVERIFY(rootPort);
        QCOMPARE(rootPort->role, PciRole::PciBridge);
        QCOMPARE(rootPort->secondaryBus, 0x61);
        QCOMPARE(rootPort->subordinateBus, 0x73);
        QVERIFY(!rootPort->parent);
        QCOMPARE(parentOf(tree, "61:00.0"), QStringLiteral("0000:60:01.1"));
        QCOMPARE(device(tree, "61:00.0")->secondaryBus, 0x62);
        QCOMPARE(device(tree, "61:00.0")->subordinateBus, 0x73);
        QCOMPARE(parentOf(tree, "62:00.0"), QStringLiteral("0000:61:00.0"));
        QCOMPARE(parentOf(tree, "63:00.0"), QStringLiteral("0000:62:00.0"));
        QCOMPARE(parentOf(tree, "64:10.0"), QStringLiteral("0000:63:00.0"));
        QCOMPARE(parentOf(tree, "65:00.0"), QStringLiteral("0000:64:10.0"));
        QCOMPARE(device(tree, "65:00.0")->description,
            QStringLiteral("Samsung Electronics Co Ltd NVMe SSD Controller S4LV008[Pascal]"));
        // Sibling downstream ports of the second switch level, continued on later lines.
        QCOMPARE(parentOf(tree, "62:04.0"), QStringLiteral("0000:61:00.0"));
        QCOMPARE(parentOf(tree, "62:0c.0"), QStringLiteral("0000:61:00.0"));
        QCOMPARE(parentOf(tree, "62:1c.0"), QStringLiteral("0000:61:00.0"));
        QCOMPARE(parentOf(tree, "6a:0c.0"), QStringLiteral("0000:69:00.0"));
        QCOMPARE(parentOf(tree, "71:00.0"), QStringLiteral("0000:70:14.0"));
        // Empty ports: "\-15.0-[72]--" and "\-1c.0-[73]--".
        QCOMPARE(device(tree, "70:15.0")->secondaryBus, 0x72);
        QVERIFY(tree.children(*Bdf::parse(QStringView(u"70:15.0"))).isEmpty());
        QCOMPARE(device(tree, "62:1c.0")->secondaryBus, 0x73);
        QVERIFY(tree.children(*Bdf::parse(QStringView(u"62:1c.0"))).isEmpty());
        QVERIFY(tree.children(*Bdf::parse(QStringView(u"c0:03.2"))).isEmpty());
        // The GPUs, each behind its own root port, with the audio function beside it.
        for (const char* gpu : { "01:00.0", "41:00.0", "c1:00.0", "e1:00.0" }) {
            QCOMPARE(device(tree, gpu)->description,
                QStringLiteral("NVIDIA Corporation AD102GL [RTX 6000 Ada Generation]"));
            QCOMPARE(device(tree, gpu)->vendorId, quint16(0)); // no -nn
        }
        QCOMPARE(parentOf(tree, "c1:00.0"), QStringLiteral("0000:c0:01.1"));
        QCOMPARE(parentOf(tree, "c1:00.1"), QStringLiteral("0000:c0:01.1"));
        QCOMPARE(device(tree, "80:05.1")->subordinateBus, 0x83);
        QCOMPARE(parentOf(tree, "82:00.1"), QStringLiteral("0000:80:05.1"));
        QCOMPARE(tree.rootDevices(RootBus { 0, 0xe0 }).size(), 11);
        QCOMPARE(tree.pathToRoot(*Bdf::parse(QStringView(u"a5:00.0"))).size(), 6);
    }

    void pugetThreadripper()
    {
        const auto result = parseLspciTree(
            TestUtil::readFixture(QStringLiteral("lspci-tree/puget-wrx90-threadripper-pro-4root.txt")));
        const PciTree& tree = result.value;
        // "+-03.1-[22-89]----00.0-[23-89]--+-00.0-[28-57]--": an empty port with a bus range.
        QCOMPARE(device(tree, "23:00.0")->secondaryBus, 0x28);
        QCOMPARE(device(tree, "23:00.0")->subordinateBus, 0x57);
        QCOMPARE(parentOf(tree, "23:00.0"), QStringLiteral("0000:22:00.0"));
        QVERIFY(tree.children(*Bdf::parse(QStringView(u"23:00.0"))).isEmpty());
        QCOMPARE(parentOf(tree, "89:00.0"), QStringLiteral("0000:23:03.0"));
        QCOMPARE(parentOf(tree, "8d:00.0"), QStringLiteral("0000:8c:0c.0"));
        QCOMPARE(device(tree, "8d:00.0")->description,
            QStringLiteral("Advanced Micro Devices, Inc. [AMD] Device 43f8"));
        QCOMPARE(parentOf(tree, "c2:00.1"), QStringLiteral("0000:c0:03.1"));
        QCOMPARE(parentOf(tree, "e2:00.0"), QStringLiteral("0000:e1:00.0"));
        QCOMPARE(parentOf(tree, "e1:00.0"), QStringLiteral("0000:e0:05.2"));
        QCOMPARE(parentOf(tree, "16:00.7"), QStringLiteral("0000:00:07.1"));
    }

    void nameLessSwitchTree()
    {
        const auto result = parseLspciTree(
            TestUtil::readFixture(QStringLiteral("lspci-tree/club3090-issue1120-lspci-t-switch.txt")));
        const PciTree& tree = result.value;
        QCOMPARE(device(tree, "00:01.1")->secondaryBus, 0x01);
        QCOMPARE(device(tree, "00:01.1")->subordinateBus, 0x08);
        QCOMPARE(parentOf(tree, "01:00.0"), QStringLiteral("0000:00:01.1"));
        QCOMPARE(parentOf(tree, "02:08.0"), QStringLiteral("0000:01:00.0"));
        QCOMPARE(parentOf(tree, "06:00.3"), QStringLiteral("0000:02:08.0"));
        QCOMPARE(parentOf(tree, "08:00.0"), QStringLiteral("0000:02:0a.0"));
        QCOMPARE(parentOf(tree, "0b:00.1"), QStringLiteral("0000:00:03.2"));
        QVERIFY(!device(tree, "00:18.7")->parent);
    }

    void kataCorpus()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        {
            const auto result
                = parseLspciTree(readInput(QStringLiteral("lspci_tv/kata-vra-q35-bf2-switch.txt"), true));
            const PciTree& tree = result.value;
            QCOMPARE(device(tree, "00:0c.0")->secondaryBus, 0x09);
            QCOMPARE(device(tree, "00:0c.0")->subordinateBus, 0x0a);
            QCOMPARE(parentOf(tree, "09:00.0"), QStringLiteral("0000:00:0c.0"));
            QCOMPARE(parentOf(tree, "0a:00.0"), QStringLiteral("0000:09:00.0"));
            // On the line moved by a column: still the second function behind the same port.
            QCOMPARE(parentOf(tree, "0a:01.0"), QStringLiteral("0000:09:00.0"));
            QCOMPARE(device(tree, "0a:01.0")->description,
                QStringLiteral("Mellanox Tech MT42822 BlueField-2 ConnectX-6"));
            QCOMPARE(result.diagnostics.first().severity, Severity::Warning);
            QVERIFY(tree.children(*Bdf::parse(QStringView(u"00:08.0"))).isEmpty());
            QCOMPARE(device(tree, "00:08.0")->secondaryBus, 0x05);
        }
        {
            const auto result = parseLspciTree(
                readInput(QStringLiteral("lspci_tv/kata-vra-q35-emulated-switches-dup-line.txt"), true));
            const PciTree& tree = result.value;
            QCOMPARE(parentOf(tree, "01:00.0"), QStringLiteral("0000:00:04.0"));
            QCOMPARE(parentOf(tree, "02:00.0"), QStringLiteral("0000:01:00.0"));
            QCOMPARE(parentOf(tree, "02:01.0"), QStringLiteral("0000:01:00.0"));
            QCOMPARE(parentOf(tree, "03:00.0"), QStringLiteral("0000:02:00.0"));
            QCOMPARE(parentOf(tree, "04:00.0"), QStringLiteral("0000:02:01.0"));
            QCOMPARE(parentOf(tree, "08:00.0"), QStringLiteral("0000:06:01.0"));
            QCOMPARE(device(tree, "08:00.0")->description, QStringLiteral("NVIDIA Corporation Device 20b8"));
            QCOMPARE(device(tree, "00:1f.2")->description,
                QStringLiteral(
                    "Intel Corporation 82801IR/IO/IH (ICH9R/DO/DH) 6 port SATA Controller [AHCI mode]"));
            QVERIFY(result.diagnostics.first().message.contains(QStringLiteral("0000:00:1f.3")));
        }
        {
            const auto result = parseLspciTree(
                readInput(QStringLiteral("lspci_tv/kata-vra-q35-rootports-gpu-bf2.txt"), true));
            const PciTree& tree = result.value;
            QCOMPARE(parentOf(tree, "03:00.0"), QStringLiteral("0000:00:06.0"));
            QCOMPARE(device(tree, "03:00.0")->description, QStringLiteral("NVIDIA Corporation Device 20b8"));
            QCOMPARE(device(tree, "00:0b.0")->secondaryBus, 0x08);
            QVERIFY(device(tree, "00:1f.3"));
        }
        {
            const auto result = parseLspciTree(
                readInput(QStringLiteral("lspci_tv/l2fwd-nv-xeon-plx-cx6-v100-excerpt.txt"), true));
            const PciTree& tree = result.value;
            QCOMPARE(device(tree, "b2:00.0")->subordinateBus, 0xb6);
            QCOMPARE(parentOf(tree, "b3:00.0"), QStringLiteral("0000:b2:00.0"));
            QCOMPARE(parentOf(tree, "b4:08.0"), QStringLiteral("0000:b3:00.0"));
            QCOMPARE(parentOf(tree, "b5:00.1"), QStringLiteral("0000:b4:08.0"));
            QCOMPARE(parentOf(tree, "b4:10.0"), QStringLiteral("0000:b3:00.0"));
            QCOMPARE(parentOf(tree, "b6:00.0"), QStringLiteral("0000:b4:10.0"));
            QCOMPARE(device(tree, "b6:00.0")->description,
                QStringLiteral("NVIDIA Corporation GV100GL [Tesla V100 PCIe 32GB]"));
            QVERIFY(result.diagnostics.first().message.contains(QStringLiteral("cut off")));
        }
    }

    void deepChain()
    {
        const auto result = parseLspciTree(
            TestUtil::readFixture(QStringLiteral("lspci-tree/synthetic-deep-switch-chain-64.txt")));
        const PciTree& tree = result.value;
        // The GPU at the bottom, its 64 switch ports and the root port.
        QCOMPARE(tree.pathToRoot(*Bdf::parse(QStringView(u"41:00.0"))).size(), 66);
        QCOMPARE(parentOf(tree, "40:01.0"), QStringLiteral("0000:3f:00.0"));
        QCOMPARE(device(tree, "40:01.0")->description, QStringLiteral("Synthetic endpoint at depth 64"));
        QCOMPARE(parentOf(tree, "01:01.0"), QStringLiteral("0000:00:01.0"));
    }

    void hostileNames()
    {
        const auto result
            = parseLspciTree(TestUtil::readFixture(QStringLiteral("lspci-tree/synthetic-hostile-names.txt")));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const PciTree& tree = result.value;
        QCOMPARE(device(tree, "01:00.0")->description,
            QStringLiteral("<b>Bold</b> & <script>alert(\"x\")</script> Corp"));
        QCOMPARE(device(tree, "01:00.1")->description, QStringLiteral("Quote \" and ' and `backtick` Inc."));
        const QString rtl = device(tree, "01:00.2")->description;
        QVERIFY(!rtl.contains(QChar(0x202e)));
        QVERIFY(rtl.contains(QChar::ReplacementCharacter));
        QVERIFY(!device(tree, "01:00.3")->description.contains(QChar(0x200b)));
        QCOMPARE(device(tree, "01:00.4")->description,
            QStringLiteral("Latin-1 bytes \uFFFD\uFFFD\uFFFD not UTF-8"));
        // Tree art inside a name is only text.
        QCOMPARE(device(tree, "01:00.5")->description,
            QStringLiteral("Looks like tree +-00.0-[01]--+-02.0 \\-03.0 [0000:99]"));
        QCOMPARE(device(tree, "01:00.6")->description, QStringLiteral("Esc red and bell \uFFFD inside"));
        const PciDevice* longName = device(tree, "01:00.7");
        QVERIFY(longName->description.size() > 10240);
        QCOMPARE(longName->vendorId, quint16(0x10de));
        QCOMPARE(longName->deviceId, quint16(0x2bb5));
        QCOMPARE(device(tree, "00:02.0")->vendorId, quint16(0xdead));
        QCOMPARE(device(tree, "00:02.0")->deviceId, quint16(0xbeef));
        QCOMPARE(tree.children(*Bdf::parse(QStringView(u"00:01.0"))).size(), 8);

        const auto nul = parseLspciTree(QByteArray("-[0000:00]---00.0  Name\0with NUL", 32));
        QCOMPARE(nul.value.devices.size(), 1);
        QCOMPARE(nul.value.devices.first().description, QStringLiteral("Name\uFFFDwith NUL"));
    }

    void promptsNotesAndEscapes()
    {
        const QByteArray tree = TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt"));
        const QByteArray input = "root@host:~# lspci -tv\n" + tree + "\nThat's the guest.\n";
        const auto result = parseLspciTree(input);
        QCOMPARE(result.value.devices.size(), 7);
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().line, 10);
        QCOMPARE(result.diagnostics.first().severity, Severity::Warning);
        QVERIFY(result.diagnostics.first().message.contains(QStringLiteral("\"That's the guest.\"")));

        QByteArray coloured = tree;
        coloured.replace("NVIDIA", "\x1b[1;32mNVIDIA\x1b[0m").prepend("\xef\xbb\xbf\x1b[0m");
        const auto plain = parseLspciTree(tree);
        const auto fromColoured = parseLspciTree(coloured);
        QCOMPARE(jsonText(fromColoured.value), jsonText(plain.value));
        QVERIFY(fromColoured.diagnostics.isEmpty());
    }

    void barLinesOfVeryVerboseTree()
    {
        // Newer lspci -tvv (pciutils ls-tree.c, show_bases) prints BARs under each device.
        const QByteArray input = "-[0000:00]-+-00.0  Intel Corporation Device 0d57\n"
                                 "           +-06.0  NVIDIA Corporation Device 2335\n"
                                 "           |         Memory at eb000000 (32-bit, non-prefetchable) [size=16M]\n"
                                 "           |         Memory at 4000000000 (64-bit, prefetchable) [size=256G]\n"
                                 "           \\-07.0  Red Hat, Inc. Virtio RNG\n"
                                 "                     I/O ports at c000 [size=32]\n";
        const auto result = parseLspciTree(input);
        QCOMPARE(result.value.devices.size(), 3);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
    }

    void concatenatedTreesKeepFirstEntries()
    {
        const QByteArray tree = TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt"));
        const auto result = parseLspciTree(QByteArray(tree + tree));
        QCOMPARE(result.value.devices.size(), 7);
        QCOMPARE(result.value.rootBuses.size(), 1);
        QCOMPARE(result.diagnostics.size(), 7);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 8));
    }

    void truncated_data()
    {
        QTest::addColumn<qsizetype>("cut");
        QTest::addColumn<int>("devices");
        QTest::addColumn<QList<int>>("warningLines");
        const QByteArray tree = TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt"));
        const qsizetype line4 = tree.indexOf("+-03.0");
        // Inside the address: the line cannot be read, and the branch never ends.
        QTest::newRow("in the address") << line4 + 4 << 3 << QList<int> { 4, 4 };
        // Inside the name: the name is cut, nothing to see but the open branch.
        QTest::newRow("in the name") << line4 + 20 << 4 << QList<int> { 4 };
        QTest::newRow("in a bus range") << qsizetype(5) << 0 << QList<int>();
    }
    void truncated()
    {
        QFETCH(qsizetype, cut);
        QFETCH(int, devices);
        QFETCH(QList<int>, warningLines);
        const QByteArray tree = TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt"));
        const auto result = parseLspciTree(tree.left(cut));
        if (devices == 0)
            return expectRejected(result, 1);
        QCOMPARE(result.value.devices.size(), devices);
        QList<int> lines;
        for (const Diagnostic& d : result.diagnostics) {
            QCOMPARE(d.severity, Severity::Warning);
            lines.append(d.line);
        }
        QCOMPARE(lines, warningLines);
    }

    void misalignedAndOrphanLines()
    {
        // A line whose "+-" is under no branch at all is skipped, named by its line.
        const QByteArray input = "-[0000:00]-+-00.0  Host\n"
                                 "                          +-01.0  Nowhere\n"
                                 "           \\-02.0  Last\n";
        const auto result = parseLspciTree(input);
        QCOMPARE(result.value.devices.size(), 2);
        QVERIFY(!device(result.value, "00:01.0"));
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().line, 2);
        QVERIFY(result.diagnostics.first().message.contains(QStringLiteral("column 27")));
    }

    void unreadableEntries_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("bad function") << QByteArray("           +-01.8  Bad function");
        QTest::newRow("device out of range") << QByteArray("           +-20.0  Bad device");
        QTest::newRow("broken range") << QByteArray("           +-01.0-[0g]----00.0  X");
        QTest::newRow("unclosed range") << QByteArray("           +-01.0-[01-0");
        QTest::newRow("junk after address") << QByteArray("           +-01.0x  X");
        QTest::newRow("connector run") << QByteArray("           +-+-01.0  X");
    }
    void unreadableEntries()
    {
        QFETCH(QByteArray, line);
        const QByteArray input = "-[0000:00]-+-00.0  Host\n" + line + "\n           \\-02.0  Last\n";
        const auto result = parseLspciTree(input);
        QVERIFY(device(result.value, "00:00.0"));
        QVERIFY(device(result.value, "00:02.0"));
        QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, 2),
            TestUtil::describe(result.diagnostics).constData());
        QVERIFY(!result.hasErrors());
        QVERIFY(result.diagnostics.first().message.contains(QStringLiteral("expected a device")));
    }

    void nestingBeyondPci()
    {
        // Every level behind a bridge to the next bus number, wrapping round after bus ff.
        QByteArray line = "-[0000:00]-";
        for (int i = 0; i < 400; ++i)
            line += "+-00.0-[" + QByteArray::number((i + 1) % 256, 16).rightJustified(2, '0') + "]-";
        const auto result = parseLspciTree(line);
        QVERIFY(!result.hasErrors());
        QCOMPARE(result.value.devices.size(), 256);
        bool saidTooDeep = false;
        for (const Diagnostic& d : result.diagnostics)
            saidTooDeep = saidTooDeep || d.message.contains(QStringLiteral("deeper than PCI allows"));
        QVERIFY2(saidTooDeep, TestUtil::describe(result.diagnostics).constData());
        QVERIFY(result.diagnostics.size() <= 3);
    }

    void notATree_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<bool>("looksLikeTree");
        QTest::newRow("empty") << QByteArray() << 0 << false;
        QTest::newRow("whitespace") << QByteArray(" \n\t\n\r\n   ") << 0 << false;
        QTest::newRow("prompt only") << QByteArray("$ lspci -tv\n") << 0 << false;
        QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 7) << 1 << false;
        QTest::newRow("text") << QByteArray("hello\nworld\n") << 1 << false;
        QTest::newRow("root bus alone") << QByteArray("-[0000:00]-\n") << 1 << true;
        QTest::newRow("nvidia-smi topo -m")
            << TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/h200-vm-1gpu.txt")) << 1 << false;
        QTest::newRow("lspci -nn") << TestUtil::readFixture(QStringLiteral("lspci-list/h200-vm-nn.txt")) << 1
                                   << false;
        QTest::newRow("lspci -vvv") << TestUtil::readFixture(QStringLiteral("lspci-verbose/h200-vm-vvv.txt"))
                                    << 1 << false;
        QTest::newRow("lspci -vmm") << TestUtil::readFixture(QStringLiteral("lspci-dump/h200-vm-vmm.txt"))
                                    << 1 << false;
    }
    void notATree()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        QFETCH(bool, looksLikeTree);
        const auto result = parseLspciTree(input);
        expectRejected(result, line);
        QCOMPARE(result.diagnostics.size(), 1);
        if (!looksLikeTree)
            QVERIFY(sniffLspciTree(input) < 30);
    }

    void iommuListingsAreNotTrees()
    {
        if (!TestUtil::corpusAvailable())
            QSKIP("the shared corpus (../shared/corpus) is not present");
        const QDir dir(TestUtil::corpusPath(QStringLiteral("iommu_groups")));
        const QStringList files = dir.entryList({ QStringLiteral("*.txt") }, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString& file : files) {
            const QByteArray input = TestUtil::readFile(dir.filePath(file));
            QVERIFY2(parseLspciTree(input).hasErrors(), qPrintable(file));
            QVERIFY2(sniffLspciTree(input) == 0, qPrintable(file));
        }
    }

    void fiftyMegabytes()
    {
        // Real content repeated: every copy after the first repeats the same devices.
        const QByteArray tree
            = TestUtil::readFixture(QStringLiteral("lspci-tree/asus-esc8000a-e12-epyc-genoa-8root.txt"));
        QByteArray input;
        input.reserve(TestUtil::hugeInputBytes + 2 * 1024 * 1024);
        while (input.size() < TestUtil::hugeInputBytes)
            input += tree;
        const auto result = parseLspciTree(input);
        QCOMPARE(result.value.devices.size(), 198);
        QCOMPARE(result.value.rootBuses.size(), 8);
        QVERIFY(!result.hasErrors());
        QVERIFY(result.diagnostics.size() <= 51);
        QCOMPARE(result.diagnostics.last().severity, Severity::Info);

        // 50 MB of noise: one error, no pile of warnings.
        const auto noise = parseLspciTree(TestUtil::garbage(TestUtil::hugeInputBytes, 11));
        QVERIFY(noise.hasErrors());
        QCOMPARE(noise.diagnostics.size(), 1);

        // One 50 MB line of tree art.
        QByteArray line = "-[0000:00]-+-00.0  X\n           ";
        while (line.size() < TestUtil::hugeInputBytes)
            line += "+-";
        const auto art = parseLspciTree(line);
        QCOMPARE(art.value.devices.size(), 1);
        QVERIFY(art.diagnostics.size() <= 3);
    }

    // Published excerpts start inside the tree and stop before its end: what they show keeps its
    // addresses where a bracket names the bus, and the diagnostics say what is missing.
    void excerptStartingAtARootBus()
    {
        const QByteArray input = TestUtil::readFixture(QStringLiteral("lspci-tree/rccl-issue547-rome-mi100-cx6-excerpt.txt"));
        const auto result = parseLspciTree(input);
        const PciTree& tree = result.value;
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(tree.devices.size(), 28);
        QCOMPARE(bridgeCount(tree), 17);
        QCOMPARE(rootNames(tree), QStringList { QStringLiteral("0000:40") });
        QCOMPARE(device(tree, "40:00.0")->description,
            QStringLiteral("Advanced Micro Devices, Inc. [AMD] Starship/Matisse Root Complex"));
        QVERIFY(!device(tree, "40:00.0")->parent);
        QCOMPARE(device(tree, "40:01.1")->secondaryBus, 0x43);
        QCOMPARE(device(tree, "40:01.1")->subordinateBus, 0x53);
        QCOMPARE(parentOf(tree, "45:00.0"), QStringLiteral("0000:44:00.0"));
        QCOMPARE(device(tree, "45:00.0")->description, QStringLiteral("Mellanox Technologies MT28908 Family [ConnectX-6]"));
        QCOMPARE(parentOf(tree, "4a:00.0"), QStringLiteral("0000:49:00.0"));
        QCOMPARE(device(tree, "4a:00.0")->description, QStringLiteral("Advanced Micro Devices, Inc. [AMD/ATI] Device 738c"));
        QCOMPARE(parentOf(tree, "50:00.0"), QStringLiteral("0000:4f:00.0"));
        QCOMPARE(parentOf(tree, "46:00.1"), QStringLiteral("0000:44:01.0"));
        QCOMPARE(parentOf(tree, "53:00.0"), QStringLiteral("0000:44:04.0"));
        QCOMPARE(parentOf(tree, "43:00.1"), QStringLiteral("0000:40:01.1"));
        QCOMPARE(device(tree, "4b:00.0"), nullptr); // "\-01.0-[4b]--": an empty port
        QCOMPARE(device(tree, "47:01.0")->secondaryBus, 0x4b);

        // What is missing: the lines above the excerpt (line 1) and the end of the tree (line 13).
        QCOMPARE(result.diagnostics.size(), 2);
        QCOMPARE(result.diagnostics[0].line, 1);
        QCOMPARE(result.diagnostics[0].severity, Severity::Info);
        QVERIFY(result.diagnostics[0].message.contains(QStringLiteral("starts inside a branch at line 1")));
        QVERIFY(result.diagnostics[0].message.contains(QStringLiteral("devices above it are not known")));
        QCOMPARE(result.diagnostics[1].line, 13);
        QCOMPARE(result.diagnostics[1].severity, Severity::Warning);
        QVERIFY(result.diagnostics[1].message.contains(QStringLiteral("cut off")));
        QCOMPARE(sniffLspciTree(input), 80);
        QCOMPARE(sniffLspciList(input), 0);
    }

    void excerptStartingInsideABus()
    {
        // The root port "01.1" sits on the bus of a first line that was not copied: it has no
        // address and is left out; its bracket [01-08] names the bus of everything behind it.
        const QByteArray input = TestUtil::readFixture(
            QStringLiteral("lspci-tree/synthetic-excerpt-club3090-switch-without-first-line.txt"));
        const auto result = parseLspciTree(input);
        const PciTree& tree = result.value;
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(tree.devices.size(), 15);
        QVERIFY(tree.rootBuses.isEmpty());
        QVERIFY(!device(tree, "00:01.1"));
        QCOMPARE(device(tree, "01:00.0")->secondaryBus, 0x02);
        QCOMPARE(device(tree, "01:00.0")->subordinateBus, 0x08);
        QVERIFY(!device(tree, "01:00.0")->parent);
        QCOMPARE(parentOf(tree, "02:00.0"), QStringLiteral("0000:01:00.0"));
        QCOMPARE(parentOf(tree, "03:00.0"), QStringLiteral("0000:02:00.0"));
        QCOMPARE(parentOf(tree, "06:00.3"), QStringLiteral("0000:02:08.0"));
        QCOMPARE(parentOf(tree, "08:00.0"), QStringLiteral("0000:02:0a.0"));
        for (const PciDevice& d : tree.devices)
            QCOMPARE(d.bdf.domain, 0);

        QStringList messages;
        for (const Diagnostic& d : result.diagnostics)
            messages.append(QStringLiteral("%1 %2").arg(d.line).arg(d.message));
        QCOMPARE(result.diagnostics.size(), 4);
        QVERIFY(messages[0].startsWith(QStringLiteral("1 Excerpt: the tree starts inside a branch at line 1")));
        QCOMPARE(result.diagnostics[1].severity, Severity::Warning);
        QVERIFY2(messages[1].startsWith(QStringLiteral("1 1 device(s) sit on a bus the excerpt does not name: 01.1 (line 1).")),
            qPrintable(messages[1]));
        QVERIFY(messages[2].contains(QStringLiteral("their domain is taken to be 0000")));
        QVERIFY(messages[3].startsWith(QStringLiteral("8 ")) && messages[3].contains(QStringLiteral("cut off")));
        QCOMPARE(sniffLspciTree(input), 80);
    }

    void excerptGoingBackUpTheTree()
    {
        // Lines 60–120 of an 8-root tree: they start inside the [0000:60] subtree and go back
        // up to root buses further left than the first line's branch.
        const QByteArray whole
            = TestUtil::readFixture(QStringLiteral("lspci-tree/asus-esc8000a-e12-epyc-genoa-8root.txt"));
        const QList<QByteArray> lines = whole.split('\n');
        QByteArray input;
        for (int i = 59; i < 120; ++i)
            input += lines[i] + '\n';
        QVERIFY(input.startsWith(" |           +-00.3"));
        const auto excerpt = parseLspciTree(input);
        QVERIFY2(!excerpt.hasErrors(), TestUtil::describe(excerpt.diagnostics).constData());
        const auto full = parseLspciTree(whole);
        // Every device the excerpt places is where the whole tree has it.
        int placed = 0;
        for (const PciDevice& d : excerpt.value.devices) {
            const PciDevice* same = full.value.find(d.bdf);
            QVERIFY2(same, qPrintable(d.bdf.toString()));
            QCOMPARE(d.description, same->description);
            if (d.parent) {
                QCOMPARE(d.parent, same->parent);
                ++placed;
            }
        }
        QVERIFY(placed > 10);
        QVERIFY(excerpt.value.devices.size() > 40);
        for (const Diagnostic& d : excerpt.diagnostics)
            QVERIFY2(d.severity != Severity::Warning || d.message.contains(QStringLiteral("sit on a bus"))
                    || d.message.contains(QStringLiteral("cut off")),
                qPrintable(d.message));
    }

    void sniffExcerpts()
    {
        // A cut-down tree, as "lspci -tv | grep -A3 Mellanox" leaves it, is still recognisable.
        const QByteArray excerpt
            = " |           +-01.1-[c1]--+-00.0  NVIDIA Corporation AD102GL [RTX 6000 Ada Generation]\n"
              " |           |            \\-00.1  NVIDIA Corporation AD102 High Definition Audio "
              "Controller\n";
        QCOMPARE(sniffLspciTree(excerpt), 60);
        QCOMPARE(sniffLspciTree(QByteArray()), 0);
    }
};

QTEST_GUILESS_MAIN(TestParseLspciTree)
#include "tst_parse_lspcitree.moc"
