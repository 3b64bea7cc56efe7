// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/lspci/lspci.h"

#include "parse/lspci/verbosefields.h"
#include "util/tr.h"
#include "util/text.h"

#include <QSet>

#include <algorithm>
#include <limits>

// `lspci -v`, `-vv`, `-vvv` and their `-nn`/`-D` variants: one block per PCI function, separated
// by blank lines. The block starts with the device line at column 0 and continues with detail
// lines indented by one tab; capability details are indented by two or three. Only a handful of
// those hundreds of detail lines matter for the topology; everything else is skipped quietly.
//
// Pasted excerpts keep less: `lspci -vvv | grep -E 'LnkCap|LnkSta'` keeps the link lines without
// their device lines (and with `grep -E '^[0-9a-f]|LnkSta'` with them), often re-indented with
// spaces. Link lines without a device line above them are an "unnamed device" of their own,
// with no address: a new one starts wherever the link lines start over (LnkCap, LnkCtl, LnkSta,
// LnkCap2, LnkCtl2, LnkSta2 come once each, in that order, per device).

namespace Topo {

namespace {

using Text::startsWith;
using namespace LspciVerbose;

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
    static constexpr int maximumUnnamedNotes = 20;
    // Far more PCI functions than any machine has: past this, link lines without a device line
    // are hostile input and are only counted, so that 50 MB of them cost no gigabytes.
    static constexpr int maximumUnnamedDevices = 4096;

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
            m_skippingDuplicate = false;
            return;
        }
        if (const auto deviceLine = splitDeviceLine(line.text)) {
            startDevice(*deviceLine, line.number);
            return;
        }
        const int indent = indentation(line.text);
        const bool indented = indent > 0;
        const int linkOrder = linkLineOrder(trimmed);
        if (linkOrder >= 0 && !m_skippingDuplicate && (m_block != Block::Device || linkOrder <= m_lastLinkOrder)) {
            if (m_unnamedCount >= maximumUnnamedDevices) {
                finishDevice();
                m_block = Block::Skipped;
                ++m_unnamedDropped;
                return;
            }
            startUnnamedDevice(line.number);
        }
        if (linkOrder >= 0)
            m_lastLinkOrder = linkOrder;
        if (isElision(trimmed)) {
            if (m_elisionCount++ == 0)
                m_result.info(line.number, Tr::tr("Line %1: output was left out here by whoever pasted it.").arg(line.number));
            return;
        }
        if (m_block == Block::None) {
            // The prompt, or the bare command an excerpt was made with ("sudo lspci -s 2f:00.0 -vv | grep …").
            if (Text::isShellPromptLine(line.text) || startsWith(trimmed, "lspci ") || startsWith(trimmed, "sudo lspci "))
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
            m_skippingDuplicate = true;
            return;
        }
        m_seen.insert(deviceLine.bdf);
        beginBlock();
        m_device.bdf = deviceLine.bdf;
        m_device.verboseLine.line = lineNumber;
        readClass(deviceLine.classText, &m_device);
        readDescription(deviceLine.description, &m_device);
    }

    void startUnnamedDevice(int lineNumber)
    {
        finishDevice();
        beginBlock();
        m_device.unnamedNumber = ++m_unnamedCount;
        if (m_unnamedCount <= maximumUnnamedNotes) {
            m_result.info(lineNumber,
                Tr::tr("Line %1 shows link details without the device line above them (an excerpt such as "
                       "lspci -vvv | grep LnkSta); they are kept as unnamed device %2, without an address.")
                    .arg(lineNumber)
                    .arg(m_unnamedCount));
        }
    }

    void beginBlock()
    {
        m_device = PciDevice();
        m_block = Block::Device;
        m_skippingDuplicate = false;
        m_baseIndent = -1;
        m_capabilitiesVisible = false;
        m_sawExpress = false;
        m_isBridgeHeader = false;
        m_lastLinkOrder = -1;
    }

    /// "...", "....", "[...]": what an author left out.
    static bool isElision(QByteArrayView trimmed)
    {
        if (trimmed == "[...]")
            return true;
        return trimmed.size() >= 3 && std::all_of(trimmed.cbegin(), trimmed.cend(), [](char c) { return c == '.'; });
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
        } else if (startsWith(text, "LnkCap2:")) {
            // The same fastest speed LnkCap names; an excerpt may have kept only this one.
            double fastest = 0;
            if (parseSupportedSpeeds(text.sliced(8), &fastest)) {
                if (m_device.link.capability.speedGTs <= 0)
                    m_device.link.capability.speedGTs = fastest;
            } else if (!Text::trimmed(text.sliced(8)).isEmpty()) {
                warnUnreadable(lineNumber, text);
            }
        } else if (linkLineOrder(text) >= 0) {
            return true; // LnkCtl, LnkCtl2, LnkSta2: nothing the topology needs
        } else if (startsWith(text, "ACSCtl:")) {
            m_device.acsEnabled = readAcsControl(text.sliced(7));
            if (!m_device.acsEnabled)
                warnUnreadable(lineNumber, text);
        } else if (startsWith(text, "ATSCtl:")) {
            m_device.atsEnabled = readAtsControl(text.sliced(7));
            if (!m_device.atsEnabled)
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
        if (m_unnamedCount > maximumUnnamedNotes) {
            m_result.info(0,
                Tr::tr("%n more unnamed device(s) of link details without their device line are not listed.", nullptr,
                    m_unnamedCount - maximumUnnamedNotes));
        }
        if (m_unnamedDropped > 0) {
            m_result.warn(0,
                Tr::tr("%n more link line(s) without a device line, past %1 unnamed devices (more than any machine "
                       "has), were skipped.", nullptr, m_unnamedDropped)
                    .arg(maximumUnnamedDevices));
        }
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
    bool m_skippingDuplicate = false; // the Skipped block is a device listed twice, not foreign text
    int m_lastLinkOrder = -1; // linkLineOrder() of the current device's latest link line
    int m_unnamedCount = 0;
    int m_unnamedDropped = 0;
    int m_elisionCount = 0;
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
    int linkLines = 0; // LnkCap, LnkSta, …: what `lspci -vvv | grep Lnk` keeps
    int foreignLines = 0;
    const auto lines = Text::splitLines(head);
    // The last line may be cut off by the sniff window.
    const qsizetype complete = head.size() < data.size() ? lines.size() - 1 : lines.size();
    for (qsizetype i = 0; i < complete; ++i) {
        const QByteArrayView line = lines[i].text;
        const QByteArrayView trimmed = Text::trimmed(line);
        if (trimmed.isEmpty() || Text::isShellPromptLine(line))
            continue;
        if (linkLineOrder(trimmed) >= 0) {
            ++linkLines;
            continue;
        }
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
    if (deviceLines == 0) {
        // Link lines alone: an excerpt made with grep, perhaps below the command that made it.
        if (linkLines == 0 || foreignLines * 2 > linkLines)
            return 0;
        return linkLines >= 2 ? 80 : 60;
    }
    // `lspci`, `-nn` and `-k` have device lines too, but none of the verbose details: theirs.
    if (verboseLines + linkLines == 0)
        return 10;
    if (foreignLines > deviceLines)
        return 40;
    return verboseLines + linkLines >= 2 ? 95 : 70;
}

} // namespace Topo
