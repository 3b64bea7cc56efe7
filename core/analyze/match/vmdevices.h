// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/machine.h"
#include "model/snapshot.h"
#include "model/vmconfig.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// A VM's own configuration (QEMU command line, libvirt domain) read against the guest's PCI
/// tree: which guest function each configured device is and, for vfio-pci, which host function
/// it passes. This is the ground truth on every QEMU stack, so it identifies guest GPUs where no
/// serial number is seen on both sides (see guestgpus.h).
namespace Topo {

/// How a configured device was found in the guest, or why it was not.
struct VmDeviceMatch
{
    enum class How {
        ExplicitAddress, // on a root bus at the slot the configuration writes: bus:slot.function exactly
        ThroughPorts,    // behind ports and bridges, each found by the guest tree's parent links
        SlotAssumed,     // as above, but a slot on the way is the one QEMU assigns, not one written
        Unresolved,
    };
    enum class Failure {
        None,
        UnknownBus,    // the configuration names a bus none of its devices provides
        NoAddress,     // no slot written, and none follows from the bus
        NotInGuest,    // the guest has no such root bus, or the port or bridge above is missing
        EmptySlot,     // the guest has nothing at that slot
        WrongKind,     // the guest's device there is of another kind (class, port type, IDs)
    };

    QString deviceId;            // VmDevice::id ("hostpci0", "ua-gpu1")
    QString driver;              // "vfio-pci", "pcie-root-port"
    VmDeviceKind kind = VmDeviceKind::Endpoint;
    std::optional<Bdf> guestBdf; // where the guest has it; nullopt when unresolved
    std::optional<Bdf> hostBdf;  // what a passthrough device passes
    How how = How::Unresolved;
    Failure failure = Failure::None;
    QString detail;              // how it was found ("slot 00.0 behind ich9-pcie-port-1 (00:1c.0)") or why not
    int line = 0;                // VmDevice::line

    bool isResolved() const { return guestBdf.has_value(); }
};

/// The translated title of a How ("explicit address", "through ports", "slot assumed").
QString vmDeviceHowTitle(VmDeviceMatch::How how);

/// Every device of `vm` with a PCI function (root buses without a slot have none), in
/// configuration order, resolved against the guest's tree. With the host's tree, a passthrough
/// device is also checked against the host function it names (vendor and device IDs, unless the
/// configuration overrides them with x-pci-vendor-id / x-pci-device-id).
QList<VmDeviceMatch> matchVmDevices(const VmConfiguration& vm, const PciTree& guest, const PciTree* host = nullptr);

/// What says which VM of a host a guest is.
struct GuestVmHints
{
    std::optional<qint64> vmid; // Proxmox VMID: the guest label "NAME (VM N)", `qm config N`, `qm showcmd N`
    QString vmidSource;         // where the VMID comes from, in words
    QStringList names;          // the guest's host name and label, without the "(VM N)"
};

/// From the guest's label and identity, and the host's `qm config` / `qm showcmd` captures.
GuestVmHints guestVmHints(const Machine& guest, const MachineSnapshot* hostSnapshot = nullptr);

/// The VM a guest is, with its devices resolved against the guest's tree.
struct GuestVm
{
    enum class Choice {
        ProxmoxVmid,   // the VMID of the snapshot
        Name,          // -name / <name> equals the guest's host name or label
        OnlyVm,        // the only VM the host runs or configures
        BestResolving, // of several, the one whose devices the guest's tree shows best
    };
    VmConfiguration vm;
    Choice choice = Choice::OnlyVm;
    QString why;                  // how it was chosen, in words
    QList<VmDeviceMatch> devices; // matchVmDevices()

    /// The device at a guest address, if any resolved there.
    const VmDeviceMatch* atGuest(const Bdf& guestBdf) const;
};

struct GuestVmChoice
{
    std::optional<GuestVm> chosen;
    QString whyNone; // when nothing was chosen although the host has VMs: why, in words
};

/// Chooses among `vms` (a host's Machine::vms): by Proxmox VMID, else by name, else the only
/// one, else the one whose devices resolve best against the guest tree; none rather than a
/// guess when two tie. One VM seen twice (its process and `qm showcmd`, or its libvirt domain
/// and its process) counts once, as the running process.
GuestVmChoice chooseGuestVm(const QList<VmConfiguration>& vms, const Machine& guest, const GuestVmHints& hints,
                            const PciTree* host = nullptr);
/// The same for a host and a guest: host.vms, host.pci, and the hints of the guest (and of the
/// host's snapshot when given).
GuestVmChoice guestVmOf(const Machine& host, const Machine& guest, const MachineSnapshot* hostSnapshot = nullptr);

/// "VM 128 llm-one", "gpu1", "PID 1234": how findings and the CLI name a VM.
QString vmDisplayName(const VmConfiguration& vm);
/// "the QEMU command line of PID 1234", "the QEMU command line of VM 128", "the libvirt domain gpu1".
QString vmSourceText(const VmConfiguration& vm);
/// One line per device: "guest 01:00.0 is hostpci0 = host 0000:17:00.0, from the QEMU command
/// line of PID 1234", or why it is not in the guest.
QString vmDeviceMatchText(const VmDeviceMatch& match, const VmConfiguration& vm);

} // namespace Topo
