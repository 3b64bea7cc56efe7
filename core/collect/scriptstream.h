// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/commandplan.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <chrono>

namespace Topo {

/// Running the whole plan as one shell script on one SSH channel costs one login shell, where
/// a channel per command costs one each (on a server whose ~/.bashrc takes a third of a second
/// that is most of a collection). The script frames every command's stdout and stderr with
/// marker lines that carry a random boundary, so the outputs are cut apart again byte for byte
/// and each command keeps its own exit status, duration and timeout.
///
/// The script is fed to `sh -s` on standard input, so the user's login shell (bash, zsh, fish,
/// csh) only ever sees the two words `sh -s`. Every command reads /dev/null, never the script.
/// When the machine's `timeout` works, each command runs under it; exit status 124 (or 137
/// after the KILL that follows 5 s later) then means the limit was hit.
QByteArray streamingCollectorScript(const QList<PlannedCommand>& commands, const QByteArray& boundary,
                                    std::chrono::seconds commandTimeout);

/// A fresh boundary: random, so output cannot contain it by accident.
QByteArray newStreamBoundary();

/// Cuts the two output streams of a streamingCollectorScript() run apart. Markers are lines
///   "\n<boundary> start N\n" … "\n<boundary> end N STATUS\n"   (stdout)
///   "\n<boundary> start N\n" … "\n<boundary> end N\n"          (stderr)
/// whose leading newline is the script's own, so output between them is exactly the
/// command's. Bytes that could be the beginning of a marker are held back until they can't.
class ScriptStreamDemux
{
public:
    class Sink
    {
    public:
        virtual ~Sink() = default;
        /// Once per stream: the streams are ordered each on its own only, so stderr's start
        /// can come before stdout's.
        virtual void commandStarted(int index, bool isStderr) = 0;
        virtual void commandOutput(int index, QByteArrayView data, bool isStderr) = 0;
        /// Once per stream; exitStatus only on stdout's.
        virtual void commandEnded(int index, bool isStderr, int exitStatus) = 0;
    };

    ScriptStreamDemux(QByteArray boundary, Sink& sink);

    void feed(QByteArrayView data, bool isStderr);
    /// The streams ended (or were cut): bytes held back as a possible marker start are output.
    void flush();
    /// The script said whether its commands run under `timeout`.
    bool remoteEnforcesTimeout() const { return m_remoteTimeout; }
    /// Up to 4 KiB of what came before the first marker (a chatty login script's output).
    const QByteArray& preamble() const { return m_preamble; }

private:
    struct Stream
    {
        QByteArray pending;
        int current = -1; // the command whose output is flowing, -1 between commands
    };
    void process(Stream& stream, bool isStderr);
    void handleMarker(Stream& stream, QByteArrayView marker, bool isStderr);
    void emitOutput(Stream& stream, QByteArrayView data, bool isStderr);

    QByteArray m_marker; // "\n<boundary> "
    Sink& m_sink;
    Stream m_streams[2];
    bool m_remoteTimeout = false;
    QByteArray m_preamble;
};

} // namespace Topo
