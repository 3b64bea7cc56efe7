// SPDX-License-Identifier: GPL-3.0-or-later
// Which program runs a command line (app/programs.h, read by the launcher without Qt) agrees
// with the subcommand table: a command that draws or opens SSH sessions never goes to
// topolens-cli, which could not run it, and one that needs Qt Core only goes there, so a script
// pays for Qt Core only.
#include "cli.h"
#include "programs.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

#include <algorithm>
#include <iterator>
#include <vector>

using namespace Topo;

namespace {

bool headless(std::initializer_list<const char*> words)
{
    std::vector<const char*> argv { "topolens" };
    argv.insert(argv.end(), words.begin(), words.end());
    return Programs::runsHeadless(int(argv.size()), argv.data());
}

bool listedHeadless(const char* name)
{
    return std::any_of(std::begin(Programs::headlessSubcommands), std::end(Programs::headlessSubcommands),
        [name](const char* listed) { return qstrcmp(listed, name) == 0; });
}

} // namespace

class TestCliPrograms : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everySubcommandGoesWhereItCanRun()
    {
        QVERIFY(Cli::subcommands().size() >= 10);
        for (const Cli::Subcommand& s : Cli::subcommands()) {
            // fleet draws only in `fleet report -o X.html|pdf`, below.
            if (qstrcmp(s.name, "fleet") == 0)
                continue;
            QVERIFY2(listedHeadless(s.name) == (s.needs == Cli::Needs::QtCore), s.name);
        }
        for (const char* name : Programs::headlessSubcommands) {
            if (name[0] != '-' && qstrcmp(name, "help") != 0)
                QVERIFY2(Cli::findSubcommand(QString::fromLatin1(name)), name);
        }
    }

    void commandLines()
    {
        QVERIFY(headless({ "parse", "paste.txt" }));
        QVERIFY(headless({ "--lang", "de", "diagnose", "demo" }));
        QVERIFY(headless({ "--lang=zh_CN", "nccl-topo", "demo" }));
        QVERIFY(!headless({ "--version" })); // it names libssh's version
        QVERIFY(!headless({ "collect", "--local", "-o", "box.json" }));
        QVERIFY(headless({ "fleet", "check", "run", "--baseline", "b.json" }));
        QVERIFY(headless({ "fleet", "report", "run", "--json" }));
        QVERIFY(headless({ "fleet", "import", "notes.html", "-o", "run" })); // only a report draws
        QVERIFY(!headless({ "fleet", "report", "run", "-o", "review.html" }));
        QVERIFY(!headless({ "fleet", "report", "run", "-o", "review.PDF" }));
        QVERIFY(!headless({}));                     // the window on the demo
        QVERIFY(!headless({ "box.topolens.json" })); // the window on a file
        // A topology's SVG and the DOT graph are drawn by core from the fonts' kept metrics;
        // PNG, PDF, the matrix and the benchmark pictures are painted by Qt.
        QVERIFY(headless({ "export", "demo", "-o", "x.svg" }));
        QVERIFY(headless({ "export", "demo", "--view", "host", "--theme", "dark", "-o", "X.SVG" }));
        QVERIFY(headless({ "export", "demo", "--view=guest", "--format", "svg", "-o", "-" }));
        QVERIFY(!headless({ "export", "demo", "--view", "matrix", "-o", "x.svg" }));
        QVERIFY(!headless({ "export", "demo", "--view", "heatmap", "-o", "x.svg" }));
        QVERIFY(!headless({ "export", "demo", "-o", "x.png" }));
        QVERIFY(!headless({ "export", "demo", "-o", "x.pdf" }));
        QVERIFY(!headless({ "export", "demo", "--format", "png", "-o", "x.svg" }));
        QVERIFY(headless({ "export", "demo", "-o", "x.dot" }));
        QVERIFY(headless({ "export", "demo", "-o", "X.GV" }));
        QVERIFY(headless({ "export", "demo", "--format", "dot", "-o", "-" }));
        QVERIFY(headless({ "export", "demo", "--format=DOT", "-o", "graph" }));
        QVERIFY(!headless({ "export", "demo", "--format", "pdf", "-o", "x.dot" })); // --format wins, as in the GUI
        QVERIFY(!headless({ "export", "demo", "-o", "dot" }));
        QVERIFY(!headless({ "report", "demo", "-o", "x.html" }));
        QVERIFY(!headless({ "--lang", "de" }));
    }

    // The launcher's allocator settings are for the TopoLens program alone: a fleet engine or a
    // local command it starts must see the caller's environment, and a caller's own setting wins.
    void theLauncherTunablesStopAtTheProgram()
    {
        qputenv("GLIBC_TUNABLES", Topo::Programs::mallocTunables);
        Topo::Programs::forgetLauncherTunables();
        QVERIFY(!qEnvironmentVariableIsSet("GLIBC_TUNABLES"));
        qputenv("GLIBC_TUNABLES", "glibc.malloc.arena_max=2");
        Topo::Programs::forgetLauncherTunables();
        QCOMPARE(qgetenv("GLIBC_TUNABLES"), QByteArray("glibc.malloc.arena_max=2"));
        qunsetenv("GLIBC_TUNABLES");
    }

    // What topolens-cli loads is what every headless command pays for at start. One stray
    // reference (a QObject's vtable in the layer's shared moc object was one) brings libssh back
    // with OpenSSL and Kerberos, a third of the start, and no other test would notice. Graphviz's
    // libraries are loaded where a graph is laid out or written (below), its renderers' (Pango,
    // Cairo) never: they come with plugins, which topolens-cli never asks for.
    void theHeadlessProgramLoadsNeitherGuiNorSsh()
    {
        const QDir programs = QFileInfo(QStringLiteral(TOPOLENS_BINARY)).dir();
        if (!programs.exists(QStringLiteral("topolens-gui")))
            QSKIP("built without the GUI: topolens-cli runs collect too, with libssh");
        const QString cli = programs.filePath(QStringLiteral("topolens-cli"));
        QProcess readelf;
        readelf.start(QStringLiteral("readelf"), { QStringLiteral("--dynamic"), cli });
        QVERIFY2(readelf.waitForFinished(30000) && readelf.exitCode() == 0, readelf.readAllStandardError().constData());
        const QString dynamic = QString::fromLocal8Bit(readelf.readAllStandardOutput());
        QVERIFY2(dynamic.contains(u"libQt6Core"), qPrintable(dynamic));
        for (const char* library : { "libQt6Gui", "libQt6Widgets", "libQt6Svg", "libssh", "libcrypto", "libpango", "libcairo", "libgvc", "libcgraph" })
            QVERIFY2(!dynamic.contains(QLatin1String(library)), library);
    }

    // Graphviz is loaded by the commands that lay a graph out or write one (12 % of a bare start,
    // core/layout/graphvizlibrary.h), and by no other: the C library's loader says which it
    // loads (LD_DEBUG=files).
    void graphvizLoadsWhereAGraphIsDrawnOnly()
    {
        const QString cli = QFileInfo(QStringLiteral(TOPOLENS_BINARY)).dir().filePath(QStringLiteral("topolens-cli"));
        const auto loads = [&](const QStringList& arguments) {
            QProcess run;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("files"));
            run.setProcessEnvironment(environment);
            run.start(cli, arguments);
            if (!run.waitForFinished(60000) || run.exitCode() != 0)
                qFatal("topolens-cli %s failed: %s", qPrintable(arguments.join(u' ')), run.readAllStandardError().constData());
            return run.readAllStandardError();
        };
        QVERIFY(!loads({ QStringLiteral("diagnose"), QStringLiteral("demo") }).contains("libgvc.so"));
        QVERIFY(!loads({ QStringLiteral("nccl-topo"), QStringLiteral("demo") }).contains("libgvc.so"));
        const QByteArray exported = loads({ QStringLiteral("export"), QStringLiteral("demo"), QStringLiteral("--format"),
            QStringLiteral("dot"), QStringLiteral("-o"), QStringLiteral("-") });
        QVERIFY(exported.contains("libgvc.so"));
        QVERIFY(exported.contains("libgvplugin_dot_layout.so") == false); // DOT is written, not laid out
    }
};

QTEST_GUILESS_MAIN(TestCliPrograms)
#include "tst_cli_programs.moc"
