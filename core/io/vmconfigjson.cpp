// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/vmconfigjson.h"

#include "io/modeljson.h"
#include "util/nametable.h"
#include "util/text.h"

using nlohmann::json;

namespace Topo {

namespace {

constexpr NamedValue<VmDeviceKind> kindNames[] = {
    { VmDeviceKind::RootBus, u"root-bus" },
    { VmDeviceKind::RootPort, u"root-port" },
    { VmDeviceKind::SwitchUpstream, u"switch-upstream" },
    { VmDeviceKind::SwitchDownstream, u"switch-downstream" },
    { VmDeviceKind::PciBridge, u"pci-bridge" },
    { VmDeviceKind::Passthrough, u"passthrough" },
    { VmDeviceKind::Endpoint, u"endpoint" },
};

constexpr NamedValue<VmConfiguration::Source> sourceNames[] = {
    { VmConfiguration::Source::QemuCommandLine, u"qemu-cmdline" },
    { VmConfiguration::Source::LibvirtDomain, u"libvirt-domain" },
};

template<class T> void putOptional(json& object, const char* key, const std::optional<T>& value)
{
    if (value)
        object[key] = *value;
}

json deviceToJson(const VmDevice& d)
{
    json out = { { "id", Json::utf8(d.id) }, { "driver", Json::utf8(d.driver) },
        { "kind", Json::utf8(vmDeviceKindName(d.kind)) }, { "line", d.line } };
    Json::putText(out, "parentBus", d.parentBus);
    if (d.slot) {
        // "1c.2": the form of QEMU's addr= and of the guest's lspci, device and function in hex.
        out["slot"] = Json::utf8(Text::hex(quint32(d.slot->device), 2) + u'.' + QString::number(d.slot->function));
        out["slotAssumed"] = d.slotAssumed;
    }
    if (d.multifunction)
        out["multifunction"] = true;
    putOptional(out, "busNumber", d.busNumber);
    putOptional(out, "numaNode", d.numaNode);
    putOptional(out, "chassis", d.chassis);
    putOptional(out, "portSlot", d.portSlot);
    if (d.linkSpeedGTs > 0)
        out["linkSpeedGTs"] = d.linkSpeedGTs;
    if (d.linkWidth > 0)
        out["linkWidth"] = d.linkWidth;
    if (d.hostAddress)
        out["hostAddress"] = Json::utf8(d.hostAddress->toString());
    Json::putText(out, "serial", d.serial);
    json properties = json::array();
    for (const auto& [key, value] : d.properties)
        properties.push_back({ { "key", Json::utf8(key) }, { "value", Json::utf8(value) } });
    out["properties"] = std::move(properties);
    return out;
}

} // namespace

QString vmDeviceKindName(VmDeviceKind kind)
{
    return nameOf(kindNames, kind);
}

json vmConfigurationsToJson(const QList<VmConfiguration>& vms)
{
    json list = json::array();
    for (const VmConfiguration& vm : vms) {
        json out = { { "source", Json::utf8(nameOf(sourceNames, vm.source)) }, { "line", vm.line } };
        Json::putText(out, "name", vm.name);
        Json::putText(out, "uuid", vm.uuid);
        Json::putText(out, "machineType", vm.machineType);
        putOptional(out, "proxmoxVmid", vm.proxmoxVmid);
        putOptional(out, "pid", vm.pid);
        if (!vm.macs.isEmpty()) {
            json macs = json::array();
            for (const QString& mac : vm.macs)
                macs.push_back(Json::utf8(mac));
            out["macs"] = std::move(macs);
        }
        json devices = json::array();
        for (const VmDevice& d : vm.devices)
            devices.push_back(deviceToJson(d));
        out["devices"] = std::move(devices);
        list.push_back(std::move(out));
    }
    return { { "vms", std::move(list) } };
}

} // namespace Topo
