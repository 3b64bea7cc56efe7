// SPDX-License-Identifier: GPL-3.0-or-later
// A machine without lspci (a busybox guest) gets the PCI tree its kernel has, from the sysfs
// listing's device paths and the configuration space: the same model as the same VM collected
// with lspci. All three bundles are real, from one boot of the QEMU lab guest, collected by
// scripts/topolens-collect.sh under busybox sh (tests/fixtures/captures/SOURCES.md); the guest
// kernel's own readlink -f of every device is the truth.
#include "analyze/machinebuilder.h"
#include "io/bundle.h"
#include "testutil.h"
#include "util/text.h"

#include <QRegularExpression>
#include <QTest>

using namespace Topo;

namespace {
Machine machineOf(const char* bundle)
{
    const auto read = readBundle(TestUtil::readFixture(QString::fromLatin1(bundle)));
    if (read.hasErrors() || read.value.machines.size() != 1)
        qFatal("%s does not read", bundle);
    return buildMachine(read.value.machines.first());
}

using TestUtil::bdf;

struct KernelPlace
{
    Bdf device;
    std::optional<Bdf> parent;
    RootBus root;
    int numaNode = -2;
};

/// "/sys/devices/pci0000:40/0000:40:00.0/0000:41:00.0 0x060400 0x104c:0x8232 numa=1" lines.
QList<KernelPlace> kernelTruth()
{
    QList<KernelPlace> places;
    const QByteArray truth = TestUtil::readFixture(QStringLiteral("captures/qemu-q35-lab-truth.txt"));
    for (const Text::Line& line : Text::splitLines(truth)) {
        const QList<QByteArrayView> words = Text::splitWhitespace(line.text);
        if (words.size() != 4)
            continue;
        const QList<QByteArray> path = words[0].toByteArray().split('/');
        KernelPlace place;
        place.device = *Bdf::parse(QByteArrayView(path.last()));
        place.parent = Bdf::parse(QByteArrayView(path[path.size() - 2]));
        place.root = { path[3].mid(3, 4).toInt(nullptr, 16), path[3].right(2).toInt(nullptr, 16) };
        place.numaNode = words[3].sliced(5).toInt();
        places.append(place);
    }
    return places;
}

/// What "the same tree" means, one device per line, for a readable difference.
QStringList treeOf(const Machine& m, bool withRoles)
{
    QStringList out;
    for (const RootBus& root : m.pci.rootBuses)
        out << QStringLiteral("root %1:%2 numa %3")
                   .arg(root.domain)
                   .arg(root.bus, 2, 16, QLatin1Char('0'))
                   .arg(m.pci.numaNodeOfRootBus(root).value_or(-2));
    QList<const PciDevice*> devices;
    for (const PciDevice& d : m.pci.devices)
        devices << &d;
    std::sort(devices.begin(), devices.end(), [](auto* a, auto* b) { return a->bdf < b->bdf; });
    for (const PciDevice* d : devices) {
        out << QStringLiteral("%1 parent %2 role %3 bus %4-%5 numa %6 link %7x%8/%9x%10 %11%12 serial %13 acs %14 iommu %15")
                   .arg(d->bdf.toString(), d->parent ? d->parent->toString() : QStringLiteral("-"),
                       withRoles ? pciRoleName(d->role) : QStringLiteral("?"))
                   .arg(d->secondaryBus)
                   .arg(d->subordinateBus)
                   .arg(d->numaNode.value_or(-2))
                   .arg(d->link.capability.speedGTs)
                   .arg(d->link.capability.width)
                   .arg(d->link.status.speedGTs)
                   .arg(d->link.status.width)
                   .arg(d->link.speedDowngraded)
                   .arg(d->link.widthDowngraded)
                   .arg(withRoles ? d->serialNumber : QStringLiteral("?"))
                   .arg(!withRoles         ? QStringLiteral("?")
                           : !d->acsEnabled ? QStringLiteral("-")
                           : *d->acsEnabled ? QStringLiteral("on")
                                            : QStringLiteral("off"))
                   .arg(d->iommuGroup.value_or(-1));
    }
    return out;
}
} // namespace

