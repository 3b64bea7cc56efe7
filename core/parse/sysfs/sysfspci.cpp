// SPDX-License-Identifier: GPL-3.0-or-later
// Per-device attributes from /sys/bus/pci/devices, one "path:value" per line; where the path is
// the device's real one under /sys/devices, also its place in the tree.
#include "parse/sysfs/sysfs.h"

#include "parse/linereading.h"
#include "parse/numanodes.h"
#include "util/tr.h"
#include "util/text.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace Topo {

namespace {

using namespace LineReading;
using namespace NumaNodes;

enum class PciAttribute {
    Class,
    Vendor,
    Device,
    NumaNode,
    LocalCpuList,
    CurrentLinkSpeed,
    MaxLinkSpeed,
    CurrentLinkWidth,
    MaxLinkWidth,
    Driver,
    IommuGroup,
    SecondaryBus,
    SubordinateBus,
    AerCorrectable, // one "RxErr 0" counter a line, the file's lines each prefixed by its path
    AerNonFatal,
    AerFatal,
    RootPortCorrectable,
    RootPortNonFatal,
    RootPortFatal,
    NotStored, // known, but the model has no place for it (subsystem ids, revision)
    Unknown,
    Placement, // not an attribute: the device's place in the tree, which every line's path tells
};

// A table walked in order: twenty-two short names, asked of every line, cost less compared in
// place than hashed into a key. Its names outlive every device that points at them.
constexpr std::pair<QByteArrayView, PciAttribute> pciAttributes[] = {
    { "class", PciAttribute::Class },
    { "vendor", PciAttribute::Vendor },
    { "device", PciAttribute::Device },
    { "numa_node", PciAttribute::NumaNode },
    { "local_cpulist", PciAttribute::LocalCpuList },
    { "current_link_speed", PciAttribute::CurrentLinkSpeed },
    { "max_link_speed", PciAttribute::MaxLinkSpeed },
    { "current_link_width", PciAttribute::CurrentLinkWidth },
    { "max_link_width", PciAttribute::MaxLinkWidth },
    { "driver", PciAttribute::Driver },
    { "iommu_group", PciAttribute::IommuGroup },
    { "secondary_bus_number", PciAttribute::SecondaryBus },
    { "subordinate_bus_number", PciAttribute::SubordinateBus },
    { "aer_dev_correctable", PciAttribute::AerCorrectable },
    { "aer_dev_nonfatal", PciAttribute::AerNonFatal },
    { "aer_dev_fatal", PciAttribute::AerFatal },
    { "aer_rootport_total_err_cor", PciAttribute::RootPortCorrectable },
    { "aer_rootport_total_err_nonfatal", PciAttribute::RootPortNonFatal },
    { "aer_rootport_total_err_fatal", PciAttribute::RootPortFatal },
    { "subsystem_vendor", PciAttribute::NotStored },
    { "subsystem_device", PciAttribute::NotStored },
    { "revision", PciAttribute::NotStored },
};

PciAttribute pciAttribute(QByteArrayView name)
{
    for (const auto& [known, attribute] : pciAttributes) {
        if (known == name)
            return attribute;
    }
    return PciAttribute::Unknown;
}

/// The table's own spelling of a stored attribute's name.
QByteArrayView pciAttributeName(PciAttribute attribute)
{
    for (const auto& [known, row] : pciAttributes) {
        if (row == attribute)
            return known;
    }
    return {};
}

/// "RxErr", "TOTAL_ERR_COR", "Replay Timer Timeout", "RELAY_NUM Rollover": words of letters,
/// digits, '_' and '-'.
bool isCounterName(QByteArrayView name)
{
    const auto isLetter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    return !name.isEmpty() && name.size() <= 64 && isLetter(name.front()) && std::all_of(name.begin(), name.end(), [&](char c) {
        return isLetter(c) || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == ' ';
    });
}

/// The severity an aer_dev_* or aer_rootport_total_err_* attribute counts, if it is one.
std::optional<AerSeverity> aerSeverityOf(PciAttribute attribute)
{
    switch (attribute) {
    case PciAttribute::AerCorrectable:
    case PciAttribute::RootPortCorrectable:
        return AerSeverity::Correctable;
    case PciAttribute::AerNonFatal:
    case PciAttribute::RootPortNonFatal:
        return AerSeverity::NonFatal;
    case PciAttribute::AerFatal:
    case PciAttribute::RootPortFatal:
        return AerSeverity::Fatal;
    default:
        return std::nullopt;
    }
}

bool isAerCounterFile(PciAttribute attribute)
{
    return attribute == PciAttribute::AerCorrectable || attribute == PciAttribute::AerNonFatal
        || attribute == PciAttribute::AerFatal;
}

/// "numa_node", "max_link_speed": a letter first, which also tells it from the "0000" of an address.
bool isAttributeName(QByteArrayView name)
{
    const auto isLetter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    return !name.isEmpty() && isLetter(name.front()) && std::all_of(name.begin(), name.end(), [&](char c) {
        return isLetter(c) || (c >= '0' && c <= '9') || c == '_';
    });
}

struct PciAttributeLine
{
    Bdf bdf;
    QByteArrayView name;
    QByteArrayView value;
    QByteArrayView above; // the path component before the device's own; empty if none
};

/// "<…/>0000:01:00.0/<attribute>:<value>", also with the device's full path
/// ("/sys/devices/pci0000:40/0000:40:01.1/0000:41:00.0/numa_node:1"). Addresses have colons of
/// their own, so the separator is a colon whose left side ends in "<address>/<attribute>": the
/// last such colon before the first blank, as a path may hold a root bus below a device
/// ("…/0000:00:0e.0/pci10000:e0/10000:e0:06.0/class", a VMD domain).
std::optional<PciAttributeLine> splitPciAttribute(QByteArrayView text)
{
    // A sysfs path is at most PATH_MAX long; looking no further bounds the work on long lines.
    const qsizetype pathEnd = std::min<qsizetype>(text.size(), 4096);
    qsizetype lastSlash = -1;
    qsizetype slashBefore = -1;
    qsizetype slashBeforeThat = -1;
    std::optional<PciAttributeLine> found;
    // One pass, remembering the last three slashes, so each candidate colon costs no rescan.
    for (qsizetype i = 0; i < pathEnd; ++i) {
        const char c = text[i];
        if (c == ' ' || c == '\t')
            break; // into the value ("2.5 GT/s PCIe"), or prose ("cat: /sys/…: No such file")
        if (c == '/') {
            slashBeforeThat = slashBefore;
            slashBefore = lastSlash;
            lastSlash = i;
        } else if (c == ':' && lastSlash > 0) {
            const QByteArrayView name = text.sliced(lastSlash + 1, i - lastSlash - 1);
            const QByteArrayView device = text.sliced(slashBefore + 1, lastSlash - slashBefore - 1);
            if (isAttributeName(name)) {
                if (const auto bdf = Bdf::parse(device)) {
                    const QByteArrayView above = slashBefore < 0
                        ? QByteArrayView()
                        : text.sliced(slashBeforeThat + 1, slashBefore - slashBeforeThat - 1);
                    found = PciAttributeLine { *bdf, name, Text::trimmed(text.sliced(i + 1)), above };
                }
            }
        }
    }
    return found;
}

/// Where the kernel put a device, from the path component above it: a bridge's address (the
/// device sits behind that bridge) or a root bus ("pci0000:40": the device is on root bus
/// 0000:40 and has no bridge above). Anything else ("devices" of /sys/bus/pci/devices) says
/// nothing about the tree.
struct Placement
{
    std::optional<Bdf> parent;
    std::optional<RootBus> rootBus;
    bool isKnown() const { return parent || rootBus; }
};

std::optional<RootBus> rootBusNamed(QByteArrayView name)
{
    // "pci0000:00", "pci10000:e0" (VMD domains have five digits): the kernel's pci_bus name.
    if (!Text::startsWith(name, "pci"))
        return std::nullopt;
    const QByteArrayView address = name.sliced(3);
    const qsizetype colon = address.indexOf(':');
    int domain = 0;
    int bus = 0;
    const auto isHex = [](QByteArrayView digits) {
        return std::all_of(digits.begin(), digits.end(), [](char c) { return Text::hexDigitValue(c) >= 0; });
    };
    if (colon < 4 || colon > 8 || address.size() != colon + 3 || !isHex(address.first(colon))
        || !isHex(address.sliced(colon + 1)) || !Text::toInt(address.first(colon), &domain, 16)
        || !Text::toInt(address.sliced(colon + 1), &bus, 16) || domain < 0) {
        return std::nullopt;
    }
    return RootBus { domain, bus };
}

Placement placementFrom(QByteArrayView above)
{
    // An address written without its domain would be a hand-made path: the kernel writes all four parts.
    if (above.count(':') == 2) {
        if (const auto bridge = Bdf::parse(above))
            return { bridge, std::nullopt };
    }
    return { std::nullopt, rootBusNamed(above) };
}

bool toHex(QByteArrayView text, int maximum, int* out)
{
    QByteArrayView digits = text;
    if (Text::startsWith(digits, "0x") || Text::startsWith(digits, "0X"))
        digits = digits.sliced(2);
    int value = 0;
    if (digits.isEmpty() || digits.size() > 8 || !std::all_of(digits.begin(), digits.end(), [](char c) {
            return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        }) || !Text::toInt(digits, &value, 16) || value < 0 || value > maximum) {
        return false;
    }
    *out = value;
    return true;
}

/// "32.0 GT/s PCIe", "2.5 GT/s" (older kernels), "Unknown" / "Unknown speed": 0 for unknown.
bool toLinkSpeed(QByteArrayView text, double* out)
{
    if (Text::startsWith(text, "Unknown")) {
        *out = 0;
        return true;
    }
    return Text::readLinkSpeed(text, out);
}

class SysfsPciReader
{
public:
    explicit SysfsPciReader(ParseResult<PciTree>& result) : m_result(result), m_warnings(result) {}

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [this](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        if (m_result.value.isEmpty()) {
            m_result.diagnostics.clear();
            m_result.error(0, Tr::tr("No PCI device attributes found: expected lines like "
                                     "\"/sys/bus/pci/devices/0000:01:00.0/numa_node:0\"."));
        }
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        const auto parts = splitPciAttribute(text);
        if (!parts) {
            m_warnings.warn(line, Tr::tr("Not a PCI device attribute: %1").arg(Text::excerpt(text)));
            return;
        }
        const PciAttribute attribute = pciAttribute(parts->name);
        const qsizetype index = deviceIndex(parts->bdf);
        // A device's lines come together and share their path: its placement is read once.
        if (!m_lastAbove || *m_lastAbove != parts->above) {
            m_lastAbove = parts->above;
            m_lastPlacement = placementFrom(parts->above);
        }
        const Placement& placement = m_lastPlacement;
        if (placement.isKnown() && isFirst(index, PciAttribute::Placement, parts->above, line, parts->bdf, text))
            place(m_result.value.devices[index], placement);
        if (attribute == PciAttribute::Unknown || attribute == PciAttribute::NotStored)
            return;
        if (isAerCounterFile(attribute)) {
            readAerCounter(index, *aerSeverityOf(attribute), attribute, line, *parts, text);
            return;
        }
        if (!isFirst(index, attribute, parts->value, line, parts->bdf, text))
            return;
        if (!store(m_result.value.devices[index], attribute, parts->value)) {
            m_warnings.warn(line, Tr::tr("Unreadable value for %1: %2")
                                      .arg(QString::fromLatin1(parts->name), Text::excerpt(text)));
            seenOf(index, attribute) = {}; // a later readable line may still give it
            return;
        }
        // The line it came from, for evidence (the machine builder adds the capture).
        m_result.value.devices[index].sysfsLines.append({ pciAttributeName(attribute), SourceLine { {}, line } });
    }

