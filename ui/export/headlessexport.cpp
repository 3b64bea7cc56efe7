// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/headlessexport.h"

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
    return fromDocument(SnapshotDocument::open(snapshot), fileName, theme);
}

Result<std::unique_ptr<HeadlessExport>> HeadlessExport::fromDocument(SharedDocument document, const QString& fileName,
    const SceneTheme& theme)
{
    if (document->machines().isEmpty())
        return fail(Tr::tr("%1: the snapshot has no machines").arg(fileName));
    std::unique_ptr<HeadlessExport> e(new HeadlessExport);
    e->m_document = std::move(document);
    e->m_source = ExportSource::ofDocument(*e->m_document, fileName);
    ExportSource& source = e->m_source;
    // The window's defaults: what matters for GPUs, NUMA boxes, every GPU pair.
    const Layout::GraphOptions options;
    for (const Machine* machine : { source.host, source.guest }) {
        if (!machine)
            continue;
        Layout::Graph graph = Layout::buildTopologyGraph(*machine, options);
        TopologyScene::measureLabels(graph);
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
        e->m_comparison = std::make_unique<ComparisonModel>();
        e->m_comparison->setMachines(*source.host, *source.guest, source.matches);
        source.comparison = e->m_comparison.get();
    }
    return e;
}

} // namespace Topo::Ui
