// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/legendlayout.h"

#include "util/tr.h"

#include <algorithm>

namespace Topo::Layout {

QList<LegendEntry> legendEntries(const LegendContent& content, Rgb text, Rgb warning)
{
    QList<LegendEntry> entries;
    if (content.pairs) {
        for (LinkClass c : pairLinkClasses) {
            // Each vendor's GPU fabric only where its GPUs are drawn (NVLink where no AMD GPU is).
            if ((c == LinkClass::NVLink && !content.nvlink) || (c == LinkClass::Xgmi && !content.xgmi))
                continue;
            entries.append({ LegendEntry::Swatch::Line, linkClassRgb(c), 3, linkClassName(c) });
        }
        entries.append({ LegendEntry::Swatch::Line, text, 1.6, Tr::tr("P2P OK") });
        entries.append({ LegendEntry::Swatch::DashedLine, text, 1.6, Tr::tr("P2P not supported") });
        if (content.p2pUnreported)
            entries.append({ LegendEntry::Swatch::DottedLine, text, 1.6, Tr::tr("P2P not reported") });
    }
    entries.append({ LegendEntry::Swatch::Line, warning, 2, Tr::tr("link trained below its capability") });
    if (content.pcieErrors)
        entries.append({ LegendEntry::Swatch::DottedLine, pcieErrorRgb, 2.4, Tr::tr("PCIe errors (AER counters, kernel log)") });
    entries.append({ LegendEntry::Swatch::Badge, iommuBadgeRgb, 0, Tr::tr("IOMMU group") });
    return entries;
}

namespace {

constexpr Stroke::Dash dashOf[] = { Stroke::Dash::Solid, Stroke::Dash::Dashed, Stroke::Dash::Dotted, Stroke::Dash::Solid };

} // namespace

std::optional<LegendDrawing> drawLegend(const LegendContent& content, const Palette& palette, double width)
{
    const TextMetrics metrics(DrawingFont::Legend);
    const TextMetrics badgeMetrics(DrawingFont::LegendBadge);
    const double lineHeight = std::max(metrics.height(), 14.0) + 4;
    LegendDrawing out;
    Drawing shapes;
    double x = 0;
    double y = 0;
    for (const LegendEntry& entry : legendEntries(content, palette.text, palette.warning)) {
        const std::optional<double> textWidth = metrics.horizontalAdvance(entry.text);
        if (!textWidth)
            return std::nullopt;
        const double w = legendSwatchWidth + legendSwatchGap + *textWidth;
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight;
        }
        const double middle = y + lineHeight / 2;
        const bool badge = entry.swatch == LegendEntry::Swatch::Badge;
        if (badge) {
            const QRectF box(x, middle - 6.5, legendSwatchWidth + 4, 13);
            shapes.box(box, 6, entry.colour, std::nullopt);
            const QString sample = QStringLiteral("G#");
            const double sampleWidth = *badgeMetrics.horizontalAdvance(sample);
            shapes.text(QPointF(snappedToSixtyFourths(box.x() + (box.width() - sampleWidth) / 2), badgeMetrics.centredBaseline(box.y(), box.height())),
                sample, DrawingFont::LegendBadge, 0xffffff);
        } else {
            shapes.polyline({ QPointF(x, middle), QPointF(x + legendSwatchWidth, middle) },
                Stroke { entry.colour, entry.penWidth, dashOf[int(entry.swatch)], false });
        }
        shapes.text(QPointF(snappedToSixtyFourths(x + legendSwatchWidth + legendSwatchGap + (badge ? 4 : 0)), metrics.centredBaseline(y, lineHeight)),
            entry.text, DrawingFont::Legend, palette.text);
        x += w + legendEntryGap + (badge ? 4 : 0);
    }
    if (!content.note.isEmpty()) {
        const std::optional<double> noteWidth = metrics.horizontalAdvance(content.note);
        if (!noteWidth)
            return std::nullopt;
        if (x > 0 && x + *noteWidth > width) {
            x = 0;
            y += lineHeight;
        }
        shapes.text(QPointF(snappedToSixtyFourths(x), metrics.centredBaseline(y, lineHeight)),
            *metrics.elided(content.note, TextMetrics::Elide::Right, width - x), DrawingFont::Legend, palette.mutedText);
    }
    out.shapes = std::move(shapes.shapes);
    out.height = y + lineHeight;
    return out;
}

} // namespace Topo::Layout
