// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/generate/ncclenv.h"

#include "analyze/gpunics.h"
#include "util/text.h"
#include "util/tr.h"

namespace Topo {

namespace {

/// A NIC's name as the tools take it: its RDMA device where known ("mlx5_0"); a bus id is no
/// name NCCL or UCX accept.
bool isDeviceName(const GpuNicLink& nic)
{
    return !nic.bdf || nic.name != nic.bdf->toString();
}

/// Shell-safe text for a value the machine reported (its device names): plain words pass, the
/// rest is left out rather than quoted into a line a person may paste.
bool isPlainWord(const QString& text)
{
    for (const QChar c : text) {
        if (!(c.isLetterOrNumber() || c == u'_' || c == u'-' || c == u'.' || c == u':'))
            return false;
    }
    return !text.isEmpty();
}

} // namespace

NcclEnvResult ncclEnvironment(const Machine& machine)
{
    NcclEnvResult out;
    const QList<GpuNics> gpus = gpuNics(machine);
    if (gpus.isEmpty()) {
        out.diagnostics.append({ 0, Severity::Error,
            Tr::tr("%1 has no RDMA NIC that TopoLens can see (nvidia-smi topo -m's NIC columns, /sys/class/infiniband, or a "
                   "ConnectX, BlueField, EFA or E810 in the tree): there is nothing to point NCCL at")
                .arg(machine.label) });
        return out;
    }
    QStringList lines;
    lines << QStringLiteral("# NCCL and UCX settings for %1, written by TopoLens %2.").arg(Text::cleanText(machine.label),
        QStringLiteral(TOPOLENS_VERSION));
    lines << QStringLiteral("# Each GPU's closest RDMA NIC (NCCL uses GPUDirect RDMA up to PXB by default):");
    QStringList hcas;
    QStringList unnamed;
    bool anyGdr = false;
    for (const GpuNics& g : gpus) {
        const GpuNicLink* nic = g.closest();
        const Gpu* gpu = machine.gpu(g.gpu);
        const QString where = gpu && gpu->bdf ? u' ' + gpu->bdf->toString() : QString();
        const LinkClass c = nic->linkClass.linkClass;
        const bool gdr = gpuDirectRdmaByDefault(c);
        anyGdr = anyGdr || gdr;
        QString port;
        if (nic->active == false)
            port = QStringLiteral(", every port down");
        else if (nic->rateGbps > 0)
            port = QStringLiteral(", %1 %2 Gb/s").arg(Text::cleanText(nic->linkLayer)).arg(nic->rateGbps);
        lines << QStringLiteral("#   GPU%1%2: %3 (%4%5%6)")
                     .arg(g.gpu)
                     .arg(where, Text::cleanText(nic->name), c == LinkClass::Unknown ? QStringLiteral("class unknown") : nic->linkClass.toString(),
                         c == LinkClass::Unknown ? QString() : gdr ? QStringLiteral(", GPUDirect RDMA") : QStringLiteral(", staged through host memory"),
                         port);
        if (nic->active == false)
            continue; // nothing to send traffic to: ibstat says every port is down
        if (!isDeviceName(*nic) || !isPlainWord(nic->name)) {
            if (!unnamed.contains(nic->name))
                unnamed << nic->name;
        } else if (!hcas.contains(nic->name)) {
            hcas << nic->name;
        }
    }
    if (!hcas.isEmpty()) {
        lines << QStringLiteral("# The NICs some GPU is closest to, by their exact names (\"=\"): NCCL spreads its rings over them.");
        lines << QStringLiteral("export NCCL_IB_HCA==%1").arg(hcas.join(u','));
    }
    if (!unnamed.isEmpty()) {
        out.diagnostics.append({ 0, Severity::Warning,
            Tr::tr("no RDMA device name is known for %1 (collect /sys/class, the plan's sysfs-net, or nvidia-smi topo -m with its "
                   "NIC legend): left out of NCCL_IB_HCA").arg(unnamed.join(QStringLiteral(", "))) });
    }
    // The interfaces of those NICs, for NCCL's bootstrap and socket transport.
    QStringList interfaces;
    for (const NetworkDevice& d : machine.networkDevices) {
        if (d.deviceClass != NetworkDevice::Class::Net || !d.pci || !isPlainWord(d.name))
            continue;
        for (const GpuNics& g : gpus) {
            const GpuNicLink* nic = g.closest();
            if (nic->bdf == d.pci && !interfaces.contains(d.name))
                interfaces << d.name;
        }
    }
    if (!interfaces.isEmpty()) {
        lines << QStringLiteral("# Their network interfaces, for NCCL's bootstrap (set it to your cluster network if that is another):");
        lines << QStringLiteral("export NCCL_SOCKET_IFNAME==%1").arg(interfaces.join(u','));
    }
    if (!anyGdr) {
        lines << QStringLiteral("# No GPU has a NIC within PXB, so NCCL stages every message through host memory. In a VM whose");
        lines << QStringLiteral("# host puts GPUs and NICs under shared switches, give NCCL the host's hierarchy instead");
        lines << QStringLiteral("# (topolens nccl-topo, NCCL_TOPO_FILE), or allow it further (gpu-nic-without-gpudirect):");
        lines << QStringLiteral("# export NCCL_NET_GDR_LEVEL=PHB");
    }
    QStringList perRank;
    for (const GpuNics& g : gpus) {
        const GpuNicLink* nic = g.closest();
        if (isDeviceName(*nic) && isPlainWord(nic->name))
            perRank << QStringLiteral("#   GPU%1: UCX_NET_DEVICES=%2:1").arg(g.gpu).arg(nic->name);
    }
    if (!perRank.isEmpty())
        lines << QStringLiteral("# For MPI or UCX jobs with one rank per GPU, each rank's NIC (set per local rank):") << perRank;
    lines << QStringLiteral("# Check with NCCL_DEBUG=INFO: \"NET/IB : Using [0]mlx5_0:1/IB …\" and \"GPU Direct RDMA Enabled for GPU\".");
    out.text = (lines.join(u'\n') + u'\n').toUtf8();
    return out;
}

} // namespace Topo
