// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportpage.h"
#include "topology/scenetheme.h"

#include <QList>

#include <memory>

class QAbstractItemModel;

namespace Topo::Ui {

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

} // namespace Topo::Ui
