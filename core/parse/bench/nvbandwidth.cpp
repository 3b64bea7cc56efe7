// SPDX-License-Identifier: GPL-3.0-or-later
// nvbandwidth (github.com/NVIDIA/nvbandwidth): the text output of output.cpp. Every testcase
// prints "Running NAME.", then either a "Waived" line or a description ("memcpy CE CPU(row) ->
// GPU(column) bandwidth (GB/s)"), a matrix printed with std::setprecision(2) and N/A for
// unmeasured pairs, and "SUM NAME value".
#include "model/formatid.h"
#include "parse/bench/benchcommon.h"
#include "parse/bench/benchmarks.h"
#include "parse/bench/nvbandwidthdescription.h"

#include "util/tr.h"

#include <QHash>

#include <cmath>

namespace Topo {

namespace {

using namespace Bench;
using Text::is;

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
        run().format = FormatId::nvbandwidth.toString();
        run().title = QStringLiteral("nvbandwidth");
        if (Text::looksBinary(m_data)) {
            m_result.error(0, Tr::tr("this is binary data, not the text output of nvbandwidth"));
            return std::move(m_result);
        }
        Bench::forEachCleanLine(m_data, [this](QByteArrayView text, int number) { readLine(text, number); });
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
        Text::Tokens tokens(text);
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
        Text::Tokens tokens(text);
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
        // The line belongs to the latest matrix of this testcase that has none yet. Without a
        // "Running NAME." line (an excerpt, or grep -v Running) the matrices have no testcase,
        // and the summary line is the only place that names it.
        const QString summaryName = Text::cleanText(name);
        for (qsizetype i = run().matrices.size() - 1; i >= m_firstMatrixOfTestcase; --i) {
            BenchmarkMatrix& matrix = run().matrices[i];
            if (matrix.testcase != m_testcase && !(m_testcase.isEmpty() && matrix.testcase == summaryName))
                break;
            if (sum && !matrix.printedSum) {
                if (matrix.testcase.isEmpty())
                    nameFromSummary(i, summaryName, number);
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

    /// Gives matrix `index`, read without a "Running NAME." line, the testcase its SUM line names.
    void nameFromSummary(qsizetype index, const QString& testcase, int number)
    {
        BenchmarkMatrix& matrix = run().matrices[index];
        matrix.testcase = testcase;
        QString metric = testcase;
        if (const QString part = m_untitledParts.take(index); !part.isEmpty())
            metric += u'-' + part;
        const int same = m_metricCounts[metric]++;
        if (same > 0)
            metric += u'#' + QString::number(same + 1);
        matrix.metric = metric;
        if (!run().testcases.contains(testcase))
            run().testcases.append(testcase);
        m_sink.add(number, Severity::Info, [&] {
            return Tr::tr("no \"Running %1.\" line before the matrix on line %2; its testcase is named by this SUM line")
                .arg(testcase)
                .arg(matrix.line);
        });
    }

    void readMatrixLine(QByteArrayView text, int number)
    {
        Text::Tokens tokens(text);
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
            if (m_testcase.isEmpty())
                m_untitledParts.insert(run().matrices.size(), m_description->part);
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
        RowCells row = readRowCells(tokens, matrix.columnCount(), false, number, m_sink);
        QList<std::optional<double>>& cells = row.cells;
        const int surplus = row.surplus;
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
    QHash<qsizetype, QString> m_untitledParts; // matrices read without a testcase → their description's part
    qsizetype m_firstMatrixOfTestcase = 0;
};

} // namespace

ParseResult<BenchmarkRun> parseNvBandwidth(QByteArrayView data)
{
    return NvBandwidthReader(data).read();
}

int sniffNvBandwidth(QByteArrayView data)
{
    const QByteArrayView head = Bench::textHead(data, 8192);
    if (head.isEmpty())
        return 0;
    int running = 0;
    int other = 0;
    Bench::forEachCleanLine(head, [&](QByteArrayView text, int) {
        if (Text::startsWith(text, "Running ") && text.endsWith('.') && text.contains('_'))
            ++running;
        else if (Text::startsWith(text, "nvbandwidth Version:"))
            other += 2;
        else if ((Text::startsWith(text, "memcpy CE ") || Text::startsWith(text, "memcpy SM ")) && isUnitSuffix(text))
            ++other;
        else if (Text::startsWith(text, "SUM ") && text.contains('_'))
            ++other;
    });
    if (running == 0 && other < 2)
        return 0;
    return Text::sniffConfidence(std::min(running, 2) + other);
}

} // namespace Topo
