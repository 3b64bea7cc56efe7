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

/// A symbol by name from the library and those it loaded (libcgraph's are found through
/// libgvc's handle); false, with why, where it is missing.
bool resolve(void* handle, const char* name, void** into, QString* why)
{
    *into = dlsym(handle, name);
    if (!*into)
        *why = Tr::tr("Graphviz's %1 has no %2").arg(QStringLiteral(TOPOLENS_GRAPHVIZ_GVC_SONAME), QLatin1String(name));
    return *into != nullptr;
}

template<typename Function>
bool resolveFunction(void* handle, const char* name, Function* into, QString* why)
{
    void* address = nullptr;
    if (!resolve(handle, name, &address, why))
        return false;
    *into = reinterpret_cast<Function>(address);
    return true;
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
    void* directed = nullptr;
    loaded.ok = resolve(handle, "Agdirected", &directed, &loaded.why);
#define TOPOLENS_GRAPHVIZ_RESOLVE(name) loaded.ok = loaded.ok && resolveFunction(handle, #name, &g.name, &loaded.why);
    TOPOLENS_GRAPHVIZ_FUNCTIONS(TOPOLENS_GRAPHVIZ_RESOLVE)
#undef TOPOLENS_GRAPHVIZ_RESOLVE
    g.directed = static_cast<const Agdesc_t*>(directed);
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
