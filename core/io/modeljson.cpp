// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/modeljson.h"

#include "util/text.h"

#include <cmath>

using nlohmann::json;

namespace Topo::Json {

std::string utf8(const QString& text)
{
    return text.toStdString();
}

void putText(json& object, const char* key, const QString& value)
{
    if (!value.isEmpty())
        object[key] = utf8(value);
}

json toJson(const LinkState& state)
{
    json out = json::object();
    if (state.speedGTs > 0)
        out["speedGTs"] = state.speedGTs;
    if (state.width > 0)
        out["width"] = state.width;
    if (state.generation() > 0)
        out["generation"] = state.generation();
    return out;
}

namespace {
json strings(const QStringList& list)
{
    json out = json::array();
    for (const auto& s : list)
        out.push_back(utf8(s));
    return out;
}

json pairs(const QList<QPair<QString, QString>>& list, const char* keyName, const char* valueName)
{
    json out = json::array();
    for (const auto& [k, v] : list)
        out.push_back({ { keyName, utf8(k) }, { valueName, utf8(v) } });
    return out;
}

} // namespace

json toJson(const Diagnostics& diagnostics)
{
    json out = json::array();
    for (const auto& d : diagnostics) {
        out.push_back({ { "line", d.line },
            { "severity", d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "info" },
            { "message", utf8(d.message) } });
    }
    return out;
}

json toJson(const PcieLink& link)
{
    json out = json::object();
    if (link.capability.isKnown())
        out["capability"] = toJson(link.capability);
    if (link.status.isKnown())
        out["status"] = toJson(link.status);
    if (link.speedDowngraded)
        out["speedDowngraded"] = true;
    if (link.widthDowngraded)
        out["widthDowngraded"] = true;
    return out;
}

/// {"correctable": {"total": 3, "counters": {"BadTLP": 3, "RxErr": 0, …}}, …, "rootPort":
/// {"correctable": 0, …}}: counters by name, for `jq .aer.correctable.counters.BadTLP`.
json toJson(const AerStatistics& aer)
{
    json out = json::object();
    json rootPort = json::object();
    for (const AerSeverity severity : aerSeverities) {
        const QByteArray key = aerSeverityKey(severity).toLatin1();
        const AerCounts& counts = aer.of(severity);
        if (counts.isKnown()) {
            json file = json::object();
            if (counts.total)
                file["total"] = *counts.total;
            json counters = json::object();
            for (const AerCounter& counter : counts.counters)
                counters[utf8(counter.name)] = counter.count;
            file["counters"] = counters;
            out[key.toStdString()] = file;
        }
        if (const auto& reported = aer.rootPortOf(severity))
            rootPort[key.toStdString()] = *reported;
    }
    if (!rootPort.empty())
        out["rootPort"] = rootPort;
    return out;
}

json toJson(const PciDevice& d)
{
    // A device an excerpt shows without its address has none here either, never a made-up one.
    json out = { { "bdf", d.hasAddress() ? json(utf8(d.bdf.toString())) : json(nullptr) } };
    if (!d.hasAddress())
        out["unnamed"] = d.unnamedNumber;
    if (d.vendorId)
        out["vendorId"] = utf8(Text::hex(d.vendorId, 4));
    if (d.deviceId)
        out["deviceId"] = utf8(Text::hex(d.deviceId, 4));
    if (d.classCode)
        out["classCode"] = utf8(Text::hex(d.classCode, 6));
    putText(out, "className", d.className);
    putText(out, "vendorName", d.vendorName);
    putText(out, "deviceName", d.deviceName);
    putText(out, "description", d.description);
    if (d.role != PciRole::Unknown)
        out["role"] = utf8(pciRoleName(d.role));
    if (d.parent)
        out["parent"] = utf8(d.parent->toString());
    if (d.secondaryBus >= 0)
        out["secondaryBus"] = d.secondaryBus;
    if (d.subordinateBus >= 0)
        out["subordinateBus"] = d.subordinateBus;
    putText(out, "driver", d.driver);
    if (!d.kernelModules.isEmpty())
        out["kernelModules"] = strings(d.kernelModules);
    if (d.numaNode)
        out["numaNode"] = *d.numaNode;
    if (d.iommuGroup)
        out["iommuGroup"] = *d.iommuGroup;
    putText(out, "serialNumber", d.serialNumber);
    if (!d.networkDevices.isEmpty())
        out["networkDevices"] = strings(d.networkDevices);
    if (d.link.isKnown() || d.link.speedDowngraded || d.link.widthDowngraded)
        out["link"] = toJson(d.link);
    if (d.aer.isKnown())
        out["aer"] = toJson(d.aer);
    if (!d.bars.isEmpty()) {
        json bars = json::array();
        for (const auto& b : d.bars) {
            json bar = { { "index", b.index }, { "sizeBytes", b.sizeBytes }, { "memory", b.isMemory } };
            if (b.is64Bit)
                bar["is64Bit"] = true;
            if (b.prefetchable)
                bar["prefetchable"] = true;
            if (b.unassigned)
                bar["unassigned"] = true;
            bars.push_back(bar);
        }
        out["bars"] = bars;
    }
    if (d.acsEnabled)
        out["acsEnabled"] = *d.acsEnabled;
    if (d.atsEnabled)
        out["atsEnabled"] = *d.atsEnabled;
    putText(out, "localCpus", d.localCpus);
    return out;
}

json toJson(const QList<PciDevice>& devices)
{
    json out = json::array();
    for (const auto& d : devices)
        out.push_back(toJson(d));
    return out;
}

json toJson(const PciTree& tree)
{
    json roots = json::array();
    for (const auto& r : tree.rootBuses)
        roots.push_back(utf8(QString::asprintf("%04x:%02x", r.domain, r.bus)));
    return { { "rootBuses", roots }, { "devices", toJson(tree.devices) } };
}

json toJson(const IommuGroupListing& listing)
{
    json groups = json::array();
    for (int g : listing.groups()) {
        json devices = json::array();
        for (const auto& m : listing.members) {
            if (m.group != g)
                continue;
            json dev = { { "bdf", utf8(m.bdf.toString()) } };
            putText(dev, "description", m.description);
            devices.push_back(dev);
        }
        groups.push_back({ { "group", g }, { "devices", devices } });
    }
    return { { "groups", groups } };
}

json toJson(const PrintedMatrix& matrix)
{
    json cells = json::array();
    for (const auto& row : matrix.cells)
        cells.push_back(strings(row));
    return { { "labels", strings(matrix.labels) }, { "cells", cells } };
}

json toJson(const TopoMatrix& topo)
{
    json out = toJson(topo.matrix);
    out["extraColumns"] = strings(topo.extraColumns);
    json affinity = json::array();
    for (const auto& a : topo.affinity) {
        json row = { { "label", utf8(a.label) } };
        row["cpuAffinity"] = utf8(a.cpuAffinity);
        row["numaAffinity"] = utf8(a.numaAffinity);
        row["gpuNumaId"] = utf8(a.gpuNumaId);
        affinity.push_back(row);
    }
    out["affinity"] = affinity;
    out["nicLegend"] = pairs(topo.nicLegend, "nic", "device");
    out["legend"] = pairs(topo.legend, "code", "meaning");
    return out;
}

json toJson(const P2pMatrix& p2p)
{
    json out = toJson(p2p.matrix);
    if (p2p.capability)
        out["capability"] = std::string(1, char(p2pCapabilityLetter(*p2p.capability).toLatin1()));
    out["legend"] = pairs(p2p.legend, "code", "meaning");
    return out;
}

json toJson(const Gpu& g)
{
    json out = json::object();
    if (g.index >= 0)
        out["index"] = g.index;
    if (g.amdIndex && *g.amdIndex != g.index)
        out["amdIndex"] = *g.amdIndex; // only where AMD's tools number it otherwise (mixed vendors)
    if (g.bdf)
        out["bdf"] = utf8(g.bdf->toString());
    putText(out, "name", g.name);
    putText(out, "uuid", g.uuid);
    putText(out, "serial", g.serial);
    putText(out, "uniqueId", g.uniqueId);
    putText(out, "vbiosVersion", g.vbiosVersion);
    putText(out, "driverVersion", g.driverVersion);
    putText(out, "productArchitecture", g.productArchitecture);
    putText(out, "virtualizationMode", g.virtualizationMode);
    putText(out, "addressingMode", g.addressingMode);
    if (g.numaNode)
        out["numaNode"] = *g.numaNode;
    if (g.linkGenCurrent)
        out["linkGenCurrent"] = g.linkGenCurrent;
    if (g.linkGenMax)
        out["linkGenMax"] = g.linkGenMax;
    if (g.linkWidthCurrent)
        out["linkWidthCurrent"] = g.linkWidthCurrent;
    if (g.linkWidthMax)
        out["linkWidthMax"] = g.linkWidthMax;
    if (g.pcieReplays)
        out["pcieReplays"] = *g.pcieReplays;
    if (g.pcieReplayRollovers)
        out["pcieReplayRollovers"] = *g.pcieReplayRollovers;
    if (g.bar1TotalMiB)
        out["bar1TotalMiB"] = g.bar1TotalMiB;
    if (g.memoryTotalMiB)
        out["memoryTotalMiB"] = g.memoryTotalMiB;
    return out;
}

json toJson(const AmdTopology& topology)
{
    json gpus = json::array();
    for (const AmdTopologyGpu& g : topology.gpus) {
        json one = { { "index", g.index } };
        if (g.bdf)
            one["bdf"] = utf8(g.bdf->toString());
        if (g.numaNode)
            one["numaNode"] = *g.numaNode;
        if (g.numaAffinity)
            one["numaAffinity"] = *g.numaAffinity;
        gpus.push_back(one);
    }
    // Pairs in row order, off the diagonal, each with only the fields some tool printed.
    json links = json::array();
    for (int a = 0; a < topology.links.size(); ++a) {
        for (int b = 0; b < topology.links[a].size(); ++b) {
            const AmdGpuLink& l = topology.links[a][b];
            if (a == b || l.isEmpty())
                continue;
            json one = { { "gpuA", topology.gpus[a].index }, { "gpuB", topology.gpus[b].index } };
            putText(one, "linkType", l.linkType);
            putText(one, "hops", l.hops);
            putText(one, "weight", l.weight);
            putText(one, "bandwidth", l.bandwidth);
            putText(one, "accessible", l.accessible);
            putText(one, "cacheCoherent", l.cacheCoherent);
            putText(one, "atomics32", l.atomics32);
            putText(one, "atomics64", l.atomics64);
            putText(one, "dma", l.dma);
            putText(one, "bidirectional", l.bidirectional);
            links.push_back(one);
        }
    }
    return { { "gpus", gpus }, { "links", links } };
}

json toJson(const AmdGpuInventory& inventory)
{
    json gpus = json::array();
    for (const auto& g : inventory.gpus)
        gpus.push_back(toJson(g));
    json out = { { "gpus", gpus } };
    putText(out, "driverVersion", inventory.driverVersion);
    putText(out, "rocmVersion", inventory.rocmVersion);
    return out;
}

json toJson(const NvidiaSmiReport& report)
{
    json gpus = json::array();
    for (const auto& g : report.gpus)
        gpus.push_back(toJson(g));
    json out = { { "gpus", gpus } };
    putText(out, "driverVersion", report.driverVersion);
    putText(out, "cudaVersion", report.cudaVersion);
    putText(out, "timestamp", report.timestamp);
    return out;
}

json toJson(const GpuQueryTable& table)
{
    json rows = json::array();
    for (const auto& r : table.rows)
        rows.push_back(strings(r));
    json gpus = json::array();
    for (const auto& g : table.gpus)
        gpus.push_back(toJson(g));
    return { { "columns", strings(table.columns) }, { "rows", rows }, { "gpus", gpus } };
}

json toJson(const NumaTopology& numa)
{
    json nodes = json::array();
    for (const auto& n : numa.nodes) {
        json node = { { "id", n.id }, { "cpuList", utf8(n.cpuList) }, { "cpuCount", n.cpus.size() } };
        if (n.sizeMiB >= 0)
            node["sizeMiB"] = n.sizeMiB;
        if (n.freeMiB >= 0)
            node["freeMiB"] = n.freeMiB;
        json distances = json::array();
        for (int d : n.distances)
            distances.push_back(d);
        node["distances"] = distances;
        nodes.push_back(node);
    }
    return { { "nodes", nodes } };
}

json toJson(const KernelCmdline& cmdline)
{
    json params = json::array();
    for (const auto& [name, value] : cmdline.parameters)
        params.push_back({ { "name", utf8(name) }, { "value", utf8(value) } });
    return { { "raw", utf8(cmdline.raw) }, { "parameters", params } };
}

json toJson(const MachineIdentifiers& identifiers)
{
    json out = json::object();
    putText(out, "machineId", identifiers.machineId);
    putText(out, "bootId", identifiers.bootId);
    putText(out, "sysVendor", identifiers.sysVendor);
    putText(out, "productName", identifiers.productName);
    putText(out, "productUuid", identifiers.productUuid);
    json interfaces = json::array();
    for (const NetInterface& i : identifiers.interfaces)
        interfaces.push_back({ { "name", utf8(i.name) }, { "mac", utf8(i.mac) } });
    out["interfaces"] = interfaces;
    return out;
}

json toJson(const NetworkDevice& device)
{
    json out = { { "name", utf8(device.name) }, { "class", utf8(networkDeviceClassName(device.deviceClass)) } };
    if (device.pci)
        out["pci"] = utf8(device.pci->toString());
    if (device.behind)
        out["behind"] = utf8(device.behind->toString());
    out["virtual"] = device.isVirtual();
    out["target"] = utf8(device.target);
    out["line"] = device.line;
    return out;
}

json toJson(const QList<NetworkDevice>& devices)
{
    json out = json::array();
    for (const NetworkDevice& device : devices)
        out.push_back(toJson(device));
    return { { "devices", out } };
}

json toJson(const QList<RdmaDevice>& devices)
{
    json out = json::array();
    for (const RdmaDevice& d : devices) {
        json ports = json::array();
        for (const RdmaPort& p : d.ports) {
            json port = { { "port", p.number }, { "state", utf8(p.state) }, { "linkLayer", utf8(p.linkLayer) }, { "line", p.line } };
            if (!p.physicalState.isEmpty()) // ibstat's; ibv_devinfo prints none without -v
                port["physicalState"] = utf8(p.physicalState);
            if (p.rateGbps > 0)
                port["rateGbps"] = p.rateGbps;
            ports.push_back(port);
        }
        out.push_back({ { "name", utf8(d.name) }, { "caType", utf8(d.caType) }, { "firmware", utf8(d.firmware) },
            { "ports", ports }, { "line", d.line } });
    }
    return { { "devices", out } };
}

json toJson(const PcieEvent& event)
{
    json out = { { "kind", utf8(pcieEventKindKey(event.kind)) }, { "device", utf8(event.device.toString()) } };
    if (event.uptime)
        out["uptime"] = *event.uptime;
    if (event.severity)
        out["severity"] = utf8(aerSeverityKey(*event.severity));
    putText(out, "layer", event.layer);
    if (!event.errors.isEmpty())
        out["errors"] = strings(event.errors);
    if (event.reportedBy)
        out["reportedBy"] = utf8(event.reportedBy->toString());
    if (event.kind == PcieEventKind::BandwidthLimited) {
        if (event.limitedAt)
            out["limitedAt"] = utf8(event.limitedAt->toString());
        out["availableGbps"] = event.availableGbps;
        out["capableGbps"] = event.capableGbps;
        out["limitingLink"] = utf8(event.limitingLink);
        out["capableLink"] = utf8(event.capableLink);
    }
    out["line"] = event.source.line;
    return out;
}

json toJson(const QList<PcieEvent>& events)
{
    json out = json::array();
    for (const PcieEvent& event : events)
        out.push_back(toJson(event));
    return { { "events", out } };
}

json toJson(const HwlocTopology& topology)
{
    json out = { { "formatVersion", topology.formatMajor } };
    putText(out, "hwlocVersion", topology.hwlocVersion);
    out["machineInfos"] = pairs(topology.machineInfos, "name", "value");
    json pci = toJson(topology.pci);
    // Each device as the PCI formats write it, with hwloc's own link figure beside.
    for (qsizetype i = 0; i < topology.pci.devices.size(); ++i) {
        const auto speed = topology.linkSpeedsGBps.constFind(topology.pci.devices[i].bdf);
        if (speed != topology.linkSpeedsGBps.cend())
            pci["devices"][size_t(i)]["linkSpeedGBps"] = *speed;
    }
    out["pci"] = pci;
    out["numa"] = toJson(topology.numa);
    json osDevices = json::array();
    for (const HwlocOsDevice& d : topology.osDevices) {
        json os = { { "line", d.line }, { "name", utf8(d.name) }, { "type", utf8(hwlocOsDeviceTypeName(d.type)) } };
        putText(os, "subtype", d.subtype);
        putText(os, "backend", d.backend);
        putText(os, "gpuModel", d.gpuModel);
        if (d.pciDevice)
            os["pci"] = utf8(d.pciDevice->toString());
        if (d.numaNode)
            os["numaNode"] = *d.numaNode;
        os["infos"] = pairs(d.infos, "name", "value");
        osDevices.push_back(os);
    }
    out["osDevices"] = osDevices;
    json distances = json::array();
    for (const HwlocDistances& d : topology.distances) {
        json matrix = { { "line", d.line }, { "kind", d.kind } };
        putText(matrix, "name", d.name);
        if (d.kind & HwlocDistances::MeansLatency)
            matrix["means"] = "latency";
        else if (d.kind & HwlocDistances::MeansBandwidth)
            matrix["means"] = "bandwidth";
        json objects = json::array();
        for (const HwlocDistanceObject& o : d.objects) {
            json object = { { "type", utf8(o.type) }, { "index", o.index } };
            putText(object, "label", o.label);
            objects.push_back(object);
        }
        matrix["objects"] = objects;
        json rows = json::array();
        for (qsizetype r = 0; r < d.size(); ++r) {
            json row = json::array();
            for (qsizetype c = 0; c < d.size(); ++c) {
                // hwloc's 2.x values are integers and stay so; 1.x latency × base may not be.
                const double v = d.value(r, c);
                if (v >= 0 && v < 9007199254740992.0 && v == std::floor(v))
                    row.push_back(quint64(v));
                else
                    row.push_back(v);
            }
            rows.push_back(row);
        }
        matrix["values"] = rows;
        distances.push_back(matrix);
    }
    out["distances"] = distances;
    return out;
}

} // namespace Topo::Json

