// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/generate/virtualization.h"

#include "analyze/machinebuilder.h"
#include "model/formatid.h"
#include "parse/nccl/nccltopo.h"
#include "util/text.h"
#include "util/tr.h"

#include <QRegularExpression>

#include <algorithm>

namespace Topo {

std::optional<int> hostNumaNodeOf(const Machine& host, const Gpu& gpu)
{
    if (gpu.numaNode && *gpu.numaNode >= 0)
        return gpu.numaNode;
    if (!gpu.bdf)
        return std::nullopt;
    if (const PciDevice* d = host.pci.find(*gpu.bdf); d && d->numaNode && *d->numaNode >= 0)
        return d->numaNode;
    if (const auto root = host.pci.rootBusOf(*gpu.bdf))
        return host.pci.numaNodeOfRootBus(*root);
    return std::nullopt;
}

NumaCorrespondence numaCorrespondence(const Machine& host, const Machine* guest, const ProxmoxPassthrough& proxmox)
{
    NumaCorrespondence out;
    if (proxmox.config) {
        for (const QmNumaNode& n : proxmox.config->numaNodes) {
            bool ok = false;
            const int hostNode = n.hostNodes.toInt(&ok);
            if (!ok)
                continue; // unbound, or spread over several host nodes: no single answer
            out.guestOfHost.insert(hostNode, n.index);
            QString cpus = n.cpus;
            out.guestCpus.insert(n.index, cpus.replace(u';', u','));
        }
        if (!out.guestOfHost.isEmpty()) {
            out.certain = true;
            out.basis = Tr::tr("the hostnodes= of the numaN entries in the VM's Proxmox configuration");
        }
    }
    if (out.guestOfHost.isEmpty() && guest && guest->numa.nodes.size() > 1 && guest->numa.nodes.size() == host.numa.nodes.size()) {
        const QList<int> hostIds = host.numa.nodeIds();
        const QList<int> guestIds = guest->numa.nodeIds();
        for (qsizetype i = 0; i < hostIds.size(); ++i)
            out.guestOfHost.insert(hostIds[i], guestIds[i]);
        out.basis = Tr::tr("assumed: the guest has as many NUMA nodes as the host, so guest node i is taken for host "
                           "node i (make it true with numaN: …,hostnodes=i,policy=bind)");
    }
    if (guest) {
        for (const NumaNode& n : guest->numa.nodes) {
            if (!n.cpuList.isEmpty())
                out.guestCpus.insert(n.id, n.cpuList);
        }
    }
    return out;
}

namespace {

// From an NCCL dump among the captures (the guest's first: NCCL saw the CPU the guest shows),
// else the architecture from uname and the vendor from the host's PCI host bridges (a KVM guest
// reports the host's CPU vendor).
NcclCpuIdentity cpuIdentityOf(const MachineSnapshot* guest, const MachineSnapshot* host, const Machine* hostMachine)
{
    NcclCpuIdentity out;
    for (const MachineSnapshot* m : { guest, host }) {
        if (!m)
            continue;
        for (const RawCapture& capture : m->captures) {
            if (formatOfCapture(capture) != FormatId::ncclTopoXml)
                continue;
            const auto dump = parseNcclTopology(capture.stdoutData);
            for (const NcclCpu& cpu : dump.value.cpus) {
                if (cpu.arch.isEmpty())
                    continue;
                // Remote text goes back into a file NCCL reads: only values of the forms NCCL writes.
                static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_ .-]{1,32}$"));
                auto keep = [](const QString& v) { return plain.match(v).hasMatch() ? v : QString(); };
                out.arch = keep(cpu.arch);
                out.vendor = keep(cpu.vendor);
                out.familyId = keep(cpu.familyId);
                out.modelId = keep(cpu.modelId);
                out.source = Tr::tr("the NCCL dump %1 of %2").arg(capture.id, m->label);
                return out;
            }
        }
    }
    for (const MachineSnapshot* m : { guest, host }) {
        const RawCapture* identity = m ? m->capture(QStringLiteral("identity")) : nullptr;
        if (!identity)
            continue;
        const QByteArray uname = identity->stdoutData.left(4096);
        if (uname.contains("x86_64"))
            out.arch = QStringLiteral("x86_64");
        else if (uname.contains("aarch64"))
            out.arch = QStringLiteral("arm64");
        else if (uname.contains("ppc64"))
            out.arch = QStringLiteral("ppc64");
        if (!out.arch.isEmpty())
            break;
    }
    if (hostMachine) {
        for (const PciDevice& d : hostMachine->pci.devices) {
            if (d.role != PciRole::HostBridge || out.vendor.size())
                continue;
            if (d.vendorId == 0x1022)
                out.vendor = QStringLiteral("AuthenticAMD");
            else if (d.vendorId == 0x8086)
                out.vendor = QStringLiteral("GenuineIntel");
        }
    }
    if (out.vendor.size() && out.arch.isEmpty())
        out.arch = QStringLiteral("x86_64"); // AMD and Intel host bridges: an x86 machine
    out.source = Tr::tr("uname and the host's PCI host bridges");
    return out;
}

} // namespace

VirtualizationSetup virtualizationSetupOf(const SnapshotDocument& document)
{
    const Snapshot& snapshot = document.snapshot();
    // The document's machine built from a machine snapshot: the same index.
    const auto built = [&](const MachineSnapshot* machine) { return document.machines()[machine - snapshot.machines.constData()]; };
    VirtualizationSetup setup;
    const MachineSnapshot* hostSnapshot = snapshot.machine(MachineRole::Host);
    if (!hostSnapshot)
        hostSnapshot = snapshot.machine(MachineRole::BareMetal);
    const MachineSnapshot* guestSnapshot = snapshot.machine(MachineRole::Guest);
    if (hostSnapshot) {
        setup.host = built(hostSnapshot);
        setup.proxmox = proxmoxPassthroughOf(*hostSnapshot);
        if (const RawCapture* qm = hostSnapshot->capture(QStringLiteral("qm-config"))) {
            static const QRegularExpression vmidPattern(QStringLiteral("^qm config (\\d{3,9})$"));
            const auto match = vmidPattern.match(qm->command.trimmed());
            if (match.hasMatch())
                setup.vmid = match.captured(1).toLongLong();
        }
    }
    if (guestSnapshot)
        setup.guest = built(guestSnapshot);
    setup.cpu = cpuIdentityOf(guestSnapshot, hostSnapshot, setup.host ? &*setup.host : nullptr);
    if (setup.host && setup.guest)
        setup.matches = matchGuestGpusToHost(*setup.host, *setup.guest, setup.proxmox);
    return setup;
}

VirtualizationSetup virtualizationSetupOf(const Snapshot& snapshot)
{
    return virtualizationSetupOf(SnapshotDocument(snapshot));
}

} // namespace Topo