    /// One line of an aer_dev_* file: "<counter> <count>", TOTAL_ERR_* being the kernel's total.
    /// Counters are named "RxErr" since Linux 5.x and "Receiver Error", "RELAY_NUM Rollover"
    /// before: the count is the last word.
    void readAerCounter(qsizetype index, AerSeverity severity, PciAttribute attribute, int line,
        const PciAttributeLine& parts, QByteArrayView text)
    {
        const qsizetype blank = parts.value.lastIndexOf(' ');
        const QByteArrayView name = blank < 0 ? QByteArrayView() : Text::trimmed(parts.value.first(blank));
        qint64 count = 0;
        if (!isCounterName(name) || !toDecimal64(parts.value.sliced(blank + 1), &count) || count < 0) {
            m_warnings.warn(line, Tr::tr("Unreadable AER counter of %1, expected \"<name> <count>\": %2")
                                      .arg(QString::fromLatin1(parts.name), Text::excerpt(text)));
            return;
        }
        PciDevice& device = m_result.value.devices[index];
        AerCounts& counts = device.aer.of(severity);
        if (Text::startsWith(name, "TOTAL_ERR_")) {
            if (counts.total) {
                m_warnings.warn(line, Tr::tr("%1 has a second %2, the first is kept: %3")
                                          .arg(parts.bdf.toString(), QString::fromLatin1(name), Text::excerpt(text)));
                return;
            }
            counts.total = count;
            // The total's line is the evidence a finding points at.
            device.sysfsLines.append({ pciAttributeName(attribute), SourceLine { {}, line } });
            return;
        }
        const QString counterName = QString::fromLatin1(name);
        for (const AerCounter& known : std::as_const(counts.counters)) {
            if (known.name == counterName) {
                m_warnings.warn(line, Tr::tr("%1 has a second %2, the first is kept: %3")
                                          .arg(parts.bdf.toString(), counterName, Text::excerpt(text)));
                return;
            }
        }
        counts.counters.append({ counterName, count });
    }

