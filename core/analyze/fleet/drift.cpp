// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/fleet/drift.h"

#include "util/tr.h"

#include <QSet>

namespace Topo {

namespace {

QString speedText(double gts)
{
    return gts > 0 ? Tr::tr("%1 GT/s").arg(gts) : Tr::tr("unknown");
}

QString widthText(int width)
{
    return width > 0 ? u'x' + QString::number(width) : Tr::tr("unknown");
}

QString orAbsent(const QString& value)
{
    return value.isEmpty() ? Tr::tr("absent") : value;
}

QString numaText(const std::optional<int>& node)
{
    return node ? QString::number(*node) : Tr::tr("none");
}

QString numaLayoutText(const QList<NumaShape>& nodes)
{
    if (nodes.isEmpty())
        return Tr::tr("not collected");
    QStringList parts;
    for (const NumaShape& node : nodes) {
        QStringList distances;
        for (int d : node.distances)
            distances.append(QString::number(d));
        parts.append(Tr::tr("node %1: CPUs %2, distances %3").arg(node.id).arg(node.cpuList, distances.join(u' ')));
    }
    return parts.join(QStringLiteral("; "));
}

/// Collects the drift of one comparison, with the device naming of the machine compared.
class DriftList
{
public:
    QList<DeviceChange> items;

    void add(const QString& what, const QString& slot, const QString& device, const QString& expected,
        const QString& actual, const QString& explanation, ChangeCertainty certainty = ChangeCertainty::Definite)
    {
        items.append({ .kind = what, .slot = slot, .device = device, .before = expected, .after = actual, .sentence = explanation, .certainty = certainty });
    }

    // What a PCIe link can differ in: the negotiated width is definite, the negotiated speed
    // drops on idle GPUs and is only a hint, the capability is the hardware's and definite.
    void link(const QString& slot, const QString& device, const PcieLink& expected, const PcieLink& actual)
    {
        if (expected.status.width != actual.status.width && expected.status.width > 0 && actual.status.width > 0) {
            add(QStringLiteral("link-width"), slot, device, widthText(expected.status.width), widthText(actual.status.width),
                actual.status.width < expected.status.width
                    ? Tr::tr("The link trained narrower than on the baseline: fewer lanes carry every transfer (a seating, riser or slot problem).")
                    : Tr::tr("The link trained wider than on the baseline."));
        }
        if (expected.capability.width != actual.capability.width && expected.capability.width > 0 && actual.capability.width > 0) {
            add(QStringLiteral("link-width"), slot, device, Tr::tr("capable of %1").arg(widthText(expected.capability.width)),
                Tr::tr("capable of %1").arg(widthText(actual.capability.width)),
                Tr::tr("The link's capability differs from the baseline's: another slot, riser or card."));
        }
        if (expected.status.speedGTs != actual.status.speedGTs && expected.status.speedGTs > 0 && actual.status.speedGTs > 0) {
            add(QStringLiteral("link-speed"), slot, device, speedText(expected.status.speedGTs), speedText(actual.status.speedGTs),
                Tr::tr("The link runs at another speed than on the baseline. Idle GPUs lower their link speed to save power: collect again while the GPU is busy before acting on it."),
                ChangeCertainty::ResampleUnderLoad);
        }
        if (expected.capability.speedGTs != actual.capability.speedGTs && expected.capability.speedGTs > 0 && actual.capability.speedGTs > 0) {
            add(QStringLiteral("link-speed"), slot, device, Tr::tr("capable of %1").arg(speedText(expected.capability.speedGTs)),
                Tr::tr("capable of %1").arg(speedText(actual.capability.speedGTs)),
                Tr::tr("The link's top speed differs from the baseline's: another slot, riser, card or firmware setting."));
        }
    }

