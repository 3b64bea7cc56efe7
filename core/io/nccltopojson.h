// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/nccl/nccltopo.h"

#include <nlohmann/json.hpp>

namespace Topo {

/// The JSON form of an NCCL topology (docs/parse-json.md, `nccl-topo-xml`).
nlohmann::json ncclTopologyToJson(const NcclTopology& topology);

} // namespace Topo
