// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/findings/kernelbarlines.h"

#include <QRegularExpression>

namespace Topo::Findings {

std::optional<KernelResourceFailure> kernelResourceFailure(QStringView line)
{
    // "pci 0000:05:00.0: BAR 1: no space for [mem size 0x2000000000 64bit pref]"
    // "pci 0000:01:00.0: BAR 2 [mem size 0x1000000000 64bit pref]: can't assign; no space"
    // "pci 0000:00:1c.0: bridge window [mem size 0x1000000000 64bit pref]: failed to assign"
    static const QRegularExpression failure(QStringLiteral(
        "([0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]): (?:BAR (\\d+)|(bridge window))"
        "(?::? (?:no space for|failed to assign|can't assign)? ?\\[(mem|io) ([^\\]]*)\\]"
        "(?:: (?:can't assign|failed to assign|can't claim))?)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = failure.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    // The same lines also report success ("BAR 2 [mem 0x…]", "bridge window […]: assigned"):
    // only the failing verbs count.
    const QStringView rest = line.sliced(m.capturedStart(0));
    if (!rest.contains(u"no space") && !rest.contains(u"failed to assign") && !rest.contains(u"can't assign"))
        return std::nullopt;
    const auto device = Bdf::parse(m.capturedView(1));
    if (!device)
        return std::nullopt;
    KernelResourceFailure f;
    f.device = *device;
    f.memory = m.capturedView(4).compare(u"mem", Qt::CaseInsensitive) == 0;
    f.prefetchable = m.capturedView(5).contains(u"pref");
    if (!m.capturedView(3).isEmpty()) {
        f.resource = KernelResourceFailure::Resource::Window;
    } else {
        const int bar = m.capturedView(2).toInt();
        f.resource = bar <= 5 ? KernelResourceFailure::Resource::DeviceBar
            : bar == 6       ? KernelResourceFailure::Resource::Rom
            : bar <= 12      ? KernelResourceFailure::Resource::SriovBar
                             : KernelResourceFailure::Resource::Window;
    }
    return f;
}

bool isGeneralPlacementFailure(QStringView line)
{
    static const QRegularExpression general(
        QStringLiteral("try booting with pci=realloc|BAR ?\\d+ is 0M|region assigned to your NVIDIA device is invalid"),
        QRegularExpression::CaseInsensitiveOption);
    return general.match(line).hasMatch();
}

} // namespace Topo::Findings
