// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

/// The snapshot as values: machines and their raw captures, verbatim. Reading and writing
/// snapshot files is io/snapshotfile.h; this header is what every stage below io may see.
namespace Topo {

/// How one command of the plan ended. Anything but Ok still keeps whatever output arrived.
enum class CaptureStatus {
    Ok,          // ran, exit status 0
    Failed,      // ran, non-zero exit status
    ToolMissing, // exit 127 / "command not found": a normal state (a vfio host has no nvidia-smi)
    TimedOut,
    Truncated,   // output cap reached; the kept part ends with a truncation mark
    Cancelled,
    NotRun,      // e.g. the connection broke before it started
};

QString captureStatusName(CaptureStatus status);
std::optional<CaptureStatus> captureStatusFromName(QStringView name);

/// One command's raw result, verbatim. Everything TopoLens shows is derived from these and can
/// be re-derived when the parsers improve.
struct RawCapture
{
    QString id;      // command-plan id ("lspci-tree"), or "import-N" for pasted text
    QString command; // exactly what ran, or "pasted" / "imported: FILE" (importedCaptureCommand())
    QString format;  // input format name to parse it with; empty = detect
    QByteArray stdoutData;
    QByteArray stderrData;
    int exitCode = 0;
    qint64 durationMs = 0;
    CaptureStatus status = CaptureStatus::Ok;
    QString statusDetail; // why it failed, in words
    QString note;         // provenance remarks ("reconstructed from the seed story")
};

/// The command of a capture a person brought in rather than TopoLens ran: text pasted, or a file
/// imported. Only such captures are read through the paste normaliser (parse/pastenormaliser.h).
QString importedCaptureCommand(const QString& file); // "imported: FILE"; an empty file: "pasted"
bool isPastedOrImported(const RawCapture& capture);

enum class MachineRole { Host, Guest, BareMetal };
QString machineRoleName(MachineRole role);   // "host", "guest", "bare-metal" (stable, for JSON)
QString machineRoleTitle(MachineRole role);  // translated, for the UI
std::optional<MachineRole> machineRoleFromName(QStringView name);

/// One sample of `topolens watch`: the link-health commands (sysfs link state and AER
/// counters, the kernel log, the GPUs' replay counters) run again at one moment after the
/// collection. Raw outputs, as every capture: what they mean is read when they are used.
struct WatchSample
{
    QDateTime at;
    bool underLoad = false;     // taken while the watch's load command ran
    QList<RawCapture> captures;
};

struct MachineSnapshot
{
    MachineRole role = MachineRole::BareMetal;
    QString label;     // what the user calls it ("pve", "llm-one (VM 128)")
    QString address;   // "root@10.0.0.5:22", "local", "imported"
    QDateTime collectedAt;
    QString collector; // "topolens 0.1.0 over SSH", "topolens-collect.sh", "reconstruction"
    QList<RawCapture> captures;
    QList<WatchSample> samples; // topolens watch: the samples after the collection, in time order

    /// The capture of that id; "sysfs-pci@3" is that capture of watch sample 3.
    const RawCapture* capture(const QString& id) const;
};

/// A whole TopoLens snapshot: the machines of one investigation and their raw captures.
struct Snapshot
{
    static constexpr int currentVersion = 1;

    QString title;
    QString note;                // free text, e.g. why this is a reconstruction
    bool reconstruction = false; // not a real capture: made by hand from a written account
    QDateTime createdAt;
    QList<MachineSnapshot> machines;

    const MachineSnapshot* machine(MachineRole role) const;
};

} // namespace Topo
