// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/qemulab.h"

#include "io/snapshotfile.h"
#include "collect/loopbacksshd.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

namespace Lab {

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString labSourceDir()
{
    return QStringLiteral(TOPOLENS_LAB_SOURCE_DIR);
}

/// The first -device field is the driver; the rest are key=value (",," is a literal comma,
/// which the lab's own topologies never need).
QHash<QString, QString> propertiesOf(const QString& device)
{
    QHash<QString, QString> properties;
    const QStringList fields = device.split(u',');
    properties.insert(QStringLiteral("driver"), fields.value(0));
    for (const QString& field : fields.mid(1)) {
        const qsizetype equals = field.indexOf(u'=');
        if (equals > 0)
            properties.insert(field.left(equals), field.mid(equals + 1));
    }
    return properties;
}

/// The NUMA arguments for `nodes` guest nodes, one CPU and an equal share of memory each;
/// none for 0 (the caller's arguments have their own, as a generated layout does).
QStringList numaArguments(int nodes, int memoryMb)
{
    if (nodes <= 0)
        return {};
    if (nodes == 1)
        return { QStringLiteral("-m"), QString::number(memoryMb) };
    QStringList arguments { QStringLiteral("-m"), QString::number(memoryMb), QStringLiteral("-smp"), QString::number(nodes) };
    for (int node = 0; node < nodes; ++node) {
        arguments << QStringLiteral("-object")
                  << QStringLiteral("memory-backend-ram,id=lab-mem%1,size=%2M").arg(node).arg(memoryMb / nodes)
                  << QStringLiteral("-numa") << QStringLiteral("node,nodeid=%1,cpus=%1,memdev=lab-mem%1").arg(node);
    }
    return arguments;
}

constexpr int guestMemoryMb = 512;

} // namespace

QHash<QString, QString> Topology::driverById() const
{
    QHash<QString, QString> drivers;
    for (const QString& device : devices) {
        const auto properties = propertiesOf(device);
        if (properties.contains(QStringLiteral("id")))
            drivers.insert(properties.value(QStringLiteral("id")), properties.value(QStringLiteral("driver")));
    }
    return drivers;
}

QStringList Topology::machineArguments() const
{
    QStringList arguments;
    if (!cpu.isEmpty())
        arguments << QStringLiteral("-cpu") << cpu;
    for (const QString& object : objects)
        arguments << QStringLiteral("-object") << object;
    return arguments;
}

const QList<Topology>& topologies()
{
    static const QList<Topology> all = [] {
        const QString path = labSourceDir() + QStringLiteral("/topologies.json");
        QJsonParseError error {};
        const QJsonDocument document = QJsonDocument::fromJson(readAll(path), &error);
        if (error.error != QJsonParseError::NoError)
            qFatal("%s: %s at offset %d", qPrintable(path), qPrintable(error.errorString()), int(error.offset));
        QList<Topology> list;
        for (const QJsonValue& value : document.object().value(QStringLiteral("guests")).toArray()) {
            const QJsonObject guest = value.toObject();
            Topology t;
            t.name = guest.value(QStringLiteral("name")).toString();
            t.about = guest.value(QStringLiteral("about")).toString();
            t.numaNodes = guest.value(QStringLiteral("numaNodes")).toInt(1);
            for (const QJsonValue& v : guest.value(QStringLiteral("variants")).toArray())
                t.variants.append(v.toString());
            t.cpu = guest.value(QStringLiteral("cpu")).toString();
            const auto strings = [&](const char* key) {
                QStringList values;
                for (const QJsonValue& v : guest.value(QLatin1String(key)).toArray())
                    values.append(v.toString());
                return values;
            };
            t.devices = strings("devices");
            t.objects = strings("objects");
            t.barFailures = strings("barFailures");
            if (t.name.isEmpty() || t.devices.isEmpty() || t.variants.isEmpty())
                qFatal("%s: every guest needs a name, devices and variants", qPrintable(path));
            list.append(t);
        }
        return list;
    }();
    return all;
}

