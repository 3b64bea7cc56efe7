// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/commandplan.h"
#include "model/snapshot.h"
#include "util/result.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QString>

#include <chrono>

namespace Topo {

/// Limits every command of a collection runs under.
struct RunLimits
{
    static constexpr qint64 defaultOutputCap = 64 * 1024 * 1024;

    std::chrono::milliseconds commandTimeout { std::chrono::seconds(60) };
    qint64 outputCap = defaultOutputCap; // stdout and stderr of one command together
    int parallelCommands = 4;            // OpenSSH allows 10 sessions per connection by default
    /// Over SSH: run the plan as one script on one channel (one login shell for all; see
    /// collect/scriptstream.h), falling back to a channel per command for what it can't run.
    bool oneScriptChannel = true;

    bool operator==(const RunLimits&) const = default;
};

/// How long `command` may run in a collection under `limits`.
inline std::chrono::milliseconds commandLimit(const PlannedCommand& command, const RunLimits& limits)
{
    return command.timeout.value_or(limits.commandTimeout);
}

/// What a runner reports while it works. Called on the runner's (collecting) thread.
class RunObserver
{
public:
    virtual ~RunObserver() = default;
    virtual void commandStarted(int index) = 0;
    virtual void commandFinished(int index, const RawCapture& capture) = 0;
    /// More of a running command's output arrived: `bytesReceived` of stdout and stderr
    /// together so far, cap or not. What a progress view shows, and what a test waits for
    /// instead of a sleep.
    virtual void commandOutput(int /*index*/, qint64 /*bytesReceived*/) { }
    /// Polled between reads; true makes the runner stop the running commands and skip the rest.
    virtual bool isCancelled() const = 0;
};

/// Runs shell commands on one machine: over SSH or locally. A runner is created on any thread
/// but open(), run() and close() all happen on one collecting thread (libssh sessions are
/// per thread).
class CommandRunner
{
public:
    virtual ~CommandRunner() = default;

    /// "root@pve:22", "local".
    virtual QString address() const = 0;
    /// For MachineSnapshot::collector: "topolens 0.1.0 over SSH".
    virtual QString collectorName() const = 0;
    /// Connects and authenticates; a failure says why.
    virtual Status open() = 0;
    /// Runs the commands, several at a time, and returns one capture per command in the given
    /// order. What a failure interrupted keeps the output that had arrived; what never started
    /// is NotRun (connection lost) or Cancelled.
    virtual QList<RawCapture> run(const QList<PlannedCommand>& commands, const RunLimits& limits,
                                  RunObserver& observer) = 0;
    /// Why the last run() stopped early because the connection broke; empty when it did not.
    virtual QString connectionError() const = 0;
    /// Releases the connection; on the collecting thread.
    virtual void close() = 0;
};

/// How a command ended, as far as the runner knows.
struct CommandEnd
{
    enum class Kind {
        Exited,         // exitCode is valid
        Signalled,      // detail names the signal
        NoExitStatus,   // the remote side closed the channel without saying how it ended
        TimedOut,
        Cancelled,
        ConnectionLost, // detail says what the transport reported
        StartFailed,    // detail says why it could not be started
    };
    Kind kind = Kind::Exited;
    int exitCode = -1;
    QString detail;
};

/// Collects one running command's output under the output cap and turns it into a RawCapture.
/// Past the cap further bytes are counted and dropped, so the producer can be drained (and the
/// SSH window kept open) without memory growing.
class CaptureBuilder
{
public:
    CaptureBuilder(const PlannedCommand& command, qint64 outputCap);

    void append(QByteArrayView data, bool isStderr);
    bool isTruncated() const { return m_truncated; }
    /// Every byte appended so far, also those dropped past the cap.
    qint64 received() const { return m_received; }

    RawCapture finish(const CommandEnd& end);

private:
    RawCapture m_capture;
    qint64 m_outputCap;
    qint64 m_kept = 0;
    qint64 m_received = 0;
    bool m_truncated = false;
    QElapsedTimer m_clock;
};

/// A capture for a command that never ran.
RawCapture notRunCapture(const PlannedCommand& command, CaptureStatus status, const QString& detail);

/// The mark appended to output cut at the cap.
QByteArray truncationMark(qint64 outputCap);

} // namespace Topo
