// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Topo {

/// A network interface and its hardware address, as /sys/class/net says.
struct NetInterface
{
    QString name; // "eth0", "enp65s0f0"
    QString mac;  // lower case, colon separated: "52:54:00:12:34:56"
    friend bool operator==(const NetInterface&, const NetInterface&) = default;
};

/// What tells machines apart and pairs a guest with its host (the `machine-identity` capture,
/// format `sysfs-identity`). Empty fields were not readable: product_uuid is root's only.
struct MachineIdentifiers
{
    QString machineId;    // /etc/machine-id
    QString bootId;       // /proc/sys/kernel/random/boot_id
    QString sysVendor;    // /sys/class/dmi/id/sys_vendor
    QString productName;  // /sys/class/dmi/id/product_name ("PowerEdge XE9680", "Standard PC (Q35 + ICH9, 2009)")
    QString productUuid;  // /sys/class/dmi/id/product_uuid, lower case: a guest's is its VM's SMBIOS UUID
    QList<NetInterface> interfaces; // physical and virtual, "lo" left out

    bool isEmpty() const { return machineId.isEmpty() && bootId.isEmpty() && productName.isEmpty() && productUuid.isEmpty() && interfaces.isEmpty(); }
};

} // namespace Topo
