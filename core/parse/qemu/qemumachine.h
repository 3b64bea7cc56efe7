// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the QEMU command-line reader only (not part of the parse API): what QEMU itself
// knows about machines and drivers, and the devices Proxmox's -readconfig files declare.

#include "model/vmconfig.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>
#include <span>

namespace Topo::Qemu {

/// The kind of a -device driver that is PCI whatever bus it is given; nullopt for any other
/// driver (usb-*, scsi-hd, isa-serial, …, and drivers TopoLens does not know), which is PCI only
/// when its bus= names a PCI bus of the VM.
std::optional<VmDeviceKind> kindOfDriver(QByteArrayView driver);

/// Ports, switches, bridges and root buses: what a bus= may name.
bool providesPciBus(VmDeviceKind kind);

/// Display drivers: a -device of one replaces the default VGA (QEMU's default_list).
bool isDisplayDriver(QByteArrayView driver);

/// The driver of `-vga TYPE` ("std" → "VGA"); empty for "none" and for types TopoLens does not know.
QByteArray vgaDriver(QByteArrayView type);

struct MachineModel
{
    QByteArray rootBus;       // "pcie.0", "pci.0"; empty for machines without PCI (microvm, isapc)
    QByteArray hostBridge;    // "q35-pcihost"
    QList<int> reservedSlots; // root-bus slots whose function 0 the machine itself takes
    bool defaultVga = false;  // without -nodefaults, QEMU adds a VGA before the -device list
    QByteArray defaultNic;    // and this NIC after it, when no -net, -nic or -netdev is given
};

/// The machine a -machine type names ("q35", "pc-q35-8.1+pve0", "pc-i440fx-5.1", "pc", "virt").
MachineModel machineModel(QByteArrayView machineType);

/// One device of a -readconfig file: its section's id and its keys as one -device value.
struct ConfigDevice
{
    const char* id;
    const char* options; // "pcie-root-port,x-speed=16,…", keys in the file's order
};

/// The devices that the -readconfig file at `path` declares, when it is one of qemu-server's
/// (Proxmox VE) own; empty for any other file.
std::span<const ConfigDevice> readConfigDevices(QByteArrayView path);

} // namespace Topo::Qemu
