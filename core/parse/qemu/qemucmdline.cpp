// SPDX-License-Identifier: GPL-3.0-or-later
// QEMU command lines (qemu-processes captures, qm showcmd, libvirt logs): the PCI layout each
// VM's configuration gives its guest. One VM per command line (qemuvmreader.cpp).
#include "parse/qemu/qemu.h"

#include "parse/qemu/qemuvmreader.h"
#include "parse/qemu/qemuwords.h"
#include "util/text.h"
#include "util/tr.h"

#include <algorithm>

namespace Topo {

ParseResult<QList<VmConfiguration>> parseQemuCommandLine(QByteArrayView data)
{
    ParseResult<QList<VmConfiguration>> result;
    if (Text::trimmed(data).isEmpty()) {
        result.info(0, Tr::tr("no QEMU process (empty input)"));
        return result;
    }
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("This is binary data, not text: expected QEMU command lines."));
        return result;
    }
    Qemu::CommandLines commands = Qemu::splitCommandLines(data);
    result.diagnostics = std::move(commands.diagnostics);
    for (const Qemu::CommandLine& command : std::as_const(commands.commands)) {
        result.value.append(readQemuVm(command, result.diagnostics));
    }
    if (result.value.isEmpty() && !commands.procBlocks) {
        result.error(0, Tr::tr("No QEMU command line found: expected lines starting with qemu-system-*, qemu-kvm or "
                               "kvm (qm showcmd, a libvirt log) or \"==> /proc/PID/cmdline <==\" blocks."));
    }
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
        [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
    return result;
}

int sniffQemuCommandLine(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min<qsizetype>(data.size(), 4096));
    const Qemu::CommandLines commands = Qemu::splitCommandLines(head);
    if (commands.procBlocks)
        return commands.commands.isEmpty() ? 80 : 95;
    if (commands.commands.isEmpty())
        return 0;
    for (const Qemu::Argument& argument : commands.commands.first().arguments) {
        const QByteArrayView text = argument.text;
        if (text == "-device" || text == "-machine" || text == "-M" || text == "-name" || text == "-enable-kvm"
            || text == "-readconfig")
            return 95;
    }
    return 60;
}

} // namespace Topo
