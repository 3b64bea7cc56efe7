// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/commandrunner.h"

#include <QDeadlineTimer>
#include <QMutex>
#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace Topo {

/// The optional parts of the command plan.
struct PlanOptions
{
    bool includeSudo = false;          // lspci-verbose-sudo: `sudo -n`, so it never prompts
    std::optional<qint64> proxmoxVmId; // adds `qm config VMID` (on a Proxmox host)
};

/// The commands of the fixed plan a collection with these options runs, in order. A VM id
/// that qmConfigCommand() refuses adds nothing.
QList<PlannedCommand> plannedCommands(const PlanOptions& options);

struct CollectResult
{
    MachineSnapshot machine;
    bool connected = false;
    QString error; // why it could not connect, or why the connection broke while collecting

    /// Every command ran to its end (Ok, Failed or ToolMissing): nothing timed out, was cut at
    /// the output cap, cancelled, or left out after a lost connection.
    bool isComplete() const;
};

/// Collects one machine on a worker thread of its own (libssh sessions belong to one thread):
/// connects through the runner, runs the commands, and keeps every raw output, also when
/// something fails halfway. Signals are emitted from the worker; connect to them with the
/// default (queued) connection. Host-key and password questions come through the callbacks
/// given to the runner, on the worker thread.
class Collector : public QObject
{
    Q_OBJECT
public:
    Collector(std::unique_ptr<CommandRunner> runner, QList<PlannedCommand> commands, RunLimits limits,
              QObject* parent = nullptr);
    /// Cancels a running collection and waits for the worker.
    ~Collector() override;

    /// Role and label recorded in the snapshot.
    void setMachine(MachineRole role, const QString& label);

    void start();
    /// Stops the running commands (their output so far is kept) and skips the rest. Thread-safe.
    void cancel();
    bool isRunning() const;
    /// Blocks until the worker has ended.
    bool wait(QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever));
    /// Complete once finished() was emitted.
    CollectResult result() const;

Q_SIGNALS:
    void connecting(const QString& address);
    void connected(const QString& address);
    void commandStarted(int index, const QString& id);
    /// A running command's output so far (stdout and stderr, in bytes) has grown.
    void commandOutput(int index, qint64 bytesReceived);
    /// Exactly once per command, also for commands that never ran.
    void commandFinished(int index, const Topo::RawCapture& capture);
    void finished();

private:
    class Observer;
    void work();

    std::unique_ptr<CommandRunner> m_runner;
    const QList<PlannedCommand> m_commands;
    const RunLimits m_limits;
    MachineRole m_role = MachineRole::BareMetal;
    QString m_label;
    std::atomic<bool> m_cancelled { false };
    mutable QMutex m_resultMutex;
    CollectResult m_result;
    std::unique_ptr<QThread> m_thread;
};

} // namespace Topo
