// SPDX-License-Identifier: GPL-3.0-or-later
// rocm-smi --showbus --showuniqueid --showproductname (or -a, which prints them among others).
#include "parse/rocmsmi/rocmsmi.h"

#include "parse/linereading.h"
#include "parse/rocmsmi/rocmsmilines.h"
#include "util/tr.h"
#include "util/text.h"

#include <algorithm>
#include <iterator>

namespace Topo {

namespace {

using namespace LineReading;
using namespace RocmSmiLines;

enum class Field { Bdf, UniqueId, Series, Model, Vbios, Driver };

struct KeyField
{
    QByteArrayView key;
    Field field;
};

// The keys rocm_smi.py prints for them (compared without case: ROCm 5 and 6.0 print "Card
// series", 6.1 and later "Card Series"); "Device Name" is what --showproductname calls the
// marketing name on some builds.
constexpr KeyField keyFields[] = {
    { "PCI Bus", Field::Bdf },
    { "Unique ID", Field::UniqueId },
    { "Card series", Field::Series },
    { "Card model", Field::Model },
    { "VBIOS version", Field::Vbios },
    { "Driver version", Field::Driver },
};

const KeyField* fieldFor(QByteArrayView key)
{
    const auto row = std::find_if(std::begin(keyFields), std::end(keyFields),
        [&](const KeyField& k) { return k.key.compare(key, Qt::CaseInsensitive) == 0; });
    return row == std::end(keyFields) ? nullptr : row;
}

bool isUnset(QByteArrayView value)
{
    return value.isEmpty() || Text::isNotAvailable(value, Qt::CaseInsensitive);
}

class BusReader
{
public:
    explicit BusReader(ParseResult<AmdGpuInventory>& result)
        : m_result(result)
        , m_warnings(result)
    {
    }

    void read(QByteArrayView data)
    {
        forEachLine(data, m_warnings, [&](int line, QByteArrayView text) { readLine(line, text); });
    }

    void finish()
    {
        m_warnings.finish();
        for (const auto& [index, model] : std::as_const(m_models)) {
            Gpu* gpu = gpuNumbered(index);
            if (gpu && gpu->name.isEmpty())
                gpu->name = model; // no series printed: the model id is the best name there is
        }
        std::sort(m_result.value.gpus.begin(), m_result.value.gpus.end(),
            [](const Gpu& a, const Gpu& b) { return a.index < b.index; });
        if (m_result.value.gpus.isEmpty()) {
            m_result.error(0, Tr::tr("No GPU found: expected rocm-smi --showbus, --showuniqueid or "
                                     "--showproductname (\"GPU[0] : PCI Bus: 0000:0c:00.0\" …)."));
        }
    }

private:
    void readLine(int line, QByteArrayView text)
    {
        QByteArrayView title;
        if (readBanner(text, &title))
            return;
        int index = -1;
        QByteArrayView rest;
        QByteArrayView key;
        QByteArrayView value;
        if (!readGpuLine(text, &index, &rest)) {
            // "Driver version: 6.7.0" has no GPU label (--showdriverversion, -a).
            if (splitKeyValue(text, &key, &value) && key.compare("Driver version", Qt::CaseInsensitive) == 0)
                m_result.value.driverVersion = Text::cleanText(value);
            return;
        }
        if (!splitKeyValue(rest, &key, &value))
            return;
        const KeyField* row = fieldFor(key);
        if (!row)
            return;
        Gpu& gpu = gpuAt(index);
        switch (row->field) {
        case Field::Bdf:
            if (const std::optional<Bdf> bdf = Bdf::parse(value))
                gpu.bdf = bdf;
            else
                m_warnings.warn(line, Tr::tr("GPU%1: not a PCI address: %2").arg(index).arg(Text::excerpt(value)));
            break;
        case Field::UniqueId:
            if (!isUnset(value))
                gpu.uniqueId = Text::cleanText(value);
            break;
        case Field::Series:
            if (!isUnset(value))
                gpu.name = Text::cleanText(value);
            break;
        case Field::Model:
            if (!isUnset(value))
                m_models.append({ index, Text::cleanText(value) });
            break;
        case Field::Vbios:
            if (!isUnset(value))
                gpu.vbiosVersion = Text::cleanText(value);
            break;
        case Field::Driver:
            if (!isUnset(value))
                m_result.value.driverVersion = Text::cleanText(value);
            break;
        }
    }

    Gpu* gpuNumbered(int index)
    {
        auto& gpus = m_result.value.gpus;
        const auto it = std::find_if(gpus.begin(), gpus.end(), [&](const Gpu& g) { return g.index == index; });
        return it == gpus.end() ? nullptr : &*it;
    }

    Gpu& gpuAt(int index)
    {
        if (Gpu* existing = gpuNumbered(index))
            return *existing;
        Gpu gpu;
        gpu.index = index;
        m_result.value.gpus.append(gpu);
        return m_result.value.gpus.last();
    }

    ParseResult<AmdGpuInventory>& m_result;
    LineWarnings<AmdGpuInventory> m_warnings;
    QList<QPair<int, QString>> m_models;
};

/// The sections and key lines only this format's commands print.
bool isBusHeadLine(QByteArrayView text)
{
    QByteArrayView title;
    if (readBanner(text, &title)) {
        return title.compare("PCI Bus ID", Qt::CaseInsensitive) == 0
            || title.compare("Unique ID", Qt::CaseInsensitive) == 0
            || title.compare("Product Info", Qt::CaseInsensitive) == 0;
    }
    int index = 0;
    QByteArrayView rest;
    QByteArrayView key;
    QByteArrayView value;
    if (!readGpuLine(text, &index, &rest) || !splitKeyValue(rest, &key, &value))
        return false;
    const KeyField* row = fieldFor(key);
    return row && (row->field == Field::Bdf || row->field == Field::UniqueId || row->field == Field::Series);
}

} // namespace

ParseResult<AmdGpuInventory> parseRocmSmiBus(QByteArrayView data)
{
    return readLines<BusReader, AmdGpuInventory>(data,
        Tr::tr("expected rocm-smi --showbus --showuniqueid --showproductname"));
}

int sniffRocmSmiBus(QByteArrayView data)
{
    return Text::sniffConfidence(countMatchingHeadLines(data, isBusHeadLine));
}

} // namespace Topo
