// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/aer.h"
#include "model/bdf.h"
#include "model/diagnostic.h"

#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace Topo {

/// One end of a PCIe link as the device reports it: the rate in GT/s (2.5, 5, 8, 16, 32, 64)
/// and the lane count. Zero means "not reported".
struct LinkState
{
    double speedGTs = 0;
    int width = 0;

    bool isKnown() const { return speedGTs > 0 || width > 0; }
    /// PCIe generation for a rate (2.5 → 1 … 64 → 6); 0 when unknown.
    int generation() const;
    /// Usable bandwidth of one direction in GB/s after line encoding (8b/10b up to Gen2,
    /// 128b/130b from Gen3), the figure users compare links by.
    double gigabytesPerSecond() const;
    friend bool operator==(const LinkState&, const LinkState&) = default;
};

/// What lspci calls LnkCap (capability) and LnkSta (status), or sysfs max_/current_link_*.
struct PcieLink
{
    LinkState capability;
    LinkState status;
    /// lspci says "(downgraded)" (new wording) or omits "(ok)" (old wording).
    bool speedDowngraded = false;
    bool widthDowngraded = false;

    bool isKnown() const { return capability.isKnown() || status.isKnown(); }
    bool trainedBelowCapability() const;
    friend bool operator==(const PcieLink&, const PcieLink&) = default;
};

/// A base address register ("Region 2: Memory at … (64-bit, prefetchable) [size=128G]").
struct Bar
{
    int index = 0;
    quint64 sizeBytes = 0;
    bool isMemory = true;
    bool is64Bit = false;
    bool prefetchable = false;
    /// The firmware or kernel could not place it ("<unassigned>", "[disabled]", or size 0).
    bool unassigned = false;
    friend bool operator==(const Bar&, const Bar&) = default;
};

/// Where a PCI function sits in the fabric, as far as the tree or its PCIe capability tell.
enum class PciRole {
    Unknown,
    HostBridge,     // class 0x0600: the CPU side of a root complex (AMD "Dummy Host Bridge", q35 MCH)
    RootPort,       // PCIe capability "Root Port"
    SwitchUpstream, // "Upstream Port"
    SwitchDownstream, // "Downstream Port"
    PciBridge,      // other bridges (PCI-to-PCI, PCIe-to-PCI)
    Endpoint,
    RootComplexIntegrated, // RCiEP / RCEC
};

/// What kind of endpoint it is, by class code; drives icons and the "fold away" filter.
enum class DeviceKind { Bridge, Gpu, Nic, Nvme, Storage, Usb, Other };

DeviceKind deviceKindForClass(quint32 classCode, quint16 vendorId);

inline constexpr quint16 amdPciVendorId = 0x1002; // AMD/ATI: Instinct and Radeon GPUs
QString pciRoleName(PciRole role);
QString deviceKindName(DeviceKind kind);

/// One PCI function, merged from every source that mentions it (lspci -tv, -nn, -vvv, sysfs,
/// IOMMU listing). Every text field is the remote machine's text with control characters
/// removed; it is still untrusted and is escaped wherever it is rendered.
struct PciDevice
{
    Bdf bdf; // meaningless when unnamedNumber is set
    /// 0 for a device read with its address. An excerpt that lost a device's line
    /// (`lspci -vvv | grep LnkSta`) shows details of a device whose address is not known: such
    /// devices are numbered 1, 2, … in the order shown ("unnamed device 1") and never get a
    /// made-up address; they cannot be placed in a tree.
    int unnamedNumber = 0;
    quint16 vendorId = 0;
    quint16 deviceId = 0;
    quint32 classCode = 0; // 24 bits: class, subclass, prog-if (0x030200 = 3D controller)
    QString className;     // "3D controller", "PCI bridge"
    QString vendorName;    // "NVIDIA Corporation"
    QString deviceName;    // "GH100 [H200 SXM 141GB]" or "Device 2bb5"
    QString description;   // the whole text after the address, as printed
    PciRole role = PciRole::Unknown;

    std::optional<Bdf> parent; // the bridge above, if any
    int secondaryBus = -1;     // for bridges
    int subordinateBus = -1;

