// SPDX-License-Identifier: GPL-3.0-or-later
// lspci's one-line machine-readable form: -mm, -mmnn, -mm -D, and the older -m.
#include "parse/lspci/lspci.h"

#include "parse/lspci/lspcilines.h"
#include "parse/lspci/machinereadable.h"
#include "util/text.h"
#include "util/tr.h"

#include <QSet>

#include <algorithm>

namespace Topo {

namespace {

using namespace Lspci;
using namespace LspciMachineReadable;

/// One line split as a shell would (print_shell_escaped() in pciutils' lspci.c quotes every
/// name and puts a backslash before '"' and '\'): the slot, then the positional fields (class,
/// vendor, device, subsystem vendor, subsystem) and "-r01"-style options in any order.
struct MmLine
{
    QByteArrayView slot;
    QList<QByteArray> positional;
    QList<QByteArrayView> options;
    bool unterminatedQuote = false;
};

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

std::optional<MmLine> splitMmLine(QByteArrayView line)
{
    qsizetype pos = 0;
    while (pos < line.size() && isBlank(line[pos]))
        ++pos;
    const qsizetype slotStart = pos;
    while (pos < line.size() && !isBlank(line[pos]))
        ++pos;
    MmLine out;
    out.slot = line.sliced(slotStart, pos - slotStart);
    // Cheap refusals first: this runs on every line of whatever is being sniffed.
    if (out.slot.isEmpty() || Text::hexDigitValue(out.slot[0]) < 0 || !out.slot.contains(':'))
        return std::nullopt;
    while (pos < line.size()) {
        while (pos < line.size() && isBlank(line[pos]))
            ++pos;
        if (pos >= line.size())
            break;
        if (line[pos] != '"') {
            const qsizetype start = pos;
            while (pos < line.size() && !isBlank(line[pos]))
                ++pos;
            const QByteArrayView word = line.sliced(start, pos - start);
            // lspci quotes every name, even an empty one; a bare word means other text, such
            // as a line of plain lspci with the same address in front.
            if (word.size() < 2 || word[0] != '-')
                return std::nullopt;
            out.options.append(word);
            continue;
        }
        QByteArray field;
        ++pos;
        bool closed = false;
        while (pos < line.size()) {
            const char c = line[pos++];
            if (c == '\\' && pos < line.size()) {
                field += line[pos++];
            } else if (c == '"') {
                closed = true;
                break;
            } else {
                field += c;
            }
        }
        out.unterminatedQuote = out.unterminatedQuote || !closed;
        out.positional.append(std::move(field));
    }
    return out;
}

/// Class, vendor and device: the fields every version of lspci -m prints.
constexpr qsizetype requiredFields = 3;

/// A line that reads as -mm output; a looser check than the parser's, for the sniffer.
bool looksLikeMmLine(QByteArrayView text)
{
    const std::optional<MmLine> line = splitMmLine(text);
    return line && readSlot(line->slot) && line->positional.size() >= requiredFields
        && !line->unterminatedQuote;
}

} // namespace

ParseResult<QList<PciDevice>> parseLspciMm(QByteArrayView data)
{
    QByteArray storage;
    const QByteArrayView input = scannableText(data, &storage);
    QList<PciDevice> devices;
    QSet<Bdf> seen;
    QSet<QByteArray> unknownOptions;
    Diagnostics notes;
    LineWarnings warnings;
    int firstLine = 0;

    for (const Text::Line& line : Text::splitLines(input)) {
        const QByteArrayView text = rightTrimmed(line.text);
        if (text.isEmpty())
            continue;
        if (firstLine == 0)
            firstLine = line.number;
        std::optional<MmLine> split = splitMmLine(text);
        SlotForm form = SlotForm::Invalid;
        const std::optional<Bdf> bdf = split ? readSlot(split->slot, &form) : std::nullopt;
        if (!bdf) {
            if (Text::isShellPromptLine(text))
                continue;
            warnings.add(line.number, [&] {
                if (form == SlotForm::PathWithoutBuses)
                    return Tr::tr("Skipped %1: an lspci -P path does not name the device's bus "
                                  "(lspci -PP names every bus).")
                        .arg(Text::excerpt(split->slot));
                return Tr::tr("Skipped a line that is not an lspci -mm device line: %1")
                    .arg(Text::excerpt(text));
            });
            continue;
        }
        if (split->positional.size() < requiredFields) {
            warnings.add(line.number, [&] {
                return Tr::tr("Skipped %1: lspci -mm gives every device a class, a vendor and a device "
                              "in quotes; this line has %n of them.",
                    nullptr, int(split->positional.size()))
                    .arg(bdf->toString());
            });
            continue;
        }
        if (split->unterminatedQuote) {
            warnings.add(line.number, [&] {
                return Tr::tr(
                    "A quote is not closed on the line of %1; its last field runs to the end of the line.")
                    .arg(bdf->toString());
            });
        }
        Fields fields;
        fields.bdf = *bdf;
        fields.className = split->positional[0];
        fields.vendor = split->positional[1];
        fields.device = split->positional[2];
        for (const QByteArrayView option : std::as_const(split->options)) {
            const char letter = option[1];
            const int value = readHexByte(option.sliced(2));
            if ((letter == 'r' || letter == 'p') && value >= 0) {
                (letter == 'r' ? fields.revision : fields.progIf) = value;
                continue;
            }
            // New options "will always have a single argument not separated from the option by
            // any spaces, so they can be easily ignored" (lspci(8)).
            const QByteArray name = option.toByteArray();
            if (!unknownOptions.contains(name.first(2))) {
                unknownOptions.insert(name.first(2));
                notes.append({line.number, Severity::Info,
                    Tr::tr("Ignored the option %1 (first on this line), which this version does not know.")
                        .arg(Text::excerpt(option))});
            }
        }
        if (seen.contains(*bdf)) {
            warnings.add(line.number, [&] {
                return Tr::tr("%1 is listed more than once; the first entry is kept.").arg(bdf->toString());
            });
            continue;
        }
        seen.insert(*bdf);
        devices.append(deviceFromFields(fields));
    }

    ParseResult<QList<PciDevice>> result;
    if (devices.isEmpty()) {
        if (firstLine == 0)
            result.error(0, Tr::tr("The input is empty: expected the output of lspci -mm."));
        else
            result.error(warnings.firstLine() ? warnings.firstLine() : firstLine,
                Tr::tr("This is not lspci -mm output: expected lines like "
                       "00:00.0 \"Host bridge\" \"Intel Corporation\" \"Device 0d57\" -p00 \"\" \"\"."));
        return result;
    }
    warnings.appendTo(result.diagnostics);
    result.diagnostics.append(notes);
    result.value = std::move(devices);
    return result;
}

int sniffLspciMm(QByteArrayView data)
{
    const QList<Text::Line> lines = sniffedHeadLines(data);
    int devices = 0;
    int others = 0;
    for (const Text::Line& line : std::as_const(lines)) {
        const QByteArrayView text = rightTrimmed(line.text);
        if (text.isEmpty() || Text::isShellPromptLine(text))
            continue;
        if (looksLikeMmLine(text))
            ++devices;
        else
            ++others;
    }
    if (devices == 0)
        return 0;
    return 95 * devices / (devices + others);
}

} // namespace Topo
