// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analyze/fleet/fingerprint.h"
#include "analyze/fleet/fleetanalysis.h"

namespace Topo {

/// Every difference between a machine's fingerprint and its class's baseline, named per slot
/// (the baseline's "gpu3", "nic1") and kind (DeviceChange::kind), in the baseline's slot order with
/// machine-wide drift first. Devices are matched by tree position, so one GPU missing is named
/// "device-missing" at its slot and leaves the others as they are. Pairs of GPUs are compared
/// once, from the slot that comes first. Empty for identical fingerprints.
QList<DeviceChange> driftFrom(const Fingerprint& baseline, const Fingerprint& machine);

/// "32 GT/s x16" (either part left out when unknown), the way drift prints a link.
QString linkText(const LinkState& state);

} // namespace Topo
