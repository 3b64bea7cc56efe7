// SPDX-License-Identifier: GPL-3.0-or-later
// A planned guest layout (qemulayout.cpp) as the arguments of a plain qemu-system-x86_64
// command: the guest NUMA nodes as memory backends and -numa nodes, then the -device values that
// the Proxmox args line passes too (qemulayoutargs.cpp).
#include "analyze/generate/qemulayout.h"

#include "analyze/generate/qemulayoutargs.h"
#include "util/tr.h"
#include "util/xmltext.h"

#include <QRegularExpression>

#include <algorithm>

namespace Topo {

namespace {

// What an unknown size is written as: QEMU refuses it, so it cannot go unnoticed.
const QString unknownSize = QStringLiteral("SIZE");

// The ranges of a Proxmox list ("0-29", "0-3;8-11"), each one QEMU value: QEMU repeats the
// property for a list (cpus=0-3,cpus=8-11) where Proxmox separates with ';'.
QStringList rangesOf(const QString& list)
{
    static const QRegularExpression separators(QStringLiteral("[;,]"));
    return list.split(separators, Qt::SkipEmptyParts);
}

// The highest CPU a node lists, or -1 when the list says none.
int highestCpu(const QString& list)
{
    int highest = -1;
    for (const QString& range : rangesOf(list)) {
        bool ok = false;
        const int last = range.section(u'-', -1).toInt(&ok);
        if (ok)
            highest = std::max(highest, last);
    }
    return highest;
}

// -m, -smp, and per guest node a memory backend and its -numa node, as option and value.
QList<QPair<QString, QString>> numaOptions(const QemuLayout& layout)
{
    QList<QPair<QString, QString>> out;
    if (layout.guestNuma.isEmpty())
        return out;
    qint64 totalMiB = 0;
    bool sizesKnown = true;
    int highest = -1;
    for (const QmNumaNode& n : layout.guestNuma) {
        bool ok = false;
        totalMiB += n.memory.toLongLong(&ok);
        sizesKnown = sizesKnown && ok;
        highest = std::max(highest, highestCpu(n.cpus));
    }
    out.append({ QStringLiteral("-m"), sizesKnown ? QStringLiteral("%1M").arg(totalMiB) : unknownSize });
    if (highest >= 0)
        out.append({ QStringLiteral("-smp"), QString::number(highest + 1) });
    for (const QmNumaNode& n : layout.guestNuma) {
        const QString memdev = QStringLiteral("tl-ram%1").arg(n.index);
        bool ok = false;
        const qint64 mib = n.memory.toLongLong(&ok);
        QString backend = QStringLiteral("memory-backend-ram,id=%1,size=%2").arg(memdev, ok ? QStringLiteral("%1M").arg(mib) : unknownSize);
        const QStringList hostNodes = rangesOf(n.hostNodes);
        for (const QString& range : hostNodes)
            backend += u",host-nodes=" + range;
        // A policy other than default needs host nodes to apply to; QEMU refuses it without.
        if (!hostNodes.isEmpty() && !n.policy.isEmpty())
            backend += u",policy=" + n.policy;
        out.append({ QStringLiteral("-object"), backend });
        QString node = QStringLiteral("node,nodeid=%1").arg(n.index);
        for (const QString& range : rangesOf(n.cpus))
            node += u",cpus=" + range;
        out.append({ QStringLiteral("-numa"), node + u",memdev=" + memdev });
    }
    return out;
}

} // namespace

QString qemuLayoutText(const QemuLayout& layout, const QString& notes)
{
    if (!layout.ok())
        return qemuLayoutFailureText(layout);
    QStringList out;
    const QList<QPair<QString, QString>> numa = numaOptions(layout);
    out << Tr::tr("# TopoLens %1: PCIe layout for %2 on host %3, as qemu-system-x86_64 arguments")
               .arg(QStringLiteral(TOPOLENS_VERSION), layout.vmLabel.isEmpty() ? Tr::tr("the VM") : Text::xmlCommentText(layout.vmLabel),
                   Text::xmlCommentText(layout.hostLabel));
    out << qemuLayoutGroupingComment(layout);
    out << (layout.nicCount() > 0 ? Tr::tr("# each GPU behind its own root port, or with the RDMA NICs of its host switch behind one switch.")
                                  : Tr::tr("# each GPU behind its own root port."));
    out << QStringLiteral("#");
    out << Tr::tr("# Put the lines after these comments into a qemu-system-x86_64 -machine q35 command (with -accel kvm");
    out << Tr::tr("# and the command's own disk, network and firmware options). Each ends in \" \\\", so more options may");
    out << Tr::tr("# follow. Keep these # lines out of the command: a comment inside it ends the command there.");
    if (!numa.isEmpty()) {
        out << (layout.guestNumaFromConfig ? Tr::tr("# Guest NUMA nodes as the VM's configuration binds them: one memory backend and -numa node each;")
                                           : Tr::tr("# Guest NUMA nodes bound to the host's: one memory backend and -numa node each;"));
        out << Tr::tr("# -m and -smp are what the nodes add up to, and replace the command's own.");
        if (numa.first().second == unknownSize)
            out << Tr::tr("# The VM's memory size is unknown: replace %1 in -m and in each size= (MiB, as 4096M).").arg(unknownSize);
    }
    out << QStringLiteral("#");
    out << qemuLayoutExpectationComments(layout);
    out << Tr::tr("# Caveats:");
    out << Tr::tr("#   - QEMU does not bind the GPUs: bind them to vfio-pci on the host first (vfio-pci.ids=… on the kernel");
    out << Tr::tr("#     command line, or driverctl set-override BDF vfio-pci), and do not give them to another VM.");
    out << qemuLayoutCaveatComments(layout);
    out << qemuLayoutNoteComments(notes);
    for (const auto& [option, value] : numa)
        out << option + u' ' + value + QStringLiteral(" \\");
    for (const QString& device : qemuLayoutDevices(layout))
        out << QStringLiteral("-device ") + device + QStringLiteral(" \\");
    return out.join(u'\n') + u'\n';
}

} // namespace Topo
