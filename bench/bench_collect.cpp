// SPDX-License-Identifier: GPL-3.0-or-later
// Collection over SSH against a loopback OpenSSH sshd this program starts, with the command set
// of plannedCommands({}), in one run: TopoLens (Collector + SshRunner, one connection, several
// channels) against the ways people do it with the OpenSSH client:
//   (a) one `ssh host CMD` per command,
//   (b) ControlMaster: one master, then one `ssh -S sock host CMD` per command,
//   (c) one `ssh host 'cmd1; cmd2; …'` with all commands joined.
// Not a test: it prints a markdown table of best and median wall times and ratios.
// Usage: bench_collect [--runs N]
#include "collect/collector.h"
#include "collect/sshrunner.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

using namespace Topo;

namespace {

constexpr auto sshd = "/usr/sbin/sshd";

[[noreturn]] void die(const QString& message)
{
    std::fprintf(stderr, "bench_collect: %s\n", qPrintable(message));
    std::exit(1);
}

QByteArray readFile(const QString& name)
{
    QFile file(name);
    if (!file.open(QIODevice::ReadOnly))
        die(QStringLiteral("cannot read %1").arg(name));
    return file.readAll();
}

void writeFile(const QString& name, const QByteArray& data)
{
    QFile file(name);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        die(QStringLiteral("cannot write %1").arg(name));
    file.write(data);
}

/// Runs a program to its end; its stdout is read in full (as a collector would) and dropped.
int runProgram(const QString& program, const QStringList& arguments, QByteArray* err = nullptr)
{
    QProcess process;
    process.start(program, arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        die(QStringLiteral("%1 did not finish").arg(program));
    process.readAllStandardOutput();
    if (err)
        *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

/// A free port on 127.0.0.1 (bound, read, released).
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0)
        die(QStringLiteral("cannot bind 127.0.0.1"));
    socklen_t length = sizeof address;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    ::close(fd);
    return ntohs(address.sin_port);
}

bool canConnect(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(quint16(port));
    const bool connected = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
    ::close(fd);
    return connected;
}

struct Stats
{
    double bestMs = 0;
    double medianMs = 0;
};

Stats statsOf(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    const size_t n = times.size();
    const double median = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
    return { times.front(), median };
}

class Bench
{
public:
    void setUp()
    {
        if (!QFileInfo::exists(QString::fromLatin1(sshd)))
            die(QStringLiteral("/usr/sbin/sshd is not installed (scripts/install-deps.sh --with-tests installs openssh-server)"));
        if (!m_dir.isValid())
            die(QStringLiteral("no temporary folder"));
        // As root sshd needs its privilege separation directory.
        if (::geteuid() == 0)
            QDir().mkpath(QStringLiteral("/run/sshd"));
        m_user = QString::fromLocal8Bit(::getpwuid(::geteuid())->pw_name);
        m_port = freePort();
        for (const QString& key : { QStringLiteral("hostkey"), QStringLiteral("clientkey") }) {
            if (runProgram(QStringLiteral("ssh-keygen"), { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                    QStringLiteral("-N"), QString(), QStringLiteral("-C"), QStringLiteral("topolens-bench"), QStringLiteral("-f"),
                    path(key) }) != 0)
                die(QStringLiteral("ssh-keygen failed"));
        }
        writeFile(path(QStringLiteral("authorized_keys")), readFile(path(QStringLiteral("clientkey.pub"))));
        const QList<QByteArray> hostKey = readFile(path(QStringLiteral("hostkey.pub"))).split(' ');
        writeFile(knownHosts(), QStringLiteral("[127.0.0.1]:%1 ").arg(m_port).toLatin1() + hostKey.value(0) + ' '
                + hostKey.value(1) + '\n');

        // Both clients see only this home: no ~/.ssh/config of the developer, no agent.
        QDir().mkpath(path(QStringLiteral("home/.ssh")));
        qputenv("HOME", path(QStringLiteral("home")).toLocal8Bit());
        for (const char* name : { "SSH_AUTH_SOCK", "SSH_ASKPASS", "DISPLAY", "XAUTHORITY" })
            qunsetenv(name);

        const QString config = path(QStringLiteral("sshd_config"));
        writeFile(config, QStringLiteral(
            "Port %1\n"
            "ListenAddress 127.0.0.1\n"
            "HostKey %2\n"
            "PidFile %3/sshd.pid\n"
            "AuthorizedKeysFile %3/authorized_keys\n"
            "UsePAM no\n"
            "StrictModes no\n"
            "PasswordAuthentication no\n"
            "KbdInteractiveAuthentication no\n"
            "PermitRootLogin prohibit-password\n"
            // Room for the back-to-back connections of (a); MaxSessions stays at its default of 10.
            "MaxStartups 100\n"
            "LogLevel ERROR\n")
                .arg(m_port).arg(path(QStringLiteral("hostkey")), m_dir.path()).toUtf8());
        m_sshd.setStandardOutputFile(QProcess::nullDevice());
        m_sshd.setStandardErrorFile(path(QStringLiteral("sshd.log")));
        m_sshd.start(QString::fromLatin1(sshd), { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), config });
        // Without an event loop QProcess learns of the start (and an early exit) only here.
        if (!m_sshd.waitForStarted(10000))
            die(QStringLiteral("cannot start sshd"));
        QElapsedTimer clock;
        clock.start();
        bool listening = false;
        while (!(listening = canConnect(m_port)) && !m_sshd.waitForFinished(20) && clock.elapsed() < 10000)
            continue;
        if (!listening || m_sshd.state() != QProcess::Running)
            die(QStringLiteral("sshd did not start: ") + QString::fromLocal8Bit(readFile(path(QStringLiteral("sshd.log")))));

