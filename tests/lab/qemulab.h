// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/snapshot.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <memory>

/// The QEMU lab (tests/lab/README.md): real q35 guests booted from Debian's cloud kernel and an
/// initramfs of this machine's own busybox, collector, lspci and sshd, with stand-in devices in
/// the PCI layouts users run GPUs in. Everything it boots is described in tests/lab/topologies.json;
/// the guest reports the kernel's own view (truth), the collector's bundle and its kernel log on a
/// second serial port, and QEMU itself says, over QMP, which device id sits at which address.
namespace Lab {

struct Topology
{
    QString name;
    QString about;
    int numaNodes = 1;
    QStringList variants; // "busybox", "lspci", "ssh"
    QStringList devices;  // -device values
    QString cpu;          // -cpu, when not QEMU's default
    QStringList objects;  // -object values
    QStringList barFailures; // ids of devices whose BAR the guest cannot place

    /// -cpu and -object arguments, for Guest::start's extraArguments.
    QStringList machineArguments() const;

    /// id= of every device → its driver (the first field).
    QHash<QString, QString> driverById() const;
};

/// tests/lab/topologies.json; a broken file is fatal (the lab is the test's input).
const QList<Topology>& topologies();
const Topology* topology(const QString& name);

/// Why the lab cannot run here (no qemu-system-x86_64), or an empty string. For QSKIP.
QString unavailable();

/// Prepares the kernel and the initramfs images (tests/lab/prepare.sh) into the build folder's
/// lab/; returns that folder, or an empty string with `error` set.
QString prepare(QString* error);

/// "kvm" where a guest really boots with it (here /dev/kvm exists but nested KVM hangs, so this
/// boots a probe guest and waits for it), else "tcg". TOPOLENS_LAB_ACCEL overrides. Decided once
/// per process.
QString accelerator();

/// A device as QEMU numbers it once the guest firmware and kernel have enumerated the buses.
struct QmpDevice
{
    int bus = 0;
    int slot = 0;
    int function = 0;
    QString id; // qdev id; empty for the machine's own devices
    int classCode = 0;
    QString address() const; // "0000:41:00.0"
};

/// Lists every device of a `query-pci` answer, bridges' children included.
QList<QmpDevice> devicesFromQueryPci(const QByteArray& json);

/// The blocks of what a guest's init wrote to its channel (its second serial port): "==> NAME <=="
/// then base64 lines then "==> end <==", decoded, by name. A block without its end is left out.
QHash<QString, QByteArray> channelBlocks(const QByteArray& channel);

/// One booted guest. Its QEMU runs until stop() or destruction.
class Guest
{
public:
    Guest();
    ~Guest();
    Guest(const Guest&) = delete;
    Guest& operator=(const Guest&) = delete;

    /// Boots `devices` (a topology's, or a generated layout's) with the initramfs of `variant`.
    /// `extraArguments` go to QEMU as they are. `numaNodes` 0 adds no memory or NUMA options:
    /// the extra arguments bring their own.
    bool start(const QString& labDir, const QString& variant, const QString& hostName, int numaNodes,
               const QStringList& devices, QString* error, const QStringList& extraArguments = {});
    /// Waits until the guest said "@@done" (it has sent truth, bundle and log), or fails with
    /// what the console and the channel show.
    bool waitDone(int timeoutMs, QString* error);
    /// QMP query-pci, while the guest is up.
    QByteArray queryPci(QString* error);
    /// A command of QEMU's human monitor (`pcie_aer_inject_error rp1 COMP_TIME`), through QMP;
    /// its printed answer, or an empty array with `error` set.
    QString humanMonitor(const QString& commandLine, QString* error);
    void stop();

    /// The blocks the guest sent ("truth", "bundle", "collect-log", "dmesg", "network").
    QByteArray block(const QString& name) const;
    bool sshReady() const;
    int sshPort() const { return m_sshPort; }
    qint64 pid() const;
    QStringList arguments() const { return m_arguments; }
    QString console() const;

private:
    QByteArray qmp(const QByteArray& command, QString* error);
    void readChannel();

    QString m_dir;
    std::unique_ptr<QProcess> m_qemu;
    QStringList m_arguments;
    QByteArray m_channel;
    QHash<QString, QByteArray> m_blocks;
    QByteArray m_qmpBuffer;
    int m_sshPort = 0;
};

/// With TOPOLENS_LAB_KEEP=DIR, writes `snapshot` to DIR/NAME.json (the real lab captures the
/// README's screenshots and fixtures come from); otherwise does nothing.
void keepSnapshot(const QString& name, const Topo::Snapshot& snapshot);

/// A free TCP port on 127.0.0.1.
int freePort();

} // namespace Lab
