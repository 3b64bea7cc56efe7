// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/collectionjob.h"
#include "model/snapshot.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <QTimer>

#include <memory>
#include <vector>

namespace Topo {

/// How long and how often a watch samples, and what it runs meanwhile.
struct WatchSettings
{
    qint64 intervalMs = 5000;
    int samples = 0;        // 0: until the duration ends, or until stop()
    qint64 durationMs = 0;  // 0: until `samples` were taken, or until stop()
    /// A command for /bin/sh on this machine, started after the first sample (which is taken
    /// idle) and ended with the watch; the samples taken while it runs are marked. Only for a
    /// watch of this machine: no text of the user's goes to a remote shell.
    QString load;
};

/// A watch (`topolens watch`, File › Watch Links): the collection once, then every interval a
/// sample, which is a collection of its own of watchSamplePlan() by the same CollectionJob, so
/// that an SSH target reconnects with the same strict host keys each time. Every answer to a
/// question (a host key accepted once, a password) is asked once per watch and kept in memory
/// for its next samples, never on disk. What arrived is kept however the watch ends.
class WatchJob : public QObject
{
    Q_OBJECT
public:
    WatchJob(std::vector<CollectionTarget> targets, WatchSettings settings, CollectionQuestions questions = {},
        QObject* parent = nullptr);
    ~WatchJob() override;

    /// Starts the collection; collectionFinished(), then sampleTaken() per sample, then finished().
    void start();
    /// Ends the watch: a collection or sample under way is cancelled (a sample cut short is
    /// dropped unless it is the first), the load is ended, finished() follows.
    void stop();
    bool isFinished() const { return m_state == State::Finished; }
    bool isStopping() const { return m_stopping; }

    /// The collection with every sample so far, titled "Watch of LABEL".
    const Snapshot& snapshot() const { return m_snapshot; }
    /// Whether the collection reached at least one machine (nothing to keep otherwise).
    bool anyConnected() const { return m_anyConnected; }
    int samplesTaken() const { return m_taken; }
    const WatchSettings& settings() const { return m_settings; }
    int machineCount() const { return int(m_targets.size()); }
    const CollectionTarget& target(int machine) const { return m_targets[std::size_t(machine)]; }
    /// A machine's outcome of the collection (complete once collectionFinished() came).
    CollectResult collectionResult(int machine) const { return m_collectionResults.value(machine); }
    /// Whether the machine's host-key question was put during the collection.
    bool askedAboutHostKey(int machine) const { return m_askedAboutHostKey.value(machine); }

Q_SIGNALS:
    /// The collection ended; anyConnected() says whether there is anything to watch.
    void collectionFinished();
    /// Sample `number` (1-based) is in the snapshot; `connected`: it reached a machine.
    void sampleTaken(int number, const QDateTime& at, bool underLoad, bool connected);
    /// The load command could not start, in words.
    void loadFailed(const QString& error);
    void finished();

private:
    enum class State { Idle, Collecting, Sampling, Waiting, Finished };
    void runCollection(std::vector<CollectionTarget> targets);
    void collectionDone();
    void sampleDone();
    void nextSample();
    bool moreToTake() const;
    void finish();
    void startLoad();
    void endLoad();

    std::vector<CollectionTarget> m_targets;
    WatchSettings m_settings;
    CollectionQuestions m_questions;
    std::unique_ptr<CollectionJob> m_job;
    Snapshot m_snapshot;
    QList<CollectResult> m_collectionResults;
    QHash<int, bool> m_askedAboutHostKey;
    QProcess m_load;
    qint64 m_loadGroup = 0; // the load's process group, while it may have members
    QTimer m_pause;
    QElapsedTimer m_clock;     // from the first sample on: what --duration counts
    qint64 m_sampleStarted = 0;
    qint64 m_lastGpuCountersMs = -1; // when a sample last read the GPUs' counters (gpuCountersSampleCommand)
    QDateTime m_sampleAt;
    bool m_sampleUnderLoad = false;
    int m_taken = 0;
    bool m_anyConnected = false;
    bool m_stopping = false;
    State m_state = State::Idle;
};

/// `questions` with every answer remembered for the watch: a host key accepted once is not
/// asked about again at the next sample, nor a password. Answers live in memory only, with the
/// returned questions (thread-safe: collections ask from their worker threads).
CollectionQuestions rememberingAnswers(CollectionQuestions questions);

} // namespace Topo
