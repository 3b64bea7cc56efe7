// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
        DeviceSerialNumber, // same PCIe Device Serial Number from lspci -vvv on both sides
        ProxmoxHostPci,     // the guest slot names a hostpciN entry of the VM's Proxmox configuration
        Order,              // the k-th guest GPU taken for the k-th host GPU: an assumption
    };
    int guestGpu = -1;
    int hostGpu = -1;
    Evidence evidence = Evidence::Order;
    QString detail; // the matching value, or why it is only assumed

    bool isAssumed() const { return evidence == Evidence::Order; }
};

QString evidenceName(GpuMatch::Evidence evidence);

/// Maps every guest GPU to a host GPU, strongest evidence first; each host GPU is used once.
/// GPUs left over after the identifying evidence are paired in order and marked assumed.
QList<GpuMatch> mapGuestGpusToHost(const Machine& host, const Machine& guest);
/// The same with the VM's Proxmox configuration as further evidence, between the PCIe serial
/// number and order: qemu-server puts hostpciN behind a fixed root port of the q35 guest, so the
/// port above a guest GPU names the entry and the entry names the host device.
QList<GpuMatch> mapGuestGpusToHost(const Machine& host, const Machine& guest, const ProxmoxPassthrough& proxmox);

/// The mapping for a snapshot's host and guest, with the host's `qm config` (when collected) as
/// evidence: what every view uses.
QList<GpuMatch> mapGuestGpusToHost(const MachineSnapshot& hostSnapshot, const Machine& host, const Machine& guest);

/// The host GPU a guest GPU maps to, or -1.
int hostGpuFor(const QList<GpuMatch>& matches, int guestGpu);
int guestGpuFor(const QList<GpuMatch>& matches, int hostGpu);

} // namespace Topo
