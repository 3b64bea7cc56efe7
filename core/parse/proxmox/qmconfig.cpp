// SPDX-License-Identifier: GPL-3.0-or-later
// `qm config VMID` output and /etc/pve/qemu-server/VMID.conf.
#include "parse/proxmox/proxmox.h"

#include "model/vmconfig.h"
#include "parse/proxmox/propertystring.h"
#include "util/tr.h"
#include "util/text.h"

#include <algorithm>

namespace Topo {

using Proxmox::option;
using Proxmox::propertyString;

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


bool isTrue(const QString& value)
{
    return value == u"1" || value == u"on" || value == u"yes" || value == u"true";
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
        } else if (key == u"smbios1") {
            config.smbiosUuid = option(propertyString(value, u"uuid"), u"uuid");
        } else if (indexAfter(key, u"net") >= 0) {
            // "virtio=BC:24:11:…,bridge=vmbr0": the model's key carries the MAC, else macaddr=.
            for (const auto& [k, v] : propertyString(value, u"model")) {
                const QString mac = normalizedMac(v);
                if (!mac.isEmpty() && (k == u"macaddr" || k != u"model") && !config.macs.contains(mac)) {
                    config.macs.append(mac);
                    break;
                }
            }
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


} // namespace Topo
