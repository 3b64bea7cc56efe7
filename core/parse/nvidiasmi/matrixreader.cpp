// SPDX-License-Identifier: GPL-3.0-or-later
// Reads one `nvidia-smi topo -m` or `topo -p2p` matrix: picks the command's output, finds the
// header and rows, the legends, and weighs which of the two formats it is.
#include "parse/nvidiasmi/matrixreader.h"

#include "parse/cappeddiagnostics.h"

#include "util/tr.h"
#include "util/text.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>
#include <utility>

namespace Topo::NvidiaSmi {

using Text::Tokens;

namespace {

// nvidia-smi prints at most a few dozen GPUs and NICs; the cap keeps a hostile header of
// millions of labels from asking for a matrix of trillions of cells.
constexpr int maxLabels = 512;
// Real rows have a few affinity values after the cells; more is junk we need not keep.
constexpr int maxValuesAfterCells = 64;
// Beyond this many line warnings the rest are only counted, so that a 50 MB file of bad
// rows gives a readable report.
constexpr int maxMatrixLineWarnings = 50;

/// Caps per-line warnings and counts the rest; see maxMatrixLineWarnings.
class MatrixLineWarnings : public CappedDiagnostics
{
public:
    explicit MatrixLineWarnings(Diagnostics* diagnostics)
        : CappedDiagnostics(*diagnostics, maxMatrixLineWarnings)
    {
    }

    void finish()
    {
        if (dropped() > 0)
            out().append(Diagnostic {0, Severity::Warning, Tr::tr("%1 more warnings like the ones above were left out").arg(dropped())});
    }
};


QString expectedInput(MatrixKind kind)
{
    if (kind == MatrixKind::Topo) {
        return Tr::tr("expected the output of nvidia-smi topo -m: a header row of GPU labels such as "
                      "\"GPU0 GPU1 … CPU Affinity\" followed by one row per GPU or NIC");
    }
    return Tr::tr("expected the output of nvidia-smi topo -p2p: a header row of GPU labels such as "
                  "\"GPU0 GPU1 …\" followed by one row of X, OK, NS, CNS, … cells per GPU");
}

} // namespace

QString wrongKind(MatrixKind kind)
{
    if (kind == MatrixKind::Topo) {
        return Tr::tr("this is the output of nvidia-smi topo -p2p (cells OK, NS, CNS, …), not topo -m; "
                      "read it as nvidia-smi-p2p");
    }
    return Tr::tr("this is the output of nvidia-smi topo -m (connection classes and affinity columns), "
                  "not topo -p2p; read it as nvidia-smi-topo");
}

void reject(MatrixReading* reading, int line, const QString& message)
{
    reading->understood = false;
    reading->diagnostics = {Diagnostic {line, Severity::Error, message}};
}

/// Picks the output to read: the first after a command of our kind, else the first after

namespace {

/// Picks the output to read: the first after a command of our kind, else the first after
/// no or an unrelated command; never one that a command names as the other kind.
std::optional<Section> chooseSection(
    const QList<Text::Line>& lines, MatrixKind kind, bool* sawOtherKind, int* sectionsWithText)
{
    std::optional<Section> own;
    std::optional<Section> neutral;
    *sawOtherKind = false;
    *sectionsWithText = 0;
    auto finish = [&](const Section& section) {
        if (!section.hasText)
            return;
        ++*sectionsWithText;
        if (section.command.kind == ownCommandKind(kind)) {
            if (!own)
                own = section;
        } else if (section.command.kind == CommandKind::None || section.command.kind == CommandKind::Other) {
            if (!neutral)
                neutral = section;
        } else {
            *sawOtherKind = true;
        }
    };
    Section current;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QByteArray storage;
        const QByteArrayView text = plainText(lines[i], &storage);
        Command command = commandOnLine(text);
        if (command.kind != CommandKind::None) {
            current.end = i;
            finish(current);
            current = Section {i + 1, i + 1, lines[i].number, std::move(command), false};
        } else if (!current.hasText && !Text::trimmed(text).isEmpty()) {
            current.hasText = true;
        }
    }
    current.end = lines.size();
    finish(current);
    return own ? own : neutral;
}

/// A header row has no cell words, and the next non-blank line is a row: it starts with the
/// header's first label (the rossum files have no leading tab) or has a cell second.
bool isHeaderAt(const QList<Text::Line>& lines, qsizetype index, qsizetype end, QByteArrayView text)
{
    const QByteArrayView trimmed = Text::trimmed(text);
    if (trimmed.isEmpty() || endsMatrix(trimmed))
        return false;
    Tokens tokens(trimmed);
    QByteArrayView token;
    QByteArrayView firstLabel;
    while (tokens.next(&token)) {
        if (isCell(token))
            return false;
        if (firstLabel.isEmpty())
            firstLabel = token;
    }
    for (qsizetype next = index + 1; next < end; ++next) {
        QByteArray storage;
        Tokens row(plainText(lines[next], &storage));
        QByteArrayView label;
        if (!row.next(&label))
            continue;
        QByteArrayView second;
        return label == firstLabel || (row.next(&second) && isCell(second));
    }
    return false;
}

/// Reads one matrix in steps; a step that fails has rejected the input as a whole.
class MatrixReader
{
public:
    MatrixReader(QByteArrayView data, MatrixKind kind)
        : m_data(data)
        , m_kind(kind)
    {
    }

