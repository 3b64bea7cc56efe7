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

std::optional<LegendFlow> flowLegend(const QList<LegendEntry>& entries, const QString& note, double width,
    double lineHeight, const MeasureWidth& measure)
{
    LegendFlow flow;
    flow.lineHeight = lineHeight;
    double x = 0;
    double y = 0;
    for (const LegendEntry& entry : entries) {
        const std::optional<double> textWidth = measure(entry.text);
        if (!textWidth)
            return std::nullopt;
        const double w = legendSwatchWidth + legendSwatchGap + *textWidth;
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight;
        }
        // A badge is 4 px wider than a line's swatch; its words and the next entry move over.
        const double badgeExtra = entry.swatch == LegendEntry::Swatch::Badge ? 4 : 0;
        flow.entries.append({ entry, QPointF(x, y), x + legendSwatchWidth + legendSwatchGap + badgeExtra, w });
        x += w + legendEntryGap + badgeExtra;
    }
    if (!note.isEmpty()) {
        const std::optional<double> noteWidth = measure(note);
        if (!noteWidth)
            return std::nullopt;
        if (x > 0 && x + *noteWidth > width) {
            x = 0;
            y += lineHeight;
        }
        flow.noteAt = QPointF(x, y);
        flow.noteRoom = width - x;
    }
    flow.height = y + lineHeight;
    return flow;
}

std::optional<LegendDrawing> drawLegend(const LegendContent& content, const Palette& palette, double width)
{
    const TextMetrics metrics(DrawingFont::Legend);
    const TextMetrics badgeMetrics(DrawingFont::LegendBadge);
    const std::optional<LegendFlow> flow = flowLegend(legendEntries(content, palette.text, palette.warning), content.note,
        width, legendLineHeight(metrics.height()), [&](const QString& text) { return metrics.horizontalAdvance(text); });
    if (!flow)
        return std::nullopt;
    const double lineHeight = flow->lineHeight;
    Drawing shapes;
    for (const LegendPlacement& placed : flow->entries) {
        const LegendEntry& entry = placed.entry;
        const double middle = placed.at.y() + lineHeight / 2;
        if (entry.swatch == LegendEntry::Swatch::Badge) {
            const QRectF box(placed.at.x(), middle - 6.5, legendSwatchWidth + 4, 13);
            shapes.box(box, 6, entry.colour, std::nullopt);
            const QString sample = QStringLiteral("G#");
            const double sampleWidth = *badgeMetrics.horizontalAdvance(sample);
            shapes.text(QPointF(snappedToSixtyFourths(box.x() + (box.width() - sampleWidth) / 2), badgeMetrics.centredBaseline(box.y(), box.height())),
                sample, DrawingFont::LegendBadge, 0xffffff);
        } else {
            shapes.polyline({ QPointF(placed.at.x(), middle), QPointF(placed.at.x() + legendSwatchWidth, middle) },
                Stroke { entry.colour, entry.penWidth, dashOf[int(entry.swatch)], false });
        }
        shapes.text(QPointF(snappedToSixtyFourths(placed.textX), metrics.centredBaseline(placed.at.y(), lineHeight)), entry.text,
            DrawingFont::Legend, palette.text);
    }
    if (!content.note.isEmpty()) {
        shapes.text(QPointF(snappedToSixtyFourths(flow->noteAt.x()), metrics.centredBaseline(flow->noteAt.y(), lineHeight)),
            *metrics.elided(content.note, TextMetrics::Elide::Right, flow->noteRoom), DrawingFont::Legend, palette.mutedText);
    }
    LegendDrawing out;
    out.shapes = std::move(shapes.shapes);
    out.height = flow->height;
    return out;
}

} // namespace Topo::Layout
