// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/rocmsmi/rocmsmilines.h"

#include "parse/linereading.h"
#include "util/text.h"

namespace Topo::RocmSmiLines {

namespace {

/// A GPU number: decimal, at most maxGpuIndex.
bool readIndex(QByteArrayView digits, int* index)
{
    int value = 0;
    if (digits.size() > 4 || !LineReading::toDecimal(digits, &value) || value > maxGpuIndex)
        return false;
    *index = value;
    return true;
}

} // namespace

bool readBanner(QByteArrayView line, QByteArrayView* title)
{
    // A banner is at least a few '=' on both sides; "==" alone could be anything.
    constexpr qsizetype minimumRun = 3;
    qsizetype left = 0;
    while (left < line.size() && line[left] == '=')
        ++left;
    if (left < minimumRun)
        return false;
    if (left == line.size()) {
        *title = {};
        return true;
    }
    qsizetype right = line.size();
    while (right > left && line[right - 1] == '=')
        --right;
    if (line.size() - right < minimumRun)
        return false;
    *title = Text::trimmed(line.sliced(left, right - left));
    return true;
}

bool readGpuLine(QByteArrayView line, int* index, QByteArrayView* rest)
{
    if (!Text::startsWith(line, "GPU"))
        return false;
    QByteArrayView after = line.sliced(3);
    qsizetype end = 0;
    if (Text::startsWith(after, "[")) {
        end = after.indexOf(']');
        if (end < 0 || !readIndex(after.sliced(1, end - 1), index))
            return false;
        after = after.sliced(end + 1);
    } else {
        after = Text::trimmed(after);
        while (end < after.size() && after[end] >= '0' && after[end] <= '9')
            ++end;
        if (end == 0 || !readIndex(after.first(end), index))
            return false;
        after = after.sliced(end);
    }
    // Between the label and the colon only blanks, or a partition's "XCP[n]".
    const qsizetype colon = after.indexOf(':');
    if (colon < 0)
        return false;
    const QByteArrayView between = Text::trimmed(after.first(colon));
    if (!between.isEmpty() && !Text::startsWith(between, "XCP["))
        return false;
    *rest = Text::trimmed(after.sliced(colon + 1));
    return true;
}

bool splitKeyValue(QByteArrayView text, QByteArrayView* key, QByteArrayView* value)
{
    const qsizetype colon = text.indexOf(':');
    if (colon <= 0)
        return false;
    *key = Text::trimmed(text.first(colon));
    *value = Text::trimmed(text.sliced(colon + 1));
    return true;
}

bool readMatrixLabel(QByteArrayView token, int* index)
{
    return Text::startsWith(token, "GPU") && token.size() > 3 && readIndex(token.sliced(3), index);
}

} // namespace Topo::RocmSmiLines