    MatrixReading read()
    {
        if (Text::looksBinary(m_data)) {
            reject(&m_reading, 0, Tr::tr("the input is binary data; %1").arg(expectedInput(m_kind)));
            return std::move(m_reading);
        }
        m_lines = Text::splitLines(m_data);
        if (selectSection() && findHeader()) {
            findRows();
            if (splitHeader() && readRows()) {
                readLegends();
                weighEvidence();
                m_warnings.finish();
                m_reading.understood = true;
            }
        }
        return std::move(m_reading);
    }

private:
    bool selectSection()
    {
        bool sawOtherKind = false;
        int sectionsWithText = 0;
        const std::optional<Section> section
            = chooseSection(m_lines, m_kind, &sawOtherKind, &sectionsWithText);
        if (!section) {
            if (sawOtherKind) {
                reject(&m_reading, 0, wrongKind(m_kind));
            } else if (Text::trimmed(m_data).isEmpty()) {
                reject(&m_reading, 0, Tr::tr("the input is empty; %1").arg(expectedInput(m_kind)));
            } else {
                reject(&m_reading, 0,
                    Tr::tr("the input holds command lines but no output; %1").arg(expectedInput(m_kind)));
            }
            return false;
        }
        m_reading.section = *section;
        if (sectionsWithText > 1) {
            m_reading.diagnostics.append(Diagnostic {section->commandLine, Severity::Info,
                Tr::tr("the input holds the output of several commands; only this one is read")});
        }
        return true;
    }

    bool findHeader()
    {
        const Section& section = m_reading.section;
        QList<qsizetype> linesBefore;
        for (qsizetype i = section.begin; i < section.end; ++i) {
            m_header = plainText(m_lines[i], &m_headerStorage);
            if (isHeaderAt(m_lines, i, section.end, m_header)) {
                m_headerIndex = i;
                break;
            }
            if (!Text::trimmed(m_header).isEmpty())
                linesBefore.append(i);
        }
        if (m_headerIndex < 0) {
            reject(&m_reading, section.commandLine, expectedInput(m_kind));
            return false;
        }
        m_reading.headerLine = m_lines[m_headerIndex].number;
        for (const qsizetype i : linesBefore) {
            m_warnings.warn(m_lines[i].number, [&] {
                return Tr::tr("%1 is not part of the matrix; skipped").arg(Text::excerpt(m_lines[i].text));
            });
        }
        Tokens tokens(m_header);
        QByteArrayView token;
        while (tokens.next(&token)) {
            if (m_headerTokens.size() > maxLabels + 16) {
                reject(&m_reading, m_reading.headerLine,
                    Tr::tr("the header names more than %1 columns; nvidia-smi prints far fewer")
                        .arg(maxLabels));
                return false;
            }
            m_headerTokens.append(token);
        }
        return true;
    }

