// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The columns of a copy sweep CSV, for the sweep reader only (not part of the parse API): how
// a line splits, which header names a size, latency or bandwidth column, and the units of its
// cells.

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace Topo::Bench {

/// Splits a CSV line on `separator`, trimming each field. Quotes are not special: none of these
/// tools quote, and a quoted field is then just text that is not a number.
QList<QByteArrayView> splitFields(QByteArrayView line, char separator, int limit = 64);

/// The separator a header line uses: ',', ';' or tab; 0 when none.
char separatorOf(QByteArrayView line);

enum class ColumnRole { Other, Size, Latency, Bandwidth, Group, Source, Destination };

struct Column
{
    ColumnRole role = ColumnRole::Other;
    double scale = 1.0; // to bytes, microseconds or GB/s
    QByteArray unit;    // from the header, applied when a cell has none
};

struct CsvLayout
{
    char separator = ',';
    QList<Column> columns;
    int size = -1;
    int latency = -1;
    int bandwidth = -1;
    bool usable() const { return size >= 0 && (latency >= 0 || bandwidth >= 0); }
};

/// The header's columns, what each holds and where the size, latency and bandwidth are.
CsvLayout layoutOf(QByteArrayView header, char separator);

bool hasLetter(QByteArrayView text);

/// Reads one cell into the column's unit; false if it is not a number with a known unit.
bool readCell(QByteArrayView field, const Column& column, double* out);

} // namespace Topo::Bench
