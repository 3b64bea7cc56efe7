// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/bench/benchjson.h"

#include "parse/jsontext.h"

#include "util/jsonerror.h"
#include "util/text.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo::Bench {

QByteArrayView jsonObjectIn(QByteArrayView data, int* firstLine)
{
    const qsizetype start = JsonText::documentStart(data, firstLine);
    if (start < 0)
        return {};
    // The end is where the first object closes, not the last "}" of the input: tools print
    // warnings after the document, and those may hold braces too.
    int depth = 0;
    const qsizetype end = JsonText::scanOutsideStrings(data, start, [&](qsizetype, char c) {
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
    if (JsonText::nestingDepth(object) > maxJsonDepth) {
        result.error(*firstLine, messages.tooDeep);
        return std::nullopt;
    }
    try {
        return nlohmann::json::parse(object.begin(), object.end());
    } catch (const nlohmann::json::parse_error& e) {
        const int line = *firstLine - 1 + Text::lineAt(object, qsizetype(e.byte), Text::LineBreaks::LineFeedOnly);
        result.error(line, messages.unreadable.arg(shortJsonSyntaxError(e.what())));
        return std::nullopt;
    } catch (const nlohmann::json::exception& e) {
        // Well-formed but unrepresentable, such as a number beyond a double (1e999): the reader
        // names no byte, so the document's first line stands for it.
        result.error(*firstLine, messages.unreadable.arg(QString::fromUtf8(e.what())));
        return std::nullopt;
    }
}

} // namespace Topo::Bench
