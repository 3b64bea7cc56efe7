// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens fleet collect NODESET --via clush|pdsh|ansible|srun`: the engine runs the fixed
// collector on every node (core/collect/fleet/), the nodes' armoured bundles are decoded
// (io/fleetcollectresult.h) and the run folder written (io/fleetrunfolder.h). Here: the options,
// progress on standard error, Ctrl-C, and the summary. With --guests, the hosts and the guests
// run side by side as two engine runs (each collector is told its role) into one folder, so
// pairing sees both. `fleet watch` is the same collection, then every interval the collector's
// --watch-sample on every node, each sample written into the run folder as it arrives.
#include "clisupport.h"
#include "watchoptions.h"

#include "collect/commandplan.h"
#include "collect/fleet/fleetcollection.h"
#include "collect/shellcollector.h"
#include "io/fleetcollectresult.h"
#include "io/fleetrunfolder.h"
#include "util/tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QMap>
#include <QThread>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

#include <csignal>
#include <cstdio>

namespace Topo::Cli {

namespace {

volatile std::sig_atomic_t interrupted = 0;

extern "C" void onInterrupt(int)
{
    interrupted = 1;
}

/// Ctrl-C and SIGTERM set `interrupted` while it lives (the loops look at the flag), then the
/// handlers before it come back.
class InterruptFlag
{
public:
    InterruptFlag()
    {
        interrupted = 0;
        struct sigaction action {};
        action.sa_handler = onInterrupt;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &m_previousInt);
        ::sigaction(SIGTERM, &action, &m_previousTerm);
    }
    ~InterruptFlag()
    {
        ::sigaction(SIGINT, &m_previousInt, nullptr);
        ::sigaction(SIGTERM, &m_previousTerm, nullptr);
    }
    InterruptFlag(const InterruptFlag&) = delete;
    InterruptFlag& operator=(const InterruptFlag&) = delete;

private:
    struct sigaction m_previousInt {};
    struct sigaction m_previousTerm {};
};

Result<int> positiveNumber(const QString& text, const QString& option)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value <= 0)
        return fail(Tr::tr("%1 must be a positive whole number, not \"%2\"").arg(option, text.left(40)));
    return value;
}

// The run folder: RUNS_DIR/<UTC timestamp>, with a suffix where two runs start in one second.
QString newRunFolder(const QString& runsDir, QString* id)
{
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    *id = stamp;
    for (int n = 2; QDir(runsDir).exists(*id); ++n)
        *id = stamp + u'-' + QString::number(n);
    return QDir(runsDir).filePath(*id);
}

// The guests' nodes joined to the hosts' run. A name in both sets keeps the host under it and
// the guest as NAME.guest, so neither is lost.
void addGuests(DecodedFleetRun* into, DecodedFleetRun guests)
{
    FleetRun& run = into->run;
    run.nodeset += QStringLiteral(" + ") + guests.run.nodeset;
    run.commandLine << QStringLiteral(";") << guests.run.commandLine;
    run.startedAt = std::min(run.startedAt, guests.run.startedAt);
    run.finishedAt = std::max(run.finishedAt, guests.run.finishedAt);
    for (FleetNode& node : guests.run.nodes) {
        QByteArray raw = guests.rawByNode.take(node.name);
        if (run.node(node.name)) {
            node.detail = (node.detail.isEmpty() ? QString() : node.detail + QStringLiteral("; "))
                + Tr::tr("also named among the hosts; kept as %1.guest").arg(node.name);
            node.name += QStringLiteral(".guest");
        }
        into->rawByNode.insert(node.name, raw);
        run.nodes << std::move(node);
    }
    // Node order: readFleetRunFolder sorts by name.
}

// What the command line asked for.
struct CollectArguments
{
    QList<FleetCollectOptions> runs; // one engine run per role: the hosts (the node set), and the guests
    bool printCommand = false;
    bool printFullCommand = false;   // --print-command=full: the collector script written out
    QString runsDir;
};

