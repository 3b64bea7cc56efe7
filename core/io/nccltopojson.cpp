// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/nccltopojson.h"

#include "io/modeljson.h"
#include "util/text.h"

namespace Topo {

namespace {

nlohmann::json nicJson(const NcclNic& nic)
{
    nlohmann::json nets = nlohmann::json::array();
    for (const NcclNet& n : nic.nets) {
        nlohmann::json net = { { "line", n.line }, { "name", Json::utf8(n.name) } };
        if (n.dev >= 0)
            net["dev"] = n.dev;
        Json::putText(net, "speed", n.speed);
        if (n.gdr >= 0)
            net["gdr"] = n.gdr;
        nets.push_back(std::move(net));
    }
    return { { "line", nic.line }, { "nets", std::move(nets) } };
}

nlohmann::json gpuJson(const NcclGpu& g)
{
    nlohmann::json out = { { "line", g.line } };
    if (g.dev >= 0)
        out["dev"] = g.dev;
    if (g.rank >= 0)
        out["rank"] = g.rank;
    if (g.sm > 0)
        out["sm"] = g.sm;
    if (g.gdr >= 0)
        out["gdr"] = g.gdr;
    nlohmann::json links = nlohmann::json::array();
    for (const NcclNvLink& l : g.nvlinks)
        links.push_back({ { "line", l.line }, { "target", Json::utf8(l.target) }, { "count", l.count }, { "tclass", Json::utf8(l.tclass) } });
    out["nvlinks"] = std::move(links);
    return out;
}

nlohmann::json pciJson(const NcclPci& p)
{
    nlohmann::json out = { { "line", p.line }, { "busId", Json::utf8(p.busId) } };
    if (p.bdf)
        out["bdf"] = Json::utf8(p.bdf->toString());
    Json::putText(out, "class", p.classText);
    if (p.vendorId)
        out["vendorId"] = Json::utf8(Text::hex(p.vendorId, 4));
    if (p.deviceId)
        out["deviceId"] = Json::utf8(Text::hex(p.deviceId, 4));
    if (p.subsystemVendorId)
        out["subsystemVendorId"] = Json::utf8(Text::hex(p.subsystemVendorId, 4));
    if (p.subsystemDeviceId)
        out["subsystemDeviceId"] = Json::utf8(Text::hex(p.subsystemDeviceId, 4));
    if (p.attributes.size() && std::any_of(p.attributes.cbegin(), p.attributes.cend(), [](const auto& a) { return a.first == u"link_speed"; }))
        out["linkSpeed"] = Json::utf8(p.linkSpeedText);
    out["link"] = Json::toJson(p.link);
    if (p.gpu)
        out["gpu"] = gpuJson(*p.gpu);
    if (p.nic)
        out["nic"] = nicJson(*p.nic);
    nlohmann::json children = nlohmann::json::array();
    for (const NcclPci& c : p.children)
        children.push_back(pciJson(c));
    out["children"] = std::move(children);
    return out;
}

} // namespace

nlohmann::json ncclTopologyToJson(const NcclTopology& t)
{
    nlohmann::json cpus = nlohmann::json::array();
    nlohmann::json gpus = nlohmann::json::array();
    for (const NcclCpu& cpu : t.cpus) {
        nlohmann::json c = { { "line", cpu.line } };
        if (cpu.numaId)
            c["numaId"] = *cpu.numaId;
        const std::pair<const char*, const QString*> texts[] = { { "affinity", &cpu.affinity }, { "arch", &cpu.arch },
            { "vendor", &cpu.vendor }, { "familyId", &cpu.familyId }, { "modelId", &cpu.modelId } };
        for (const auto& [key, value] : texts)
            Json::putText(c, key, *value);
        nlohmann::json pcis = nlohmann::json::array();
        for (const NcclPci& p : cpu.pcis)
            pcis.push_back(pciJson(p));
        c["pci"] = std::move(pcis);
        if (cpu.nic)
            c["nic"] = nicJson(*cpu.nic);
        cpus.push_back(std::move(c));

        for (const auto& [pci, depth] : cpu.allPci()) {
            if (!pci->gpu)
                continue;
            nlohmann::json g = gpuJson(*pci->gpu);
            g["busId"] = Json::utf8(pci->busId);
            if (cpu.numaId)
                g["numaId"] = *cpu.numaId;
            g["link"] = Json::toJson(pci->link);
            gpus.push_back(std::move(g));
        }
    }
    return { { "version", t.version }, { "elementCount", t.elementCount }, { "cpus", std::move(cpus) },
        { "gpus", std::move(gpus) } };
}

} // namespace Topo
