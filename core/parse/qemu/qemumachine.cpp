// SPDX-License-Identifier: GPL-3.0-or-later
// QEMU's machines and drivers as far as the PCI tree goes, and Proxmox's -readconfig files.
#include "parse/qemu/qemumachine.h"

#include <algorithm>

namespace Topo::Qemu {

namespace {

struct DriverKind
{
    QByteArrayView driver;
    VmDeviceKind kind;
};

// Drivers that are PCI by nature. Every other driver with a bus= naming a PCI bus is an endpoint
// too; these are the ones QEMU also puts on the root bus when no bus= is given.
constexpr DriverKind driverKinds[] = {
    { "pxb-pcie", VmDeviceKind::RootBus },
    { "pxb", VmDeviceKind::RootBus },
    { "pxb-cxl", VmDeviceKind::RootBus },
    { "pcie-root-port", VmDeviceKind::RootPort },
    { "ioh3420", VmDeviceKind::RootPort },
    { "cxl-rp", VmDeviceKind::RootPort },
    { "x3130-upstream", VmDeviceKind::SwitchUpstream },
    { "xio3130-downstream", VmDeviceKind::SwitchDownstream },
    { "pci-bridge", VmDeviceKind::PciBridge },
    { "pci-bridge-seat", VmDeviceKind::PciBridge },
    { "pcie-pci-bridge", VmDeviceKind::PciBridge },
    { "i82801b11-bridge", VmDeviceKind::PciBridge },
    { "vfio-pci", VmDeviceKind::Passthrough },
    { "vfio-pci-nohotplug", VmDeviceKind::Passthrough },
    { "nvme", VmDeviceKind::Endpoint },
    { "e1000", VmDeviceKind::Endpoint },
    { "e1000e", VmDeviceKind::Endpoint },
    { "e1000-82544gc", VmDeviceKind::Endpoint },
    { "e1000-82545em", VmDeviceKind::Endpoint },
    { "igb", VmDeviceKind::Endpoint },
    { "rtl8139", VmDeviceKind::Endpoint },
    { "ne2k_pci", VmDeviceKind::Endpoint },
    { "pcnet", VmDeviceKind::Endpoint },
    { "vmxnet3", VmDeviceKind::Endpoint },
    { "VGA", VmDeviceKind::Endpoint },
    { "secondary-vga", VmDeviceKind::Endpoint },
    { "cirrus-vga", VmDeviceKind::Endpoint },
    { "qxl", VmDeviceKind::Endpoint },
    { "qxl-vga", VmDeviceKind::Endpoint },
    { "virtio-vga", VmDeviceKind::Endpoint },
    { "virtio-vga-gl", VmDeviceKind::Endpoint },
    { "vhost-user-vga", VmDeviceKind::Endpoint },
    { "ati-vga", VmDeviceKind::Endpoint },
    { "bochs-display", VmDeviceKind::Endpoint },
    { "vmware-svga", VmDeviceKind::Endpoint },
    { "qemu-xhci", VmDeviceKind::Endpoint },
    { "nec-usb-xhci", VmDeviceKind::Endpoint },
    { "usb-ehci", VmDeviceKind::Endpoint },
    { "ich9-usb-ehci1", VmDeviceKind::Endpoint },
    { "ich9-usb-ehci2", VmDeviceKind::Endpoint },
    { "ich9-usb-uhci1", VmDeviceKind::Endpoint },
    { "ich9-usb-uhci2", VmDeviceKind::Endpoint },
    { "ich9-usb-uhci3", VmDeviceKind::Endpoint },
    { "ich9-usb-uhci4", VmDeviceKind::Endpoint },
    { "ich9-usb-uhci5", VmDeviceKind::Endpoint },
    { "ich9-usb-uhci6", VmDeviceKind::Endpoint },
    { "piix3-usb-uhci", VmDeviceKind::Endpoint },
    { "piix4-usb-uhci", VmDeviceKind::Endpoint },
    { "pci-ohci", VmDeviceKind::Endpoint },
    { "intel-hda", VmDeviceKind::Endpoint },
    { "ich9-intel-hda", VmDeviceKind::Endpoint },
    { "AC97", VmDeviceKind::Endpoint },
    { "ES1370", VmDeviceKind::Endpoint },
    { "ich9-ahci", VmDeviceKind::Endpoint },
    { "megasas", VmDeviceKind::Endpoint },
    { "megasas-gen2", VmDeviceKind::Endpoint },
    { "mptsas1068", VmDeviceKind::Endpoint },
    { "lsi53c895a", VmDeviceKind::Endpoint },
    { "lsi53c810", VmDeviceKind::Endpoint },
    { "am53c974", VmDeviceKind::Endpoint },
    { "dc390", VmDeviceKind::Endpoint },
    { "pvscsi", VmDeviceKind::Endpoint },
    { "ivshmem-plain", VmDeviceKind::Endpoint },
    { "ivshmem-doorbell", VmDeviceKind::Endpoint },
    { "i6300esb", VmDeviceKind::Endpoint },
    { "pvpanic-pci", VmDeviceKind::Endpoint },
    { "pci-serial", VmDeviceKind::Endpoint },
    { "pci-serial-2x", VmDeviceKind::Endpoint },
    { "pci-serial-4x", VmDeviceKind::Endpoint },
    { "pci-testdev", VmDeviceKind::Endpoint },
    { "edu", VmDeviceKind::Endpoint },
    { "amd-iommu", VmDeviceKind::Endpoint },
};

// Every virtio device's PCI form ends so ("virtio-net-pci", "vhost-user-fs-pci",
// "virtio-blk-pci-non-transitional"); the bare "virtio-net-device" is virtio-mmio.
constexpr QByteArrayView pciSuffixes[] = { "-pci", "-pci-transitional", "-pci-non-transitional" };

constexpr QByteArrayView displayDrivers[] = { "VGA", "isa-vga", "cirrus-vga", "isa-cirrus-vga", "vmware-svga",
    "qxl-vga", "virtio-vga", "virtio-vga-gl", "vhost-user-vga", "ati-vga", "bochs-display" };

struct VgaType
{
    QByteArrayView type;
    QByteArrayView driver;
};
constexpr VgaType vgaTypes[] = { { "std", "VGA" }, { "cirrus", "cirrus-vga" }, { "vmware", "vmware-svga" },
    { "qxl", "qxl-vga" }, { "virtio", "virtio-vga" }, { "none", "" } };

// The machine families, most specific first ("pc-q35-7.2" is q35, not pc). The reserved slots
// are the devices every machine of the family creates, -nodefaults or not: q35's MCH at 00:00.0
// and ICH9 at 00:1f (LPC .0, AHCI .2, SMBus .3); i440fx's host bridge at 00:00.0 and PIIX3 at
// 00:01 (ISA .0, IDE .1, USB .2, ACPI .3). They are not listed as devices of the VM. Without
// -nodefaults, pc and q35 also get a VGA and a NIC (e1000 on pc, e1000e on q35) from QEMU itself.
struct MachineFamily
{
    bool (*matches)(QByteArrayView type);
    QByteArrayView rootBus;
    QByteArrayView hostBridge;
    quint32 reserved; // bit N: slot N
    bool defaultVga;
    QByteArrayView defaultNic;
};
const MachineFamily machineFamilies[] = {
    { [](QByteArrayView t) { return t.contains("q35"); }, "pcie.0", "q35-pcihost", 1u << 0x00 | 1u << 0x1f, true,
        "e1000e" },
    { [](QByteArrayView t) { return t == "isapc" || t.startsWith("microvm") || t.startsWith("s390-ccw"); }, "", "",
        0, false, "" },
    { [](QByteArrayView t) { return t.isEmpty() || t.startsWith("pc"); }, "pci.0", "i440FX-pcihost",
        1u << 0x00 | 1u << 0x01, true, "e1000" },
    { [](QByteArrayView t) { return t.startsWith("virt"); }, "pcie.0", "gpex-pcihost", 1u << 0x00, false, "" },
    { [](QByteArrayView t) { return t.startsWith("pseries"); }, "pci.0", "spapr-pci-host-bridge", 0, false, "" },
    { [](QByteArrayView) { return true; }, "pci.0", "", 1u << 0x00, false, "" },
};

// qemu-server (Proxmox VE) adds `-readconfig /usr/share/qemu-server/pve-q35-4.0.cfg` (q35
// machines of version 4.0 and later), `pve-q35.cfg` (older q35) or `pve-usb.cfg` (i440fx with
// USB). These are exactly the devices the files declare, keys in the file's order, from
// github.com/proxmox/qemu-server src/usr/*.cfg at e6352be67f70042a7433a3a3c712b36d02f9f7cb (the
// files last changed in 54396a397eae67a2c011dc34eb80d3cb8b254411). The switch in
// pve-q35-4.0.cfg is commented out there and so is not here.
constexpr ConfigDevice pveQ35Usb[] = {
    { "ehci", "ich9-usb-ehci1,multifunction=on,bus=pcie.0,addr=1d.7" },
    { "uhci-1", "ich9-usb-uhci1,multifunction=on,bus=pcie.0,addr=1d.0,masterbus=ehci.0,firstport=0" },
    { "uhci-2", "ich9-usb-uhci2,multifunction=on,bus=pcie.0,addr=1d.1,masterbus=ehci.0,firstport=2" },
    { "uhci-3", "ich9-usb-uhci3,multifunction=on,bus=pcie.0,addr=1d.2,masterbus=ehci.0,firstport=4" },
    { "ehci-2", "ich9-usb-ehci2,multifunction=on,bus=pcie.0,addr=1a.7" },
    { "uhci-4", "ich9-usb-uhci4,multifunction=on,bus=pcie.0,addr=1a.0,masterbus=ehci-2.0,firstport=0" },
    { "uhci-5", "ich9-usb-uhci5,multifunction=on,bus=pcie.0,addr=1a.1,masterbus=ehci-2.0,firstport=2" },
    { "uhci-6", "ich9-usb-uhci6,multifunction=on,bus=pcie.0,addr=1a.2,masterbus=ehci-2.0,firstport=4" },
    { "audio0", "ich9-intel-hda,bus=pcie.0,addr=1b.0" },
};
constexpr ConfigDevice pveQ35v4[] = {
    pveQ35Usb[0], pveQ35Usb[1], pveQ35Usb[2], pveQ35Usb[3], pveQ35Usb[4], pveQ35Usb[5], pveQ35Usb[6], pveQ35Usb[7],
    pveQ35Usb[8],
    { "ich9-pcie-port-1",
        "pcie-root-port,x-speed=16,x-width=32,multifunction=on,bus=pcie.0,addr=1c.0,port=1,chassis=1" },
    { "ich9-pcie-port-2",
        "pcie-root-port,x-speed=16,x-width=32,multifunction=on,bus=pcie.0,addr=1c.1,port=2,chassis=2" },
    { "ich9-pcie-port-3",
        "pcie-root-port,x-speed=16,x-width=32,multifunction=on,bus=pcie.0,addr=1c.2,port=3,chassis=3" },
    { "ich9-pcie-port-4",
        "pcie-root-port,x-speed=16,x-width=32,multifunction=on,bus=pcie.0,addr=1c.3,port=4,chassis=4" },
    { "pcidmi", "i82801b11-bridge,bus=pcie.0,addr=1e.0" },
    { "pci.0", "pci-bridge,bus=pcidmi,addr=1.0,chassis_nr=1" },
    { "pci.1", "pci-bridge,bus=pcidmi,addr=2.0,chassis_nr=2" },
    { "pci.2", "pci-bridge,bus=pcidmi,addr=3.0,chassis_nr=3" },
    { "pci.3", "pci-bridge,bus=pcidmi,addr=4.0,chassis_nr=4" },
};
constexpr ConfigDevice pveQ35[] = {
    pveQ35Usb[0], pveQ35Usb[1], pveQ35Usb[2], pveQ35Usb[3], pveQ35Usb[4], pveQ35Usb[5], pveQ35Usb[6], pveQ35Usb[7],
    pveQ35Usb[8],
    { "ich9-pcie-port-1", "ioh3420,multifunction=on,bus=pcie.0,addr=1c.0,port=1,chassis=1" },
    { "ich9-pcie-port-2", "ioh3420,multifunction=on,bus=pcie.0,addr=1c.1,port=2,chassis=2" },
    { "ich9-pcie-port-3", "ioh3420,multifunction=on,bus=pcie.0,addr=1c.2,port=3,chassis=3" },
    { "ich9-pcie-port-4", "ioh3420,multifunction=on,bus=pcie.0,addr=1c.3,port=4,chassis=4" },
    { "pcidmi", "i82801b11-bridge,bus=pcie.0,addr=1e.0" },
    { "pci.0", "pci-bridge,bus=pcidmi,addr=1.0,chassis_nr=1" },
    { "pci.1", "pci-bridge,bus=pcidmi,addr=2.0,chassis_nr=2" },
    { "pci.2", "pci-bridge,bus=pcidmi,addr=3.0,chassis_nr=3" },
};
constexpr ConfigDevice pveUsb[] = {
    { "ehci", "ich9-usb-ehci1,addr=1d.7,multifunction=on" },
    { "uhci-1", "ich9-usb-uhci1,addr=1d.0,multifunction=on,masterbus=ehci.0,firstport=0" },
    { "uhci-2", "ich9-usb-uhci2,addr=1d.1,multifunction=on,masterbus=ehci.0,firstport=2" },
    { "uhci-3", "ich9-usb-uhci3,addr=1d.2,multifunction=on,masterbus=ehci.0,firstport=4" },
};

struct ConfigFile
{
    QByteArrayView name;
    std::span<const ConfigDevice> devices;
};
constexpr ConfigFile configFiles[] = {
    { "/usr/share/qemu-server/pve-q35-4.0.cfg", pveQ35v4 },
    { "/usr/share/qemu-server/pve-q35.cfg", pveQ35 },
    { "/usr/share/qemu-server/pve-usb.cfg", pveUsb },
};

} // namespace

std::optional<VmDeviceKind> kindOfDriver(QByteArrayView driver)
{
    const auto row = std::find_if(std::begin(driverKinds), std::end(driverKinds),
        [&](const DriverKind& k) { return k.driver == driver; });
    if (row != std::end(driverKinds))
        return row->kind;
    const bool virtioPci = std::any_of(std::begin(pciSuffixes), std::end(pciSuffixes),
        [&](QByteArrayView suffix) { return driver.size() > suffix.size() && driver.endsWith(suffix); });
    return virtioPci ? std::optional(VmDeviceKind::Endpoint) : std::nullopt;
}

bool providesPciBus(VmDeviceKind kind)
{
    return kind == VmDeviceKind::RootBus || kind == VmDeviceKind::RootPort || kind == VmDeviceKind::SwitchUpstream
        || kind == VmDeviceKind::SwitchDownstream || kind == VmDeviceKind::PciBridge;
}

bool isDisplayDriver(QByteArrayView driver)
{
    return std::find(std::begin(displayDrivers), std::end(displayDrivers), driver) != std::end(displayDrivers);
}

QByteArray vgaDriver(QByteArrayView type)
{
    const auto row = std::find_if(std::begin(vgaTypes), std::end(vgaTypes), [&](const VgaType& v) { return v.type == type; });
    return row != std::end(vgaTypes) ? row->driver.toByteArray() : QByteArray();
}

MachineModel machineModel(QByteArrayView machineType)
{
    const auto family = std::find_if(std::begin(machineFamilies), std::end(machineFamilies),
        [&](const MachineFamily& f) { return f.matches(machineType); });
    MachineModel model;
    model.rootBus = family->rootBus.toByteArray();
    model.hostBridge = family->hostBridge.toByteArray();
    for (int slot = 0; slot < 32; ++slot) {
        if (family->reserved & (1u << slot))
            model.reservedSlots.append(slot);
    }
    model.defaultVga = family->defaultVga;
    model.defaultNic = family->defaultNic.toByteArray();
    return model;
}

std::span<const ConfigDevice> readConfigDevices(QByteArrayView path)
{
    // The path as qemu-server writes it; a copy elsewhere may have been edited.
    const auto file = std::find_if(std::begin(configFiles), std::end(configFiles),
        [&](const ConfigFile& f) { return f.name == path; });
    return file != std::end(configFiles) ? file->devices : std::span<const ConfigDevice>();
}

} // namespace Topo::Qemu
