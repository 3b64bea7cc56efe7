// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests (github.com/NVIDIA/nccl-tests): the text of src/common.cu / src/util.cu and the
// "-J FILE" JSON. A table row is "size count type [redop] [root]" followed by, for out-of-place
// then in-place, "time algbw busbw #wrong" (before 2.13: "error", a max deviation such as
// 2e-07). Times wider than their column are printed as "1.2e+05".
#include "parse/benchcommon.h"
#include "parse/benchmarks.h"

#include "util/tr.h"

#include <QHash>

#include <nlohmann/json.hpp>

#include <cmath>

namespace Topo {

namespace {

using Bench::is;

bool isAlpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

/// "all_reduce_perf" (or a path ending in it) → "all_reduce".
QString operationOfProgram(QByteArrayView token)
{
    const qsizetype slash = token.lastIndexOf('/');
    QByteArrayView name = slash >= 0 ? token.sliced(slash + 1) : token;
    if (name.endsWith("_perf_mpi"))
        name.chop(9);
    else if (name.endsWith("_perf"))
        name.chop(5);
    else
        return {};
    return name.isEmpty() ? QString() : Text::cleanText(name);
}

/// The column layout announced by the "#  size  count  type  redop  root  time …" header.
struct Layout
{
    bool known = false;
    bool hasRedop = true;
    bool hasRoot = true;
    bool perIteration = false;  // "-R"-style i_min i_max i_p99 i_cv% after each group
    bool timestamps = false;
    bool wrongCount = true;     // "#wrong" (count) rather than the old "error" (deviation)
};

Layout readLayout(QByteArrayView text)
{
    Layout layout;
    layout.known = true;
    layout.hasRedop = text.contains(" redop");
    layout.hasRoot = text.contains(" root");
    layout.perIteration = text.contains("i_min");
    layout.timestamps = text.contains("timestamp");
    layout.wrongCount = !text.contains(" error");
    return layout;
}

bool isHeader(QByteArrayView text)
{
    return text.front() == '#' && text.contains(" size") && text.contains(" count") && text.contains("busbw");
}

class NcclReader
{
public:
    explicit NcclReader(QByteArrayView data)
        : m_data(data)
    {
    }

    ParseResult<BenchmarkRun> read()
    {
        run().tool = BenchmarkTool::NcclTests;
        run().format = QStringLiteral("nccl-tests");
        if (Text::looksBinary(m_data)) {
            m_result.error(0, Tr::tr("this is binary data, not the text output of nccl-tests"));
            return std::move(m_result);
        }
        for (const Text::Line& line : Text::splitLines(m_data)) {
            QByteArray storage;
            QByteArrayView text = Bench::cleanLine(line, &storage);
            // Markdown quotes ("> #  Rank …") are how such output is often pasted.
            if (text.size() > 1 && text[0] == '>' && text[1] == ' ')
                text = Text::trimmed(text.sliced(2));
            readLine(text, line.number);
        }
        finishTable(0);
        if (m_logLines > 0)
            m_result.info(0, Tr::tr("%n NCCL or MPI log line(s) between the results were skipped", nullptr, m_logLines));
        if (run().title.isEmpty() && !m_operation.isEmpty())
            run().title = m_operation + QStringLiteral("_perf");
        if (run().sweeps.isEmpty()) {
            m_result.error(0, Tr::tr("expected the output of an nccl-tests program such as all_reduce_perf: a table of "
                                     "size, count, type, time, algbw and busbw rows"));
        }
        m_sink.finish();
        return std::move(m_result);
    }

private:
    BenchmarkRun& run() { return m_result.value; }

    void property(const QString& key, const QString& value)
    {
        run().properties.append({key, value});
    }

    void readLine(QByteArrayView text, int number)
    {
        if (text.isEmpty() || Text::startsWith(text, "```"))
            return;
        if (text.front() == '#') {
            readComment(text, number);
            return;
        }
        if (text.front() >= '0' && text.front() <= '9') {
            if (readRow(text, number))
                return;
        }
        if (text.contains(" NCCL INFO ") || text.contains(" NCCL WARN ") || text.contains(" NCCL TRACE ")) {
            ++m_logLines;
            if (text.contains(" NCCL WARN ") && (Bench::containsCaseInsensitive(text, "fail") || Bench::containsCaseInsensitive(text, "error")))
                abort(text, number);
            return;
        }
        if (isFailureLine(text)) {
            abort(text, number);
            return;
        }
        // A command line names the program: "$ ./build/all_reduce_perf -b 8 …", "mpirun … all_gather_perf …".
        Bench::Tokens tokens(text);
        QByteArrayView token;
        int taken = 0;
        while (taken++ < 64 && tokens.next(&token)) {
            const QString operation = operationOfProgram(token);
            if (!operation.isEmpty()) {
                m_commandOperation = operation;
                return;
            }
        }
        ++m_logLines;
    }

