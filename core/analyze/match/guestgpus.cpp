// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/match/guestgpus.h"

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
    case GpuMatch::Evidence::AmdUniqueId:
        return Tr::tr("AMD unique id");
    case GpuMatch::Evidence::DeviceSerialNumber:
        return Tr::tr("PCIe Device Serial Number");
    case GpuMatch::Evidence::QemuCommandLine:
        return Tr::tr("QEMU command line");
    case GpuMatch::Evidence::LibvirtDomain:
        return Tr::tr("libvirt domain");
    case GpuMatch::Evidence::ProxmoxHostPci:
        return Tr::tr("Proxmox hostpciN");
    case GpuMatch::Evidence::Order:
        return Tr::tr("order (assumed)");
    }
    return {};
}

QList<GpuMatch> matchGuestGpusToHost(const Machine& host, const Machine& guest)
{
    return matchGuestGpusToHost(host, guest, ProxmoxPassthrough {});
}

QList<GpuMatch> matchGuestGpusToHost(const MachineSnapshot& hostSnapshot, const Machine& host, const Machine& guest)
{
    const GuestVmChoice vm = guestVmOf(host, guest, &hostSnapshot);
    return matchGuestGpusToHost(host, guest, proxmoxPassthroughOf(hostSnapshot), vm.chosen ? &*vm.chosen : nullptr);
}

QList<GpuMatch> matchGuestGpusToHost(const Machine& host, const Machine& guest, const ProxmoxPassthrough& proxmox)
{
    const GuestVmChoice vm = guestVmOf(host, guest);
    return matchGuestGpusToHost(host, guest, proxmox, vm.chosen ? &*vm.chosen : nullptr);
}

namespace {

// The host GPU a passed-through host function is: that function, or the one GPU of that
// device when the function is another of a multi-function device.
const Gpu* hostGpuAt(const Machine& host, const Bdf& address)
{
    if (const Gpu* exact = host.gpuAt(address))
        return exact;
    const Gpu* sameDevice = nullptr;
    for (const Gpu& g : host.gpus) {
        if (!g.bdf || g.bdf->domain != address.domain || g.bdf->bus != address.bus || g.bdf->device != address.device)
            continue;
        if (sameDevice)
            return nullptr;
        sameDevice = &g;
    }
    return sameDevice;
}

// Why the VM's configuration did not place a guest GPU that is left to order.
QString whyNotByVm(const GuestVm& vm, const Gpu& guestGpu, const Machine& host)
{
    const QString name = vmDisplayName(vm.vm);
    if (!guestGpu.bdf)
        return Tr::tr("(the guest reports no PCI address for GPU%1, so %2 cannot place it)").arg(guestGpu.index).arg(name);
    const VmDeviceMatch* device = vm.atGuest(*guestGpu.bdf);
    if (!device)
        return Tr::tr("(no device of %1 resolves to guest %2)").arg(name, guestGpu.bdf->toShortString());
    if (!device->hostBdf)
        return Tr::tr("(guest %1 is %2 of %3, which is not passed through)").arg(guestGpu.bdf->toShortString(), device->deviceId, name);
    if (!hostGpuAt(host, *device->hostBdf))
        return Tr::tr("(guest %1 is %2 of %3, passing host %4, which is no GPU of the host)")
            .arg(guestGpu.bdf->toShortString(), device->deviceId, name, device->hostBdf->toString());
    return Tr::tr("(%1 places it at host %2, but stronger evidence gave that GPU to another guest GPU)").arg(name, device->hostBdf->toString());
}

/// The matches so far, and which GPUs of each side they use.
struct Matching
{
    QList<GpuMatch> matches;
    QSet<int> usedHost;
    QSet<int> usedGuest;

    void add(int guestGpu, int hostGpu, GpuMatch::Evidence evidence, const QString& detail)
    {
        matches.append({ guestGpu, hostGpu, evidence, detail });
        usedGuest.insert(guestGpu);
        usedHost.insert(hostGpu);
    }
    // Where earlier (stronger) evidence paired a GPU otherwise, its match says what this says.
    void noteOnGuest(int guestGpu, int hostGpu, const QString& note)
    {
        for (GpuMatch& m : matches) {
            if (m.guestGpu == guestGpu && m.hostGpu != hostGpu)
                m.detail += u' ' + note;
        }
    }
};

// Identifiers both sides print, strongest first: the UUID, the board serial, AMD's unique id,
// the PCIe device serial number.
void matchByIdentifiers(const Machine& host, const Machine& guest, Matching& matching)
{
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
        { GpuMatch::Evidence::AmdUniqueId,
            [](const Machine&, const Gpu& g) {
                // rocm-smi prints N/A (or 0x0) where the ASIC does not report one.
                return g.uniqueId == u"N/A" || g.uniqueId == u"0x0" || g.uniqueId == u"0" ? QString() : g.uniqueId.toLower();
            } },
        { GpuMatch::Evidence::DeviceSerialNumber,
            [](const Machine& m, const Gpu& g) {
                const PciDevice* d = m.deviceOf(g);
                return d ? d->serialNumber : QString();
            } },
    };
    for (const auto& rule : rules) {
        for (const Gpu& gg : guest.gpus) {
            if (matching.usedGuest.contains(gg.index))
                continue;
            const QString key = rule.key(guest, gg);
            if (key.isEmpty())
                continue;
            for (const Gpu& hg : host.gpus) {
                if (matching.usedHost.contains(hg.index) || rule.key(host, hg) != key)
                    continue;
                matching.add(gg.index, hg.index, rule.evidence, key);
                break;
            }
        }
    }
}

