// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel log's PCIe lines (`dmesg-pcie`): AER's error reports in the wordings of Linux 4.x
// to 6.x, Link Down, the bandwidth line, and NVIDIA's "fallen off the bus", as users posted them.
#include "parse/dmesg/dmesg.h"
#include "parse/formats.h"
#include "parse/systemformats.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;
using namespace SystemFormats;

namespace {

Bdf address(const char* text)
{
    return *Bdf::parse(QByteArrayView(text));
}

QList<PcieEvent> ofKind(const QList<PcieEvent>& events, PcieEventKind kind)
{
    QList<PcieEvent> out;
    for (const PcieEvent& e : events) {
        if (e.kind == kind)
            out.append(e);
    }
    return out;
}

constexpr const char* fixtures[] = {
    "dmesg-pcie/qemu-lab-root-port-completion-timeout.txt",
    "dmesg-pcie/linux4-root-port-receiver-errors.txt",
    "dmesg-pcie/syslog-gpu-root-port-data-link.txt",
    "dmesg-pcie/laptop-nvme-rxerr-both-ends.txt",
    "dmesg-pcie/gpu-switch-bandwidth-limited-x1.txt",
    "dmesg-pcie/nvidia-xid79-fallen-off-bus.txt",
    "dmesg-pcie/nvidia-fallen-off-bus-without-xid.txt",
    "dmesg-pcie/pciehp-link-down-event.txt",
};

} // namespace

