// SPDX-License-Identifier: GPL-3.0-or-later
// bench_layoutfloor DOT...: the least an export by TopoLens can cost as a process, for
// bench_export to time beside `topolens export` and lstopo. It starts Qt Core (a
// QCoreApplication, as topolens-cli does) and lays out each graph with Graphviz's dot the way
// core/layout/graphvizlayout.cpp does (a context holding the dot layout plugin alone), then exits.
// It reads no snapshot, draws nothing and writes nothing: whatever TopoLens does beyond this is
// its own cost, and this much stays while it is built on Qt and lays out with Graphviz.
// Graphviz is linked here, not loaded on demand: the floor takes the cheaper of the two.
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <graphviz/gvc.h>
#include <graphviz/gvplugin.h>

#include <clocale>
#include <cstdio>

#include <dlfcn.h>

namespace {

/// Graphviz's dot layout plugin from the plugin folder beside the libgvc this program linked.
gvplugin_library_t* dotLayoutPlugin()
{
    Dl_info where {};
    if (!dladdr(reinterpret_cast<void*>(&gvContextPlugins), &where) || !where.dli_fname)
        return nullptr;
    const QByteArray path = QFile::encodeName(QFileInfo(QString::fromLocal8Bit(where.dli_fname)).absolutePath())
        + "/graphviz/libgvplugin_dot_layout.so." TOPOLENS_GRAPHVIZ_PLUGIN_VERSION;
    void* plugin = dlopen(path.constData(), RTLD_NOW | RTLD_LOCAL);
    return plugin ? static_cast<gvplugin_library_t*>(dlsym(plugin, "gvplugin_dot_layout_LTX_library")) : nullptr;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    std::setlocale(LC_NUMERIC, "C");
    gvplugin_library_t* dot = dotLayoutPlugin();
    if (!dot) {
        std::fprintf(stderr, "bench_layoutfloor: Graphviz's dot layout plugin not found\n");
        return 1;
    }
    agseterr(AGMAX); // warnings unprinted: TopoLens collects them and prints none either
    GVC_t* context = gvContextPlugins(nullptr, 0);
    gvAddLibrary(context, dot);
    for (int i = 1; i < argc; ++i) {
        QFile file(QFile::decodeName(argv[i]));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "bench_layoutfloor: cannot read %s\n", argv[i]);
            return 1;
        }
        const QByteArray text = file.readAll();
        Agraph_t* graph = agmemread(text.constData());
        if (!graph || gvLayout(context, graph, "dot") != 0) {
            std::fprintf(stderr, "bench_layoutfloor: Graphviz could not lay out %s\n", argv[i]);
            return 1;
        }
    }
    return 0; // the graphs left to the end of the process: the cheaper way again
}
