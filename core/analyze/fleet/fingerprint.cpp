// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/fleet/fingerprint.h"

#include "analyze/pcipath.h"
#include "util/lookup.h"
#include "util/nametable.h"
#include "util/text.h"
#include "util/tr.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace Topo {

namespace {

const NamedValue<PciRole> positionRoleRows[] = {
    { PciRole::Unknown, u"fn" },
    { PciRole::HostBridge, u"hb" },
    { PciRole::RootPort, u"rp" },
    { PciRole::SwitchUpstream, u"usp" },
    { PciRole::SwitchDownstream, u"dsp" },
    { PciRole::PciBridge, u"br" },
    { PciRole::Endpoint, u"ep" },
    { PciRole::RootComplexIntegrated, u"rcep" },
};

QString slotOnBus(const Bdf& bdf)
{
    return Text::hex(quint32(bdf.device), 2) + u'.' + QString::number(bdf.function, 16);
}

/// The root buses of a machine in (domain, bus) order: the ordinal is what a position keeps.
QList<RootBus> sortedRootBuses(const PciTree& tree)
{
    QList<RootBus> roots = tree.rootBuses;
    for (const PciDevice& device : tree.devices) {
        if (const auto root = tree.rootBusOf(device.bdf); root && !roots.contains(*root))
            roots.append(*root);
    }
    std::sort(roots.begin(), roots.end(), [](const RootBus& a, const RootBus& b) {
        return std::pair(a.domain, a.bus) < std::pair(b.domain, b.bus);
    });
    return roots;
}

QString positionWith(const PciTree& tree, const QList<RootBus>& roots, const Bdf& bdf)
{
    const QList<const PciDevice*> chain = tree.pathToRoot(bdf);
    if (chain.isEmpty())
        return u"?/" + slotOnBus(bdf); // not in the tree: its own bus is all there is to say
    const auto root = tree.rootBusOf(bdf);
    QString out = u"rc" + QString::number(root ? roots.indexOf(*root) : -1);
    for (auto it = chain.crbegin(); it != chain.crend(); ++it)
        out += u'/' + nameOf(positionRoleRows, (*it)->role) + slotOnBus((*it)->bdf);
    return out;
}

QString modelOf(const PciDevice& device)
{
    return Text::hex(device.vendorId, 4) + u':' + Text::hex(device.deviceId, 4);
}

/// "rp:on,dsp:off": the ACS control of every port above a device that reports one, root first.
QString acsAbove(const PciTree& tree, const Bdf& bdf)
{
    const QList<const PciDevice*> chain = tree.pathToRoot(bdf);
    QStringList parts;
    for (qsizetype i = chain.size() - 1; i >= 1; --i) {
        if (chain[i]->acsEnabled)
            parts.append(nameOf(positionRoleRows, chain[i]->role) + (*chain[i]->acsEnabled ? u":on" : u":off"));
    }
    return parts.join(u',');
}

/// The product from DMI, else the last line of the identity capture's board text (the
/// capture prints uname, the host name, then board vendor, board name and product name).
QString productOf(const Machine& machine)
{
    if (!machine.identifiers.productName.trimmed().isEmpty())
        return machine.identifiers.productName.trimmed();
    const QStringList lines = machine.identity.split(u'\n');
    for (qsizetype i = lines.size() - 1; i >= 2; --i) {
        if (!lines[i].trimmed().isEmpty())
            return lines[i].trimmed();
    }
    return QStringLiteral("unknown product"); // part of the class key: never translated
}

FingerprintDevice deviceEntry(const PciTree& tree, const QList<RootBus>& roots, const PciDevice& device)
{
    FingerprintDevice out;
    out.position = positionWith(tree, roots, device.bdf);
    out.model = modelOf(device);
    out.link = device.link;
    if (device.numaNode && *device.numaNode >= 0)
        out.numaNode = device.numaNode;
    out.bdf = device.bdf;
    out.displayName = device.displayName();
    return out;
}

QJsonObject linkStateJson(const LinkState& state)
{
    QJsonObject out;
    if (state.speedGTs > 0)
        out[u"speed"] = state.speedGTs;
    if (state.width > 0)
        out[u"width"] = state.width;
    return out;
}

QJsonObject linkJson(const PcieLink& link)
{
    QJsonObject out;
    if (link.capability.isKnown())
        out[u"capability"] = linkStateJson(link.capability);
    if (link.status.isKnown())
        out[u"status"] = linkStateJson(link.status);
    return out;
}

QJsonObject mapJson(const QMap<QString, QString>& map)
{
    QJsonObject out;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        out[it.key()] = it.value();
    return out;
}

QJsonObject deviceJson(const FingerprintDevice& device)
{
    QJsonObject out;
    out[u"position"] = device.position;
    out[u"model"] = device.model;
    if (device.link.isKnown())
        out[u"link"] = linkJson(device.link);
    if (device.numaNode)
        out[u"numaNode"] = *device.numaNode;
    return out;
}

// Reading back: every key checked, the first wrong one named.
struct Reader
{
    QString error;

