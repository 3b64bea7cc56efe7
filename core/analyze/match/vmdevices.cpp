// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/match/vmdevices.h"

#include "util/nametable.h"
#include "util/tr.h"

#include <QHash>
#include <QSet>
#include <QRegularExpression>

#include <algorithm>

namespace Topo {

namespace {

using Failure = VmDeviceMatch::Failure;

constexpr TitledValue<VmDeviceMatch::How> howTitles[] = {
    { VmDeviceMatch::How::ExplicitAddress, QT_TRANSLATE_NOOP("TopoLens", "explicit address") },
    { VmDeviceMatch::How::ThroughPorts, QT_TRANSLATE_NOOP("TopoLens", "through ports") },
    { VmDeviceMatch::How::SlotAssumed, QT_TRANSLATE_NOOP("TopoLens", "slot assumed as QEMU assigns it") },
    { VmDeviceMatch::How::Unresolved, QT_TRANSLATE_NOOP("TopoLens", "not in the guest") },
};

// What the PCI class of a guest function must be for a device of these drivers, where the
// driver says (emulated devices QEMU gives a fixed class; libvirt names its models the same).
struct DriverClass
{
    const char16_t* driverPrefix;
    quint16 classAndSubclass;
    const char* what;
};
constexpr DriverClass driverClasses[] = {
    { u"nvme", 0x0108, QT_TRANSLATE_NOOP("TopoLens", "an NVMe controller") },
    { u"e1000", 0x0200, QT_TRANSLATE_NOOP("TopoLens", "an Ethernet controller") },
    { u"virtio-net", 0x0200, QT_TRANSLATE_NOOP("TopoLens", "an Ethernet controller") },
    { u"rtl8139", 0x0200, QT_TRANSLATE_NOOP("TopoLens", "an Ethernet controller") },
    { u"vmxnet3", 0x0200, QT_TRANSLATE_NOOP("TopoLens", "an Ethernet controller") },
    { u"virtio-blk", 0x0100, QT_TRANSLATE_NOOP("TopoLens", "a storage controller") },
    { u"virtio-scsi", 0x0100, QT_TRANSLATE_NOOP("TopoLens", "a storage controller") },
    { u"ich9-ahci", 0x0106, QT_TRANSLATE_NOOP("TopoLens", "a SATA controller") },
    { u"qemu-xhci", 0x0c03, QT_TRANSLATE_NOOP("TopoLens", "a USB controller") },
    { u"nec-usb-xhci", 0x0c03, QT_TRANSLATE_NOOP("TopoLens", "a USB controller") },
};

const DriverClass* driverClassOf(const QString& driver)
{
    for (const DriverClass& row : driverClasses) {
        if (driver.startsWith(QStringView(row.driverPrefix)))
            return &row;
    }
    return nullptr;
}

// What each port kind is in the guest's tree, where the tree or lspci's capability says.
constexpr struct
{
    VmDeviceKind kind;
    PciRole role;
} portRoles[] = {
    { VmDeviceKind::RootPort, PciRole::RootPort },
    { VmDeviceKind::SwitchUpstream, PciRole::SwitchUpstream },
    { VmDeviceKind::SwitchDownstream, PciRole::SwitchDownstream },
};

bool isPciePortRole(PciRole role)
{
    return role == PciRole::RootPort || role == PciRole::SwitchUpstream || role == PciRole::SwitchDownstream;
}

bool isBusKind(VmDeviceKind kind)
{
    return kind == VmDeviceKind::RootPort || kind == VmDeviceKind::SwitchUpstream
        || kind == VmDeviceKind::SwitchDownstream || kind == VmDeviceKind::PciBridge;
}

// The machine's own root bus: configurations plug devices into it by name without defining it.
// q35's is pcie.0 (a "pci.0" there is a bridge of Proxmox's pve-q35-4.0.cfg); i440fx's is pci.0.
bool isMainRootBusName(const QString& id, const VmConfiguration& vm)
{
    if (id == u"pcie.0")
        return vm.isQ35() || vm.machineType.isEmpty();
    return (id == u"pci.0" || id == u"pci") && !vm.isQ35();
}

QString slotText(const VmSlot& slot)
{
    return QString::asprintf("%02x.%x", slot.device, slot.function);
}

QString propertyOf(const VmDevice& d, QStringView key)
{
    for (const auto& [k, v] : d.properties) {
        if (k == key)
            return v;
    }
    return {};
}

QString classText(const PciDevice& d)
{
    return d.className.isEmpty() ? QString::asprintf("class %06x", d.classCode) : d.className;
}

QString describeGuestDevice(const PciDevice& g)
{
    return Tr::tr("the guest's %1 is a %2 [%3:%4]")
        .arg(g.bdf.toShortString(), classText(g), QString::asprintf("%04x", g.vendorId), QString::asprintf("%04x", g.deviceId));
}

// Empty when the guest's function `g` can be the configured device `d`; else why not. Only what
// is known counts: a function without a class (only lspci -tv) matches any device.
QString kindMismatch(const VmDevice& d, const PciDevice& g, const PciTree* host)
{
    const bool classKnown = g.classCode != 0;
    const quint32 classAndSubclass = g.classCode >> 8;
    if (d.kind == VmDeviceKind::RootBus) {
        if (classKnown && classAndSubclass != 0x0600 && g.role != PciRole::HostBridge)
            return Tr::tr("%1, not the host bridge of an expander bus").arg(describeGuestDevice(g));
        return {};
    }
    if (isBusKind(d.kind)) {
        if (classKnown && !g.isBridge())
            return Tr::tr("%1, not a bridge").arg(describeGuestDevice(g));
        for (const auto& row : portRoles) {
            if (row.kind == d.kind && isPciePortRole(g.role) && g.role != row.role)
                return Tr::tr("%1, a %2 rather than a %3").arg(describeGuestDevice(g), pciRoleName(g.role), pciRoleName(row.role));
        }
        return {};
    }
    if (classKnown && g.isBridge())
        return Tr::tr("%1, a bridge rather than an endpoint").arg(describeGuestDevice(g));
    if (const DriverClass* expected = driverClassOf(d.driver); expected && classKnown && classAndSubclass != expected->classAndSubclass)
        return Tr::tr("%1, not %2").arg(describeGuestDevice(g), Tr::tr(expected->what));
    if (d.kind == VmDeviceKind::Passthrough && host && d.hostAddress) {
        // vfio-pci shows the guest the host function's own IDs, unless told otherwise.
        const PciDevice* h = host->find(*d.hostAddress);
        const bool idsOverridden = !propertyOf(d, u"x-pci-vendor-id").isEmpty() || !propertyOf(d, u"x-pci-device-id").isEmpty();
        if (h && !idsOverridden && h->vendorId && g.vendorId && (h->vendorId != g.vendorId || h->deviceId != g.deviceId))
            return Tr::tr("%1, but host %2 is [%3:%4]")
                .arg(describeGuestDevice(g), h->bdf.toString(), QString::asprintf("%04x", h->vendorId), QString::asprintf("%04x", h->deviceId));
        if (h && h->classCode && classKnown && (h->classCode >> 8) != classAndSubclass)
            return Tr::tr("%1, but host %2 is a %3").arg(describeGuestDevice(g), h->bdf.toString(), classText(*h));
    }
    return {};
}

/// Where a device is in the guest, or why it is not there.
struct Place
{
    std::optional<Bdf> bdf;
    bool assumed = false;
    bool throughPorts = false;
    Failure failure = Failure::None;
    QString detail;
};

Place failed(Failure failure, const QString& why)
{
    Place p;
    p.failure = failure;
    p.detail = why;
    return p;
}

class Resolver
{
public:
    Resolver(const VmConfiguration& vm, const PciTree& guest, const PciTree* host) : m_vm(vm), m_guest(guest), m_host(host)
    {
        for (const PciDevice& d : guest.devices) {
            if (!d.parent)
                m_rootBusNumbers.insert(d.bdf.bus);
        }
        for (const RootBus& r : guest.rootBuses)
            m_rootBusNumbers.insert(r.bus);
    }

