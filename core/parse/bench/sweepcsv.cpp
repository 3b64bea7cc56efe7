// SPDX-License-Identifier: GPL-3.0-or-later
// Copy sweeps as CSV: the project's own copybench (tools/copybench/copybench.cu) and the plain
// size/latency/bandwidth tables people paste from their own host-staged or peer copy loops.
#include "parse/bench/sweepcsv.h"

#include "model/formatid.h"
#include "parse/bench/benchcommon.h"
#include "parse/bench/sweepcolumns.h"

#include "util/tr.h"

#include <QMap>

#include <cmath>

namespace Topo::Bench {

namespace {

using Text::is;

QString gpuName(int gpu)
{
    return gpu < 0 ? QStringLiteral("host") : QStringLiteral("GPU%1").arg(gpu);
}

/// copybench's sweep names: "h2d GPU0", "d2h GPU0", "d2d GPU0->GPU1".
QString copySweepName(const QString& kind, int source, int destination)
{
    if (source < 0 && destination >= 0)
        return kind + u' ' + gpuName(destination);
    if (destination < 0 && source >= 0)
        return kind + u' ' + gpuName(source);
    return kind + u' ' + gpuName(source) + QStringLiteral("->") + gpuName(destination);
}

class SweepReader
{
public:
    SweepReader(QByteArrayView data, bool copybench)
        : m_data(data)
        , m_copybench(copybench)
    {
    }

    ParseResult<BenchmarkRun> read()
    {
        run().tool = m_copybench ? BenchmarkTool::Copybench : BenchmarkTool::SizeSweep;
        run().format = m_copybench ? FormatId::copybench.toString() : FormatId::sizeSweepCsv.toString();
        run().title = m_copybench ? QStringLiteral("copybench") : QString();
        if (Text::looksBinary(m_data)) {
            m_result.error(0, Tr::tr("this is binary data, not a CSV"));
            return std::move(m_result);
        }
        finish(Bench::forEachCleanLine(m_data, [this](QByteArrayView text, int number) { readLine(text, number); }));
        m_sink.finish();
        return std::move(m_result);
    }

private:
    BenchmarkRun& run() { return m_result.value; }

    void readLine(QByteArrayView text, int number)
    {
        if (text.isEmpty())
            return;
        // Before the prompt check: "# device 0: …" would pass for a root prompt.
        if (text.front() == '#') {
            readComment(Text::trimmed(text.sliced(1)), number);
            return;
        }
        if (Text::isShellPromptLine(text) || Text::startsWith(text, "```"))
            return;
        if (!m_layout) {
            readHeader(text, number);
            return;
        }
        readRow(text, number);
    }

    void readComment(QByteArrayView body, int number)
    {
        if (Text::startsWith(body, "copybench ")) {
            run().version = Text::cleanText(body.sliced(10));
            return;
        }
        if (Text::startsWith(body, "device ")) {
            // "device 0: NVIDIA H200 pci 0000:00:06.0"
            const qsizetype colon = body.indexOf(':');
            const qsizetype pci = body.lastIndexOf(" pci ");
            int index = -1;
            if (colon < 0 || !Bench::readInt(Text::trimmed(body.sliced(7, colon - 7)), &index) || index < 0
                || index >= Bench::maxMatrixSide) {
                m_sink.add(number, Severity::Warning, [&] {
                    return Tr::tr("a device line that cannot be read: %1").arg(Text::excerpt(body));
                });
                return;
            }
            BenchmarkGpu& gpu = Bench::gpuWithIndex(&run(), index);
            if (pci > colon) {
                gpu.name = Text::cleanText(body.sliced(colon + 1, pci - colon - 1));
                gpu.busIdAsPrinted = Text::cleanText(body.sliced(pci + 5));
                if (const auto id = Bench::readBusId(body.sliced(pci + 5))) {
                    gpu.bdf = id->bdf;
                    gpu.busIdPrecision = id->precision;
                }
            } else {
                gpu.name = Text::cleanText(body.sliced(colon + 1));
            }
            return;
        }
        if (Text::startsWith(body, "peer ")) {
            // "peer 0->1 yes"
            Text::Tokens tokens(body.sliced(5));
            QByteArrayView pair, verdict;
            const qsizetype arrow = body.indexOf("->");
            int from = -1, to = -1;
            if (tokens.next(&pair) && tokens.next(&verdict) && arrow > 0) {
                const qsizetype at = pair.indexOf("->");
                if (at > 0 && Bench::readInt(pair.first(at), &from) && Bench::readInt(pair.sliced(at + 2), &to)) {
                    run().peerAccess.append({from, to, is(verdict, "yes")});
                    return;
                }
            }
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("a peer line that cannot be read: %1").arg(Text::excerpt(body));
            });
        }
        // Other comments are the user's own notes.
    }