        for (const PlannedCommand& c : plannedCommands({}))
            m_commands << c.command;
    }

    ~Bench()
    {
        if (m_sshd.state() != QProcess::NotRunning) {
            m_sshd.terminate();
            m_sshd.waitForFinished(5000);
        }
    }

    int commandCount() const { return int(m_commands.size()); }

    void topolens(bool oneScriptChannel = true)
    {
        SshTarget target;
        target.user = m_user;
        target.host = QStringLiteral("127.0.0.1");
        target.port = m_port;
        target.identityFile = path(QStringLiteral("clientkey"));
        target.knownHostsFile = knownHosts();
        target.timeout = std::chrono::seconds(10);
        Collector collector(std::make_unique<SshRunner>(target, HostKeyFunction {}, AuthPromptFunction {}),
            plannedCommands({}), [&] {
                RunLimits limits;
                limits.oneScriptChannel = oneScriptChannel;
                return limits;
            }());
        collector.start();
        collector.wait();
        const CollectResult result = collector.result();
        if (qEnvironmentVariableIsSet("BENCH_COLLECT_DEBUG")) {
            for (const RawCapture& c : result.machine.captures)
                std::fprintf(stderr, "  %s %lld ms\n", qPrintable(c.id), c.durationMs);
        }
        if (!result.connected || !result.isComplete())
            die(QStringLiteral("TopoLens collection failed: ") + result.error);
    }

    void perCommand()
    {
        for (const QString& command : m_commands)
            ssh({}, command);
    }

    void controlMaster()
    {
        // The master's connection and login are part of the time, as TopoLens's are.
        const QString socket = path(QStringLiteral("cm.sock"));
        QByteArray err;
        if (runProgram(QStringLiteral("ssh"), sshOptions() + QStringList { QStringLiteral("-o"), QStringLiteral("ControlMaster=yes"),
                QStringLiteral("-o"), QStringLiteral("ControlPersist=yes"), QStringLiteral("-S"), socket, QStringLiteral("-N"),
                QStringLiteral("-f"), destination() }, &err) != 0)
            die(QStringLiteral("ssh ControlMaster failed: ") + QString::fromLocal8Bit(err));
        for (const QString& command : m_commands)
            ssh({ QStringLiteral("-S"), socket }, command);
        runProgram(QStringLiteral("ssh"), sshOptions() + QStringList { QStringLiteral("-S"), socket, QStringLiteral("-O"),
                QStringLiteral("exit"), destination() });
        // -O exit returns before the master has gone; the next round must not find its socket.
        for (int i = 0; i < 250 && QFileInfo::exists(socket); ++i)
            QThread::msleep(2);
    }

