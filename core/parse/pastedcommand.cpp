// SPDX-License-Identifier: GPL-3.0-or-later
// Command lines in pastes: any prompt before a command of a tool TopoLens reads, and where the
// command's words end and its output begins when the two share a line.
#include "parse/pastedcommand.h"

#include "util/text.h"

namespace Topo::PastedCommand {

using Text::is;
using Text::startsWith;

namespace {

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// "01:00.0 " or "0000:01:00.0": how every line of lspci's device lists begins.
bool startsWithBdf(QByteArrayView text)
{
    auto at = [&](qsizetype i, bool (*test)(char)) { return i < text.size() && test(text[i]); };
    auto sep = [&](qsizetype i, char c) { return i < text.size() && text[i] == c; };
    qsizetype p = 0;
    if (at(0, isHex) && at(1, isHex) && at(2, isHex) && at(3, isHex) && sep(4, ':'))
        p = 5;
    return at(p, isHex) && at(p + 1, isHex) && sep(p + 2, ':') && at(p + 3, isHex) && at(p + 4, isHex)
        && sep(p + 5, '.') && at(p + 6, isDigit);
}

bool nvidiaSmiOutput(QByteArrayView t)
{
    // A matrix header ("GPU0 GPU1 … CPU Affinity"), the -q banner, XML, or the default table.
    return (startsWith(t, "GPU") && t.size() > 3 && isDigit(t[3])) || startsWith(t, "==") || startsWith(t, "<?xml")
        || startsWith(t, "+-");
}

bool lspciOutput(QByteArrayView t)
{
    return startsWith(t, "-[") || startsWith(t, "-+-[") || startsWith(t, "+-[") || startsWith(t, "\\-[")
        || startsWithBdf(t) || startsWith(t, "Slot:");
}

bool numactlOutput(QByteArrayView t)
{
    return startsWith(t, "available:");
}

bool kernelCmdlineOutput(QByteArrayView t)
{
    return t.contains('=') && !t.contains('\t');
}

bool sysfsListingOutput(QByteArrayView t)
{
    return startsWith(t, "/sys/") || startsWith(t, "/proc/") || startsWith(t, "/etc/");
}

bool nvbandwidthOutput(QByteArrayView t)
{
    return startsWith(t, "nvbandwidth Version");
}

bool p2pTestOutput(QByteArrayView t)
{
    return startsWith(t, "[P2P");
}

bool ncclTestsOutput(QByteArrayView t)
{
    return startsWith(t, "#");
}

bool libvirtOutput(QByteArrayView t)
{
    return startsWith(t, "<domain");
}

bool neverOutput(QByteArrayView)
{
    return false;
}

enum class Paths { No, BeforeOptions, Always };

/// A tool whose command lines are recognised. `valueOptions` lists the options whose value is
/// the next word ("*": every option has one, as in nccl-tests); `subcommands` the words that
/// belong to the command ("topo").
struct KnownProgram
{
    QByteArrayView name; // the last path component of the command ("*_perf": any nccl-tests program)
    QByteArrayView subcommands;
    QByteArrayView valueOptions;
    Paths paths;
    bool (*startsOutput)(QByteArrayView text);
};

const KnownProgram knownPrograms[] = {
    { "nvidia-smi", " topo nvlink mig ", " -i --id -f --filename -d --display -l --loop -lms --loop-ms -p2p --p2pstatus ",
        Paths::No, nvidiaSmiOutput },
    { "lspci", "", " -s -d -i -p -A -O -H -F ", Paths::No, lspciOutput },
    { "numactl", "", " -C --physcpubind -N --cpunodebind -m --membind -p --preferred -i --interleave ", Paths::No,
        numactlOutput },
    { "cat", "", "", Paths::Always, kernelCmdlineOutput },
    { "find", "", " -type -name -path -maxdepth -mindepth ", Paths::BeforeOptions, sysfsListingOutput },
    { "grep", "", " -e -f -m ", Paths::Always, sysfsListingOutput },
    { "nvbandwidth", "", " -t --testcase -b --bufferSize -i --testSamples -p --testcasePrefixes ", Paths::No,
        nvbandwidthOutput },
    { "p2pBandwidthLatencyTest", "", "", Paths::No, p2pTestOutput },
    { "*_perf", "", "*", Paths::No, ncclTestsOutput },
    { "virsh", " dumpxml list ", "", Paths::No, libvirtOutput },
    { "qm", " showcmd config ", "", Paths::No, neverOutput },
    { "lstopo", "", "", Paths::No, neverOutput },
};

bool inWordList(QByteArrayView list, QByteArrayView word)
{
    if (word.isEmpty() || list.isEmpty())
        return false;
    for (qsizetype at = list.indexOf(word); at >= 0; at = list.indexOf(word, at + 1)) {
        if (at > 0 && list[at - 1] == ' ' && at + word.size() < list.size() && list[at + word.size()] == ' ')
            return true;
    }
    return false;
}

QByteArrayView baseName(QByteArrayView token)
{
    const qsizetype slash = token.lastIndexOf('/');
    return slash < 0 ? token : token.sliced(slash + 1);
}

const KnownProgram* programOf(QByteArrayView token)
{
    const QByteArrayView name = baseName(token);
    bool isNcclTest = name.size() > 5 && name.endsWith("_perf");
    for (const char c : isNcclTest ? name.first(name.size() - 5) : QByteArrayView()) {
        if (!((c >= 'a' && c <= 'z') || c == '_'))
            isNcclTest = false;
    }
    const QByteArrayView wanted = isNcclTest ? QByteArrayView("*_perf") : name;
    for (const KnownProgram& program : knownPrograms) {
        if (program.name == wanted)
            return &program;
    }
    return nullptr;
}

/// "-m", "--matrix", "--query-gpu=name,pci.bus_id": not lspci's "-[0000:00]-+-…" nor a number.
bool isOption(QByteArrayView token)
{
    if (token.size() < 2 || token[0] != '-')
        return false;
    const qsizetype start = token.size() > 2 && token[1] == '-' ? 2 : 1;
    const char first = token[start];
    if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z') || first == '2'))
        return false;
    for (const char c : token.sliced(start)) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '-' || c == '_';
        if (!plain && c != '=' && c != ',' && c != '.' && c != ':' && c != '/')
            return false;
    }
    return true;
}

bool isPath(QByteArrayView token)
{
    return startsWith(token, "/") || startsWith(token, "./") || startsWith(token, "../") || startsWith(token, "~/");
}

/// Words before a command that are part of it: sudo and its options, VAR=value assignments.
bool isCommandPrefix(QByteArrayView token)
{
    if (is(token, "sudo") || is(token, "time") || is(token, "env"))
        return true;
    const qsizetype equals = token.indexOf('=');
    if (equals <= 0)
        return false;
    for (const char c : token.first(equals)) {
        if (!((c >= 'A' && c <= 'Z') || c == '_' || isDigit(c)))
            return false;
    }
    return true;
}

bool isPromptEnd(QByteArrayView prompt)
{
    const QByteArrayView t = Text::trimmed(prompt);
    if (t.isEmpty() || t.size() > 120 || t.contains('\t'))
        return false;
    const char last = t.back();
    if (last == '$' || last == '#' || last == '%' || last == '>' || last == '~')
        return true;
    // ❯ (starship, pure), ➜ (oh-my-zsh), λ, »: the prompts of popular shell themes.
    return t.endsWith("\xe2\x9d\xaf") || t.endsWith("\xe2\x9e\x9c") || t.endsWith("\xce\xbb") || t.endsWith("\xc2\xbb");
}

struct Word
{
    QByteArrayView text;
    qsizetype start = 0;
    qsizetype end = 0;
};

/// The next space- or tab-separated word of `line` from `from`.
bool nextWord(QByteArrayView line, qsizetype* from, Word* word)
{
    qsizetype i = *from;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    if (i >= line.size())
        return false;
    const qsizetype start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t')
        ++i;
    *word = { line.sliced(start, i - start), start, i };
    *from = i;
    return true;
}

bool isShellOperator(QByteArrayView token)
{
    return is(token, "|") || is(token, "||") || is(token, "&&") || is(token, ";") || startsWith(token, ">")
        || startsWith(token, "2>") || startsWith(token, "&>") || startsWith(token, "<");
}

} // namespace

