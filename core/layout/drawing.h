// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/palette.h"
#include "layout/textmetrics.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>

namespace Topo::Layout {

/// How a line is drawn: its colour, its width, Qt's dash patterns (dashes 4 and gaps 2 widths
/// long, dots 1 and 2), and whether the width is in pixels at any zoom (the scene's pens are
/// cosmetic) or scales with the picture (the legend's swatches, the rule between machines).
struct Stroke
{
    enum class Dash { Solid, Dashed, Dotted };
    Rgb colour = 0;
    double width = 1;
    Dash dash = Dash::Solid;
    bool cosmetic = true;
    bool operator==(const Stroke&) const = default;
};

/// One thing drawn: a rounded box, a line of cubic curves or straight segments, or a line of
/// text. Coordinates are the page's, in pixels at 96 dpi.
struct Shape
{
    enum class Kind { Box, Curve, Polyline, Text };
    Kind kind = Kind::Box;
    // Box
    QRectF rect;
    double radius = 0;
    // Curve: the start, then three points a cubic segment; Polyline: its points
    QList<QPointF> points;
    std::optional<Rgb> fill;
    std::optional<Stroke> stroke;
    // Text: where its baseline starts, in one of the drawing's fonts
    QPointF at;
    QString text;
    DrawingFont font = DrawingFont::Label;
    Rgb colour = 0;
};

/// A picture as a list of shapes, drawn in order: what an SVG writer (io/svgdrawing.h) needs,
/// without Qt's GUI.
struct Drawing
{
    QSizeF size;
    std::optional<Rgb> background; // none: transparent
    QList<Shape> shapes;
    QString title;       // the document's title and description, where the format has them
    QString description;

    void box(const QRectF& rect, double radius, std::optional<Rgb> fill, std::optional<Stroke> stroke)
    {
        Shape s;
        s.kind = Shape::Kind::Box;
        s.rect = rect;
        s.radius = radius;
        s.fill = fill;
        s.stroke = stroke;
        shapes.append(std::move(s));
    }
    void curve(QList<QPointF> points, const Stroke& stroke) { line(Shape::Kind::Curve, std::move(points), stroke); }
    void polyline(QList<QPointF> points, const Stroke& stroke) { line(Shape::Kind::Polyline, std::move(points), stroke); }
    void text(const QPointF& baseline, const QString& text, DrawingFont font, Rgb colour)
    {
        if (text.isEmpty())
            return; // nothing to draw (an empty label line), as Qt draws nothing
        Shape s;
        s.kind = Shape::Kind::Text;
        s.at = baseline;
        s.text = text;
        s.font = font;
        s.colour = colour;
        shapes.append(std::move(s));
    }
    /// `more`, moved by `offset` (a drawing placed within this one).
    void append(const QList<Shape>& more, QPointF offset)
    {
        for (Shape s : more) {
            s.rect.translate(offset);
            s.at += offset;
            for (QPointF& p : s.points)
                p += offset;
            shapes.append(std::move(s));
        }
    }

private:
    void line(Shape::Kind kind, QList<QPointF> points, const Stroke& stroke)
    {
        Shape s;
        s.kind = kind;
        s.points = std::move(points);
        s.stroke = stroke;
        shapes.append(std::move(s));
    }
};

} // namespace Topo::Layout
