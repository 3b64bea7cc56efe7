// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/svgcompaction.h"

#include <QList>

#include <algorithm>
#include <iterator>

namespace Topo::Ui {

namespace {

// Works on the bytes as QSvgGenerator wrote them: names, values and text stay views into the
// input, already escaped, and are copied out unchanged. A full XML reader decoding and
// re-encoding every value took longer than painting the picture.

struct Attribute
{
    QByteArrayView name;
    QByteArrayView value;
    bool operator==(const Attribute& other) const { return name == other.name && value == other.value; }
};
using Attributes = QList<Attribute>;

/// An element below a state group (path, polyline, rect, image, text) and its raw text.
struct Item
{
    QByteArrayView name;
    Attributes attributes;
    QByteArrayView text;
    bool hasText = false;
};

/// One of QSvgGenerator's state groups and what it holds.
struct StateGroup
{
    Attributes attributes;
    QList<Item> items;
};

/// The properties a child inherits from its group (SVG 1.1, "Inherited: yes") that
/// QSvgGenerator writes, with their initial values: an element that states the value it
/// would inherit anyway states nothing.
struct Inherited
{
    QByteArrayView name;
    QByteArrayView initial;
};
constexpr Inherited inheritedProperties[] = {
    { "fill", "black" },
    { "fill-opacity", "1" },
    { "fill-rule", "nonzero" },
    { "stroke", "none" },
    { "stroke-opacity", "1" },
    { "stroke-width", "1" },
    { "stroke-linecap", "butt" },
    { "stroke-linejoin", "miter" },
    { "stroke-miterlimit", "4" },
    { "stroke-dasharray", "none" },
    { "stroke-dashoffset", "0" },
    { "font-family", "" },
    { "font-size", "" },
    { "font-weight", "normal" },
    { "font-style", "normal" },
};
constexpr qsizetype inheritedCount = qsizetype(std::size(inheritedProperties));

/// The value each inherited property has where an element sits.
struct Context
{
    QByteArrayView values[inheritedCount];

    Context()
    {
        for (qsizetype i = 0; i < inheritedCount; ++i)
            values[i] = inheritedProperties[i].initial;
    }
    static qsizetype indexOf(QByteArrayView name)
    {
        for (qsizetype i = 0; i < inheritedCount; ++i) {
            if (inheritedProperties[i].name == name)
                return i;
        }
        return -1;
    }
    void inherit(const Attributes& attributes)
    {
        for (const Attribute& a : attributes) {
            if (const qsizetype i = indexOf(a.name); i >= 0)
                values[i] = a.value;
        }
    }
    /// Whether an element may leave the attribute out and look the same.
    bool isRedundant(const Attribute& a) const
    {
        if (a.name == "vector-effect" && a.value == "none")
            return true; // the initial value of a property that is not inherited
        const qsizetype i = indexOf(a.name);
        return i >= 0 && values[i] == a.value && !a.value.isEmpty();
    }
    Attributes stated(const Attributes& attributes) const
    {
        Attributes out;
        for (const Attribute& a : attributes) {
            if (!isRedundant(a))
                out.append(a);
        }
        return out;
    }
};

QByteArrayView valueOf(const Attributes& attributes, QByteArrayView name)
{
    for (const Attribute& a : attributes) {
        if (a.name == name)
            return a.value;
    }
    return {};
}

bool isFontProperty(const Attribute& a)
{
    return a.name.startsWith("font-");
}

/// Whether a font property could change how any of `items` looks: only text has a font.
bool hasText(const QList<Item>& items)
{
    return std::any_of(items.begin(), items.end(), [](const Item& item) { return item.name == "text"; });
}

/// A tokenizer for the XML QSvgGenerator writes: tags with double-quoted attributes, text
/// between them. Anything else (comments, CDATA, single quotes) is not its shape.
class Tags
{
public:
    enum class Kind { Open, Close, Empty, Text, End, Bad };
    struct Tag
    {
        Kind kind = Kind::Bad;
        QByteArrayView name;
        Attributes attributes;
        QByteArrayView text;
        qsizetype begin = 0; // where the tag starts in the input
    };

    explicit Tags(QByteArrayView data)
        : m_data(data)
    {
    }

