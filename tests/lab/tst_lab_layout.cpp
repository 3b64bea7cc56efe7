// SPDX-License-Identifier: GPL-3.0-or-later
// A generated layout proven by booting it. `topolens qemu-layout demo --format qemu` writes the
// guest layout that mirrors the demo host (expanders on the host's NUMA nodes, a root port per
// GPU). The lab boots a real guest from exactly those arguments, its vfio-pci GPUs replaced by
// ati-vga stand-ins (tests/analyze/qemulayouttestutil.h), collects it inside the guest as a user would,
// and TopoLens, reading that guest beside the demo host, must show what the layout promises:
// each GPU where the layout says, on an expander of its host NUMA node; the guest's NUMA nodes
// as many as the host's; the "guest hides NUMA" finding gone (and, grouped per root complex, the
// "flattened topology" one too); and the classes derived from the guest tree no longer PHB
// everywhere: SYS exactly across the host's NUMA nodes. The demo host has no record of the lab's
// QEMU (its GPUs are stand-ins without host addresses), so the GPUs are identified by the ids the
// layout gives them and QEMU's own answer (QMP), not by TopoLens's mapping.
#include "analyze/findings.h"
#include "analyze/machinebuilder.h"
#include "analyze/pcipath.h"
#include "analyze/generate/qemulayout.h"
#include "io/bundle.h"
#include "io/snapshotfile.h"
#include "lab/labtruth.h"
#include "lab/qemulab.h"
#include "analyze/qemulayouttestutil.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Topo;

namespace {

Snapshot demoSnapshot()
{
    auto r = openSnapshot(QString::fromLatin1(demoSnapshotName));
    if (r.hasErrors() || r.value.machines.size() != 2)
        qFatal("the demo snapshot does not open");
    return r.value;
}

/// One CPU per guest NUMA node: the layout gives the host's 60, which TCG would boot for minutes.
/// The NUMA split stays as the layout writes it.
QStringList withOneCpuPerNode(QStringList arguments)
{
    int nodes = 0;
    for (qsizetype i = 0; i + 1 < arguments.size(); ++i) {
        if (arguments[i] == u"-numa" && arguments[i + 1].startsWith(u"node,")) {
            static const QRegularExpression cpus(QStringLiteral("cpus=[0-9-]+"));
            arguments[i + 1].replace(cpus, QStringLiteral("cpus=%1").arg(nodes++));
        }
    }
    for (qsizetype i = 0; i + 1 < arguments.size(); ++i) {
        if (arguments[i] == u"-smp")
            arguments[i + 1] = QString::number(std::max(nodes, 1));
    }
    return arguments;
}

QStringList ruleIds(const QList<Finding>& findings, MachineRole role)
{
    QStringList ids;
    for (const Finding& f : findings) {
        if (f.role == role)
            ids.append(f.ruleId);
    }
    return ids;
}

} // namespace

class TestLabLayout : public QObject
{
    Q_OBJECT

