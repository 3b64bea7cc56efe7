// SPDX-License-Identifier: GPL-3.0-or-later
// rocm-bandwidth-test (github.com/ROCm/rocm_bandwidth_test). Two layouts:
//  - the classic tool (1.x, 2.x up to ROCm 6.x, rocm_bandwidth_test_report.cpp): a device list
//    ("Device: N,  NAME[,  UUID],  BB:D.F" for GPU agents, CPU agents without a bus id), then
//    "D/D 0 1 …" matrices (access, NUMA distance, unidirectional and bidirectional copy
//    bandwidth) with a blank line after every row and N/A for pairs it did not measure. The
//    agents are numbered together, CPUs and GPUs, in the order ROCr lists them.
//  - the TransferBench p2p preset the ROCm 7 rewrite's `tb` plugin prints
//    (plugins/tb/transferbench/include/Presets/PeerToPeer.hpp): "SRC+EXE\DST CPU 00 … GPU 00 …"
//    headers, "GPU 00  ->" rows, and for bidirectional runs "->", "<-" and "<->" rows per source.
#include "model/formatid.h"
#include "parse/bench/benchcommon.h"
#include "parse/bench/benchmarks.h"

#include "util/tr.h"

namespace Topo {

namespace {

using Text::is;

/// The matrix titles of both layouts, matched on their words; the first row that fits wins.
struct TitleRow
{
    const char* words;   // what the title line contains
    const char* metric;
    const char* unit;
};
constexpr TitleRow titleRows[] = {
    {"directional copy peak bandwidth", nullptr, "GB/s"},     // metric from the direction
    {"directional copy average bandwidth", nullptr, "GB/s"},
    {"Device Numa Distance", "numa-distance", ""},           // "Inter-Device Numa Distance" (2.x)
    {"Device Access", "device-access", ""},                  // "Inter-Device Access" (2.x)
};

const TitleRow* titleRowFor(QByteArrayView text)
{
    for (const auto& row : titleRows) {
        if (text.contains(row.words))
            return &row;
    }
    return nullptr;
}

QString bandwidthMetric(QByteArrayView text)
{
    // 2.0.1 printed "Bdirectional copy peak bandwidth GB/s".
    const bool bidirectional = Bench::startsWithLiteral(text, "Bi") || Bench::startsWithLiteral(text, "Bd");
    const bool average = text.contains("average");
    return QString::fromLatin1(bidirectional ? "bidirectional" : "unidirectional")
        + QString::fromLatin1(average ? "-copy-average-bandwidth" : "-copy-peak-bandwidth");
}

/// One agent of the classic device list.
struct Agent
{
    int index = -1;  // the tool's device number
    bool gpu = false;
    int gpuNumber = -1;
    int cpuNumber = -1; // CPU agents (one per NUMA node) in the order listed
};

/// The direction a TransferBench row reads: "->" (source to destination), "<-" (back), "<->" (both).
struct DirectionRow
{
    const char* arrow;
    const char* suffix;
};
constexpr DirectionRow directionRows[] = {
    {"->", "-forward"},
    {"<-", "-reverse"},
    {"<->", ""},
};

class RbtReader
{
public:
    explicit RbtReader(QByteArrayView data)
        : m_data(data)
    {
    }

    ParseResult<BenchmarkRun> read()
    {
        run().tool = BenchmarkTool::RocmBandwidthTest;
        run().format = FormatId::rocmBandwidthTest.toString();
        if (Text::looksBinary(m_data)) {
            m_result.error(0, Tr::tr("this is binary data, not the text output of rocm-bandwidth-test"));
            return std::move(m_result);
        }
        Bench::forEachCleanLine(m_data, [this](QByteArrayView text, int number) { readLine(text, number); });
        finish();
        return std::move(m_result);
    }

private:
    BenchmarkRun& run() { return m_result.value; }

