// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Topo {

/// How a device of the second reading was found to be one of the first.
enum class DeviceMatch {
    Address,      // the same PCI address and vendor:device
    Serial,       // the same PCIe Device Serial Number and vendor:device, at another address
    TreePosition, // the same place in the tree (device.function numbers from the root down, and
                  // the vendor:device of every bridge above) at another address: buses renumbered
};
QString deviceMatchName(DeviceMatch match); // "address", "serial", "tree-position" (stable, for JSON)

/// Whether a change is a fact or needs another look: an idle GPU's link drops its speed to save
/// power, so a slower link read at rest is "re-sample under load", not a fault.
enum class ChangeCertainty { Definite, ResampleUnderLoad };
QString changeCertaintyName(ChangeCertainty certainty); // "definite", "resample-under-load"

/// One difference of a device, or of a machine as a whole, between two readings of it: one
/// machine collected twice (`topolens diff`, analyze/snapshotdiff.h), or a machine against its
/// class's baseline (fleet drift, analyze/fleet/drift.h). One idea, so one type: the drawing
/// marks both with one overlay (ui/topology/changeoverlay.h) and one table of marks.
struct DeviceChange
{
    /// Stable (JSON, tests, scripts): "link-width", "device-removed", "kernel-parameter", …
    /// docs/diff-json.md and docs/fleet.md list them.
    QString kind;
    /// Against a baseline: the slot in tree-position terms ("gpu3", "nic1"), the same on every
    /// machine of a class. Empty in a diff of two collections.
    QString slot;
    QString device;   // as its owner reads it ("GPU3 0000:1b:00.0"); empty: machine-wide
    QString before;   // the first reading's value, as printed ("32 GT/s x16"): the earlier
                      // collection, or the baseline; empty when it had none
    QString after;    // the second reading's: the later collection, or this machine
    QString sentence; // one translated sentence that says it all
    ChangeCertainty certainty = ChangeCertainty::Definite;
    /// For a device at another address than in the first reading: how it was found.
    DeviceMatch matchedBy = DeviceMatch::Address;
};

} // namespace Topo
