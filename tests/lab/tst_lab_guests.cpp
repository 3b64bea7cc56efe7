// SPDX-License-Identifier: GPL-3.0-or-later
// The QEMU lab's guests (tests/lab/topologies.json), each booted for real in every variant it
// lists, collected by the project's POSIX collector inside the guest (as root, under busybox
// sh), imported and built into a machine exactly as `topolens import` does, and compared with
// what the guest kernel itself says (tests/lab/init's truth) and what QEMU says sits where
// (QMP query-pci): every device, parent, root bus, role, NUMA node and link. No lab guest may
// raise a BAR alarm where nothing failed, and where a BAR really could not be placed
// (bar-too-large) the finding must name that device and no other.
#include "analyze/findings.h"
#include "analyze/machinebuilder.h"
#include "io/bundle.h"
#include "io/snapshotfile.h"
#include "lab/labtruth.h"
#include "lab/qemulab.h"
#include "testutil.h"

#include <QStandardPaths>
#include <QTest>

using namespace Topo;

class TestLabGuests : public QObject
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
        qInfo("QEMU lab: accelerator %s", qPrintable(Lab::accelerator()));
    }

    void guest_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("variant");
        for (const Lab::Topology& t : Lab::topologies()) {
            for (const QString& variant : t.variants) {
                if (variant != u"ssh") // tst_lab_ssh collects those over SSH
                    QTest::newRow(qPrintable(t.name + u'/' + variant)) << t.name << variant;
            }
        }
    }

    void guest()
    {
        QFETCH(QString, topology);
        QFETCH(QString, variant);
        const Lab::Topology* t = Lab::topology(topology);
        QVERIFY(t);
        Lab::Guest guest;
        QString error;
        const QString hostName = QStringLiteral("lab-%1-%2").arg(topology, variant);
        QVERIFY2(guest.start(m_labDir, variant, hostName, t->numaNodes, t->devices, &error, t->machineArguments()), qPrintable(error));
        QVERIFY2(guest.waitDone(480000, &error), qPrintable(error));
        const QByteArray pci = guest.queryPci(&error);
        QVERIFY2(!pci.isEmpty(), qPrintable(error));
        guest.stop();

        const QList<Lab::TruthDevice> truth = Lab::parseTruth(guest.block(QStringLiteral("truth")), &error);
        QVERIFY2(!truth.isEmpty(), qPrintable(error));
        const QList<Lab::QmpDevice> qmp = Lab::devicesFromQueryPci(pci);
        // Every configured device is where QEMU says, and the kernel saw it there.
        for (const auto& [id, driver] : t->driverById().asKeyValueRange()) {
            // A copy: clang 14 can't capture a structured binding.
            const auto at = std::find_if(qmp.begin(), qmp.end(), [&, wanted = id](const Lab::QmpDevice& d) { return d.id == wanted; });
            QVERIFY2(at != qmp.end(), qPrintable(QStringLiteral("QEMU does not list %1 (%2)").arg(id, driver)));
            const bool seen = std::any_of(truth.begin(), truth.end(), [&](const Lab::TruthDevice& d) { return d.bdf.toString() == at->address(); });
            QVERIFY2(seen, qPrintable(QStringLiteral("the guest kernel has nothing at %1 (%2)").arg(at->address(), id)));
        }

        const QByteArray bundle = guest.block(QStringLiteral("bundle"));
        QVERIFY2(!bundle.isEmpty(), qPrintable(QString::fromUtf8(guest.block(QStringLiteral("collect-log")))));
        const ParseResult<Snapshot> snapshot = readBundle(bundle);
        QVERIFY2(!snapshot.hasErrors() && snapshot.value.machines.size() == 1,
            TestUtil::describe(snapshot.diagnostics).constData());
        const MachineSnapshot& collected = snapshot.value.machines.first();
        QCOMPARE(collected.role, MachineRole::Guest);
        // The variant is what the guest really had: lspci ran or was missing.
        const RawCapture* tree = collected.capture(QStringLiteral("lspci-tree"));
        QVERIFY(tree);
        QCOMPARE(tree->exitCode == 127, variant == u"busybox");

        Lab::keepSnapshot(hostName, snapshot.value);
        if (!qEnvironmentVariableIsEmpty("TOPOLENS_LAB_KEEP")) {
            // The lab guest beside the demo host, for the README's screenshot.
            auto demo = openSnapshot(QString::fromLatin1(demoSnapshotName));
            QVERIFY(!demo.hasErrors());
            for (MachineSnapshot& m : demo.value.machines) {
                if (m.role == MachineRole::Guest)
                    m = collected;
            }
            demo.value.title = QStringLiteral("The demo host (reconstructed) beside a real QEMU lab guest (%1)").arg(topology);
            demo.value.createdAt = collected.collectedAt;
            Lab::keepSnapshot(hostName + QStringLiteral("-beside-demo-host"), demo.value);
        }
        const Machine machine = buildMachine(collected);
        const QStringList differences = Lab::compareTree(machine, truth, Lab::expectedRoles(qmp, t->driverById()));
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(u'\n')));

        // The BAR finding names exactly the devices whose BAR the guest could not place: none on
        // healthy guests, whatever the kernel printed about I/O windows.
        QStringList expected;
        for (const QString& id : t->barFailures) {
            for (const Lab::QmpDevice& d : qmp) {
                if (d.id == id)
                    expected.append(d.address());
            }
        }
        QStringList named;
        for (const Finding& f : diagnose(snapshot.value)) {
            if (f.ruleId == u"bar-allocation-failed")
                named += f.devices;
        }
        named.sort();
        expected.sort();
        QCOMPARE(named, expected);
    }
};

QTEST_GUILESS_MAIN(TestLabGuests)
#include "tst_lab_guests.moc"
