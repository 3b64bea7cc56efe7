// SPDX-License-Identifier: GPL-3.0-or-later
// The columns of a copy sweep CSV: splitting, header names and units.
#include "parse/bench/sweepcolumns.h"

#include "parse/bench/benchcommon.h"

#include <cmath>
#include <optional>

namespace Topo::Bench {

namespace {

using Text::is;

/// A number followed by an optional unit, with or without a space: "12 KB", "16MB", "5.3us".
bool splitNumberAndUnit(QByteArrayView field, double* number, QByteArrayView* unit)
{
    auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    qsizetype end = 0;
    if (end < field.size() && (field[end] == '-' || field[end] == '+'))
        ++end;
    while (end < field.size() && (isDigit(field[end]) || field[end] == '.'))
        ++end;
    // Exponents ("2e-07") belong to the number; "5e" or "12 KB" do not start one.
    if (end + 1 < field.size() && (field[end] == 'e' || field[end] == 'E')) {
        qsizetype exponent = end + 1;
        if (field[exponent] == '-' || field[exponent] == '+')
            ++exponent;
        if (exponent < field.size() && isDigit(field[exponent])) {
            while (exponent < field.size() && isDigit(field[exponent]))
                ++exponent;
            end = exponent;
        }
    }
    if (!Bench::readNumber(field.first(end), number))
        return false;
    *unit = Text::trimmed(field.sliced(end));
    return true;
}

std::optional<double> sizeMultiplier(QByteArrayView unit)
{
    // K/M/G are read as binary multiples: that is how sweep sizes are chosen (4 KiB … 16 MiB)
    // and how people label them ("16 MB" for 16777216).
    const QByteArray u = unit.toByteArray().toLower();
    if (u.isEmpty() || u == "b" || u == "bytes" || u == "byte")
        return 1.0;
    if (u == "k" || u == "kb" || u == "kib")
        return 1024.0;
    if (u == "m" || u == "mb" || u == "mib")
        return 1024.0 * 1024.0;
    if (u == "g" || u == "gb" || u == "gib")
        return 1024.0 * 1024.0 * 1024.0;
    return std::nullopt;
}

std::optional<double> timeToMicroseconds(QByteArrayView unit)
{
    const QByteArray u = unit.toByteArray().toLower();
    if (u == "us" || u == "usec" || u == "\xc2\xb5s" || u == "microseconds")
        return 1.0;
    if (u == "ns" || u == "nsec")
        return 0.001;
    if (u == "ms" || u == "msec")
        return 1000.0;
    if (u == "s" || u == "sec")
        return 1e6;
    return std::nullopt;
}

std::optional<double> bandwidthToGBps(QByteArrayView unit)
{
    // Case matters: "Gbps"/"Gb/s" are bits, "GBps"/"GB/s" bytes.
    if (unit.isEmpty() || unit == "GB/s" || unit == "GBps" || unit == "GBPS" || unit == "gb/s")
        return 1.0;
    if (unit == "GiB/s")
        return 1.073741824;
    if (unit == "MB/s" || unit == "MBps" || unit == "mb/s")
        return 0.001;
    if (unit == "MiB/s")
        return 0.001048576;
    if (unit == "Gbps" || unit == "Gb/s" || unit == "gbps")
        return 0.125;
    if (unit == "TB/s")
        return 1000.0;
    return std::nullopt;
}

/// The unit in a header name: "latency_us" → "us", "bandwidth (GB/s)" → "GB/s", "size[B]" → "B".
QByteArray headerUnit(QByteArrayView name)
{
    for (const char open : {'(', '['}) {
        const qsizetype at = name.lastIndexOf(open);
        if (at >= 0) {
            const qsizetype close = name.indexOf(open == '(' ? ')' : ']', at);
            if (close > at)
                return Text::trimmed(name.sliced(at + 1, close - at - 1)).toByteArray();
        }
    }
    const qsizetype underscore = name.lastIndexOf('_');
    if (underscore >= 0)
        return name.sliced(underscore + 1).toByteArray();
    return {};
}

Column classify(QByteArrayView field)
{
    Column column;
    const QByteArray name = field.toByteArray().toLower();
    column.unit = headerUnit(field);
    if (name == "src" || name == "source" || name == "from") {
        column.role = ColumnRole::Source;
    } else if (name == "dst" || name == "destination" || name == "to") {
        column.role = ColumnRole::Destination;
    } else if (name == "kind" || name == "direction" || name == "dir" || name == "op" || name == "operation" || name == "test"
        || name == "mode" || name == "name" || name == "path" || name == "type") {
        column.role = ColumnRole::Group;
    } else if (name.contains("bw") || name.contains("bandwidth") || name.contains("gb/s") || name.contains("gbps")
        || name.contains("mb/s") || name.contains("throughput")) {
        column.role = ColumnRole::Bandwidth;
        column.scale = bandwidthToGBps(column.unit).value_or(1.0);
    } else if (name.contains("lat") || name.contains("time") || name == "us" || name == "usec") {
        column.role = ColumnRole::Latency;
        column.scale = timeToMicroseconds(column.unit).value_or(1.0);
        if (name == "us" || name == "usec")
            column.scale = 1.0;
    } else if (name.startsWith("size") || name.startsWith("bytes") || name.contains("_bytes") || name.contains("size")
        || name == "b" || name == "msg" || name == "message") {
        column.role = ColumnRole::Size;
        column.scale = sizeMultiplier(column.unit).value_or(1.0);
    }
    return column;
}

} // namespace

QList<QByteArrayView> splitFields(QByteArrayView line, char separator, int limit)
{
    QList<QByteArrayView> fields;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= line.size() && fields.size() < limit; ++i) {
        if (i == line.size() || line[i] == separator) {
            fields.append(Text::trimmed(line.sliced(start, i - start)));
            start = i + 1;
        }
    }
    return fields;
}

