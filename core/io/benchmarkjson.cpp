// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/benchmarkjson.h"

#include "io/modeljson.h"
#include "util/nametable.h"

namespace Topo {

namespace {

using Json::putText;
using Json::utf8;

constexpr NamedValue<BusIdPrecision> precisionNames[] = {
    { BusIdPrecision::Full, u"full" },
    { BusIdPrecision::DomainBusDevice, u"domain-bus-device" },
    { BusIdPrecision::BusOnly, u"bus-only" },
};

/// The input line a value was read from, where it is known.
void putLine(nlohmann::json& object, int line)
{
    if (line > 0)
        object["line"] = line;
}

template<class T> void putOptional(nlohmann::json& object, const char* key, const std::optional<T>& value)
{
    if (value)
        object[key] = *value;
}

nlohmann::json axisToJson(const QList<MatrixAxisEntry>& axis)
{
    nlohmann::json out = nlohmann::json::array();
    for (const auto& entry : axis) {
        nlohmann::json e = {{"label", utf8(entry.label)}};
        if (entry.gpu >= 0)
            e["gpu"] = entry.gpu;
        out.push_back(e);
    }
    return out;
}

nlohmann::json gpuToJson(const BenchmarkGpu& g)
{
    nlohmann::json gpu = {{"index", g.index}};
    putText(gpu, "name", g.name);
    if (g.bdf) {
        gpu["bdf"] = utf8(g.bdf->toString());
        gpu["busIdPrecision"] = utf8(nameOf(precisionNames, g.busIdPrecision));
    }
    putText(gpu, "busIdAsPrinted", g.busIdAsPrinted);
    putText(gpu, "host", g.host);
    if (g.deviceOrdinal >= 0 && g.deviceOrdinal != g.index)
        gpu["device"] = g.deviceOrdinal;
    return gpu;
}

nlohmann::json matrixToJson(const BenchmarkMatrix& m)
{
    nlohmann::json matrix = {{"metric", utf8(m.metric)}, {"unit", utf8(m.unit)}};
    putText(matrix, "title", m.title);
    putText(matrix, "testcase", m.testcase);
    matrix["rows"] = axisToJson(m.rows);
    matrix["columns"] = axisToJson(m.columns);
    nlohmann::json cells = nlohmann::json::array();
    for (const auto& row : m.cells) {
        nlohmann::json r = nlohmann::json::array();
        for (const auto& cell : row)
            r.push_back(cell ? nlohmann::json(*cell) : nlohmann::json(nullptr));
        cells.push_back(r);
    }
    matrix["cells"] = cells;
    putOptional(matrix, "sum", m.printedSum);
    putOptional(matrix, "coefficientOfVariation", m.coefficientOfVariation);
    putLine(matrix, m.line);
    return matrix;
}

nlohmann::json sweepToJson(const SizeSweep& s)
{
    nlohmann::json sweep = {{"name", utf8(s.name)}};
    putText(sweep, "operation", s.operation);
    putText(sweep, "variant", s.variant);
    putText(sweep, "dataType", s.dataType);
    putText(sweep, "reduction", s.reduction);
    putOptional(sweep, "root", s.root);
    if (s.sourceGpu >= 0)
        sweep["sourceGpu"] = s.sourceGpu;
    if (s.destinationGpu >= 0)
        sweep["destinationGpu"] = s.destinationGpu;
    nlohmann::json points = nlohmann::json::array();
    for (const auto& p : s.points) {
        nlohmann::json point = {{"bytes", p.bytes}};
        putOptional(point, "count", p.count);
        putOptional(point, "timeUs", p.timeUs);
        putOptional(point, "algbw", p.algorithmBandwidth);
        putOptional(point, "busbw", p.busBandwidth);
        putOptional(point, "latencyUs", p.latencyUs);
        putOptional(point, "bandwidth", p.bandwidth);
        putOptional(point, "wrong", p.wrong);
        putLine(point, p.line);
        points.push_back(point);
    }
    sweep["points"] = points;
    return sweep;
}

} // namespace

nlohmann::json benchmarkRunToJson(const BenchmarkRun& run)
{
    nlohmann::json out;
    out["tool"] = utf8(benchmarkToolName(run.tool));
    putText(out, "title", run.title);
    putText(out, "version", run.version);
    if (!run.testcases.isEmpty()) {
        nlohmann::json testcases = nlohmann::json::array();
        for (const auto& t : run.testcases)
            testcases.push_back(utf8(t));
        out["testcases"] = testcases;
    }
    nlohmann::json properties = nlohmann::json::array();
    for (const auto& [name, value] : run.properties)
        properties.push_back({{"name", utf8(name)}, {"value", utf8(value)}});
    out["properties"] = properties;
    nlohmann::json gpus = nlohmann::json::array();
    for (const auto& g : run.gpus)
        gpus.push_back(gpuToJson(g));
    out["gpus"] = gpus;
    if (!run.peerAccess.isEmpty()) {
        nlohmann::json peers = nlohmann::json::array();
        for (const auto& p : run.peerAccess)
            peers.push_back({{"from", p.fromGpu}, {"to", p.toGpu}, {"canAccess", p.canAccess}});
        out["peerAccess"] = peers;
    }
    nlohmann::json matrices = nlohmann::json::array();
    for (const auto& m : run.matrices)
        matrices.push_back(matrixToJson(m));
    out["matrices"] = matrices;
    nlohmann::json sweeps = nlohmann::json::array();
    for (const auto& s : run.sweeps)
        sweeps.push_back(sweepToJson(s));
    out["sweeps"] = sweeps;
    putOptional(out, "averageBusBandwidth", run.averageBusBandwidth);
    nlohmann::json notes = nlohmann::json::array();
    for (const auto& n : run.notes) {
        nlohmann::json note = {{"kind", utf8(benchmarkNoteKindName(n.kind))}, {"text", utf8(n.text)}};
        putText(note, "testcase", n.testcase);
        putLine(note, n.line);
        notes.push_back(note);
    }
    out["notes"] = notes;
    return out;
}

} // namespace Topo
