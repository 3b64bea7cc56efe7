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
/// snapshot (graphvizlayout.cpp, prepareLayout). The functions TopoLens calls, each typed by
/// Graphviz's own declaration. Only the Graphviz thread calls them.
struct GraphvizLibrary
{
    decltype(&::agopen) agopen;
    decltype(&::agclose) agclose;
    decltype(&::agattr) agattr;
    decltype(&::agsafeset) agsafeset;
    decltype(&::agxset) agxset;
    decltype(&::agsubg) agsubg;
    decltype(&::agnode) agnode;
    decltype(&::agsubnode) agsubnode;
    decltype(&::agedge) agedge;
    decltype(&::agroot) agroot;
    decltype(&::agstrdup_html) agstrdup_html;
    decltype(&::agstrfree) agstrfree;
    decltype(&::agseterrf) agseterrf;
    decltype(&::agwrite) agwrite;
    decltype(&::gvContext) gvContext;
    decltype(&::gvContextPlugins) gvContextPlugins;
    decltype(&::gvAddLibrary) gvAddLibrary;
    decltype(&::gvLayout) gvLayout;
    decltype(&::gvFreeLayout) gvFreeLayout;
    decltype(&::gvFreeContext) gvFreeContext;
    decltype(&::gvcVersion) gvcVersion;
    const Agdesc_t* directed; // Agdirected
    /// The folder libgvc was loaded from: Graphviz's plugins are in graphviz/ below it.
    QString folder;
};

/// Graphviz, loaded on the first call; null where it cannot be, and then `*why` says why.
const GraphvizLibrary* graphvizLibrary(QString* why = nullptr);

} // namespace Topo::Layout
