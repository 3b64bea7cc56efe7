// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the JSON parsers of several families (benchmarks, amd-smi); not part of the parse
// API: finding a JSON document among the lines a tool prints around it, and walking its text
// outside string literals (nesting depth, where it closes), before any JSON reader sees it.

#include <QByteArrayView>

namespace Topo::JsonText {

/// Walks `data` from `from`: `visit(i, c)` sees every byte outside string literals, and each
/// literal's opening quote; it returns true to stop there. Returns where it stopped, or -1.
template<class Visit>
qsizetype scanOutsideStrings(QByteArrayView data, qsizetype from, Visit&& visit)
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
            continue;
        }
        if (c == '"')
            inString = true;
        if (visit(i, c))
            return i;
    }
    return -1;
}

/// Nesting depth of a JSON text outside strings; nlohmann's DOM would recurse that deep when
/// the document is destroyed or converted.
int nestingDepth(QByteArrayView data);

/// Where the JSON document in `data` starts: the first line whose first non-blank byte is one
/// of `openers` ("{", or "[{" for tools that print a list); -1 if none. `line` gets its 1-based
/// number.
qsizetype documentStart(QByteArrayView data, int* line, QByteArrayView openers = "{");

/// For the JSON sniffers: the first few kilobytes of `data` from the line where its document
/// starts (see documentStart); empty when none starts there.
QByteArrayView documentHead(QByteArrayView data, QByteArrayView openers = "{");

} // namespace Topo::JsonText
