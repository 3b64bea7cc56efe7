// SPDX-License-Identifier: GPL-3.0-or-later
// lspci's one-line list: plain, -nn, -D, -k.
#include "parse/lspci/lspci.h"

#include "parse/lspci/lspcilines.h"
#include "util/tr.h"
#include "util/text.h"

#include <QSet>

#include <algorithm>
#include <limits>

namespace Topo {

namespace {

using namespace Lspci;

/// Class codes for the class names lspci prints without -nn (from pci.ids, which lspci does
/// not translate), for the classes that decide what kind of device it is.
quint32 classCodeForName(QStringView name)
{
    struct KnownClass
    {
        QStringView name;
        quint32 code;
    };
    static constexpr KnownClass known[] = {
        { u"VGA compatible controller", 0x030000 },
        { u"3D controller", 0x030200 },
        { u"Display controller", 0x038000 },
        { u"Processing accelerators", 0x120000 },
        { u"Host bridge", 0x060000 },
        { u"ISA bridge", 0x060100 },
        { u"PCI bridge", 0x060400 },
        { u"Ethernet controller", 0x020000 },
        { u"Infiniband controller", 0x020700 },
        { u"Network controller", 0x028000 },
        { u"InfiniBand", 0x0c0600 },
        { u"Non-Volatile memory controller", 0x010800 },
        { u"SATA controller", 0x010600 },
        { u"Serial Attached SCSI controller", 0x010700 },
        { u"RAID bus controller", 0x010400 },
        { u"SCSI storage controller", 0x010000 },
        { u"Mass storage controller", 0x018000 },
        { u"USB controller", 0x0c0300 },
    };
    for (const auto& k : known) {
        if (k.name == name)
            return k.code;
    }
    return 0;
}

/// The keys lspci -k prints under a device; -v and -vvv print many more.
bool isKernelDetailKey(QByteArrayView key)
{
    return key == "Kernel driver in use" || key == "Kernel modules" || key == "Subsystem"
        || key == "DeviceName";
}

/// One device line: "[DDDD:]BB:DD.F Class[ [CCCC]]: Description[ (rev RR)][ (prog-if PP [Name])]".
std::optional<PciDevice> readDeviceLine(QByteArrayView line)
{
    // Pastes indented as a markdown code block have spaces before every line. lspci itself
    // indents only detail lines, with a tab; so does the usual IOMMU group script with the
    // device lines under each "IOMMU Group N:", which are not this format.
    qsizetype start = 0;
    while (start < line.size() && line[start] == ' ')
        ++start;
    if (start >= line.size() || Text::hexDigitValue(line[start]) < 0)
        return std::nullopt;
    const qsizetype space = line.indexOf(' ', start);
    constexpr qsizetype longestAddress = 16; // 8-digit domain, "ffffffff:ff:1f.7"
    if (space < 0 || space - start > longestAddress)
        return std::nullopt;
    const std::optional<Bdf> bdf = Bdf::parse(line.sliced(start, space - start));
    if (!bdf)
        return std::nullopt;
    const QByteArrayView rest = line.sliced(space + 1);
    // Class names have no colon, so the first one ends the class. lspci -m quotes its fields
    // instead, and is not this format.
    const qsizetype colon = rest.indexOf(':');
    if (colon <= 0 || rest[0] == '"' || (colon + 1 < rest.size() && rest[colon + 1] != ' '))
        return std::nullopt;

    PciDevice device;
    device.bdf = *bdf;
    QByteArrayView className = Text::trimmed(rest.first(colon));
    // -nn, and any class lspci has no name for, add the class and subclass: "[0302]".
    const qsizetype codeAt = className.size() - 6;
    if (codeAt >= 1 && className[codeAt - 1] == ' ' && className[codeAt] == '[' && className.endsWith(']')) {
        const int code = hexAt(className, codeAt + 1, 4);
        if (code >= 0) {
            device.classCode = quint32(code) << 8;
            className = Text::trimmed(className.first(codeAt));
        }
    }
    device.className = Text::cleanText(className);
    if (device.classCode == 0)
        device.classCode = classCodeForName(device.className);

    const QByteArrayView description = Text::trimmed(rest.sliced(colon + 1));
    device.description = Text::cleanText(description);
    // The ids come before the optional "(rev a1)" and "(prog-if 00 [VGA controller])".
    QByteArrayView name = description;
    if (name.endsWith(')')) {
        const qsizetype progIfAt = name.lastIndexOf("(prog-if ");
        if (progIfAt >= 0) {
            const int progIf = hexAt(name, progIfAt + 9, 2);
            if (progIf >= 0 && device.classCode != 0)
                device.classCode |= quint32(progIf);
            name = Text::trimmed(name.first(progIfAt));
        }
    }
    if (name.endsWith(')')) {
        const qsizetype revisionAt = name.lastIndexOf("(rev ");
        if (revisionAt >= 0)
            name = Text::trimmed(name.first(revisionAt));
    }
    readTrailingIds(name, &device.vendorId, &device.deviceId);
    return device;
}

/// Splits an indented "Key: value" line; false when it has no key.
bool splitDetail(QByteArrayView line, QByteArrayView* key, QByteArrayView* value)
{
    const QByteArrayView text = Text::trimmed(line);
    const qsizetype colon = text.indexOf(':');
    if (colon <= 0)
        return false;
    *key = text.first(colon);
    *value = Text::trimmed(text.sliced(colon + 1));
    return true;
}

} // namespace

ParseResult<QList<PciDevice>> parseLspciList(QByteArrayView data)
{
    QByteArray storage;
    const QByteArrayView input = scannableText(data, &storage);
    QList<PciDevice> devices;
    QSet<Bdf> seen;
    // The device that indented -k lines belong to; -1 under a repeated one, which is skipped.
    qsizetype current = -1;
    bool inDevice = false;
    int firstVerboseDetail = 0;
    bool sawLine = false;
    LineWarnings warnings;

    for (const Text::Line& line : Text::splitLines(input)) {
        const QByteArrayView text = rightTrimmed(line.text);
        if (text.isEmpty())
            continue;
        sawLine = true;
        if (std::optional<PciDevice> device = readDeviceLine(text)) {
            inDevice = true;
            if (seen.contains(device->bdf)) {
                warnings.add(line.number, [&] {
                    return Tr::tr("%1 is listed more than once; the first entry is kept.")
                        .arg(device->bdf.toString());
                });
                current = -1;
                continue;
            }
            seen.insert(device->bdf);
            current = devices.size();
            devices.append(std::move(*device));
            continue;
        }
        const bool indented = text[0] == '\t' || text[0] == ' ';
        QByteArrayView key;
        QByteArrayView value;
        if (indented && inDevice) {
            if (splitDetail(text, &key, &value) && isKernelDetailKey(key)) {
                if (current < 0)
                    continue;
                PciDevice& device = devices[current];
                if (key == "Kernel driver in use") {
                    device.driver = Text::cleanText(value);
                } else if (key == "Kernel modules") {
                    for (const QByteArrayView module : value.toByteArray().split(',')) {
                        const QString cleaned = Text::cleanText(module);
                        if (!cleaned.isEmpty())
                            device.kernelModules.append(cleaned);
                    }
                }
            } else if (firstVerboseDetail == 0) {
                firstVerboseDetail = line.number;
            }
            continue;
        }
        if (Text::isShellPromptLine(text))
            continue;
        warnings.add(line.number, [&] {
            return Tr::tr("Skipped a line that is not an lspci device line: %1").arg(Text::excerpt(text));
        });
    }

    ParseResult<QList<PciDevice>> result;
    if (devices.isEmpty()) {
        if (!sawLine)
            result.error(0, Tr::tr("The input is empty: expected the output of lspci -nn."));
        else
            result.error(warnings.firstLine(),
                Tr::tr(
                    "This is not an lspci device list: expected lines like "
                    "\"01:00.0 VGA compatible controller [0300]: NVIDIA Corporation Device [10de:2bb5]\"."));
        return result;
    }
    if (firstVerboseDetail)
        result.warn(firstVerboseDetail,
            Tr::tr("Skipped the detail lines of lspci -v or -vvv under the devices; "
                   "read this input as lspci -vvv output to use them."));
    warnings.appendTo(result.diagnostics);
    result.value = std::move(devices);
    return result;
}

int sniffLspciList(QByteArrayView data)
{
    const QList<Text::Line> lines = sniffedHeadLines(data);
    int devices = 0;
    int others = 0;
    bool verboseDetails = false;
    for (const Text::Line& line : lines) {
        const QByteArrayView text = rightTrimmed(line.text);
        if (text.isEmpty() || Text::isShellPromptLine(text))
            continue;
        if (readDeviceLine(text)) {
            ++devices;
            continue;
        }
        QByteArrayView key;
        QByteArrayView value;
        if (devices > 0 && (text[0] == '\t' || text[0] == ' ') && splitDetail(text, &key, &value)) {
            verboseDetails = verboseDetails || !isKernelDetailKey(key);
            continue;
        }
        ++others;
    }
    if (devices == 0)
        return 0;
    // lspci -v and -vvv have the same device lines; their details belong to the verbose format.
    if (verboseDetails)
        return 10;
    return 95 * devices / (devices + others);
}

} // namespace Topo
