// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/vmconfig.h"

#include <QList>

#include <nlohmann/json.hpp>

namespace Topo {

/// The JSON form of VM configurations (docs/parse-json.md, `qemu-cmdline` and
/// `libvirt-domain-xml`): { "vms": [ … ] }.
nlohmann::json vmConfigurationsToJson(const QList<VmConfiguration>& vms);

/// A device kind's stable name in that JSON ("root-port", "passthrough", …).
QString vmDeviceKindName(VmDeviceKind kind);

} // namespace Topo