    /// The rows run from the header to the legend, notes or the end of the section.
    void findRows()
    {
        const QSet<QByteArrayView> headerWords(m_headerTokens.cbegin(), m_headerTokens.cend());
        m_afterRows = m_reading.section.end;
        for (qsizetype i = m_headerIndex + 1; i < m_reading.section.end; ++i) {
            QByteArray storage;
            const QByteArrayView trimmed = Text::trimmed(plainText(m_lines[i], &storage));
            if (trimmed.isEmpty())
                continue;
            if (endsMatrix(trimmed)) {
                m_afterRows = i;
                break;
            }
            Tokens tokens(trimmed);
            QByteArrayView label;
            QByteArrayView second;
            tokens.next(&label);
            const auto inHeader = headerWords.constFind(label);
            if (inHeader != headerWords.cend()) {
                m_rowIndices.append(i);
                m_rowLabelsInHeader.insert(*inHeader); // the header's view: it outlives this line
            } else if (tokens.next(&second) && isCell(second)) {
                m_rowIndices.append(i);
            } else {
                m_warnings.warn(m_lines[i].number, [&] {
                    return Tr::tr("%1 is not a row of the matrix; skipped")
                        .arg(Text::excerpt(m_lines[i].text));
                });
            }
        }
    }

    /// Labels are the header words up to the first extra column: a known name, or a word
    /// without digits (labels are GPU0, NIC3, mlx5_0) that no row uses as its label.
    bool splitHeader()
    {
        qsizetype labelCount = 0;
        while (labelCount < m_headerTokens.size()) {
            const QByteArrayView token = m_headerTokens[labelCount];
            if (knownColumnAt(m_headerTokens, labelCount) > 0
                || (!hasDigit(token) && !m_rowLabelsInHeader.contains(token)))
                break;
            ++labelCount;
        }
        if (labelCount == 0) {
            reject(&m_reading, m_reading.headerLine, expectedInput(m_kind));
            return false;
        }
        if (labelCount > maxLabels) {
            reject(&m_reading, m_reading.headerLine,
                Tr::tr("the header names %1 columns; more than the %2 TopoLens reads")
                    .arg(labelCount)
                    .arg(maxLabels));
            return false;
        }
        for (qsizetype i = labelCount; i < m_headerTokens.size(); ++i)
            m_knownExtraColumn = m_knownExtraColumn || knownColumnAt(m_headerTokens, i) > 0;
        m_reading.extraColumns = extraColumnNames(m_header, m_headerTokens, labelCount);

        m_size = int(labelCount);
        for (int column = 0; column < m_size; ++column) {
            const QByteArrayView label = m_headerTokens[column];
            QList<int>& indices = m_indicesByLabel[label];
            if (!indices.isEmpty()) {
                m_warnings.warn(m_reading.headerLine, [&] {
                    return Tr::tr("the header names %1 more than once; rows are matched to it in order")
                        .arg(Text::excerpt(label));
                });
            }
            indices.append(column);
            m_reading.matrix.labels.append(Text::cleanText(label));
        }
        m_reading.matrix.cells = QList<QStringList>(m_size);
        m_reading.valuesAfterCells = QList<QStringList>(m_size);
        m_reading.rowLines = QList<int>(m_size, 0);
        return true;
    }

    bool readRows()
    {
        for (const qsizetype index : std::as_const(m_rowIndices))
            readRow(index);
        // A matrix has X where a row meets its own column; text that merely has the shape of
        // a header and rows (dmesg, numactl) has not.
        if (m_rowsWithSelf == 0) {
            reject(&m_reading, m_reading.headerLine, expectedInput(m_kind));
            return false;
        }
        QStringList missing;
        int lastRowRead = -1;  // the header's index of the last row that is there
        int firstMissing = -1; // and of the first that is not
        int lastRowLine = 0;
        for (int row = 0; row < m_size; ++row) {
            if (m_reading.rowLines[row] == 0) {
                m_reading.matrix.cells[row] = QStringList(m_size);
                missing.append(quoted(m_reading.matrix.labels[row]));
                if (firstMissing < 0)
                    firstMissing = row;
            } else {
                lastRowRead = row;
                lastRowLine = std::max(lastRowLine, m_reading.rowLines[row]);
            }
        }
        if (!missing.isEmpty()) {
            constexpr int namesShown = 8;
            QString names = missing.mid(0, namesShown).join(QStringLiteral(", "));
            if (missing.size() > namesShown)
                names += QStringLiteral(", …");
            // Every row from one on missing, and nothing after the rows (no legend): the output
            // was cut there, as an excerpt or a `| head` leaves it.
            const bool cutAfterRows = firstMissing > lastRowRead && m_afterRows == m_reading.section.end;
            if (cutAfterRows) {
                m_warnings.warn(lastRowLine, [&] {
                    return Tr::tr("the matrix ends after this line, before the rows of %1; their cells are left "
                                  "empty")
                        .arg(names);
                });
            } else {
                m_warnings.warn(m_reading.headerLine,
                    [&] { return Tr::tr("no row for %1; its cells are left empty").arg(names); });
            }
        }
        return true;
    }

