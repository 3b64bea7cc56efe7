// SPDX-License-Identifier: GPL-3.0-or-later
// What a VM configuration and the PCI mappings imply for each hostpciN entry.
#include "parse/proxmox/proxmox.h"

#include "util/tr.h"
#include "util/text.h"

#include <QSet>

#include <algorithm>

namespace Topo {

namespace {

// "0000:81:00.0" or "81:00" (every function: the device's function 0 stands for it).
std::optional<Bdf> hostDeviceOf(const QString& id)
{
    if (auto bdf = Bdf::parse(QStringView(id)))
        return bdf;
    const QString withFunction = id + QStringLiteral(".0");
    return Bdf::parse(QStringView(withFunction));
}

QString hostNameFrom(const MachineSnapshot& host)
{
    // identity: "uname -a" first ("Linux pve 6.8.12 …"), then /etc/hostname.
    if (const RawCapture* identity = host.capture(QStringLiteral("identity"))) {
        const QList<Text::Line> lines = Text::splitLines(identity->stdoutData);
        if (lines.size() > 1) {
            const QString second = Text::cleanText(lines[1].text);
            if (!second.isEmpty() && !second.contains(u' '))
                return second;
        }
        if (!lines.isEmpty()) {
            const QList<QByteArrayView> words = Text::splitWhitespace(lines[0].text);
            if (words.size() > 1)
                return Text::cleanText(words[1]);
        }
    }
    return {};
}


} // namespace

const ProxmoxPassthroughDevice* ProxmoxPassthrough::device(int hostPciIndex) const
{
    for (const auto& d : devices) {
        if (d.hostPciIndex == hostPciIndex)
            return &d;
    }
    return nullptr;
}

const ProxmoxPassthroughDevice* ProxmoxPassthrough::deviceAtGuestSlot(const Bdf& guestDevice,
                                                                      const std::optional<Bdf>& parentPort) const
{
    if (!config)
        return nullptr;
    if (config->isQ35()) {
        // pcie=1: the device sits at 00.0 behind the entry's root port.
        if (!parentPort || guestDevice.device != 0)
            return nullptr;
        const int index = proxmoxHostPciIndexOfRootPort(*parentPort);
        const ProxmoxPassthroughDevice* d = index >= 0 ? device(index) : nullptr;
        return d && d->pcie ? d : nullptr;
    }
    if (parentPort)
        return nullptr;
    for (int index = 0; index < 4; ++index) {
        const auto slot = proxmoxI440fxSlotOf(index);
        if (slot && slot->bus == guestDevice.bus && slot->device == guestDevice.device && slot->domain == guestDevice.domain) {
            const ProxmoxPassthroughDevice* d = device(index);
            return d && !d->pcie ? d : nullptr;
        }
    }
    return nullptr;
}

std::optional<Bdf> proxmoxRootPortOf(int hostPciIndex)
{
    if (hostPciIndex >= 0 && hostPciIndex <= 3)
        return Bdf { 0, 0, 0x1c, hostPciIndex };
    if (hostPciIndex >= 4 && hostPciIndex <= 11)
        return Bdf { 0, 0, 0x10, hostPciIndex - 4 };
    if (hostPciIndex >= 12 && hostPciIndex <= 15)
        return Bdf { 0, 0, 0x11, hostPciIndex - 12 };
    return std::nullopt;
}

int proxmoxHostPciIndexOfRootPort(const Bdf& rootPort)
{
    for (int index = 0; index < 16; ++index) {
        if (proxmoxRootPortOf(index) == rootPort)
            return index;
    }
    return -1;
}

std::optional<Bdf> proxmoxI440fxSlotOf(int hostPciIndex)
{
    static const int slots[] = { 0x10, 0x11, 0x1b, 0x1c };
    if (hostPciIndex < 0 || hostPciIndex > 3)
        return std::nullopt;
    return Bdf { 0, 0, slots[hostPciIndex], 0 };
}

ProxmoxPassthrough resolveProxmoxPassthrough(const QmConfig& config, const QList<PvePciMapping>& mappings,
                                             const QString& nodeName)
{
    ProxmoxPassthrough out;
    out.config = config;
    QSet<QString> used; // host ids taken by lower hostpciN entries
    auto key = [](const QString& id) {
        const auto bdf = hostDeviceOf(id);
        return bdf ? bdf->toString() : id;
    };
    for (const QmHostPci& h : config.hostPci) {
        ProxmoxPassthroughDevice d;
        d.hostPciIndex = h.index;
        d.configText = h.text;
        d.pcie = h.pcie;
        d.mapping = h.mapping;
        if (!h.mdev.isEmpty()) {
            out.diagnostics.append({ h.line, Severity::Info,
                Tr::tr("hostpci%1 is a mediated device (%2), not a whole GPU").arg(h.index).arg(h.mdev) });
        }
        QList<QStringList> alternatives;
        if (!h.hostIds.isEmpty()) {
            alternatives.append(h.hostIds);
        } else if (!h.mapping.isEmpty()) {
            const auto it = std::find_if(mappings.cbegin(), mappings.cend(), [&](const PvePciMapping& m) { return m.id == h.mapping; });
            if (it == mappings.cend()) {
                out.diagnostics.append({ h.line, Severity::Warning,
                    Tr::tr("hostpci%1 uses mapping %2, which /etc/pve/mapping/pci.cfg does not define (or was not collected)")
                        .arg(h.index)
                        .arg(h.mapping) });
            } else {
                const bool nodeNamed = std::any_of(it->entries.cbegin(), it->entries.cend(),
                    [&](const PveMappingEntry& e) { return !nodeName.isEmpty() && e.node == nodeName; });
                for (const PveMappingEntry& e : it->entries) {
                    if (!nodeNamed || e.node == nodeName)
                        alternatives.append(e.paths);
                }
            }
        }
        d.alternatives = int(alternatives.size());
        int chosen = -1;
        for (int a = 0; a < alternatives.size() && chosen < 0; ++a) {
            const QStringList& ids = alternatives[a];
            if (alternatives.size() == 1 || std::none_of(ids.cbegin(), ids.cend(), [&](const QString& id) { return used.contains(key(id)); }))
                chosen = a;
        }
        if (chosen >= 0) {
            d.hostIds = alternatives[chosen];
            d.hostDevice = d.hostIds.isEmpty() ? std::nullopt : hostDeviceOf(d.hostIds.first());
            // A mediated device shares its parent GPU; qemu-server does not reserve it here.
            if (h.mdev.isEmpty()) {
                for (const QString& id : std::as_const(d.hostIds))
                    used.insert(key(id));
            }
            d.chosenByOrder = alternatives.size() > 1;
            if (d.hostDevice) {
                d.detail = d.chosenByOrder
                    ? Tr::tr("hostpci%1: mapping %2 offers %3 devices; qemu-server takes the first one a lower hostpciN "
                             "has not taken, %4 (if no other running VM holds one of them)")
                          .arg(h.index)
                          .arg(h.mapping)
                          .arg(alternatives.size())
                          .arg(d.hostDevice->toString())
                    : Tr::tr("hostpci%1 → %2").arg(h.index).arg(d.hostDevice->toString());
            }
        } else if (!alternatives.isEmpty()) {
            out.diagnostics.append({ h.line, Severity::Warning,
                Tr::tr("hostpci%1: every device of mapping %2 is already taken by a lower hostpciN").arg(h.index).arg(h.mapping) });
        }
        if (!d.hostDevice && !d.hostIds.isEmpty()) {
            out.diagnostics.append({ h.line, Severity::Warning,
                Tr::tr("hostpci%1: \"%2\" is not a PCI address").arg(h.index).arg(d.hostIds.first()) });
        }
        out.devices.append(d);
    }
    return out;
}

ProxmoxPassthrough proxmoxPassthroughOf(const MachineSnapshot& host)
{
    const RawCapture* qm = host.capture(QStringLiteral("qm-config"));
    if (!qm || qm->stdoutData.trimmed().isEmpty())
        return {};
    const ParseResult<QmConfig> config = parseQmConfig(qm->stdoutData);
    QList<PvePciMapping> mappings;
    Diagnostics diagnostics = config.diagnostics;
    if (const RawCapture* mapping = host.capture(QStringLiteral("pve-pci-mapping")); mapping && !mapping->stdoutData.trimmed().isEmpty()) {
        const auto parsed = parsePvePciMappings(mapping->stdoutData);
        mappings = parsed.value;
        diagnostics += parsed.diagnostics;
    }
    if (config.hasErrors()) {
        ProxmoxPassthrough none;
        none.diagnostics = diagnostics;
        return none;
    }
    ProxmoxPassthrough out = resolveProxmoxPassthrough(config.value, mappings, hostNameFrom(host));
    out.diagnostics = diagnostics + out.diagnostics;
    return out;
}

} // namespace Topo