    void readLine(QByteArrayView text, int number)
    {
        if (text.isEmpty() || Text::startsWith(text, "```") || Text::isShellPromptLine(text) || isProgress(text))
            return;
        if (Text::startsWith(text, "RocmBandwidthTest Version:")) {
            run().title = QStringLiteral("rocm-bandwidth-test");
            run().version = Text::cleanText(Text::trimmed(text.sliced(26)));
            m_recognised = true;
            return;
        }
        if (Text::startsWith(text, "TransferBench v")) {
            run().title = QStringLiteral("TransferBench");
            run().version = Text::cleanText(text.sliced(14));
            return;
        }
        if (Text::startsWith(text, "Launch Command is:")) {
            run().properties.append({QStringLiteral("launch command"), Text::cleanText(Text::trimmed(text.sliced(18)))});
            return;
        }
        if (Text::startsWith(text, "Bytes Per Direction")) {
            run().properties.append({QStringLiteral("bytes per direction"), Text::cleanText(Text::trimmed(text.sliced(19)))});
            return;
        }
        if (Text::startsWith(text, "Device: ")) {
            readDevice(text, number);
            return;
        }
        if (const TitleRow* title = titleRowFor(text)) {
            closeMatrix();
            m_title = Text::cleanText(text);
            m_titleLine = number;
            m_metric = title->metric ? QString::fromLatin1(title->metric) : bandwidthMetric(text);
            m_unit = QString::fromLatin1(title->unit);
            m_recognised = true;
            return;
        }
        QByteArrayView first = Text::firstWord(text);
        if (is(first, "D/D")) {
            readClassicHeader(text, number);
            return;
        }
        if (first.contains("\\DST") || first.contains("SRC\\")) {
            readTbHeader(text, number);
            return;
        }
        if (Text::startsWith(text, "Averages (During")) {
            readAverages(text);
            return;
        }
        if (Text::startsWith(text, "CPU->CPU") || Text::startsWith(text, "[") || text.contains(" = ")) {
            readSetting(text);
            return;
        }
        if (m_layout == Layout::Classic && first.front() >= '0' && first.front() <= '9') {
            readClassicRow(text, number);
            return;
        }
        if (m_layout == Layout::TransferBench && (is(first, "CPU") || is(first, "GPU"))) {
            readTbRow(text, number);
            return;
        }
        m_sink.add(number, Severity::Info, [&] {
            return Tr::tr("not part of rocm-bandwidth-test output; ignored: %1").arg(Text::excerpt(text));
        });
    }

    static bool isProgress(QByteArrayView text)
    {
        for (const char c : text) {
            if (c != '.')
                return false;
        }
        return true;
    }

