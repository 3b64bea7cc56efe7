// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/snapshotdiffjson.h"

namespace Topo::Json {

namespace {

nlohmann::json diffChangeJson(const DeviceChange& c)
{
    nlohmann::json out = {
        { "kind", c.kind.toStdString() },
        { "device", c.device.toStdString() },
        { "before", c.before.toStdString() },
        { "after", c.after.toStdString() },
        { "matchedBy", deviceMatchName(c.matchedBy).toStdString() },
        { "text", c.sentence.toStdString() },
    };
    return out;
}

} // namespace

nlohmann::json toJson(const SnapshotDiff& diff, const QString& before, const QString& after)
{
    nlohmann::json machines = nlohmann::json::array();
    for (const MachineDiff& m : diff.machines) {
        nlohmann::json changes = nlohmann::json::array();
        for (const DeviceChange& c : m.changes)
            changes.push_back(diffChangeJson(c));
        machines.push_back({ { "role", machineRoleName(m.role).toStdString() }, { "labelBefore", m.labelBefore.toStdString() },
            { "labelAfter", m.labelAfter.toStdString() }, { "changes", changes } });
    }
    nlohmann::json unpaired = nlohmann::json::array();
    for (const UnpairedMachine& u : diff.unpaired) {
        unpaired.push_back({ { "in", u.inBefore ? "before" : "after" }, { "role", machineRoleName(u.role).toStdString() },
            { "label", u.label.toStdString() } });
    }
    return {
        { "format", "topolens-diff" },
        { "version", 1 },
        { "before", before.toStdString() },
        { "after", after.toStdString() },
        { "identical", diff.isEmpty() },
        { "machines", machines },
        { "unpaired", unpaired },
    };
}

} // namespace Topo::Json
