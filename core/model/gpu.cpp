// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/gpu.h"

#include "util/nametable.h"
#include "util/tr.h"

namespace Topo {

namespace {

// The names are nvidia-smi's (topo -m and topo -p2p legends); the titles are its legends' text.
constexpr NamedTitledValue<LinkClass> linkClassRows[] = {
    { LinkClass::Self, u"X", QT_TRANSLATE_NOOP("TopoLens", "Self") },
    { LinkClass::NVLink, u"NV#", QT_TRANSLATE_NOOP("TopoLens", "Connection traversing a bonded set of NVLinks") },
    { LinkClass::Xgmi, u"XGMI", QT_TRANSLATE_NOOP("TopoLens", "Connection traversing AMD Infinity Fabric (XGMI) links between GPUs") },
    { LinkClass::PIX, u"PIX", QT_TRANSLATE_NOOP("TopoLens", "Connection traversing at most a single PCIe bridge") },
    { LinkClass::PXB, u"PXB",
        QT_TRANSLATE_NOOP("TopoLens",
            "Connection traversing multiple PCIe bridges (without traversing the PCIe Host Bridge)") },
    { LinkClass::PHB, u"PHB",
        QT_TRANSLATE_NOOP("TopoLens", "Connection traversing PCIe as well as a PCIe Host Bridge (typically the CPU)") },
    { LinkClass::Node, u"NODE",
        QT_TRANSLATE_NOOP("TopoLens",
            "Connection traversing PCIe as well as the interconnect between PCIe Host Bridges "
            "within a NUMA node") },
    { LinkClass::Sys, u"SYS",
        QT_TRANSLATE_NOOP("TopoLens",
            "Connection traversing PCIe as well as the SMP interconnect between NUMA nodes") },
    { LinkClass::Unknown, u"?", QT_TRANSLATE_NOOP("TopoLens", "Unknown connection") },
};

constexpr NamedTitledValue<P2pStatus> p2pStatusRows[] = {
    { P2pStatus::Self, u"X", QT_TRANSLATE_NOOP("TopoLens", "Self") },
    { P2pStatus::Ok, u"OK", QT_TRANSLATE_NOOP("TopoLens", "Status Ok") },
    { P2pStatus::NotSupported, u"NS", QT_TRANSLATE_NOOP("TopoLens", "Not supported") },
    { P2pStatus::ChipsetNotSupported, u"CNS", QT_TRANSLATE_NOOP("TopoLens", "Chipset not supported") },
    { P2pStatus::GpuNotSupported, u"GNS", QT_TRANSLATE_NOOP("TopoLens", "GPU not supported") },
    { P2pStatus::TopologyNotSupported, u"TNS", QT_TRANSLATE_NOOP("TopoLens", "Topology not supported") },
    { P2pStatus::DisabledByRegkey, u"DR", QT_TRANSLATE_NOOP("TopoLens", "Disabled by regkey") },
    { P2pStatus::Unknown, u"U", QT_TRANSLATE_NOOP("TopoLens", "Unknown") },
};

// The names are the letters of nvidia-smi's topo -p2p flags (r, w, n, a, p).
constexpr NamedTitledValue<P2pCapability> p2pCapabilityRows[] = {
    { P2pCapability::Read, u"r", QT_TRANSLATE_NOOP("TopoLens", "P2P read") },
    { P2pCapability::Write, u"w", QT_TRANSLATE_NOOP("TopoLens", "P2P write") },
    { P2pCapability::NvLink, u"n", QT_TRANSLATE_NOOP("TopoLens", "P2P over NVLink") },
    { P2pCapability::Atomics, u"a", QT_TRANSLATE_NOOP("TopoLens", "P2P atomics") },
    { P2pCapability::Prop, u"p", QT_TRANSLATE_NOOP("TopoLens", "P2P prop") },
};

} // namespace

QString LinkClassCell::toString() const
{
    if (linkClass == LinkClass::NVLink)
        return u"NV" + QString::number(nvlinks);
    return linkClassName(linkClass);
}

LinkClassCell LinkClassCell::parse(QStringView text)
{
    text = text.trimmed();
    LinkClassCell cell;
    // "NV#" is the legend's placeholder, not a cell: a cell names its count of NVLinks.
    if (const auto named = valueNamed(linkClassRows, text); named && *named != LinkClass::NVLink)
        cell.linkClass = *named;
    else if (text == u"SOC")
        cell.linkClass = LinkClass::Sys;
    else if (text.startsWith(u"NV") && text.size() > 2) {
        bool ok = false;
        const int n = text.mid(2).toInt(&ok);
        if (ok && n > 0 && n < 1000) {
            cell.linkClass = LinkClass::NVLink;
            cell.nvlinks = n;
        }
    }
    return cell;
}

QString linkClassName(LinkClass linkClass)
{
    return nameOf(linkClassRows, linkClass);
}

QString linkClassDescription(LinkClass linkClass)
{
    return Tr::tr(titleOf(linkClassRows, linkClass));
}

QString p2pStatusCode(P2pStatus status)
{
    return nameOf(p2pStatusRows, status);
}

P2pStatus p2pStatusFromCode(QStringView code)
{
    return valueNamed(p2pStatusRows, code.trimmed()).value_or(P2pStatus::Unknown);
}

QString p2pStatusDescription(P2pStatus status)
{
    return Tr::tr(titleOf(p2pStatusRows, status));
}

QChar p2pCapabilityLetter(P2pCapability capability)
{
    const QString letter = nameOf(p2pCapabilityRows, capability);
    return letter.isEmpty() ? QChar(u'?') : letter.front();
}

std::optional<P2pCapability> p2pCapabilityFromLetter(QChar letter)
{
    return valueNamed(p2pCapabilityRows, QStringView(&letter, 1));
}

QString p2pCapabilityName(P2pCapability capability)
{
    return Tr::tr(titleOf(p2pCapabilityRows, capability));
}

QString PrintedMatrix::cell(int row, int column) const
{
    if (row < 0 || row >= cells.size() || column < 0 || column >= cells[row].size())
        return {};
    return cells[row][column];
}

LinkClassCell TopoMatrix::linkClass(int row, int column) const
{
    return LinkClassCell::parse(matrix.cell(row, column));
}

QList<int> TopoMatrix::gpuIndices() const
{
    QList<int> out;
    for (int i = 0; i < matrix.size(); ++i) {
        if (matrix.labels[i].startsWith(u"GPU"))
            out.append(i);
    }
    return out;
}

QString TopoMatrix::nicDeviceName(const QString& label) const
{
    for (const auto& [nic, device] : nicLegend) {
        if (nic == label)
            return device;
    }
    return label;
}

P2pStatus P2pMatrix::status(int row, int column) const
{
    return p2pStatusFromCode(matrix.cell(row, column));
}

} // namespace Topo
