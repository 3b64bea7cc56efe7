// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/bundle.h"

#include "util/tr.h"
#include "util/text.h"

namespace Topo {

namespace {

constexpr QByteArrayView magic = "#topolens-bundle 1";

// The bundle's own lines end in "\n" only: a "\r" inside a capture's output is payload.
int lineAt(QByteArrayView data, qsizetype offset)
{
    return Text::lineAt(data, offset, Text::LineBreaks::LineFeedOnly);
}

// "exit=0" → 0; false when the key is missing or not a number.
bool field(const QList<QByteArrayView>& words, QByteArrayView key, qint64* out)
{
    for (const QByteArrayView& w : words) {
        if (w.size() > key.size() + 1 && Text::startsWith(w, key) && w[key.size()] == '=') {
            bool ok = false;
            *out = w.sliced(key.size() + 1).toLongLong(&ok);
            return ok;
        }
    }
    return false;
}

CaptureStatus statusForExit(qint64 code)
{
    switch (code) {
    case 0:
        return CaptureStatus::Ok;
    case 124: // coreutils timeout
        return CaptureStatus::TimedOut;
    case 127:
        return CaptureStatus::ToolMissing;
    default:
        return CaptureStatus::Failed;
    }
}

/// Lines of a bundle, read one after the other; outputs are taken by their byte counts.
struct BundleCursor
{
    QByteArrayView data;
    qsizetype pos = 0;

    bool next(QByteArrayView* line)
    {
        if (pos >= data.size())
            return false;
        qsizetype end = data.indexOf('\n', pos);
        if (end < 0)
            end = data.size();
        *line = data.sliced(pos, end - pos);
        pos = std::min(end + 1, data.size());
        return true;
    }
};

// Header: "#key value" lines until the first capture.
void readBundleHeader(BundleCursor& cursor, MachineSnapshot& machine, ParseResult<Snapshot>& result)
{
    const QByteArrayView data = cursor.data;
    QByteArrayView line;
    while (cursor.pos < data.size() && data[cursor.pos] == '#' && cursor.next(&line)) {
        const QByteArrayView key = Text::firstWord(line);
        const QString value = Text::cleanText(line.sliced(key.size()));
        if (key == "#role") {
            if (const auto role = machineRoleFromName(value))
                machine.role = *role;
            else
                result.warn(lineAt(data, cursor.pos - 1), Tr::tr("unknown role \"%1\", read as bare metal").arg(value.left(40)));
        } else if (key == "#label") {
            machine.label = value;
        } else if (key == "#host") {
            machine.address = value;
        } else if (key == "#time") {
            machine.collectedAt = QDateTime::fromString(value, Qt::ISODate);
        }
    }
    if (machine.label.isEmpty())
        machine.label = machine.address;
}

// One capture from its "@capture" header line: the command, the outputs by their byte counts,
// "@end". False where the bundle cannot be read on (an error says why; what arrived is kept).
bool readBundleCapture(BundleCursor& cursor, QByteArrayView header, MachineSnapshot& machine, ParseResult<Snapshot>& result)
{
    const QByteArrayView data = cursor.data;
    const int headerLine = lineAt(data, cursor.pos - 1);
    if (!Text::startsWith(header, "@capture ")) {
        result.error(headerLine, Tr::tr("expected \"@capture ID exit=… stdout=… stderr=…\", found %1").arg(Text::excerpt(header)));
        return false;
    }
    const QList<QByteArrayView> words = Text::splitWhitespace(header);
    qint64 exitCode = 0;
    qint64 ms = 0;
    qint64 outBytes = -1;
    qint64 errBytes = -1;
    if (words.size() < 2 || !field(words, "exit", &exitCode) || !field(words, "stdout", &outBytes)
        || !field(words, "stderr", &errBytes) || outBytes < 0 || errBytes < 0) {
        result.error(headerLine, Tr::tr("a capture header without its exit status and byte counts: %1").arg(Text::excerpt(header)));
        return false;
    }
    // No ms= at all: the collecting shell had no clock finer than a second (busybox's date
    // has no %N, and /proc/uptime was unreadable), and wrote no figure rather than a made-up one.
    const bool timed = field(words, "ms", &ms);
    RawCapture capture;
    capture.id = Text::cleanText(words[1]);
    capture.exitCode = int(exitCode);
    capture.durationMs = ms;
    if (!timed)
        capture.note = Tr::tr("not timed: the collecting shell had no clock finer than a second");
    capture.status = statusForExit(exitCode);
    QByteArrayView line;
    if (!cursor.next(&line) || !Text::startsWith(line, "@command ")) {
        result.error(headerLine + 1, Tr::tr("capture %1: expected its \"@command\" line").arg(capture.id));
        return false;
    }
    capture.command = Text::cleanText(line.sliced(9));
    qsizetype& pos = cursor.pos;
    if (pos + outBytes + errBytes > data.size()) {
        // Keep what is there: a bundle cut off in a transfer still holds useful output.
        capture.stdoutData = data.sliced(pos, std::min<qint64>(outBytes, data.size() - pos)).toByteArray();
        capture.status = CaptureStatus::Truncated;
        capture.statusDetail = Tr::tr("the bundle ends inside this output");
        machine.captures.append(capture);
        result.error(lineAt(data, data.size()), Tr::tr("capture %1: the bundle is cut off (%2 of %3 bytes present)")
                                                    .arg(capture.id)
                                                    .arg(data.size() - pos)
                                                    .arg(outBytes + errBytes));
        pos = data.size();
        return false;
    }
    capture.stdoutData = data.sliced(pos, outBytes).toByteArray();
    capture.stderrData = data.sliced(pos + outBytes, errBytes).toByteArray();
    pos += outBytes + errBytes;
    if (capture.status == CaptureStatus::Failed && capture.stderrData.contains("not found"))
        capture.status = CaptureStatus::ToolMissing;
    machine.captures.append(capture);
    // The script ends each capture with a line break and "@end ID".
    if (pos < data.size() && data[pos] == '\n')
        ++pos;
    if (!cursor.next(&line) || !Text::startsWith(line, "@end")) {
        result.error(lineAt(data, pos), Tr::tr("capture %1: expected \"@end %1\" after its output").arg(capture.id));
        return false;
    }
    return true;
}

} // namespace

bool looksLikeBundle(QByteArrayView data)
{
    return Text::startsWith(data, magic);
}

ParseResult<Snapshot> readBundle(QByteArrayView data)
{
    ParseResult<Snapshot> result;
    if (!looksLikeBundle(data)) {
        result.error(1, Tr::tr("not a TopoLens bundle: expected the first line \"%1\"").arg(QString::fromLatin1(magic)));
        return result;
    }
    MachineSnapshot machine;
    machine.collector = QStringLiteral("topolens-collect.sh");
    BundleCursor cursor { data };
    readBundleHeader(cursor, machine, result);
    QByteArrayView line;
    while (cursor.next(&line)) {
        if (Text::trimmed(line).isEmpty())
            continue;
        if (!readBundleCapture(cursor, line, machine, result))
            break;
    }
    result.value.title = Tr::tr("Collected on %1").arg(machine.label);
    result.value.createdAt = machine.collectedAt;
    result.value.machines.append(machine);
    return result;
}

} // namespace Topo
