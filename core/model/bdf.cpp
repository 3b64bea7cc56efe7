// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/bdf.h"

#include <QByteArray>

#include <limits>

namespace Topo {

namespace {
// Parses exactly `maxDigits` or fewer hex digits from the front of `text`; returns -1 if none.
int takeHex(QStringView& text, int maxDigits)
{
    // Accumulated wide: an 8-digit domain such as ffffffff must not overflow an int.
    qint64 value = 0;
    int digits = 0;
    while (!text.isEmpty() && digits < maxDigits) {
        const char16_t c = text.front().unicode();
        int v = -1;
        if (c >= u'0' && c <= u'9')
            v = c - u'0';
        else if (c >= u'a' && c <= u'f')
            v = c - u'a' + 10;
        else if (c >= u'A' && c <= u'F')
            v = c - u'A' + 10;
        if (v < 0)
            break;
        value = value * 16 + v;
        ++digits;
        text = text.mid(1);
    }
    if (digits == 0 || value > std::numeric_limits<int>::max())
        return -1;
    return int(value);
}

bool take(QStringView& text, char16_t c)
{
    if (text.isEmpty() || text.front() != c)
        return false;
    text = text.mid(1);
    return true;
}
} // namespace

std::optional<Bdf> Bdf::parse(QStringView text)
{
    text = text.trimmed();
    // Count the colons to know whether a domain is present.
    const auto colons = text.count(u':');
    if (colons < 1 || colons > 2)
        return std::nullopt;
    Bdf bdf;
    QStringView rest = text;
    if (colons == 2) {
        const qsizetype firstColon = rest.indexOf(u':');
        if (firstColon < 1 || firstColon > 8)
            return std::nullopt;
        QStringView domainText = rest.left(firstColon);
        const int domain = takeHex(domainText, 8);
        if (domain < 0 || !domainText.isEmpty())
            return std::nullopt;
        bdf.domain = domain;
        rest = rest.mid(firstColon + 1);
    }
    const int bus = takeHex(rest, 2);
    if (bus < 0 || !take(rest, u':'))
        return std::nullopt;
    const int device = takeHex(rest, 2);
    if (device < 0 || device > 0x1f || !take(rest, u'.'))
        return std::nullopt;
    const int function = takeHex(rest, 1);
    if (function < 0 || function > 7 || !rest.isEmpty())
        return std::nullopt;
    bdf.bus = bus;
    bdf.device = device;
    bdf.function = function;
    return bdf;
}

std::optional<Bdf> Bdf::parse(QByteArrayView text)
{
    if (text.size() > 32)
        return std::nullopt;
    return parse(QStringView(QString::fromLatin1(text)));
}

QString Bdf::toString() const
{
    return QString::asprintf("%04x:%02x:%02x.%x", domain, bus, device, function);
}

QString Bdf::toShortString() const
{
    if (domain == 0)
        return QString::asprintf("%02x:%02x.%x", bus, device, function);
    return toString();
}

} // namespace Topo
