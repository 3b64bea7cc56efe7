// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/pci.h"

#include "util/nametable.h"
#include "util/tr.h"

#include <QSet>

#include <cmath>

namespace Topo {

int LinkState::generation() const
{
    if (speedGTs <= 0)
        return 0;
    static constexpr double rates[] = { 2.5, 5.0, 8.0, 16.0, 32.0, 64.0, 128.0 };
    for (int i = 0; i < int(std::size(rates)); ++i) {
        if (std::abs(speedGTs - rates[i]) < 0.3)
            return i + 1;
    }
    return 0;
}

double LinkState::gigabytesPerSecond() const
{
    if (speedGTs <= 0 || width <= 0)
        return 0;
    // Gen1/2 use 8b/10b; Gen3–5 128b/130b; Gen6 FLIT mode (~242/256).
    double efficiency = 128.0 / 130.0;
    if (speedGTs < 8)
        efficiency = 0.8;
    else if (speedGTs >= 64)
        efficiency = 242.0 / 256.0;
    return speedGTs * efficiency * width / 8.0;
}

bool PcieLink::trainedBelowCapability() const
{
    if (!capability.isKnown() || !status.isKnown())
        return speedDowngraded || widthDowngraded;
    return speedDowngraded || widthDowngraded
        || (status.speedGTs > 0 && capability.speedGTs > 0 && status.speedGTs + 0.01 < capability.speedGTs)
        || (status.width > 0 && capability.width > 0 && status.width < capability.width);
}

DeviceKind deviceKindForClass(quint32 classCode, quint16 vendorId)
{
    const quint32 baseClass = classCode >> 16;
    const quint32 subClass = (classCode >> 8) & 0xff;
    switch (baseClass) {
    case 0x06:
        return DeviceKind::Bridge;
    case 0x03:
        // Only GPU makers count: servers also have a BMC display (ASPEED 1a03, Matrox 102b)
        // that must not show up as a GPU.
        return vendorId == 0x10de || vendorId == 0x1002 || vendorId == 0x8086 ? DeviceKind::Gpu : DeviceKind::Other;
    case 0x12: // processing accelerators (some datacenter GPUs and NPUs)
        return vendorId == 0x10de || vendorId == 0x1002 ? DeviceKind::Gpu : DeviceKind::Other;
    case 0x02:
        return DeviceKind::Nic;
    case 0x0c:
        return subClass == 0x03 ? DeviceKind::Usb : (subClass == 0x06 ? DeviceKind::Nic /* InfiniBand */ : DeviceKind::Other);
    case 0x01:
        return subClass == 0x08 ? DeviceKind::Nvme : DeviceKind::Storage;
    default:
        return DeviceKind::Other;
    }
}

namespace {

constexpr TitledValue<PciRole> pciRoleTitles[] = {
    { PciRole::Unknown, QT_TRANSLATE_NOOP("TopoLens", "device") },
    { PciRole::HostBridge, QT_TRANSLATE_NOOP("TopoLens", "host bridge") },
    { PciRole::RootPort, QT_TRANSLATE_NOOP("TopoLens", "root port") },
    { PciRole::SwitchUpstream, QT_TRANSLATE_NOOP("TopoLens", "switch upstream port") },
    { PciRole::SwitchDownstream, QT_TRANSLATE_NOOP("TopoLens", "switch downstream port") },
    { PciRole::PciBridge, QT_TRANSLATE_NOOP("TopoLens", "PCI bridge") },
    { PciRole::Endpoint, QT_TRANSLATE_NOOP("TopoLens", "endpoint") },
    { PciRole::RootComplexIntegrated, QT_TRANSLATE_NOOP("TopoLens", "root-complex integrated device") },
};

constexpr TitledValue<DeviceKind> deviceKindTitles[] = {
    { DeviceKind::Bridge, QT_TRANSLATE_NOOP("TopoLens", "bridge") },
    { DeviceKind::Gpu, QT_TRANSLATE_NOOP("TopoLens", "GPU") },
    { DeviceKind::Nic, QT_TRANSLATE_NOOP("TopoLens", "network") },
    { DeviceKind::Nvme, QT_TRANSLATE_NOOP("TopoLens", "NVMe") },
    { DeviceKind::Storage, QT_TRANSLATE_NOOP("TopoLens", "storage") },
    { DeviceKind::Usb, QT_TRANSLATE_NOOP("TopoLens", "USB") },
    { DeviceKind::Other, QT_TRANSLATE_NOOP("TopoLens", "other") },
};

} // namespace

QString pciRoleName(PciRole role)
{
    return Tr::tr(titleOf(pciRoleTitles, role));
}

QString deviceKindName(DeviceKind kind)
{
    return Tr::tr(titleOf(deviceKindTitles, kind));
}

bool PciDevice::isBridge() const
{
    return (classCode >> 16) == 0x06 && ((classCode >> 8) & 0xff) == 0x04;
}

bool PciDevice::isGpu() const
{
    return kind() == DeviceKind::Gpu;
}

QString PciDevice::displayName() const
{
    if (!vendorName.isEmpty() || !deviceName.isEmpty())
        return QString(vendorName + u' ' + deviceName).trimmed();
    if (!description.isEmpty())
        return description;
    if (vendorId || deviceId)
        return QString::asprintf("[%04x:%04x]", vendorId, deviceId);
    if (!hasAddress())
        return Tr::tr("unnamed device %1").arg(unnamedNumber);
    return bdf.toShortString();
}

void PciTree::reindex() const
{
    if (m_indexedCount == devices.size())
        return;
    m_index.clear();
    m_index.reserve(devices.size());
    for (qsizetype i = 0; i < devices.size(); ++i)
        m_index.insert(devices[i].bdf, i);
    m_indexedCount = devices.size();
}

const PciDevice* PciTree::find(const Bdf& bdf) const
{
    reindex();
    const auto it = m_index.constFind(bdf);
    if (it == m_index.cend() || *it >= devices.size() || !(devices[*it].bdf == bdf))
        return nullptr;
    return &devices[*it];
}

PciDevice* PciTree::find(const Bdf& bdf)
{
    return const_cast<PciDevice*>(std::as_const(*this).find(bdf));
}

PciDevice& PciTree::upsert(const Bdf& bdf)
{
    if (PciDevice* existing = find(bdf))
        return *existing;
    PciDevice device;
    device.bdf = bdf;
    devices.append(device);
    m_index.insert(bdf, devices.size() - 1);
    m_indexedCount = devices.size();
    return devices.last();
}

QList<const PciDevice*> PciTree::children(const Bdf& bdf) const
{
    QList<const PciDevice*> out;
    for (const auto& d : devices) {
        if (d.parent && *d.parent == bdf)
            out.append(&d);
    }
    return out;
}

QList<const PciDevice*> PciTree::rootDevices(const RootBus& root) const
{
    QList<const PciDevice*> out;
    for (const auto& d : devices) {
        if (!d.parent && d.bdf.domain == root.domain && d.bdf.bus == root.bus)
            out.append(&d);
    }
    return out;
}

QList<const PciDevice*> PciTree::pathToRoot(const Bdf& bdf) const
{
    QList<const PciDevice*> out;
    const PciDevice* current = find(bdf);
    // The depth bound guards against parent cycles in hostile or contradictory input.
    while (current && out.size() <= devices.size()) {
        out.append(current);
        current = current->parent ? find(*current->parent) : nullptr;
    }
    return out;
}

void PciTree::reindexRoots() const
{
    if (m_rootsIndexedCount == devices.size())
        return;
    reindex();
    const qsizetype count = devices.size();
    // Index of the topmost device above each device, found once per chain: every device on a
    // walk up shares the top the walk ends at.
    QList<qsizetype> top(count, -1);
    QList<qsizetype> chain;
    for (qsizetype i = 0; i < count; ++i) {
        chain.clear();
        qsizetype current = i;
        qsizetype found = -1;
        // The length bound stops parent cycles in hostile input, as in pathToRoot().
        while (chain.size() <= count) {
            if (top[current] >= 0) {
                found = top[current];
                break;
            }
            chain.append(current);
            const PciDevice* parent = devices[current].parent ? find(*devices[current].parent) : nullptr;
            if (!parent) {
                found = current;
                break;
            }
            current = parent - devices.constData();
        }
        if (found < 0)
            found = current;
        for (qsizetype c : std::as_const(chain))
            top[c] = found;
    }
    m_rootOf.clear();
    m_rootOf.reserve(count);
    m_numaOfRoot.clear();
    QSet<RootBus> contradictory;
    for (qsizetype i = 0; i < count; ++i) {
        const Bdf& topBdf = devices[top[i]].bdf;
        const RootBus root { topBdf.domain, topBdf.bus };
        m_rootOf.append(root);
        const std::optional<int>& numa = devices[i].numaNode;
        if (!numa || *numa < 0 || devices[i].bdf.domain != root.domain || contradictory.contains(root))
            continue;
        const auto known = m_numaOfRoot.constFind(root);
        if (known == m_numaOfRoot.cend()) {
            m_numaOfRoot.insert(root, numa);
        } else if (*known != numa) {
            // Devices of one root bus that disagree: don't guess.
            m_numaOfRoot.insert(root, std::nullopt);
            contradictory.insert(root);
        }
    }
    m_rootsIndexedCount = count;
}

std::optional<RootBus> PciTree::rootBusOf(const Bdf& bdf) const
{
    const PciDevice* device = find(bdf);
    if (!device)
        return std::nullopt;
    reindexRoots();
    return m_rootOf[device - devices.constData()];
}

std::optional<int> PciTree::numaNodeOfRootBus(const RootBus& root) const
{
    reindexRoots();
    return m_numaOfRoot.value(root);
}

} // namespace Topo
