// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/snapshotdiff.h"

#include <nlohmann/json.hpp>

namespace Topo::Json {

/// What `topolens diff --json` prints (docs/diff-json.md is the contract); `before` and `after`
/// name the two inputs as given.
nlohmann::json toJson(const SnapshotDiff& diff, const QString& before, const QString& after);

} // namespace Topo::Json