    QJsonValue at(const QJsonObject& object, const QString& key, QJsonValue::Type type, const QString& where)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return value;
        if (value.type() != type && error.isEmpty())
            error = Tr::tr("fingerprint: %1%2 has the wrong type").arg(where, key);
        return value;
    }
    LinkState linkState(const QJsonObject& object)
    {
        return { object.value(u"speed").toDouble(), object.value(u"width").toInt() };
    }
    PcieLink link(const QJsonObject& object)
    {
        PcieLink out;
        out.capability = linkState(object.value(u"capability").toObject());
        out.status = linkState(object.value(u"status").toObject());
        return out;
    }
    QMap<QString, QString> map(const QJsonObject& object)
    {
        QMap<QString, QString> out;
        for (auto it = object.begin(); it != object.end(); ++it)
            out.insert(it.key(), it.value().toString());
        return out;
    }
    FingerprintDevice device(const QJsonObject& object, const QString& where)
    {
        FingerprintDevice out;
        out.position = at(object, QStringLiteral("position"), QJsonValue::String, where).toString();
        out.model = at(object, QStringLiteral("model"), QJsonValue::String, where).toString();
        if (out.position.isEmpty() && error.isEmpty())
            error = Tr::tr("fingerprint: %1position is missing").arg(where);
        out.link = link(at(object, QStringLiteral("link"), QJsonValue::Object, where).toObject());
        if (const QJsonValue numa = at(object, QStringLiteral("numaNode"), QJsonValue::Double, where); numa.isDouble())
            out.numaNode = numa.toInt();
        out.displayName = out.model;
        return out;
    }
};

bool byPosition(const FingerprintDevice& a, const FingerprintDevice& b)
{
    return a.position < b.position;
}

} // namespace

QString HardwareClass::key() const
{
    // Not translated: the key names the class in baseline files, whatever the reader's language.
    return QStringLiteral("%1 · %2× %3").arg(product).arg(gpuCount).arg(gpuModel.isEmpty() ? QStringLiteral("no GPU") : gpuModel);
}

const GpuSlot* Fingerprint::gpuAt(const QString& position) const
{
    for (const GpuSlot& slot : gpus) {
        if (slot.device.position == position)
            return &slot;
    }
    return nullptr;
}

const FingerprintDevice* Fingerprint::nicAt(const QString& position) const
{
    return findBy(nics, &FingerprintDevice::position, position);
}

QString Fingerprint::gpuSlotName(const QString& position) const
{
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        if (gpus[i].device.position == position)
            return u"gpu" + QString::number(i);
    }
    return position;
}

QString Fingerprint::nicSlotName(const QString& position) const
{
    for (qsizetype i = 0; i < nics.size(); ++i) {
        if (nics[i].position == position)
            return u"nic" + QString::number(i);
    }
    return position;
}

const QStringList& fleetKernelParameters()
{
    static const QStringList names {
        QStringLiteral("amd_iommu"), QStringLiteral("intel_iommu"), QStringLiteral("iommu"),
        QStringLiteral("iommu.passthrough"), QStringLiteral("iommu.strict"), QStringLiteral("pci"),
        QStringLiteral("pcie_acs_override"), QStringLiteral("pcie_aspm"), QStringLiteral("pcie_aspm.policy"),
        QStringLiteral("pcie_ports"), QStringLiteral("pcie_port_pm"), QStringLiteral("vfio-pci.ids"),
        QStringLiteral("vfio_iommu_type1.allow_unsafe_interrupts"), QStringLiteral("kvm.ignore_msrs"),
        QStringLiteral("default_hugepagesz"), QStringLiteral("hugepagesz"), QStringLiteral("hugepages"),
        QStringLiteral("numa_balancing"), QStringLiteral("isolcpus"),
    };
    return names;
}

QString treePosition(const Machine& machine, const Bdf& bdf)
{
    return positionWith(machine.pci, sortedRootBuses(machine.pci), bdf);
}

