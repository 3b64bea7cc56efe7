// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"

#include <QString>

#include <optional>

namespace Topo {

/// A network interface or an RDMA device as /sys/class lists it, and the PCI function it is:
/// what ties the name NCCL and the kernel use ("ens1f0", "mlx5_0") to a place in the tree.
struct NetworkDevice
{
    enum class Class { Net, Infiniband };

    QString name;
    Class deviceClass = Class::Net;
    std::optional<Bdf> pci;    // the PCI function that is the device: a NIC port, its VF, a virtio function
    std::optional<Bdf> behind; // a device reached through a PCI function without being one (a USB NIC)
    QString target;            // where the sysfs link points, as listed ("../../devices/pci0000:00/…/net/eth0")
    int line = 0;

    /// Not on any bus: lo, bridges, bonds, tunnels (…/devices/virtual/…).
    bool isVirtual() const { return !pci && !behind; }
};

QString networkDeviceClassName(NetworkDevice::Class deviceClass); // "net", "infiniband" (stable, for JSON)

} // namespace Topo