    Place place(const VmDevice& d, int depth = 0)
    {
        if (const auto it = m_memo.constFind(d.id); it != m_memo.cend())
            return *it;
        // Bus chains are a few levels deep; a longer one is a loop in a hostile configuration.
        const Place p = depth > 16 ? failed(Failure::UnknownBus, Tr::tr("its chain of buses does not end at a root bus"))
                                   : placeOnBus(d, depth);
        m_memo.insert(d.id, p);
        return p;
    }

private:
    Place placeOnBus(const VmDevice& d, int depth)
    {
        // An expander written without a bus sits on the machine's root bus.
        const QString busId = !d.parentBus.isEmpty() ? d.parentBus : m_vm.isQ35() || m_vm.machineType.isEmpty() ? QStringLiteral("pcie.0") : QStringLiteral("pci.0");
        const VmDevice* bus = m_vm.device(busId);
        if (!bus && !isMainRootBusName(busId, m_vm))
            return failed(Failure::UnknownBus, Tr::tr("it is on bus %1, which no device of the configuration provides").arg(busId));
        if (!bus || bus->kind == VmDeviceKind::RootBus)
            return placeOnRootBus(d, busId, bus);
        if (!isBusKind(bus->kind))
            return failed(Failure::UnknownBus, Tr::tr("it is on bus %1, which is a %2 device, not a bus").arg(busId, bus->driver));
        return placeBehindPort(d, *bus, depth);
    }

