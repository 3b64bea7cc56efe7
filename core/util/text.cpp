// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/text.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <type_traits>

#include <QLocale>
#include <QStringDecoder>

namespace Topo::Text {

QList<Line> splitLines(QByteArrayView data)
{
    QList<Line> lines;
    lines.reserve(std::min<qsizetype>(data.size() / 40 + 1, 1 << 20));
    qsizetype start = 0;
    int number = 1;
    bool previousEmpty = false;
    const qsizetype n = data.size();
    auto emit = [&](qsizetype end) {
        // A run of blank lines means what one blank line means to every parser; keeping only
        // the first bounds memory on inputs made of nothing but line breaks.
        const bool empty = end == start;
        if (!(empty && previousEmpty))
            lines.append(Line { number, data.sliced(start, end - start) });
        previousEmpty = empty;
        ++number;
    };
    if (n == 0 || !std::memchr(data.data(), '\r', size_t(n))) {
        // Line feeds only, as every collected output has: memchr finds them many bytes at a time.
        const char* const begin = data.data();
        while (start < n) {
            const void* feed = std::memchr(begin + start, '\n', size_t(n - start));
            if (!feed)
                break;
            const qsizetype i = static_cast<const char*>(feed) - begin;
            emit(i);
            start = i + 1;
        }
    } else {
        for (qsizetype i = 0; i < n; ++i) {
            const char c = data[i];
            if (c == '\n' || c == '\r') {
                emit(i);
                if (c == '\r' && i + 1 < n && data[i + 1] == '\n')
                    ++i;
                start = i + 1;
            }
        }
    }
    if (start < n)
        emit(n);
    return lines;
}

int lineAt(QByteArrayView text, qsizetype offset, LineBreaks breaks)
{
    const QByteArrayView before = text.first(std::clamp<qsizetype>(offset, 0, text.size()));
    int line = 1 + int(before.count('\n'));
    if (breaks == LineBreaks::Any) {
        // A "\r" is a break of its own unless a "\n" follows it (in the text, not only in
        // `before`: the "\r" of a "\r\n" split by `offset` is not a break yet).
        for (qsizetype i = before.indexOf('\r'); i >= 0; i = before.indexOf('\r', i + 1)) {
            if (i + 1 == text.size() || text[i + 1] != '\n')
                ++line;
        }
    }
    return line;
}

QByteArray stripAnsi(QByteArrayView data)
{
    QByteArray out;
    out.reserve(data.size());
    const qsizetype n = data.size();
    qsizetype copied = 0; // everything before this offset is either copied or skipped
    for (qsizetype i = data.indexOf('\x1b'); i >= 0 && i < n; i = data.indexOf('\x1b', i)) {
        out.append(data.sliced(copied, i - copied));
        qsizetype j = i + 1;
        if (j < n && data[j] == '[') {
            // CSI: parameters and intermediates (0x20–0x3f), then one final byte (0x40–0x7e).
            // A malformed sequence ends where it stops looking like one: a line break after
            // it is kept, so line numbers stay right.
            ++j;
            while (j < n && static_cast<unsigned char>(data[j]) >= 0x20 && static_cast<unsigned char>(data[j]) <= 0x3f)
                ++j;
            if (j < n && static_cast<unsigned char>(data[j]) >= 0x40 && static_cast<unsigned char>(data[j]) <= 0x7e)
                ++j;
        } else if (j < n && data[j] == ']') {
            // OSC: until BEL or ESC '\', but never across a line break.
            ++j;
            while (j < n && data[j] != '\x07' && data[j] != '\n' && !(data[j] == '\x1b' && j + 1 < n && data[j + 1] == '\\'))
                ++j;
            if (j < n && data[j] == '\x07')
                ++j;
            else if (j < n && data[j] == '\x1b')
                j += 2;
        } else if (j < n && data[j] != '\n' && data[j] != '\r') {
            ++j; // two-byte escape
        }
        copied = std::min(j, n);
        i = copied;
    }
    out.append(data.sliced(std::min(copied, n)));
    return out;
}

bool containsEscape(QByteArrayView data)
{
    return data.indexOf('\x1b') >= 0;
}

bool isUnsafeForDisplay(char32_t c)
{
    if (c < 0x20 || (c >= 0x7f && c < 0xa0))
        return true;
    // Bidi embeddings, overrides and isolates; zero-width and BOM characters.
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f
        || c == 0x061c || c == 0xfeff || (c >= 0x200b && c <= 0x200d))
        return true;
    return false;
}

