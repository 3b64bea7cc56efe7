// SPDX-License-Identifier: GPL-3.0-or-later
// hwloc's attribute value forms (hwloc/topology-xml.c, hwloc/bitmap.c of hwloc 1.11 to 3.0).
#include "parse/hwloc/hwlocattributes.h"

#include <algorithm>

namespace Topo::HwlocAttributes {

namespace {

// 65536 CPUs, as many as a kernel cpu list may name here (expandCpuList()).
constexpr qsizetype maxBitmapWords = 2048;

std::optional<quint64> hexNumber(QStringView text, int maxDigits)
{
    if (text.startsWith(u"0x") || text.startsWith(u"0X"))
        text = text.mid(2);
    if (text.isEmpty() || text.size() > maxDigits)
        return std::nullopt;
    bool ok = false;
    const quint64 value = text.toULongLong(&ok, 16);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

// "[10de:2335]" → the two ids.
bool readIdPair(QStringView text, quint16* first, quint16* second)
{
    if (text.size() != 11 || text.front() != u'[' || text.back() != u']' || text[5] != u':')
        return false;
    const auto a = hexNumber(text.mid(1, 4), 4);
    const auto b = hexNumber(text.mid(6, 4), 4);
    if (!a || !b)
        return false;
    *first = quint16(*a);
    *second = quint16(*b);
    return true;
}

// hwloc 3.x's OS device type bits (include/hwloc.h of 3.0), in the order its v2 export tests
// them (hwloc__xml_export_object_contents()): the first that is set decides.
enum : quint64 {
    v3Storage = 1u << 0,
    v3Memory = 1u << 1,
    v3Gpu = 1u << 2,
    v3CoProcessor = 1u << 3,
    v3Network = 1u << 4,
    v3OpenFabrics = 1u << 5,
    v3Dma = 1u << 6,
};

struct V3TypeRow
{
    quint64 mask;
    HwlocOsDeviceType type;
};
constexpr V3TypeRow v3Types[] = {
    { v3Storage | v3Memory, HwlocOsDeviceType::Block },
    { v3OpenFabrics, HwlocOsDeviceType::OpenFabrics },
    { v3Network, HwlocOsDeviceType::Network },
    { v3Dma, HwlocOsDeviceType::Dma },
    { v3CoProcessor, HwlocOsDeviceType::CoProcessor },
    { v3Gpu, HwlocOsDeviceType::Gpu },
};

} // namespace

std::optional<Bitmap> readBitmap(QStringView text)
{
    Bitmap out;
    text = text.trimmed();
    if (text.startsWith(u"0xf...f")) {
        out.infinite = true;
        text = text.mid(7);
        if (text.isEmpty())
            return out;
        if (text.front() != u',')
            return std::nullopt;
        text = text.mid(1);
    }
    const QList<QStringView> words = text.split(u',');
    if (words.size() > maxBitmapWords)
        return std::nullopt;
    for (qsizetype w = 0; w < words.size(); ++w) {
        // hwloc 1.x leaves zero words out between commas ("0xffffff00,,0x0"): strtoul reads
        // nothing there, which is 0.
        const QStringView word = words[w].trimmed();
        const auto value = word.isEmpty() && w > 0 ? std::optional<quint64>(0) : hexNumber(word, 8);
        if (!value)
            return std::nullopt;
        const int base = int(words.size() - 1 - w) * 32;
        for (int b = 0; b < 32; ++b) {
            if (*value & (quint64(1) << b))
                out.bits.append(base + b);
        }
    }
    std::sort(out.bits.begin(), out.bits.end());
    return out;
}

std::optional<PciType> readPciType(QStringView text)
{
    const QList<QStringView> fields = text.trimmed().split(u' ', Qt::SkipEmptyParts);
    if (fields.size() != 4 && fields.size() != 5)
        return std::nullopt;
    PciType t;
    const auto classId = hexNumber(fields[0], 4);
    const auto revision = hexNumber(fields[3], 2);
    if (!classId || !revision || !readIdPair(fields[1], &t.vendorId, &t.deviceId)
        || !readIdPair(fields[2], &t.subvendorId, &t.subdeviceId))
        return std::nullopt;
    t.classId = quint16(*classId);
    t.revision = quint8(*revision);
    if (fields.size() == 5) {
        const auto progIf = hexNumber(fields[4], 2);
        if (!progIf)
            return std::nullopt;
        t.progIf = quint8(*progIf);
    }
    return t;
}

std::optional<BridgeType> readBridgeType(QStringView text)
{
    const QList<QStringView> sides = text.trimmed().split(u'-');
    if (sides.size() != 2)
        return std::nullopt;
    bool okUp = false;
    bool okDown = false;
    const unsigned up = sides[0].toUInt(&okUp);
    const unsigned down = sides[1].toUInt(&okDown);
    if (!okUp || !okDown)
        return std::nullopt;
    return BridgeType { up, down };
}

std::optional<BusRange> readBusRange(QStringView text)
{
    text = text.trimmed();
    const qsizetype colon = text.indexOf(u':');
    if (colon < 1 || !text.endsWith(u']') || text.size() < colon + 3 || text[colon + 1] != u'[')
        return std::nullopt;
    const QList<QStringView> buses = text.sliced(colon + 2, text.size() - colon - 3).split(u'-');
    if (buses.size() != 2)
        return std::nullopt;
    const auto domain = hexNumber(text.left(colon), 8);
    const auto secondary = hexNumber(buses[0], 2);
    const auto subordinate = hexNumber(buses[1], 2);
    if (!domain || !secondary || !subordinate || *domain > 0x7fffffff)
        return std::nullopt;
    return BusRange { int(*domain), int(*secondary), int(*subordinate) };
}

HwlocOsDeviceType osDeviceType(quint64 written, int formatMajor, QStringView name, QStringView subtype)
{
    if (formatMajor < 3)
        return written <= quint64(HwlocOsDeviceType::CoProcessor) ? HwlocOsDeviceType(written) : HwlocOsDeviceType::Unknown;
    for (const V3TypeRow& row : v3Types) {
        if (!(written & row.mask))
            continue;
        // The two exceptions of hwloc's v2 export: BXI networks were OpenFabrics devices, and
        // NVML and RSMI devices (GPU and co-processor in 3.x) were GPUs.
        if (row.type == HwlocOsDeviceType::Network && subtype == u"BXI")
            return HwlocOsDeviceType::OpenFabrics;
        if (row.type == HwlocOsDeviceType::CoProcessor && (name.startsWith(u"nvml") || name.startsWith(u"rsmi")))
            return HwlocOsDeviceType::Gpu;
        return row.type;
    }
    return HwlocOsDeviceType::Unknown;
}

std::optional<quint64> readNumber(QStringView text)
{
    // hwloc writes "%llu" and reads with strtoull(…, 0); a leading 0 (octal there) never occurs.
    if (text.startsWith(u"0x") || text.startsWith(u"0X"))
        return hexNumber(text, 18);
    if (text.isEmpty() || text.size() > 20)
        return std::nullopt;
    bool ok = false;
    const quint64 value = text.toULongLong(&ok, 10);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

} // namespace Topo::HwlocAttributes
