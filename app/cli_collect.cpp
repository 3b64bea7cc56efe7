// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens collect`: the options (app/collectoptions.cpp) become a CollectionRequest, the
// collection itself is core's (collectionTargets() and CollectionJob, as in the GUI); here are
// the terminal's part: progress lines, questions on the terminal, and the summary.
#include "clisupport.h"
#include "collectoptions.h"

#include "collect/collectionjob.h"
#include "io/snapshotfile.h"
#include "util/tr.h"

#include <QEventLoop>
#include <QLocale>
#include <QMap>
#include <QMutex>

#include <array>
#include <cstdio>

#include <termios.h>
#include <unistd.h>

namespace Topo::Cli {

namespace {

/// Answers password, passphrase and keyboard-interactive questions on the terminal, never
/// echoing secrets. Without a terminal on standard input it declines: the CLI never waits for
/// input a script cannot give. Called from the collecting threads, one question at a time.
class TerminalPrompter
{
public:
    TerminalPrompter() : m_haveTerminal(::isatty(STDIN_FILENO) == 1) { }

    bool ask(const QString& machine, const AuthPrompt& prompt, Secret* answer)
    {
        QMutexLocker locker(&m_mutex);
        if (!m_haveTerminal) {
            m_declined = true;
            return false;
        }
        // Echo goes off before the question appears (as OpenSSH's readpassphrase does), so
        // nothing typed in answer to it can be shown.
        termios saved {};
        const bool hideInput = !prompt.echo && ::tcgetattr(STDIN_FILENO, &saved) == 0;
        if (hideInput) {
            termios silent = saved;
            silent.c_lflag &= ~tcflag_t(ECHO);
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
        }
        if (!prompt.instruction.isEmpty())
            print(stderr, machine + u": " + prompt.instruction + u'\n');
        print(stderr, machine + u": " + prompt.text + u' ');
        std::fflush(stderr);
        // Read byte by byte into a fixed buffer: no stdio or Qt buffer keeps a copy.
        std::array<char, 1024> line {};
        std::size_t length = 0;
        char c = 0;
        bool gotLine = false;
        while (::read(STDIN_FILENO, &c, 1) == 1) {
            if (c == '\n') {
                gotLine = true;
                break;
            }
            if (length + 1 < line.size())
                line[length++] = c;
        }
        c = 0;
        if (hideInput) {
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
            print(stderr, QStringLiteral("\n"));
        }
        if (gotLine)
            answer->assign(line.data(), length);
        wipeMemory(line.data(), line.size());
        return gotLine;
    }

