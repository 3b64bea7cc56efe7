// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests "-J FILE": the JSON of src/util.cu (JSON_FILE_VERSION 2).
#include "model/formatid.h"
#include "parse/bench/benchcommon.h"
#include "parse/bench/benchjson.h"
#include "parse/jsontext.h"
#include "parse/bench/benchmarks.h"

#include "util/tr.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace Topo {

namespace {

using namespace Bench;

QString jsonString(const nlohmann::json& object, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end())
        return {};
    if (it->is_string())
        return Text::cleanText(QByteArrayView(it->get_ref<const std::string&>()));
    if (it->is_number_integer())
        return QString::number(it->get<qint64>());
    return {};
}

std::optional<double> jsonDouble(const nlohmann::json& object, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    const double value = it->get<double>();
    return std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

// The run's devices from "config": each rank's host, device ordinal, name and bus id.
void readJsonDevices(const nlohmann::json& config, BenchmarkRun& run)
{
    const auto devices = config.find("devices");
    if (devices == config.end() || !devices->is_array())
        return;
    for (const auto& device : *devices) {
        if (!device.is_object() || !device.contains("rank") || !device["rank"].is_number_integer())
            continue;
        const qint64 rank = device["rank"].get<qint64>();
        if (rank < 0 || rank >= 65536)
            continue;
        BenchmarkGpu& gpu = Bench::gpuWithIndex(&run, int(rank));
        gpu.host = jsonString(device, "hostname");
        if (device.contains("device") && device["device"].is_number_integer())
            gpu.deviceOrdinal = int(device["device"].get<qint64>());
        gpu.name = jsonString(device, "device_info");
        gpu.busIdAsPrinted = jsonString(device, "device_hex");
        if (const auto id = Bench::readBusId(gpu.busIdAsPrinted.toUtf8())) {
            gpu.bdf = id->bdf;
            gpu.busIdPrecision = id->precision;
        }
    }
}

// The sweep a result of this variant, type, reduction and root goes to: found, or started
// (null once the run holds as many sweeps as it may).
SizeSweep* jsonSweepFor(BenchmarkRun& run, const QString& operation, const QString& variant, const QString& type,
    const QString& reduction, std::optional<int> rootRank)
{
    for (auto& sweep : run.sweeps) {
        if (sweep.variant == variant && sweep.dataType == type && sweep.reduction == reduction && sweep.root == rootRank)
            return &sweep;
    }
    if (run.sweeps.size() >= Bench::maxSweeps)
        return nullptr;
    SizeSweep sweep;
    sweep.operation = operation;
    sweep.variant = variant;
    sweep.dataType = type;
    sweep.reduction = reduction;
    sweep.root = rootRank;
    int same = 0;
    for (const auto& s : std::as_const(run.sweeps))
        same += s.variant == variant ? 1 : 0;
    sweep.name = operation + u' ' + variant + (same > 0 ? QStringLiteral(" (%1, %2)").arg(type, reduction) : QString());
    run.sweeps.append(sweep);
    return &run.sweeps.last();
}

// Every row of "results": its out-of-place and in-place times and bandwidths, one sweep per
// variant, data type, reduction and root.
void readJsonResults(const nlohmann::json& results, const QString& operation, BenchmarkRun& run)
{
    if (!results.is_array())
        return;
    for (const auto& row : results) {
        if (!row.is_object() || !row.contains("size") || !row["size"].is_number_unsigned())
            continue;
        const QString type = jsonString(row, "type");
        const QString reduction = jsonString(row, "redop");
        std::optional<int> rootRank;
        int parsedRoot = 0;
        if (Bench::readInt(Text::trimmed(jsonString(row, "root").toUtf8()), &parsedRoot))
            rootRank = parsedRoot;
        for (const auto& [key, variant] : {std::pair {"out_of_place", "out-of-place"}, std::pair {"in_place", "in-place"}}) {
            const auto body = row.find(key);
            if (body == row.end() || !body->is_object())
                continue;
            SweepPoint point;
            point.bytes = row["size"].get<quint64>();
            if (row.contains("count") && row["count"].is_number_unsigned())
                point.count = row["count"].get<quint64>();
            point.timeUs = body->contains("time") ? jsonDouble(*body, "time") : jsonDouble(*body, "cpu_time");
            point.algorithmBandwidth = jsonDouble(*body, "alg_bw");
            point.busBandwidth = jsonDouble(*body, "bus_bw");
            point.wrong = jsonDouble(*body, "nwrong");
            if (SizeSweep* target = jsonSweepFor(run, operation, QString::fromLatin1(variant), type, reduction, rootRank))
                target->points.append(point);
        }
    }
}

// The end of the file: the average bus bandwidth, out-of-bounds values, errors, or no end.
void readJsonOutcome(const nlohmann::json& root, const QString& operation, BenchmarkRun& run)
{
    if (const auto average = root.find("average_bus_bandwidth"); average != root.end() && average->is_object())
        run.averageBusBandwidth = jsonDouble(*average, "bandwidth");
    if (const auto bounds = root.find("out_of_bounds"); bounds != root.end() && bounds->is_object()) {
        if (jsonString(*bounds, "okay") == u"false")
            run.notes.append({BenchmarkNoteKind::Failed, operation, Tr::tr("out of bounds values: %1").arg(jsonString(*bounds, "count")), 0});
    }
    if (const auto errors = root.find("errors"); errors != root.end() && errors->is_array()) {
        for (const auto& error : *errors) {
            if (error.is_string() && !error.get_ref<const std::string&>().empty())
                run.notes.append({BenchmarkNoteKind::Aborted, operation, Text::cleanText(QByteArrayView(error.get_ref<const std::string&>())), 0});
        }
    }
    if (!root.contains("end_time") && !root.contains("average_bus_bandwidth"))
        run.notes.append({BenchmarkNoteKind::Truncated, operation, Tr::tr("the file has no end_time; the run did not finish"), 0});
}

} // namespace

