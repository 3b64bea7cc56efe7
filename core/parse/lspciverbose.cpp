// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/lspci.h"

#include "util/tr.h"
#include "util/text.h"

#include <QSet>

#include <limits>

// `lspci -v`, `-vv`, `-vvv` and their `-nn`/`-D` variants: one block per PCI function, separated
// by blank lines. The block starts with the device line at column 0 and continues with detail
// lines indented by one tab; capability details are indented by two or three. Only a handful of
// those hundreds of detail lines matter for the topology; everything else is skipped quietly.

namespace Topo {

namespace {

using Text::startsWith;

/// A device line split into its parts: "0000:01:00.0 3D controller [0302]: NVIDIA … (rev a1)".
struct DeviceLine
{
    Bdf bdf;
    QByteArrayView classText; // "3D controller [0302]"
    QByteArrayView description; // everything after ": "
};

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

/// Columns of leading whitespace (a tab counts as 8), to tell a device's own "Region" lines from
/// the SR-IOV capability's "Region" lines for its virtual functions, indented one level deeper.
int indentation(QByteArrayView line)
{
    int columns = 0;
    for (const char c : line) {
        if (c == ' ')
            ++columns;
        else if (c == '\t')
            columns += 8;
        else
            break;
    }
    return columns;
}

/// "16GT/s", "2.5GT/s", very old lspci's "2.5Gb/s", or "unknown" (an encoding lspci cannot name).
bool parseSpeed(QByteArrayView token, double* speed)
{
    if (token == "unknown") {
        *speed = 0;
        return true;
    }
    const qsizetype unit = token.indexOf('G');
    if (unit <= 0 || (token.sliced(unit) != "GT/s" && token.sliced(unit) != "Gb/s"))
        return false;
    return Text::toDouble(token.first(unit), speed) && *speed >= 0 && *speed < 1000;
}

/// One "Speed 8GT/s (downgraded)" or "Width x16 (ok)" item of a LnkCap/LnkSta line.
struct LinkItem
{
    QByteArrayView value;
    bool downgraded = false;
};

LinkItem splitAnnotation(QByteArrayView item)
{
    // lspci has had three wordings for LnkSta:
    //  - before pciutils commit b47b5bd4 ("Report if the PCIe link speed/width is full or
    //    downgraded"): no annotation at all;
    //  - after it: "(ok)", "(downgraded)" or "(strange)" after every value;
    //  - since 2021 ("Don't report PCIe link downgrades for downstream ports"): nothing when
    //    equal, "(downgraded)" or "(overdriven)" otherwise, and never "(downgraded)" on Root or
    //    Downstream Ports.
    // Only "(downgraded)" is a statement we keep; the numbers themselves are compared by
    // PcieLink::trainedBelowCapability() whatever the wording.
    const qsizetype paren = item.indexOf(" (");
    if (paren < 0)
        return {item, false};
    return {item.first(paren), Text::trimmed(item.sliced(paren + 1)) == "(downgraded)"};
}

/// "Port #0, Speed 32GT/s, Width x16, ASPM L1, …" or "Speed 16GT/s (downgraded), Width x8 …".
bool parseLink(QByteArrayView value, LinkState* state, bool* speedDowngraded, bool* widthDowngraded)
{
    bool sawSpeed = false;
    bool sawWidth = false;
    qsizetype start = 0;
    while (start <= value.size()) {
        qsizetype comma = value.indexOf(',', start);
        if (comma < 0)
            comma = value.size();
        const QByteArrayView item = Text::trimmed(value.sliced(start, comma - start));
        start = comma + 1;
        if (startsWith(item, "Speed ")) {
            const LinkItem speed = splitAnnotation(Text::trimmed(item.sliced(6)));
            if (!parseSpeed(speed.value, &state->speedGTs))
                return false;
            *speedDowngraded = speed.downgraded;
            sawSpeed = true;
        } else if (startsWith(item, "Width x")) {
            const LinkItem width = splitAnnotation(item.sliced(7));
            if (!Text::toInt(width.value, &state->width) || state->width < 0 || state->width > 32)
                return false;
            *widthDowngraded = width.downgraded;
            sawWidth = true;
        }
    }
    return sawSpeed && sawWidth;
}

/// "[size=256G]"; lspci prints the largest unit that divides the size.
bool parseSize(QByteArrayView text, quint64* bytes)
{
    int shift = 0;
    QByteArrayView number = text;
    if (!number.isEmpty()) {
        switch (number.back()) {
        case 'K':
            shift = 10;
            break;
        case 'M':
            shift = 20;
            break;
        case 'G':
            shift = 30;
            break;
        case 'T':
            shift = 40;
            break;
        default:
            break;
        }
    }
    if (shift)
        number.chop(1);
    quint64 value = 0;
    if (!Text::toUInt64(number, &value) || value > (std::numeric_limits<quint64>::max() >> shift))
        return false;
    *bytes = value << shift;
    return true;
}

/// "Region 2: Memory at 100000000000 (64-bit, prefetchable) [size=256G]",
/// "Region 1: Memory at <unassigned> (32-bit, non-prefetchable)", "Region 4: I/O ports at e000 [size=128]".
std::optional<Bar> parseRegion(QByteArrayView text)
{
    const qsizetype colon = text.indexOf(':');
    Bar bar;
    if (colon < 0 || !Text::toInt(text.sliced(7, colon - 7), &bar.index) || bar.index < 0 || bar.index > 5)
        return std::nullopt;
    QByteArrayView rest = Text::trimmed(text.sliced(colon + 1));
    if (startsWith(rest, "[virtual] ")) // where older lspci put it
        rest = rest.sliced(10);
    if (startsWith(rest, "Memory at ")) {
        rest = rest.sliced(10);
    } else if (startsWith(rest, "I/O ports at ")) {
        bar.isMemory = false;
        rest = rest.sliced(13);
    } else {
        return std::nullopt;
    }
    const qsizetype addressEnd = rest.indexOf(' ');
    const QByteArrayView address = addressEnd < 0 ? rest : rest.first(addressEnd);
    // "<ignored>" and "<invalid-64bit-slot>" are as unusable as "<unassigned>".
    if (startsWith(address, "<"))
        bar.unassigned = true;
    else if (!isHex(address))
        return std::nullopt;
    if (bar.isMemory) {
        const qsizetype open = rest.indexOf('(');
        const qsizetype close = open < 0 ? -1 : rest.indexOf(')', open);
        if (close < 0)
            return std::nullopt;
        const QByteArrayView attributes = rest.sliced(open + 1, close - open - 1);
        bar.is64Bit = startsWith(attributes, "64-bit");
        bar.prefetchable = attributes.endsWith(" prefetchable");
    }
    // "[disabled]" means the device's memory or I/O decoding is off: nothing reaches the BAR.
    if (rest.indexOf("[disabled]") >= 0)
        bar.unassigned = true;
    const qsizetype size = rest.indexOf("[size=");
    if (size >= 0) {
        const qsizetype close = rest.indexOf(']', size);
        if (close < 0 || !parseSize(rest.sliced(size + 6, close - size - 6), &bar.sizeBytes))
            return std::nullopt;
        if (bar.sizeBytes == 0)
            bar.unassigned = true;
    }
    // No "[size=…]" at all is not "size 0": replays of config-space dumps (`lspci -F`) have no
    // sizes for any BAR, so an assigned address stays assigned.
    return bar;
}

std::optional<PciRole> roleFromExpress(QByteArrayView capability)
{
    // "Express (v2) Endpoint, MSI 00", "Express Root Port (Slot+), MSI 00", "Express (v1) Legacy Endpoint,
    // …".
    QByteArrayView rest = Text::trimmed(capability.sliced(7));
    if (startsWith(rest, "(v")) {
        const qsizetype close = rest.indexOf(')');
        rest = close < 0 ? QByteArrayView() : Text::trimmed(rest.sliced(close + 1));
    }
    static constexpr struct
    {
        QByteArrayView prefix;
        PciRole role;
    } types[] = {
        {"Endpoint", PciRole::Endpoint},
        {"Legacy Endpoint", PciRole::Endpoint},
        {"Root Port", PciRole::RootPort},
        {"Upstream Port", PciRole::SwitchUpstream},
        {"Downstream Port", PciRole::SwitchDownstream},
        {"PCI-Express to PCI", PciRole::PciBridge},
        {"PCI/PCI-X to PCI-Express", PciRole::PciBridge},
        {"Root Complex Integrated Endpoint", PciRole::RootComplexIntegrated},
        {"Root Complex Event Collector", PciRole::RootComplexIntegrated},
    };
    for (const auto& type : types) {
        if (startsWith(rest, type.prefix))
            return type.role;
    }
    return std::nullopt; // "Unknown type 9"
}

/// "63-dd-21-de-8b-2d-b0-48": eight bytes. Anything else (hw-probe, for one, publishes "...")
/// is not a serial number.
bool isSerialNumber(QByteArrayView text)
{
    if (text.size() != 23)
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if ((i % 3 == 2) ? text[i] != '-' : Text::hexDigitValue(text[i]) < 0)
            return false;
    }
    return true;
}

/// "ACSCtl:\tSrcValid+ TransBlk- ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-".
std::optional<bool> readAcsControl(QByteArrayView value)
{
    // SrcValid is the bit Linux sets on every ACS-capable port it enables (together with the
    // redirect bits), and the one NCCL's troubleshooting guide tells users to look for; a port
    // without it has ACS off as far as peer-to-peer routing is concerned.
    for (const QByteArrayView flag : Text::splitWhitespace(value)) {
        if (flag == "SrcValid+")
            return true;
        if (flag == "SrcValid-")
            return false;
    }
    return std::nullopt;
}

class VerboseParser
{
public:
    explicit VerboseParser(QByteArrayView data)
        : m_data(data)
    {
    }