    static bool isFailureLine(QByteArrayView text)
    {
        return text.contains("Test NCCL failure") || text.contains("Test CUDA failure") || text.contains("Segmentation fault")
            || text.contains("Bus error") || text.contains("terminate called") || text.contains("Process received signal")
            || text.contains("mpirun noticed") || text.contains("core dumped") || text.contains("Aborted");
    }

    void abort(QByteArrayView text, int number)
    {
        if (m_abortNotes++ < 5)
            run().notes.append({BenchmarkNoteKind::Aborted, m_operation, Text::cleanText(text), number});
        m_aborted = true;
    }

    void readComment(QByteArrayView text, int number)
    {
        const QByteArrayView body = Text::trimmed(text.sliced(1));
        if (Text::startsWith(body, "nccl-tests version ")) {
            Bench::Tokens tokens(body.sliced(19));
            QByteArrayView version;
            if (tokens.next(&version) && run().version.isEmpty())
                run().version = Text::cleanText(version);
            return;
        }
        if (Text::startsWith(body, "Collective test starting:")) {
            finishTable(number);
            const QString program = Text::cleanText(body.sliced(25));
            m_operation = operationOfProgram(program.toUtf8());
            if (run().title.isEmpty())
                run().title = program;
            return;
        }
        if (Text::startsWith(body, "Collective test concluded")) {
            finishTable(number);
            return;
        }
        if (Text::startsWith(body, "nThread ")) {
            if (!m_sawParameters) {
                property(QStringLiteral("parameters"), Text::cleanText(body));
                Bench::Tokens tokens(body);
                QByteArrayView key, value;
                while (tokens.next(&key) && tokens.next(&value)) {
                    if (is(key, "nThread") || is(key, "nGpus") || is(key, "minBytes") || is(key, "maxBytes"))
                        property(Text::cleanText(key), Text::cleanText(value));
                    else
                        break;
                }
            }
            m_sawParameters = true;
            return;
        }
        if (Text::startsWith(body, "Rank ")) {
            readDevice(body, number);
            return;
        }
        if (isHeader(text)) {
            finishTable(number);
            m_layout = readLayout(text);
            m_tableOpen = true;
            m_tableRows = 0;
            if (m_operation.isEmpty())
                m_operation = m_commandOperation;
            return;
        }
        if (Text::startsWith(body, "Avg bus bandwidth")) {
            const qsizetype colon = body.indexOf(':');
            Bench::Tokens tokens(colon >= 0 ? body.sliced(colon + 1) : QByteArrayView());
            QByteArrayView value;
            double bandwidth = 0;
            if (tokens.next(&value) && Bench::readNumber(value, &bandwidth)) {
                run().averageBusBandwidth = bandwidth;
                if (!m_operation.isEmpty())
                    property(u"average bus bandwidth " + m_operation, QString::number(bandwidth));
            }
            if (body.contains("FAILED"))
                run().notes.append({BenchmarkNoteKind::Failed, m_operation, Text::cleanText(body), number});
            m_sawSummary = true;
            return;
        }
        if (Text::startsWith(body, "Out of bounds values")) {
            if (body.contains("FAILED"))
                run().notes.append({BenchmarkNoteKind::Failed, m_operation, Text::cleanText(body), number});
            m_sawSummary = true;
            return;
        }
        if (Text::startsWith(body, "error:") || Text::startsWith(body, "Errors with asterisks")) {
            if (Text::startsWith(body, "error:"))
                abort(body, number);
            return;
        }
        // "# Using devices", the units line, "out-of-place in-place", "#": nothing to keep.
    }

