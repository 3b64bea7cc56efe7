// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/commandrunner.h"
#include "collect/scriptstream.h"
#include "collect/ssh/libssh.h"
#include "util/result.h"

#include <QDeadlineTimer>

#include <libssh/callbacks.h>

#include <chrono>
#include <functional>
#include <optional>
#include <vector>

namespace Topo::Ssh {

/// The plan (or what is left of it) as one streamingCollectorScript() run on one channel. The
/// channel callbacks point at this object, so it is not moved while the channel lives.
class ScriptRun final : public ScriptStreamDemux::Sink
{
public:
    using Report = std::function<void(int index, RawCapture capture)>;

    ScriptRun(const QList<PlannedCommand>& commands, QList<int> indices, const RunLimits& limits, RunObserver& observer,
              Report report);
    ~ScriptRun() override;
    ScriptRun(const ScriptRun&) = delete;
    ScriptRun& operator=(const ScriptRun&) = delete;

    Status start(ssh_session session);

    /// After a poll: true while the script still runs.
    bool isRunning() const { return !m_remoteClosed && !m_stuck; }

    /// The running command passed its limit and the script did not stop it (no working
    /// `timeout` there, or a process that ignores KILL in the kernel): give up on the script.
    bool checkDeadline();

    /// Ends the script: the running command gets `end`, the commands it had not started are
    /// returned (as indices into the plan) for the caller to run another way or report.
    QList<int> stop(const CommandEnd& end);

    /// After the remote side closed the channel: commands whose markers never came.
    QList<int> finishAfterClose(const CommandEnd& endOfRunning);

private:
    struct CommandState
    {
        std::optional<CaptureBuilder> capture;
        bool stdoutEnded = false;
        bool stderrEnded = false;
        int exitStatus = 0;
        bool reported = false;
    };

    static int onData(ssh_session, ssh_channel, void* data, uint32_t length, int isStderr, void* userdata);
    static void onClose(ssh_session, ssh_channel, void* userdata);

    CommandState* state(int local);
    void commandStarted(int local, bool isStderr) override;
    void commandOutput(int local, QByteArrayView data, bool isStderr) override;
    void commandEnded(int local, bool isStderr, int exitStatus) override;
    void reportEnded(int local);
    void report(int local, const CommandEnd& end);
    /// The command still running gets `end`; one whose stdout had ended (only its stderr
    /// marker is missing) keeps its exit status.
    void finishRunning(const CommandEnd& end);
    void stopAndFinishRunning(const CommandEnd& end);
    QList<int> unstarted() const;

    // How long past its own limit a command may run before the remote `timeout` is given up on.
    static constexpr std::chrono::milliseconds m_grace { 10000 };

    const QList<PlannedCommand>& m_commands;
    const QList<int> m_indices;
    const RunLimits& m_limits;
    RunObserver& m_observer;
    Report m_report;
    const QByteArray m_boundary;
    ScriptStreamDemux m_demux;
    std::vector<CommandState> m_states;
    ssh_channel_callbacks_struct m_callbacks {};
    ChannelHandle m_channel;
    QDeadlineTimer m_deadline;
    int m_running = -1;
    bool m_remoteClosed = false;
    bool m_stuck = false;
};

} // namespace Topo::Ssh
