// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/fleet/engineoutput.h"
#include "collect/fleet/fleetengine.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <QTemporaryDir>

#include <memory>

/// One run of a fan-out engine over a node set: the engine as a child process in its own
/// process group, its output split per node while it runs, progress as nodes finish, and cancel
/// that ends the whole group and keeps what arrived. Decoding the nodes' bundles and writing the
/// run folder is io/ (io/fleetcollectresult.h, io/fleetrunfolder.h).
namespace Topo {

struct FleetCollectionResult
{
    FleetCollectOptions options;
    EngineCommand command;          // what ran
    QDateTime startedAt;
    QDateTime finishedAt;
    QList<EngineNodeReport> nodes;  // expected nodes first
    QByteArray engineLog;           // the engine's standard error lines that belong to no node, and its messages
    int engineExitCode = -1;
    bool cancelled = false;
    QString failure;                // the engine could not be started, in words
};

class FleetCollection : public QObject
{
    Q_OBJECT
public:
    explicit FleetCollection(FleetCollectOptions options, QObject* parent = nullptr);
    ~FleetCollection() override;

    /// Expands the node set with the engine's own tool (a few seconds at most), then starts the
    /// engine. finished() follows, also when the engine cannot start.
    void start();
    /// Ends the engine's process group (SIGTERM, then SIGKILL); finished() follows with what
    /// arrived, and every node not finished marked cancelled.
    void cancel();

    const FleetCollectionResult& result() const { return m_result; }

Q_SIGNALS:
    void progress(int done, int total); // total 0: not known beforehand
    void finished();

private:
    void readStdout();
    void readStderr();
    void engineFinished();
    void signalGroup(int signal);

    FleetCollectOptions m_options;
    FleetCollectionResult m_result;
    QProcess m_process;
    QElapsedTimer m_clock;
    QTemporaryDir m_treeDir;
    std::unique_ptr<EngineOutputSplitter> m_splitter;
    qint64 m_pid = 0;
    int m_lastDone = -1;
    bool m_finished = false;
};

} // namespace Topo
