// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel log's PCIe link lines. Their wordings, from drivers/pci/pcie/aer.c, pciehp, dpc.c
// and pci.c (pcie_print_link_status) as they changed from Linux 4.x to 6.x:
//   pcieport 0000:00:01.0: AER: Corrected error received: 0000:01:00.0
//   pcieport 0000:00:03.1: AER: Correctable error message received from 0000:00:00.0
//   pcieport 0000:00:1c.5: AER: Corrected error received: id=00e5
//   nvme 0000:03:00.0: AER: PCIe Bus Error: severity=Corrected, type=Physical Layer, (Receiver ID)
//   pcieport 0000:00:1d.0: PCIe Bus Error: severity=Corrected, type=Physical Layer, id=00e8(Receiver ID)
//   nvme 0000:03:00.0: AER:    [ 0] RxErr                  (First)
//   pci 0000:01:00.0: AER: can't recover (no error_detected callback)
//   pcieport 0000:00:1c.0: AER: device recovery failed
//   pcieport 0000:00:1c.0: pciehp: Slot(1): Link Down
//   pcieport 0000:00:03.1: DPC: containment event, status:0x1f01 source:0x0000
//   pci 0000:01:00.0: 7.876 Gb/s available PCIe bandwidth, limited by 8.0 GT/s PCIe x1 link at
//       0000:00:00.0 (capable of 126.016 Gb/s with 8.0 GT/s PCIe x16 link)
//   NVRM: Xid (PCI:0000:41:00): 79, pid=2207, name=python3, GPU has fallen off the bus.
#include "parse/dmesg/dmesg.h"

#include "parse/linereading.h"
#include "util/tr.h"
#include "util/text.h"

#include <QHash>
#include <QSet>

