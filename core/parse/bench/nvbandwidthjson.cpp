// SPDX-License-Identifier: GPL-3.0-or-later
// nvbandwidth -j: the jsoncpp document of json_output.cpp, {"nvbandwidth": {"testcases": […]}}.
#include "model/formatid.h"
#include "parse/bench/benchcommon.h"
#include "parse/bench/benchjson.h"
#include "parse/jsontext.h"
#include "parse/bench/benchmarks.h"
#include "parse/bench/nvbandwidthdescription.h"

#include "util/tr.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace Topo {

namespace {

using namespace Bench;

QString jsonText(const nlohmann::json& value)
{
    if (value.is_string())
        return Text::cleanText(QByteArrayView(value.get_ref<const std::string&>()));
    if (value.is_number_integer())
        return QString::number(value.get<qint64>());
    if (value.is_number())
        return QString::number(value.get<double>());
    return {};
}

std::optional<double> jsonNumber(const nlohmann::json& value)
{
    double number = 0;
    if (value.is_number()) {
        number = value.get<double>();
        return std::isfinite(number) ? std::optional<double>(number) : std::nullopt;
    }
    if (value.is_string()) {
        const std::string& text = value.get_ref<const std::string&>();
        if (Bench::readNumber(QByteArrayView(text), &number))
            return number;
    }
    return std::nullopt;
}

} // namespace

ParseResult<BenchmarkRun> parseNvBandwidthJson(QByteArrayView data)
{
    ParseResult<BenchmarkRun> result;
    BenchmarkRun& run = result.value;
    run.tool = BenchmarkTool::NvBandwidth;
    run.format = FormatId::nvbandwidthJson.toString();
    run.title = QStringLiteral("nvbandwidth");
    int firstLine = 1;
    const std::optional<nlohmann::json> document = Bench::readJsonDocument(data,
        {Tr::tr("expected the JSON of nvbandwidth -j: an object {\"nvbandwidth\": {\"testcases\": […]}}"),
            Tr::tr("the JSON is nested far deeper than nvbandwidth writes it; not read"),
            Tr::tr("the JSON cannot be read: %1"), true},
        result, &firstLine);
    if (!document)
        return result;
    const nlohmann::json& root = *document;
    const auto top = root.find("nvbandwidth");
    if (!root.is_object() || top == root.end() || !top->is_object()) {
        result.error(firstLine, Tr::tr("the JSON has no \"nvbandwidth\" object; not nvbandwidth -j output"));
        return result;
    }
    const nlohmann::json& nvb = *top;
    if (const auto v = nvb.find("version"); v != nvb.end())
        run.version = jsonText(*v);
    for (const char* key : {"git_version", "CUDA Runtime Version", "Driver Version"}) {
        if (const auto v = nvb.find(key); v != nvb.end() && !jsonText(*v).isEmpty())
            run.properties.append({QString::fromLatin1(key), jsonText(*v)});
    }
    if (const auto e = nvb.find("error"); e != nvb.end())
        run.notes.append({BenchmarkNoteKind::Aborted, {}, jsonText(*e), 0});
    if (const auto w = nvb.find("warning"); w != nvb.end())
        run.notes.append({BenchmarkNoteKind::Info, {}, jsonText(*w), 0});
    const auto testcases = nvb.find("testcases");
    if (testcases == nvb.end() || !testcases->is_array()) {
        result.warn(firstLine, Tr::tr("no \"testcases\" list"));
        return result;
    }
    for (const nlohmann::json& testcase : *testcases) {
        if (!testcase.is_object())
            continue;
        const QString name = testcase.contains("name") ? jsonText(testcase["name"]) : QString();
        const QString status = testcase.contains("status") ? jsonText(testcase["status"]) : QString();
        run.testcases.append(name);
        if (testcase.contains("error"))
            run.notes.append({BenchmarkNoteKind::Aborted, name, jsonText(testcase["error"]), 0});
        if (status == u"Waived") {
            run.notes.append({BenchmarkNoteKind::Waived, name, status, 0});
            continue;
        }
        if (status == u"Running") {
            run.notes.append({BenchmarkNoteKind::Truncated, name, Tr::tr("the testcase was still running when the output was written"), 0});
        } else if (status == u"Error" || status == u"Not Found") {
            run.notes.append({BenchmarkNoteKind::Aborted, name, status, 0});
        }
        const auto matrixJson = testcase.find("bandwidth_matrix");
        if (matrixJson == testcase.end() || !matrixJson->is_array())
            continue;
        BenchmarkMatrix matrix;
        matrix.testcase = name;
        matrix.metric = name;
        const QString descriptionText = testcase.contains("bandwidth_description") ? jsonText(testcase["bandwidth_description"]) : QString();
        const QByteArray descriptionBytes = descriptionText.trimmed().toUtf8();
        const Description description = isUnitSuffix(descriptionBytes) ? readDescription(descriptionBytes) : Description {};
        matrix.title = descriptionText.trimmed();
        matrix.unit = description.unit;
        if (!description.part.isEmpty())
            matrix.metric += u'-' + description.part;
        int columns = 0;
        for (const auto& row : *matrixJson)
            columns = std::max(columns, row.is_array() ? int(row.size()) : 0);
        columns = std::min(columns, Bench::maxMatrixSide);
        for (int c = 0; c < columns; ++c)
            matrix.columns.append({QString::number(c), c});
        QList<QByteArray> labels;
        for (const auto& row : *matrixJson) {
            if (!row.is_array() || matrix.rowCount() >= Bench::maxMatrixSide)
                continue;
            QList<std::optional<double>> cells;
            for (const auto& cell : row) {
                if (cells.size() < columns)
                    cells.append(jsonNumber(cell));
            }
            cells.resize(columns);
            const QByteArray label = QByteArray::number(matrix.rowCount());
            matrix.rows.append(rowAxis(description, {label}));
            matrix.cells.append(cells);
        }
        if (const auto sum = testcase.find("sum"); sum != testcase.end())
            matrix.printedSum = jsonNumber(*sum);
        run.matrices.append(matrix);
    }
    if (run.testcases.isEmpty())
        result.warn(firstLine, Tr::tr("the testcase list is empty"));
    return result;
}

int sniffNvBandwidthJson(QByteArrayView data)
{
    const QByteArrayView object = JsonText::documentHead(data);
    if (object.isEmpty())
        return 0;
    int score = 0;
    score += object.contains("\"nvbandwidth\"") ? 60 : 0;
    score += object.contains("\"testcases\"") ? 20 : 0;
    score += object.contains("\"bandwidth_matrix\"") || object.contains("\"status\"") ? 15 : 0;
    return score >= 60 ? score : 0;
}

} // namespace Topo
