// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/pcieevent.h"

#include "util/nametable.h"

namespace Topo {

namespace {

constexpr NamedValue<PcieEventKind> kindKeys[] = {
    { PcieEventKind::AerError, u"aerError" },
    { PcieEventKind::RecoveryFailed, u"recoveryFailed" },
    { PcieEventKind::LinkDown, u"linkDown" },
    { PcieEventKind::LinkUp, u"linkUp" },
    { PcieEventKind::BandwidthLimited, u"bandwidthLimited" },
    { PcieEventKind::FellOffBus, u"fellOffBus" },
};

} // namespace

QString pcieEventKindKey(PcieEventKind kind)
{
    return nameOf(kindKeys, kind);
}

} // namespace Topo