class TestParseDmesgPcie : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void linux4RootPortReceiverErrors()
    {
        // Three corrected errors the root port logged about itself ("id=00e8" is 00:1d.0).
        const auto result = parseDmesgPcie(fixture("dmesg-pcie/linux4-root-port-receiver-errors.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 3);
        for (const PcieEvent& e : result.value) {
            QCOMPARE(e.kind, PcieEventKind::AerError);
            QCOMPARE(e.device, address("0000:00:1d.0"));
            QCOMPARE(e.severity, AerSeverity::Correctable);
            QCOMPARE(e.layer, QStringLiteral("Physical Layer"));
            QCOMPARE(e.errors, QStringList { QStringLiteral("Receiver Error") });
        }
        QCOMPARE(result.value[0].uptime, 3.499123);
        QCOMPARE(result.value[0].source.line, 1);
        QCOMPARE(result.value[2].source.line, 9);
        // The first was logged before any "received" line; the next two after "id=00e8".
        QVERIFY(!result.value[0].reportedBy);
        QCOMPARE(result.value[1].reportedBy, address("0000:00:1d.0"));
    }

    void syslogDataLinkErrorsOfAGpuRootPort()
    {
        const auto result = parseDmesgPcie(fixture("dmesg-pcie/syslog-gpu-root-port-data-link.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 2);
        QCOMPARE(result.value[0].errors, QStringList { QStringLiteral("Timeout") });
        QCOMPARE(result.value[1].errors, QStringList { QStringLiteral("BadTLP") });
        QCOMPARE(result.value[1].layer, QStringLiteral("Data Link Layer"));
        QCOMPARE(result.value[1].severity, AerSeverity::Correctable); // 5.x's "Correctable"
        QCOMPARE(result.value[1].uptime, 68183.637897);
        QCOMPARE(result.value[1].device, address("0000:00:03.1"));
    }

    void bothEndsOfOneLink()
    {
        // The port and the NVMe below it each logged RxErr; the NVMe's was received by the port.
        const auto result = parseDmesgPcie(fixture("dmesg-pcie/laptop-nvme-rxerr-both-ends.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 3);
        QCOMPARE(result.value[2].device, address("0000:03:00.0"));
        QCOMPARE(result.value[2].reportedBy, address("0000:00:1d.0"));
        QCOMPARE(result.value[2].errors, QStringList { QStringLiteral("RxErr") });
        QVERIFY(!result.value[2].uptime);
    }

    void bandwidthLimitedByTheLinkAbove()
    {
        const auto result = parseDmesgPcie(fixture("dmesg-pcie/gpu-switch-bandwidth-limited-x1.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 1);
        const PcieEvent& e = result.value.first();
        QCOMPARE(e.kind, PcieEventKind::BandwidthLimited);
        QCOMPARE(e.device, address("0000:01:00.0"));
        QCOMPARE(e.limitedAt, address("0000:00:00.0"));
        QCOMPARE(e.availableGbps, 7.876);
        QCOMPARE(e.capableGbps, 126.016);
        QCOMPARE(e.limitingLink, QStringLiteral("8.0 GT/s PCIe x1"));
        QCOMPARE(e.capableLink, QStringLiteral("8.0 GT/s PCIe x16"));
        QCOMPARE(e.source.line, 6);
    }

    void gpuFellOffTheBus_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("line");
        QTest::newRow("Xid 79 and the driver's line") << fixture("dmesg-pcie/nvidia-xid79-fallen-off-bus.txt")
                                                    << QStringLiteral("0000:01:00.0") << 3;
        QTest::newRow("no Xid, three lines") << fixture("dmesg-pcie/nvidia-fallen-off-bus-without-xid.txt")
                                             << QStringLiteral("0000:b3:00.0") << 3;
    }
    void gpuFellOffTheBus()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, gpu);
        QFETCH(int, line);
        const auto result = parseDmesgPcie(data);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 1); // one GPU, however many lines say so
        QCOMPARE(result.value.first().kind, PcieEventKind::FellOffBus);
        QCOMPARE(result.value.first().device.toString(), gpu);
        QCOMPARE(result.value.first().source.line, line);
    }

    void linkDownOfAnOldPortService()
    {
        const auto result = parseDmesgPcie(fixture("dmesg-pcie/pciehp-link-down-event.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 1);
        QCOMPARE(result.value.first().kind, PcieEventKind::LinkDown);
        QCOMPARE(result.value.first().device, address("0000:02:05.0"));
        QVERIFY(!result.value.first().uptime); // "[Ter Set 19 06:01:41 2017]" is a date, not an uptime
    }

    void aRealInjectedErrorOfTheLab()
    {
        // Linux 6.1 in QEMU 7.2: a completion timeout on the root port, which its GPU stand-in's
        // driver cannot recover from ("can't recover"), so neither can the port.
        const auto result = parseDmesgPcie(fixture("dmesg-pcie/qemu-lab-root-port-completion-timeout.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 3);
        const PcieEvent& error = result.value[0];
        QCOMPARE(error.kind, PcieEventKind::AerError);
        QCOMPARE(error.device, address("0000:00:1c.0"));
        QCOMPARE(error.severity, AerSeverity::NonFatal);
        QCOMPARE(error.layer, QStringLiteral("Transaction Layer"));
        QCOMPARE(error.errors, QStringList { QStringLiteral("CmpltTO") });
        QCOMPARE(error.reportedBy, address("0000:00:1c.0")); // "error message received from" itself
        QCOMPARE(error.uptime, 6.919773);
        QCOMPARE(result.value[1].kind, PcieEventKind::RecoveryFailed);
        QCOMPARE(result.value[1].device, address("0000:01:00.0"));
        QCOMPARE(result.value[2].kind, PcieEventKind::RecoveryFailed);
        QCOMPARE(result.value[2].device, address("0000:00:1c.0"));
    }

    void uncorrectableSeveritiesOfBothGenerations()
    {
        const auto result = parseDmesgPcie(
            "[  10.000001] pcieport 0000:40:01.1: AER: Uncorrected (Non-Fatal) error received: 0000:41:00.0\n"
            "[  10.000002] nvidia 0000:41:00.0: PCIe Bus Error: severity=Uncorrected (Non-Fatal), type=Transaction Layer, (Requester ID)\n"
            "[  10.000003] nvidia 0000:41:00.0:   device [10de:2330] error status/mask=00004000/00000000\n"
            "[  10.000004] nvidia 0000:41:00.0:    [14] CmpltTO                (First)\n"
            "[  20.000001] nvidia 0000:41:00.0: AER: PCIe Bus Error: severity=Uncorrectable (Fatal), type=Inaccessible, (Unregistered Agent ID)\n"
            "[  20.000002] pcieport 0000:40:01.1: AER: device recovery failed\n"
            "[  21.000000] pcieport 0000:40:01.1: DPC: containment event, status:0x1f01 source:0x0000\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 4);
        QCOMPARE(result.value[0].severity, AerSeverity::NonFatal);
        QCOMPARE(result.value[0].reportedBy, address("0000:40:01.1"));
        QCOMPARE(result.value[0].errors, QStringList { QStringLiteral("CmpltTO") });
        QCOMPARE(result.value[1].severity, AerSeverity::Fatal);
        QCOMPARE(result.value[2].kind, PcieEventKind::RecoveryFailed);
        QCOMPARE(ofKind(result.value, PcieEventKind::LinkDown).size(), 1);
    }

    void badLinesAreNamed()
    {
        const auto result = parseDmesgPcie("[ 1.0] pcieport 0000:00:01.0:    [ 0] RxErr\n"
                                           "[ 2.0] pcieport 0000:00:01.0: PCIe Bus Error: severity=Sideways, type=Physical Layer\n"
                                           "[ 3.0] PCIe Bus Error: severity=Corrected, type=Physical Layer\n"
                                           "[ 4.0] pci 0000:01:00.0: 7.8 Gb/s available PCIe bandwidth, limited by 8.0 GT/s PCIe x1 link at nowhere\n"
                                           "[ 4.1] pci 0000:01:00.0: 7.8 Gb/s available PCIe bandwidth, limited by link at 0000:00:00.0 (capable of 1 Gb/s with link)\n"
                                           "[ 5.0] pcieport 0000:00:01.0: AER: Corrected error received: 0000:00:01.0\n");
        QVERIFY(!result.hasErrors());
        for (int line : { 1, 2, 3, 4, 5 })
            QVERIFY2(TestUtil::hasDiagnosticAt(result.diagnostics, line), qPrintable(QString::number(line)));
        QVERIFY(result.value.isEmpty());
    }

    void aLogWithoutPcieLinesSaysSo()
    {
        const auto result = parseDmesgPcie(fixture("dmesg/h200-vm.txt"));
        QVERIFY(!result.hasErrors());
        QVERIFY(result.value.isEmpty());
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics.first().severity, Severity::Info);
    }

    void crlfAnsiAndTruncated()
    {
        const QByteArray data = fixture("dmesg-pcie/linux4-root-port-receiver-errors.txt");
        QCOMPARE(parseDmesgPcie(toCrlf(data)).value.size(), 3);
        QByteArray ansi = data;
        ansi.replace("pcieport", "\x1b[33mpcieport\x1b[0m");
        QCOMPARE(parseDmesgPcie(ansi).value.size(), 3);
        // Cut inside the last error's line: the two before are kept.
        const auto cut = parseDmesgPcie(data.left(data.indexOf("severity=Corrected", data.lastIndexOf("PCIe Bus Error")) + 12));
        QCOMPARE(cut.value.size(), 2);
        QVERIFY(TestUtil::hasDiagnosticAt(cut.diagnostics, 9));
    }

    void hugeAndNonUtf8()
    {
        const auto huge = parseDmesgPcie(repeatedToHugeInput(fixture("dmesg-pcie/syslog-gpu-root-port-data-link.txt")));
        QVERIFY(huge.value.size() > 1000);
        QVERIFY(huge.diagnostics.isEmpty());
        const auto latin1 = parseDmesgPcie("[ 1.0] caf\xe9 0000:00:01.0: pciehp: Slot(1): Link Down\n");
        QCOMPARE(latin1.value.size(), 1);
    }

    void foreign_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("garbage") << TestUtil::garbage(64 * 1024, 11);
        QTest::newRow("garbage text") << QByteArray("hello world\n");
        QTest::newRow("lspci -nn") << fixture("lspci-list/h200-vm-nn.txt");
        QTest::newRow("lspci -tv") << fixture("lspci-tree/h200-vm.txt");
        QTest::newRow("nvidia-smi topo") << fixture("nvidia-smi-topo/h200-vm-1gpu.txt");
        QTest::newRow("sysfs-pci") << fixture("sysfs-pci/h200-vm.txt");
    }
    void foreign()
    {
        QFETCH(QByteArray, data);
        const auto result = parseDmesgPcie(data);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    void mutatedLogsNeverCrash()
    {
        for (quint32 seed = 1; seed <= 200; ++seed) {
            QByteArray data = fixture(fixtures[seed % std::size(fixtures)]);
            const QByteArray noise = TestUtil::garbage(16, seed);
            for (int i = 0; i + 1 < noise.size(); i += 2)
                data[quint8(noise[i]) * data.size() / 256] = noise[i + 1];
            for (const auto& d : parseDmesgPcie(data.left(data.size() - seed % 7)).diagnostics)
                QVERIFY(d.line >= 0 && !d.message.isEmpty());
        }
    }

    void sniff_data()
    {
        addSniffRows();
        for (const char* path : fixtures)
            QTest::newRow(path) << fixture(path) << "dmesg-pcie";
    }
    void sniff()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, format);
        checkSniffScore(QStringLiteral("dmesg-pcie"), sniffDmesgPcie(data), format);
    }

    void detectedAsItsOwnFormat()
    {
        for (const char* path : fixtures) {
            const DetectedFormat detected = detectInputFormat(fixture(path));
            QVERIFY2(detected.format, path);
            QCOMPARE(detected.format->name, QStringLiteral("dmesg-pcie"));
        }
    }
};

QTEST_GUILESS_MAIN(TestParseDmesgPcie)
#include "tst_parse_dmesgpcie.moc"
