// SPDX-License-Identifier: GPL-3.0-or-later
// The parts nvidia-smi's report forms share: value reading and decoding, GPU fields.
#include "parse/nvidiasmi/reportfields.h"

#include "util/tr.h"
#include "util/text.h"

#include <QStringDecoder>

#include <array>

namespace Topo::NvidiaSmi {

void LineWarnings::reject(int line, QString message)
{
    clear();
    out().append(Diagnostic {line, Severity::Error, std::move(message)});
}

void LineWarnings::finish()
{
    if (dropped() > 0)
        out().append(Diagnostic {0, Severity::Warning, Tr::tr("%n more problem line(s) not listed", nullptr, dropped())});
}

bool isNoValue(QStringView value)
{
    if (value.isEmpty() || (value.startsWith(u'[') && value.endsWith(u']')))
        return true;
    static constexpr std::array<QStringView, 6> sentinels = {u"N/A", u"Not Supported", u"Unknown Error",
        u"Insufficient Permissions", u"Not Found", u"Not Available"};
    for (const QStringView sentinel : sentinels) {
        if (value.compare(sentinel, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool toBoundedInt(QStringView text, int minimum, int maximum, int* out)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < minimum || value > maximum)
        return false;
    *out = value;
    return true;
}

namespace {

constexpr int maxLinkGeneration = 32;
constexpr int maxLinkWidth = 64;

// "16x" in -q and -x output, "16" in CSV.
bool toLinkWidth(QStringView text, int* out)
{
    if (text.endsWith(u'x', Qt::CaseInsensitive))
        text.chop(1);
    return toBoundedInt(text, 1, maxLinkWidth, out);
}

// "262144 MiB", or "262144" with nounits. Old drivers labelled the same MiB as "MB".
bool toMiB(QStringView text, quint64* out)
{
    const qsizetype space = text.indexOf(u' ');
    if (space >= 0) {
        const QStringView unit = text.sliced(space + 1).trimmed();
        if (unit != u"MiB" && unit != u"MB")
            return false;
        text = text.first(space);
    }
    bool ok = false;
    const quint64 value = text.toULongLong(&ok);
    if (!ok)
        return false;
    *out = value;
    return true;
}

// How each field stores a value as the driver printed it (already cleaned); false when the value
// does not fit the field.
using StoreField = bool (*)(Gpu& gpu, const QString& value);

template<QString Gpu::*Field>
bool storeText(Gpu& gpu, const QString& value)
{
    gpu.*Field = value;
    return true;
}

template<int Gpu::*Field>
bool storeLinkGeneration(Gpu& gpu, const QString& value)
{
    return toBoundedInt(value, 1, maxLinkGeneration, &(gpu.*Field));
}

template<int Gpu::*Field>
bool storeLinkWidth(Gpu& gpu, const QString& value)
{
    return toLinkWidth(value, &(gpu.*Field));
}

template<quint64 Gpu::*Field>
bool storeMiB(Gpu& gpu, const QString& value)
{
    return toMiB(value, &(gpu.*Field));
}

template<std::optional<qint64> Gpu::*Field>
bool storeCount(Gpu& gpu, const QString& value)
{
    bool ok = false;
    const qint64 count = value.trimmed().toLongLong(&ok);
    if (!ok || count < 0)
        return false;
    gpu.*Field = count;
    return true;
}

bool storeIndex(Gpu& gpu, const QString& value)
{
    return toBoundedInt(value, 0, maxGpuIndex, &gpu.index);
}

bool storeBusId(Gpu& gpu, const QString& value)
{
    const auto bdf = Bdf::parse(QStringView(value));
    if (bdf)
        gpu.bdf = bdf;
    return bdf.has_value();
}

struct FieldStore
{
    GpuField field;
    StoreField store;
};

constexpr FieldStore fieldStores[] = {
    {GpuField::Index, storeIndex},
    {GpuField::BusId, storeBusId},
    {GpuField::Name, storeText<&Gpu::name>},
    {GpuField::Uuid, storeText<&Gpu::uuid>},
    {GpuField::Serial, storeText<&Gpu::serial>},
    {GpuField::VbiosVersion, storeText<&Gpu::vbiosVersion>},
    {GpuField::DriverVersion, storeText<&Gpu::driverVersion>},
    {GpuField::Architecture, storeText<&Gpu::productArchitecture>},
    {GpuField::LinkGenCurrent, storeLinkGeneration<&Gpu::linkGenCurrent>},
    {GpuField::LinkGenMax, storeLinkGeneration<&Gpu::linkGenMax>},
    {GpuField::LinkWidthCurrent, storeLinkWidth<&Gpu::linkWidthCurrent>},
    {GpuField::LinkWidthMax, storeLinkWidth<&Gpu::linkWidthMax>},
    {GpuField::PcieReplays, storeCount<&Gpu::pcieReplays>},
    {GpuField::PcieReplayRollovers, storeCount<&Gpu::pcieReplayRollovers>},
    {GpuField::Bar1TotalMiB, storeMiB<&Gpu::bar1TotalMiB>},
    {GpuField::MemoryTotalMiB, storeMiB<&Gpu::memoryTotalMiB>},
    {GpuField::VirtualizationMode, storeText<&Gpu::virtualizationMode>},
    {GpuField::AddressingMode, storeText<&Gpu::addressingMode>},
};

// Values that mean "not known" leave the field unset.
bool setGpuField(Gpu& gpu, GpuField field, const QString& value)
{
    if (isNoValue(value))
        return true;
    for (const FieldStore& row : fieldStores) {
        if (row.field == field)
            return row.store(gpu, value);
    }
    return false;
}

} // namespace

void setGpuFieldOrWarn(
    Gpu& gpu, GpuField field, const QString& value, const QString& label, int line, LineWarnings& warnings)
{
    if (!setGpuField(gpu, field, value)) {
        warnings.warn(line, [&] {
            return Tr::tr("unexpected value %1 for %2; ignored").arg(Text::excerpt(value.toUtf8()), label);
        });
    }
}

QString notUtf8Message()
{
    return Tr::tr("text is not valid UTF-8; unreadable bytes are shown as U+FFFD");
}

QString decodeValue(QByteArrayView bytes, int line, LineWarnings& warnings)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(bytes);
    if (decoder.hasError())
        warnings.warn(line, [] { return notUtf8Message(); });
    return Text::cleanText(QStringView(decoded));
}

bool hasUtf16Bom(QByteArrayView data)
{
    return Text::startsWith(data, "\xff\xfe") || Text::startsWith(data, "\xfe\xff");
}

QByteArray toUtf8Bytes(QByteArrayView data)
{
    if (Text::startsWith(data, "\xff\xfe"))
        return QString(QStringDecoder(QStringDecoder::Utf16LE).decode(data.sliced(2))).toUtf8();
    if (Text::startsWith(data, "\xfe\xff"))
        return QString(QStringDecoder(QStringDecoder::Utf16BE).decode(data.sliced(2))).toUtf8();
    if (Text::startsWith(data, "\xef\xbb\xbf"))
        return data.sliced(3).toByteArray();
    return data.toByteArray();
}

QByteArray readableBytes(QByteArrayView data)
{
    QByteArray bytes = toUtf8Bytes(data);
    if (Text::containsEscape(bytes))
        bytes = Text::stripAnsi(bytes);
    return bytes;
}


// nvidia-smi lists GPUs in index order (it walks the NVML indices), so a GPU's position is
// its index, and <minor_number> (the /dev/nvidiaN number, N/A on Windows) is not. That holds
// unless `-i` picked some of them: then fewer GPUs are listed than "attached".
void assignIndices(QList<Gpu>& gpus, int attachedGpus, bool truncated, Diagnostics& diagnostics)
{
    const int listed = int(gpus.size());
    const bool complete = attachedGpus < 0 || listed == attachedGpus;
    const bool prefixOfTruncatedList = truncated && listed < attachedGpus;
    if (complete || prefixOfTruncatedList) {
        for (int i = 0; i < listed; ++i)
            gpus[i].index = i;
        return;
    }
    diagnostics.append(Diagnostic {0, Severity::Info,
        Tr::tr("the report lists %1 of %2 attached GPUs (nvidia-smi -i?), so their indices are not known")
            .arg(listed)
            .arg(attachedGpus)});
}

void fillDriverVersion(NvidiaSmiReport& report)
{
    for (Gpu& gpu : report.gpus) {
        if (gpu.driverVersion.isEmpty())
            gpu.driverVersion = report.driverVersion;
    }
}

QByteArrayView sniffWindow(QByteArrayView data)
{
    return data.first(std::min<qsizetype>(data.size(), 4096));
}

} // namespace Topo::NvidiaSmi