namespace Topo {

namespace {

using namespace LineReading;

bool isHex(char c)
{
    return Text::hexDigitValue(c) >= 0;
}

/// Whether `text` has a full PCI address "dddd:bb:dd.f" at `at`.
bool isAddressAt(QByteArrayView text, qsizetype at)
{
    if (at < 0 || at + 12 > text.size())
        return false;
    static constexpr qsizetype hexAt[] = { 0, 1, 2, 3, 5, 6, 8, 9 };
    for (const qsizetype i : hexAt) {
        if (!isHex(text[at + i]))
            return false;
    }
    return text[at + 4] == ':' && text[at + 7] == ':' && text[at + 10] == '.' && text[at + 11] >= '0'
        && text[at + 11] <= '7';
}

std::optional<Bdf> addressAt(QByteArrayView text, qsizetype at)
{
    return isAddressAt(text, at) ? Bdf::parse(text.sliced(at, 12)) : std::nullopt;
}

/// "[ 1234.567890] " anywhere before the message (after a syslog's date and host, or first).
std::optional<double> uptimeOf(QByteArrayView text, qsizetype before)
{
    const qsizetype open = text.first(before).indexOf('[');
    const qsizetype close = open < 0 ? -1 : text.first(before).indexOf(']', open);
    if (close < 0)
        return std::nullopt;
    double seconds = 0;
    const QByteArrayView inside = Text::trimmed(text.sliced(open + 1, close - open - 1));
    if (!inside.contains('.') || !Text::toDouble(inside, &seconds) || seconds < 0)
        return std::nullopt;
    return seconds;
}

/// The message of a line and the function it is about: "<driver> dddd:bb:dd.f: <message>".
struct DeviceMessage
{
    Bdf device;
    QByteArrayView message; // "AER: " taken off
    qsizetype at = 0;       // where the driver's name starts
};

std::optional<DeviceMessage> deviceMessage(QByteArrayView text)
{
    // Each address "dddd:bb:dd.f" is found by its first colon; it must follow a blank (the
    // driver's name) and be followed by a colon: ": " or, from the old port services,
    // ":pcie24: " ("pciehp 0000:02:05.0:pcie24: slot(6): Link Down event").
    for (qsizetype colon = text.indexOf(':', 4); colon >= 0; colon = text.indexOf(':', colon + 1)) {
        const qsizetype address = colon - 4;
        if (!isAddressAt(text, address) || (address > 0 && text[address - 1] != ' ') || address + 12 >= text.size()
            || text[address + 12] != ':')
            continue;
        const std::optional<Bdf> bdf = addressAt(text, address);
        const qsizetype end = text.indexOf(": ", address + 12);
        if (!bdf || end < 0)
            continue;
        QByteArrayView message = Text::trimmed(text.sliced(end + 2));
        if (Text::startsWith(message, "AER: "))
            message = Text::trimmed(message.sliced(5));
        const qsizetype driver = address > 0 ? text.first(address - 1).lastIndexOf(' ') + 1 : 0;
        return DeviceMessage { *bdf, message, driver };
    }
    return std::nullopt;
}

/// AER's severities in both generations of wording ("Corrected" became "Correctable" in 6.x).
std::optional<AerSeverity> severityNamed(QByteArrayView name)
{
    if (name == "Corrected" || name == "Correctable")
        return AerSeverity::Correctable;
    if (name == "Uncorrected (Non-Fatal)" || name == "Uncorrectable (Non-Fatal)")
        return AerSeverity::NonFatal;
    if (name == "Uncorrected (Fatal)" || name == "Uncorrectable (Fatal)")
        return AerSeverity::Fatal;
    return std::nullopt;
}

/// The text after `key` up to the next ", " (or the end).
QByteArrayView fieldAfter(QByteArrayView text, QByteArrayView key)
{
    const qsizetype at = text.indexOf(key);
    if (at < 0)
        return {};
    QByteArrayView value = text.sliced(at + key.size());
    const qsizetype comma = value.indexOf(", ");
    return Text::trimmed(comma < 0 ? value : value.first(comma));
}

/// "[ 0] RxErr                  (First)" → "RxErr"; nothing for any other line.
std::optional<QByteArrayView> errorBitName(QByteArrayView message)
{
    if (!Text::startsWith(message, "["))
        return std::nullopt;
    const qsizetype close = message.indexOf(']');
    if (close < 2 || !isDecimal(Text::trimmed(message.sliced(1, close - 1))))
        return std::nullopt;
    QByteArrayView name = Text::trimmed(message.sliced(close + 1));
    if (name.endsWith("(First)"))
        name = Text::trimmed(name.chopped(7));
    if (name.isEmpty())
        return std::nullopt;
    return name;
}

/// "8.0 GT/s PCIe x8" and the Gb/s before it: "63.012 Gb/s available PCIe bandwidth, limited by
/// 8.0 GT/s PCIe x8 link at 0000:40:01.1 (capable of 252.048 Gb/s with 16.0 GT/s PCIe x16 link)".
bool readBandwidthLine(QByteArrayView message, PcieEvent& event)
{
    const qsizetype gbps = message.indexOf(" Gb/s available PCIe bandwidth, limited by ");
    const qsizetype linkAt = message.indexOf(" link at ");
    const qsizetype capable = message.indexOf("(capable of ");
    if (gbps < 0 || linkAt < gbps || capable < linkAt)
        return false;
    const qsizetype limitStart = gbps + qsizetype(sizeof(" Gb/s available PCIe bandwidth, limited by ") - 1);
    // The phrases may overlap in a mangled line ("… limited by link at …"): nothing between.
    if (linkAt < limitStart || !Text::toDouble(Text::trimmed(message.first(gbps)), &event.availableGbps))
        return false;
    event.limitingLink = QString::fromLatin1(Text::trimmed(message.sliced(limitStart, linkAt - limitStart)));
    event.limitedAt = addressAt(message, linkAt + 9);
    const QByteArrayView tail = message.sliced(capable + 12);
    const qsizetype with = tail.indexOf(" Gb/s with ");
    const qsizetype linkEnd = tail.lastIndexOf(" link)");
    if (with < 0 || linkEnd < with + 11 || !Text::toDouble(tail.first(with), &event.capableGbps))
        return false;
    event.capableLink = QString::fromLatin1(Text::trimmed(tail.sliced(with + 11, linkEnd - with - 11)));
    return event.limitedAt.has_value();
}

/// NVIDIA's driver names the GPU by bus only: "NVRM: Xid (PCI:0000:41:00): 79, …".
std::optional<Bdf> xidGpu(QByteArrayView text)
{
    const qsizetype at = text.indexOf("Xid (PCI:");
    if (at < 0)
        return std::nullopt;
    const QByteArrayView rest = text.sliced(at + 9);
    const qsizetype close = rest.indexOf("): ");
    if (close != 10)
        return std::nullopt;
    const QByteArray address = rest.first(close).toByteArray() + QByteArrayView(".0");
    return Bdf::parse(QByteArrayView(address));
}

/// A line of the kernel log, whatever it says: a timestamp ("[    0.499585] ", "[Ter Set 19
/// 06:01:41 2017] "), a syslog's "kernel: ", NVIDIA's "NVRM: ", or a driver naming its device.
bool looksLikeKernelLog(QByteArrayView text)
{
    if (Text::startsWith(text, "[") && uptimeOf(text, text.size()))
        return true;
    return text.contains(" kernel: ") || text.contains("NVRM: ") || deviceMessage(text).has_value()
        || (Text::startsWith(text, "[") && text.indexOf("] ") > 0 && text.indexOf("] ") < 40);
}

class DmesgPcieReader
{
public:
    explicit DmesgPcieReader(ParseResult<QList<PcieEvent>>& result)
        : m_result(result)
        , m_warnings(result)
    {
    }

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [this](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        if (!m_result.value.isEmpty() || !m_result.diagnostics.isEmpty())
            return;
        if (m_logLines == 0)
            m_result.error(m_firstLine, Tr::tr("This does not look like the kernel log: expected dmesg or journalctl -k lines "
                                                "(\"[  12.345678] pcieport 0000:00:01.0: AER: …\")."));
        else
            m_result.info(0, Tr::tr("No PCIe error, link or bandwidth line in this log."));
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        if (m_firstLine == 0)
            m_firstLine = line;
        if (looksLikeKernelLog(text))
            ++m_logLines;
        // "NVRM: The NVIDIA GPU 0000:b3:00.0" / "NVRM: (PCI ID: …) installed in this system has" /
        // "NVRM: fallen off the bus and is not responding to commands.": one message, three lines.
        if (const qsizetype at = text.indexOf("NVRM: The NVIDIA GPU "); at >= 0) {
            if (const std::optional<Bdf> gpu = addressAt(text, at + 21))
                m_announcedGpu = Announced { line, *gpu };
        }
        if (text.contains("fallen off the bus")) {
            readFellOffBus(line, text);
            return;
        }
        const std::optional<DeviceMessage> m = deviceMessage(text);
        if (!m) {
            if (text.contains("PCIe Bus Error"))
                m_warnings.warn(line, Tr::tr("A PCIe Bus Error line without the address of its device: %1").arg(Text::excerpt(text)));
            return;
        }
        PcieEvent event;
        event.device = m->device;
        event.uptime = uptimeOf(text, m->at);
        event.source.line = line;
        const QByteArrayView message = m->message;
        if (Text::startsWith(message, "PCIe Bus Error: ")) {
            readBusError(line, message, event);
        } else if (const std::optional<QByteArrayView> bit = errorBitName(message)) {
            readErrorBit(line, m->device, *bit);
        } else if (message.contains(" error received: ") || message.contains(" error message received from ")) {
            readReceived(m->device, message);
        } else if (message.contains("device recovery failed") || Text::startsWith(message, "can't recover")) {
            add(PcieEventKind::RecoveryFailed, event);
        } else if (message.endsWith("Link Down") || message.contains("Link Down event")
            || Text::startsWith(message, "DPC: containment event")) {
            add(PcieEventKind::LinkDown, event);
        } else if (message.endsWith("Link Up") || message.contains("Link Up event")) {
            add(PcieEventKind::LinkUp, event);
        } else if (message.contains(" available PCIe bandwidth, limited by ")) {
            if (readBandwidthLine(message, event))
                add(PcieEventKind::BandwidthLimited, event);
            else
                m_warnings.warn(line, Tr::tr("A PCIe bandwidth line that could not be read: %1").arg(Text::excerpt(message)));
        }
    }