    ParseResult<QList<PciDevice>> run()
    {
        if (Text::trimmed(m_data).isEmpty()) {
            m_result.error(0, Tr::tr("The input is empty; expected the output of lspci -vvv."));
            return std::move(m_result);
        }
        if (Text::looksBinary(m_data)) {
            m_result.error(0, Tr::tr("The input is binary data, not the text output of lspci -vvv."));
            return std::move(m_result);
        }
        const QByteArray withoutEscapes
            = Text::containsEscape(m_data) ? Text::stripAnsi(m_data) : QByteArray();
        const QByteArrayView text = withoutEscapes.isNull() ? m_data : QByteArrayView(withoutEscapes);
        for (const Text::Line& line : Text::splitLines(text))
            readLine(line);
        finishDevice();
        return finish();
    }

private:
    enum class Block { None, Device, Skipped };

    // Enough to locate the problems; a 50 MB paste of the wrong thing must not produce a
    // million diagnostics.
    static constexpr int maximumWarnings = 100;

    void warn(int line, const QString& message)
    {
        if (m_warningCount++ < maximumWarnings)
            m_result.warn(line, message);
    }

    void readLine(const Text::Line& line)
    {
        const QByteArrayView trimmed = Text::trimmed(line.text);
        if (trimmed.isEmpty()) {
            finishDevice();
            m_block = Block::None;
            return;
        }
        if (const auto deviceLine = splitDeviceLine(line.text)) {
            startDevice(*deviceLine, line.number);
            return;
        }
        const int indent = indentation(line.text);
        const bool indented = indent > 0;
        if (m_block == Block::None) {
            if (Text::isShellPromptLine(line.text))
                return;
            warn(line.number,
                Tr::tr("Line %1 does not start a device block (expected a line like \"01:00.0 VGA compatible "
                       "controller: …\"); skipped up to the next blank line: %2")
                    .arg(line.number)
                    .arg(Text::excerpt(trimmed)));
            m_block = Block::Skipped;
            return;
        }
        if (m_block == Block::Skipped)
            return;
        if (!indented && Text::isShellPromptLine(line.text)) {
            // The next command of a pasted session: the output ended here.
            finishDevice();
            m_block = Block::None;
            return;
        }
        if (m_baseIndent < 0 && indented)
            m_baseIndent = indent;
        if (!readDetail(trimmed, indent, line.number) && !indented) {
            // lspci's own stderr ("pcilib: sysfs_read_vpd: read failed") interleaved with stdout.
            warn(line.number,
                Tr::tr("Line %1 is not part of lspci's device details; skipped: %2")
                    .arg(line.number)
                    .arg(Text::excerpt(trimmed)));
        }
    }

