// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/parsejson.h"

#include "io/benchmarkjson.h"
#include "io/modeljson.h"
#include "io/nccltopojson.h"
#include "io/vmconfigjson.h"

namespace Topo::Json {

namespace {
// The value types whose JSON is not a Json::toJson overload.
nlohmann::json toJsonOf(const NcclTopology& topology) { return ncclTopologyToJson(topology); }
nlohmann::json toJsonOf(const BenchmarkRun& run) { return benchmarkRunToJson(run); }
nlohmann::json toJsonOf(const QList<VmConfiguration>& vms) { return vmConfigurationsToJson(vms); }
template<class T> nlohmann::json toJsonOf(const T& value) { return Json::toJson(value); }
} // namespace

nlohmann::json toJson(const ParsedValue& value)
{
    return std::visit([](const auto& v) { return toJsonOf(v); }, value);
}

nlohmann::json parseToJson(const InputFormat& format, QByteArrayView data, Diagnostics* diagnostics)
{
    ParsedInput parsed = format.parse(data);
    if (diagnostics)
        *diagnostics = std::move(parsed.diagnostics);
    return toJson(parsed.value);
}

} // namespace Topo::Json
