// SPDX-License-Identifier: GPL-3.0-or-later
// The input of a qemu-cmdline parse cut into one argument list per QEMU process.
#include "parse/qemu/qemuwords.h"

#include "parse/linereading.h"
#include "util/text.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo::Qemu {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// "LC_ALL=C", "HOME=/var/lib/…": a shell assignment in front of the command.
bool isAssignment(QByteArrayView word)
{
    const qsizetype equals = word.indexOf('=');
    if (equals <= 0 || (word[0] >= '0' && word[0] <= '9'))
        return false;
    return std::all_of(word.begin(), word.begin() + equals, isNameChar);
}

/// Line breaks in `text` the way Text::splitLines counts them ("\r\n" once, a lone "\r" too), so
/// a word's line is the line an editor shows.
int countBreaks(QByteArrayView text)
{
    int n = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')))
            ++n;
    }
    return n;
}

/// Shell words, one at a time, with the line each starts on. Only what a pasted QEMU command line
/// uses: blanks, single and double quotes, backslashes, backslash-newline, comments; no
/// expansion ($VAR stays as written).
class ShellReader
{
public:
    enum class Stop { Word, LineEnd, End };

    explicit ShellReader(QByteArrayView data)
        : m_data(data)
    {
    }

    Stop next(Argument* out);

    qsizetype position() const { return m_pos; }
    int line() const { return m_line; }
    bool atEnd() const { return m_pos >= m_data.size(); }
    // Where an unterminated quote opened, 0 when every quote closed.
    int unterminatedQuoteLine() const { return m_unterminatedAt; }
    void forgetUnterminated() { m_unterminatedAt = 0; }

    /// Continues after the line break that follows `offset` (on line `line`).
    void skipLineFrom(qsizetype offset, int line)
    {
        qsizetype i = offset;
        while (i < m_data.size() && m_data[i] != '\n' && m_data[i] != '\r')
            ++i;
        if (i < m_data.size())
            i += (m_data[i] == '\r' && i + 1 < m_data.size() && m_data[i + 1] == '\n') ? 2 : 1;
        m_pos = i;
        m_line = line + 1;
    }
    void seek(qsizetype offset) { m_pos = std::min(offset, m_data.size()); }

private:
    // "\\\n" or "\\\r\n" at m_pos: a continuation, consumed.
    bool takeContinuation()
    {
        if (m_pos + 1 < m_data.size() && m_data[m_pos] == '\\') {
            if (m_data[m_pos + 1] == '\n') {
                m_pos += 2;
                ++m_line;
                return true;
            }
            if (m_data[m_pos + 1] == '\r') {
                m_pos += (m_pos + 2 < m_data.size() && m_data[m_pos + 2] == '\n') ? 3 : 2;
                ++m_line;
                return true;
            }
        }
        return false;
    }
    bool takeLineBreak()
    {
        if (m_data[m_pos] == '\n') {
            ++m_pos;
        } else if (m_data[m_pos] == '\r') {
            m_pos += (m_pos + 1 < m_data.size() && m_data[m_pos + 1] == '\n') ? 2 : 1;
        } else {
            return false;
        }
        ++m_line;
        return true;
    }
    bool readSingleQuoted(QByteArray* text);
    bool readDoubleQuoted(QByteArray* text);

    QByteArrayView m_data;
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_unterminatedAt = 0;
};

bool ShellReader::readSingleQuoted(QByteArray* text)
{
    const int opened = m_line;
    const qsizetype close = m_data.indexOf('\'', m_pos + 1);
    if (close < 0) {
        m_unterminatedAt = opened;
        m_pos = m_data.size();
        return false;
    }
    const QByteArrayView inside = m_data.sliced(m_pos + 1, close - m_pos - 1);
    text->append(inside);
    m_line += countBreaks(inside);
    m_pos = close + 1;
    return true;
}

bool ShellReader::readDoubleQuoted(QByteArray* text)
{
    const int opened = m_line;
    ++m_pos;
    while (m_pos < m_data.size()) {
        const char c = m_data[m_pos];
        if (c == '"') {
            ++m_pos;
            return true;
        }
        if (c == '\\' && m_pos + 1 < m_data.size()) {
            if (takeContinuation())
                continue;
            const char escaped = m_data[m_pos + 1];
            // Inside double quotes a backslash escapes only these; elsewhere it is itself.
            if (escaped == '"' || escaped == '\\' || escaped == '$' || escaped == '`') {
                text->append(escaped);
                m_pos += 2;
                continue;
            }
        }
        if (c == '\n' || (c == '\r' && (m_pos + 1 == m_data.size() || m_data[m_pos + 1] != '\n')))
            ++m_line;
        text->append(c);
        ++m_pos;
    }
    m_unterminatedAt = opened;
    return false;
}

