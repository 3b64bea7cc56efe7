// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/svgdrawing.h"

#include "util/xmltext.h"

#include <QHash>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <optional>
#include <utility>

namespace Topo {

using namespace Layout;

namespace {

/// A length as the SVG has it: six significant digits, as Qt's SVG writer gave them (printf's
/// %g, by std::to_chars: a tenth of the time of QByteArray::number's, a tenth of the writer's).
QByteArray number(double v)
{
    if (std::abs(v) < 5e-7)
        return QByteArrayLiteral("0");
    char text[32];
    const auto [end, error] = std::to_chars(std::begin(text), std::end(text), v, std::chars_format::general, 6);
    return error == std::errc() ? QByteArray(text, end - text) : QByteArray::number(v, 'g', 6);
}

QByteArray point(const QPointF& p)
{
    return number(p.x()) + ',' + number(p.y());
}

QByteArray colour(Rgb rgb)
{
    return '#' + QByteArray::number(rgb, 16).rightJustified(6, '0');
}

// Qt's dash patterns (dash, gap), in widths of the line, by Stroke::Dash; none for a solid line.
constexpr std::optional<std::pair<double, double>> dashPattern[] = { std::nullopt, std::pair(4.0, 2.0), std::pair(1.0, 2.0) };

QByteArray strokeRules(const Stroke& s)
{
    QByteArray rules = "stroke:" + colour(s.colour);
    if (s.width != 1)
        rules += ";stroke-width:" + number(s.width);
    if (const auto pattern = dashPattern[int(s.dash)]) {
        const double unit = std::max(s.width, 1.0);
        // Space-separated: Qt's SVG renderer reads a comma in a style sheet as the end of the list.
        rules += ";stroke-dasharray:" + number(pattern->first * unit) + ' ' + number(pattern->second * unit);
    }
    if (s.cosmetic)
        rules += ";vector-effect:non-scaling-stroke";
    return rules;
}

QByteArray shapeRules(const Shape& s)
{
    return "fill:" + (s.fill ? colour(*s.fill) : QByteArrayLiteral("none")) + ';'
        + (s.stroke ? strokeRules(*s.stroke) : QByteArrayLiteral("stroke:none"));
}

QByteArray textRules(const Shape& s)
{
    const DrawingFontSpec spec = drawingFontSpec(s.font);
    return "font-size:" + number(spec.pointSize * 96 / 72) + "px" + (spec.bold ? ";font-weight:700" : "") + ";fill:" + colour(s.colour);
}

/// The style sheet's classes, numbered in the order first used.
class Classes
{
public:
    QByteArray of(const QByteArray& rules)
    {
        auto found = m_names.constFind(rules);
        if (found != m_names.cend())
            return *found;
        const QByteArray name = 'c' + QByteArray::number(m_names.size());
        m_names.insert(rules, name);
        m_sheet += '.' + name + '{' + rules + "}\n";
        return name;
    }
    const QByteArray& sheet() const { return m_sheet; }

private:
    QHash<QByteArray, QByteArray> m_names;
    QByteArray m_sheet;
};

/// A rounded box as a path, from the top of its left side clockwise, as Qt strokes one: a dashed
/// border's dashes then fall where they fall in the window. The corners are quarter circles as
/// cubic curves (the usual 0.5523 of the radius for the control points).
QByteArray roundedBoxPath(const QRectF& r, double radius)
{
    const double k = radius * (1 - 0.5522847498);
    const double left = r.left();
    const double top = r.top();
    const double right = r.right();
    const double bottom = r.bottom();
    const auto p = [](double x, double y) { return point(QPointF(x, y)); };
    return "M" + p(left, top + radius) + " C" + p(left, top + k) + ' ' + p(left + k, top) + ' ' + p(left + radius, top) + " L"
        + p(right - radius, top) + " C" + p(right - k, top) + ' ' + p(right, top + k) + ' ' + p(right, top + radius) + " L"
        + p(right, bottom - radius) + " C" + p(right, bottom - k) + ' ' + p(right - k, bottom) + ' ' + p(right - radius, bottom)
        + " L" + p(left + radius, bottom) + " C" + p(left + k, bottom) + ' ' + p(left, bottom - k) + ' ' + p(left, bottom - radius)
        + " L" + p(left, top + radius);
}

QByteArray attributes(Classes& classes, const Shape& s)
{
    return " class=\"" + classes.of(shapeRules(s)) + '"';
}

void writeShape(QByteArray& out, Classes& classes, const Shape& s)
{
    switch (s.kind) {
    case Shape::Kind::Box:
        if (s.stroke && s.stroke->dash != Stroke::Dash::Solid && s.radius > 0) {
            out += "<path d=\"" + roundedBoxPath(s.rect, std::min({ s.radius, s.rect.width() / 2, s.rect.height() / 2 })) + '"' + attributes(classes, s)
                + "/>\n";
            return;
        }
        out += "<rect x=\"" + number(s.rect.x()) + "\" y=\"" + number(s.rect.y()) + "\" width=\"" + number(s.rect.width())
            + "\" height=\"" + number(s.rect.height()) + '"';
        if (s.radius > 0)
            out += " rx=\"" + number(s.radius) + '"';
        out += attributes(classes, s) + "/>\n";
        return;
    case Shape::Kind::Curve: {
        if (s.points.isEmpty())
            return;
        out += "<path d=\"M" + point(s.points.first());
        for (qsizetype i = 1; i + 2 < s.points.size(); i += 3)
            out += " C" + point(s.points[i]) + ' ' + point(s.points[i + 1]) + ' ' + point(s.points[i + 2]);
        out += '"' + attributes(classes, s) + "/>\n";
        return;
    }
    case Shape::Kind::Polyline: {
        QByteArray points;
        for (const QPointF& p : s.points)
            points += (points.isEmpty() ? "" : " ") + point(p);
        out += "<polyline points=\"" + points + '"' + attributes(classes, s) + "/>\n";
        return;
    }
    case Shape::Kind::Text:
        out += "<text x=\"" + number(s.at.x()) + "\" y=\"" + number(s.at.y()) + "\" class=\"" + classes.of(textRules(s)) + "\">"
            + Text::escapeXml(s.text).toUtf8() + "</text>\n";
        return;
    }
}

} // namespace

QByteArray svgDocument(const Drawing& drawing)
{
    Classes classes;
    QByteArray body;
    body.reserve(drawing.shapes.size() * 96);
    for (const Shape& s : drawing.shapes)
        writeShape(body, classes, s);
    const auto millimetres = [](double pixels) -> QByteArray { return number(std::ceil(pixels) / 96 * 25.4) + "mm"; };
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" xml:space=\"preserve\" width=\""
        + millimetres(drawing.size.width()) + "\" height=\"" + millimetres(drawing.size.height()) + "\" viewBox=\"0 0 "
        + number(drawing.size.width()) + ' ' + number(drawing.size.height()) + "\">\n";
    out += "<title>" + Text::escapeXml(drawing.title).toUtf8() + "</title>\n";
    out += "<desc>" + Text::escapeXml(drawing.description).toUtf8() + "</desc>\n";
    out += "<style>\ntext{font-family:'DejaVu Sans'}\n" + classes.sheet() + "</style>\n";
    if (drawing.background)
        out += "<rect width=\"" + number(drawing.size.width()) + "\" height=\"" + number(drawing.size.height()) + "\" fill=\""
            + colour(*drawing.background) + "\"/>\n";
    out += "<g stroke-linecap=\"square\" stroke-linejoin=\"bevel\">\n" + body + "</g>\n</svg>\n";
    return out;
}

} // namespace Topo
