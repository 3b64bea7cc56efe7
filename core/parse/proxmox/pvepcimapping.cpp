// SPDX-License-Identifier: GPL-3.0-or-later
// /etc/pve/mapping/pci.cfg, the cluster-wide PCI resource mappings.
#include "parse/proxmox/proxmox.h"

#include "parse/proxmox/propertystring.h"
#include "util/tr.h"
#include "util/text.h"

namespace Topo {

using Proxmox::option;
using Proxmox::propertyString;

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

} // namespace Topo
