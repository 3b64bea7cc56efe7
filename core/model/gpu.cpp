// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/gpu.h"

#include "util/tr.h"

namespace Topo {

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
    if (text == u"X")
        cell.linkClass = LinkClass::Self;
    else if (text == u"PIX")
        cell.linkClass = LinkClass::PIX;
    else if (text == u"PXB")
        cell.linkClass = LinkClass::PXB;
    else if (text == u"PHB")
        cell.linkClass = LinkClass::PHB;
    else if (text == u"NODE")
        cell.linkClass = LinkClass::Node;
    else if (text == u"SYS" || text == u"SOC")
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
    switch (linkClass) {
    case LinkClass::Self:
        return QStringLiteral("X");
    case LinkClass::NVLink:
        return QStringLiteral("NV#");
    case LinkClass::PIX:
        return QStringLiteral("PIX");
    case LinkClass::PXB:
        return QStringLiteral("PXB");
    case LinkClass::PHB:
        return QStringLiteral("PHB");
    case LinkClass::Node:
        return QStringLiteral("NODE");
    case LinkClass::Sys:
        return QStringLiteral("SYS");
    case LinkClass::Unknown:
        return QStringLiteral("?");
    }
    return {};
}

QString linkClassDescription(LinkClass linkClass)
{
    switch (linkClass) {
    case LinkClass::Self:
        return Tr::tr("Self");
    case LinkClass::NVLink:
        return Tr::tr("Connection traversing a bonded set of NVLinks");
    case LinkClass::PIX:
        return Tr::tr("Connection traversing at most a single PCIe bridge");
    case LinkClass::PXB:
        return Tr::tr("Connection traversing multiple PCIe bridges (without traversing the PCIe Host Bridge)");
    case LinkClass::PHB:
        return Tr::tr("Connection traversing PCIe as well as a PCIe Host Bridge (typically the CPU)");
    case LinkClass::Node:
        return Tr::tr("Connection traversing PCIe as well as the interconnect between PCIe Host Bridges "
                      "within a NUMA node");
    case LinkClass::Sys:
        return Tr::tr("Connection traversing PCIe as well as the SMP interconnect between NUMA nodes");
    case LinkClass::Unknown:
        return Tr::tr("Unknown connection");
    }
    return {};
}

QString p2pStatusCode(P2pStatus status)
{
    switch (status) {
    case P2pStatus::Self:
        return QStringLiteral("X");
    case P2pStatus::Ok:
        return QStringLiteral("OK");
    case P2pStatus::NotSupported:
        return QStringLiteral("NS");
    case P2pStatus::ChipsetNotSupported:
        return QStringLiteral("CNS");
    case P2pStatus::GpuNotSupported:
        return QStringLiteral("GNS");
    case P2pStatus::TopologyNotSupported:
        return QStringLiteral("TNS");
    case P2pStatus::DisabledByRegkey:
        return QStringLiteral("DR");
    case P2pStatus::Unknown:
        return QStringLiteral("U");
    }
    return {};
}

P2pStatus p2pStatusFromCode(QStringView code)
{
    code = code.trimmed();
    if (code == u"X")
        return P2pStatus::Self;
    if (code == u"OK")
        return P2pStatus::Ok;
    if (code == u"NS")
        return P2pStatus::NotSupported;
    if (code == u"CNS")
        return P2pStatus::ChipsetNotSupported;
    if (code == u"GNS")
        return P2pStatus::GpuNotSupported;
    if (code == u"TNS")
        return P2pStatus::TopologyNotSupported;
    if (code == u"DR")
        return P2pStatus::DisabledByRegkey;
    return P2pStatus::Unknown;
}

QString p2pStatusDescription(P2pStatus status)
{
    switch (status) {
    case P2pStatus::Self:
        return Tr::tr("Self");
    case P2pStatus::Ok:
        return Tr::tr("Status Ok");
    case P2pStatus::NotSupported:
        return Tr::tr("Not supported");
    case P2pStatus::ChipsetNotSupported:
        return Tr::tr("Chipset not supported");
    case P2pStatus::GpuNotSupported:
        return Tr::tr("GPU not supported");
    case P2pStatus::TopologyNotSupported:
        return Tr::tr("Topology not supported");
    case P2pStatus::DisabledByRegkey:
        return Tr::tr("Disabled by regkey");
    case P2pStatus::Unknown:
        return Tr::tr("Unknown");
    }
    return {};
}

QChar p2pCapabilityLetter(P2pCapability capability)
{
    switch (capability) {
    case P2pCapability::Read:
        return u'r';
    case P2pCapability::Write:
        return u'w';
    case P2pCapability::NvLink:
        return u'n';
    case P2pCapability::Atomics:
        return u'a';
    case P2pCapability::Prop:
        return u'p';
    }
    return u'?';
}

std::optional<P2pCapability> p2pCapabilityFromLetter(QChar letter)
{
    switch (letter.unicode()) {
    case u'r':
        return P2pCapability::Read;
    case u'w':
        return P2pCapability::Write;
    case u'n':
        return P2pCapability::NvLink;
    case u'a':
        return P2pCapability::Atomics;
    case u'p':
        return P2pCapability::Prop;
    default:
        return std::nullopt;
    }
}

QString p2pCapabilityName(P2pCapability capability)
{
    switch (capability) {
    case P2pCapability::Read:
        return Tr::tr("P2P read");
    case P2pCapability::Write:
        return Tr::tr("P2P write");
    case P2pCapability::NvLink:
        return Tr::tr("P2P over NVLink");
    case P2pCapability::Atomics:
        return Tr::tr("P2P atomics");
    case P2pCapability::Prop:
        return Tr::tr("P2P prop");
    }
    return {};
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
