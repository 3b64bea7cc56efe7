// SPDX-License-Identifier: GPL-3.0-or-later
// Several PCI domains in every lspci form, and through the machine builder: an Azure ND A100 v4
// (31 functions, each in a domain of its own: GPUs, NVSwitches, InfiniBand VFs, NVMe disks), an
// NVIDIA IGX Orin (five domains, one per root complex), and lspci 3.9.0's own output for a dump
// with the domains users meet (Hyper-V's 0001 and 4a6b, a VMD domain 10000). A domain must be
// kept exactly, never folded into 0000.
#include "analyze/machinebuilder.h"
#include "parse/lspci/lspci.h"
#include "testutil.h"

#include <QSet>
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

QByteArray fixture(const char* path)
{
    return TestUtil::readFixture(QString::fromLatin1(path));
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

QStringList slotsOf(const QList<PciDevice>& devices)
{
    QStringList out;
    for (const PciDevice& d : devices)
        out << d.bdf.toString();
    return out;
}

QStringList rootsOf(const PciTree& tree)
{
    QStringList out;
    for (const RootBus& root : tree.rootBuses)
        out << QString::asprintf("%04x:%02x", root.domain, root.bus);
    return out;
}

const QStringList replaySlots
    = strings({"0000:00:00.0", "0000:00:03.0", "0001:00:00.0", "4a6b:00:00.0", "10000:e0:00.0"});

RawCapture capture(const char* id, const char* format, const QByteArray& data)
{
    RawCapture c;
    c.id = QString::fromLatin1(id);
    c.command = QStringLiteral("pasted");
    c.format = QString::fromLatin1(format);
    c.stdoutData = data;
    return c;
}

} // namespace

