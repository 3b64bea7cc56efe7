// SPDX-License-Identifier: GPL-3.0-or-later
// The paste normaliser: a case per kind of decoration, the line numbers and notes it gives,
// noise that must stay noise, clean captures untouched, and real pastes read exactly.
#include "analyze/machinebuilder.h"
#include "io/bundle.h"
#include "io/modeljson.h"
#include "io/parsejson.h"
#include "parse/formats.h"
#include "parse/pastenormaliser.h"
#include "testutil.h"
#include "util/text.h"

#include <QDirIterator>
#include <QTest>

using namespace Topo;

namespace {

QByteArray normalised(const QByteArray& input)
{
    return normalisePaste(input).readable(input).toByteArray();
}

bool hasNote(const NormalisedPaste& paste, int line, const QString& fragment)
{
    for (const Diagnostic& d : paste.notes) {
        if (d.line == line && d.severity == Severity::Info && d.message.contains(fragment))
            return true;
    }
    return false;
}

QByteArray describe(const NormalisedPaste& paste)
{
    QString out = u"text:\n" + QString::fromUtf8(paste.text) + u"notes:\n";
    for (const Diagnostic& d : paste.notes)
        out += formatDiagnostic(d) + u'\n';
    return out.toUtf8();
}

ParsedInput parseAs(const char* format, const QByteArray& input)
{
    const InputFormat* f = findInputFormat(QString::fromLatin1(format));
    if (!f)
        qFatal("no input format %s", format);
    return f->parse(input);
}

template<class T> const T& valueOf(const ParsedInput& parsed)
{
    if (!std::holds_alternative<T>(parsed.value))
        qFatal("parsed into another value type");
    return std::get<T>(parsed.value);
}

QString cell(const PrintedMatrix& m, const char* from, const char* to)
{
    return m.cell(m.indexOf(QString::fromLatin1(from)), m.indexOf(QString::fromLatin1(to)));
}

const TopoAffinity* affinityOf(const TopoMatrix& topo, const char* label)
{
    for (const TopoAffinity& a : topo.affinity) {
        if (a.label == QLatin1String(label))
            return &a;
    }
    return nullptr;
}

QStringList labels(std::initializer_list<const char*> names)
{
    QStringList out;
    for (const char* name : names)
        out << QString::fromLatin1(name);
    return out;
}

/// What the format's own parser makes of the bytes, bypassing the registry (and so the normaliser).
template<auto Parser> nlohmann::json directJson(QByteArrayView data)
{
    return Json::toJson(ParsedValue(Parser(data).value));
}

const QList<QPair<QString, nlohmann::json (*)(QByteArrayView)>> directParsers = {
    { QStringLiteral("nvidia-smi-topo"), directJson<parseNvidiaSmiTopo> },
    { QStringLiteral("nvidia-smi-p2p"), directJson<parseNvidiaSmiP2p> },
    { QStringLiteral("iommu-groups"), directJson<parseIommuGroups> },
    { QStringLiteral("numactl"), directJson<parseNumactl> },
    { QStringLiteral("lspci-tree"), directJson<parseLspciTree> },
    { QStringLiteral("lspci-list"), directJson<parseLspciList> },
};

} // namespace

