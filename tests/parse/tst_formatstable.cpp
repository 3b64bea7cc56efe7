// SPDX-License-Identifier: GPL-3.0-or-later
// The format registry (core/parse/formats.cpp) and the machine builder's merge table
// (core/analyze/machinemerge.cpp), walked: every format is merged into a machine or marked
// shown-only, and never both; every merge row names one registered format; every format has
// its parser file, its test, its fixtures (which seed its fuzz target) and its row in the
// JSON guide; and its id is typed once, in core/model/formatid.h. docs/hacking.md ("How to add
// an input format") is the recipe these checks hold to.
#include "analyze/machinemerge.h"
#include "parse/formats.h"
#include "testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Topo;

namespace {

const QString sourceRoot = QStringLiteral(TOPOLENS_FIXTURES_DIR "/../..");

QString bareName(const QString& id)
{
    return QString(id).remove(u'-');
}

/// A literal in the sources that spells a format id for another reason: the same word names
/// something else there.
struct SameSpelling
{
    const char* file;
    const char* id;
    const char* why;
};

const SameSpelling sameSpellings[] = {
    { "core/collect/commandplan.cpp", "lspci-tree", "a command plan id (a capture's id)" },
    { "core/collect/commandplan.cpp", "lspci-verbose", "a command plan id" },
    { "core/collect/commandplan.cpp", "sysfs-pci", "a command plan id" },
    { "core/collect/commandplan.cpp", "iommu-groups", "a command plan id" },
    { "core/collect/commandplan.cpp", "amd-smi-topology", "a command plan id" },
    { "core/collect/commandplan.cpp", "amd-smi-list", "a command plan id" },
    { "core/model/benchmark.cpp", "nvbandwidth", "a benchmark tool's name in JSON" },
    { "core/model/benchmark.cpp", "nccl-tests", "a benchmark tool's name in JSON" },
    { "core/model/benchmark.cpp", "copybench", "a benchmark tool's name in JSON" },
    { "core/model/benchmark.cpp", "rocm-bandwidth-test", "a benchmark tool's name in JSON" },
    { "core/parse/bench/nvbandwidth.cpp", "nvbandwidth", "a run's title" },
    { "core/parse/bench/nvbandwidthjson.cpp", "nvbandwidth", "a run's title" },
    { "core/parse/bench/sweepcsv.cpp", "copybench", "a run's title" },
    { "core/parse/bench/rocmbandwidthtest.cpp", "rocm-bandwidth-test", "a run's title" },
    { "core/parse/formats.cpp", "nvbandwidth", "the command that produces the format" },
    { "core/io/vmconfigjson.cpp", "qemu-cmdline", "a VM configuration's source in JSON" },
};

bool spelledForAnotherReason(const QString& file, const QString& id)
{
    for (const SameSpelling& s : sameSpellings) {
        if (file == QLatin1String(s.file) && id == QLatin1String(s.id))
            return true;
    }
    return false;
}

} // namespace

class TestFormatsTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The drift this table exists for: a format registered, parsed and shown, and silently
    // never merged (four amd-smi formats were, for a commit).
    void everyFormatIsMergedOrShownOnly()
    {
        QStringList wrong;
        for (const InputFormat& format : inputFormats()) {
            const bool shownOnly = format.kind == FormatKind::ShownOnly;
            const bool merged = mergeRowOf(format.name) != nullptr;
            if (!shownOnly && !merged)
                wrong << format.name + u": feeds a machine by its kind, and has no merge row";
            if (shownOnly && merged)
                wrong << format.name + u": marked shown-only, and has a merge row";
        }
        QVERIFY(inputFormats().size() >= 30);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    }

    void everyMergeRowNamesOneRegisteredFormat()
    {
        QStringList wrong;
        QSet<QString> seen;
        for (const MergeRow& row : mergeRows()) {
            const QString id = row.format.toString();
            if (!findInputFormat(id))
                wrong << id + u": merged, and not in the registry";
            if (seen.contains(id))
                wrong << id + u": two merge rows";
            seen.insert(id);
            if (!row.merge)
                wrong << id + u": a row without a merge function";
        }
        QVERIFY(!mergeRows().empty());
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    }

    // The benchmark kind is what the import dialog and the fleet view ask (isBenchmarkFormat);
    // its parser must give a run.
    void benchmarkKindMeansABenchmarkRun()
    {
        int benchmarks = 0;
        for (const InputFormat& format : inputFormats()) {
            const ParsedInput empty = format.read({});
            const bool givesRun = std::holds_alternative<BenchmarkRun>(empty.value);
            QCOMPARE(format.kind == FormatKind::Benchmark, givesRun);
            QCOMPARE(isBenchmarkFormat(format.name), givesRun);
            benchmarks += givesRun;
        }
        QVERIFY(benchmarks >= 8);
        QVERIFY(!isBenchmarkFormat(u"lspci-tree"));
        QVERIFY(!isBenchmarkFormat(u"no-such-format"));
        QVERIFY(!parseBenchmark(u"lspci-tree", "x").diagnostics.isEmpty());
    }

    // One input format, one name everywhere: its id is the fixture folder, and without the
    // dashes its parser file (in its tool family's folder of core/parse) and its test. The
    // fuzz targets are the registry's rows (fuzz/fuzz_parsers.cpp), seeded with the fixtures.
    void everyFormatHasItsParserTestFixturesAndGuideRow()
    {
        const QDir source(sourceRoot);
        QStringList parserFiles;
        QDirIterator parsers(source.filePath(QStringLiteral("core/parse")), { QStringLiteral("*.cpp") }, QDir::Files,
            QDirIterator::Subdirectories);
        while (parsers.hasNext())
            parserFiles << source.relativeFilePath(parsers.next());
        const QString guide = QString::fromUtf8(TestUtil::readFile(source.filePath(QStringLiteral("docs/parse-json.md"))));
        QStringList missing;
        for (const InputFormat& format : inputFormats()) {
            const QString bare = bareName(format.name);
            const bool parser = std::any_of(parserFiles.cbegin(), parserFiles.cend(),
                [&](const QString& path) { return path.endsWith(u'/' + bare + u".cpp"); });
            if (!parser)
                missing << format.name + u": no core/parse/<family>/" + bare + u".cpp";
            const QDir fixtures(source.filePath(u"tests/fixtures/" + format.name));
            // Real outputs where any were found; the folder's SOURCES.md says why one is synthetic.
            const QStringList inputs = fixtures.entryList(QDir::Files).filter(QRegularExpression(QStringLiteral("(?<!\\.md)$")));
            if (inputs.isEmpty())
                missing << format.name + u": no fixture in tests/fixtures/" + format.name + u'/';
            if (!source.exists(u"tests/parse/tst_parse_" + bare + u".cpp"))
                missing << format.name + u": no tests/parse/tst_parse_" + bare + u".cpp";
            if (!guide.contains(u'`' + format.name + u'`'))
                missing << format.name + u": no row in docs/parse-json.md";
            if (format.command.isEmpty() || format.description.isEmpty() || !format.sniff || !format.read)
                missing << format.name + u": a registry row without its command, description, sniffer or parser";
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }

    // An id is typed once, in core/model/formatid.h: a literal with a format's id anywhere
    // else in the program's sources is a second description waiting to drift, unless the same
    // word names something else there (sameSpellings).
    void everyIdIsTypedOnce()
    {
        QSet<QString> ids;
        for (const InputFormat& format : inputFormats())
            ids.insert(format.name);
        static const QRegularExpression literal(
            QStringLiteral("(?:\\bu|QStringLiteral\\(|QLatin1String\\(|QLatin1StringView\\()\"([a-z0-9-]+)\""));
        QStringList retyped;
        const QDir source(sourceRoot);
        for (const char* folder : { "core", "ui", "app" }) {
            QDirIterator it(source.filePath(QLatin1String(folder)), { QStringLiteral("*.cpp"), QStringLiteral("*.h") },
                QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString file = source.relativeFilePath(it.next());
                if (file == u"core/model/formatid.h")
                    continue;
                const QStringList lines = QString::fromUtf8(TestUtil::readFile(it.filePath())).split(u'\n');
                for (qsizetype n = 0; n < lines.size(); ++n) {
                    const QString code = lines[n].section(QStringLiteral("//"), 0, 0);
                    auto matches = literal.globalMatch(code);
                    while (matches.hasNext()) {
                        const QString id = matches.next().captured(1);
                        if (ids.contains(id) && !spelledForAnotherReason(file, id))
                            retyped << QStringLiteral("%1:%2: \"%3\" (use FormatId::…)").arg(file).arg(n + 1).arg(id);
                    }
                }
            }
        }
        QVERIFY2(retyped.isEmpty(), qPrintable(retyped.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestFormatsTable)
#include "tst_formatstable.moc"
