// SPDX-License-Identifier: GPL-3.0-or-later
// PCI configuration space dumps: od of /sys/bus/pci/devices/*/config as TopoLens collects it,
// and lspci -x/-xxx/-xxxx. The registers say what sysfs does not: the PCIe port type, the link
// registers, the device serial number and ACS, on machines without lspci.
#include "parse/sysfs/sysfs.h"

#include "parse/linereading.h"
#include "util/tr.h"
#include "util/text.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <bitset>
#include <functional>
#include <limits>

namespace Topo {

namespace {

using namespace LineReading;

constexpr int configSpaceSize = 4096; // PCI Express extended configuration space
constexpr int legacySize = 256;       // conventional PCI; lspci -xxx
constexpr int rowSize = 16;           // lspci and od print 16 bytes a row

/// One row of a dump: "00: 86 80 57 0d …" (lspci), "000000 86 80 …" (od -Ax -tx1),
/// "00000000  86 80 …  |..W.|" (hexdump -C). An offset alone (od's and hexdump's last line)
/// has no bytes; od's "*" (rows the same as the one before, up to the next offset) is kept as
/// a mark and only expanded when the device is decoded, so a few lines cannot become megabytes.
struct HexRow
{
    int offset = 0;
    int count = 0;
    bool repeat = false; // "*"
    std::array<quint8, rowSize> bytes {};
};

bool isHexText(QByteArrayView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](char c) { return Text::hexDigitValue(c) >= 0; });
}

std::optional<HexRow> readRow(QByteArrayView text)
{
    HexRow row;
    if (text == "*") {
        row.repeat = true;
        return row;
    }
    Text::Tokens tokens(text);
    QByteArrayView token;
    if (!tokens.next(&token))
        return std::nullopt;
    const bool colon = token.endsWith(':');
    if (colon)
        token.chop(1);
    if (token.size() > 8 || !isHexText(token))
        return std::nullopt;
    quint64 offset = 0;
    if (!Text::toUInt64(token, &offset, 16) || offset > quint64(std::numeric_limits<int>::max()))
        return std::nullopt;
    row.offset = int(offset);
    while (tokens.next(&token)) {
        if (token.startsWith('|'))
            break; // hexdump -C's text column
        if (row.count == rowSize || token.size() != 2 || !isHexText(token))
            return std::nullopt;
        row.bytes[row.count++] = quint8(Text::hexDigitValue(token[0]) * 16 + Text::hexDigitValue(token[1]));
    }
    // lspci writes "00:" rows only with bytes; a bare "00:" is something else.
    if (row.count == 0 && colon)
        return std::nullopt;
    return row;
}

/// The kernel and lspci write an address with its device and function ("0000:00:1c.0", "00:1c.0").
std::optional<Bdf> addressIn(QByteArrayView word)
{
    if (!word.contains('.') || !word.contains(':'))
        return std::nullopt;
    return Bdf::parse(word);
}

struct DeviceLine
{
    std::optional<Bdf> bdf; // none: a "==> … <==" header naming no address
    QString description;    // lspci's text after the address
    bool fromLspci = false;
};

/// "==> /sys/bus/pci/devices/0000:00:1c.0/config <==" (the collector; head -v writes the same),
/// or lspci's "0000:00:1c.0 PCI bridge: …" / "00:1c.0 …".
std::optional<DeviceLine> readDeviceLine(QByteArrayView text)
{
    if (text.startsWith("==> ") && text.endsWith(" <==")) {
        QByteArrayView path = Text::trimmed(text.sliced(4, text.size() - 8));
        DeviceLine line;
        // The last component that is an address names the device (…/0000:00:1c.0/config).
        while (!path.isEmpty() && !line.bdf) {
            const qsizetype slash = path.lastIndexOf('/');
            line.bdf = addressIn(path.sliced(slash + 1));
            path = path.first(std::max<qsizetype>(slash, 0));
        }
        return line;
    }
    const QByteArrayView word = Text::firstWord(text);
    if (const auto bdf = addressIn(word))
        return DeviceLine { bdf, Text::cleanText(text.sliced(word.size())), true };
    return std::nullopt;
}

struct Dump
{
    Bdf bdf;
    QString description;
    int line = 0; // of the device line
    QList<HexRow> rows;
};