    void readDevice(QByteArrayView body, int number)
    {
        // "Rank  0 Group  0 Pid   6899 on ztan-mig-235z device  0 [0000:04:00] NVIDIA H100 80GB HBM3"
        // "Rank  0 Pid    195 on 2e3f…002 device  0 [0x00] Tesla K80"
        Bench::Tokens tokens(body);
        QByteArrayView token;
        int rank = -1;
        int device = -1;
        QString host;
        std::optional<Bench::PrintedBusId> busId;
        QString busIdText;
        QByteArrayView name;
        while (tokens.next(&token)) {
            QByteArrayView value;
            if (is(token, "Rank") && tokens.next(&value)) {
                Bench::readInt(value, &rank);
            } else if ((is(token, "Group") || is(token, "Pid")) && tokens.next(&value)) {
            } else if (is(token, "on") && tokens.next(&value)) {
                host = Text::cleanText(value);
            } else if (is(token, "device") && tokens.next(&value)) {
                Bench::readInt(value, &device);
                QByteArrayView id;
                if (tokens.next(&id) && id.front() == '[') {
                    busId = Bench::readBusId(id);
                    busIdText = Text::cleanText(id.sliced(1, id.size() - (id.back() == ']' ? 2 : 1)));
                    name = tokens.rest();
                }
                break;
            }
        }
        if (rank < 0 || rank >= 65536) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a device line that cannot be read: %1").arg(Text::excerpt(body));
            });
            return;
        }
        if (run().gpus.size() >= Bench::maxMatrixSide * 16)
            return;
        BenchmarkGpu& gpu = Bench::gpuWithIndex(&run(), rank);
        gpu.host = host;
        gpu.deviceOrdinal = device;
        gpu.name = Text::cleanText(name);
        gpu.busIdAsPrinted = busIdText;
        if (busId) {
            gpu.bdf = busId->bdf;
            gpu.busIdPrecision = busId->precision;
        }
    }

    /// Reads a table row; false when the line is not one (a log line that starts with a digit).
    bool readRow(QByteArrayView text, int number)
    {
        QList<QByteArrayView> tokens;
        {
            Bench::Tokens walker(text);
            QByteArrayView token;
            while (tokens.size() < 48 && walker.next(&token))
                tokens.append(token);
        }
        quint64 bytes = 0;
        quint64 count = 0;
        if (tokens.size() < 7 || !Bench::readUInt64(tokens[0], &bytes) || !Bench::readUInt64(tokens[1], &count)
            || !isAlpha(tokens[2].front())) {
            return false;
        }
        qsizetype at = 3;
        QString reduction;
        std::optional<int> root;
        if (at < tokens.size() && isAlpha(tokens[at].front()) && !is(tokens[at], "N/A")) {
            reduction = Text::cleanText(tokens[at]);
            ++at;
        }
        if (m_layout.timestamps && tokens.size() - at >= 2 && tokens[tokens.size() - 2].contains('-')
            && tokens.back().contains(':')) {
            tokens.resize(tokens.size() - 2);
        }
        const int perGroup = m_layout.perIteration ? 8 : 4;
        qsizetype remaining = tokens.size() - at;
        const bool rootPrinted = m_layout.known ? m_layout.hasRoot : remaining % perGroup == 1;
        if (rootPrinted && remaining % perGroup == 1) {
            int r = 0;
            if (Bench::readInt(tokens[at], &r))
                root = r;
            ++at;
            --remaining;
        }
        if (remaining != perGroup && remaining != 2 * perGroup) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a result row with %1 values where %2 or %3 belong; skipped")
                    .arg(remaining)
                    .arg(perGroup)
                    .arg(2 * perGroup);
            });
            return true;
        }
        QList<SweepPoint> points;
        for (qsizetype group = at; group < tokens.size(); group += perGroup) {
            SweepPoint point;
            point.bytes = bytes;
            point.count = count;
            point.line = number;
            double time = 0, algbw = 0, busbw = 0, wrong = 0;
            if (!Bench::readNumber(tokens[group], &time) || !Bench::readNumber(tokens[group + 1], &algbw)
                || !Bench::readNumber(tokens[group + 2], &busbw)) {
                m_sink.add(number, Severity::Error, [&] {
                    return Tr::tr("a result row whose time or bandwidth is not a number: %1").arg(Text::excerpt(text));
                });
                return true;
            }
            point.timeUs = time;
            point.algorithmBandwidth = algbw;
            point.busBandwidth = busbw;
            if (Bench::readNumber(tokens[group + 3], &wrong))
                point.wrong = wrong;
            points.append(point);
        }
        if (!m_tableOpen && !m_warnedNoHeader) {
            m_result.warn(number, Tr::tr("result rows without the table header before them; columns are inferred"));
            m_warnedNoHeader = true;
        }
        if (m_operation.isEmpty())
            m_operation = m_commandOperation.isEmpty() ? QStringLiteral("collective") : m_commandOperation;
        const QString type = Text::cleanText(tokens[2]);
        // Two groups are out-of-place then in-place; a lone group is in-place (trace replay).
        const QStringList variants = points.size() == 2 ? QStringList {QStringLiteral("out-of-place"), QStringLiteral("in-place")}
                                                        : QStringList {QStringLiteral("in-place")};
        for (int i = 0; i < points.size(); ++i) {
            SizeSweep* sweep = sweepFor(variants[i], type, reduction, root);
            if (!sweep)
                return true;
            if (!sweep->points.isEmpty() && sweep->points.last().bytes > bytes && !m_warnedOrder) {
                m_result.warn(number, Tr::tr("sizes go down here; the sweep may mix two runs"));
                m_warnedOrder = true;
            }
            sweep->points.append(points[i]);
        }
        ++m_tableRows;
        return true;
    }

    SizeSweep* sweepFor(const QString& variant, const QString& type, const QString& reduction, std::optional<int> root)
    {
        const QString key = QString::number(m_tableIndex) + u'\n' + m_operation + u'\n' + variant + u'\n' + type + u'\n'
            + reduction + u'\n' + (root ? QString::number(*root) : QString());
        if (const auto it = m_sweepIndex.constFind(key); it != m_sweepIndex.cend())
            return &run().sweeps[*it];
        if (run().sweeps.size() >= Bench::maxSweeps)
            return nullptr;
        SizeSweep sweep;
        sweep.operation = m_operation;
        sweep.variant = variant;
        sweep.dataType = type;
        sweep.reduction = reduction;
        sweep.root = root;
        QString name = m_operation + u' ' + variant;
        int same = 0;
        for (const auto& s : std::as_const(run().sweeps))
            same += s.operation == m_operation && s.variant == variant ? 1 : 0;
        if (same > 0)
            name += QStringLiteral(" (%1%2%3)").arg(type, reduction.isEmpty() ? QString() : u", " + reduction,
                root ? QStringLiteral(", root %1").arg(*root) : QString());
        int clash = 0;
        for (const auto& s : std::as_const(run().sweeps))
            clash += s.name == name || s.name.startsWith(name + u" #") ? 1 : 0;
        if (clash > 0)
            name += QStringLiteral(" #%1").arg(clash + 1);
        sweep.name = name;
        run().sweeps.append(sweep);
        // Two tables of one collective in a file are two runs: the table index in the key keeps
        // their sweeps apart.
        m_sweepIndex.insert(key, int(run().sweeps.size()) - 1);
        return &run().sweeps.last();
    }

    void finishTable(int number)
    {
        if (m_tableOpen) {
            if (m_tableRows == 0 && !m_aborted) {
                run().notes.append({BenchmarkNoteKind::Truncated, m_operation, Tr::tr("the table has no rows"), number});
            } else if (!m_sawSummary && !m_aborted) {
                run().notes.append({BenchmarkNoteKind::Truncated, m_operation,
                    Tr::tr("the table ends without the \"Avg bus bandwidth\" summary; the run was cut off"), number});
            }
        }
        m_tableOpen = false;
        m_sawSummary = false;
        m_tableRows = 0;
        m_layout = {};
        ++m_tableIndex;
    }

    QByteArrayView m_data;
    ParseResult<BenchmarkRun> m_result;
    Bench::DiagnosticSink m_sink {&m_result.diagnostics};
    Layout m_layout;
    QString m_operation;
    QString m_commandOperation;
    bool m_tableOpen = false;
    bool m_sawSummary = false;
    bool m_sawParameters = false;
    bool m_aborted = false;
    bool m_warnedNoHeader = false;
    bool m_warnedOrder = false;
    int m_tableRows = 0;
    int m_tableIndex = 0;
    int m_logLines = 0;
    int m_abortNotes = 0;
    QHash<QString, int> m_sweepIndex; // table, operation, variant, type, reduction, root → sweep
};

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

} // namespace

