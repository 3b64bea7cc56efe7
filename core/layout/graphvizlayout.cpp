// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/graphvizlayout.h"

#include "layout/graphvizlibrary.h"
#include "util/tr.h"

#include <QFile>
#include <QHash>
#include <QPromise>
#include <QThreadPool>

#include <clocale>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <type_traits>

#include <dlfcn.h>

namespace Topo::Layout {

namespace {

constexpr double pointsPerInch = 72.0;

// The one thread that may touch Graphviz. A pool of one thread that never expires keeps the
// calls serialised and the context alive between layouts, and the pictures the same from run to
// run: laid out on topolens-gui's main thread instead, beside Qt's own threads, two exports of
// one snapshot to PNG came out different (tst_cli_export), where this thread's never do.
QThreadPool* graphvizThread()
{
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool;
        p->setMaxThreadCount(1);
        p->setExpiryTimeout(-1);
        return p;
    }();
    return pool;
}

/// `work` run on the Graphviz thread, and on no other. Not QtConcurrent::run: a thread that
/// waits on such a future runs the work itself if the pool has not started it yet (Qt's work
/// stealing), which ran a layout on the command line's main thread while the Graphviz thread
/// was still loading the library, and gave one export two pictures from run to run; in the
/// window it could run two layouts at once. A promise's future has nothing to steal.
template<typename Work>
QFuture<std::invoke_result_t<Work>> onGraphvizThread(Work work)
{
    using Value = std::invoke_result_t<Work>;
    auto promise = std::make_shared<QPromise<Value>>();
    QFuture<Value> future = promise->future();
    promise->start();
    graphvizThread()->start([promise, work = std::move(work)]() mutable {
        promise->addResult(work());
        promise->finish();
    });
    return future;
}

/// Graphviz, once the entry points below have made sure it loaded.
const GraphvizLibrary& gv()
{
    return *graphvizLibrary();
}

/// Graphviz's dot layout plugin, from the plugin folder beside the libgvc this process loaded
/// (where Graphviz itself looks for its plugins); null if it is not there.
gvplugin_library_t* dotLayoutPlugin()
{
    const std::string path = QFile::encodeName(gv().folder).toStdString() + "/graphviz/libgvplugin_dot_layout.so." TOPOLENS_GRAPHVIZ_PLUGIN_VERSION;
    void* plugin = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    return plugin ? static_cast<gvplugin_library_t*>(dlsym(plugin, "gvplugin_dot_layout_LTX_library")) : nullptr;
}

GVC_t* context()
{
    // Created on first use on the Graphviz thread and kept for the life of the process. The
    // layout needs the dot plugin and nothing else: the drawing measures every label (node sizes,
    // the clusters' labelSize), so Graphviz's text plugin, Pango with Cairo, GLib and some twenty
    // libraries, would measure nothing. Its load was 10 ms of a 90 ms export. Where the plugin is
    // not found where libgvc is, every configured plugin is loaded, as gvContext() does.
    static GVC_t* gvc = [] {
        if (gvplugin_library_t* dot = dotLayoutPlugin()) {
            GVC_t* bare = gv().gvContextPlugins(nullptr, 0);
            gv().gvAddLibrary(bare, dot);
            return bare;
        }
        return gv().gvContext();
    }();
    return gvc;
}

// Graphviz reports problems through a callback; collect them for the caller.
QString& lastGraphvizErrors()
{
    static QString errors;
    return errors;
}

int collectGraphvizError(char* message)
{
    lastGraphvizErrors() += QString::fromUtf8(message).trimmed() + u' ';
    return 0;
}

char* cstr(const char* text)
{
    // Graphviz 2.42 takes char* for names that it never modifies.
    return const_cast<char*>(text);
}

void set(void* object, const char* name, const QByteArray& value)
{
    gv().agsafeset(object, cstr(name), const_cast<char*>(value.constData()), cstr(""));
}

QByteArray inches(double points)
{
    return QByteArray::number(points / pointsPerInch, 'f', 4);
}

QPointF toQt(pointf p, const boxf& bb)
{
    return { p.x - bb.LL.x, bb.UR.y - p.y };
}

struct AgraphDeleter
{
    bool laidOut = false; // a graph only written as DOT has no layout to free (nor a context)
    void operator()(Agraph_t* g) const
    {
        if (laidOut)
            gv().gvFreeLayout(context(), g);
        gv().agclose(g);
    }
};
using GraphHandle = std::unique_ptr<Agraph_t, AgraphDeleter>;

struct BuiltGraph
{
    GraphHandle graph;
    QList<Agraph_t*> clusters; // parallel to Graph::clusters
    QList<Agnode_t*> nodes;    // parallel to Graph::nodes
    QList<Agedge_t*> edges;    // parallel to Graph::edges (null for edges not laid out)
};

/// A label of exactly `size`, for the layout alone: an empty HTML table of that fixed size, which
/// Graphviz places and pads as it would the text, without measuring anything.
void setMeasuredLabel(Agraph_t* cluster, const QSizeF& size)
{
    const QByteArray table = "<TABLE FIXEDSIZE=\"TRUE\" WIDTH=\"" + QByteArray::number(int(std::ceil(size.width())))
        + "\" HEIGHT=\"" + QByteArray::number(int(std::ceil(size.height())))
        + "\" BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"0\"><TR><TD></TD></TR></TABLE>";
    Agraph_t* root = gv().agroot(cluster);
    char* html = gv().agstrdup_html(root, const_cast<char*>(table.constData()));
    gv().agxset(cluster, gv().agattr(root, AGRAPH, cstr("label"), nullptr), html);
    gv().agstrfree(root, html);
}

QByteArray labelOf(const GraphNode& node)
{
    return escapeForGraphviz(node.lines.join(u'\n')).toUtf8();
}

/// Builds the cgraph graph. With `forDot`, labels and GPU pair edges are included so the DOT
/// file reads on its own; for layout, nodes are fixed-size boxes without text.
BuiltGraph build(const Graph& graph, bool forDot)
{
    BuiltGraph built;
    Agraph_t* g = gv().agopen(cstr("topology"), *gv().directed, nullptr);
    built.graph.reset(g);
    gv().agattr(g, AGRAPH, cstr("rankdir"), cstr("TB"));
    gv().agattr(g, AGRAPH, cstr("newrank"), cstr("true"));
    gv().agattr(g, AGRAPH, cstr("nodesep"), cstr("0.12"));
    gv().agattr(g, AGRAPH, cstr("ranksep"), cstr("0.36"));
    gv().agattr(g, AGRAPH, cstr("fontname"), cstr("DejaVu Sans"));
    gv().agattr(g, AGRAPH, cstr("fontsize"), cstr("11"));
    gv().agattr(g, AGRAPH, cstr("label"), cstr(""));
    // Declared empty, so the root graph keeps its default; clusters get a narrower one than
    // dot's 8 pt, since a drawing's width is mostly GPU columns, each in its root complex.
    gv().agattr(g, AGRAPH, cstr("margin"), cstr(""));
    gv().agattr(g, AGNODE, cstr("shape"), cstr("box"));
    gv().agattr(g, AGNODE, cstr("fixedsize"), cstr("true"));
    gv().agattr(g, AGNODE, cstr("label"), cstr(""));
    gv().agattr(g, AGNODE, cstr("width"), cstr("1"));
    gv().agattr(g, AGNODE, cstr("height"), cstr("0.5"));
    gv().agattr(g, AGEDGE, cstr("dir"), cstr("none"));
    gv().agattr(g, AGEDGE, cstr("constraint"), cstr("true"));
    gv().agattr(g, AGEDGE, cstr("label"), cstr(""));
    gv().agattr(g, AGEDGE, cstr("xlabel"), cstr(""));
    gv().agattr(g, AGEDGE, cstr("color"), cstr("black"));
    if (forDot && !graph.title.isEmpty())
        set(g, "label", escapeForGraphviz(graph.title).toUtf8());

    QHash<QString, Agraph_t*> clusterById;
    for (const GraphCluster& c : graph.clusters) {
        Agraph_t* parent = c.parent.isEmpty() ? g : clusterById.value(c.parent, g);
        const QByteArray name = "cluster_" + c.id.toUtf8();
        Agraph_t* sub = gv().agsubg(parent, const_cast<char*>(name.constData()), 1);
        if (!forDot && c.labelSize.isValid())
            setMeasuredLabel(sub, c.labelSize);
        else
            set(sub, "label", escapeForGraphviz(c.label).toUtf8());
        set(sub, "labeljust", "l");
        set(sub, "margin", "5");
        clusterById.insert(c.id, sub);
        built.clusters.append(sub);
    }
    QList<Agnode_t*> gpuNodes;
    QHash<QString, int> nodeIndex;
    nodeIndex.reserve(graph.nodes.size());
    for (const GraphNode& n : graph.nodes) {
        if (!nodeIndex.contains(n.id))
            nodeIndex.insert(n.id, int(built.nodes.size())); // the first, as Graph::nodeIndex()
        Agraph_t* parent = n.cluster.isEmpty() ? g : clusterById.value(n.cluster, g);
        const QByteArray name = n.id.toUtf8();
        Agnode_t* node = gv().agnode(parent, const_cast<char*>(name.constData()), 1);
        const QSizeF size = n.size.isValid() ? n.size : QSizeF(110, 36);
        set(node, "width", inches(size.width()));
        set(node, "height", inches(size.height()));
        if (forDot)
            set(node, "label", labelOf(n));
        if (n.kind == NodeKind::Gpu)
            gpuNodes.append(node);
        built.nodes.append(node);
    }
    // All GPUs on one rank, so the pair arcs can be drawn under one row.
    if (gpuNodes.size() > 1) {
        Agraph_t* row = gv().agsubg(g, cstr("gpu_row"), 1);
        set(row, "rank", "same");
        for (Agnode_t* n : gpuNodes)
            gv().agsubnode(row, n, 1);
    }
    for (int i = 0; i < graph.edges.size(); ++i) {
        const GraphEdge& e = graph.edges[i];
        const int tail = nodeIndex.value(e.tail, -1);
        const int head = nodeIndex.value(e.head, -1);
        const bool laidOut = e.kind != GraphEdge::Kind::GpuPair;
        if (tail < 0 || head < 0 || (!laidOut && !forDot)) {
            built.edges.append(nullptr);
            continue;
        }
        const QByteArray name = "e" + QByteArray::number(i);
        Agedge_t* edge = gv().agedge(g, built.nodes[tail], built.nodes[head], const_cast<char*>(name.constData()), 1);
        if (!laidOut) {
            set(edge, "constraint", "false");
            // An xlabel, placed after the layout: dot fails on labelled edges within one rank
            // that cross clusters ("trouble in init_rank"), and the GPU row is such a rank.
            set(edge, "xlabel", escapeForGraphviz(e.linkClass.toString()
                                   + (e.p2p ? u" / " + p2pStatusCode(*e.p2p) : QString()))
                                   .toUtf8());
        } else if (forDot && !e.label.isEmpty()) {
            set(edge, "label", escapeForGraphviz(e.label).toUtf8());
        }
        if (e.kind == GraphEdge::Kind::Fabric)
            set(edge, "style", "dashed");
        built.edges.append(edge);
    }
    return built;
}

LayoutResult runLayout(const Graph& graph)
{
    LayoutResult result;
    if (QString why; !graphvizLibrary(&why)) {
        result.error = why;
        return result;
    }
    std::setlocale(LC_NUMERIC, "C"); // Graphviz reads and writes numbers with the C library
    lastGraphvizErrors().clear();
    gv().agseterrf(collectGraphvizError);
    if (graph.nodes.isEmpty()) {
        result.error = Tr::tr("nothing to draw");
        return result;
    }
    BuiltGraph built = build(graph, false);
    Agraph_t* g = built.graph.get();
    built.graph.get_deleter().laidOut = true; // gvFreeLayout also undoes a layout that failed half way
    if (gv().gvLayout(context(), g, cstr("dot")) != 0) {
        result.error = Tr::tr("Graphviz could not lay out the graph: %1").arg(lastGraphvizErrors().trimmed());
        return result;
    }
    const boxf bb = GD_bb(g);
    result.geometry.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);
    for (Agnode_t* n : built.nodes) {
        const QPointF centre = toQt(ND_coord(n), bb);
        const double w = ND_width(n) * pointsPerInch;
        const double h = ND_height(n) * pointsPerInch;
        result.geometry.nodes.append({ QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h) });
    }
    for (Agedge_t* e : built.edges) {
        EdgeGeometry geometry;
        const splines* spl = e ? ED_spl(e) : nullptr;
        if (spl) {
            for (int b = 0; b < spl->size; ++b) {
                const bezier& bz = spl->list[b];
                for (int p = 0; p < bz.size; ++p) {
                    // Consecutive Béziers share their joint; keep it once.
                    if (b > 0 && p == 0)
                        continue;
                    geometry.points.append(toQt(bz.list[p], bb));
                }
                if (bz.eflag)
                    geometry.arrowEnd = toQt(bz.ep, bb);
            }
        }
        result.geometry.edges.append(geometry);
    }
    for (Agraph_t* sub : built.clusters) {
        const boxf cb = GD_bb(sub);
        ClusterGeometry geometry;
        geometry.rect = QRectF(toQt(cb.LL, bb).x(), toQt(cb.UR, bb).y(), cb.UR.x - cb.LL.x, cb.UR.y - cb.LL.y);
        geometry.labelPosition = geometry.rect.topLeft() + QPointF(8, 4);
        result.geometry.clusters.append(geometry);
    }
    return result;
}

} // namespace

