// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/findings.h"

#include <nlohmann/json.hpp>

namespace Topo::Json {

/// The JSON of one finding, as `topolens diagnose --json` prints it (docs/diagnose-json.md is
/// the contract).
nlohmann::json toJson(const Finding& finding);

/// The findings of a snapshot, in the engine's order: what `topolens diagnose --json` prints.
nlohmann::json toJson(const QList<Finding>& findings);

} // namespace Topo::Json
