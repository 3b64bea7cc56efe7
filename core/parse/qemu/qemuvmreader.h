// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/vmconfig.h"
#include "parse/qemu/qemuwords.h"

namespace Topo {

/// The VM one command line configures: its machine, devices, buses and slots as QEMU would
/// place them, the passed-through host devices, UUID and MACs. Remarks go to `diagnostics`, on
/// the input's lines.
VmConfiguration readQemuVm(const Qemu::CommandLine& command, Diagnostics& diagnostics);

} // namespace Topo
