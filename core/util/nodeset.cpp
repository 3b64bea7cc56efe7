// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/nodeset.h"

#include "util/tr.h"

#include <QMap>

#include <algorithm>

namespace Topo::Nodeset {

namespace {

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

/// A digit run is "padded" when it is written with a leading zero ("007"); its width is then
/// part of it. "0" alone is not padded.
int paddingOf(QStringView digits)
{
    return digits.size() > 1 && digits.front() == u'0' ? int(digits.size()) : 0;
}

QString formatNumber(quint64 value, int padding)
{
    return QStringLiteral("%1").arg(value, padding, 10, QLatin1Char('0'));
}

// Numbers longer than this do not fit a quint64; they are kept but never joined into ranges.
constexpr qsizetype longestRangedNumber = 18;

/// ClusterShell's order within a pattern: by length, then value (so "9" < "08" < "10").
bool numberLess(const QString& a, const QString& b)
{
    if (a.size() != b.size())
        return a.size() < b.size();
    return a < b;
}

QString foldNumbers(QStringList numbers)
{
    std::sort(numbers.begin(), numbers.end(), numberLess);
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    QStringList ranges;
    for (qsizetype i = 0; i < numbers.size();) {
        const QString& first = numbers[i];
        const int padding = paddingOf(first);
        qsizetype j = i;
        if (first.size() <= longestRangedNumber) {
            quint64 last = first.toULongLong();
            while (j + 1 < numbers.size() && numbers[j + 1].size() <= longestRangedNumber
                && numbers[j + 1].toULongLong() == last + 1 && formatNumber(last + 1, padding) == numbers[j + 1]) {
                ++j;
                ++last;
            }
        }
        ranges.append(j == i ? first : first + u'-' + numbers[j]);
        i = j + 1;
    }
    const QString joined = ranges.join(u',');
    return numbers.size() == 1 ? joined : u'[' + joined + u']';
}

struct Pattern
{
    QString prefix;
    QString suffix;
    QStringList numbers; // empty: a name without digits
};

} // namespace

bool naturalLess(QStringView a, QStringView b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (isDigit(a[i]) && isDigit(b[j])) {
            qsizetype ie = i;
            qsizetype je = j;
            while (ie < a.size() && isDigit(a[ie]))
                ++ie;
            while (je < b.size() && isDigit(b[je]))
                ++je;
            // Compare by value: leading zeros off, then the longer number is the larger.
            qsizetype is = i;
            qsizetype js = j;
            while (is + 1 < ie && a[is] == u'0')
                ++is;
            while (js + 1 < je && b[js] == u'0')
                ++js;
            if (ie - is != je - js)
                return ie - is < je - js;
            const int byValue = a.sliced(is, ie - is).compare(b.sliced(js, je - js));
            if (byValue != 0)
                return byValue < 0;
            if (ie - i != je - j)
                return ie - i < je - j; // "1" before "01"
            i = ie;
            j = je;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

QString fold(const QStringList& names)
{
    // Keyed by the pattern as ClusterShell writes it ("gpu%s"), which is also its sort order.
    QMap<QString, Pattern> patterns;
    for (const QString& name : names) {
        if (name.isEmpty())
            continue;
        qsizetype end = name.size();
        while (end > 0 && !isDigit(name[end - 1]))
            --end;
        if (end == 0) {
            patterns.insert(name, Pattern { name, {}, {} });
            continue;
        }
        qsizetype start = end;
        while (start > 0 && isDigit(name[start - 1]))
            --start;
        const QString prefix = name.left(start);
        const QString suffix = name.mid(end);
        Pattern& pattern = patterns[prefix + u"%s" + suffix];
        pattern.prefix = prefix;
        pattern.suffix = suffix;
        pattern.numbers.append(name.mid(start, end - start));
    }
    QStringList folded;
    for (const Pattern& pattern : std::as_const(patterns))
        folded.append(pattern.numbers.isEmpty() ? pattern.prefix : pattern.prefix + foldNumbers(pattern.numbers) + pattern.suffix);
    return folded.join(u',');
}

namespace {

Result<QStringList> expandRanges(QStringView body, qsizetype at)
{
    QStringList out;
    for (QStringView part : body.split(u',')) {
        const qsizetype dash = part.indexOf(u'-');
        const QStringView low = dash < 0 ? part : part.first(dash);
        const QStringView high = dash < 0 ? part : part.sliced(dash + 1);
        const auto allDigits = [](QStringView s) { return !s.isEmpty() && std::all_of(s.begin(), s.end(), isDigit); };
        if (!allDigits(low) || !allDigits(high) || low.size() > longestRangedNumber || high.size() > longestRangedNumber)
            return fail(Tr::tr("node set: \"%1\" at position %2 is not a number or a range of numbers").arg(part.toString()).arg(at + 1));
        const quint64 from = low.toULongLong();
        const quint64 to = high.toULongLong();
        if (to < from)
            return fail(Tr::tr("node set: the range \"%1\" at position %2 runs backwards").arg(part.toString()).arg(at + 1));
        const int padding = paddingOf(low);
        for (quint64 n = from; n <= to; ++n)
            out.append(formatNumber(n, padding));
    }
    return out;
}

} // namespace

Result<QStringList> expand(QStringView nodeset, int limit)
{
    QStringList names;
    qsizetype termStart = 0;
    QStringList partial { QString() }; // the current term's names so far
    QString literal;
    const auto flushLiteral = [&] {
        for (QString& name : partial)
            name += literal;
        literal.clear();
    };
    for (qsizetype i = 0; i <= nodeset.size(); ++i) {
        const QChar c = i < nodeset.size() ? nodeset[i] : QChar(u',');
        if (c == u',' || (i < nodeset.size() && c.isSpace())) {
            flushLiteral();
            if (i > termStart) {
                names += partial;
                if (names.size() > limit)
                    return fail(Tr::tr("node set: more than %1 names").arg(limit));
            }
            partial = { QString() };
            termStart = i + 1;
        } else if (c == u'[') {
            const qsizetype close = nodeset.indexOf(u']', i);
            const qsizetype nested = nodeset.indexOf(u'[', i + 1);
            if (close < 0 || (nested >= 0 && nested < close))
                return fail(Tr::tr("node set: the \"[\" at position %1 is not closed").arg(i + 1));
            Result<QStringList> numbers = expandRanges(nodeset.sliced(i + 1, close - i - 1), i);
            if (!numbers)
                return fail(numbers.error());
            flushLiteral();
            if (partial.size() * numbers->size() > limit)
                return fail(Tr::tr("node set: more than %1 names").arg(limit));
            QStringList product;
            product.reserve(partial.size() * numbers->size());
            for (const QString& head : std::as_const(partial)) {
                for (const QString& number : std::as_const(*numbers))
                    product.append(head + number);
            }
            partial = std::move(product);
            i = close;
        } else if (c == u']') {
            return fail(Tr::tr("node set: the \"]\" at position %1 closes nothing").arg(i + 1));
        } else if (c == u'@' && i == termStart) {
            return fail(Tr::tr("node set: groups (\"@…\" at position %1) are resolved by the engine, not here").arg(i + 1));
        } else {
            literal += c;
        }
    }
    return names;
}

} // namespace Topo::Nodeset
