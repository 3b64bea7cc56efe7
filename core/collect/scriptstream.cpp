// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/scriptstream.h"

#include "collect/shellquote.h"

#include <QRandomGenerator>

namespace Topo {

namespace {

constexpr qsizetype longestMarkerLine = 64;
constexpr qsizetype preambleCap = 4096;

} // namespace

QByteArray newStreamBoundary()
{
    quint64 words[2];
    QRandomGenerator::system()->fillRange(words);
    return "@@topolens-" + QByteArray::number(words[0], 16) + QByteArray::number(words[1], 16);
}

QByteArray streamingCollectorScript(const QList<PlannedCommand>& commands, const QByteArray& boundary,
                                    std::chrono::seconds commandTimeout)
{
    auto secondsOf = [](std::chrono::milliseconds limit) {
        return QByteArray::number(qint64(std::max<std::chrono::seconds::rep>(1, std::chrono::ceil<std::chrono::seconds>(limit).count())));
    };
    // printf is a builtin everywhere: framing costs no process. The only processes are the
    // commands themselves, and `timeout` + `sh -c` around each where timeout works; each
    // command's limit is its third word ($3), as it may have one of its own.
    QByteArray script = "B='" + boundary + "'\n"
        "if timeout -k 5 1 true </dev/null >/dev/null 2>&1; then T='timeout -k 5'; t=1; else T=; t=0; fi\n"
        "printf '\\n%s hello timeout=%s\\n' \"$B\" \"$t\"\n"
        "r() {\n"
        "    printf '\\n%s start %s\\n' \"$B\" \"$1\"; printf '\\n%s start %s\\n' \"$B\" \"$1\" >&2\n"
        "    $T ${T:+\"$3\"} sh -c \"$2\" </dev/null\n"
        "    s=$?\n"
        "    printf '\\n%s end %s %s\\n' \"$B\" \"$1\" \"$s\"; printf '\\n%s end %s\\n' \"$B\" \"$1\" >&2\n"
        "}\n";
    for (int i = 0; i < commands.size(); ++i) {
        const std::chrono::milliseconds limit = commands[i].timeout.value_or(commandTimeout);
        script += "r " + QByteArray::number(i) + ' ' + shellQuote(commands[i].command).toUtf8() + ' ' + secondsOf(limit) + '\n';
    }
    return script;
}

ScriptStreamDemux::ScriptStreamDemux(QByteArray boundary, Sink& sink)
    : m_marker('\n' + boundary + ' '), m_sink(sink)
{
}

void ScriptStreamDemux::feed(QByteArrayView data, bool isStderr)
{
    Stream& stream = m_streams[isStderr ? 1 : 0];
    stream.pending.append(data);
    process(stream, isStderr);
}

void ScriptStreamDemux::flush()
{
    for (int i = 0; i < 2; ++i) {
        Stream& stream = m_streams[i];
        emitOutput(stream, stream.pending, i == 1);
        stream.pending.clear();
    }
}

void ScriptStreamDemux::emitOutput(Stream& stream, QByteArrayView data, bool isStderr)
{
    if (data.isEmpty())
        return;
    if (stream.current >= 0)
        m_sink.commandOutput(stream.current, data, isStderr);
    else if (!isStderr && m_preamble.size() < preambleCap)
        m_preamble.append(data.first(std::min(data.size(), preambleCap - m_preamble.size())));
}

void ScriptStreamDemux::process(Stream& stream, bool isStderr)
{
    qsizetype consumed = 0;
    const QByteArray& pending = stream.pending;
    while (true) {
        const qsizetype markerAt = pending.indexOf(m_marker, consumed);
        if (markerAt < 0) {
            // Hold back a tail that may be the start of a marker whose rest is still on its way.
            qsizetype keep = 0;
            for (qsizetype n = std::min(pending.size() - consumed, m_marker.size() - 1); n > 0; --n) {
                if (QByteArrayView(pending).last(n) == QByteArrayView(m_marker).first(n)) {
                    keep = n;
                    break;
                }
            }
            emitOutput(stream, QByteArrayView(pending).sliced(consumed, pending.size() - consumed - keep), isStderr);
            consumed = pending.size() - keep;
            break;
        }
        emitOutput(stream, QByteArrayView(pending).sliced(consumed, markerAt - consumed), isStderr);
        consumed = markerAt;
        const qsizetype textAt = markerAt + m_marker.size();
        const qsizetype lineEnd = pending.indexOf('\n', textAt);
        if (lineEnd < 0) {
            if (pending.size() - textAt <= longestMarkerLine)
                break; // the rest of the marker line is still on its way
            // Not one of ours after all (our marker lines are short): it is output.
            emitOutput(stream, QByteArrayView(pending).sliced(markerAt, 1), isStderr);
            consumed = markerAt + 1;
            continue;
        }
        handleMarker(stream, QByteArrayView(pending).sliced(textAt, lineEnd - textAt), isStderr);
        consumed = lineEnd + 1;
    }
    stream.pending.remove(0, consumed);
}

void ScriptStreamDemux::handleMarker(Stream& stream, QByteArrayView marker, bool isStderr)
{
    const QList<QByteArray> words = marker.toByteArray().split(' ');
    bool ok = false;
    if (words.size() >= 2 && words[0] == "start") {
        const int index = words[1].toInt(&ok);
        if (!ok || index < 0)
            return;
        stream.current = index;
        m_sink.commandStarted(index, isStderr);
    } else if (words.size() >= 2 && words[0] == "end") {
        const int index = words[1].toInt(&ok);
        if (!ok || index < 0)
            return;
        const int status = words.size() >= 3 ? words[2].toInt() : 0;
        stream.current = -1;
        m_sink.commandEnded(index, isStderr, status);
    } else if (words.size() >= 2 && words[0] == "hello") {
        m_remoteTimeout = words[1] == "timeout=1";
    }
}

} // namespace Topo