ShellReader::Stop ShellReader::next(Argument* out)
{
    for (;;) {
        while (m_pos < m_data.size() && isBlank(m_data[m_pos]))
            ++m_pos;
        if (!takeContinuation())
            break;
    }
    if (m_pos >= m_data.size())
        return Stop::End;
    if (takeLineBreak())
        return Stop::LineEnd;
    if (m_data[m_pos] == '#') {
        while (m_pos < m_data.size() && m_data[m_pos] != '\n' && m_data[m_pos] != '\r')
            ++m_pos;
        return m_pos < m_data.size() && takeLineBreak() ? Stop::LineEnd : Stop::End;
    }

    const qsizetype start = m_pos;
    Argument word;
    word.line = m_line;
    while (m_pos < m_data.size()) {
        const char c = m_data[m_pos];
        if (isBlank(c) || c == '\n' || c == '\r')
            break;
        if (c == '\\') {
            if (takeContinuation())
                continue;
            if (m_pos + 1 < m_data.size())
                word.text.append(m_data[m_pos + 1]);
            m_pos += 2;
            continue;
        }
        if (c == '\'' || c == '"') {
            if (!(c == '\'' ? readSingleQuoted(&word.text) : readDoubleQuoted(&word.text)))
                return Stop::End; // cut off inside a quote: the partial word is not an argument
            continue;
        }
        word.text.append(c);
        ++m_pos;
    }
    m_pos = std::min(m_pos, m_data.size());
    word.raw = m_data.sliced(start, m_pos - start);
    *out = std::move(word);
    return Stop::Word;
}

/// Where the command of a prompt line starts ("root@pve:~# /usr/bin/kvm …"), or -1.
qsizetype afterPrompt(QByteArrayView line)
{
    if (!Text::isShellPromptLine(Text::trimmed(line)))
        return -1;
    for (const QByteArrayView marker : { QByteArrayView("# "), QByteArrayView("$ "), QByteArrayView("> ") }) {
        const qsizetype at = line.indexOf(marker);
        if (at >= 0)
            return at + 2;
    }
    return -1;
}

bool hasOption(const CommandLine& command)
{
    return std::any_of(command.arguments.cbegin() + 1, command.arguments.cend(),
        [](const Argument& a) { return a.text.startsWith('-') && a.text.size() > 1; });
}

CommandLines splitPasted(QByteArrayView data)
{
    CommandLines out;
    ShellReader reader(data);
    bool warnedCommands = false;
    while (!reader.atEnd()) {
        const qsizetype lineStart = reader.position();
        const int lineNumber = reader.line();
        qsizetype lineEnd = lineStart;
        while (lineEnd < data.size() && data[lineEnd] != '\n' && data[lineEnd] != '\r')
            ++lineEnd;
        if (const qsizetype prompt = afterPrompt(data.sliced(lineStart, lineEnd - lineStart)); prompt >= 0)
            reader.seek(lineStart + prompt);

        Argument word;
        ShellReader::Stop stop;
        while ((stop = reader.next(&word)) == ShellReader::Stop::Word && isAssignment(word.text)) { }
        if (stop != ShellReader::Stop::Word || !isQemuProgram(word.text)) {
            // Not a command line (log text such as "host doesn't support …", a prompt, prose):
            // its quotes mean nothing to us, so reading goes on at the next line.
            const bool cutOff = reader.unterminatedQuoteLine() > 0;
            reader.forgetUnterminated();
            if (stop == ShellReader::Stop::Word)
                reader.skipLineFrom(word.raw.data() - data.data(), word.line);
            else if (cutOff)
                reader.skipLineFrom(lineStart, lineNumber);
            continue;
        }

        CommandLine command;
        command.line = word.line;
        command.arguments.append(std::move(word));
        bool warnedArguments = false;
        while (reader.next(&word) == ShellReader::Stop::Word) {
            if (command.arguments.size() < maxArguments) {
                command.arguments.append(std::move(word));
            } else if (!warnedArguments) {
                warnedArguments = true;
                out.diagnostics.append({ word.line, Severity::Warning,
                    Tr::tr("more than %1 arguments in one command line; the rest of it was not read").arg(maxArguments) });
            }
        }
        if (const int quoteLine = reader.unterminatedQuoteLine(); quoteLine > 0) {
            out.diagnostics.append({ quoteLine, Severity::Error,
                Tr::tr("a quote opened here is never closed (the paste seems cut off); the arguments before it were "
                       "read") });
            command.cutOff = true;
            reader.forgetUnterminated();
        }
        if (!hasOption(command))
            continue; // "kvm is a hypervisor": the word, not a command line
        if (out.commands.size() < maxCommands) {
            out.commands.append(std::move(command));
        } else if (!warnedCommands) {
            warnedCommands = true;
            out.diagnostics.append({ command.line, Severity::Warning,
                Tr::tr("more than %1 QEMU command lines; the rest were not read").arg(maxCommands) });
        }
    }
    return out;
}

