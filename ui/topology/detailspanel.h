// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/gpumapping.h"
#include "model/machine.h"

#include <QTextBrowser>

namespace Topo::Ui {

/// What a clicked GPU's world looks like: every hop to the CPU with link capability and status,
/// its IOMMU group and NUMA node, and the class, P2P status, path and bottleneck to every peer.
class DetailsPanel : public QTextBrowser
{
    Q_OBJECT
public:
    explicit DetailsPanel(QWidget* parent = nullptr);
    /// `counterpart` is the same physical GPU on the other machine (guest for a host GPU and
    /// vice versa), or nullptr.
    void showGpu(const Machine& machine, int gpuIndex, const Machine* counterpart, const GpuMatch* match);
    void showHint();
};

} // namespace Topo::Ui
