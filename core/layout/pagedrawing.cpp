// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/pagedrawing.h"

#include "util/text.h"
#include "util/tr.h"

#include <algorithm>
#include <cmath>

namespace Topo::Layout {

namespace {

// A page grows to show a long title in full up to this width; beyond, the title is elided (a
// 10 KB remote machine name must not make a picture kilometres wide).
constexpr double maxHeaderWidth = 1400;
constexpr double headerBottomGap = 16;
constexpr double minPageWidth = 480;

struct HeaderLine
{
    QString text;
    DrawingFont font;
    Rgb colour;
    double after;
};

QList<HeaderLine> headerLines(const PageHeader& header, const Palette& palette)
{
    QList<HeaderLine> lines;
    if (!header.title.isEmpty())
        lines.append({ Text::displayLine(header.title), DrawingFont::ExportTitle, palette.text, 4 });
    for (const QString& detail : header.details)
        lines.append({ Text::displayLine(detail), DrawingFont::Label, palette.mutedText, 1 });
    if (!header.warning.isEmpty())
        lines.append({ Text::displayLine(header.warning), DrawingFont::LabelBold, palette.warning, 1 });
    return lines;
}

double headerHeight(const QList<HeaderLine>& lines)
{
    double h = 0;
    for (const HeaderLine& line : lines)
        h += TextMetrics(line.font).height() + line.after;
    return h > 0 ? h + headerBottomGap : 0;
}

/// The width the header's longest line wants, capped; nothing where one is not covered.
std::optional<double> headerWidth(const PageHeader& header, const Palette& palette)
{
    double w = 0;
    for (const HeaderLine& line : headerLines(header, palette)) {
        const std::optional<double> lineWidth = TextMetrics(line.font).horizontalAdvance(line.text);
        if (!lineWidth)
            return std::nullopt;
        w = std::max(w, *lineWidth);
    }
    return std::min(std::ceil(w) + 2, maxHeaderWidth);
}

/// Draws the header at `origin`, each line elided to `width`.
bool drawHeader(Drawing& page, const PageHeader& header, const Palette& palette, QPointF origin, double width)
{
    double y = 0; // in the header's coordinates, where Qt places each line
    for (const HeaderLine& line : headerLines(header, palette)) {
        const TextMetrics metrics(line.font);
        const std::optional<QString> shown = metrics.elided(line.text, TextMetrics::Elide::Right, width);
        if (!shown)
            return false;
        page.text(origin + QPointF(0, metrics.topBaseline(y)), *shown, line.font, line.colour);
        y += metrics.height() + line.after;
    }
    return true;
}

} // namespace

QString machineCaption(const Machine& machine)
{
    return machineRoleTitle(machine.role) + u": " + machine.label;
}

QString snapshotTime(const Snapshot& snapshot)
{
    QDateTime when = snapshot.createdAt;
    for (const MachineSnapshot& m : snapshot.machines) {
        if (!when.isValid())
            when = m.collectedAt;
    }
    return when.isValid() ? when.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")) : QString();
}

PageHeader pageHeader(const Snapshot* snapshot, const QString& fileName, const QList<const Machine*>& machines,
    bool captionsOnTheDrawings)
{
    PageHeader header;
    header.title = snapshot && !snapshot->title.isEmpty() ? snapshot->title : fileName;
    QStringList captions;
    for (const Machine* machine : machines)
        captions << machineCaption(*machine);
    if (!captionsOnTheDrawings && !captions.isEmpty())
        header.details << captions.join(QStringLiteral("  \u00b7  "));
    const QString when = snapshot ? snapshotTime(*snapshot) : QString();
    const QString version = Tr::tr("TopoLens %1").arg(QStringLiteral(TOPOLENS_VERSION));
    header.details << (when.isEmpty() ? Tr::tr("Snapshot time unknown \u00b7 %1").arg(version)
                                      : Tr::tr("Snapshot taken %1 \u00b7 %2").arg(when, version));
    if (snapshot && snapshot->reconstruction)
        header.warning = Tr::tr("Reconstruction, not a capture: the raw outputs were rebuilt from a written account.");
    return header;
}

std::optional<Drawing> drawTopologyPage(const PageHeader& header, const QList<PageColumn>& columns, bool sideBySide,
    const Palette& palette)
{
    const std::optional<double> naturalHeaderWidth = headerWidth(header, palette);
    if (!naturalHeaderWidth || columns.isEmpty())
        return std::nullopt;
    const double headerH = headerHeight(headerLines(header, palette));
    const TextMetrics labelMetrics(DrawingFont::ColumnLabel);
    const double labelHeight = sideBySide ? labelMetrics.height() + 6 : 0;
    // The window's rule: drawings much wider than tall read better one above the other.
    const QRectF first = columns.first().drawing->sceneRect;
    const bool vertical = sideBySide && !first.isEmpty() && first.width() > 1.6 * first.height();
    double along = 0;
    double across = 0;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        const QSizeF s = columns[i].drawing->sceneRect.size();
        const QSizeF block(s.width(), s.height() + labelHeight);
        if (vertical) {
            along += block.height() + (i ? columnGap : 0);
            across = std::max(across, block.width());
        } else {
            along += block.width() + (i ? columnGap : 0);
            across = std::max(across, block.height());
        }
    }
    const QSizeF content = vertical ? QSizeF(across, along) : QSizeF(along, across);
    Drawing page;
    page.size = QSizeF(std::max({ content.width(), *naturalHeaderWidth, minPageWidth }) + 2 * pageMargin,
        content.height() + headerH + 2 * pageMargin);
    page.background = palette.background;
    const double width = page.size.width() - 2 * pageMargin;
    if (!drawHeader(page, header, palette, QPointF(pageMargin, pageMargin), width))
        return std::nullopt;
    QPointF at(0, headerH);
    for (qsizetype i = 0; i < columns.size(); ++i) {
        const MachineDrawing& drawing = *columns[i].drawing;
        const QSizeF s = drawing.sceneRect.size();
        const QPointF origin = at + QPointF(pageMargin, pageMargin);
        if (sideBySide) {
            if (i > 0) {
                // A quiet rule between the machines.
                const Stroke rule { palette.numaBorder, 1, Stroke::Dash::Solid, false };
                if (vertical)
                    page.polyline({ QPointF(pageMargin, origin.y() - columnGap / 2), QPointF(pageMargin + width, origin.y() - columnGap / 2) },
                        rule);
                else
                    page.polyline({ QPointF(origin.x() - columnGap / 2, origin.y()), QPointF(origin.x() - columnGap / 2, page.size.height()) },
                        rule);
            }
            const double labelWidth = vertical ? width : std::max(s.width(), 200.0);
            const std::optional<QString> label
                = labelMetrics.elided(Text::displayLine(columns[i].caption), TextMetrics::Elide::Right, labelWidth);
            if (!label)
                return std::nullopt;
            // At the page's margin, as the page paints it (the label's top cut down there).
            page.text(QPointF(pageMargin + snappedToSixtyFourths(at.x()), pageMargin + labelMetrics.topBaseline(at.y())), *label,
                DrawingFont::ColumnLabel, palette.text);
        }
        page.append(drawing.shapes, origin + QPointF(0, labelHeight) - drawing.sceneRect.topLeft());
        if (vertical)
            at.ry() += s.height() + labelHeight + columnGap;
        else
            at.rx() += s.width() + columnGap;
    }
    return page;
}

} // namespace Topo::Layout