    void startDevice(const DeviceLine& deviceLine, int lineNumber)
    {
        finishDevice();
        if (m_seen.contains(deviceLine.bdf)) {
            warn(lineNumber,
                Tr::tr("Line %1: device %2 was already listed; this second block is skipped.")
                    .arg(lineNumber)
                    .arg(deviceLine.bdf.toShortString()));
            m_block = Block::Skipped;
            return;
        }
        m_seen.insert(deviceLine.bdf);
        m_device = PciDevice();
        m_device.bdf = deviceLine.bdf;
        readClass(deviceLine.classText, &m_device);
        readDescription(deviceLine.description, &m_device);
        m_block = Block::Device;
        m_baseIndent = -1;
        m_capabilitiesVisible = false;
        m_sawExpress = false;
        m_isBridgeHeader = false;
    }

    /// Interprets one detail line of the current device; false if the key is not one lspci prints.
    bool readDetail(QByteArrayView text, int indent, int lineNumber)
    {
        // Unindented lines count as device level: some pastes lose all indentation.
        const bool deviceLevel = m_baseIndent < 0 || indent <= m_baseIndent;
        if (startsWith(text, "LnkCap:")) {
            bool unused = false;
            if (!parseLink(text.sliced(7), &m_device.link.capability, &unused, &unused))
                warnUnreadable(lineNumber, text);
        } else if (startsWith(text, "LnkSta:")) {
            if (!parseLink(text.sliced(7), &m_device.link.status, &m_device.link.speedDowngraded,
                    &m_device.link.widthDowngraded))
                warnUnreadable(lineNumber, text);
        } else if (startsWith(text, "ACSCtl:")) {
            m_device.acsEnabled = readAcsControl(text.sliced(7));
            if (!m_device.acsEnabled)
                warnUnreadable(lineNumber, text);
        } else if (!deviceLevel) {
            return true; // inside a capability: hundreds of lines nobody here needs
        } else if (startsWith(text, "Region ")) {
            if (const auto bar = parseRegion(text))
                m_device.bars.append(*bar);
            else
                warnUnreadable(lineNumber, text);
        } else if (startsWith(text, "Capabilities:")) {
            readCapability(Text::trimmed(text.sliced(13)), lineNumber);
        } else if (startsWith(text, "Status:")) {
            // "Cap-": the function has no capability list, so there is no PCIe capability to miss.
            if (startsWith(Text::trimmed(text.sliced(7)), "Cap-"))
                m_capabilitiesVisible = true;
        } else if (startsWith(text, "Bus:")) {
            readBusNumbers(text, lineNumber);
        } else if (startsWith(text, "Kernel driver in use:")) {
            m_device.driver = Text::cleanText(text.sliced(21));
        } else if (startsWith(text, "Kernel modules:")) {
            readKernelModules(text.sliced(15));
        } else if (startsWith(text, "NUMA node:")) {
            int node = 0;
            if (Text::toInt(text.sliced(10), &node))
                m_device.numaNode = node;
            else
                warnUnreadable(lineNumber, text);
        } else if (startsWith(text, "IOMMU group:")) {
            int group = 0;
            if (Text::toInt(text.sliced(12), &group) && group >= 0)
                m_device.iommuGroup = group;
            else
                warnUnreadable(lineNumber, text);
        } else {
            return isKnownDetail(text);
        }
        return true;
    }

