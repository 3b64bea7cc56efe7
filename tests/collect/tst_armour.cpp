// SPDX-License-Identifier: GPL-3.0-or-later
// The armoured bundle: written by the real collector script with the machine's own gzip, base64
// and sha256sum, then put through what fan-out engines do to a stream (CRLF, "host: " prefixes,
// two hosts interleaved, re-buffering, cuts, damage, floods of other output).
#include "io/armour.h"
#include "io/bundle.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QTest>

using namespace Topo;

namespace {

QString scriptPath()
{
    return QStringLiteral(TOPOLENS_FIXTURES_DIR "/../../scripts/topolens-collect.sh");
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runSh(const QStringList& arguments, const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
    const QByteArray& input = {})
{
    QProcess sh;
    sh.setProcessEnvironment(environment);
    sh.start(QStringLiteral("/bin/sh"), arguments);
    sh.write(input);
    sh.closeWriteChannel();
    if (!sh.waitForFinished(180000))
        qFatal("sh did not finish");
    return { sh.exitCode(), sh.readAllStandardOutput(), sh.readAllStandardError() };
}

QList<QByteArray> linesOf(const QByteArray& text)
{
    QList<QByteArray> lines = text.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QByteArray prefixed(const QByteArray& text, const QByteArray& prefix)
{
    QByteArray out;
    for (const QByteArray& line : linesOf(text))
        out += prefix + line + '\n';
    return out;
}

QByteArray joined(const QList<QByteArray>& lines)
{
    return lines.join('\n') + '\n';
}

/// pdsh's view of two hosts answering at once: their lines alternate.
QByteArray interleaved(const QByteArray& a, const QByteArray& b)
{
    const QList<QByteArray> x = linesOf(a), y = linesOf(b);
    QByteArray out;
    for (qsizetype i = 0; i < std::max(x.size(), y.size()); ++i) {
        if (i < x.size())
            out += x[i] + '\n';
        if (i < y.size())
            out += y[i] + '\n';
    }
    return out;
}

} // namespace

class TestArmour : public QObject
{
    Q_OBJECT

    QByteArray m_armoured; // the script's stdout
    QByteArray m_progress; // its stderr
    QByteArray m_bundle;   // the plain bundle inside, as the machine's own base64 -d | gzip -dc gives it

private Q_SLOTS:
    void initTestCase()
    {
        const Run run = runSh({ scriptPath(), QStringLiteral("--armour"), QStringLiteral("--timeout"), QStringLiteral("30") });
        QCOMPARE(run.exitCode, 0);
        m_armoured = run.out;
        m_progress = run.err;
        QVERIFY(m_progress.contains("topolens-collect.sh: done"));
        // Decoded by the real tools, not by TopoLens: the body between the header and the end line.
        const QList<QByteArray> lines = linesOf(m_armoured);
        QCOMPARE(lines.first(), QByteArray("-----BEGIN TOPOLENS BUNDLE v1-----"));
        QCOMPARE(lines.last(), QByteArray("-----END TOPOLENS BUNDLE v1-----"));
        QByteArray body;
        for (qsizetype i = 2; i + 1 < lines.size(); ++i) {
            QVERIFY(lines[i].size() <= 76);
            body += lines[i] + '\n';
        }
        const Run decode = runSh({ QStringLiteral("-c"), QStringLiteral("base64 -d | gzip -dc") },
            QProcessEnvironment::systemEnvironment(), body);
        QCOMPARE(decode.exitCode, 0);
        m_bundle = decode.out;
        QVERIFY(m_bundle.startsWith("#topolens-bundle 1\n"));
        const QByteArray header = lines[1];
        QVERIFY2(header.contains(QByteArray(" sha256=" + QCryptographicHash::hash(m_bundle, QCryptographicHash::Sha256).toHex() + ' ')),
            header.constData());
        QVERIFY(header.endsWith(QByteArray(" bytes=" + QByteArray::number(m_bundle.size()))));
    }

    void roundTripThroughTheRealScript()
    {
        const ArmourScan scan = scanArmour(m_armoured);
        QCOMPARE(scan.blocks.size(), 1);
        const ArmouredBlock& block = scan.blocks.first();
        QVERIFY2(block.intact, qPrintable(block.problem));
        QVERIFY(block.problem.isEmpty());
        QCOMPARE(block.firstLine, 1);
        QCOMPARE(block.bundle, m_bundle);
        QVERIFY(!block.host.isEmpty());
        QVERIFY(scan.otherText.isEmpty());
        const auto read = readBundle(block.bundle);
        QVERIFY2(!read.hasErrors(), TestUtil::describe(read.diagnostics).constData());
        QVERIFY(read.value.machines.first().capture(QStringLiteral("machine-identity")));
    }

    void theCSideArmoursAsTheScriptDoes()
    {
        const QByteArray armoured = armourBundle(m_bundle, QStringLiteral("gpu 7"));
        QVERIFY(armoured.contains("\nhost=gpu_7 sha256="));
        const ArmourScan scan = scanArmour(armoured);
        QCOMPARE(scan.blocks.size(), 1);
        QVERIFY(scan.blocks.first().intact);
        QCOMPARE(scan.blocks.first().bundle, m_bundle);
        // And the real tools read it back.
        const QList<QByteArray> lines = linesOf(armoured);
        QByteArray body;
        for (qsizetype i = 2; i + 1 < lines.size(); ++i)
            body += lines[i] + '\n';
        const Run decode = runSh({ QStringLiteral("-c"), QStringLiteral("base64 -d | gzip -dc") },
            QProcessEnvironment::systemEnvironment(), body);
        QCOMPARE(decode.out, m_bundle);
    }

    void crlfAndRebuffering()
    {
        QByteArray crlf = m_armoured;
        crlf.replace("\n", "\r\n");
        QCOMPARE(scanArmour(crlf).blocks.first().bundle, m_bundle);
        QVERIFY(scanArmour(crlf).blocks.first().intact);

        // Base64 lines split in two, blank lines between them, trailing blanks: still whole.
        QByteArray rebuffered;
        for (const QByteArray& line : linesOf(m_armoured)) {
            if (line.size() == 76)
                rebuffered += line.left(30) + "\n\n" + line.mid(30) + "  \r\n";
            else
                rebuffered += line + '\n';
        }
        const ArmourScan scan = scanArmour(rebuffered);
        QVERIFY2(scan.blocks.first().intact, qPrintable(scan.blocks.first().problem));
        QCOMPARE(scan.blocks.first().bundle, m_bundle);
    }

    void pdshPrefixesTwoHostsInterleaved()
    {
        QByteArray other = m_bundle;
        other.replace("#host ", "#host other-");
        const QByteArray a = prefixed(m_progress + m_armoured, "gpu001: ");
        const QByteArray b = prefixed(m_progress + armourBundle(other, QStringLiteral("gpu002")), "gpu002 | ");
        const ArmourScan scan = scanArmour(interleaved(a, b));
        QCOMPARE(scan.blocks.size(), 2);
        QVERIFY2(scan.blocks[0].intact, qPrintable(scan.blocks[0].problem));
        QVERIFY2(scan.blocks[1].intact, qPrintable(scan.blocks[1].problem));
        QCOMPARE(scan.blocks[0].bundle, m_bundle);
        QCOMPARE(scan.blocks[1].bundle, other);
        QCOMPARE(scan.blocks[1].host, QStringLiteral("gpu002"));
        // The progress lines are other text, without their prefixes.
        QVERIFY(scan.otherText.contains("\ntopolens-collect.sh: done\n"));
        QVERIFY(!scan.otherText.contains("gpu001: "));
        QVERIFY(!scan.otherText.contains("gpu002 | "));
    }

    void cutOffKeepsTheCapturesBeforeTheCut_data()
    {
        QTest::addColumn<double>("fraction");
        QTest::newRow("header only") << 0.0;
        QTest::newRow("a quarter") << 0.25;
        QTest::newRow("half") << 0.5;
        QTest::newRow("nine tenths") << 0.9;
        QTest::newRow("before the end line") << 1.0;
    }
    void cutOffKeepsTheCapturesBeforeTheCut()
    {
        QFETCH(double, fraction);
        const QList<QByteArray> lines = linesOf(prefixed(m_armoured, "gpu001: "));
        const qsizetype keep = 2 + qsizetype(fraction * double(lines.size() - 3));
        QByteArray cut = "noise\n";
        for (qsizetype i = 0; i < keep; ++i)
            cut += lines[i] + '\n';
        cut.chop(fraction > 0 && fraction < 1 ? 20 : 1); // and a line cut in the middle
        const ArmourScan scan = scanArmour(cut);
        QCOMPARE(scan.blocks.size(), 1);
        const ArmouredBlock& block = scan.blocks.first();
        QVERIFY(!block.intact);
        QVERIFY2(block.problem.startsWith(u"line "), qPrintable(block.problem));
        QVERIFY2(block.problem.contains(u"without its end line"), qPrintable(block.problem));
        QVERIFY(m_bundle.startsWith(block.bundle));
        if (fraction >= 0.5) {
            // Most of the bundle came through; the bundle reader keeps its whole captures.
            QVERIFY(block.bundle.size() > m_bundle.size() * fraction * 0.5);
            const auto read = readBundle(block.bundle);
            QVERIFY(!read.value.machines.isEmpty());
            QVERIFY(!read.value.machines.first().captures.isEmpty());
        }
    }

    void damageIsCaught()
    {
        QList<QByteArray> lines = linesOf(m_armoured);
        const qsizetype middle = lines.size() / 2;
        // A byte changed to another base64 letter: only the checksum can tell.
        QList<QByteArray> flipped = lines;
        flipped[middle][10] = flipped[middle][10] == 'A' ? 'B' : 'A';
        const ArmouredBlock damaged = scanArmour(joined(flipped)).blocks.first();
        QVERIFY(!damaged.intact);
        QVERIFY2(damaged.problem.startsWith(QStringLiteral("line %1:").arg(lines.size())), qPrintable(damaged.problem));

        // A byte that is no base64 at all: the problem names its line.
        QList<QByteArray> garbage = lines;
        garbage[middle][10] = '!';
        const ArmouredBlock named = scanArmour(joined(garbage)).blocks.first();
        QVERIFY(!named.intact);
        QVERIFY2(named.problem.startsWith(QStringLiteral("line %1: not base64").arg(middle + 1)), qPrintable(named.problem));
        QVERIFY(m_bundle.startsWith(named.bundle.left(named.bundle.size() / 2)));

        // A whole foreign line merged in (a pty's stderr) is left out, and the block stays whole.
        QList<QByteArray> merged = lines;
        merged.insert(middle, "gzip: stdout: some warning");
        const ArmourScan scan = scanArmour(joined(merged));
        QVERIFY2(scan.blocks.first().intact, qPrintable(scan.blocks.first().problem));
        QVERIFY(scan.otherText.contains("gzip: stdout: some warning"));

        // A header that says another size.
        QList<QByteArray> header = lines;
        header[1].replace("bytes=", "bytes=1");
        QVERIFY(!scanArmour(joined(header)).blocks.first().intact);
        QList<QByteArray> noHeader = lines;
        noHeader.removeAt(1);
        QVERIFY(scanArmour(joined(noHeader)).blocks.first().problem.contains(u"header"));
    }

    void aNewBeginBeforeTheEndClosesTheCutBlock()
    {
        const QList<QByteArray> lines = linesOf(m_armoured);
        QByteArray restarted;
        for (qsizetype i = 0; i < lines.size() / 2; ++i)
            restarted += lines[i] + '\n';
        restarted += m_armoured;
        const ArmourScan scan = scanArmour(restarted);
        QCOMPARE(scan.blocks.size(), 2);
        QVERIFY(!scan.blocks[0].intact);
        QVERIFY(scan.blocks[0].problem.contains(u"a new block begins"));
        QVERIFY(scan.blocks[1].intact);
        QCOMPARE(scan.blocks[1].firstLine, int(lines.size() / 2) + 1);
    }

    void floodsOfOtherOutput()
    {
        // 20 MB of another host's noise before, inside and after the block, plus one huge line.
        QByteArray noise;
        for (int i = 0; noise.size() < 10 * 1024 * 1024; ++i)
            noise += "gpu003: some other output line " + QByteArray::number(i) + '\n';
        noise += QByteArray(4 * 1024 * 1024, 'x') + '\n';
        const QByteArray block = prefixed(m_armoured, "gpu001: ");
        const qsizetype middle = block.indexOf('\n', block.size() / 2) + 1;
        const ArmourScan scan = scanArmour(QByteArray(noise + block.left(middle) + noise + block.mid(middle) + noise));
        QCOMPARE(scan.blocks.size(), 1);
        QVERIFY2(scan.blocks.first().intact, qPrintable(scan.blocks.first().problem));
        QCOMPARE(scan.blocks.first().bundle, m_bundle);
        QVERIFY(scan.otherText.size() > 3 * 10 * 1024 * 1024);
    }

    void theScriptsOwnSourceIsNoBlock()
    {
        // Someone cats the collector: its printf lines name the markers but are no block.
        const ArmourScan scan = scanArmour(TestUtil::readFile(scriptPath()));
        QVERIFY(scan.blocks.isEmpty());
    }

    void garbageAndEmpty()
    {
        QVERIFY(scanArmour({}).blocks.isEmpty());
        QVERIFY(scanArmour(TestUtil::garbage(1 << 20, 3)).blocks.isEmpty());
        const ArmourScan onlyBegin = scanArmour("-----BEGIN TOPOLENS BUNDLE v1-----");
        QCOMPARE(onlyBegin.blocks.size(), 1);
        QVERIFY(!onlyBegin.blocks.first().intact);
        QVERIFY(onlyBegin.blocks.first().bundle.isEmpty());
    }

    void armourNeedsItsTools()
    {
        // Without gzip, base64 and sha256sum on PATH the script says which is missing and stops.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent"));
        const Run run = runSh({ scriptPath(), QStringLiteral("--armour") }, environment);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("--armour needs gzip"), run.err.constData());
    }

    void plainBundleOnStdout()
    {
        const Run run = runSh({ scriptPath(), QStringLiteral("-o"), QStringLiteral("-"), QStringLiteral("--timeout"),
            QStringLiteral("30") });
        QCOMPARE(run.exitCode, 0);
        const auto read = readBundle(run.out);
        QVERIFY2(!read.hasErrors(), TestUtil::describe(read.diagnostics).constData());
        QVERIFY(!QFile::exists(QStringLiteral("-")));
    }
};

QTEST_GUILESS_MAIN(TestArmour)
#include "tst_armour.moc"