const Topology* topology(const QString& name)
{
    for (const Topology& t : topologies()) {
        if (t.name == name)
            return &t;
    }
    return nullptr;
}

QString unavailable()
{
    if (QStandardPaths::findExecutable(QStringLiteral("qemu-system-x86_64")).isEmpty())
        return QStringLiteral("qemu-system-x86_64 is not installed (scripts/install-deps.sh --with-tests installs qemu-system-x86)");
    return {};
}

QString prepare(QString* error)
{
    const QString dir = QStringLiteral(TOPOLENS_BUILD_DIR) + QStringLiteral("/lab");
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral("sh"), { labSourceDir() + QStringLiteral("/prepare.sh"), dir });
    if (!process.waitForFinished(300000) || process.exitCode() != 0) {
        *error = QStringLiteral("tests/lab/prepare.sh failed: ") + QString::fromLocal8Bit(process.readAll());
        return {};
    }
    return dir;
}

QString accelerator()
{
    static const QString chosen = [] {
        const QByteArray forced = qgetenv("TOPOLENS_LAB_ACCEL");
        if (!forced.isEmpty())
            return QString::fromLatin1(forced);
        const int fd = ::open("/dev/kvm", O_RDWR);
        if (fd < 0)
            return QStringLiteral("tcg");
        ::close(fd);
        // /dev/kvm opens even where KVM cannot run a guest (nested virtualization off): boot a
        // probe and take KVM only if it really reaches the guest's init.
        QString error;
        const QString dir = prepare(&error);
        if (dir.isEmpty())
            return QStringLiteral("tcg");
        QProcess qemu;
        const QString channel = dir + QStringLiteral("/probe.out");
        QFile::remove(channel);
        qemu.start(QStringLiteral("qemu-system-x86_64"),
            { QStringLiteral("-machine"), QStringLiteral("q35"), QStringLiteral("-accel"), QStringLiteral("kvm"),
                QStringLiteral("-m"), QStringLiteral("256"), QStringLiteral("-nodefaults"), QStringLiteral("-display"),
                QStringLiteral("none"), QStringLiteral("-no-reboot"), QStringLiteral("-kernel"), dir + QStringLiteral("/kernel/vmlinuz"),
                QStringLiteral("-initrd"), dir + QStringLiteral("/initramfs-busybox.cpio.gz"), QStringLiteral("-append"),
                QStringLiteral("console=ttyS0 quiet panic=-1 no_timer_check topolens.mode=probe"), QStringLiteral("-serial"),
                QStringLiteral("null"), QStringLiteral("-serial"), QStringLiteral("file:") + channel });
        const bool booted = QTest::qWaitFor([&] { return readAll(channel).contains("@@probe-ok"); }, 10000);
        qemu.kill();
        qemu.waitForFinished(5000);
        return booted ? QStringLiteral("kvm") : QStringLiteral("tcg");
    }();
    return chosen;
}

QString QmpDevice::address() const
{
    return QStringLiteral("0000:%1:%2.%3")
        .arg(bus, 2, 16, QLatin1Char('0'))
        .arg(slot, 2, 16, QLatin1Char('0'))
        .arg(function);
}

QList<QmpDevice> devicesFromQueryPci(const QByteArray& json)
{
    QList<QmpDevice> devices;
    std::function<void(const QJsonArray&)> walk = [&](const QJsonArray& list) {
        for (const QJsonValue& value : list) {
            const QJsonObject d = value.toObject();
            QmpDevice device;
            device.bus = d.value(QStringLiteral("bus")).toInt();
            device.slot = d.value(QStringLiteral("slot")).toInt();
            device.function = d.value(QStringLiteral("function")).toInt();
            device.id = d.value(QStringLiteral("qdev_id")).toString();
            device.classCode = d.value(QStringLiteral("class_info")).toObject().value(QStringLiteral("class")).toInt();
            devices.append(device);
            walk(d.value(QStringLiteral("pci_bridge")).toObject().value(QStringLiteral("devices")).toArray());
        }
    };
    for (const QJsonValue& bus : QJsonDocument::fromJson(json).object().value(QStringLiteral("return")).toArray())
        walk(bus.toObject().value(QStringLiteral("devices")).toArray());
    return devices;
}