    struct Seen
    {
        size_t valueHash = 0;
        int line = 0; // 0: not seen yet
    };

    /// What was stored for one attribute (or the path) of one device: a flat table, a row per
    /// device, as devices are numbered densely in the order first seen.
    Seen& seenOf(qsizetype index, PciAttribute attribute)
    {
        constexpr qsizetype columns = qsizetype(PciAttribute::Placement) + 1;
        const qsizetype at = index * columns + qsizetype(attribute);
        if (size_t(at) >= m_seen.size())
            m_seen.resize(size_t((index + 1) * columns));
        return m_seen[size_t(at)];
    }

    /// The same attribute (or path) again is fine if it agrees; if not, the first answer stands.
    bool isFirst(qsizetype index, PciAttribute attribute, QByteArrayView value, int line, const Bdf& bdf,
        QByteArrayView text)
    {
        const size_t valueHash = qHash(value);
        Seen& seen = seenOf(index, attribute);
        if (seen.line == 0) {
            seen = { valueHash, line };
            return true;
        }
        if (seen.valueHash != valueHash) {
            const QString message = attribute == PciAttribute::Placement
                ? Tr::tr("%1 is under a different path than on line %2, which is kept: %3")
                : Tr::tr("%1 already has a different value from line %2, which is kept: %3");
            m_warnings.warn(line, message.arg(bdf.toString()).arg(seen.line).arg(Text::excerpt(text)));
        }
        return false;
    }