ParseResult<BenchmarkRun> parseNcclTests(QByteArrayView data)
{
    return NcclReader(data).read();
}

int sniffNcclTests(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 8192));
    if (Text::looksBinary(head))
        return 0;
    int signals_ = 0;
    bool sawDevice = false;
    for (const Text::Line& line : Text::splitLines(head)) {
        QByteArray storage;
        QByteArrayView text = Bench::cleanLine(line, &storage);
        if (text.size() > 1 && text[0] == '>' && text[1] == ' ')
            text = Text::trimmed(text.sliced(2));
        if (text.isEmpty() || text.front() != '#')
            continue;
        const QByteArrayView body = Text::trimmed(text.sliced(1));
        if (Text::startsWith(body, "nThread ") && body.contains("nGpus"))
            signals_ += 2;
        else if (Text::startsWith(body, "Collective test starting:") || Text::startsWith(body, "nccl-tests version"))
            signals_ += 2;
        else if (!sawDevice && Text::startsWith(body, "Rank ") && body.contains(" device ")) {
            sawDevice = true;
            ++signals_;
        } else if (isHeader(text) && text.contains("algbw"))
            signals_ += 2;
        else if (Text::startsWith(body, "Avg bus bandwidth"))
            signals_ += 2;
    }
    return Text::sniffConfidence(signals_);
}