    void readHeader(QByteArrayView text, int number)
    {
        const char separator = separatorOf(text);
        if (hasLetter(text)) {
            CsvLayout layout = layoutOf(text, separator);
            if (!layout.usable()) {
                m_sink.add(number, Severity::Warning, [&] {
                    return Tr::tr("not a header with a size column and a latency or bandwidth column: %1").arg(Text::excerpt(text));
                });
                return;
            }
            m_layout = layout;
            m_headerLine = number;
            if (m_copybench && !(text == "kind,src,dst,bytes,latency_us,bandwidth_GBps"))
                m_result.info(number, Tr::tr("the header differs from copybench's; columns are taken by name"));
            return;
        }
        // No header: three numbers are read as size in bytes, latency in µs, bandwidth in GB/s.
        CsvLayout layout;
        layout.separator = separator;
        const QList<QByteArrayView> fields = separator ? splitFields(text, separator) : QList<QByteArrayView> {};
        if (fields.size() == 3) {
            layout.columns = {Column {ColumnRole::Size, 1.0, {}}, Column {ColumnRole::Latency, 1.0, {}},
                Column {ColumnRole::Bandwidth, 1.0, {}}};
            layout.size = 0;
            layout.latency = 1;
            layout.bandwidth = 2;
            m_layout = layout;
            m_headerLine = number;
            m_result.warn(number, Tr::tr("no header; the columns are read as size (bytes), latency (us) and bandwidth (GB/s)"));
            readRow(text, number);
            return;
        }
        m_sink.add(number, Severity::Warning, [&] {
            return Tr::tr("not a CSV header or row: %1").arg(Text::excerpt(text));
        });
    }

    void readRow(QByteArrayView text, int number)
    {
        const CsvLayout& layout = *m_layout;
        const QList<QByteArrayView> fields = splitFields(text, layout.separator);
        if (fields.size() < layout.columns.size()) {
            m_sink.add(number, Severity::Warning, [&] {
                return Tr::tr("%1 of %2 fields; the row is skipped").arg(fields.size()).arg(layout.columns.size());
            });
            m_shortLastRow = number;
            return;
        }
        double size = 0;
        if (!readCell(fields[layout.size], layout.columns[layout.size], &size) || size < 0 || size > 1e19) {
            m_sink.add(number, Severity::Error, [&] {
                return Tr::tr("the size %1 is not a number of bytes").arg(Text::excerpt(fields[layout.size]));
            });
            return;
        }
        SweepPoint point;
        point.bytes = quint64(std::llround(size));
        point.line = number;
        double value = 0;
        if (layout.latency >= 0) {
            if (readCell(fields[layout.latency], layout.columns[layout.latency], &value))
                point.latencyUs = value;
            else
                badCell(number, fields[layout.latency]);
        }
        if (layout.bandwidth >= 0) {
            if (readCell(fields[layout.bandwidth], layout.columns[layout.bandwidth], &value))
                point.bandwidth = value;
            else
                badCell(number, fields[layout.bandwidth]);
        }
        QString group;
        int source = -1;
        int destination = -1;
        for (int i = 0; i < layout.columns.size(); ++i) {
            const ColumnRole role = layout.columns[i].role;
            if (role == ColumnRole::Group)
                group += (group.isEmpty() ? QString() : QStringLiteral(" ")) + Text::cleanText(fields[i]);
            else if (role == ColumnRole::Source)
                Bench::readInt(fields[i], &source);
            else if (role == ColumnRole::Destination)
                Bench::readInt(fields[i], &destination);
        }
        const bool hasEnds = hasRole(ColumnRole::Source) || hasRole(ColumnRole::Destination);
        if (group.isEmpty())
            group = QStringLiteral("sweep");
        const QString name = hasEnds ? copySweepName(group, source, destination) : group;
        SizeSweep* sweep = sweepNamed(name);
        if (!sweep)
            return;
        sweep->operation = group;
        sweep->sourceGpu = source;
        sweep->destinationGpu = destination;
        sweep->points.append(point);
        m_rowsPerSize[point.bytes] += 1;
        m_lastSize = point.bytes;
        m_shortLastRow = 0;
    }

    bool hasRole(ColumnRole role) const
    {
        for (const auto& c : m_layout->columns) {
            if (c.role == role)
                return true;
        }
        return false;
    }

    void badCell(int number, QByteArrayView field)
    {
        m_sink.add(number, Severity::Warning, [&] {
            return Tr::tr("%1 is not a number with a known unit; left empty").arg(Text::excerpt(field));
        });
    }

    SizeSweep* sweepNamed(const QString& name)
    {
        const auto it = m_sweepIndex.constFind(name);
        if (it != m_sweepIndex.cend())
            return &run().sweeps[*it];
        if (run().sweeps.size() >= Bench::maxSweeps)
            return nullptr;
        SizeSweep sweep;
        sweep.name = name;
        run().sweeps.append(sweep);
        m_sweepIndex.insert(name, int(run().sweeps.size()) - 1);
        return &run().sweeps.last();
    }

