// SPDX-License-Identifier: GPL-3.0-or-later
// What tells machines apart and pairs a guest with its host, as `grep -H .` lists the files.
#include "parse/sysfs/sysfs.h"

#include "parse/linereading.h"
#include "util/tr.h"
#include "util/text.h"

#include <QSet>

namespace Topo {

namespace {

using namespace LineReading;

using Field = QString MachineIdentifiers::*;

struct IdentityFile
{
    const char* path;
    Field field;
    bool lowerCase;
};

// DMI attributes are also reached by their real path under /sys/devices/virtual.
constexpr IdentityFile identityFiles[] = {
    { "/etc/machine-id", &MachineIdentifiers::machineId, false },
    { "/proc/sys/kernel/random/boot_id", &MachineIdentifiers::bootId, false },
    { "/sys/class/dmi/id/sys_vendor", &MachineIdentifiers::sysVendor, false },
    { "/sys/class/dmi/id/product_name", &MachineIdentifiers::productName, false },
    { "/sys/class/dmi/id/product_uuid", &MachineIdentifiers::productUuid, true },
    { "/sys/devices/virtual/dmi/id/sys_vendor", &MachineIdentifiers::sysVendor, false },
    { "/sys/devices/virtual/dmi/id/product_name", &MachineIdentifiers::productName, false },
    { "/sys/devices/virtual/dmi/id/product_uuid", &MachineIdentifiers::productUuid, true },
};

constexpr QByteArrayView netPrefix = "/sys/class/net/";
constexpr QByteArrayView addressSuffix = "/address";

struct IdentityLine
{
    const IdentityFile* file = nullptr; // null: a network interface's address
    QByteArrayView interface;
    QByteArrayView value;
};

/// "/etc/machine-id:3d12…", "/sys/class/net/eth0/address:02:fc:00:00:00:01". Paths hold no
/// colon, so the first one ends the path (MAC addresses have more).
std::optional<IdentityLine> splitIdentityLine(QByteArrayView text)
{
    const qsizetype colon = text.indexOf(':');
    if (colon <= 0)
        return std::nullopt;
    const QByteArrayView path = text.first(colon);
    const QByteArrayView value = Text::trimmed(text.sliced(colon + 1));
    for (const IdentityFile& file : identityFiles) {
        if (path == QByteArrayView(file.path))
            return IdentityLine { &file, {}, value };
    }
    if (path.startsWith(netPrefix) && path.endsWith(addressSuffix)) {
        const QByteArrayView name = path.sliced(netPrefix.size(), path.size() - netPrefix.size() - addressSuffix.size());
        if (!name.isEmpty() && !name.contains('/'))
            return IdentityLine { nullptr, name, value };
    }
    return std::nullopt;
}

/// Colon-separated hex octets: 6 for Ethernet, 20 for InfiniBand, 8 for FireWire and others.
bool isHardwareAddress(QByteArrayView text)
{
    if (text.size() < 5 || (text.size() + 1) % 3 != 0)
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool separator = i % 3 == 2;
        if (separator ? text[i] != ':' : Text::hexDigitValue(text[i]) < 0)
            return false;
    }
    return true;
}

bool isAllZero(QByteArrayView mac)
{
    return std::all_of(mac.begin(), mac.end(), [](char c) { return c == '0' || c == ':'; });
}

class IdentityReader
{
public:
    explicit IdentityReader(ParseResult<MachineIdentifiers>& result) : m_result(result), m_warnings(result) {}

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [this](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        if (m_recognised == 0) {
            m_result.diagnostics.clear();
            m_result.error(0, Tr::tr("No identity lines found: expected `grep -H .` output such as "
                                     "\"/etc/machine-id:…\" or \"/sys/class/net/eth0/address:52:54:00:12:34:56\"."));
        }
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        const auto identity = splitIdentityLine(text);
        if (!identity) {
            m_warnings.warn(line, Tr::tr("Not a machine identity line: %1").arg(Text::excerpt(text)));
            return;
        }
        ++m_recognised;
        MachineIdentifiers& ids = m_result.value;
        if (identity->file) {
            QString value = Text::cleanText(identity->value);
            if (identity->file->lowerCase)
                value = value.toLower();
            QString& into = ids.*(identity->file->field);
            if (!into.isEmpty() && into != value)
                m_warnings.warn(line, Tr::tr("%1 is given twice; keeping the first").arg(QLatin1String(identity->file->path)));
            else
                into = value;
            return;
        }
        const QString name = Text::cleanText(identity->interface);
        if (name == u"lo")
            return;
        if (!isHardwareAddress(identity->value)) {
            m_warnings.warn(line, Tr::tr("Interface %1 has no readable hardware address: %2").arg(name, Text::excerpt(identity->value)));
            return;
        }
        if (isAllZero(identity->value))
            return; // tunnels and other interfaces without an address of their own
        if (m_interfaces.contains(name)) {
            m_warnings.warn(line, Tr::tr("Interface %1 is listed twice; keeping the first").arg(name));
            return;
        }
        m_interfaces.insert(name);
        ids.interfaces.append({ name, QString::fromLatin1(identity->value).toLower() });
    }

    ParseResult<MachineIdentifiers>& m_result;
    LineWarnings<MachineIdentifiers> m_warnings;
    QSet<QString> m_interfaces;
    int m_recognised = 0;
};

} // namespace

ParseResult<MachineIdentifiers> parseSysfsIdentity(QByteArrayView data)
{
    return readLines<IdentityReader, MachineIdentifiers>(
        data, Tr::tr("expected `grep -H . /etc/machine-id /sys/class/dmi/id/product_uuid /sys/class/net/*/address …` output"));
}

int sniffSysfsIdentity(QByteArrayView data)
{
    return Text::sniffConfidence(countMatchingHeadLines(data, [](QByteArrayView text) {
        const auto identity = splitIdentityLine(text);
        return identity && (identity->file || isHardwareAddress(identity->value));
    }));
}

} // namespace Topo
