// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/benchmark.h"

#include <nlohmann/json.hpp>

namespace Topo {

/// The documented JSON of a benchmark run (docs/parse-json.md, "Benchmarks").
nlohmann::json benchmarkRunToJson(const BenchmarkRun& run);

} // namespace Topo
