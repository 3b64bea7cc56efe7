// SPDX-License-Identifier: GPL-3.0-or-later
// amd-smi-topology: `amd-smi topology` of ROCm 6.1 (blank lines between tables), ROCm 6.3's P2P
// capability tables with their legend, and amd-smi 26.x's nine tables back to back; messy
// variants of them and a case per diagnostic.
#include "parse/amdsmi/amdsmi.h"
#include "parse/formats.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

namespace {

QByteArray fixture(const char* name)
{
    return TestUtil::readFixture(QStringLiteral("amd-smi-topology/") + QLatin1String(name));
}

void verifyClean(const Diagnostics& diagnostics)
{
    QVERIFY2(TestUtil::countSeverity(diagnostics, Severity::Error) == 0
            && TestUtil::countSeverity(diagnostics, Severity::Warning) == 0,
        TestUtil::describe(diagnostics).constData());
}

QString bdfs(const AmdTopology& t)
{
    QStringList out;
    for (const auto& g : t.gpus)
        out << (g.bdf ? g.bdf->toString() : QStringLiteral("-"));
    return out.join(u' ');
}

const AmdGpuLink& pair(const AmdTopology& t, int a, int b)
{
    const AmdGpuLink* link = t.link(a, b);
    if (!link)
        qFatal("no link %d-%d", a, b);
    return *link;
}

int lineOf(const QByteArray& text, const QByteArray& needle)
{
    const qsizetype at = text.indexOf(needle);
    if (at < 0)
        qFatal("%s not in the fixture", needle.constData());
    return int(text.first(at).count('\n')) + 1;
}

// A table of `n` GPUs, made up for the limits: buses 01, 02, … and one cell kind.
QByteArray squareTable(const char* title, int n, const char* cell)
{
    QByteArray header = "             ";
    for (int i = 0; i < n; ++i)
        header += QByteArray("0000:") + QByteArray::number(i + 1, 16).rightJustified(2, '0') + ":00.0 ";
    QByteArray out = QByteArray(title) + "\n" + header + "\n";
    for (int i = 0; i < n; ++i) {
        out += QByteArray("0000:") + QByteArray::number(i + 1, 16).rightJustified(2, '0') + ":00.0";
        for (int j = 0; j < n; ++j)
            out += QByteArray(" ") + cell;
        out += '\n';
    }
    return out;
}

} // namespace

