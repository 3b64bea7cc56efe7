// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/fleetanalysis.h"

#include <QHash>
#include <QList>
#include <QRectF>

class QPainter;

namespace Topo::Ui {

class TopologyScene;

/// A group's drift painted on its class's baseline drawing, in scene coordinates, over the
/// scene as it is (nothing is added to the scene, so its rebuilds cannot lose or double the
/// marks): a border and a badge on each GPU whose slot differs, in the colour of its kind
/// (driftkinds.h), a grey ghost over a missing one, dashed boxes beside the GPU row for
/// extra ones, and a box right of the drawing for machine-wide drift (IOMMU, kernel
/// parameters, driver). The view paints it in drawForeground(); the report over its page.
class DriftOverlay
{
public:
    DriftOverlay() = default;
    /// `gpuBySlot`: the baseline machine's GPU index of each slot name ("gpu3" → 5), from its
    /// fingerprint (baselineGpuSlots()); without it, slot N is the scene's N-th GPU.
    DriftOverlay(const TopologyScene* scene, QList<Drift> drift, QHash<QString, int> gpuBySlot = {});

    bool isEmpty() const { return m_drift.isEmpty(); }
    const QList<Drift>& drift() const { return m_drift; }
    /// The scene's GPU index a drift's slot is drawn on, or -1 (machine-wide, extra, or a
    /// slot the baseline does not have).
    int gpuOf(const Drift& drift) const;
    /// Where the marks reach: the scene rect grown by the extra and machine-wide boxes.
    QRectF bounds() const;
    void paint(QPainter* painter) const;

private:
    QRectF gpuRowRect() const;
    QRectF settingsRect() const;

    const TopologyScene* m_scene = nullptr;
    QList<Drift> m_drift;
    QHash<QString, int> m_gpuBySlot;
};

/// Slot name → GPU index on a machine, as its fingerprint names the slots.
QHash<QString, int> baselineGpuSlots(const Machine& machine);

} // namespace Topo::Ui
