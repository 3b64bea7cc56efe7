// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/qmconfig.h"

#include "util/tr.h"
#include "util/text.h"

#include <QSet>

#include <algorithm>

namespace Topo {

namespace {

bool isConfigKey(QStringView key)
{
    if (key.isEmpty() || key.size() > 64)
        return false;
    return std::all_of(key.begin(), key.end(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-' || c == u'_';
    });
}

// "hostpci12" → 12 for prefix "hostpci"; -1 otherwise.
int indexAfter(QStringView key, QStringView prefix)
{
    if (!key.startsWith(prefix) || key.size() == prefix.size())
        return -1;
    bool ok = false;
    const int n = key.mid(prefix.size()).toInt(&ok);
    return ok && n >= 0 && n < 1000 ? n : -1;
}

// A Proxmox property string: "default,key=value,key=value" (the first part may lack a key).
QList<QPair<QString, QString>> propertyString(QStringView text, QStringView defaultKey)
{
    QList<QPair<QString, QString>> out;
    const QList<QStringView> parts = text.split(u',');
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QStringView part = parts[i].trimmed();
        if (part.isEmpty())
            continue;
        const qsizetype eq = part.indexOf(u'=');
        if (eq < 0)
            out.append({ i == 0 ? defaultKey.toString() : part.toString(), i == 0 ? part.toString() : QString() });
        else
            out.append({ part.left(eq).toString(), part.mid(eq + 1).toString() });
    }
    return out;
}

QString option(const QList<QPair<QString, QString>>& options, QStringView key)
{
    for (const auto& [k, v] : options) {
        if (k == key)
            return v;
    }
    return {};
}

bool isTrue(const QString& value)
{
    return value == u"1" || value == u"on" || value == u"yes" || value == u"true";
}

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

QString QmConfig::value(QStringView key) const
{
    for (const auto& [k, v] : entries) {
        if (k == key)
            return v;
    }
    return {};
}

bool QmConfig::isQ35() const
{
    return value(u"machine").contains(u"q35");
}

int QmConfig::sockets() const
{
    bool ok = false;
    const int n = value(u"sockets").toInt(&ok);
    return ok && n > 0 ? n : 1;
}

int QmConfig::cores() const
{
    bool ok = false;
    const int n = value(u"cores").toInt(&ok);
    return ok && n > 0 ? n : 1;
}

const QmHostPci* QmConfig::hostPciAt(int index) const
{
    for (const QmHostPci& h : hostPci) {
        if (h.index == index)
            return &h;
    }
    return nullptr;
}

ParseResult<QmConfig> parseQmConfig(QByteArrayView data)
{
    ParseResult<QmConfig> result;
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("binary data, not a Proxmox VM configuration"));
        return result;
    }
    QmConfig& config = result.value;
    QStringList description;
    int recognised = 0;
    int odd = 0;
    for (const Text::Line& raw : Text::splitLines(data)) {
        QByteArray storage;
        const QByteArrayView text = Text::cleanLine(raw.text, &storage);
        if (text.isEmpty())
            continue;
        if (text.startsWith('#')) {
            if (config.entries.isEmpty())
                description << Text::cleanText(text.sliced(1));
            continue;
        }
        if (text.startsWith('[')) {
            result.info(raw.number, Tr::tr("%1 starts a snapshot or pending section; only the current configuration "
                                           "above it was read")
                                        .arg(Text::excerpt(text, 40)));
            break;
        }
        const qsizetype colon = text.indexOf(':');
        const QString key = colon > 0 ? Text::cleanText(text.first(colon)) : QString();
        if (!isConfigKey(key)) {
            if (odd++ < 5)
                result.warn(raw.number, Tr::tr("not a \"key: value\" line of a Proxmox configuration: %1").arg(Text::excerpt(text)));
            continue;
        }
        ++recognised;
        const QString value = Text::cleanText(text.sliced(colon + 1));
        config.entries.append({ key, value });
        if (const int n = indexAfter(key, u"hostpci"); n >= 0) {
            QmHostPci h;
            h.index = n;
            h.line = raw.number;
            h.text = key + u": " + value;
            h.options = propertyString(value, u"host");
            const QString host = option(h.options, u"host");
            if (!host.isEmpty())
                h.hostIds = host.split(u';', Qt::SkipEmptyParts);
            h.mapping = option(h.options, u"mapping");
            h.pcie = isTrue(option(h.options, u"pcie"));
            h.xVga = isTrue(option(h.options, u"x-vga"));
            h.mdev = option(h.options, u"mdev");
            if (h.hostIds.isEmpty() && h.mapping.isEmpty())
                result.warn(raw.number, Tr::tr("%1 names neither a host device nor a mapping").arg(key));
            config.hostPci.append(h);
        } else if (const int m = indexAfter(key, u"numa"); m >= 0) {
            const auto options = propertyString(value, u"cpus");
            QmNumaNode node;
            node.index = m;
            node.line = raw.number;
            node.cpus = option(options, u"cpus");
            node.hostNodes = option(options, u"hostnodes");
            node.memory = option(options, u"memory");
            node.policy = option(options, u"policy");
            config.numaNodes.append(node);
        }
    }
    std::sort(config.hostPci.begin(), config.hostPci.end(), [](const QmHostPci& a, const QmHostPci& b) { return a.index < b.index; });
    std::sort(config.numaNodes.begin(), config.numaNodes.end(), [](const QmNumaNode& a, const QmNumaNode& b) { return a.index < b.index; });
    config.description = description.join(u'\n');
    if (recognised == 0) {
        result.diagnostics.clear();
        result.error(0, Tr::tr("not a Proxmox VM configuration (qm config VMID): no \"key: value\" lines"));
    } else if (odd > 5) {
        result.warn(0, Tr::tr("%n more line(s) that are not \"key: value\" were skipped", "", odd - 5));
    }
    return result;
}

