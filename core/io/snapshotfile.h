// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/snapshot.h"
#include "util/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace Topo {

/// Reads a snapshot. Never throws; a file from a newer TopoLens is refused with a message that
/// says so, wrong types name the JSON path ("machines[0].captures[3].exitCode: expected a
/// number"), malformed JSON names the line.
ParseResult<Snapshot> readSnapshot(QByteArrayView json);
QByteArray writeSnapshot(const Snapshot& snapshot);

/// Atomic save (QSaveFile: written to a temporary file and renamed into place).
Status saveSnapshot(const Snapshot& snapshot, const QString& path);
/// Reads a snapshot file, or a bundle written by the standalone collector, plain or armoured
/// (`topolens-collect.sh --armour`, one bundle).
ParseResult<Snapshot> loadSnapshotFile(const QString& path);
/// The same from bytes already read.
ParseResult<Snapshot> readSnapshotOrBundle(QByteArrayView data);
/// Whether bytes are a snapshot, a bundle or an armoured bundle: what readSnapshotOrBundle()
/// reads rather than a command's output.
bool looksLikeSnapshotOrBundle(QByteArrayView data);

/// The name under which the built-in demo snapshot is addressable everywhere.
inline constexpr const char* demoSnapshotName = "demo";
/// Opens a snapshot by path, or the built-in demo by the name "demo" (compiled-in resource).
ParseResult<Snapshot> openSnapshot(const QString& nameOrPath);

/// A snapshot a person named (a path, or "demo") for a command to use whole: its value, or why
/// not in one line that names the file and, where there is one, the line: "cannot open X: no
/// such file", "X is a directory, not a file" (io/wholefile.h), "X: line 31: error: not valid JSON
/// (column 1396: …)", "X: the snapshot has no machines". Every command line and window that
/// opens a snapshot says it in these words.
Result<Snapshot> openWholeSnapshot(const QString& nameOrPath);

/// Whether a buffer looks like a TopoLens snapshot (for drag-and-drop and paste).
bool looksLikeSnapshot(QByteArrayView data);

} // namespace Topo
