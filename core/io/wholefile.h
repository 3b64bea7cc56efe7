// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>

namespace Topo {

/// The whole of a file a person named, or why not, in the words every command and the window
/// use for it: "cannot open X: no such file", "X is a directory, not a file", "cannot open X:
/// <the system's reason>".
Result<QByteArray> readWholeFile(const QString& path);

/// Writes `bytes` as the whole of the file at `path` (through a symbolic link, to what it
/// names), or says why not: "cannot write X: <the system's reason>". The bytes go to a new file
/// in the same folder, renamed over the old one, so a reader sees the old file or the whole new
/// one, never a part; an old file's permissions are kept, a new one's are 0666 less the umask.
/// Not flushed to the disk before the rename: what is derived (an export from the window or a
/// command, an NCCL file, metrics) is written again faster than a flush is waited for (0.6 ms of
/// a 13 ms export on an SSD, far more on a disk or a network share). A snapshot, which holds
/// what was collected, is saved with a flush (QSaveFile, io/snapshotfile.cpp).
Status writeWholeFile(const QString& path, QByteArrayView bytes);

} // namespace Topo