namespace {
/// Space to '~': what nearly every field of every tool's output is, and needs no replacing.
bool isPrintableAscii(char32_t c)
{
    return c >= 0x20 && c < 0x7f;
}
} // namespace

namespace {
/// cleanText's and displayLine's one pass: unsafe characters (and lone surrogates) become
/// U+FFFD, tabs spaces, and line breaks spaces where `breaksAsSpaces`.
QString replaceUnsafe(QStringView text, bool breaksAsSpaces)
{
    if (std::all_of(text.cbegin(), text.cend(), [](QChar c) { return isPrintableAscii(c.unicode()); }))
        return text.toString();
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char32_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            out.append(text[i]);
            out.append(text[i + 1]);
            ++i;
        } else if (c == u'\t' || (breaksAsSpaces && (c == u'\n' || c == u'\r'))) {
            out.append(u' ');
        } else if (isUnsafeForDisplay(c) || QChar::isSurrogate(c)) {
            out.append(QChar::ReplacementCharacter);
        } else {
            out.append(text[i]);
        }
    }
    return out;
}
} // namespace

QString cleanText(QStringView text)
{
    return replaceUnsafe(text, false).trimmed();
}

QString displayLine(QStringView text)
{
    return replaceUnsafe(text, true);
}

QString cleanText(QByteArrayView bytes)
{
    // The common case, without a decoder: nothing to decode, nothing to replace.
    if (std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return isPrintableAscii(static_cast<unsigned char>(c)); }))
        return QString::fromLatin1(trimmed(bytes));
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(bytes);
    return cleanText(QStringView(decoded));
}

QByteArrayView trimmed(QByteArrayView text)
{
    qsizetype b = 0;
    qsizetype e = text.size();
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; };
    while (b < e && space(text[b]))
        ++b;
    while (e > b && space(text[e - 1]))
        --e;
    return text.sliced(b, e - b);
}

QList<QByteArrayView> splitWhitespace(QByteArrayView text)
{
    QList<QByteArrayView> parts;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        while (i < n && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        const qsizetype start = i;
        while (i < n && text[i] != ' ' && text[i] != '\t')
            ++i;
        if (i > start)
            parts.append(text.sliced(start, i - start));
    }
    return parts;
}

QList<QByteArrayView> splitTabs(QByteArrayView text)
{
    QList<QByteArrayView> parts;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\t') {
            parts.append(text.sliced(start, i - start));
            start = i + 1;
        }
    }
    parts.append(text.sliced(start));
    return parts;
}

bool Tokens::next(QByteArrayView* token)
{
    const qsizetype size = m_text.size();
    while (m_position < size && (m_text[m_position] == ' ' || m_text[m_position] == '\t'))
        ++m_position;
    if (m_position >= size)
        return false;
    const qsizetype start = m_position;
    while (m_position < size && m_text[m_position] != ' ' && m_text[m_position] != '\t')
        ++m_position;
    *token = m_text.sliced(start, m_position - start);
    return true;
}

QByteArrayView Tokens::rest() const
{
    return trimmed(m_text.sliced(m_position));
}

bool isNotAvailable(QByteArrayView text, Qt::CaseSensitivity cs)
{
    return cs == Qt::CaseSensitive ? is(text, "N/A") : text.compare("N/A", Qt::CaseInsensitive) == 0;
}

bool isNotAvailable(QStringView text, Qt::CaseSensitivity cs)
{
    return text.compare(u"N/A", cs) == 0;
}

bool readLinkSpeed(QByteArrayView text, double* gts)
{
    const QByteArrayView t = trimmed(text);
    qsizetype end = 0;
    while (end < t.size() && ((t[end] >= '0' && t[end] <= '9') || t[end] == '.'))
        ++end;
    QByteArrayView unit = t.sliced(end);
    while (!unit.isEmpty() && (unit[0] == ' ' || unit[0] == '\t'))
        unit = unit.sliced(1);
    if (!(startsWith(unit, "GT/s") || startsWith(unit, "Gb/s")))
        return false;
    if (unit.size() > 4 && unit[4] != ' ' && unit[4] != '\t')
        return false;
    double value = 0;
    if (end == 0 || !toDouble(t.first(end), &value) || !(value >= 0 && value < 1000))
        return false;
    *gts = value;
    return true;
}