    QString m_labDir;

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = Lab::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QString error;
        m_labDir = Lab::prepare(&error);
        QVERIFY2(!m_labDir.isEmpty(), qPrintable(error));
    }

    void bootGeneratedLayout_data()
    {
        QTest::addColumn<QString>("grouping");
        QTest::addColumn<QString>("variant");
        QTest::newRow("numa/lspci") << QStringLiteral("numa") << QStringLiteral("lspci");
        QTest::newRow("root-complex/busybox") << QStringLiteral("root-complex") << QStringLiteral("busybox");
    }

    void bootGeneratedLayout()
    {
        QFETCH(QString, grouping);
        QFETCH(QString, variant);
        const Snapshot demo = demoSnapshot();
        // The demo, as TopoLens reads it, is the flattened guest of the seeds: the test must
        // be able to fail, so both findings are there before.
        const QList<Finding> before = diagnose(demo);
        QVERIFY(ruleIds(before, MachineRole::Guest).contains(u"gpu-numa-node-unknown"));
        QVERIFY(ruleIds(before, MachineRole::Guest).contains(u"guest-flattens-topology"));

        const TestUtil::CliRun layout = TestUtil::runTopolens(
            { QStringLiteral("qemu-layout"), QStringLiteral("demo"), QStringLiteral("--format"), QStringLiteral("qemu"),
                QStringLiteral("--group"), grouping });
        QVERIFY2(layout.exitCode == 0, layout.err.constData());
        QemuLayoutTest::StandIns standIns;
        standIns.linkSpeeds = QemuLayoutTest::linkSpeeds(QStringLiteral("qemu-system-x86_64"));
        const QemuLayoutTest::StandInResult booted = QemuLayoutTest::standInArguments(QString::fromUtf8(layout.out), standIns);
        QVERIFY2(booted.ok(), qPrintable(booted.error));
        QCOMPARE(booted.standIns.size(), 8);

        Lab::Guest guest;
        QString error;
        const QString hostName = QStringLiteral("lab-layout-%1").arg(grouping);
        QVERIFY2(guest.start(m_labDir, variant, hostName, 0, {}, &error, withOneCpuPerNode(booted.arguments)), qPrintable(error));
        QVERIFY2(guest.waitDone(480000, &error), qPrintable(error));
        const QList<Lab::QmpDevice> qmp = Lab::devicesFromQueryPci(guest.queryPci(&error));
        QVERIFY2(!qmp.isEmpty(), qPrintable(error));
        guest.stop();

        const ParseResult<Snapshot> collected = readBundle(guest.block(QStringLiteral("bundle")));
        QVERIFY2(!collected.hasErrors() && collected.value.machines.size() == 1, TestUtil::describe(collected.diagnostics).constData());
        // The demo host beside the booted guest.
        Snapshot joined = demo;
        for (MachineSnapshot& m : joined.machines) {
            if (m.role == MachineRole::Guest)
                m = collected.value.machines.first();
        }
        joined.title = QStringLiteral("The demo host (reconstructed) and a real QEMU lab guest booted from its generated layout "
                                      "(qemu-layout --format qemu --group %1)").arg(grouping);
        joined.createdAt = collected.value.machines.first().collectedAt;
        Lab::keepSnapshot(hostName, joined);
        const int hostIndex = joined.machines.first().role == MachineRole::Host ? 0 : 1;
        const Machine host = buildMachine(joined.machines.at(hostIndex));
        const Machine booted_guest = buildMachine(joined.machines.at(1 - hostIndex));

        // The tree is the one the guest kernel has.
        const QList<Lab::TruthDevice> truth = Lab::parseTruth(guest.block(QStringLiteral("truth")), &error);
        QVERIFY2(!truth.isEmpty(), qPrintable(error));
        QHash<QString, QString> drivers;
        for (const QString& device : QemuLayoutTest::optionValues(booted.arguments, QStringLiteral("-device")))
            drivers.insert(QemuLayoutTest::propertyOf(device, QStringLiteral("id")), QemuLayoutTest::deviceParts(device).value(0));
        const QStringList differences = Lab::compareTree(booted_guest, truth, Lab::expectedRoles(qmp, drivers));
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));

        // Every GPU where the layout put it: on the expander of its host NUMA node, with that node.
        QemuLayoutOptions options;
        options.grouping = grouping == u"numa" ? ExpanderGrouping::NumaNode : ExpanderGrouping::RootComplex;
        const QemuLayout plan = planQemuLayout(virtualizationSetupOf(joined), options);
        QVERIFY(plan.ok());
        QCOMPARE(booted_guest.gpus.size(), plan.gpuCount());
        QHash<int, Bdf> guestBdfOfHostGpu;
        for (const QemuExpander& expander : plan.expanders) {
            for (const QemuLayoutGpu& g : expander.gpus) {
                const auto qmpDevice = std::find_if(qmp.begin(), qmp.end(), [&](const Lab::QmpDevice& d) { return d.id == g.deviceId; });
                QVERIFY2(qmpDevice != qmp.end(), qPrintable(g.deviceId));
                QCOMPARE(qmpDevice->address(), g.expectedGuestBdf.toString());
                const PciDevice* d = booted_guest.pci.find(g.expectedGuestBdf);
                QVERIFY2(d && d->isGpu(), qPrintable(g.expectedGuestBdf.toString()));
                QCOMPARE(booted_guest.pci.rootBusOf(d->bdf)->bus, expander.busNr);
                QCOMPARE(d->numaNode, g.hostNuma);
                guestBdfOfHostGpu.insert(g.hostGpu, d->bdf);
            }
        }
        QCOMPARE(booted_guest.numa.nodes.size(), host.numa.nodes.size());

        // The classes the guest tree implies follow the host's NUMA split, not PHB everywhere.
        int sysPairs = 0;
        for (auto a = guestBdfOfHostGpu.cbegin(); a != guestBdfOfHostGpu.cend(); ++a) {
            for (auto b = std::next(a); b != guestBdfOfHostGpu.cend(); ++b) {
                const Gpu* hostA = host.gpu(a.key());
                const Gpu* hostB = host.gpu(b.key());
                QVERIFY(hostA && hostB);
                const LinkClass guestClass = pathBetween(booted_guest, a.value(), b.value()).linkClass;
                const bool acrossNodes = hostA->numaNode != hostB->numaNode;
                QCOMPARE(guestClass == LinkClass::Sys, acrossNodes);
                sysPairs += acrossNodes ? 1 : 0;
            }
        }
        QVERIFY(sysPairs > 0);

        // The guest no longer hides NUMA. Grouped per root complex it hides nothing; grouped per
        // NUMA node it still shows PHB where the host has NODE (within a node), as the layout
        // says it will, but no pair across nodes (checked above).
        const QStringList after = ruleIds(diagnose(joined), MachineRole::Guest);
        QVERIFY2(!after.contains(u"gpu-numa-node-unknown"), qPrintable(after.join(u' ')));
        QCOMPARE(after.contains(u"guest-flattens-topology"), options.grouping == ExpanderGrouping::NumaNode);
    }
};

QTEST_GUILESS_MAIN(TestLabLayout)
#include "tst_lab_layout.moc"