int Graph::nodeIndex(const QString& id) const
{
    for (int i = 0; i < nodes.size(); ++i) {
        if (nodes[i].id == id)
            return i;
    }
    return -1;
}

int Graph::gpuNodeIndex(int gpuIndex) const
{
    for (int i = 0; i < nodes.size(); ++i) {
        if (nodes[i].kind == NodeKind::Gpu && nodes[i].gpuIndex == gpuIndex)
            return i;
    }
    return -1;
}

QString escapeForGraphviz(const QString& text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'\\':
            out += QStringLiteral("\\\\");
            break;
        case u'&':
            out += QStringLiteral("&amp;");
            break;
        case u'\n':
            out += QStringLiteral("\\n");
            break;
        default:
            out += c.unicode() < 0x20 ? QChar(0xFFFD) : c;
        }
    }
    // Quotes need no escaping: values go through the API and Graphviz's writer quotes them.
    // But its DOT reader takes a final backslash plus the closing quote as an escaped quote,
    // so a value must not end in a backslash.
    if (out.endsWith(u'\\'))
        out += u' ';
    return out;
}

QFuture<LayoutResult> layoutAsync(const Graph& graph)
{
    return onGraphvizThread([graph] { return runLayout(graph); });
}

LayoutResult layoutBlocking(const Graph& graph)
{
    return layoutAsync(graph).result();
}

