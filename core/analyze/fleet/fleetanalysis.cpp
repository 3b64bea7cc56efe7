// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/fleet/fleetanalysis.h"

#include "util/lookup.h"

namespace Topo {

const FleetHost* FleetAnalysis::host(const QString& name) const
{
    return findBy(hosts, &FleetHost::name, name);
}

} // namespace Topo
