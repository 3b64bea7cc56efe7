// SPDX-License-Identifier: GPL-3.0-or-later
// amd-smi-list: `amd-smi list` as amd_smi_lib's CHANGELOG shows it for ROCm 6.3 (two GPUs, UUIDs
// redacted by AMD) and as ROCm's DRA driver demo prints it for one MI300X partition in PCI
// domain 3; messy variants and a case per diagnostic.
#include "parse/amdsmi/amdsmi.h"
#include "parse/formats.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

QByteArray fixture(const char* name)
{
    return TestUtil::readFixture(QStringLiteral("amd-smi-list/") + QLatin1String(name));
}

void verifyClean(const Diagnostics& diagnostics)
{
    QVERIFY2(TestUtil::countSeverity(diagnostics, Severity::Error) == 0
            && TestUtil::countSeverity(diagnostics, Severity::Warning) == 0,
        TestUtil::describe(diagnostics).constData());
}

} // namespace

class TestParseAmdSmiList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void changelogTwoGpus()
    {
        const auto r = parseAmdSmiList(fixture("amd-smi-6.3-list-kfd-2gpu.txt"));
        verifyClean(r.diagnostics); // the "$ amd-smi list" line is a prompt
        const auto& gpus = r.value.gpus;
        QCOMPARE(gpus.size(), 2);
        QCOMPARE(gpus[0].index, 0);
        QCOMPARE(gpus[0].bdf->toString(), QStringLiteral("0000:23:00.0"));
        QCOMPARE(gpus[0].uuid, QStringLiteral("<redacted>")); // as AMD published it
        QCOMPARE(gpus[1].index, 1);
        QCOMPARE(gpus[1].bdf->toString(), QStringLiteral("0000:26:00.0"));
        QVERIFY(gpus[1].uniqueId.isEmpty());
    }

    void draDriverPartitionInDomain3()
    {
        const auto r = parseAmdSmiList(fixture("dra-driver-demo-mi300x-partition-domain3.txt"));
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.gpus.size(), 1);
        const Gpu& g = r.value.gpus[0];
        QCOMPARE(g.bdf->domain, 3);
        QCOMPARE(g.bdf->toString(), QStringLiteral("0003:00:03.0"));
        QCOMPARE(g.uuid, QStringLiteral("b5ff74a1-0000-1000-806f-3d3e7b684465"));
    }

    void messyVariantsReadTheSame()
    {
        const QByteArray clean = fixture("amd-smi-6.3-list-kfd-2gpu.txt");
        const auto expected = parseAmdSmiList(clean).value.gpus;
        QByteArray crlf = clean;
        crlf.replace("\n", "\r\n");
        QByteArray ansi = clean;
        ansi.replace("GPU: 1", "\x1b[1mGPU: 1\x1b[0m").replace("BDF:", "\x1b[36mBDF:\x1b[0m");
        QByteArray tabs = clean;
        tabs.replace("    ", "\t");
        const QByteArray echoed = "amd-smi list\n" + clean.sliced(clean.indexOf('\n') + 1);
        for (const QByteArray& variant : { crlf, ansi, tabs, echoed }) {
            const auto r = parseAmdSmiList(variant);
            verifyClean(r.diagnostics);
            QCOMPARE(r.value.gpus.size(), expected.size());
            for (int i = 0; i < expected.size(); ++i) {
                QCOMPARE(r.value.gpus[i].bdf, expected[i].bdf);
                QCOMPARE(r.value.gpus[i].uuid, expected[i].uuid);
            }
        }
        const QByteArray fenced = "Here is my list:\n```\n" + clean + "```\nthanks\n";
        const DetectedFormat detected = detectInputFormat(fenced);
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("amd-smi-list"));
        // Non-UTF-8 in a UUID is kept visible.
        QByteArray latin1 = fixture("dra-driver-demo-mi300x-partition-domain3.txt");
        latin1.replace("b5ff74a1", "b5ff\xe9\x31");
        QCOMPARE(parseAmdSmiList(latin1).value.gpus[0].uuid.left(6), QStringLiteral("b5ff\uFFFD1"));
    }

    void truncatedRecord()
    {
        const QByteArray clean = fixture("amd-smi-6.3-list-kfd-2gpu.txt");
        const auto r = parseAmdSmiList(clean.first(clean.indexOf("    BDF: 0000:26")));
        QVERIFY(!r.hasErrors());
        QCOMPARE(r.value.gpus.size(), 2);
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 9)); // "GPU: 1" has no BDF
    }

    void diagnosticsNameTheirLines()
    {
        const QByteArray data = "stray words\nGPU: 0\n    BDF: 0000:zz:00.0\n    KFD_ID: lots\n    NODE_ID: N/A\n"
                                "GPU: 0\n    BDF: 0000:05:00.0\n    NODE_ID: 2\n";
        const auto r = parseAmdSmiList(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 1)); // outside a record
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 2)); // GPU 0 without a BDF
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 3)); // not an address
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 4)); // KFD_ID not a number
        QVERIFY(!TestUtil::hasDiagnosticAt(r.diagnostics, 5)); // N/A is allowed
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 6)); // GPU 0 again
        QCOMPARE(r.value.gpus.size(), 2);
        QCOMPARE(r.value.gpus[1].bdf->toString(), QStringLiteral("0000:05:00.0"));
    }

    void refusedInputs()
    {
        for (const QByteArray& input : { QByteArray(), TestUtil::garbage(4096, 3), QByteArray("nothing to see\n") }) {
            const auto r = parseAmdSmiList(input);
            QVERIFY(r.hasErrors());
            QVERIFY(r.value.gpus.isEmpty());
            QCOMPARE(sniffAmdSmiList(input), 0);
        }
        // Huge: many records stay linear and capped in warnings.
        QByteArray huge;
        for (int i = 0; i < 50000; ++i)
            huge += "GPU: " + QByteArray::number(i) + "\n    BDF: 0000:01:00.0\n    junk\n";
        const auto r = parseAmdSmiList(huge);
        QCOMPARE(r.value.gpus.size(), 50000);
        QVERIFY(r.diagnostics.size() <= 101);
    }

    void sniffer()
    {
        QVERIFY(sniffAmdSmiList(fixture("amd-smi-6.3-list-kfd-2gpu.txt")) >= 80);
        QVERIFY(sniffAmdSmiList(fixture("dra-driver-demo-mi300x-partition-domain3.txt")) >= 80);
        QCOMPARE(sniffAmdSmiList(TestUtil::readFixture(QStringLiteral("amd-smi-static-bus/amdsmi-readme-6.3-static-mi300a-4gpu.txt"))), 0);
    }
};

QTEST_GUILESS_MAIN(TestParseAmdSmiList)
#include "tst_parse_amdsmilist.moc"