    static bool isKnownDetail(QByteArrayView text)
    {
        // Device-level keys this parser has no use for; anything else at column 0 is not lspci's.
        static constexpr QByteArrayView keys[] = {"Subsystem:", "Control:", "Latency:", "Interrupt:",
            "Physical Slot:", "Flags:", "DeviceName:", "Expansion ROM",
            "I/O behind bridge:", "Memory behind bridge:", "Prefetchable memory behind bridge:",
            "Secondary status:", "BridgeCtl:", "Product Name:", "Memory window", "I/O window",
            "16-bit legacy interface"};
        for (const QByteArrayView key : keys) {
            if (startsWith(text, key))
                return true;
        }
        return false;
    }

    void readCapability(QByteArrayView value, int lineNumber)
    {
        if (startsWith(value, "<access denied>")) {
            if (m_accessDeniedCount++ == 0)
                m_firstAccessDeniedLine = lineNumber;
            return;
        }
        m_capabilitiesVisible = true;
        const qsizetype close = value.indexOf(']');
        if (!startsWith(value, "[") || close < 0)
            return;
        const QByteArrayView capability = Text::trimmed(value.sliced(close + 1));
        if (startsWith(capability, "Express")) {
            m_sawExpress = true;
            if (const auto role = roleFromExpress(capability))
                m_device.role = *role;
        } else if (startsWith(capability, "Device Serial Number")) {
            const QByteArrayView serial = Text::trimmed(capability.sliced(20));
            if (isSerialNumber(serial))
                m_device.serialNumber = Text::cleanText(serial);
        }
    }

