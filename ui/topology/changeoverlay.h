// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/devicechange.h"
#include "topology/changemarks.h"

#include <QHash>
#include <QList>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace Topo {
struct Machine;
}

namespace Topo::Ui {

class TopologyScene;

/// Changes (model/devicechange.h) painted over a topology drawing, in scene coordinates: what
/// changed since another collection of the machine (`topolens diff`, the window's comparison),
/// or a fleet group's drift on its class's baseline drawing. Each changed device the drawing has
/// gets a frame in its most urgent mark's style (topology/changemarks.h) and one badge per
/// change ("x16→x8", "NUMA node 0→1"); a missing device a grey ghost; extra devices the drawing
/// lacks dashed boxes beside the GPU row; machine-wide changes (IOMMU, kernel parameters,
/// driver) a box right of the drawing. Nothing is added to the scene, so its rebuilds cannot
/// lose or double the marks: the view paints them in drawForeground(), the report over its page.
class ChangeOverlay
{
public:
    /// One changed device on the drawing.
    struct Mark
    {
        QString nodeId;  // the scene's node, for a change placed by its PCI address; "gpu N" for one placed by its slot
        QRectF rect;     // the device's box in scene coordinates
        ChangeMark mark; // the most urgent change's: it draws the frame
        QList<std::pair<QString, ChangeMark>> badges; // text and mark of each change, most urgent first
    };

    ChangeOverlay() = default;
    /// A change with a slot (drift from a baseline) is placed on the GPU of that slot:
    /// `gpuBySlot` gives the drawn machine's GPU index of each slot name ("gpu3" → 5), from its
    /// fingerprint (baselineGpuSlots()); without it, slot N is the scene's N-th GPU. A change
    /// without one (a diff) is placed by the PCI address in its device text.
    ChangeOverlay(const TopologyScene* scene, QList<DeviceChange> changes, QHash<QString, int> gpuBySlot = {});

    bool isEmpty() const { return m_changes.isEmpty(); }
    const QList<DeviceChange>& changes() const { return m_changes; }
    const QList<Mark>& marks() const { return m_marks; }
    /// The scene's GPU index a change against a baseline (one with a slot) is drawn on, or -1
    /// (no slot, machine-wide, extra, or a slot the drawing does not have).
    int gpuOf(const DeviceChange& change) const;
    /// Where the marks reach: the scene rect grown by the badges, the extra and machine-wide boxes.
    QRectF bounds() const;
    void paint(QPainter* painter) const;

private:
    /// Where a change goes: its node's id ("gpu N" for a slot's GPU) and box; a null box when
    /// the drawing lacks it.
    struct Place
    {
        QString key;
        QRectF rect;
    };
    Place placeOf(const DeviceChange& change) const;
    bool isListedBeside(const DeviceChange& change) const;
    QRectF gpuRowRect() const;
    QRectF settingsRect() const;

    const TopologyScene* m_scene = nullptr;
    QList<DeviceChange> m_changes;
    QHash<QString, int> m_gpuBySlot;
    QList<Mark> m_marks;
    QList<qsizetype> m_extras;   // of m_changes: extra devices the drawing lacks
    QList<qsizetype> m_settings; // of m_changes: machine-wide changes, and slots the drawing lacks
};

/// Slot name → GPU index on a machine, as its fingerprint names the slots.
QHash<QString, int> baselineGpuSlots(const Machine& machine);

} // namespace Topo::Ui
