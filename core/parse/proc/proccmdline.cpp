// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel command line, /proc/cmdline.
#include "parse/proc/proc.h"

#include "parse/linereading.h"
#include "util/tr.h"
#include "util/text.h"

#include <QHash>

#include <algorithm>

namespace Topo {

namespace {

using namespace LineReading;

struct CmdlineArgument
{
    QByteArrayView name;
    QByteArrayView value;
    bool hasValue = false;
};

bool isCmdlineSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

/// Takes one argument off the front of `args` the way the kernel's next_arg() does
/// (kernel/params.c), so quoting reads as the kernel read it: `dyndbg="file x +p"` is one
/// argument, and quotes around a value or a whole argument are not part of it.
CmdlineArgument takeArgument(QByteArrayView& args)
{
    bool inQuote = false;
    bool quoted = false;
    if (Text::startsWith(args, "\"")) {
        args = args.sliced(1);
        inQuote = quoted = true;
    }
    qsizetype end = 0;
    qsizetype equals = -1;
    for (; end < args.size(); ++end) {
        const char c = args[end];
        if (isCmdlineSpace(c) && !inQuote)
            break;
        if (equals < 0 && c == '=' && end > 0)
            equals = end;
        if (c == '"')
            inQuote = !inQuote;
    }
    const QByteArrayView argument = args.first(end);
    args = Text::trimmed(args.sliced(end));
    if (equals < 0) {
        QByteArrayView name = argument;
        if (quoted && name.endsWith('"'))
            name.chop(1);
        return { name, {}, false };
    }
    QByteArrayView value = argument.sliced(equals + 1);
    if (Text::startsWith(value, "\"")) {
        value = value.sliced(1);
        if (value.endsWith('"'))
            value.chop(1);
    } else if (quoted && value.endsWith('"')) {
        value.chop(1);
    }
    return { argument.first(equals), value, true };
}

/// Parameter names are identifiers with dots for module parameters ("nvme_core.io_timeout",
/// "rd.lvm.lv"); anything else means the line is not a command line.
bool isParameterName(QByteArrayView name)
{
    return !name.isEmpty() && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
            || c == '.';
    });
}

/// Parameters almost every real command line has one of; used to tell it from other one-liners.
bool isTypicalParameter(const CmdlineArgument& argument)
{
    static constexpr QByteArrayView withValue[] = { "BOOT_IMAGE", "root", "console", "iommu", "intel_iommu",
        "amd_iommu", "initrd", "init", "rdinit", "panic", "mitigations", "rootfstype", "rootflags", "boot",
        "resume", "crashkernel", "pcie_acs_override", "pcie_aspm", "pci", "hugepages", "hugepagesz",
        "default_hugepagesz", "isolcpus", "nohz_full", "rcu_nocbs", "systemd.unit", "cgroup_enable", "vfio-pci.ids",
        "video", "reboot", "loglevel", "earlyprintk", "transparent_hugepage", "net.ifnames", "biosdevname" };
    static constexpr QByteArrayView flags[] = { "ro", "rw", "quiet", "splash", "nosplash", "single", "nomodeset",
        "debug", "noapic", "nolapic", "nosmp", "nokaslr", "nofb", "emergency", "rescue", "noresume" };
    const QByteArrayView name = argument.name;
    if (argument.hasValue)
        return std::find(std::begin(withValue), std::end(withValue), name) != std::end(withValue);
    return std::find(std::begin(flags), std::end(flags), name) != std::end(flags);
}

struct CmdlineReading
{
    QList<CmdlineArgument> arguments; // before "--"
    int invalidNames = 0;
    int typical = 0;
    bool anyValue = false;
    int initArguments = 0; // after "--": the kernel hands these to init untouched
    QList<QByteArrayView> invalid;

    /// Enough like a kernel command line to read it as one: mostly parameter-shaped words, and
    /// either a parameter nearly every command line has or clean "name=value" syntax throughout.
    bool plausible() const
    {
        const int valid = int(arguments.size());
        return valid > 0 && invalidNames <= valid && (typical > 0 || (anyValue && invalidNames == 0));
    }
};

