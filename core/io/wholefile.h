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

} // namespace Topo
