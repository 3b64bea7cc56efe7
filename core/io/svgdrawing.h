// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "layout/drawing.h"

#include <QByteArray>

namespace Topo {

/// A drawing as an SVG document a browser opens at once: each style written once, in a style
/// sheet, and named by class (no repeated fill, stroke and font attributes); boxes as rects,
/// links and arcs as the cubic curves Graphviz gives (not flattened into many segments); text
/// as text in the drawing's font, escaped (remote names are text, never markup). Lengths in
/// pixels at 96 dpi, the document's size in millimetres for print.
QByteArray svgDocument(const Layout::Drawing& drawing);

} // namespace Topo
