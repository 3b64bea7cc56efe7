// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportpage.h"
#include "topology/topologyscene.h"

#include <QList>

namespace Topo::Ui {

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

} // namespace Topo::Ui
