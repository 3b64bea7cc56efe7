// SPDX-License-Identifier: GPL-3.0-or-later
#include "analyze/fleet/fleetanalysis.h"

#include "util/lookup.h"
#include "util/nametable.h"

namespace Topo {

namespace {

const NamedValue<DriftCertainty> driftCertaintyRows[] = {
    { DriftCertainty::Definite, u"definite" },
    { DriftCertainty::ResampleUnderLoad, u"resample-under-load" },
};

} // namespace

QString driftCertaintyName(DriftCertainty certainty)
{
    return nameOf(driftCertaintyRows, certainty);
}

const FleetHost* FleetAnalysis::host(const QString& name) const
{
    return findBy(hosts, &FleetHost::name, name);
}

} // namespace Topo