char separatorOf(QByteArrayView line)
{
    const qsizetype commas = line.count(',');
    const qsizetype semicolons = line.count(';');
    const qsizetype tabs = line.count('\t');
    if (commas >= semicolons && commas >= tabs && commas > 0)
        return ',';
    if (semicolons >= tabs && semicolons > 0)
        return ';';
    return tabs > 0 ? '\t' : 0;
}

CsvLayout layoutOf(QByteArrayView header, char separator)
{
    CsvLayout layout;
    layout.separator = separator;
    const QList<QByteArrayView> fields = separator ? splitFields(header, separator) : QList<QByteArrayView> {};
    for (int i = 0; i < fields.size(); ++i) {
        const Column column = classify(fields[i]);
        layout.columns.append(column);
        if (column.role == ColumnRole::Size && layout.size < 0)
            layout.size = i;
        else if (column.role == ColumnRole::Latency && layout.latency < 0)
            layout.latency = i;
        else if (column.role == ColumnRole::Bandwidth && layout.bandwidth < 0)
            layout.bandwidth = i;
    }
    return layout;
}

bool hasLetter(QByteArrayView text)
{
    for (const char c : text) {
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
            return true;
    }
    return false;
}

/// Reads one cell into the column's unit; false if it is not a number with a known unit.
bool readCell(QByteArrayView field, const Column& column, double* out)
{
    double number = 0;
    QByteArrayView unit;
    if (!splitNumberAndUnit(field, &number, &unit))
        return false;
    double scale = column.scale;
    if (!unit.isEmpty()) {
        std::optional<double> s;
        if (column.role == ColumnRole::Size)
            s = sizeMultiplier(unit);
        else if (column.role == ColumnRole::Latency)
            s = timeToMicroseconds(unit);
        else if (column.role == ColumnRole::Bandwidth)
            s = bandwidthToGBps(unit);
        if (!s)
            return false;
        scale = *s;
    }
    *out = number * scale;
    return std::isfinite(*out);
}

} // namespace Topo::Bench