Fingerprint fingerprintOf(const Machine& machine)
{
    const PciTree& tree = machine.pci;
    const QList<RootBus> roots = sortedRootBuses(tree);
    Fingerprint out;

    QHash<int, int> iommuGroupSizes;
    for (const PciDevice& device : tree.devices) {
        if (device.iommuGroup)
            ++iommuGroupSizes[*device.iommuGroup];
    }

    // GPUs: the driver's list where it placed them on the tree, else the tree's GPUs in order.
    QStringList gpuNames;
    for (const Gpu& gpu : machine.gpus) {
        const PciDevice* device = gpu.bdf ? tree.find(*gpu.bdf) : nullptr;
        GpuSlot slot;
        if (device) {
            slot.device = deviceEntry(tree, roots, *device);
            if (device->iommuGroup)
                slot.iommuGroupSize = iommuGroupSizes.value(*device->iommuGroup);
            slot.acs = acsAbove(tree, device->bdf);
        } else {
            slot.device.position = u"smi/" + QString::number(gpu.index); // the driver's GPU the tree lacks
            if (gpu.bdf)
                slot.device.bdf = *gpu.bdf;
        }
        if (!device || (gpu.numaNode && *gpu.numaNode >= 0 && !slot.device.numaNode))
            slot.device.numaNode = gpu.numaNode && *gpu.numaNode >= 0 ? gpu.numaNode : std::nullopt;
        if (!gpu.name.isEmpty())
            slot.device.displayName = gpu.name;
        slot.gpuIndex = gpu.index;
        gpuNames.append(slot.device.displayName.isEmpty() ? slot.device.model : slot.device.displayName);
        out.gpus.append(slot);
    }
    for (const PciDevice& device : tree.devices) {
        if (device.kind() == DeviceKind::Nic)
            out.nics.append(deviceEntry(tree, roots, device));
    }
    std::sort(out.gpus.begin(), out.gpus.end(), [](const GpuSlot& a, const GpuSlot& b) { return byPosition(a.device, b.device); });
    std::sort(out.nics.begin(), out.nics.end(), byPosition);

    for (GpuSlot& slot : out.gpus) {
        for (const GpuSlot& other : std::as_const(out.gpus)) {
            if (&other == &slot)
                continue;
            const LinkClassCell cell = gpuPairClass(machine, slot.gpuIndex, other.gpuIndex);
            if (cell.linkClass != LinkClass::Unknown)
                slot.pathTo.insert(other.device.position, cell.toString());
            if (const auto p2p = machine.p2pStatus(slot.gpuIndex, other.gpuIndex); p2p && *p2p != P2pStatus::Unknown)
                slot.p2pTo.insert(other.device.position, p2pStatusCode(*p2p));
        }
        if (!tree.find(slot.device.bdf))
            continue;
        for (const FingerprintDevice& nic : std::as_const(out.nics)) {
            const LinkClass linkClass = linkClassBetween(machine, slot.device.bdf, nic.bdf);
            if (linkClass != LinkClass::Unknown)
                slot.pathTo.insert(nic.position, LinkClassCell { linkClass, 0 }.toString());
        }
    }

    for (const NumaNode& node : machine.numa.nodes)
        out.numa.append({ node.id, node.cpuList, node.distances });
    std::sort(out.numa.begin(), out.numa.end(), [](const NumaShape& a, const NumaShape& b) { return a.id < b.id; });

    out.iommu = !machine.iommuListed ? QStringLiteral("unknown") : (machine.iommuGroups().isEmpty() ? QStringLiteral("off") : QStringLiteral("on"));
    if (machine.cmdline) {
        for (const QString& name : fleetKernelParameters()) {
            if (const auto value = machine.cmdline->value(name))
                out.kernelParameters.insert(name, *value);
        }
    }
    out.driverVersion = machine.driverVersion;

    gpuNames.removeDuplicates();
    gpuNames.sort();
    out.hardwareClass = { productOf(machine), gpuNames.join(QStringLiteral(" + ")), int(out.gpus.size()) };
    return out;
}

