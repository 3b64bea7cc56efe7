// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Topo {

/// What nlohmann/json's parse_error says, shortened to what a person needs: the column and the
/// reason ("column 1396: invalid string: missing closing quote"), without the library's prefix
/// and without its "last read" echo, which repeats up to the whole line read so far (12,960
/// characters for a truncated snapshot). The line is the caller's to give, as a diagnostic's.
/// Text the library did not shape that way is returned as it came.
QString shortJsonSyntaxError(const char* what);

} // namespace Topo
