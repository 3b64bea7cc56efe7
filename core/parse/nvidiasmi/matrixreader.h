// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one reader of `nvidia-smi topo -m` and `topo -p2p` matrices, for their two parsers only
// (not part of the parse API): each parser makes its value of the same reading.

#include "model/diagnostic.h"
#include "model/gpu.h"
#include "parse/nvidiasmi/matrixlines.h"

namespace Topo::NvidiaSmi {

/// Everything both matrix formats share, read once; the two parsers make their values of it.
struct MatrixReading
{
    bool understood = false;
    PrintedMatrix matrix;
    QStringList extraColumns;
    QList<QStringList> valuesAfterCells; // per matrix row: what followed its cells, cleaned
    QList<int> rowLines; // per matrix row: its line number, 0 if missing
    QList<QPair<QString, QString>> legend;
    QList<QPair<QString, QString>> nicLegend;
    Section section;
    int headerLine = 0;
    int topoEvidence = 0;
    int p2pEvidence = 0;
    Diagnostics diagnostics;
};


/// Reads the matrix of `kind` in `data`; `understood` is false when the input was rejected,
/// and its diagnostics then say why.
MatrixReading readMatrix(QByteArrayView data, MatrixKind kind);

/// The input is the other matrix format: the message that says which one to use.
QString wrongKind(MatrixKind kind);

/// Rejects the input as a whole: one error replaces every remark made so far.
void reject(MatrixReading* reading, int line, const QString& message);

} // namespace Topo::NvidiaSmi