    void place(PciDevice& device, const Placement& placement)
    {
        device.parent = placement.parent;
        if (placement.rootBus && !m_rootBuses.contains(*placement.rootBus)) {
            m_rootBuses.insert(*placement.rootBus);
            m_result.value.rootBuses.append(*placement.rootBus);
        }
    }

    /// One device per address, in the order first seen.
    qsizetype deviceIndex(const Bdf& bdf)
    {
        const auto it = m_index.constFind(bdf);
        if (it != m_index.cend())
            return *it;
        m_index.insert(bdf, m_result.value.devices.size());
        m_result.value.devices.append(PciDevice {});
        m_result.value.devices.last().bdf = bdf;
        return m_result.value.devices.size() - 1;
    }

    bool store(PciDevice& device, PciAttribute attribute, QByteArrayView value)
    {
        int number = 0;
        switch (attribute) {
        case PciAttribute::Class:
            if (!toHex(value, 0xffffff, &number))
                return false;
            device.classCode = quint32(number);
            return true;
        case PciAttribute::Vendor:
            if (!toHex(value, 0xffff, &number))
                return false;
            device.vendorId = quint16(number);
            return true;
        case PciAttribute::Device:
            if (!toHex(value, 0xffff, &number))
                return false;
            device.deviceId = quint16(number);
            return true;
        case PciAttribute::NumaNode:
            // -1 is the platform saying "no affinity", a real answer worth keeping.
            if (!toDecimal(value, &number) || number < -1)
                return false;
            device.numaNode = number;
            return true;
        case PciAttribute::LocalCpuList: {
            // Most devices of a NUMA node have the same list: checked once, and one string shared.
            if (!m_lastCpuList || m_lastCpuList->first != value) {
                QList<int> cpus;
                if (!parseCpuList(value, &cpus))
                    return false;
                m_lastCpuList = { value, Text::cleanText(value) };
            }
            device.localCpus = m_lastCpuList->second;
            return true;
        }
        case PciAttribute::CurrentLinkSpeed:
            return toLinkSpeed(value, &device.link.status.speedGTs);
        case PciAttribute::MaxLinkSpeed:
            return toLinkSpeed(value, &device.link.capability.speedGTs);
        case PciAttribute::CurrentLinkWidth:
            return Text::readLinkWidth(value, &device.link.status.width);
        case PciAttribute::MaxLinkWidth:
            return Text::readLinkWidth(value, &device.link.capability.width);
        case PciAttribute::Driver:
            device.driver = Text::cleanText(value);
            return !device.driver.isEmpty();
        case PciAttribute::IommuGroup:
            if (!toDecimal(value, &number) || number < 0)
                return false;
            device.iommuGroup = number;
            return true;
        case PciAttribute::SecondaryBus: // decimal, unlike the hex of lspci
            if (!toDecimal(value, &number) || number < 0 || number > 0xff)
                return false;
            device.secondaryBus = number;
            return true;
        case PciAttribute::SubordinateBus:
            if (!toDecimal(value, &number) || number < 0 || number > 0xff)
                return false;
            device.subordinateBus = number;
            return true;
        case PciAttribute::RootPortCorrectable:
        case PciAttribute::RootPortNonFatal:
        case PciAttribute::RootPortFatal: {
            qint64 count = 0;
            if (!toDecimal64(value, &count) || count < 0)
                return false;
            device.aer.rootPortOf(*aerSeverityOf(attribute)) = count;
            return true;
        }
        case PciAttribute::AerCorrectable: // readAerCounter()
        case PciAttribute::AerNonFatal:
        case PciAttribute::AerFatal:
        case PciAttribute::NotStored:
        case PciAttribute::Unknown:
        case PciAttribute::Placement:
            break;
        }
        return true;
    }

    ParseResult<PciTree>& m_result;
    LineWarnings<PciTree> m_warnings;
    QHash<Bdf, qsizetype> m_index;
    QSet<RootBus> m_rootBuses;
    std::vector<Seen> m_seen; // (device index, attribute) → the value that was stored; seenOf()
    // The last path and CPU list read, as views into the input (which outlives the reader).
    std::optional<QByteArrayView> m_lastAbove;
    Placement m_lastPlacement;
    std::optional<std::pair<QByteArrayView, QString>> m_lastCpuList;
};

} // namespace

ParseResult<PciTree> parseSysfsPci(QByteArrayView data)
{
    return readLines<SysfsPciReader, PciTree>(
        data, Tr::tr("expected per-device sysfs attributes, \"<path>/<attribute>:<value>\""));
}

int sniffSysfsPci(QByteArrayView data)
{
    return Text::sniffConfidence(countMatchingHeadLines(data, [](QByteArrayView text) {
        const auto parts = splitPciAttribute(text);
        return parts && pciAttribute(parts->name) != PciAttribute::Unknown;
    }));
}

} // namespace Topo
