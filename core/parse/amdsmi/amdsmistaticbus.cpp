// SPDX-License-Identifier: GPL-3.0-or-later
// amd-smi static (or static --bus, --asic, --board …): per GPU, sections of "KEY: value" lines,
//   GPU: 0
//       ASIC:
//           MARKET_NAME: MI300A
//           ASIC_SERIAL: 0x7E8F7E20764E2714
//       BUS:
//           BDF: 0000:01:00.0
//           MAX_PCIE_WIDTH: 16
//           MAX_PCIE_SPEED: 32 GT/s
// Only the fields of the table below are read; CPU records and every other section (LIMIT, RAS,
// CACHE_INFO …) are passed over.
#include "parse/amdsmi/amdsmi.h"
#include "parse/amdsmi/amdsmicommon.h"
#include "parse/linereading.h"

#include "model/pci.h"
#include "util/tr.h"
#include "util/text.h"

#include <QList>

namespace Topo {

namespace {

using AmdSmi::RecordLine;
using LineReading::LineWarnings;

/// What one field says, for the GPU it belongs to; false when the value is not of its kind.
using FieldReader = bool (*)(Gpu& gpu, QByteArrayView value);

bool readName(Gpu& gpu, QByteArrayView value)
{
    gpu.name = Text::cleanText(value);
    return true;
}

// MARKET_NAME is the name users know; the board's PRODUCT_NAME ("Aqua Vanjaram [Instinct MI300A]")
// stands in only where the ASIC has none.
bool readProductName(Gpu& gpu, QByteArrayView value)
{
    if (gpu.name.isEmpty())
        gpu.name = Text::cleanText(value);
    return true;
}

bool readUniqueId(Gpu& gpu, QByteArrayView value)
{
    gpu.uniqueId = Text::cleanText(value);
    return true;
}

bool readSerial(Gpu& gpu, QByteArrayView value)
{
    gpu.serial = Text::cleanText(value);
    return true;
}

bool readBdf(Gpu& gpu, QByteArrayView value)
{
    gpu.bdf = Bdf::parse(value);
    return gpu.bdf.has_value();
}

bool readMaxWidth(Gpu& gpu, QByteArrayView value)
{
    return Text::readLinkWidth(value, &gpu.linkWidthMax);
}

bool readMaxSpeed(Gpu& gpu, QByteArrayView value)
{
    double gts = 0;
    if (!Text::readLinkSpeed(value, &gts))
        return false;
    gpu.linkGenMax = LinkState { gts, 0 }.generation();
    return gpu.linkGenMax > 0;
}

// "Gen 5": the generation itself, where the speed was not printed.
bool readInterfaceVersion(Gpu& gpu, QByteArrayView value)
{
    int generation = 0;
    if (!Text::startsWith(value, "Gen") || !LineReading::toDecimal(Text::trimmed(value.sliced(3)), &generation)
        || generation < 1 || generation > 7)
        return false;
    if (gpu.linkGenMax == 0)
        gpu.linkGenMax = generation;
    return true;
}

bool readDriverVersion(Gpu& gpu, QByteArrayView value)
{
    gpu.driverVersion = Text::cleanText(value);
    return true;
}

bool readVbiosVersion(Gpu& gpu, QByteArrayView value)
{
    gpu.vbiosVersion = Text::cleanText(value);
    return true;
}

bool readNumaNode(Gpu& gpu, QByteArrayView value)
{
    int node = 0;
    if (!LineReading::toDecimal(value, &node) || node < 0)
        return false;
    gpu.numaNode = node;
    return true;
}

struct StaticField
{
    QByteArrayView section;
    QByteArrayView key;
    FieldReader read;
};

const StaticField staticFields[] = {
    { "ASIC", "MARKET_NAME", readName },
    { "ASIC", "ASIC_SERIAL", readUniqueId },
    { "BUS", "BDF", readBdf },
    { "BUS", "MAX_PCIE_WIDTH", readMaxWidth },
    { "BUS", "MAX_PCIE_LANES", readMaxWidth }, // amd-smi 6.0
    { "BUS", "MAX_PCIE_SPEED", readMaxSpeed },
    { "BUS", "PCIE_INTERFACE_VERSION", readInterfaceVersion },
    { "BOARD", "PRODUCT_NAME", readProductName },
    { "BOARD", "PRODUCT_SERIAL", readSerial },
    { "DRIVER", "VERSION", readDriverVersion },
    { "VBIOS", "VERSION", readVbiosVersion },
    { "NUMA", "NODE", readNumaNode },
};

const StaticField* staticField(QByteArrayView section, QByteArrayView key)
{
    for (const StaticField& f : staticFields) {
        if (f.section == section && f.key == key)
            return &f;
    }
    return nullptr;
}

class StaticReader
{
public:
    explicit StaticReader(ParseResult<AmdGpuInventory>& result)
        : m_result(result)
        , m_warnings(result)
    {
    }

