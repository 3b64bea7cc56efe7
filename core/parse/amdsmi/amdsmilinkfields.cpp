// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/amdsmi/amdsmilinkfields.h"

#include <iterator>

namespace Topo::AmdSmi {

namespace {

void setAccessible(AmdGpuLink& l, const QString& v) { l.accessible = v; }
void setWeight(AmdGpuLink& l, const QString& v) { l.weight = v; }
void setHops(AmdGpuLink& l, const QString& v) { l.hops = v; }
void setLinkType(AmdGpuLink& l, const QString& v) { l.linkType = v; }
void setBandwidth(AmdGpuLink& l, const QString& v) { l.bandwidth = v; }
void setCoherent(AmdGpuLink& l, const QString& v) { l.cacheCoherent = v; }
void setDma(AmdGpuLink& l, const QString& v) { l.dma = v; }
void setBidirectional(AmdGpuLink& l, const QString& v) { l.bidirectional = v; }

// amd-smi prints one ATOMICS cell for both widths: "64,32", "64", "32" or "N/A" (and "SELF").
// The model keeps a field per width, in the T/F words of the DMA and BI-DIRECTIONAL tables; a
// cell that names no width ("N/A", "SELF") goes into both as printed.
void setAtomics(AmdGpuLink& l, const QString& v)
{
    const QStringList widths = v.split(u',', Qt::SkipEmptyParts);
    const bool has32 = widths.contains(QStringLiteral("32"));
    const bool has64 = widths.contains(QStringLiteral("64"));
    if (!has32 && !has64) {
        l.atomics32 = v;
        l.atomics64 = v;
        return;
    }
    l.atomics32 = has32 ? QStringLiteral("T") : QStringLiteral("F");
    l.atomics64 = has64 ? QStringLiteral("T") : QStringLiteral("F");
}

const LinkField textTables[] = {
    { "ACCESS", setAccessible },
    { "WEIGHT", setWeight },
    { "HOPS", setHops },
    { "LINK TYPE", setLinkType },
    { "NUMA BW", setBandwidth },
    { "CACHE COHERANCY", setCoherent }, // amd-smi's own spelling
    { "CACHE COHERENCY", setCoherent },
    { "CACHE COHERANCE", setCoherent },
    { "CACHE COHERENCE", setCoherent },
    { "ATOMICS", setAtomics },
    { "DMA", setDma },
    { "BI-DIRECTIONAL", setBidirectional },
};

const LinkField linkKeys[] = {
    { "link_status", setAccessible },
    { "weight", setWeight },
    { "num_hops", setHops },
    { "link_type", setLinkType },
    { "bandwidth", setBandwidth },
    { "coherent", setCoherent },
    { "atomics", setAtomics },
    { "dma", setDma },
    { "bi_dir", setBidirectional },
};

const LinkField tableKeys[] = {
    { "link_accessibility", setAccessible },
    { "weight", setWeight },
    { "hops", setHops },
    { "link_type", setLinkType },
    { "numa_bandwidth", setBandwidth },
    { "coherent", setCoherent },
    { "atomics", setAtomics },
    { "dma", setDma },
    { "bi_dir", setBidirectional },
};

template<std::size_t N>
const LinkField* find(const LinkField (&fields)[N], QByteArrayView name)
{
    for (const LinkField& f : fields) {
        if (name == QByteArrayView(f.name))
            return &f;
    }
    return nullptr;
}

} // namespace

const LinkField* textTable(QByteArrayView title) { return find(textTables, title); }
const LinkField* linkKey(QByteArrayView key) { return find(linkKeys, key); }
const LinkField* tableKey(QByteArrayView key) { return find(tableKeys, key); }

} // namespace Topo::AmdSmi
