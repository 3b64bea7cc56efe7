// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/bdf.h"

#include <QStringView>

#include <optional>

namespace Topo::Findings {

/// What one kernel log line says about a PCI resource that could not be placed, in the
/// wordings of drivers/pci/setup-res.c and setup-bus.c: old ("BAR 1: no space for [mem size
/// 0x…]", "BAR 15: failed to assign [mem …]") and 6.x ("BAR 2 [mem size 0x…]: can't assign;
/// no space", "bridge window [io  size 0x1000]: failed to assign").
struct KernelResourceFailure
{
    enum class Resource {
        DeviceBar, // BAR 0–5 of a function: what its driver needs
        Rom,       // BAR 6, the expansion ROM: only read by firmware, rarely needed
        SriovBar,  // BARs 7–12, the virtual functions' BARs: only needed once SR-IOV is on
        Window,    // a bridge's window (BARs 13–16, or "bridge window"): needed only for what is behind it
    };
    Bdf device;
    Resource resource = Resource::DeviceBar;
    bool memory = true;  // [mem …]; false for I/O ports [io …]
    bool prefetchable = false;
};

/// nullopt for every line that does not report a failed placement (assigned, claimed, sizes).
std::optional<KernelResourceFailure> kernelResourceFailure(QStringView line);

/// Lines where the kernel or a driver says placement failed without naming one resource:
/// "try booting with pci=realloc", NVIDIA's "BAR 1 is 0M", "region assigned … is invalid".
bool isGeneralPlacementFailure(QStringView line);

} // namespace Topo::Findings