ParseResult<BenchmarkRun> parseNcclTestsJson(QByteArrayView data)
{
    ParseResult<BenchmarkRun> result;
    BenchmarkRun& run = result.value;
    run.tool = BenchmarkTool::NcclTests;
    run.format = FormatId::ncclTestsJson.toString();
    int firstLine = 1;
    const std::optional<nlohmann::json> document = Bench::readJsonDocument(data,
        {Tr::tr("expected the JSON file of nccl-tests -J: an object with \"config\" and \"results\""),
            Tr::tr("the JSON is nested far deeper than nccl-tests writes it; not read"),
            Tr::tr("the JSON cannot be read (a run that crashed leaves it unfinished): %1")},
        result, &firstLine);
    if (!document)
        return result;
    const nlohmann::json& root = *document;
    if (!root.is_object() || !root.contains("results")) {
        result.error(firstLine, Tr::tr("the JSON has no \"results\"; not an nccl-tests -J file"));
        return result;
    }
    if (root.contains("version"))
        run.properties.append({QStringLiteral("json version"), jsonString(root, "version")});
    if (root.contains("nccl_version"))
        run.properties.append({QStringLiteral("nccl version"), jsonString(root, "nccl_version")});
    for (const char* key : {"start_time", "end_time"}) {
        if (root.contains(key))
            run.properties.append({QString::fromLatin1(key), jsonString(root, key)});
    }
    QString operation;
    if (const auto args = root.find("args"); args != root.end() && args->is_array() && !args->empty()
        && args->front().is_string()) {
        const std::string& program = args->front().get_ref<const std::string&>();
        operation = operationOfProgram(QByteArrayView(program));
        const qsizetype slash = QByteArrayView(program).lastIndexOf('/');
        run.title = Text::cleanText(QByteArrayView(program).sliced(slash + 1));
    }
    if (operation.isEmpty())
        operation = QStringLiteral("collective");
    if (const auto config = root.find("config"); config != root.end() && config->is_object()) {
        for (const char* key : {"nthreads", "ngpus", "minimum_bytes", "maximum_bytes"}) {
            if (config->contains(key))
                run.properties.append({QString::fromLatin1(key), jsonString(*config, key)});
        }
        readJsonDevices(*config, run);
    }
    readJsonResults(*root.find("results"), operation, run);
    readJsonOutcome(root, operation, run);
    if (run.sweeps.isEmpty())
        result.warn(firstLine, Tr::tr("no results in the file"));
    return result;
}

int sniffNcclTestsJson(QByteArrayView data)
{
    const QByteArrayView object = JsonText::documentHead(data);
    if (object.isEmpty())
        return 0;
    int score = 0;
    score += object.contains("\"start_time\"") ? 40 : 0;
    score += object.contains("\"args\"") ? 15 : 0;
    score += object.contains("\"env\"") ? 10 : 0;
    score += object.contains("\"nccl_version\"") || object.contains("_perf") ? 30 : 0;
    score += object.contains("\"alg_bw\"") || object.contains("\"bus_bw\"") ? 30 : 0;
    return score >= 60 ? std::min(score, 95) : 0;
}

} // namespace Topo
