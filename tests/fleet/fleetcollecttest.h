// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The body of tst_cli_fleetcollect_{clush,pdsh,ansible}: the real engine over the loopback
// fleet of fleetharness.h, through the real `topolens fleet collect`, then the run folder read
// back and every host checked against the capture it answered from.
#include "fleetharness.h"

#include "io/fleetrunfolder.h"

#include <csignal>

namespace FleetCollectTest {

// The node set in the engine's own syntax: a ClusterShell range, or an Ansible pattern.
inline QString nodesetFor(const QString& engine, const FleetHarness::Fleet& fleet)
{
    return engine == u"ansible" ? QStringLiteral("gpu*") : fleet.nodeset();
}

inline QStringList collectArguments(const QString& engine, const FleetHarness::Fleet& fleet, const QString& runs)
{
    QStringList args = { QStringLiteral("fleet"), QStringLiteral("collect"), nodesetFor(engine, fleet), QStringLiteral("--via"), engine,
                         QStringLiteral("--fanout"), QStringLiteral("8"), QStringLiteral("--connect-timeout"), QStringLiteral("60"),
                         QStringLiteral("--command-timeout"), QStringLiteral("400"), QStringLiteral("--max-node-output"), QStringLiteral("4"),
                         QStringLiteral("--ssh-option"), fleet.sshOption(), QStringLiteral("-o"), runs };
    if (engine == u"ansible")
        args << QStringLiteral("-i") << fleet.path(QStringLiteral("inventory"));
    return args;
}

inline Topo::FleetCollectOptions optionsOf(const QString& engine)
{
    Topo::FleetCollectOptions o;
    o.engine = engine;
    o.commandTimeoutS = 400; // bounds a hang only: no node here is meant to time out
    return o;
}

inline void run(const QString& engine)
{
    FleetHarness::Fleet fleet;
    QString error;
    QVERIFY2(fleet.start(Topo::fleetRemoteCommand(optionsOf(engine)), &error), qPrintable(error));
    // Ansible keeps its temporary and control-socket files in the test's folder.
    qputenv("ANSIBLE_LOCAL_TEMP", fleet.path(QStringLiteral("ansible-tmp")).toLocal8Bit());
    qputenv("ANSIBLE_SSH_CONTROL_PATH_DIR", fleet.path(QStringLiteral("cp")).toLocal8Bit());
    qputenv("ANSIBLE_CONFIG", fleet.path(QStringLiteral("no-ansible.cfg")).toLocal8Bit());

    const QString runs = fleet.path(QStringLiteral("runs"));
    const TestUtil::CliRun cli = TestUtil::runTopolens(collectArguments(engine, fleet, runs));
    // 3: the folder is written, and not every node is ok (three are planted not to be).
    QVERIFY2(cli.exitCode == 3, cli.err.right(3000).constData());
    // Each count of progress is said once (issue 38: the last one came twice).
    QList<QByteArray> progress;
    for (const QByteArray& line : cli.err.split('\n')) {
        if (line.contains("node(s) done"))
            progress.append(line);
    }
    QVERIFY2(!progress.isEmpty(), cli.err.right(3000).constData());
    for (qsizetype i = 1; i < progress.size(); ++i)
        QVERIFY2(progress[i] != progress[i - 1], cli.err.right(3000).constData());
    const QStringList folders = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(folders.size(), 1);
    const QString folder = QDir(runs).filePath(folders.first());

    QStringList warnings;
    const Topo::Result<Topo::FleetRun> read = Topo::readFleetRunFolder(folder, &warnings);
    QVERIFY2(read.ok(), qPrintable(read.error()));
    const Topo::FleetRun& run = *read;
    QCOMPARE(run.engine, engine);
    QCOMPARE(run.nodeset, nodesetFor(engine, fleet));
    QCOMPARE(run.nodes.size(), fleet.hosts().size() + 1);

    for (const FleetHarness::Host& host : fleet.hosts()) {
        const Topo::FleetNode* node = run.node(host.name);
        QVERIFY2(node, qPrintable(host.name));
        const QByteArray what = (host.name + u" (" + host.source + u"): " + Topo::nodeOutcomeName(node->outcome) + u" " + node->detail).toUtf8();
        if (host.mode == FleetHarness::Mode::Flood) {
            QVERIFY2(node->outcome == Topo::NodeOutcome::Failed && node->detail.contains(QLatin1String("cap")), what.constData());
            // Raw kept up to the cap, not beyond.
            const qint64 rawSize = QFileInfo(folder + QStringLiteral("/raw/") + host.name + QStringLiteral(".out")).size();
            QVERIFY2(rawSize > (3 << 20) && rawSize <= (4 << 20) + 4096, QByteArray::number(rawSize).constData());
            continue;
        }
        if (host.mode == FleetHarness::Mode::Cut) {
            QVERIFY2(node->outcome == Topo::NodeOutcome::Partial, what.constData());
            QVERIFY2(node->machine && !node->machine->captures.isEmpty(), what.constData());
            continue;
        }
        QVERIFY2(node->outcome == Topo::NodeOutcome::Ok, what.constData());
        QVERIFY(node->machine);
        QVERIFY(QFile::exists(folder + QStringLiteral("/nodes/") + host.name + QStringLiteral(".bundle")));
        // Each host answered from its own capture: every plan command the capture holds came
        // back byte for byte.
        int matched = 0;
        for (const Topo::PlannedCommand& planned : Topo::commandPlan()) {
            const Topo::RawCapture* source = nullptr;
            for (const Topo::RawCapture& c : host.machine.captures) {
                if (c.command == planned.command)
                    source = &c;
            }
            const Topo::RawCapture* got = node->machine->capture(planned.id);
            if (!source || !got)
                continue;
            QVERIFY2(got->stdoutData == source->stdoutData, QByteArray(what + " capture " + planned.id.toUtf8()).constData());
            ++matched;
        }
        QVERIFY2(matched >= 3, QByteArray(what + " only " + QByteArray::number(matched) + " commands matched").constData());
    }
    // The planted x8 link arrived at its host only.
    const Topo::RawCapture* x8 = run.node(QStringLiteral("gpu04"))->machine->capture(QStringLiteral("lspci-verbose"));
    const Topo::RawCapture* x16 = run.node(QStringLiteral("gpu01"))->machine->capture(QStringLiteral("lspci-verbose"));
    QVERIFY(x8 && x16);
    QVERIFY(x8->stdoutData.contains("Width x8 "));
    QVERIFY(!x16->stdoutData.contains("Width x8 "));

    const Topo::FleetNode* unreachable = run.node(FleetHarness::unreachableHost());
    QVERIFY(unreachable);
    QVERIFY2(unreachable->outcome == Topo::NodeOutcome::Unreachable, qPrintable(unreachable->detail));
    QVERIFY(!unreachable->machine);
    QVERIFY2(unreachable->detail.contains(QLatin1String("refused"), Qt::CaseInsensitive), qPrintable(unreachable->detail));

    // The summary names every host that is not ok.
    for (const char* name : { "gpu17", "gpu18", "gpu19" })
        QVERIFY2(cli.out.contains(QByteArray(QByteArray(name) + ": ")), cli.out.constData());

    // --print-command: the plain engine command line, nothing run.
    const TestUtil::CliRun printed = TestUtil::runTopolens(collectArguments(engine, fleet, runs) << QStringLiteral("--print-command"));
    QCOMPARE(printed.exitCode, 0);
    QVERIFY(printed.out.contains(QByteArray(engine.toUtf8() + ' ')) || printed.out.startsWith(engine.toUtf8()) || printed.out.contains("PDSH_SSH_ARGS_APPEND"));
    QVERIFY(printed.out.contains("topolens-collect --armour --role host"));
    QCOMPARE(QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
}

// `fleet watch`: the collection, then two samples of every node (the collector's
// --watch-sample over the same engine), answered with the real H100 VM's sample and a real
// kernel log of a GPU root port's errors; the run folder holds them as each node's samples.
inline void runWatch(const QString& engine)
{
    FleetHarness::Fleet fleet;
    QString error;
    QVERIFY2(fleet.start(Topo::fleetRemoteCommand(optionsOf(engine)), &error), qPrintable(error));
    Topo::FleetCollectOptions sampleOptions = optionsOf(engine);
    sampleOptions.watchSample = true;
    fleet.allowCommand(QStringLiteral("watch"), Topo::fleetRemoteCommand(sampleOptions));
    sampleOptions.gpuCounters = true; // the first sample reads the GPUs' counters, then once a minute
    fleet.allowCommand(QStringLiteral("watch-gpu"), Topo::fleetRemoteCommand(sampleOptions));
    QList<Topo::RawCapture> sample;
    for (const Topo::PlannedCommand& planned : Topo::watchSamplePlan()) {
        Topo::RawCapture c;
        c.command = planned.command;
        c.exitCode = 0;
        c.stdoutData = TestUtil::readFixture(planned.id == u"pci-links" ? QStringLiteral("sysfs-pci/h100-vm-watch-sample.txt")
                                                                        : QStringLiteral("dmesg-pcie/syslog-gpu-root-port-data-link.txt"));
        sample << c;
    }
    Topo::RawCapture gpu;
    gpu.command = Topo::gpuCountersSampleCommand().command;
    gpu.exitCode = 0;
    gpu.stdoutData = TestUtil::readFixture(QStringLiteral("nvidia-smi-xml/h100-vm-gpu-replays.xml"));
    fleet.replayForAll(QList<Topo::RawCapture>(sample) << gpu);

    const QString runs = fleet.path(QStringLiteral("runs"));
    // Three hosts and the unreachable one: the collection of all nineteen is fleet collect's test.
    QStringList args = collectArguments(engine, fleet, runs);
    args[1] = QStringLiteral("watch");
    args[2] = QStringLiteral("gpu[01-03,%1]").arg(FleetHarness::unreachableHost().mid(3));
    args << QStringLiteral("--interval") << QStringLiteral("0.5") << QStringLiteral("--samples") << QStringLiteral("2");
    const TestUtil::CliRun cli = TestUtil::runTopolens(args);
    QVERIFY2(cli.exitCode == 3, cli.err.right(3000).constData()); // as fleet collect: not every node is ok
    QVERIFY2(cli.err.contains("fleet watch: sample 2 at "), cli.err.right(3000).constData());
    QVERIFY2(cli.out.contains("the collection and 2 sample(s)"), cli.out.constData());
    const QStringList folders = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(folders.size(), 1);
    const QString folder = QDir(runs).filePath(folders.first());
    QStringList warnings;
    const Topo::Result<Topo::FleetRun> read = Topo::readFleetRunFolder(folder, &warnings);
    QVERIFY2(read.ok(), qPrintable(read.error()));
    QCOMPARE(read->nodes.size(), 4);
    int watched = 0;
    for (const FleetHarness::Host& host : fleet.hosts()) {
        const Topo::FleetNode* node = read->node(host.name);
        if (!node)
            continue; // not in this watch's node set
        if (host.mode != FleetHarness::Mode::Normal || !node->machine)
            continue;
        const QList<Topo::WatchSample>& samples = node->machine->samples;
        QVERIFY2(samples.size() == 2, qPrintable(host.name + u": " + QString::number(samples.size()) + u" samples"));
        QVERIFY(samples[0].at.isValid() && samples[0].at <= samples[1].at);
        for (const Topo::WatchSample& s : samples) {
            QCOMPARE(s.captures[0].id, QStringLiteral("pci-links"));
            QCOMPARE(s.captures[0].stdoutData, sample[0].stdoutData);
            QCOMPARE(s.captures[1].id, QStringLiteral("dmesg-pcie"));
        }
        QCOMPARE(samples[0].captures.size(), 3); // the GPUs' counters: the first sample, then once a minute
        QCOMPARE(samples[0].captures[2].id, QStringLiteral("gpu-replays"));
        QCOMPARE(samples[0].captures[2].stdoutData, gpu.stdoutData);
        QCOMPARE(samples[1].captures.size(), 2);
        ++watched;
    }
    QCOMPARE(watched, 3);
    QVERIFY(!read->node(FleetHarness::unreachableHost())->machine);
    QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/samples/") + FleetHarness::unreachableHost()));
    // What the samples say reaches the report: the kernel log's root port errors, per node.
    const TestUtil::CliRun report = TestUtil::runTopolens({ QStringLiteral("fleet"), QStringLiteral("report"), folder, QStringLiteral("--json") });
    QVERIFY2(report.exitCode == 0, report.err.constData());
}

// Hosts and guests in one run (--guests): two engine runs side by side into one folder, each
// node collected by the collector of its role.
inline void runHostsAndGuests(const QString& engine)
{
    FleetHarness::Fleet fleet;
    QString error;
    Topo::FleetCollectOptions hosts = optionsOf(engine);
    Topo::FleetCollectOptions guests = optionsOf(engine);
    guests.role = Topo::MachineRole::Guest;
    QVERIFY2(fleet.start(Topo::fleetRemoteCommand(hosts), &error), qPrintable(error));
    fleet.allowCommand(QStringLiteral("guest"), Topo::fleetRemoteCommand(guests));

    const QString runs = fleet.path(QStringLiteral("runs"));
    QStringList args = { QStringLiteral("fleet"), QStringLiteral("collect"), QStringLiteral("gpu[01-03]"), QStringLiteral("--guests"),
                         QStringLiteral("gpu[10-12]"), QStringLiteral("--via"), engine, QStringLiteral("--connect-timeout"),
                         QStringLiteral("60"), QStringLiteral("--command-timeout"), QStringLiteral("400"), QStringLiteral("--ssh-option"),
                         fleet.sshOption(), QStringLiteral("-o"), runs };
    const TestUtil::CliRun cli = TestUtil::runTopolens(args);
    QVERIFY2(cli.exitCode == 0, QByteArray(cli.out + cli.err.right(1500)).constData());
    const QStringList folders = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(folders.size(), 1);
    const QString folder = QDir(runs).filePath(folders.first());
    QStringList warnings;
    const Topo::Result<Topo::FleetRun> read = Topo::readFleetRunFolder(folder, &warnings);
    QVERIFY2(read.ok(), qPrintable(read.error()));
    QCOMPARE(read->nodeset, QStringLiteral("gpu[01-03] + gpu[10-12]"));
    QStringList names;
    for (const Topo::FleetNode& node : read->nodes) {
        names << node.name;
        const bool isGuest = node.name >= u"gpu10";
        QCOMPARE(node.role, isGuest ? Topo::MachineRole::Guest : Topo::MachineRole::Host);
        QVERIFY2(node.outcome == Topo::NodeOutcome::Ok, qPrintable(node.name + u": " + node.detail));
        // The collector itself was told the role: its bundle says so.
        const QByteArray bundle = TestUtil::readFile(folder + QStringLiteral("/nodes/") + node.name + QStringLiteral(".bundle"));
        QVERIFY2(bundle.contains(isGuest ? "#role guest\n" : "#role host\n"), qPrintable(node.name));
    }
    QCOMPARE(names, (QStringList { QStringLiteral("gpu01"), QStringLiteral("gpu02"), QStringLiteral("gpu03"), QStringLiteral("gpu10"),
                                   QStringLiteral("gpu11"), QStringLiteral("gpu12") }));
    const QByteArray log = TestUtil::readFile(folder + QStringLiteral("/engine.log"));
    QVERIFY2(log.contains("guest run over gpu[10-12]"), log.left(2000).constData());

    // Both engine command lines, one per role, and --role beside --guests refused.
    const TestUtil::CliRun printed = TestUtil::runTopolens(args << QStringLiteral("--print-command"));
    QCOMPARE(printed.exitCode, 0);
    QCOMPARE(printed.out.count("topolens-collect --armour --role "), 2);
    QVERIFY(printed.out.contains("--role host") && printed.out.contains("--role guest"));
    const TestUtil::CliRun both = TestUtil::runTopolens(QStringList(args.mid(0, args.size() - 1)) << QStringLiteral("--role") << QStringLiteral("guest"));
    QCOMPARE(both.exitCode, 2);
    QVERIFY(both.err.contains("--guests"));
}

// Ctrl-C half way: the engine's process group ends, the folder is written with what arrived,
// every node not finished says the run was cancelled, and the exit status is 130.
inline void runCancelled(const QString& engine)
{
    FleetHarness::Fleet fleet;
    QString error;
    QVERIFY2(fleet.start(Topo::fleetRemoteCommand(optionsOf(engine)), &error), qPrintable(error));
    const QString runs = fleet.path(QStringLiteral("runs"));
    QStringList args = collectArguments(engine, fleet, runs);
    args[args.indexOf(QStringLiteral("--fanout")) + 1] = QStringLiteral("1"); // one node at a time, so most are still to come
    QProcess process;
    process.start(QStringLiteral(TOPOLENS_BINARY), args);
    QVERIFY(process.waitForStarted());
    QByteArray err;
    QElapsedTimer clock;
    clock.start();
    // The bounds only catch a hang: three nodes one at a time take seconds, or minutes under ASan
    // on a busy machine.
    while (!err.contains(" 3 of 19 node(s) done") && clock.elapsed() < 300000 && process.state() == QProcess::Running) {
        process.waitForReadyRead(200);
        err += process.readAllStandardError();
    }
    QVERIFY2(err.contains(" 3 of 19 node(s) done"), err.constData());
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY2(process.waitForFinished(120000), "fleet collect did not end after SIGINT");
    err += process.readAllStandardError();
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 130, err.right(2000).constData());
    QVERIFY2(err.contains("cancelling"), err.constData());

    const QStringList folders = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(folders.size(), 1);
    QStringList warnings;
    const Topo::Result<Topo::FleetRun> read = Topo::readFleetRunFolder(QDir(runs).filePath(folders.first()), &warnings);
    QVERIFY2(read.ok(), qPrintable(read.error()));
    QCOMPARE(read->nodes.size(), 19);
    int ok = 0;
    int cancelled = 0;
    QString outcomes;
    for (const Topo::FleetNode& node : read->nodes) {
        outcomes += node.name + u' ' + Topo::nodeOutcomeName(node.outcome) + u' ' + node.detail + u'\n';
        if (node.outcome == Topo::NodeOutcome::Ok)
            ++ok;
        else if (node.detail.contains(QLatin1String("cancelled")))
            ++cancelled;
    }
    QVERIFY2(ok >= 1, qPrintable(u"the node that finished before Ctrl-C is kept:\n" + outcomes));
    QVERIFY2(cancelled >= 10, qPrintable(outcomes));
    // No engine process outlived the run: its group was ended.
    QProcess pgrep;
    pgrep.start(QStringLiteral("pgrep"), { QStringLiteral("-f"), fleet.path(QStringLiteral("ssh_config")) });
    pgrep.waitForFinished(5000);
    QVERIFY2(pgrep.readAllStandardOutput().trimmed().isEmpty(), "an engine or ssh process is still running");
}

} // namespace FleetCollectTest