// Reads and checks the options; the error is what usage() says. `command`: fleet collect, or
// fleet watch, which takes its options besides its own.
Result<CollectArguments> readFleetCollectArguments(const QStringList& args, const char16_t* command = u"fleet collect")
{
    CollectArguments out;
    FleetCollectOptions options;
    QString via = QStringLiteral("clush");
    QString role;
    QString guests;
    QString fanout;
    QString connectTimeout;
    QString commandTimeout;
    QString maxOutput;
    QStringList positional;
    const Status arguments = readArguments(args,
        { .command = command,
            .options = { { u"--via", &via },
                { u"--role", &role },
                { u"--guests", &guests },
                { u"-i", &options.inventory },
                { u"--inventory", &options.inventory },
                { u"--fanout", &fanout },
                { u"--connect-timeout", &connectTimeout },
                { u"--command-timeout", &commandTimeout },
                { u"--remote-collector", &options.remoteCollector },
                { u"--max-node-output", &maxOutput },
                { u"--ssh-option", nullptr, nullptr, &options.sshOptions },
                { u"--print-command", nullptr, &out.printCommand },
                { u"--print-command=full", nullptr, &out.printFullCommand },
                { u"-o", &out.runsDir },
                { u"--output", &out.runsDir } },
            .operands = &positional });
    if (!arguments)
        return fail(arguments.error());
    out.printCommand = out.printCommand || out.printFullCommand;
    if (positional.size() != 1)
        return fail(Tr::tr("%1 takes one node set (in the engine's syntax: gpu[001-512], @group, an Ansible pattern)")
                        .arg(QString::fromUtf16(command)));
    options.nodeset = positional.first();
    options.engine = via;
    if (!guests.isEmpty() && !role.isEmpty())
        return fail(Tr::tr("--guests names the guests, so the node set is the hosts: leave out --role"));
    if (!role.isEmpty()) {
        const std::optional<MachineRole> r = machineRoleFromName(role);
        if (!r || *r == MachineRole::BareMetal)
            return fail(Tr::tr("--role must be host or guest, not \"%1\"").arg(role.left(40)));
        options.role = *r;
    }
    const std::pair<const QString*, int*> numbers[] = {
        { &fanout, &options.fanout }, { &connectTimeout, &options.connectTimeoutS }, { &commandTimeout, &options.commandTimeoutS } };
    const QStringList numberNames = { QStringLiteral("--fanout"), QStringLiteral("--connect-timeout"), QStringLiteral("--command-timeout") };
    int n = 0;
    for (const auto& [text, target] : numbers) {
        const QString& name = numberNames[n++];
        if (text->isEmpty())
            continue;
        const Result<int> value = positiveNumber(*text, name);
        if (!value)
            return fail(value.error());
        *target = *value;
    }
    if (!maxOutput.isEmpty()) {
        const Result<int> mib = positiveNumber(maxOutput, QStringLiteral("--max-node-output"));
        if (!mib)
            return fail(mib.error());
        options.maxNodeOutputBytes = qint64(*mib) << 20;
    }
    if (Status s = checkFleetOptions(options); !s)
        return fail(s.error());
    out.runs = { options };
    if (!guests.isEmpty()) {
        out.runs.first().role = MachineRole::Host;
        FleetCollectOptions guestOptions = options;
        guestOptions.nodeset = guests;
        guestOptions.role = MachineRole::Guest;
        if (Status s = checkFleetOptions(guestOptions); !s)
            return fail(s.error());
        out.runs << guestOptions;
    }
    return out;
}

// For people who launch it by hand; the per-host files Ansible needs go to ./topolens-tree.
// The inline collector script is 7 KB of quoted shell: by default it stands as a placeholder a
// person can read past, said on a comment line, and is written out on request.
void printCommands(const CollectArguments& arguments)
{
    const FleetCollectOptions& options = arguments.runs.first();
    const FleetEngine* engine = fleetEngine(options.engine);
    const bool inlineScript = options.remoteCollector.isEmpty();
    const QString placeholder = QStringLiteral("<topolens collector-script>");
    QString text;
    if (inlineScript && !arguments.printFullCommand)
        text += Tr::tr("# %1 stands for the collector script that command prints (%2 bytes of read-only POSIX sh),\n"
                       "# which goes inline; --print-command=full writes it out in the line.\n")
                    .arg(placeholder)
                    .arg(standaloneCollectorScript().size());
    for (const FleetCollectOptions& o : arguments.runs) {
        const QString remote = fleetRemoteCommand(o, inlineScript && !arguments.printFullCommand ? placeholder : QString());
        text += shellCommandLine(engine->command(o, remote, QStringLiteral("topolens-tree"))) + u'\n';
    }
    print(stdout, text);
}

using Collections = std::vector<std::unique_ptr<FleetCollection>>;