    Place placeOnRootBus(const VmDevice& d, const QString& busId, const VmDevice* bus)
    {
        const int number = bus ? bus->busNumber.value_or(bus->parentBus.isEmpty() ? 0 : -1) : 0;
        if (number < 0)
            return failed(Failure::UnknownBus, Tr::tr("its expander bus %1 has no bus number (bus_nr)").arg(busId));
        if (!d.slot)
            return failed(Failure::NoAddress, Tr::tr("it has no address on root bus %1, and which slot QEMU gives it is not known here").arg(busId));
        const Bdf bdf { 0, number, d.slot->device, d.slot->function };
        if (!m_rootBusNumbers.contains(number)) {
            for (const PciDevice& g : m_guest.devices) {
                if (g.bdf.bus == number && g.parent)
                    return failed(Failure::NotInGuest,
                        Tr::tr("the guest's bus %1 is behind %2, not a root bus: the guest has no expander bus %3 there")
                            .arg(QString::asprintf("%02x", number), g.parent->toShortString(), busId));
            }
            return failed(Failure::NotInGuest,
                Tr::tr("the guest has no root bus %1 (%2)").arg(QString::asprintf("%02x", number), busId));
        }
        const PciDevice* g = m_guest.find(bdf);
        if (!g || g->parent)
            return failed(Failure::EmptySlot, Tr::tr("the guest has nothing at %1 (slot %2 of %3)").arg(bdf.toShortString(), slotText(*d.slot), busId));
        if (const QString mismatch = kindMismatch(d, *g, m_host); !mismatch.isEmpty())
            return failed(Failure::WrongKind, mismatch);
        Place p;
        p.bdf = bdf;
        p.assumed = d.slotAssumed;
        p.detail = Tr::tr("slot %1 of %2").arg(slotText(*d.slot), busId);
        return p;
    }

    Place placeBehindPort(const VmDevice& d, const VmDevice& port, int depth)
    {
        const Place above = place(port, depth + 1);
        if (!above.bdf)
            return failed(Failure::NotInGuest, Tr::tr("its bus %1 (%2) is not in the guest: %3").arg(port.id, port.driver, above.detail));
        std::optional<VmSlot> slot = d.slot;
        // A PCIe port's link has room for one device: QEMU can only put it at 00.0.
        if (!slot && (port.kind == VmDeviceKind::RootPort || port.kind == VmDeviceKind::SwitchDownstream))
            slot = VmSlot { 0, 0 };
        if (!slot)
            return failed(Failure::NoAddress, Tr::tr("it has no address behind %1, and which slot QEMU gives it is not known here").arg(port.id));
        // The guest's firmware numbers the buses behind ports, so the device is found as the
        // port's child at that slot, not by a bus number the configuration could not know.
        const PciDevice* g = nullptr;
        for (const PciDevice* child : m_guest.children(*above.bdf)) {
            if (child->bdf.device == slot->device && child->bdf.function == slot->function)
                g = child;
        }
        const PciDevice* portDevice = m_guest.find(*above.bdf);
        if (!g && portDevice && portDevice->secondaryBus > 0)
            g = m_guest.find(Bdf { above.bdf->domain, portDevice->secondaryBus, slot->device, slot->function });
        if (!g)
            return failed(Failure::EmptySlot, Tr::tr("the guest has nothing at slot %1 behind %2 (%3)")
                                                  .arg(slotText(*slot), port.id, above.bdf->toShortString()));
        if (const QString mismatch = kindMismatch(d, *g, m_host); !mismatch.isEmpty())
            return failed(Failure::WrongKind, mismatch);
        Place p;
        p.bdf = g->bdf;
        p.assumed = d.slotAssumed || above.assumed;
        p.throughPorts = true;
        p.detail = Tr::tr("slot %1 behind %2 (%3)").arg(slotText(*slot), port.id, above.bdf->toShortString());
        return p;
    }