    Tag next()
    {
        Tag tag;
        tag.begin = m_at;
        if (m_at >= m_data.size()) {
            tag.kind = Kind::End;
            return tag;
        }
        if (m_data[m_at] != '<') {
            const qsizetype end = m_data.indexOf('<', m_at);
            tag.kind = Kind::Text;
            tag.text = m_data.sliced(m_at, (end < 0 ? m_data.size() : end) - m_at);
            m_at += tag.text.size();
            return tag;
        }
        ++m_at;
        if (m_at < m_data.size() && (m_data[m_at] == '!' || m_data[m_at] == '?'))
            return tag; // Bad: QSvgGenerator writes neither past its first line
        const bool closing = m_at < m_data.size() && m_data[m_at] == '/';
        m_at += closing ? 1 : 0;
        tag.name = word();
        if (tag.name.isEmpty())
            return tag;
        for (;;) {
            skipSpace();
            if (m_at >= m_data.size())
                return tag;
            const char c = m_data[m_at];
            if (c == '>') {
                ++m_at;
                tag.kind = closing ? Kind::Close : Kind::Open;
                return tag;
            }
            if (c == '/' && !closing && m_at + 1 < m_data.size() && m_data[m_at + 1] == '>') {
                m_at += 2;
                tag.kind = Kind::Empty;
                return tag;
            }
            const QByteArrayView name = word();
            if (name.isEmpty() || closing || m_at + 1 >= m_data.size() || m_data[m_at] != '=' || m_data[m_at + 1] != '"')
                return tag;
            m_at += 2;
            const qsizetype end = m_data.indexOf('"', m_at);
            if (end < 0)
                return tag;
            tag.attributes.append({ name, m_data.sliced(m_at, end - m_at) });
            m_at = end + 1;
        }
    }

private:
    static bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
    void skipSpace()
    {
        while (m_at < m_data.size() && isSpace(m_data[m_at]))
            ++m_at;
    }
    QByteArrayView word()
    {
        const qsizetype start = m_at;
        while (m_at < m_data.size() && !isSpace(m_data[m_at]) && m_data[m_at] != '=' && m_data[m_at] != '>' && m_data[m_at] != '/')
            ++m_at;
        return m_data.sliced(start, m_at - start);
    }

    QByteArrayView m_data;
    qsizetype m_at = 0;
};

bool isBlank(QByteArrayView text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; });
}

/// Reads the items of one state group, the tokenizer just past its opening tag.
bool readGroup(Tags& tags, StateGroup* group)
{
    for (;;) {
        Tags::Tag tag = tags.next();
        switch (tag.kind) {
        case Tags::Kind::Text:
            if (!isBlank(tag.text))
                return false;
            continue;
        case Tags::Kind::Close:
            return tag.name == "g";
        case Tags::Kind::Empty:
            group->items.append({ tag.name, std::move(tag.attributes), {}, false });
            continue;
        case Tags::Kind::Open: {
            if (tag.name == "g")
                return false; // deeper than QSvgGenerator writes
            Item item { tag.name, std::move(tag.attributes), {}, true };
            Tags::Tag inner = tags.next();
            if (inner.kind == Tags::Kind::Text) {
                item.text = inner.text;
                inner = tags.next();
            }
            if (inner.kind != Tags::Kind::Close || inner.name != item.name)
                return false; // an item with elements inside (tspan…): not QSvgGenerator's shape
            group->items.append(std::move(item));
            continue;
        }
        default:
            return false;
        }
    }
}

class Writer
{
public:
    explicit Writer(qsizetype reserve) { m_out.reserve(reserve); }

    void raw(QByteArrayView bytes) { m_out.append(bytes); }
    void open(QByteArrayView name, const Attributes& attributes, const Attributes& extra = {})
    {
        m_out.append('<').append(name);
        for (const Attribute& a : attributes)
            attribute(a);
        for (const Attribute& a : extra) {
            if (valueOf(attributes, a.name).isNull())
                attribute(a);
        }
    }
    void attribute(const Attribute& a) { m_out.append(' ').append(a.name).append("=\"").append(a.value).append('"'); }

    /// The items of a group; `groupState`: the state of a group left out around its only item,
    /// moved onto it (its own attributes win over inherited ones, so it looks the same).
    void items(const QList<Item>& items, const Context& context, const Attributes& groupState = {})
    {
        for (const Item& item : items) {
            open(item.name, context.stated(item.attributes), groupState);
            if (item.hasText)
                m_out.append('>').append(item.text).append("</").append(item.name).append(">\n");
            else
                m_out.append("/>\n");
        }
    }