/// The bytes of one device; a byte no row gave is unknown, never taken for zero.
class ConfigSpace
{
public:
    explicit ConfigSpace(const QList<HexRow>& rows)
    {
        const HexRow* before = nullptr; // the row a "*" repeats
        bool repeating = false;
        // od never repeats more than the space holds; hostile "*" lines that jump back and forth
        // must not cost more than that either.
        int repeatBudget = configSpaceSize / rowSize;
        for (const HexRow& row : rows) {
            if (row.repeat) {
                repeating = before != nullptr;
                continue;
            }
            if (repeating) {
                for (int offset = before->offset + rowSize;
                     offset < std::min(row.offset, configSpaceSize) && repeatBudget > 0; offset += rowSize) {
                    put(offset, *before);
                    --repeatBudget;
                }
                repeating = false;
            }
            put(row.offset, row);
            before = &row;
        }
    }

    bool has(int offset, int size) const
    {
        if (offset < 0 || offset + size > configSpaceSize)
            return false;
        for (int i = offset; i < offset + size; ++i) {
            if (!m_known.test(size_t(i)))
                return false;
        }
        return true;
    }
    quint8 byte(int offset) const { return m_bytes[size_t(offset)]; }
    quint16 word(int offset) const { return quint16(byte(offset) | byte(offset + 1) << 8); }
    quint32 dword(int offset) const { return quint32(word(offset)) | quint32(word(offset + 2)) << 16; }

private:
    void put(int offset, const HexRow& row)
    {
        for (int i = 0; i < row.count && offset + i < configSpaceSize; ++i) {
            m_bytes[size_t(offset + i)] = row.bytes[size_t(i)];
            m_known.set(size_t(offset + i));
        }
    }

    std::array<quint8, configSpaceSize> m_bytes {};
    std::bitset<configSpaceSize> m_known;
};

// Register offsets and values of the PCI and PCI Express specifications (the same as Linux's
// include/uapi/linux/pci_regs.h).
namespace Reg {
constexpr int status = 0x06;
constexpr int headerType = 0x0e;
constexpr int secondaryBus = 0x19;
constexpr int subordinateBus = 0x1a;
constexpr int capabilityList = 0x34;
constexpr int cardbusCapabilityList = 0x14;
constexpr quint16 statusCapabilityList = 0x10;
constexpr int capabilityExpress = 0x10;
constexpr int expressFlags = 0x02;
constexpr int linkCapabilities = 0x0c;
constexpr int linkStatus = 0x12;
constexpr int extendedStart = 0x100;
constexpr int extendedSerialNumber = 0x0003;
constexpr int extendedAcs = 0x000d;
constexpr int acsControl = 0x06;
constexpr quint16 acsSourceValidation = 0x0001;
} // namespace Reg

// The Device/Port Type field of the PCI Express Capabilities register.
enum PortType {
    Endpoint = 0x0,
    LegacyEndpoint = 0x1,
    RootPort = 0x4,
    Upstream = 0x5,
    Downstream = 0x6,
    PcieToPciBridge = 0x7,
    PciToPcieBridge = 0x8,
    RootComplexEndpoint = 0x9,
    RootComplexEventCollector = 0xa,
};

const struct
{
    int type;
    PciRole role;
} portRoles[] = {
    { Endpoint, PciRole::Endpoint },
    { LegacyEndpoint, PciRole::Endpoint },
    { RootPort, PciRole::RootPort },
    { Upstream, PciRole::SwitchUpstream },
    { Downstream, PciRole::SwitchDownstream },
    { PcieToPciBridge, PciRole::PciBridge },
    { PciToPcieBridge, PciRole::PciBridge },
    { RootComplexEndpoint, PciRole::RootComplexIntegrated },
    { RootComplexEventCollector, PciRole::RootComplexIntegrated },
};

/// The link speed encodings of LnkCap and LnkSta, in GT/s; lspci reads them the same way.
double linkSpeed(int code)
{
    static constexpr double speeds[] = { 0, 2.5, 5, 8, 16, 32, 64 };
    return code >= 0 && code < int(std::size(speeds)) ? speeds[code] : 0;
}

/// What a device's dump said beyond the values, for the remarks made once for all devices.
struct Decoded
{
    bool capabilitiesMissing = false; // the list is there, but not the bytes (a user's 64 bytes)
    bool extendedMissing = false;     // PCI Express, but only 256 bytes (lspci -xxx)
};

class ConfigDecoder
{
public:
    ConfigDecoder(const ConfigSpace& space, PciDevice& device, std::function<void(const QString&)> warn)
        : m_space(space), m_device(device), m_warn(std::move(warn))
    {
    }