namespace Topo::Json {

nlohmann::json toJson(const Machine& machine)
{
    json out = { { "role", utf8(machineRoleName(machine.role)) }, { "label", utf8(machine.label) },
        { "address", utf8(machine.address) } };
    if (machine.collectedAt.isValid())
        out["collectedAt"] = utf8(machine.collectedAt.toUTC().toString(Qt::ISODate));
    putText(out, "identity", machine.identity);
    out["pci"] = toJson(machine.pci);
    out["numa"] = toJson(machine.numa);
    json gpus = json::array();
    for (const auto& g : machine.gpus)
        gpus.push_back(toJson(g));
    out["gpus"] = gpus;
    if (machine.gpuIndicesAssumed)
        out["gpuIndicesAssumed"] = true;
    if (machine.topo)
        out["topo"] = toJson(*machine.topo);
    if (!machine.amdTopology.isEmpty())
        out["amdTopology"] = toJson(machine.amdTopology);
    if (!machine.pcieEvents.isEmpty())
        out["pcieEvents"] = toJson(machine.pcieEvents)["events"];
    json p2p = json::object();
    for (auto it = machine.p2p.cbegin(); it != machine.p2p.cend(); ++it)
        p2p[std::string(1, char(p2pCapabilityLetter(it.key()).toLatin1()))] = toJson(it.value());
    out["p2p"] = p2p;
    if (machine.cmdline)
        out["cmdline"] = toJson(*machine.cmdline);
    putText(out, "driverVersion", machine.driverVersion);
    out["iommuListed"] = machine.iommuListed;
    json missing = json::array();
    for (const auto& t : machine.missingTools)
        missing.push_back(utf8(t));
    out["missingTools"] = missing;
    json diagnostics = json::array();
    for (const auto& cd : machine.diagnostics) {
        json d = toJson(Diagnostics { cd.diagnostic }).front();
        d["capture"] = utf8(cd.captureId);
        diagnostics.push_back(d);
    }
    out["diagnostics"] = diagnostics;
    return out;
}

} // namespace Topo::Json
