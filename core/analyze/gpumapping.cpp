// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/gpumapping.h"

#include "util/tr.h"

#include <QSet>

#include <functional>

namespace Topo {

QString evidenceName(GpuMatch::Evidence evidence)
{
    switch (evidence) {
    case GpuMatch::Evidence::Uuid:
        return Tr::tr("GPU UUID");
    case GpuMatch::Evidence::BoardSerial:
        return Tr::tr("board serial number");
    case GpuMatch::Evidence::DeviceSerialNumber:
        return Tr::tr("PCIe Device Serial Number");
    case GpuMatch::Evidence::ProxmoxHostPci:
        return Tr::tr("Proxmox hostpciN");
    case GpuMatch::Evidence::Order:
        return Tr::tr("order (assumed)");
    }
    return {};
}

QList<GpuMatch> mapGuestGpusToHost(const Machine& host, const Machine& guest)
{
    return mapGuestGpusToHost(host, guest, ProxmoxPassthrough {});
}

QList<GpuMatch> mapGuestGpusToHost(const MachineSnapshot& hostSnapshot, const Machine& host, const Machine& guest)
{
    return mapGuestGpusToHost(host, guest, proxmoxPassthroughOf(hostSnapshot));
}

QList<GpuMatch> mapGuestGpusToHost(const Machine& host, const Machine& guest, const ProxmoxPassthrough& proxmox)
{
    QList<GpuMatch> matches;
    QSet<int> usedHost;
    QSet<int> usedGuest;
    using Key = std::function<QString(const Machine&, const Gpu&)>;
    const struct
    {
        GpuMatch::Evidence evidence;
        Key key;
    } rules[] = {
        { GpuMatch::Evidence::Uuid, [](const Machine&, const Gpu& g) { return g.uuid; } },
        { GpuMatch::Evidence::BoardSerial,
            [](const Machine&, const Gpu& g) {
                // nvidia-smi prints "N/A" or "0" for boards without a serial: not identifying.
                return g.serial == u"N/A" || g.serial == u"0" ? QString() : g.serial;
            } },
        { GpuMatch::Evidence::DeviceSerialNumber,
            [](const Machine& m, const Gpu& g) {
                const PciDevice* d = m.deviceOf(g);
                return d ? d->serialNumber : QString();
            } },
    };
    for (const auto& rule : rules) {
        for (const Gpu& gg : guest.gpus) {
            if (usedGuest.contains(gg.index))
                continue;
            const QString key = rule.key(guest, gg);
            if (key.isEmpty())
                continue;
            for (const Gpu& hg : host.gpus) {
                if (usedHost.contains(hg.index) || rule.key(host, hg) != key)
                    continue;
                matches.append({ gg.index, hg.index, rule.evidence, key });
                usedGuest.insert(gg.index);
                usedHost.insert(hg.index);
                break;
            }
        }
    }
    // Proxmox: the root port (q35) or slot (i440fx) a guest GPU sits in names its hostpciN
    // entry, and the entry names the host device.
    for (const Gpu& gg : guest.gpus) {
        if (proxmox.isEmpty())
            break;
        if (!gg.bdf)
            continue;
        const PciDevice* guestDevice = guest.pci.find(*gg.bdf);
        const ProxmoxPassthroughDevice* entry = proxmox.deviceAtGuestSlot(*gg.bdf, guestDevice ? guestDevice->parent : std::nullopt);
        if (!entry || !entry->hostDevice)
            continue;
        for (const Gpu& hg : host.gpus) {
            if (!hg.bdf || Bdf { hg.bdf->domain, hg.bdf->bus, hg.bdf->device, 0 } != *entry->hostDevice)
                continue;
            if (usedGuest.contains(gg.index)) {
                // Stronger evidence already paired this GPU: say so where the configuration disagrees.
                for (GpuMatch& m : matches) {
                    if (m.guestGpu == gg.index && m.hostGpu != hg.index)
                        m.detail += u' ' + Tr::tr("(the Proxmox configuration suggests host GPU%1 instead: %2)").arg(hg.index).arg(entry->detail);
                }
            } else if (!usedHost.contains(hg.index)) {
                matches.append({ gg.index, hg.index, GpuMatch::Evidence::ProxmoxHostPci, entry->detail });
                usedGuest.insert(gg.index);
                usedHost.insert(hg.index);
            }
            break;
        }
    }
    // What is left is paired in order: nothing identifies these GPUs, so say it is a guess.
    QList<int> hostLeft;
    for (const Gpu& hg : host.gpus) {
        if (!usedHost.contains(hg.index))
            hostLeft.append(hg.index);
    }
    for (const Gpu& gg : guest.gpus) {
        if (usedGuest.contains(gg.index) || hostLeft.isEmpty())
            continue;
        matches.append({ gg.index, hostLeft.takeFirst(), GpuMatch::Evidence::Order,
            Tr::tr("no identifier seen on both sides") });
    }
    std::sort(matches.begin(), matches.end(), [](const GpuMatch& a, const GpuMatch& b) { return a.guestGpu < b.guestGpu; });
    return matches;
}

int hostGpuFor(const QList<GpuMatch>& matches, int guestGpu)
{
    for (const auto& m : matches) {
        if (m.guestGpu == guestGpu)
            return m.hostGpu;
    }
    return -1;
}

int guestGpuFor(const QList<GpuMatch>& matches, int hostGpu)
{
    for (const auto& m : matches) {
        if (m.hostGpu == hostGpu)
            return m.guestGpu;
    }
    return -1;
}

} // namespace Topo