    /// A question came while standard input was no terminal.
    bool declinedForLackOfTerminal() const
    {
        QMutexLocker locker(&m_mutex);
        return m_declined;
    }

private:
    const bool m_haveTerminal;
    mutable QMutex m_mutex;
    bool m_declined = false;
};

QString captureSummary(const RawCapture& capture)
{
    const QString size = QLocale().formattedDataSize(capture.stdoutData.size(), 1);
    const QString seconds = QString::number(double(capture.durationMs) / 1000.0, 'f', 1);
    QString text = captureStatusName(capture.status) + u" (" + Tr::tr("%1 s, %2").arg(seconds, size) + u')';
    if (!capture.statusDetail.isEmpty())
        text += u": " + capture.statusDetail;
    return text;
}

QString countsSummary(const QList<RawCapture>& captures)
{
    QMap<QString, int> counts;
    for (const RawCapture& capture : captures)
        ++counts[captureStatusName(capture.status)];
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    return parts.join(QStringLiteral(", "));
}

} // namespace

int runCollect(const QStringList& args)
{
    const Result<CollectOptions> options = parseCollectOptions(args);
    if (!options)
        return usage(options.error());
    const QString& output = options->output;
    if (const Status writable = checkOutputFolder(output); !writable) {
        print(stderr, u"topolens: " + writable.error() + u'\n');
        return Failure;
    }
    const bool acceptNewHostKey = options->acceptNewHostKey;

    TerminalPrompter prompter;
    CollectionQuestions questions;
    questions.hostKey = [acceptNewHostKey](const CollectionTarget& machine, const HostKeyInfo& key) {
        if (!acceptNewHostKey)
            return HostKeyDecision::Reject;
        print(stderr, machine.name + u": "
                + Tr::tr("trusting the new %1 key %2 of %3 and saving it to %4")
                      .arg(key.keyTypeName(), key.fingerprint, key.host, key.knownHostsFile)
                + u'\n');
        return HostKeyDecision::AcceptAndSave;
    };
    questions.secret = [&prompter](const CollectionTarget& machine, const AuthPrompt& prompt, Secret* answer) {
        return prompter.ask(machine.name, prompt, answer);
    };
    CollectionJob job(collectionTargets(options->request), questions);
    QObject::connect(&job, &CollectionJob::connecting, &job, [&job](int machine, const QString& address) {
        const CollectionTarget& target = job.target(machine);
        if (target.ssh)
            print(stderr, target.name + u": " + Tr::tr("connecting to %1").arg(address) + u'\n');
    });
    QObject::connect(&job, &CollectionJob::connected, &job, [&job](int machine, const QString& address) {
        const CollectionTarget& target = job.target(machine);
        const int count = int(target.commands.size());
        print(stderr, target.name + u": "
                + Tr::tr("running %n command(s) on %1", "", count).arg(target.ssh ? address : Tr::tr("this machine")) + u'\n');
    });
    QObject::connect(&job, &CollectionJob::commandFinished, &job, [&job](int machine, int index, const RawCapture& capture) {
        // Commands that never ran are counted in the summary, not listed one by one.
        if (capture.status == CaptureStatus::NotRun)
            return;
        const CollectionTarget& target = job.target(machine);
        print(stderr, QStringLiteral("%1: [%2/%3] %4: ").arg(target.name).arg(index + 1).arg(target.commands.size()).arg(capture.id)
                + captureSummary(capture) + u'\n');
    });
    QEventLoop loop;
    QObject::connect(&job, &CollectionJob::finished, &loop, &QEventLoop::quit);
    job.start();
    if (!job.isFinished())
        loop.exec();

    bool anyConnected = false;
    bool complete = true;
    for (int i = 0; i < job.machineCount(); ++i) {
        const CollectionTarget& target = job.target(i);
        const CollectResult result = job.result(i);
        anyConnected = anyConnected || result.connected;
        complete = complete && result.isComplete();
        if (!result.connected) {
            print(stderr, u"topolens: " + target.name + u": " + result.error + u'\n');
            if (job.askedAboutHostKey(i) && !acceptNewHostKey)
                print(stderr, u"topolens: " + Tr::tr("check the fingerprint, then run again with --accept-new-host-key to "
                                                     "trust the key and save it")
                        + u'\n');
            continue;
        }
        print(stderr, target.name + u": " + countsSummary(result.machine.captures) + u'\n');
        if (!result.error.isEmpty())
            print(stderr, u"topolens: " + target.name + u": " + result.error + u'\n');
    }
    if (prompter.declinedForLackOfTerminal())
        print(stderr, u"topolens: " + Tr::tr("a password or passphrase was asked for, but standard input is not a terminal; "
                                             "use a key without a passphrase or an ssh-agent, or run collect in a terminal")
                + u'\n');
    const Snapshot snapshot = job.snapshot();
    if (!anyConnected) {
        print(stderr, u"topolens: " + Tr::tr("nothing was collected; %1 was not written").arg(output) + u'\n');
        return Failure;
    }
    if (const Status saved = saveSnapshot(snapshot, output); !saved) {
        print(stderr, u"topolens: " + saved.error() + u'\n');
        return Failure;
    }
    if (!complete) {
        print(stderr, u"topolens: " + Tr::tr("saved %1, but the collection is incomplete (see above)").arg(output) + u'\n');
        return Failure;
    }
    print(stderr, Tr::tr("saved %1").arg(output) + u'\n');
    return Ok;
}

} // namespace Topo::Cli
