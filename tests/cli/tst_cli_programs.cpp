// SPDX-License-Identifier: GPL-3.0-or-later
// Which program runs a command line (app/programs.h, read by the launcher without Qt) agrees
// with the subcommand table: a command that draws never goes to topolens-cli, which could not
// run it, and one that never draws goes there, so a script pays for Qt Core only.
#include "cli.h"
#include "programs.h"

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
            QVERIFY2(listedHeadless(s.name) == !s.draws, s.name);
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
        QVERIFY(headless({ "--version" }));
        QVERIFY(headless({ "fleet", "check", "run", "--baseline", "b.json" }));
        QVERIFY(headless({ "fleet", "report", "run", "--json" }));
        QVERIFY(headless({ "fleet", "import", "notes.html", "-o", "run" })); // only a report draws
        QVERIFY(!headless({ "fleet", "report", "run", "-o", "review.html" }));
        QVERIFY(!headless({ "fleet", "report", "run", "-o", "review.PDF" }));
        QVERIFY(!headless({}));                     // the window on the demo
        QVERIFY(!headless({ "box.topolens.json" })); // the window on a file
        QVERIFY(!headless({ "export", "demo", "-o", "x.svg" }));
        QVERIFY(!headless({ "report", "demo", "-o", "x.html" }));
        QVERIFY(!headless({ "--lang", "de" }));
    }
};

QTEST_GUILESS_MAIN(TestCliPrograms)
#include "tst_cli_programs.moc"
