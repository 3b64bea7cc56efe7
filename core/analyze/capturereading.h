// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/snapshot.h"
#include "parse/formats.h"

#include <QList>
#include <QString>

#include <optional>

namespace Topo {

/// One capture read by the parser of its format, before anything is merged into a machine.
/// Reading is independent per capture, so a machine's captures are read on every core
/// (readCaptures); the machine builder then merges them in capture order, so the machine is
/// the same whichever finished first.
struct ReadCapture
{
    enum class Outcome {
        Skipped,      // no format, nothing the builder uses, or empty where that is normal
        ToolMissing,  // the command was not installed: a normal state, listed by tool
        NoOutput,     // ran fine and printed nothing: an info diagnostic
        EmptyIommu,   // an IOMMU listing that ran fine and is empty: the IOMMU is off
        Parsed,       // `value` and `diagnostics` hold what the parser read
    };
    Outcome outcome = Outcome::Skipped;
    QString format;
    std::optional<ParsedValue> value;
    /// The parser's remarks on the input's own line numbers, a paste normaliser's notes first.
    Diagnostics diagnostics;
};

/// Reads one capture: its format (formatOfCapture), a pasted or imported capture through the
/// paste normaliser, and the parser the builder uses for that format.
ReadCapture readCapture(const RawCapture& capture);

/// readCapture for every capture of a machine, in parallel where the outputs are large enough
/// to pay for the threads (parallelReadingBytes); the result is in capture order.
QList<ReadCapture> readCaptures(const MachineSnapshot& snapshot);

/// The bytes of tool output from which reading on several threads is faster than reading on
/// one: below it a thread's start (its stack and heap touched page by page, a trap into the
/// hypervisor each on a VM) costs more than the parse it takes over. The demo (170 KB) on a
/// 2-core VM: 5 % faster as a process on one thread, 11 % less CPU; the 256-GPU host (6 MB)
/// is read on every core.
inline constexpr qsizetype parallelReadingBytes = 1 << 20;

/// The bytes of tool output a machine's snapshot holds.
qsizetype capturedBytes(const MachineSnapshot& snapshot);

/// The tool a capture ran ("lspci", "nvidia-smi"; the one after `sudo -n`).
QString toolOfCapture(const RawCapture& capture);

} // namespace Topo
