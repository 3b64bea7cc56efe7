// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens export` and `topolens report` as scripts run them: the real binary with no display
// (no DISPLAY, no QT_QPA_PLATFORM: main() goes offscreen by itself), real files, exit codes.
#include "io/snapshotfile.h"
#include "testutil.h"

#include <QSize>
#include <QtEndian>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {
using Run = TestUtil::CliRun;

Run topolens(const QStringList& arguments, const QByteArray& stdinData = {})
{
    return TestUtil::runTopolens(arguments, stdinData);
}

/// A PNG's pixel size from its IHDR chunk (this test is GUI-free, without QImage).
QSize pngSize(const QByteArray& png)
{
    if (png.size() < 24 || !png.startsWith("\x89PNG\r\n\x1a\n") || png.mid(12, 4) != "IHDR")
        return {};
    return QSize(int(qFromBigEndian<quint32>(png.constData() + 16)), int(qFromBigEndian<quint32>(png.constData() + 20)));
}

/// A "topolens: …" message on standard error. Qt may print its own lines there first (no
/// XDG_RUNTIME_DIR in a container), which are not the program's.
bool hasMessage(const QByteArray& err)
{
    for (const QByteArray& line : err.split('\n')) {
        if (line.startsWith("topolens: "))
            return true;
    }
    return false;
}

bool wellFormedXml(const QByteArray& data)
{
    QXmlStreamReader reader(data);
    while (!reader.atEnd())
        reader.readNext();
    return !reader.hasError();
}
} // namespace

