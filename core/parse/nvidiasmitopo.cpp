// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/nvidiasmi.h"

#include "util/tr.h"
#include "util/text.h"

#include <QHash>
#include <QSet>

#include <cstring>
#include <optional>

namespace Topo {

namespace {

enum class MatrixKind { Topo, P2p };

// nvidia-smi prints at most a few dozen GPUs and NICs; the cap keeps a hostile header of
// millions of labels from asking for a matrix of trillions of cells.
constexpr int maxLabels = 512;
// Real rows have a few affinity values after the cells; more is junk we need not keep.
constexpr int maxValuesAfterCells = 64;
// Beyond this many line warnings the rest are only counted, so that a 50 MB file of bad
// rows gives a readable report.
constexpr int maxLineWarnings = 50;

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool hasDigit(QByteArrayView token)
{
    for (const char c : token) {
        if (isDigit(c))
            return true;
    }
    return false;
}

/// Walks the whitespace-separated tokens of a line without building a list: one
/// pathological line of many megabytes must not turn into millions of list entries.
class Tokens
{
public:
    explicit Tokens(QByteArrayView text)
        : m_text(text)
    {
    }

    bool next(QByteArrayView* token)
    {
        const qsizetype size = m_text.size();
        while (m_position < size && isBlank(m_text[m_position]))
            ++m_position;
        if (m_position >= size)
            return false;
        const qsizetype start = m_position;
        while (m_position < size && !isBlank(m_text[m_position]))
            ++m_position;
        *token = m_text.sliced(start, m_position - start);
        return true;
    }

private:
    QByteArrayView m_text;
    qsizetype m_position = 0;
};

/// Compares with a literal without measuring it first: this runs for every token of a
/// possibly huge input, and QByteArrayView's literal constructor calls memchr each time.
template<qsizetype N> bool is(QByteArrayView token, const char (&literal)[N])
{
    return token.size() == N - 1 && std::memcmp(token.data(), literal, N - 1) == 0;
}

bool isSelfCell(QByteArrayView token)
{
    return is(token, "X");
}

bool isTopoOnlyCell(QByteArrayView token)
{
    if (is(token, "PIX") || is(token, "PXB") || is(token, "PHB") || is(token, "NODE") || is(token, "SYS")
        || is(token, "SOC"))
        return true;
    // NV# with the number of bonded links: NV1 … NV18 today.
    if (token.size() < 3 || token.size() > 6 || token[0] != 'N' || token[1] != 'V')
        return false;
    for (const char c : token.sliced(2)) {
        if (!isDigit(c))
            return false;
    }
    return true;
}

bool isP2pOnlyCell(QByteArrayView token)
{
    return is(token, "OK") || is(token, "NS") || is(token, "CNS") || is(token, "GNS") || is(token, "TNS")
        || is(token, "DR") || is(token, "U");
}

bool isCell(QByteArrayView token)
{
    return isSelfCell(token) || isTopoOnlyCell(token) || isP2pOnlyCell(token);
}

bool isOwnCell(MatrixKind kind, QByteArrayView token)
{
    return isSelfCell(token) || (kind == MatrixKind::Topo ? isTopoOnlyCell(token) : isP2pOnlyCell(token));
}

/// What follows the cells of a `topo -m` row: CPU lists ("0-23,48-71"), NUMA ids, "N/A".
bool isAffinityValue(QByteArrayView token)
{
    if (is(token, "N/A"))
        return true;
    for (const char c : token) {
        if (!isDigit(c) && c != ',' && c != '-')
            return false;
    }
    return hasDigit(token);
}

/// A label or name for a message: cleaned and cut short, whatever the input held.
QString quoted(const QString& text)
{
    return Text::excerpt(text.toUtf8(), 40);
}

/// The line without ANSI escapes; only lines that have one are copied.
QByteArrayView plainText(const Text::Line& line, QByteArray* storage)
{
    if (!Text::containsEscape(line.text))
        return line.text;
    *storage = Text::stripAnsi(line.text);
    return *storage;
}

// ---- Commands: prompt lines and echoed "nvidia-smi …" lines split the input into the
// outputs of separate commands, so a pasted session with `topo -m` and `topo -p2p` works.

enum class CommandKind { None, Topo, P2p, Other };

struct Command
{
    CommandKind kind = CommandKind::None;
    QString argument; // the -p2p capability as typed ("r", "rw")
};

Command commandOnLine(QByteArrayView text)
{
    const QByteArrayView line = Text::trimmed(text);
    if (!Text::isShellPromptLine(line) && !Text::startsWith(line, "nvidia-smi"))
        return {};
    Command command {CommandKind::Other, {}};
    Tokens tokens(line);
    QByteArrayView token;
    bool sawSmi = false;
    bool sawTopo = false;
    while (tokens.next(&token)) {
        if (token == "|" || token == "&&" || token == ";" || token == "#")
            break;
        if (!sawSmi) {
            sawSmi = token.endsWith("nvidia-smi");
            continue;
        }
        if (!sawTopo) {
            sawTopo = token == "topo";
            continue;
        }
        if (token == "-m" || token == "--matrix" || token == "-mp" || token == "--matrix_pci") {
            command.kind = CommandKind::Topo;
            break;
        }
        if (token == "-p2p" || token == "--p2pstatus") {
            command.kind = CommandKind::P2p;
            if (tokens.next(&token))
                command.argument = Text::cleanText(token);
            break;
        }
        if (Text::startsWith(token, "-p2p=") || Text::startsWith(token, "--p2pstatus=")) {
            command.kind = CommandKind::P2p;
            command.argument = Text::cleanText(token.sliced(token.indexOf('=') + 1));
            break;
        }
    }
    return command;
}

CommandKind ownCommandKind(MatrixKind kind)
{
    return kind == MatrixKind::Topo ? CommandKind::Topo : CommandKind::P2p;
}

/// The lines [begin, end) after one command (or before the first).
struct Section
{
    qsizetype begin = 0;
    qsizetype end = 0;
    int commandLine = 0; // 0: no command line before it
    Command command;
    bool hasText = false;
};

// ---- Legends

bool isLegendHeading(QByteArrayView trimmedLine)
{
    return trimmedLine.endsWith(':')
        && (Text::startsWith(trimmedLine, "Legend") || Text::startsWith(trimmedLine, "NIC Legend"));
}

/// "  PIX  = Connection traversing …" or old-style "X   = Self".
std::optional<QPair<QString, QString>> legendEntry(QByteArrayView trimmedLine)
{
    const qsizetype equals = trimmedLine.indexOf('=');
    if (equals <= 0)
        return std::nullopt;
    const QByteArrayView code = Text::trimmed(trimmedLine.first(equals));
    const QByteArrayView meaning = Text::trimmed(trimmedLine.sliced(equals + 1));
    if (code.isEmpty() || code.size() > 16 || meaning.isEmpty() || code.contains(' ') || code.contains('\t'))
        return std::nullopt;
    return QPair<QString, QString>(Text::cleanText(code), Text::cleanText(meaning));
}

/// "  NIC0: mlx5_0".
std::optional<QPair<QString, QString>> nicLegendEntry(QByteArrayView trimmedLine)
{
    const qsizetype colon = trimmedLine.indexOf(':');
    if (colon <= 0 || trimmedLine.contains('='))
        return std::nullopt;
    const QByteArrayView nic = trimmedLine.first(colon);
    const QByteArrayView device = Text::trimmed(trimmedLine.sliced(colon + 1));
    if (device.isEmpty() || nic.contains(' ') || nic.contains('\t'))
        return std::nullopt;
    return QPair<QString, QString>(Text::cleanText(nic), Text::cleanText(device));
}

bool endsMatrix(QByteArrayView trimmedLine)
{
    return isLegendHeading(trimmedLine) || legendEntry(trimmedLine) || nicLegendEntry(trimmedLine)
        || Text::startsWith(trimmedLine, "---") || Text::startsWith(trimmedLine, "```");
}

// ---- The extra header columns of topo -m

struct Phrase
{
    QByteArrayView words[3];
    int count;
};

// The names nvidia-smi prints after the labels; matched word by word so that they are
// found however the whitespace between and inside them was mangled.
constexpr Phrase knownColumns[] = {
    {{"CPU", "Affinity", {}}, 2},
    {{"NUMA", "Affinity", {}}, 2},
    {{"GPU", "NUMA", "ID"}, 3},
};

int knownColumnAt(const QList<QByteArrayView>& tokens, qsizetype index)
{
    for (const Phrase& phrase : knownColumns) {
        if (index + phrase.count > tokens.size())
            continue;
        bool matches = true;
        for (int w = 0; w < phrase.count && matches; ++w)
            matches = tokens[index + w] == phrase.words[w];
        if (matches)
            return phrase.count;
    }
    return 0;
}

/// Groups the header words after the labels into column names: known names first, other
/// words join while only a single space separates them ("Foo Bar\tBaz" → two names).
QStringList extraColumnNames(QByteArrayView header, const QList<QByteArrayView>& tokens, qsizetype first)
{
    auto singleSpaceBefore = [&](qsizetype index) {
        const qsizetype end = tokens[index - 1].data() + tokens[index - 1].size() - header.data();
        const qsizetype start = tokens[index].data() - header.data();
        return start - end == 1 && header[end] == ' ';
    };
    QStringList names;
    qsizetype index = first;
    while (index < tokens.size()) {
        const int known = knownColumnAt(tokens, index);
        const qsizetype start = index;
        index += known > 0 ? known : 1;
        if (known == 0) {
            while (index < tokens.size() && singleSpaceBefore(index) && knownColumnAt(tokens, index) == 0)
                ++index;
        }
        QByteArray name;
        for (qsizetype w = start; w < index; ++w) {
            if (w > start)
                name += ' ';
            name += tokens[w];
        }
        names.append(Text::cleanText(name));
    }
    return names;
}

/// Caps per-line warnings and counts the rest; see maxLineWarnings.
class LineWarnings
{
public:
    explicit LineWarnings(Diagnostics* diagnostics)
        : m_diagnostics(diagnostics)
    {
    }

