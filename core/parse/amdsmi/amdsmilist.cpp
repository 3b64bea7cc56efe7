// SPDX-License-Identifier: GPL-3.0-or-later
// amd-smi list: one record per GPU,
//   GPU: 0
//       BDF: 0000:23:00.0
//       UUID: …
//       KFD_ID: 45412
//       NODE_ID: 1
//       PARTITION_ID: 0
// (ROCm 6.3 on; before, BDF and UUID only). `list -e` adds HIP and DRM ids, which are passed over.
#include "parse/amdsmi/amdsmi.h"
#include "parse/amdsmi/amdsmicommon.h"
#include "parse/linereading.h"

#include "util/tr.h"
#include "util/text.h"

#include <QSet>

namespace Topo {

namespace {

using AmdSmi::RecordLine;
using LineReading::LineWarnings;

// The KFD's ids: read so a damaged record is noticed; the model has no field for them yet.
constexpr QByteArrayView kfdKeys[] = { "KFD_ID", "NODE_ID", "PARTITION_ID" };

class ListReader
{
public:
    explicit ListReader(ParseResult<AmdGpuInventory>& result)
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
            m_result.error(0, Tr::tr("No GPU found (expected \"GPU: 0\" records with BDF and UUID, as amd-smi list prints)."));
    }

private:
    void record(const RecordLine& line)
    {
        int index = 0;
        if (AmdSmi::isDeviceHeader(line, "GPU", &index)) {
            closeGpu();
            // A set, not a scan of the GPUs so far: a long listing stays linear.
            if (m_indexes.contains(index))
                m_warnings.warn(line.number, Tr::tr("GPU %1 is listed a second time.").arg(index));
            m_indexes.insert(index);
            Gpu gpu;
            gpu.index = index;
            m_result.value.gpus.append(gpu);
            m_gpuLine = line.number;
            m_inGpu = true;
            return;
        }
        if (!m_inGpu || !line.hasColon) {
            m_warnings.warn(line.number, Tr::tr("Not part of a GPU record of amd-smi list: %1").arg(Text::excerpt(line.text)));
            return;
        }
        Gpu& gpu = m_result.value.gpus.last();
        if (line.key == "BDF") {
            if (const auto bdf = Bdf::parse(line.value))
                gpu.bdf = bdf;
            else
                m_warnings.warn(line.number, Tr::tr("\"%1\" is not a PCI address.").arg(Text::excerpt(line.value)));
        } else if (line.key == "UUID") {
            if (!Text::isNotAvailable(line.value))
                gpu.uuid = Text::cleanText(line.value);
        } else if (std::find(std::begin(kfdKeys), std::end(kfdKeys), line.key) != std::end(kfdKeys)) {
            int number = 0;
            if (!Text::isNotAvailable(line.value) && !LineReading::toDecimal(line.value, &number))
                m_warnings.warn(line.number, Tr::tr("%1 is not a number: %2").arg(QString::fromLatin1(line.key), Text::excerpt(line.value)));
        }
    }

    void closeGpu()
    {
        if (m_inGpu && !m_result.value.gpus.last().bdf)
            m_result.warn(m_gpuLine, Tr::tr("GPU %1 has no BDF.").arg(m_result.value.gpus.last().index));
        m_inGpu = false;
    }

    ParseResult<AmdGpuInventory>& m_result;
    LineWarnings<AmdGpuInventory> m_warnings;
    bool m_inGpu = false;
    int m_gpuLine = 0;
    QSet<int> m_indexes; // the GPU numbers seen so far
};

bool isListKey(QByteArrayView text)
{
    for (const char* key : { "BDF:", "UUID:", "KFD_ID:", "NODE_ID:", "PARTITION_ID:" }) {
        if (Text::startsWith(text, key))
            return true;
    }
    return false;
}

} // namespace

ParseResult<AmdGpuInventory> parseAmdSmiList(QByteArrayView data)
{
    return LineReading::readLines<ListReader, AmdGpuInventory>(data, Tr::tr("expected the output of amd-smi list"));
}

int sniffAmdSmiList(QByteArrayView data)
{
    int gpus = 0;
    int keys = 0;
    bool sections = false;
    LineReading::forEachHeadLine(data, [&](QByteArrayView text) {
        if (Text::startsWith(text, "GPU: ") && LineReading::isDecimal(Text::trimmed(text.sliced(5))))
            ++gpus;
        else if (isListKey(text))
            ++keys;
        // amd-smi static has the same GPU records, with sections ("BUS:", "ASIC:") in them.
        else if (text.size() > 1 && text.back() == ':' && text.indexOf(' ') < 0)
            sections = true;
    });
    if (gpus == 0 || keys == 0 || sections)
        return 0;
    return Text::sniffConfidence(gpus + keys);
}

} // namespace Topo