    void readKernelModules(QByteArrayView list)
    {
        // "Kernel modules: nvidiafb, nouveau, nvidia_drm, nvidia"
        qsizetype start = 0;
        while (start < list.size()) {
            qsizetype comma = list.indexOf(',', start);
            if (comma < 0)
                comma = list.size();
            const QString name = Text::cleanText(list.sliced(start, comma - start));
            if (!name.isEmpty())
                m_device.kernelModules.append(name);
            start = comma + 1;
        }
    }

    void readBusNumbers(QByteArrayView text, int lineNumber)
    {
        // "Bus: primary=00, secondary=01, subordinate=01, sec-latency=0"
        m_isBridgeHeader = true;
        auto number = [text](QByteArrayView key, int* out) {
            const qsizetype at = text.indexOf(key);
            if (at < 0)
                return false;
            const QByteArrayView digits
                = text.sliced(at + key.size()).first(std::min<qsizetype>(2, text.size() - at - key.size()));
            quint32 value = 0;
            if (digits.size() != 2 || !parseHex(digits, &value))
                return false;
            *out = int(value);
            return true;
        };
        int secondary = -1;
        int subordinate = -1;
        if (number("secondary=", &secondary) && number("subordinate=", &subordinate)) {
            m_device.secondaryBus = secondary;
            m_device.subordinateBus = subordinate;
        } else {
            warnUnreadable(lineNumber, text);
        }
    }

    void warnUnreadable(int lineNumber, QByteArrayView text)
    {
        warn(lineNumber,
            Tr::tr("Line %1 could not be read; skipped: %2").arg(lineNumber).arg(Text::excerpt(text)));
    }

