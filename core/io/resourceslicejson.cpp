// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/resourceslicejson.h"

#include "analyze/gpunics.h"
#include "io/modeljson.h"

#include <nlohmann/json.hpp>

namespace Topo {

namespace {

using nlohmann::ordered_json;
using Json::utf8;

ordered_json stringAttribute(const QString& value)
{
    return ordered_json { { "string", utf8(value) } };
}

ordered_json intAttribute(qint64 value)
{
    return ordered_json { { "int", value } };
}

/// A DNS label for a device name: lower case letters, digits and '-', as Kubernetes requires.
QString deviceName(const QString& text)
{
    QString out;
    for (const QChar c : text.toLower())
        out += (c.isLetterOrNumber() && c.unicode() < 128) ? c : u'-';
    while (out.contains(QStringLiteral("--")))
        out.replace(QStringLiteral("--"), QStringLiteral("-"));
    out = out.left(63);
    while (out.startsWith(u'-'))
        out.remove(0, 1);
    while (out.endsWith(u'-'))
        out.chop(1);
    return out.isEmpty() ? QStringLiteral("node") : out;
}

/// The node's name: the one given, else the first word of the machine's label as a DNS label
/// ("pve" of "pve (ASUS ESC8000A-E13, 2x EPYC 9335)").
QString nodeNameOf(const Machine& machine, const QString& given)
{
    return given.isEmpty() ? deviceName(machine.label.section(u' ', 0, 0)) : given;
}

std::optional<int> numaOf(const Machine& m, const Bdf& bdf)
{
    const PciDevice* d = m.pci.find(bdf);
    if (d && d->numaNode && *d->numaNode >= 0)
        return d->numaNode;
    if (const auto root = m.pci.rootBusOf(bdf))
        return m.pci.numaNodeOfRootBus(*root);
    return std::nullopt;
}

void addCommon(ordered_json& attributes, const Machine& m, const Bdf& bdf, const char* kind)
{
    const QString root = pcieRootAttribute(m, bdf);
    if (!root.isEmpty())
        attributes["resource.kubernetes.io/pcieRoot"] = stringAttribute(root);
    attributes["resource.kubernetes.io/pciBusID"] = stringAttribute(bdf.toString());
    attributes["topolens.io/kind"] = stringAttribute(QString::fromLatin1(kind));
    if (const auto numa = numaOf(m, bdf))
        attributes["topolens.io/numaNode"] = intAttribute(*numa);
}

} // namespace

QString pcieRootAttribute(const Machine& machine, const Bdf& bdf)
{
    const auto root = machine.pci.rootBusOf(bdf);
    if (!root)
        return {};
    return QStringLiteral("pci%1:%2").arg(root->domain, 4, 16, QLatin1Char('0')).arg(root->bus, 2, 16, QLatin1Char('0'));
}

QByteArray resourceSliceJson(const Machine& machine, const QString& nodeName)
{
    ordered_json devices = ordered_json::array();
    const QList<GpuNics> affinities = gpuNics(machine);
    for (const Gpu& gpu : machine.gpus) {
        if (!gpu.bdf)
            continue;
        ordered_json attributes;
        addCommon(attributes, machine, *gpu.bdf, "gpu");
        if (!gpu.name.isEmpty())
            attributes["topolens.io/model"] = stringAttribute(gpu.name);
        const GpuNics* nics = nicsOfGpu(affinities, gpu.index);
        if (const GpuNicLink* nic = nics ? nics->closest() : nullptr) {
            attributes["topolens.io/closestRdmaNic"] = stringAttribute(nic->name);
            if (nic->linkClass.linkClass != LinkClass::Unknown)
                attributes["topolens.io/closestRdmaNicClass"] = stringAttribute(nic->linkClass.toString());
        }
        devices.push_back({ { "name", utf8(deviceName(QStringLiteral("gpu-%1").arg(gpu.index))) },
            { "attributes", std::move(attributes) } });
    }
    for (const GpuNicLink& nic : rdmaNicsOf(machine)) {
        if (!nic.bdf)
            continue;
        ordered_json attributes;
        addCommon(attributes, machine, *nic.bdf, "rdma-nic");
        attributes["topolens.io/rdmaDevice"] = stringAttribute(nic.name);
        devices.push_back({ { "name", utf8(deviceName(u"nic-" + nic.name)) }, { "attributes", std::move(attributes) } });
    }
    const QString node = nodeNameOf(machine, nodeName);
    ordered_json doc;
    doc["apiVersion"] = "resource.k8s.io/v1";
    doc["kind"] = "ResourceSlice";
    doc["metadata"] = { { "name", utf8(deviceName(u"topolens-" + node)) } };
    doc["spec"] = { { "nodeName", utf8(node) }, { "driver", "topolens.io" },
        { "pool", { { "name", utf8(node) }, { "generation", 1 }, { "resourceSliceCount", 1 } } },
        { "devices", std::move(devices) } };
    return QByteArray::fromStdString(doc.dump(2)) + '\n';
}

QByteArray nodeLabelsText(const Machine& machine)
{
    QStringList lines;
    const QList<GpuNicLink> nics = rdmaNicsOf(machine);
    lines << QStringLiteral("topolens.io/gpu-count=%1").arg(machine.gpus.size());
    lines << QStringLiteral("topolens.io/rdma-nic-count=%1").arg(nics.size());
    int aligned = 0;
    for (const GpuNics& g : gpuNics(machine)) {
        const Gpu* gpu = machine.gpu(g.gpu);
        const GpuNicLink* nic = g.closest();
        if (gpu && gpu->bdf && nic && nic->bdf && pcieRootAttribute(machine, *gpu->bdf) == pcieRootAttribute(machine, *nic->bdf)
            && !pcieRootAttribute(machine, *gpu->bdf).isEmpty())
            ++aligned;
    }
    lines << QStringLiteral("topolens.io/gpus-with-nic-on-their-pcie-root=%1").arg(aligned);
    for (const Gpu& gpu : machine.gpus) {
        if (const QString root = gpu.bdf ? pcieRootAttribute(machine, *gpu.bdf) : QString(); !root.isEmpty())
            lines << QStringLiteral("topolens.io/gpu-%1-pcie-root=%2").arg(gpu.index).arg(root.mid(3).replace(u':', u'-'));
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

} // namespace Topo