bool mayBeCommandLine(QByteArrayView line)
{
    const QByteArrayView t = Text::trimmed(line);
    if (t.isEmpty() || t.size() > 400)
        return false;
    const auto first = static_cast<unsigned char>(t[0]);
    if (first == '$' || first == '#' || first == '%' || first == '>' || first == '[' || first == '(' || first == '~'
        || first >= 0x80)
        return true;
    if (t.first(std::min<qsizetype>(t.size(), 64)).contains('@'))
        return true;
    QByteArrayView word = Text::firstWord(t);
    return isCommandPrefix(word) || programOf(word);
}

CommandLine readCommandLine(QByteArrayView line)
{
    CommandLine out;
    if (!mayBeCommandLine(line))
        return out;
    // The program: the first known one among the first words, all words before it a prompt
    // (or sudo and variable assignments, which belong to the command).
    qsizetype at = 0;
    Word word;
    qsizetype commandStart = -1;
    const KnownProgram* program = nullptr;
    for (int words = 0; words < 16 && nextWord(line, &at, &word); ++words) {
        if (commandStart < 0 && isCommandPrefix(word.text)) {
            commandStart = word.start;
            continue;
        }
        if ((program = programOf(word.text)))
            break;
        if (commandStart >= 0 && word.text.startsWith('-'))
            continue; // sudo's own options
        commandStart = -1;
    }
    if (!program)
        return out;
    if (commandStart < 0)
        commandStart = word.start;
    const QByteArrayView prompt = line.first(commandStart);
    const bool bare = Text::trimmed(prompt).isEmpty();
    if (!bare && !isPromptEnd(prompt))
        return out;

    // Its options and arguments, up to the first word that cannot be one.
    qsizetype commandEnd = word.end;
    bool sawOption = false;
    bool piped = false;
    Word next;
    qsizetype restStart = -1;
    while (nextWord(line, &at, &next)) {
        if (isShellOperator(next.text)) {
            piped = true; // what follows is the pipeline's, not output
            break;
        }
        if (isOption(next.text)) {
            sawOption = true;
            commandEnd = next.end;
            const bool hasValue = program->valueOptions == "*" || inWordList(program->valueOptions, next.text);
            if (hasValue && !next.text.contains('=') && nextWord(line, &at, &next))
                commandEnd = next.end;
            continue;
        }
        if (inWordList(program->subcommands, next.text)
            || (isPath(next.text)
                && (program->paths == Paths::Always || (program->paths == Paths::BeforeOptions && !sawOption)))) {
            commandEnd = next.end;
            continue;
        }
        restStart = next.start;
        break;
    }
    const QByteArrayView rest = restStart < 0 ? QByteArrayView() : line.sliced(restStart);
    const bool isOutput = !piped && !rest.isEmpty() && program->startsOutput(rest);
    if (bare && !piped && !rest.isEmpty() && !isOutput)
        return out; // "lspci shows the tree": prose that begins with a program's name
    out.isCommand = true;
    out.prompt = prompt;
    if (isOutput) {
        out.command = Text::trimmed(line.sliced(commandStart, commandEnd - commandStart));
        out.output = rest;
    } else {
        out.command = Text::trimmed(line.sliced(commandStart));
    }
    return out;
}

