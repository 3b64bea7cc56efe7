// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/fleet/fleetcollection.h"

#include "util/tr.h"

#include <QTimer>

#include <csignal>
#include <unistd.h>

namespace Topo {

namespace {

// Expanding the node set must not hold a run up: nodeset and `ansible --list-hosts` answer in
// well under a second; a group source that hangs is given up on.
constexpr int listingTimeoutMs = 30000;
constexpr int killGraceMs = 3000;

QProcessEnvironment environmentFor(const EngineCommand& command)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = command.environment.cbegin(); it != command.environment.cend(); ++it)
        env.insert(it.key(), it.value());
    return env;
}

QStringList expandNodes(const FleetEngine& engine, const FleetCollectOptions& options, QByteArray* log)
{
    const std::optional<EngineCommand> listing = engine.listNodes(options);
    if (!listing)
        return {};
    QProcess process;
    process.setProcessEnvironment(environmentFor(*listing));
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(listing->program, listing->arguments);
    if (!process.waitForFinished(listingTimeoutMs) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        process.kill();
        process.waitForFinished(1000);
        *log += Tr::tr("could not list the nodes with %1 (progress shows no total): ").arg(listing->program).toUtf8()
            + process.readAllStandardError().left(2000) + '\n';
        return {};
    }
    return nodesOfListing(process.readAllStandardOutput());
}

} // namespace

FleetCollection::FleetCollection(FleetCollectOptions options, QObject* parent) : QObject(parent), m_options(std::move(options))
{
    m_result.options = m_options;
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &FleetCollection::readStdout);
    connect(&m_process, &QProcess::readyReadStandardError, this, &FleetCollection::readStderr);
    connect(&m_process, &QProcess::finished, this, &FleetCollection::engineFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        m_result.failure = Tr::tr("cannot start %1: %2").arg(m_result.command.program, m_process.errorString());
        engineFinished();
    });
}

FleetCollection::~FleetCollection()
{
    if (m_process.state() != QProcess::NotRunning) {
        signalGroup(SIGKILL);
        m_process.waitForFinished(killGraceMs);
    }
}

void FleetCollection::start()
{
    m_result.startedAt = QDateTime::currentDateTimeUtc();
    m_clock.start();
    const FleetEngine* engine = fleetEngine(m_options.engine);
    if (Status s = checkFleetOptions(m_options); !s || !engine) {
        m_result.failure = s ? Tr::tr("unknown engine") : s.error();
        QTimer::singleShot(0, this, &FleetCollection::engineFinished);
        return;
    }
    const QStringList expected = expandNodes(*engine, m_options, &m_result.engineLog);
    m_splitter = std::make_unique<EngineOutputSplitter>(engine->output, m_options.maxNodeOutputBytes, expected);
    m_result.command = engine->command(m_options, fleetRemoteCommand(m_options), m_treeDir.path());
    Q_EMIT progress(0, m_splitter->expectedCount());
    m_process.setProcessEnvironment(environmentFor(m_result.command));
    m_process.setStandardInputFile(QProcess::nullDevice());
    // The engine leads its own process group, so cancel ends its ssh children with it.
    m_process.setChildProcessModifier([] { ::setsid(); });
    m_process.start(m_result.command.program, m_result.command.arguments);
    m_pid = m_process.processId();
}

void FleetCollection::cancel()
{
    if (m_finished || m_process.state() == QProcess::NotRunning)
        return;
    m_result.cancelled = true;
    signalGroup(SIGTERM);
    QTimer::singleShot(killGraceMs, this, [this] {
        if (m_process.state() != QProcess::NotRunning)
            signalGroup(SIGKILL);
    });
}

void FleetCollection::signalGroup(int signal)
{
    if (m_pid > 0)
        ::kill(-pid_t(m_pid), signal);
}

void FleetCollection::readStdout()
{
    m_splitter->addStdout(m_process.readAllStandardOutput(), m_clock.elapsed());
    if (m_splitter->doneCount() != m_lastDone) {
        m_lastDone = m_splitter->doneCount();
        Q_EMIT progress(m_lastDone, m_splitter->expectedCount());
    }
}

void FleetCollection::readStderr()
{
    m_splitter->addStderr(m_process.readAllStandardError(), m_clock.elapsed());
    if (m_splitter->doneCount() != m_lastDone) {
        m_lastDone = m_splitter->doneCount();
        Q_EMIT progress(m_lastDone, m_splitter->expectedCount());
    }
}

void FleetCollection::engineFinished()
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_splitter) {
        readStdout();
        readStderr();
        // Ansible writes its tree files as hosts end, so a cancelled run still has some.
        m_splitter->finish(m_treeDir.path(), m_clock.elapsed());
        m_result.nodes = m_splitter->nodes();
        m_result.engineLog += m_splitter->engineLog();
    }
    for (EngineNodeReport& node : m_result.nodes) {
        if (!node.done && m_result.cancelled)
            node.cancelled = true;
        if (node.durationMs < 0)
            node.durationMs = m_clock.elapsed();
    }
    if (m_process.exitStatus() == QProcess::NormalExit)
        m_result.engineExitCode = m_process.exitCode();
    m_result.finishedAt = QDateTime::currentDateTimeUtc();
    if (m_splitter)
        Q_EMIT progress(int(std::count_if(m_result.nodes.cbegin(), m_result.nodes.cend(), [](const EngineNodeReport& n) { return n.done; })),
                      m_splitter->expectedCount());
    Q_EMIT finished();
}

} // namespace Topo
