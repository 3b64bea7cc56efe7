// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/peerpairsmodel.h"

#include "analyze/pcipath.h"
#include "layout/graphbuilder.h"
#include "topology/detailspanel.h"
#include "topology/scenetheme.h"
#include "widgets/inerttooltip.h"

#include <QLocale>

namespace Topo::Ui {

// The texts are the details panel's and keep its translation context (DetailsPanel::tr), so
// that the rows read as they did when the panel wrote them itself.

QString pcieLinkText(const PcieLink& link)
{
    if (!link.isKnown())
        return QStringLiteral("\u2014");
    const QString status = Layout::linkStateText(link.status);
    const QString capability = Layout::linkStateText(link.capability);
    if (status.isEmpty() || status == capability)
        return capability.isEmpty() ? status : capability;
    return DetailsPanel::tr("%1 (can %2)").arg(status, capability);
}

PeerPairsModel::PeerPairsModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_warning(SceneTheme::light().warning)
{
}

PeerPairsModel::~PeerPairsModel() = default;

void PeerPairsModel::setGpu(const Machine& machine, int gpuIndex)
{
    beginResetModel();
    m_machine = machine;
    m_gpu = gpuIndex;
    m_peers.clear();
    const Gpu* gpu = m_machine.gpu(gpuIndex);
    if (gpu && gpu->bdf) {
        for (const Gpu& peer : std::as_const(m_machine.gpus)) {
            if (peer.index != gpuIndex && peer.bdf)
                m_peers.append(peer.index);
        }
    }
    m_rows = QList<std::optional<Row>>(m_peers.size());
    m_computedRows = 0;
    endResetModel();
}

void PeerPairsModel::clear()
{
    beginResetModel();
    m_machine = {};
    m_gpu = -1;
    m_peers.clear();
    m_rows.clear();
    m_computedRows = 0;
    endResetModel();
}

void PeerPairsModel::setWarningColor(const QColor& color)
{
    if (color == m_warning)
        return;
    m_warning = color;
    if (!m_peers.isEmpty())
        Q_EMIT dataChanged(index(0, Why), index(rowCount() - 1, SlowestLink), { Qt::ForegroundRole });
}

int PeerPairsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_peers.size());
}

int PeerPairsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int PeerPairsModel::peerAt(int row) const
{
    return m_peers.value(row, -1);
}

PeerPairsModel::Row PeerPairsModel::computeRow(int peer) const
{
    const Gpu& gpu = *m_machine.gpu(m_gpu);
    const Gpu& other = *m_machine.gpu(peer);
    const DevicePath path = pathBetween(m_machine, *gpu.bdf, *other.bdf);
    Row r;
    r.linkClass = gpuPairClass(m_machine, m_gpu, peer);
    r.p2p = m_machine.p2pStatus(m_gpu, peer);
    r.why = path.explanation;
    r.whyToolTip = path.explanation;
    r.slowest = QStringLiteral("\u2014");
    if (r.linkClass.linkClass == LinkClass::NVLink) {
        r.why = DetailsPanel::tr("%n bonded NVLink(s)", "", r.linkClass.nvlinks);
        r.whyToolTip = r.why;
        // Peer traffic takes the NVLinks; the PCIe path below is not on its way.
        r.slowest = DetailsPanel::tr("NVLink (the PCIe path is not used)");
        return r;
    }
    if (r.linkClass.linkClass == LinkClass::Xgmi) {
        r.why = DetailsPanel::tr("XGMI (AMD Infinity Fabric), as rocm-smi or amd-smi says; the PCI tree says %1")
                    .arg(linkClassName(path.linkClass));
        r.whyToolTip = r.why + u'\n' + path.explanation;
        r.slowest = DetailsPanel::tr("XGMI (the PCIe path is not used)");
        return r;
    }
    if (const AmdGpuLink* amd = m_machine.amdLink(m_gpu, peer)) {
        // AMD's own word on a PCIe pair ("PCIE 2 hops", its weight) first, then the tree's path.
        const QString vendor = amd->weight.isEmpty()
            ? DetailsPanel::tr("AMD's tools: %1").arg(amd->vendorText())
            : DetailsPanel::tr("AMD's tools: %1, weight %2").arg(amd->vendorText(), amd->weight);
        r.why = vendor + u" \u2014 " + path.explanation;
        r.whyToolTip = vendor + u'\n' + path.explanation;
    }
    if (path.linkClass != LinkClass::Unknown && path.linkClass != r.linkClass.linkClass) {
        const QString contradiction
            = DetailsPanel::tr("the PCI tree says %1, nvidia-smi says %2").arg(linkClassName(path.linkClass), r.linkClass.toString());
        // First, so that a narrow column still shows it.
        r.why = contradiction + u" \u2014 " + path.explanation;
        r.whyToolTip = path.explanation + u'\n' + contradiction;
        r.contradicted = true;
    }
    if (path.bottleneckHop >= 0) {
        const PathHop& hop = path.hops[path.bottleneckHop];
        r.slowest = QStringLiteral("%1 \u00b7 %2 GB/s \u00b7 %3")
                        .arg(pcieLinkText(hop.upstreamLink), QLocale().toString(path.bottleneckGBps, 'f', 1), hop.label);
        r.slowestBelowCapability = hop.upstreamLink.trainedBelowCapability();
    }
    return r;
}