    void device(const QString& slot, const QString& name, const FingerprintDevice& expected, const FingerprintDevice& actual)
    {
        if (expected.model != actual.model)
            add(QStringLiteral("model"), slot, name, expected.model, actual.model, Tr::tr("Another device sits in this slot than on the baseline."));
        link(slot, name, expected.link, actual.link);
        if (expected.numaNode != actual.numaNode) {
            add(QStringLiteral("numa-node"), slot, name, numaText(expected.numaNode), numaText(actual.numaNode),
                Tr::tr("The device reports another NUMA node than on the baseline: CPU affinity and the path to memory change."));
        }
    }
};

QString gpuName(const GpuSlot& slot)
{
    const QString bdf = slot.device.bdf.toString();
    return slot.gpuIndex >= 0 ? Tr::tr("GPU%1 %2").arg(slot.gpuIndex).arg(bdf) : bdf;
}

QString nicName(const FingerprintDevice& nic)
{
    return Tr::tr("NIC %1").arg(nic.bdf.toString());
}

QString peerName(const Fingerprint& baseline, const QString& position)
{
    return baseline.gpuAt(position) ? baseline.gpuSlotName(position) : baseline.nicSlotName(position);
}

bool peerPresent(const Fingerprint& fingerprint, const QString& position)
{
    return fingerprint.gpuAt(position) || fingerprint.nicAt(position);
}

} // namespace

QString linkText(const LinkState& state)
{
    QStringList parts;
    if (state.speedGTs > 0)
        parts.append(speedText(state.speedGTs));
    if (state.width > 0)
        parts.append(widthText(state.width));
    return parts.join(u' ');
}

QList<DeviceChange> driftFrom(const Fingerprint& baseline, const Fingerprint& machine)
{
    DriftList out;
    if (baseline.iommu != machine.iommu) {
        out.add(QStringLiteral("iommu"), {}, {}, baseline.iommu, machine.iommu,
            Tr::tr("The IOMMU is not in the state of the baseline: device passthrough, ACS isolation and DMA protection differ."));
    }
    if (baseline.numa != machine.numa) {
        out.add(QStringLiteral("numa-layout"), {}, {}, numaLayoutText(baseline.numa), numaLayoutText(machine.numa),
            Tr::tr("The NUMA layout differs from the baseline's (BIOS setting such as NPS or SNC, memory population, or CPUs offline)."));
    }
    QStringList parameters = baseline.kernelParameters.keys() + machine.kernelParameters.keys();
    parameters.sort();
    parameters.removeDuplicates();
    for (const QString& name : std::as_const(parameters)) {
        const auto expected = baseline.kernelParameters.constFind(name);
        const auto actual = machine.kernelParameters.constFind(name);
        const auto text = [&](auto it, const QMap<QString, QString>& map) {
            return it == map.cend() ? Tr::tr("absent") : (it->isEmpty() ? name : name + u'=' + *it);
        };
        if (expected == baseline.kernelParameters.cend() || actual == machine.kernelParameters.cend() || *expected != *actual) {
            out.add(QStringLiteral("kernel-parameter"), name, {}, text(expected, baseline.kernelParameters), text(actual, machine.kernelParameters),
                Tr::tr("The kernel was booted with another value of a parameter that changes how the IOMMU, PCIe or ACS behave."));
        }
    }
    if (baseline.driverVersion != machine.driverVersion) {
        out.add(QStringLiteral("driver"), {}, {}, orAbsent(baseline.driverVersion), orAbsent(machine.driverVersion),
            Tr::tr("Another GPU driver version runs than on the baseline."));
    }

    for (qsizetype i = 0; i < baseline.gpus.size(); ++i) {
        const GpuSlot& expected = baseline.gpus[i];
        const QString slot = u"gpu" + QString::number(i);
        const GpuSlot* actual = machine.gpuAt(expected.device.position);
        if (!actual) {
            out.add(QStringLiteral("device-missing"), slot, expected.device.position, expected.device.model, Tr::tr("absent"),
                Tr::tr("The baseline has a GPU at this position and this machine has none: it fell off the bus, is disabled, or was removed."));
            continue;
        }
        const QString name = gpuName(*actual);
        out.device(slot, name, expected.device, actual->device);
        if (expected.iommuGroupSize != actual->iommuGroupSize) {
            out.add(QStringLiteral("iommu-group-size"), slot, name, numaText(expected.iommuGroupSize), numaText(actual->iommuGroupSize),
                Tr::tr("The GPU shares its IOMMU group with another number of devices than on the baseline; all of a group must be passed through together."));
        }
        if (expected.acs != actual->acs) {
            out.add(QStringLiteral("acs"), slot, name, orAbsent(expected.acs), orAbsent(actual->acs),
                Tr::tr("ACS on the ports above the GPU differs from the baseline: peer-to-peer traffic is routed differently and IOMMU groups change."));
        }
        for (auto it = expected.pathTo.cbegin(); it != expected.pathTo.cend(); ++it) {
            const bool peerIsGpu = baseline.gpuAt(it.key()) != nullptr;
            if ((peerIsGpu && it.key() < expected.device.position) || !peerPresent(machine, it.key()))
                continue; // compared from the other side, or reported as missing
            const QString now = actual->pathTo.value(it.key());
            if (now != it.value()) {
                const QString peer = peerName(baseline, it.key());
                out.add(QStringLiteral("path-class"), slot, name, Tr::tr("%1 to %2").arg(it.value(), peer), Tr::tr("%1 to %2").arg(orAbsent(now), peer),
                    Tr::tr("The connection to another device is of another class than on the baseline (NVLink, PCIe switch, host bridge or socket)."));
            }
        }
        for (auto it = expected.p2pTo.cbegin(); it != expected.p2pTo.cend(); ++it) {
            if (it.key() < expected.device.position || !peerPresent(machine, it.key()))
                continue;
            const QString now = actual->p2pTo.value(it.key());
            if (now != it.value()) {
                const QString peer = peerName(baseline, it.key());
                out.add(QStringLiteral("p2p"), slot, name, Tr::tr("%1 to %2").arg(it.value(), peer), Tr::tr("%1 to %2").arg(orAbsent(now), peer),
                    Tr::tr("nvidia-smi reports another peer-to-peer status to this GPU than on the baseline."));
            }
        }
    }
    for (const GpuSlot& actual : machine.gpus) {
        if (!baseline.gpuAt(actual.device.position)) {
            out.add(QStringLiteral("device-extra"), actual.device.position, gpuName(actual), Tr::tr("absent"), actual.device.model,
                Tr::tr("This machine has a GPU where the baseline has none."));
        }
    }
    for (qsizetype i = 0; i < baseline.nics.size(); ++i) {
        const FingerprintDevice& expected = baseline.nics[i];
        const QString slot = u"nic" + QString::number(i);
        const FingerprintDevice* actual = machine.nicAt(expected.position);
        if (!actual) {
            out.add(QStringLiteral("device-missing"), slot, expected.position, expected.model, Tr::tr("absent"),
                Tr::tr("The baseline has a network device at this position and this machine has none."));
            continue;
        }
        out.device(slot, nicName(*actual), expected, *actual);
    }
    for (const FingerprintDevice& actual : machine.nics) {
        if (!baseline.nicAt(actual.position)) {
            out.add(QStringLiteral("device-extra"), actual.position, nicName(actual), Tr::tr("absent"), actual.model,
                Tr::tr("This machine has a network device where the baseline has none."));
        }
    }
    return out.items;
}

} // namespace Topo
