// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens watch`: collect once, then sample the links again and again (docs/user-guide.md,
// "Watching links"). Each sample is a collection of its own of the link-health commands alone
// (sysfs link state and AER counters, the kernel log's PCIe lines), by the same CollectionJob as
// `collect`, so an SSH target reconnects with the same strict host keys every time. The snapshot
// is written after the collection and after every sample: a watch that is watchInterrupted, or killed,
// keeps what arrived.
#include "clisupport.h"
#include "collectoptions.h"

#include "collect/collectionjob.h"
#include "io/snapshotfile.h"
#include "collect/commandplan.h"
#include "util/tr.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <cmath>

namespace Topo::Cli {

namespace {

std::atomic_bool watchInterrupted { false };

extern "C" void stopWatching(int)
{
    watchInterrupted = true;
}

struct WatchOptions
{
    double intervalSeconds = 5;
    int samples = 0;           // 0: until --duration ends, or until watchInterrupted
    double durationSeconds = 0;
    QString load;              // a command run on this machine while the samples are taken
    QStringList collectArguments;
};

Result<double> positiveSeconds(const QString& text, const char16_t* option)
{
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (!ok || !std::isfinite(seconds) || seconds <= 0 || seconds > 7 * 24 * 3600)
        return fail(Tr::tr("%1 needs a number of seconds above 0, not \"%2\"").arg(QString::fromUtf16(option), text));
    return seconds;
}

/// Takes watch's own options out of the arguments; the rest are collect's.
Result<WatchOptions> readWatchOptions(const QStringList& args)
{
    WatchOptions out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const auto valueOf = [&](const char16_t* name) -> std::optional<QString> {
            const QString option = QString::fromUtf16(name);
            if (a == option)
                return i + 1 < args.size() ? std::optional(args[++i]) : std::optional(QString());
            if (a.startsWith(option + u'='))
                return a.mid(option.size() + 1);
            return std::nullopt;
        };
        if (const auto interval = valueOf(u"--interval")) {
            const Result<double> seconds = positiveSeconds(*interval, u"--interval");
            if (!seconds)
                return fail(seconds.error());
            out.intervalSeconds = *seconds;
        } else if (const auto duration = valueOf(u"--duration")) {
            const Result<double> seconds = positiveSeconds(*duration, u"--duration");
            if (!seconds)
                return fail(seconds.error());
            out.durationSeconds = *seconds;
        } else if (const auto count = valueOf(u"--samples")) {
            bool ok = false;
            out.samples = count->toInt(&ok);
            if (!ok || out.samples < 1)
                return fail(Tr::tr("--samples needs a count of 1 or more, not \"%1\"").arg(*count));
        } else if (const auto load = valueOf(u"--load")) {
            if (load->trimmed().isEmpty())
                return fail(Tr::tr("--load needs a command to run while the samples are taken"));
            out.load = *load;
        } else {
            out.collectArguments << a;
        }
    }
    if (out.samples == 0 && out.durationSeconds == 0)
        return fail(Tr::tr("watch needs --samples N or --duration SECONDS (or both: whichever ends first)"));
    return out;
}

/// Runs `targets` as one collection and waits; stops it when the watch is watchInterrupted.
Snapshot collectOnce(std::vector<CollectionTarget> targets, const CollectionQuestions& questions, bool* anyConnected)
{
    CollectionJob job(std::move(targets), questions);
    QEventLoop loop;
    QObject::connect(&job, &CollectionJob::finished, &loop, &QEventLoop::quit);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &job, [&job] {
        if (watchInterrupted)
            job.cancel();
    });
    poll.start(100);
    job.start();
    if (!job.isFinished())
        loop.exec();
    *anyConnected = false;
    for (int i = 0; i < job.machineCount(); ++i)
        *anyConnected = *anyConnected || job.result(i).connected;
    return job.snapshot();
}

