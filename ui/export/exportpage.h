// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "topology/topologyscene.h"

#include <QFont>
#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>

class QAbstractItemModel;
class QPainter;

namespace Topo::Ui {

/// One picture an export writes: a page that can paint itself into any QPainter (SVG
/// generator, image, PDF writer). Every export format goes through paint(), so a view that
/// implements this interface (the topology, the comparison matrix, later heatmaps and charts)
/// gets SVG, PNG, PDF and the review report for free.
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

/// Text of remote origin as one plain line for drawing: line breaks and tabs become spaces,
/// other control characters U+FFFD.
QString exportLine(const QString& text);

/// The fonts of every export; the same family as the topology scene.
QFont exportFont(qreal pointSize, bool bold = false);
QFont exportMonospaceFont(qreal pointSize);

/// Margin around every exported picture.
inline constexpr qreal exportMargin = 24;

/// Paints a topology scene, exactly as the window draws it (QGraphicsScene::render), under the
/// header. The scene's legend is part of the scene, so the export has it too.
class TopologyExportPage : public FixedExportPage
{
public:
    TopologyExportPage(TopologyScene* scene, ExportHeader header, bool transparent = false);
    QSizeF naturalSize() const override;
    QString title() const override { return m_header.title; }

protected:
    void paintNatural(QPainter* painter) const override;

private:
    TopologyScene* m_scene;
    ExportHeader m_header;
    bool m_transparent;
};

/// Host and guest next to each other (or one above the other when the drawings are much wider
/// than tall, as the window arranges them), each under its machine's name.
class SideBySideExportPage : public FixedExportPage
{
public:
    struct Column
    {
        TopologyScene* scene = nullptr;
        QString label; // "Host: pve (…)"
    };
    enum class Arrangement { Auto, Horizontal, Vertical };

    SideBySideExportPage(QList<Column> columns, ExportHeader header, bool transparent = false,
        Arrangement arrangement = Arrangement::Auto);
    QSizeF naturalSize() const override;
    QString title() const override { return m_header.title; }
    bool isVertical() const { return m_vertical; }

protected:
    void paintNatural(QPainter* painter) const override;

private:
    QList<Column> m_columns;
    ExportHeader m_header;
    bool m_transparent;
    bool m_vertical = false;
};

/// Paints an item model as a clean table: header row and column, cells with the model's
/// display text, background, foreground and font roles, thin grid lines. Not a widget grab:
/// it reads the model, so it looks the same at every resolution.
class ModelTablePainter
{
public:
    ModelTablePainter(const QAbstractItemModel* model, const SceneTheme& theme, bool verticalHeader = true);
    QSizeF size() const { return m_size; }
    void paint(QPainter* painter, const QPointF& topLeft) const;

private:
    const QAbstractItemModel* m_model;
    SceneTheme m_theme;
    bool m_verticalHeader;
    QList<qreal> m_columnWidths; // header column first when there is one
    QList<qreal> m_rowHeights;   // header row first
    QSizeF m_size;
};

/// A list of tables with captions under a header, on one page: the Host → Guest comparison
/// matrix and the GPU mapping. Models are not owned and must outlive the page.
class TablesExportPage : public FixedExportPage
{
public:
    struct Table
    {
        QString caption;
        /// Shared so that a page can own a model made for it (the GPU mapping) or borrow
        /// one (the window's comparison model, with a no-op deleter).
        std::shared_ptr<const QAbstractItemModel> model;
        bool verticalHeader = true;
        QStringList notes; // lines under the table
    };
    TablesExportPage(QList<Table> tables, ExportHeader header, const SceneTheme& theme, bool transparent = false,
        bool linkClassLegend = false);
    QSizeF naturalSize() const override;
    QString title() const override { return m_header.title; }

protected:
    void paintNatural(QPainter* painter) const override;

private:
    qreal contentWidth() const;

    QList<Table> m_tables;
    ExportHeader m_header;
    SceneTheme m_theme;
    bool m_transparent;
    bool m_linkClassLegend;
};

/// A page of a printed document (the review report): a fixed paper size with margins; the
/// content is fitted into the area inside the margins.
class PaperPage : public ExportPage
{
public:
    /// A4 landscape in 1/96 inch.
    static QSizeF a4Landscape() { return { 1122.5, 793.7 }; }
    static constexpr qreal margin = 40;

    PaperPage(ExportPagePtr content, QSizeF paper = a4Landscape());
    QSizeF naturalSize() const override { return m_paper; }
    void paint(QPainter* painter, const QRectF& target) const override;
    QString title() const override { return m_content->title(); }

private:
    ExportPagePtr m_content;
    QSizeF m_paper;
};

/// One page of monospace text (a capture's raw output in the report's appendix). Lines are
/// drawn as plain text, already wrapped to the page; see paginateText().
class TextExportPage : public FixedExportPage
{
public:
    TextExportPage(QString heading, QStringList subheadings, QStringList lines, QSizeF size);
    QSizeF naturalSize() const override { return m_size; }
    QString title() const override { return m_heading; }

protected:
    void paintNatural(QPainter* painter) const override;

private:
    QString m_heading;
    QStringList m_subheadings;
    QStringList m_lines;
    QSizeF m_size;
};

/// Breaks `text` into pages of `paper` size: tabs expanded, control characters shown as
/// U+FFFD, long lines wrapped with a continuation mark. The heading repeats on every page.
QList<ExportPagePtr> paginateText(const QString& heading, const QStringList& subheadings, const QString& text,
    QSizeF paper = PaperPage::a4Landscape());

} // namespace Topo::Ui
