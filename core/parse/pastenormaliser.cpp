// SPDX-License-Identifier: GPL-3.0-or-later
// The paste normaliser: e-mail quotes, code fences, uniform indentation, prompts and commands
// fused with the output, and the shell's noise after it, taken off before a parser reads a paste.
#include "parse/pastenormaliser.h"

#include "parse/pastedcommand.h"
#include "util/text.h"
#include "util/tr.h"

#include <algorithm>
#include <cstring>

namespace Topo {

using namespace PastedCommand;

namespace {

// ---- What a line is

/// The length of the e-mail quote marks a line starts with ("> ", ">> ", "> > ", ">>> "), 0 if none.
qsizetype quoteLength(QByteArrayView line)
{
    qsizetype i = 0;
    while (i < line.size() && i < 3 && line[i] == ' ')
        ++i;
    if (i >= line.size() || line[i] != '>')
        return 0;
    while (i < line.size() && line[i] == '>') {
        ++i;
        if (i + 1 < line.size() && line[i] == ' ' && line[i + 1] == '>')
            ++i;
    }
    if (i < line.size() && line[i] == ' ')
        ++i;
    return i;
}

struct Fence
{
    char mark = 0; // '`' or '~'; 0: not a fence
    qsizetype length = 0;
    bool bare = false; // nothing after the marks (only a bare fence closes a block)
};

/// A markdown code fence: ``` or ~~~ (three or more), an info string after an opening one.
Fence fenceOf(QByteArrayView line)
{
    const QByteArrayView t = Text::trimmed(line);
    if (t.size() < 3 || (t[0] != '`' && t[0] != '~'))
        return {};
    qsizetype n = 0;
    while (n < t.size() && t[n] == t[0])
        ++n;
    if (n < 3)
        return {};
    const QByteArrayView info = Text::trimmed(t.sliced(n));
    if (t[0] == '`' && info.contains('`'))
        return {}; // inline code, as CommonMark has it
    return { t[0], n, info.isEmpty() };
}

qsizetype leadingSpaces(QByteArrayView line)
{
    qsizetype n = 0;
    while (n < line.size() && line[n] == ' ')
        ++n;
    return n;
}

bool isBlank(QByteArrayView line)
{
    return Text::trimmed(line).isEmpty();
}

/// A markdown rule ("---") under which an author adds a remark; exactly three to five dashes,
/// so the long rules of mpirun's error boxes stay output.
bool isNoteRule(QByteArrayView line)
{
    const QByteArrayView t = Text::trimmed(line);
    return t.size() >= 3 && t.size() <= 5 && std::all_of(t.begin(), t.end(), [](char c) { return c == '-'; });
}

/// A sentence of a remark: words separated by single spaces, no tabs or aligned columns.
bool isProse(QByteArrayView line)
{
    const QByteArrayView t = Text::trimmed(line);
    if (t.contains('\t') || t.contains("  ") || mayBeCommandLine(t))
        return false;
    int words = 0;
    Text::Tokens tokens(t);
    QByteArrayView word;
    while (tokens.next(&word)) {
        int letters = 0;
        for (const char c : word)
            letters += (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ? 1 : 0;
        words += letters >= 2 ? 1 : 0;
    }
    return words >= 2;
}

/// Calls `look(line)` for every line of `data`, split as Text::splitLines() splits them, until
/// it returns false; nothing is allocated.
template<class Look>
void forEachLine(QByteArrayView data, Look&& look)
{
    const char* p = data.data();
    const char* end = p + data.size();
    const bool anyCr = std::memchr(p, '\r', size_t(data.size())) != nullptr; // most input has none
    while (p < end) {
        const char* lf = static_cast<const char*>(std::memchr(p, '\n', size_t(end - p)));
        const char* stop = lf ? lf : end;
        const char* cr = anyCr ? static_cast<const char*>(std::memchr(p, '\r', size_t(stop - p))) : nullptr;
        const char* lineEnd = cr ? cr : stop;
        if (!look(QByteArrayView(p, lineEnd - p)))
            return;
        if (cr)
            p = (cr + 1 < end && cr[1] == '\n') ? cr + 2 : cr + 1;
        else
            p = lf ? lf + 1 : end;
    }
}

/// The command line `line` would be rewritten as; isCommand false when it stays as it is.
CommandLine rewrittenCommand(QByteArrayView line)
{
    if (!mayBeCommandLine(line))
        return {};
    CommandLine command = readCommandLine(line);
    if (command.isCommand && command.output.isEmpty() && Text::isShellPromptLine(line))
        command.isCommand = false; // a prompt line every parser knows already
    return command;
}

// Command lines are looked for where a paste has them: near the top of a block and at the start
// of a section (after an empty line). Looking at every line would cost the fast path more than
// the parsers' own reading of a big capture.
constexpr qsizetype commandLinesAtTop = 32;

bool mayHoldCommand(qsizetype lineInBlock, bool afterEmptyLine)
{
    return lineInBlock < commandLinesAtTop || afterEmptyLine;
}

/// The fast path: one pass that looks at how each line begins, true when the slow one might
/// change anything.
bool mayNeedNormalising(QByteArrayView input)
{
    bool maybe = false;
    int quoted = 0;
    qsizetype commonIndent = -1;
    qsizetype index = 0;
    bool afterEmpty = false;
    bool first = true;
    QByteArrayView last;
    QByteArray storage;
    forEachLine(input, [&](QByteArrayView line) {
        const qsizetype lineIndex = index++;
        qsizetype start = 0;
        while (start < line.size() && (line[start] == ' ' || line[start] == '\t'))
            ++start;
        if (start == line.size()) {
            afterEmpty = true;
            return true;
        }
        const char c = line[start];
        if (c == '`' || c == '~')
            maybe = fenceOf(line).mark || (first && c == '`'); // a fence, or inline code quotes around it all
        else if (c == '>')
            quoted += quoteLength(line) > 0 ? 1 : 0;
        else if (c == '-')
            maybe = isNoteRule(line);
        if (commonIndent != 0) {
            const qsizetype indent = leadingSpaces(line);
            commonIndent = commonIndent < 0 ? indent : std::min(commonIndent, indent);
        }
        if (!maybe && mayHoldCommand(lineIndex, afterEmpty)) {
            const QByteArrayView plain = Text::containsEscape(line) ? QByteArrayView(storage = Text::stripAnsi(line)) : line;
            maybe = rewrittenCommand(plain).isCommand;
        }
        first = false;
        afterEmpty = false;
        last = line;
        return !maybe;
    });
    return maybe || quoted >= 2 || commonIndent >= 2 || isBarePrompt(last) || isJobNotice(last);
}

QString lineRange(int first, int last)
{
    return first == last ? Tr::tr("line %1").arg(first) : Tr::tr("lines %1\u2013%2").arg(first).arg(last);
}

// ---- The slow path

// A paste is never this long; past it the input is read as it is, which bounds the memory one
// view per line takes on hostile input made of little but line breaks.
constexpr qsizetype maxPasteLines = 1 << 20;

/// A run of lines, [begin, end) as indexes into the paste (line number - 1).
struct Block
{
    qsizetype begin = 0;
    qsizetype end = 0;
};

class Normaliser
{
public:
    /// False when the input has too many lines to be a paste.
    bool load(QByteArrayView input)
    {
        const QList<Text::Line> lines = Text::splitLines(input);
        if (lines.isEmpty() || lines.last().number > maxPasteLines)
            return false;
        m_text.resize(lines.last().number);
        for (const Text::Line& line : lines)
            m_text[line.number - 1] = line.text;
        if (Text::startsWith(m_text[0], "\xef\xbb\xbf"))
            m_text[0] = m_text[0].sliced(3);
        return true;
    }

    NormalisedPaste run()
    {
        stripQuotes();
        for (const Block& block : codeBlocks()) {
            stripInlineBackquotes(block);
            stripIndentation(block);
            readCommandLines(block);
        }
        dropTrailingNoise();

        NormalisedPaste out;
        if (!m_changed)
            return out;
        out.changed = true;
        qsizetype size = 0;
        for (const QByteArrayView line : std::as_const(m_text))
            size += line.size() + 1;
        out.text.reserve(size);
        for (const QByteArrayView line : std::as_const(m_text)) {
            out.text += line;
            out.text += '\n';
        }
        std::stable_sort(m_notes.begin(), m_notes.end(), [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
        out.notes = std::move(m_notes);
        out.movedLines = std::move(m_moved);
        return out;
    }

private:
    static int numberOf(qsizetype index) { return int(index + 1); }

    void note(qsizetype index, const QString& message)
    {
        m_notes.append({ numberOf(index), Severity::Info, message });
        m_changed = true;
    }

    QByteArrayView keep(QByteArray bytes)
    {
        m_storage.append(std::move(bytes));
        return m_storage.last(); // QByteArray's data stays where it is when the list grows
    }

    bool blank(qsizetype i) const { return isBlank(m_text[i]); }

    /// Every line of one passage of quoted lines loses its quote marks; unquoted lines before
    /// and after it (the "… wrote:" line, a signature) are left out. Quoted and unquoted lines
    /// taking turns is a conversation, not a paste of output: left alone.
    void stripQuotes()
    {
        qsizetype first = -1;
        qsizetype last = -1;
        int quoted = 0;
        for (qsizetype i = 0; i < m_text.size(); ++i) {
            if (quoteLength(m_text[i]) > 0) {
                first = first < 0 ? i : first;
                last = i;
                ++quoted;
            }
        }
        int before = 0;
        int after = 0;
        for (qsizetype i = 0; i < m_text.size(); ++i) {
            if (blank(i) || quoteLength(m_text[i]) > 0)
                continue;
            if (i > first && i < last)
                return;
            (i < first ? before : after) += 1;
        }
        if (quoted < 2 || before + after > quoted)
            return;
        const QByteArrayView marks = Text::trimmed(m_text[first].first(quoteLength(m_text[first])));
        note(first, Tr::tr("removed the e-mail quote marks %1 from %2")
                        .arg(Text::excerpt(marks, 12), lineRange(numberOf(first), numberOf(last))));
        if (before > 0)
            note(0, Tr::tr("left out %n line(s) of text before the quoted lines", nullptr, before));
        if (after > 0)
            note(last + 1, Tr::tr("left out %n line(s) of text after the quoted lines", nullptr, after));
        for (qsizetype i = 0; i < m_text.size(); ++i)
            m_text[i] = i < first || i > last ? QByteArrayView() : m_text[i].sliced(quoteLength(m_text[i]));
    }

    /// The code blocks of the paste, their fences and the text around them left out; the whole
    /// paste as one block when it has none. A block left open runs to the end; a fence alone
    /// at the end closes a block the paste began inside of.
    QList<Block> codeBlocks()
    {
        QList<qsizetype> fences;
        for (qsizetype i = 0; i < m_text.size(); ++i) {
            if (fenceOf(m_text[i]).mark)
                fences.append(i);
        }
        if (fences.isEmpty())
            return { Block { 0, m_text.size() } };
        qsizetype lastContent = m_text.size() - 1;
        while (lastContent >= 0 && blank(lastContent))
            --lastContent;
        if (fences.size() == 1 && fences.first() == lastContent) {
            note(lastContent, Tr::tr("the code fence %1 closes a block the paste began inside of; it is not output")
                                  .arg(Text::excerpt(Text::trimmed(m_text[lastContent]), 20)));
            m_text[lastContent] = {};
            return { Block { 0, lastContent } };
        }

        QList<Block> blocks;
        int outside = 0;
        qsizetype firstOutside = -1;
        qsizetype lastOutside = -1; // the last text line outside a block, if it is just above one
        Fence open;
        qsizetype openedAt = -1;
        for (qsizetype i = 0; i < m_text.size(); ++i) {
            const Fence fence = fenceOf(m_text[i]);
            if (openedAt < 0) {
                if (fence.mark) {
                    if (lastOutside >= 0 && mentionCommand(lastOutside))
                        --outside;
                    open = fence;
                    openedAt = i;
                    lastOutside = -1;
                } else if (!blank(i)) {
                    ++outside;
                    firstOutside = firstOutside < 0 ? i : firstOutside;
                    lastOutside = i;
                }
                continue;
            }
            if (fence.mark == open.mark && fence.length >= open.length && fence.bare) {
                noteBlock(openedAt, numberOf(i));
                blocks.append({ openedAt + 1, i });
                m_text[openedAt] = {};
                m_text[i] = {};
                openedAt = -1;
            }
        }
        if (openedAt >= 0) {
            noteBlock(openedAt, 0);
            blocks.append({ openedAt + 1, m_text.size() });
            m_text[openedAt] = {};
        }
        if (outside > 0) {
            note(firstOutside, Tr::tr("left out %n line(s) of text outside the code blocks", nullptr, outside));
            QList<bool> inside(m_text.size(), false);
            for (const Block& b : std::as_const(blocks))
                std::fill(inside.begin() + b.begin, inside.begin() + b.end, true);
            for (qsizetype i = 0; i < m_text.size(); ++i) {
                if (!inside[i] && !m_mentions.contains(i))
                    m_text[i] = {};
            }
        }
        return blocks;
    }

    void noteBlock(qsizetype openedAt, int closedOn)
    {
        const QString mark = Text::excerpt(Text::trimmed(m_text[openedAt]), 20);
        note(openedAt, closedOn
                ? Tr::tr("read the code block %1 up to its closing fence on line %2; the fences are not output").arg(mark, QString::number(closedOn))
                : Tr::tr("read the code block %1 to the end of the paste (it is not closed); the fence is not output").arg(mark));
    }

    /// "`nvidia-smi topo -p2p r`:" or "### lspci -tv" just above a code block: the command that
    /// printed it (for some formats the only place that says what was measured), kept as its
    /// prompt line.
    bool mentionCommand(qsizetype i)
    {
        QByteArrayView t = Text::trimmed(m_text[i]);
        auto decoration = [](char c) { return c == '#' || c == '*' || c == '`' || c == ' ' || c == ':'; };
        while (!t.isEmpty() && decoration(t.front()))
            t = t.sliced(1);
        while (!t.isEmpty() && decoration(t.back()))
            t.chop(1);
        const CommandLine command = readCommandLine(t);
        if (!command.isCommand || !command.prompt.isEmpty() || !command.output.isEmpty())
            return false;
        note(i, Tr::tr("took %1 above the code block for the command that printed it").arg(Text::excerpt(command.command)));
        m_text[i] = keep("$ " + command.command.toByteArray());
        m_mentions.append(i);
        return true;
    }

    /// "`IOMMU Group 0 …" … "…(rev a1)`": a paste wrapped in inline code quotes.
    void stripInlineBackquotes(const Block& block)
    {
        qsizetype first = block.begin;
        while (first < block.end && blank(first))
            ++first;
        qsizetype last = block.end - 1;
        while (last > first && blank(last))
            --last;
        if (last <= first)
            return;
        const QByteArrayView head = Text::trimmed(m_text[first]);
        const QByteArrayView tail = Text::trimmed(m_text[last]);
        if (head.size() < 2 || head[0] != '`' || head[1] == '`' || !tail.endsWith('`') || tail.endsWith("``"))
            return;
        m_text[first] = head.sliced(1);
        m_text[last] = tail.first(tail.size() - 1);
        note(first, Tr::tr("removed the backquotes around %1").arg(lineRange(numberOf(first), numberOf(last))));
    }

    /// The same run of spaces before every line (a markdown list item, an indented code block)
    /// is not the output's own: lspci and nvidia-smi indent with tabs, or only some lines.
    void stripIndentation(const Block& block)
    {
        qsizetype indent = -1;
        qsizetype first = -1;
        qsizetype last = -1;
        for (qsizetype i = block.begin; i < block.end; ++i) {
            if (blank(i))
                continue;
            indent = indent < 0 ? leadingSpaces(m_text[i]) : std::min(indent, leadingSpaces(m_text[i]));
            first = first < 0 ? i : first;
            last = i;
        }
        // One space is the output's own (nvidia-smi's -p2p rows start with one); a list item
        // or a code block indents by two or more.
        if (indent < 2)
            return;
        for (qsizetype i = block.begin; i < block.end; ++i)
            m_text[i] = m_text[i].sliced(std::min(indent, leadingSpaces(m_text[i])));
        note(first, Tr::tr("removed the %n space(s) of indentation every line had, %1", nullptr, int(indent))
                        .arg(lineRange(numberOf(first), numberOf(last))));
    }

    /// A prompt no parser knows, or a bare command, becomes "$ command"; a command with its
    /// output on the same line leaves the output there and moves up to the empty line above it,
    /// or is left out when there is none.
    void readCommandLines(const Block& block)
    {
        for (qsizetype i = block.begin; i < block.end; ++i) {
            QByteArrayView text = m_text[i];
            if (!mayHoldCommand(i - block.begin, i > block.begin && blank(i - 1)))
                continue;
            if (Text::containsEscape(text)) {
                const QByteArray plain = Text::stripAnsi(text);
                if (!mayBeCommandLine(plain))
                    continue;
                text = keep(plain);
            } else if (!mayBeCommandLine(text)) {
                continue;
            }
            const CommandLine command = rewrittenCommand(text);
            if (!command.isCommand)
                continue;
            const QString what = Text::excerpt(command.command);
            if (!command.prompt.isEmpty() && !Text::isShellPromptLine(text)) {
                note(i, Tr::tr("took %1 for the shell prompt before the command %2")
                            .arg(Text::excerpt(Text::trimmed(command.prompt), 30), what));
            } else if (command.prompt.isEmpty() && command.output.isEmpty()) {
                note(i, Tr::tr("took %1 for the command that printed what follows").arg(what));
            }
            const QByteArrayView commandLine = Text::isShellPromptLine(text)
                ? Text::trimmed(QByteArrayView(text.data(), command.command.data() + command.command.size() - text.data()))
                : keep("$ " + command.command.toByteArray());
            if (command.output.isEmpty()) {
                m_text[i] = commandLine;
            } else if (i > 0 && blank(i - 1)) {
                note(i, Tr::tr("the command %1 and the first line of its output were on one line; read them as two").arg(what));
                m_text[i - 1] = commandLine;
                m_text[i] = command.output;
                m_moved.append({ numberOf(i - 1), numberOf(i) });
            } else {
                note(i, Tr::tr("the command %1 was on the first line of its output; read the output alone").arg(what));
                m_text[i] = command.output;
            }
        }
    }

    /// The prompt the shell printed after the output, its job notices and an author's remark
    /// under a "---" rule at the end are no output.
    void dropTrailingNoise()
    {
        qsizetype last = m_text.size() - 1;
        for (; last >= 0; --last) {
            if (blank(last))
                continue;
            if (isBarePrompt(m_text[last])) {
                note(last, Tr::tr("left out the shell prompt after the output"));
            } else if (isJobNotice(m_text[last])) {
                note(last, Tr::tr("left out the shell's job notice after the output"));
            } else {
                break;
            }
            m_text[last] = {};
        }
        // The remark: a few sentences under the rule, and output above it.
        int remark = 0;
        for (qsizetype i = last; i >= 0 && remark <= 5; --i) {
            if (blank(i))
                continue;
            if (!isNoteRule(m_text[i])) {
                if (!isProse(m_text[i]))
                    return;
                ++remark;
                continue;
            }
            const qsizetype above = std::count_if(m_text.cbegin(), m_text.cbegin() + i, [](QByteArrayView l) { return !isBlank(l); });
            if (remark == 0 || above < 3)
                return;
            note(i, Tr::tr("left out the remark under the rule %1, %2")
                        .arg(Text::excerpt(Text::trimmed(m_text[i])), lineRange(numberOf(i), numberOf(last))));
            std::fill(m_text.begin() + i, m_text.begin() + last + 1, QByteArrayView());
            return;
        }
    }

    QList<QByteArrayView> m_text; // per input line (index = number - 1), as the output reads it
    QList<QByteArray> m_storage;
    QList<qsizetype> m_mentions;
    QList<QPair<int, int>> m_moved;
    Diagnostics m_notes;
    bool m_changed = false;
};

} // namespace

int NormalisedPaste::inputLine(int line) const
{
    for (const auto& [moved, from] : movedLines) {
        if (moved == line)
            return from;
    }
    return line;
}

NormalisedPaste normalisePaste(QByteArrayView input)
{
    if (Text::trimmed(input).isEmpty() || Text::looksBinary(input) || !mayNeedNormalising(input))
        return {};
    Normaliser normaliser;
    if (!normaliser.load(input))
        return {};
    return normaliser.run();
}

void pointAtInput(const NormalisedPaste& paste, Diagnostics* diagnostics)
{
    if (!paste.changed)
        return;
    for (Diagnostic& d : *diagnostics)
        d.line = paste.inputLine(d.line);
    *diagnostics = paste.notes + *diagnostics;
}

} // namespace Topo
