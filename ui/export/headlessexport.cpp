// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/headlessexport.h"

#include "analyze/machinebuilder.h"
#include "layout/graphbuilder.h"
#include "layout/graphvizlayout.h"
#include "util/tr.h"

#include <QFileInfo>

namespace Topo::Ui {

HeadlessExport::~HeadlessExport() = default;

Result<std::unique_ptr<HeadlessExport>> HeadlessExport::open(const QString& nameOrPath, const SceneTheme& theme)
{
    const Result<Snapshot> read = openWholeSnapshot(nameOrPath);
    if (!read)
        return fail(read.error());
    const QString fileName = nameOrPath == QLatin1String(demoSnapshotName) ? nameOrPath : QFileInfo(nameOrPath).fileName();
    return fromSnapshot(*read, fileName, theme);
}

Result<std::unique_ptr<HeadlessExport>> HeadlessExport::fromSnapshot(const Snapshot& snapshot, const QString& fileName,
    const SceneTheme& theme)
{
    if (snapshot.machines.isEmpty())
        return fail(Tr::tr("%1: the snapshot has no machines").arg(fileName));
    std::unique_ptr<HeadlessExport> e(new HeadlessExport);
    e->m_snapshot = snapshot;
    for (const MachineSnapshot& m : snapshot.machines)
        e->m_machines.append(buildMachine(m));
    ExportSource& source = e->m_source;
    source.snapshot = &e->m_snapshot;
    source.fileName = fileName;
    for (const Machine& m : std::as_const(e->m_machines))
        source.machines.append(&m);
    // The window's choice: the first guest, and the first machine that is not a guest.
    for (const Machine& m : std::as_const(e->m_machines)) {
        if (m.role == MachineRole::Guest && !source.guest)
            source.guest = &m;
        else if (m.role != MachineRole::Guest && !source.host)
            source.host = &m;
    }
    // The window's defaults: what matters for GPUs, NUMA boxes, every GPU pair.
    const Layout::GraphOptions options;
    for (const Machine* machine : { source.host, source.guest }) {
        if (!machine)
            continue;
        Layout::Graph graph = Layout::buildTopologyGraph(*machine, options);
        TopologyScene::measureNodes(graph);
        const Layout::LayoutResult layout = Layout::layoutBlocking(graph);
        if (!layout.error.isEmpty())
            return fail(Tr::tr("%1: %2: %3").arg(fileName, machineCaption(*machine), layout.error));
        auto scene = std::make_unique<TopologyScene>();
        scene->setTheme(theme);
        scene->setOptions({});
        scene->setTopology(*machine, graph, layout.geometry);
        (machine == source.host ? e->m_hostScene : e->m_guestScene) = std::move(scene);
    }
    source.hostScene = e->m_hostScene.get();
    source.guestScene = e->m_guestScene.get();
    if (source.host && source.guest) {
        const MachineSnapshot* hostSnapshot = source.snapshot ? source.snapshot->machine(MachineRole::Host) : nullptr;
        source.matches = hostSnapshot ? mapGuestGpusToHost(*hostSnapshot, *source.host, *source.guest)
                                      : mapGuestGpusToHost(*source.host, *source.guest);
        e->m_comparison = std::make_unique<ComparisonModel>();
        e->m_comparison->setMachines(*source.host, *source.guest, source.matches);
        source.comparison = e->m_comparison.get();
    }
    return e;
}

} // namespace Topo::Ui