    void readBusError(int line, QByteArrayView message, PcieEvent& event)
    {
        const QByteArrayView severity = fieldAfter(message, "severity=");
        event.severity = severityNamed(severity);
        if (!event.severity) {
            m_warnings.warn(line, Tr::tr("A PCIe Bus Error of unknown severity \"%1\"; skipped").arg(Text::excerpt(severity)));
            return;
        }
        event.layer = QString::fromLatin1(fieldAfter(message, "type="));
        // The port that received it, where the line before said ("… error received: <this device>").
        if (m_received && m_received->source == event.device)
            event.reportedBy = m_received->port;
        add(PcieEventKind::AerError, event);
        m_lastErrorOf.insert(event.device, m_result.value.size() - 1);
    }

    void readErrorBit(int line, const Bdf& device, QByteArrayView name)
    {
        const auto it = m_lastErrorOf.constFind(device);
        if (it == m_lastErrorOf.cend()) {
            m_warnings.warn(line, Tr::tr("An error bit (%1) without the PCIe Bus Error line it belongs to").arg(Text::excerpt(name)));
            return;
        }
        m_result.value[*it].errors.append(QString::fromLatin1(name));
    }

    /// "AER: Corrected error received: 0000:01:00.0", "… id=00e5" (bus and devfn, in the port's
    /// domain), "Correctable error message received from 0000:00:00.0".
    void readReceived(const Bdf& port, QByteArrayView message)
    {
        const qsizetype at = std::max(message.indexOf(" error received: "), message.indexOf(" error message received from "));
        QByteArrayView source = Text::trimmed(message.sliced(message.indexOf(' ', at + 7) + 1));
        source = Text::trimmed(source.sliced(source.lastIndexOf(' ') + 1));
        std::optional<Bdf> device = isAddressAt(source, 0) ? addressAt(source, 0) : std::nullopt;
        int id = 0;
        if (!device && Text::startsWith(source, "id=") && Text::toInt(source.sliced(3), &id, 16) && id >= 0 && id <= 0xffff)
            device = Bdf::parse(QStringLiteral("%1:%2:%3.%4")
                                    .arg(port.domain, 4, 16, QLatin1Char('0'))
                                    .arg(id >> 8, 2, 16, QLatin1Char('0'))
                                    .arg((id >> 3) & 0x1f, 2, 16, QLatin1Char('0'))
                                    .arg(id & 7));
        m_received = device ? std::optional<Received>(Received { port, *device }) : std::nullopt;
    }

