// SPDX-License-Identifier: GPL-3.0-or-later
// nvbandwidth's testcase descriptions: what the rows, columns and unit of a matrix are.
#include "parse/bench/nvbandwidthdescription.h"

#include "parse/bench/benchcommon.h"

namespace Topo::Bench {

using Text::is;

bool isUnitSuffix(QByteArrayView text)
{
    return text.endsWith("(GB/s)") || text.endsWith("(ns)") || text.endsWith("(us)") || text.endsWith("(MB/s)");
}

bool isDescription(QByteArrayView text)
{
    return isUnitSuffix(text)
        && (text.contains("(row)") || text.contains("(column)") || Bench::containsCaseInsensitive(text, "bandwidth")
            || Bench::containsCaseInsensitive(text, "latency"));
}

Description readDescription(QByteArrayView text)
{
    Description d;
    d.title = Text::cleanText(text);
    const qsizetype open = text.lastIndexOf('(');
    d.unit = Text::cleanText(text.sliced(open + 1, text.size() - open - 2));
    d.hostRows = text.contains("CPU(row)");
    d.allGpusRows = Bench::containsCaseInsensitive(text, "all gpus");
    // "memcpy CE GPU(row) <-> GPU(column) Read1 bandwidth (GB/s)"
    Text::Tokens tokens(text);
    QByteArrayView token;
    QByteArrayView previous;
    while (tokens.next(&token)) {
        if (is(token, "bandwidth") && (is(previous, "Read1") || is(previous, "Read2") || is(previous, "Write1")
                                          || is(previous, "Write2") || is(previous, "Total"))) {
            d.part = Text::cleanText(previous).toLower();
        }
        previous = token;
    }
    return d;
}

QList<MatrixAxisEntry> rowAxis(const Description& d, const QList<QByteArrayView>& labels)
{
    QList<MatrixAxisEntry> rows;
    for (const QByteArrayView label : labels) {
        int index = -1;
        Bench::readInt(label, &index);
        if (d.hostRows)
            rows.append({labels.size() == 1 ? QStringLiteral("CPU") : u"CPU" + Text::cleanText(label), -1});
        else if (d.allGpusRows)
            rows.append({QStringLiteral("all GPUs"), -1});
        else
            rows.append({Text::cleanText(label), index});
    }
    return rows;
}

} // namespace Topo::Bench