    // The message is only built when it is kept: a million bad rows cost a million counts,
    // not a million formatted strings.
    template<class MakeMessage> void warn(int line, MakeMessage makeMessage)
    {
        if (m_count++ < maxLineWarnings)
            m_diagnostics->append(Diagnostic {line, Severity::Warning, makeMessage()});
    }

    void finish()
    {
        if (m_count > maxLineWarnings) {
            m_diagnostics->append(Diagnostic {0, Severity::Warning,
                Tr::tr("%1 more warnings like the ones above were left out").arg(m_count - maxLineWarnings)});
        }
    }

private:
    Diagnostics* m_diagnostics;
    int m_count = 0;
};

/// Everything both matrix formats share, read once; the two parsers make their values of it.
struct MatrixReading
{
    bool understood = false;
    PrintedMatrix matrix;
    QStringList extraColumns;
    QList<QStringList> valuesAfterCells; // per matrix row: what followed its cells, cleaned
    QList<int> rowLines; // per matrix row: its line number, 0 if missing
    QList<QPair<QString, QString>> legend;
    QList<QPair<QString, QString>> nicLegend;
    Section section;
    int headerLine = 0;
    int topoEvidence = 0;
    int p2pEvidence = 0;
    Diagnostics diagnostics;
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
        for (int row = 0; row < m_size; ++row) {
            if (m_reading.rowLines[row] == 0) {
                m_reading.matrix.cells[row] = QStringList(m_size);
                missing.append(quoted(m_reading.matrix.labels[row]));
            }
        }
        if (!missing.isEmpty()) {
            constexpr int namesShown = 8;
            QString names = missing.mid(0, namesShown).join(QStringLiteral(", "));
            if (missing.size() > namesShown)
                names += QStringLiteral(", …");
            m_warnings.warn(m_reading.headerLine,
                [&] { return Tr::tr("no row for %1; its cells are left empty").arg(names); });
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
            cells.append(Text::cleanText(token));
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
    LineWarnings m_warnings {&m_reading.diagnostics};
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
    int m_rowsWithSelf = 0;
};

/// Maps the values after a row's cells onto the header's extra columns. nvidia-smi pads
/// columns whose name is wider than a tab stop with an extra tab ("0\t\tN/A" under
/// "NUMA Affinity\tGPU NUMA ID"): empty fields are layout, not values, so the values are
/// taken in order. Surplus words belong to NUMA Affinity when there is one (the only
/// column that can hold a list printed with spaces), else to the last column.
QStringList valuesByColumn(const QStringList& values, const QStringList& columns)
{
    QStringList out(columns.size());
    if (columns.isEmpty())
        return out;
    if (values.size() <= columns.size()) {
        for (qsizetype i = 0; i < values.size(); ++i)
            out[i] = values[i];
        return out;
    }
    qsizetype target = columns.indexOf(QStringLiteral("NUMA Affinity"));
    if (target < 0)
        target = columns.size() - 1;
    const qsizetype after = columns.size() - 1 - target;
    for (qsizetype i = 0; i < target; ++i)
        out[i] = values[i];
    for (qsizetype i = 0; i < after; ++i)
        out[target + 1 + i] = values[values.size() - after + i];
    out[target] = values.mid(target, values.size() - after - target).join(u' ');
    return out;
}

} // namespace

ParseResult<TopoMatrix> parseNvidiaSmiTopo(QByteArrayView data)
{
    ParseResult<TopoMatrix> result;
    MatrixReading reading = MatrixReader(data, MatrixKind::Topo).read();
    if (reading.understood) {
        if (reading.p2pEvidence > reading.topoEvidence) {
            reject(&reading, reading.headerLine, wrongKind(MatrixKind::Topo));
        } else if (reading.topoEvidence == 0) {
            reject(&reading, reading.headerLine,
                Tr::tr("nothing here is particular to nvidia-smi topo -m: no connection class other than X "
                       "and no CPU Affinity column"));
        }
    }
    result.diagnostics = std::move(reading.diagnostics);
    if (!reading.understood)
        return result;

    TopoMatrix& topo = result.value;
    topo.extraColumns = reading.extraColumns;
    topo.legend = std::move(reading.legend);
    topo.nicLegend = std::move(reading.nicLegend);
    const qsizetype cpuColumn = topo.extraColumns.indexOf(QStringLiteral("CPU Affinity"));
    const qsizetype numaColumn = topo.extraColumns.indexOf(QStringLiteral("NUMA Affinity"));
    const qsizetype gpuNumaColumn = topo.extraColumns.indexOf(QStringLiteral("GPU NUMA ID"));
    for (qsizetype column = 0; column < topo.extraColumns.size(); ++column) {
        if (column != cpuColumn && column != numaColumn && column != gpuNumaColumn) {
            result.info(reading.headerLine,
                Tr::tr("the column %1 is listed but its values are not read")
                    .arg(quoted(topo.extraColumns[column])));
        }
    }
    for (int row = 0; row < reading.matrix.size(); ++row) {
        const QStringList& values = reading.valuesAfterCells[row];
        if (values.isEmpty())
            continue;
        if (topo.extraColumns.isEmpty()) {
            result.warn(reading.rowLines[row],
                Tr::tr("text after the cells, but the header names no affinity columns; ignored"));
            continue;
        }
        const QStringList byColumn = valuesByColumn(values, topo.extraColumns);
        TopoAffinity affinity;
        affinity.label = reading.matrix.labels[row];
        affinity.cpuAffinity = cpuColumn >= 0 ? byColumn[cpuColumn] : QString();
        affinity.numaAffinity = numaColumn >= 0 ? byColumn[numaColumn] : QString();
        affinity.gpuNumaId = gpuNumaColumn >= 0 ? byColumn[gpuNumaColumn] : QString();
        topo.affinity.append(affinity);
    }
    topo.matrix = std::move(reading.matrix);
    return result;
}

ParseResult<P2pMatrix> parseNvidiaSmiP2p(QByteArrayView data)
{
    ParseResult<P2pMatrix> result;
    MatrixReading reading = MatrixReader(data, MatrixKind::P2p).read();
    if (reading.understood) {
        if (reading.topoEvidence > 0 && reading.topoEvidence >= reading.p2pEvidence) {
            reject(&reading, reading.headerLine, wrongKind(MatrixKind::P2p));
        } else if (reading.p2pEvidence == 0) {
            reject(&reading, reading.headerLine,
                Tr::tr("nothing here is particular to nvidia-smi topo -p2p: no status other than X, "
                       "no legend and no -p2p command"));
        }
    }
    result.diagnostics = std::move(reading.diagnostics);
    if (!reading.understood)
        return result;

    P2pMatrix& p2p = result.value;
    const Command& command = reading.section.command;
    if (command.kind == CommandKind::P2p) {
        // nvidia-smi takes one letter; anything else is not guessed at.
        if (command.argument.size() == 1)
            p2p.capability = p2pCapabilityFromLetter(command.argument.front().toLower());
        if (!p2p.capability) {
            result.info(reading.section.commandLine,
                Tr::tr("the capability %1 is not one of r, w, n, a, p; it is left unknown")
                    .arg(quoted(command.argument)));
        }
    }
    for (int row = 0; row < reading.matrix.size(); ++row) {
        if (!reading.valuesAfterCells[row].isEmpty()) {
            result.warn(reading.rowLines[row],
                Tr::tr("text after the cells is not read: %1")
                    .arg(quoted(reading.valuesAfterCells[row].join(u' '))));
        }
    }
    p2p.matrix = std::move(reading.matrix);
    p2p.legend = std::move(reading.legend);
    return result;
}

namespace {

/// What the first few kilobytes show, for the sniffers.
struct Glimpse
{
    CommandKind firstCommand = CommandKind::None;
    bool affinityHeader = false;
    bool topoLegend = false;
    bool p2pLegend = false;
    int topoRows = 0; // rows with a connection class other than X
    int p2pRows = 0; // rows with a P2P status other than X
    int selfRows = 0; // rows with only X

