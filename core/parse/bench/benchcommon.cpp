// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/bench/benchcommon.h"

#include "util/tr.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace Topo::Bench {

using Text::is;

namespace {
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}
/// Moves `*i` past the digits at it; returns how many there were.
qsizetype skipDigits(QByteArrayView token, qsizetype* i)
{
    const qsizetype start = *i;
    while (*i < token.size() && isDigit(token[*i]))
        ++*i;
    return *i - start;
}
} // namespace

bool startsWithLiteral(QByteArrayView text, QByteArrayView prefix)
{
    return text.size() >= prefix.size() && std::memcmp(text.data(), prefix.data(), prefix.size()) == 0;
}

bool containsCaseInsensitive(QByteArrayView text, QByteArrayView needle)
{
    if (needle.isEmpty())
        return true;
    for (qsizetype i = 0; i + needle.size() <= text.size(); ++i) {
        qsizetype j = 0;
        while (j < needle.size() && lower(text[i + j]) == lower(needle[j]))
            ++j;
        if (j == needle.size())
            return true;
    }
    return false;
}

bool readNumber(QByteArrayView token, double* out)
{
    // Checked by hand first: strtod would also take "nan", "inf", hex and leading spaces.
    const qsizetype size = token.size();
    if (size == 0 || size > 40)
        return false;
    qsizetype i = 0;
    if (token[i] == '-' || token[i] == '+')
        ++i;
    qsizetype digits = skipDigits(token, &i);
    if (i < size && token[i] == '.') {
        ++i;
        digits += skipDigits(token, &i);
    }
    if (digits == 0)
        return false;
    if (i < size && (token[i] == 'e' || token[i] == 'E')) {
        ++i;
        if (i < size && (token[i] == '-' || token[i] == '+'))
            ++i;
        if (skipDigits(token, &i) == 0)
            return false;
    }
    if (i != size)
        return false;
    char buffer[48];
    std::memcpy(buffer, token.data(), size_t(size));
    buffer[size] = 0;
    const double value = std::strtod(buffer, nullptr);
    if (!std::isfinite(value))
        return false;
    *out = value;
    return true;
}

bool readInt(QByteArrayView token, int* out)
{
    const qsizetype size = token.size();
    if (size == 0 || size > 10)
        return false;
    qsizetype i = token[0] == '-' ? 1 : 0;
    if (i == size)
        return false;
    qint64 value = 0;
    for (; i < size; ++i) {
        if (!isDigit(token[i]))
            return false;
        value = value * 10 + (token[i] - '0');
    }
    if (token[0] == '-')
        value = -value;
    if (value > std::numeric_limits<int>::max() || value < std::numeric_limits<int>::min())
        return false;
    *out = int(value);
    return true;
}

bool readUInt64(QByteArrayView token, quint64* out)
{
    if (token.isEmpty() || token.size() > 19 || !Text::isDigits(token))
        return false;
    quint64 value = 0;
    for (const char c : token)
        value = value * 10 + quint64(c - '0');
    *out = value;
    return true;
}

bool isNotAvailable(QByteArrayView token)
{
    return Text::isNotAvailable(token) || is(token, "n/a") || is(token, "NA") || is(token, "-");
}

bool splitGluedValues(QByteArrayView token, int decimals, QList<double>* out)
{
    QList<double> values;
    qsizetype i = 0;
    const qsizetype size = token.size();
    while (i < size) {
        const qsizetype start = i;
        if (token[i] == '-')
            ++i;
        skipDigits(token, &i);
        if (i == start || i >= size || token[i] != '.')
            return false;
        ++i;
        for (int d = 0; d < decimals; ++d, ++i) {
            if (i >= size || !isDigit(token[i]))
                return false;
        }
        double value = 0;
        if (!readNumber(token.sliced(start, i - start), &value))
            return false;
        values.append(value);
    }
    if (values.size() < 2)
        return false;
    *out = values;
    return true;
}