// The VM's own configuration: the guest function is a vfio-pci device, which names the host
// function it passes. Where stronger evidence paired the GPUs otherwise, the match says so.
void matchByVmConfiguration(const Machine& host, const Machine& guest, const GuestVm& vm, Matching& matching)
{
    const bool libvirt = vm.vm.source == VmConfiguration::Source::LibvirtDomain;
    const GpuMatch::Evidence evidence = libvirt ? GpuMatch::Evidence::LibvirtDomain : GpuMatch::Evidence::QemuCommandLine;
    for (const Gpu& gg : guest.gpus) {
        const VmDeviceMatch* device = gg.bdf ? vm.atGuest(*gg.bdf) : nullptr;
        const Gpu* hg = device && device->hostBdf ? hostGpuAt(host, *device->hostBdf) : nullptr;
        if (!hg)
            continue;
        QString detail = vmDeviceMatchText(*device, vm.vm);
        if (vm.choice == GuestVm::Choice::BestResolving)
            detail += u' ' + Tr::tr("(the VM taken as %1)").arg(vm.why);
        const QString suggestion = libvirt
            ? Tr::tr("(the libvirt domain suggests host GPU%1 instead: %2)").arg(hg->index).arg(detail)
            : Tr::tr("(the QEMU command line suggests host GPU%1 instead: %2)").arg(hg->index).arg(detail);
        if (matching.usedGuest.contains(gg.index)) {
            matching.noteOnGuest(gg.index, hg->index, suggestion);
        } else if (matching.usedHost.contains(hg->index)) {
            for (GpuMatch& m : matching.matches) {
                if (m.hostGpu == hg->index)
                    m.detail += u' ' + Tr::tr("(the VM configuration puts this host GPU at guest GPU%1 instead: %2)").arg(gg.index).arg(detail);
            }
        } else {
            matching.add(gg.index, hg->index, evidence, detail);
        }
    }
}

// Proxmox: the root port (q35) or slot (i440fx) a guest GPU sits in names its hostpciN entry,
// and the entry names the host device.
void matchByProxmox(const Machine& host, const Machine& guest, const ProxmoxPassthrough& proxmox, Matching& matching)
{
    if (proxmox.isEmpty())
        return;
    for (const Gpu& gg : guest.gpus) {
        if (!gg.bdf)
            continue;
        const PciDevice* guestDevice = guest.pci.find(*gg.bdf);
        const ProxmoxPassthroughDevice* entry = proxmox.deviceAtGuestSlot(*gg.bdf, guestDevice ? guestDevice->parent : std::nullopt);
        if (!entry || !entry->hostDevice)
            continue;
        for (const Gpu& hg : host.gpus) {
            if (!hg.bdf || Bdf { hg.bdf->domain, hg.bdf->bus, hg.bdf->device, 0 } != *entry->hostDevice)
                continue;
            if (matching.usedGuest.contains(gg.index))
                matching.noteOnGuest(gg.index, hg.index,
                    Tr::tr("(the Proxmox configuration suggests host GPU%1 instead: %2)").arg(hg.index).arg(entry->detail));
            else if (!matching.usedHost.contains(hg.index))
                matching.add(gg.index, hg.index, GpuMatch::Evidence::ProxmoxHostPci, entry->detail);
            break;
        }
    }
}

// What is left is paired in order: nothing identifies these GPUs, so say it is a guess.
void matchByOrder(const Machine& host, const Machine& guest, const GuestVm* vm, Matching& matching)
{
    QList<int> hostLeft;
    for (const Gpu& hg : host.gpus) {
        if (!matching.usedHost.contains(hg.index))
            hostLeft.append(hg.index);
    }
    for (const Gpu& gg : guest.gpus) {
        if (matching.usedGuest.contains(gg.index) || hostLeft.isEmpty())
            continue;
        QString detail = Tr::tr("no identifier seen on both sides");
        if (vm)
            detail += u' ' + whyNotByVm(*vm, gg, host);
        matching.matches.append({ gg.index, hostLeft.takeFirst(), GpuMatch::Evidence::Order, detail });
    }
}

} // namespace

QList<GpuMatch> matchGuestGpusToHost(const Machine& host, const Machine& guest, const ProxmoxPassthrough& proxmox,
                                   const GuestVm* vm)
{
    Matching matching;
    matchByIdentifiers(host, guest, matching);
    if (vm)
        matchByVmConfiguration(host, guest, *vm, matching);
    matchByProxmox(host, guest, proxmox, matching);
    matchByOrder(host, guest, vm, matching);
    QList<GpuMatch>& matches = matching.matches;
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
