// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/fleetjson.h"

#include "io/findingsjson.h"
#include "io/modeljson.h"
#include "util/tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Topo {

namespace Json {

namespace {

nlohmann::json textList(const QStringList& items)
{
    nlohmann::json out = nlohmann::json::array();
    for (const QString& item : items)
        out.push_back(utf8(item));
    return out;
}

std::string isoTime(const QDateTime& time)
{
    return time.isValid() ? utf8(time.toUTC().toString(Qt::ISODate)) : std::string();
}

} // namespace

nlohmann::json driftJson(const DeviceChange& drift)
{
    return {
        { "what", utf8(drift.kind) },
        { "slot", utf8(drift.slot) },
        { "device", utf8(drift.device) },
        { "expected", utf8(drift.before) },
        { "actual", utf8(drift.after) },
        { "certainty", utf8(changeCertaintyName(drift.certainty)) },
        { "explanation", utf8(drift.sentence) },
    };
}

nlohmann::json toJson(const FleetHost& host)
{
    nlohmann::json drift = nlohmann::json::array();
    for (const DeviceChange& d : host.drift)
        drift.push_back(driftJson(d));
    nlohmann::json out = {
        { "name", utf8(host.name) },
        { "role", utf8(machineRoleName(host.role)) },
        { "status", utf8(nodeOutcomeName(host.outcome)) },
        { "class", utf8(host.hardwareClass) },
        { "fingerprint", utf8(host.fingerprint) },
        { "group", host.group.isEmpty() ? nlohmann::json() : nlohmann::json(utf8(host.group)) },
        { "baseline", host.inBaseline },
        { "drift", drift },
        { "findings", toJson(host.findings) },
    };
    putText(out, "detail", host.outcomeDetail);
    putText(out, "pairedWith", host.pairedWith);
    return out;
}

nlohmann::json toJson(const FleetGroup& group)
{
    return {
        { "fingerprint", utf8(group.fingerprint) },
        { "class", utf8(group.hardwareClass) },
        { "hosts", textList(group.hosts) },
        { "nodeset", utf8(group.nodeset) },
        { "baseline", group.baseline },
        { "comparedWith", utf8(group.comparedWith) },
    };
}

nlohmann::json fleetReportJson(const FleetRun& run, const FleetAnalysis& analysis, const QString& sinceRunId,
                               const QList<FleetChange>& changes)
{
    nlohmann::json hosts = nlohmann::json::array();
    for (const FleetHost& host : analysis.hosts)
        hosts.push_back(toJson(host));
    nlohmann::json groups = nlohmann::json::array();
    for (const FleetGroup& group : analysis.groups)
        groups.push_back(toJson(group));
    nlohmann::json pairs = nlohmann::json::array();
    for (const GuestPairing& pair : analysis.pairs) {
        pairs.push_back({ { "guest", utf8(pair.guest) }, { "host", utf8(pair.host) }, { "vm", utf8(pair.vm) },
            { "evidence", utf8(pair.evidence) } });
    }
    nlohmann::json out = {
        { "format", fleetReportFormat },
        { "version", 1 },
        { "run",
            { { "id", utf8(run.id) }, { "engine", utf8(run.engine) }, { "nodeset", utf8(run.nodeset) },
                { "startedAt", isoTime(run.startedAt) }, { "finishedAt", isoTime(run.finishedAt) } } },
        { "hosts", hosts },
        { "groups", groups },
        { "pairs", pairs },
        { "unpairedGuests", textList(analysis.unpairedGuests) },
    };
    if (!sinceRunId.isEmpty()) {
        nlohmann::json list = nlohmann::json::array();
        for (const FleetChange& change : changes) {
            nlohmann::json item = { { "host", utf8(change.host) }, { "what", utf8(change.what) }, { "before", utf8(change.before) },
                { "after", utf8(change.after) } };
            if (!change.device.isEmpty())
                item["device"] = utf8(change.device);
            list.push_back(item);
        }
        out["since"] = { { "run", utf8(sinceRunId) }, { "changes", list } };
    }
    return out;
}

nlohmann::json toJson(const FleetBaseline& baseline)
{
    nlohmann::json classes = nlohmann::json::array();
    for (const BaselineClass& cls : baseline.classes) {
        classes.push_back({
            { "class", utf8(cls.topology.hardwareClass.key()) },
            { "fingerprint", utf8(cls.fingerprint) },
            { "hosts", cls.hosts },
            { "nodeset", utf8(cls.nodeset) },
            { "topology", nlohmann::json::parse(canonicalText(cls.topology).toStdString()) },
        });
    }
    return {
        { "format", fleetBaselineFormat },
        { "version", FleetBaseline::currentVersion },
        { "run", utf8(baseline.runId) },
        { "createdAt", isoTime(baseline.createdAt) },
        { "classes", classes },
    };
}

} // namespace Json

QByteArray writeFleetBaseline(const FleetBaseline& baseline)
{
    return QByteArray::fromStdString(Json::toJson(baseline).dump(2) + '\n');
}

Result<FleetBaseline> readFleetBaseline(QByteArrayView data)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(data.toByteArray(), &error);
    if (document.isNull()) {
        const int line = int(data.first(std::min<qsizetype>(error.offset, data.size())).count('\n')) + 1;
        return fail(Tr::tr("baseline: line %1: %2").arg(line).arg(error.errorString()));
    }
    const QJsonObject root = document.object();
    if (root.value(u"format").toString() != QLatin1String(fleetBaselineFormat))
        return fail(Tr::tr("baseline: not a TopoLens fleet baseline (format is not \"%1\")").arg(QLatin1String(fleetBaselineFormat)));
    const int version = root.value(u"version").toInt();
    if (version < 1 || version > FleetBaseline::currentVersion)
        return fail(Tr::tr("baseline: version %1 is newer than this TopoLens reads (%2); use a newer TopoLens").arg(version).arg(FleetBaseline::currentVersion));
    FleetBaseline out;
    out.runId = root.value(u"run").toString();
    out.createdAt = QDateTime::fromString(root.value(u"createdAt").toString(), Qt::ISODate);
    if (!root.value(u"classes").isArray())
        return fail(Tr::tr("baseline: classes: expected an array"));
    const QJsonArray classes = root.value(u"classes").toArray();
    for (qsizetype i = 0; i < classes.size(); ++i) {
        const QJsonObject cls = classes[i].toObject();
        if (!cls.value(u"topology").isObject())
            return fail(Tr::tr("baseline: classes[%1].topology: expected an object").arg(i));
        Result<Fingerprint> topology = fingerprintFromJson(cls.value(u"topology").toObject());
        if (!topology)
            return fail(Tr::tr("baseline: classes[%1].topology: %2").arg(i).arg(topology.error()));
        BaselineClass entry;
        entry.topology = std::move(*topology);
        // The hash is the topology's own; a hand-edited file's stale "fingerprint" cannot lie.
        entry.fingerprint = fingerprintHash(entry.topology);
        entry.hosts = cls.value(u"hosts").toInt();
        entry.nodeset = cls.value(u"nodeset").toString();
        out.classes.append(entry);
    }
    return out;
}

} // namespace Topo
