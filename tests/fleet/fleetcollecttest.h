// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The body of tst_cli_fleetcollect_{clush,pdsh,ansible}: the real engine over the loopback
// fleet of fleetharness.h, through the real `topolens fleet collect`, then the run folder read
// back and every host checked against the capture it answered from.
#include "fleetharness.h"

#include "io/fleetrunfolder.h"

namespace FleetCollectTest {

// The node set in the engine's own syntax: a ClusterShell range, or an Ansible pattern.
inline QString nodesetFor(const QString& engine, const FleetHarness::Fleet& fleet)
{
    return engine == u"ansible" ? QStringLiteral("gpu*") : fleet.nodeset();
}

inline QStringList collectArguments(const QString& engine, const FleetHarness::Fleet& fleet, const QString& runs)
{
    QStringList args = { QStringLiteral("fleet"), QStringLiteral("collect"), nodesetFor(engine, fleet), QStringLiteral("--via"), engine,
                         QStringLiteral("--fanout"), QStringLiteral("8"), QStringLiteral("--connect-timeout"), QStringLiteral("5"),
                         QStringLiteral("--command-timeout"), QStringLiteral("90"), QStringLiteral("--max-node-output"), QStringLiteral("4"),
                         QStringLiteral("--ssh-option"), fleet.sshOption(), QStringLiteral("-o"), runs };
    if (engine == u"ansible")
        args << QStringLiteral("-i") << fleet.path(QStringLiteral("inventory"));
    return args;
}

inline Topo::FleetCollectOptions optionsOf(const QString& engine)
{
    Topo::FleetCollectOptions o;
    o.engine = engine;
    o.commandTimeoutS = 90;
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

} // namespace FleetCollectTest