    void readDevice(QByteArrayView text, int number)
    {
        // "Device: 2,  AMD Instinct MI210,  GPU-06c9d21390bc2e70,  05:0.0" (2.6), "Device: 1,  Vega 10
        // [Radeon PRO WX 8100],  0d:0.0" (2.0), "Device: 0,  AMD EPYC 9554 64-Core Processor" (a CPU).
        const QList<QByteArrayView> fields = splitFields(text.sliced(8));
        int index = -1;
        if (fields.isEmpty() || !Bench::readInt(fields[0], &index) || index < 0 || index >= Bench::maxMatrixSide
            || agentWithIndex(index)) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a device line that cannot be read: %1").arg(Text::excerpt(text));
            });
            return;
        }
        m_recognised = true;
        Agent agent;
        agent.index = index;
        const QByteArrayView last = fields.size() > 2 ? fields.last() : QByteArrayView();
        const auto busId = last.isEmpty() ? std::nullopt : readShortBdf(last);
        const QString name = fields.size() > 1 ? Text::cleanText(fields[1]) : QString();
        if (busId) {
            // Only GPU agents print a bus id (and, from 2.x, a UUID before it).
            agent.gpu = true;
            agent.gpuNumber = m_gpuCount++;
            BenchmarkGpu& gpu = Bench::gpuWithIndex(&run(), agent.gpuNumber);
            gpu.name = name;
            gpu.bdf = *busId;
            // "05:0.0" has no domain: bus, device and function, read in domain 0.
            gpu.busIdPrecision = BusIdPrecision::Full;
            gpu.busIdAsPrinted = Text::cleanText(last);
            run().properties.append({QStringLiteral("device %1").arg(index),
                QStringLiteral("GPU %1: %2").arg(agent.gpuNumber).arg(name)});
            if (fields.size() > 3)
                run().properties.append({QStringLiteral("device %1 uuid").arg(index), Text::cleanText(fields[2])});
        } else {
            agent.cpuNumber = m_cpuCount++;
            run().properties.append({QStringLiteral("device %1").arg(index), QStringLiteral("CPU: %1").arg(name)});
        }
        m_agents.append(agent);
    }

    /// The fields of a device line, split at ",  " (two blanks: a name may hold ", ").
    static QList<QByteArrayView> splitFields(QByteArrayView text)
    {
        QList<QByteArrayView> fields;
        while (!text.isEmpty() && fields.size() < 8) {
            const qsizetype comma = text.indexOf(",  ");
            fields.append(Text::trimmed(comma < 0 ? text : text.first(comma)));
            if (comma < 0)
                break;
            text = text.sliced(comma + 3);
        }
        return fields;
    }

    /// "19:0.0" → 0000:19:00.0.
    static std::optional<Bdf> readShortBdf(QByteArrayView text)
    {
        const qsizetype colon = text.indexOf(':');
        const qsizetype dot = text.indexOf('.');
        int bus = -1, device = -1, function = -1;
        if (colon <= 0 || dot <= colon || !Text::toInt(text.first(colon), &bus, 16)
            || !Text::toInt(text.sliced(colon + 1, dot - colon - 1), &device, 16)
            || !Text::toInt(text.sliced(dot + 1), &function, 16) || bus > 255 || device > 31 || function > 7) {
            return std::nullopt;
        }
        return Bdf {0, bus, device, function};
    }

    const Agent* agentWithIndex(int index) const
    {
        for (const auto& a : m_agents) {
            if (a.index == index)
                return &a;
        }
        return nullptr;
    }

    BenchmarkMatrix* openMatrix(const QString& metric, int number)
    {
        if (run().matrices.size() >= Bench::maxMatrices)
            return nullptr;
        BenchmarkMatrix matrix;
        matrix.metric = metric;
        matrix.title = m_title;
        matrix.unit = m_unit;
        matrix.line = m_titleLine ? m_titleLine : number;
        run().matrices.append(matrix);
        m_open.append(int(run().matrices.size()) - 1);
        m_headerLine = number;
        return &run().matrices.last();
    }

    /// A matrix header with no title before it is a pasted fragment: what it measures is unknown.
    void takeTitle(int number)
    {
        if (!m_metric.isEmpty())
            return;
        m_sink.add(number, Severity::Warning, [&] { return Tr::tr("a matrix without a title; what it measures is unknown"); });
        m_metric = QStringLiteral("untitled-%1").arg(run().matrices.size() + 1);
        m_titleLine = number;
    }

    void readClassicHeader(QByteArrayView text, int number)
    {
        closeMatrix();
        m_headerLine = number;
        takeTitle(number);
        m_layout = Layout::Classic;
        Text::Tokens tokens(text);
        QByteArrayView token;
        tokens.next(&token);
        QList<MatrixAxisEntry> columns;
        while (tokens.next(&token)) {
            int index = -1;
            if (!Bench::readInt(token, &index) || index < 0 || columns.size() >= Bench::maxMatrixSide) {
                m_sink.add(number, Severity::Error, [&] {
                    return Tr::tr("a matrix header with %1 where a device number belongs").arg(Text::excerpt(token));
                });
                consumeTitle();
                return;
            }
            columns.append(axisFor(token, index));
        }
        if (columns.isEmpty()) {
            m_sink.add(number, Severity::Warning, [&] { return Tr::tr("a matrix header without device numbers"); });
            consumeTitle();
            return;
        }
        if (BenchmarkMatrix* matrix = openMatrix(m_metric, number))
            matrix->columns = columns;
        consumeTitle();
    }

    MatrixAxisEntry axisFor(QByteArrayView label, int index)
    {
        const Agent* agent = agentWithIndex(index);
        if (!agent && !m_agents.isEmpty() && !m_warnedUnlisted) {
            m_result.warn(m_headerLine, Tr::tr("a matrix names device %1, which the device list does not").arg(index));
            m_warnedUnlisted = true;
        }
        // A CPU agent reads as one ("CPU0"), not as the bare device number the matrix prints.
        if (agent && !agent->gpu)
            return {QStringLiteral("CPU%1").arg(agent->cpuNumber), -1};
        return {Text::cleanText(label), agent && agent->gpu ? agent->gpuNumber : -1};
    }

    void readClassicRow(QByteArrayView text, int number)
    {
        if (m_open.isEmpty()) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a matrix row without a \"D/D\" header before it; ignored: %1").arg(Text::excerpt(text));
            });
            return;
        }
        BenchmarkMatrix& matrix = run().matrices[m_open.first()];
        Text::Tokens tokens(text);
        QByteArrayView label;
        tokens.next(&label);
        int index = -1;
        if (!Bench::readInt(label, &index) || index < 0) {
            m_sink.add(number, Severity::Error, [&] {
                return Tr::tr("the row label %1 is not a device number").arg(Text::excerpt(label));
            });
            return;
        }
        if (matrix.rows.size() >= matrix.columns.size()) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("more rows than the header on line %1 has columns; row %2 ignored").arg(m_headerLine).arg(index);
            });
            return;
        }
        appendRow(matrix, axisFor(label, index), tokens, number);
    }

    void appendRow(BenchmarkMatrix& matrix, const MatrixAxisEntry& row, Text::Tokens& tokens, int number)
    {
        const int columns = matrix.columnCount();
        Bench::RowCells cells = Bench::readRowCells(tokens, columns, true, number, m_sink);
        if (cells.surplus > 0) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("row %1 has %2 more values than the header has columns; they are ignored")
                    .arg(row.label)
                    .arg(cells.surplus);
            });
        }
        if (cells.cells.size() < columns) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("row %1 has %2 of %3 values; the missing ones are left empty")
                    .arg(row.label)
                    .arg(cells.cells.size())
                    .arg(columns);
            });
            cells.cells.resize(columns);
        }
        matrix.rows.append(row);
        matrix.cells.append(cells.cells);
        m_lastRowLine = number;
    }

    void readTbHeader(QByteArrayView text, int number)
    {
        // "SRC+EXE\DST    CPU 00    CPU 01       GPU 00 …": kind and number in two tokens.
        closeMatrix();
        m_headerLine = number;
        takeTitle(number);
        m_layout = Layout::TransferBench;
        Text::Tokens tokens(text);
        QByteArrayView token, kind;
        tokens.next(&token);
        QList<MatrixAxisEntry> columns;
        while (tokens.next(&kind)) {
            QByteArrayView digits;
            int index = -1;
            if (!(is(kind, "CPU") || is(kind, "GPU")) || !tokens.next(&digits) || !Bench::readInt(digits, &index)
                || index < 0 || columns.size() >= Bench::maxMatrixSide) {
                m_sink.add(number, Severity::Error, [&] {
                    return Tr::tr("a matrix header with %1 where \"CPU NN\" or \"GPU NN\" belongs").arg(Text::excerpt(kind));
                });
                consumeTitle();
                return;
            }
            columns.append(tbAxis(kind, digits, index));
        }
        const bool bidirectional = m_metric.startsWith(u"bidirectional");
        for (const auto& direction : directionRows) {
            const bool sum = QByteArrayView(direction.arrow) == "<->";
            if (!bidirectional && !(QByteArrayView(direction.arrow) == "->"))
                continue;
            const QString metric = bidirectional ? m_metric + QString::fromLatin1(direction.suffix) : m_metric;
            if (BenchmarkMatrix* matrix = openMatrix(metric, number)) {
                matrix->columns = columns;
                if (!sum && bidirectional)
                    matrix->title += QStringLiteral(" (%1)").arg(QString::fromLatin1(direction.arrow));
            }
        }
        m_tbBidirectional = bidirectional;
        consumeTitle();
    }

    MatrixAxisEntry tbAxis(QByteArrayView kind, QByteArrayView digits, int index)
    {
        const bool gpu = is(kind, "GPU");
        if (gpu && !run().gpu(index))
            Bench::gpuWithIndex(&run(), index);
        return {Text::cleanText(kind) + u' ' + Text::cleanText(digits), gpu ? index : -1};
    }

    void readTbRow(QByteArrayView text, int number)
    {
        // "GPU 00  ->     55.36 …", "CPU 00 <-        N/A …", "GPU 07 <->     57.83 …"
        Text::Tokens tokens(text);
        QByteArrayView kind, digits, arrow;
        int index = -1;
        if (!tokens.next(&kind) || !tokens.next(&digits) || !tokens.next(&arrow) || !Bench::readInt(digits, &index)) {
            m_sink.add(number, Severity::Error, [&] { return Tr::tr("a matrix row that cannot be read: %1").arg(Text::excerpt(text)); });
            return;
        }
        int which = -1;
        int position = 0;
        for (const auto& direction : directionRows) {
            if (m_tbBidirectional || QByteArrayView(direction.arrow) == "->") {
                if (arrow == QByteArrayView(direction.arrow))
                    which = position;
                ++position;
            }
        }
        if (which < 0 || which >= m_open.size()) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a row with %1 where the matrix has no such direction; ignored").arg(Text::excerpt(arrow));
            });
            return;
        }
        BenchmarkMatrix& matrix = run().matrices[m_open[which]];
        if (matrix.rows.size() >= matrix.columns.size()) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("more rows than the header on line %1 has columns; row %2 ignored")
                    .arg(m_headerLine)
                    .arg(Text::excerpt(text.first(std::min<qsizetype>(text.size(), 10))));
            });
            return;
        }
        appendRow(matrix, tbAxis(kind, digits, index), tokens, number);
    }

    void readAverages(QByteArrayView text)
    {
        // "Averages (During UniDir):     37.94     33.67     55.25     48.65", in the order of the
        // "CPU->CPU  CPU->GPU  GPU->CPU  GPU->GPU" line above it.
        static const char* const pairs[] = {"CPU->CPU", "CPU->GPU", "GPU->CPU", "GPU->GPU"};
        const qsizetype colon = text.indexOf(':');
        const QString during = text.contains("BiDir") ? QStringLiteral("bidirectional") : QStringLiteral("unidirectional");
        Text::Tokens tokens(colon >= 0 ? text.sliced(colon + 1) : QByteArrayView());
        QByteArrayView token;
        for (const char* pair : pairs) {
            if (!tokens.next(&token))
                break;
            run().properties.append({QStringLiteral("average %1 %2").arg(QString::fromLatin1(pair), during), Text::cleanText(token)});
        }
        closeMatrix();
    }

    void readSetting(QByteArrayView text)
    {
        // "NUM_GPU_SE           =          304 : Using 304 GPU subexecutors/CUs per Transfer"
        const qsizetype equals = text.indexOf(" = ");
        if (equals <= 0 || text.front() == '[')
            return;
        QByteArrayView value = text.sliced(equals + 3);
        const qsizetype colon = value.indexOf(" : ");
        if (colon >= 0)
            value = value.first(colon);
        run().properties.append({Text::cleanText(Text::trimmed(text.first(equals))), Text::cleanText(Text::trimmed(value))});
    }

    void closeMatrix()
    {
        for (const int i : std::as_const(m_open)) {
            const BenchmarkMatrix& matrix = run().matrices[i];
            if (matrix.rowCount() < matrix.columnCount()) {
                m_result.warn(m_lastRowLine ? m_lastRowLine : m_headerLine,
                    Tr::tr("the matrix %1 has %2 of %3 rows").arg(matrix.metric).arg(matrix.rowCount()).arg(matrix.columnCount()));
                m_incomplete = true;
            }
        }
        m_open.clear();
        m_lastRowLine = 0;
    }

    /// A header has used the title before it; the next header needs its own.
    void consumeTitle()
    {
        m_metric.clear();
        m_titleLine = 0;
        m_title.clear();
        m_unit.clear();
    }

    void finish()
    {
        closeMatrix();
        if (m_incomplete)
            run().notes.append({BenchmarkNoteKind::Truncated, {}, Tr::tr("the output stops inside a matrix"), 0});
        if (!m_recognised && run().matrices.isEmpty()) {
            m_result.error(0, Tr::tr("expected the output of rocm-bandwidth-test: \"RocmBandwidthTest Version\", "
                                     "\"Device: N,  NAME\" lines or matrices titled like \"Unidirectional copy peak "
                                     "bandwidth GB/s\""));
        } else if (m_agents.isEmpty() && m_layout == Layout::Classic) {
            m_result.warn(0, Tr::tr("no device list: which device number is a CPU and which a GPU is unknown"));
        }
        m_sink.finish();
    }

    enum class Layout { Unknown, Classic, TransferBench };

    QByteArrayView m_data;
    ParseResult<BenchmarkRun> m_result;
    Bench::DiagnosticSink m_sink {&m_result.diagnostics};
    QList<Agent> m_agents;
    int m_gpuCount = 0;
    int m_cpuCount = 0;
    Layout m_layout = Layout::Unknown;
    QString m_title;     // the title waiting for its header
    QString m_metric;
    QString m_unit;
    int m_titleLine = 0;
    QList<int> m_open;   // the matrices the current header opened (three for a bidirectional TransferBench table)
    bool m_tbBidirectional = false;
    int m_headerLine = 0;
    int m_lastRowLine = 0;
    bool m_recognised = false;
    bool m_incomplete = false;
    bool m_warnedUnlisted = false;
};

} // namespace

ParseResult<BenchmarkRun> parseRocmBandwidthTest(QByteArrayView data)
{
    return RbtReader(data).read();
}

int sniffRocmBandwidthTest(QByteArrayView data)
{
    const QByteArrayView head = Bench::textHead(data, 8192);
    if (head.isEmpty())
        return 0;
    int signals_ = 0;
    bool sawHeader = false;
    Bench::forEachCleanLine(head, [&](QByteArrayView text, int) {
        if (Text::startsWith(text, "RocmBandwidthTest Version:"))
            signals_ += 3;
        else if (text.contains("directional copy peak bandwidth GB/s") || text.contains("directional copy average bandwidth GB/s"))
            signals_ += 2;
        else if (!sawHeader && (Text::startsWith(text, "D/D ") || Text::startsWith(text, "SRC+EXE\\DST") || Text::startsWith(text, "SRC\\DST"))) {
            sawHeader = true;
            ++signals_;
        } else if (Text::startsWith(text, "Averages (During"))
            ++signals_;
    });
    return Text::sniffConfidence(signals_);
}

} // namespace Topo
