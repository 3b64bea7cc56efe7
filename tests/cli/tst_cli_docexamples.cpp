// SPDX-License-Identifier: GPL-3.0-or-later
// The documentation's examples, run. Every command line the README and docs/*.md show — in a
// code block or inline — is found here and either run as written (on `demo`, the demo
// snapshots, the fixtures, or the file names the guide uses for a user's snapshot and bundles)
// or set aside by a rule of the table below that says why (a synopsis, a machine to collect
// from). An example no rule covers fails the test, so a new one is run or explained.
//
// A code block's lines run in order in one folder, as a person pastes them: the guide's
// `sh topolens-collect.sh … -o pve.bundle` runs the real collector on this machine, and the
// `topolens import pve.bundle vm.bundle` after it reads what it wrote.
#include "testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// One command line from the docs: where it is, its words, and the block it belongs to.
struct Example
{
    QString where; // "docs/user-guide.md:299"
    QString text;  // as written, without its comment
    int block = -1; // lines of one fenced block share it; an inline example has its own
};

/// Splits a shell line into words: single and double quotes, no expansion (an example that
/// needs one is set aside by a rule). Returns the words before a `#` comment.
QStringList shellWords(const QString& line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (const QChar c : line) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
            continue;
        }
        if (c == u'\'' || c == u'"') {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else if (c == u'#' && !inWord) {
            break;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

/// The line without its `# comment` (a `#` that starts a word outside quotes), trimmed.
QString withoutComment(const QString& line)
{
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (!quote.isNull())
            quote = c == quote ? QChar() : quote;
        else if (c == u'\'' || c == u'"')
            quote = c;
        else if (c == u'#' && (i == 0 || line[i - 1].isSpace()))
            return line.left(i).trimmed();
    }
    return line.trimmed();
}

/// A line that starts a TopoLens command: `topolens …`, a build tree's binary, the collector
/// script, each after optional environment assignments.
const QRegularExpression& commandStart()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(?:\$ )?(?:[A-Z_]+=\S+ )*(?:topolens|build/[\w-]+/bin/topolens|sh topolens-collect\.sh)(?: |$))"));
    return re;
}

QList<Example> examplesIn(const QString& relativePath, int& nextBlock)
{
    QFile file(QStringLiteral(TOPOLENS_SOURCE_DIR) + u'/' + relativePath);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(relativePath));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    QList<Example> found;
    bool fenced = false;
    int block = -1;
    QString prose; // the text outside fenced blocks, lines joined, for inline code
    QList<int> proseLineOf; // the line number of each character of `prose`
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        const QString where = QStringLiteral("%1:%2").arg(relativePath).arg(i + 1);
        if (line.trimmed().startsWith(u"```")) {
            fenced = !fenced;
            block = nextBlock++;
            continue;
        }
        if (fenced) {
            const QString text = withoutComment(line);
            if (commandStart().match(text).hasMatch())
                found << Example { where, text, block };
            continue;
        }
        // An indented code block's command (a list item's indented prose goes on below).
        if (line.startsWith(u"    ") && commandStart().match(line.trimmed()).hasMatch()) {
            found << Example { where, withoutComment(line), nextBlock++ };
            continue;
        }
        for (int c = 0; c <= line.size(); ++c)
            proseLineOf << i + 1;
        prose += line + u' ';
    }
    // Inline code: `…`, within a paragraph (a line break inside is a space).
    static const QRegularExpression span(QStringLiteral("`([^`]+)`"));
    for (auto it = span.globalMatch(prose); it.hasNext();) {
        const auto m = it.next();
        const QString text = m.captured(1).simplified();
        if (commandStart().match(text).hasMatch())
            found << Example { QStringLiteral("%1:%2").arg(relativePath).arg(proseLineOf.value(m.capturedStart())), text, nextBlock++ };
    }
    return found;
}

/// Every example of the README and docs/*.md, in file order.
QList<Example> allExamples()
{
    QStringList files { QStringLiteral("README.md") };
    QDirIterator docs(QStringLiteral(TOPOLENS_SOURCE_DIR "/docs"), { QStringLiteral("*.md") }, QDir::Files);
    QStringList docFiles;
    while (docs.hasNext())
        docFiles << QStringLiteral("docs/") + QFileInfo(docs.next()).fileName();
    docFiles.sort();
    files += docFiles;
    QList<Example> all;
    int nextBlock = 0;
    for (const QString& f : files)
        all += examplesIn(f, nextBlock);
    return all;
}

