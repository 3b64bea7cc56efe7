// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/fleet/gresconf.h"

#include <QSet>

#include <algorithm>

namespace Topo {

namespace {

/// "0-3,8,10-11" from sorted numbers, the kernel's own notation (Slurm reads the same).
QString cpuRanges(const QList<int>& numbers)
{
    QStringList parts;
    for (qsizetype i = 0; i < numbers.size();) {
        qsizetype j = i;
        while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1)
            ++j;
        parts.append(j == i ? QString::number(numbers[i]) : QStringLiteral("%1-%2").arg(numbers[i]).arg(numbers[j]));
        i = j + 1;
    }
    return parts.join(u',');
}

/// Slurm wants logical cores, not hardware threads. Linux numbers the first thread of every
/// core first and their SMT siblings after them, so where every node's CPUs fall half below
/// and half above the machine's midpoint, the upper half are siblings and the lower CPU
/// numbers are the core indices. Without SMT, CPUs are cores.
QList<int> coresOfNode(const Fingerprint& fingerprint, int node)
{
    QList<QList<int>> cpusByNode;
    QList<int> mine;
    int total = 0;
    for (const NumaShape& shape : fingerprint.numa) {
        QList<int> cpus;
        if (!expandCpuList(shape.cpuList, &cpus))
            return {};
        total += int(cpus.size());
        if (shape.id == node)
            mine = cpus;
        cpusByNode.append(cpus);
    }
    const int half = total / 2;
    const bool smtSecondHalf = total % 2 == 0 && total > 0 && std::all_of(cpusByNode.cbegin(), cpusByNode.cend(), [&](const QList<int>& cpus) {
        const auto low = std::count_if(cpus.cbegin(), cpus.cend(), [&](int c) { return c < half; });
        return low * 2 == cpus.size() && std::all_of(cpus.cbegin(), cpus.cend(), [&](int c) {
            return c >= half || cpus.contains(c + half);
        });
    });
    if (smtSecondHalf)
        mine.removeIf([&](int c) { return c >= half; });
    std::sort(mine.begin(), mine.end());
    return mine;
}

int nvlinksOf(const QString& pathClass)
{
    return pathClass.startsWith(u"NV") ? pathClass.mid(2).toInt() : 0;
}

} // namespace

QByteArray gresConf(const FleetAnalysis& analysis, const FleetFingerprints& fingerprints)
{
    QString out = QStringLiteral("# gres.conf written by TopoLens from the fleet's groups (topolens fleet baseline --gres-conf).\n"
                                 "# One line per GPU: Links= may only stand on a line with one File=.\n");
    for (const FleetGroup& group : analysis.groups) {
        const auto found = fingerprints.byGroup.constFind(group.fingerprint);
        if (found == fingerprints.byGroup.cend() || found->gpus.isEmpty())
            continue;
        const Fingerprint& fingerprint = *found;
        // Slurm numbers devices by PCI bus id; the group's first host gives the bus ids.
        QList<const GpuSlot*> byBus;
        for (const GpuSlot& slot : fingerprint.gpus)
            byBus.append(&slot);
        std::sort(byBus.begin(), byBus.end(), [](const GpuSlot* a, const GpuSlot* b) { return a->device.bdf < b->device.bdf; });
        out += QStringLiteral("\n# group %1: %2, %3 host(s)%4\n")
                   .arg(group.fingerprint, group.hardwareClass)
                   .arg(group.hosts.size())
                   .arg(group.baseline ? QStringLiteral(", the class's baseline") : QString());
        for (const GpuSlot* slot : std::as_const(byBus)) {
            QString line = QStringLiteral("NodeName=%1 Name=gpu File=/dev/nvidia%2").arg(group.nodeset).arg(slot->gpuIndex);
            if (slot->device.numaNode) {
                const QList<int> cores = coresOfNode(fingerprint, *slot->device.numaNode);
                if (!cores.isEmpty())
                    line += QStringLiteral(" Cores=") + cpuRanges(cores);
            }
            QStringList links;
            for (const GpuSlot* other : std::as_const(byBus))
                links.append(other == slot ? QStringLiteral("-1") : QString::number(nvlinksOf(slot->pathTo.value(other->device.position))));
            if (byBus.size() > 1)
                line += QStringLiteral(" Links=") + links.join(u',');
            out += line + u'\n';
        }
    }
    return out.toUtf8();
}

} // namespace Topo
