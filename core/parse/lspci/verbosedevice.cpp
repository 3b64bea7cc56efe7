// SPDX-License-Identifier: GPL-3.0-or-later
// The device line of lspci -v/-vv/-vvv: address, class, names and ids.
#include "parse/lspci/verbosefields.h"

#include "util/text.h"

#include <limits>

namespace Topo::LspciVerbose {

using Text::startsWith;

bool isHex(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (Text::hexDigitValue(c) < 0)
            return false;
    }
    return true;
}

bool parseHex(QByteArrayView text, quint32* out)
{
    quint64 value = 0;
    if (!isHex(text) || !Text::toUInt64(text, &value, 16) || value > std::numeric_limits<quint32>::max())
        return false;
    *out = quint32(value);
    return true;
}

namespace {

/// "vvvv:dddd", as in "[10de:2335]" or the `lspci -n` form.
bool parseIdPair(QByteArrayView text, quint16* vendor, quint16* device)
{
    quint32 v = 0;
    quint32 d = 0;
    if (text.size() != 9 || text[4] != ':' || !parseHex(text.first(4), &v) || !parseHex(text.sliced(5), &d))
        return false;
    *vendor = quint16(v);
    *device = quint16(d);
    return true;
}

/// The class names lspci prints (from pci.ids) for the classes this tool cares about, so that
/// plain `lspci -vvv` without `-nn` still tells a GPU from a bridge.
struct ClassName
{
    quint16 code;
    const char* name;
};

constexpr ClassName classNames[] = {
    {0x0100, "SCSI storage controller"},
    {0x0101, "IDE interface"},
    {0x0104, "RAID bus controller"},
    {0x0105, "ATA controller"},
    {0x0106, "SATA controller"},
    {0x0107, "Serial Attached SCSI controller"},
    {0x0108, "Non-Volatile memory controller"},
    {0x0180, "Mass storage controller"},
    {0x0200, "Ethernet controller"},
    {0x0207, "Infiniband controller"},
    {0x0208, "Fabric controller"},
    {0x0280, "Network controller"},
    {0x0300, "VGA compatible controller"},
    {0x0301, "XGA compatible controller"},
    {0x0302, "3D controller"},
    {0x0380, "Display controller"},
    {0x0401, "Multimedia audio controller"},
    {0x0403, "Audio device"},
    {0x0480, "Multimedia controller"},
    {0x0500, "RAM memory"},
    {0x0502, "CXL"},
    {0x0580, "Memory controller"},
    {0x0600, "Host bridge"},
    {0x0601, "ISA bridge"},
    {0x0604, "PCI bridge"},
    {0x0607, "CardBus bridge"},
    {0x0609, "Semi-transparent PCI-to-PCI bridge"},
    {0x0680, "Bridge"},
    {0x0700, "Serial controller"},
    {0x0780, "Communication controller"},
    {0x0806, "IOMMU"},
    {0x0880, "System peripheral"},
    {0x0c03, "USB controller"},
    {0x0c04, "Fibre Channel"},
    {0x0c05, "SMBus"},
    {0x0c06, "InfiniBand"},
    {0x0c07, "IPMI Interface"},
    {0x0c80, "Serial bus controller"},
    {0x1080, "Encryption controller"},
    {0x1180, "Signal processing controller"},
    {0x1200, "Processing accelerators"},
    {0x1300, "Non-Essential Instrumentation"},
};

/// Vendor names as pci.ids spells them. Without `-nn` lspci prints "Vendor Device" as one string;
/// it only splits reliably where the vendor part is known, so the model gets names for these and
/// the whole description otherwise. Each of these names belongs to one vendor id in pci.ids except
/// Red Hat's (1af4, 1b36, 6900), whose id stays unknown.
struct KnownVendor
{
    QByteArrayView name;
    quint16 id;
};

constexpr KnownVendor knownVendors[] = {
    {"NVIDIA Corporation", 0x10de},
    {"Advanced Micro Devices, Inc. [AMD/ATI]", 0x1002},
    {"Advanced Micro Devices, Inc. [AMD]", 0x1022},
    {"Intel Corporation", 0x8086},
    {"Mellanox Technologies", 0x15b3},
    {"Broadcom / LSI", 0x1000},
    {"Broadcom Inc. and subsidiaries", 0x14e4},
    {"PLX Technology, Inc.", 0x10b5},
    {"Red Hat, Inc.", 0},
    {"Samsung Electronics Co Ltd", 0x144d},
    {"Micron Technology Inc", 0x1344},
    {"KIOXIA Corporation", 0x1e0f},
    {"ASPEED Technology, Inc.", 0x1a03},
    {"Microsoft Corporation", 0x1414},
    {"Amazon.com, Inc.", 0x1d0f},
    {"Google, Inc.", 0x1ae0},
    {"Xilinx Corporation", 0x10ee},
    {"Habana Labs Ltd.", 0x1da3},
    {"Huawei Technologies Co., Ltd.", 0x19e5},
    {"Realtek Semiconductor Co., Ltd.", 0x10ec},
    {"Super Micro Computer Inc", 0x15d9},
    {"Graphcore Ltd", 0x1d95},
};

/// Splits "Vendor Device" where that can be done without guessing: lspci's own fallbacks for
/// devices missing from pci.ids ("NVIDIA Corporation Device 2335", "… Device" before "[10de:2335]")
/// and the vendors listed above.
void splitNames(QByteArrayView names, bool idsKnown, PciDevice* device)
{
    QByteArrayView vendor;
    QString deviceName;
    const qsizetype deviceWord = names.lastIndexOf(" Device");
    quint32 number = 0;
    if (idsKnown && deviceWord > 0 && deviceWord + 7 == names.size()) {
        vendor = names.first(deviceWord);
        deviceName = QString::asprintf("Device %04x", device->deviceId);
    } else if (!idsKnown && deviceWord > 0 && names.size() - deviceWord == 12
        && parseHex(names.sliced(deviceWord + 8), &number)) {
        vendor = names.first(deviceWord);
        device->deviceId = quint16(number);
        deviceName = QString::asprintf("Device %04x", number);
    } else {
        for (const KnownVendor& known : knownVendors) {
            if (names.size() > known.name.size() + 1 && startsWith(names, known.name)
                && names[known.name.size()] == ' ') {
                vendor = known.name;
                deviceName = Text::cleanText(names.sliced(known.name.size() + 1));
                break;
            }
        }
    }
    if (vendor.isEmpty() || deviceName.isEmpty())
        return;
    device->vendorName = Text::cleanText(vendor);
    device->deviceName = deviceName;
    if (device->vendorId == 0) {
        for (const KnownVendor& known : knownVendors) {
            if (vendor == known.name) {
                device->vendorId = known.id;
                break;
            }
        }
    }
}

} // namespace

