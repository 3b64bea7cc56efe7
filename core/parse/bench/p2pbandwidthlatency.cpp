// SPDX-License-Identifier: GPL-3.0-or-later
// cuda-samples p2pBandwidthLatencyTest. Its matrices are printed with printf("%6d ") labels and
// printf("%6.02f ") values, so every value has two decimals and a trailing space; the 2017
// layout differs from today's only in matrix titles and in the latency block (one "D\D" table
// instead of a "GPU" and a "CPU" table).
#include "model/formatid.h"
#include "parse/bench/benchcommon.h"
#include "parse/bench/benchmarks.h"

#include "util/tr.h"

namespace Topo {

namespace {

using Text::is;

struct MatrixTitle
{
    QString metric;      // for latency: the stem without "-gpu-latency"/"-cpu-latency"
    QString title;
    QString unit;
    bool latency = false;
    bool connectivity = false;
    int line = 0;
};

/// The unit in the last parentheses: "Matrix (GB/s)" → "GB/s".
QString unitOf(QByteArrayView title)
{
    const qsizetype close = title.lastIndexOf(')');
    const qsizetype open = close > 0 ? title.lastIndexOf('(', close) : -1;
    if (open < 0)
        return {};
    return Text::cleanText(title.sliced(open + 1, close - open - 1));
}

bool isMatrixTitle(QByteArrayView line)
{
    return line.contains("Matrix") && (line.contains("P2P") || line.contains("Bandwidth") || line.contains("Latency"));
}

MatrixTitle readTitle(QByteArrayView line, int lineNumber)
{
    MatrixTitle t;
    t.title = Text::cleanText(line);
    t.line = lineNumber;
    t.unit = unitOf(line);
    if (line.contains("Connectivity")) {
        t.connectivity = true;
        t.metric = QStringLiteral("p2p-connectivity");
        t.unit.clear();
        return t;
    }
    const QString p2p = line.contains("P2P=Enabled") ? QStringLiteral("p2p-enabled")
        : line.contains("P2P=Disabled")              ? QStringLiteral("p2p-disabled")
                                                     : QStringLiteral("p2p");
    // The old layout has no "(P2P Writes)": writes were the only mode, so both read the same.
    const QString reads = line.contains("(P2P Reads)") ? QStringLiteral("-read") : QString();
    if (line.contains("Latency")) {
        t.latency = true;
        t.metric = p2p + reads;
    } else if (line.contains("Bandwidth")) {
        const QString direction = line.contains("Bidirectional") ? QStringLiteral("bidirectional-")
            : line.contains("Unidirectional")                      ? QStringLiteral("unidirectional-")
                                                                   : QString();
        t.metric = direction + p2p + reads + QStringLiteral("-bandwidth");
    } else {
        // A title this parser does not know: a stable slug of its words.
        QString slug;
        for (const QChar c : t.title.toLower()) {
            if (c.isLetterOrNumber())
                slug += c;
            else if (!slug.isEmpty() && !slug.endsWith(u'-'))
                slug += u'-';
        }
        while (slug.endsWith(u'-'))
            slug.chop(1);
        t.metric = slug;
    }
    return t;
}

class P2pReader
{
public:
    explicit P2pReader(QByteArrayView data)
        : m_data(data)
    {
    }

