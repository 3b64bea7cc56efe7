// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens watch`: collect once, then sample the links again and again (docs/user-guide.md,
// "Watching links"). Each sample is a collection of its own of the link-health commands alone
// (sysfs link state and AER counters, the kernel log's PCIe lines), by the same CollectionJob as
// `collect`, so an SSH target reconnects with the same strict host keys every time. The snapshot
// is written after the collection and after every sample: a watch that is interrupted, or killed,
// keeps what arrived.
#include "clisupport.h"
#include "collectoptions.h"
#include "watchoptions.h"

#include "collect/watchjob.h"
#include "io/snapshotfile.h"
#include "model/formatid.h"
#include "parse/prometheus/prometheus.h"
#include "util/lookup.h"
#include "util/tr.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QThread>
#include <QTimer>

#include <algorithm>

#include <atomic>
#include <csignal>

namespace Topo::Cli {

namespace {

std::atomic_bool watchInterrupted { false };

extern "C" void stopWatching(int)
{
    watchInterrupted = true;
}

/// Where --from-prometheus takes its samples: one instance's series, placed on a machine of a
/// collection made before.
struct PrometheusSource
{
    QString url;      // the Prometheus server, http(s)://HOST:PORT
    QString instance; // its `instance` label for the node_exporter of the watched machine
    QString snapshot; // the collection of that machine
    QString machine;  // which of the snapshot's machines (its label); empty: the first
    QString output;
};

/// The PromQL selector of node_exporter's link series of one instance, its value escaped as the
/// language's strings are: the instance is the user's text, and it goes to Prometheus only, as
/// one argument of a local curl (no shell).
QString pcideviceSelector(const QString& instance)
{
    QString escaped = instance;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\"")).replace(u'\n', QStringLiteral("\\n"));
    return QStringLiteral("{__name__=~\"node_pcidevice_(current|max)_link_(transfers_per_second|width)\",instance=\"%1\"}").arg(escaped);
}

/// One sample from Prometheus: its federation endpoint's latest values of the link series, the
/// answer kept byte for byte as a prometheus-pcidevice capture.
RawCapture prometheusSample(const PrometheusSource& source)
{
    const QString url = source.url.endsWith(u'/') ? source.url + QStringLiteral("federate") : source.url + QStringLiteral("/federate");
    const QStringList arguments { QStringLiteral("-sS"), QStringLiteral("--fail"), QStringLiteral("--max-time"), QStringLiteral("10"),
        QStringLiteral("-G"), url, QStringLiteral("--data-urlencode"), QStringLiteral("match[]=") + pcideviceSelector(source.instance) };
    RawCapture capture;
    capture.id = FormatId::prometheusPcidevice.toString();
    capture.format = capture.id;
    capture.command = QStringLiteral("curl ") + arguments.join(u' ');
    QElapsedTimer clock;
    clock.start();
    QProcess curl;
    curl.start(QStringLiteral("curl"), arguments);
    if (!curl.waitForStarted(10000)) {
        capture.status = CaptureStatus::ToolMissing;
        capture.statusDetail = Tr::tr("curl did not start: %1").arg(curl.errorString());
        return capture;
    }
    curl.closeWriteChannel();
    if (!curl.waitForFinished(30000))
        curl.kill();
    curl.waitForFinished(1000);
    capture.stdoutData = curl.readAllStandardOutput();
    capture.stderrData = curl.readAllStandardError();
    capture.exitCode = curl.exitStatus() == QProcess::NormalExit ? curl.exitCode() : -1;
    capture.durationMs = clock.elapsed();
    if (capture.exitCode != 0) {
        capture.status = CaptureStatus::Failed;
        capture.statusDetail = QString::fromUtf8(capture.stderrData).trimmed().left(300);
    }
    return capture;
}