    int topoSignals() const
    {
        return topoRows + int(affinityHeader) + int(topoLegend) + 2 * int(firstCommand == CommandKind::Topo);
    }
    int p2pSignals() const { return p2pRows + int(p2pLegend) + 2 * int(firstCommand == CommandKind::P2p); }
};

Glimpse glimpse(QByteArrayView data)
{
    Glimpse seen;
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    if (Text::looksBinary(head))
        return seen;
    for (const Text::Line& line : Text::splitLines(head)) {
        QByteArray storage;
        const QByteArrayView text = plainText(line, &storage);
        const Command command = commandOnLine(text);
        if (command.kind != CommandKind::None) {
            if (seen.firstCommand == CommandKind::None)
                seen.firstCommand = command.kind;
            continue;
        }
        seen.affinityHeader = seen.affinityHeader || text.contains("CPU Affinity");
        seen.topoLegend = seen.topoLegend || text.contains("= Connection traversing");
        seen.p2pLegend
            = seen.p2pLegend || text.contains("= Status Ok") || text.contains("= Chipset not supported");
        const QList<QByteArrayView> tokens = Text::splitWhitespace(text);
        if (tokens.size() < 2 || !hasDigit(tokens[0]) || isCell(tokens[0]) || !isCell(tokens[1]))
            continue;
        bool topo = false;
        bool p2p = false;
        for (const QByteArrayView token : tokens) {
            topo = topo || isTopoOnlyCell(token);
            p2p = p2p || isP2pOnlyCell(token);
        }
        if (topo)
            ++seen.topoRows;
        else if (p2p)
            ++seen.p2pRows;
        else
            ++seen.selfRows;
    }
    return seen;
}

} // namespace

int sniffNvidiaSmiTopo(QByteArrayView data)
{
    const Glimpse seen = glimpse(data);
    if (seen.topoRows + seen.selfRows == 0 || seen.topoSignals() == 0
        || seen.p2pSignals() > seen.topoSignals())
        return 0;
    const int score = 30 + 20 * int(seen.topoRows > 0) + 30 * int(seen.affinityHeader)
        + 15 * int(seen.topoLegend) + 20 * int(seen.firstCommand == CommandKind::Topo);
    return std::min(score, 100);
}

int sniffNvidiaSmiP2p(QByteArrayView data)
{
    const Glimpse seen = glimpse(data);
    if (seen.p2pRows + seen.selfRows == 0 || seen.p2pSignals() == 0
        || seen.topoSignals() >= seen.p2pSignals())
        return 0;
    const int score = 30 + 30 * int(seen.p2pRows > 0) + 30 * int(seen.p2pLegend)
        + 20 * int(seen.firstCommand == CommandKind::P2p);
    return std::min(score, 100);
}

} // namespace Topo
