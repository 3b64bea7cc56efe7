// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's contract, table-driven like the rule table: one row per subcommand (and the
// window's --screenshot), each run against every kind of bad input it can be given. Each cell
// holds the README's promise: the exit status of its table (1 failure, 2 usage error), exactly
// one short line on standard error that names the file (a usage error adds the "Try 'topolens
// --help'." hint), no noise from Qt, and no output file unless the README says what is kept.
// A subcommand that `topolens --help` names and this table lacks fails the test.
#include "testutil.h"

#include "io/armour.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// The kinds of bad input a command can be handed.
enum class Bad {
    MissingFile,
    EmptyFile,
    BinaryGarbage,
    Directory,
    TruncatedSnapshot,
    TruncatedBundle,
    ArmouredBundle, // not bad at all: must read exactly as the plain bundle inside it
    UnknownOptionValue,
    UnknownOption,
    OutputInMissingFolder,
    FullStandardOutput,
};

struct BadName
{
    Bad bad;
    const char* name;
};
constexpr BadName badNames[] = {
    { Bad::MissingFile, "missing file" },
    { Bad::EmptyFile, "empty file" },
    { Bad::BinaryGarbage, "binary garbage" },
    { Bad::Directory, "a directory" },
    { Bad::TruncatedSnapshot, "truncated snapshot" },
    { Bad::TruncatedBundle, "truncated bundle" },
    { Bad::ArmouredBundle, "armoured bundle" },
    { Bad::UnknownOptionValue, "unknown option value" },
    { Bad::UnknownOption, "unknown option" },
    { Bad::OutputInMissingFolder, "output in a missing folder" },
    { Bad::FullStandardOutput, "standard output on /dev/full" },
};

constexpr Bad inputKinds[] = { Bad::MissingFile, Bad::EmptyFile, Bad::BinaryGarbage, Bad::Directory,
    Bad::TruncatedSnapshot, Bad::TruncatedBundle, Bad::ArmouredBundle };

/// One subcommand's row. In the argument lists, {in} is the input under test, {out} an output
/// path in the test's folder, {run} a fleet run folder and {baseline} its baseline, both good.
struct ContractRow
{
    const char* command; // as `topolens --help` names it
    QStringList withInput; // the command reading {in}; empty: it reads no file
    QStringList badOptionValue; // the command with one option given a value it doesn't take
    QStringList withOutput; // the command writing {out} (a good input); {out} is put in a missing folder
    QStringList toStandardOutput; // the command printing to standard output (a good input)
    bool keepsWhatWasRead = false; // a truncated bundle's captures before the cut are written to {out}
};

QStringList args(std::initializer_list<const char*> words)
{
    QStringList out;
    for (const char* w : words)
        out << QString::fromUtf8(w);
    return out;
}