    /// Writes groups[begin, end), which share one transform, under one group holding what
    /// they have in common.
    void run(const QList<StateGroup>& groups, qsizetype begin, qsizetype end, const Context& outer)
    {
        Attributes common = groups[begin].attributes;
        bool runHasText = false;
        for (qsizetype i = begin; i < end; ++i) {
            const Attributes& own = groups[i].attributes;
            common.removeIf([&](const Attribute& a) { return !own.contains(a); });
            runHasText = runHasText || hasText(groups[i].items);
        }
        Attributes shared = outer.stated(common);
        if (!runHasText)
            shared.removeIf(isFontProperty);
        Context context = outer;
        context.inherit(common);
        open("g", shared);
        m_out.append(">\n");
        for (qsizetype i = begin; i < end; ++i) {
            Attributes own = groups[i].attributes;
            own.removeIf([&](const Attribute& a) { return common.contains(a); });
            Context inner = context;
            inner.inherit(groups[i].attributes);
            Attributes stated = context.stated(own);
            if (!hasText(groups[i].items))
                stated.removeIf(isFontProperty);
            if (groups[i].items.size() == 1) {
                items(groups[i].items, inner, stated);
                continue;
            }
            if (!stated.isEmpty()) {
                open("g", stated);
                m_out.append(">\n");
            }
            items(groups[i].items, inner);
            if (!stated.isEmpty())
                m_out.append("</g>\n");
        }
        m_out.append("</g>\n");
    }

    QByteArray take() { return std::move(m_out); }

private:
    QByteArray m_out;
};

} // namespace

QByteArray compactSvg(QByteArrayView svg)
{
    // The first line, <?xml …?>, is copied; then <svg>, <title>, <desc> and <defs> as they are,
    // and the painter's root group of state groups.
    const qsizetype body = svg.startsWith("<?xml") ? svg.indexOf('\n') + 1 : 0;
    if (body <= 0)
        return svg.toByteArray();
    Tags tags(svg.sliced(body));
    qsizetype rootAt = -1;
    Attributes root;
    for (;;) {
        Tags::Tag tag = tags.next();
        if (tag.kind == Tags::Kind::Bad || tag.kind == Tags::Kind::End)
            return svg.toByteArray();
        if (tag.kind == Tags::Kind::Open && tag.name == "g") {
            rootAt = body + tag.begin;
            root = std::move(tag.attributes);
            break;
        }
    }
    QList<StateGroup> groups;
    for (;;) {
        Tags::Tag tag = tags.next();
        if (tag.kind == Tags::Kind::Text && isBlank(tag.text))
            continue;
        if (tag.kind == Tags::Kind::Close && tag.name == "g")
            break; // the root group's end
        if (tag.kind != Tags::Kind::Open || tag.name != "g")
            return svg.toByteArray();
        StateGroup group { std::move(tag.attributes), {} };
        if (!readGroup(tags, &group))
            return svg.toByteArray();
        if (group.items.isEmpty())
            continue; // a state nothing was painted in
        if (!groups.isEmpty() && groups.last().attributes == group.attributes)
            groups.last().items.append(std::move(group.items));
        else
            groups.append(std::move(group));
    }
    // Only </svg> may follow.
    for (;;) {
        const Tags::Tag tag = tags.next();
        if (tag.kind == Tags::Kind::End)
            break;
        if (!(tag.kind == Tags::Kind::Text && isBlank(tag.text)) && !(tag.kind == Tags::Kind::Close && tag.name == "svg"))
            return svg.toByteArray();
    }

    Writer out(svg.size() / 3);
    out.raw(svg.first(rootAt));
    Context context;
    out.open("g", context.stated(root));
    out.raw(">\n");
    context.inherit(root);
    for (qsizetype begin = 0; begin < groups.size();) {
        const QByteArrayView transform = valueOf(groups[begin].attributes, "transform");
        qsizetype end = begin + 1;
        while (end < groups.size() && valueOf(groups[end].attributes, "transform") == transform)
            ++end;
        out.run(groups, begin, end, context);
        begin = end;
    }
    out.raw("</g>\n</svg>\n");
    return out.take();
}

} // namespace Topo::Ui
