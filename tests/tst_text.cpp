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
        QCOMPARE(Text::splitLines(QByteArray(50 * 1024 * 1024, '\n')).size(), 1);
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
    void promptLines()
    {
        QVERIFY(Text::isShellPromptLine("$ nvidia-smi topo -m"));
        QVERIFY(Text::isShellPromptLine("root@pve:~# lspci -tv"));
        QVERIFY(Text::isShellPromptLine("user@box:~$ nvidia-smi"));
        QVERIFY(!Text::isShellPromptLine("GPU0\tX\tNV12"));
        QVERIFY(!Text::isShellPromptLine("  PIX  = Connection traversing at most a single PCIe bridge"));
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