    Decoded decode()
    {
        const int layout = m_space.byte(Reg::headerType) & 0x7f;
        if (layout == 1 && m_space.has(Reg::secondaryBus, 2)) {
            m_device.secondaryBus = m_space.byte(Reg::secondaryBus);
            m_device.subordinateBus = m_space.byte(Reg::subordinateBus);
        }
        const bool listed = m_space.has(Reg::status, 2) && (m_space.word(Reg::status) & Reg::statusCapabilityList);
        bool read = m_space.has(Reg::status, 2) && !listed; // no list at all is a complete answer
        if (listed)
            read = walkCapabilities(layout == 2 ? Reg::cardbusCapabilityList : Reg::capabilityList);
        // As lspci -vvv reads: a class 06 00 device is a host bridge whatever its capabilities;
        // a readable list without a PCIe capability is a conventional function.
        if ((m_device.classCode >> 8) == 0x0600)
            m_device.role = PciRole::HostBridge;
        else if (read && !m_express)
            m_device.role = layout == 1 ? PciRole::PciBridge : PciRole::Endpoint;
        m_decoded.capabilitiesMissing = listed && !read;
        return m_decoded;
    }

private:
    /// The standard capability list; false when the dump ends before the list does.
    bool walkCapabilities(int pointerAt)
    {
        if (!m_space.has(pointerAt, 1))
            return false;
        std::bitset<legacySize> seen;
        int where = m_space.byte(pointerAt) & ~3;
        while (where) {
            // Capabilities live after the 64-byte header, inside the first 256 bytes.
            if (where < 0x40) {
                m_warn(Tr::tr("%1: the capability list points into the header (0x%2); read up to there")
                           .arg(m_device.bdf.toString(), Text::hex(quint32(where), 2)));
                return true;
            }
            if (!m_space.has(where, 2))
                return false;
            if (seen.test(size_t(where))) {
                m_warn(Tr::tr("%1: the capability list loops back to 0x%2; read up to there")
                           .arg(m_device.bdf.toString(), Text::hex(quint32(where), 2)));
                return true;
            }
            seen.set(size_t(where));
            const int id = m_space.byte(where);
            if (id == 0xff) // what an absent device or a broken chain reads as
                return true;
            if (id == Reg::capabilityExpress && !m_express) {
                m_express = true;
                readExpress(where);
            }
            where = m_space.byte(where + 1) & ~3;
        }
        return true;
    }

    void readExpress(int at)
    {
        if (!m_space.has(at + Reg::expressFlags, 2))
            return;
        const int type = (m_space.word(at + Reg::expressFlags) >> 4) & 0xf;
        for (const auto& entry : portRoles) {
            if (entry.type == type)
                m_device.role = entry.role;
        }
        // Root-complex integrated functions have no link (lspci prints none for them).
        if (type != RootComplexEndpoint && type != RootComplexEventCollector)
            readLink(at, type);
        if (m_space.has(Reg::extendedStart, 4))
            walkExtendedCapabilities();
        else
            m_decoded.extendedMissing = true;
    }

    void readLink(int at, int type)
    {
        if (!m_space.has(at + Reg::linkCapabilities, 4) || !m_space.has(at + Reg::linkStatus, 2))
            return;
        const quint32 capability = m_space.dword(at + Reg::linkCapabilities);
        const quint16 status = m_space.word(at + Reg::linkStatus);
        const int capSpeed = int(capability & 0xf);
        const int capWidth = int((capability >> 4) & 0x3f);
        const int staSpeed = status & 0xf;
        const int staWidth = (status >> 4) & 0x3f;
        // Widths past x32 are not PCIe's; 0 stands for "not said", as elsewhere in the model.
        m_device.link.capability = { linkSpeed(capSpeed), capWidth <= 32 ? capWidth : 0 };
        m_device.link.status = { linkSpeed(staSpeed), staWidth <= 32 ? staWidth : 0 };
        // lspci 3.9 marks "(downgraded)" below the capability, except on the ports that face
        // down, whose capability says what the port could do rather than what the link should.
        const bool facesDown = type == RootPort || type == Downstream || type == PcieToPciBridge;
        m_device.link.speedDowngraded = !facesDown && staSpeed < capSpeed;
        m_device.link.widthDowngraded = !facesDown && staWidth < capWidth;
    }

