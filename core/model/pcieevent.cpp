// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/pcieevent.h"

#include "util/nametable.h"

#include <algorithm>

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

PcieErrorLevel pcieErrorLevel(const AerStatistics& aer, const QList<PcieEvent>& events, const Bdf& function)
{
    PcieErrorLevel level = PcieErrorLevel::None;
    const auto atLeast = [&level](PcieErrorLevel l) { level = std::max(level, l); };
    for (const AerSeverity severity : aerSeverities) {
        const bool counted = aer.of(severity).errors() > 0 || aer.rootPortOf(severity).value_or(0) > 0;
        if (counted)
            atLeast(severity == AerSeverity::Correctable ? PcieErrorLevel::Corrected : PcieErrorLevel::Uncorrectable);
    }
    for (const PcieEvent& e : events) {
        if (e.device != function || e.kind == PcieEventKind::LinkUp || e.kind == PcieEventKind::BandwidthLimited)
            continue;
        const bool corrected = e.kind == PcieEventKind::AerError && e.severity == AerSeverity::Correctable;
        atLeast(corrected ? PcieErrorLevel::Corrected : PcieErrorLevel::Uncorrectable);
    }
    return level;
}

} // namespace Topo
