// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/bdf.h"
#include "util/text.h"
#include "testutil.h"

#include <QTest>

using namespace Topo;

class TestText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hexIsZeroPaddedLowerCase()
    {
        QCOMPARE(Topo::Text::hex(0x10de, 4), QStringLiteral("10de"));
        QCOMPARE(Topo::Text::hex(0x1af4, 4), QStringLiteral("1af4"));
        QCOMPARE(Topo::Text::hex(0x30200, 6), QStringLiteral("030200"));
        QCOMPARE(Topo::Text::hex(0, 4), QStringLiteral("0000"));
        QCOMPARE(Topo::Text::hex(0x12345, 4), QStringLiteral("12345")); // never cut
    }

    void splitsEveryLineEnding()
    {
        const auto lines = Text::splitLines("a\nb\r\nc\rd");
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[1].text, QByteArrayView("b"));
        QCOMPARE(lines[3].number, 4);
        QCOMPARE(Text::splitLines("a\n").size(), 1);
        QCOMPARE(Text::splitLines("").size(), 0);
        // Runs of blank lines are kept once, with the numbering of the real lines intact.
        const auto sparse = Text::splitLines("a\n\n\n\nb\n");
        QCOMPARE(sparse.size(), 3);
        QCOMPARE(sparse[2].number, 5);
        QCOMPARE(Text::splitLines(QByteArray(TestUtil::hugeInputBytes, '\n')).size(), 1);
    }
    void stripsAnsiLikeNvidiaSmiHeader()
    {
        QCOMPARE(Text::stripAnsi("\t\x1b[4mGPU0\tCPU Affinity\x1b[0m"), QByteArray("\tGPU0\tCPU Affinity"));
        QCOMPARE(Text::stripAnsi("a\x1b]0;title\x07" "b"), QByteArray("ab"));
        QCOMPARE(Text::stripAnsi("trailing\x1b"), QByteArray("trailing"));
        // A malformed sequence must not eat the line break after it (line numbers stay right).
        QCOMPARE(Text::stripAnsi("a\x1b[\nb"), QByteArray("a\nb"));
        QCOMPARE(Text::stripAnsi("a\x1b]title\nb"), QByteArray("a\nb"));
    }
    void cleanTextNeutralisesControlsAndBidi()
    {
        const QString cleaned = Text::cleanText(QByteArrayView("GPU\x1b[31m \xe2\x80\xae" "evil\x01"));
        QVERIFY(!cleaned.contains(QChar(0x202e)));
        QVERIFY(!cleaned.contains(QChar(0x1b)));
        QVERIFY(cleaned.contains(QStringLiteral("evil")));
        QCOMPARE(Text::cleanText(QByteArrayView("bad \xff utf8")), QStringLiteral("bad \uFFFD utf8"));
    }
    void displayLineIsOneSafeLine()
    {
        // Line breaks and tabs as spaces, the spacing kept; controls, a right-to-left override,
        // a zero-width space and the BOM as U+FFFD; a character beyond the BMP kept whole.
        const QString remote = QStringLiteral("GPU0\r\nname\twith  spaces \u202Eevil\x1b[0m \u200B\uFEFF \U0001F600");
        QCOMPARE(Text::displayLine(remote),
            QStringLiteral("GPU0  name with  spaces \uFFFDevil\uFFFD[0m \uFFFD\uFFFD \U0001F600"));
        QCOMPARE(Text::displayLine(u"plain"), QStringLiteral("plain"));
        // A lone surrogate cannot pair with what follows.
        const QString lone = QString(QChar(0xD800)) + u'x';
        QCOMPARE(Text::displayLine(lone), QStringLiteral("\uFFFDx"));
    }

    void promptLines()
    {
        QVERIFY(Text::isShellPromptLine("$ nvidia-smi topo -m"));
        QVERIFY(Text::isShellPromptLine("root@pve:~# lspci -tv"));
        QVERIFY(Text::isShellPromptLine("user@box:~$ nvidia-smi"));
        QVERIFY(!Text::isShellPromptLine("GPU0\tX\tNV12"));
        QVERIFY(!Text::isShellPromptLine("  PIX  = Connection traversing at most a single PCIe bridge"));
    }
    void lineAtCountsLikeSplitLines()
    {
        const QByteArrayView text = "a\r\nb\rc\nd";
        QCOMPARE(Text::lineAt(text, 0), 1);
        QCOMPARE(Text::lineAt(text, 2), 1); // the "\n" of "\r\n" still ends line 1
        QCOMPARE(Text::lineAt(text, 3), 2);
        QCOMPARE(Text::lineAt(text, 5), 3); // after a lone "\r"
        QCOMPARE(Text::lineAt(text, text.size()), 4);
        QCOMPARE(Text::lineAt(text, 1000), 4);
        QCOMPARE(Text::lineAt(text, -1), 1);
        QCOMPARE(Text::lineAt("x\r", 2), 2);
        // Every line splitLines() yields starts on the line lineAt() names for its first byte.
        const QByteArrayView mixed = "one\r\ntwo\rthree\n\nfour";
        for (const Text::Line& line : Text::splitLines(mixed))
            QCOMPARE(Text::lineAt(mixed, line.text.data() - mixed.data()), line.number);
    }
    void lineAtLineFeedOnly()
    {
        const QByteArrayView text = "a\r\nb\rc\nd";
        QCOMPARE(Text::lineAt(text, 5, Text::LineBreaks::LineFeedOnly), 2);
        QCOMPARE(Text::lineAt(text, text.size(), Text::LineBreaks::LineFeedOnly), 3);
    }
    void tokensWalkBlanks()
    {
        Text::Tokens tokens(" GPU0\t X  NV12 rest of line ");
        QByteArrayView token;
        QVERIFY(tokens.next(&token));
        QCOMPARE(token, QByteArrayView("GPU0"));
        QVERIFY(tokens.next(&token));
        QVERIFY(Text::is(token, "X"));
        QVERIFY(tokens.next(&token));
        QCOMPARE(token, QByteArrayView("NV12"));
        QCOMPARE(tokens.rest(), QByteArrayView("rest of line"));
        while (tokens.next(&token)) { }
        QVERIFY(tokens.rest().isEmpty());
        QVERIFY(!Text::is("XY", "X"));
    }
    void notAvailable()
    {
        QVERIFY(Text::isNotAvailable(QByteArrayView("N/A")));
        QVERIFY(!Text::isNotAvailable(QByteArrayView("n/a")));
        QVERIFY(Text::isNotAvailable(QByteArrayView("n/a"), Qt::CaseInsensitive));
        QVERIFY(Text::isNotAvailable(QStringView(u"N/A")));
        QVERIFY(Text::isNotAvailable(QStringView(u"n/A"), Qt::CaseInsensitive));
        QVERIFY(!Text::isNotAvailable(QByteArrayView("N/A ")));
        QVERIFY(!Text::isNotAvailable(QStringView(u"NA")));
    }
    void linkSpeeds_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<double>("gts");
        QTest::newRow("lspci") << QByteArray("16GT/s") << true << 16.0;
        QTest::newRow("lspci 2.5") << QByteArray("2.5GT/s") << true << 2.5;
        QTest::newRow("old lspci") << QByteArray("2.5Gb/s") << true << 2.5;
        QTest::newRow("sysfs") << QByteArray("32.0 GT/s PCIe") << true << 32.0;
        QTest::newRow("old sysfs") << QByteArray("2.5 GT/s") << true << 2.5;
        QTest::newRow("aws") << QByteArray("32 GT/s PCIe/s") << true << 32.0;
        QTest::newRow("no number") << QByteArray("GT/s") << false << 0.0;
        QTest::newRow("no unit") << QByteArray("16") << false << 0.0;
        QTest::newRow("glued word") << QByteArray("16GT/sx") << false << 0.0;
        QTest::newRow("other unit") << QByteArray("16 MT/s") << false << 0.0;
        QTest::newRow("two dots") << QByteArray("1.6.0GT/s") << false << 0.0;
        QTest::newRow("huge") << QByteArray("1000GT/s") << false << 0.0;
        QTest::newRow("unknown") << QByteArray("Unknown") << false << 0.0;
    }
    void linkSpeeds()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, ok);
        QFETCH(double, gts);
        double speed = -1;
        QCOMPARE(Text::readLinkSpeed(text, &speed), ok);
        if (ok)
            QCOMPARE(speed, gts);
    }
    void linkWidths_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("lanes");
        QTest::newRow("sysfs") << QByteArray("16") << 16;
        QTest::newRow("down") << QByteArray("0") << 0;
        QTest::newRow("widest") << QByteArray("32") << 32;
        QTest::newRow("too wide") << QByteArray("33") << -1;
        QTest::newRow("negative") << QByteArray("-1") << -1;
        QTest::newRow("lspci's x") << QByteArray("x16") << -1;
        QTest::newRow("nvidia-smi's x") << QByteArray("16x") << -1;
        QTest::newRow("blank") << QByteArray(" 16") << -1;
        QTest::newRow("empty") << QByteArray("") << -1;
    }
    void linkWidths()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, lanes);
        int width = -1;
        QCOMPARE(Text::readLinkWidth(text, &width), lanes >= 0);
        QCOMPARE(width, lanes);
    }
    void bdfForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normalised");
        QTest::newRow("lspci short") << "01:00.0" << "0000:01:00.0";
        QTest::newRow("lspci -D") << "0000:e1:00.0" << "0000:e1:00.0";
        QTest::newRow("nvidia-smi") << "00000000:F1:00.0" << "0000:f1:00.0";
        QTest::newRow("hyper-v domain") << "d463:00:00.0" << "d463:00:00.0";
        QTest::newRow("bad function") << "01:00.8" << "";
        QTest::newRow("bad device") << "01:20.0" << "";
        QTest::newRow("junk") << "GPU0" << "";
        QTest::newRow("trailing") << "01:00.0x" << "";
        QTest::newRow("domain beyond int") << "ffffffff:00:00.0" << "";
        QTest::newRow("large domain") << "10000:e1:00.0" << "10000:e1:00.0";
    }
    void bdfForms()
    {
        QFETCH(QString, text);
        QFETCH(QString, normalised);
        const auto bdf = Bdf::parse(QStringView(text));
        QCOMPARE(bdf ? bdf->toString() : QString(), normalised);
    }
};

QTEST_GUILESS_MAIN(TestText)
#include "tst_text.moc"
