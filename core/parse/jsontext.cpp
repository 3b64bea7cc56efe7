// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/jsontext.h"

#include "util/text.h"

#include <algorithm>

namespace Topo::JsonText {

int nestingDepth(QByteArrayView data)
{
    int depth = 0;
    int deepest = 0;
    scanOutsideStrings(data, 0, [&](qsizetype, char c) {
        if (c == '{' || c == '[')
            deepest = std::max(deepest, ++depth);
        else if (c == '}' || c == ']')
            depth = std::max(0, depth - 1);
        return false;
    });
    return deepest;
}

qsizetype documentStart(QByteArrayView data, int* line, QByteArrayView openers)
{
    int number = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i <= data.size(); ++i) {
        if (i == data.size() || data[i] == '\n') {
            const QByteArrayView text = Text::trimmed(data.sliced(lineStart, i - lineStart));
            if (!text.isEmpty() && openers.contains(text.front())) {
                *line = number;
                return text.data() - data.data();
            }
            ++number;
            lineStart = i + 1;
        }
    }
    return -1;
}

QByteArrayView documentHead(QByteArrayView data, QByteArrayView openers)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    int line = 0;
    const qsizetype start = documentStart(head, &line, openers);
    return start < 0 ? QByteArrayView() : head.sliced(start);
}

} // namespace Topo::JsonText
