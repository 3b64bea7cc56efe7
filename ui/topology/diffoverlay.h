// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/snapshotdiff.h"

#include <QColor>
#include <QList>
#include <QRectF>

class QPainter;

namespace Topo::Ui {

class TopologyScene;

/// What changed on a machine since another collection of it (analyze/snapshotdiff.h), painted
/// over its topology drawing in scene coordinates: a coloured frame and short badges ("x16→x8",
/// "removed", "NUMA 0→1") on each changed device the drawing has. Nothing is added to the scene,
/// so its rebuilds cannot lose or double the marks; the view paints it in drawForeground().
/// Changes of devices the drawing lacks (added ones, when the drawing is the first collection)
/// and machine-wide ones are left to the list beside it.
class DiffOverlay
{
public:
    struct Mark
    {
        QString nodeId;
        QRectF rect; // the device's box in scene coordinates
        QColor color; // the most urgent change's
        QStringList badges;
    };

    DiffOverlay() = default;
    DiffOverlay(const TopologyScene* scene, const QList<SnapshotChange>& changes);

    bool isEmpty() const { return m_marks.isEmpty(); }
    const QList<Mark>& marks() const { return m_marks; }
    /// Where the marks reach: the scene rect grown by the badges above the top row.
    QRectF bounds() const;
    void paint(QPainter* painter) const;

    /// The colour a change of this kind is marked in (tests look for it).
    static QColor colorOf(const QString& kind);
    /// The badge's words: short, the part of the value that changed.
    static QString badgeText(const SnapshotChange& change);

private:
    const TopologyScene* m_scene = nullptr;
    QList<Mark> m_marks;
};

} // namespace Topo::Ui
