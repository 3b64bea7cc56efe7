// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/lspci/lspcilines.h"

#include "util/text.h"

namespace Topo::Lspci {

QList<Text::Line> sniffedHeadLines(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min(data.size(), sniffBytes));
    if (Text::looksBinary(head))
        return {};
    QList<Text::Line> lines = Text::splitLines(head);
    // The last line of a cut-off head is incomplete.
    if (data.size() > head.size() && !lines.isEmpty())
        lines.removeLast();
    return lines;
}

int hexAt(QByteArrayView text, qsizetype pos, int count)
{
    if (pos < 0 || pos + count > text.size())
        return -1;
    int value = 0;
    for (int i = 0; i < count; ++i) {
        const int digit = Text::hexDigitValue(text[pos + i]);
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

QByteArrayView rightTrimmed(QByteArrayView text)
{
    qsizetype end = text.size();
    while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t'))
        --end;
    return text.first(end);
}

QByteArrayView scannableText(QByteArrayView data, QByteArray* storage)
{
    if (Text::startsWith(data, "\xef\xbb\xbf"))
        data = data.sliced(3);
    if (!Text::containsEscape(data))
        return data;
    *storage = Text::stripAnsi(data);
    return *storage;
}

bool readTrailingIds(QByteArrayView name, quint16* vendorId, quint16* deviceId)
{
    QByteArrayView ids = Text::trimmed(name);
    constexpr qsizetype idsSize = 9; // "10de:2335"
    if (ids.size() >= idsSize + 3 && ids.endsWith(']') && ids[ids.size() - idsSize - 2] == '['
        && ids[ids.size() - idsSize - 3] == ' ')
        ids = ids.sliced(ids.size() - idsSize - 1, idsSize);
    if (ids.size() != idsSize || ids[4] != ':')
        return false;
    const int vendor = hexAt(ids, 0, 4);
    const int device = hexAt(ids, 5, 4);
    if (vendor < 0 || device < 0)
        return false;
    *vendorId = quint16(vendor);
    *deviceId = quint16(device);
    return true;
}

} // namespace Topo::Lspci
