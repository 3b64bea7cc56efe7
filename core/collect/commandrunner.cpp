// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/commandrunner.h"

#include "util/tr.h"
#include "util/text.h"

namespace Topo {

namespace {

constexpr int commandNotFoundExit = 127;

QString mebibytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'g', 3);
}

/// The first non-empty stderr line, cleaned for display, e.g. "bash: line 1: qm: command not found".
QString firstErrorLine(const QByteArray& stderrData)
{
    for (const auto& line : Text::splitLines(QByteArrayView(stderrData).first(std::min<qsizetype>(stderrData.size(), 4096)))) {
        const QString text = Text::cleanText(line.text);
        if (!text.isEmpty())
            return text.size() > 200 ? text.left(200) + QChar(0x2026) : text;
    }
    return {};
}

// bash and sudo say "command not found", dash says "sh: 1: qm: not found"; the exit status of
// sudo is 1 in that case, so the text matters as much as the 127.
bool saysCommandNotFound(const QByteArray& stderrData)
{
    const QByteArrayView head = QByteArrayView(stderrData).first(std::min<qsizetype>(stderrData.size(), 4096));
    return head.contains("command not found") || head.contains(": not found");
}

} // namespace

QByteArray truncationMark(qint64 outputCap)
{
    return "\n[topolens: output truncated at " + mebibytes(outputCap).toLatin1() + " MiB; the rest was dropped]\n";
}

CaptureBuilder::CaptureBuilder(const PlannedCommand& command, qint64 outputCap)
    : m_outputCap(outputCap)
{
    m_capture.id = command.id;
    m_capture.command = command.command;
    m_capture.format = command.format;
    m_clock.start();
}

void CaptureBuilder::append(QByteArrayView data, bool isStderr)
{
    m_received += data.size();
    if (m_truncated || data.isEmpty())
        return;
    QByteArray& target = isStderr ? m_capture.stderrData : m_capture.stdoutData;
    const qint64 room = m_outputCap - m_kept;
    if (data.size() <= room) {
        target.append(data);
        m_kept += data.size();
        return;
    }
    target.append(data.first(room));
    target.append(truncationMark(m_outputCap));
    m_kept = m_outputCap;
    m_truncated = true;
}

RawCapture CaptureBuilder::finish(const CommandEnd& end)
{
    RawCapture capture = std::move(m_capture);
    capture.durationMs = m_clock.elapsed();
    capture.exitCode = end.kind == CommandEnd::Kind::Exited ? end.exitCode : -1;
    switch (end.kind) {
    case CommandEnd::Kind::Cancelled:
        capture.status = CaptureStatus::Cancelled;
        capture.statusDetail = Tr::tr("cancelled while running");
        return capture;
    case CommandEnd::Kind::ConnectionLost:
        capture.status = CaptureStatus::Failed;
        capture.statusDetail = Tr::tr("the connection was lost while it ran: %1").arg(end.detail);
        return capture;
    case CommandEnd::Kind::StartFailed:
        capture.status = CaptureStatus::Failed;
        capture.statusDetail = Tr::tr("could not be started: %1").arg(end.detail);
        return capture;
    case CommandEnd::Kind::TimedOut:
        capture.status = CaptureStatus::TimedOut;
        capture.statusDetail = Tr::tr("no result within the time limit; stopped");
        return capture;
    case CommandEnd::Kind::NoExitStatus:
    case CommandEnd::Kind::Signalled:
    case CommandEnd::Kind::Exited:
        break;
    }
    // The runner stops a command whose output passed the cap, so how it then ended says nothing.
    if (m_truncated) {
        capture.status = CaptureStatus::Truncated;
        capture.statusDetail = Tr::tr("output passed the %1 MiB limit; the rest was dropped").arg(mebibytes(m_outputCap));
        return capture;
    }
    const QString errorLine = firstErrorLine(capture.stderrData);
    if (end.kind == CommandEnd::Kind::Signalled) {
        capture.status = CaptureStatus::Failed;
        capture.statusDetail = Tr::tr("killed by signal %1").arg(end.detail);
    } else if (end.kind == CommandEnd::Kind::NoExitStatus) {
        capture.status = CaptureStatus::Failed;
        capture.statusDetail = Tr::tr("ended without an exit status");
    } else if (end.exitCode == 0) {
        capture.status = CaptureStatus::Ok;
    } else if (end.exitCode == commandNotFoundExit || saysCommandNotFound(capture.stderrData)) {
        capture.status = CaptureStatus::ToolMissing;
        capture.statusDetail = errorLine.isEmpty() ? Tr::tr("not installed") : Tr::tr("not installed (%1)").arg(errorLine);
    } else {
        capture.status = CaptureStatus::Failed;
        capture.statusDetail = errorLine.isEmpty() ? Tr::tr("exit status %1").arg(end.exitCode)
                                                   : Tr::tr("exit status %1: %2").arg(end.exitCode).arg(errorLine);
    }
    return capture;
}

RawCapture notRunCapture(const PlannedCommand& command, CaptureStatus status, const QString& detail)
{
    RawCapture capture;
    capture.id = command.id;
    capture.command = command.command;
    capture.format = command.format;
    capture.exitCode = -1;
    capture.status = status;
    capture.statusDetail = detail;
    return capture;
}

} // namespace Topo
