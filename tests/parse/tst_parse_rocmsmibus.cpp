// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/formats.h"
#include "parse/rocmsmi/rocmsmi.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

ParseResult<AmdGpuInventory> parseFixture(const QString& name)
{
    return parseRocmSmiBus(TestUtil::readFixture(u"rocm-smi-bus/" + name));
}

QString bdfOf(const Gpu& gpu)
{
    return gpu.bdf ? gpu.bdf->toString() : QString();
}

} // namespace

class TestParseRocmSmiBus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // rocm-smi -a in an MI300X SR-IOV guest: the three sections among twenty others.
    void mi300xShowAll()
    {
        const auto result = parseFixture(QStringLiteral("mi300x-4gpu-sriov-vm-showall.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const AmdGpuInventory& inv = result.value;
        QCOMPARE(inv.driverVersion, QStringLiteral("6.7.0"));
        QCOMPARE(inv.gpus.size(), 4);
        const QStringList bdfs { QStringLiteral("0000:26:00.0"), QStringLiteral("0000:46:00.0"), QStringLiteral("0000:65:00.0"),
            QStringLiteral("0000:85:00.0") };
        const QStringList ids { QStringLiteral("0x8d1457e2c20f59d2"), QStringLiteral("0xb4fa34630e85d42a"),
            QStringLiteral("0xe8986800e182538a"), QStringLiteral("0xeff71edc82169115") };
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(inv.gpus[i].index, i);
            QCOMPARE(bdfOf(inv.gpus[i]), bdfs[i]);
            QCOMPARE(inv.gpus[i].uniqueId, ids[i]);
            QCOMPARE(inv.gpus[i].name, QStringLiteral("AMD Instinct MI300X OAM")); // after "Card series: \t\t"
            QCOMPARE(inv.gpus[i].vbiosVersion, QStringLiteral("113-MI3SRIOV-001"));
        }
    }

    void mi300aShowProduct()
    {
        const auto result = parseFixture(QStringLiteral("mi300a-4apu-showproduct-rocm6.1.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus.size(), 4);
        QCOMPARE(result.value.gpus[3].index, 3);
        QCOMPARE(result.value.gpus[3].name, QStringLiteral("Aqua Vanjaram [Instinct MI300A]"));
        QVERIFY(!result.value.gpus[3].bdf);
        QVERIFY(result.value.gpus[0].uniqueId.isEmpty());
        QVERIFY(result.value.driverVersion.isEmpty());
    }

    // CPX partitions: 24 GPUs, several on one PCI function (the rocm_smi_lib 6.1 known issue), a
    // banner indented by one space.
    void mi300aCpxShowBus()
    {
        const auto result = parseFixture(QStringLiteral("mi300a-cpx-24gpu-showbus-rocm6.1.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const auto& gpus = result.value.gpus;
        QCOMPARE(gpus.size(), 24);
        QCOMPARE(bdfOf(gpus[0]), QStringLiteral("0000:01:00.0"));
        QCOMPARE(bdfOf(gpus[4]), QStringLiteral("0000:01:00.1"));
        QCOMPARE(bdfOf(gpus[12]), QStringLiteral("0000:01:00.3"));
        QCOMPARE(gpus[12].index, 12);
        QCOMPARE(bdfOf(gpus[23]), QStringLiteral("0003:01:00.0"));
    }

    void elidedShowBus()
    {
        const auto result = parseFixture(QStringLiteral("mi300a-showbus-elided-rocm6.1.txt"));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Error), 0);
        QCOMPARE(result.value.gpus.size(), 4);
        QCOMPARE(bdfOf(result.value.gpus[3]), QStringLiteral("0000:01:00.3"));
    }

    // Three commands' outputs pasted one after another, GPUs out of order, the older "GPU 1 :"
    // label and upper-case hex in the address.
    void outputsCombined()
    {
        const QByteArray product = TestUtil::readFixture(QStringLiteral("rocm-smi-bus/mi300a-4apu-showproduct-rocm6.1.txt"));
        const QByteArray bus = "GPU[1]\t\t: PCI Bus: 0001:0C:00.0\nGPU 0          : PCI Bus: 0000:0c:00.0\n"
                               "GPU[0]\t\t: Unique ID: 0x67c63ac3c3c637f9\nGPU[1]\t\t: Unique ID: N/A\n";
        const auto result = parseRocmSmiBus(QByteArray(bus + product));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const auto& gpus = result.value.gpus;
        QCOMPARE(gpus.size(), 4);
        QCOMPARE(gpus[0].index, 0);
        QCOMPARE(bdfOf(gpus[0]), QStringLiteral("0000:0c:00.0"));
        QCOMPARE(bdfOf(gpus[1]), QStringLiteral("0001:0c:00.0"));
        QCOMPARE(gpus[0].uniqueId, QStringLiteral("0x67c63ac3c3c637f9"));
        QVERIFY(gpus[1].uniqueId.isEmpty());
        QCOMPARE(gpus[1].name, QStringLiteral("Aqua Vanjaram [Instinct MI300A]"));
    }

    void modelStandsInForAMissingSeries()
    {
        const auto result = parseRocmSmiBus("GPU[0]\t\t: Card series: N/A\nGPU[0]\t\t: Card model: 0x74a1\n");
        QCOMPARE(result.value.gpus.size(), 1);
        QCOMPARE(result.value.gpus[0].name, QStringLiteral("0x74a1"));
    }

    void messyVariantsReadTheSame_data()
    {
        QTest::addColumn<QByteArray>("input");
        const QByteArray real = TestUtil::readFixture(QStringLiteral("rocm-smi-bus/mi300x-4gpu-sriov-vm-showall.txt"));
        QTest::newRow("crlf") << QByteArray(real).replace("\n", "\r\n");
        QTest::newRow("ansi") << QByteArray(real).replace("GPU[", "\x1b[1mGPU[\x1b[0m");
        QTest::newRow("spaces for tabs") << QByteArray(real).replace("\t", "    ");
        QTest::newRow("truncated after the bus section")
            << real.first(real.indexOf("================================== Firmware Information"));
    }
    void messyVariantsReadTheSame()
    {
        QFETCH(QByteArray, input);
        const auto result = parseRocmSmiBus(input);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus.size(), 4);
        QCOMPARE(bdfOf(result.value.gpus[2]), QStringLiteral("0000:65:00.0"));
        QCOMPARE(result.value.gpus[3].uniqueId, QStringLiteral("0xeff71edc82169115"));
    }

    void nonUtf8NameIsCleaned()
    {
        const auto result = parseRocmSmiBus("GPU[0]\t\t: Card series: AMD \xff Instinct\n");
        QCOMPARE(result.value.gpus.size(), 1);
        QCOMPARE(result.value.gpus[0].name, QStringLiteral("AMD \uFFFD Instinct"));
    }

    void badAddressIsNamed()
    {
        const auto result = parseRocmSmiBus("GPU[0]\t\t: PCI Bus: 0000:zz:00.0\nGPU[0]\t\t: Unique ID: 0x1\n");
        QCOMPARE(result.value.gpus.size(), 1);
        QVERIFY(!result.value.gpus[0].bdf);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 1));
        QVERIFY(!result.hasErrors());
    }

    void emptyGarbageAndOtherOutputsAreErrors_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("garbage") << TestUtil::garbage(4096, 3);
        QTest::newRow("prose") << QByteArray("no GPUs here\n");
        QTest::newRow("topology only") << TestUtil::readFixture(QStringLiteral("rocm-smi-topo/mi300a-4apu-rocm7.1.1.txt"));
    }
    void emptyGarbageAndOtherOutputsAreErrors()
    {
        QFETCH(QByteArray, input);
        const auto result = parseRocmSmiBus(input);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.gpus.isEmpty());
    }

    void sniffers()
    {
        for (const QString& name : { QStringLiteral("mi300x-4gpu-sriov-vm-showall.txt"),
                 QStringLiteral("mi300a-4apu-showproduct-rocm6.1.txt"),
                 QStringLiteral("mi300a-cpx-24gpu-showbus-rocm6.1.txt"),
                 QStringLiteral("mi300a-showbus-elided-rocm6.1.txt") }) {
            const QByteArray data = TestUtil::readFixture(u"rocm-smi-bus/" + name);
            QVERIFY2(sniffRocmSmiBus(data) >= 80, qPrintable(name));
            QCOMPARE(sniffRocmSmiTopo(data), 0);
            const DetectedFormat detected = detectInputFormat(data);
            QVERIFY(detected.format);
            QCOMPARE(detected.format->name, QStringLiteral("rocm-smi-bus"));
        }
    }
};

QTEST_GUILESS_MAIN(TestParseRocmSmiBus)
#include "tst_parse_rocmsmibus.moc"
