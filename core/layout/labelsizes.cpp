// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/labelsizes.h"

#include <algorithm>

namespace Topo::Layout {

DrawingFont nodeLineFont(NodeKind kind, int line)
{
    return line == 0 && (kind == NodeKind::Gpu || kind == NodeKind::Cpu) ? DrawingFont::LabelBold : DrawingFont::Label;
}

DrawingFont clusterCaptionFont(GraphCluster::Kind kind)
{
    return kind == GraphCluster::Kind::Numa ? DrawingFont::NumaCaption : DrawingFont::Label;
}

bool measureLabels(Graph& graph, const MeasureText& fallback)
{
    bool covered = true;
    const auto advance = [&](DrawingFont font, const QString& text) {
        if (const std::optional<double> kept = TextMetrics(font).horizontalAdvance(text))
            return *kept;
        if (fallback)
            return fallback(font, text);
        covered = false;
        return 0.0;
    };
    for (GraphNode& node : graph.nodes) {
        double width = 0;
        double firstLine = 0;
        double height = 12;
        for (int i = 0; i < node.lines.size(); ++i) {
            // Every first line is measured bold, the room a GPU's or CPU's bold first line
            // needs (as the scene always measured); only theirs is painted bold (nodeLineFont).
            const DrawingFont font = i == 0 ? DrawingFont::LabelBold : DrawingFont::Label;
            const double lineWidth = advance(font, node.lines[i]);
            width = std::max(width, lineWidth);
            if (i == 0)
                firstLine = lineWidth;
            height += TextMetrics(font).height();
        }
        // Long remote names are elided rather than allowed to make giant boxes; the first line
        // is TopoLens's own ("Switch downstream 84:00.0", "GPU4 · 85:00.0") and always fits.
        node.size = QSizeF(std::max(std::clamp(width + 16, 90.0, 160.0), firstLine + 16), std::max(height, 30.0));
    }
    // A caption is painted 8 px in from the sides and 3 down (the scene's cluster item);
    // Graphviz pads a cluster's label by as much again.
    for (GraphCluster& cluster : graph.clusters) {
        const DrawingFont font = clusterCaptionFont(cluster.kind);
        cluster.labelSize = QSizeF(advance(font, cluster.label), TextMetrics(font).height());
    }
    return covered;
}

} // namespace Topo::Layout
