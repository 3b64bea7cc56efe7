// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// nvbandwidth's testcase description line ("memcpy CE CPU(row) -> GPU(column) bandwidth
// (GB/s)"), which its text and its -j output both print: for those two parsers only.

#include "model/benchmark.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace Topo::Bench {

/// What the description says the rows and columns are.
struct Description
{
    QString title;
    QString unit;
    QString part;      // "read1", "write2", "total" for the bidirectional sub-matrices
    bool hostRows = false;     // CPU(row)
    bool allGpusRows = false;  // "All Gpus -> GPU(column)": one row for all peers together
};

/// The line ends in a unit: "(GB/s)", "(ns)", "(us)", "(MB/s)".
bool isUnitSuffix(QByteArrayView text);
bool isDescription(QByteArrayView text);
Description readDescription(QByteArrayView text);
/// The row axis a matrix's row labels stand for under the description.
QList<MatrixAxisEntry> rowAxis(const Description& d, const QList<QByteArrayView>& labels);

} // namespace Topo::Bench
