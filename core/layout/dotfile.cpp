// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/dotfile.h"

#include "layout/graphvizlayout.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <algorithm>

namespace Topo::Layout {

namespace {

/// agwrite output as a tree: subgraph blocks and statements (a statement may span lines).
struct DotItem
{
    QList<QByteArray> lines; // a statement's lines, or a block's header line
    QList<DotItem> children; // a block's body
    QByteArray closing;      // a block's closing line; empty for statements
    bool isBlock() const { return !closing.isEmpty(); }
};

QList<DotItem> parseDotBody(const QList<QByteArray>& lines, qsizetype* i, int depth)
{
    const QByteArray indent(depth, '\t');
    const QByteArray close = QByteArray(depth - 1, '\t') + '}';
    QList<DotItem> items;
    while (*i < lines.size() && lines[*i] != close) {
        DotItem item;
        const QByteArray& line = lines[*i];
        if (line.startsWith(QByteArray(indent + "subgraph ")) && line.endsWith('{')) {
            item.lines = { line };
            ++*i;
            item.children = parseDotBody(lines, i, depth + 1);
            item.closing = *i < lines.size() ? lines[*i] : QByteArray(indent + '}');
            ++*i;
        } else {
            // A statement ends on a line ending in ';'. A long quoted value that agwrite breaks
            // ends its lines in a backslash instead, so it cannot end one early.
            do {
                item.lines.append(lines[*i]);
                ++*i;
            } while (!item.lines.last().endsWith(';') && *i < lines.size() && lines[*i] != close);
        }
        items.append(item);
    }
    return items;
}

/// The node a statement declares, or empty for an edge, a subgraph or a default statement.
QByteArray declaredNode(const DotItem& item, const QSet<QByteArray>& nodeIds)
{
    if (item.isBlock())
        return {};
    const QByteArray first = item.lines.first().trimmed();
    qsizetype end = 0;
    while (end < first.size() && first[end] != '\t' && first[end] != ' ' && first[end] != ';' && first[end] != '[')
        ++end;
    const QByteArray id = first.left(end);
    return nodeIds.contains(id) && !first.mid(end).trimmed().startsWith("->") ? id : QByteArray();
}

/// Takes every node declaration out of the tree, keeping the attributed ones; subgraphs keep
/// bare references. Sibling subgraphs are sorted by their header line.
void normaliseDot(QList<DotItem>* items, int depth, const QSet<QByteArray>& nodeIds, QHash<QByteArray, DotItem>* attributed)
{
    QList<DotItem> kept;
    for (DotItem& item : *items) {
        if (item.isBlock()) {
            normaliseDot(&item.children, depth + 1, nodeIds, attributed);
            kept.append(item);
            continue;
        }
        const QByteArray id = declaredNode(item, nodeIds);
        if (id.isEmpty()) {
            kept.append(item);
            continue;
        }
        if (item.lines.size() > 1 || item.lines.first().contains('['))
            attributed->insert(id, item);
        if (depth > 1)
            kept.append(DotItem { { QByteArray(depth, '\t') + id + ';' }, {}, {} });
    }
    // Only subgraphs move, within each run of siblings.
    for (qsizetype run = 0; run < kept.size();) {
        qsizetype end = run;
        while (end < kept.size() && kept[end].isBlock())
            ++end;
        std::stable_sort(kept.begin() + run, kept.begin() + end,
            [](const DotItem& a, const DotItem& b) { return a.lines.first() < b.lines.first(); });
        run = end == run ? run + 1 : end;
    }
    *items = kept;
}

void writeDot(const QList<DotItem>& items, QList<QByteArray>* out)
{
    for (const DotItem& item : items) {
        *out += item.lines;
        if (item.isBlock()) {
            writeDot(item.children, out);
            out->append(item.closing);
        }
    }
}

} // namespace

QByteArray canonicalDot(const QByteArray& dot, const Graph& graph)
{
    QList<QByteArray> lines = dot.split('\n');
    if (lines.size() < 3 || !lines.first().endsWith('{'))
        return dot;
    QSet<QByteArray> nodeIds;
    for (const GraphNode& n : graph.nodes)
        nodeIds.insert(n.id.toUtf8());
    qsizetype i = 1;
    QList<DotItem> body = parseDotBody(lines, &i, 1);
    if (i >= lines.size())
        return dot; // not agwrite's shape: leave it alone
    QHash<QByteArray, DotItem> attributed;
    normaliseDot(&body, 1, nodeIds, &attributed);

    QList<QByteArray> out { lines.first() };
    qsizetype at = 0;
    // Default statements ("graph [...]", "node [...]", "edge [...]") stay first.
    for (; at < body.size() && !body[at].isBlock(); ++at) {
        const QByteArray first = body[at].lines.first().trimmed();
        if (!first.startsWith("graph") && !first.startsWith("node") && !first.startsWith("edge"))
            break;
        out += body[at].lines;
    }
    QSet<QByteArray> written;
    for (const GraphNode& n : graph.nodes) {
        const QByteArray id = n.id.toUtf8();
        if (written.contains(id))
            continue;
        written.insert(id);
        const auto found = attributed.constFind(id);
        if (found == attributed.cend()) {
            out.append('\t' + id + ';');
            continue;
        }
        // Re-indented for the top level; lines that continue a broken quoted value stay as
        // they are, since their leading characters are part of the value.
        const QList<QByteArray>& statement = found->lines;
        out.append('\t' + statement.first().trimmed());
        for (qsizetype k = 1; k < statement.size(); ++k)
            out.append(statement[k - 1].endsWith('\\') ? statement[k] : QByteArray("\t\t" + statement[k].trimmed()));
    }
    writeDot(body.mid(at), &out);
    out += lines.mid(i); // the closing brace and the final empty line
    return out.join('\n');
}

QByteArray graphDot(const Graph& graph)
{
    return canonicalDot(toDot(graph), graph);
}

} // namespace Topo::Layout
