// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens fleet collect --via srun` against a real Slurm: Debian 12's munged, slurmctld and
// three slurmd (22.05) on this machine, every file in the test's folder (own slurm.conf, munge
// key and socket, ports picked free), the real collector on each node. Needs root (slurmd
// starts the tasks as their user through slurmstepd) and the packages scripts/install-deps.sh
// --with-tests installs; skips, saying which, without them.
#include "io/fleetrunfolder.h"
#include "collect/loopbacksshd.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

namespace {

const QStringList slurmNodes = { QStringLiteral("tl01"), QStringLiteral("tl02"), QStringLiteral("tl03") };

QString findProgram(const QString& name)
{
    const QString found = QStandardPaths::findExecutable(name);
    return found.isEmpty() ? QStandardPaths::findExecutable(name, { QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin") }) : found;
}

bool writeFile(const QString& path, const QByteArray& data, QFile::Permissions permissions)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size() && f.setPermissions(permissions);
}

// What the collector writes as #host: /etc/hostname, else uname -n.
QString expectedHost()
{
    QFile f(QStringLiteral("/etc/hostname"));
    if (f.open(QIODevice::ReadOnly)) {
        const QString name = QString::fromUtf8(f.readAll()).trimmed();
        if (!name.isEmpty())
            return name;
    }
    return QSysInfo::machineHostName();
}

// A one-controller Slurm of three nodes, all on 127.0.0.1. Every daemon runs in the foreground
// as this test's child, so the destructor stops each one, whichever check failed before.
class LocalSlurm
{
public:
    ~LocalSlurm()
    {
        for (auto& [name, slurmd] : m_slurmd)
            stop(*slurmd);
        stop(m_slurmctld);
        stop(m_munged);
    }

    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString config() const { return path(QStringLiteral("slurm.conf")); }

    bool start(QString* error)
    {
        // munged 0.5.15 wants every folder above its socket searchable by all ("Socket is
        // inaccessible: execute permissions for all required"); QTemporaryDir makes it 0700.
        if (!m_dir.isValid()
            || !QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther))
            return fail(error, QStringLiteral("no temporary folder"));
        for (const char* sub : { "munge", "state", "log" })
            QDir(m_dir.path()).mkpath(QLatin1String(sub));
        for (const QString& node : slurmNodes)
            QDir(m_dir.path()).mkpath(QStringLiteral("spool/") + node);
        QByteArray key(1024, '\0');
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(key.data()), key.size() / 4);
        if (!writeFile(path(QStringLiteral("munge/munge.key")), key, QFile::ReadOwner) || !writeConfig())
            return fail(error, QStringLiteral("cannot write the munge key or slurm.conf"));

        const QString socket = path(QStringLiteral("munge/socket"));
        m_munged.setProcessChannelMode(QProcess::MergedChannels);
        m_slurmctld.setProcessChannelMode(QProcess::MergedChannels);
        m_munged.start(findProgram(QStringLiteral("munged")),
            { QStringLiteral("-F"), QStringLiteral("--key-file=") + path(QStringLiteral("munge/munge.key")), QStringLiteral("--socket=") + socket,
              QStringLiteral("--pid-file=") + path(QStringLiteral("munge/munged.pid")),
              QStringLiteral("--seed-file=") + path(QStringLiteral("munge/seed")),
              QStringLiteral("--log-file=") + path(QStringLiteral("log/munged.log")) });
        if (!QTest::qWaitFor([&] { return QFile::exists(socket) || m_munged.state() == QProcess::NotRunning; }, 120000)
            || m_munged.state() == QProcess::NotRunning)
            return fail(error, QStringLiteral("munged did not start: ") + QString::fromUtf8(m_munged.readAll() + logTail("munged.log")));

        // -c: a clean start, no state from before; -i: nothing to recover is no error.
        m_slurmctld.start(findProgram(QStringLiteral("slurmctld")), { QStringLiteral("-D"), QStringLiteral("-c"), QStringLiteral("-i"), QStringLiteral("-f"), config() });
        for (const QString& node : slurmNodes) {
            auto slurmd = std::make_unique<QProcess>();
            slurmd->setProcessChannelMode(QProcess::MergedChannels);
            slurmd->start(findProgram(QStringLiteral("slurmd")), { QStringLiteral("-D"), QStringLiteral("-N"), node, QStringLiteral("-f"), config() });
            m_slurmd[node] = std::move(slurmd);
        }
        if (!QTest::qWaitFor([&] { return allIdle() || m_slurmctld.state() == QProcess::NotRunning; }, 180000) || !allIdle())
            return fail(error, QStringLiteral("the nodes did not come up idle: ") + QString::fromUtf8(sinfo() + logTail("slurmctld.log")));
        return true;
    }

    void stopSlurmd(const QString& node) { stop(*m_slurmd.at(node)); }