class TestPasteNormaliser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // One row per kind: what the parser reads, and the note that says why. An empty `expected`
    // means the input is read as it is.
    void eachKind_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<int>("noteLine");
        QTest::addColumn<QString>("note");

        QTest::newRow("fence with an info string") << QByteArray("```bash\n$ nvidia-smi topo -m\n\tGPU0\tGPU1\n```\n")
            << QByteArray("\n$ nvidia-smi topo -m\n\tGPU0\tGPU1\n\n") << 1 << QStringLiteral("up to its closing fence on line 4");
        QTest::newRow("tilde fence") << QByteArray("~~~text\nnode 0 cpus: 0 1\n~~~\n") << QByteArray("\nnode 0 cpus: 0 1\n\n")
            << 1 << QStringLiteral("\"~~~text\"");
        QTest::newRow("two blocks, text between")
            << QByteArray("First:\n```\nIOMMU Group 1 00:01.0 PCI bridge\n```\nand then:\n```\nIOMMU Group 2 01:00.0 VGA\n```\n")
            << QByteArray("\n\nIOMMU Group 1 00:01.0 PCI bridge\n\n\n\nIOMMU Group 2 01:00.0 VGA\n\n") << 1
            << QStringLiteral("left out 2 line(s) of text outside the code blocks");
        QTest::newRow("fence not closed") << QByteArray("```\nA B\nC D\n") << QByteArray("\nA B\nC D\n") << 1
                                          << QStringLiteral("it is not closed");
        QTest::newRow("only the closing fence") << QByteArray("A B\nC D\n```\n") << QByteArray("A B\nC D\n\n") << 3
                                                << QStringLiteral("closes a block the paste began inside of");
        QTest::newRow("the command named above the block")
            << QByteArray("`nvidia-smi topo -p2p r`:\n```\n \tGPU0\tGPU1\n```\n")
            << QByteArray("$ nvidia-smi topo -p2p r\n\n \tGPU0\tGPU1\n\n") << 1 << QStringLiteral("above the code block");
        QTest::newRow("quote '> '") << QByteArray("> 00:00.0 Host bridge: X\n> 00:01.0 PCI bridge: Y\n")
                                    << QByteArray("00:00.0 Host bridge: X\n00:01.0 PCI bridge: Y\n") << 1
                                    << QStringLiteral("quote marks \">\" from lines 1\u20132");
        QTest::newRow("quote '>> '") << QByteArray(">> a b\n>> c d\n") << QByteArray("a b\nc d\n") << 1 << QStringLiteral("\">>\"");
        QTest::newRow("quote '> > '") << QByteArray("> > a b\n> > c d\n") << QByteArray("a b\nc d\n") << 1
                                      << QStringLiteral("\"> >\"");
        QTest::newRow("quote keeps the output's own indentation")
            << QByteArray(">>>         GPU0    GPU1\n>>> GPU0     X      NV2\n>>>\n")
            << QByteArray("        GPU0    GPU1\nGPU0     X      NV2\n\n") << 1 << QStringLiteral("\">>>\"");
        QTest::newRow("quote after a '... wrote:' line")
            << QByteArray("On Mon, 29 Apr 2019, A wrote:\n> a b\n> c d\n") << QByteArray("\na b\nc d\n") << 1
            << QStringLiteral("left out 1 line(s) of text before the quoted lines");
        QTest::newRow("quotes taking turns with replies stay") << QByteArray("> a b\nreply\n> c d\n") << QByteArray() << 0 << QString();
        QTest::newRow("uniform indentation")
            << QByteArray("    -[0000:00]-+-00.0  Intel\n               \\-01.0  NVIDIA\n")
            << QByteArray("-[0000:00]-+-00.0  Intel\n           \\-01.0  NVIDIA\n") << 1
            << QStringLiteral("4 space(s) of indentation every line had, lines 1\u20132");
        QTest::newRow("tab indentation is the output's") << QByteArray("\t\tLnkCap:\tPort #0, Speed 8GT/s\n\t\tLnkSta:\tSpeed 8GT/s\n")
                                                         << QByteArray() << 0 << QString();
        QTest::newRow("'$ ' prompt stays") << QByteArray("$ nvidia-smi topo -m\n\tGPU0\tGPU1\n") << QByteArray() << 0 << QString();
        QTest::newRow("user@host prompt stays") << QByteArray("user@host:~$ lspci -tv\n-[0000:00]-+-00.0\n") << QByteArray() << 0
                                                << QString();
        QTest::newRow("root '# ' prompt stays") << QByteArray("# lspci\n00:00.0 Host bridge: X\n") << QByteArray() << 0 << QString();
        QTest::newRow("prompt no parser knew") << QByteArray("[nvdbg ~]$ nvidia-smi topo -m\n\tGPU0\tGPU1\n")
                                               << QByteArray("$ nvidia-smi topo -m\n\tGPU0\tGPU1\n") << 1
                                               << QStringLiteral("took \"[nvdbg ~]$\" for the shell prompt");
        QTest::newRow("oh-my-zsh prompt") << QByteArray("(base) \xe2\x9e\x9c  ~ nvidia-smi topo -m\n\tGPU0\tGPU1\n")
                                          << QByteArray("$ nvidia-smi topo -m\n\tGPU0\tGPU1\n") << 1
                                          << QStringLiteral("for the shell prompt before the command \"nvidia-smi topo -m\"");
        QTest::newRow("coloured prompt, fused") << QByteArray("\x1b[01;32mroot@pve\x1b[00m:~# lspci -tv -[0000:00]-+-00.0\n")
                                                << QByteArray("-[0000:00]-+-00.0\n") << 1 << QStringLiteral("\"lspci -tv\"");
        QTest::newRow("coloured prompt no parser knew") << QByteArray("\x1b[32m[nvdbg ~]$\x1b[0m nvidia-smi topo -m\n")
                                                        << QByteArray("$ nvidia-smi topo -m\n") << 1 << QStringLiteral("\"[nvdbg ~]$\"");
        QTest::newRow("one space is the output's") << QByteArray(" \tGPU0\tGPU1\t\n GPU0\tX\tOK\t\n GPU1\tOK\tX\t\n")
                                                   << QByteArray() << 0 << QString();
        QTest::newRow("bare command") << QByteArray("sudo lspci -tv\n-[0000:00]-+-00.0\n")
                                      << QByteArray("$ sudo lspci -tv\n-[0000:00]-+-00.0\n") << 1
                                      << QStringLiteral("took \"sudo lspci -tv\" for the command that printed what follows");
        QTest::newRow("command fused on line 1")
            << QByteArray("nvidia-smi topo -m      GPU0\tGPU1\tCPU Affinity\nGPU0\t X \tNV4\t0-7\n")
            << QByteArray("GPU0\tGPU1\tCPU Affinity\nGPU0\t X \tNV4\t0-7\n") << 1 << QStringLiteral("read the output alone");
        QTest::newRow("prompt and command fused after a fence")
            << QByteArray("```\n$ lspci -tv -[0000:00]-+-00.0  Intel\n           \\-1f.0  Intel\n```\n")
            << QByteArray("$ lspci -tv\n-[0000:00]-+-00.0  Intel\n           \\-1f.0  Intel\n\n") << 2
            << QStringLiteral("\"lspci -tv\" and the first line of its output were on one line");
        QTest::newRow("fused after option values")
            << QByteArray("\nroot@pve:~# lspci -s 01:00.0 -nn 01:00.0 VGA compatible controller [0300]: NVIDIA [10de:2204]\n")
            << QByteArray("root@pve:~# lspci -s 01:00.0 -nn\n01:00.0 VGA compatible controller [0300]: NVIDIA [10de:2204]\n") << 2
            << QStringLiteral("\"lspci -s 01:00.0 -nn\"");
        QTest::newRow("a pipeline is all command") << QByteArray("lspci -vvv | grep -i LnkSta\n\t\tLnkSta:\tSpeed 8GT/s\n")
                                                   << QByteArray("$ lspci -vvv | grep -i LnkSta\n\t\tLnkSta:\tSpeed 8GT/s\n") << 1
                                                   << QStringLiteral("\"lspci -vvv | grep -i LnkSta\"");
        QTest::newRow("trailing prompt") << QByteArray("00:00.0 Host bridge: X\n00:01.0 PCI bridge: Y\nroot@pve:~# \n")
                                         << QByteArray("00:00.0 Host bridge: X\n00:01.0 PCI bridge: Y\n\n") << 3
                                         << QStringLiteral("shell prompt after the output");
        QTest::newRow("trailing job notice")
            << QByteArray("node 0 cpus: 0 1\nnode 0 size: 100 MB\n[1]+  Done                    nvidia-smi -q > q.txt\n")
            << QByteArray("node 0 cpus: 0 1\nnode 0 size: 100 MB\n\n") << 3 << QStringLiteral("job notice");
        QTest::newRow("remark under a rule")
            << QByteArray("\tGPU0\tGPU1\nGPU0\t X \tSOC\nGPU1\tSOC\t X \n\n---\n\nSOC between all pairs looks a bit suspicious...\n")
            << QByteArray("\tGPU0\tGPU1\nGPU0\t X \tSOC\nGPU1\tSOC\t X \n\n\n\n\n") << 5 << QStringLiteral("remark under the rule \"---\", lines 5\u20137");
        QTest::newRow("nccl-tests' closing '#' is output")
            << QByteArray("# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 5.01\n#\n") << QByteArray() << 0 << QString();
        QTest::newRow("mpirun's box is output")
            << QByteArray("# Avg bus bandwidth    : 5.01\n" + QByteArray(74, '-') + "\nPrimary job  terminated normally, but 1 process returned\n"
                          + QByteArray(74, '-') + "\n")
            << QByteArray() << 0 << QString();
        QTest::newRow("inline code quotes")
            << QByteArray("`IOMMU Group 0 00:00.0 Host bridge [0600]: X\nIOMMU Group 1 00:01.0 PCI bridge [0604]: Y`\n")
            << QByteArray("IOMMU Group 0 00:00.0 Host bridge [0600]: X\nIOMMU Group 1 00:01.0 PCI bridge [0604]: Y\n") << 1
            << QStringLiteral("backquotes around lines 1\u20132");
        QTest::newRow("CRLF, quoted and fenced") << QByteArray("> ```\r\n> a b\r\n> ```\r\n") << QByteArray("\na b\n\n") << 1
                                                 << QStringLiteral("quote marks");
        QTest::newRow("a list item's fenced block")
            << QByteArray("1. topology:\n   ```\n   \tGPU0\tGPU1\n   GPU0\t X \tNV4\n   ```\n")
            << QByteArray("\n\n\tGPU0\tGPU1\nGPU0\t X \tNV4\n\n") << 3 << QStringLiteral("3 space(s) of indentation");
    }
    void eachKind()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QFETCH(int, noteLine);
        QFETCH(QString, note);
        const NormalisedPaste paste = normalisePaste(input);
        if (expected.isEmpty()) {
            QVERIFY2(!paste.changed, describe(paste).constData());
            QCOMPARE(normalised(input), input);
            return;
        }
        QVERIFY(paste.changed);
        QCOMPARE(paste.text, expected);
        QVERIFY2(hasNote(paste, noteLine, note), describe(paste).constData());
        // The input's line numbers: as many lines as it had.
        QCOMPARE(paste.text.count('\n'), qsizetype(Text::splitLines(input).last().number));
        for (const Diagnostic& d : paste.notes)
            QCOMPARE(d.severity, Severity::Info);
        // Normalising again changes nothing more.
        QVERIFY2(!normalisePaste(paste.text).changed, describe(normalisePaste(paste.text)).constData());
    }

    void movedCommandNamesItsOwnLine()
    {
        const QByteArray input("```\n$ lspci -tv -[0000:00]-+-00.0  Intel\n```\n");
        const NormalisedPaste paste = normalisePaste(input);
        QCOMPARE(paste.movedLines.size(), 1);
        QCOMPARE(paste.inputLine(1), 2); // "$ lspci -tv" came from line 2
        QCOMPARE(paste.inputLine(2), 2);
        QCOMPARE(paste.inputLine(3), 3);
        Diagnostics diagnostics { { 1, Severity::Warning, QStringLiteral("about the command") }, { 0, Severity::Error, QString() } };
        pointAtInput(paste, &diagnostics);
        QCOMPARE(diagnostics.size(), paste.notes.size() + 2);
        QCOMPARE(diagnostics.first().severity, Severity::Info); // the notes come first
        QCOMPARE(diagnostics[paste.notes.size()].line, 2);
        QCOMPARE(diagnostics.last().line, 0); // the input as a whole stays the input as a whole
    }

    // Through the registry, as `topolens parse` and the import read: diagnostics and the line
    // numbers inside values name the pasted text's own lines.
    void lineNumbersPointIntoTheInput()
    {
        const QByteArray input("Here it is:\n"
                               "```\n"
                               "IOMMU Group 1:\n"
                               "\t00:01.0 PCI bridge [0604]: Intel Corporation Device [8086:1901]\n"
                               "\t01:00.0 VGA compatible controller [0300]: NVIDIA Corporation Device [10de:2204]\n"
                               "what is this line\n"
                               "```\n");
        const ParsedInput parsed = parseAs("iommu-groups", input);
        const auto& listing = valueOf<IommuGroupListing>(parsed);
        QCOMPARE(listing.members.size(), 2);
        QCOMPARE(listing.members[0].line, 4);
        QCOMPARE(listing.members[1].line, 5);
        QVERIFY2(TestUtil::hasDiagnosticAt(parsed.diagnostics, 6), TestUtil::describe(parsed.diagnostics).constData());
        QVERIFY(TestUtil::hasDiagnosticAt(parsed.diagnostics, 1, Severity::Info)); // text outside left out
        QVERIFY(TestUtil::hasDiagnosticAt(parsed.diagnostics, 2, Severity::Info)); // the block
        QCOMPARE(parsed.diagnostics.first().severity, Severity::Info);
    }

    void detectionReadsThePaste()
    {
        const QByteArray quoted = TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/pasted-email-quoted-kvm-isolate-nvlink.txt"));
        const DetectedFormat detected = detectInputFormat(quoted);
        QVERIFY(detected.format);
        QCOMPARE(detected.format->name, QStringLiteral("nvidia-smi-topo"));
        // Without the normaliser every line is a "> " prompt: no format would claim it.
        int best = 0;
        for (const InputFormat& f : inputFormats())
            best = std::max(best, f.sniff(quoted));
        QVERIFY(best < 30);
    }

    // Noise stays noise: nothing the normaliser does makes text, hostile text or binary look
    // like any format's output.
    void noiseStaysNoise_data()
    {
        QTest::addColumn<QByteArray>("input");
        QByteArray prose("The quick brown fox jumps over the lazy dog.\nNothing to see here.\n");
        QTest::newRow("prose") << prose;
        QTest::newRow("prose naming commands")
            << QByteArray("Run nvidia-smi topo -m and lspci -tv, then paste both here.\nThanks!\n");
        QTest::newRow("fenced prose") << QByteArray("```\n" + prose + "```\n");
        QTest::newRow("quoted prose") << QByteArray("> " + QByteArray(prose).replace("\n", "\n> "));
        QTest::newRow("fenced garbage") << QByteArray("```\n" + TestUtil::garbage(4096, 7) + "\n```\n");
        QTest::newRow("quoted garbage") << QByteArray("> " + TestUtil::garbage(2048, 3).replace('\n', "\n> "));
        QTest::newRow("a prompt line alone") << QByteArray("$ nvidia-smi topo -m\n");
        QTest::newRow("a prompt alone, fenced") << QByteArray("```\nroot@pve:~# lspci -tv\n```\n");
        QTest::newRow("a bare command alone") << QByteArray("lspci -tv\n");
        QTest::newRow("a command with words after it") << QByteArray("$ nvidia-smi topo -m GPU0 is broken\nhelp\n");
        QTest::newRow("hostile: escapes and controls")
            << QByteArray("\x1b[31m> \x1b]0;owned\x07```\x1b[0m\n> \x1b[2J\x08\x08rm -rf /\r\n> $ lspci -tv \x1b[1A\x1b[K\n> \x7f\x01\x02\n");
        QTest::newRow("hostile: fences and quotes only") << QByteArray("```\n~~~\n> > >\n```\n>\n~~~~~\n");
        QTest::newRow("binary") << TestUtil::garbage(8192, 11);
        QByteArray nul("> ```\n");
        nul.append('\0');
        nul.append("GPU0\t X\n```\n");
        QTest::newRow("binary behind a quote") << nul;
    }
    void noiseStaysNoise()
    {
        QFETCH(QByteArray, input);
        const DetectedFormat detected = detectInputFormat(input);
        QVERIFY2(!detected.format, qPrintable(detected.format ? detected.format->name : QString()));
    }

    void binaryIsReadAsItIs()
    {
        QByteArray data("```\n");
        data.append(TestUtil::garbage(4096, 5));
        data.append('\0');
        QVERIFY(!normalisePaste(data).changed);
    }

    // Every capture TopoLens collected is clean: the fast path gives it back untouched.
    void collectedCapturesAreUntouched_data()
    {
        QTest::addColumn<QString>("bundle");
        QDirIterator it(TestUtil::fixturePath(QStringLiteral("captures")), { QStringLiteral("*.bundle") }, QDir::Files);
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(qPrintable(it.fileName())) << path;
        }
    }
    void collectedCapturesAreUntouched()
    {
        QFETCH(QString, bundle);
        const ParseResult<Snapshot> read = readBundle(TestUtil::readFile(bundle));
        QVERIFY(!read.value.machines.isEmpty());
        int captures = 0;
        for (const MachineSnapshot& machine : read.value.machines) {
            for (const RawCapture& capture : machine.captures) {
                const NormalisedPaste paste = normalisePaste(capture.stdoutData);
                QVERIFY2(!paste.changed, qPrintable(capture.id + u'\n' + QString::fromUtf8(describe(paste))));
                ++captures;
            }
        }
        QVERIFY(captures > 5);
    }

    // A fixture the normaliser changes (a bare command line, a markdown indentation, an
    // author's remark) reads as the same value as before.
    void changedFixturesReadTheSame_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("format");
        QStringList roots { TestUtil::fixturePath(QString()) };
        if (TestUtil::corpusAvailable())
            roots << TestUtil::corpusPath(QString());
        const QList<QPair<QString, QString>> corpusFolders = { { QStringLiteral("topo_m"), QStringLiteral("nvidia-smi-topo") },
            { QStringLiteral("topo_p2p"), QStringLiteral("nvidia-smi-p2p") }, { QStringLiteral("lspci_tv"), QStringLiteral("lspci-tree") },
            { QStringLiteral("iommu_groups"), QStringLiteral("iommu-groups") } };
        int rows = 0;
        for (const QString& root : std::as_const(roots)) {
            QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const QString folder = QFileInfo(path).dir().dirName();
                QString format = folder;
                for (const auto& [corpus, name] : corpusFolders)
                    format = folder == corpus ? name : format;
                const bool known = std::any_of(directParsers.cbegin(), directParsers.cend(), [&](const auto& p) { return p.first == format; });
                if (!known || it.fileName().startsWith(u"pasted-") || path.endsWith(u".md"))
                    continue;
                if (!normalisePaste(TestUtil::readFile(path)).changed)
                    continue;
                QTest::newRow(qPrintable(folder + u'/' + it.fileName())) << path << format;
                ++rows;
            }
        }
        if (rows == 0)
            QTest::newRow("none changed") << QString() << QString();
    }
    void changedFixturesReadTheSame()
    {
        QFETCH(QString, path);
        QFETCH(QString, format);
        if (path.isEmpty())
            return;
        const QByteArray data = TestUtil::readFile(path);
        Diagnostics diagnostics;
        const nlohmann::json throughRegistry = Json::parseToJson(*findInputFormat(format), data, &diagnostics);
        for (const auto& [name, direct] : directParsers) {
            if (name == format)
                QCOMPARE(QByteArray::fromStdString(throughRegistry.dump()), QByteArray::fromStdString(direct(data).dump()));
        }
        QVERIFY(TestUtil::countSeverity(diagnostics, Severity::Info) > 0); // what was assumed is said
    }

    // Real pastes, each in its format's fixture folder (tests/fixtures/*/pasted-*, origins in
    // the folders' SOURCES.md): read exactly.
    void fencedTopologyFromNcclIssue()
    {
        const ParsedInput parsed = parseAs("nvidia-smi-topo", TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/pasted-fenced-nccl-1530.txt")));
        QCOMPARE(TestUtil::countSeverity(parsed.diagnostics, Severity::Warning), 0);
        const auto& topo = valueOf<TopoMatrix>(parsed);
        QCOMPARE(topo.matrix.labels, labels({ "GPU0", "GPU1", "GPU2", "GPU3", "GPU4", "GPU5", "GPU6", "GPU7", "NIC0", "NIC1" }));
        QCOMPARE(cell(topo.matrix, "GPU0", "GPU7"), QStringLiteral("SYS"));
        QCOMPARE(cell(topo.matrix, "NIC0", "NIC1"), QStringLiteral("PIX"));
        QVERIFY(affinityOf(topo, "GPU3"));
        QCOMPARE(affinityOf(topo, "GPU3")->cpuAffinity, QStringLiteral("16-31,80-95"));
        QCOMPARE(affinityOf(topo, "GPU7")->numaAffinity, QStringLiteral("3"));
        QCOMPARE(topo.nicLegend.size(), 2);
        QCOMPARE(topo.nicLegend[1].second, QStringLiteral("mlx5_1"));
        QVERIFY(TestUtil::hasDiagnosticAt(parsed.diagnostics, 1, Severity::Info)); // `nvidia-smi topo -m` above the block
    }

    void quotedTopologyFromKernelMailingList()
    {
        const ParsedInput parsed
            = parseAs("nvidia-smi-topo", TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/pasted-email-quoted-kvm-isolate-nvlink.txt")));
        QCOMPARE(TestUtil::countSeverity(parsed.diagnostics, Severity::Error), 0);
        const auto& topo = valueOf<TopoMatrix>(parsed);
        QCOMPARE(topo.matrix.labels, labels({ "GPU0", "GPU1", "GPU2" }));
        QCOMPARE(cell(topo.matrix, "GPU0", "GPU1"), QStringLiteral("NV2"));
        QCOMPARE(cell(topo.matrix, "GPU2", "GPU1"), QStringLiteral("NV2"));
        QCOMPARE(cell(topo.matrix, "GPU1", "GPU1"), QStringLiteral("X"));
        QCOMPARE(affinityOf(topo, "GPU2")->cpuAffinity, QStringLiteral("0-0"));
        QVERIFY(std::any_of(parsed.diagnostics.cbegin(), parsed.diagnostics.cend(), [](const Diagnostic& d) {
            return d.line == 1 && d.message.contains(u"\">>>\" from lines 1\u20136");
        }));
    }

    void fencedTopologyWithNics()
    {
        const ParsedInput parsed = parseAs("nvidia-smi-topo", TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/pasted-fenced-go-gpuallocator-17.txt")));
        const auto& topo = valueOf<TopoMatrix>(parsed);
        QCOMPARE(topo.matrix.size(), 10);
        QCOMPARE(cell(topo.matrix, "GPU6", "NIC0"), QStringLiteral("PHB"));
        QCOMPARE(cell(topo.matrix, "NIC1", "NIC0"), QStringLiteral("PIX"));
        QCOMPARE(affinityOf(topo, "GPU4")->cpuAffinity, QStringLiteral("56-111,168-223"));
    }

    void twoFencedBlocks()
    {
        const ParsedInput parsed
            = parseAs("nvidia-smi-topo", TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/pasted-fenced-two-blocks-lmdeploy-1944.txt")));
        const auto& topo = valueOf<TopoMatrix>(parsed);
        QCOMPARE(topo.matrix.labels.first(), QStringLiteral("GPU0"));
        QCOMPARE(topo.matrix.labels.last(), QStringLiteral("mlx5_7"));
        QCOMPARE(cell(topo.matrix, "GPU0", "GPU1"), QStringLiteral("NV12"));
        QCOMPARE(cell(topo.matrix, "GPU1", "mlx5_6"), QStringLiteral("PXB"));
        // The lines that are not the matrix are named by their line in the paste.
        QVERIFY(TestUtil::hasDiagnosticAt(parsed.diagnostics, 2)); // python3 -m lmdeploy check_env
        QVERIFY(TestUtil::hasDiagnosticAt(parsed.diagnostics, 6)); // NVIDIA Topology:
    }

    void p2pInsideDetails()
    {
        const ParsedInput parsed = parseAs("nvidia-smi-p2p", TestUtil::readFixture(QStringLiteral("nvidia-smi-p2p/pasted-details-fenced-club-3090-1229.txt")));
        QCOMPARE(TestUtil::countSeverity(parsed.diagnostics, Severity::Error), 0);
        const auto& p2p = valueOf<P2pMatrix>(parsed);
        QCOMPARE(p2p.matrix.labels, labels({ "GPU0", "GPU1" }));
        QCOMPARE(p2p.status(0, 1), P2pStatus::GpuNotSupported);
        QCOMPARE(p2p.status(1, 0), P2pStatus::GpuNotSupported);
    }

    void listBetweenPrompts()
    {
        const ParsedInput parsed = parseAs("lspci-list", TestUtil::readFixture(QStringLiteral("lspci-list/pasted-fenced-prompts-fpaste-3.txt")));
        QCOMPARE(TestUtil::countSeverity(parsed.diagnostics, Severity::Warning), 0);
        const auto& devices = valueOf<QList<PciDevice>>(parsed);
        QCOMPARE(devices.size(), 10);
        QCOMPARE(devices.first().bdf.toShortString(), QStringLiteral("00:00.0"));
        QCOMPARE(devices.first().className, QStringLiteral("Host bridge"));
        QCOMPARE(devices.last().bdf.toShortString(), QStringLiteral("00:06.0"));
        QVERIFY(TestUtil::hasDiagnosticAt(parsed.diagnostics, 13, Severity::Info)); // the prompt after it
    }

    void iommuGroupFromIssue()
    {
        const ParsedInput parsed = parseAs("iommu-groups", TestUtil::readFixture(QStringLiteral("iommu-groups/pasted-fenced-issue-kata-6663.txt")));
        QCOMPARE(TestUtil::countSeverity(parsed.diagnostics, Severity::Error), 0);
        const auto& listing = valueOf<IommuGroupListing>(parsed);
        QCOMPARE(listing.groups(), QList<int> { 44 });
        QCOMPARE(listing.members.size(), 3);
        QCOMPARE(listing.members[2].bdf.toShortString(), QStringLiteral("41:00.0"));
        QCOMPARE(listing.members[0].line, 5);
        QCOMPARE(listing.members[2].line, 7);
        // The second block is no listing: named by its own lines.
        QVERIFY(TestUtil::hasDiagnosticAt(parsed.diagnostics, 11));
        QVERIFY(TestUtil::hasDiagnosticAt(parsed.diagnostics, 12));
    }

    // The machine builder reads what was pasted through the normaliser, and what TopoLens
    // collected exactly as it came.
    void importedCapturesAreNormalisedCollectedOnesNot()
    {
        const QByteArray quoted = TestUtil::readFixture(QStringLiteral("nvidia-smi-topo/pasted-email-quoted-kvm-isolate-nvlink.txt"));
        MachineSnapshot snapshot;
        RawCapture pasted;
        pasted.id = QStringLiteral("import-1");
        pasted.command = QStringLiteral("pasted");
        pasted.format = QStringLiteral("nvidia-smi-topo");
        pasted.stdoutData = quoted;
        snapshot.captures.append(pasted);
        Machine machine = buildMachine(snapshot);
        QVERIFY(machine.topo);
        QCOMPARE(machine.topo->matrix.labels, labels({ "GPU0", "GPU1", "GPU2" }));
        QVERIFY(std::any_of(machine.diagnostics.cbegin(), machine.diagnostics.cend(), [](const CaptureDiagnostic& d) {
            return d.captureId == u"import-1" && d.diagnostic.severity == Severity::Info && d.diagnostic.line == 1
                && d.diagnostic.message.contains(u"quote marks");
        }));

        snapshot.captures.first().id = QStringLiteral("nvidia-topo");
        snapshot.captures.first().command = QStringLiteral("nvidia-smi topo -m");
        machine = buildMachine(snapshot);
        QVERIFY(!machine.topo || machine.topo->matrix.labels.isEmpty());
    }

    void bigCleanInputTakesTheFastPath()
    {
        const QByteArray tree = TestUtil::readFixture(QStringLiteral("lspci-tree/h200-vm.txt"));
        QByteArray big;
        while (big.size() < 8 * 1024 * 1024)
            big += tree;
        QVERIFY(!normalisePaste(big).changed);
    }
};

QTEST_GUILESS_MAIN(TestPasteNormaliser)
#include "tst_pastenormaliser.moc"
