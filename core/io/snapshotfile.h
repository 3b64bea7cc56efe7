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
/// Reads a snapshot file, or a bundle written by the standalone collector.
ParseResult<Snapshot> loadSnapshotFile(const QString& path);

/// The name under which the built-in demo snapshot is addressable everywhere.
inline constexpr const char* demoSnapshotName = "demo";
/// Opens a snapshot by path, or the built-in demo by the name "demo" (compiled-in resource).
ParseResult<Snapshot> openSnapshot(const QString& nameOrPath);

/// Whether a buffer looks like a TopoLens snapshot (for drag-and-drop and paste).
bool looksLikeSnapshot(QByteArrayView data);

} // namespace Topo