/// `watch --from-prometheus`: the samples come from Prometheus, the machine from --snapshot.
int runPrometheusWatch(const WatchOptions& watch, const QStringList& args)
{
    PrometheusSource source;
    const Status arguments = readArguments(args,
        { .command = u"watch --from-prometheus",
            .options = { { u"--from-prometheus", &source.url }, { u"--instance", &source.instance }, { u"--snapshot", &source.snapshot },
                { u"--machine", &source.machine }, { u"-o", &source.output }, { u"--output", &source.output } } });
    if (!arguments)
        return usage(arguments.error());
    if (!source.url.startsWith(u"http://") && !source.url.startsWith(u"https://"))
        return usage(Tr::tr("--from-prometheus needs the server's URL, http://HOST:PORT, not \"%1\"").arg(source.url.left(80)));
    if (source.instance.isEmpty())
        return usage(Tr::tr("--from-prometheus needs --instance: the instance label of the watched machine's node_exporter "
                            "(HOST:9100)"));
    if (source.snapshot.isEmpty())
        return usage(Tr::tr("--from-prometheus needs --snapshot FILE: a collection of the machine whose links Prometheus has "
                            "(topolens collect)"));
    if (!watch.load.isEmpty())
        return usage(Tr::tr("--load goes with --local; start the load on the watched machine yourself"));
    if (source.output.isEmpty())
        return usage(Tr::tr("watch needs -o WATCH.json"));
    if (const Status writable = checkOutputFolder(source.output); !writable) {
        print(stderr, u"topolens: " + writable.error() + u'\n');
        return Failure;
    }
    Result<Snapshot> read = openWholeSnapshot(source.snapshot);
    if (!read) {
        print(stderr, u"topolens: " + read.error() + u'\n');
        return Failure;
    }
    Snapshot snapshot = std::move(*read);
    qsizetype machine = snapshot.machines.isEmpty() ? -1 : 0;
    if (const MachineSnapshot* named = source.machine.isEmpty() ? nullptr : findBy(snapshot.machines, &MachineSnapshot::label, source.machine))
        machine = named - snapshot.machines.constData();
    else if (!source.machine.isEmpty())
        machine = -1;
    if (machine < 0) {
        print(stderr, u"topolens: " + Tr::tr("%1 has no machine %2").arg(source.snapshot, source.machine) + u'\n');
        return Failure;
    }
    snapshot.title = Tr::tr("Watch of %1 from Prometheus").arg(snapshot.machines[machine].label);

    watchInterrupted = false;
    std::signal(SIGINT, stopWatching);
    std::signal(SIGTERM, stopWatching);
    QElapsedTimer clock;
    clock.start();
    const qint64 intervalMs = qint64(watch.intervalSeconds * 1000);
    const qint64 durationMs = qint64(watch.durationSeconds * 1000);
    int taken = 0;
    bool failed = false;
    while (!watchInterrupted && (watch.samples == 0 || taken < watch.samples) && (durationMs == 0 || clock.elapsed() < durationMs)) {
        const qint64 started = clock.elapsed();
        const QDateTime at = QDateTime::currentDateTimeUtc();
        const RawCapture capture = prometheusSample(source);
        snapshot.machines[machine].samples.append({ at, false, { capture } });
        ++taken;
        if (const Status saved = saveSnapshot(snapshot, source.output); !saved) {
            print(stderr, u"topolens: " + saved.error() + u'\n');
            failed = true;
            break;
        }
        const ParseResult<PciTree> links = parsePrometheusPcidevice(capture.stdoutData);
        QString what = capture.status != CaptureStatus::Ok
            ? capture.statusDetail
            : Tr::tr("%n function(s) with link series", "", int(links.value.devices.size()));
        if (capture.status == CaptureStatus::Ok && links.value.devices.isEmpty())
            what += u"; " + Tr::tr("Prometheus has no node_pcidevice series of %1 (node_exporter 1.9 or later, with "
                                   "--collector.pcidevice)").arg(source.instance);
        print(stderr, Tr::tr("sample %1 at %2 UTC: %3").arg(taken).arg(at.toString(QStringLiteral("HH:mm:ss")), what) + u'\n');
        while (!watchInterrupted && clock.elapsed() - started < intervalMs)
            QThread::msleep(50);
    }
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (failed)
        return Failure;
    print(stderr, Tr::tr("saved %1: the collection and %n sample(s)", "", taken).arg(source.output) + u'\n');
    return watchInterrupted ? Cancelled : Ok;
}

} // namespace

int runWatch(const QStringList& args)
{
    const Result<WatchOptions> read = readWatchOptions(args, u"watch");
    if (!read)
        return usage(read.error());
    const WatchOptions& watch = *read;
    const bool fromPrometheus = std::any_of(watch.otherArguments.cbegin(), watch.otherArguments.cend(),
        [](const QString& a) { return a == u"--from-prometheus" || a.startsWith(u"--from-prometheus="); });
    if (fromPrometheus)
        return runPrometheusWatch(watch, watch.otherArguments);
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