ParseResult<BenchmarkRun> parseNcclTestsJson(QByteArrayView data)
{
    ParseResult<BenchmarkRun> result;
    BenchmarkRun& run = result.value;
    run.tool = BenchmarkTool::NcclTests;
    run.format = QStringLiteral("nccl-tests-json");
    int firstLine = 1;
    const QByteArrayView object = Bench::jsonObjectIn(data, &firstLine);
    if (object.isEmpty()) {
        result.error(0, Tr::tr("expected the JSON file of nccl-tests -J: an object with \"config\" and \"results\""));
        return result;
    }
    if (Bench::jsonNestingDepth(object) > Bench::maxJsonDepth) {
        result.error(firstLine, Tr::tr("the JSON is nested far deeper than nccl-tests writes it; not read"));
        return result;
    }
    nlohmann::json root;
    try {
        root = nlohmann::json::parse(object.begin(), object.end());
    } catch (const nlohmann::json::parse_error& e) {
        const qsizetype at = std::min<qsizetype>(qsizetype(e.byte), object.size());
        const int line = firstLine + int(object.first(at).count('\n'));
        result.error(line, Tr::tr("the JSON cannot be read (a run that crashed leaves it unfinished): %1")
                               .arg(QString::fromUtf8(e.what())));
        return result;
    }
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
        if (const auto devices = config->find("devices"); devices != config->end() && devices->is_array()) {
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
    }
    const auto results = root.find("results");
    if (results->is_array()) {
        for (const auto& row : *results) {
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
                const QString variantName = QString::fromLatin1(variant);
                SizeSweep* target = nullptr;
                for (auto& sweep : run.sweeps) {
                    if (sweep.variant == variantName && sweep.dataType == type && sweep.reduction == reduction && sweep.root == rootRank)
                        target = &sweep;
                }
                if (!target) {
                    if (run.sweeps.size() >= Bench::maxSweeps)
                        continue;
                    SizeSweep sweep;
                    sweep.operation = operation;
                    sweep.variant = variantName;
                    sweep.dataType = type;
                    sweep.reduction = reduction;
                    sweep.root = rootRank;
                    int same = 0;
                    for (const auto& s : std::as_const(run.sweeps))
                        same += s.variant == variantName ? 1 : 0;
                    sweep.name = operation + u' ' + variantName
                        + (same > 0 ? QStringLiteral(" (%1, %2)").arg(type, reduction) : QString());
                    run.sweeps.append(sweep);
                    target = &run.sweeps.last();
                }
                target->points.append(point);
            }
        }
    }
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
    if (run.sweeps.isEmpty())
        result.warn(firstLine, Tr::tr("no results in the file"));
    return result;
}

int sniffNcclTestsJson(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    int line = 0;
    const qsizetype start = Bench::jsonStart(head, &line);
    if (start < 0)
        return 0;
    const QByteArrayView object = head.sliced(start);
    int score = 0;
    score += object.contains("\"start_time\"") ? 40 : 0;
    score += object.contains("\"args\"") ? 15 : 0;
    score += object.contains("\"env\"") ? 10 : 0;
    score += object.contains("\"nccl_version\"") || object.contains("_perf") ? 30 : 0;
    score += object.contains("\"alg_bw\"") || object.contains("\"bus_bw\"") ? 30 : 0;
    return score >= 60 ? std::min(score, 95) : 0;
}

} // namespace Topo