bool readLinkWidth(QByteArrayView digits, int* lanes)
{
    int value = 0;
    if (!isDigits(digits) || digits.size() > 3 || !toInt(digits, &value) || value > 32)
        return false;
    *lanes = value;
    return true;
}

bool isShellPromptLine(QByteArrayView line)
{
    const QByteArrayView t = trimmed(line);
    if (t.isEmpty())
        return false;
    if (startsWith(t, "$ ") || startsWith(t, "# ") || startsWith(t, "> ") || t == "$" || t == "#")
        return true;
    // user@host:~$ cmd / [user@host ~]# cmd / root@pve:~# cmd
    const qsizetype at = t.indexOf('@');
    if (at > 0 && at < 40) {
        for (qsizetype i = at; i < t.size() && i < 200; ++i) {
            if ((t[i] == '$' || t[i] == '#') && (i + 1 == t.size() || t[i + 1] == ' '))
                return true;
        }
    }
    if (startsWith(t, "PS ") && t.indexOf('>') > 0)
        return true;
    return false;
}

bool looksBinary(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    if (head.isEmpty())
        return false;
    qsizetype bad = 0;
    for (const char ch : head) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == 0)
            return true;
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != 0x1b && c != '\f')
            ++bad;
    }
    return bad * 10 > head.size();
}

QByteArrayView cleanLine(QByteArrayView raw, QByteArray* storage)
{
    if (!containsEscape(raw))
        return trimmed(raw);
    *storage = stripAnsi(raw);
    return trimmed(*storage);
}

QByteArrayView firstWord(QByteArrayView text)
{
    qsizetype end = 0;
    while (end < text.size() && text[end] != ' ' && text[end] != '\t')
        ++end;
    return text.first(end);
}

QString hex(quint32 value, int width)
{
    return QStringLiteral("%1").arg(value, width, 16, QLatin1Char('0'));
}

int hexDigitValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool isDigits(QByteArrayView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int sniffConfidence(int matchingLines)
{
    switch (matchingLines) {
    case 0:
        return 0;
    case 1:
        return 60;
    case 2:
        return 80;
    default:
        return 95;
    }
}

namespace {

// The number `text` holds in `base` (0: C's prefixes decide), read as a `Wide` (qlonglong or
// qulonglong): trimmed, a hexadecimal one may start with "0x", and one of more than `maxSize`
// characters is none (no number of ours is that long).
template<class Wide>
std::optional<Wide> readNumber(QByteArrayView text, int base, qsizetype maxSize)
{
    QByteArrayView t = trimmed(text);
    if (base == 16 && (startsWith(t, "0x") || startsWith(t, "0X")))
        t = t.sliced(2);
    if (t.isEmpty() || t.size() > maxSize)
        return std::nullopt;
    bool ok = false;
    Wide value {};
    if constexpr (std::is_signed_v<Wide>)
        value = t.toLongLong(&ok, base);
    else
        value = t.toULongLong(&ok, base);
    return ok ? std::optional<Wide>(value) : std::nullopt;
}

} // namespace

bool toInt(QByteArrayView text, int* out, int base)
{
    const auto v = readNumber<qlonglong>(text, base, 20);
    if (!v || *v < std::numeric_limits<int>::min() || *v > std::numeric_limits<int>::max())
        return false;
    *out = int(*v);
    return true;
}

bool toUInt64(QByteArrayView text, quint64* out, int base)
{
    const auto v = readNumber<qulonglong>(text, base, 24);
    if (!v)
        return false;
    *out = *v;
    return true;
}

bool toDouble(QByteArrayView text, double* out)
{
    const QByteArrayView t = trimmed(text);
    if (t.isEmpty() || t.size() > 40)
        return false;
    bool ok = false;
    // Locale-independent: QByteArray::toDouble always uses the C locale.
    const double v = t.toByteArray().toDouble(&ok);
    if (!ok)
        return false;
    *out = v;
    return true;
}

QString excerpt(QByteArrayView line, int maxChars)
{
    QString text = cleanText(line.first(std::min<qsizetype>(line.size(), maxChars * 4)));
    if (text.size() > maxChars)
        text = text.left(maxChars) + QChar(0x2026);
    return u'"' + text + u'"';
}

} // namespace Topo::Text
