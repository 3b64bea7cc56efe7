// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/snapshot.h"
#include "model/bdf.h"
#include "model/diagnostic.h"

#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

/// Proxmox VE's VM configuration (`qm config VMID`, /etc/pve/qemu-server/VMID.conf) and its
/// PCI resource mappings (/etc/pve/mapping/pci.cfg), read for what they say about passed-through
/// devices: which host device each hostpciN entry names and where qemu-server puts it in the
/// guest.
namespace Topo {

/// One `hostpciN:` entry.
struct QmHostPci
{
    int index = -1;       // N
    int line = 0;
    QString text;         // the whole line as written, cleaned ("hostpci0: mapping=gpu0,pcie=1")
    QStringList hostIds;  // host=… split at ';' ("0000:17:00.0", "17:00" = every function)
    QString mapping;      // mapping=… (a cluster-wide PCI resource mapping)
    bool pcie = false;    // pcie=1: behind a PCIe root port (q35 only)
    bool xVga = false;
    QString mdev;         // a mediated device type (vGPU), not a whole device
    QList<QPair<QString, QString>> options; // every key=value, in order
};

/// One `numaN:` entry: a guest NUMA node and the host nodes backing its memory.
struct QmNumaNode
{
    int index = -1;
    int line = 0;
    QString cpus;      // "0-29" or "0-3;8-11"
    QString hostNodes; // "0", "0-1"
    QString memory;    // MiB as written
    QString policy;    // "bind", "preferred", "interleave"
};

struct QmConfig
{
    QList<QPair<QString, QString>> entries; // the current configuration, in order
    QList<QmHostPci> hostPci;               // by index
    QList<QmNumaNode> numaNodes;            // by index
    QString description;                    // the leading '#' lines
    QString smbiosUuid;                     // smbios1: uuid=… (the guest's DMI product_uuid)
    QStringList macs;                       // netN: virtio=MAC / macaddr=MAC, lower case, in file order

    QString value(QStringView key) const;
    /// `machine:` names a q35 type ("q35", "pc-q35-8.1+pve0", "q35,viommu=intel"); the default
    /// (no machine line) is i440fx.
    bool isQ35() const;
    bool numaEnabled() const { return value(u"numa") == u"1"; }
    int sockets() const;
    int cores() const;
    const QmHostPci* hostPciAt(int index) const;
};

/// Reads `qm config` output or a VMID.conf. Never throws; stops at the first `[section]`
/// (snapshots and pending changes follow the current configuration there).
ParseResult<QmConfig> parseQmConfig(QByteArrayView data);

struct PveMappingEntry
{
    int line = 0;
    QString node;        // the cluster node this entry is for
    QStringList paths;   // path=… split at ';' (the functions of one device)
    QString id;          // "10de:2bb5"
    QString subsystemId;
    std::optional<int> iommuGroup;
};

struct PvePciMapping
{
    QString id; // "pro6000"
    int line = 0;
    QString description;
    QList<PveMappingEntry> entries; // in file order: the order qemu-server tries them in
};

/// Reads /etc/pve/mapping/pci.cfg.
ParseResult<QList<PvePciMapping>> parsePvePciMappings(QByteArrayView data);

/// What the configuration implies for one hostpciN entry.
struct ProxmoxPassthroughDevice
{
    int hostPciIndex = -1;
    QString configText;            // the hostpciN line
    bool pcie = false;
    std::optional<Bdf> hostDevice; // the (first) host function it passes; .0 for "all functions"
    QStringList hostIds;           // every id of the chosen device, as written
    QString mapping;
    int alternatives = 1;          // devices the mapping offers on this node
    bool chosenByOrder = false;    // picked as the first free alternative: an assumption
    QString detail;                // how the host device follows from the configuration
};

struct ProxmoxPassthrough
{
    std::optional<QmConfig> config;
    QList<ProxmoxPassthroughDevice> devices; // by hostpci index
    Diagnostics diagnostics;

    bool isEmpty() const { return devices.isEmpty(); }
    const ProxmoxPassthroughDevice* device(int hostPciIndex) const;
    /// The entry whose guest slot is `guestDevice`'s: the root port above it for pcie=1 on q35,
    /// the device's own bus-0 slot on i440fx. Null when the slot is not one qemu-server assigns.
    const ProxmoxPassthroughDevice* deviceAtGuestSlot(const Bdf& guestDevice, const std::optional<Bdf>& parentPort) const;
};

/// Resolves every hostpciN to a host device: host=… directly; mapping=… through the mapping's
/// entries for `nodeName` (all entries when none names it), taking, like qemu-server's
/// choose_hostpci_devices, the first alternative a lower hostpciN has not taken. Whether another
/// running VM holds one is not known here, so such a choice is marked chosenByOrder.
ProxmoxPassthrough resolveProxmoxPassthrough(const QmConfig& config, const QList<PvePciMapping>& mappings,
                                             const QString& nodeName);

/// The same from a host snapshot's `qm-config` and `pve-pci-mapping` captures; empty when the
/// snapshot has no `qm config`. The node name is the host name from the `identity` capture.
ProxmoxPassthrough proxmoxPassthroughOf(const MachineSnapshot& host);

/// The guest root port qemu-server puts hostpciN (pcie=1, q35) behind: ich9-pcie-port-(N+1),
/// at 00:1c.0–1c.3 for N = 0–3 (pve-q35-4.0.cfg), 00:10.0–10.7 for 4–11 and 00:11.0–11.3 for
/// 12–15 (PCI.pm print_pcie_root_port).
std::optional<Bdf> proxmoxRootPortOf(int hostPciIndex);
/// The inverse; -1 for any other address.
int proxmoxHostPciIndexOfRootPort(const Bdf& rootPort);
/// The bus-0 slot of hostpciN without pcie=1 on i440fx (00:10.0, 00:11.0, 00:1b.0, 00:1c.0 for
/// N = 0–3); later entries sit behind a bridge whose bus number the guest firmware picks.
std::optional<Bdf> proxmoxI440fxSlotOf(int hostPciIndex);

} // namespace Topo