    void walkExtendedCapabilities()
    {
        std::bitset<configSpaceSize / 4> seen;
        int where = Reg::extendedStart;
        while (where) {
            if (where < Reg::extendedStart) {
                m_warn(Tr::tr("%1: an extended capability points below 0x100 (0x%2); read up to there")
                           .arg(m_device.bdf.toString(), Text::hex(quint32(where), 3)));
                return;
            }
            if (!m_space.has(where, 4) || seen.test(size_t(where / 4)))
                return; // the end of the dump, or a loop (lspci stops there too)
            seen.set(size_t(where / 4));
            const quint32 header = m_space.dword(where);
            if (header == 0 || header == 0xffffffff)
                return;
            const int id = int(header & 0xffff);
            if (id == Reg::extendedSerialNumber && m_space.has(where + 4, 8))
                readSerialNumber(where);
            else if (id == Reg::extendedAcs && m_space.has(where + Reg::acsControl, 2))
                m_device.acsEnabled = (m_space.word(where + Reg::acsControl) & Reg::acsSourceValidation) != 0;
            where = int(header >> 20) & ~3;
        }
    }

    void readSerialNumber(int at)
    {
        // lspci: the upper dword first, each most significant byte first ("52-54-00-ff-ff-12-34-56").
        const quint32 lower = m_space.dword(at + 4);
        const quint32 upper = m_space.dword(at + 8);
        QStringList bytes;
        for (const quint32 half : { upper, lower }) {
            for (int shift = 24; shift >= 0; shift -= 8)
                bytes << Text::hex((half >> shift) & 0xff, 2);
        }
        m_device.serialNumber = bytes.join(u'-');
    }

    const ConfigSpace& m_space;
    PciDevice& m_device;
    std::function<void(const QString&)> m_warn;
    Decoded m_decoded;
    bool m_express = false;
};

class ConfigSpaceReader
{
public:
    explicit ConfigSpaceReader(ParseResult<QList<PciDevice>>& result) : m_result(result), m_warnings(result) {}

    void read(QByteArrayView data)
    {
        QByteArray storage;
        for (const auto& rawLine : Text::splitLines(data)) {
            QByteArrayView raw = rawLine.text;
            if (rawLine.number == 1 && Text::startsWith(raw, "\xef\xbb\xbf"))
                raw = raw.sliced(3);
            if (raw.size() > maxLineLength) {
                m_warnings.warn(rawLine.number, Tr::tr("Line is %1 bytes long; skipped").arg(raw.size()));
                continue;
            }
            // lspci -vx puts the indented details of -v before the rows; they are not ours to read.
            const bool indented = !raw.isEmpty() && (raw.front() == ' ' || raw.front() == '\t');
            const QByteArrayView text = Text::cleanLine(raw, &storage);
            if (text.isEmpty() || Text::isShellPromptLine(text))
                continue;
            readLine(rawLine.number, text, indented);
        }
    }

    void finish()
    {
        int capabilitiesMissing = 0;
        int extendedMissing = 0;
        int firstCapabilitiesMissing = 0;
        int firstExtendedMissing = 0;
        for (const Dump& dump : std::as_const(m_dumps)) {
            const auto decoded = decode(dump);
            if (!decoded)
                continue;
            if (decoded->capabilitiesMissing && capabilitiesMissing++ == 0)
                firstCapabilitiesMissing = dump.line;
            if (decoded->extendedMissing && extendedMissing++ == 0)
                firstExtendedMissing = dump.line;
        }
        m_warnings.finish();
        if (m_result.value.isEmpty()) {
            m_result.diagnostics.clear();
            m_result.error(0, Tr::tr("No PCI configuration space found: expected a device line such as "
                                     "\"==> /sys/bus/pci/devices/0000:00:1c.0/config <==\" or \"00:1c.0 PCI bridge: …\" "
                                     "followed by rows such as \"000000 86 80 …\" or \"00: 86 80 …\"."));
            return;
        }
        // Said once for all devices: a user's dump is short for every device alike.
        if (capabilitiesMissing > 0) {
            m_result.info(firstCapabilitiesMissing,
                Tr::tr("%n device(s) have only the 64-byte header of their configuration space (what the "
                       "kernel shows a user, or lspci -x): no PCIe port type, link, serial number or ACS for "
                       "them; a dump as root has them all.",
                    nullptr, capabilitiesMissing));
        }
        if (extendedMissing > 0) {
            m_result.info(firstExtendedMissing,
                Tr::tr("%n PCI Express device(s) have only the first 256 bytes of their configuration space "
                       "(lspci -xxx): no serial number or ACS for them; lspci -xxxx or the collector as root "
                       "reads all 4096.",
                    nullptr, extendedMissing));
        }
    }

private:
    void readLine(int line, QByteArrayView text, bool indented)
    {
        if (const auto row = readRow(text)) {
            if (m_current == noDump) {
                m_warnings.warn(line, Tr::tr("Bytes before any device line; skipped: %1").arg(Text::excerpt(text)));
                return;
            }
            if (!row->repeat && row->offset + row->count > configSpaceSize) {
                m_warnings.warn(line, Tr::tr("Beyond the 4096 bytes of configuration space; skipped: %1")
                                          .arg(Text::excerpt(text)));
                return;
            }
            if (m_current != skippedDump)
                m_dumps[m_current].rows.append(*row);
            return;
        }
        if (const auto device = readDeviceLine(text)) {
            startDump(line, *device, text);
            return;
        }
        if (indented && m_currentFromLspci)
            return;
        m_warnings.warn(line, Tr::tr("Not a configuration space row or device line: %1").arg(Text::excerpt(text)));
    }