QJsonObject canonicalJson(const Fingerprint& fingerprint)
{
    QJsonObject out;
    out[u"version"] = Fingerprint::currentVersion;
    QJsonObject hardwareClass;
    hardwareClass[u"product"] = fingerprint.hardwareClass.product;
    hardwareClass[u"gpuModel"] = fingerprint.hardwareClass.gpuModel;
    hardwareClass[u"gpuCount"] = fingerprint.hardwareClass.gpuCount;
    out[u"class"] = hardwareClass;
    QJsonArray gpus;
    for (const GpuSlot& slot : fingerprint.gpus) {
        QJsonObject gpu = deviceJson(slot.device);
        if (slot.iommuGroupSize)
            gpu[u"iommuGroupSize"] = *slot.iommuGroupSize;
        if (!slot.acs.isEmpty())
            gpu[u"acs"] = slot.acs;
        if (!slot.pathTo.isEmpty())
            gpu[u"paths"] = mapJson(slot.pathTo);
        if (!slot.p2pTo.isEmpty())
            gpu[u"p2p"] = mapJson(slot.p2pTo);
        gpus.append(gpu);
    }
    out[u"gpus"] = gpus;
    QJsonArray nics;
    for (const FingerprintDevice& nic : fingerprint.nics)
        nics.append(deviceJson(nic));
    out[u"nics"] = nics;
    QJsonArray numa;
    for (const NumaShape& node : fingerprint.numa) {
        QJsonArray distances;
        for (int d : node.distances)
            distances.append(d);
        QJsonObject shape;
        shape[u"id"] = node.id;
        shape[u"cpus"] = node.cpuList;
        shape[u"distances"] = distances;
        numa.append(shape);
    }
    out[u"numa"] = numa;
    out[u"iommu"] = fingerprint.iommu;
    out[u"kernelParameters"] = mapJson(fingerprint.kernelParameters);
    if (!fingerprint.driverVersion.isEmpty())
        out[u"driver"] = fingerprint.driverVersion;
    return out;
}

QByteArray canonicalText(const Fingerprint& fingerprint)
{
    return QJsonDocument(canonicalJson(fingerprint)).toJson(QJsonDocument::Compact);
}

QString fingerprintHash(const Fingerprint& fingerprint)
{
    return QString::fromLatin1(QCryptographicHash::hash(canonicalText(fingerprint), QCryptographicHash::Sha256).toHex().left(16));
}

Result<Fingerprint> fingerprintFromJson(const QJsonObject& json)
{
    Reader read;
    Fingerprint out;
    const int version = read.at(json, QStringLiteral("version"), QJsonValue::Double, {}).toInt();
    if (version < 1 || version > Fingerprint::currentVersion)
        return fail(Tr::tr("fingerprint: version %1 is not one this TopoLens reads (1 to %2)").arg(version).arg(Fingerprint::currentVersion));
    const QJsonObject hardwareClass = read.at(json, QStringLiteral("class"), QJsonValue::Object, {}).toObject();
    out.hardwareClass = { hardwareClass.value(u"product").toString(), hardwareClass.value(u"gpuModel").toString(),
        hardwareClass.value(u"gpuCount").toInt() };
    const QJsonArray gpus = read.at(json, QStringLiteral("gpus"), QJsonValue::Array, {}).toArray();
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        const QString where = QStringLiteral("gpus[%1].").arg(i);
        const QJsonObject gpu = gpus[i].toObject();
        GpuSlot slot;
        slot.device = read.device(gpu, where);
        if (const QJsonValue size = read.at(gpu, QStringLiteral("iommuGroupSize"), QJsonValue::Double, where); size.isDouble())
            slot.iommuGroupSize = size.toInt();
        slot.acs = read.at(gpu, QStringLiteral("acs"), QJsonValue::String, where).toString();
        slot.pathTo = read.map(read.at(gpu, QStringLiteral("paths"), QJsonValue::Object, where).toObject());
        slot.p2pTo = read.map(read.at(gpu, QStringLiteral("p2p"), QJsonValue::Object, where).toObject());
        out.gpus.append(slot);
    }
    const QJsonArray nics = read.at(json, QStringLiteral("nics"), QJsonValue::Array, {}).toArray();
    for (qsizetype i = 0; i < nics.size(); ++i)
        out.nics.append(read.device(nics[i].toObject(), QStringLiteral("nics[%1].").arg(i)));
    const QJsonArray numa = read.at(json, QStringLiteral("numa"), QJsonValue::Array, {}).toArray();
    for (const QJsonValue& value : numa) {
        const QJsonObject node = value.toObject();
        NumaShape shape { node.value(u"id").toInt(), node.value(u"cpus").toString(), {} };
        for (const QJsonValue& d : node.value(u"distances").toArray())
            shape.distances.append(d.toInt());
        out.numa.append(shape);
    }
    out.iommu = read.at(json, QStringLiteral("iommu"), QJsonValue::String, {}).toString();
    out.kernelParameters = read.map(read.at(json, QStringLiteral("kernelParameters"), QJsonValue::Object, {}).toObject());
    out.driverVersion = read.at(json, QStringLiteral("driver"), QJsonValue::String, {}).toString();
    if (!read.error.isEmpty())
        return fail(read.error);
    return out;
}

} // namespace Topo