ParseResult<QList<PvePciMapping>> parsePvePciMappings(QByteArrayView data)
{
    ParseResult<QList<PvePciMapping>> result;
    if (Text::looksBinary(data)) {
        result.error(0, Tr::tr("binary data, not /etc/pve/mapping/pci.cfg"));
        return result;
    }
    for (const Text::Line& raw : Text::splitLines(data)) {
        const QByteArrayView trimmedLine = Text::trimmed(raw.text);
        if (trimmedLine.isEmpty() || trimmedLine.startsWith('#'))
            continue;
        const bool indented = raw.text.startsWith(' ') || raw.text.startsWith('\t');
        if (!indented) {
            // A section header: the mapping's id (older files write "pci: id").
            QByteArrayView id = trimmedLine;
            if (id.startsWith("pci:"))
                id = Text::trimmed(id.sliced(4));
            PvePciMapping mapping;
            mapping.id = Text::cleanText(id);
            mapping.line = raw.number;
            result.value.append(mapping);
            continue;
        }
        if (result.value.isEmpty()) {
            result.warn(raw.number, Tr::tr("a property before any mapping name: %1").arg(Text::excerpt(trimmedLine)));
            continue;
        }
        PvePciMapping& mapping = result.value.last();
        const QByteArrayView key = Text::firstWord(trimmedLine);
        const QString rest = Text::cleanText(trimmedLine.sliced(key.size()));
        if (key == "description") {
            mapping.description = rest;
        } else if (key == "map") {
            const auto options = propertyString(rest, u"path");
            PveMappingEntry entry;
            entry.line = raw.number;
            entry.node = option(options, u"node");
            entry.paths = option(options, u"path").split(u';', Qt::SkipEmptyParts);
            entry.id = option(options, u"id");
            entry.subsystemId = option(options, u"subsystem-id");
            bool ok = false;
            const int group = option(options, u"iommugroup").toInt(&ok);
            if (ok)
                entry.iommuGroup = group;
            if (entry.paths.isEmpty())
                result.warn(raw.number, Tr::tr("a map entry without path= names no device"));
            mapping.entries.append(entry);
        }
    }
    return result;
}

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