void prepareLayout()
{
    graphvizThread()->start([] {
        if (graphvizLibrary())
            context();
    });
}

QString graphvizVersion()
{
    // A context without plugins knows the library's version: `topolens --version` need not load
    // the layout and text plugins (Pango, Cairo, GLib: most of a headless command's start).
    return onGraphvizThread([] {
        if (QString why; !graphvizLibrary(&why))
            return why;
        GVC_t* bare = gv().gvContextPlugins(nullptr, 0);
        const QString version = QString::fromLatin1(gv().gvcVersion(bare));
        gv().gvFreeContext(bare);
        return version;
    }).result();
}

namespace {

QByteArray writeDot(const Graph& graph, bool forDot)
{
    return onGraphvizThread([graph, forDot] {
        if (!graphvizLibrary())
            return QByteArray();
        std::setlocale(LC_NUMERIC, "C");
        BuiltGraph built = build(graph, forDot);
        // agwrite writes the graph as built, without layout; its writer quotes every value.
        char* data = nullptr;
        size_t length = 0;
        FILE* stream = open_memstream(&data, &length);
        if (!stream)
            return QByteArray();
        const int rc = gv().agwrite(built.graph.get(), stream);
        std::fclose(stream);
        QByteArray out = rc == 0 ? QByteArray(data, qsizetype(length)) : QByteArray();
        std::free(data);
        return out;
    }).result();
}

} // namespace

QByteArray toDot(const Graph& graph)
{
    return writeDot(graph, true);
}

QByteArray layoutInputDot(const Graph& graph)
{
    return writeDot(graph, false);
}

} // namespace Topo::Layout