Guest::Guest() = default;

Guest::~Guest()
{
    stop();
}

bool Guest::start(const QString& labDir, const QString& variant, const QString& hostName, int numaNodes,
                  const QStringList& devices, QString* error, const QStringList& extraArguments)
{
    m_dir = labDir + QStringLiteral("/run-") + hostName;
    QDir(m_dir).removeRecursively();
    QDir().mkpath(m_dir);
    m_arguments = QStringList {
        QStringLiteral("-name"), QStringLiteral("guest=%1").arg(hostName),
        QStringLiteral("-machine"), QStringLiteral("q35"),
        QStringLiteral("-accel"), accelerator(),
        QStringLiteral("-nodefaults"), QStringLiteral("-display"), QStringLiteral("none"), QStringLiteral("-no-reboot"),
        QStringLiteral("-kernel"), labDir + QStringLiteral("/kernel/vmlinuz"),
        QStringLiteral("-initrd"), labDir + QStringLiteral("/initramfs-%1.cpio.gz").arg(variant),
        // no_timer_check: under TCG on a busy host the kernel's check that the timer interrupt
        // arrives in time can fail ("IO-APIC + timer doesn't work!") and panic a sound guest.
        QStringLiteral("-append"), QStringLiteral("console=ttyS0 quiet panic=-1 no_timer_check topolens.hostname=%1").arg(hostName),
        QStringLiteral("-serial"), QStringLiteral("file:") + m_dir + QStringLiteral("/console.log"),
        QStringLiteral("-serial"), QStringLiteral("file:") + m_dir + QStringLiteral("/channel.out"),
        QStringLiteral("-qmp"), QStringLiteral("stdio"),
    } + numaArguments(numaNodes, guestMemoryMb);
    if (variant == u"ssh") {
        m_sshPort = freePort();
        m_arguments << QStringLiteral("-netdev")
                    << QStringLiteral("user,id=lab-net,hostfwd=tcp:127.0.0.1:%1-:22").arg(m_sshPort)
                    << QStringLiteral("-device") << QStringLiteral("virtio-net-pci,id=lab-nic,netdev=lab-net,bus=pcie.0,addr=0x2");
    }
    for (const QString& device : devices)
        m_arguments << QStringLiteral("-device") << device;
    m_arguments += extraArguments;
    m_qemu = std::make_unique<QProcess>();
    m_qemu->setStandardErrorFile(m_dir + QStringLiteral("/qemu.log"));
    m_qemu->start(QStringLiteral("qemu-system-x86_64"), m_arguments);
    if (!m_qemu->waitForStarted(10000)) {
        *error = QStringLiteral("qemu-system-x86_64 did not start: ") + m_qemu->errorString();
        return false;
    }
    // QMP greets, then needs qmp_capabilities before any command.
    if (qmp("{\"execute\":\"qmp_capabilities\"}", error).isEmpty())
        return false;
    return true;
}

QByteArray Guest::qmp(const QByteArray& command, QString* error)
{
    m_qemu->write(command + '\n');
    QByteArray answer;
    const bool answered = QTest::qWaitFor([&] {
        m_qmpBuffer += m_qemu->readAllStandardOutput();
        // Events ("event") and the greeting ("QMP") come on the same stream; the answer is the
        // first line with "return" or "error".
        while (true) {
            const qsizetype newline = m_qmpBuffer.indexOf('\n');
            if (newline < 0)
                return false;
            const QByteArray line = m_qmpBuffer.left(newline);
            m_qmpBuffer.remove(0, newline + 1);
            if (line.contains("\"return\"") || line.contains("\"error\"")) {
                answer = line;
                return true;
            }
        }
    }, 30000);
    if (!answered || answer.contains("\"error\"")) {
        *error = QStringLiteral("QMP %1 failed: %2 %3")
                     .arg(QString::fromLatin1(command), QString::fromUtf8(answer), QString::fromLocal8Bit(readAll(m_dir + QStringLiteral("/qemu.log"))));
        return {};
    }
    return answer;
}