const QList<ContractRow>& contractRows()
{
    static const QList<ContractRow> rows = {
        { "open", args({ "{in}", "--screenshot", "{out}.png" }), args({ "demo", "--screenshot", "{out}.png", "--view", "nonsense" }),
            args({ "demo", "--screenshot", "{out}.png" }), {} },
        { "parse", args({ "parse", "{in}" }), args({ "parse", "--format", "nonsense", "{in}" }), {},
            args({ "parse", "demo", "--json" }) },
        { "collect", {}, args({ "collect", "--local", "--timeout", "soon", "-o", "{out}.json" }),
            args({ "collect", "--local", "-o", "{out}.json" }), {} },
        { "import", args({ "import", "{in}", "-o", "{out}.json" }), {}, args({ "import", "{bundle}", "-o", "{out}.json" }), {}, true },
        { "watch", {}, args({ "watch", "--local", "--samples", "nonsense", "-o", "{out}.json" }),
            args({ "watch", "--local", "--samples", "1", "--interval", "0.1", "-o", "{out}.json" }), {} },
        { "collector-script", {}, {}, {}, args({ "collector-script" }) },
        { "diagnose", args({ "diagnose", "{in}" }), {}, {}, args({ "diagnose", "demo" }) },
        { "export", args({ "export", "{in}", "-o", "{out}.svg" }), args({ "export", "demo", "--view", "nonsense", "-o", "{out}.svg" }),
            args({ "export", "demo", "-o", "{out}.svg" }), args({ "export", "demo", "--format", "svg", "-o", "-" }) },
        { "report", args({ "report", "{in}", "-o", "{out}.html" }), args({ "report", "demo", "--theme", "purple", "-o", "{out}.html" }),
            args({ "report", "demo", "-o", "{out}.html" }), {} },
        { "nccl-topo", args({ "nccl-topo", "{in}" }), args({ "nccl-topo", "demo", "--for", "nobody" }),
            args({ "nccl-topo", "demo", "-o", "{out}.xml" }), args({ "nccl-topo", "demo" }) },
        { "nccl-env", args({ "nccl-env", "{in}" }), args({ "nccl-env", "demo", "--for", "nobody" }),
            args({ "nccl-env", "demo", "--for", "host", "-o", "{out}.sh" }), args({ "nccl-env", "demo", "--for", "host" }) },
        { "resource-slice", args({ "resource-slice", "{in}" }), args({ "resource-slice", "demo", "--for", "nobody" }),
            args({ "resource-slice", "demo", "-o", "{out}.json" }), args({ "resource-slice", "demo", "--labels" }) },
        { "qemu-layout", args({ "qemu-layout", "{in}" }), args({ "qemu-layout", "demo", "--format", "nonsense" }),
            args({ "qemu-layout", "demo", "-o", "{out}.txt" }), args({ "qemu-layout", "demo" }) },
        { "diff", args({ "diff", "demo", "{in}" }), {}, {}, args({ "diff", "demo", "demo" }) },
        { "fleet collect", {}, args({ "fleet", "collect", "localhost", "--via", "nonsense" }), {}, {} },
        { "fleet watch", {}, args({ "fleet", "watch", "localhost", "--samples", "1", "--via", "nonsense" }), {}, {} },
        { "fleet import", args({ "fleet", "import", "{in}", "-o", "{out}" }), {}, {}, {} },
        { "fleet report", args({ "fleet", "report", "{in}" }), {}, args({ "fleet", "report", "{run}", "-o", "{out}.json" }),
            args({ "fleet", "report", "{run}" }) },
        { "fleet check", args({ "fleet", "check", "{in}", "--baseline", "{baseline}" }), {}, {},
            args({ "fleet", "check", "{run}", "--baseline", "{baseline}" }) },
        { "fleet baseline", args({ "fleet", "baseline", "{in}", "-o", "{out}.json" }), {},
            args({ "fleet", "baseline", "{run}", "-o", "{out}.json" }), {} },
        { "fleet gres", args({ "fleet", "gres", "{in}" }), {}, {}, args({ "fleet", "gres", "{run}" }) },
    };
    return rows;
}

/// The fleet rows take bundles and run folders. A cut-off bundle there is a node whose status
/// is `partial`, an outcome the run records as it records one from `fleet collect`: the
/// command goes on (its own exit status) with one warning line that names the file and line.
/// Elsewhere it is a failure (exit 1), `import` keeping what was read (README, "Exit status").
bool readsFleetInput(const ContractRow& row)
{
    return QByteArrayView(row.command).startsWith("fleet ");
}

struct Outcome
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Outcome runTopolens(const QStringList& arguments, bool stdoutOnFullDevice)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // What a cron job or an SSH session has: no display, no desktop session (Qt complains of
    // both when it can).
    for (const char* name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR" })
        env.remove(QString::fromLatin1(name));
    if (arguments.contains(u"--screenshot"))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    if (stdoutOnFullDevice)
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(TOPOLENS_BINARY), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(300000)) // only bounds a hang
        qFatal("topolens did not finish");
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}