bool isBarePrompt(QByteArrayView line)
{
    const QByteArrayView t = Text::trimmed(line);
    if (t.isEmpty() || t.size() > 120 || t.contains('\t'))
        return false;
    const char last = t.back();
    if (last != '$' && last != '#' && last != '%')
        return false;
    if (is(t, "$"))
        return true;
    // "#" alone closes every nccl-tests run, and rules of "#" or "%" are no prompts: a prompt
    // names a user, a host or a folder.
    bool hasLetter = false;
    for (const char c : t)
        hasLetter = hasLetter || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    return hasLetter && (t.contains('@') || t.startsWith('[') || t.contains(":~") || !t.contains(' '));
}

bool isJobNotice(QByteArrayView line)
{
    const QByteArrayView t = Text::trimmed(line);
    if (t.size() < 4 || t[0] != '[')
        return false;
    qsizetype i = 1;
    while (i < t.size() && isDigit(t[i]))
        ++i;
    if (i == 1 || i >= t.size() || t[i] != ']')
        return false;
    ++i;
    if (i < t.size() && (t[i] == '+' || t[i] == '-'))
        ++i;
    const QByteArrayView state = Text::trimmed(t.sliced(i));
    return startsWith(state, "Done") || startsWith(state, "Exit ") || startsWith(state, "Terminated")
        || startsWith(state, "Killed") || startsWith(state, "Stopped") || startsWith(state, "Running");
}

} // namespace Topo::PastedCommand
