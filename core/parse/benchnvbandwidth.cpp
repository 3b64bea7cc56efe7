// SPDX-License-Identifier: GPL-3.0-or-later
// nvbandwidth (github.com/NVIDIA/nvbandwidth): text output of output.cpp and the jsoncpp
// document of json_output.cpp. Every testcase prints "Running NAME.", then either a "Waived"
// line or a description ("memcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)"), a matrix
// printed with std::setprecision(2) and N/A for unmeasured pairs, and "SUM NAME value".
#include "parse/benchcommon.h"
#include "parse/benchmarks.h"

#include "util/tr.h"

#include <QHash>

#include <nlohmann/json.hpp>

#include <cmath>

namespace Topo {

namespace {

using Bench::is;

/// What the description says the rows and columns are.
struct Description
{
    QString title;
    QString unit;
    QString part;      // "read1", "write2", "total" for the bidirectional sub-matrices
    bool hostRows = false;     // CPU(row)
    bool allGpusRows = false;  // "All Gpus -> GPU(column)": one row for all peers together
};

bool isUnitSuffix(QByteArrayView text)
{
    return text.endsWith("(GB/s)") || text.endsWith("(ns)") || text.endsWith("(us)") || text.endsWith("(MB/s)");
}

bool isDescription(QByteArrayView text)
{
    return isUnitSuffix(text)
        && (text.contains("(row)") || text.contains("(column)") || Bench::containsCaseInsensitive(text, "bandwidth")
            || Bench::containsCaseInsensitive(text, "latency"));
}

Description readDescription(QByteArrayView text)
{
    Description d;
    d.title = Text::cleanText(text);
    const qsizetype open = text.lastIndexOf('(');
    d.unit = Text::cleanText(text.sliced(open + 1, text.size() - open - 2));
    d.hostRows = text.contains("CPU(row)");
    d.allGpusRows = Bench::containsCaseInsensitive(text, "all gpus");
    // "memcpy CE GPU(row) <-> GPU(column) Read1 bandwidth (GB/s)"
    Bench::Tokens tokens(text);
    QByteArrayView token;
    QByteArrayView previous;
    while (tokens.next(&token)) {
        if (is(token, "bandwidth") && (is(previous, "Read1") || is(previous, "Read2") || is(previous, "Write1")
                                          || is(previous, "Write2") || is(previous, "Total"))) {
            d.part = Text::cleanText(previous).toLower();
        }
        previous = token;
    }
    return d;
}

QList<MatrixAxisEntry> rowAxis(const Description& d, const QList<QByteArrayView>& labels)
{
    QList<MatrixAxisEntry> rows;
    for (const QByteArrayView label : labels) {
        int index = -1;
        Bench::readInt(label, &index);
        if (d.hostRows)
            rows.append({labels.size() == 1 ? QStringLiteral("CPU") : u"CPU" + Text::cleanText(label), -1});
        else if (d.allGpusRows)
            rows.append({QStringLiteral("all GPUs"), -1});
        else
            rows.append({Text::cleanText(label), index});
    }
    return rows;
}

/// The SUM line must equal the sum of the printed cells up to their rounding; a larger gap
/// means a cell was misread (or the matrix was edited).
void checkSum(ParseResult<BenchmarkRun>* result, const BenchmarkMatrix& matrix, int line)
{
    if (!matrix.printedSum || matrix.cells.isEmpty())
        return;
    const double tolerance = 0.006 * matrix.filledCells() + 0.02;
    if (std::abs(*matrix.printedSum - matrix.sumOfCells()) > tolerance) {
        result->warn(line, Tr::tr("SUM %1 does not match the matrix, whose cells add up to %2")
                               .arg(*matrix.printedSum)
                               .arg(matrix.sumOfCells(), 0, 'f', 2));
    }
}

class NvBandwidthReader
{
public:
    explicit NvBandwidthReader(QByteArrayView data)
        : m_data(data)
    {
    }

