// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests (github.com/NVIDIA/nccl-tests): the text of src/common.cu / src/util.cu. A table
// row is "size count type [redop] [root]" followed by, for out-of-place then in-place, "time
// algbw busbw #wrong" (before 2.13: "error", a max deviation such as 2e-07). Times wider than
// their column are printed as "1.2e+05".
#include "model/formatid.h"
#include "parse/bench/benchcommon.h"
#include "parse/bench/benchmarks.h"

#include "util/tr.h"

#include <QHash>

#include <cmath>

namespace Topo {

namespace {

using namespace Bench;
using Text::is;

bool isAlpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
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

// Markdown quotes ("> #  Rank …") are how such output is often pasted.
QByteArrayView unquoted(QByteArrayView text)
{
    return text.size() > 1 && text[0] == '>' && text[1] == ' ' ? Text::trimmed(text.sliced(2)) : text;
}

/// rccl-tests prints, without a '#', "rccl-tests: Version develop:448c4c7" and after the device
/// lines "RCCL version : 2.22.3-HEAD:7d8d67c" and the like (ROCm/rccl-tests src/common.cu).
constexpr const char* rcclInfoKeys[] = {"RCCL version", "HIP version", "ROCm version", "Hostname", "Librccl path"};

bool isRcclTestsVersion(QByteArrayView text)
{
    return Text::startsWith(text, "rccl-tests: Version");
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
        run().format = FormatId::ncclTests.toString();
        if (Text::looksBinary(m_data)) {
            m_result.error(0, Tr::tr("this is binary data, not the text output of nccl-tests"));
            return std::move(m_result);
        }
        Bench::forEachCleanLine(m_data, [this](QByteArrayView text, int number) { readLine(unquoted(text), number); });
        finishTable(0);
        if (m_logLines > 0)
            m_result.info(0, Tr::tr("%n NCCL or MPI log line(s) between the results were skipped", nullptr, m_logLines));
        if (run().title.isEmpty() && !m_operation.isEmpty())
            run().title = m_operation + QStringLiteral("_perf");
        reportFailure();
        // A run that failed or was cut before its first row is still nccl-tests output when its
        // parameters, devices or table header say so; then the warning above says what happened.
        const bool recognised = m_sawParameters || m_sawRcclVersion || m_sawHeader || !run().gpus.isEmpty();
        if (run().sweeps.isEmpty() && !recognised) {
            m_result.error(0, Tr::tr("expected the output of an nccl-tests program such as all_reduce_perf: a table of "
                                     "size, count, type, time, algbw and busbw rows"));
        } else if (run().sweeps.isEmpty() && !m_aborted) {
            m_result.warn(m_lastLine, Tr::tr("the output ends after line %1, before the first result row").arg(m_lastLine));
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
        m_lastLine = number;
        if (text.front() == '#') {
            readComment(text, number);
            return;
        }
        if (text.front() >= '0' && text.front() <= '9') {
            if (readRow(text, number))
                return;
        }
        if (isRcclTestsVersion(text)) {
            const QString version = Text::cleanText(Text::trimmed(text.sliced(19)));
            if (run().version.isEmpty())
                run().version = version;
            property(QStringLiteral("rccl-tests version"), version);
            m_sawRcclVersion = true;
            return;
        }
        if (readRcclInfo(text))
            return;
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
        Text::Tokens tokens(text);
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

    bool readRcclInfo(QByteArrayView text)
    {
        const qsizetype colon = text.indexOf(" : ");
        if (colon <= 0)
            return false;
        const QByteArrayView key = Text::trimmed(text.first(colon));
        for (const char* known : rcclInfoKeys) {
            if (key == QByteArrayView(known)) {
                property(Text::cleanText(key), Text::cleanText(Text::trimmed(text.sliced(colon + 3))));
                return true;
            }
        }
        return false;
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
        // nccl-tests' own "HOST: Test NCCL failure FILE:LINE 'MESSAGE'" is the one that says the
        // run stopped; an NCCL WARN or a signal before it is kept only when it never comes.
        const bool testFailure = text.contains("Test NCCL failure") || text.contains("Test CUDA failure");
        if (m_failureLine == 0 || (testFailure && !m_failureIsTestFailure)) {
            m_failureLine = number;
            m_failureText = Text::excerpt(text, 120);
            m_failureIsTestFailure = testFailure;
            m_rowsBeforeFailure = m_rowsRead;
        }
        m_aborted = true;
    }

    void reportFailure()
    {
        if (m_failureLine == 0)
            return;
        if (m_rowsBeforeFailure == 0) {
            m_result.warn(m_failureLine,
                Tr::tr("the run failed here before it printed a result: %1").arg(m_failureText));
        } else {
            m_result.warn(m_failureLine,
                Tr::tr("the run failed here: %1; the %n complete result row(s) before it are kept", nullptr,
                    m_rowsBeforeFailure)
                    .arg(m_failureText));
        }
    }

    void readComment(QByteArrayView text, int number)
    {
        const QByteArrayView body = Text::trimmed(text.sliced(1));
        if (Text::startsWith(body, "nccl-tests version ")) {
            Text::Tokens tokens(body.sliced(19));
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
                Text::Tokens tokens(body);
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
            m_sawHeader = true;
            m_tableRows = 0;
            if (m_operation.isEmpty())
                m_operation = m_commandOperation;
            return;
        }
        if (Text::startsWith(body, "Avg bus bandwidth")) {
            const qsizetype colon = body.indexOf(':');
            Text::Tokens tokens(colon >= 0 ? body.sliced(colon + 1) : QByteArrayView());
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
        Text::Tokens tokens(body);
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
            Text::Tokens walker(text);
            QByteArrayView token;
            while (tokens.size() < 48 && walker.next(&token))
                tokens.append(token);
        }
        quint64 bytes = 0;
        quint64 count = 0;
        if (tokens.size() < 2 || !Bench::readUInt64(tokens[0], &bytes) || !Bench::readUInt64(tokens[1], &count))
            return false;
        const bool typed = tokens.size() >= 3 && isAlpha(tokens[2].front());
        if (tokens.size() < 7) {
            // "size count [type …]" and too little after it: a row cut off where the output stops.
            if (!m_tableOpen || (tokens.size() >= 3 && !typed))
                return false;
            dropCutRow(text, number);
            return true;
        }
        if (!typed)
            return false;
        qsizetype at = 3;
        QString reduction;
        std::optional<int> root;
        if (at < tokens.size() && isAlpha(tokens[at].front()) && !Text::isNotAvailable(tokens[at])) {
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
        if (remaining < 2 * perGroup && remaining != perGroup && m_tableGroups == 2) {
            dropCutRow(text, number);
            return true;
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
        // One group is the in-place one (trace replay prints blanks where out-of-place would be),
        // unless it stands where the out-of-place times stand: then the row was cut after them.
        const qsizetype firstValueEnd = tokens[at].data() + tokens[at].size() - text.data();
        if (points.size() == 1 && m_tableGroups == 2 && m_outOfPlaceTimeEnd > 0
            && std::abs(firstValueEnd - m_outOfPlaceTimeEnd) <= 2) {
            dropCutRow(text, number);
            return true;
        }
        if (points.size() == 2)
            m_outOfPlaceTimeEnd = firstValueEnd;
        if (m_tableGroups == 0)
            m_tableGroups = int(points.size());
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
        ++m_rowsRead;
        m_lastRowLine = number;
        return true;
    }

    void dropCutRow(QByteArrayView text, int number)
    {
        m_sink.add(number, Severity::Warning, [&] {
            return Tr::tr("a result row cut off before its last values; dropped: %1").arg(Text::excerpt(text));
        });
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
                m_result.warn(m_lastRowLine,
                    Tr::tr("the table ends after this row without the \"# Avg bus bandwidth\" summary; the run was cut "
                           "off here"));
            }
        }
        m_tableOpen = false;
        m_sawSummary = false;
        m_tableRows = 0;
        m_tableGroups = 0;
        m_outOfPlaceTimeEnd = 0;
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
    bool m_sawHeader = false;
    bool m_sawSummary = false;
    bool m_sawParameters = false;
    bool m_sawRcclVersion = false;
    bool m_aborted = false;
    bool m_warnedNoHeader = false;
    bool m_warnedOrder = false;
    int m_tableRows = 0;
    int m_tableGroups = 0; // result groups (out-of-place, in-place) of the table's first row
    qsizetype m_outOfPlaceTimeEnd = 0; // the column where the table's out-of-place times end
    int m_rowsRead = 0;
    int m_lastRowLine = 0;
    int m_lastLine = 0;
    int m_failureLine = 0; // the line that says the run failed (see abort())
    QString m_failureText;
    bool m_failureIsTestFailure = false;
    int m_rowsBeforeFailure = 0;
    int m_tableIndex = 0;
    int m_logLines = 0;
    int m_abortNotes = 0;
    QHash<QString, int> m_sweepIndex; // table, operation, variant, type, reduction, root → sweep
};

} // namespace

ParseResult<BenchmarkRun> parseNcclTests(QByteArrayView data)
{
    return NcclReader(data).read();
}

int sniffNcclTests(QByteArrayView data)
{
    const QByteArrayView head = Bench::textHead(data, 8192);
    if (head.isEmpty())
        return 0;
    int signals_ = 0;
    bool sawDevice = false;
    Bench::forEachCleanLine(head, [&](QByteArrayView line, int) {
        const QByteArrayView text = unquoted(line);
        if (isRcclTestsVersion(text))
            signals_ += 2;
        if (text.isEmpty() || text.front() != '#')
            return;
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
    });
    return Text::sniffConfidence(signals_);
}

} // namespace Topo