    QByteArray logTail(const char* name) const
    {
        QFile f(path(QStringLiteral("log/")) + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll().right(2000) : QByteArray();
    }

private:
    bool writeConfig()
    {
        const int controllerPort = LoopbackSsh::freePort();
        QString nodes;
        for (const QString& node : slurmNodes) {
            // One slurmd per node name on one machine: each its own port, all on localhost.
            nodes += QStringLiteral("NodeName=%1 NodeHostname=localhost NodeAddr=127.0.0.1 Port=%2 CPUs=1 State=UNKNOWN\n")
                         .arg(node)
                         .arg(LoopbackSsh::freePort());
        }
        // No cgroups, no accounting: what runs in any container as root. MessageTimeout stays
        // at its default of 10 s: a launch on a stopped slurmd fails after it, and Slurm then
        // aborts the whole step (part 3 of the test has the other nodes answer at once).
        const QString text = QStringLiteral(
            "ClusterName=topolens\n"
            "SlurmctldHost=localhost\n"
            "SlurmctldPort=%1\n"
            "SlurmUser=root\n"
            "SlurmdUser=root\n"
            "AuthType=auth/munge\n"
            "CredType=cred/munge\n"
            "AuthInfo=socket=%2/munge/socket\n"
            "StateSaveLocation=%2/state\n"
            "SlurmdSpoolDir=%2/spool/%n\n"
            "SlurmctldPidFile=%2/slurmctld.pid\n"
            "SlurmdPidFile=%2/slurmd-%n.pid\n"
            "SlurmctldLogFile=%2/log/slurmctld.log\n"
            "SlurmdLogFile=%2/log/slurmd-%n.log\n"
            "ProctrackType=proctrack/linuxproc\n"
            "TaskPlugin=task/none\n"
            "JobAcctGatherType=jobacct_gather/none\n"
            "AccountingStorageType=accounting_storage/none\n"
            "JobCompType=jobcomp/none\n"
            "SchedulerType=sched/builtin\n"
            "SelectType=select/cons_tres\n"
            "SelectTypeParameters=CR_CPU\n"
            "MpiDefault=none\n"
            "ReturnToService=2\n"
            "%3"
            "PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP\n")
                                 .arg(controllerPort)
                                 .arg(m_dir.path(), nodes);
        return writeFile(config(), text.toUtf8(), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    }

    QByteArray sinfo() const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SLURM_CONF"), config());
        p.setProcessEnvironment(env);
        p.start(findProgram(QStringLiteral("sinfo")), { QStringLiteral("-h"), QStringLiteral("-N"), QStringLiteral("-o"), QStringLiteral("%N %t") });
        p.waitForFinished(10000);
        return p.readAllStandardOutput() + p.readAllStandardError();
    }

    bool allIdle() const
    {
        const QByteArray listing = sinfo();
        for (const QString& node : slurmNodes) {
            if (!listing.contains((node + QStringLiteral(" idle\n")).toUtf8()))
                return false;
        }
        return true;
    }

    static void stop(QProcess& daemon)
    {
        if (daemon.state() == QProcess::NotRunning)
            return;
        daemon.terminate();
        if (!daemon.waitForFinished(10000)) {
            daemon.kill();
            daemon.waitForFinished(5000);
        }
    }

    static bool fail(QString* error, const QString& why)
    {
        *error = why;
        return false;
    }

    QTemporaryDir m_dir;
    QProcess m_munged;
    QProcess m_slurmctld;
    std::map<QString, std::unique_ptr<QProcess>> m_slurmd;
};

struct Collected
{
    TestUtil::CliRun cli;
    Topo::FleetRun run;
};

std::optional<Collected> collect(const LocalSlurm& slurm, const QString& nodeset, const QString& runs, const QStringList& extra = {})
{
    Collected c;
    c.cli = TestUtil::runTopolens(QStringList { QStringLiteral("fleet"), QStringLiteral("collect"), nodeset, QStringLiteral("--via"),
                                                QStringLiteral("srun"), QStringLiteral("--command-timeout"), QStringLiteral("300"),
                                                QStringLiteral("-o"), slurm.path(runs) }
        + extra);
    const QStringList folders = QDir(slurm.path(runs)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (folders.size() != 1) {
        qWarning("%s", c.cli.err.right(3000).constData());
        return std::nullopt;
    }
    QStringList warnings;
    Topo::Result<Topo::FleetRun> read = Topo::readFleetRunFolder(QDir(slurm.path(runs)).filePath(folders.first()), &warnings);
    if (!read.ok()) {
        qWarning("%s", qPrintable(read.error()));
        return std::nullopt;
    }
    c.run = *read;
    return c;
}

QByteArray describe(const Topo::FleetNode& node)
{
    return (node.name + u": " + Topo::nodeOutcomeName(node.outcome) + u" " + node.detail).toUtf8();
}

} // namespace

class TestCliFleetCollectSrun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void collectsThroughSlurm()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: slurmd starts the tasks through slurmstepd as their user");
        for (const char* program : { "munged", "slurmctld", "slurmd", "srun", "scontrol", "sinfo" }) {
            if (findProgram(QLatin1String(program)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed (scripts/install-deps.sh --with-tests installs Slurm and MUNGE)").arg(QLatin1String(program))));
        }
        LocalSlurm slurm;
        QString error;
        QVERIFY2(slurm.start(&error), qPrintable(error));
        // srun and scontrol, started by topolens, find this cluster through SLURM_CONF.
        qputenv("SLURM_CONF", slurm.config().toLocal8Bit());

        // 1. The collector topolens sends, on every node: each ends ok with this machine's bundle.
        {
            const std::optional<Collected> c = collect(slurm, QStringLiteral("tl[01-03]"), QStringLiteral("runs-all"));
            QVERIFY(c);
            QVERIFY2(c->cli.exitCode == 0, c->cli.err.right(3000).constData());
            QCOMPARE(c->run.engine, QStringLiteral("srun"));
            QCOMPARE(c->run.nodes.size(), slurmNodes.size());
            for (const QString& name : slurmNodes) {
                const Topo::FleetNode* node = c->run.node(name);
                QVERIFY2(node, qPrintable(name));
                QVERIFY2(node->outcome == Topo::NodeOutcome::Ok, describe(*node).constData());
                QVERIFY(node->machine);
                QCOMPARE(node->machine->address, expectedHost());
                QVERIFY(node->machine->capture(QStringLiteral("cmdline")));
            }
        }

        // 2. Each node's output goes to that node, also in an order other than slurm.conf's:
        // the collector, through a wrapper, labels its bundle with the node Slurm ran it on.
        {
            const TestUtil::CliRun script = TestUtil::runTopolens({ QStringLiteral("collector-script") });
            QCOMPARE(script.exitCode, 0);
            QVERIFY(writeFile(slurm.path(QStringLiteral("topolens-collect.sh")), script.out, QFile::ReadOwner | QFile::WriteOwner));
            const QByteArray wrapper = "#!/bin/sh\nexec sh " + slurm.path(QStringLiteral("topolens-collect.sh")).toUtf8()
                + " --label \"$SLURMD_NODENAME\" \"$@\"\n";
            const QString wrapperPath = slurm.path(QStringLiteral("labelled-collect"));
            QVERIFY(writeFile(wrapperPath, wrapper, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
            const std::optional<Collected> c
                = collect(slurm, QStringLiteral("tl03,tl01,tl02"), QStringLiteral("runs-order"), { QStringLiteral("--remote-collector"), wrapperPath });
            QVERIFY(c);
            QVERIFY2(c->cli.exitCode == 0, c->cli.err.right(3000).constData());
            for (const QString& name : slurmNodes) {
                const Topo::FleetNode* node = c->run.node(name);
                QVERIFY2(node && node->outcome == Topo::NodeOutcome::Ok && node->machine, qPrintable(name));
                QCOMPARE(node->machine->label, name);
            }
        }

        // 3. tl03's slurmd stopped (the controller still lists it idle): srun cannot launch there.
        // When that launch fails (after MessageTimeout) Slurm aborts the whole step, so tl01 and
        // tl02 answer at once, with what tl01 sent in part 1, however busy this machine is: a
        // real collection there would race the 10 s.
        {
            const QDir all(slurm.path(QStringLiteral("runs-all")));
            const QString sent = all.filePath(all.entryList(QDir::Dirs | QDir::NoDotAndDotDot).value(0) + QStringLiteral("/raw/tl01.out"));
            QVERIFY2(QFileInfo(sent).size() > 0, qPrintable(sent));
            const QString replay = slurm.path(QStringLiteral("replay-collect"));
            QVERIFY(writeFile(replay, "#!/bin/sh\nexec cat '" + sent.toUtf8() + "'\n", QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
            slurm.stopSlurmd(QStringLiteral("tl03"));
            const std::optional<Collected> c = collect(slurm, QStringLiteral("tl[01-03]"), QStringLiteral("runs-stopped"),
                { QStringLiteral("--remote-collector"), replay });
            QVERIFY(c);
            QVERIFY2(c->cli.exitCode == 3, c->cli.err.right(3000).constData());
            const Topo::FleetNode* stopped = c->run.node(QStringLiteral("tl03"));
            QVERIFY(stopped);
            QVERIFY2(stopped->outcome == Topo::NodeOutcome::Unreachable, describe(*stopped).constData());
            QVERIFY(!stopped->machine);
            QVERIFY2(stopped->detail.contains(QLatin1String("Task launch")), describe(*stopped).constData());
            QVERIFY2(c->cli.out.contains("tl03: "), c->cli.out.constData());
            for (const char* name : { "tl01", "tl02" }) {
                const Topo::FleetNode* node = c->run.node(QLatin1String(name));
                QVERIFY2(node && node->outcome == Topo::NodeOutcome::Ok, node ? describe(*node).constData() : name);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCliFleetCollectSrun)
#include "tst_cli_fleetcollect_srun.moc"