    void readFellOffBus(int line, QByteArrayView text)
    {
        PcieEvent event;
        event.source.line = line;
        std::optional<Bdf> gpu = xidGpu(text);
        if (!gpu) {
            const std::optional<DeviceMessage> m = deviceMessage(text);
            if (m)
                gpu = m->device;
        }
        if (!gpu && m_announcedGpu && line - m_announcedGpu->line <= 3)
            gpu = m_announcedGpu->gpu;
        if (!gpu) {
            m_warnings.warn(line, Tr::tr("A GPU fell off the bus, but the line does not say which: %1").arg(Text::excerpt(text)));
            return;
        }
        event.device = *gpu;
        event.uptime = uptimeOf(text, text.indexOf("NVRM") < 0 ? text.size() : text.indexOf("NVRM"));
        // One GPU falling off is logged by several lines (Xid 79 and the GPU's own); keep one.
        if (m_fellOff.contains(event.device))
            return;
        m_fellOff.insert(event.device);
        add(PcieEventKind::FellOffBus, event);
    }

    void add(PcieEventKind kind, PcieEvent& event)
    {
        event.kind = kind;
        m_result.value.append(event);
    }

    struct Announced
    {
        int line = 0;
        Bdf gpu;
    };

    struct Received
    {
        Bdf port;
        Bdf source;
    };

    ParseResult<QList<PcieEvent>>& m_result;
    LineWarnings<QList<PcieEvent>> m_warnings;
    std::optional<Received> m_received;
    std::optional<Announced> m_announcedGpu;
    int m_logLines = 0; // lines that look like the kernel's, PCIe or not
    int m_firstLine = 0;
    QHash<Bdf, qsizetype> m_lastErrorOf; // each device's last AerError, for its error bits
    QSet<Bdf> m_fellOff;                  // the GPUs already said to have fallen off the bus
};

bool isPcieLogLine(QByteArrayView text)
{
    return text.contains("PCIe Bus Error: severity=") || text.contains(" error received: ")
        || text.contains(" error message received from ") || text.contains("available PCIe bandwidth, limited by")
        || (text.contains("pciehp") && (text.contains("Link Down") || text.contains("Link Up")))
        || text.contains("fallen off the bus") || text.contains("DPC: containment event")
        || text.contains("NVRM: The NVIDIA GPU ");
}

} // namespace

ParseResult<QList<PcieEvent>> parseDmesgPcie(QByteArrayView data)
{
    return readLines<DmesgPcieReader, QList<PcieEvent>>(data,
        Tr::tr("expected the kernel log's PCIe lines (dmesg: AER errors, Link Down, bandwidth)"));
}

int sniffDmesgPcie(QByteArrayView data)
{
    return Text::sniffConfidence(countMatchingHeadLines(data, isPcieLogLine));
}

} // namespace Topo
