// SPDX-License-Identifier: GPL-3.0-or-later
// The lines of nvidia-smi's matrix outputs: what a cell, a command, a legend entry and a
// header column look like, and the sniffers' first glimpse.
#include "parse/nvidiasmi/matrixlines.h"

#include <algorithm>

namespace Topo::NvidiaSmi {

using Text::is;
using Text::Tokens;

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

} // namespace

bool hasDigit(QByteArrayView token)
{
    for (const char c : token) {
        if (isDigit(c))
            return true;
    }
    return false;
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
    if (Text::isNotAvailable(token))
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

namespace {

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

} // namespace

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

} // namespace Topo::NvidiaSmi