    const VmConfiguration& m_vm;
    const PciTree& m_guest;
    const PciTree* m_host;
    QSet<int> m_rootBusNumbers;
    QHash<QString, Place> m_memo;
};

// A root bus is a PCI function only where it is an expander's host bridge on another bus.
bool hasPciFunction(const VmDevice& d)
{
    return d.kind != VmDeviceKind::RootBus || (d.slot && d.busNumber.value_or(0) != 0);
}

// One VM seen twice: its process and `qm showcmd`, its libvirt domain and its process.
bool sameVm(const VmConfiguration& a, const VmConfiguration& b)
{
    if (!a.uuid.isEmpty() && !b.uuid.isEmpty())
        return a.uuid.compare(b.uuid, Qt::CaseInsensitive) == 0;
    if (a.proxmoxVmid && b.proxmoxVmid)
        return *a.proxmoxVmid == *b.proxmoxVmid;
    // Two processes are two VMs whatever their names; a configuration and a process of one name are one.
    return !a.name.isEmpty() && a.name == b.name && !(a.pid && b.pid);
}

// Each VM once, as its running process where one was seen (what runs, not what would).
QList<const VmConfiguration*> distinctVms(const QList<VmConfiguration>& vms)
{
    QList<const VmConfiguration*> out;
    for (const VmConfiguration& vm : vms) {
        const auto it = std::find_if(out.begin(), out.end(), [&](const VmConfiguration* seen) { return sameVm(*seen, vm); });
        if (it == out.end())
            out.append(&vm);
        else if (vm.pid && !(*it)->pid)
            *it = &vm;
    }
    return out;
}

// Found devices count for a VM, devices the guest contradicts count against it.
int fitScore(const QList<VmDeviceMatch>& matches)
{
    int score = 0;
    for (const VmDeviceMatch& m : matches) {
        if (m.isResolved())
            ++score;
        else if (m.failure == Failure::EmptySlot || m.failure == Failure::WrongKind || m.failure == Failure::NotInGuest)
            --score;
    }
    return score;
}

// "llm-one (VM 128)" and "llm-one (VM 128, q35)": the name and the VMID. The label is made with
// Tr::tr("%1 (VM %2)"), so the words of the running language are read as well as English.
std::pair<QString, std::optional<qint64>> splitVmLabel(const QString& label)
{
    const QString translated = Tr::tr("%1 (VM %2)");
    QStringList separators { QStringLiteral(" (VM ") };
    const qsizetype one = translated.indexOf(u"%1");
    const qsizetype two = translated.indexOf(u"%2");
    if (one >= 0 && two > one + 2)
        separators << translated.mid(one + 2, two - one - 2);
    for (const QString& separator : std::as_const(separators)) {
        const QRegularExpression pattern(QRegularExpression::escape(separator) + QStringLiteral("(\\d{1,9})\\b"));
        const QRegularExpressionMatch match = pattern.match(label);
        if (match.hasMatch())
            return { label.left(match.capturedStart()).trimmed(), match.captured(1).toLongLong() };
    }
    return { label.trimmed(), std::nullopt };
}

void addName(QStringList& names, const QString& name)
{
    if (name.isEmpty())
        return;
    for (const QString& n : { name, name.section(u'.', 0, 0) }) {
        if (!n.isEmpty() && !names.contains(n, Qt::CaseInsensitive))
            names << n;
    }
}

} // namespace

QString vmDeviceHowTitle(VmDeviceMatch::How how)
{
    return Tr::tr(titleOf(howTitles, how));
}

QList<VmDeviceMatch> matchVmDevices(const VmConfiguration& vm, const PciTree& guest, const PciTree* host)
{
    Resolver resolver(vm, guest, host);
    QList<VmDeviceMatch> out;
    for (const VmDevice& d : vm.devices) {
        if (!hasPciFunction(d))
            continue;
        const Place p = resolver.place(d);
        VmDeviceMatch m;
        m.deviceId = d.id;
        m.driver = d.driver;
        m.kind = d.kind;
        m.guestBdf = p.bdf;
        m.hostBdf = d.hostAddress;
        m.failure = p.failure;
        m.detail = p.bdf && p.assumed ? Tr::tr("%1 (slot assumed as QEMU assigns it)").arg(p.detail) : p.detail;
        m.line = d.line;
        m.how = !p.bdf ? VmDeviceMatch::How::Unresolved
            : p.assumed ? VmDeviceMatch::How::SlotAssumed
            : p.throughPorts ? VmDeviceMatch::How::ThroughPorts
                             : VmDeviceMatch::How::ExplicitAddress;
        out.append(m);
    }
    return out;
}

GuestVmHints guestVmHints(const Machine& guest, const MachineSnapshot* hostSnapshot)
{
    GuestVmHints hints;
    // The host's own commands first: they ran with the VMID the user gave.
    if (hostSnapshot) {
        static const QRegularExpression qmCommand(QStringLiteral("^qm (?:config|showcmd) (\\d{3,9})(?: --pretty)?$"));
        for (const char* id : { "qm-config", "qm-showcmd" }) {
            const RawCapture* c = hostSnapshot->capture(QString::fromLatin1(id));
            const QRegularExpressionMatch match = c ? qmCommand.match(c->command.trimmed()) : QRegularExpressionMatch();
            if (match.hasMatch()) {
                hints.vmid = match.captured(1).toLongLong();
                hints.vmidSource = Tr::tr("the host's \"%1\"").arg(c->command.trimmed());
                break;
            }
        }
    }
    const auto [name, labelVmid] = splitVmLabel(guest.label);
    if (!hints.vmid && labelVmid) {
        hints.vmid = labelVmid;
        hints.vmidSource = Tr::tr("the guest's label \"%1\"").arg(guest.label);
    }
    // identity: "uname -a" ("Linux llm-one 6.8.0 …"), then /etc/hostname.
    const QStringList lines = guest.identity.split(u'\n');
    if (lines.size() > 1 && !lines[1].trimmed().contains(u' '))
        addName(hints.names, lines[1].trimmed());
    if (!lines.isEmpty()) {
        const QStringList words = lines[0].split(u' ', Qt::SkipEmptyParts);
        if (words.size() > 1)
            addName(hints.names, words[1]);
    }
    addName(hints.names, name);
    return hints;
}

const VmDeviceMatch* GuestVm::atGuest(const Bdf& guestBdf) const
{
    for (const VmDeviceMatch& m : devices) {
        if (m.guestBdf == guestBdf)
            return &m;
    }
    return nullptr;
}

GuestVmChoice chooseGuestVm(const QList<VmConfiguration>& vms, const Machine& guest, const GuestVmHints& hints, const PciTree* host)
{
    QList<const VmConfiguration*> candidates = distinctVms(vms);
    if (candidates.isEmpty())
        return {};
    auto chosen = [&](const VmConfiguration& vm, GuestVm::Choice choice, const QString& why) {
        GuestVmChoice out;
        out.chosen = GuestVm { vm, choice, why, matchVmDevices(vm, guest.pci, host) };
        return out;
    };
    if (hints.vmid) {
        QList<const VmConfiguration*> withVmid = candidates;
        withVmid.removeIf([&](const VmConfiguration* vm) { return vm->proxmoxVmid != hints.vmid; });
        if (withVmid.size() == 1)
            return chosen(*withVmid.first(), GuestVm::Choice::ProxmoxVmid, Tr::tr("VMID %1, from %2").arg(*hints.vmid).arg(hints.vmidSource));
        // A VM with another VMID is another VM.
        candidates.removeIf([&](const VmConfiguration* vm) { return vm->proxmoxVmid && vm->proxmoxVmid != hints.vmid; });
        if (candidates.isEmpty()) {
            GuestVmChoice none;
            none.whyNone = Tr::tr("no VM of the host has VMID %1 (%2)").arg(*hints.vmid).arg(hints.vmidSource);
            return none;
        }
    }
    QList<const VmConfiguration*> named = candidates;
    named.removeIf([&](const VmConfiguration* vm) { return vm->name.isEmpty() || !hints.names.contains(vm->name, Qt::CaseInsensitive); });
    if (named.size() == 1)
        return chosen(*named.first(), GuestVm::Choice::Name, Tr::tr("its name %1 is the guest's").arg(named.first()->name));
    if (named.size() > 1)
        candidates = named;
    else if (candidates.size() == 1)
        return chosen(*candidates.first(), GuestVm::Choice::OnlyVm, Tr::tr("the only VM the host's configurations describe"));

    // Several VMs and nothing that names one: the one whose devices the guest's tree shows.
    int best = 0;
    int bestCount = 0;
    const VmConfiguration* bestVm = nullptr;
    QStringList tied;
    for (const VmConfiguration* vm : std::as_const(candidates)) {
        const int score = fitScore(matchVmDevices(*vm, guest.pci, host));
        if (score > best || !bestVm) {
            best = score;
            bestVm = vm;
            bestCount = 1;
            tied = { vmDisplayName(*vm) };
        } else if (score == best) {
            ++bestCount;
            tied << vmDisplayName(*vm);
        }
    }
    GuestVmChoice none;
    if (best <= 0) {
        none.whyNone = Tr::tr("none of the host's %n VM(s) has devices where the guest's PCI tree shows them", "", int(candidates.size()));
        return none;
    }
    if (bestCount > 1) {
        none.whyNone = Tr::tr("%1 fit the guest equally well; none is taken rather than a wrong one").arg(tied.join(QStringLiteral(", ")));
        return none;
    }
    return chosen(*bestVm, GuestVm::Choice::BestResolving,
        Tr::tr("of %1 VMs, the one whose devices the guest's PCI tree shows best").arg(candidates.size()));
}

GuestVmChoice guestVmOf(const Machine& host, const Machine& guest, const MachineSnapshot* hostSnapshot)
{
    if (host.vms.isEmpty())
        return {};
    return chooseGuestVm(host.vms, guest, guestVmHints(guest, hostSnapshot), host.pci.isEmpty() ? nullptr : &host.pci);
}

QString vmDisplayName(const VmConfiguration& vm)
{
    if (vm.proxmoxVmid && !vm.name.isEmpty())
        return Tr::tr("VM %1 (%2)").arg(*vm.proxmoxVmid).arg(vm.name);
    if (vm.proxmoxVmid)
        return Tr::tr("VM %1").arg(*vm.proxmoxVmid);
    if (!vm.name.isEmpty())
        return vm.name;
    if (vm.pid)
        return Tr::tr("the VM of PID %1").arg(*vm.pid);
    return vm.uuid.isEmpty() ? Tr::tr("an unnamed VM") : vm.uuid;
}

QString vmSourceText(const VmConfiguration& vm)
{
    if (vm.source == VmConfiguration::Source::LibvirtDomain)
        return Tr::tr("the libvirt domain %1").arg(vm.name.isEmpty() ? vm.uuid : vm.name);
    if (vm.pid)
        return Tr::tr("the QEMU command line of PID %1").arg(*vm.pid);
    if (vm.proxmoxVmid)
        return Tr::tr("the QEMU command line of VM %1").arg(*vm.proxmoxVmid);
    return vm.name.isEmpty() ? Tr::tr("a QEMU command line") : Tr::tr("the QEMU command line of %1").arg(vm.name);
}

QString vmDeviceMatchText(const VmDeviceMatch& match, const VmConfiguration& vm)
{
    const QString source = vmSourceText(vm);
    if (match.guestBdf && match.hostBdf)
        return Tr::tr("guest %1 is %2 = host %3, from %4")
            .arg(match.guestBdf->toShortString(), match.deviceId, match.hostBdf->toString(), source);
    if (match.guestBdf)
        return Tr::tr("guest %1 is %2 (%3), from %4").arg(match.guestBdf->toShortString(), match.deviceId, match.driver, source);
    const QString what = match.hostBdf ? Tr::tr("%1, host %2").arg(match.driver, match.hostBdf->toString()) : match.driver;
    return Tr::tr("%1 (%2) of %3 is not in the guest: %4").arg(match.deviceId, what, source, match.detail);
}

} // namespace Topo