class TestParseAmdSmiTopology : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rocm61Mi300x()
    {
        const QByteArray data = fixture("amd-smi-6.1-mi300x-8gpu.txt");
        const auto r = parseAmdSmiTopology(data);
        verifyClean(r.diagnostics);
        const AmdTopology& t = r.value;
        QCOMPARE(bdfs(t), QStringLiteral("0000:0c:00.0 0000:22:00.0 0000:38:00.0 0000:5c:00.0 0000:9f:00.0 0000:af:00.0 0000:bf:00.0 0000:df:00.0"));
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(t.gpus[i].index, i);
            QCOMPARE(t.gpus[i].line, lineOf(data, "             0000:0c:00.0"));
        }
        const AmdGpuLink& l = pair(t, 0, 5);
        QCOMPARE(l.accessible, QStringLiteral("ENABLED"));
        QCOMPARE(l.weight, QStringLiteral("15"));
        QCOMPARE(l.hops, QStringLiteral("1"));
        QCOMPARE(l.linkType, QStringLiteral("XGMI"));
        QCOMPARE(l.type(), AmdLinkType::Xgmi);
        QCOMPARE(l.bandwidth, QStringLiteral("50000-50000"));
        QVERIFY(l.cacheCoherent.isEmpty());
        const AmdGpuLink& self = pair(t, 7, 7);
        QCOMPARE(self.linkType, QStringLiteral("SELF"));
        QCOMPARE(self.weight, QStringLiteral("0"));
        QCOMPARE(self.bandwidth, QStringLiteral("N/A"));
        for (int a = 0; a < 8; ++a) {
            for (int b = 0; b < 8; ++b)
                QCOMPARE(pair(t, a, b).linkType, a == b ? QStringLiteral("SELF") : QStringLiteral("XGMI"));
        }
    }

    void rocm63CapabilitiesWithLegend()
    {
        const auto r = parseAmdSmiTopology(fixture("amd-smi-6.3-p2p-capabilities-8gpu.txt"));
        verifyClean(r.diagnostics);
        const AmdTopology& t = r.value;
        QCOMPARE(t.size(), 8);
        QCOMPARE(t.gpus[2].bdf->toString(), QStringLiteral("0000:38:00.0"));
        // Row 0000:0c:00.0: SELF C NC NC C C C NC / SELF 64,32 64,32 64 32 32 N/A 64,32 / DMA SELF T T F F T F T
        QCOMPARE(pair(t, 0, 1).cacheCoherent, QStringLiteral("C"));
        QCOMPARE(pair(t, 0, 2).cacheCoherent, QStringLiteral("NC"));
        QCOMPARE(pair(t, 0, 1).atomics32, QStringLiteral("T"));
        QCOMPARE(pair(t, 0, 1).atomics64, QStringLiteral("T"));
        QCOMPARE(pair(t, 0, 3).atomics32, QStringLiteral("F"));
        QCOMPARE(pair(t, 0, 3).atomics64, QStringLiteral("T"));
        QCOMPARE(pair(t, 0, 4).atomics32, QStringLiteral("T"));
        QCOMPARE(pair(t, 0, 4).atomics64, QStringLiteral("F"));
        QCOMPARE(pair(t, 0, 6).atomics32, QStringLiteral("N/A"));
        QCOMPARE(pair(t, 0, 6).atomics64, QStringLiteral("N/A"));
        QCOMPARE(pair(t, 0, 0).atomics32, QStringLiteral("SELF"));
        QCOMPARE(pair(t, 0, 3).dma, QStringLiteral("F"));
        QCOMPARE(pair(t, 0, 5).dma, QStringLiteral("T"));
        QCOMPARE(pair(t, 7, 6).bidirectional, QStringLiteral("F"));
        QCOMPARE(pair(t, 7, 5).bidirectional, QStringLiteral("T"));
        QVERIFY(pair(t, 0, 1).linkType.isEmpty()); // -cndz asked for no link types
    }

    void amdSmi26Mi355xWithoutBlankLines()
    {
        const QByteArray data = fixture("amd-smi-26.0.2-mi355x-8gpu.txt");
        const auto r = parseAmdSmiTopology(data);
        verifyClean(r.diagnostics); // the echoed command on line 1 is no table line
        const AmdTopology& t = r.value;
        QCOMPARE(bdfs(t), QStringLiteral("0000:0d:00.0 0000:26:00.0 0000:5d:00.0 0000:75:00.0 0000:8e:00.0 0000:a7:00.0 0000:dc:00.0 0000:f4:00.0"));
        QCOMPARE(t.gpus[0].line, 4);
        const AmdGpuLink& l = pair(t, 3, 6);
        QCOMPARE(l.accessible, QStringLiteral("ENABLED"));
        QCOMPARE(l.weight, QStringLiteral("0")); // as this MI355X's amd-smi printed it
        QCOMPARE(l.hops, QStringLiteral("1"));
        QCOMPARE(l.linkType, QStringLiteral("XGMI"));
        QCOMPARE(l.bandwidth, QStringLiteral("0-0"));
        QCOMPARE(l.cacheCoherent, QStringLiteral("C"));
        QCOMPARE(l.atomics32, QStringLiteral("T"));
        QCOMPARE(l.atomics64, QStringLiteral("T"));
        QCOMPARE(l.dma, QStringLiteral("T"));
        QCOMPARE(l.bidirectional, QStringLiteral("T"));
        QCOMPARE(pair(t, 6, 6).cacheCoherent, QStringLiteral("SELF"));
        QCOMPARE(pair(t, 6, 6).bandwidth, QStringLiteral("N/A"));
    }

    void amdSmi26TwoRadeonsPcie()
    {
        const auto r = parseAmdSmiTopology(fixture("rocm-issue6074-jartx-26.2.2-2x-rx7900xtx.txt"));
        verifyClean(r.diagnostics); // the legend after two blank lines is read over
        const AmdTopology& t = r.value;
        QCOMPARE(bdfs(t), QStringLiteral("0000:03:00.0 0000:0c:00.0"));
        const AmdGpuLink& l = pair(t, 1, 0);
        QCOMPARE(l.accessible, QStringLiteral("DISABLED"));
        QCOMPARE(l.weight, QStringLiteral("40"));
        QCOMPARE(*l.weightValue(), 40);
        QCOMPARE(*l.hopCount(), 2);
        QCOMPARE(l.type(), AmdLinkType::Pcie);
        QCOMPARE(l.bandwidth, QStringLiteral("N/A"));
        QCOMPARE(l.cacheCoherent, QStringLiteral("N/A"));
        QCOMPARE(l.atomics32, QStringLiteral("N/A"));
        QCOMPARE(l.dma, QStringLiteral("N/A"));
        QCOMPARE(pair(t, 0, 0).accessible, QStringLiteral("ENABLED"));
    }

    void messyVariantsReadTheSame()
    {
        const QByteArray clean = fixture("amd-smi-26.0.2-mi355x-8gpu.txt");
        const AmdTopology expected = parseAmdSmiTopology(clean).value;

        QByteArray crlf = clean;
        crlf.replace("\n", "\r\n");
        auto r = parseAmdSmiTopology(crlf);
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.links, expected.links);

        QByteArray ansi = clean;
        ansi.replace("HOPS TABLE:", "\x1b[1mHOPS TABLE:\x1b[0m");
        ansi.replace("XGMI", "\x1b[32mXGMI\x1b[0m");
        r = parseAmdSmiTopology(ansi);
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.links, expected.links);

        QByteArray tabs = clean;
        tabs.replace("         ", "\t");
        r = parseAmdSmiTopology(tabs);
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.links, expected.links);

        // Pasted with a prompt before and after, through the registry's paste normaliser.
        const QByteArray pasted = "user@mi355:~$ amd-smi topology\n" + clean.sliced(clean.indexOf('\n') + 1) + "user@mi355:~$ \n";
        const DetectedFormat detected = detectInputFormat(pasted);
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("amd-smi-topology"));
        r = parseAmdSmiTopology(pasted);
        verifyClean(r.diagnostics);
        QCOMPARE(r.value.links, expected.links);

        // Non-UTF-8 in a cell is kept visible, not trusted.
        QByteArray latin1 = clean;
        latin1.replace("0000:0d:00.0 SELF         XGMI", "0000:0d:00.0 SELF         XG\xffMI");
        r = parseAmdSmiTopology(latin1);
        verifyClean(r.diagnostics);
        QCOMPARE(pair(r.value, 0, 1).linkType, QStringLiteral("XG\uFFFDMI"));
        QCOMPARE(pair(r.value, 0, 1).type(), AmdLinkType::Unknown);
    }

    void truncatedRowIsSkippedWithItsLine()
    {
        const QByteArray clean = fixture("rocm-issue6074-jartx-26.2.2-2x-rx7900xtx.txt");
        const qsizetype cut = clean.indexOf("0000:0c:00.0 2            0") + 18;
        const auto r = parseAmdSmiTopology(clean.first(cut));
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, lineOf(clean, "0000:0c:00.0 2            0")));
        QCOMPARE(pair(r.value, 0, 1).hops, QStringLiteral("2"));
        QVERIFY(pair(r.value, 1, 0).hops.isEmpty());
        QVERIFY(pair(r.value, 1, 0).linkType.isEmpty()); // nothing after the cut
    }

    void unknownTableIsKeptOutWithItsLine()
    {
        QByteArray data = fixture("rocm-issue6074-jartx-26.2.2-2x-rx7900xtx.txt");
        data.replace("DMA TABLE:", "XGMI BANDWIDTH TABLE:");
        const auto r = parseAmdSmiTopology(data);
        verifyClean(r.diagnostics);
        const int line = lineOf(data, "XGMI BANDWIDTH TABLE:");
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, line, Severity::Info));
        QVERIFY(pair(r.value, 0, 1).dma.isEmpty());
        QCOMPARE(pair(r.value, 0, 1).bidirectional, QStringLiteral("N/A"));
    }

    void secondTableOfAKindIsWarnedAndSkipped()
    {
        const QByteArray first = fixture("rocm-issue6074-jartx-26.2.2-2x-rx7900xtx.txt");
        QByteArray again = squareTable("HOPS TABLE:", 2, "9");
        again.replace("0000:01", "0000:03").replace("0000:02", "0000:0c");
        const QByteArray data = first + again;
        const auto r = parseAmdSmiTopology(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, int(first.count('\n')) + 1));
        QCOMPARE(pair(r.value, 0, 1).hops, QStringLiteral("2"));
    }

    void tableWithoutRowsOrHeader()
    {
        const QByteArray data = "ACCESS TABLE:\nWEIGHT TABLE:\nENABLED DISABLED\n" + squareTable("HOPS TABLE:", 2, "1");
        const auto r = parseAmdSmiTopology(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 1)); // ACCESS: no rows
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 3)); // WEIGHT: no address header
        QCOMPARE(r.value.size(), 2);
        QCOMPARE(pair(r.value, 0, 1).hops, QStringLiteral("1"));
    }

    void strayAndMalformedRows()
    {
        QByteArray data = squareTable("LINK TYPE TABLE:", 3, "PCIE");
        data.replace("0000:02:00.0 PCIE PCIE PCIE", "0000:02:00.0 PCIE PCIE");
        data.replace("0000:03:00.0 PCIE", "zzzz PCIE");
        data.prepend("some words before\n");
        const auto r = parseAmdSmiTopology(data);
        QVERIFY(!r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 1)); // stray
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 5)); // two cells for three columns
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 6)); // no address
        QCOMPARE(pair(r.value, 0, 2).linkType, QStringLiteral("PCIE"));
        QVERIFY(pair(r.value, 1, 0).linkType.isEmpty());
    }

    void refusedInputs()
    {
        for (const QByteArray& input : { QByteArray(), QByteArray("  \n\n"), TestUtil::garbage(4096, 7),
                 QByteArray("The quick brown fox.\nNo tables here.\n") }) {
            const auto r = parseAmdSmiTopology(input);
            QVERIFY(r.hasErrors());
            QVERIFY(r.value.isEmpty());
            QCOMPARE(sniffAmdSmiTopology(input), 0);
        }
    }

    void tooManyGpusStopsWithAnError()
    {
        QByteArray header = "WEIGHT TABLE:\n";
        for (int i = 0; i < 600; ++i)
            header += QByteArray("0001:") + QByteArray::number(i / 8, 16).rightJustified(2, '0') + ":"
                + QByteArray::number(i % 8 * 4, 16).rightJustified(2, '0') + ".0 ";
        const QByteArray data = squareTable("HOPS TABLE:", 1, "0") + header + "\n0001:00:00.0 1\n";
        const auto r = parseAmdSmiTopology(data);
        QVERIFY(r.hasErrors());
        QVERIFY(TestUtil::hasDiagnosticAt(r.diagnostics, 5, Severity::Error));
        QCOMPARE(r.value.size(), 512);
        QCOMPARE(pair(r.value, 0, 0).hops, QStringLiteral("0"));
    }

    void hugeInputStaysBounded()
    {
        const QByteArray table = squareTable("ACCESS TABLE:", 64, "ENABLED");
        QByteArray data = table;
        const QByteArray row = table.sliced(table.lastIndexOf("0000:40:00.0")).replace("0000:40", "zzzz:40");
        for (int i = 0; i < 20000; ++i)
            data += row;
        const auto r = parseAmdSmiTopology(data);
        QCOMPARE(r.value.size(), 64);
        QCOMPARE(pair(r.value, 63, 0).accessible, QStringLiteral("ENABLED"));
        QVERIFY(r.diagnostics.size() <= 102); // capped warnings and their summary
    }

    void sniffer()
    {
        for (const char* name : { "amd-smi-6.1-mi300x-8gpu.txt", "amd-smi-6.3-p2p-capabilities-8gpu.txt",
                 "amd-smi-26.0.2-mi355x-8gpu.txt", "rocm-issue6074-jartx-26.2.2-2x-rx7900xtx.txt" })
            QVERIFY2(sniffAmdSmiTopology(fixture(name)) >= 80, name);
        QCOMPARE(sniffAmdSmiTopology("LINK METRIC TABLE:\n       bdf           bit_rate\n"), 0); // amd-smi xgmi
    }
};

QTEST_GUILESS_MAIN(TestParseAmdSmiTopology)
#include "tst_parse_amdsmitopology.moc"
