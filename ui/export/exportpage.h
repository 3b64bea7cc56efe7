// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "topology/scenetheme.h"

#include <QRectF>

#include <QFont>
#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>

class QPainter;

namespace Topo::Ui {

/// One picture an export writes: a page that can paint itself into any QPainter (SVG
/// generator, image, PDF writer). Every export format goes through paint(), so a view that
/// implements this interface (the topologies, the comparison matrix, the benchmark heatmaps and
/// size-sweep charts, the report's paper pages) gets SVG, PNG, PDF and the review report for free.
///
/// Units are those of the screen at 100 %: 1/96 inch ("CSS pixels"), which is what the
/// topology scene's coordinates and fonts are measured in.
class ExportPage
{
public:
    virtual ~ExportPage() = default;
    /// The size the page is drawn at 1:1.
    virtual QSizeF naturalSize() const = 0;
    /// Paints the page into `target` (painter coordinates). A page that does not reflow draws
    /// its natural-size picture scaled into it, keeping the aspect ratio.
    virtual void paint(QPainter* painter, const QRectF& target) const = 0;
    /// For document metadata (SVG title, PDF title).
    virtual QString title() const = 0;
};
using ExportPagePtr = std::shared_ptr<const ExportPage>;

/// A page with a fixed natural-size drawing, scaled into the target.
class FixedExportPage : public ExportPage
{
public:
    void paint(QPainter* painter, const QRectF& target) const final;

protected:
    /// Paints at natural size, origin at the top-left of the page.
    virtual void paintNatural(QPainter* painter) const = 0;
};

/// The title block above every exported picture: what was captured, from which machines,
/// when, and by which TopoLens.
struct ExportHeader
{
    QString title;       // the snapshot's title
    QStringList details; // "Host: pve …", "Snapshot 2025-03-17 10:00 UTC · TopoLens 0.1.0"
    QString warning;     // e.g. "Reconstruction, not a capture"; drawn in the warning colour

    qreal height() const;
    /// The width its longest line wants, capped (longer lines are elided).
    qreal naturalWidth() const;
    /// Draws the block in `width` from the painter's current origin; every line is plain text,
    /// control characters shown as U+FFFD, elided when longer than the page.
    void paint(QPainter* painter, qreal width, const SceneTheme& theme) const;
};

/// Text of remote origin as one plain line for drawing: Text::displayLine, the one rule (line
/// breaks and tabs become spaces; controls, bidi overrides and zero-width characters U+FFFD).
QString exportLine(const QString& text);

/// The fonts of every export; the same family as the topology scene.
QFont exportFont(qreal pointSize, bool bold = false);
QFont exportMonospaceFont(qreal pointSize);

/// Margin around every exported picture.
inline constexpr qreal exportMargin = 24;

} // namespace Topo::Ui
