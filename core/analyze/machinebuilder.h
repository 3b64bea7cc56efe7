// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/snapshot.h"
#include "model/machine.h"

namespace Topo {

/// Runs every capture of a machine through its parser and merges the results into one model.
/// Sources are combined field by field, most specific first: lspci -vvv over sysfs over
/// lspci -nn; the tree's structure, or bridge bus ranges when there is no tree.
Machine buildMachine(const MachineSnapshot& snapshot);

/// Parses one capture by its recorded format, or by detection when it has none. Returns the
/// format name used ("" when nothing matched).
QString formatOfCapture(const RawCapture& capture);

} // namespace Topo