    /// The first row not read yet that the header names `label`, or -1. Labels are matched
    /// as printed, so that a million repeated rows cost no decoding.
    int rowFor(QByteArrayView label) const
    {
        for (const int candidate : m_indicesByLabel.value(label)) {
            if (m_reading.rowLines[candidate] == 0)
                return candidate;
        }
        return -1;
    }

    void readRow(qsizetype index)
    {
        const int lineNumber = m_lines[index].number;
        QByteArray storage;
        Tokens tokens(plainText(m_lines[index], &storage));
        QByteArrayView token;
        tokens.next(&token);
        const QByteArrayView rawLabel = token;
        const int row = rowFor(rawLabel);
        if (row < 0) {
            m_warnings.warn(lineNumber, [&] {
                return m_indicesByLabel.contains(rawLabel)
                    ? Tr::tr("a second row %1; skipped").arg(Text::excerpt(rawLabel))
                    : Tr::tr("row %1 is not a column of the header; skipped").arg(Text::excerpt(rawLabel));
            });
            return;
        }
        const QString& label = m_reading.matrix.labels[row];
        m_reading.rowLines[row] = lineNumber;

        QStringList cells;
        cells.reserve(m_size);
        std::optional<QByteArrayView> firstValue;
        while (cells.size() < m_size && tokens.next(&token)) {
            if (isTopoOnlyCell(token)) {
                ++m_reading.topoEvidence;
            } else if (isP2pOnlyCell(token)) {
                ++m_reading.p2pEvidence;
            } else if (isAffinityValue(token)) {
                firstValue = token;
                break;
            }
            if (!isOwnCell(m_kind, token)) {
                m_warnings.warn(lineNumber, [&] {
                    return m_kind == MatrixKind::Topo
                        ? Tr::tr("%1 is not a connection class of topo -m; kept as printed")
                              .arg(Text::excerpt(token))
                        : Tr::tr("%1 is not a P2P status of topo -p2p; kept as printed")
                              .arg(Text::excerpt(token));
                });
            }
            cells.append(cellText(token));
        }
        if (cells.size() < m_size) {
            m_warnings.warn(lineNumber, [&] {
                return Tr::tr("row %1 has %2 of %3 cells; the missing ones are left empty")
                    .arg(quoted(label))
                    .arg(cells.size())
                    .arg(m_size);
            });
            cells.resize(m_size);
        }
        if (cells[row] == u"X") {
            ++m_rowsWithSelf;
        } else if (!cells[row].isEmpty()) {
            m_warnings.warn(lineNumber, [&] {
                return Tr::tr("row %1 has %2 where it meets its own column, not X; its cells may be shifted")
                    .arg(quoted(label), quoted(cells[row]));
            });
        }
        m_reading.matrix.cells[row] = cells;
        m_reading.valuesAfterCells[row] = valuesAfterCells(&tokens, firstValue, label, lineNumber);
    }

    /// A cell as stored: one shared string per distinct text, since a matrix of 256 GPUs has
    /// 65,536 cells and about ten texts ("X", "NV18", "SYS", "OK", …).
    QString cellText(QByteArrayView token)
    {
        for (const auto& [raw, text] : std::as_const(m_cellTexts)) {
            if (raw == token)
                return text;
        }
        QString text = Text::cleanText(token);
        if (m_cellTexts.size() < maxSharedCellTexts)
            m_cellTexts.append({ token.toByteArray(), text });
        return text;
    }

