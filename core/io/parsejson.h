// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/formats.h"

#include <nlohmann/json.hpp>

namespace Topo::Json {

/// The documented JSON value of any parsed input (docs/parse-json.md), without envelope.
nlohmann::json toJson(const ParsedValue& value);

/// Parses with a format and converts the value: what `topolens parse --json` prints per file.
nlohmann::json parseToJson(const InputFormat& format, QByteArrayView data, Diagnostics* diagnostics);

} // namespace Topo::Json
