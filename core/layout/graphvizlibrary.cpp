// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/graphvizlibrary.h"

#include "util/tr.h"

#include <QFileInfo>

#include <dlfcn.h>

namespace Topo::Layout {

namespace {

struct Loaded
{
    GraphvizLibrary library {};
    bool ok = false;
    QString why;
};

/// Each symbol by name from the library and those it loaded (libcgraph's are found through
/// libgvc's handle); false at the first that is missing.
template<typename Function>
bool resolve(void* handle, const char* name, Function* into, QString* why)
{
    *into = reinterpret_cast<Function>(dlsym(handle, name));
    if (!*into)
        *why = Tr::tr("Graphviz's %1 has no %2").arg(QStringLiteral(TOPOLENS_GRAPHVIZ_GVC_SONAME), QLatin1String(name));
    return *into != nullptr;
}

Loaded load()
{
    Loaded loaded;
    // RTLD_LOCAL: Graphviz's names stay out of the program's; the dot plugin, loaded later,
    // finds them through its own dependencies.
    void* handle = dlopen(TOPOLENS_GRAPHVIZ_GVC_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        loaded.why = Tr::tr("cannot load Graphviz (%1): %2").arg(QStringLiteral(TOPOLENS_GRAPHVIZ_GVC_SONAME), QString::fromLocal8Bit(dlerror()));
        return loaded;
    }
    GraphvizLibrary& g = loaded.library;
    void* directed = dlsym(handle, "Agdirected");
    g.directed = static_cast<const Agdesc_t*>(directed);
    loaded.ok = directed && resolve(handle, "agopen", &g.agopen, &loaded.why) && resolve(handle, "agclose", &g.agclose, &loaded.why)
        && resolve(handle, "agattr", &g.agattr, &loaded.why) && resolve(handle, "agsafeset", &g.agsafeset, &loaded.why)
        && resolve(handle, "agxset", &g.agxset, &loaded.why) && resolve(handle, "agsubg", &g.agsubg, &loaded.why)
        && resolve(handle, "agnode", &g.agnode, &loaded.why) && resolve(handle, "agsubnode", &g.agsubnode, &loaded.why)
        && resolve(handle, "agedge", &g.agedge, &loaded.why) && resolve(handle, "agroot", &g.agroot, &loaded.why)
        && resolve(handle, "agstrdup_html", &g.agstrdup_html, &loaded.why) && resolve(handle, "agstrfree", &g.agstrfree, &loaded.why)
        && resolve(handle, "agseterrf", &g.agseterrf, &loaded.why) && resolve(handle, "agwrite", &g.agwrite, &loaded.why)
        && resolve(handle, "gvContext", &g.gvContext, &loaded.why)
        && resolve(handle, "gvContextPlugins", &g.gvContextPlugins, &loaded.why)
        && resolve(handle, "gvAddLibrary", &g.gvAddLibrary, &loaded.why) && resolve(handle, "gvLayout", &g.gvLayout, &loaded.why)
        && resolve(handle, "gvFreeLayout", &g.gvFreeLayout, &loaded.why)
        && resolve(handle, "gvFreeContext", &g.gvFreeContext, &loaded.why)
        && resolve(handle, "gvcVersion", &g.gvcVersion, &loaded.why);
    if (!directed && loaded.why.isEmpty())
        loaded.why = Tr::tr("Graphviz's %1 has no %2").arg(QStringLiteral(TOPOLENS_GRAPHVIZ_GVC_SONAME), QStringLiteral("Agdirected"));
    Dl_info where {};
    if (loaded.ok && dladdr(reinterpret_cast<void*>(g.gvContextPlugins), &where) && where.dli_fname)
        g.folder = QFileInfo(QString::fromLocal8Bit(where.dli_fname)).absolutePath();
    return loaded; // the handle stays open for the life of the process, as the library did when linked
}

} // namespace

const GraphvizLibrary* graphvizLibrary(QString* why)
{
    static const Loaded loaded = load();
    if (!loaded.ok && why)
        *why = loaded.why;
    return loaded.ok ? &loaded.library : nullptr;
}

} // namespace Topo::Layout
