// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/generate/gresconf.h"

#include <QRegularExpression>
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

/// Slurm's Links= count between two GPUs: NVLinks bonded (NV#), 1 for an XGMI pair (AMD's tools
/// say XGMI, not how many links; one is what the pair has on the 8-GPU Instinct platforms),
/// 0 for a path over PCIe.
int linksOf(const QString& pathClass)
{
    if (pathClass == u"XGMI")
        return 1;
    return pathClass.startsWith(u"NV") ? pathClass.mid(2).toInt() : 0;
}

bool isAmd(const GpuSlot& slot)
{
    return slot.device.model.startsWith(u"1002:");
}

/// Slurm's Type= for an AMD GPU: the model in its name ("AMD Instinct MI300X" → "mi300x"), as
/// people write it in gres.conf and `--gres=gpu:mi300x:8`; empty when the name has none.
QString amdType(const QString& displayName)
{
    static const QRegularExpression model(QStringLiteral(R"(\b(MI\d+\w*)\b)"), QRegularExpression::CaseInsensitiveOption);
    return model.match(displayName).captured(1).toLower();
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
        const bool amd = std::all_of(byBus.cbegin(), byBus.cend(), [](const GpuSlot* slot) { return isAmd(*slot); });
        if (amd)
            out += QStringLiteral("# AMD GPUs: File= is the render node amdgpu gives the Nth GPU in PCI bus order (renderD128\n"
                                  "# on); `ls -l /dev/dri/by-path` shows them. A slurmd built with ROCm SMI finds the same\n"
                                  "# with AutoDetect=rsmi, and warns where they differ.\n");
        for (qsizetype n = 0; n < byBus.size(); ++n) {
            const GpuSlot* slot = byBus[n];
            QString line = QStringLiteral("NodeName=%1 Name=gpu").arg(group.nodeset);
            if (amd) {
                if (const QString type = amdType(slot->device.displayName); !type.isEmpty())
                    line += QStringLiteral(" Type=") + type;
                line += QStringLiteral(" File=/dev/dri/renderD%1").arg(128 + n);
            } else {
                line += QStringLiteral(" File=/dev/nvidia%1").arg(slot->gpuIndex);
            }
            if (slot->device.numaNode) {
                const QList<int> cores = coresOfNode(fingerprint, *slot->device.numaNode);
                if (!cores.isEmpty())
                    line += QStringLiteral(" Cores=") + cpuRanges(cores);
            }
            QStringList links;
            for (const GpuSlot* other : std::as_const(byBus))
                links.append(other == slot ? QStringLiteral("-1") : QString::number(linksOf(slot->pathTo.value(other->device.position))));
            if (byBus.size() > 1)
                line += QStringLiteral(" Links=") + links.join(u',');
            out += line + u'\n';
        }
    }
    return out.toUtf8();
}

} // namespace Topo