QHash<QString, QByteArray> channelBlocks(const QByteArray& channel)
{
    QHash<QString, QByteArray> blocks;
    QString name;
    QByteArray base64;
    for (const QByteArray& line : channel.split('\n')) {
        if (line.startsWith("==> ") && line.endsWith(" <==")) {
            const QString header = QString::fromLatin1(line.mid(4, line.size() - 8));
            if (header == u"end" && !name.isEmpty()) {
                blocks.insert(name, QByteArray::fromBase64(base64));
                name.clear();
            } else {
                name = header;
                base64.clear();
            }
        } else if (!name.isEmpty()) {
            base64 += line.trimmed();
        }
    }
    return blocks;
}

void Guest::readChannel()
{
    m_channel = readAll(m_dir + QStringLiteral("/channel.out"));
    m_blocks = channelBlocks(m_channel);
}

bool Guest::waitDone(int timeoutMs, QString* error)
{
    // Polls only for the marker; the blocks are decoded once, when the guest is done.
    const bool done = QTest::qWaitFor([&] {
        m_channel = readAll(m_dir + QStringLiteral("/channel.out"));
        return m_channel.contains("@@done\n") || m_qemu->state() == QProcess::NotRunning;
    }, timeoutMs);
    readChannel();
    if (!done || !m_channel.contains("@@done\n")) {
        *error = QStringLiteral("the guest did not finish (%1 ms, QEMU %2). Console:\n%3\nQEMU:\n%4")
                     .arg(timeoutMs)
                     .arg(m_qemu->state() == QProcess::NotRunning ? QStringLiteral("exited") : QStringLiteral("running"),
                         QString::fromLocal8Bit(readAll(m_dir + QStringLiteral("/console.log")).right(3000)),
                         QString::fromLocal8Bit(readAll(m_dir + QStringLiteral("/qemu.log")).right(2000)));
        return false;
    }
    return true;
}

QByteArray Guest::queryPci(QString* error)
{
    return qmp("{\"execute\":\"query-pci\"}", error);
}

QString Guest::humanMonitor(const QString& commandLine, QString* error)
{
    QJsonObject command { { QStringLiteral("execute"), QStringLiteral("human-monitor-command") },
        { QStringLiteral("arguments"), QJsonObject { { QStringLiteral("command-line"), commandLine } } } };
    const QByteArray answer = qmp(QJsonDocument(command).toJson(QJsonDocument::Compact), error);
    if (answer.isEmpty())
        return {};
    return QJsonDocument::fromJson(answer).object().value(QStringLiteral("return")).toString();
}

void Guest::stop()
{
    if (!m_qemu || m_qemu->state() == QProcess::NotRunning)
        return;
    m_qemu->write("{\"execute\":\"quit\"}\n");
    if (!m_qemu->waitForFinished(5000)) {
        m_qemu->kill();
        m_qemu->waitForFinished(5000);
    }
}

QByteArray Guest::block(const QString& name) const
{
    return m_blocks.value(name);
}

bool Guest::sshReady() const
{
    return m_channel.contains("@@ssh-ready\n");
}

qint64 Guest::pid() const
{
    return m_qemu ? m_qemu->processId() : 0;
}

QString Guest::console() const
{
    return QString::fromLocal8Bit(readAll(m_dir + QStringLiteral("/console.log")));
}

void keepSnapshot(const QString& name, const Topo::Snapshot& snapshot)
{
    const QString dir = qEnvironmentVariable("TOPOLENS_LAB_KEEP");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    const Topo::Status saved = Topo::saveSnapshot(snapshot, dir + u'/' + name + QStringLiteral(".json"));
    if (!saved)
        qWarning("TOPOLENS_LAB_KEEP: %s", qPrintable(saved.error()));
}

int freePort()
{
    return LoopbackSsh::freePort();
}

} // namespace Lab
