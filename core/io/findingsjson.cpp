// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/findingsjson.h"

namespace Topo::Json {

nlohmann::json toJson(const Finding& f)
{
    nlohmann::json gpus = nlohmann::json::array();
    for (int g : f.gpus)
        gpus.push_back(g);
    nlohmann::json devices = nlohmann::json::array();
    for (const QString& d : f.devices)
        devices.push_back(d.toStdString());
    nlohmann::json evidence = nlohmann::json::array();
    for (const FindingEvidence& e : f.evidence) {
        evidence.push_back({ { "machineIndex", e.machineIndex }, { "role", machineRoleName(e.role).toStdString() },
            { "capture", e.captureId.toStdString() }, { "line", e.line }, { "text", e.text.toStdString() } });
    }
    return {
        { "rule", f.ruleId.toStdString() },
        { "severity", findingSeverityName(f.severity).toStdString() },
        { "title", f.title.toStdString() },
        { "explanation", f.explanation.toStdString() },
        { "advice", f.advice.toStdString() },
        { "machine",
            { { "index", f.machineIndex }, { "role", machineRoleName(f.role).toStdString() },
                { "label", f.machineLabel.toStdString() } } },
        { "gpus", gpus },
        { "devices", devices },
        { "evidence", evidence },
    };
}

nlohmann::json toJson(const QList<Finding>& findings)
{
    nlohmann::json out = nlohmann::json::array();
    for (const Finding& f : findings)
        out.push_back(toJson(f));
    return out;
}

} // namespace Topo::Json