class TestSysfsTree : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sysfsOnlyGuestHasTheKernelsTree_data()
    {
        QTest::addColumn<QString>("bundle");
        QTest::newRow("as root") << QStringLiteral("captures/qemu-q35-lab-sysfs-only.bundle");
        QTest::newRow("as a user") << QStringLiteral("captures/qemu-q35-lab-sysfs-only-user.bundle");
        QTest::newRow("with lspci") << QStringLiteral("captures/qemu-q35-lab-lspci.bundle");
    }
    void sysfsOnlyGuestHasTheKernelsTree()
    {
        QFETCH(QString, bundle);
        const Machine m = machineOf(qPrintable(bundle));
        QCOMPARE(m.missingTools.contains(QStringLiteral("lspci")), !bundle.contains(u"lspci"));
        for (const auto& cd : m.diagnostics)
            QVERIFY2(cd.diagnostic.severity == Severity::Info, qPrintable(cd.captureId + u": " + formatDiagnostic(cd.diagnostic)));
        const QList<KernelPlace> truth = kernelTruth();
        QCOMPARE(truth.size(), 17);
        QCOMPARE(m.pci.devices.size(), truth.size());
        // Two root complexes, the q35 one and the expander bridge's (bus_nr=0x40, numa_node=1),
        // not one per bus.
        QCOMPARE(m.pci.rootBuses, (QList<RootBus> { { 0, 0x00 }, { 0, 0x40 } }));
        for (const KernelPlace& place : truth) {
            const PciDevice* d = m.pci.find(place.device);
            QVERIFY2(d, qPrintable(place.device.toString()));
            QCOMPARE(d->parent, place.parent);
            QCOMPARE(m.pci.rootBusOf(place.device), std::optional<RootBus>(place.root));
            QCOMPARE(d->numaNode, std::optional<int>(place.numaNode));
        }
        QCOMPARE(m.pci.numaNodeOfRootBus({ 0, 0x40 }), std::optional<int>(1));
        // Switch ports are switch ports, and the NVMe drive sits three bridges down.
        QCOMPARE(m.pci.find(bdf("0000:40:00.0"))->role, PciRole::RootPort);
        QCOMPARE(m.pci.find(bdf("0000:41:00.0"))->role, PciRole::SwitchUpstream);
        QCOMPARE(m.pci.find(bdf("0000:42:00.0"))->role, PciRole::SwitchDownstream);
        QCOMPARE(m.pci.find(bdf("0000:42:01.0"))->role, PciRole::SwitchDownstream);
        QCOMPARE(m.pci.find(bdf("0000:43:00.0"))->role, PciRole::Endpoint);
        QCOMPARE(m.pci.pathToRoot(bdf("0000:43:00.0")).size(), 4);
        QCOMPARE(m.pci.find(bdf("0000:00:10.0"))->role, PciRole::HostBridge);
        QCOMPARE(m.pci.find(bdf("0000:00:1c.2"))->role, PciRole::RootPort);
        QVERIFY(m.iommuListed);
        QCOMPARE(m.pci.find(bdf("0000:43:00.0"))->iommuGroup, m.pci.find(bdf("0000:42:00.0"))->iommuGroup);
    }

    // With its PCIe capability readable (as root), a PCIe-to-PCI bridge under a root port is
    // one, not the switch upstream port its place in the tree would suggest; the serial number
    // and ACS come from the extended capabilities.
    void configSpaceDecidesWhatTheTreeCannot()
    {
        const Machine m = machineOf("captures/qemu-q35-lab-sysfs-only.bundle");
        QCOMPARE(m.pci.find(bdf("0000:03:00.0"))->role, PciRole::PciBridge);
        QCOMPARE(m.pci.find(bdf("0000:02:00.0"))->serialNumber, QStringLiteral("52-54-00-ff-ff-12-34-56"));
        QCOMPARE(m.pci.find(bdf("0000:00:1c.0"))->acsEnabled, std::optional<bool>(true));
        QCOMPARE(m.pci.find(bdf("0000:40:00.0"))->link.capability, (LinkState { 16, 32 }));
        // A user's 64 bytes cannot tell; the place in the tree is the guess then.
        const Machine user = machineOf("captures/qemu-q35-lab-sysfs-only-user.bundle");
        QCOMPARE(user.pci.find(bdf("0000:03:00.0"))->role, PciRole::SwitchUpstream);
        QVERIFY(user.pci.find(bdf("0000:02:00.0"))->serialNumber.isEmpty());
    }

    // The same VM with lspci and without: parents, roles, root buses, NUMA nodes, links, serial
    // numbers, ACS and IOMMU groups all the same. As a user, everything but what only the
    // capabilities say (roles, serial numbers, ACS).
    void sysfsOnlyAndLspciGuestsAgree_data()
    {
        QTest::addColumn<QString>("bundle");
        QTest::addColumn<bool>("withRoles");
        QTest::newRow("as root") << QStringLiteral("captures/qemu-q35-lab-sysfs-only.bundle") << true;
        QTest::newRow("as a user") << QStringLiteral("captures/qemu-q35-lab-sysfs-only-user.bundle") << false;
    }
    void sysfsOnlyAndLspciGuestsAgree()
    {
        QFETCH(QString, bundle);
        QFETCH(bool, withRoles);
        const QStringList withLspci = treeOf(machineOf("captures/qemu-q35-lab-lspci.bundle"), withRoles);
        const QStringList without = treeOf(machineOf(qPrintable(bundle)), withRoles);
        QCOMPARE(without.join(u'\n'), withLspci.join(u'\n'));
    }

    // A listing from before the collector printed paths (/sys/bus/pci/devices only) with the
    // bridges' bus numbers still gives the tree, from the bus ranges.
    void pathlessListingFallsBackToBusRanges()
    {
        const QByteArray listing = TestUtil::readFixture(QStringLiteral("sysfs-pci/qemu-q35-lab.txt"));
        QByteArray pathless;
        static const QRegularExpression ownPart(QStringLiteral("^.*/([0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]/[a-z_]+:.*)$"));
        for (const Text::Line& line : Text::splitLines(listing)) {
            const auto match = ownPart.match(QString::fromLatin1(line.text));
            QVERIFY(match.hasMatch());
            pathless += "/sys/bus/pci/devices/" + match.captured(1).toLatin1() + '\n';
        }
        QVERIFY(pathless.startsWith("/sys/bus/pci/devices/0000:00:00.0/class:0x060000\n"));
        MachineSnapshot snapshot;
        RawCapture capture;
        capture.id = QStringLiteral("sysfs-pci");
        capture.stdoutData = pathless;
        snapshot.captures.append(capture);
        const Machine m = buildMachine(snapshot);
        QCOMPARE(m.pci.find(bdf("0000:43:00.0"))->parent, std::optional<Bdf>(bdf("0000:42:00.0")));
        QCOMPARE(m.pci.find(bdf("0000:41:00.0"))->parent, std::optional<Bdf>(bdf("0000:40:00.0")));
        QCOMPARE(m.pci.rootBuses, (QList<RootBus> { { 0, 0x00 }, { 0, 0x40 } }));
    }
};

QTEST_GUILESS_MAIN(TestSysfsTree)
#include "tst_sysfstree.moc"
