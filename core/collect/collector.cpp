// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/collector.h"

#include "util/tr.h"

#include <QThread>

namespace Topo {

QList<PlannedCommand> plannedCommands(const PlanOptions& options)
{
    QList<PlannedCommand> commands;
    for (const PlannedCommand& command : commandPlan()) {
        if (!command.onlyWithSudo || options.includeSudo)
            commands.append(command);
    }
    // The same Proxmox commands the standalone collector runs (qm config and the mappings).
    if (options.proxmoxVmId)
        commands += proxmoxCommands(*options.proxmoxVmId);
    return commands;
}

bool CollectResult::isComplete() const
{
    if (!connected || !error.isEmpty())
        return false;
    for (const RawCapture& capture : machine.captures) {
        if (capture.status != CaptureStatus::Ok && capture.status != CaptureStatus::Failed
            && capture.status != CaptureStatus::ToolMissing)
            return false;
    }
    return true;
}

/// Forwards the runner's progress as the collector's signals, from the worker thread.
class Collector::Observer final : public RunObserver
{
public:
    explicit Observer(Collector& collector) : m_collector(collector) { }

    void commandStarted(int index) override
    {
        Q_EMIT m_collector.commandStarted(index, m_collector.m_commands.at(index).id);
    }
    void commandFinished(int index, const RawCapture& capture) override
    {
        Q_EMIT m_collector.commandFinished(index, capture);
    }
    void commandOutput(int index, qint64 bytesReceived) override
    {
        Q_EMIT m_collector.commandOutput(index, bytesReceived);
    }
    bool isCancelled() const override { return m_collector.m_cancelled.load(); }

private:
    Collector& m_collector;
};

Collector::Collector(std::unique_ptr<CommandRunner> runner, QList<PlannedCommand> commands, RunLimits limits,
                     QObject* parent)
    : QObject(parent), m_runner(std::move(runner)), m_commands(std::move(commands)), m_limits(limits)
{
}

Collector::~Collector()
{
    cancel();
    wait();
}

void Collector::setMachine(MachineRole role, const QString& label)
{
    m_role = role;
    m_label = label;
}

void Collector::start()
{
    if (isRunning())
        return;
    m_cancelled = false;
    m_thread.reset(QThread::create([this] { work(); }));
    connect(m_thread.get(), &QThread::finished, this, &Collector::finished);
    m_thread->start();
}

void Collector::cancel()
{
    m_cancelled = true;
}

bool Collector::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

bool Collector::wait(QDeadlineTimer deadline)
{
    return !m_thread || m_thread->wait(deadline);
}

CollectResult Collector::result() const
{
    QMutexLocker locker(&m_resultMutex);
    return m_result;
}

void Collector::work()
{
    CollectResult result;
    result.machine.role = m_role;
    result.machine.label = m_label;
    result.machine.collectedAt = QDateTime::currentDateTimeUtc();
    result.machine.collector = m_runner->collectorName();
    result.machine.address = m_runner->address();

    Q_EMIT connecting(m_runner->address());
    QString openError;
    if (!m_cancelled) {
        const Status opened = m_runner->open();
        result.connected = opened.ok();
        openError = opened.error();
    }
    result.machine.address = m_runner->address();
    if (result.connected) {
        Q_EMIT connected(m_runner->address());
        Observer observer(*this);
        result.machine.captures = m_runner->run(m_commands, m_limits, observer);
        result.error = m_runner->connectionError();
    } else {
        result.error = m_cancelled ? Tr::tr("cancelled") : openError;
        const QString detail = m_cancelled ? Tr::tr("cancelled before it started") : Tr::tr("not run: could not connect");
        for (int i = 0; i < m_commands.size(); ++i) {
            result.machine.captures.append(
                notRunCapture(m_commands[i], m_cancelled ? CaptureStatus::Cancelled : CaptureStatus::NotRun, detail));
            Q_EMIT commandFinished(i, result.machine.captures.last());
        }
    }
    m_runner->close();

    QMutexLocker locker(&m_resultMutex);
    m_result = std::move(result);
}

} // namespace Topo
