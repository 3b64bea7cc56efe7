// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

/// A virtual machine's PCI layout as its own configuration states it, whatever stack wrote it:
/// a QEMU command line (/proc/PID/cmdline of qemu-system-*, Proxmox's `qm showcmd`) or a libvirt
/// domain (`virsh dumpxml`). Parsers in parse/qemu and parse/libvirt fill it; analyze/match/vmdevices
/// resolves it against the guest's PCI tree, so each guest device is named by its VM device id
/// and, when passed through, by its host address. Every text here is the remote machine's and
/// still untrusted.
namespace Topo {

/// "52:54:00:AB:CD:EF" → "52:54:00:ab:cd:ef"; empty when `text` is no six-octet MAC address
/// (colon or dash separated). Shared by the parsers of every VM configuration.
inline QString normalizedMac(QStringView text)
{
    text = text.trimmed();
    if (text.size() != 17)
        return {};
    QString mac;
    mac.reserve(17);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (i % 3 == 2) {
            if (c != u':' && c != u'-')
                return {};
            mac += u':';
        } else if ((c >= u'0' && c <= u'9') || (c.toLower() >= u'a' && c.toLower() <= u'f')) {
            mac += c.toLower();
        } else {
            return {};
        }
    }
    return mac;
}

/// Where a device sits on its parent bus: the slot and function QEMU calls addr=SS.F and
/// libvirt slot='0xSS' function='0xF'.
struct VmSlot
{
    int device = 0;
    int function = 0;
    friend bool operator==(const VmSlot&, const VmSlot&) = default;
};

/// What one configured device is, as far as the PCI tree is concerned.
enum class VmDeviceKind {
    RootBus,        // pcie.0 / pci.0 (implicit) or an expander's bus: pxb-pcie, pxb, libvirt pcie-expander-bus
    RootPort,       // pcie-root-port, ioh3420, libvirt pcie-root-port
    SwitchUpstream, // x3130-upstream, libvirt pcie-switch-upstream-port
    SwitchDownstream, // xio3130-downstream, libvirt pcie-switch-downstream-port
    PciBridge,      // pci-bridge, pcie-pci-bridge, i82801b11-bridge, libvirt pci-bridge / dmi-to-pci-bridge
    Passthrough,    // vfio-pci, libvirt <hostdev type='pci'>
    Endpoint,       // every other device with a PCI address (nvme, e1000e, virtio-*, ati-vga …)
};

/// One `-device` (or libvirt element) with a PCI presence.
struct VmDevice
{
    QString id;         // QEMU id= / libvirt alias name; generated ("#3") when the configuration has none
    QString driver;     // "vfio-pci", "pcie-root-port", "nvme"; libvirt: the element or model name
    VmDeviceKind kind = VmDeviceKind::Endpoint;
    QString parentBus;  // id of the bus it plugs into ("pcie.0", a root port's id); empty for root buses
    std::optional<VmSlot> slot; // addr=; nullopt when the configuration leaves it to QEMU
    bool slotAssumed = false;   // slot filled in the way QEMU assigns free slots, not written
    bool multifunction = false;
    // Root buses (expanders): the first bus number and NUMA node the guest sees.
    std::optional<int> busNumber; // pxb-pcie bus_nr=, libvirt <target busNr=>; 0 for pcie.0
    std::optional<int> numaNode;  // pxb numa_node=, libvirt <target><node>
    // Ports: chassis/slot (hotplug slot numbers the guest sees) and the advertised link.
    std::optional<int> chassis;
    std::optional<int> portSlot;
    double linkSpeedGTs = 0; // x-speed=
    int linkWidth = 0;       // x-width=
    // Passthrough: the host function it passes (vfio-pci host= / sysfsdev=, libvirt <source><address>).
    std::optional<Bdf> hostAddress;
    QString serial;          // serial= of stand-ins (nvme, virtio-blk): identifies them in tests and logs
    QList<QPair<QString, QString>> properties; // every key=value as configured (after -set/-global), in order
    int line = 0;            // where it was written in the input (diagnostics, UI)
};

/// One virtual machine.
struct VmConfiguration
{
    enum class Source { QemuCommandLine, LibvirtDomain };
    Source source = Source::QemuCommandLine;
    QString name;        // -name guest=… / <name>
    QString uuid;        // -uuid (else -smbios type=1,uuid=) / <uuid>: the guest's DMI product_uuid
    QStringList macs;    // the guest NICs' MAC addresses, lower case (-device …,mac=, -nic …,mac=, <mac address>)
    QString machineType; // "q35", "pc-q35-7.2", "pc-i440fx-7.2"
    std::optional<qint64> proxmoxVmid; // -id N (qemu-server)
    std::optional<int> pid;            // the process, for /proc captures
    QList<VmDevice> devices;           // in configuration order; the machine's root bus first
    int line = 0;                      // first line of this VM in the input
    QString captureId;                 // the capture it was read from (set by the machine builder, for evidence)

    bool isQ35() const { return machineType.contains(QLatin1String("q35")); }
    const VmDevice* device(const QString& id) const
    {
        for (const auto& d : devices) {
            if (d.id == id)
                return &d;
        }
        return nullptr;
    }
};

} // namespace Topo
