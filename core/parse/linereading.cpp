// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/linereading.h"

#include <limits>

namespace Topo::LineReading {

bool isDecimal(QByteArrayView text)
{
    const QByteArrayView digits = Text::startsWith(text, "-") ? text.sliced(1) : text;
    return !digits.isEmpty() && std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool toDecimal(QByteArrayView text, int* out)
{
    return isDecimal(text) && Text::toInt(text, out);
}

bool toDecimal64(QByteArrayView text, qint64* out)
{
    quint64 value = 0;
    if (!isDecimal(text) || Text::startsWith(text, "-") || !Text::toUInt64(text, &value)
        || value > quint64(std::numeric_limits<qint64>::max()))
        return false;
    *out = qint64(value);
    return true;
}

bool toNumberList(const QList<QByteArrayView>& words, qsizetype from, QList<int>* out)
{
    out->clear();
    out->reserve(words.size() - from);
    for (qsizetype i = from; i < words.size(); ++i) {
        int value = 0;
        if (!toDecimal(words[i], &value))
            return false;
        out->append(value);
    }
    return true;
}

} // namespace Topo::LineReading