/// The words after the program (and its environment assignments).
QStringList argumentsOf(const QStringList& words, QStringList* environment = nullptr)
{
    int i = 0;
    if (i < words.size() && words[i] == u"$")
        ++i;
    while (i < words.size() && words[i].contains(u'=') && !words[i].startsWith(u'-')) {
        if (environment)
            *environment << words[i];
        ++i;
    }
    if (i < words.size() && words[i] == u"sh")
        ++i; // sh topolens-collect.sh
    return words.mid(i + 1);
}

bool runsTheCollector(const Example& e)
{
    return e.text.startsWith(u"sh topolens-collect.sh");
}

const QStringList& subcommands()
{
    static const QStringList names { QStringLiteral("collect"), QStringLiteral("import"), QStringLiteral("collector-script"),
        QStringLiteral("parse"), QStringLiteral("diagnose"), QStringLiteral("export"), QStringLiteral("report"),
        QStringLiteral("nccl-topo"), QStringLiteral("qemu-layout"), QStringLiteral("diff"), QStringLiteral("fleet"),
        QStringLiteral("check"), QStringLiteral("baseline") };
    return names;
}

/// An input the test's folder has: the demo, a file under resources/ or tests/, or one of the
/// names the guide gives a user's files.
bool namesAnInput(const QStringList& arguments)
{
    for (const QString& a : arguments) {
        if (a == u"demo" || a.startsWith(u"resources/") || a.startsWith(u"tests/") || a == u"box.topolens.json"
            || a.endsWith(u".bundle"))
            return true;
    }
    return false;
}

/// Why an example is not run, or an empty string: it runs. First match wins.
struct SetAside
{
    const char* why;
    bool (*applies)(const Example&, const QStringList& arguments);
};

const QList<SetAside>& setAsideRules()
{
    static const QList<SetAside> rules = {
        { "collects from a machine over SSH or a fleet engine (tests/collect/tst_ssh_collect, tst_cli_fleetcollect_*)",
            [](const Example&, const QStringList& arguments) {
                return (arguments.value(0) == u"collect" && !arguments.contains(u"--local"))
                    || (arguments.value(0) == u"fleet" && arguments.value(1) == u"collect" && !arguments.contains(u"--print-command"));
            } },
        { "collects this machine, whatever it has (tests/collect/tst_collect_local)",
            [](const Example&, const QStringList& arguments) { return arguments.value(0) == u"collect"; } },
        { "a synopsis: names its operands (SNAPSHOT, FILE, …) or alternatives",
            [](const Example& e, const QStringList& arguments) {
                static const QRegularExpression metavariable(QStringLiteral(R"(\b[A-Z][A-Z_]*[A-Z]?\b(?![=a-z]))"));
                bool placeholder = false;
                for (const QString& a : arguments)
                    placeholder = placeholder || metavariable.match(a).hasMatch();
                // A synopsis table's line: the command, then its description after a gap.
                static const QRegularExpression describedAfterAGap(QStringLiteral(R"(\S {3,}[a-z])"));
                return placeholder || e.text.contains(u" [") || e.text.contains(u'|') || e.text.contains(u"...")
                    || describedAfterAGap.match(e.text).hasMatch();
            } },
        { "names a command or an option in prose, with no input",
            [](const Example& e, const QStringList& arguments) {
                if (runsTheCollector(e) || namesAnInput(arguments))
                    return false;
                static const QStringList standalone { QStringLiteral("--help"), QStringLiteral("--version"),
                    QStringLiteral("--list-formats"), QStringLiteral("collector-script"), QStringLiteral("--print-command") };
                for (const QString& a : arguments) {
                    if (standalone.contains(a))
                        return false;
                }
                return true;
            } },
    };
    return rules;
}

QString setAsideReason(const Example& e)
{
    const QStringList arguments = argumentsOf(shellWords(e.text));
    for (const SetAside& rule : setAsideRules()) {
        if (rule.applies(e, arguments))
            return QString::fromUtf8(rule.why);
    }
    return {};
}