    void finishDevice()
    {
        if (m_block != Block::Device)
            return;
        if ((m_device.classCode >> 8) == 0x0600) {
            m_device.role = PciRole::HostBridge;
        } else if (m_device.role == PciRole::Unknown && m_capabilitiesVisible && !m_sawExpress) {
            // The capability list was readable and had no PCIe capability: a conventional PCI
            // function (or an emulated one), which is a bridge exactly when it has bus numbers.
            m_device.role = m_isBridgeHeader ? PciRole::PciBridge : PciRole::Endpoint;
        }
        m_result.value.append(std::move(m_device));
        m_device = PciDevice();
        m_block = Block::None;
    }

    ParseResult<QList<PciDevice>> finish()
    {
        if (m_result.value.isEmpty()) {
            // The per-block warnings would only repeat this for every paragraph of the input.
            m_result.diagnostics.clear();
            m_result.error(0,
                Tr::tr(
                    "No PCI device found; expected the output of lspci -vvv: blocks that start with a line "
                    "like \"01:00.0 VGA compatible controller: …\" followed by indented details."));
            return std::move(m_result);
        }
        if (m_warningCount > maximumWarnings) {
            m_result.info(0,
                Tr::tr("%n more line(s) could not be read and are not listed.", nullptr,
                    m_warningCount - maximumWarnings));
        }
        if (m_accessDeniedCount > 0) {
            m_result.info(m_firstAccessDeniedLine,
                Tr::tr("lspci ran without root rights and could not read the capabilities of %n device(s): "
                       "PCIe link speeds and widths, the port types, ACS and serial numbers are missing. "
                       "Run it with sudo to see them.",
                    nullptr, m_accessDeniedCount));
        }
        return std::move(m_result);
    }

    QByteArrayView m_data;
    ParseResult<QList<PciDevice>> m_result;
    QSet<Bdf> m_seen;
    PciDevice m_device;
    Block m_block = Block::None;
    int m_baseIndent = -1;
    bool m_capabilitiesVisible = false;
    bool m_sawExpress = false; // a PCIe capability, even one of a type roleFromExpress() does not know
    bool m_isBridgeHeader = false;
    int m_warningCount = 0;
    int m_accessDeniedCount = 0;
    int m_firstAccessDeniedLine = 0;
};

} // namespace

ParseResult<QList<PciDevice>> parseLspciVerbose(QByteArrayView data)
{
    return VerboseParser(data).run();
}

int sniffLspciVerbose(QByteArrayView data)
{
    constexpr qsizetype sniffBytes = 8192;
    const QByteArrayView head = data.first(std::min(data.size(), sniffBytes));
    if (head.isEmpty() || Text::looksBinary(head))
        return 0;
    static constexpr QByteArrayView verboseKeys[]
        = {"Control:", "Status:", "Latency:", "Interrupt:", "Region ",
            "Capabilities:", "Bus: primary=", "Expansion ROM",
            "NUMA node:", "IOMMU group:", "Physical Slot:", "Memory behind bridge:"};
    int deviceLines = 0;
    int verboseLines = 0;
    int foreignLines = 0;
    const auto lines = Text::splitLines(head);
    // The last line may be cut off by the sniff window.
    const qsizetype complete = head.size() < data.size() ? lines.size() - 1 : lines.size();
    for (qsizetype i = 0; i < complete; ++i) {
        const QByteArrayView line = lines[i].text;
        const QByteArrayView trimmed = Text::trimmed(line);
        if (trimmed.isEmpty() || Text::isShellPromptLine(line))
            continue;
        if (indentation(line) == 0) {
            if (splitDeviceLine(line))
                ++deviceLines;
            else
                ++foreignLines;
            continue;
        }
        for (const QByteArrayView key : verboseKeys) {
            if (startsWith(trimmed, key)) {
                ++verboseLines;
                break;
            }
        }
    }
    if (deviceLines == 0)
        return 0;
    // `lspci`, `-nn` and `-k` have device lines too, but none of the verbose details: theirs.
    if (verboseLines == 0)
        return 10;
    if (foreignLines > deviceLines)
        return 40;
    return verboseLines >= 2 ? 95 : 70;
}

} // namespace Topo