    ParseResult<BenchmarkRun> read()
    {
        run().tool = BenchmarkTool::NvBandwidth;
        run().format = QStringLiteral("nvbandwidth");
        run().title = QStringLiteral("nvbandwidth");
        if (Text::looksBinary(m_data)) {
            m_result.error(0, Tr::tr("this is binary data, not the text output of nvbandwidth"));
            return std::move(m_result);
        }
        for (const Text::Line& line : Text::splitLines(m_data)) {
            QByteArray storage;
            readLine(Bench::cleanLine(line, &storage), line.number);
        }
        finishTestcase(0, true);
        if (run().testcases.isEmpty() && run().matrices.isEmpty()) {
            m_result.error(0, Tr::tr("expected the output of nvbandwidth: \"Running TESTCASE.\" lines, each followed by "
                                     "a matrix such as \"memcpy CE CPU(row) -> GPU(column) bandwidth (GB/s)\""));
        }
        m_sink.finish();
        return std::move(m_result);
    }

private:
    BenchmarkRun& run() { return m_result.value; }

    void property(const QString& key, QByteArrayView value)
    {
        for (const auto& p : std::as_const(run().properties)) {
            if (p.first == key)
                return;
        }
        run().properties.append({key, Text::cleanText(value)});
    }

    void readLine(QByteArrayView text, int number)
    {
        if (text.isEmpty() || Text::isShellPromptLine(text) || Text::startsWith(text, "```")
            || Text::startsWith(text, "#####")) {
            return;
        }
        if (Text::startsWith(text, "nvbandwidth Version:")) {
            const QString version = Text::cleanText(text.sliced(20));
            if (run().version.isEmpty())
                run().version = version;
            return;
        }
        for (const char* key : {"Built from Git version:", "CUDA Runtime Version:", "CUDA Driver Version:",
                 "CUDA Driver Version (API):", "Driver Version:", "MPI version:"}) {
            const QByteArrayView k(key);
            if (Text::startsWith(text, k)) {
                property(Text::cleanText(k.first(k.size() - 1)), text.sliced(k.size()));
                return;
            }
        }
        if (Text::startsWith(text, "Device ") && text.contains(':') && !isDescription(text)) {
            readDevice(text, number);
            return;
        }
        if (Text::startsWith(text, "Running ") && text.endsWith('.')) {
            finishTestcase(number, false);
            m_testcase = Text::cleanText(text.sliced(8, text.size() - 9));
            m_testcaseLine = number;
            m_testcaseDone = false;
            m_firstMatrixOfTestcase = run().matrices.size();
            run().testcases.append(m_testcase);
            return;
        }
        if (Bench::containsCaseInsensitive(text.first(std::min<qsizetype>(text.size(), 6)), "waived")) {
            readWaived(text, number);
            return;
        }
        if (Text::startsWith(text, "SUM ") || Text::startsWith(text, "COEFFICIENT_OF_VARIATION ")) {
            readSummary(text, number);
            return;
        }
        if (isDescription(text)) {
            closeMatrix();
            m_description = readDescription(text);
            m_descriptionLine = number;
            return;
        }
        if (is(text, "[...]") || is(text, "...")) {
            closeMatrix();
            run().notes.append({BenchmarkNoteKind::Truncated, m_testcase,
                Tr::tr("output was left out here by whoever pasted it"), number});
            m_elided = true;
            return;
        }
        if (isErrorLine(text)) {
            closeMatrix();
            run().notes.append({BenchmarkNoteKind::Aborted, m_testcase, Text::cleanText(text), number});
            m_testcaseDone = true;
            return;
        }
        if (text.front() >= '0' && text.front() <= '9') {
            readMatrixLine(text, number);
            return;
        }
        if (Text::startsWith(text, "NOTE:") || Text::startsWith(text, "Additional system-specific")
            || Text::startsWith(text, "Performance can vary")) {
            return;
        }
        m_sink.add(number, Severity::Info, [&] {
            return Tr::tr("not part of nvbandwidth output; ignored: %1").arg(Text::excerpt(text));
        });
    }

