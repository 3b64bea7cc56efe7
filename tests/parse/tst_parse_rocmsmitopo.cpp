// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/formats.h"
#include "parse/rocmsmi/rocmsmi.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

ParseResult<AmdTopology> parseFixture(const QString& name)
{
    return parseRocmSmiTopo(TestUtil::readFixture(u"rocm-smi-topo/" + name));
}

QString weightOf(const AmdTopology& t, int a, int b)
{
    const AmdGpuLink* link = t.link(a, b);
    return link ? link->weight : QStringLiteral("<none>");
}

QString typeOf(const AmdTopology& t, int a, int b)
{
    const AmdGpuLink* link = t.link(a, b);
    return link ? link->linkType : QStringLiteral("<none>");
}

QString hopsOf(const AmdTopology& t, int a, int b)
{
    const AmdGpuLink* link = t.link(a, b);
    return link ? link->hops : QStringLiteral("<none>");
}

QList<int> indices(const AmdTopology& t)
{
    QList<int> out;
    for (const auto& g : t.gpus)
        out << g.index;
    return out;
}

/// The same bytes with every line ending in CRLF.
QByteArray withCrlf(QByteArray data)
{
    return data.replace("\n", "\r\n");
}

} // namespace

class TestParseRocmSmiTopo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mi300aFourApusRocm7()
    {
        const auto result = parseFixture(QStringLiteral("mi300a-4apu-rocm7.1.1.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const AmdTopology& t = result.value;
        QCOMPARE(indices(t), (QList<int> { 0, 1, 2, 3 }));
        for (int a = 0; a < 4; ++a) {
            QCOMPARE(t.gpus[a].line, 7); // the weight table's header, after the prompt and banner
            QCOMPARE(t.gpus[a].numaNode, std::optional<int>(a));
            QCOMPARE(t.gpus[a].numaAffinity, std::optional<int>(a));
            for (int b = 0; b < 4; ++b) {
                QCOMPARE(weightOf(t, a, b), a == b ? QStringLiteral("0") : QStringLiteral("15"));
                QCOMPARE(hopsOf(t, a, b), a == b ? QStringLiteral("0") : QStringLiteral("1"));
                QCOMPARE(typeOf(t, a, b), a == b ? QStringLiteral("0") : QStringLiteral("XGMI"));
                QCOMPARE(t.link(a, b)->type(), a == b ? AmdLinkType::Self : AmdLinkType::Xgmi);
            }
        }
        QCOMPARE(t.link(0, 3)->weightValue(), std::optional<int>(15));
        QCOMPARE(t.link(2, 1)->hopCount(), std::optional<int>(1));
        QVERIFY(t.link(0, 1)->bandwidth.isEmpty());
    }

    void eightGpusRocm72WithLowPowerWarning()
    {
        const auto result = parseFixture(QStringLiteral("8gpu-xgmi-rocm7.2-low-power-warning.txt"));
        // rocm-smi's notice before the first section is kept as a warning on its line.
        QCOMPARE(result.diagnostics.size(), 1);
        QCOMPARE(result.diagnostics[0].line, 2);
        QCOMPARE(result.diagnostics[0].severity, Severity::Warning);
        QVERIFY(result.diagnostics[0].message.contains(u"low-power state"));
        const AmdTopology& t = result.value;
        QCOMPARE(indices(t), (QList<int> { 0, 1, 2, 3, 4, 5, 6, 7 }));
        QCOMPARE(t.gpus[5].line, 5);
        QCOMPARE(weightOf(t, 7, 0), QStringLiteral("15"));
        QCOMPARE(hopsOf(t, 3, 4), QStringLiteral("1"));
        QCOMPARE(typeOf(t, 6, 2), QStringLiteral("XGMI"));
        QCOMPARE(typeOf(t, 6, 6), QStringLiteral("0"));
        QCOMPARE(t.gpus[3].numaNode, std::optional<int>(0));
        QCOMPARE(t.gpus[4].numaNode, std::optional<int>(1));
        QCOMPARE(t.gpus[7].numaAffinity, std::optional<int>(1));
    }

    void mi210Rocm5EightyColumnsAndGpuSpaceLabels()
    {
        const auto result = parseFixture(QStringLiteral("mi210-4gpu-xgmi-archer2-rocm5.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const AmdTopology& t = result.value;
        QCOMPARE(indices(t), (QList<int> { 0, 1, 2, 3 }));
        QCOMPARE(t.gpus[0].line, 3);
        QCOMPARE(weightOf(t, 1, 3), QStringLiteral("15"));
        QCOMPARE(typeOf(t, 3, 2), QStringLiteral("XGMI"));
        // "GPU 2          : (Topology) Numa Node: 2"
        QCOMPARE(t.gpus[2].numaNode, std::optional<int>(2));
        QCOMPARE(t.gpus[3].numaAffinity, std::optional<int>(3));
    }

    void mi300aTpxTwelveGpusWithErrorsAndXxxx()
    {
        const auto result = parseFixture(QStringLiteral("mi300a-tpx-12gpu-xxxx-rocm6.1.txt"));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Error), 0);
        const AmdTopology& t = result.value;
        QCOMPARE(t.size(), 12);
        QCOMPARE(t.gpus[10].index, 10);
        QCOMPARE(t.gpus[11].line, 8);
        // rocm-smi's two error lines in the weight section, each named on its line.
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 5));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 6));
        const QString all = QString::fromUtf8(TestUtil::describe(result.diagnostics));
        QVERIFY(all.contains(u"Cannot read Link Weight"));
        // That build printed link types under the weight banner: kept as printed, and said.
        QCOMPARE(weightOf(t, 0, 1), QStringLiteral("XGMI"));
        QCOMPARE(weightOf(t, 1, 2), QStringLiteral("XXXX"));
        QCOMPARE(weightOf(t, 11, 10), QStringLiteral("XGMI"));
        QCOMPARE(weightOf(t, 8, 8), QStringLiteral("0"));
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 10)); // GPU1: XXXX cells
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 9));  // GPU0: XGMI where a weight belongs
        QVERIFY(!t.link(0, 1)->weightValue());
        QCOMPARE(t.gpus[2].numaNode, std::optional<int>(0));
        QCOMPARE(t.gpus[2].numaAffinity, std::optional<int>(1));
        QCOMPARE(t.gpus[11].numaNode, std::optional<int>(3));
        QCOMPARE(t.gpus[10].numaAffinity, std::optional<int>(2));
    }

    void mi300aTpxShowtoponuma()
    {
        const auto result = parseFixture(QStringLiteral("mi300a-tpx-12gpu-showtoponuma-rocm6.1.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        const AmdTopology& t = result.value;
        QCOMPARE(t.size(), 12);
        QCOMPARE(t.gpus[0].line, 4);
        QCOMPARE(t.gpus[10].line, 24); // GPU[10] with its label one column wider
        const QList<int> nodes { 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3 };
        for (int i = 0; i < 12; ++i) {
            QCOMPARE(t.gpus[i].numaNode, std::optional<int>(nodes[i]));
            QCOMPARE(t.gpus[i].numaAffinity, std::optional<int>(nodes[i]));
        }
        QVERIFY(t.link(0, 1)->isEmpty());
    }

    void oneGpuVmLinkTypeOnly()
    {
        const auto result = parseFixture(QStringLiteral("mi300x-1gpu-kvm-linktype-rocm7.0.txt"));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 1);
        QCOMPARE(result.value.gpus[0].line, 5);
        QCOMPARE(typeOf(result.value, 0, 0), QStringLiteral("0"));
        QCOMPARE(result.value.link(0, 0)->type(), AmdLinkType::Self);
        QVERIFY(!result.value.gpus[0].numaNode);
    }

    // rocm_smi.py's showNodesBw() layout ("%-6s" row label, "%-12s" cells, its two notes);
    // synthetic: no public output of --shownodesbw was found.
    void nodesBandwidth()
    {
        const QByteArray data = "============================ ROCm System Management Interface ============================\n"
                                "======================================= Bandwidth ========================================\n"
                                "       GPU0         GPU1         GPU2         \n"
                                "GPU0   N/A          50000-50000  0-0          \n"
                                "GPU1   50000-50000  N/A          N/A          \n"
                                "GPU2   0-0          N/A          N/A          \n"
                                "Format: min-max; Units: mps\n"
                                "\"0-0\" min-max bandwidth indicates devices are not connected directly\n"
                                "Non-xGMI links detected and is currently not supported\n"
                                "================================== End of ROCm SMI Log ===================================\n";
        const auto result = parseRocmSmiTopo(data);
        QCOMPARE(result.value.size(), 3);
        QCOMPARE(result.value.link(0, 1)->bandwidth, QStringLiteral("50000-50000"));
        QCOMPARE(result.value.link(2, 0)->bandwidth, QStringLiteral("0-0"));
        QCOMPARE(result.value.link(1, 2)->bandwidth, QStringLiteral("N/A"));
        // Off-diagonal N/A (a PCIe pair) is named; the notes are not.
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 5));
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 7, Severity::Info));
        QVERIFY(!TestUtil::hasDiagnosticAt(result.diagnostics, 9, Severity::Info));
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Error), 0);
    }

    // Single-section outputs one after another (--showtopoweight, then --showtopotype of the same
    // machine) merge into one topology, by GPU index.
    void sectionsConcatenated()
    {
        const QByteArray whole = TestUtil::readFixture(QStringLiteral("rocm-smi-topo/mi210-4gpu-xgmi-archer2-rocm5.txt"));
        const qsizetype typeBanner = whole.lastIndexOf('\n', whole.indexOf("Link Type between")) + 1;
        const QByteArray numaFirst = whole.sliced(typeBanner);
        const auto result = parseRocmSmiTopo(QByteArray(numaFirst + whole));
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 4);
        QCOMPARE(typeOf(result.value, 0, 3), QStringLiteral("XGMI"));
        QCOMPARE(weightOf(result.value, 0, 3), QStringLiteral("15"));
        QCOMPARE(result.value.gpus[0].line, 2); // first named in the link type table now
    }

    void messyVariantsReadTheSame_data()
    {
        QTest::addColumn<QByteArray>("input");
        const QByteArray real = TestUtil::readFixture(QStringLiteral("rocm-smi-topo/mi300a-4apu-rocm7.1.1.txt"));
        QTest::newRow("crlf") << withCrlf(real);
        QByteArray ansi = real;
        ansi.replace("XGMI", "\x1b[92mXGMI\x1b[0m").replace("GPU[", "\x1b[1mGPU[");
        QTest::newRow("ansi colour") << ansi;
        QByteArray tabs = real;
        tabs.replace("            ", "\t");
        QTest::newRow("tabs for padding") << tabs;
        QByteArray squeezed = real;
        while (squeezed.contains("  "))
            squeezed.replace("  ", " ");
        QTest::newRow("single spaces") << squeezed;
    }
    void messyVariantsReadTheSame()
    {
        QFETCH(QByteArray, input);
        const auto result = parseRocmSmiTopo(input);
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.size(), 4);
        QCOMPARE(result.value.gpus[3].numaNode, std::optional<int>(3));
        QCOMPARE(typeOf(result.value, 1, 2), QStringLiteral("XGMI"));
        QCOMPARE(weightOf(result.value, 3, 0), QStringLiteral("15"));
        QCOMPARE(sniffRocmSmiTopo(input), 95);
    }

    void truncatedInsideATable()
    {
        const QByteArray real = TestUtil::readFixture(QStringLiteral("rocm-smi-topo/mi300a-4apu-rocm7.1.1.txt"));
        const QByteArray cut = real.first(real.indexOf("GPU2   1            1 ") + 22);
        const auto result = parseRocmSmiTopo(cut);
        QCOMPARE(result.value.size(), 4);
        QCOMPARE(hopsOf(result.value, 1, 3), QStringLiteral("1"));
        QCOMPARE(hopsOf(result.value, 2, 1), QStringLiteral("1"));
        QCOMPARE(hopsOf(result.value, 2, 3), QString());
        QVERIFY(result.value.link(0, 1)->linkType.isEmpty());
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 17)); // the short row
        QCOMPARE(TestUtil::countSeverity(result.diagnostics, Severity::Error), 0);
    }

    void nonUtf8CellKeptAndNamed()
    {
        QByteArray data = TestUtil::readFixture(QStringLiteral("rocm-smi-topo/mi210-4gpu-xgmi-archer2-rocm5.txt"));
        data.replace("GPU0   0            XGMI", "GPU0   0            \xff\xfe");
        const auto result = parseRocmSmiTopo(data);
        QCOMPARE(result.value.size(), 4);
        QCOMPARE(typeOf(result.value, 0, 1), QStringLiteral("\uFFFD\uFFFD"));
        QCOMPARE(typeOf(result.value, 0, 2), QStringLiteral("XGMI"));
        QCOMPARE(result.value.link(0, 1)->type(), AmdLinkType::Unknown);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 18));
    }

    void emptyGarbageAndOtherOutputsAreErrors_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("blank lines") << QByteArray("\n\n  \n");
        QTest::newRow("garbage") << TestUtil::garbage(4096, 7);
        QTest::newRow("prose") << QByteArray("GPU topology unknown.\nTry again later.\n");
        QTest::newRow("only the banners")
            << QByteArray("============================ ROCm System Management Interface ============================\n"
                          "================================== End of ROCm SMI Log ===================================\n");
    }
    void emptyGarbageAndOtherOutputsAreErrors()
    {
        QFETCH(QByteArray, input);
        const auto result = parseRocmSmiTopo(input);
        QVERIFY(result.hasErrors());
        QVERIFY(result.value.isEmpty());
    }

    void diagnosticPerCase_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("words");
        const QByteArray banner = "=========================== Hops between two GPUs ============================\n";
        QTest::newRow("row before header") << banner + "GPU0   0            1\n" << 2 << "before its column header";
        QTest::newRow("short row") << banner + "       GPU0         GPU1\nGPU0   0\n" << 3 << "1 cells for 2 columns";
        QTest::newRow("header names a GPU twice") << banner + "       GPU0  GPU0\n" << 2 << "named twice";
        QTest::newRow("not a number") << banner + "       GPU0  GPU1\nGPU0   0  two\n" << 3 << "two";
        QTest::newRow("unknown link type")
            << QByteArray("====== Link Type between two GPUs ======\n       GPU0  GPU1\nGPU1   NVLINK  0\n") << 3
            << "NVLINK";
        QTest::newRow("numa error line")
            << QByteArray("====== Numa Nodes ======\nGPU[0]\t\t: Cannot read Numa Node\n") << 2 << "Cannot read";
        QTest::newRow("numa value not a number")
            << QByteArray("====== Numa Nodes ======\nGPU[0]\t\t: (Topology) Numa Node: zero\n") << 2 << "unreadable";
        QTest::newRow("text outside a section")
            << QByteArray("hello there\n====== Numa Nodes ======\nGPU[0]\t\t: (Topology) Numa Node: 0\n") << 1
            << "hello there";
        QTest::newRow("other section")
            << QByteArray("====== Numa Nodes ======\nGPU[0]\t\t: (Topology) Numa Node: 0\n====== PCI Bus ID ======\n"
                          "GPU[0]\t\t: PCI Bus: 0000:03:00.0\n")
            << 3 << "other rocm-smi sections";
    }
    void diagnosticPerCase()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        QFETCH(QString, words);
        const auto result = parseRocmSmiTopo(input);
        bool found = false;
        for (const auto& d : result.diagnostics)
            found = found || (d.line == line && d.message.contains(words));
        QVERIFY2(found, TestUtil::describe(result.diagnostics).constData());
    }

    void negativeAffinityIsRead()
    {
        const auto result = parseRocmSmiTopo("====== Numa Nodes ======\nGPU[0]\t\t: (Topology) Numa Node: 0\n"
                                             "GPU[0]\t\t: (Topology) Numa Affinity: -1\n");
        QVERIFY2(result.diagnostics.isEmpty(), TestUtil::describe(result.diagnostics).constData());
        QCOMPARE(result.value.gpus[0].numaAffinity, std::optional<int>(-1));
    }

    void hugeHeaderIsCapped()
    {
        QByteArray data = "=========================== Weight between two GPUs ============================\n      ";
        for (int i = 0; i < 1100; ++i)
            data += " GPU" + QByteArray::number(i);
        data += "\n";
        const auto result = parseRocmSmiTopo(data);
        QCOMPARE(result.value.size(), 1024);
        QVERIFY(TestUtil::hasDiagnosticAt(result.diagnostics, 2));
    }

    void sniffers()
    {
        for (const QString& name : { QStringLiteral("mi300a-4apu-rocm7.1.1.txt"),
                 QStringLiteral("8gpu-xgmi-rocm7.2-low-power-warning.txt"),
                 QStringLiteral("mi210-4gpu-xgmi-archer2-rocm5.txt"), QStringLiteral("mi300a-tpx-12gpu-xxxx-rocm6.1.txt"),
                 QStringLiteral("mi300a-tpx-12gpu-showtoponuma-rocm6.1.txt"),
                 QStringLiteral("mi300x-1gpu-kvm-linktype-rocm7.0.txt") }) {
            const QByteArray data = TestUtil::readFixture(u"rocm-smi-topo/" + name);
            QVERIFY2(sniffRocmSmiTopo(data) >= 80, qPrintable(name));
            QVERIFY2(sniffRocmSmiBus(data) < sniffRocmSmiTopo(data), qPrintable(name));
            const DetectedFormat detected = detectInputFormat(data);
            QVERIFY(detected.format);
            QCOMPARE(detected.format->name, QStringLiteral("rocm-smi-topo"));
        }
        QCOMPARE(sniffRocmSmiTopo(TestUtil::readFixture(QStringLiteral("rocm-smi-bus/mi300a-cpx-24gpu-showbus-rocm6.1.txt"))),
            0);
    }
};

QTEST_GUILESS_MAIN(TestParseRocmSmiTopo)
#include "tst_parse_rocmsmitopo.moc"