    ParseResult<BenchmarkRun> read()
    {
        m_result.value.tool = BenchmarkTool::P2pBandwidthLatency;
        m_result.value.format = FormatId::p2pBandwidthLatency.toString();
        if (Text::looksBinary(m_data)) {
            m_result.error(0, Tr::tr("this is binary data, not the text output of p2pBandwidthLatencyTest"));
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
        if (text.isEmpty() || Text::isShellPromptLine(text) || Text::startsWith(text, "```"))
            return;
        if (is(text, "[P2P (Peer-to-Peer) GPU Bandwidth Latency Test]")) {
            run().title = QStringLiteral("P2P (Peer-to-Peer) GPU Bandwidth Latency Test");
            return;
        }
        if (Text::startsWith(text, "Device: ")) {
            readDevice(text, number);
            return;
        }
        if (Text::startsWith(text, "Device=")) {
            readPeerAccess(text, number);
            return;
        }
        if (Text::startsWith(text, "Cuda failure")) {
            closeMatrix(number);
            run().notes.append({BenchmarkNoteKind::Aborted, {}, Text::cleanText(text), number});
            m_aborted = true;
            return;
        }
        if (Text::startsWith(text, "NOTE: The CUDA Samples")) {
            closeMatrix(number);
            m_sawClosingNote = true;
            return;
        }
        if (Text::startsWith(text, "***NOTE") || Text::startsWith(text, "So you can see")) {
            return;
        }
        if (Text::startsWith(text, "Note: cudaMemcpyPeerAsync")) {
            // The current sample falls back to host-staged copies when peer copies are refused.
            run().notes.append({BenchmarkNoteKind::Info, {}, Text::cleanText(text), number});
            return;
        }
        if (isMatrixTitle(text)) {
            closeMatrix(number);
            m_title = readTitle(text, number);
            m_latencyTables = 0;
            m_titleUsed = false;
            return;
        }
        QByteArrayView first;
        Text::Tokens tokens(text);
        tokens.next(&first);
        if (is(first, "D\\D") || is(first, "GPU") || is(first, "CPU")) {
            readHeader(first, tokens, number);
            return;
        }
        if (m_open >= 0 && ((first.front() >= '0' && first.front() <= '9') || first.front() == '-')) {
            readRow(text, number);
            return;
        }
        m_sink.add(number, Severity::Info, [&] {
            return Tr::tr("not part of p2pBandwidthLatencyTest output; ignored: %1").arg(Text::excerpt(text));
        });
    }

    void readDevice(QByteArrayView text, int number)
    {
        // "Device: 0, NVIDIA H100 80GB HBM3, pciBusID: 19, pciDeviceID: 0, pciDomainID:0"
        const qsizetype busAt = text.lastIndexOf(", pciBusID:");
        const qsizetype firstComma = text.indexOf(',');
        int index = -1;
        if (busAt < 0 || firstComma < 0 || firstComma > busAt
            || !Bench::readInt(Text::trimmed(text.sliced(8, firstComma - 8)), &index) || index < 0
            || index >= Bench::maxMatrixSide) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a device line that cannot be read: %1").arg(Text::excerpt(text));
            });
            return;
        }
        BenchmarkGpu& gpu = Bench::gpuWithIndex(&run(), index);
        gpu.name = Text::cleanText(text.sliced(firstComma + 1, busAt - firstComma - 1));
        const QByteArrayView ids = text.sliced(busAt + 2);
        gpu.busIdAsPrinted = Text::cleanText(ids);
        auto field = [&](QByteArrayView key) -> int {
            const qsizetype at = ids.indexOf(key);
            if (at < 0)
                return -1;
            QByteArrayView value = ids.sliced(at + key.size());
            const qsizetype comma = value.indexOf(',');
            if (comma >= 0)
                value = value.first(comma);
            int parsed = -1;
            return Text::toInt(Text::trimmed(value), &parsed, 16) ? parsed : -1;
        };
        const int bus = field("pciBusID:");
        const int device = field("pciDeviceID:");
        const int domain = field("pciDomainID:");
        if (bus < 0 || bus > 255 || device < 0 || device > 31 || domain < 0) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("the PCI address of device %1 cannot be read: %2").arg(index).arg(Text::excerpt(ids));
            });
            return;
        }
        gpu.bdf = Bdf {domain, bus, device, 0};
        // The sample prints no function; a GPU is function 0.
        gpu.busIdPrecision = BusIdPrecision::DomainBusDevice;
    }

    void readPeerAccess(QByteArrayView text, int number)
    {
        // "Device=0 CAN Access Peer Device=1"
        Text::Tokens tokens(text);
        QByteArrayView from, verdict, access, peer, to;
        int fromGpu = -1;
        int toGpu = -1;
        if (tokens.next(&from) && tokens.next(&verdict) && tokens.next(&access) && tokens.next(&peer)
            && tokens.next(&to) && Text::startsWith(from, "Device=") && Text::startsWith(to, "Device=")
            && Bench::readInt(from.sliced(7), &fromGpu) && Bench::readInt(to.sliced(7), &toGpu)
            && (is(verdict, "CAN") || is(verdict, "CANNOT"))) {
            run().peerAccess.append({fromGpu, toGpu, is(verdict, "CAN")});
            return;
        }
        m_sink.add(number, Severity::Warning, [&] {
            return Tr::tr("a peer access line that cannot be read: %1").arg(Text::excerpt(text));
        });
    }

    void readHeader(QByteArrayView first, Text::Tokens& tokens, int number)
    {
        closeMatrix(number);
        QList<MatrixAxisEntry> columns;
        QByteArrayView token;
        while (tokens.next(&token)) {
            int index = -1;
            if (!Bench::readInt(token, &index) || index < 0 || columns.size() >= Bench::maxMatrixSide) {
                m_sink.add(number, Severity::Error, [&] {
                    return Tr::tr("a matrix header with %1 where a GPU number belongs").arg(Text::excerpt(token));
                });
                return;
            }
            columns.append({Text::cleanText(token), index});
        }
        if (columns.isEmpty()) {
            m_sink.add(number, Severity::Warning, [&] { return Tr::tr("a matrix header without GPU numbers"); });
            return;
        }
        if (run().matrices.size() >= Bench::maxMatrices) {
            m_sink.add(number, Severity::Warning, [&] { return Tr::tr("far more matrices than the test prints; the rest is not read"); });
            return;
        }
        BenchmarkMatrix matrix;
        if (m_title) {
            matrix.title = m_title->title;
            matrix.unit = m_title->unit;
            matrix.line = m_title->line;
            if (m_title->latency) {
                // New layout: a "GPU" table, then a "CPU" table under the same title; old layout:
                // one "D\D" table of GPU-timed latency.
                const bool cpu = is(first, "CPU") || (is(first, "D\\D") && m_latencyTables > 0);
                matrix.metric = m_title->metric + (cpu ? QStringLiteral("-cpu-latency") : QStringLiteral("-gpu-latency"));
                ++m_latencyTables;
            } else {
                matrix.metric = m_title->metric;
                if (!m_title->connectivity && m_titleUsed) {
                    m_sink.add(number, Severity::Warning, [&] {
                        return Tr::tr("a second table under the title on line %1").arg(m_title->line);
                    });
                    matrix.metric += QStringLiteral("-%1").arg(run().matrices.size());
                }
            }
            m_titleUsed = true;
        } else {
            // A fragment: rows pasted without their title.
            matrix.metric = QStringLiteral("untitled-%1").arg(run().matrices.size() + 1);
            matrix.line = number;
            m_sink.add(number, Severity::Warning, [&] { return Tr::tr("a matrix without a title; what it measures is unknown"); });
        }
        matrix.columns = columns;
        run().matrices.append(matrix);
        m_open = int(run().matrices.size()) - 1;
        m_openHeaderLine = number;
    }

    void readRow(QByteArrayView text, int number)
    {
        BenchmarkMatrix& matrix = run().matrices[m_open];
        Text::Tokens tokens(text);
        QByteArrayView labelToken;
        tokens.next(&labelToken);
        int label = -1;
        if (!Bench::readInt(labelToken, &label)) {
            m_sink.add(number, Severity::Error, [&] {
                return Tr::tr("the row label %1 is not a GPU number; values may have run into it").arg(Text::excerpt(labelToken));
            });
            return;
        }
        if (matrix.rows.size() >= matrix.columns.size()) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("more rows than the header on line %1 has columns; row %2 ignored")
                    .arg(m_openHeaderLine)
                    .arg(label);
            });
            return;
        }
        const int columns = matrix.columnCount();
        Bench::RowCells row = Bench::readRowCells(tokens, columns, true, number, m_sink);
        QList<std::optional<double>>& cells = row.cells;
        const int surplus = row.surplus;
        if (surplus > 0) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("row %1 has %2 more values than the header has columns; they are ignored")
                    .arg(label)
                    .arg(surplus);
            });
        }
        if (cells.size() < columns) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("row %1 has %2 of %3 values; the missing ones are left empty")
                    .arg(label)
                    .arg(cells.size())
                    .arg(columns);
            });
            cells.resize(columns);
        }
        matrix.rows.append({Text::cleanText(labelToken), label});
        matrix.cells.append(cells);
        m_lastRowLine = number;
    }

    void closeMatrix(int /*number*/ = 0)
    {
        if (m_open < 0)
            return;
        const BenchmarkMatrix& matrix = run().matrices[m_open];
        if (matrix.rowCount() < matrix.columnCount()) {
            m_result.warn(m_lastRowLine ? m_lastRowLine : m_openHeaderLine,
                Tr::tr("the matrix %1 has %2 of %3 rows").arg(matrix.metric).arg(matrix.rowCount()).arg(matrix.columnCount()));
            m_incompleteMatrix = true;
        }
        m_open = -1;
        m_lastRowLine = 0;
    }

    void finish()
    {
        closeMatrix(0);
        for (int i = 0; i < run().matrices.size(); ++i) {
            if (run().matrices[i].rowCount() == 0) {
                m_result.warn(run().matrices[i].line, Tr::tr("the matrix %1 has no rows").arg(run().matrices[i].metric));
                m_incompleteMatrix = true;
            }
        }
        if (m_incompleteMatrix && !m_aborted) {
            run().notes.append({BenchmarkNoteKind::Truncated, {},
                Tr::tr("the output stops inside a matrix"), 0});
        } else if (!run().title.isEmpty() && !m_sawClosingNote && !m_aborted) {
            run().notes.append({BenchmarkNoteKind::Truncated, {},
                Tr::tr("the output ends before the sample's closing NOTE line"), 0});
        }
        if (run().matrices.isEmpty() && run().gpus.isEmpty()) {
            m_result.error(0, Tr::tr("expected the output of p2pBandwidthLatencyTest: \"Device: N, NAME, pciBusID: …\" "
                                     "lines or matrices titled like \"Unidirectional P2P=Enabled Bandwidth Matrix (GB/s)\""));
        }
        for (const auto& matrix : std::as_const(run().matrices)) {
            for (const auto& column : matrix.columns) {
                if (!run().gpus.isEmpty() && !run().gpu(column.gpu)) {
                    m_result.warn(matrix.line, Tr::tr("the matrix %1 names GPU %2, which the device list does not")
                                                   .arg(matrix.metric)
                                                   .arg(column.gpu));
                    break;
                }
            }
        }
        m_sink.finish();
    }

    QByteArrayView m_data;
    ParseResult<BenchmarkRun> m_result;
    Bench::DiagnosticSink m_sink {&m_result.diagnostics};
    std::optional<MatrixTitle> m_title;
    bool m_titleUsed = false;
    int m_latencyTables = 0;
    int m_open = -1;
    int m_openHeaderLine = 0;
    int m_lastRowLine = 0;
    bool m_sawClosingNote = false;
    bool m_aborted = false;
    bool m_incompleteMatrix = false;
};

} // namespace

ParseResult<BenchmarkRun> parseP2pBandwidthLatency(QByteArrayView data)
{
    return P2pReader(data).read();
}

int sniffP2pBandwidthLatency(QByteArrayView data)
{
    const QByteArrayView head = Bench::textHead(data, 8192);
    if (head.isEmpty())
        return 0;
    int signals_ = 0;
    bool sawPeerLine = false;
    bool sawHeader = false;
    Bench::forEachCleanLine(head, [&](QByteArrayView text, int) {
        if (is(text, "[P2P (Peer-to-Peer) GPU Bandwidth Latency Test]")) {
            signals_ += 3;
        } else if (!sawPeerLine && Text::startsWith(text, "Device=") && text.contains(" Access Peer Device=")) {
            sawPeerLine = true;
            ++signals_;
        } else if (isMatrixTitle(text) && (text.contains("P2P=") || text.contains("P2P Connectivity"))) {
            ++signals_;
        } else if (!sawHeader && Text::startsWith(text, "D\\D ")) {
            sawHeader = true;
            ++signals_;
        }
    });
    return Text::sniffConfidence(signals_);
}

} // namespace Topo
