// SPDX-License-Identifier: GPL-3.0-or-later
// node_exporter's pcidevice series as Prometheus serves them (`prometheus-pcidevice`): the
// federation output of a real Prometheus (tests/fixtures/prometheus-pcidevice/SOURCES.md says
// which half is real), and the shapes the text format allows around them.
#include "parse/formats.h"
#include "parse/prometheus/prometheus.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

int lineOf(const PciDevice& d, QByteArrayView attribute)
{
    for (const auto& [name, line] : d.sysfsLines) {
        if (name == attribute)
            return line.line;
    }
    return 0;
}

} // namespace

class TestParsePrometheusPcidevice : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void federatedLinkOfTheH100Vm()
    {
        const QByteArray data = TestUtil::readFixture(QStringLiteral("prometheus-pcidevice/federate-h100-vm-link.txt"));
        const ParseResult<PciTree> r = parsePrometheusPcidevice(data);
        QVERIFY2(!r.hasErrors() && r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics).constData());
        QCOMPARE(r.value.devices.size(), 1);
        const PciDevice& gpu = r.value.devices.first();
        QCOMPARE(gpu.bdf, *Bdf::parse(QByteArrayView("0000:00:06.0")));
        QCOMPARE(gpu.link.status.speedGTs, 32.0);
        QCOMPARE(gpu.link.status.width, 16);
        QCOMPARE(gpu.link.capability.speedGTs, 32.0);
        QCOMPARE(gpu.link.capability.width, 16);
        QVERIFY(!gpu.link.trainedBelowCapability());
        // Each attribute points at its own line, as sysfs-pci's do.
        QCOMPARE(lineOf(gpu, "current_link_speed"), 2);
        QCOMPARE(lineOf(gpu, "current_link_width"), 4);
        QCOMPARE(lineOf(gpu, "max_link_speed"), 6);
        QCOMPARE(lineOf(gpu, "max_link_width"), 8);
        QCOMPARE(sniffPrometheusPcidevice(data), 90);
        const InputFormat* format = findInputFormat(FormatId::prometheusPcidevice);
        QVERIFY(format);
        QCOMPARE(detectInputFormat(data).format, format);
    }

    void theTextFormatsOwnShapes()
    {
        // node_exporter's own /metrics (no timestamps, HELP lines, the info series, a -1 the
        // collector writes when sysfs has no value), labels in another order, an escaped quote.
        const QByteArray data =
            "# HELP node_pcidevice_info Non-numeric data from /sys/bus/pci/devices/<location>, value is always 1.\n"
            "# TYPE node_pcidevice_info gauge\n"
            "node_pcidevice_info{bus=\"41\",class_id=\"0x030200\",device=\"00\",device_id=\"0x2330\",function=\"0\",segment=\"0000\",vendor_id=\"0x10de\"} 1\n"
            "node_pcidevice_current_link_width{segment=\"0000\",function=\"0\",device=\"00\",bus=\"41\"} 8\n"
            "node_pcidevice_max_link_width{bus=\"41\",device=\"00\",function=\"0\",segment=\"0000\",note=\"a \\\"quoted\\\" \\\\ value\"} 16\n"
            "node_pcidevice_current_link_transfers_per_second{bus=\"41\",device=\"00\",function=\"0\",segment=\"0000\"} 1.6e+10\n"
            "node_pcidevice_max_link_transfers_per_second{bus=\"41\",device=\"00\",function=\"0\",segment=\"0000\"} -1\n"
            "node_pcidevice_current_link_width{bus=\"42\",device=\"00\",function=\"0\",segment=\"10000\"} 4\n";
        const ParseResult<PciTree> r = parsePrometheusPcidevice(data);
        QVERIFY2(r.diagnostics.isEmpty(), TestUtil::describe(r.diagnostics).constData());
        QCOMPARE(r.value.devices.size(), 2);
        const PciDevice& gpu = r.value.devices[0];
        QCOMPARE(gpu.bdf, *Bdf::parse(QByteArrayView("0000:41:00.0")));
        QCOMPARE(gpu.link.status.width, 8);
        QCOMPARE(gpu.link.status.speedGTs, 16.0);
        QCOMPARE(gpu.link.capability.width, 16);
        QCOMPARE(gpu.link.capability.speedGTs, 0.0); // -1: unknown, left out
        QVERIFY(gpu.link.trainedBelowCapability());
        QCOMPARE(r.value.devices[1].bdf, *Bdf::parse(QByteArrayView("10000:42:00.0"))); // a VMD domain
    }

    void unreadableLinesAreNamed()
    {
        const QByteArray data = "node_pcidevice_current_link_width{bus=\"00\",device=\"06\",function=\"0\",segment=\"0000\"} 16\n"
                                "node_pcidevice_current_link_width{bus=\"00\",device=\"07\" 16\n"
                                "node_pcidevice_max_link_width{bus=\"00\"} 16\n"
                                "node_pcidevice_max_link_width{bus=\"00\",device=\"06\",function=\"0\",segment=\"0000\"} sixteen\n"
                                // What the fuzzer found: a speed's value in a width, which no int holds.
                                "node_pcidevice_max_link_width{bus=\"00\",device=\"06\",function=\"0\",segment=\"0000\"} 3.2e+10\n"
                                "node_pcidevice_current_link_width{bus=\"00\",device=\"06\",function=\"0\",segment=\"0000\"} 7.5\n"
                                "node_pcidevice_current_link_transfers_per_second{bus=\"00\",device=\"06\",function=\"0\",segment=\"0000\"} 1e300\n";
        const ParseResult<PciTree> r = parsePrometheusPcidevice(data);
        QVERIFY(!r.hasErrors());
        QCOMPARE(r.value.devices.size(), 1);
        QList<int> lines;
        for (const Diagnostic& d : r.diagnostics)
            lines << d.line;
        QCOMPARE(lines, (QList<int> { 2, 3, 4, 5, 6, 7 }));
        QCOMPARE(r.value.devices.first().link.status.width, 16);
        QCOMPARE(r.value.devices.first().link.capability.width, 0);
    }

    void foreignInputIsRefused()
    {
        for (const QByteArray& data : { QByteArray(), QByteArray("# TYPE up gauge\nup{instance=\"a\"} 1\n"),
                 TestUtil::readFixture(QStringLiteral("sysfs-pci/h100-vm-watch-sample.txt")), QByteArray("\x00\x01\x02", 3) }) {
            const ParseResult<PciTree> r = parsePrometheusPcidevice(data);
            QVERIFY(r.hasErrors());
            QVERIFY(r.value.devices.isEmpty());
        }
        QCOMPARE(sniffPrometheusPcidevice("up 1\n"), 0);
    }
};

QTEST_GUILESS_MAIN(TestParsePrometheusPcidevice)
#include "tst_parse_prometheuspcidevice.moc"
