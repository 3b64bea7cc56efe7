// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/gvplugin.h>

#include <QString>

namespace Topo::Layout {

/// Graphviz's libraries (libgvc, with libcgraph and the rest it needs), loaded the first time a
/// layout or a DOT file needs them instead of at every start: a headless command that lays
/// nothing out (parse, diagnose, nccl-topo, diff…) is spared their load, 12 % of a bare Qt
/// Core program's start, and an export loads them on the Graphviz thread while it reads its
/// snapshot (graphvizlayout.cpp, prepareLayout). Only the Graphviz thread calls them.
///
/// The functions TopoLens calls, named once: each becomes a member typed by Graphviz's own
/// declaration and is looked up by its own name (graphvizlibrary.cpp).
#define TOPOLENS_GRAPHVIZ_FUNCTIONS(X)                                                                \
    X(agopen) X(agclose) X(agattr) X(agsafeset) X(agxset) X(agsubg) X(agnode) X(agsubnode) X(agedge) \
    X(agroot) X(agstrdup_html) X(agstrfree) X(agseterrf) X(agwrite) X(gvContext) X(gvContextPlugins)  \
    X(gvAddLibrary) X(gvLayout) X(gvFreeLayout) X(gvFreeContext) X(gvcVersion)

struct GraphvizLibrary
{
#define TOPOLENS_GRAPHVIZ_MEMBER(name) decltype(&::name) name = nullptr;
    TOPOLENS_GRAPHVIZ_FUNCTIONS(TOPOLENS_GRAPHVIZ_MEMBER)
#undef TOPOLENS_GRAPHVIZ_MEMBER
    const Agdesc_t* directed = nullptr; // Agdirected
    /// The folder libgvc was loaded from: Graphviz's plugins are in graphviz/ below it.
    QString folder;
};

/// Graphviz, loaded on the first call; null where it cannot be, and then `*why` says why.
const GraphvizLibrary* graphvizLibrary(QString* why = nullptr);

} // namespace Topo::Layout
