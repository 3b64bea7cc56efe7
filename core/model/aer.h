// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace Topo {

/// How bad a PCIe error was, in AER's three classes: the hardware corrected it (a replayed TLP,
/// a bad DLLP), or it could not, and the link went on (non-fatal) or is no longer reliable (fatal).
enum class AerSeverity { Correctable, NonFatal, Fatal };

inline constexpr AerSeverity aerSeverities[] = { AerSeverity::Correctable, AerSeverity::NonFatal, AerSeverity::Fatal };

QString aerSeverityKey(AerSeverity severity); // "correctable", "nonFatal", "fatal" (stable, for JSON)

/// One counter of an aer_dev_* file: "RxErr 3", "BadTLP 0".
struct AerCounter
{
    QString name;
    qint64 count = 0;
    friend bool operator==(const AerCounter&, const AerCounter&) = default;
};

/// One aer_dev_* file: its counters in the kernel's order, and the kernel's own total
/// (TOTAL_ERR_COR, TOTAL_ERR_NONFATAL, TOTAL_ERR_FATAL).
struct AerCounts
{
    QList<AerCounter> counters;
    std::optional<qint64> total;

    bool isKnown() const { return total || !counters.isEmpty(); }
    /// The total, or the counters' sum where the kernel gave none.
    qint64 errors() const;
    friend bool operator==(const AerCounts&, const AerCounts&) = default;
};

/// The kernel's AER statistics of one PCIe function since boot (sysfs, Linux 4.19 and later):
/// the errors this function saw, and for a root port, the error messages it received from the
/// devices below it. A link's errors may count at either end: the end that detected them.
struct AerStatistics
{
    AerCounts correctable;
    AerCounts nonFatal;
    AerCounts fatal;
    /// A root port's aer_rootport_total_err_cor / _nonfatal / _fatal.
    std::optional<qint64> rootPortCorrectable;
    std::optional<qint64> rootPortNonFatal;
    std::optional<qint64> rootPortFatal;

    bool isKnown() const;
    const AerCounts& of(AerSeverity severity) const;
    AerCounts& of(AerSeverity severity);
    const std::optional<qint64>& rootPortOf(AerSeverity severity) const;
    std::optional<qint64>& rootPortOf(AerSeverity severity);
    friend bool operator==(const AerStatistics&, const AerStatistics&) = default;
};

} // namespace Topo