/// Waits `ms`, or less when the watch is watchInterrupted.
void pauseWatch(qint64 ms)
{
    QElapsedTimer waited;
    waited.start();
    while (!watchInterrupted && waited.elapsed() < ms)
        QThread::msleep(std::min<qint64>(50, ms - waited.elapsed()));
}

} // namespace

int runWatch(const QStringList& args)
{
    const Result<WatchOptions> read = readWatchOptions(args);
    if (!read)
        return usage(read.error());
    const WatchOptions& watch = *read;
    const Result<CollectOptions> options = parseCollectOptions(watch.collectArguments, u"watch");
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

    // The collection, once: what every sample is read against.
    const std::vector<CollectionTarget> targets = collectionTargets(options->request);
    bool connected = false;
    Snapshot snapshot = collectOnce(targets, questions, &connected);
    if (!connected) {
        print(stderr, u"topolens: " + Tr::tr("nothing was collected; %1 was not written").arg(output) + u'\n');
        return Failure;
    }
    snapshot.title = Tr::tr("Watch of %1").arg(snapshot.machines.isEmpty() ? QString() : snapshot.machines.first().label);
    if (const Status saved = saveSnapshot(snapshot, output); !saved) {
        print(stderr, u"topolens: " + saved.error() + u'\n');
        return Failure;
    }
    // Each sample runs what changes while a machine runs (watchSamplePlan); lspci, nvidia-smi's
    // topology and the rest are the collection's, once.
    std::vector<CollectionTarget> sampling = targets;
    for (CollectionTarget& t : sampling)
        t.commands = watchSamplePlan();

    QProcess load;
    QElapsedTimer clock;
    clock.start();
    int taken = 0;
    const auto timeLeft = [&] { return watch.durationSeconds == 0 || clock.elapsed() < qint64(watch.durationSeconds * 1000); };
    while (!watchInterrupted && (watch.samples == 0 || taken < watch.samples) && timeLeft()) {
        // The first sample is taken idle; the load, if any, starts after it.
        if (taken == 1 && !watch.load.isEmpty() && load.state() == QProcess::NotRunning) {
            load.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            load.setStandardOutputFile(QProcess::nullDevice());
            load.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), watch.load });
            if (!load.waitForStarted(10000))
                print(stderr, u"topolens: " + Tr::tr("the load command did not start: %1").arg(load.errorString()) + u'\n');
        }
        const qint64 started = clock.elapsed();
        const bool underLoad = load.state() == QProcess::Running;
        const QDateTime at = QDateTime::currentDateTimeUtc();
        bool sampled = false;
        const Snapshot sample = collectOnce(sampling, questions, &sampled);
        if (watchInterrupted && taken > 0)
            break; // a sample cut short says nothing the earlier ones did not
        for (qsizetype m = 0; m < snapshot.machines.size() && m < sample.machines.size(); ++m)
            snapshot.machines[m].samples.append({ at, underLoad && load.state() == QProcess::Running, sample.machines[m].captures });
        ++taken;
        if (const Status saved = saveSnapshot(snapshot, output); !saved) {
            print(stderr, u"topolens: " + saved.error() + u'\n');
            return Failure;
        }
        print(stderr, Tr::tr("sample %1 at %2 UTC%3: %4")
                          .arg(taken)
                          .arg(at.toString(QStringLiteral("HH:mm:ss")))
                          .arg(underLoad ? Tr::tr(" (under load)") : QString())
                          .arg(sampled ? Tr::tr("taken") : Tr::tr("could not connect"))
                + u'\n');
        pauseWatch(qint64(watch.intervalSeconds * 1000) - (clock.elapsed() - started));
    }
    if (load.state() != QProcess::NotRunning) {
        load.terminate();
        if (!load.waitForFinished(5000))
            load.kill();
    }
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    print(stderr, Tr::tr("saved %1: the collection and %n sample(s)", "", taken).arg(output) + u'\n');
    return watchInterrupted ? Cancelled : Ok;
}

} // namespace Topo::Cli
