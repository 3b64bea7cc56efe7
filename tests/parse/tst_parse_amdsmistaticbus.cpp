// SPDX-License-Identifier: GPL-3.0-or-later
// amd-smi-static-bus: the whole `amd-smi static` of the amd_smi_lib CLI README (4 MI300A APUs,
// CPU records first), the BUS sections alone as `static --bus` prints them, messy variants and a
// case per diagnostic.
#include "parse/amdsmi/amdsmi.h"
#include "parse/formats.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

QByteArray readme()
{
    return TestUtil::readFixture(QStringLiteral("amd-smi-static-bus/amdsmi-readme-6.3-static-mi300a-4gpu.txt"));
}

void verifyClean(const Diagnostics& diagnostics)
{
    QVERIFY2(TestUtil::countSeverity(diagnostics, Severity::Error) == 0
            && TestUtil::countSeverity(diagnostics, Severity::Warning) == 0,
        TestUtil::describe(diagnostics).constData());
}

/// Only the "GPU: n" and BUS lines: what `amd-smi static --bus` prints of the same machine.
QByteArray busOnly(const QByteArray& whole)
{
    QByteArray out;
    bool inBus = false;
    for (const QByteArray& line : whole.split('\n')) {
        if (line.startsWith("GPU: ")) {
            out += line + '\n';
            inBus = false;
        } else if (line.startsWith("    ") && !line.startsWith("        ")) {
            inBus = line == "    BUS:";
            if (inBus)
                out += line + '\n';
        } else if (inBus && line.startsWith("        ")) {
            out += line + '\n';
        }
    }
    return out;
}

} // namespace

class TestParseAmdSmiStaticBus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wholeStaticOfFourMi300a()
    {
        const auto r = parseAmdSmiStaticBus(readme());
        verifyClean(r.diagnostics); // CPU records, the prompt and every other section passed over
        const AmdGpuInventory& inv = r.value;
        QCOMPARE(inv.driverVersion, QStringLiteral("6.9.0-rc5+"));
        QCOMPARE(inv.gpus.size(), 4);
        const QStringList serials = QStringLiteral("0x7E8F7E20764E2714 0xB6AE7C8CEFE1F084 0x367125D815189854 0xF4C44C2BE5E66537").split(u' ');
        for (int i = 0; i < 4; ++i) {
            const Gpu& g = inv.gpus[i];
            QCOMPARE(g.index, i);
            QCOMPARE(g.bdf->toString(), QStringLiteral("000%1:01:00.0").arg(i));
            QCOMPARE(g.name, QStringLiteral("MI300A"));
            QCOMPARE(g.uniqueId, serials[i]);
            QVERIFY(g.serial.isEmpty()); // PRODUCT_SERIAL: N/A
            QCOMPARE(g.linkWidthMax, 16);
            QCOMPARE(g.linkGenMax, 5);
            QCOMPARE(*g.numaNode, i);
            QCOMPARE(g.driverVersion, QStringLiteral("6.9.0-rc5+"));
            QVERIFY(g.vbiosVersion.isEmpty()); // VERSION: N/A
        }
    }

    void busSectionsAlone()
    {
        const auto r = parseAmdSmiStaticBus(busOnly(readme()));
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.gpus.size(), 4);
        QCOMPARE(r.value.gpus[3].bdf->toString(), QStringLiteral("0003:01:00.0"));
        QCOMPARE(r.value.gpus[3].linkGenMax, 5);
        QVERIFY(r.value.gpus[3].name.isEmpty());
        QVERIFY(sniffAmdSmiStaticBus(busOnly(readme())) >= 60);
    }

    void productNameStandsInForMarketName()
    {
        QByteArray data = readme();
        data.replace("MARKET_NAME: MI300A", "MARKET_NAME: N/A");
        const auto r = parseAmdSmiStaticBus(data);
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.gpus[0].name, QStringLiteral("Aqua Vanjaram [Instinct MI300A]"));
    }

    void messyVariantsReadTheSame()
    {
        const QByteArray clean = readme();
        const auto expected = parseAmdSmiStaticBus(clean).value.gpus;
        QByteArray crlf = clean;
        crlf.replace("\n", "\r\n");
        QByteArray ansi = clean;
        ansi.replace("    BUS:", "    \x1b[1mBUS:\x1b[0m");
        QByteArray tabs = clean;
        tabs.replace("    ", "\t");
        for (const QByteArray& variant : { crlf, ansi, tabs }) {
            const auto r = parseAmdSmiStaticBus(variant);
            verifyClean(r.diagnostics);
            QCOMPARE(r.value.gpus.size(), 4);
            for (int i = 0; i < 4; ++i) {
                QCOMPARE(r.value.gpus[i].bdf, expected[i].bdf);
                QCOMPARE(r.value.gpus[i].uniqueId, expected[i].uniqueId);
                QCOMPARE(r.value.gpus[i].linkWidthMax, expected[i].linkWidthMax);
            }
        }
        const DetectedFormat detected = detectInputFormat(QByteArray("```console\n" + clean + "```\n"));
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("amd-smi-static-bus"));
    }

    void diagnosticsNameTheirLines()
    {
        const QByteArray data = "    orphan: 1\nGPU: 0\n    BUS:\n        BDF: 0000:0c:00.0\n        MAX_PCIE_WIDTH: wide\n"
                                "        MAX_PCIE_SPEED: fast\nGPU: 1\n    ASIC:\n        MARKET_NAME: MI300X\n";
        const auto r = parseAmdSmiStaticBus(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 1)); // before any GPU
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 5)); // width
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 6)); // speed
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 7)); // GPU 1 has no BDF
        QCOMPARE(r.value.gpus.size(), 2);
        QCOMPARE(r.value.gpus[0].linkWidthMax, 0);
        QCOMPARE(r.value.gpus[1].name, QStringLiteral("MI300X"));
    }

    void refusedInputs()
    {
        for (const QByteArray& input : { QByteArray(), TestUtil::garbage(4096, 9), QByteArray("CPU: 0\n    SMU:\n        FW_VERSION: 85.90.0\n") }) {
            const auto r = parseAmdSmiStaticBus(input);
            QVERIFY(r.hasErrors());
            QVERIFY(r.value.gpus.isEmpty());
            QCOMPARE(sniffAmdSmiStaticBus(input), 0);
        }
        const QByteArray clean = readme();
        const auto truncated = parseAmdSmiStaticBus(clean.first(clean.indexOf("        BDF: 0001")));
        QCOMPARE(truncated.value.gpus.size(), 2);
        QVERIFY(TestUtil::hasDiagnosticAt(truncated.diagnostics, 152)); // "GPU: 1" without its BDF
    }

    void sniffer()
    {
        QVERIFY(sniffAmdSmiStaticBus(readme()) >= 80);
        QCOMPARE(sniffAmdSmiStaticBus(TestUtil::readFixture(QStringLiteral("amd-smi-list/amd-smi-6.3-list-kfd-2gpu.txt"))), 0);
    }
};

QTEST_GUILESS_MAIN(TestParseAmdSmiStaticBus)
#include "tst_parse_amdsmistaticbus.moc"
