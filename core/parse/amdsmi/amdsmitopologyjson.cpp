// SPDX-License-Identifier: GPL-3.0-or-later
// amd-smi topology --json. Two shapes, by release (amd_smi_lib's CHANGELOG, ROCm 6.1.1):
//   6.1.0:  [{"gpu": 0, "link_accessibility": {"gpu_0": "ENABLED", …}, "weight": {…}, "hops": …}]
//   6.1.1+: [{"gpu": 0, "bdf": "…", "links": [{"gpu": 1, "bdf": "…", "weight": 15,
//            "link_status": "ENABLED", "link_type": "XGMI", "num_hops": 1, "bandwidth": "…",
//            "coherent", "atomics", "dma", "bi_dir"}]}]
// Only the keys the selected options ask for are present (-a -t gives link_status and link_type).
#include "parse/amdsmi/amdsmi.h"
#include "parse/amdsmi/amdsmijson.h"
#include "parse/amdsmi/amdsmilinkfields.h"
#include "parse/linereading.h"

#include "util/tr.h"
#include "util/text.h"

#include <QSet>

namespace Topo {

namespace {

using nlohmann::json;

class JsonTopologyReader
{
public:
    explicit JsonTopologyReader(ParseResult<AmdTopology>& result)
        : m_result(result)
    {
    }

    void read(const AmdSmi::JsonDocument& document)
    {
        const json* list = &document.root;
        if (list->is_object()) {
            // A wrapper object around the list ({"gpu_data": [...]} in some amd-smi commands):
            // its first list member is the one.
            const auto member = std::find_if(list->begin(), list->end(), [](const json& v) { return v.is_array(); });
            if (member == list->end()) {
                m_result.error(document.firstLine, Tr::tr("Expected a list of GPUs (amd-smi topology --json)."));
                return;
            }
            m_result.info(document.firstLine, Tr::tr("The GPUs are read from \"%1\".").arg(QString::fromStdString(member.key())));
            list = &*member;
        } else if (!list->is_array()) {
            m_result.error(document.firstLine, Tr::tr("Expected a list of GPUs (amd-smi topology --json)."));
            return;
        }
        int position = 0;
        for (const json& element : *list) {
            // A wrapper's elements are one level deeper than the ones counted; they share its line.
            const int line = list == &document.root && position < document.elementLines.size()
                ? document.elementLines[position]
                : document.firstLine;
            ++position;
            if (m_full)
                return;
            gpu(element, line);
        }
        if (m_result.value.isEmpty() && !m_result.hasErrors())
            m_result.error(document.firstLine, Tr::tr("The list names no GPU (amd-smi topology --json)."));
    }

private:
    /// The position of GPU `index`, with its address where given; -1 (said once) past the cap.
    int gpuAt(qint64 index, const json& entry, int line)
    {
        AmdTopology& topology = m_result.value;
        int at = topology.positionOf(int(index));
        if (at < 0) {
            if (topology.size() >= AmdSmi::maxGpus) {
                m_result.error(line, Tr::tr("More than %1 GPUs; the rest of the input is not read.").arg(AmdSmi::maxGpus));
                m_full = true;
                return -1;
            }
            at = topology.ensureGpu(int(index), line);
        }
        if (const auto bdfText = entry.find("bdf"); bdfText != entry.end() && !topology.gpus[at].bdf) {
            const QString text = AmdSmi::valueText(*bdfText);
            if (const auto bdf = Bdf::parse(text))
                topology.gpus[at].bdf = bdf;
            else if (!text.isEmpty())
                m_result.warn(line, Tr::tr("GPU %1: \"%2\" is not a PCI address.").arg(index).arg(Text::excerpt(text.toUtf8())));
        }
        return at;
    }

    /// The entry's "gpu" number, or nullopt after warning with `withoutNumber` (a whole sentence,
    /// so that each language can word it).
    std::optional<qint64> indexOf(const json& entry, int line, const QString& withoutNumber)
    {
        const auto gpu = entry.find("gpu");
        const std::optional<qint64> index = gpu == entry.end() ? std::nullopt : AmdSmi::valueInteger(*gpu);
        if (!index || *index < 0 || *index > 0xffff) {
            m_result.warn(line, withoutNumber);
            return std::nullopt;
        }
        return index;
    }

