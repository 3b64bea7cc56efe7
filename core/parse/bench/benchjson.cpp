// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/bench/benchjson.h"

#include "util/text.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo::Bench {

namespace {

/// Walks the bytes of a JSON text outside its strings: `structural(i, c)` sees every byte that
/// is not inside a string literal and returns true to stop there. Returns where it stopped, or
/// -1 at the end.
template<class Structural>
qsizetype scanOutsideStrings(QByteArrayView data, qsizetype from, Structural&& structural)
{
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = from; i < data.size(); ++i) {
        const char c = data[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (structural(c)) {
            return i;
        }
    }
    return -1;
}

} // namespace

int jsonNestingDepth(QByteArrayView data)
{
    int depth = 0;
    int deepest = 0;
    scanOutsideStrings(data, 0, [&](char c) {
        if (c == '{' || c == '[')
            deepest = std::max(deepest, ++depth);
        else if (c == '}' || c == ']')
            depth = std::max(0, depth - 1);
        return false;
    });
    return deepest;
}

qsizetype jsonStart(QByteArrayView data, int* line)
{
    int number = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i <= data.size(); ++i) {
        if (i == data.size() || data[i] == '\n') {
            const QByteArrayView text = Text::trimmed(data.sliced(lineStart, i - lineStart));
            if (!text.isEmpty() && text.front() == '{') {
                *line = number;
                return text.data() - data.data();
            }
            ++number;
            lineStart = i + 1;
        }
    }
    return -1;
}

QByteArrayView jsonHead(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    int line = 0;
    const qsizetype start = jsonStart(head, &line);
    return start < 0 ? QByteArrayView() : head.sliced(start);
}

QByteArrayView jsonObjectIn(QByteArrayView data, int* firstLine)
{
    const qsizetype start = jsonStart(data, firstLine);
    if (start < 0)
        return {};
    // The end is where the first object closes, not the last "}" of the input: tools print
    // warnings after the document, and those may hold braces too.
    int depth = 0;
    const qsizetype end = scanOutsideStrings(data, start, [&](char c) {
        if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            return --depth == 0;
        return false;
    });
    // Unterminated (a run that crashed while writing): hand over the rest so the JSON reader
    // names the place where it stops.
    return end < 0 ? data.sliced(start) : data.sliced(start, end - start + 1);
}

std::optional<nlohmann::json> readJsonDocument(
    QByteArrayView data, const JsonDocumentMessages& messages, ParseResult<BenchmarkRun>& result, int* firstLine)
{
    *firstLine = 1;
    const QByteArrayView object = jsonObjectIn(data, firstLine);
    if (object.isEmpty()) {
        result.error(0, messages.notFound);
        return std::nullopt;
    }
    if (messages.noteLinesBefore && *firstLine > 1)
        result.info(1, Tr::tr("%n line(s) before the JSON document are not read", nullptr, *firstLine - 1));
    if (jsonNestingDepth(object) > maxJsonDepth) {
        result.error(*firstLine, messages.tooDeep);
        return std::nullopt;
    }
    try {
        return nlohmann::json::parse(object.begin(), object.end());
    } catch (const nlohmann::json::parse_error& e) {
        const int line = *firstLine - 1 + Text::lineAt(object, qsizetype(e.byte), Text::LineBreaks::LineFeedOnly);
        result.error(line, messages.unreadable.arg(QString::fromUtf8(e.what())));
        return std::nullopt;
    } catch (const nlohmann::json::exception& e) {
        // Well-formed but unrepresentable, such as a number beyond a double (1e999): the reader
        // names no byte, so the document's first line stands for it.
        result.error(*firstLine, messages.unreadable.arg(QString::fromUtf8(e.what())));
        return std::nullopt;
    }
}

} // namespace Topo::Bench
