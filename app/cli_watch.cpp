// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens watch`: collect once, then sample the links again and again (docs/user-guide.md,
// "Watching links"). Each sample is a collection of its own of the link-health commands alone
// (sysfs link state and AER counters, the kernel log's PCIe lines), by the same CollectionJob as
// `collect`, so an SSH target reconnects with the same strict host keys every time. The snapshot
// is written after the collection and after every sample: a watch that is interrupted, or killed,
// keeps what arrived.
#include "clisupport.h"
#include "collectoptions.h"

#include "collect/watchjob.h"
#include "io/snapshotfile.h"
#include "util/tr.h"

#include <QDateTime>
#include <QEventLoop>
#include <QTimer>

#include <atomic>
#include <csignal>

namespace Topo::Cli {

namespace {

std::atomic_bool watchInterrupted { false };

extern "C" void stopWatching(int)
{
    watchInterrupted = true;
}

} // namespace

int runWatch(const QStringList& args)
{
    const Result<WatchOptions> read = readWatchOptions(args, u"watch");
    if (!read)
        return usage(read.error());
    const WatchOptions& watch = *read;
    const Result<CollectOptions> options = parseCollectOptions(watch.otherArguments, u"watch");
    if (!options)
        return usage(options.error());
    // A remote command is the plan's and nothing else: no text of the user's goes to a remote shell.
    if (!watch.load.isEmpty() && !options->request.local)
        return usage(Tr::tr("--load runs a command on this machine, so it goes with --local only; start the load on %1 "
                            "yourself while the watch runs")
                         .arg(options->request.host.host));
    const QString& output = options->output;
    if (const Status writable = checkOutputFolder(output); !writable) {
        print(stderr, u"topolens: " + writable.error() + u'\n');
        return Failure;
    }
    CollectionQuestions questions;
    const bool acceptNewHostKey = options->acceptNewHostKey;
    questions.hostKey = [acceptNewHostKey](const CollectionTarget&, const HostKeyInfo&) {
        return acceptNewHostKey ? HostKeyDecision::AcceptAndSave : HostKeyDecision::Reject;
    };
    watchInterrupted = false;
    std::signal(SIGINT, stopWatching);
    std::signal(SIGTERM, stopWatching);

    WatchSettings settings;
    settings.intervalMs = qint64(watch.intervalSeconds * 1000);
    settings.samples = watch.samples;
    settings.durationMs = qint64(watch.durationSeconds * 1000);
    settings.load = watch.load;
    WatchJob job(collectionTargets(options->request), settings, questions);
    bool failed = false;
    const auto save = [&] {
        if (const Status saved = saveSnapshot(job.snapshot(), output); !saved) {
            print(stderr, u"topolens: " + saved.error() + u'\n');
            failed = true;
            job.stop();
        }
    };
    QObject::connect(&job, &WatchJob::collectionFinished, [&] {
        for (int i = 0; i < job.machineCount(); ++i) {
            const CollectResult result = job.collectionResult(i);
            if (result.connected)
                continue;
            print(stderr, u"topolens: " + job.target(i).name + u": " + result.error + u'\n');
            if (job.askedAboutHostKey(i) && !acceptNewHostKey)
                print(stderr, u"topolens: " + Tr::tr("check the fingerprint, then run again with --accept-new-host-key to "
                                                     "trust the key and save it")
                        + u'\n');
        }
        if (job.anyConnected())
            save();
    });
    QObject::connect(&job, &WatchJob::sampleTaken, [&](int number, const QDateTime& at, bool underLoad, bool connected) {
        save();
        print(stderr, Tr::tr("sample %1 at %2 UTC%3: %4")
                          .arg(number)
                          .arg(at.toString(QStringLiteral("HH:mm:ss")))
                          .arg(underLoad ? Tr::tr(" (under load)") : QString())
                          .arg(connected ? Tr::tr("taken") : Tr::tr("could not connect"))
                + u'\n');
    });
    QObject::connect(&job, &WatchJob::loadFailed, [](const QString& error) { print(stderr, u"topolens: " + error + u'\n'); });
    QEventLoop loop;
    QObject::connect(&job, &WatchJob::finished, &loop, &QEventLoop::quit);
    QTimer poll; // a signal handler may only set a flag: the loop looks at it
    QObject::connect(&poll, &QTimer::timeout, &job, [&job] {
        if (watchInterrupted)
            job.stop();
    });
    poll.start(50);
    job.start();
    if (!job.isFinished())
        loop.exec();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!job.anyConnected()) {
        print(stderr, u"topolens: " + Tr::tr("nothing was collected; %1 was not written").arg(output) + u'\n');
        return Failure;
    }
    if (failed)
        return Failure;
    print(stderr, Tr::tr("saved %1: the collection and %n sample(s)", "", job.samplesTaken()).arg(output) + u'\n');
    return watchInterrupted ? Cancelled : Ok;
}

} // namespace Topo::Cli
