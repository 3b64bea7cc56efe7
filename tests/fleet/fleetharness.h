// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// TEST ONLY. A fleet of "hosts" for tst_cli_fleetcollect_*: one real OpenSSH sshd on
// 127.0.0.1 behind host aliases in a generated ssh config (gpu01 … gpu19), each alias sending
// TOPOLENS_TEST_NODE so that sshd's ForceCommand, tests/fleet/replay-node.sh, knows which
// host it is. The wrapper refuses any command but the one `topolens fleet collect` sends, then
// runs that very command (the real generated collector, its real --armour path: gzip, base64,
// sha256sum) with one seam: a `timeout` first in PATH that answers each plan command with the
// output that command gave on the machine the host stands for (tests/fleet/SOURCES.md). So
// everything from ssh through the engine, the collector's bundling and armour, to TopoLens's
// decoding is real; only what lspci, /sys and nvidia-smi would have printed is replayed.
#include "collect/loopbacksshd.h"
#include "testutil.h"

#include "collect/commandplan.h"
#include "collect/fleet/fleetengine.h"
#include "io/bundle.h"
#include "io/fleetrunfolder.h"
#include "io/snapshotfile.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <memory>

namespace FleetHarness {

/// How a host behaves.
enum class Mode { Normal, Cut, Flood };

struct Host
{
    QString name;
    QString source;              // where its capture comes from, for messages
    Topo::MachineSnapshot machine;
    Mode mode = Mode::Normal;
};

inline QList<Topo::MachineSnapshot> machinesOf(const QString& fixture)
{
    const Topo::ParseResult<Topo::Snapshot> s = fixture == u"demo" ? Topo::openSnapshot(QStringLiteral("demo"))
                                                                    : Topo::loadSnapshotFile(TestUtil::fixturePath(fixture));
    if (s.value.machines.isEmpty())
        qFatal("no machine in %s", qPrintable(fixture));
    return s.value.machines;
}

inline Topo::RawCapture* captureOf(Topo::MachineSnapshot& m, const QString& id)
{
    for (Topo::RawCapture& c : m.captures) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

// SYNTHETIC (tests/fleet/SOURCES.md): the first GPU's link trained to x8.
inline Topo::MachineSnapshot linkAtX8(Topo::MachineSnapshot m)
{
    Topo::RawCapture* verbose = captureOf(m, QStringLiteral("lspci-verbose"));
    if (!verbose || !verbose->stdoutData.contains("LnkSta:\tSpeed 32GT/s, Width x16"))
        qFatal("lspci-verbose of the x8 source has no x16 link");
    const qsizetype at = verbose->stdoutData.indexOf("LnkSta:\tSpeed 32GT/s, Width x16");
    verbose->stdoutData.replace(at, 32, "LnkSta:\tSpeed 32GT/s, Width x8 ");
    return m;
}

// SYNTHETIC: the IOMMU off: no IOMMU parameters on the kernel command line, no groups.
inline Topo::MachineSnapshot iommuOff(Topo::MachineSnapshot m)
{
    static const QRegularExpression iommuWords(QStringLiteral("\\s*\\b(amd_iommu|intel_iommu|iommu)=\\S+"));
    if (Topo::RawCapture* cmdline = captureOf(m, QStringLiteral("proc-cmdline")))
        cmdline->stdoutData = QString::fromUtf8(cmdline->stdoutData).remove(iommuWords).toUtf8();
    if (Topo::RawCapture* groups = captureOf(m, QStringLiteral("iommu-groups")))
        groups->stdoutData.clear();
    return m;
}

// SYNTHETIC: the last NVIDIA device gone from the bus: its paragraph of `lspci -vvv` and every
// line naming its address elsewhere.
inline Topo::MachineSnapshot gpuMissing(Topo::MachineSnapshot m)
{
    Topo::RawCapture* verbose = captureOf(m, QStringLiteral("lspci-verbose"));
    if (!verbose)
        qFatal("the gpu-missing source has no lspci-verbose");
    // Paragraphs are separated by a blank line; the last one naming NVIDIA is removed.
    const QList<QByteArray> parts = verbose->stdoutData.split('\n');
    QList<QByteArray> current;
    QList<QList<QByteArray>> all;
    for (const QByteArray& line : parts) {
        current << line;
        if (line.isEmpty()) {
            all << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        all << current;
    qsizetype last = -1;
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (!all[i].isEmpty() && all[i].first().contains("NVIDIA"))
            last = i;
    }
    if (last < 0)
        qFatal("the gpu-missing source has no NVIDIA device");
    const QByteArray address = all[last].first().split(' ').first();
    all.removeAt(last);
    QByteArray joined;
    for (qsizetype i = 0; i < all.size(); ++i)
        joined += all[i].join('\n') + (i + 1 < all.size() ? "\n" : "");
    verbose->stdoutData = joined;
    for (Topo::RawCapture& c : m.captures) {
        if (&c == verbose)
            continue;
        QList<QByteArray> kept;
        for (const QByteArray& line : c.stdoutData.split('\n')) {
            if (!line.contains(address))
                kept << line;
        }
        c.stdoutData = kept.join('\n');
    }
    return m;
}

/// The fleet: 16 hosts answering from real captures and planted variants, one whose collector
/// dies half way, one that floods, and one behind a closed port.
inline QList<Host> fleetHosts()
{
    const QList<Topo::MachineSnapshot> x4 = machinesOf(QStringLiteral("captures/h200-x4.bundle"));
    const QList<Topo::MachineSnapshot> demo = machinesOf(QStringLiteral("demo"));
    const QList<Topo::MachineSnapshot> expanders = machinesOf(QStringLiteral("captures/lab-expanders-switch-beside-demo-host.json"));
    const QList<Topo::MachineSnapshot> rootComplex = machinesOf(QStringLiteral("captures/lab-layout-root-complex.json"));
    QList<Host> hosts = {
        { {}, QStringLiteral("captures/h200-x4.bundle"), x4.first(), Mode::Normal },
        { {}, QStringLiteral("captures/h200-x4.bundle (copy)"), x4.first(), Mode::Normal },
        { {}, QStringLiteral("captures/h200-x4.bundle (copy)"), x4.first(), Mode::Normal },
        { {}, QStringLiteral("synthetic: h200-x4 with GPU 0's link at x8"), linkAtX8(x4.first()), Mode::Normal },
        { {}, QStringLiteral("captures/h200-x1-sysfs-only.bundle"), machinesOf(QStringLiteral("captures/h200-x1-sysfs-only.bundle")).first(), Mode::Normal },
        { {}, QStringLiteral("captures/qemu-q35-lab-lspci.bundle"), machinesOf(QStringLiteral("captures/qemu-q35-lab-lspci.bundle")).first(), Mode::Normal },
        { {}, QStringLiteral("captures/qemu-q35-lab-sysfs-only.bundle"), machinesOf(QStringLiteral("captures/qemu-q35-lab-sysfs-only.bundle")).first(), Mode::Normal },
        { {}, QStringLiteral("captures/qemu-q35-lab-sysfs-only-user.bundle"), machinesOf(QStringLiteral("captures/qemu-q35-lab-sysfs-only-user.bundle")).first(), Mode::Normal },
        { {}, QStringLiteral("demo host"), demo.first(), Mode::Normal },
        { {}, QStringLiteral("demo guest"), demo.last(), Mode::Normal },
        { {}, QStringLiteral("captures/lab-expanders-switch-beside-demo-host.json guest"), expanders.last(), Mode::Normal },
        { {}, QStringLiteral("captures/lab-layout-root-complex.json guest"), rootComplex.last(), Mode::Normal },
        { {}, QStringLiteral("synthetic: demo host with the IOMMU off"), iommuOff(demo.first()), Mode::Normal },
        { {}, QStringLiteral("synthetic: demo host with its last GPU missing"), gpuMissing(demo.first()), Mode::Normal },
        { {}, QStringLiteral("captures/h200-x4.bundle (copy)"), x4.first(), Mode::Normal },
        { {}, QStringLiteral("demo host (copy)"), demo.first(), Mode::Normal },
        { {}, QStringLiteral("h200-x4, collector cut off half way"), x4.first(), Mode::Cut },
        { {}, QStringLiteral("h200-x4, 12 MiB of noise before the bundle"), x4.first(), Mode::Flood },
    };
    for (qsizetype i = 0; i < hosts.size(); ++i)
        hosts[i].name = QStringLiteral("gpu%1").arg(i + 1, 2, 10, QLatin1Char('0'));
    return hosts;
}

inline QString unreachableHost()
{
    return QStringLiteral("gpu19");
}

inline QByteArray commandKey(const QString& command)
{
    return QCryptographicHash::hash(command.toUtf8(), QCryptographicHash::Sha256).toHex();
}

/// The sshd, the keys, the ssh config, the replay files: everything in one temporary folder.
class Fleet
{
public:
    /// `remoteCommand` is what the hosts accept (fleetRemoteCommand() of the run's options).
    bool start(const QString& remoteCommand, QString* error)
    {
        if (!m_dir.isValid())
            return fail(error, QStringLiteral("no temporary folder"));
        m_hosts = fleetHosts();
        for (const char* key : { "hostkey", "userkey" }) {
            if (QProcess::execute(QStringLiteral("ssh-keygen"), { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                                                QStringLiteral("-N"), QString(), QStringLiteral("-f"), path(QString::fromLatin1(key)) }) != 0)
                return fail(error, QStringLiteral("ssh-keygen failed"));
        }
        QFile::copy(path(QStringLiteral("userkey.pub")), path(QStringLiteral("authorized_keys")));
        write(QStringLiteral("expected-command"), remoteCommand.toUtf8());
        for (const Host& host : m_hosts)
            writeReplay(host);
        m_port = LoopbackSsh::freePort();
        m_closed = std::make_unique<LoopbackSsh::TcpSocket>(); // bound, never listening: refused
        const QString extra = QStringLiteral("PasswordAuthentication no\nAcceptEnv TOPOLENS_TEST_NODE\nForceCommand %1/fleet/replay-node.sh %2\n"
                                             "MaxStartups 200:30:400\nMaxSessions 50\n")
                                  .arg(QDir(TestUtil::fixturePath(QStringLiteral(".."))).canonicalPath(), m_dir.path());
        if (!LoopbackSsh::startSshd(m_sshd, m_dir.path(), m_port, path(QStringLiteral("hostkey")), extra, error))
            return false;
        const QByteArray hostKey = TestUtil::readFile(path(QStringLiteral("hostkey.pub"))).split(' ').mid(0, 2).join(' ');
        write(QStringLiteral("known_hosts"), "[127.0.0.1]:" + QByteArray::number(m_port) + ' ' + hostKey + '\n');
        QByteArray config;
        for (const Host& host : m_hosts)
            config += hostBlock(host.name, m_port, true);
        config += hostBlock(unreachableHost(), m_closed->port(), false);
        write(QStringLiteral("ssh_config"), config);
        QByteArray inventory;
        for (const Host& host : m_hosts)
            inventory += host.name.toUtf8() + '\n';
        inventory += unreachableHost().toUtf8() + '\n';
        write(QStringLiteral("inventory"), inventory);
        return true;
    }

    ~Fleet()
    {
        if (m_sshd.state() != QProcess::NotRunning) {
            m_sshd.terminate();
            m_sshd.waitForFinished(5000);
        }
    }

    /// Every host answers these commands (by their command text) with these outputs too: the
    /// watch's sample commands, which no host's capture holds.
    void replayForAll(const QList<Topo::RawCapture>& captures) const
    {
        for (const Host& host : m_hosts) {
            Host answering = host;
            answering.machine.captures = captures;
            writeCaptures(answering);
        }
    }

    /// Another command the hosts accept, e.g. the collector of the run's other role.
    void allowCommand(const QString& name, const QString& remoteCommand) { write(u"expected-command-" + name, remoteCommand.toUtf8()); }

    QString path(const QString& name) const { return m_dir.filePath(name); }
    const QList<Host>& hosts() const { return m_hosts; }
    QString nodeset() const { return QStringLiteral("gpu[01-19]"); }
    QString sshOption() const { return QStringLiteral("-F ") + path(QStringLiteral("ssh_config")); }

private:
    static bool fail(QString* error, const QString& message)
    {
        *error = message;
        return false;
    }

    QByteArray hostBlock(const QString& name, int port, bool sendNode) const
    {
        QByteArray block = "Host " + name.toUtf8() + "\n  HostName 127.0.0.1\n  Port " + QByteArray::number(port)
            + "\n  User root\n  IdentityFile " + path(QStringLiteral("userkey")).toUtf8()
            + "\n  IdentitiesOnly yes\n  UserKnownHostsFile " + path(QStringLiteral("known_hosts")).toUtf8()
            // ConnectTimeout bounds a hang only: OpenSSH counts the banner exchange in it, and
            // with three fan-out engines beside each other on two cores an sshd fork could take
            // longer than the 5 s it was (a loaded -j3 run failed once). The unreachable node
            // is a closed port, refused at once whatever the limit.
            + "\n  StrictHostKeyChecking yes\n  BatchMode yes\n  ConnectTimeout 120\n";
        if (sendNode)
            block += "  SetEnv TOPOLENS_TEST_NODE=" + name.toUtf8() + '\n';
        return block;
    }

    void write(const QString& name, const QByteArray& data, bool executable = false) const
    {
        QFile file(path(name));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(path(name)));
        file.write(data);
        file.close();
        if (executable)
            file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther);
    }

    // Each plan command's output, by the sha256 of its command text, as the host's capture has it.
    void writeReplay(const Host& host) const
    {
        writeCaptures(host);
        const QString dir = QStringLiteral("replay/") + host.name;
        const char* mode = host.mode == Mode::Cut ? "cut" : host.mode == Mode::Flood ? "flood" : "normal";
        write(dir + QStringLiteral("/mode"), mode);
    }

    void writeCaptures(const Host& host) const
    {
        const QString dir = QStringLiteral("replay/") + host.name;
        QDir().mkpath(path(dir));
        for (const Topo::RawCapture& c : host.machine.captures) {
            const QString key = dir + u'/' + QString::fromLatin1(commandKey(c.command));
            write(key + QStringLiteral(".out"), c.stdoutData);
            write(key + QStringLiteral(".err"), c.stderrData);
            write(key + QStringLiteral(".rc"), QByteArray::number(c.exitCode));
        }
    }

    QTemporaryDir m_dir { QStringLiteral("/tmp/tl-fleet-XXXXXX") };
    QProcess m_sshd;
    int m_port = 0;
    std::unique_ptr<LoopbackSsh::TcpSocket> m_closed;
    QList<Host> m_hosts;
};

} // namespace FleetHarness