    QString driver;                // "Kernel driver in use" / sysfs driver link
    QStringList kernelModules;     // "Kernel modules"
    std::optional<int> numaNode;   // -1 is a real value: the platform gave no affinity
    std::optional<int> iommuGroup;
    QString serialNumber;          // PCIe Device Serial Number capability, "48-b0-2d-…"
    PcieLink link;
    AerStatistics aer; // sysfs aer_dev_* and aer_rootport_total_err_*
    QList<Bar> bars;
    std::optional<bool> acsEnabled; // ACSCtl has SrcValid+ (ACS redirection on)
    std::optional<bool> atsEnabled; // ATSCtl: Enable+ (Address Translation Services on)
    QString localCpus;              // sysfs local_cpulist
    /// The `lspci -tv` line that draws it (its own, or its bridge's where lspci prints both on
    /// one line), when the machine's tree came from lspci.
    SourceLine treeLine;
    /// The first line of its `lspci -vvv` block ("01:00.0 3D controller: …"): of the latest
    /// (sudo) capture, where there are several.
    SourceLine verboseLine;
    /// The sysfs-pci lines its attributes were read from ("numa_node" and its line; the name
    /// points into the parser's table of attribute names, which lives as long as the program).
    QList<std::pair<QByteArrayView, SourceLine>> sysfsLines;
    /// The network interfaces and RDMA devices this function is ("ens1f0", "mlx5_0"), from
    /// /sys/class (Machine::networkDevices).
    QStringList networkDevices;

    bool hasAddress() const { return unnamedNumber == 0; }
    bool isBridge() const;
    bool isGpu() const;
    DeviceKind kind() const { return deviceKindForClass(classCode, vendorId); }
    /// "NVIDIA Corporation GH100 [H200 SXM 141GB]" or whatever the best available text is.
    QString displayName() const;
};

} // namespace Topo

// Every member moves by its bytes (Qt's containers, optionals of plain values): a QList of
// devices grows by reallocating, not by moving each of the thousands a big host has.
Q_DECLARE_TYPEINFO(Topo::PciDevice, Q_RELOCATABLE_TYPE);

namespace Topo {

/// A root bus under a host bridge: the top-level "[0000:00]" blocks of lspci -tv.
struct RootBus
{
    int domain = 0;
    int bus = 0;
    friend bool operator==(const RootBus&, const RootBus&) = default;
};

inline size_t qHash(const RootBus& root, size_t seed = 0)
{
    return qHashMulti(seed, root.domain, root.bus);
}

/// The PCI tree of one machine. Devices are stored flat in enumeration order; `parent` links
/// form the tree, `rootBuses` lists the roots in the order they were printed.
struct PciTree
{
    QList<RootBus> rootBuses;
    QList<PciDevice> devices;

    const PciDevice* find(const Bdf& bdf) const;
    PciDevice* find(const Bdf& bdf);
    /// Adds a device or returns the existing one with that address.
    PciDevice& upsert(const Bdf& bdf);
    QList<const PciDevice*> children(const Bdf& bdf) const;
    /// Devices directly on a root bus (no parent bridge).
    QList<const PciDevice*> rootDevices(const RootBus& root) const;
    /// From the device up to the root: the device itself first, then each bridge above it.
    QList<const PciDevice*> pathToRoot(const Bdf& bdf) const;
    /// The root bus a device sits below: the bus of the last device pathToRoot() returns.
    std::optional<RootBus> rootBusOf(const Bdf& bdf) const;
    /// The NUMA node that the devices on and below a root bus report (ignoring -1), if they
    /// agree; nullopt when none reports one or they contradict each other.
    std::optional<int> numaNodeOfRootBus(const RootBus& root) const;
    bool isEmpty() const { return devices.isEmpty(); }
    /// Builds the lookup indexes below now rather than on first use, so that a finished tree
    /// can then be read from several threads at once (the window draws a machine while a worker
    /// diagnoses it).
    void buildIndexes() const
    {
        reindex();
        reindexRoots();
    }

private:
    void reindex() const;
    void reindexRoots() const;
    mutable QHash<Bdf, qsizetype> m_index;
    mutable qsizetype m_indexedCount = -1;
    // Analysis asks for roots and their NUMA nodes per device pair and per path; walking the
    // tree each time made a 5,000-device host quadratic. Like the address index, these are
    // built on first use and rebuilt when devices are added; the parent links and NUMA nodes
    // are expected to be final by then (buildMachine completes the tree before any analysis).
    mutable QList<RootBus> m_rootOf; // parallel to devices
    mutable QHash<RootBus, std::optional<int>> m_numaOfRoot; // absent: no device reports one
    mutable qsizetype m_rootsIndexedCount = -1;
};

} // namespace Topo
