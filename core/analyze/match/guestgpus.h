// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/match/vmdevices.h"
#include "model/machine.h"
#include "parse/proxmox/proxmox.h"

#include <QList>
#include <QString>

namespace Topo {

/// Which host GPU a guest GPU is, and why TopoLens thinks so.
struct GpuMatch
{
    enum class Evidence {
        Uuid,               // same GPU UUID from nvidia-smi on both sides
        BoardSerial,        // same board serial number from nvidia-smi on both sides
        AmdUniqueId,        // same unique id from AMD's tools (rocm-smi --showuniqueid, amd-smi) on both sides
        DeviceSerialNumber, // same PCIe Device Serial Number from lspci -vvv on both sides
        QemuCommandLine,    // the guest slot is a vfio-pci device of the VM's QEMU command line, which names the host function
        LibvirtDomain,      // the same from the VM's libvirt domain (<hostdev>)
        ProxmoxHostPci,     // the guest slot names a hostpciN entry of the VM's Proxmox configuration
        Order,              // the k-th guest GPU taken for the k-th host GPU: an assumption
    };
    int guestGpu = -1;
    int hostGpu = -1;
    Evidence evidence = Evidence::Order;
    QString detail; // the matching value, or why it is only assumed

    bool isAssumed() const { return evidence == Evidence::Order; }
    bool isFromVmConfiguration() const { return evidence == Evidence::QemuCommandLine || evidence == Evidence::LibvirtDomain; }
};

QString evidenceName(GpuMatch::Evidence evidence);

/// Maps every guest GPU to a host GPU, strongest evidence first; each host GPU is used once.
/// GPUs left over after the identifying evidence are paired in order and marked assumed.
QList<GpuMatch> matchGuestGpusToHost(const Machine& host, const Machine& guest);
/// The same with the VM's Proxmox configuration as further evidence, between the PCIe serial
/// number and order: qemu-server puts hostpciN behind a fixed root port of the q35 guest, so the
/// port above a guest GPU names the entry and the entry names the host device. The host's VM
/// configurations (Machine::vms) come before it, the guest's VM chosen by guestVmOf().
QList<GpuMatch> matchGuestGpusToHost(const Machine& host, const Machine& guest, const ProxmoxPassthrough& proxmox);
/// The same with the guest's VM given (or none): after the serial numbers, a guest GPU whose
/// slot is a vfio-pci device of the VM maps to the host GPU at that device's host address.
QList<GpuMatch> matchGuestGpusToHost(const Machine& host, const Machine& guest, const ProxmoxPassthrough& proxmox,
                                   const GuestVm* vm);

/// The mapping for a snapshot's host and guest, with the host's VM configurations and its
/// `qm config` (when collected) as evidence, the VMID taken from the host's commands too: what
/// every view uses.
QList<GpuMatch> matchGuestGpusToHost(const MachineSnapshot& hostSnapshot, const Machine& host, const Machine& guest);

/// The host GPU a guest GPU maps to, or -1.
int hostGpuFor(const QList<GpuMatch>& matches, int guestGpu);
int guestGpuFor(const QList<GpuMatch>& matches, int hostGpu);

} // namespace Topo