    void startDump(int line, const DeviceLine& device, QByteArrayView text)
    {
        m_currentFromLspci = device.fromLspci;
        m_current = skippedDump;
        if (!device.bdf) {
            m_warnings.warn(line, Tr::tr("This device line names no PCI address; its rows are skipped: %1")
                                      .arg(Text::excerpt(text)));
            return;
        }
        const auto seen = m_lineOf.constFind(*device.bdf);
        if (seen != m_lineOf.cend()) {
            m_warnings.warn(line, Tr::tr("%1 was dumped before, on line %2, which is kept")
                                      .arg(device.bdf->toString())
                                      .arg(*seen));
            return;
        }
        m_lineOf.insert(*device.bdf, line);
        m_current = m_dumps.size();
        m_dumps.append(Dump { *device.bdf, device.description, line, {} });
    }

    std::optional<Decoded> decode(const Dump& dump)
    {
        const ConfigSpace space(dump.rows);
        const auto warn = [&](const QString& message) { m_warnings.warn(dump.line, message); };
        // The ids, class and header type are in the first 16 bytes; without them, nothing is known.
        if (!space.has(0, 16)) {
            warn(Tr::tr("%1: fewer than the first 16 bytes of configuration space; skipped").arg(dump.bdf.toString()));
            return std::nullopt;
        }
        if (space.word(0) == 0xffff) {
            warn(Tr::tr("%1 reads as all ones: the device did not answer (removed, powered off or in reset); "
                        "skipped")
                     .arg(dump.bdf.toString()));
            return std::nullopt;
        }
        PciDevice device;
        device.bdf = dump.bdf;
        device.description = dump.description;
        device.vendorId = space.word(0);
        device.deviceId = space.word(2);
        device.classCode = quint32(space.byte(0x0b)) << 16 | quint32(space.byte(0x0a)) << 8 | space.byte(0x09);
        const Decoded decoded = ConfigDecoder(space, device, warn).decode();
        m_result.value.append(std::move(device));
        return decoded;
    }

    ParseResult<QList<PciDevice>>& m_result;
    LineWarnings<QList<PciDevice>> m_warnings;
    QList<Dump> m_dumps;
    QHash<Bdf, int> m_lineOf; // device → the line of its first dump
    static constexpr qsizetype noDump = -1;      // no device line yet
    static constexpr qsizetype skippedDump = -2; // the rows of a skipped device go nowhere
    qsizetype m_current = noDump;               // index into m_dumps
    bool m_currentFromLspci = false;
};

} // namespace

ParseResult<QList<PciDevice>> parsePciConfigSpace(QByteArrayView data)
{
    return readLines<ConfigSpaceReader, QList<PciDevice>>(
        data, Tr::tr("expected PCI configuration space dumps (od of /sys/bus/pci/devices/*/config, or lspci -x)"));
}

int sniffPciConfigSpace(QByteArrayView data)
{
    // Device lines and the rows after them; lspci's device lines alone are lspci -nn's too.
    int deviceLines = 0;
    int rows = 0;
    forEachHeadLine(data, [&](QByteArrayView text) {
        if (const auto device = readDeviceLine(text)) {
            deviceLines += device->bdf ? 1 : 0;
        } else if (const auto row = readRow(text)) {
            rows += row->count == rowSize ? 1 : 0;
        }
    });
    return deviceLines > 0 && rows > 0 ? Text::sniffConfidence(deviceLines + rows) : 0;
}

} // namespace Topo
