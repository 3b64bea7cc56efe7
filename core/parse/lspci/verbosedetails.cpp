// SPDX-License-Identifier: GPL-3.0-or-later
// The detail lines of lspci -v/-vv/-vvv that matter for the topology: links, BARs, the port
// type, the serial number and ACS.
#include "parse/lspci/verbosefields.h"

#include "util/text.h"

#include <limits>

namespace Topo::LspciVerbose {

using Text::startsWith;

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

namespace {

/// "16GT/s", "2.5GT/s", very old lspci's "2.5Gb/s", or "unknown" (an encoding lspci cannot name).
bool parseSpeed(QByteArrayView token, double* speed)
{
    if (token == "unknown") {
        *speed = 0;
        return true;
    }
    return Text::readLinkSpeed(token, speed);
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

} // namespace

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
            if (!Text::readLinkWidth(width.value, &state->width))
                return false;
            *widthDowngraded = width.downgraded;
            sawWidth = true;
        }
    }
    return sawSpeed && sawWidth;
}

bool parseSupportedSpeeds(QByteArrayView value, double* fastest)
{
    QByteArrayView speeds = Text::trimmed(value);
    if (!startsWith(speeds, "Supported Link Speeds:"))
        return false;
    speeds = Text::trimmed(speeds.sliced(22));
    const qsizetype comma = speeds.indexOf(',');
    if (comma >= 0)
        speeds = speeds.first(comma);
    const qsizetype dash = speeds.indexOf('-');
    if (dash >= 0)
        speeds = speeds.sliced(dash + 1);
    return Text::readLinkSpeed(speeds, fastest) && *fastest > 0;
}

int linkLineOrder(QByteArrayView trimmedLine)
{
    static constexpr QByteArrayView keys[] = {"LnkCap:", "LnkCtl:", "LnkSta:", "LnkCap2:", "LnkCtl2:", "LnkSta2:"};
    if (!startsWith(trimmedLine, "Lnk")) // every detail line is asked: most answer here
        return -1;
    for (int i = 0; i < int(std::size(keys)); ++i) {
        if (startsWith(trimmedLine, keys[i]))
            return i;
    }
    return -1;
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

/// "ATSCtl:\tEnable+, Smallest Translation Unit: 00".
std::optional<bool> readAtsControl(QByteArrayView value)
{
    for (const QByteArrayView word : Text::splitWhitespace(value)) {
        if (word == "Enable+" || word == "Enable+,")
            return true;
        if (word == "Enable-" || word == "Enable-,")
            return false;
    }
    return std::nullopt;
}

} // namespace Topo::LspciVerbose