    void gpu(const json& element, int line)
    {
        if (!element.is_object()) {
            m_result.warn(line, Tr::tr("Expected one object per GPU; skipped."));
            return;
        }
        const auto index = indexOf(element, line, Tr::tr("A GPU entry without a GPU number (\"gpu\"); skipped."));
        if (!index)
            return;
        const int from = gpuAt(*index, element, line);
        if (from < 0)
            return;
        // Its own entry is where a GPU is named, even when an earlier GPU's links named it first.
        m_result.value.gpus[from].line = line;
        for (auto it = element.begin(); it != element.end(); ++it) {
            const QByteArrayView key(it.key());
            if (key == "gpu" || key == "bdf")
                continue;
            if (key == "links") {
                links(from, *it, line);
            } else if (const AmdSmi::LinkField* field = AmdSmi::tableKey(key); field && it->is_object()) {
                table(from, *field, *it, line);
            } else {
                skipped(QString::fromStdString(it.key()), line);
            }
        }
    }

    void links(int from, const json& list, int line)
    {
        if (!list.is_array()) {
            m_result.warn(line, Tr::tr("\"links\" is not a list; skipped."));
            return;
        }
        for (const json& link : list) {
            if (m_full)
                return;
            if (!link.is_object()) {
                m_result.warn(line, Tr::tr("A link that is not an object; skipped."));
                continue;
            }
            const auto peer = indexOf(link, line, Tr::tr("A link without a GPU number (\"gpu\"); skipped."));
            if (!peer)
                continue;
            const int to = gpuAt(*peer, link, line);
            if (to < 0)
                return;
            for (auto it = link.begin(); it != link.end(); ++it) {
                const QByteArrayView key(it.key());
                if (key == "gpu" || key == "bdf")
                    continue;
                if (const AmdSmi::LinkField* field = AmdSmi::linkKey(key))
                    field->set(m_result.value.linkAt(from, to), AmdSmi::valueText(*it));
                else
                    skipped(QString::fromStdString(it.key()), line);
            }
        }
    }

    /// {"gpu_0": "ENABLED", "gpu_1": "DISABLED"}: the peers by their GPU number.
    void table(int from, const AmdSmi::LinkField& field, const json& cells, int line)
    {
        for (auto it = cells.begin(); it != cells.end(); ++it) {
            const QByteArrayView key(it.key());
            int peer = -1;
            if (!key.startsWith("gpu_") || !LineReading::toDecimal(key.sliced(4), &peer) || peer > 0xffff) {
                m_result.warn(line, Tr::tr("\"%1\" in \"%2\" names no GPU; skipped.")
                                        .arg(QString::fromStdString(it.key()), QString::fromLatin1(field.name)));
                continue;
            }
            const int to = gpuAt(peer, json::object(), line);
            if (to < 0)
                return;
            field.set(m_result.value.linkAt(from, to), AmdSmi::valueText(*it));
        }
    }

    void skipped(const QString& key, int line)
    {
        if (m_skipped.contains(key))
            return;
        m_skipped.insert(key);
        m_result.info(line, Tr::tr("\"%1\" is not read by TopoLens.").arg(Text::excerpt(key.toUtf8())));
    }

    ParseResult<AmdTopology>& m_result;
    QSet<QString> m_skipped;
    bool m_full = false;
};

} // namespace

ParseResult<AmdTopology> parseAmdSmiTopologyJson(QByteArrayView data)
{
    ParseResult<AmdTopology> result;
    const QString expected = Tr::tr("expected the output of amd-smi topology --json");
    if (LineReading::rejectUnreadable(data, result, expected))
        return result;
    const auto document = AmdSmi::readJsonDocument(data, result.diagnostics,
        Tr::tr("No JSON document found: %1.").arg(expected));
    if (!document)
        return result;
    JsonTopologyReader(result).read(*document);
    return result;
}

int sniffAmdSmiTopologyJson(QByteArrayView data)
{
    const QByteArrayView head = AmdSmi::jsonHead(data);
    if (head.isEmpty() || !head.contains("\"gpu\""))
        return 0;
    int score = 0;
    score += head.contains("\"links\"") && head.contains("\"bdf\"") ? 50 : 0;
    score += head.contains("\"link_accessibility\"") || head.contains("\"numa_bandwidth\"") ? 50 : 0;
    score += head.contains("\"link_type\"") ? 25 : 0;
    score += head.contains("\"num_hops\"") || head.contains("\"link_status\"") || head.contains("\"hops\"") ? 20 : 0;
    return score >= 70 ? std::min(score, 95) : 0;
}

} // namespace Topo