std::optional<DeviceLine> splitDeviceLine(QByteArrayView line)
{
    const QByteArrayView text = Text::trimmed(line);
    const qsizetype space = text.indexOf(' ');
    // "00:00.0" is the shortest address, "ffffffff:ff:1f.7" (eight digit domain) the longest;
    // every address ends in ".F". Checked first because this runs for every detail line too.
    if (space < 7 || space > 16 || text[space - 2] != '.')
        return std::nullopt;
    const auto bdf = Bdf::parse(text.first(space));
    if (!bdf)
        return std::nullopt;
    const QByteArrayView rest = text.sliced(space + 1);
    const qsizetype colon = rest.indexOf(": ");
    if (colon <= 0)
        return std::nullopt;
    return DeviceLine {*bdf, Text::trimmed(rest.first(colon)), Text::trimmed(rest.sliced(colon + 2))};
}

void readClass(QByteArrayView classText, PciDevice* device)
{
    // "3D controller [0302]" (-nn, and always for subclasses pci.ids does not name),
    // "0302" (-n), "Class 0302" (no name known), or just "3D controller".
    quint32 code = 0;
    QByteArrayView name = classText;
    const qsizetype open = classText.lastIndexOf(" [");
    if (open >= 0 && classText.size() - open == 7 && classText.endsWith(']')
        && parseHex(classText.sliced(open + 2, 4), &code)) {
        name = classText.first(open);
    } else if (classText.size() == 4 && parseHex(classText, &code)) {
        name = {};
    } else if (classText.size() == 10 && startsWith(classText, "Class ")
        && parseHex(classText.sliced(6), &code)) {
        name = {};
    } else {
        for (const auto& known : classNames) {
            if (classText == QByteArrayView(known.name)) {
                code = known.code;
                break;
            }
        }
    }
    device->classCode = code << 8;
    device->className = Text::cleanText(name);
}

/// Fills ids, names and the prog-if from the text after "Class: ".
void readDescription(QByteArrayView description, PciDevice* device)
{
    device->description = Text::cleanText(description);
    QByteArrayView rest = description;
    const qsizetype progIf = rest.lastIndexOf(" (prog-if ");
    if (progIf >= 0) {
        quint32 value = 0;
        if (rest.size() >= progIf + 12 && parseHex(rest.sliced(progIf + 10, 2), &value))
            device->classCode |= value;
        rest = Text::trimmed(rest.first(progIf));
    }
    const qsizetype revision = rest.lastIndexOf(" (rev ");
    if (revision >= 0 && rest.endsWith(')'))
        rest = Text::trimmed(rest.first(revision));

    // -n: "10de:2335", numbers only. Without -nn, an unknown vendor: "Device 1ded:8000".
    if (parseIdPair(rest, &device->vendorId, &device->deviceId)
        || (startsWith(rest, "Device ") && parseIdPair(rest.sliced(7), &device->vendorId, &device->deviceId)))
        return;
    // -nn: the last "[vvvv:dddd]"; names have brackets of their own ("GH100 [H200 SXM 141GB]").
    bool idsKnown = false;
    if (rest.size() >= 11 && rest.endsWith(']') && rest[rest.size() - 11] == '['
        && parseIdPair(rest.sliced(rest.size() - 10, 9), &device->vendorId, &device->deviceId)) {
        idsKnown = true;
        rest = Text::trimmed(rest.first(rest.size() - 11));
    }
    splitNames(rest, idsKnown, device);
}

} // namespace Topo::LspciVerbose