    void finish(int lastLine)
    {
        if (!m_layout) {
            m_result.error(0, m_copybench
                    ? Tr::tr("expected copybench output: \"# copybench 1\" and the header kind,src,dst,bytes,latency_us,bandwidth_GBps")
                    : Tr::tr("expected a CSV with a header naming a size column and a latency or bandwidth column"));
            return;
        }
        if (run().sweeps.isEmpty())
            m_result.warn(m_headerLine, Tr::tr("a header but no rows"));
        // copybench prints every combination for one size before the next size: a last size
        // with fewer rows than the first, or a cut last row, means the run stopped early.
        if (m_shortLastRow == lastLine && lastLine > 0) {
            run().notes.append({BenchmarkNoteKind::Truncated, {}, Tr::tr("the last row is cut off"), lastLine});
        } else if (m_copybench && !m_rowsPerSize.isEmpty() && m_rowsPerSize.value(m_lastSize) < m_rowsPerSize.first()) {
            run().notes.append({BenchmarkNoteKind::Truncated, {},
                Tr::tr("the last size has %1 of %2 rows; the run stopped early").arg(m_rowsPerSize.value(m_lastSize)).arg(m_rowsPerSize.first()),
                lastLine});
        }
        if (m_copybench)
            addPeerMatrix();
    }

    /// The d2d bandwidth of every pair at the largest size all pairs reached: the GPU×GPU view
    /// of a copybench run, comparable to p2pBandwidthLatencyTest's matrices.
    void addPeerMatrix()
    {
        QList<int> gpus;
        quint64 largest = 0;
        bool first = true;
        for (const auto& sweep : std::as_const(run().sweeps)) {
            if (sweep.operation != u"d2d" || sweep.points.isEmpty() || sweep.sourceGpu < 0 || sweep.destinationGpu < 0)
                continue;
            for (const int g : {sweep.sourceGpu, sweep.destinationGpu}) {
                if (!gpus.contains(g) && gpus.size() < Bench::maxMatrixSide)
                    gpus.append(g);
            }
            const quint64 top = sweep.points.last().bytes;
            largest = first ? top : std::min(largest, top);
            first = false;
        }
        if (gpus.isEmpty())
            return;
        std::sort(gpus.begin(), gpus.end());
        BenchmarkMatrix matrix;
        matrix.metric = QStringLiteral("d2d-bandwidth");
        matrix.title = Tr::tr("device to device copy bandwidth at %1 bytes (GB/s)").arg(largest);
        matrix.unit = QStringLiteral("GB/s");
        for (const int g : std::as_const(gpus)) {
            matrix.rows.append({QString::number(g), g});
            matrix.columns.append({QString::number(g), g});
        }
        matrix.cells = QList<QList<std::optional<double>>>(gpus.size(), QList<std::optional<double>>(gpus.size()));
        for (const auto& sweep : std::as_const(run().sweeps)) {
            if (sweep.operation != u"d2d" || sweep.sourceGpu < 0 || sweep.destinationGpu < 0)
                continue;
            const auto row = gpus.indexOf(sweep.sourceGpu);
            const auto column = gpus.indexOf(sweep.destinationGpu);
            if (row < 0 || column < 0)
                continue;
            for (const auto& point : sweep.points) {
                if (point.bytes == largest)
                    matrix.cells[row][column] = point.bandwidth;
            }
        }
        run().matrices.append(matrix);
    }

    QByteArrayView m_data;
    bool m_copybench;
    ParseResult<BenchmarkRun> m_result;
    Bench::DiagnosticSink m_sink {&m_result.diagnostics};
    std::optional<CsvLayout> m_layout;
    int m_headerLine = 0;
    int m_shortLastRow = 0;
    QHash<QString, int> m_sweepIndex;
    QMap<quint64, int> m_rowsPerSize;
    quint64 m_lastSize = 0;
};


bool csvHeaderIn(QByteArrayView head, CsvLayout* layout)
{
    bool haveHeader = false;
    for (const Text::Line& line : Text::splitLines(head)) {
        QByteArray storage;
        const QByteArrayView text = Text::cleanLine(line.text, &storage);
        if (text.isEmpty() || text.front() == '#' || Text::isShellPromptLine(text))
            continue;
        if (!haveHeader) {
            const char separator = separatorOf(text);
            if (!separator || !hasLetter(text))
                return false;
            *layout = layoutOf(text, separator);
            if (!layout->usable())
                return false;
            haveHeader = true;
            continue;
        }
        const QList<QByteArrayView> fields = splitFields(text, layout->separator);
        double size = 0;
        return fields.size() >= layout->columns.size() && readCell(fields[layout->size], layout->columns[layout->size], &size);
    }
    return false;
}

} // namespace

ParseResult<BenchmarkRun> readSweepCsv(QByteArrayView data, SweepDialect dialect)
{
    return SweepReader(data, dialect == SweepDialect::Copybench).read();
}

SweepHeader sweepHeaderIn(QByteArrayView head)
{
    CsvLayout layout;
    if (!csvHeaderIn(head, &layout))
        return {};
    return {true, layout.latency >= 0 && layout.bandwidth >= 0};
}

} // namespace Topo::Bench