// Runs the engines side by side until all have finished, with progress on standard error
// (each line begins with `what`); Ctrl-C ends the engines' whole process groups, and what
// arrived is kept. Returns whether Ctrl-C ended them.
bool runCollections(const Collections& collections, const QList<FleetCollectOptions>& runs, const QString& folder,
    const QString& what = QStringLiteral("fleet collect"))
{
    bool cancelled = false;
    QEventLoop loop;
    int running = int(collections.size());
    QList<std::pair<int, int>> progressOf(int(collections.size()), { 0, 0 });
    QString lastProgress; // an engine may report the same count twice (its last node, its end): said once
    for (std::size_t c = 0; c < collections.size(); ++c) {
        FleetCollection* collection = collections[c].get();
        QObject::connect(collection, &FleetCollection::finished, &loop, [&] {
            if (--running == 0)
                loop.quit();
        });
        QObject::connect(collection, &FleetCollection::progress, &loop, [&, c](int done, int total) {
            progressOf[int(c)] = { done, total };
            int allDone = 0;
            int allTotal = 0;
            bool totalKnown = true;
            for (const auto& [d, t] : progressOf) {
                allDone += d;
                allTotal += t;
                totalKnown = totalKnown && t > 0;
            }
            const QString line = totalKnown ? Tr::tr("%1: %2 of %3 node(s) done").arg(what).arg(allDone).arg(allTotal)
                                            : Tr::tr("%1: %2 node(s) done").arg(what).arg(allDone);
            if (line != lastProgress)
                print(stderr, line + u'\n');
            lastProgress = line;
        });
    }
    const InterruptFlag flag;
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &loop, [&] {
        if (interrupted) {
            interrupted = 0;
            cancelled = true;
            print(stderr, Tr::tr("%1: cancelling; what arrived is kept").arg(what) + u'\n');
            for (const auto& collection : collections)
                collection->cancel();
        }
    });
    watch.start(100);
    for (const FleetCollectOptions& o : runs)
        print(stderr, Tr::tr("%1: %2 over %3, into %4").arg(what, o.engine, o.nodeset, folder) + u'\n');
    for (const auto& collection : collections)
        QTimer::singleShot(0, collection.get(), &FleetCollection::start);
    loop.exec();
    watch.stop();
    return cancelled;
}

// Decodes what the engines brought, writes the run folder and says how each node ended.
int writeRun(const Collections& collections, const QString& id, const QString& folder)
{
    std::optional<DecodedFleetRun> decoded;
    QByteArray engineLog;
    bool cancelled = false;
    for (const auto& collection : collections) {
        const FleetCollectionResult& result = collection->result();
        if (!result.failure.isEmpty()) {
            print(stderr, u"topolens: " + result.failure + u'\n');
            return Failure;
        }
        cancelled = cancelled || result.cancelled;
        DecodedFleetRun part = decodeFleetCollection(result, id);
        if (part.run.nodes.isEmpty()) {
            print(stderr, Tr::tr("topolens: %1 reported no node for %2; see its messages:").arg(result.options.engine, result.options.nodeset) + u'\n');
            print(stderr, QString::fromUtf8(result.engineLog.right(4000)));
        }
        if (collections.size() > 1)
            engineLog += "#topolens-fleet: " + machineRoleName(result.options.role).toUtf8() + " run over " + result.options.nodeset.toUtf8() + '\n';
        engineLog += result.engineLog;
        if (!decoded)
            decoded = std::move(part);
        else
            addGuests(&*decoded, std::move(part));
    }
    if (Status s = writeFleetRunFolder(folder, decoded->run, decoded->rawByNode, engineLog); !s) {
        print(stderr, u"topolens: " + s.error() + u'\n');
        return Failure;
    }
    QMap<NodeOutcome, int> counts;
    for (const FleetNode& node : decoded->run.nodes) {
        ++counts[node.outcome];
        if (node.outcome != NodeOutcome::Ok)
            print(stdout, QStringLiteral("%1: %2%3\n").arg(node.name, nodeOutcomeName(node.outcome),
                                                            node.detail.isEmpty() ? QString() : u" (" + node.detail + u')'));
    }
    QStringList summary;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        summary << QStringLiteral("%1 %2").arg(it.value()).arg(nodeOutcomeName(it.key()));
    print(stdout, Tr::tr("%1: %n node(s): %2", nullptr, int(decoded->run.nodes.size())).arg(folder, summary.join(QStringLiteral(", "))) + u'\n');
    if (cancelled)
        return Cancelled;
    if (decoded->run.nodes.isEmpty() || counts.value(NodeOutcome::Ok) != decoded->run.nodes.size())
        return NotAsExpected;
    return Ok;
}

} // namespace

int runFleetCollect(const QStringList& args)
{
    const Result<CollectArguments> arguments = readFleetCollectArguments(args);
    if (!arguments)
        return usage(arguments.error());
    if (arguments->printCommand) {
        printCommands(*arguments);
        return Ok;
    }
    const QString runsDir = arguments->runsDir.isEmpty() ? QStringLiteral("topolens-runs") : arguments->runsDir;
    QString id;
    const QString folder = newRunFolder(runsDir, &id);
    Collections collections;
    for (const FleetCollectOptions& o : arguments->runs)
        collections.push_back(std::make_unique<FleetCollection>(o));
    runCollections(collections, arguments->runs, folder);
    return writeRun(collections, id, folder);
}

