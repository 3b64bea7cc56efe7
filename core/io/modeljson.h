// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/amdtopology.h"
#include "model/diagnostic.h"
#include "model/gpu.h"
#include "model/hwloc.h"
#include "model/kernelcmdline.h"
#include "model/numa.h"
#include "model/pci.h"
#include "model/pcieevent.h"
#include "model/rdmadevice.h"
#include "parse/nvidiasmi/nvidiasmi.h"
#include "parse/sysfs/sysfs.h"

#include <nlohmann/json.hpp>

/// The JSON forms of model values: what `topolens parse --json` prints (docs/parse-json.md is
/// the contract) and what the snapshot's derived views use. Keys are camelCase; absent
/// optional values are left out rather than written as null.
namespace Topo::Json {

std::string utf8(const QString& text);

// Building the JSON forms up, shared by every contract in io/.
/// Sets `key` to `value`, unless `value` is empty (absent texts are left out).
void putText(nlohmann::json& object, const char* key, const QString& value);
/// `value` in lower-case hexadecimal, zero-padded to `width` digits ("10de", "030200").

nlohmann::json toJson(const LinkState& state);

nlohmann::json toJson(const Diagnostics& diagnostics);
nlohmann::json toJson(const PcieLink& link);
nlohmann::json toJson(const PciDevice& device);
nlohmann::json toJson(const QList<PciDevice>& devices);
nlohmann::json toJson(const PciTree& tree);
nlohmann::json toJson(const IommuGroupListing& listing);
nlohmann::json toJson(const PrintedMatrix& matrix);
nlohmann::json toJson(const TopoMatrix& topo);
nlohmann::json toJson(const P2pMatrix& p2p);
nlohmann::json toJson(const Gpu& gpu);
nlohmann::json toJson(const NvidiaSmiReport& report);
nlohmann::json toJson(const GpuQueryTable& table);
nlohmann::json toJson(const NumaTopology& numa);
nlohmann::json toJson(const KernelCmdline& cmdline);
nlohmann::json toJson(const MachineIdentifiers& identifiers);
nlohmann::json toJson(const QList<NetworkDevice>& devices);
nlohmann::json toJson(const PcieEvent& event);
nlohmann::json toJson(const QList<PcieEvent>& events);
nlohmann::json toJson(const QList<RdmaDevice>& devices);
nlohmann::json toJson(const HwlocTopology& topology);
nlohmann::json toJson(const AmdTopology& topology);
nlohmann::json toJson(const AmdGpuInventory& inventory);

} // namespace Topo::Json

#include "model/machine.h"

namespace Topo::Json {
/// The parsed model of one machine (what `topolens parse SNAPSHOT --json` prints per machine).
nlohmann::json toJson(const Machine& machine);
} // namespace Topo::Json