    QStringList valuesAfterCells(
        Tokens* tokens, std::optional<QByteArrayView> firstValue, const QString& label, int lineNumber)
    {
        QStringList values;
        if (firstValue)
            values.append(Text::cleanText(*firstValue));
        int surplusCells = 0;
        bool tooMuchText = false;
        QByteArrayView token;
        while (tokens->next(&token)) {
            if (values.isEmpty() && isCell(token)) {
                ++surplusCells;
            } else if (values.size() < maxValuesAfterCells) {
                values.append(Text::cleanText(token));
            } else {
                tooMuchText = true;
                break;
            }
        }
        if (surplusCells > 0) {
            m_warnings.warn(lineNumber, [&] {
                return Tr::tr("row %1 has %2 more cells than the header has labels; they are ignored")
                    .arg(quoted(label))
                    .arg(surplusCells);
            });
        }
        if (tooMuchText) {
            m_warnings.warn(lineNumber, [&] {
                return Tr::tr("row %1 goes on with far more text than nvidia-smi prints; the rest is ignored")
                    .arg(quoted(label));
            });
        }
        return values;
    }

    /// The legends, then whatever someone wrote after them, which is not read.
    void readLegends()
    {
        bool inNicLegend = false;
        for (qsizetype i = m_afterRows; i < m_reading.section.end; ++i) {
            QByteArray storage;
            const QByteArrayView trimmed = Text::trimmed(plainText(m_lines[i], &storage));
            if (trimmed.isEmpty())
                continue;
            if (isLegendHeading(trimmed)) {
                inNicLegend = Text::startsWith(trimmed, "NIC");
                continue;
            }
            if (const auto entry = legendEntry(trimmed); entry && !inNicLegend) {
                m_reading.legend.append(*entry);
            } else if (const auto nic = nicLegendEntry(trimmed)) {
                m_reading.nicLegend.append(*nic);
            } else {
                m_reading.diagnostics.append(Diagnostic {m_lines[i].number, Severity::Info,
                    Tr::tr("text after the matrix and its legend is not read")});
                return;
            }
        }
    }

    /// Cells, legend codes, affinity columns and the command each speak for one format.
    void weighEvidence()
    {
        static const QSet<QString> topoCodes
            = {QStringLiteral("SYS"), QStringLiteral("NODE"), QStringLiteral("PHB"), QStringLiteral("PXB"),
                QStringLiteral("PIX"), QStringLiteral("NV#"), QStringLiteral("SOC")};
        static const QSet<QString> p2pCodes
            = {QStringLiteral("OK"), QStringLiteral("CNS"), QStringLiteral("GNS"), QStringLiteral("TNS"),
                QStringLiteral("NS"), QStringLiteral("DR"), QStringLiteral("U")};
        bool topoLegend = false;
        bool p2pLegend = false;
        for (const auto& entry : std::as_const(m_reading.legend)) {
            topoLegend = topoLegend || topoCodes.contains(entry.first);
            p2pLegend = p2pLegend || p2pCodes.contains(entry.first);
        }
        const CommandKind command = m_reading.section.command.kind;
        m_reading.topoEvidence
            += int(topoLegend) + int(m_knownExtraColumn) + int(command == CommandKind::Topo);
        m_reading.p2pEvidence += int(p2pLegend) + int(command == CommandKind::P2p);
    }

    QByteArrayView m_data;
    MatrixKind m_kind;
    MatrixReading m_reading;
    MatrixLineWarnings m_warnings {&m_reading.diagnostics};
    QList<Text::Line> m_lines;
    qsizetype m_headerIndex = -1;
    QByteArray m_headerStorage;
    QByteArrayView m_header;
    QList<QByteArrayView> m_headerTokens;
    bool m_knownExtraColumn = false;
    QList<qsizetype> m_rowIndices;
    QSet<QByteArrayView> m_rowLabelsInHeader;
    qsizetype m_afterRows = 0;
    int m_size = 0;
    QHash<QByteArrayView, QList<int>> m_indicesByLabel; // views into the header
    // Past this many distinct cell texts the input is not a matrix worth sharing strings for.
    static constexpr int maxSharedCellTexts = 32;
    QList<std::pair<QByteArray, QString>> m_cellTexts;
    int m_rowsWithSelf = 0;
};

} // namespace

MatrixReading readMatrix(QByteArrayView data, MatrixKind kind)
{
    return MatrixReader(data, kind).read();
}

} // namespace Topo::NvidiaSmi
