// SPDX-License-Identifier: GPL-3.0-or-later
// Sizes a reader can take in (docs/hacking.md, "Sizes"): no source file of core/, ui/ or app/
// over 600 lines, and no function over 100, tables aside. A function is what the house style
// writes: its signature starting in column 0 (a constructor's initialisers below it), "{" alone
// on the next line and "}" alone in column 0 at its end. The functions still over the bar are
// listed below with what they are; the list may only shrink.
#include "testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QTest>

#include <algorithm>
#include <iterator>

namespace {

const QString sourceRoot = QStringLiteral(TOPOLENS_FIXTURES_DIR "/../..");
constexpr int maxFileLines = 600;
constexpr int maxFunctionLines = 100;

/// A function allowed over the bar: its file and the start of its signature.
struct LongFunction
{
    const char* file;
    const char* signature;
    const char* why;
};

const LongFunction allowed[] = {
    { "app/cli.cpp", "QString helpText()", "a table: the --help text, one translatable string" },
    { "core/parse/formats.cpp", "const QList<InputFormat>& inputFormats()",
        "a table: the format registry, one row per format, built on first use so its descriptions are translated" },
};

bool isAllowed(const QString& file, const QString& signature)
{
    for (const LongFunction& f : allowed) {
        if (file == QLatin1String(f.file) && signature.startsWith(QLatin1String(f.signature)))
            return true;
    }
    return false;
}

struct Function
{
    QString signature;
    int line = 0; // of the signature, 1-based
    int lines = 0;
};

QList<Function> functionsOf(const QStringList& lines)
{
    QList<Function> out;
    for (int i = 1; i < lines.size(); ++i) {
        if (lines[i] != u"{")
            continue;
        int start = i - 1;
        while (start > 0 && (lines[start].isEmpty() || lines[start].front().isSpace()))
            --start;
        const QString& signature = lines[start];
        static const QStringList notFunctions = { QStringLiteral("namespace"), QStringLiteral("struct"), QStringLiteral("class"),
            QStringLiteral("enum"), QStringLiteral("union"), QStringLiteral("//"), QStringLiteral("#") };
        if (std::any_of(notFunctions.cbegin(), notFunctions.cend(), [&](const QString& w) { return signature.startsWith(w); }))
            continue;
        int end = i + 1;
        while (end < lines.size() && !lines[end].startsWith(u'}'))
            ++end;
        out.append({ signature, start + 1, end - start + 1 });
        i = end;
    }
    return out;
}

} // namespace

class TestSourceSizes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sourcesAndFunctionsStayReadable()
    {
        const QDir root(sourceRoot);
        QStringList over;
        QStringList stillAllowed;
        int files = 0;
        for (const char* folder : { "core", "ui", "app" }) {
            QDirIterator it(root.filePath(QLatin1String(folder)), { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
                QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const QString file = root.relativeFilePath(path);
                const QStringList lines = QString::fromUtf8(TestUtil::readFile(path)).split(u'\n');
                ++files;
                const int count = int(lines.size()) - (lines.last().isEmpty() ? 1 : 0);
                if (count > maxFileLines)
                    over << QStringLiteral("%1: %2 lines (at most %3)").arg(file).arg(count).arg(maxFileLines);
                for (const Function& f : functionsOf(lines)) {
                    if (f.lines <= maxFunctionLines)
                        continue;
                    if (isAllowed(file, f.signature))
                        stillAllowed << file + u':' + f.signature;
                    else
                        over << QStringLiteral("%1:%2: %3 is %4 lines (at most %5)").arg(file).arg(f.line).arg(f.signature.left(80)).arg(f.lines).arg(maxFunctionLines);
                }
            }
        }
        QVERIFY(files > 300);
        QVERIFY2(over.isEmpty(), qPrintable(over.join(u'\n')));
        // An entry of the list that no longer needs it goes: the list only shrinks.
        QCOMPARE(int(stillAllowed.size()), int(std::size(allowed)));
    }

    // The reading of functions, on a planted file: a long function is found, a short one and a
    // table are not.
    void plantedLongFunctionIsFound()
    {
        QStringList lines = { QStringLiteral("int shortOne()"), QStringLiteral("{"), QStringLiteral("    return 1;"),
            QStringLiteral("}"), QStringLiteral("Widget::Widget(QWidget* parent)"), QStringLiteral("    : QWidget(parent)"),
            QStringLiteral("{") };
        for (int i = 0; i < 120; ++i)
            lines << QStringLiteral("    step();");
        lines << QStringLiteral("}") << QStringLiteral("namespace {") << QStringLiteral("}");
        const QList<Function> found = functionsOf(lines);
        QCOMPARE(found.size(), 2);
        QCOMPARE(found[0].lines, 4);
        QCOMPARE(found[1].signature, QStringLiteral("Widget::Widget(QWidget* parent)"));
        QCOMPARE(found[1].lines, 124);
    }
};

QTEST_GUILESS_MAIN(TestSourceSizes)
#include "tst_sourcesizes.moc"