const PeerPairsModel::Row& PeerPairsModel::row(int index) const
{
    std::optional<Row>& slot = m_rows[index];
    if (!slot) {
        slot = computeRow(m_peers[index]);
        ++m_computedRows;
    }
    return *slot;
}

QVariant PeerPairsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_peers.size())
        return {};
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return int(column == Class || column == P2p ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter);
    if (column == Peer) {
        // Needs no path: the peer's name and address are at hand.
        const Gpu* peer = m_machine.gpu(m_peers[index.row()]);
        if (role == Qt::DisplayRole)
            return QStringLiteral("GPU%1").arg(peer->index);
        if (role == Qt::ToolTipRole) {
            const PciDevice* device = m_machine.deviceOf(*peer);
            const QString name = peer->name.isEmpty() && device ? device->displayName() : peer->name;
            return inertToolTip(peer->bdf->toString() + u" \u00b7 " + name);
        }
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::BackgroundRole && role != Qt::ForegroundRole)
        return {};
    const Row& r = row(index.row());
    switch (column) {
    case Class: {
        const QColor background = linkClassColor(r.linkClass.linkClass);
        switch (role) {
        case Qt::DisplayRole:
            return r.linkClass.toString();
        case Qt::ToolTipRole:
            return linkClassDescription(r.linkClass.linkClass);
        case Qt::BackgroundRole:
            return background;
        case Qt::ForegroundRole:
            return textColorOn(background);
        }
        return {};
    }
    case P2p: {
        if (!r.p2p)
            return role == Qt::DisplayRole ? QVariant(QStringLiteral("\u2014")) : QVariant();
        const QColor background = p2pStatusColor(*r.p2p);
        switch (role) {
        case Qt::DisplayRole:
            return p2pStatusCode(*r.p2p);
        case Qt::ToolTipRole:
            return p2pStatusDescription(*r.p2p);
        case Qt::BackgroundRole:
            return background;
        case Qt::ForegroundRole:
            return textColorOn(background);
        }
        return {};
    }
    case Why:
        if (role == Qt::DisplayRole)
            return r.why;
        if (role == Qt::ToolTipRole)
            return inertToolTip(r.whyToolTip);
        if (role == Qt::ForegroundRole && r.contradicted)
            return m_warning;
        return {};
    case SlowestLink:
        if (role == Qt::DisplayRole)
            return r.slowest;
        if (role == Qt::ToolTipRole)
            return inertToolTip(r.slowest);
        if (role == Qt::ForegroundRole && r.slowestBelowCapability)
            return m_warning;
        return {};
    }
    return {};
}

QVariant PeerPairsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return int(section == Class || section == P2p ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter);
    if (role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    static const char* const titles[ColumnCount] = {
        QT_TRANSLATE_NOOP("Topo::Ui::DetailsPanel", "Peer"),
        QT_TRANSLATE_NOOP("Topo::Ui::DetailsPanel", "Class"),
        QT_TRANSLATE_NOOP("Topo::Ui::DetailsPanel", "P2P"),
        QT_TRANSLATE_NOOP("Topo::Ui::DetailsPanel", "Why"),
        QT_TRANSLATE_NOOP("Topo::Ui::DetailsPanel", "Slowest link"),
    };
    return DetailsPanel::tr(titles[section]);
}

} // namespace Topo::Ui