    static bool isErrorLine(QByteArrayView text)
    {
        return Text::startsWith(text, "ERROR") || Text::startsWith(text, "Error") || Text::startsWith(text, "error:")
            || text.contains("CUDA_ERROR") || text.contains("terminate called") || text.contains("Segmentation fault")
            || text.contains("core dumped");
    }

    void readDevice(QByteArrayView text, int number)
    {
        // "Device 0: NVIDIA H800" or "Device 0: NVIDIA H100 80GB HBM3 (00000000:1b:00)"
        const qsizetype colon = text.indexOf(':');
        int index = -1;
        if (!Bench::readInt(Text::trimmed(text.sliced(7, colon - 7)), &index) || index < 0
            || index >= Bench::maxMatrixSide) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a device line that cannot be read: %1").arg(Text::excerpt(text));
            });
            return;
        }
        BenchmarkGpu& gpu = Bench::gpuWithIndex(&run(), index);
        QByteArrayView name = Text::trimmed(text.sliced(colon + 1));
        if (name.endsWith(')')) {
            const qsizetype open = name.lastIndexOf('(');
            if (open > 0) {
                if (const auto id = Bench::readBusId(name.sliced(open))) {
                    gpu.bdf = id->bdf;
                    gpu.busIdPrecision = id->precision;
                    gpu.busIdAsPrinted = Text::cleanText(name.sliced(open + 1, name.size() - open - 2));
                    name = Text::trimmed(name.first(open));
                }
            }
        }
        gpu.name = Text::cleanText(name);
    }

    void readWaived(QByteArrayView text, int number)
    {
        closeMatrix();
        // "Waived: ", "Waived.", or "WAIVED device_to_device_memcpy_read_ce"
        QString testcase = m_testcase;
        Bench::Tokens tokens(text);
        QByteArrayView first, second;
        tokens.next(&first);
        if (tokens.next(&second) && second.contains('_'))
            testcase = Text::cleanText(second);
        run().notes.append({BenchmarkNoteKind::Waived, testcase, Text::cleanText(text), number});
        if (testcase == m_testcase)
            m_testcaseDone = true;
    }

    void readSummary(QByteArrayView text, int number)
    {
        const bool sum = Text::startsWith(text, "SUM ");
        Bench::Tokens tokens(text);
        QByteArrayView keyword, name, valueToken;
        double value = 0;
        if (!tokens.next(&keyword) || !tokens.next(&name) || !tokens.next(&valueToken)
            || !Bench::readNumber(valueToken, &value)) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a summary line that cannot be read: %1").arg(Text::excerpt(text));
            });
            return;
        }
        closeMatrix();
        // The line belongs to the latest matrix of this testcase that has none yet.
        for (qsizetype i = run().matrices.size() - 1; i >= m_firstMatrixOfTestcase; --i) {
            BenchmarkMatrix& matrix = run().matrices[i];
            if (matrix.testcase != m_testcase)
                break;
            if (sum && !matrix.printedSum) {
                matrix.printedSum = value;
                checkSum(&m_result, matrix, number);
                return;
            }
            if (!sum && !matrix.coefficientOfVariation) {
                matrix.coefficientOfVariation = value;
                return;
            }
        }
        m_sink.add(number, Severity::Info, [&] {
            return Tr::tr("a summary line without a matrix before it: %1").arg(Text::excerpt(text));
        });
    }

    void readMatrixLine(QByteArrayView text, int number)
    {
        Bench::Tokens tokens(text);
        QByteArrayView token;
        if (m_open < 0) {
            // A header line: the column numbers.
            if (!m_description) {
                m_sink.add(number, Severity::Warning, [&] {
                    return Tr::tr("numbers without a matrix description before them; ignored");
                });
                return;
            }
            QList<MatrixAxisEntry> columns;
            while (tokens.next(&token)) {
                int index = -1;
                if (!Bench::readInt(token, &index) || index < 0 || columns.size() >= Bench::maxMatrixSide) {
                    m_sink.add(number, Severity::Error, [&] {
                        return Tr::tr("a matrix header with %1 where a GPU number belongs").arg(Text::excerpt(token));
                    });
                    m_description.reset();
                    return;
                }
                columns.append({Text::cleanText(token), index});
            }
            if (run().matrices.size() >= Bench::maxMatrices) {
                m_sink.add(number, Severity::Warning, [&] { return Tr::tr("far more matrices than nvbandwidth prints; the rest is not read"); });
                m_description.reset();
                return;
            }
            BenchmarkMatrix matrix;
            matrix.testcase = m_testcase;
            matrix.title = m_description->title;
            matrix.unit = m_description->unit;
            matrix.line = m_descriptionLine;
            matrix.columns = columns;
            QString metric = m_testcase.isEmpty() ? QStringLiteral("untitled") : m_testcase;
            if (!m_description->part.isEmpty())
                metric += u'-' + m_description->part;
            const int same = m_metricCounts[metric]++;
            if (same > 0 || m_testcase.isEmpty())
                metric += u'#' + QString::number(same + 1);
            matrix.metric = metric;
            run().matrices.append(matrix);
            m_open = int(run().matrices.size()) - 1;
            m_testcaseDone = true;
            return;
        }
        BenchmarkMatrix& matrix = run().matrices[m_open];
        QByteArrayView label;
        tokens.next(&label);
        int rowIndex = -1;
        if (!Bench::readInt(label, &rowIndex)) {
            m_sink.add(number, Severity::Error, [&] { return Tr::tr("the row label %1 is not a number").arg(Text::excerpt(label)); });
            return;
        }
        if (matrix.rowCount() >= Bench::maxMatrixSide)
            return;
        QList<std::optional<double>> cells;
        int surplus = 0;
        bool glued = false;
        while (tokens.next(&token)) {
            double value = 0;
            QList<double> split;
            if (cells.size() >= matrix.columnCount()) {
                ++surplus;
            } else if (Bench::readNumber(token, &value)) {
                cells.append(value);
            } else if (Bench::isNotAvailable(token)) {
                cells.append(std::nullopt);
            } else if (Bench::splitGluedValues(token, 2, &split)) {
                glued = true;
                for (const double v : std::as_const(split)) {
                    if (cells.size() < matrix.columnCount())
                        cells.append(v);
                }
            } else {
                m_sink.add(number, Severity::Error, [&] {
                    return Tr::tr("%1 is not a number; the cell is left empty").arg(Text::excerpt(token));
                });
                cells.append(std::nullopt);
            }
        }
        if (glued) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("values ran together without a space between them; read as two decimals each");
            });
        }
        if (surplus > 0) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("%1 more values than the header has columns; they are ignored").arg(surplus);
            });
        }
        if (cells.size() < matrix.columnCount()) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("%1 of %2 values; the missing ones are left empty").arg(cells.size()).arg(matrix.columnCount());
            });
            cells.resize(matrix.columnCount());
        }
        matrix.rows.append(rowAxis(*m_description, {label}));
        matrix.cells.append(cells);
    }

    int expectedRows(const BenchmarkMatrix& matrix) const
    {
        return m_description && (m_description->hostRows || m_description->allGpusRows) ? 1 : matrix.columnCount();
    }

    void closeMatrix()
    {
        if (m_open >= 0) {
            const BenchmarkMatrix& matrix = run().matrices[m_open];
            if (matrix.rowCount() < expectedRows(matrix)) {
                m_incomplete = true;
                if (!m_elided) {
                    m_result.warn(matrix.line, Tr::tr("the matrix of %1 has %2 of %3 rows")
                                                   .arg(matrix.metric)
                                                   .arg(matrix.rowCount())
                                                   .arg(expectedRows(matrix)));
                }
            }
        }
        m_open = -1;
        m_description.reset();
    }

    void finishTestcase(int number, bool atEnd)
    {
        closeMatrix();
        if (!m_testcase.isEmpty() && !m_testcaseDone) {
            run().notes.append({BenchmarkNoteKind::Truncated, m_testcase,
                atEnd ? Tr::tr("the output ends before this testcase printed a result")
                      : Tr::tr("no result before the next testcase started"),
                m_testcaseLine});
        } else if (atEnd && m_incomplete && !m_elided) {
            run().notes.append({BenchmarkNoteKind::Truncated, m_testcase, Tr::tr("the output stops inside a matrix"), number});
        }
        m_incomplete = false;
    }

    QByteArrayView m_data;
    ParseResult<BenchmarkRun> m_result;
    Bench::DiagnosticSink m_sink {&m_result.diagnostics};
    QString m_testcase;
    int m_testcaseLine = 0;
    bool m_testcaseDone = true;
    std::optional<Description> m_description;
    int m_descriptionLine = 0;
    int m_open = -1;
    bool m_incomplete = false;
    bool m_elided = false;
    QHash<QString, int> m_metricCounts; // how often each metric name was given out
    qsizetype m_firstMatrixOfTestcase = 0;
};

