// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens diagnose` with the host's VM configuration collected: after the findings, the
// guest's VM device by device, as the real binary prints it for a snapshot file.
#include "analyze/findingcases.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

class TestCliVmMapping : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void diagnosePrintsTheGuestsVmDevices()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vm.json"));
        QVERIFY(Topo::saveSnapshot(FindingCases::snapshotFor(QStringLiteral("demo-vm-config-missing-host-device")), path).ok());
        const TestUtil::CliRun r = TestUtil::runTopolens({ QStringLiteral("diagnose"), path });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const qsizetype section = r.out.indexOf("\nVM configuration of guest \"llm-one (VM 128, q35)\":\n");
        QVERIFY2(section > 0, r.out.right(2000).constData());
        const QByteArray vm = r.out.mid(section);
        QVERIFY2(vm.contains("  VM 128 (llm-one), from the QEMU command line of PID 2718 (VMID 128"), vm.constData());
        QVERIFY2(vm.contains("    01:00.0  hostpci4 (vfio-pci)  = host 0000:81:00.0  [through ports: slot 00.0 behind "
                             "ich9-pcie-port-5 (00:10.0)]\n"),
            vm.constData());
        QVERIFY(vm.contains("    00:10.0  ich9-pcie-port-5 (pcie-root-port)  [explicit address: slot 10.0 of pcie.0]\n"));
        // And the finding about the address the host does not have comes before it.
        QVERIFY(r.out.left(section).contains("[vm-config-missing-host-device]"));
        QVERIFY(r.out.left(section).contains("    qemu-processes:38: vfio-pci,host=0000:c1:00.0,id=hostpci7"));

        // Without a VM configuration (the demo as it ships): no such section.
        const TestUtil::CliRun demo = TestUtil::runTopolens({ QStringLiteral("diagnose"), QStringLiteral("demo") });
        QCOMPARE(demo.exitCode, 0);
        QVERIFY(!demo.out.contains("VM configuration of guest"));
    }
};

QTEST_GUILESS_MAIN(TestCliVmMapping)
#include "tst_cli_vmmapping.moc"