int runFleetWatch(const QStringList& args)
{
    const Result<WatchOptions> watch = readWatchOptions(args, u"fleet watch");
    if (!watch)
        return usage(watch.error());
    if (!watch->load.isEmpty())
        return usage(Tr::tr("fleet watch takes no --load: TopoLens sends no text of yours to the nodes' shells; start the "
                            "load on them yourself while the watch runs"));
    const Result<CollectArguments> arguments = readFleetCollectArguments(watch->otherArguments, u"fleet watch");
    if (!arguments)
        return usage(arguments.error());
    if (arguments->printCommand)
        return usage(Tr::tr("--print-command goes with fleet collect (a watch runs the same command, then the collector's "
                            "--watch-sample)"));
    const QString runsDir = arguments->runsDir.isEmpty() ? QStringLiteral("topolens-runs") : arguments->runsDir;
    QString id;
    const QString folder = newRunFolder(runsDir, &id);
    // The collection, once: a run folder as fleet collect writes it.
    Collections collections;
    for (const FleetCollectOptions& o : arguments->runs)
        collections.push_back(std::make_unique<FleetCollection>(o));
    const bool collectionCancelled = runCollections(collections, arguments->runs, folder, QStringLiteral("fleet watch"));
    const int collected = writeRun(collections, id, folder);
    if (collected == Failure || collectionCancelled || !QFileInfo::exists(folder + QStringLiteral("/run.json")))
        return collected;

    // Then the samples: the collector's --watch-sample on every node, into RUN/samples/.
    QList<FleetCollectOptions> sampling = arguments->runs;
    for (FleetCollectOptions& o : sampling)
        o.watchSample = true;
    QElapsedTimer clock;
    clock.start();
    const qint64 intervalMs = qint64(watch->intervalSeconds * 1000);
    const qint64 durationMs = qint64(watch->durationSeconds * 1000);
    const InterruptFlag flag; // between the samples too (each sample's collections take it over)
    bool cancelled = false;
    int taken = 0;
    qint64 lastGpuCounters = -1;
    while (!cancelled && (watch->samples == 0 || taken < watch->samples) && (durationMs == 0 || clock.elapsed() < durationMs)) {
        const qint64 started = clock.elapsed();
        const int number = taken + 1;
        const bool gpuCounters = lastGpuCounters < 0 || started - lastGpuCounters >= gpuCountersEveryMs;
        if (gpuCounters)
            lastGpuCounters = started;
        for (FleetCollectOptions& o : sampling)
            o.gpuCounters = gpuCounters;
        Collections samples;
        for (const FleetCollectOptions& o : sampling)
            samples.push_back(std::make_unique<FleetCollection>(o));
        if (runCollections(samples, sampling, folder, Tr::tr("fleet watch: sample %1").arg(number))) {
            cancelled = true; // a sample cut short says nothing the earlier ones did not
            break;
        }
        std::optional<DecodedFleetRun> decoded;
        for (const auto& sample : samples) {
            DecodedFleetRun part = decodeFleetCollection(sample->result(), id);
            if (!decoded)
                decoded = std::move(part);
            else
                addGuests(&*decoded, std::move(part));
        }
        const QHash<QString, QByteArray> outputs = decoded ? decoded->rawByNode : QHash<QString, QByteArray>();
        if (Status s = writeFleetWatchSample(folder, number, outputs); !s) {
            print(stderr, u"topolens: " + s.error() + u'\n');
            return Failure;
        }
        int answered = 0;
        if (decoded) {
            for (const FleetNode& node : decoded->run.nodes)
                answered += node.outcome == NodeOutcome::Ok ? 1 : 0;
        }
        taken = number;
        print(stderr, Tr::tr("fleet watch: sample %1 at %2 UTC: %3 of %n node(s) answered", nullptr,
                          decoded ? int(decoded->run.nodes.size()) : 0)
                          .arg(number)
                          .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("HH:mm:ss")))
                          .arg(answered)
                + u'\n');
        while (!interrupted && clock.elapsed() - started < intervalMs)
            QThread::msleep(50);
        cancelled = cancelled || interrupted;
    }
    print(stdout, Tr::tr("%1: the collection and %n sample(s)", nullptr, taken).arg(folder) + u'\n');
    return cancelled ? Cancelled : collected;
}

} // namespace Topo::Cli