QStringList nonEmptyLines(const QByteArray& text)
{
    QStringList lines = QString::fromUtf8(text).split(u'\n');
    lines.removeAll(QString());
    return lines;
}

/// The one line a failure prints: "topolens: …", naming `name` where given, short, no noise.
void verifyOneLine(const Outcome& r, const QString& name, int extraHintLines = 0)
{
    const QStringList lines = nonEmptyLines(r.err);
    QVERIFY2(lines.size() == 1 + extraHintLines, r.err.constData());
    QVERIFY2(lines.first().startsWith(u"topolens: "), r.err.constData());
    QVERIFY2(lines.first().size() <= 240, qPrintable(QStringLiteral("%1 characters: %2").arg(lines.first().size()).arg(lines.first())));
    if (!name.isEmpty())
        QVERIFY2(lines.first().contains(name), qPrintable(QStringLiteral("does not name %1: %2").arg(name, lines.first())));
    if (extraHintLines > 0)
        QCOMPARE(lines.last(), QStringLiteral("Try 'topolens --help'."));
}

} // namespace

class TestCliContract : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_bundle;   // a real bundle (the 4x H200 guest)
    QString m_run;      // a fleet run folder imported from it
    QString m_baseline; // that run's baseline

    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// The input file of one kind, made in the test's folder.
    QString inputOf(Bad kind)
    {
        QFile demo(QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/demo/demo-snapshot.json"));
        if (!demo.open(QIODevice::ReadOnly))
            qFatal("cannot read the demo snapshot");
        const QByteArray snapshot = demo.readAll();
        const QByteArray bundle = TestUtil::readFixture(QStringLiteral("captures/h200-x4.bundle"));
        switch (kind) {
        case Bad::MissingFile:
            return path(QStringLiteral("missing.json"));
        case Bad::EmptyFile:
            return write(QStringLiteral("empty.json"), {});
        case Bad::BinaryGarbage: {
            QByteArray garbage;
            for (int i = 0; i < 4096; ++i)
                garbage += char((i * 7919 + 13) % 256); // fixed, so a failure repeats
            return write(QStringLiteral("garbage.bin"), garbage);
        }
        case Bad::Directory:
            QDir(m_dir.path()).mkpath(QStringLiteral("a-directory"));
            return path(QStringLiteral("a-directory"));
        case Bad::TruncatedSnapshot:
            return write(QStringLiteral("truncated.json"), snapshot.left(snapshot.size() / 3));
        case Bad::TruncatedBundle:
            return write(QStringLiteral("truncated.bundle"), bundle.left(bundle.size() / 3));
        case Bad::ArmouredBundle:
            return write(QStringLiteral("armoured.txt"), Topo::armourBundle(bundle, QStringLiteral("gpu1")));
        default:
            return {};
        }
    }

    QString write(const QString& name, const QByteArray& data)
    {
        QFile file(path(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
            qFatal("cannot write a test input");
        return file.fileName();
    }

    QStringList fill(QStringList arguments, const QString& input, const QString& output) const
    {
        for (QString& a : arguments) {
            a.replace(QStringLiteral("{in}"), input);
            a.replace(QStringLiteral("{out}"), output);
            a.replace(QStringLiteral("{run}"), m_run);
            a.replace(QStringLiteral("{baseline}"), m_baseline);
            a.replace(QStringLiteral("{bundle}"), m_bundle);
        }
        return arguments;
    }

    /// Whatever the test's output path became: nothing may be there after a failure.
    bool anyOutputAt(const QString& output) const
    {
        const QFileInfo base(output);
        return !QDir(base.absolutePath()).entryList({ base.fileName() + u'*' }, QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_bundle = write(QStringLiteral("good.bundle"), TestUtil::readFixture(QStringLiteral("captures/h200-x4.bundle")));
        m_run = path(QStringLiteral("good-run"));
        const TestUtil::CliRun imported = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("import"), m_bundle,
            QStringLiteral("-o"), m_run });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        m_baseline = path(QStringLiteral("good-baseline.json"));
        const TestUtil::CliRun baseline = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("baseline"), m_run,
            QStringLiteral("-o"), m_baseline });
        QVERIFY2(baseline.exitCode == 0, baseline.err.constData());
    }

    /// Every subcommand --help names has a row: a new one without a row fails here.
    void everySubcommandHasARow()
    {
        const TestUtil::CliRun help = TestUtil::runTopolens({ QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        QSet<QString> named;
        static const QRegularExpression usageLine(QStringLiteral("^  topolens (fleet [a-z-]+|[a-z][a-z-]+)"),
            QRegularExpression::MultilineOption);
        for (auto it = usageLine.globalMatch(QString::fromUtf8(help.out)); it.hasNext();)
            named.insert(it.next().captured(1));
        QVERIFY(named.size() >= 15);
        QSet<QString> rows;
        for (const ContractRow& row : contractRows())
            rows.insert(QString::fromUtf8(row.command));
        for (const QString& command : std::as_const(named))
            QVERIFY2(rows.contains(command), qPrintable(command + QStringLiteral(": a subcommand without a row in the CLI contract")));
        for (const QString& command : std::as_const(rows))
            QVERIFY2(named.contains(command), qPrintable(command + QStringLiteral(": a row for a subcommand --help does not name")));
    }

    // An option a message tells people to use is one --help lists for that subcommand (issue
    // 38: report's "name the format with --format" named an option its usage line lacked).
    void optionsThatMessagesNameAreInTheHelp()
    {
        const Outcome r = runTopolens({ QStringLiteral("report"), QStringLiteral("demo"), QStringLiteral("-o"), path(QStringLiteral("review.txt")) }, false);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--format"), r.err.constData());
        const TestUtil::CliRun help = TestUtil::runTopolens({ QStringLiteral("--help") });
        bool listed = false;
        for (const QByteArray& line : help.out.split('\n'))
            listed = listed || (line.startsWith("  topolens report ") && line.contains("--format"));
        QVERIFY2(listed, help.out.constData());
    }

    void contract_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("kind");
        const QList<ContractRow>& rows = contractRows();
        for (int r = 0; r < rows.size(); ++r) {
            const ContractRow& row = rows[r];
            QList<Bad> kinds;
            if (!row.withInput.isEmpty()) {
                for (Bad kind : inputKinds)
                    kinds << kind;
            }
            if (!row.badOptionValue.isEmpty())
                kinds << Bad::UnknownOptionValue;
            kinds << Bad::UnknownOption;
            if (!row.withOutput.isEmpty())
                kinds << Bad::OutputInMissingFolder;
            if (!row.toStandardOutput.isEmpty())
                kinds << Bad::FullStandardOutput;
            for (Bad kind : std::as_const(kinds)) {
                const auto name = std::find_if(std::begin(badNames), std::end(badNames), [kind](const BadName& n) { return n.bad == kind; });
                QTest::addRow("%s: %s", row.command, name->name) << r << int(kind);
            }
        }
    }

    void contract()
    {
        QFETCH(int, row);
        QFETCH(int, kind);
        const ContractRow& c = contractRows().at(row);
        const Bad bad = Bad(kind);
        const QString output = path(QStringLiteral("out-%1-%2").arg(row).arg(kind));
        switch (bad) {
        case Bad::UnknownOptionValue: {
            const Outcome r = runTopolens(fill(c.badOptionValue, m_bundle, output), false);
            QCOMPARE(r.exitCode, 2);
            verifyOneLine(r, QString(), 1);
            QVERIFY(!anyOutputAt(output));
            return;
        }
        case Bad::UnknownOption: {
            // Every command reads its arguments from one table: an option it lacks is a usage
            // error that names the option and, for a subcommand, the command.
            QStringList arguments = c.toStandardOutput;
            for (const QStringList* good : { &c.withOutput, &c.withInput, &c.badOptionValue })
                arguments = arguments.isEmpty() ? *good : arguments;
            const Outcome r = runTopolens(fill(arguments, m_bundle, output) << QStringLiteral("--frobnicate"), false);
            QCOMPARE(r.exitCode, 2);
            verifyOneLine(r, QStringLiteral("--frobnicate"), 1);
            if (QByteArrayView(c.command) != "open")
                verifyOneLine(r, QString::fromUtf8(c.command), 1);
            QVERIFY(!anyOutputAt(output));
            return;
        }
        case Bad::OutputInMissingFolder: {
            const QString missing = path(QStringLiteral("no-such-folder/out"));
            const Outcome r = runTopolens(fill(c.withOutput, m_bundle, missing), false);
            QCOMPARE(r.exitCode, 1);
            verifyOneLine(r, path(QStringLiteral("no-such-folder")));
            QVERIFY(!QFileInfo::exists(path(QStringLiteral("no-such-folder"))));
            return;
        }
        case Bad::FullStandardOutput: {
            const Outcome r = runTopolens(fill(c.toStandardOutput, m_bundle, output), true);
            QCOMPARE(r.exitCode, 1);
            verifyOneLine(r, QStringLiteral("standard output"));
            return;
        }
        case Bad::ArmouredBundle: {
            // The armoured form reads as the bundle inside it: the same status and output.
            const QString armoured = inputOf(bad);
            const Outcome plain = runTopolens(fill(c.withInput, m_bundle, output + QStringLiteral("-plain")), false);
            const Outcome r = runTopolens(fill(c.withInput, armoured, output + QStringLiteral("-armoured")), false);
            QCOMPARE(r.exitCode, plain.exitCode);
            QCOMPARE(QString::fromUtf8(r.err).replace(armoured, m_bundle).replace(QStringLiteral("-armoured"), QStringLiteral("-plain")), QString::fromUtf8(plain.err));
            QCOMPARE(r.out.size() > 0, plain.out.size() > 0);
            return;
        }
        case Bad::TruncatedBundle:
            if (readsFleetInput(c)) {
                const QString input = inputOf(bad);
                const Outcome r = runTopolens(fill(c.withInput, input, output), false);
                const Outcome whole = runTopolens(fill(c.withInput, m_bundle, output + QStringLiteral("-whole")), false);
                // Its own status: as for the whole bundle, but for `fleet check`, to which a node
                // with captures missing has drifted from its baseline (3).
                const bool drifted = QByteArrayView(c.command) == "fleet check" && r.exitCode == 3;
                QVERIFY2(r.exitCode == whole.exitCode || drifted, qPrintable(QString::number(r.exitCode)));
                verifyOneLine(r, QFileInfo(input).fileName());
                QVERIFY2(nonEmptyLines(r.err).first().contains(u": warning: ") && nonEmptyLines(r.err).first().contains(u": line "), r.err.constData());
                return;
            }
            break;
        default:
            break;
        }
        const QString input = inputOf(bad);
        const Outcome r = runTopolens(fill(c.withInput, input, output), false);
        QCOMPARE(r.exitCode, 1);
        verifyOneLine(r, QFileInfo(input).fileName());
        if (bad == Bad::TruncatedSnapshot || bad == Bad::TruncatedBundle)
            QVERIFY2(nonEmptyLines(r.err).first().contains(u": line "), r.err.constData());
        if (bad == Bad::TruncatedBundle && c.keepsWhatWasRead) {
            // What was read before the cut is kept, and the line says where.
            QVERIFY2(r.err.contains(output.toUtf8()), r.err.constData());
            QVERIFY(QFileInfo(output + QStringLiteral(".json")).size() > 0);
        } else {
            QVERIFY2(!anyOutputAt(output), qPrintable(output));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliContract)
#include "tst_cli_contract.moc"
