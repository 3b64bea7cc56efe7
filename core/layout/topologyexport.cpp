// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/topologyexport.h"

#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "layout/labelsizes.h"
#include "util/tr.h"

namespace Topo::Layout {

QString topologyPageTitle(TopologyPage page)
{
    // The export dialog's words for the views (ui/export/exportsource.cpp), in core's context.
    switch (page) {
    case TopologyPage::Host:
        return Tr::tr("Host topology");
    case TopologyPage::Guest:
        return Tr::tr("Guest topology");
    case TopologyPage::SideBySide:
        return Tr::tr("Host and guest side by side");
    }
    return {};
}

Result<QList<const Machine*>> topologyPageMachines(const SnapshotDocument& document, TopologyPage page)
{
    QList<const Machine*> machines;
    if (page != TopologyPage::Guest && document.host())
        machines.append(document.host());
    if (page != TopologyPage::Host && document.guest())
        machines.append(document.guest());
    if (!machines.isEmpty())
        return machines;
    return fail(page == TopologyPage::SideBySide ? Tr::tr("the snapshot has no machine to draw")
            : page == TopologyPage::Host         ? Tr::tr("the snapshot has no host or bare-metal machine to draw")
                                                 : Tr::tr("the snapshot has no guest machine"));
}

std::optional<Result<Drawing>> drawTopologyExport(const SnapshotDocument& document, const QString& fileName, TopologyPage page,
    const Palette& palette)
{
    const Result<QList<const Machine*>> machines = topologyPageMachines(document, page);
    if (!machines)
        return Result<Drawing>(fail(machines.error()));
    QList<LaidOutMachine> laidOut;
    for (const Machine* machine : *machines) {
        LaidOutMachine m { machine, buildTopologyGraph(*machine), {} };
        if (!measureLabels(m.graph))
            return std::nullopt;
        const LayoutResult layout = layoutBlocking(m.graph);
        if (!layout.error.isEmpty())
            return Result<Drawing>(fail(Tr::tr("%1: %2: %3").arg(fileName, machineCaption(*machine), layout.error)));
        m.geometry = layout.geometry;
        laidOut.append(std::move(m));
    }
    std::optional<Drawing> drawn = drawLaidOutTopology(document, fileName, page, laidOut, palette);
    if (!drawn)
        return std::nullopt;
    return Result<Drawing>(std::move(*drawn));
}

std::optional<Drawing> drawLaidOutTopology(const SnapshotDocument& document, const QString& fileName, TopologyPage page,
    const QList<LaidOutMachine>& machines, const Palette& palette)
{
    QList<MachineDrawing> drawings;
    drawings.reserve(machines.size());
    QList<const Machine*> shown;
    for (const LaidOutMachine& m : machines) {
        std::optional<MachineDrawing> drawing = drawMachine(*m.machine, m.graph, m.geometry, palette);
        if (!drawing)
            return std::nullopt;
        drawings.append(std::move(*drawing));
        shown.append(m.machine);
    }
    const bool sideBySide = page == TopologyPage::SideBySide;
    QList<PageColumn> columns;
    for (qsizetype i = 0; i < shown.size(); ++i)
        columns.append({ &drawings[i], machineCaption(*shown[i]) });
    const PageHeader header = pageHeader(&document.snapshot(), fileName, shown, sideBySide);
    std::optional<Drawing> drawn = drawTopologyPage(header, columns, sideBySide, palette);
    if (!drawn)
        return std::nullopt;
    const QString viewTitle = topologyPageTitle(page);
    drawn->title = header.title.isEmpty() ? viewTitle : header.title + u" \u2014 " + viewTitle;
    drawn->description = (header.details + QStringList { header.warning }).join(u'\n').trimmed();
    return drawn;
}

} // namespace Topo::Layout