    void read(QByteArrayView data)
    {
        AmdSmi::forEachRecordLine(data, m_warnings, [&](const RecordLine& line) { record(line); });
    }

    void finish()
    {
        closeGpu();
        m_warnings.finish();
        if (m_result.value.gpus.isEmpty())
            m_result.error(0, Tr::tr("No GPU found (expected \"GPU: 0\" records with ASIC, BUS and BOARD sections, as amd-smi static prints)."));
    }

private:
    struct Open
    {
        int indent;
        QByteArray key;
    };

    void record(const RecordLine& line)
    {
        int index = 0;
        if (AmdSmi::isDeviceHeader(line, "GPU", &index)) {
            closeGpu();
            Gpu gpu;
            gpu.index = index;
            m_result.value.gpus.append(gpu);
            m_device = Device::Gpu;
            m_deviceIndent = line.indent;
            m_gpuLine = line.number;
            m_sections.clear();
            return;
        }
        // CPU: 0, CORE: 3 …: amd-smi's other devices, passed over whole.
        if (line.hasColon && !line.value.isEmpty() && LineReading::isDecimal(line.value) && line.indent <= m_deviceIndent) {
            closeGpu();
            m_device = Device::Other;
            m_deviceIndent = line.indent;
            return;
        }
        if (m_device == Device::Other)
            return;
        if (m_device == Device::None || line.indent <= m_deviceIndent || !line.hasColon) {
            m_warnings.warn(line.number, Tr::tr("Not part of a GPU record of amd-smi static: %1").arg(Text::excerpt(line.text)));
            return;
        }
        while (!m_sections.isEmpty() && m_sections.last().indent >= line.indent)
            m_sections.removeLast();
        if (line.value.isEmpty()) {
            m_sections.append({ line.indent, line.key.toByteArray() });
            return;
        }
        // Only keys directly in a section of the GPU count: RAS and CACHE_INFO nest deeper.
        if (m_sections.size() != 1)
            return;
        const StaticField* field = staticField(m_sections.first().key, line.key);
        if (!field || Text::isNotAvailable(line.value))
            return;
        Gpu& gpu = m_result.value.gpus.last();
        if (!field->read(gpu, line.value)) {
            m_warnings.warn(line.number, Tr::tr("%1 %2 is not of its kind: %3")
                                             .arg(QString::fromLatin1(field->section), QString::fromLatin1(field->key),
                                                 Text::excerpt(line.value)));
        }
        if (field->read == readDriverVersion && m_result.value.driverVersion.isEmpty())
            m_result.value.driverVersion = gpu.driverVersion;
    }

    void closeGpu()
    {
        if (m_device == Device::Gpu && !m_result.value.gpus.last().bdf)
            m_result.warn(m_gpuLine, Tr::tr("GPU %1 has no BDF (amd-smi static --bus prints it).").arg(m_result.value.gpus.last().index));
        m_device = Device::None;
    }

    enum class Device { None, Gpu, Other };

    ParseResult<AmdGpuInventory>& m_result;
    LineWarnings<AmdGpuInventory> m_warnings;
    Device m_device = Device::None;
    int m_deviceIndent = 0;
    int m_gpuLine = 0;
    QList<Open> m_sections;
};

} // namespace

ParseResult<AmdGpuInventory> parseAmdSmiStaticBus(QByteArrayView data)
{
    return LineReading::readLines<StaticReader, AmdGpuInventory>(data, Tr::tr("expected the output of amd-smi static"));
}

int sniffAmdSmiStaticBus(QByteArrayView data)
{
    int gpus = 0;
    int sections = 0;
    int fields = 0;
    LineReading::forEachHeadLine(data, [&](QByteArrayView text) {
        if (Text::startsWith(text, "GPU: ") && LineReading::isDecimal(Text::trimmed(text.sliced(5))))
            ++gpus;
        else if (text == "ASIC:" || text == "BUS:" || text == "BOARD:")
            ++sections;
        else if (Text::startsWith(text, "MARKET_NAME:") || Text::startsWith(text, "ASIC_SERIAL:")
            || Text::startsWith(text, "MAX_PCIE_WIDTH:") || Text::startsWith(text, "MAX_PCIE_SPEED:"))
            ++fields;
    });
    if (gpus == 0 || sections == 0)
        return 0;
    return Text::sniffConfidence(gpus + sections + fields);
}

} // namespace Topo
