// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/aer.h"

#include <utility>

namespace Topo {

QString aerSeverityKey(AerSeverity severity)
{
    switch (severity) {
    case AerSeverity::Correctable:
        return QStringLiteral("correctable");
    case AerSeverity::NonFatal:
        return QStringLiteral("nonFatal");
    case AerSeverity::Fatal:
        return QStringLiteral("fatal");
    }
    return {};
}

qint64 AerCounts::errors() const
{
    if (total)
        return *total;
    qint64 sum = 0;
    for (const AerCounter& counter : counters)
        sum += counter.count;
    return sum;
}

bool AerStatistics::isKnown() const
{
    return correctable.isKnown() || nonFatal.isKnown() || fatal.isKnown() || rootPortCorrectable || rootPortNonFatal
        || rootPortFatal;
}

const AerCounts& AerStatistics::of(AerSeverity severity) const
{
    return severity == AerSeverity::Correctable ? correctable : severity == AerSeverity::NonFatal ? nonFatal : fatal;
}

AerCounts& AerStatistics::of(AerSeverity severity)
{
    return const_cast<AerCounts&>(std::as_const(*this).of(severity));
}

const std::optional<qint64>& AerStatistics::rootPortOf(AerSeverity severity) const
{
    return severity == AerSeverity::Correctable ? rootPortCorrectable
        : severity == AerSeverity::NonFatal     ? rootPortNonFatal
                                                : rootPortFatal;
}

std::optional<qint64>& AerStatistics::rootPortOf(AerSeverity severity)
{
    return const_cast<std::optional<qint64>&>(std::as_const(*this).rootPortOf(severity));
}

} // namespace Topo
