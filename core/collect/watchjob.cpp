// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/watchjob.h"

#include "collect/collectionjob.h" // and so in the collect layer's libssh group (core/CMakeLists.txt)
#include "collect/commandplan.h"
#include "collect/secret.h"
#include "util/tr.h"

#include <QHash>
#include <QMutex>

#include <algorithm>

#include <csignal>
#include <unistd.h>

namespace Topo {

namespace {

/// What a watch remembers of its questions' answers, shared by the copies of its questions.
struct Answers
{
    QMutex mutex;
    QHash<QString, HostKeyDecision> hostKeys;                   // "host fingerprint": accepted
    std::map<QString, std::unique_ptr<Secret>> secrets;        // "target kind text": the answer
};

QString secretKey(const CollectionTarget& machine, const AuthPrompt& prompt)
{
    return machine.label + u'\n' + prompt.target + u'\n' + QString::number(int(prompt.kind)) + u'\n' + prompt.text
        + u'\n' + prompt.instruction;
}

} // namespace

CollectionQuestions rememberingAnswers(CollectionQuestions questions)
{
    auto answers = std::make_shared<Answers>();
    CollectionQuestions out;
    if (questions.hostKey) {
        out.hostKey = [answers, ask = questions.hostKey](const CollectionTarget& machine, const HostKeyInfo& key) {
            const QString id = key.host + u' ' + key.fingerprint;
            {
                QMutexLocker lock(&answers->mutex);
                if (const auto known = answers->hostKeys.constFind(id); known != answers->hostKeys.cend())
                    return *known;
            }
            const HostKeyDecision decision = ask(machine, key);
            if (decision != HostKeyDecision::Reject) {
                QMutexLocker lock(&answers->mutex);
                answers->hostKeys.insert(id, decision);
            }
            return decision;
        };
    }
    if (questions.secret) {
        out.secret = [answers, ask = questions.secret](const CollectionTarget& machine, const AuthPrompt& prompt,
                         Secret* answer) {
            const QString id = secretKey(machine, prompt);
            {
                QMutexLocker lock(&answers->mutex);
                if (const auto known = answers->secrets.find(id); known != answers->secrets.end()) {
                    answer->assign(known->second->c_str(), known->second->size());
                    return true;
                }
            }
            if (!ask(machine, prompt, answer))
                return false;
            auto kept = std::make_unique<Secret>();
            kept->assign(answer->c_str(), answer->size());
            QMutexLocker lock(&answers->mutex);
            answers->secrets[id] = std::move(kept);
            return true;
        };
    }
    return out;
}

WatchJob::WatchJob(std::vector<CollectionTarget> targets, WatchSettings settings, CollectionQuestions questions,
    QObject* parent)
    : QObject(parent)
    , m_targets(std::move(targets))
    , m_settings(std::move(settings))
    , m_questions(rememberingAnswers(std::move(questions)))
{
    m_pause.setSingleShot(true);
    connect(&m_pause, &QTimer::timeout, this, &WatchJob::nextSample);
}

WatchJob::~WatchJob()
{
    if (m_job)
        m_job->cancel();
    endLoad();
}

void WatchJob::start()
{
    if (m_state != State::Idle)
        return;
    m_state = State::Collecting;
    runCollection(m_targets);
}

void WatchJob::runCollection(std::vector<CollectionTarget> targets)
{
    if (m_job)
        m_job.release()->deleteLater(); // it may be the one whose finished() got us here
    m_job = std::make_unique<CollectionJob>(std::move(targets), m_questions);
    connect(m_job.get(), &CollectionJob::finished, this,
        m_state == State::Collecting ? &WatchJob::collectionDone : &WatchJob::sampleDone);
    m_job->start();
}

void WatchJob::collectionDone()
{
    m_snapshot = m_job->snapshot();
    for (int i = 0; i < m_job->machineCount(); ++i) {
        m_collectionResults.append(m_job->result(i));
        m_anyConnected = m_anyConnected || m_collectionResults.last().connected;
        m_askedAboutHostKey.insert(i, m_job->askedAboutHostKey(i));
    }
    m_snapshot.title = Tr::tr("Watch of %1").arg(m_snapshot.machines.isEmpty() ? QString() : m_snapshot.machines.first().label);
    Q_EMIT collectionFinished();
    if (!m_anyConnected || m_stopping) {
        finish();
        return;
    }
    m_clock.start();
    nextSample();
}

bool WatchJob::moreToTake() const
{
    if (m_stopping)
        return false;
    if (m_settings.samples > 0 && m_taken >= m_settings.samples)
        return false;
    return m_settings.durationMs == 0 || m_clock.elapsed() < m_settings.durationMs;
}

void WatchJob::nextSample()
{
    if (!moreToTake()) {
        finish();
        return;
    }
    if (m_taken == 1)
        startLoad();
    m_state = State::Sampling;
    m_sampleStarted = m_clock.elapsed();
    m_sampleUnderLoad = m_load.state() == QProcess::Running;
    m_sampleAt = QDateTime::currentDateTimeUtc();
    // Each sample runs what changes while a machine runs; lspci, nvidia-smi's topology and the
    // rest are the collection's, once. The GPUs' own counters cost more: once a minute.
    QList<PlannedCommand> plan = watchSamplePlan();
    if (m_lastGpuCountersMs < 0 || m_sampleStarted - m_lastGpuCountersMs >= gpuCountersEveryMs) {
        plan.append(gpuCountersSampleCommand());
        m_lastGpuCountersMs = m_sampleStarted;
    }
    std::vector<CollectionTarget> sampling = m_targets;
    for (CollectionTarget& t : sampling)
        t.commands = plan;
    runCollection(std::move(sampling));
}

void WatchJob::sampleDone()
{
    if (m_stopping && m_taken > 0) {
        finish(); // a sample cut short says nothing the earlier ones did not
        return;
    }
    const Snapshot sample = m_job->snapshot();
    bool connected = false;
    for (int i = 0; i < m_job->machineCount(); ++i)
        connected = connected || m_job->result(i).connected;
    const bool underLoad = m_sampleUnderLoad && m_load.state() == QProcess::Running;
    for (qsizetype m = 0; m < m_snapshot.machines.size() && m < sample.machines.size(); ++m)
        m_snapshot.machines[m].samples.append({ m_sampleAt, underLoad, sample.machines[m].captures });
    ++m_taken;
    Q_EMIT sampleTaken(m_taken, m_sampleAt, underLoad, connected);
    if (!moreToTake()) {
        finish();
        return;
    }
    m_state = State::Waiting;
    m_pause.start(int(std::clamp<qint64>(m_settings.intervalMs - (m_clock.elapsed() - m_sampleStarted), 0, 7 * 24 * 3600 * 1000LL)));
}

void WatchJob::stop()
{
    if (m_state == State::Finished || m_stopping)
        return;
    m_stopping = true;
    switch (m_state) {
    case State::Collecting:
    case State::Sampling:
        m_job->cancel(); // its finished() ends the watch
        break;
    case State::Idle:
    case State::Waiting:
        m_pause.stop();
        finish();
        break;
    case State::Finished:
        break;
    }
}

void WatchJob::finish()
{
    if (m_state == State::Finished)
        return;
    m_pause.stop();
    endLoad();
    m_state = State::Finished;
    Q_EMIT finished();
}

void WatchJob::startLoad()
{
    if (m_settings.load.isEmpty() || m_load.state() != QProcess::NotRunning)
        return;
    m_load.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_load.setStandardOutputFile(QProcess::nullDevice());
    m_load.setStandardInputFile(QProcess::nullDevice());
    // The load leads a process group of its own, so that ending the watch ends what the shell
    // started too (a benchmark left running would outlive the watch and hold its terminal).
    m_load.setChildProcessModifier([] { ::setsid(); });
    m_load.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), m_settings.load });
    if (!m_load.waitForStarted(10000)) {
        Q_EMIT loadFailed(Tr::tr("the load command did not start: %1").arg(m_load.errorString()));
        return;
    }
    m_loadGroup = m_load.processId();
}

void WatchJob::endLoad()
{
    if (m_loadGroup <= 0)
        return;
    ::kill(-pid_t(m_loadGroup), SIGTERM);
    if (m_load.state() != QProcess::NotRunning && !m_load.waitForFinished(5000))
        ::kill(-pid_t(m_loadGroup), SIGKILL);
    m_load.waitForFinished(1000);
    m_loadGroup = 0;
}

} // namespace Topo

// Its moc output here, as CollectionJob's (collectionjob.cpp says why): topolens-cli links the
// layer's shared moc file and must not link the watch, and with it libssh.
#include "moc_watchjob.cpp"