    void joined() { ssh({}, m_commands.join(QStringLiteral("; "))); }

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString knownHosts() const { return path(QStringLiteral("known_hosts")); }
    QString destination() const { return m_user + QStringLiteral("@127.0.0.1"); }

    /// The same key, host-key check and no user config for every OpenSSH run.
    QStringList sshOptions() const
    {
        return { QStringLiteral("-F"), QStringLiteral("/dev/null"), QStringLiteral("-p"), QString::number(m_port),
            QStringLiteral("-i"), path(QStringLiteral("clientkey")), QStringLiteral("-o"), QStringLiteral("IdentitiesOnly=yes"),
            QStringLiteral("-o"), QStringLiteral("UserKnownHostsFile=") + knownHosts(), QStringLiteral("-o"),
            QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes") };
    }

    void ssh(const QStringList& extra, const QString& command)
    {
        QByteArray err;
        const int code = runProgram(QStringLiteral("ssh"), sshOptions() + extra + QStringList { destination(), command }, &err);
        // 255 is ssh's own failure; the commands' own exit codes (nvidia-smi missing: 127) are fine.
        if (code == 255 || code < 0)
            die(QStringLiteral("ssh failed: ") + QString::fromLocal8Bit(err));
    }

    QTemporaryDir m_dir;
    QProcess m_sshd;
    QString m_user;
    int m_port = 0;
    QStringList m_commands;
};

QString formatMs(double ms)
{
    return ms >= 1000 ? QStringLiteral("%1 s").arg(ms / 1000, 0, 'f', 2) : QStringLiteral("%1 ms").arg(ms, 0, 'f', 0);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int runs = 5;
    const QStringList arguments = app.arguments();
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == u"--runs" && i + 1 < arguments.size())
            runs = std::max(1, arguments[++i].toInt());
        else
            die(QStringLiteral("usage: bench_collect [--runs N]"));
    }

    Bench bench;
    bench.setUp();

    struct Contender
    {
        QString name;
        std::function<void()> run;
        std::vector<double> times;
    };
    std::vector<Contender> contenders = {
        { QStringLiteral("TopoLens (one script, one channel: the default)"), [&] { bench.topolens(); }, {} },
        { QStringLiteral("TopoLens, a channel per command (its fallback)"), [&] { bench.topolens(false); }, {} },
        { QStringLiteral("(a) one `ssh host CMD` per command"), [&] { bench.perCommand(); }, {} },
        { QStringLiteral("(b) ControlMaster, one `ssh -S` per command"), [&] { bench.controlMaster(); }, {} },
        { QStringLiteral("(c) one `ssh host 'cmd1; cmd2; …'`"), [&] { bench.joined(); }, {} },
    };
    // One untimed round warms the page cache (lspci's ids, sshd's and ssh's binaries) for all.
    for (Contender& c : contenders)
        c.run();
    for (int round = 0; round < runs; ++round) {
        // Alternate the order, so no contender always runs right after the same other one.
        std::vector<size_t> order(contenders.size());
        for (size_t i = 0; i < order.size(); ++i)
            order[i] = round % 2 ? order.size() - 1 - i : i;
        for (size_t i : order) {
            QElapsedTimer clock;
            clock.start();
            contenders[i].run();
            contenders[i].times.push_back(double(clock.nsecsElapsed()) / 1e6);
        }
    }

    const Stats ours = statsOf(contenders[0].times);
    std::printf("%d commands of plannedCommands({}), %d runs each, loopback sshd\n\n", bench.commandCount(), runs);
    std::printf("| contender | best | median | TopoLens / it (best) | TopoLens / it (median) |\n");
    std::printf("|---|---|---|---|---|\n");
    for (const Contender& c : contenders) {
        const Stats s = statsOf(c.times);
        std::printf("| %s | %s | %s | %.2f× | %.2f× |\n", qPrintable(c.name), qPrintable(formatMs(s.bestMs)),
            qPrintable(formatMs(s.medianMs)), ours.bestMs / s.bestMs, ours.medianMs / s.medianMs);
    }
    const double joinedRatio = ours.medianMs / statsOf(contenders[4].times).medianMs;
    std::printf("\nbar: TopoLens ≤ 1.1× the joined ssh (median): %.2f× — %s\n", joinedRatio, joinedRatio <= 1.1 ? "met" : "NOT met");
    return 0;
}
