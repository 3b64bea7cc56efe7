// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/aer.h"
#include "model/bdf.h"
#include "model/diagnostic.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Topo {

/// What one kernel log message says happened on a PCIe link (the `dmesg-pcie` format).
enum class PcieEventKind {
    AerError,         // "PCIe Bus Error: severity=…": one error a function logged (drivers/pci/pcie/aer.c)
    RecoveryFailed,   // "AER: device recovery failed" (the port), "AER: can't recover (no error_detected
                      // callback)" (a function whose driver has no error handler)
    LinkDown,         // the hot-plug driver's "Link Down", or DPC containing a port (the link is off)
    LinkUp,           // the hot-plug driver's "Link Up"
    BandwidthLimited, // "… available PCIe bandwidth, limited by … link at …" (printed once, at probe)
    FellOffBus,       // NVIDIA's "GPU has fallen off the bus" (Xid 79)
};

QString pcieEventKindKey(PcieEventKind kind); // "aerError", "linkDown", … (stable, for JSON)

/// One event of the kernel log, on the function the message names.
struct PcieEvent
{
    PcieEventKind kind = PcieEventKind::AerError;
    Bdf device;
    /// Seconds since boot, where the log prints them ("[ 1234.567890]").
    std::optional<double> uptime;

    // AerError
    std::optional<AerSeverity> severity;
    QString layer;      // "Physical Layer", "Data Link Layer", "Transaction Layer"
    QStringList errors; // the status bits the kernel named: "RxErr", "BadTLP", "CmpltTO", "Receiver Error"
    /// The root port or downstream port that received the error message ("pcieport 0000:00:01.0:
    /// AER: Corrected error received: 0000:01:00.0"), where the log says.
    std::optional<Bdf> reportedBy;

    // BandwidthLimited: "63.012 Gb/s available PCIe bandwidth, limited by 8.0 GT/s PCIe x8 link at
    // 0000:40:01.1 (capable of 252.048 Gb/s with 16.0 GT/s PCIe x16 link)"
    std::optional<Bdf> limitedAt; // the port at the top of the slowest link on the way up
    double availableGbps = 0;
    double capableGbps = 0;
    QString limitingLink; // "8.0 GT/s PCIe x8"
    QString capableLink;  // "16.0 GT/s PCIe x16"

    SourceLine source; // the message's line; for an AerError, its "PCIe Bus Error" line
};

/// How bad a function's PCIe errors are, by its AER counters and the kernel log's events: none,
/// only corrected ones, or one the hardware could not correct (an uncorrectable error, a failed
/// recovery, its link down, a GPU off the bus). What the drawing marks a box with.
enum class PcieErrorLevel { None, Corrected, Uncorrectable };
PcieErrorLevel pcieErrorLevel(const AerStatistics& aer, const QList<PcieEvent>& events, const Bdf& function);

} // namespace Topo