// ---- JSON

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

ParseResult<BenchmarkRun> parseNvBandwidth(QByteArrayView data)
{
    return NvBandwidthReader(data).read();
}

int sniffNvBandwidth(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 8192));
    if (Text::looksBinary(head))
        return 0;
    int running = 0;
    int other = 0;
    for (const Text::Line& line : Text::splitLines(head)) {
        QByteArray storage;
        const QByteArrayView text = Bench::cleanLine(line, &storage);
        if (Text::startsWith(text, "Running ") && text.endsWith('.') && text.contains('_'))
            ++running;
        else if (Text::startsWith(text, "nvbandwidth Version:"))
            other += 2;
        else if ((Text::startsWith(text, "memcpy CE ") || Text::startsWith(text, "memcpy SM ")) && isUnitSuffix(text))
            ++other;
        else if (Text::startsWith(text, "SUM ") && text.contains('_'))
            ++other;
    }
    if (running == 0 && other < 2)
        return 0;
    return Text::sniffConfidence(std::min(running, 2) + other);
}

ParseResult<BenchmarkRun> parseNvBandwidthJson(QByteArrayView data)
{
    ParseResult<BenchmarkRun> result;
    BenchmarkRun& run = result.value;
    run.tool = BenchmarkTool::NvBandwidth;
    run.format = QStringLiteral("nvbandwidth-json");
    run.title = QStringLiteral("nvbandwidth");
    int firstLine = 1;
    const QByteArrayView object = Bench::jsonObjectIn(data, &firstLine);
    if (object.isEmpty()) {
        result.error(0, Tr::tr("expected the JSON of nvbandwidth -j: an object {\"nvbandwidth\": {\"testcases\": […]}}"));
        return result;
    }
    if (firstLine > 1)
        result.info(1, Tr::tr("%n line(s) before the JSON document are not read", nullptr, firstLine - 1));
    if (Bench::jsonNestingDepth(object) > Bench::maxJsonDepth) {
        result.error(firstLine, Tr::tr("the JSON is nested far deeper than nvbandwidth writes it; not read"));
        return result;
    }
    nlohmann::json root;
    try {
        root = nlohmann::json::parse(object.begin(), object.end());
    } catch (const nlohmann::json::parse_error& e) {
        const qsizetype at = std::min<qsizetype>(qsizetype(e.byte), object.size());
        const int line = firstLine + int(object.first(at).count('\n'));
        result.error(line, Tr::tr("the JSON cannot be read: %1").arg(QString::fromUtf8(e.what())));
        return result;
    }
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
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    int line = 0;
    const qsizetype start = Bench::jsonStart(head, &line);
    if (start < 0)
        return 0;
    const QByteArrayView object = head.sliced(start);
    int score = 0;
    score += object.contains("\"nvbandwidth\"") ? 60 : 0;
    score += object.contains("\"testcases\"") ? 20 : 0;
    score += object.contains("\"bandwidth_matrix\"") || object.contains("\"status\"") ? 15 : 0;
    return score >= 60 ? score : 0;
}

} // namespace Topo
