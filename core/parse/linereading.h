// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the line-based system formats (numactl, sysfs listings, /proc/cmdline); not part
// of the parse API: capped line warnings, the line walk every one of them does, strict numbers
// and the sniffers' look at the first lines.

#include "model/diagnostic.h"
#include "parse/cappeddiagnostics.h"
#include "util/tr.h"
#include "util/text.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <algorithm>

namespace Topo::LineReading {

// None of these formats has a legitimate line anywhere near this long; skipping such a line keeps
// the per-line work (splitting, number lists) bounded on hostile input.
constexpr qsizetype maxLineLength = 1 << 20;

// Real captures have a handful of odd lines; a hostile 50 MB input can have millions. Past this
// many warnings one summary stands for the rest, so diagnostics do not outgrow the value.
constexpr int maxLineWarnings = 100;

template<class T>
class LineWarnings : public CappedDiagnostics
{
public:
    explicit LineWarnings(ParseResult<T>& result) : CappedDiagnostics(result.diagnostics, maxLineWarnings) {}

    void warn(int line, const QString& message)
    {
        CappedDiagnostics::warn(line, [&] { return message; });
    }

    void finish()
    {
        if (dropped() > 0) {
            out().append(Diagnostic { firstDroppedLine(), Severity::Warning,
                Tr::tr("%n more unreadable line(s) from here on were skipped", nullptr, dropped()) });
        }
    }
};

/// Empty and binary input is rejected up front with what was expected instead.
template<class T>
bool rejectUnreadable(QByteArrayView data, ParseResult<T>& result, const QString& expected)
{
    if (Text::trimmed(data).isEmpty()) {
        result.error(0, Tr::tr("Empty input: %1.").arg(expected));
        return true;
    }
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("This is binary data, not text: %1.").arg(expected));
        return true;
    }
    return false;
}

/// Calls `handle(lineNumber, text)` for every line worth reading, with escape sequences, a
/// leading BOM and surrounding blanks removed. Empty lines and pasted shell prompts are skipped.
template<class T, class Handler>
void forEachLine(QByteArrayView data, LineWarnings<T>& warnings, Handler&& handle)
{
    QByteArray storage;
    for (const auto& rawLine : Text::splitLines(data)) {
        QByteArrayView raw = rawLine.text;
        if (rawLine.number == 1 && Text::startsWith(raw, "\xef\xbb\xbf"))
            raw = raw.sliced(3);
        if (raw.size() > maxLineLength) {
            warnings.warn(rawLine.number, Tr::tr("Line is %1 bytes long; skipped").arg(raw.size()));
            continue;
        }
        const QByteArrayView text = Text::cleanLine(raw, &storage);
        if (text.isEmpty() || Text::isShellPromptLine(text))
            continue;
        handle(rawLine.number, text);
    }
}

/// A whole line-based parse: empty and binary input refused with what was `expected`, else
/// every line handed to a `Reader(result)` through its read(data), then its finish().
template<class Reader, class T>
ParseResult<T> readLines(QByteArrayView data, const QString& expected)
{
    ParseResult<T> result;
    if (rejectUnreadable(data, result, expected))
        return result;
    Reader reader(result);
    reader.read(data);
    reader.finish();
    return result;
}

bool isDecimal(QByteArrayView text);

/// Strictly decimal (toInt() alone would take "0x10" or " 12").
bool toDecimal(QByteArrayView text, int* out);
bool toDecimal64(QByteArrayView text, qint64* out);

/// Whitespace-separated decimal numbers, all of them or nothing.
bool toNumberList(const QList<QByteArrayView>& words, qsizetype from, QList<int>* out);

/// Calls `look(text)` for each trimmed line of the first few KB; sniffing never reads more.
template<class Look>
void forEachHeadLine(QByteArrayView data, Look&& look)
{
    for (const auto& line : Text::splitLines(data.first(std::min<qsizetype>(data.size(), 4096)))) {
        const QByteArray stripped = Text::stripAnsi(line.text);
        look(Text::trimmed(stripped));
    }
}

template<class Matcher>
int countMatchingHeadLines(QByteArrayView data, Matcher&& matches)
{
    int count = 0;
    forEachHeadLine(data, [&](QByteArrayView text) { count += matches(text) ? 1 : 0; });
    return count;
}

} // namespace Topo::LineReading