class TestCliExport : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString out(const QString& name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void helpNamesBoth()
    {
        const Run help = topolens({ QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("topolens export SNAPSHOT"));
        QVERIFY(help.out.contains("topolens report SNAPSHOT"));
    }

    void exportsEveryFormat_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("file");
        QTest::newRow("svg by suffix") << QStringList { QStringLiteral("--view"), QStringLiteral("host") } << QStringLiteral("host.svg");
        QTest::newRow("png 96 dpi") << QStringList { QStringLiteral("--view"), QStringLiteral("guest"), QStringLiteral("--dpi"),
            QStringLiteral("96") } << QStringLiteral("guest.png");
        QTest::newRow("pdf dark") << QStringList { QStringLiteral("--view=matrix"), QStringLiteral("--theme"), QStringLiteral("dark") }
                                  << QStringLiteral("matrix.pdf");
        QTest::newRow("dot named") << QStringList { QStringLiteral("--format"), QStringLiteral("dot") } << QStringLiteral("both.gv");
        QTest::newRow("side-by-side default") << QStringList {} << QStringLiteral("side.svg");
    }
    void exportsEveryFormat()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, file);
        const QString path = out(file);
        const Run r = topolens(QStringList { QStringLiteral("export"), QStringLiteral("demo") } + arguments
            + QStringList { QStringLiteral("-o"), path });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains(path.toUtf8()));
        const QByteArray data = TestUtil::readFile(path);
        if (file.endsWith(u".svg"))
            QVERIFY(wellFormedXml(data));
        else if (file.endsWith(u".png"))
            QVERIFY(!pngSize(data).isEmpty());
        else if (file.endsWith(u".pdf"))
            QVERIFY(data.startsWith("%PDF-"));
        else
            QCOMPARE(data.count("digraph"), 2);
    }

    void exportToStandardOutput()
    {
        const Run r = topolens({ QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--view"), QStringLiteral("host"),
            QStringLiteral("--format"), QStringLiteral("svg"), QStringLiteral("-o"), QStringLiteral("-") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("<?xml"));
        QVERIFY(wellFormedXml(r.out));
    }

    void pngDpiSetsThePixelSize()
    {
        const QString at96 = out(QStringLiteral("dpi96.png"));
        const QString at192 = out(QStringLiteral("dpi192.png"));
        QCOMPARE(topolens({ QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--view"), QStringLiteral("host"),
                              QStringLiteral("--dpi"), QStringLiteral("96"), QStringLiteral("-o"), at96 })
                     .exitCode,
            0);
        QCOMPARE(topolens({ QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--view"), QStringLiteral("host"),
                              QStringLiteral("-o"), at192 })
                     .exitCode,
            0);
        const QSize small = pngSize(TestUtil::readFile(at96));
        const QSize large = pngSize(TestUtil::readFile(at192));
        QVERIFY(!small.isEmpty());
        QVERIFY(qAbs(large.width() - 2 * small.width()) <= 1);
        QVERIFY(qAbs(large.height() - 2 * small.height()) <= 1);
    }

    void reports()
    {
        const QString pdf = out(QStringLiteral("review.pdf"));
        const QString html = out(QStringLiteral("review.html"));
        const Run a = topolens({ QStringLiteral("report"), QStringLiteral("demo"), QStringLiteral("-o"), pdf });
        QVERIFY2(a.exitCode == 0, a.err.constData());
        QVERIFY(TestUtil::readFile(pdf).startsWith("%PDF-"));
        const Run b = topolens({ QStringLiteral("report"), QStringLiteral("demo"), QStringLiteral("-o"), html });
        QVERIFY2(b.exitCode == 0, b.err.constData());
        const QByteArray page = TestUtil::readFile(html);
        QVERIFY(page.startsWith("<!DOCTYPE html>"));
        QVERIFY(wellFormedXml(page));
        // Twice the same report, byte for byte, in both forms.
        const QString again = out(QStringLiteral("review-again.html"));
        QCOMPARE(topolens({ QStringLiteral("report"), QStringLiteral("demo"), QStringLiteral("-o"), again }).exitCode, 0);
        QCOMPARE(TestUtil::readFile(again), page);
        const QString pdfAgain = out(QStringLiteral("review-again.pdf"));
        QCOMPARE(topolens({ QStringLiteral("report"), QStringLiteral("demo"), QStringLiteral("-o"), pdfAgain }).exitCode, 0);
        QVERIFY(TestUtil::readFile(pdfAgain) == TestUtil::readFile(pdf));
    }

    void exportsAgreeAcrossRuns_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("svg") << QStringLiteral("svg");
        QTest::newRow("dot") << QStringLiteral("dot");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }
    void exportsAgreeAcrossRuns()
    {
        QFETCH(QString, suffix);
        QByteArray previous;
        for (int run = 0; run < 2; ++run) {
            const QString path = out(QStringLiteral("again-%1.%2").arg(run).arg(suffix));
            const Run r = topolens({ QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("-o"), path });
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QByteArray data = TestUtil::readFile(path);
            QVERIFY(!data.isEmpty());
            if (run == 1)
                QVERIFY2(data == previous, "two exports of the same snapshot differ");
            previous = data;
        }
    }

    void viewTheSnapshotLacksExitsOne()
    {
        Topo::Snapshot hostOnly = Topo::openSnapshot(QStringLiteral("demo")).value;
        hostOnly.machines.removeIf([](const Topo::MachineSnapshot& m) { return m.role == Topo::MachineRole::Guest; });
        const QString path = out(QStringLiteral("host-only.json"));
        const Topo::Status saved = Topo::saveSnapshot(hostOnly, path);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        for (const QString& view : { QStringLiteral("guest"), QStringLiteral("matrix") }) {
            const Run r = topolens({ QStringLiteral("export"), path, QStringLiteral("--view"), view, QStringLiteral("-o"),
                out(QStringLiteral("lacking.svg")) });
            QCOMPARE(r.exitCode, 1);
            QVERIFY(r.err.contains("host-only.json"));
        }
        // Side by side with one machine draws that one; the report leaves the matrix out.
        QCOMPARE(topolens({ QStringLiteral("export"), path, QStringLiteral("-o"), out(QStringLiteral("one.svg")) }).exitCode, 0);
        QCOMPARE(topolens({ QStringLiteral("report"), path, QStringLiteral("-o"), out(QStringLiteral("one.html")) }).exitCode, 0);
        QVERIFY(wellFormedXml(TestUtil::readFile(out(QStringLiteral("one.html")))));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString o = QStringLiteral("-o");
        const QString file = QStringLiteral("/tmp/never-written.svg");
        QTest::newRow("export without output") << QStringList { QStringLiteral("export"), QStringLiteral("demo") };
        QTest::newRow("export without snapshot") << QStringList { QStringLiteral("export"), o, file };
        QTest::newRow("unknown view") << QStringList { QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--view"),
            QStringLiteral("sideways"), o, file };
        QTest::newRow("unknown format") << QStringList { QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--format"),
            QStringLiteral("bmp"), o, file };
        QTest::newRow("no suffix, no format") << QStringList { QStringLiteral("export"), QStringLiteral("demo"), o,
            QStringLiteral("/tmp/never-written") };
        QTest::newRow("matrix as dot") << QStringList { QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--view"),
            QStringLiteral("matrix"), QStringLiteral("--format"), QStringLiteral("dot"), o, file };
        QTest::newRow("dpi out of range") << QStringList { QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--dpi"),
            QStringLiteral("5"), o, QStringLiteral("/tmp/never-written.png") };
        QTest::newRow("dpi for svg") << QStringList { QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--dpi"),
            QStringLiteral("300"), o, file };
        QTest::newRow("bad theme") << QStringList { QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--theme"),
            QStringLiteral("purple"), o, file };
        QTest::newRow("unknown option") << QStringList { QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--frob"), o,
            file };
        QTest::newRow("report without output") << QStringList { QStringLiteral("report"), QStringLiteral("demo") };
        QTest::newRow("report as docx") << QStringList { QStringLiteral("report"), QStringLiteral("demo"), o,
            QStringLiteral("/tmp/never-written.docx") };
    }
    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, arguments);
        const Run r = topolens(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(hasMessage(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/never-written.svg")));
    }

    void failuresExitOneAndNameTheFile()
    {
        const QString missing = out(QStringLiteral("no-such-snapshot.json"));
        const Run a = topolens({ QStringLiteral("export"), missing, QStringLiteral("-o"), out(QStringLiteral("x.svg")) });
        QCOMPARE(a.exitCode, 1);
        QVERIFY(a.err.contains("no-such-snapshot.json"));

        const QString garbage = out(QStringLiteral("garbage.json"));
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ this is not a snapshot");
        file.close();
        const Run b = topolens({ QStringLiteral("report"), garbage, QStringLiteral("-o"), out(QStringLiteral("x.html")) });
        QCOMPARE(b.exitCode, 1);
        QVERIFY(b.err.contains("garbage.json"));

        const QString unwritable = out(QStringLiteral("no-such-dir/x.svg"));
        const Run c = topolens({ QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("-o"), unwritable });
        QCOMPARE(c.exitCode, 1);
        QVERIFY(c.err.contains("no-such-dir/x.svg"));
    }
};

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