struct Outcome
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs one example in `folder` as a shell would: environment assignments, `> FILE`, and the
/// window's form (a snapshot and no subcommand) as a screenshot, offscreen.
Outcome runExample(const Example& e, const QString& folder, QStringList* outputs)
{
    QStringList environment;
    QStringList arguments = argumentsOf(shellWords(e.text), &environment);
    QString redirect;
    if (const auto at = arguments.indexOf(u">"); at >= 0) {
        redirect = arguments.value(at + 1);
        arguments = arguments.mid(0, at);
    }
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR" })
        env.remove(QString::fromLatin1(name));
    for (const QString& assignment : environment)
        env.insert(assignment.section(u'=', 0, 0), assignment.section(u'=', 1));
    const bool opensTheWindow = !subcommands().contains(arguments.value(0)) && !arguments.value(0).startsWith(u'-');
    if (opensTheWindow && !arguments.contains(u"--screenshot"))
        arguments << QStringLiteral("--screenshot") << QStringLiteral("window.png");
    if (arguments.contains(u"--screenshot"))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString& flag : { QStringLiteral("-o"), QStringLiteral("--screenshot") }) {
        if (const auto at = arguments.indexOf(flag); at >= 0 && at + 1 < arguments.size())
            *outputs << arguments[at + 1];
    }
    if (!redirect.isEmpty()) {
        process.setStandardOutputFile(folder + u'/' + redirect);
        *outputs << redirect;
    }
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(folder);
    if (runsTheCollector(e))
        process.start(QStringLiteral("sh"), QStringList { QStringLiteral("topolens-collect.sh") } + arguments);
    else
        process.start(QStringLiteral(TOPOLENS_BINARY), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(300000)) // only bounds a hang
        qFatal("%s did not finish", qPrintable(e.where));
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}

/// A fresh folder with what the examples name: resources/ and tests/ of the sources, the
/// collector script, and the guide's `box.topolens.json` (the demo snapshot, as a user's own).
bool prepareFolder(const QString& folder)
{
    const QString source = QStringLiteral(TOPOLENS_SOURCE_DIR);
    return QFile::link(source + u"/resources", folder + u"/resources") && QFile::link(source + u"/tests", folder + u"/tests")
        && QFile::copy(source + u"/scripts/topolens-collect.sh", folder + u"/topolens-collect.sh")
        && QFile::copy(source + u"/resources/demo/demo-snapshot.json", folder + u"/box.topolens.json")
        && QFile::setPermissions(folder + u"/box.topolens.json", QFile::ReadOwner | QFile::WriteOwner);
}

} // namespace

class TestCliDocExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void examplesAreFound()
    {
        // The finder itself: the guide's export block and the README's headless screenshot
        // (an inline example broken over two lines) are among what it finds.
        QStringList texts;
        for (const Example& e : allExamples())
            texts << e.text;
        QVERIFY(texts.contains(QStringLiteral("topolens export box.topolens.json --view side-by-side -o topology.svg")));
        QVERIFY(texts.contains(QStringLiteral("QT_QPA_PLATFORM=offscreen build/release/bin/topolens demo --screenshot demo.png")));
        QVERIFY(texts.contains(QStringLiteral("sh topolens-collect.sh --role host --vmid 128 -o pve.bundle")));
    }

    void everyExampleRunsOrSaysWhyNot_data()
    {
        QTest::addColumn<int>("block");
        const QList<Example> all = allExamples();
        QSet<int> blocks;
        int run = 0;
        for (const Example& e : all) {
            const QString why = setAsideReason(e);
            if (!why.isEmpty()) {
                qInfo("%s: not run, %s: %s", qPrintable(e.where), qPrintable(why), qPrintable(e.text));
                continue;
            }
            ++run;
            if (!blocks.contains(e.block)) {
                blocks.insert(e.block);
                QTest::newRow(qPrintable(e.where)) << e.block;
            }
        }
        // Fewer than this and the finder, not the docs, has changed.
        QVERIFY2(run >= 15, qPrintable(QString::number(run)));
    }

    void everyExampleRunsOrSaysWhyNot()
    {
        QFETCH(int, block);
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        QVERIFY(prepareFolder(folder.path()));
        for (const Example& e : allExamples()) {
            if (e.block != block || !setAsideReason(e).isEmpty())
                continue;
            QStringList outputs;
            const Outcome r = runExample(e, folder.path(), &outputs);
            const QString said = QStringLiteral("%1: %2\nexit %3\n%4").arg(e.where, e.text).arg(r.exitCode).arg(QString::fromUtf8(r.err));
            QVERIFY2(r.exitCode == 0, qPrintable(said));
            // What a command prints on standard error when it succeeds is a warning of its own
            // (the collector's progress, a finding), never Qt's noise.
            for (const char* noise : { "QStandardPaths", "propagateSizeHints", "QPainter::", "qt.qpa" })
                QVERIFY2(!r.err.contains(noise), qPrintable(said));
            for (const QString& output : outputs)
                QVERIFY2(QFileInfo(folder.filePath(output)).size() > 0, qPrintable(QStringLiteral("%1: no %2").arg(e.where, output)));
            if (outputs.isEmpty() && !runsTheCollector(e))
                QVERIFY2(!r.out.isEmpty(), qPrintable(QStringLiteral("%1: printed nothing").arg(e.where)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliDocExamples)
#include "tst_cli_docexamples.moc"
