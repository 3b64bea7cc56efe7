// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/analyzefleet.h"
#include "util/result.h"

#include <nlohmann/json.hpp>

#include <QByteArray>

/// The fleet's JSON contracts (docs/fleet.md): the report `topolens fleet report --json`
/// prints, and the baseline file `topolens fleet baseline` writes and `fleet check` reads.
namespace Topo {

inline constexpr const char* fleetReportFormat = "topolens-fleet-report";
inline constexpr const char* fleetBaselineFormat = "topolens-fleet-baseline";

namespace Json {

/// One drift from the baseline, in the report's words ("what", "expected", "actual"): the contract kept from before drift and diff were one type.
nlohmann::json driftJson(const DeviceChange& drift);
nlohmann::json toJson(const FleetHost& host);
nlohmann::json toJson(const FleetGroup& group);

/// The whole report. `sinceRunId` and `changes` add the "since" object when the id is not empty.
nlohmann::json fleetReportJson(const FleetRun& run, const FleetAnalysis& analysis, const QString& sinceRunId = {},
                               const QList<FleetChange>& changes = {});

nlohmann::json toJson(const FleetBaseline& baseline);

} // namespace Json

/// The baseline file's bytes (pretty-printed, ending in a newline).
QByteArray writeFleetBaseline(const FleetBaseline& baseline);
/// Reads a baseline file back; a newer format version, a wrong format name or a wrong type
/// fails with a message that names the key ("classes[1].topology: …").
Result<FleetBaseline> readFleetBaseline(QByteArrayView data);

} // namespace Topo
