// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Topo {

/// 'text' for a POSIX shell: the only character that needs care inside '…' is ' itself. For
/// the scripts TopoLens generates and for commands shown to the user.
QString shellQuote(const QString& text);

} // namespace Topo