class TestLspciDomains : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void azureOneDomainPerDevice()
    {
        const QByteArray input = fixture("lspci-list/gpud-azure-nd-a100-v4-nn.txt");
        const auto result = parseLspciList(input);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 31);
        QSet<int> domains;
        for (const PciDevice& d : result.value)
            domains.insert(d.bdf.domain);
        QCOMPARE(domains.size(), 31);
        QVERIFY(!domains.contains(0));
        const PciDevice* gpu = device(result.value, "000e:00:00.0");
        QVERIFY(gpu);
        QCOMPARE(gpu->deviceId, quint16(0x20b2));
        QVERIFY(gpu->isGpu());
        QCOMPARE(device(result.value, "0101:00:00.0")->deviceId, quint16(0x101c));
        QCOMPARE(device(result.value, "c941:00:02.0")->bdf.device, 2);
        QCOMPARE(device(result.value, "f392:00:00.0")->vendorId, quint16(0x1414));
        QCOMPARE(result.value.last().bdf.domain, 0xf392);
    }

    void replayInEveryForm()
    {
        QCOMPARE(slotsOf(parseLspciList(fixture("lspci-list/synthetic-replay-multidomain-nn.txt")).value),
            replaySlots);
        QCOMPARE(
            slotsOf(
                parseLspciVerbose(fixture("lspci-verbose/synthetic-replay-multidomain-D-nnvvv.txt")).value),
            replaySlots);
        QCOMPARE(slotsOf(parseLspciVmm(fixture("lspci-vmm/synthetic-replay-multidomain-vmm.txt")).value),
            replaySlots);
        QCOMPARE(slotsOf(parseLspciMm(fixture("lspci-mm/synthetic-replay-multidomain-mm.txt")).value),
            replaySlots);
        for (const char* file : {"lspci-tree/synthetic-replay-multidomain-tv.txt",
                 "lspci-tree/synthetic-replay-multidomain-tvnn.txt"}) {
            const auto tree = parseLspciTree(fixture(file));
            QVERIFY2(!tree.hasErrors(), TestUtil::describe(tree.diagnostics).constData());
            QCOMPARE(rootsOf(tree.value), strings({"0000:00", "0001:00", "4a6b:00", "10000:e0"}));
            QStringList slots = slotsOf(tree.value.devices);
            slots.sort();
            QStringList expected = replaySlots;
            expected.sort();
            QCOMPARE(slots, expected);
        }
        const auto tvnn = parseLspciTree(fixture("lspci-tree/synthetic-replay-multidomain-tvnn.txt"));
        QCOMPARE(tvnn.value.find(*Bdf::parse(QStringView(u"4a6b:00:00.0")))->deviceId, quint16(0x2335));
    }

    void igxOrinFiveRootComplexes()
    {
        const auto result = parseLspciTree(fixture("lspci-tree/holohub-igx-orin-5domains-tv.txt"));
        QVERIFY2(!result.hasErrors(), TestUtil::describe(result.diagnostics).constData());
        const PciTree& tree = result.value;
        QCOMPARE(rootsOf(tree), strings({"0007:00", "0005:00", "0004:00", "0001:00", "0000:00"}));
        QStringList path;
        for (const PciDevice* step : tree.pathToRoot(*Bdf::parse(QStringView(u"0005:09:00.0"))))
            path << step->bdf.toString();
        QCOMPARE(path,
            strings({"0005:09:00.0", "0005:08:00.0", "0005:07:00.0", "0005:02:02.0", "0005:01:00.0",
                "0005:00:00.0"}));
        QVERIFY(tree.find(*Bdf::parse(QStringView(u"0005:03:00.1"))));
        QVERIFY(tree.find(*Bdf::parse(QStringView(u"0004:01:00.0"))));
        QVERIFY(!tree.find(*Bdf::parse(QStringView(u"0000:09:00.0"))));
    }

    // The machine builder reads -vmm and -mm where it reads lspci -nn: devices, names, kernel
    // details, each in its own domain, beside the tree.
    void machineFromTheMachineReadableForms()
    {
        MachineSnapshot snapshot;
        snapshot.captures
            = {capture("lspci-tree", "lspci-tree", fixture("lspci-tree/synthetic-replay-multidomain-tv.txt")),
                capture("import-1", "lspci-vmm",
                    "Slot:\t4a6b:00:00.0\nClass:\t3D controller [0302]\nVendor:\tNVIDIA Corporation [10de]\n"
                    "Device:\tDevice "
                    "[2335]\nRev:\ta1\nProgIf:\t00\nDriver:\tnvidia\nNUMANode:\t1\nIOMMUGroup:\t12\n")};
        const Machine machine = buildMachine(snapshot);
        QCOMPARE(machine.pci.devices.size(), 5);
        const PciDevice* gpu = machine.pci.find(*Bdf::parse(QStringView(u"4a6b:00:00.0")));
        QVERIFY(gpu);
        QCOMPARE(gpu->vendorId, quint16(0x10de));
        QCOMPARE(gpu->driver, QStringLiteral("nvidia"));
        QCOMPARE(gpu->numaNode, std::optional<int>(1));
        QCOMPARE(gpu->iommuGroup, std::optional<int>(12));
        QCOMPARE(rootsOf(machine.pci), strings({"0000:00", "0001:00", "4a6b:00", "10000:e0"}));

        // Alone, without a tree: every device on its own domain's root bus.
        for (const char* format : {"lspci-mm", "lspci-vmm"}) {
            MachineSnapshot alone;
            const char* file = QByteArrayView(format) == "lspci-mm"
                ? "lspci-mm/synthetic-replay-multidomain-mmnn-D.txt"
                : "lspci-vmm/synthetic-replay-multidomain-vmmnn-D-k-vv.txt";
            // Without a format: the builder detects it, as for a pasted file.
            alone.captures = {capture("import-1", "", fixture(file))};
            const Machine m = buildMachine(alone);
            QCOMPARE(slotsOf(m.pci.devices), replaySlots);
            QCOMPARE(rootsOf(m.pci), strings({"0000:00", "0001:00", "4a6b:00", "10000:e0"}));
            const PciDevice* disk = m.pci.find(*Bdf::parse(QStringView(u"10000:e0:00.0")));
            QCOMPARE(disk->vendorName, QStringLiteral("Red Hat, Inc."));
            QCOMPARE(disk->description,
                QStringLiteral("Red Hat, Inc. Virtio 1.0 block device [1af4:1042] (rev 01)"));
            QVERIFY2(TestUtil::countSeverity(
                         [&] {
                             Diagnostics all;
                             for (const auto& d : m.diagnostics)
                                 all.append(d.diagnostic);
                             return all;
                         }(),
                         Severity::Warning)
                    == 0,
                format);
        }
    }
};

QTEST_GUILESS_MAIN(TestLspciDomains)
#include "tst_lspcidomains.moc"
