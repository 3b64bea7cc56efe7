// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/amdtopology.h"

#include "util/fillin.h"
#include "util/nametable.h"
#include "util/tr.h"

namespace Topo {

namespace {

constexpr NamedValue<AmdLinkType> amdLinkTypeRows[] = {
    { AmdLinkType::Self, u"X" },
    { AmdLinkType::Xgmi, u"XGMI" },
    { AmdLinkType::Pcie, u"PCIE" },
    { AmdLinkType::Unknown, u"?" },
};

std::optional<int> numberIn(const QString& text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

} // namespace

AmdLinkType amdLinkTypeFromText(QStringView text)
{
    const QStringView t = text.trimmed();
    if (t.compare(u"XGMI", Qt::CaseInsensitive) == 0)
        return AmdLinkType::Xgmi;
    if (t.compare(u"PCIE", Qt::CaseInsensitive) == 0 || t.compare(u"PCI", Qt::CaseInsensitive) == 0)
        return AmdLinkType::Pcie;
    if (t == u"X" || t == u"0" || t.compare(u"SELF", Qt::CaseInsensitive) == 0)
        return AmdLinkType::Self;
    return AmdLinkType::Unknown;
}

QString amdLinkTypeName(AmdLinkType type)
{
    return nameOf(amdLinkTypeRows, type);
}

std::optional<int> AmdGpuLink::hopCount() const
{
    return numberIn(hops);
}

std::optional<int> AmdGpuLink::weightValue() const
{
    return numberIn(weight);
}

QString AmdGpuLink::vendorText() const
{
    const AmdLinkType t = type();
    if (t == AmdLinkType::Unknown)
        return linkType;
    const QString name = amdLinkTypeName(t);
    const std::optional<int> count = hopCount();
    // The words of AMD's tables ("PCIE", "2 hops"), not TopoLens's: a label, never translated.
    if (t == AmdLinkType::Pcie && count && *count > 1)
        return QStringLiteral("%1 %2 hops").arg(name).arg(*count);
    return name;
}

bool AmdGpuLink::isEmpty() const
{
    return *this == AmdGpuLink();
}

int AmdTopology::positionOf(int index) const
{
    for (int i = 0; i < gpus.size(); ++i) {
        if (gpus[i].index == index)
            return i;
    }
    return -1;
}

int AmdTopology::positionOf(const Bdf& bdf) const
{
    for (int i = 0; i < gpus.size(); ++i) {
        if (gpus[i].bdf && *gpus[i].bdf == bdf)
            return i;
    }
    return -1;
}

const AmdGpuLink* AmdTopology::link(int indexA, int indexB) const
{
    const int a = positionOf(indexA);
    const int b = positionOf(indexB);
    if (a < 0 || b < 0 || a >= links.size() || b >= links[a].size())
        return nullptr;
    return &links[a][b];
}

int AmdTopology::ensureGpu(int index, int line)
{
    const int existing = positionOf(index);
    if (existing >= 0)
        return existing;
    AmdTopologyGpu gpu;
    gpu.index = index;
    gpu.line = line;
    gpus.append(gpu);
    for (auto& row : links)
        row.append(AmdGpuLink());
    links.append(QList<AmdGpuLink>(gpus.size()));
    return int(gpus.size()) - 1;
}

AmdGpuLink& AmdTopology::linkAt(int positionA, int positionB)
{
    return links[positionA][positionB];
}

void AmdTopology::mergeFrom(const AmdTopology& other)
{
    QList<int> mapped(other.gpus.size(), -1);
    for (int i = 0; i < other.gpus.size(); ++i) {
        const AmdTopologyGpu& g = other.gpus[i];
        int at = g.bdf ? positionOf(*g.bdf) : -1;
        if (at < 0)
            at = ensureGpu(g.index, g.line);
        AmdTopologyGpu& into = gpus[at];
        fillIn(into.bdf, g.bdf);
        fillIn(into.numaNode, g.numaNode);
        fillIn(into.numaAffinity, g.numaAffinity);
        mapped[i] = at;
    }
    for (int a = 0; a < other.links.size(); ++a) {
        for (int b = 0; b < other.links[a].size(); ++b) {
            const AmdGpuLink& from = other.links[a][b];
            AmdGpuLink& into = linkAt(mapped[a], mapped[b]);
            fillIn(into.linkType, from.linkType);
            fillIn(into.hops, from.hops);
            fillIn(into.weight, from.weight);
            fillIn(into.bandwidth, from.bandwidth);
            fillIn(into.accessible, from.accessible);
            fillIn(into.cacheCoherent, from.cacheCoherent);
            fillIn(into.atomics32, from.atomics32);
            fillIn(into.atomics64, from.atomics64);
            fillIn(into.dma, from.dma);
            fillIn(into.bidirectional, from.bidirectional);
        }
    }
}

} // namespace Topo