CmdlineReading readCmdline(QByteArrayView line)
{
    CmdlineReading reading;
    QByteArrayView rest = Text::trimmed(line);
    while (!rest.isEmpty()) {
        const CmdlineArgument argument = takeArgument(rest);
        if (!argument.hasValue && argument.name == "--") {
            while (!rest.isEmpty()) {
                takeArgument(rest);
                ++reading.initArguments;
            }
            break;
        }
        if (!isParameterName(argument.name)) {
            ++reading.invalidNames;
            reading.invalid.append(argument.name);
            continue;
        }
        reading.arguments.append(argument);
        reading.anyValue = reading.anyValue || argument.hasValue;
        reading.typical += isTypicalParameter(argument) ? 1 : 0;
    }
    return reading;
}

/// The kernel treats '-' and '_' in parameter names as the same character (parameq()).
/// "cat /proc/cmdline" pasted without a prompt in front.
bool isEchoedCatCommand(QByteArrayView text)
{
    return Text::firstWord(text) == "cat" && text.contains("/proc/cmdline");
}

} // namespace

ParseResult<KernelCmdline> parseKernelCmdline(QByteArrayView data)
{
    ParseResult<KernelCmdline> result;
    if (rejectUnreadable(data, result, Tr::tr("expected the one line of /proc/cmdline")))
        return result;

    LineWarnings<KernelCmdline> warnings(result);
    QByteArray cmdline;
    int cmdlineLine = 0;
    int extraLines = 0;
    int firstExtraLine = 0;
    forEachLine(data, warnings, [&](int line, QByteArrayView text) {
        if (isEchoedCatCommand(text))
            return;
        if (cmdlineLine == 0) {
            cmdline = text.toByteArray(); // the view's storage is reused for the next line
            cmdlineLine = line;
        } else if (extraLines++ == 0) {
            firstExtraLine = line;
        }
    });

    const CmdlineReading reading = readCmdline(cmdline);
    // Odd words on one line can be a boot loader's quirk; on a line followed by more lines they
    // are a log or another tool's output ("[    0.000000] Command line: …").
    if (!reading.plausible() || (reading.invalidNames > 0 && extraLines > 0)) {
        result.diagnostics.clear();
        result.error(cmdlineLine, Tr::tr("This does not look like a kernel command line (/proc/cmdline): "
                                         "expected parameters such as root=…, ro, quiet or console=…."));
        return result;
    }
    for (const QByteArrayView name : reading.invalid)
        warnings.warn(cmdlineLine, Tr::tr("Not a kernel parameter name, skipped: %1").arg(Text::excerpt(name)));
    warnings.finish();
    if (reading.typical == 0) {
        result.warn(cmdlineLine, Tr::tr("None of the usual kernel parameters (root=, ro, quiet, console=, …) is "
                                        "here; is this really /proc/cmdline?"));
    }
    if (extraLines > 0) {
        result.warn(firstExtraLine, Tr::tr("/proc/cmdline is a single line; %n more line(s) from here on were not read",
                                        nullptr, extraLines));
    }
    if (reading.initArguments > 0) {
        result.info(cmdlineLine, Tr::tr("%n argument(s) after \"--\" go to init, not to the kernel; they are in "
                                        "the raw line only", nullptr, reading.initArguments));
    }

    KernelCmdline& value = result.value;
    value.raw = Text::cleanText(cmdline);
    value.parameters.reserve(reading.arguments.size());
    for (const auto& argument : reading.arguments)
        value.parameters.append({ Text::cleanText(argument.name), Text::cleanText(argument.value) });
    return result;
}

int sniffKernelCmdline(QByteArrayView data)
{
    QByteArray first;
    int contentLines = 0;
    forEachHeadLine(data, [&](QByteArrayView text) {
        if (text.isEmpty() || Text::isShellPromptLine(text) || isEchoedCatCommand(text))
            return;
        if (contentLines++ == 0)
            first = text.toByteArray();
    });
    // /proc/cmdline is one line; several lines of key=value text are something else.
    if (contentLines != 1)
        return 0;
    const CmdlineReading reading = readCmdline(first);
    if (reading.invalidNames > 0 || !reading.plausible())
        return 0;
    switch (reading.typical) {
    case 0:
        return 10; // "color=blue size=large" has the syntax, but so has many a config line
    case 1:
        return 50;
    default:
        return 90;
    }
}

} // namespace Topo
