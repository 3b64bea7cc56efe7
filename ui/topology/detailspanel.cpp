// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/detailspanel.h"

#include "analyze/paths.h"
#include "layout/graphbuilder.h"
#include "topology/scenetheme.h"

#include <QLocale>

namespace Topo::Ui {

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString linkCell(const PcieLink& link)
{
    if (!link.isKnown())
        return QStringLiteral("\u2014");
    const QString status = Layout::linkStateText(link.status);
    const QString capability = Layout::linkStateText(link.capability);
    if (status.isEmpty() || status == capability)
        return esc(capability.isEmpty() ? status : capability);
    const QString text = DetailsPanel::tr("%1 (can %2)").arg(status, capability);
    return link.trainedBelowCapability() ? QStringLiteral("<span style='color:#cf222e'>%1</span>").arg(esc(text)) : esc(text);
}

QString classChip(const LinkClassCell& cell)
{
    const QColor bg = linkClassColor(cell.linkClass);
    return QStringLiteral("<span style='background:%1;color:%2'>&nbsp;%3&nbsp;</span>")
        .arg(bg.name(), textColorOn(bg).name(), esc(cell.toString()));
}

QString p2pChip(std::optional<P2pStatus> status)
{
    if (!status)
        return QStringLiteral("\u2014");
    const QColor bg = p2pStatusColor(*status);
    return QStringLiteral("<span style='background:%1;color:%2' title='%4'>&nbsp;%3&nbsp;</span>")
        .arg(bg.name(), textColorOn(bg).name(), esc(p2pStatusCode(*status)), esc(p2pStatusDescription(*status)));
}

QString hopName(const Machine& m, const PathHop& hop)
{
    if (!hop.bdf)
        return esc(hop.label);
    const PciDevice* d = m.pci.find(*hop.bdf);
    const Gpu* g = m.gpuAt(*hop.bdf);
    QString name = g ? QStringLiteral("GPU%1 ").arg(g->index) : QString();
    name += esc(pciRoleName(d ? d->role : PciRole::Unknown)) + u' ' + esc(hop.bdf->toString());
    if (d && !g && d->role != PciRole::RootPort)
        name += QStringLiteral("<br/><small>%1</small>").arg(esc(d->displayName()));
    return name;
}

} // namespace

DetailsPanel::DetailsPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    showHint();
}

void DetailsPanel::showHint()
{
    setHtml(tr("<p style='color:gray'>Click a GPU (or use Tab and the arrow keys in a drawing) to see "
               "its path to the CPU and to every other GPU, hop by hop.</p>"));
}

void DetailsPanel::showGpu(const Machine& machine, int gpuIndex, const Machine* counterpart, const GpuMatch* match)
{
    const Gpu* gpu = machine.gpu(gpuIndex);
    if (!gpu || !gpu->bdf) {
        showHint();
        return;
    }
    const PciDevice* device = machine.deviceOf(*gpu);
    QString html;
    html += QStringLiteral("<h3>%1 GPU%2 \u00b7 %3</h3>")
                .arg(esc(machineRoleTitle(machine.role)))
                .arg(gpu->index)
                .arg(esc(gpu->bdf->toString()));
    QStringList facts;
    facts << esc(gpu->name.isEmpty() && device ? device->displayName() : gpu->name);
    if (device && device->numaNode)
        facts << tr("NUMA node %1").arg(*device->numaNode);
    if (device && device->iommuGroup)
        facts << tr("IOMMU group %1").arg(*device->iommuGroup);
    if (device && !device->driver.isEmpty())
        facts << tr("driver %1").arg(esc(device->driver));
    html += QStringLiteral("<p>%1</p>").arg(facts.join(QStringLiteral(" \u00b7 ")));
    if (counterpart && match) {
        const int other = machine.role == MachineRole::Guest ? match->hostGpu : match->guestGpu;
        html += QStringLiteral("<p>%1</p>")
                    .arg((counterpart->role == MachineRole::Guest ? tr("Same GPU as guest (virtual) GPU%1, matched by %2%3.")
                                                                  : tr("Same GPU as host (physical) GPU%1, matched by %2%3."))
                             .arg(other)
                             .arg(esc(evidenceName(match->evidence)))
                             .arg(match->isAssumed() ? QString() : QStringLiteral(" (%1)").arg(esc(match->detail))));
    }

    html += QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='3' border='0'>").arg(tr("Path to the CPU"));
    html += QStringLiteral("<tr><th align='left'>%1</th><th align='left'>%2</th></tr>").arg(tr("Hop"), tr("Link to the hop above"));
    for (const PathHop& hop : pathToCpu(machine, *gpu->bdf))
        html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(hopName(machine, hop), linkCell(hop.upstreamLink));
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='3' border='0'>").arg(tr("To every other GPU"));
    html += QStringLiteral("<tr><th align='left'>%1</th><th>%2</th><th>%3</th><th align='left'>%4</th><th align='left'>%5</th></tr>")
                .arg(tr("Peer"), tr("Class"), tr("P2P"), tr("Why"), tr("Slowest link"));
    for (const Gpu& peer : machine.gpus) {
        if (peer.index == gpu->index || !peer.bdf)
            continue;
        const DevicePath path = pathBetween(machine, *gpu->bdf, *peer.bdf);
        const LinkClassCell cls = gpuPairClass(machine, gpu->index, peer.index);
        QString why = esc(path.explanation);
        if (cls.linkClass == LinkClass::NVLink)
            why = tr("%n bonded NVLink(s)", "", cls.nvlinks);
        else if (path.linkClass != LinkClass::Unknown && path.linkClass != cls.linkClass)
            why += QStringLiteral("<br/><span style='color:#cf222e'>%1</span>")
                       .arg(esc(tr("the PCI tree says %1, nvidia-smi says %2").arg(linkClassName(path.linkClass), cls.toString())));
        QString bottleneck = QStringLiteral("\u2014");
        if (cls.linkClass == LinkClass::NVLink) {
            // Peer traffic takes the NVLinks; the PCIe path below is not on its way.
            bottleneck = tr("NVLink (the PCIe path is not used)");
        } else if (path.bottleneckHop >= 0) {
            const PathHop& hop = path.hops[path.bottleneckHop];
            bottleneck = linkCell(hop.upstreamLink) + QStringLiteral(" <small>%1 GB/s, %2</small>")
                                                          .arg(QLocale().toString(path.bottleneckGBps, 'f', 1), esc(hop.label));
        }
        html += QStringLiteral("<tr><td>GPU%1</td><td align='center'>%2</td><td align='center'>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(peer.index)
                    .arg(classChip(cls), p2pChip(machine.p2pStatus(gpu->index, peer.index)), why, bottleneck);
    }
    html += QStringLiteral("</table>");
    setHtml(html);
}

} // namespace Topo::Ui