struct RawLine
{
    QByteArrayView text;
    int number = 0;
};

/// The capture's own lines: "\n" only, since a "\r" inside an argument is payload.
QList<RawLine> feedLines(QByteArrayView data)
{
    QList<RawLine> lines;
    qsizetype start = 0;
    int number = 1;
    while (start < data.size()) {
        qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            end = data.size();
        lines.append({ data.sliced(start, end - start), number++ });
        start = end + 1;
    }
    return lines;
}

CommandLines splitProcBlocks(QByteArrayView data)
{
    CommandLines out;
    out.procBlocks = true;
    const QList<RawLine> lines = feedLines(data);
    qsizetype i = 0;
    int skipped = 0;
    int firstSkipped = 0;
    while (i < lines.size()) {
        int pid = 0;
        if (!isProcHeader(lines[i].text, &pid)) {
            if (!Text::trimmed(lines[i].text).isEmpty() && skipped++ == 0)
                firstSkipped = lines[i].number;
            ++i;
            continue;
        }
        // A capture pasted through a Windows clipboard ends every line with "\r".
        const bool crlf = lines[i].text.endsWith('\r');
        CommandLine command;
        command.line = lines[i].number;
        command.pid = pid;
        qsizetype end = i + 1;
        while (end < lines.size() && !isProcHeader(lines[end].text, nullptr))
            ++end;
        qsizetype last = end;
        // The block's closing empty line (printf '\n'); an empty argument before it stays.
        if (last > i + 1 && (lines[last - 1].text.isEmpty() || (crlf && lines[last - 1].text == "\r")))
            --last;
        for (qsizetype k = i + 1; k < last; ++k) {
            if (command.arguments.size() == maxArguments) {
                out.diagnostics.append({ lines[k].number, Severity::Warning,
                    Tr::tr("more than %1 arguments in one command line; the rest of it was not read").arg(maxArguments) });
                break;
            }
            QByteArray text = lines[k].text.toByteArray();
            if (crlf && text.endsWith('\r'))
                text.chop(1);
            text.replace('\001', '\n');
            command.arguments.append({ std::move(text), lines[k].number, {} });
        }
        if (command.arguments.isEmpty()) {
            out.diagnostics.append({ command.line, Severity::Info,
                Tr::tr("process %1 ended before its command line was read").arg(pid) });
        } else if (out.commands.size() < maxCommands) {
            out.commands.append(std::move(command));
        } else {
            out.diagnostics.append({ command.line, Severity::Warning,
                Tr::tr("more than %1 QEMU processes; the rest were not read").arg(maxCommands) });
            break;
        }
        i = end;
    }
    if (skipped > 0) {
        out.diagnostics.append({ firstSkipped, Severity::Info,
            Tr::tr("%n line(s) outside the \"==> /proc/PID/cmdline <==\" blocks were not read", nullptr, skipped) });
    }
    return out;
}

} // namespace

bool isQemuProgram(QByteArrayView word)
{
    const qsizetype slash = word.lastIndexOf('/');
    const QByteArrayView name = slash >= 0 ? word.sliced(slash + 1) : word;
    if (name == "kvm" || name == "qemu-kvm")
        return true;
    constexpr QByteArrayView prefix = "qemu-system-";
    if (!name.startsWith(prefix) || name.size() == prefix.size())
        return false;
    // The target name only ("x86_64", "aarch64"): "qemu-system-x86_64:" starts a log message.
    return std::all_of(name.begin() + prefix.size(), name.end(), isNameChar);
}

bool isProcHeader(QByteArrayView line, int* pid)
{
    QByteArrayView text = line;
    if (text.endsWith('\r'))
        text.chop(1);
    constexpr QByteArrayView open = "==> /proc/";
    constexpr QByteArrayView close = "/cmdline <==";
    if (!text.startsWith(open) || !text.endsWith(close) || text.size() <= open.size() + close.size())
        return false;
    const QByteArrayView digits = text.sliced(open.size(), text.size() - open.size() - close.size());
    int value = 0;
    if (!LineReading::toDecimal(digits, &value))
        return false;
    if (pid)
        *pid = value;
    return true;
}

CommandLines splitCommandLines(QByteArrayView data)
{
    for (qsizetype start = 0; start < data.size();) {
        qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            end = data.size();
        if (isProcHeader(data.sliced(start, end - start), nullptr))
            return splitProcBlocks(data);
        start = end + 1;
    }
    return splitPasted(data);
}

} // namespace Topo::Qemu
