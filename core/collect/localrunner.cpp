// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/localrunner.h"

#include "util/tr.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>

#include <signal.h>
#include <unistd.h>

#include <functional>
#include <list>

namespace Topo {

namespace {

struct ProcessRun
{
    ProcessRun(int commandIndex, const PlannedCommand& command, qint64 outputCap)
        : index(commandIndex), capture(command, outputCap)
    {
    }

    int index;
    CaptureBuilder capture;
    QProcess process;
    QDeadlineTimer deadline;
    std::optional<CommandEnd::Kind> stoppedBecause; // TimedOut, Cancelled, or Signalled for the cap
    bool done = false;

    void stop(CommandEnd::Kind reason)
    {
        if (stoppedBecause || process.state() == QProcess::NotRunning)
            return;
        stoppedBecause = reason;
        // The shell leads its own process group (see setsid below): end the whole group.
        ::kill(-pid_t(process.processId()), SIGKILL);
    }

    void drain()
    {
        capture.append(process.readAllStandardOutput(), false);
        capture.append(process.readAllStandardError(), true);
        if (capture.isTruncated())
            stop(CommandEnd::Kind::Signalled);
    }
};

} // namespace

QString LocalRunner::address() const
{
    return QStringLiteral("local");
}

QString LocalRunner::collectorName() const
{
    return QStringLiteral("topolens %1 (local)").arg(QStringLiteral(TOPOLENS_VERSION));
}

Status LocalRunner::open()
{
    return Status::success();
}

QString LocalRunner::connectionError() const
{
    return {};
}

void LocalRunner::close()
{
}

QList<RawCapture> LocalRunner::run(const QList<PlannedCommand>& commands, const RunLimits& limits, RunObserver& observer)
{
    QList<RawCapture> results(commands.size());
    QEventLoop loop;
    // Finished runs stay alive until the end: a QProcess must not be deleted from its own signal.
    std::list<ProcessRun> runs;
    int next = 0;
    int active = 0;
    bool cancelled = false;

    auto finish = [&](ProcessRun& run, const CommandEnd& end) {
        if (run.done)
            return;
        run.done = true;
        --active;
        results[run.index] = run.capture.finish(end);
        observer.commandFinished(run.index, results[run.index]);
        if (active == 0 && (next == commands.size() || cancelled))
            loop.quit();
    };

    std::function<void()> startMore = [&] {
        while (!cancelled && active < std::max(1, limits.parallelCommands) && next < commands.size()) {
            ProcessRun& run = runs.emplace_back(next, commands[next], limits.outputCap);
            ++next;
            ++active;
            QProcess& process = run.process;
            process.setProgram(QStringLiteral("/bin/sh"));
            process.setArguments({ QStringLiteral("-c"), commands[run.index].command });
            process.setStandardInputFile(QProcess::nullDevice());
            process.setChildProcessModifier([] { ::setsid(); });
            auto drainAndTell = [&run, &observer] {
                run.drain();
                observer.commandOutput(run.index, run.capture.received());
            };
            QObject::connect(&process, &QProcess::readyReadStandardOutput, &loop, drainAndTell);
            QObject::connect(&process, &QProcess::readyReadStandardError, &loop, drainAndTell);
            QObject::connect(&process, &QProcess::finished, &loop,
                [&run, &finish, &startMore](int exitCode, QProcess::ExitStatus exitStatus) {
                    run.drain();
                    CommandEnd end;
                    if (run.stoppedBecause)
                        end.kind = *run.stoppedBecause;
                    else if (exitStatus == QProcess::CrashExit)
                        end = { CommandEnd::Kind::Signalled, -1, QString::number(exitCode) };
                    else
                        end = { CommandEnd::Kind::Exited, exitCode, {} };
                    finish(run, end);
                    startMore();
                });
            QObject::connect(&process, &QProcess::errorOccurred, &loop,
                [&run, &finish, &startMore](QProcess::ProcessError error) {
                    if (error != QProcess::FailedToStart)
                        return;
                    finish(run, { CommandEnd::Kind::StartFailed, -1, run.process.errorString() });
                    startMore();
                });
            observer.commandStarted(run.index);
            run.deadline = QDeadlineTimer(commandLimit(commands[run.index], limits));
            process.start();
        }
    };

    QTimer watchdog;
    watchdog.setInterval(50);
    QObject::connect(&watchdog, &QTimer::timeout, &loop, [&] {
        if (!cancelled && observer.isCancelled()) {
            cancelled = true;
            for (ProcessRun& run : runs)
                run.stop(CommandEnd::Kind::Cancelled);
        }
        for (ProcessRun& run : runs) {
            if (!run.done && run.deadline.hasExpired())
                run.stop(CommandEnd::Kind::TimedOut);
        }
    });
    watchdog.start();
    startMore();
    if (active > 0)
        loop.exec();

    for (; next < commands.size(); ++next) {
        results[next] = notRunCapture(commands[next], CaptureStatus::Cancelled, Tr::tr("cancelled before it started"));
        observer.commandFinished(next, results[next]);
    }
    return results;
}

} // namespace Topo