QString operationOfProgram(QByteArrayView token)
{
    const qsizetype slash = token.lastIndexOf('/');
    QByteArrayView name = slash >= 0 ? token.sliced(slash + 1) : token;
    if (name.endsWith("_perf_mpi"))
        name.chop(9);
    else if (name.endsWith("_perf"))
        name.chop(5);
    else
        return {};
    return name.isEmpty() ? QString() : Text::cleanText(name);
}

QByteArrayView textHead(QByteArrayView data, qsizetype bytes)
{
    const QByteArrayView head = data.first(std::min(data.size(), bytes));
    return Text::looksBinary(head) ? QByteArrayView() : head;
}

void DiagnosticSink::finish()
{
    if (dropped() > 0)
        out().append(Diagnostic {0, Severity::Warning, Tr::tr("%1 more remarks like the ones above were left out").arg(dropped())});
}

RowCells readRowCells(Text::Tokens& tokens, int columns, bool gluedOverflowIsSurplus, int line, DiagnosticSink& sink)
{
    RowCells row;
    row.cells.reserve(columns);
    QByteArrayView token;
    while (tokens.next(&token)) {
        if (row.cells.size() >= columns) {
            ++row.surplus;
            continue;
        }
        double value = 0;
        QList<double> split;
        if (readNumber(token, &value)) {
            row.cells.append(value);
        } else if (isNotAvailable(token)) {
            row.cells.append(std::nullopt);
        } else if (splitGluedValues(token, 2, &split)) {
            row.glued = true;
            for (const double v : std::as_const(split)) {
                if (row.cells.size() < columns)
                    row.cells.append(v);
                else if (gluedOverflowIsSurplus)
                    ++row.surplus;
            }
        } else {
            sink.add(line, Severity::Error, [&] {
                return Tr::tr("%1 is not a number; the cell is left empty").arg(Text::excerpt(token));
            });
            row.cells.append(std::nullopt);
        }
    }
    if (row.glued) {
        sink.add(line, Severity::Warning, [&] {
            return Tr::tr("values ran together without a space between them; read as two decimals each");
        });
    }
    return row;
}

std::optional<PrintedBusId> readBusId(QByteArrayView text)
{
    QByteArrayView t = Text::trimmed(text);
    if (t.size() >= 2 && ((t.front() == '[' && t.back() == ']') || (t.front() == '(' && t.back() == ')')))
        t = Text::trimmed(t.sliced(1, t.size() - 2));
    if (t.isEmpty() || t.size() > 24)
        return std::nullopt;
    // Old nccl-tests: "0x1b", the bus alone.
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
        int bus = 0;
        if (!Text::toInt(t.sliced(2), &bus, 16) || bus < 0 || bus > 255)
            return std::nullopt;
        PrintedBusId id;
        id.bdf.bus = bus;
        id.precision = BusIdPrecision::BusOnly;
        return id;
    }
    if (t.contains('.')) {
        const auto bdf = Bdf::parse(t);
        if (!bdf)
            return std::nullopt;
        return PrintedBusId {*bdf, BusIdPrecision::Full};
    }
    // domain:bus:device without a function.
    const QByteArray withFunction = t.toByteArray() + QByteArrayView(".0");
    const auto bdf = Bdf::parse(QByteArrayView(withFunction));
    if (!bdf || t.count(':') != 2)
        return std::nullopt;
    return PrintedBusId {*bdf, BusIdPrecision::DomainBusDevice};
}

BenchmarkGpu& gpuWithIndex(BenchmarkRun* run, int index)
{
    for (auto& g : run->gpus) {
        if (g.index == index)
            return g;
    }
    BenchmarkGpu gpu;
    gpu.index = index;
    gpu.deviceOrdinal = index;
    run->gpus.append(gpu);
    return run->gpus.last();
}

} // namespace Topo::Bench
